import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { firstStepsQuery } from './get-first-steps';

export const dismissFirstSteps = (): Promise<void> => apiRequest({ path: '/user/first-steps/dismiss', method: 'POST' });

export const useDismissFirstSteps = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: dismissFirstSteps, onSuccess: () => queryClient.invalidateQueries(firstStepsQuery()) });
};
