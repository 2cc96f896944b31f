import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKeys } from './keys';

export type { MeAnswer } from './me-request';

export const meQuery = () =>
  queryOptions({ queryKey: accountKeys.me(), queryFn: ({ signal }) => import('./me-request').then(({ getMe }) => getMe(signal)) });

export const useMe = () => useQuery(meQuery());
