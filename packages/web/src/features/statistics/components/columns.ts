import type { RankedLineDto } from '@atelier/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../use-formatters';
import type { Column } from './data-table';

/** An amount column: sorted and exported as the API's decimal string, shown as 1.234,56 lei. */
export const moneyColumn = <K extends string>(key: K, label: string, format: (value: string) => string): Column<Record<K, string>> => ({
  key,
  label,
  value: (row) => row[key],
  render: (row) => format(row[key]),
  numeric: true,
});

/** Name, count and value of ranked lines (parts, labour operations, invoiced services). */
export const useLineColumns = (): Column<RankedLineDto>[] => {
  const { t } = useTranslation();
  const f = useFormatters();
  return [
    { key: 'name', label: t('statistics.columns.name'), value: (row) => row.name },
    { key: 'count', label: t('statistics.columns.count'), value: (row) => row.count, numeric: true },
    moneyColumn('value', t('statistics.columns.value'), f.money),
  ];
};
