import { Group, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from './data-table';

export type ChartCardProps<Row> = {
  title: string;
  /** The chart (none: the card is just the table); a choice (by value / by count) goes in `controls`. */
  chart?: ReactNode;
  controls?: ReactNode;
  /** The same figures as a sortable table with CSV export, one click away. */
  table: Omit<DataTableProps<Row>, 'caption'>;
};

/** A titled card showing a chart, or the table behind it (sortable, with its CSV). */
export const ChartCard = <Row,>({ title, chart, controls, table }: ChartCardProps<Row>) => {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} fz="md">
            {title}
          </Title>
          {chart !== undefined && (
            <SegmentedControl
            size="xs"
            value={view}
            onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
            data={[
              { value: 'chart', label: t('statistics.view.chart') },
              { value: 'table', label: t('statistics.view.table') },
            ]}
            aria-label={t('statistics.view.label', { title })}
            />
          )}
        </Group>
        {view === 'chart' && chart !== undefined ? (
          <>
            {controls}
            {chart}
          </>
        ) : (
          <DataTable caption={title} {...table} />
        )}
      </Stack>
    </Paper>
  );
};
