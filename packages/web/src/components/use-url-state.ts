import { useLocation, useSearchParams } from 'react-router';

/** Screen state kept in the URL (?page=2&q=…): shareable, and the back button returns to it. */
export const useUrlState = () => {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const get = (key: string): string => params.get(key) ?? '';
  const page = Math.max(1, Number.parseInt(get('page'), 10) || 1);
  /** The parameters after changes (empty string removes a key); any change but a page change goes back to page 1. */
  const changed = (previous: URLSearchParams, changes: Record<string, string>) => {
    const next = new URLSearchParams(previous);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    return next;
  };
  const set = (changes: Record<string, string>, { replace = false } = {}) =>
    setParams((previous) => changed(previous, changes), { replace, preventScrollReset: true });
  /** The address (this page's path) the changes lead to, for a real link that works before and without JavaScript. */
  const href = (changes: Record<string, string>): string => {
    const query = changed(params, changes).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return { get, page, set, href };
};
