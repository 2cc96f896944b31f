import { formatDate, formatMoney, formatPlate, type CustomerDetailDto } from '@atelier/core';
import { Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { useMinWidth } from '../../../lib/use-min-width';

const documentPath = (id: string) => `/documents/${encodeURIComponent(id)}`;
// The vehicle page is the vehicles feature's (issue 31): linked by its path.
const vehiclePath = (id: string) => `/vehicles/${encodeURIComponent(id)}`;

/** The cars the customer's documents name, each opening its vehicle page. */
export const CustomerVehicles = ({ detail }: { detail: CustomerDetailDto }) => {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('customers.page.vehicles')}
        </Title>
        {detail.vehicles.length === 0 ? (
          <Text c="dimmed">{t('customers.page.noVehicles')}</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {detail.vehicles.map((v) => {
              const plate = v.plate_key ? formatPlate(v.plate_key) : (v.vin ?? '');
              return (
                <Group key={v.id} component="li" gap="xs" wrap="wrap">
                  <Anchor component={Link} to={vehiclePath(v.id)} fw={700} aria-label={t('customers.page.vehicleLabel', { plate })}>
                    {plate}
                  </Anchor>
                  <Text fz="sm" c="dimmed">
                    {[v.make, v.model].filter(Boolean).join(' ')} · {t('customers.documents', { count: v.documents })}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
};

/** The customer's documents, newest first: a table on a wide screen, a list on a phone. */
export const CustomerDocuments = ({ detail }: { detail: CustomerDetailDto }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const wide = useMinWidth('sm');
  const docs = detail.documents;
  const link = (d: (typeof docs)[number]) => (
    <Anchor component={Link} to={documentPath(d.id)} fw={600} aria-label={t('customers.page.openDocument', { number: d.number })}>
      {d.number}
    </Anchor>
  );
  const total = (d: (typeof docs)[number]) => (d.total === null ? '' : formatMoney(d.total, { locale, currency: d.currency }));
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('customers.page.documentsTitle')}
        </Title>
        {docs.length === 0 ? (
          <Text c="dimmed">{t('customers.page.noDocuments')}</Text>
        ) : wide ? (
          <Table striped verticalSpacing="xs" data-testid="customer-documents">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('customers.page.number')}</Table.Th>
                <Table.Th>{t('customers.page.application')}</Table.Th>
                <Table.Th>{t('customers.page.date')}</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>{t('customers.page.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {docs.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{link(d)}</Table.Td>
                  <Table.Td>{d.form_title}</Table.Td>
                  <Table.Td>{formatDate(d.date, locale)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{total(d)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Stack gap="xs" component="ul" data-testid="customer-documents" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {docs.map((d) => (
              <li key={d.id}>
                <Group justify="space-between" gap="xs">
                  {link(d)}
                  <Text fz="sm">{total(d)}</Text>
                </Group>
                <Text fz="sm" c="dimmed">
                  {d.form_title} · {formatDate(d.date, locale)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
};
