import type { WorkingDayDto } from '@atelier/core';
import { Alert, Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour8 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoCard } from '../../../components/info-card';
import { Time24Input } from '../../../components/locale-date-inputs';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useSaveWorkingHours, useWorkingHours } from '../api/working-hours';
import { hoursText } from '../closed-reason';
import { ClosedDaysEditor } from './closed-days-editor';

/** The weekday's name: 2024-01-01 was a Monday. */
export const weekdayName = (weekday: number, locale: string): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));

const DayRow = ({ day, onChange }: { day: WorkingDayDto; onChange: (next: WorkingDayDto) => void }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = weekdayName(day.weekday, locale);
  // A phone: the day on its line, its three fields side by side below it (their labels may take
  // two lines: the fields stay aligned at the bottom).
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid={`working-day-${day.weekday}`}>
      <Checkbox w={{ base: '100%', sm: 130 }} label={name} checked={day.working} onChange={(event) => onChange({ ...day, working: event.currentTarget.checked })} mb={{ base: 0, sm: 8 }} />
      <SimpleGrid cols={3} spacing="xs" flex="1 1 0" maw={420} style={{ alignItems: 'end' }}>
        <Time24Input
          label={t('workingHours.open')}
          aria-label={t('workingHours.openOf', { day: name })}
          value={day.open}
          disabled={!day.working}
          onChange={(value) => onChange({ ...day, open: value })}
        />
        <Time24Input
          label={t('workingHours.close')}
          aria-label={t('workingHours.closeOf', { day: name })}
          value={day.close}
          disabled={!day.working}
          onChange={(value) => onChange({ ...day, close: value })}
        />
        <NumberInput
          label={t('workingHours.available')}
          aria-label={t('workingHours.availableOf', { day: name })}
          value={day.available_hours}
          min={0}
          max={24}
          step={0.25}
          decimalScale={2}
          disabled={!day.working}
          onChange={(value) => onChange({ ...day, available_hours: typeof value === 'number' ? value : Number(value) || 0 })}
        />
      </SimpleGrid>
    </Group>
  );
};

/** The week being edited, from the saved one. */
const WeekForm = ({ initial, configured }: { initial: WorkingDayDto[]; configured: boolean }) => {
  const { t } = useTranslation();
  const save = useSaveWorkingHours();
  const [days, setDays] = useState<WorkingDayDto[]>(initial);
  const [saved, setSaved] = useState(false);
  return (
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('workingHours.intro')}
        </Text>
        {/* A line of text, not a badge: a badge stays on one line and cut the words short on a phone. */}
        {!configured && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconAlertTriangle size={20} color="var(--mantine-color-orange-7)" aria-hidden style={{ flexShrink: 0 }} />
            <Text fz="sm" fw={600}>
              {t('workingHours.notSet')}
            </Text>
          </Group>
        )}
        {days.map((day) => (
          <DayRow key={day.weekday} day={day} onChange={(next) => setDays((all) => all.map((d) => (d.weekday === next.weekday ? next : d)))} />
        ))}
        {save.isError && (
          <Alert color="red" role="alert">
            {describeError(t, save.error)}
          </Alert>
        )}
        {saved && !save.isError && (
          <Alert color="green" role="status">
            {t('workingHours.saved')}
          </Alert>
        )}
        <Group>
          <Button
            loading={save.isPending}
            onClick={() => {
              setSaved(false);
              save.mutate({ days }, { onSuccess: () => setSaved(true) });
            }}
          >
            {t('workingHours.save')}
          </Button>
          <Button component={Link} to="/appointments" variant="light">
            {t('appointments.open')}
          </Button>
        </Group>
        <ClosedDaysEditor />
      </Stack>
  );
};

/** The week as a team member sees it: the days and hours, no inputs (the owner sets them). */
const WeekSummary = ({ days }: { days: WorkingDayDto[] }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t('workingHours.ownerSets')}
      </Text>
      <Table striped withRowBorders={false} data-testid="working-hours-summary">
        <Table.Tbody>
          {days.map((day) => (
            <Table.Tr key={day.weekday}>
              <Table.Th scope="row" fw={500}>
                {weekdayName(day.weekday, locale)}
              </Table.Th>
              <Table.Td>{day.working ? `${day.open}–${day.close}` : t('workingHours.notWorking')}</Table.Td>
              <Table.Td>{day.working ? t('workingHours.availableHours', { hours: hoursText(day.available_hours, locale) }) : ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button component={Link} to="/appointments" variant="light">
          {t('appointments.open')}
        </Button>
      </Group>
      <ClosedDaysEditor readOnly />
    </Stack>
  );
};

/**
 * SPEC §2 dashboard card: the workshop's week (working days, hours, hours it can sell) and its own
 * closed days; the owner edits them, a team member reads them (the server refuses their changes).
 */
export const WorkingHoursCard = ({ readOnly = false }: { readOnly?: boolean }) => {
  const { t } = useTranslation();
  const hours = useWorkingHours();
  const body = () => {
    if (hours.isPending) return <LoadingLine label={t('workingHours.loading')} />;
    if (hours.isError) return <LoadErrorAlert title={t('workingHours.loadError')} error={hours.error} onRetry={() => void hours.refetch()} />;
    if (readOnly) return <WeekSummary days={hours.data.days} />;
    return <WeekForm initial={hours.data.days} configured={hours.data.configured} />;
  };

  return (
    <InfoCard id="working-hours" icon={<IconClockHour8 size={22} aria-hidden />} title={t('workingHours.title')}>
      {body()}
    </InfoCard>
  );
};
