import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFileRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { billingKeys } from './keys';

export const LOGO_QUERY_KEY = billingKeys.logo();

/** The uploaded logo, or null when there is none (the server answers 404). */
export const getLogo = async (signal?: AbortSignal): Promise<Blob | null> => {
  try {
    return (await apiFileRequest({ path: '/user/logo', accept: 'image/png, image/jpeg', fallbackName: 'logo', signal })).blob;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};

export const logoQuery = () => queryOptions({ queryKey: LOGO_QUERY_KEY, queryFn: ({ signal }) => getLogo(signal) });

/**
 * The stored logo, asked for only when the subscription says there is one (`has_logo`): a missing
 * logo is known without a request that answers 404.
 */
export const useLogo = (stored: boolean) => {
  const query = useQuery({ ...logoQuery(), enabled: stored });
  return { ...query, data: stored ? query.data : null };
};
