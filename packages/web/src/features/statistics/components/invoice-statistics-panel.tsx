import type { InvoiceStatisticsResponse } from '@atelier/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { useInvoiceStatistics } from '../api/get-invoice-statistics';
import { useFormatters } from '../use-formatters';
import { useStatisticsFilters } from '../use-statistics-filters';
import { InvoiceCharts } from './invoice-charts';
import { KpiGrid } from './kpi-grid';
import { StatisticsScreen } from './statistics-result';

const InvoiceKpis = ({ data }: { data: InvoiceStatisticsResponse }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const { retention } = data;
  return (
    <KpiGrid
      items={[
        { label: t('statistics.invoice.income'), value: f.money(data.income), hint: t('statistics.invoice.incomeHint') },
        { label: t('statistics.invoice.invoices'), value: f.count(data.invoices) },
        { label: t('statistics.invoice.customers'), value: f.count(data.customers) },
        { label: t('statistics.invoice.averageInvoice'), value: f.amount(data.average_invoice) },
        { label: t('statistics.invoice.highestInvoice'), value: f.amount(data.highest_invoice) },
        { label: t('statistics.invoice.itemsPerInvoice'), value: data.items_per_invoice === null ? '–' : f.count(data.items_per_invoice) },
        {
          label: t('statistics.invoice.retention'),
          value: f.percent(retention.rate),
          hint:
            retention.rate === null
              ? t('statistics.invoice.retentionNone', { from: f.day(retention.previous_range.start_date), to: f.day(retention.previous_range.end_date) })
              : t('statistics.invoice.retentionHint', {
                  returning: retention.returning_customers,
                  count: retention.previous_customers,
                  from: f.day(retention.previous_range.start_date),
                  to: f.day(retention.previous_range.end_date),
                }),
        },
      ]}
    />
  );
};

/** The invoices dashboard: income, customers, trends, what and who brings the money (SPEC §2). */
export const InvoiceStatisticsPanel = () => {
  const { range, setRange } = useStatisticsFilters();
  const query = useInvoiceStatistics({ range, locale: useLocale() });
  return (
    <StatisticsScreen range={range} onRangeChange={setRange} query={query}>
      {(data) => (
        <>
          <InvoiceKpis data={data} />
          <InvoiceCharts data={data} />
        </>
      )}
    </StatisticsScreen>
  );
};
