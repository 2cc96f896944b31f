import type { AppointmentDto } from '@atelier/core';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleDateInput, Time24Input } from '../../../components/locale-date-inputs';
import { useEscapeWithin } from '../../../components/use-escape-within';

/** Pick a new date and start time for an appointment (SPEC §2 reschedule). */
export const RescheduleDialog = ({
  appointment,
  busy,
  problem,
  onSubmit,
  onClose,
}: {
  appointment: AppointmentDto | undefined;
  busy: boolean;
  problem: string | undefined;
  onSubmit: (date: string, start: string | null) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  // The phone's calendar is a modal over this one: its Escape must not close this dialog too.
  const escape = useEscapeWithin(appointment !== undefined, onClose);
  return (
    <Modal
      {...escape}
      opened={appointment !== undefined}
      onClose={onClose}
      title={t('appointments.reschedule.title')}
      centered
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      {appointment && <MoveForm key={appointment.id} appointment={appointment} busy={busy} problem={problem} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
  );
};

const MoveForm = ({
  appointment,
  busy,
  problem,
  onSubmit,
  onClose,
}: {
  appointment: AppointmentDto;
  busy: boolean;
  problem: string | undefined;
  onSubmit: (date: string, start: string | null) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [date, setDate] = useState(appointment.date ?? '');
  const [start, setStart] = useState(appointment.start ?? '');
  return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (date) onSubmit(date, start || null);
        }}
      >
        <Stack gap="md">
          <LocaleDateInput required label={t('appointments.reschedule.date')} value={date} onChange={setDate} />
          <Time24Input label={t('appointments.reschedule.start')} value={start} onChange={setStart} withDropdown minutesStep={5} clearable />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('appointments.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!date}>
              {t('appointments.reschedule.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
  );
};
