import type { Locale } from '@atelier/core';
import { apiFileRequest, queryString, type ApiFile } from '../../../lib/api-client';

/** The PDF of a public submission; the server names it `<submissionId>.pdf`. */
export const getPublicSubmissionPdf = ({ submissionId, locale }: { submissionId: string; locale: Locale }): Promise<ApiFile> =>
  apiFileRequest({
    path: `/forms/public/submissions/${submissionId}/pdf${queryString({ locale })}`,
    accept: 'application/pdf',
    fallbackName: `${submissionId}.pdf`,
    auth: false,
  });
