import { formatDate, type AdminUserDto } from '@atelier/core';
import { Alert, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../../form-renderer/fields/temporal-field';
import { lastDayOf } from '../../../lib/calendar-days';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useExtendTrial } from '../api/users';

const MAX_DAYS = 3650;

/** The admin extends a free trial by some days or to a last day; the account's payment-required states lift at once. */
export const TrialExtension = ({ user }: { user: AdminUserDto }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const extend = useExtendTrial();
  const [days, setDays] = useState<number | string>(14);
  const [lastDay, setLastDay] = useState('');
  const endsAt = extend.data?.trial_ends_at ?? user.trial_ends_at ?? user.created_at;
  const daysValid = typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= MAX_DAYS;

  return (
    <Stack gap="xs" data-testid="trial-extension">
      <Title order={3} fz="md">
        {t('admin.trial.title')}
      </Title>
      <Text fz="sm">{t('admin.trial.endsOn', { date: formatDate(lastDayOf(endsAt), locale) })}</Text>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NumberInput
          label={t('admin.trial.days')}
          min={1}
          max={MAX_DAYS}
          allowDecimal={false}
          allowNegative={false}
          value={days}
          onChange={setDays}
          error={daysValid ? undefined : t('admin.trial.badDays', { max: MAX_DAYS })}
          w={160}
        />
        <Button variant="light" disabled={!daysValid} loading={extend.isPending && extend.variables.body.days !== undefined}
          onClick={() => typeof days === 'number' && extend.mutate({ userId: user.id, body: { days } })}>
          {t('admin.trial.addDays')}
        </Button>
      </Group>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <DatePickerInput label={t('admin.trial.lastDay')} valueFormat={DATE_FORMAT[locale]} value={lastDay || null} onChange={(value) => setLastDay(value ?? '')} w={160} />
        <Button variant="light" disabled={!lastDay} loading={extend.isPending && extend.variables.body.ends_on !== undefined}
          onClick={() => extend.mutate({ userId: user.id, body: { ends_on: lastDay } })}>
          {t('admin.trial.setLastDay')}
        </Button>
      </Group>
      {extend.isSuccess && (
        <Text fz="sm" c="green.8" role="status">
          {t('admin.trial.saved')}
        </Text>
      )}
      {extend.isError && (
        <Alert color="red" role="alert">
          {describeError(t, extend.error, { fallback: 'admin.trial.failed' })}
        </Alert>
      )}
    </Stack>
  );
};
