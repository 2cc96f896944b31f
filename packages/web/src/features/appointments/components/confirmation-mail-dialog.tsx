import { LOCALES, type AppointmentDto, type Locale } from '@atelier/core';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-messages';
import { useSendConfirmation } from '../api/appointments';

/** Send the customer the appointment's confirmation e-mail (with its .ics): to which address, in which language. */
export const ConfirmationMailDialog = ({ appointment, onClose }: { appointment: AppointmentDto | undefined; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal opened={appointment !== undefined} onClose={onClose} title={t('appointments.confirmation.title')} centered closeButtonProps={{ 'aria-label': t('form.close') }}>
      {appointment && <MailForm key={appointment.id} appointment={appointment} onClose={onClose} />}
    </Modal>
  );
};

const isLocale = (value: string | null): value is Locale => LOCALES.some((l) => l === value);

const MailForm = ({ appointment, onClose }: { appointment: AppointmentDto; onClose: () => void }) => {
  const { t } = useTranslation();
  const send = useSendConfirmation();
  const [email, setEmail] = useState(appointment.email || appointment.confirmation?.email || '');
  const [locale, setLocale] = useState<Locale>('ro');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate({ id: appointment.id, email: email.trim(), locale }, { onSuccess: onClose });
      }}
    >
      <Stack gap="md">
        <Text fz="sm">{t('appointments.confirmation.intro', { client: appointment.client || appointment.plate })}</Text>
        {!appointment.date && (
          <Alert color="yellow" role="status">
            {t('appointments.confirmation.undated')}
          </Alert>
        )}
        <TextInput type="email" required label={t('appointments.confirmation.email')} value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        <Select
          label={t('appointments.confirmation.language')}
          value={locale}
          allowDeselect={false}
          data={LOCALES.map((l) => ({ value: l, label: t(`appointments.confirmation.languages.${l}`) }))}
          onChange={(value) => isLocale(value) && setLocale(value)}
        />
        {send.isError && (
          <Alert color="red" role="alert">
            {describeError(t, send.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('appointments.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} disabled={!email.trim() || !appointment.date}>
            {t('appointments.confirmation.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
