import { invoiceStatisticsResponse, type InvoiceStatisticsResponse, type Locale, type StatisticsRangeDto } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { statisticsKeys } from './keys';

/** `locale`: the language of the payment states' labels. */
export type InvoiceStatisticsFilter = { range: StatisticsRangeDto; locale: Locale };

export const getInvoiceStatistics = ({ range, locale }: InvoiceStatisticsFilter, signal?: AbortSignal): Promise<InvoiceStatisticsResponse> =>
  apiRequest({ path: `/user/invoice-statistics?${new URLSearchParams({ ...range, locale }).toString()}`, schema: invoiceStatisticsResponse, signal });

export const invoiceStatisticsQuery = (filter: InvoiceStatisticsFilter) =>
  queryOptions({ queryKey: statisticsKeys.invoice(filter), queryFn: ({ signal }) => getInvoiceStatistics(filter, signal), placeholderData: keepPreviousData });

export const useInvoiceStatistics = (filter: InvoiceStatisticsFilter) => useQuery(invoiceStatisticsQuery(filter));
