import { companyProfileDto, type CompanyProfileDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './keys';

export const getProfile = (signal?: AbortSignal): Promise<CompanyProfileDto> => apiRequest({ path: '/user/profile', schema: companyProfileDto, signal });

export const profileQuery = () => queryOptions({ queryKey: profileKeys.profile(), queryFn: ({ signal }) => getProfile(signal), staleTime: 60_000 });

export const useProfile = (enabled = true) => useQuery({ ...profileQuery(), enabled });
