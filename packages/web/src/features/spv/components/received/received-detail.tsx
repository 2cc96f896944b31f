import { UNIT_CODES, countyCodeOf, countyName, formatDate, formatNumber, unitOfCode, type Locale, type SpvReceivedDetailDto, type SpvReceivedPartyDto } from '@atelier/core';
import { Alert, Anchor, Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../../../../components/load-state';
import { useUrlState } from '../../../../components/use-url-state';
import { describeError } from '../../../../lib/error-messages';
import { useLocale } from '../../../../lib/use-locale';
import { useMinWidth } from '../../../../lib/use-min-width';
import { receivedMoney } from '../../received-money';
import { useReceivedInvoice, useReceivedZip } from '../../api/received';
import { INVOICE_PARAM } from './received-list';

/** A received line's unit as we write it ("buc", "l"), else the supplier's UN/ECE code. */
export const unitText = (code: string | null): string => (code ? (unitOfCode(code, Object.keys(UNIT_CODES)) ?? code) : '');

const Party = ({ title, party }: { title: string; party: SpvReceivedPartyDto }) => {
  const { t } = useTranslation();
  // "Cluj-Napoca, Cluj" for a Romanian county code (RO-CJ); a foreign party's region and country as written.
  const home = party.country === '' || party.country === 'RO';
  const county = home ? (countyName(countyCodeOf(party.county) ?? '') ?? party.county) : party.county;
  const place = [party.city, county, home ? '' : party.country].filter(Boolean).join(', ');
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
        {title}
      </Text>
      <Text fw={700} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {party.name}
      </Text>
      {party.cif && <Text fz="sm">{t('spv.received.detail.cif', { cif: party.cif })}</Text>}
      {party.reg_no && <Text fz="sm">{t('spv.received.detail.regNo', { regNo: party.reg_no })}</Text>}
      {party.address && <Text fz="sm">{party.address}</Text>}
      {place && <Text fz="sm">{place}</Text>}
    </Card>
  );
};

const Lines = ({ invoice, locale }: { invoice: SpvReceivedDetailDto; locale: Locale }) => {
  const { t } = useTranslation();
  const wide = useMinWidth('sm');
  const money = (value: number | null) => receivedMoney(value, invoice.currency, locale);
  const quantity = (value: number | null) => (value === null ? '' : formatNumber(value, { locale, decimals: 3 }));
  if (invoice.lines.length === 0) return <Text c="dimmed">{t('spv.received.detail.noLines')}</Text>;
  if (wide) {
    return (
      <Table.ScrollContainer minWidth={620}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('spv.received.detail.lineNo')}</Table.Th>
              <Table.Th>{t('spv.received.detail.item')}</Table.Th>
              <Table.Th ta="right">{t('spv.received.detail.quantity')}</Table.Th>
              <Table.Th>{t('spv.received.detail.unit')}</Table.Th>
              <Table.Th ta="right">{t('spv.received.detail.price')}</Table.Th>
              <Table.Th ta="right">{t('spv.received.detail.vatRate')}</Table.Th>
              <Table.Th ta="right">{t('spv.received.detail.net')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line, index) => (
              <Table.Tr key={index}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <Text fz="sm">{line.name}</Text>
                  {line.code && (
                    <Text fz="xs" c="dimmed">
                      {t('spv.received.detail.code', { code: line.code })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{quantity(line.quantity)}</Table.Td>
                <Table.Td>{unitText(line.unit_code)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.unit_price)}
                </Table.Td>
                <Table.Td ta="right">{line.vat_rate === null ? '' : `${formatNumber(line.vat_rate, { locale })}%`}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {money(line.net)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  // A phone: one card per line, nothing to scroll sideways.
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {invoice.lines.map((line, index) => (
        <Card key={index} withBorder padding="sm" component="li">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {`${index + 1}. ${line.name}`}
            </Text>
            <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {money(line.net)}
            </Text>
          </Group>
          {line.code && (
            <Text fz="xs" c="dimmed">
              {t('spv.received.detail.code', { code: line.code })}
            </Text>
          )}
          <Text fz="sm" c="dimmed">
            {[
              t('spv.received.detail.lineSummary', { quantity: quantity(line.quantity), unit: unitText(line.unit_code), price: money(line.unit_price) }),
              line.vat_rate === null ? '' : t('spv.received.detail.lineVat', { rate: formatNumber(line.vat_rate, { locale }) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Card>
      ))}
    </Stack>
  );
};

const Row = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <Group justify="space-between" gap="sm" wrap="nowrap">
    <Text fz="sm" fw={strong ? 700 : undefined}>
      {label}
    </Text>
    <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {value}
    </Text>
  </Group>
);

/** One received invoice as read from its UBL: the parties, the lines, the totals and how to pay, and the signed ZIP. */
export const ReceivedDetail = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const url = useUrlState();
  const invoice = useReceivedInvoice(id);
  const zip = useReceivedZip();
  const back = (
    <Anchor component={Link} to={url.href({ [INVOICE_PARAM]: '', page: url.get('page') })} fz="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('spv.received.detail.back')}
      </Group>
    </Anchor>
  );
  if (invoice.isPending) return <Stack>{back}<LoadingLine label={t('spv.received.detail.loading')} /></Stack>;
  if (invoice.isError) return <Stack>{back}<LoadErrorAlert title={t('spv.received.detail.loadFailed')} error={invoice.error} onRetry={() => void invoice.refetch()} /></Stack>;

  const data = invoice.data;
  const money = (value: number | null) => receivedMoney(value, data.currency, locale);
  const number = data.number || t('spv.received.noNumber');
  return (
    <Stack gap="md">
      {back}
      <div>
        <Group gap="sm" wrap="wrap">
          <Title order={2} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            {data.kind === 'credit_note' ? t('spv.received.detail.headingCredit', { number }) : t('spv.received.detail.heading', { number })}
          </Title>
          {data.kind === 'unreadable' && (
            <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
              {t('spv.received.unreadable')}
            </Badge>
          )}
        </Group>
        {data.issue_date && <Text c="dimmed">{t('spv.received.detail.issued', { date: formatDate(data.issue_date, locale) })}</Text>}
      </div>
      {data.kind === 'unreadable' && <Alert color="gray">{t('spv.received.detail.unreadable')}</Alert>}
      {(data.supplier || data.buyer) && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {data.supplier && <Party title={t('spv.received.detail.supplier')} party={data.supplier} />}
          {data.buyer && <Party title={t('spv.received.detail.buyer')} party={data.buyer} />}
        </SimpleGrid>
      )}
      {data.kind !== 'unreadable' && (
        <>
          <Title order={3} fz="lg">
            {t('spv.received.detail.lines')}
          </Title>
          <Lines invoice={data} locale={locale} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Card withBorder padding="md" component="section" aria-label={t('spv.received.detail.payment')}>
              <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
                {t('spv.received.detail.payment')}
              </Text>
              {data.due_date && <Text fz="sm">{t('spv.received.detail.dueDate', { date: formatDate(data.due_date, locale) })}</Text>}
              {data.payment_accounts.map((iban) => (
                <Text key={iban} fz="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {t('spv.received.detail.iban', { iban })}
                </Text>
              ))}
              {data.payment_terms && <Text fz="sm">{t('spv.received.detail.terms', { terms: data.payment_terms })}</Text>}
            </Card>
            <Card withBorder padding="md" component="section" aria-label={t('spv.received.detail.totals')}>
              <Stack gap={4}>
                <Row label={t('spv.received.detail.netTotal')} value={money(data.net)} />
                {data.vat_breakdown.map((vat, index) => (
                  <Row
                    key={index}
                    label={
                      vat.rate === null
                        ? t('spv.received.detail.vatCategory', { category: vat.category, base: money(vat.taxable) })
                        : t('spv.received.detail.vatAt', { rate: formatNumber(vat.rate, { locale }), base: money(vat.taxable) })
                    }
                    value={money(vat.vat)}
                  />
                ))}
                {data.vat_breakdown.length > 1 && <Row label={t('spv.received.detail.vatTotal')} value={money(data.vat)} />}
                <Divider my={4} />
                <Row label={t('spv.received.detail.payable')} value={money(data.payable)} strong />
              </Stack>
            </Card>
          </SimpleGrid>
        </>
      )}
      <Stack gap={4} align="flex-start">
        <Button variant="default" leftSection={<IconDownload size={20} aria-hidden />} loading={zip.isPending} onClick={() => zip.mutate({ id: data.id, number: data.number })}>
          {t('spv.received.detail.zip')}
        </Button>
        <Text fz="xs" c="dimmed">
          {t('spv.received.detail.zipHelp')}
        </Text>
        {zip.isError && (
          <Alert color="red" role="alert" title={t('spv.received.detail.zipFailed')}>
            {describeError(t, zip.error)}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
};
