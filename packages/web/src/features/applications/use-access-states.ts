import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useForms } from './api/get-forms';
import { useFormRequests } from './api/form-requests';
import { formKeys } from '../documents';

/** How the signed-in user stands towards one application of the catalogue ('addon': included with an add-on of the active subscription). */
export type AccessState = 'allocated' | 'addon' | 'public' | 'pending' | 'requestable';

/** The user may open it: allocated, included with an add-on, or public. */
export const isUsable = (state: AccessState | undefined): boolean => state === 'allocated' || state === 'addon' || state === 'public';

/**
 * The user's applications and pending requests, joined: `stateOf(id, isPublic)` once both lists
 * are loaded. Off (nothing fetched) for visitors and admins.
 */
export const useAccessStates = (enabled: boolean) => {
  const forms = useForms({ enabled });
  const requests = useFormRequests({ enabled });
  const queryClient = useQueryClient();
  // A request that stops being pending was decided: fetch the user's applications again, so an
  // approved one is usable at once.
  const pendingKey = requests.data?.filter((r) => r.status === 'pending').map((r) => r.form_id).sort().join(',');
  const previousPending = useRef(pendingKey);
  useEffect(() => {
    const before = previousPending.current?.split(',').filter(Boolean) ?? [];
    previousPending.current = pendingKey;
    const now = new Set(pendingKey?.split(','));
    if (before.some((id) => !now.has(id))) void queryClient.invalidateQueries({ queryKey: formKeys.lists() });
  }, [pendingKey, queryClient]);
  const stateOf = useMemo(() => {
    if (!forms.data || !requests.data) return undefined;
    // The list holds usable applications only ('documents' is answered for a past version, never listed).
    const usable = new Map(forms.data.flatMap((form) => (form.access === 'documents' ? [] : [[form.id, form.access] as const])));
    const pending = new Set(requests.data.filter((r) => r.status === 'pending').map((r) => r.form_id));
    return (id: string, isPublic: boolean): AccessState => usable.get(id) ?? (isPublic ? 'public' : pending.has(id) ? 'pending' : 'requestable');
  }, [forms.data, requests.data]);
  return { forms, requests, stateOf };
};
