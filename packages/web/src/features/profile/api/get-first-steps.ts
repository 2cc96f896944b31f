import { firstStepsDto, type FirstStepsDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './keys';

export const getFirstSteps = (signal?: AbortSignal): Promise<FirstStepsDto> => apiRequest({ path: '/user/first-steps', schema: firstStepsDto, signal });

// Always asked again on Today: a profile saved a moment ago counts at once.
export const firstStepsQuery = () => queryOptions({ queryKey: profileKeys.firstSteps(), queryFn: ({ signal }) => getFirstSteps(signal), staleTime: 0 });

export const useFirstSteps = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...firstStepsQuery(), enabled });
