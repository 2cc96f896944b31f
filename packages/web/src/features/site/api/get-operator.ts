import { queryOptions, useQuery } from '@tanstack/react-query';
import { operatorKey } from './root-keys';

/** The operator's contact from the server's configuration; it changes only with a restart. */
export const operatorQuery = queryOptions({
  queryKey: operatorKey(),
  queryFn: ({ signal }) => import('./operator-request').then(({ getOperator }) => getOperator(signal)),
  staleTime: Infinity,
});

export const useOperator = () => useQuery(operatorQuery);
