import type { InvoiceStatisticsResponse } from '@atelier/core';
import { SimpleGrid } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { amountNumber } from '../format';
import { useFormatters } from '../use-formatters';
import { ChartCard } from './chart-card';
import type { Column } from './data-table';
import { ShareDonut } from './charts';
import { moneyColumn, useLineColumns } from './columns';
import { SwitchableCard } from './switchable-card';

type Data = InvoiceStatisticsResponse;

const KNOWN_STATUSES = ['unpaid', 'partial', 'paid'] as const;
const KNOWN_COLORS = { unpaid: 'red.6', partial: 'yellow.6', paid: 'teal.6' } as const;
const OTHER_COLORS = ['indigo.6', 'grape.6', 'cyan.6', 'gray.5'] as const;

const knownStatus = (status: string) => KNOWN_STATUSES.find((item) => item === status.toLowerCase());

/**
 * A payment state as the invoice forms' options name it (the server's label); without an option,
 * the catalogue's states translated and any other state as written.
 */
export const statusLabel = (t: TFunction, { status, label }: { status: string; label: string }): string => {
  if (status === '') return t('statistics.invoice.status.none');
  if (label !== status) return label;
  const known = knownStatus(status);
  return known ? t(`statistics.invoice.status.${known}`) : status;
};

/** Paid green, unpaid red, whatever the order the server lists them in. */
const statusColor = (status: string, index: number): string => {
  const known = knownStatus(status);
  return known ? KNOWN_COLORS[known] : (OTHER_COLORS[index % OTHER_COLORS.length] ?? 'gray.5');
};

const StatusCard = ({ data, file }: { data: Data; file: string }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const rows = data.by_status.map((row) => ({ ...row, label: statusLabel(t, row) }));
  return (
    <ChartCard
      title={t('statistics.invoice.byStatus')}
      chart={
        <ShareDonut
          items={rows.map((row, index) => ({ name: row.status, label: row.label, value: row.invoices, shown: `${t('statistics.invoicesCount', { count: row.invoices })} · ${f.money(row.income)}`, color: statusColor(row.status, index) }))}
          format={(value) => t('statistics.invoicesCount', { count: value })}
          emptyText={t('statistics.noRows')}
        />
      }
      table={{
        rows,
        rowKey: (row) => row.status,
        filename: `invoice-status-${file}`,
        columns: [
          { key: 'status', label: t('statistics.columns.status'), value: (row) => row.label },
          { key: 'invoices', label: t('statistics.columns.invoices'), value: (row) => row.invoices, numeric: true },
          moneyColumn('income', t('statistics.columns.invoiced'), f.money),
        ],
      }}
    />
  );
};

/** The invoices dashboard's charts, each with its table and CSV. */
export const InvoiceCharts = ({ data }: { data: Data }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const lineColumns = useLineColumns();
  const file = `${data.range.start_date}_${data.range.end_date}`;
  const periodColumns = <Row extends { invoices: number; income: string }>(): Column<Row>[] => [
    { key: 'invoices', label: t('statistics.columns.invoices'), value: (row) => row.invoices, numeric: true },
    moneyColumn('income', t('statistics.columns.invoiced'), f.money),
  ];
  const services = [...new Map([...data.top_services.by_value, ...data.top_services.by_count].map((line) => [line.name, line])).values()];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SwitchableCard
          kind="trend"
          title={t('statistics.invoice.monthlyTrend')}
          toggleLabel={t('statistics.figure')}
          options={[
            { value: 'income', label: t('statistics.columns.invoiced'), points: data.monthly.map((m) => ({ name: f.month(m.month), value: amountNumber(m.income) })), format: f.money },
            { value: 'invoices', label: t('statistics.columns.invoices'), points: data.monthly.map((m) => ({ name: f.month(m.month), value: m.invoices })), format: f.count, integer: true },
          ]}
          table={{
            rows: data.monthly,
            rowKey: (row) => row.month,
            filename: `invoices-monthly-${file}`,
            columns: [{ key: 'month', label: t('statistics.columns.month'), value: (row) => row.month, render: (row) => f.month(row.month) }, ...periodColumns<Data['monthly'][number]>()],
          }}
        />
        <SwitchableCard
          kind="trend"
          title={t('statistics.invoice.weeklyTrend')}
          toggleLabel={t('statistics.figure')}
          color="indigo.6"
          options={[
            { value: 'income', label: t('statistics.columns.invoiced'), points: data.weekly.map((w) => ({ name: f.day(w.week_start), value: amountNumber(w.income) })), format: f.money },
            { value: 'invoices', label: t('statistics.columns.invoices'), points: data.weekly.map((w) => ({ name: f.day(w.week_start), value: w.invoices })), format: f.count, integer: true },
          ]}
          table={{
            rows: data.weekly,
            rowKey: (row) => row.week_start,
            filename: `invoices-weekly-${file}`,
            columns: [{ key: 'week', label: t('statistics.columns.week'), value: (row) => row.week_start, render: (row) => f.day(row.week_start) }, ...periodColumns<Data['weekly'][number]>()],
          }}
        />
        <SwitchableCard
          kind="ranked"
          title={t('statistics.invoice.topServices')}
          toggleLabel={t('statistics.rankBy')}
          options={[
            { value: 'value', label: t('statistics.byValue'), points: data.top_services.by_value.map((line) => ({ name: line.name, value: amountNumber(line.value) })), format: f.money },
            { value: 'count', label: t('statistics.byCount'), points: data.top_services.by_count.map((line) => ({ name: line.name, value: line.count })), format: f.count, integer: true },
          ]}
          table={{ rows: services, rowKey: (row) => row.name, filename: `top-services-${file}`, columns: lineColumns }}
        />
        <SwitchableCard
          kind="ranked"
          title={t('statistics.invoice.topClients')}
          toggleLabel={t('statistics.rankBy')}
          color="indigo.6"
          options={[{ value: 'income', label: t('statistics.columns.invoiced'), points: data.top_clients.map((client) => ({ name: client.name, value: amountNumber(client.income) })), format: f.money }]}
          table={{
            rows: data.top_clients,
            rowKey: (row) => row.name,
            filename: `top-clients-${file}`,
            columns: [
              { key: 'name', label: t('statistics.columns.client'), value: (row) => row.name },
              { key: 'invoices', label: t('statistics.columns.invoices'), value: (row) => row.invoices, numeric: true },
              moneyColumn('income', t('statistics.columns.invoiced'), f.money),
            ],
          }}
        />
        <StatusCard data={data} file={file} />
    </SimpleGrid>
  );
};
