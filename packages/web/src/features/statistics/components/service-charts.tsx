import type { RankedLineDto, ServiceStatisticsResponse } from '@atelier/core';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountNumber } from '../format';
import { useFormatters } from '../use-formatters';
import { ChartCard } from './chart-card';
import { ShareDonut } from './charts';
import { moneyColumn, useLineColumns } from './columns';
import { SwitchableCard } from './switchable-card';

type Data = ServiceStatisticsResponse;

const ClientTypesCard = ({ data, file }: { data: Data; file: string }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const rows = (['individual', 'corporate', 'unspecified'] as const).map((type) => ({ type, label: t(`statistics.service.clientType.${type}`), ...data.client_types[type] }));
  const colors = { individual: 'teal.6', corporate: 'indigo.6', unspecified: 'gray.5' } as const;
  return (
    <ChartCard
      title={t('statistics.service.clientTypes')}
      chart={
        <ShareDonut
          items={rows.map((row) => ({ name: row.type, label: row.label, value: row.documents, shown: t('statistics.documentsCount', { count: row.documents }), color: colors[row.type] }))}
          format={(value) => t('statistics.documentsCount', { count: value })}
          emptyText={t('statistics.noRows')}
        />
      }
      table={{
        rows,
        rowKey: (row) => row.type,
        filename: `client-types-${file}`,
        columns: [
          { key: 'type', label: t('statistics.columns.clientType'), value: (row) => row.label },
          { key: 'documents', label: t('statistics.columns.documents'), value: (row) => row.documents, numeric: true },
          moneyColumn('revenue', t('statistics.columns.revenue'), f.money),
        ],
      }}
    />
  );
};

const PartsLaborCard = ({ data, file }: { data: Data; file: string }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const rows = [
    { key: 'parts', label: t('statistics.service.parts'), value: data.parts_vs_labor.parts, color: 'orange.6' },
    { key: 'labor', label: t('statistics.service.labor'), value: data.parts_vs_labor.labor, color: 'blue.6' },
  ];
  return (
    <ChartCard
      title={t('statistics.service.partsVsLabor')}
      chart={<ShareDonut items={rows.map((row) => ({ name: row.key, label: row.label, value: amountNumber(row.value), shown: f.money(row.value), color: row.color }))} format={f.money} emptyText={t('statistics.noRows')} />}
      table={{
        rows,
        rowKey: (row) => row.key,
        filename: `parts-labor-${file}`,
        columns: [
          { key: 'kind', label: t('statistics.columns.kind'), value: (row) => row.label },
          moneyColumn('value', t('statistics.columns.value'), f.money),
        ],
      }}
    />
  );
};

const LinesCard = ({ title, lines, file }: { title: string; lines: { by_count: RankedLineDto[]; by_value: RankedLineDto[] }; file: string }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const columns = useLineColumns();
  // The ten first by value and by count may differ: the table holds every line of either list.
  const rows = [...new Map([...lines.by_value, ...lines.by_count].map((line) => [line.name, line])).values()];
  return (
    <SwitchableCard
      kind="ranked"
      title={title}
      toggleLabel={t('statistics.rankBy')}
      options={[
        { value: 'value', label: t('statistics.byValue'), points: lines.by_value.map((line) => ({ name: line.name, value: amountNumber(line.value) })), format: f.money },
        { value: 'count', label: t('statistics.byCount'), points: lines.by_count.map((line) => ({ name: line.name, value: line.count })), format: f.count, integer: true },
      ]}
      table={{ rows, rowKey: (row) => row.name, filename: file, columns }}
    />
  );
};

/** The estimates dashboard's charts, each with its table and CSV. */
export const ServiceCharts = ({ data }: { data: Data }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const file = `${data.range.start_date}_${data.range.end_date}`;
  return (
    <>
      <SwitchableCard
        kind="trend"
        title={t('statistics.service.monthlyTrend')}
        toggleLabel={t('statistics.figure')}
        options={[
          { value: 'revenue', label: t('statistics.columns.revenue'), points: data.monthly.map((m) => ({ name: f.month(m.month), value: amountNumber(m.revenue) })), format: f.money },
          { value: 'documents', label: t('statistics.columns.documents'), points: data.monthly.map((m) => ({ name: f.month(m.month), value: m.documents })), format: f.count, integer: true },
        ]}
        table={{
          rows: data.monthly,
          rowKey: (row) => row.month,
          filename: `monthly-${file}`,
          columns: [
            { key: 'month', label: t('statistics.columns.month'), value: (row) => row.month, render: (row) => f.month(row.month) },
            { key: 'documents', label: t('statistics.columns.documents'), value: (row) => row.documents, numeric: true },
            moneyColumn('revenue', t('statistics.columns.revenue'), f.money),
            { key: 'average', label: t('statistics.columns.averageValue'), value: (row) => row.average_value, render: (row) => f.amount(row.average_value), numeric: true },
          ],
        }}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ClientTypesCard data={data} file={file} />
        <PartsLaborCard data={data} file={file} />
        <SwitchableCard
          kind="ranked"
          title={t('statistics.service.topMakes')}
          toggleLabel={t('statistics.rankBy')}
          color="indigo.6"
          options={[
            { value: 'count', label: t('statistics.byCount'), points: data.top_makes.map((make) => ({ name: make.name, value: make.documents })), format: f.count, integer: true },
            { value: 'value', label: t('statistics.byValue'), points: [...data.top_makes].sort((a, b) => amountNumber(b.revenue) - amountNumber(a.revenue)).map((make) => ({ name: make.name, value: amountNumber(make.revenue) })), format: f.money },
          ]}
          table={{
            rows: data.top_makes,
            rowKey: (row) => row.name,
            filename: `top-makes-${file}`,
            columns: [
              { key: 'name', label: t('statistics.columns.make'), value: (row) => row.name },
              { key: 'documents', label: t('statistics.columns.documents'), value: (row) => row.documents, numeric: true },
              moneyColumn('revenue', t('statistics.columns.revenue'), f.money),
            ],
          }}
        />
        <SwitchableCard
          kind="ranked"
          title={t('statistics.service.topReasons')}
          toggleLabel={t('statistics.rankBy')}
          color="grape.6"
          options={[{ value: 'count', label: t('statistics.columns.documents'), points: data.top_reasons.map((reason) => ({ name: reason.name, value: reason.documents })), format: f.count, integer: true }]}
          table={{
            rows: data.top_reasons,
            rowKey: (row) => row.name,
            filename: `top-reasons-${file}`,
            columns: [
              { key: 'name', label: t('statistics.columns.reason'), value: (row) => row.name },
              { key: 'documents', label: t('statistics.columns.documents'), value: (row) => row.documents, numeric: true },
            ],
          }}
        />
        <LinesCard title={t('statistics.service.topParts')} lines={data.top_parts} file={`top-parts-${file}`} />
        <LinesCard title={t('statistics.service.topLabor')} lines={data.top_labor} file={`top-labor-${file}`} />
      </SimpleGrid>
    </>
  );
};
