import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { LOGO_QUERY_KEY } from './get-logo';
import { ownSubscriptionQuery } from './get-own-subscription';

export const removeLogo = (): Promise<void> => apiRequest({ path: '/user/logo', method: 'DELETE' });

export const useRemoveLogo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLogo,
    onSuccess: () => {
      queryClient.setQueryData(LOGO_QUERY_KEY, null);
      return queryClient.invalidateQueries(ownSubscriptionQuery());
    },
  });
};
