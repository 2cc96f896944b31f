import { publicDocumentDto, type AnswerBody, type Locale, type PublicDocumentDto } from '@atelier/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { sharingKeys } from './keys';

const publicPath = (token: string) => `/public/d/${encodeURIComponent(token)}`;

/** The customer's page as the server shows it in a language (GET /public/d/{token}?locale=). */
export const getCustomerPage = (token: string, locale: Locale | undefined, signal?: AbortSignal): Promise<PublicDocumentDto> =>
  apiRequest({ path: `${publicPath(token)}${queryString({ locale })}`, schema: publicDocumentDto, auth: false, signal });

/** `locale` undefined: the language the document was sent in (the answer's `locale` says which). */
export const customerPageQuery = (token: string, locale: Locale | undefined) =>
  queryOptions({
    queryKey: sharingKeys.customerPage(token, locale),
    queryFn: ({ signal }) => getCustomerPage(token, locale, signal),
    // An unknown or expired link stays so: asking again changes nothing.
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
    staleTime: 60_000,
    // Another language keeps the page (its ticks, the name typed) on screen until the new text arrives.
    placeholderData: keepPreviousData,
  });

export const useCustomerPage = (token: string, locale: Locale | undefined) => useQuery(customerPageQuery(token, locale));

/** POST /public/d/{token}/answer: the customer's approval, refusal or signature; the page then shows it. */
export const useAnswerDocument = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerBody) => apiRequest({ path: `${publicPath(token)}/answer`, method: 'POST', body: { json: body }, auth: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['public', 'share', token] }),
  });
};
