import { ADDONS, formatDate, formatMoney, subscriptionPrice, VAT_RATE_PERCENT, type Addon, type AdminUserDto, type Amount } from '@atelier/core';
import { Alert, Box, Button, Checkbox, Divider, Group, Modal, NumberInput, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../../form-renderer/fields/temporal-field';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useMinWidth } from '../../../lib/use-min-width';
import { useRecordSubscription, useSubscriptionHistory } from '../api/users';
import { DAY_MS, isCalendarDay, isoDay, lastDayOf } from '../calendar-days';

const MAX_APPLICATIONS = 1000;

/** Records a paid period: dates, applications and add-ons, with the price computed live by core. */
export const SubscriptionEditor = ({ user, onClose }: { user: AdminUserDto; onClose: () => void }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const wide = useMinWidth('sm');
  const history = useSubscriptionHistory(user.id);
  const save = useRecordSubscription();
  const current = user.subscription;
  const [start, setStart] = useState(() => isoDay(Date.now()));
  const [end, setEnd] = useState(() => isoDay(Date.now() + 364 * DAY_MS));
  const [applications, setApplications] = useState<string | number>(current?.applications ?? Math.max(user.allocated_forms, 1));
  const [addons, setAddons] = useState<Record<Addon, boolean>>(current?.addons ?? { registry_integration: false, entry_sheet: false, logo: false });

  const count = typeof applications === 'number' ? applications : Number.parseInt(applications, 10);
  const countValid = Number.isInteger(count) && count >= 0 && count <= MAX_APPLICATIONS;
  const datesValid = isCalendarDay(start) && isCalendarDay(end) && start <= end;
  // The logo is a one-off: billed only when no earlier period of this account had it.
  const logoPaid = (history.data ?? []).some((s) => s.addons.logo);
  const price = subscriptionPrice({
    applications: countValid ? count : 0,
    registryIntegration: addons.registry_integration,
    entrySheet: addons.entry_sheet,
    logoOneOff: addons.logo && !logoPaid,
  });
  const row = (label: string, amount: Amount, strong = false) => (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(amount.RON, { locale, currency: 'RON' })}
        <Text span display="block" fz="xs" c="dimmed" fw={400}>
          {formatMoney(amount.EUR, { locale, currency: 'EUR' })}
        </Text>
      </Text>
    </Group>
  );

  const submit = () => save.mutate({ userId: user.id, body: { starts_at: start, ends_at: end, applications: count, addons } }, { onSuccess: onClose });

  return (
    <Modal opened onClose={onClose} size="lg" fullScreen={!wide} title={t('admin.subscription.title', { email: user.email })}
      styles={{ title: { overflowWrap: 'anywhere' } }} closeButtonProps={{ 'aria-label': t('form.close') }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DatePickerInput label={t('admin.subscription.start')} valueFormat={DATE_FORMAT[locale]} value={start || null} onChange={(value) => setStart(value ?? '')} />
          <DatePickerInput
            label={t('admin.subscription.end')}
            valueFormat={DATE_FORMAT[locale]}
            value={end || null}
            onChange={(value) => setEnd(value ?? '')}
            error={datesValid ? undefined : t('admin.subscription.badDates')}
          />
        </SimpleGrid>
        <NumberInput
          label={t('admin.subscription.applications')}
          min={0}
          max={MAX_APPLICATIONS}
          allowDecimal={false}
          allowNegative={false}
          value={applications}
          onChange={setApplications}
          error={countValid ? undefined : t('admin.subscription.badCount', { max: MAX_APPLICATIONS })}
        />
        <Stack gap="xs">
          {ADDONS.map((addon) => (
            <Checkbox key={addon} label={t(`admin.subscription.addons.${addon}`)} checked={addons[addon]} onChange={(e) => setAddons({ ...addons, [addon]: e.currentTarget.checked })} />
          ))}
        </Stack>
        <Stack gap={4} aria-live="polite" data-testid="subscription-price">
          {price.lines.map((line) => (
            <Box key={line.item}>{row(t(`pricing.calculator.lines.${line.item}`, { count: line.quantity }), line.total)}</Box>
          ))}
          {price.oneOff.map((line) => (
            <Box key={line.item}>{row(t('admin.subscription.logoOneOff'), line.total)}</Box>
          ))}
          <Divider />
          {row(t('pricing.calculator.net'), price.net)}
          {row(t('pricing.calculator.vat', { rate: VAT_RATE_PERCENT }), price.vat)}
          {row(t('pricing.calculator.gross'), price.gross, true)}
        </Stack>
        {save.isError && (
          <Alert color="red" role="alert">
            {describeError(t, save.error, { fallback: 'admin.errors.subscriptionFailed' })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button onClick={submit} disabled={!countValid || !datesValid} loading={save.isPending}>
            {t('admin.subscription.save')}
          </Button>
        </Group>
        {history.data && history.data.length > 0 && (
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t('admin.subscription.history')}
            </Title>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing={4} fz="sm">
                <Table.Tbody>
                  {history.data.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>
                        {formatDate(s.starts_at, locale)} – {formatDate(lastDayOf(s.ends_at), locale)}
                      </Table.Td>
                      <Table.Td>{t('admin.users.applications', { count: s.applications })}</Table.Td>
                      <Table.Td ta="right">{formatMoney(s.price.gross.RON, { locale, currency: 'RON' })}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
};
