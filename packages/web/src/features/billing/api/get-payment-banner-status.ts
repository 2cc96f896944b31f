import { paymentBannerStatusResponse } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './keys';

export const getPaymentBannerStatus = (signal?: AbortSignal): Promise<boolean> =>
  apiRequest({ path: '/user/payment-banner-status', schema: paymentBannerStatusResponse, signal });

export const paymentBannerStatusQuery = (userId: string) =>
  queryOptions({
    queryKey: billingKeys.paymentBannerStatus(userId),
    queryFn: ({ signal }) => getPaymentBannerStatus(signal),
    staleTime: 5 * 60_000,
    // SPEC §8: banner errors are swallowed; a failed check simply shows no banner.
    retry: false,
  });

export const usePaymentBannerStatus = (userId: string | undefined) =>
  useQuery({ ...paymentBannerStatusQuery(userId ?? ''), enabled: userId !== undefined });
