import { operatorDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const getOperator = (signal?: AbortSignal) => apiRequest({ path: '/site/operator', schema: operatorDto, auth: false, signal });

/** The operator's contact from the server's configuration; it changes only with a restart. */
export const operatorQuery = queryOptions({ queryKey: ['site', 'operator'], queryFn: ({ signal }) => getOperator(signal), staleTime: Infinity });

export const useOperator = () => useQuery(operatorQuery);
