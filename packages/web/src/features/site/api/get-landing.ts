import { landingDto, type LandingSlug, type Locale } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { siteKeys } from './keys';

const getLanding = (slug: LandingSlug, lang: Locale, signal?: AbortSignal) =>
  apiRequest({ path: `/site/landing/${slug}${queryString({ lang })}`, schema: landingDto, auth: false, signal });

export const landingQuery = (slug: LandingSlug, lang: Locale) =>
  queryOptions({ queryKey: siteKeys.landing(slug, lang), queryFn: ({ signal }) => getLanding(slug, lang, signal), staleTime: 5 * 60_000 });

export const useLanding = (slug: LandingSlug) => useQuery(landingQuery(slug, useLocale()));
