import { userLogoDto, type UserLogoDto } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { base64Of } from '../../../lib/base64';
import { LOGO_QUERY_KEY } from './get-logo';
import { ownSubscriptionQuery } from './get-own-subscription';

export const saveLogo = async (file: Blob): Promise<UserLogoDto> =>
  apiRequest({ path: '/user/logo', method: 'PUT', body: { json: { image: await base64Of(file) } }, schema: userLogoDto });

export const useSaveLogo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLogo,
    // The subscription's has_logo turns true, which lets the logo be asked for.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: LOGO_QUERY_KEY }), queryClient.invalidateQueries(ownSubscriptionQuery())]),
  });
};
