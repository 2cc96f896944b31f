import type { Locale } from '@atelier/core';
import { apiFileRequest, queryString, type ApiFile } from '../../../lib/api-client';

/** A month's invoices (XML + PDF) as one ZIP, "Facturi 2026-03.zip". */
export const getMonthZip = ({ month, locale, signal }: { month: string; locale: Locale; signal?: AbortSignal }): Promise<ApiFile> =>
  apiFileRequest({ path: `/user/efactura/month${queryString({ month, locale })}`, accept: 'application/zip', fallbackName: `Facturi ${month}.zip`, signal });
