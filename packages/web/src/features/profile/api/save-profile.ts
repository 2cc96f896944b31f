import { companyProfileDto, type CompanyProfileBody, type CompanyProfileDto } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { firstStepsQuery } from './get-first-steps';
import { profileQuery } from './get-profile';

export const saveProfile = (body: CompanyProfileBody): Promise<CompanyProfileDto> =>
  apiRequest({ path: '/user/profile', method: 'PUT', body: { json: body }, schema: companyProfileDto });

export const useSaveProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQuery().queryKey, saved);
      return queryClient.invalidateQueries(firstStepsQuery());
    },
  });
};
