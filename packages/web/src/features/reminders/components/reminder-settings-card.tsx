import { Button, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { normalizeLocale, type ReminderSettingsDto } from '@atelier/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { describeError } from '../../../lib/error-messages';
import { FormAlert } from '../../../components/form-alert';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminders';

const asInt = (value: number | string, fallback: number) => (typeof value === 'number' ? value : Number.parseInt(value, 10) || fallback);

/** The "upcoming" window, the e-mails (and SMS, with the gateway) to consenting customers N days ahead, and the weekly digest (the owner changes them). */
export const ReminderSettingsCard = ({ canEdit }: { canEdit: boolean }) => {
  const { t, i18n } = useTranslation();
  const settings = useReminderSettings();
  const save = useSaveReminderSettings();
  // The edits while there are any; undefined shows the saved settings.
  const [edited, setDraft] = useState<ReminderSettingsDto>();
  if (settings.isPending) return <LoadingLine label={t('reminders.loading')} />;
  if (settings.isError) return <LoadErrorAlert title={t('reminders.loadError')} error={settings.error} onRetry={() => void settings.refetch()} />;
  const draft = edited ?? settings.data;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="reminder-settings-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="reminder-settings-title">
          {t('reminders.settings.title')}
        </Title>
        {!canEdit && <Text fz="sm" c="dimmed">{t('reminders.settings.ownerOnly')}</Text>}
        {save.isError && <FormAlert>{describeError(t, save.error, { fallback: 'reminders.settings.failed' })}</FormAlert>}
        {save.isSuccess && <FormAlert tone="success">{t('reminders.settings.saved')}</FormAlert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput label={t('reminders.settings.upcomingDays')} min={1} max={365} allowDecimal={false} disabled={!canEdit} value={draft.upcoming_days} onChange={(v) => setDraft({ ...draft, upcoming_days: asInt(v, 30) })} />
          <NumberInput label={t('reminders.settings.daysBefore')} min={0} max={90} allowDecimal={false} disabled={!canEdit} value={draft.mail_days_before} onChange={(v) => setDraft({ ...draft, mail_days_before: asInt(v, 7) })} />
        </SimpleGrid>
        <Switch label={t('reminders.settings.mailEnabled')} disabled={!canEdit} checked={draft.mail_enabled} onChange={(e) => setDraft({ ...draft, mail_enabled: e.currentTarget.checked })} />
        <Switch
          label={t('reminders.settings.smsEnabled')}
          description={t(draft.sms_available ? 'reminders.settings.smsHint' : 'reminders.settings.smsUnavailable')}
          disabled={!canEdit || !draft.sms_available}
          checked={draft.sms_enabled}
          onChange={(e) => setDraft({ ...draft, sms_enabled: e.currentTarget.checked })}
        />
        <Switch
          label={t('reminders.settings.digestEnabled')}
          description={t('reminders.settings.digestLanguage')}
          disabled={!canEdit}
          checked={draft.digest_enabled}
          onChange={(e) => setDraft({ ...draft, digest_enabled: e.currentTarget.checked })}
        />
        {canEdit && (
          <Button onClick={() => save.mutate({ ...draft, locale: normalizeLocale(i18n.language) })} loading={save.isPending} w="fit-content">
            {t('reminders.settings.save')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
