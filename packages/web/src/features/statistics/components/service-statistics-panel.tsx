import type { ServiceStatisticsResponse } from '@atelier/core';
import { useTranslation } from 'react-i18next';
import { useServiceStatistics } from '../api/get-service-statistics';
import { useFormatters } from '../use-formatters';
import { useStatisticsFilters } from '../use-statistics-filters';
import { KpiGrid } from './kpi-grid';
import { ServiceCharts } from './service-charts';
import { StatisticsScreen } from './statistics-result';

const ServiceKpis = ({ data }: { data: ServiceStatisticsResponse }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const topMake = data.top_makes[0];
  return (
    <KpiGrid
      items={[
        { label: t('statistics.service.documents'), value: f.count(data.documents) },
        { label: t('statistics.service.revenue'), value: f.money(data.revenue), hint: t('statistics.service.revenueHint') },
        { label: t('statistics.service.averageValue'), value: f.amount(data.average_value) },
        {
          label: t('statistics.service.serviceDays'),
          value: data.service_days.average === null ? '–' : t('statistics.service.days', { count: data.service_days.average, value: f.count(data.service_days.average) }),
          ...(data.service_days.average === null ? {} : { hint: t('statistics.service.serviceDaysHint', { count: data.service_days.documents }) }),
        },
        {
          label: t('statistics.service.topMake'),
          value: topMake?.name ?? '–',
          ...(topMake ? { hint: t('statistics.documentsCount', { count: topMake.documents }) } : {}),
        },
        { label: t('statistics.service.topReason'), value: data.top_reasons[0]?.name ?? '–' },
      ]}
    />
  );
};

/** The estimates dashboard: KPIs, the monthly trend, who the clients are, what sells (SPEC §2). */
export const ServiceStatisticsPanel = () => {
  const { range, setRange } = useStatisticsFilters();
  const query = useServiceStatistics(range);
  return (
    <StatisticsScreen range={range} onRangeChange={setRange} query={query}>
      {(data) => (
        <>
          <ServiceKpis data={data} />
          <ServiceCharts data={data} />
        </>
      )}
    </StatisticsScreen>
  );
};
