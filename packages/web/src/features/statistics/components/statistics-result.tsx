import type { StatisticsRangeDto } from '@atelier/core';
import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { RangePicker } from './range-picker';

type StatisticsResultProps<T extends { empty: boolean }> = {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
};

/** 'No statistics available' (SPEC §8): a range without documents, instead of charts of zeros. */
export const NoStatistics = () => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Title order={3} fz="lg">
        {t('statistics.empty.title')}
      </Title>
      <Text c="dimmed" mt="xs">
        {t('statistics.empty.hint')}{' '}
        <Anchor component={Link} to="/dashboard?tab=applications">
          {t('statistics.empty.link')}
        </Anchor>
      </Text>
    </Paper>
  );
};

/** Loading, failed (with retry), empty, or the figures; a range change keeps the old figures dimmed. */
export const StatisticsResult = <T extends { empty: boolean }>({ query, children }: StatisticsResultProps<T>) => {
  const { t } = useTranslation();
  if (query.isError) return <LoadErrorAlert title={t('statistics.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingLine label={t('statistics.loading')} />;
  return (
    <Box aria-busy={query.isPlaceholderData} style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {query.data.empty ? <NoStatistics /> : children(query.data)}
    </Box>
  );
};

type StatisticsScreenProps<T extends { empty: boolean }> = StatisticsResultProps<T> & {
  range: StatisticsRangeDto;
  onRangeChange: (range: StatisticsRangeDto) => void;
  /** A view's own filter (car, category) beside the period. */
  filter?: ReactNode;
};

/** A statistics view: its filters and period above, its figures (or their state) below. */
export const StatisticsScreen = <T extends { empty: boolean }>({ range, onRangeChange, filter, query, children }: StatisticsScreenProps<T>) => (
  <Stack gap="md">
    <Group gap="sm" align="flex-end" wrap="wrap">
      {filter}
      <RangePicker range={range} onChange={onRangeChange} />
    </Group>
    <StatisticsResult query={query}>{(data) => <Stack gap="md">{children(data)}</Stack>}</StatisticsResult>
  </Stack>
);
