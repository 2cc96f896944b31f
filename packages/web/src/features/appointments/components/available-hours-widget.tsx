import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { useAvailability } from '../api/appointments';
import { useWorkingHours } from '../api/working-hours';
import { capitalized, closedReasonText, hoursText, weekdayAndDay } from '../closed-reason';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * SPEC §2 document view: for a form tied to appointments, the picked day's scheduled and
 * available hours and its free slots; says which of the two could not be loaded (SPEC §8).
 */
export const AvailableHoursWidget = ({ date, documentId }: { date: string | undefined; documentId?: string }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const day = date && DAY.test(date) ? date : undefined;
  const hours = useWorkingHours();
  const availability = useAvailability(day);
  const mine = availability.data?.appointments.find((a) => a.id === documentId);

  const body = () => {
    if (hours.isError) return <Alert color="red" role="alert">{t('appointments.widget.hoursFailed')}</Alert>;
    if (!day) return <Text fz="sm" c="dimmed">{t('appointments.widget.pickDate')}</Text>;
    if (availability.isError) return <Alert color="red" role="alert">{t('appointments.widget.appointmentsFailed')}</Alert>;
    if (!availability.data) return <Text fz="sm">{t('appointments.loading')}</Text>;
    const plan = availability.data;
    if (!plan.working) {
      return (
        <Alert color="yellow" role="status">
          {closedReasonText(t, locale, plan.date, plan.reason)}. {t('appointments.pickAnotherDate')}
        </Alert>
      );
    }
    const over = plan.scheduled_hours > plan.available_hours;
    return (
      <Stack gap={6}>
        <Group gap="xs">
          <Text fz="sm">
            {capitalized(weekdayAndDay(plan.date, locale))}
          </Text>
          <Badge color={over ? 'red' : 'teal'} variant="light" style={{ textTransform: 'none' }} data-testid="widget-hours">
            {t('appointments.dayHours', { scheduled: hoursText(plan.scheduled_hours, locale), available: hoursText(plan.available_hours, locale) })}
          </Badge>
        </Group>
        <Text fz="sm">
          {plan.free.length > 0 ? t('appointments.widget.free', { slots: plan.free.map((s) => `${s.from}–${s.to}`).join(', ') }) : t('appointments.widget.noFree')}
        </Text>
      </Stack>
    );
  };

  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="available-hours-title">
      <Stack gap="xs">
        <Group gap="xs">
          <IconCalendarTime size={20} aria-hidden />
          <Title order={2} fz="md" id="available-hours-title">
            {t('appointments.widget.title')}
          </Title>
        </Group>
        {body()}
        {mine?.deviz_id && (
          <Anchor component={Link} to={`/documents/${mine.deviz_id}`} fz="sm">
            {t('appointments.deviz.open')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
};
