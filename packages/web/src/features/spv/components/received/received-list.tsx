import { formatDate, type Locale, type SpvReceivedDto } from '@atelier/core';
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../../../../components/load-state';
import { pageCount, Pager } from '../../../../components/pager';
import { SearchBox } from '../../../../components/search-box';
import { useUrlState } from '../../../../components/use-url-state';
import { useLocale } from '../../../../lib/use-locale';
import { useMinWidth } from '../../../../lib/use-min-width';
import { receivedMoney } from '../../received-money';
import { useReceivedList } from '../../api/received';

export const RECEIVED_PAGE_SIZE = 20;

/** The URL parameter of the invoice opened in the tab. */
export const INVOICE_PARAM = 'invoice';

const Kind = ({ item }: { item: SpvReceivedDto }) => {
  const { t } = useTranslation();
  if (item.kind === 'invoice') return null;
  return (
    <Badge size="sm" variant="light" color={item.kind === 'unreadable' ? 'gray' : 'orange'} style={{ textTransform: 'none' }}>
      {item.kind === 'unreadable' ? t('spv.received.unreadable') : t('spv.received.creditNote')}
    </Badge>
  );
};

/** The invoice's number as the link that opens it (the supplier named for screen readers). */
const OpenLink = ({ item, href }: { item: SpvReceivedDto; href: string }) => {
  const { t } = useTranslation();
  const number = item.number || t('spv.received.noNumber');
  return (
    <Anchor component={Link} to={href} fw={600} aria-label={t('spv.received.open', { number, supplier: item.supplier_name || item.supplier_cif })}>
      {number}
    </Anchor>
  );
};

const money = (value: number | null, item: SpvReceivedDto, locale: Locale) => receivedMoney(value, item.currency, locale);

/** The received invoices page by page, newest first, searched as one types (supplier, CIF, number). */
export const ReceivedList = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const wide = useMinWidth('sm');
  const url = useUrlState();
  const query = url.get('q');
  const page = url.page;
  const list = useReceivedList({ query, skip: (page - 1) * RECEIVED_PAGE_SIZE, limit: RECEIVED_PAGE_SIZE }, true);
  const lastPage = list.data ? pageCount(list.data.total, RECEIVED_PAGE_SIZE) : page;
  const open = (item: SpvReceivedDto) => url.href({ [INVOICE_PARAM]: item.id, page: String(page) });

  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData && page > lastPage) url.set({ page: String(lastPage) }, { replace: true });
  });

  const rows = () => {
    if (!list.data) return null;
    const items = list.data.results;
    if (items.length === 0) return <Text py="lg">{query ? t('spv.received.noMatch', { term: query }) : t('spv.received.empty')}</Text>;
    if (wide) {
      return (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('spv.received.supplier')}</Table.Th>
                <Table.Th>{t('spv.received.number')}</Table.Th>
                <Table.Th>{t('spv.received.date')}</Table.Th>
                <Table.Th ta="right">{t('spv.received.total')}</Table.Th>
                <Table.Th ta="right">{t('spv.received.vat')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Text fw={500}>{item.supplier_name || item.supplier_cif}</Text>
                    {item.supplier_name && (
                      <Text fz="xs" c="dimmed">
                        {item.supplier_cif}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <OpenLink item={item} href={open(item)} />
                      <Kind item={item} />
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDate(item.issue_date ?? item.received_at, locale)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(item.payable, item, locale)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(item.vat, item, locale)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
    }
    return (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Card key={item.id} withBorder padding="sm" component="li">
            <Stack gap={2}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.supplier_name || item.supplier_cif}
                </Text>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {money(item.payable, item, locale)}
                </Text>
              </Group>
              <Group gap="xs" wrap="wrap">
                <OpenLink item={item} href={open(item)} />
                <Kind item={item} />
                <Text fz="sm" c="dimmed">
                  {formatDate(item.issue_date ?? item.received_at, locale)}
                </Text>
              </Group>
              {item.vat !== null && (
                <Text fz="sm" c="dimmed">
                  {`${t('spv.received.vat')}: ${money(item.vat, item, locale)}`}
                </Text>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="md">
      <SearchBox
        size="md"
        label={t('spv.received.search')}
        placeholder={t('spv.received.searchPlaceholder')}
        value={query}
        onSearch={(q) => url.set({ q }, { replace: true })}
        maw={520}
      />
      {list.isPending && <LoadingLine label={t('spv.received.loading')} />}
      {list.isError && <LoadErrorAlert title={t('spv.received.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && (
        <>
          <Text fz="sm" c="dimmed">
            {t('spv.received.count', { count: list.data.total })}
          </Text>
          {rows()}
          {list.data.total > RECEIVED_PAGE_SIZE && <Pager page={page} total={list.data.total} pageSize={RECEIVED_PAGE_SIZE} onChange={(next) => url.set({ page: String(next) })} />}
        </>
      )}
    </Stack>
  );
};
