import { ADDONS, formatDate, formatMoney, type SubscriptionDto } from '@atelier/core';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { periodDays } from '../subscription-periods';

/** "01.05.2026 – 30.04.2027" in the interface's date format. */
export const usePeriodLabel = () => {
  const locale = useLocale();
  return (period: SubscriptionDto) => {
    const { start, end } = periodDays(period);
    return `${formatDate(start, locale)} – ${formatDate(end, locale)}`;
  };
};

type SubscriptionHistoryProps = {
  periods: readonly SubscriptionDto[];
  editingId?: string | undefined;
  onEdit: (period: SubscriptionDto) => void;
  onDelete: (period: SubscriptionDto) => void;
};

/** Every recorded period of the account, newest first, each with its correct and delete buttons. */
export const SubscriptionHistory = ({ periods, editingId, onEdit, onDelete }: SubscriptionHistoryProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = usePeriodLabel();
  return (
    <Stack gap="xs" component="section" aria-labelledby="subscription-history">
      <Title order={3} fz="md" id="subscription-history">
        {t('admin.subscription.history')}
      </Title>
      {periods.length === 0 && <Text c="dimmed">{t('admin.subscription.noPeriods')}</Text>}
      {periods.map((period) => {
        const addons = ADDONS.filter((a) => period.addons[a]).map((a) => t(`admin.subscription.addons.${a}`));
        return (
          <Paper key={period.id} withBorder p="xs" bg={period.id === editingId ? 'blue.0' : undefined} component="article" aria-label={label(period)}>
            <Group justify="space-between" gap="xs" align="flex-start">
              <Stack gap={2} style={{ flex: '1 1 12rem' }}>
                <Group gap="xs">
                  <Text fw={600} fz="sm">
                    {label(period)}
                  </Text>
                  {period.active && (
                    <Badge size="xs" color="green" variant="light">
                      {t('admin.subscription.active')}
                    </Badge>
                  )}
                </Group>
                <Text fz="xs" c="dimmed">
                  {t('admin.users.applications', { count: period.applications })}
                  {addons.length > 0 && ` · ${addons.join(', ')}`}
                </Text>
                <Text fz="sm">
                  {t('admin.subscription.yearlyAmount', { amount: formatMoney(period.price.yearly.gross.RON, { locale, currency: 'RON' }) })}
                  {period.price.logo_one_off && ` ${t('admin.subscription.oneOffAmount', { amount: formatMoney(period.price.one_off.gross.RON, { locale, currency: 'RON' }) })}`}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onEdit(period)} aria-label={t('admin.subscription.editOf', { period: label(period) })}>
                  {t('admin.subscription.edit')}
                </Button>
                <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => onDelete(period)} aria-label={t('admin.subscription.deleteOf', { period: label(period) })}>
                  {t('admin.subscription.delete')}
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
};
