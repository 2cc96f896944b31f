import type { FormDefinition } from '@atelier/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PrefillResult } from '../../form-renderer/types';
import { pastEntriesQuery } from './api/get-past-entries';
import { prefillValues } from './prefill-values';

/**
 * Pre-fill of a step from the user's last entry of it. Steps marked `prefill: 'profile'` use the
 * last entry too until the profile page exists.
 */
export const usePrefillStep = (formId: string, definition: FormDefinition) => {
  const queryClient = useQueryClient();
  return useCallback(
    async (stepName: string): Promise<PrefillResult> => {
      const entries = await queryClient.fetchQuery(pastEntriesQuery(formId, stepName, 1));
      const last = entries.results[0];
      return last ? { data: prefillValues(definition, stepName, last.data), createdAt: last.created_at } : undefined;
    },
    [formId, definition, queryClient],
  );
};
