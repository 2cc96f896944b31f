import type { Locale } from '@atelier/core';
import { apiFileRequest, queryString, type ApiFile } from '../../../lib/api-client';

export type GetDocumentPdfInput = { documentId: string; locale: Locale; signal?: AbortSignal };

/** The PDF of a saved document, under the server's name for it ("Deviz DV-0001 - Ștefan Popescu.pdf"). */
export const getDocumentPdf = ({ documentId, locale, signal }: GetDocumentPdfInput): Promise<ApiFile> =>
  apiFileRequest({
    path: `/user/completed_forms/${documentId}/pdf${queryString({ locale })}`,
    accept: 'application/pdf',
    fallbackName: `${documentId}.pdf`,
    signal,
  });
