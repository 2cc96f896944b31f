import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorKey } from './root-keys';

/** The operator's contact (the server's configuration, else what the admin saved): the admin may change it at any time. */
export const operatorQuery = queryOptions({
  queryKey: operatorKey(),
  queryFn: ({ signal }) => import('./operator-request').then(({ getOperator }) => getOperator(signal)),
  staleTime: 5 * 60_000,
});

export const useOperator = () => useQuery(operatorQuery);
