import { financeResponse, type FinanceResponse, type Locale, type StatisticsRangeDto } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { statisticsKeys } from './keys';

/** `locale`: the language of the category labels. */
export type FinanceFilter = { range: StatisticsRangeDto; category: string; locale: Locale };

const financePath = ({ range, category, locale }: FinanceFilter): string => {
  const query = new URLSearchParams({ from_date: range.start_date, to_date: range.end_date });
  if (category) query.set('category', category);
  query.set('locale', locale);
  return `/user/service/finance?${query.toString()}`;
};

export const getFinance = (filter: FinanceFilter, signal?: AbortSignal): Promise<FinanceResponse> =>
  apiRequest({ path: financePath(filter), schema: financeResponse, signal });

export const financeQuery = (filter: FinanceFilter) =>
  queryOptions({ queryKey: statisticsKeys.finance(filter), queryFn: ({ signal }) => getFinance(filter, signal), placeholderData: keepPreviousData });

export const useFinance = (filter: FinanceFilter) => useQuery(financeQuery(filter));
