import type { RankedLineDto } from '@atelier/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../use-formatters';
import type { Column } from './data-table';

/** Name, count and value of ranked lines (parts, labour operations, invoiced services). */
export const useLineColumns = (): Column<RankedLineDto>[] => {
  const { t } = useTranslation();
  const f = useFormatters();
  return [
    { key: 'name', label: t('statistics.columns.name'), value: (row) => row.name },
    { key: 'count', label: t('statistics.columns.count'), value: (row) => row.count, numeric: true },
    { key: 'value', label: t('statistics.columns.value'), value: (row) => row.value, render: (row) => f.money(row.value), numeric: true },
  ];
};
