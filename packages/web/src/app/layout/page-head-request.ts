import { pageHeadDto, type Locale, type PageHeadDto } from '@atelier/core';
import { apiRequest, queryString } from '../../lib/api-client';

/** Its own chunk: the schema brings zod, which the first page does without (usePageTitle loads this on navigation). */
export const getPageHead = (path: string, lang: Locale, page: string | null, signal: AbortSignal): Promise<PageHeadDto> =>
  apiRequest({ path: `/site/head${queryString({ path, lang, page: page ?? undefined })}`, schema: pageHeadDto, auth: false, signal });
