import { useSearchParams } from 'react-router';

/** Screen state kept in the URL (?page=2&q=…): shareable, and the back button returns to it. */
export const useUrlState = () => {
  const [params, setParams] = useSearchParams();
  const get = (key: string): string => params.get(key) ?? '';
  const page = Math.max(1, Number.parseInt(get('page'), 10) || 1);
  /** Sets keys (empty string removes one); any change but a page change goes back to page 1. */
  const set = (changes: Record<string, string>, { replace = false } = {}) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace, preventScrollReset: true },
    );
  return { get, page, set };
};
