import { formatPlate, type AppointmentDto, type AppointmentStage } from '@atelier/core';
import { Alert, Badge, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-messages';
import { holidayName, useSetStage } from '../../appointments';
import { invalidateToday } from '../api/today';
import { TAP, TapLink, TodayRow, TodaySection, joined, keepTogether } from './today-section';

/** The one tap a row offers: the stage that comes next. */
const NEXT: Record<AppointmentStage, Exclude<AppointmentStage, 'scheduled'> | null> = { scheduled: 'arrived', arrived: 'in_progress', in_progress: 'done', done: null };
const STAGE_COLOR: Record<AppointmentStage, string> = { scheduled: 'gray', arrived: 'blue', in_progress: 'orange', done: 'teal' };

const AppointmentRow = ({ appointment, stage }: { appointment: AppointmentDto; stage: ReturnType<typeof useSetStage> }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const next = NEXT[appointment.stage];
  const busy = stage.isPending && stage.variables.id === appointment.id;
  return (
    <TodayRow
      title={
        <TapLink to={`/documents/${encodeURIComponent(appointment.id)}`} fw={600} aria-label={t('today.openDocument', { number: appointment.number })}>
          {joined(appointment.start ?? t('today.appointments.noTime'), appointment.client || appointment.number)}
        </TapLink>
      }
      detail={joined(appointment.plate && keepTogether(formatPlate(appointment.plate)), appointment.reason)}
      actions={
        <>
          <Badge color={STAGE_COLOR[appointment.stage]} variant="light">
            {t(`today.appointments.stage.${appointment.stage}`)}
          </Badge>
          {next && (
            <Button
              h={TAP}
              variant={next === 'done' ? 'filled' : 'light'}
              loading={busy}
              aria-label={t('today.appointments.actionLabel', { action: t(`today.appointments.action.${next}`), client: appointment.client || appointment.number })}
              onClick={() => stage.mutate({ id: appointment.id, stage: next }, { onSuccess: () => void invalidateToday(queryClient) })}
            >
              {t(`today.appointments.action.${next}`)}
            </Button>
          )}
        </>
      }
    />
  );
};

/** Today's appointments by start time, each one tap from its next stage (arrived, start work, done). */
export const AppointmentsSection = ({ date, appointments }: { date: string; appointments: AppointmentDto[] }) => {
  const { t } = useTranslation();
  // A public holiday takes no appointment: the empty list says why.
  const holiday = holidayName(t, date);
  const stage = useSetStage();
  return (
    <TodaySection
      id="today-appointments"
      icon={<IconCalendarEvent size={22} aria-hidden />}
      title={t('today.appointments.title')}
      total={appointments.length}
      shown={appointments.length}
      empty={holiday ? t('today.appointments.holiday', { name: holiday }) : t('today.appointments.empty')}
      more={{ to: '/appointments', label: t('today.appointments.calendar') }}
      notice={
        stage.isError && (
          <Alert color="red" role="alert">
            {describeError(t, stage.error, { fallback: 'today.appointments.changeFailed' })}
          </Alert>
        )
      }
    >
      {appointments.map((appointment) => (
        <AppointmentRow key={appointment.id} appointment={appointment} stage={stage} />
      ))}
    </TodaySection>
  );
};
