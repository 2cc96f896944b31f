import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUrlState } from '../../../components/use-url-state';
import { FinanceView } from './finance-view';
import { FleetView } from './fleet-view';
import { ServiceStatisticsPanel } from './service-statistics-panel';

const VIEWS = ['estimates', 'fleet', 'finance'] as const;
type View = (typeof VIEWS)[number];

/** The statistics tab: estimates, fleet, and income versus expenses, picked by ?view=. */
export const StatisticsTab = () => {
  const { t } = useTranslation();
  const url = useUrlState();
  const view: View = VIEWS.find((item) => item === url.get('view')) ?? 'estimates';
  return (
    <Stack gap="md">
      <SegmentedControl
        value={view}
        onChange={(value) => url.set({ view: value === 'estimates' ? '' : value })}
        data={VIEWS.map((value) => ({ value, label: t(`statistics.views.${value}`) }))}
        aria-label={t('statistics.views.label')}
        fullWidth
        maw={560}
      />
      {view === 'estimates' && <ServiceStatisticsPanel />}
      {view === 'fleet' && <FleetView />}
      {view === 'finance' && <FinanceView />}
    </Stack>
  );
};
