import { useForms } from './api/get-forms';

/**
 * Whether the business may use the application with this key as a feature of its own (allocated
 * by an admin or included with an add-on; a public application's card is not the feature), so a
 * screen asks the server only what it may see (issue 28: no 403 for tags or the registry status).
 * Should the list fail to load, the screen asks anyway and the server's answer says.
 */
export const useHasApplication = (key: string): { pending: boolean; has: boolean } => {
  const forms = useForms();
  if (forms.isError) return { pending: false, has: true };
  return { pending: forms.isPending, has: forms.data?.some((form) => form.key === key && (form.access === 'allocated' || form.access === 'addon')) === true };
};
