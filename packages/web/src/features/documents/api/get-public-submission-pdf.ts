import type { Locale } from '@atelier/core';
import { apiFileRequest, queryString, type ApiFile } from '../../../lib/api-client';

/** The PDF of a public submission, under the server's name for it, as a saved document's. */
export const getPublicSubmissionPdf = ({ submissionId, locale }: { submissionId: string; locale: Locale }): Promise<ApiFile> =>
  apiFileRequest({
    path: `/forms/public/submissions/${submissionId}/pdf${queryString({ locale })}`,
    accept: 'application/pdf',
    fallbackName: `${submissionId}.pdf`,
    auth: false,
  });
