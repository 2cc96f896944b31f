import { siteExtrasDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { siteKeys } from './keys';

const getExtras = (signal?: AbortSignal) => apiRequest({ path: '/site/extras', schema: siteExtrasDto, auth: false, signal });

export const extrasQuery = queryOptions({ queryKey: siteKeys.extras(), queryFn: ({ signal }) => getExtras(signal), staleTime: 5 * 60_000 });

/** Testimonials and figures the operator published (content/*.json); empty by default. */
export const useSiteExtras = () => useQuery(extrasQuery);
