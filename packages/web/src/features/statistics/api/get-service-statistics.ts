import { serviceStatisticsResponse, type ServiceStatisticsResponse, type StatisticsRangeDto } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { statisticsKeys } from './keys';

export const getServiceStatistics = (range: StatisticsRangeDto, signal?: AbortSignal): Promise<ServiceStatisticsResponse> =>
  apiRequest({ path: `/user/service-statistics?${new URLSearchParams(range).toString()}`, schema: serviceStatisticsResponse, signal });

export const serviceStatisticsQuery = (range: StatisticsRangeDto) =>
  queryOptions({ queryKey: statisticsKeys.service(range), queryFn: ({ signal }) => getServiceStatistics(range, signal), placeholderData: keepPreviousData });

export const useServiceStatistics = (range: StatisticsRangeDto) => useQuery(serviceStatisticsQuery(range));
