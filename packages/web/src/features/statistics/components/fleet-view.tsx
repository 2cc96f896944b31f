import { formatPlate, type FleetStatsResponse } from '@atelier/core';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFleetStats } from '../api/get-fleet-stats';
import { amountNumber } from '../format';
import { useFormatters } from '../use-formatters';
import { useStatisticsFilters } from '../use-statistics-filters';
import { ChartCard } from './chart-card';
import { moneyColumn } from './columns';
import { TrendChart } from './charts';
import { KpiGrid } from './kpi-grid';
import { OptionFilter } from './option-filter';
import { StatisticsScreen } from './statistics-result';

const FleetFigures = ({ data }: { data: FleetStatsResponse }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const file = `${data.range.start_date}_${data.range.end_date}`;
  return (
    <Stack gap="md">
      <KpiGrid
        items={[
          { label: t('statistics.fleet.records'), value: f.count(data.totals.records) },
          { label: t('statistics.fleet.income'), value: f.money(data.totals.income) },
          { label: t('statistics.fleet.expense'), value: f.money(data.totals.expense) },
          { label: t('statistics.fleet.yield'), value: f.money(data.totals.yield) },
        ]}
      />
      <ChartCard
        title={t('statistics.fleet.monthly')}
        chart={
          <TrendChart
            data={data.monthly.map((m) => ({ period: f.month(m.month), income: amountNumber(m.income), expense: amountNumber(m.expense), yield: amountNumber(m.yield) }))}
            series={[
              { name: 'income', label: t('statistics.columns.income'), color: 'teal.6' },
              { name: 'expense', label: t('statistics.columns.expense'), color: 'red.6' },
              { name: 'yield', label: t('statistics.columns.yield'), color: 'indigo.6' },
            ]}
            format={f.money}
          />
        }
        table={{
          rows: data.monthly,
          rowKey: (row) => row.month,
          filename: `fleet-monthly-${file}`,
          columns: [
            { key: 'month', label: t('statistics.columns.month'), value: (row) => row.month, render: (row) => f.month(row.month) },
            moneyColumn('income', t('statistics.columns.income'), f.money),
            moneyColumn('expense', t('statistics.columns.expense'), f.money),
            moneyColumn('yield', t('statistics.columns.yield'), f.money),
          ],
        }}
      />
      <ChartCard
        title={t('statistics.fleet.cars')}
        table={{
          rows: data.cars,
          rowKey: (row) => row.plate,
          filename: `fleet-cars-${file}`,
          columns: [
            { key: 'plate', label: t('statistics.columns.plate'), value: (row) => formatPlate(row.plate) },
            { key: 'records', label: t('statistics.columns.records'), value: (row) => row.records, numeric: true },
            moneyColumn('income', t('statistics.columns.income'), f.money),
            moneyColumn('expense', t('statistics.columns.expense'), f.money),
            moneyColumn('yield', t('statistics.columns.yield'), f.money),
          ],
        }}
      />
    </Stack>
  );
};

/** Fleet statistics (SPEC §2): car (one of the user's plates), from and to filters; the monthly graph; the per-car table. */
export const FleetView = () => {
  const { t } = useTranslation();
  const { range, setRange, get, set } = useStatisticsFilters();
  const plate = get('plate');
  const query = useFleetStats({ range, plate });
  return (
    <StatisticsScreen
      range={range}
      onRangeChange={setRange}
      query={query}
      filter={
        <OptionFilter
          label={t('statistics.fleet.plate')}
          allLabel={t('statistics.fleet.allCars')}
          options={(query.data?.plates ?? []).map((value) => ({ value, label: formatPlate(value) }))}
          value={plate}
          onChange={(value) => set({ plate: value }, { replace: true })}
        />
      }
    >
      {(data) => <FleetFigures data={data} />}
    </StatisticsScreen>
  );
};
