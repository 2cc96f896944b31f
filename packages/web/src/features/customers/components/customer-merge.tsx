import { formatDate, formatPhone, type CustomerDetailDto, type CustomerDto } from '@atelier/core';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { SearchBox } from '../../../components/search-box';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useCustomers, useMergeCustomer, useUndoMerge } from '../api/customers';
import { customerName } from './customer-name';

/**
 * Merging another record of the same customer into this one (a phone the keys could not tie, a
 * name typed two ways), and undoing a merge: both kept by the server through rebuilds.
 */
export const CustomerMerge = ({ detail }: { detail: CustomerDetailDto }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = detail.customer.id;
  const [q, setQ] = useState('');
  const [other, setOther] = useState<CustomerDto | undefined>();
  const found = useCustomers({ q: q.length >= 2 ? q : '', page: 1 });
  const merge = useMergeCustomer(id);
  const undo = useUndoMerge(id);
  const candidates = q.length >= 2 ? (found.data?.results ?? []).filter((c) => c.id !== id).slice(0, 5) : [];
  const name = customerName(t, detail.customer);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('customers.merge.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('customers.merge.intro')}
        </Text>
        <SearchBox label={t('customers.merge.search')} placeholder={t('customers.searchPlaceholder')} value={q} onSearch={setQ} maw={420} />
        {candidates.map((c) => (
          <Group key={c.id} justify="space-between" gap="xs" wrap="wrap">
            <div>
              <Text fw={600}>{customerName(t, c)}</Text>
              <Text fz="xs" c="dimmed">
                {[c.phone && formatPhone(c.phone), c.email, t('customers.documents', { count: c.documents })].filter(Boolean).join(' · ')}
              </Text>
            </div>
            <Button variant="light" onClick={() => setOther(c)}>
              {t('customers.merge.action')}
            </Button>
          </Group>
        ))}
        {(merge.isError || undo.isError) && <FormAlert>{describeError(t, merge.error ?? undo.error)}</FormAlert>}
        {detail.merges.map((m) => (
          <Group key={m.id} justify="space-between" gap="xs" wrap="wrap">
            <Text fz="sm">{t('customers.merge.merged', { name: m.merged_name ?? t('customers.unnamed'), count: m.documents, date: formatDate(new Date(m.created_at), locale) })}</Text>
            <Button variant="default" size="xs" loading={undo.isPending} onClick={() => undo.mutate(m.id)} aria-label={t('customers.merge.undoLabel', { name: m.merged_name ?? t('customers.unnamed') })}>
              {t('customers.merge.undo')}
            </Button>
          </Group>
        ))}
      </Stack>
      <ConfirmDialog
        opened={other !== undefined}
        title={t('customers.merge.confirmTitle')}
        message={t('customers.merge.confirmMessage', { other: other ? customerName(t, other) : '', name })}
        confirmLabel={t('customers.merge.action')}
        busy={merge.isPending}
        onClose={() => setOther(undefined)}
        onConfirm={() => {
          if (!other) return;
          merge.mutate(other.id, {
            onSuccess: () => {
              setOther(undefined);
              setQ('');
            },
          });
        }}
      />
    </Card>
  );
};
