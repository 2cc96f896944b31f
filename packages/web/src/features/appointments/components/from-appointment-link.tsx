import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const appointmentIdIn = (metadata: Record<string, unknown> | undefined): string | undefined =>
  typeof metadata?.appointment_id === 'string' ? metadata.appointment_id : undefined;

/** An estimate made from an appointment links back to it (saved: its metadata; new: the seed's). */
export const FromAppointmentLink = ({ saved, seeded }: { saved?: Record<string, unknown>; seeded?: Record<string, unknown> }) => {
  const { t } = useTranslation();
  const appointmentId = appointmentIdIn(saved) ?? appointmentIdIn(seeded);
  if (!appointmentId) return null;
  return (
    <Anchor component={Link} to={`/documents/${appointmentId}`} fz="sm">
      {t('appointments.deviz.fromAppointment')}
    </Anchor>
  );
};
