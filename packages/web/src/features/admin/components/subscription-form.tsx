import '@mantine/dates/styles.css';
import { ADDONS, formatDate, subscriptionPrice, type Addon, type AdminUserDto, type SubscriptionDto } from '@atelier/core';
import { Alert, Button, Checkbox, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../../form-renderer/fields/temporal-field';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { subscriptionHistoryQuery, useCorrectSubscription, useRecordSubscription } from '../api/users';
import { DAY_MS, isCalendarDay, isoDay } from '../../../lib/calendar-days';
import { overlappingPeriod, periodDays } from '../subscription-periods';
import { SubscriptionPriceBreakdown } from './subscription-price';

const MAX_APPLICATIONS = 1000;
const NO_ADDONS: Record<Addon, boolean> = { registry_integration: false, entry_sheet: false, logo: false };

/** A new period starts today, or the day after the latest recorded one if that ends later. */
const newPeriodStart = (periods: readonly SubscriptionDto[]): string => {
  const latestEnd = Math.max(0, ...periods.map((p) => Date.parse(p.ends_at)));
  return isoDay(Math.max(Date.now(), latestEnd));
};

type SubscriptionFormProps = {
  user: AdminUserDto;
  periods: readonly SubscriptionDto[];
  /** The period being corrected; none: a new period is recorded. */
  editing?: SubscriptionDto | undefined;
  onSaved: () => void;
  onCancel: () => void;
};

/** Dates, applications and add-ons of one period, with the price computed live by core. */
export const SubscriptionForm = ({ user, periods, editing, onSaved, onCancel }: SubscriptionFormProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const record = useRecordSubscription();
  const correct = useCorrectSubscription();
  const save = editing ? correct : record;
  const template = editing ?? user.subscription;
  const [start, setStart] = useState(() => (editing ? periodDays(editing).start : newPeriodStart(periods)));
  const [end, setEnd] = useState(() => (editing ? periodDays(editing).end : isoDay(Date.parse(newPeriodStart(periods)) + 364 * DAY_MS)));
  const [applications, setApplications] = useState<string | number>(template?.applications ?? Math.max(user.allocated_forms, 1));
  const [addons, setAddons] = useState<Record<Addon, boolean>>(template?.addons ?? NO_ADDONS);

  const count = typeof applications === 'number' ? applications : Number.parseInt(applications, 10);
  const countValid = Number.isInteger(count) && count >= 0 && count <= MAX_APPLICATIONS;
  const datesValid = isCalendarDay(start) && isCalendarDay(end) && start <= end;
  const overlap = datesValid ? overlappingPeriod(periods, { start, end, exceptId: editing?.id }) : undefined;
  // The logo is a one-off: billed on a period unless another one of this account already carries it.
  const logoPaid = periods.some((s) => s.id !== editing?.id && s.price.logo_one_off);
  const price = subscriptionPrice({
    applications: countValid ? count : 0,
    registryIntegration: addons.registry_integration,
    entrySheet: addons.entry_sheet,
    logoOneOff: addons.logo && !logoPaid,
  });
  const conflict = isApiError(save.error) && save.error.code === 'conflict';

  const submit = () => {
    const body = { starts_at: start, ends_at: end, applications: count, addons };
    const options = {
      onSuccess: onSaved,
      // Someone else recorded a period meanwhile: with the fresh list the overlap names its dates.
      onError: () => void queryClient.invalidateQueries({ queryKey: subscriptionHistoryQuery(user.id).queryKey }),
    };
    if (editing) correct.mutate({ userId: user.id, subscriptionId: editing.id, body }, options);
    else record.mutate({ userId: user.id, body }, options);
  };

  return (
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
      {overlap && (
        <Alert color="orange" role="alert" data-testid="subscription-overlap">
          {t('admin.subscription.overlap', {
            start: formatDate(periodDays(overlap).start, locale),
            end: formatDate(periodDays(overlap).end, locale),
          })}
        </Alert>
      )}
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
          <Checkbox
            key={addon}
            label={t(`admin.subscription.addons.${addon}`)}
            description={t(`admin.subscription.addonHints.${addon}`)}
            checked={addons[addon]}
            onChange={(e) => setAddons({ ...addons, [addon]: e.currentTarget.checked })}
          />
        ))}
      </Stack>
      <SubscriptionPriceBreakdown price={price} />
      {save.isError && !(conflict && overlap) && (
        <Alert color="red" role="alert">
          {describeError(t, save.error, { fallback: 'admin.errors.subscriptionFailed' })}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button onClick={submit} disabled={!countValid || !datesValid || overlap !== undefined} loading={save.isPending}>
          {t(editing ? 'admin.subscription.saveCorrection' : 'admin.subscription.save')}
        </Button>
      </Group>
    </Stack>
  );
};
