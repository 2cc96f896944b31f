import { fleetStatsResponse, type FleetStatsResponse, type StatisticsRangeDto } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { statisticsKeys } from './keys';

export type FleetFilter = { range: StatisticsRangeDto; plate: string };

const fleetPath = ({ range, plate }: FleetFilter): string => {
  const query = new URLSearchParams({ from_date: range.start_date, to_date: range.end_date });
  if (plate) query.set('plate', plate);
  return `/user/fleet/stats?${query.toString()}`;
};

export const getFleetStats = (filter: FleetFilter, signal?: AbortSignal): Promise<FleetStatsResponse> =>
  apiRequest({ path: fleetPath(filter), schema: fleetStatsResponse, signal });

export const fleetStatsQuery = (filter: FleetFilter) =>
  queryOptions({ queryKey: statisticsKeys.fleet(filter), queryFn: ({ signal }) => getFleetStats(filter, signal), placeholderData: keepPreviousData });

export const useFleetStats = (filter: FleetFilter) => useQuery(fleetStatsQuery(filter));
