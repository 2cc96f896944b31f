import { IDEMPOTENCY_KEY_HEADER, publicSubmitResponse, type PublicSubmitResponse, type SubmitDocumentBody } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `idempotencyKey`: the same for a retry of the same save (save-attempt-key.ts). */
export type SubmitOpenFormInput = { formId: string; body: SubmitDocumentBody; idempotencyKey?: string };

/** Saves a public application's input without an account; answers the new submission's id. */
export const submitOpenForm = ({ formId, body, idempotencyKey }: SubmitOpenFormInput): Promise<PublicSubmitResponse> =>
  apiRequest({
    path: `/forms/open/forms/${formId}/submit`,
    method: 'POST',
    body: { json: body },
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {}),
    schema: publicSubmitResponse,
    auth: false,
  });

export const useSubmitOpenForm = () => useMutation({ mutationFn: submitOpenForm });
