import { publicSubmitResponse, type PublicSubmitResponse, type SubmitDocumentBody } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type SubmitOpenFormInput = { formId: string; body: SubmitDocumentBody };

/** Saves a public application's input without an account; answers the new submission's id. */
export const submitOpenForm = ({ formId, body }: SubmitOpenFormInput): Promise<PublicSubmitResponse> =>
  apiRequest({ path: `/forms/open/forms/${formId}/submit`, method: 'POST', body: { json: body }, schema: publicSubmitResponse, auth: false });

export const useSubmitOpenForm = () => useMutation({ mutationFn: submitOpenForm });
