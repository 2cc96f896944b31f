import '@mantine/dates/styles.css';
import { formatDate, type SubmissionStatisticsDto } from '@atelier/core';
import { Box, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { DATE_FORMAT } from '../../../form-renderer/fields/temporal-field';
import { useLocale } from '../../../lib/use-locale';
import { useAdminForms } from '../api/forms';
import { useSubmissionStatistics } from '../api/form-insights';
import { DAY_MS, isCalendarDay, isoDay } from '../../../lib/calendar-days';


/** Documents per day as bars; each bar is a list item that names its day and count for screen readers. */
const DayBars = ({ days }: { days: SubmissionStatisticsDto['per_day'] }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const max = Math.max(1, ...days.map((d) => d.count));
  const bar = (day: (typeof days)[number]) => t('admin.stats.bar', { date: formatDate(day.date, locale), count: day.count });
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Group
        component="ul"
        aria-label={t('admin.stats.chart')}
        align="flex-end"
        gap={2}
        wrap="nowrap"
        h={180}
        p={0}
        m={0}
        style={{ listStyle: 'none', minWidth: Math.max(days.length * 10, 280), borderBottom: '1px solid var(--mantine-color-gray-4)' }}
      >
        {days.map((day) => (
          <Box
            component="li"
            key={day.date}
            aria-label={bar(day)}
            title={bar(day)}
            style={{ flex: 1, minWidth: 6, height: `${(day.count / max) * 100}%`, minHeight: day.count > 0 ? 3 : 0, background: 'var(--mantine-color-indigo-6)', borderRadius: '3px 3px 0 0' }}
          />
        ))}
      </Group>
      <Group justify="space-between" mt={4}>
        <Text fz="xs" c="dimmed">
          {formatDate(days[0]?.date, locale)}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatDate(days.at(-1)?.date, locale)}
        </Text>
      </Group>
    </Box>
  );
};

const CountTable = ({ label, rows }: { label: string; rows: { key: string; name: string; count: number }[] }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {label}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('admin.stats.none')}</Text>
      ) : (
        <Table aria-label={label} verticalSpacing={4}>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.name}</Table.Td>
                <Table.Td ta="right">{row.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
};

/** Submission statistics over a date range, optionally for one application. */
export const StatisticsPanel = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const forms = useAdminForms();
  const [end, setEnd] = useState(() => isoDay(Date.now()));
  const [start, setStart] = useState(() => isoDay(Date.now() - 29 * DAY_MS));
  const [formId, setFormId] = useState<string | null>(null);
  const valid = isCalendarDay(start) && isCalendarDay(end) && start <= end;
  const stats = useSubmissionStatistics({ start_date: start, end_date: end, form_id: formId ?? undefined });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DatePickerInput label={t('admin.stats.from')} valueFormat={DATE_FORMAT[locale]} value={start || null} maxDate={end || undefined} onChange={(value) => setStart(value ?? '')} />
        <DatePickerInput label={t('admin.stats.to')} valueFormat={DATE_FORMAT[locale]} value={end || null} minDate={start || undefined} onChange={(value) => setEnd(value ?? '')} />
        <Select
          label={t('admin.stats.form')}
          placeholder={t('admin.stats.allForms')}
          clearable
          searchable
          data={(forms.data ?? []).map((f) => ({ value: f.id, label: f.title }))}
          value={formId}
          onChange={setFormId}
        />
      </SimpleGrid>
      {!valid && (
        <Text c="red" role="alert">
          {t('admin.stats.badRange')}
        </Text>
      )}
      {valid && (
        <QueryState query={stats} errorTitle="admin.errors.statsFailed" loadingLabel="admin.stats.loading">
          {() =>
            stats.data && (
              <Stack gap="lg">
                <Text fw={600} aria-live="polite">
                  {t('admin.stats.total', { count: stats.data.total })}
                </Text>
                <DayBars days={stats.data.per_day} />
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
                  <CountTable label={t('admin.stats.perForm')} rows={stats.data.per_form.map((r) => ({ key: r.form_id, name: r.title, count: r.count }))} />
                  <CountTable label={t('admin.stats.perUser')} rows={stats.data.per_user.map((r) => ({ key: r.user_id, name: r.email, count: r.count }))} />
                </SimpleGrid>
              </Stack>
            )
          }
        </QueryState>
      )}
    </Stack>
  );
};
