import { step1DataDto, submissionStatisticsDto, type Step1DataDto, type SubmissionStatisticsDto } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders, apiRequest, queryString } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const STEP1_PAGE_SIZE = 10;

export const step1DataQuery = (formId: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.step1(formId, page),
    queryFn: async ({ signal }): Promise<{ data: Step1DataDto; total: number }> => {
      const { data, headers } = await apiRequestWithHeaders({
        path: `/forms/admin/${formId}/step1_data${queryString({ skip: (page - 1) * STEP1_PAGE_SIZE, limit: STEP1_PAGE_SIZE })}`,
        schema: step1DataDto,
        signal,
      });
      return { data, total: Number(headers.get('X-Total-Count') ?? data.entries.length) };
    },
  });

export const useStep1Data = (formId: string, page: number) => useQuery({ ...step1DataQuery(formId, page), placeholderData: keepPreviousData });

export type StatisticsFilter = { start_date: string; end_date: string; form_id?: string | undefined };

export const statisticsQuery = (filter: StatisticsFilter) =>
  queryOptions({
    queryKey: adminKeys.statistics(filter),
    queryFn: ({ signal }): Promise<SubmissionStatisticsDto> =>
      apiRequest({ path: `/forms/admin/submission-statistics${queryString(filter)}`, schema: submissionStatisticsDto, signal }),
  });

export const useSubmissionStatistics = (filter: StatisticsFilter) => useQuery({ ...statisticsQuery(filter), placeholderData: keepPreviousData });
