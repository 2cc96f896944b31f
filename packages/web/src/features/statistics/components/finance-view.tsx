import '@mantine/charts/styles.css';
import type { FinanceResponse } from '@atelier/core';
import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { useMinWidth } from '../../../lib/use-min-width';
import { useFinance } from '../api/get-finance';
import { amountNumber, formatCompact } from '../format';
import { useFormatters } from '../use-formatters';
import { useStatisticsFilters } from '../use-statistics-filters';
import { ChartCard } from './chart-card';
import { moneyColumn } from './columns';
import { KpiGrid } from './kpi-grid';
import { OptionFilter } from './option-filter';
import { StatisticsScreen } from './statistics-result';

const FinanceFigures = ({ data }: { data: FinanceResponse }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const wide = useMinWidth('sm');
  // Labels from the finance forms' options, in the user's language (the server resolves them).
  const rows = data.by_category.map((row) => ({ ...row, label: row.label || t('statistics.finance.noCategory') }));
  return (
    <Stack gap="md">
      <KpiGrid
        items={[
          { label: t('statistics.finance.income'), value: f.money(data.income) },
          { label: t('statistics.finance.expenses'), value: f.money(data.expenses) },
          { label: t('statistics.finance.balance'), value: f.money(data.balance) },
          { label: t('statistics.finance.records'), value: f.count(data.records) },
        ]}
      />
      <ChartCard
        title={t('statistics.finance.byCategory')}
        chart={
          <BarChart
            h={Math.max(160, rows.length * 48 + 60)}
            data={rows.map((row) => ({ name: row.label, income: amountNumber(row.income), expenses: amountNumber(row.expenses) }))}
            dataKey="name"
            orientation="vertical"
            series={[
              { name: 'income', label: t('statistics.columns.income'), color: 'teal.6' },
              { name: 'expenses', label: t('statistics.columns.expenses'), color: 'red.6' },
            ]}
            valueFormatter={f.money}
            withLegend
            yAxisProps={{ width: wide ? 140 : 90 }}
            xAxisProps={{ tickCount: wide ? 5 : 3, tickFormatter: (value: number) => formatCompact(value, f.locale) }}
            gridAxis="x"
            maxBarWidth={18}
          />
        }
        table={{
          rows,
          rowKey: (row) => row.category,
          filename: `finance-categories-${data.range.start_date}_${data.range.end_date}`,
          columns: [
            { key: 'category', label: t('statistics.columns.category'), value: (row) => row.label },
            { key: 'records', label: t('statistics.columns.records'), value: (row) => row.records, numeric: true },
            moneyColumn('income', t('statistics.columns.income'), f.money),
            moneyColumn('expenses', t('statistics.columns.expenses'), f.money),
            moneyColumn('balance', t('statistics.columns.balance'), f.money),
          ],
        }}
      />
    </Stack>
  );
};

/** Income versus expenses (SPEC §2): income, expenses, balance and categories over a range. */
export const FinanceView = () => {
  const { t } = useTranslation();
  const { range, setRange, get, set } = useStatisticsFilters();
  const category = get('category');
  const query = useFinance({ range, category, locale: useLocale() });
  return (
    <StatisticsScreen
      range={range}
      onRangeChange={setRange}
      query={query}
      filter={
        <OptionFilter
          label={t('statistics.finance.category')}
          allLabel={t('statistics.finance.allCategories')}
          options={query.data?.categories ?? []}
          value={category}
          onChange={(value) => set({ category: value }, { replace: true })}
        />
      }
    >
      {(data) => <FinanceFigures data={data} />}
    </StatisticsScreen>
  );
};
