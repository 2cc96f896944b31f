import { carryTargetsDto, type Locale } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { sharingKeys } from './keys';

/** GET /user/documents/{id}/answers/{answerId}/carry-targets: the applications the approved lines can go to, likeliest first. */
export const carryTargetsQuery = (documentId: string, answerId: string, locale: Locale) =>
  queryOptions({
    queryKey: sharingKeys.carryTargets(documentId, answerId, locale),
    queryFn: ({ signal }) =>
      apiRequest({ path: `/user/documents/${encodeURIComponent(documentId)}/answers/${encodeURIComponent(answerId)}/carry-targets${queryString({ locale })}`, schema: carryTargetsDto, signal }),
  });

export const useCarryTargets = (documentId: string, answerId: string) => useQuery(carryTargetsQuery(documentId, answerId, useLocale()));
