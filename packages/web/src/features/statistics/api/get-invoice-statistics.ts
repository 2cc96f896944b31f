import { invoiceStatisticsResponse, type InvoiceStatisticsResponse, type StatisticsRangeDto } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getInvoiceStatistics = (range: StatisticsRangeDto, signal?: AbortSignal): Promise<InvoiceStatisticsResponse> =>
  apiRequest({ path: `/user/invoice-statistics?${new URLSearchParams(range).toString()}`, schema: invoiceStatisticsResponse, signal });

export const invoiceStatisticsQuery = (range: StatisticsRangeDto) =>
  queryOptions({ queryKey: ['statistics', 'invoice', range], queryFn: ({ signal }) => getInvoiceStatistics(range, signal), placeholderData: keepPreviousData });

export const useInvoiceStatistics = (range: StatisticsRangeDto) => useQuery(invoiceStatisticsQuery(range));
