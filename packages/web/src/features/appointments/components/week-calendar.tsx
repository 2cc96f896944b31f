import { addDays, freeSlots, type AppointmentDto, type DayPlanDto, type WeekResponse } from '@atelier/core';
import { Alert, Badge, Button, Card, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLocale } from '../../../lib/use-locale';
import { useMinWidth } from '../../../lib/use-min-width';
import { capitalized, closedReasonText, hoursText, weekdayAndDay } from '../closed-reason';
import { useAppointmentActions } from '../use-appointment-actions';
import { AppointmentItem, type AppointmentActions } from './appointment-item';
import { OverbookedDialog } from './overbooked-dialog';
import { ConfirmationMailDialog } from './confirmation-mail-dialog';
import { RescheduleDialog } from './reschedule-dialog';

export type NewAppointmentPath = (date: string | undefined, start: string | undefined) => string | undefined;

type DayProps = {
  plan: DayPlanDto;
  appointments: AppointmentDto[];
  actions: AppointmentActions;
  newPath: NewAppointmentPath;
  today: string;
  onDropAppointment: (id: string, date: string, start: string | null) => void;
};

/** One day: its scheduled versus available hours at the top, its appointments by time, its free slots to book. */
const DayColumn = ({ plan, appointments, actions, newPath, today, onDropAppointment }: DayProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const [over, setOver] = useState(false);
  const free = plan.working ? freeSlots({ open: plan.open, close: plan.close, booked: appointments }) : [];
  const overbooked = plan.scheduled_hours > plan.available_hours && plan.working;
  const headingId = `day-${plan.date}`;
  return (
    <Paper
      withBorder
      p="xs"
      component="section"
      aria-labelledby={headingId}
      data-testid={`day-${plan.date}`}
      bg={over ? 'var(--mantine-color-blue-0)' : plan.working ? undefined : 'var(--mantine-color-gray-0)'}
      style={{ minWidth: 0, outline: plan.date === today ? '2px solid var(--mantine-color-blue-5)' : undefined }}
      onDragOver={(event) => {
        if (!plan.working) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const id = event.dataTransfer.getData('text/appointment');
        if (id) onDropAppointment(id, plan.date, free[0]?.from ?? null);
      }}
    >
      <Stack gap={6}>
        <Title order={3} fz="sm" id={headingId}>
          {capitalized(weekdayAndDay(plan.date, locale))}
        </Title>
        {plan.working ? (
          <Badge color={overbooked ? 'red' : 'teal'} variant="light" size="md" style={{ textTransform: 'none' }} data-testid="day-hours">
            {t('appointments.dayHours', { scheduled: hoursText(plan.scheduled_hours, locale), available: hoursText(plan.available_hours, locale) })}
          </Badge>
        ) : (
          <Text fz="xs" c="dimmed" data-testid="day-closed">
            {closedReasonText(t, locale, plan.date, plan.reason)}
          </Text>
        )}
        {appointments.map((a) => (
          <AppointmentItem key={a.id} appointment={a} actions={actions} />
        ))}
        {free.map((slot) => {
          const to = newPath(plan.date, slot.from);
          return to ? (
            <Button
              key={slot.from}
              component={Link}
              to={to}
              variant="subtle"
              size="compact-xs"
              h="auto"
              py={2}
              styles={{ label: { whiteSpace: 'normal' } }}
              leftSection={<IconPlus size={12} aria-hidden />}
              aria-label={t('appointments.newAt', { day: weekdayAndDay(plan.date, locale), from: slot.from, to: slot.to })}
            >
              {slot.from}–{slot.to}
            </Button>
          ) : null;
        })}
      </Stack>
    </Paper>
  );
};

type WeekCalendarProps = {
  week: WeekResponse;
  monday: string;
  today: string;
  onWeekChange: (monday: string) => void;
  devizPath: (appointment: AppointmentDto) => string | undefined;
  newPath: NewAppointmentPath;
};

/** SPEC §2 internal appointments: the week (a day at a time on a phone), the undated list beside it, and the actions' questions. */
export const WeekCalendar = ({ week, monday, today, onWeekChange, devizPath, newPath }: WeekCalendarProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const wide = useMinWidth('md');
  const inWeek = (day: string) => day >= monday && day <= addDays(monday, 6);
  const [day, setDay] = useState(inWeek(today) ? today : monday);
  const shownDay = inWeek(day) ? day : monday;
  const act = useAppointmentActions();
  const [mailing, setMailing] = useState<AppointmentDto | undefined>();
  const actions: AppointmentActions = {
    onConfirmationMail: setMailing,
    onReschedule: act.startMove,
    onComplete: (a) => {
      act.resetErrors();
      act.setCompleting(a);
    },
    onDelete: (a) => {
      act.resetErrors();
      act.setDeleting(a);
    },
    devizPath,
  };
  const byDay = (date: string) => week.appointments.filter((a) => a.date === date);
  const days = wide ? week.days : week.days.filter((d) => d.date === shownDay);
  const newUndated = newPath(undefined, undefined);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Button variant="default" onClick={() => onWeekChange(addDays(monday, -7))}>
            {t('appointments.previousWeek')}
          </Button>
          <Button variant="default" onClick={() => onWeekChange(today)}>
            {t('appointments.today')}
          </Button>
          <Button variant="default" onClick={() => onWeekChange(addDays(monday, 7))}>
            {t('appointments.nextWeek')}
          </Button>
        </Group>
        <Text fw={600} aria-live="polite">
          {t('appointments.weekOf', { from: weekdayAndDay(monday, locale), to: weekdayAndDay(addDays(monday, 6), locale) })}
        </Text>
      </Group>
      {!wide && (
        <SegmentedControl
          fullWidth
          aria-label={t('appointments.pickDay')}
          value={shownDay}
          onChange={setDay}
          // Seven days share a phone's width (320–360 px): smaller text and side padding so "dum." fits whole,
          // taller so each day stays easy to tap, and a day may shrink rather than push the last one out.
          styles={{ control: { minWidth: 0 }, label: { fontSize: 'var(--mantine-font-size-xs)', paddingInline: 2, paddingBlock: 8 } }}
          data={week.days.map((d) => ({ value: d.date, label: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${d.date}T00:00:00Z`)) }))}
        />
      )}
      {act.problem && !act.moving && (
        <Alert color="red" role="alert" withCloseButton onClose={act.clearProblem} closeButtonLabel={t('form.close')}>
          {act.problem}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 4, lg: 4 }} spacing="sm">
        <Stack gap="sm" style={{ gridColumn: wide ? 'span 3' : undefined }}>
          <SimpleGrid cols={wide ? 7 : 1} spacing={6}>
            {days.map((plan) => (
              <DayColumn
                key={plan.date}
                plan={plan}
                appointments={byDay(plan.date)}
                actions={actions}
                newPath={newPath}
                today={today}
                onDropAppointment={(id, date, start) => act.move({ id, date, start })}
              />
            ))}
          </SimpleGrid>
        </Stack>
        <Card withBorder padding="sm" component="section" aria-labelledby="undated-heading">
          <Stack gap="xs">
            <Title order={2} fz="md" id="undated-heading">
              {t('appointments.undated.title')}
            </Title>
            <Text fz="xs" c="dimmed">
              {t('appointments.undated.hint')}
            </Text>
            {week.undated.length === 0 && <Text fz="sm">{t('appointments.undated.none')}</Text>}
            {week.undated.map((a) => (
              <AppointmentItem key={a.id} appointment={a} actions={actions} draggable />
            ))}
            {newUndated && (
              <Button component={Link} to={newUndated} variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('appointments.undated.new')}
              </Button>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
      <RescheduleDialog
        appointment={act.moving}
        busy={act.moveBusy}
        problem={act.moving ? act.problem : undefined}
        onSubmit={(date, start) => act.moving && act.move({ id: act.moving.id, date, start })}
        onClose={act.closeMove}
      />
      <ConfirmationMailDialog appointment={mailing} onClose={() => setMailing(undefined)} />
      <OverbookedDialog figures={act.overbooked} busy={act.moveBusy} onProceed={act.proceed} onCancel={act.cancelOverbooked} />
      <ConfirmDialog
        opened={act.completing !== undefined}
        title={t('appointments.complete.title')}
        message={t('appointments.complete.message', { client: act.completing?.client ?? '', plate: act.completing?.plate ?? '' })}
        confirmLabel={t('appointments.complete.confirm')}
        busy={act.completeBusy}
        error={act.completeError}
        onConfirm={act.complete}
        onClose={() => act.setCompleting(undefined)}
      />
      <ConfirmDialog
        opened={act.deleting !== undefined}
        title={t('appointments.delete.title')}
        message={t('appointments.delete.message', { client: act.deleting?.client ?? '', plate: act.deleting?.plate ?? '' })}
        confirmLabel={t('appointments.delete.confirm')}
        danger
        busy={act.removeBusy}
        error={act.removeError}
        onConfirm={act.remove}
        onClose={() => act.setDeleting(undefined)}
      />
    </Stack>
  );
};
