import { formatDate, type SpvPendingDto } from '@atelier/core';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { useMinWidth } from '../../../lib/use-min-width';
import { uploadReason } from '../upload-reason';
import { UploadStateBadge } from './upload-state-badge';
import { urgencyColor, useDaysLeftText } from './pending-urgency';

const documentPath = (id: string) => `/documents/${encodeURIComponent(id)}`;

/**
 * The working days left: late in red; 2 or fewer in bold beside an orange warning sign (orange text
 * on white is below WCAG's 4.5:1 for its size, so the words stay dark); more, plain.
 */
const DaysLeft = ({ item }: { item: SpvPendingDto }) => {
  const daysLeft = useDaysLeftText();
  const color = urgencyColor(item.working_days_left);
  return (
    <Group gap={4} wrap="nowrap" align="center">
      {color && <IconAlertTriangle size={16} color={`var(--mantine-color-${color}-8)`} aria-hidden style={{ flex: 'none' }} />}
      <Text fz="sm" fw={color ? 700 : undefined} c={color === 'red' ? 'red.8' : undefined} data-urgency={color ?? 'none'}>
        {daysLeft(item)}
      </Text>
    </Group>
  );
};

/** Why the latest try did not get through (a "not sent" invoice, one waiting for SPV to be connected), in words. */
const Reason = ({ item }: { item: SpvPendingDto }) => {
  const { t } = useTranslation();
  const reason = uploadReason(t, item);
  if (!reason) return null;
  return (
    <Text fz="xs" c="dimmed" mt={2}>
      {t('spv.pending.reason', { reason })}
    </Text>
  );
};

const InvoiceLink = ({ item }: { item: SpvPendingDto }) => {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={documentPath(item.document_id)} fw={600} aria-label={t('spv.pending.open', { number: item.number })}>
      {item.number}
    </Anchor>
  );
};

/** The invoices still to send, most urgent first as given (Today's SPV section): a table on a wide screen, cards on a phone. */
export const SpvPendingList = ({ items }: { items: SpvPendingDto[] }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const wide = useMinWidth('sm');
  if (wide) {
    return (
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('spv.pending.number')}</Table.Th>
            <Table.Th>{t('spv.pending.issueDate')}</Table.Th>
            <Table.Th>{t('spv.pending.deadline')}</Table.Th>
            <Table.Th>{t('spv.pending.daysLeftColumn')}</Table.Th>
            <Table.Th>{t('spv.pending.stateColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.document_id}>
              <Table.Td>
                <InvoiceLink item={item} />
              </Table.Td>
              <Table.Td>{formatDate(item.issue_date, locale)}</Table.Td>
              <Table.Td>{formatDate(item.deadline, locale)}</Table.Td>
              <Table.Td>
                <DaysLeft item={item} />
              </Table.Td>
              <Table.Td>
                <UploadStateBadge state={item.state} size="sm" />
                <Reason item={item} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Card key={item.document_id} withBorder padding="sm" component="li">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <InvoiceLink item={item} />
              <UploadStateBadge state={item.state} size="sm" />
            </Group>
            <DaysLeft item={item} />
            <Reason item={item} />
            <Text fz="sm" c="dimmed">
              {`${t('spv.pending.issuedOn', { date: formatDate(item.issue_date, locale) })} · ${t('spv.pending.dueOn', { date: formatDate(item.deadline, locale) })}`}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
};
