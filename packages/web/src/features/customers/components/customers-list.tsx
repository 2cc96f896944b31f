import { formatDate, formatPhone } from '@atelier/core';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { Pager } from '../../../components/pager';
import { SearchBox } from '../../../components/search-box';
import { useUrlState } from '../../../components/use-url-state';
import { useLocale } from '../../../lib/use-locale';
import { CUSTOMERS_PAGE_SIZE, useCustomers } from '../api/customers';
import { customerName, customerPath } from './customer-name';

/**
 * The customer directory (issue 31): searched as you type (names without diacritics, a phone
 * however written, e-mail, CUI, CNP), newest document first, paged; each row opens the customer.
 */
export const CustomersList = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const url = useUrlState();
  const q = url.get('q');
  const customers = useCustomers({ q, page: url.page });

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {t('customers.intro')}
      </Text>
      <SearchBox label={t('customers.search')} placeholder={t('customers.searchPlaceholder')} value={q} onSearch={(next) => url.set({ q: next }, { replace: true })} maw={480} />
      {customers.isPending ? (
        <LoadingLine label={t('customers.loading')} />
      ) : customers.isError ? (
        <LoadErrorAlert title={t('customers.loadError')} error={customers.error} onRetry={() => void customers.refetch()} />
      ) : (
        <>
          <Text fz="sm" c="dimmed" aria-live="polite" data-testid="customers-total">
            {t('customers.total', { count: customers.data.total })}
          </Text>
          {customers.data.results.length === 0 ? (
            <Text>{q ? t('customers.noMatch') : t('customers.empty')}</Text>
          ) : (
            <Stack gap="xs" component="ul" aria-label={t('customers.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {customers.data.results.map((customer) => (
                <Card key={customer.id} component="li" withBorder padding="sm" radius="md">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Anchor component={Link} to={customerPath(customer.id)} fw={700}>
                      {customerName(t, customer)}
                    </Anchor>
                    <Badge variant="light" color={customer.kind === 'company' ? 'indigo' : 'gray'}>
                      {t(`customers.kind.${customer.kind}`)}
                    </Badge>
                  </Group>
                  <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {[customer.phone && formatPhone(customer.phone), customer.email, customer.cui ?? customer.cnp].filter(Boolean).join(' · ')}
                  </Text>
                  <Text fz="sm">
                    {t('customers.documents', { count: customer.documents })} · {t('customers.lastSeen', { date: formatDate(customer.last_seen, locale) })}
                  </Text>
                </Card>
              ))}
            </Stack>
          )}
          <Pager page={url.page} total={customers.data.total} pageSize={CUSTOMERS_PAGE_SIZE} onChange={(page) => url.set({ page: String(page) })} />
        </>
      )}
    </Stack>
  );
};
