import { queryOptions, useQuery } from '@tanstack/react-query';

export type { MeAnswer } from './me-request';

export const meQuery = () =>
  queryOptions({ queryKey: ['user', 'me'], queryFn: ({ signal }) => import('./me-request').then(({ getMe }) => getMe(signal)) });

export const useMe = () => useQuery(meQuery());
