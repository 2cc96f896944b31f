import type { Locale, SubmitDocumentBody } from '@atelier/core';
import { apiFileRequest, queryString, type ApiFile } from '../../../lib/api-client';

export type PreviewOpenFormPdfInput = { formId: string; body: SubmitDocumentBody; locale: Locale };

/** The PDF preview of a public application's input; nothing is saved. Refused with a 400 where a submit would be; named by the server. */
export const previewOpenFormPdf = ({ formId, body, locale }: PreviewOpenFormPdfInput): Promise<ApiFile> =>
  apiFileRequest({
    path: `/forms/open/forms/${formId}/pdf${queryString({ locale })}`,
    method: 'POST',
    body: { json: body },
    accept: 'application/pdf',
    fallbackName: `${formId}-preview.pdf`,
    auth: false,
  });
