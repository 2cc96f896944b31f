import { userSubscriptionDto, type UserSubscriptionDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './keys';

export const getOwnSubscription = (signal?: AbortSignal): Promise<UserSubscriptionDto> => apiRequest({ path: '/user/subscription', schema: userSubscriptionDto, signal });

export const ownSubscriptionQuery = () => queryOptions({ queryKey: billingKeys.subscription(), queryFn: ({ signal }) => getOwnSubscription(signal) });

/** enabled: false for a member (issue 14: billing is the owner's), whose server answers 403 owner_only. */
export const useOwnSubscription = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...ownSubscriptionQuery(), enabled });
