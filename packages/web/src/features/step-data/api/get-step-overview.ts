import { stepOverviewResponse } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { stepDataKeys } from './keys';

export type StepOverview = z.infer<typeof stepOverviewResponse>;

export const getStepOverview = (signal?: AbortSignal): Promise<StepOverview> =>
  apiRequest({ path: '/user/step_data_overview', schema: stepOverviewResponse, signal });

export const stepOverviewQuery = () => queryOptions({ queryKey: stepDataKeys.overview(), queryFn: ({ signal }) => getStepOverview(signal) });

export const useStepOverview = () => useQuery(stepOverviewQuery());

const stepNames = z.array(z.string());

export const getStepNames = (signal?: AbortSignal): Promise<string[]> => apiRequest({ path: '/user/available_stepnames', schema: stepNames, signal });

export const stepNamesQuery = () => queryOptions({ queryKey: stepDataKeys.names(), queryFn: ({ signal }) => getStepNames(signal) });

export const useStepNames = () => useQuery(stepNamesQuery());
