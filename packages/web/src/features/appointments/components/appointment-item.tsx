import type { AppointmentDto } from '@atelier/core';
import { Anchor, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { hoursText } from '../closed-reason';

export type AppointmentActions = {
  onReschedule: (appointment: AppointmentDto) => void;
  onComplete: (appointment: AppointmentDto) => void;
  onDelete: (appointment: AppointmentDto) => void;
  /** Opens the confirmation e-mail to the customer. */
  onConfirmationMail: (appointment: AppointmentDto) => void;
  /** Where "generate deviz" opens the estimate pre-filled from this appointment; undefined without an estimate application. */
  devizPath: (appointment: AppointmentDto) => string | undefined;
};

/** One appointment: time, client, plate, reason, hours and status, with its actions. */
export const AppointmentItem = ({ appointment: a, actions, draggable }: { appointment: AppointmentDto; actions: AppointmentActions; draggable?: boolean }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const completed = a.status === 'completed';
  const deviz = actions.devizPath(a);
  const label = [a.start, a.client, a.plate].filter(Boolean).join(' · ');
  return (
    <Card
      withBorder
      padding="xs"
      radius="sm"
      component="article"
      aria-label={label}
      data-testid="appointment"
      draggable={draggable}
      onDragStart={draggable ? (event) => event.dataTransfer.setData('text/appointment', a.id) : undefined}
      bg={completed ? 'var(--mantine-color-gray-0)' : undefined}
      style={{ borderLeft: `4px solid var(--mantine-color-${completed ? 'gray-5' : 'blue-6'})`, cursor: draggable ? 'grab' : undefined }}
    >
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Text fw={700} fz="sm">
            {a.start ?? t('appointments.noTime')} · {t('appointments.hoursShort', { hours: hoursText(a.hours, locale) })}
          </Text>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="subtle" size="compact-sm" px={4} aria-label={t('appointments.actionsOf', { name: label })}>
                <IconDots size={16} aria-hidden />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={`/documents/${a.id}?mode=edit`}>
                {t('appointments.edit')}
              </Menu.Item>
              <Menu.Item onClick={() => actions.onReschedule(a)}>{t('appointments.reschedule.action')}</Menu.Item>
              {a.date && !completed && <Menu.Item onClick={() => actions.onConfirmationMail(a)}>{t('appointments.confirmation.action')}</Menu.Item>}
              {!completed && <Menu.Item onClick={() => actions.onComplete(a)}>{t('appointments.complete.action')}</Menu.Item>}
              {deviz && !a.deviz_id && (
                <Menu.Item component={Link} to={deviz}>
                  {t('appointments.deviz.generate')}
                </Menu.Item>
              )}
              <Menu.Item color="red" onClick={() => actions.onDelete(a)}>
                {t('appointments.delete.action')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {a.client}
        </Text>
        <Text fz="sm" ff="monospace">
          {a.plate}
        </Text>
        <Text fz="xs" c="dimmed" lineClamp={2}>
          {a.reason}
        </Text>
        <Group gap={4}>
          <Badge size="sm" color={completed ? 'gray' : 'blue'} variant="light">
            {t(completed ? 'appointments.status.completed' : 'appointments.status.scheduled')}
          </Badge>
          {a.deviz_id && (
            <Anchor component={Link} to={`/documents/${a.deviz_id}`} fz="xs">
              {t('appointments.deviz.open')}
            </Anchor>
          )}
        </Group>
        {a.confirmation && (
          <Text fz="xs" c="dimmed" data-testid="appointment-confirmation" style={{ overflowWrap: 'anywhere' }}>
            {t('appointments.confirmation.sent', { email: a.confirmation.email, date: new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(a.confirmation.sent_at)) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
};
