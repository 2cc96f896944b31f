import type { Locale, SubmitDocumentBody } from '@atelier/core';
import { apiFileRequest, queryString, type ApiFile } from '../../../lib/api-client';

export type PreviewDocumentPdfInput = { formId: string; body: SubmitDocumentBody; locale: Locale; signal?: AbortSignal };

/** The PDF of unsaved input (the submit body); nothing is saved. Refused with a 400 where a save would be; named by the server ("Deviz (previzualizare) - Ștefan Popescu.pdf"). */
export const previewDocumentPdf = ({ formId, body, locale, signal }: PreviewDocumentPdfInput): Promise<ApiFile> =>
  apiFileRequest({
    path: `/user/forms/${formId}/pdf${queryString({ locale })}`,
    method: 'POST',
    body: { json: body },
    accept: 'application/pdf',
    fallbackName: `${formId}-preview.pdf`,
    signal,
  });
