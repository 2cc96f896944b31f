import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLocale } from '../../lib/use-locale';

/**
 * Keeps the tab's title the one the server would send for the page now shown (its own title on a
 * public page, the site's name elsewhere) after navigations and language changes without a reload.
 * A private page that names its own tab (a public form's title) keeps it: the site's name only
 * replaces a title this hook set. The first page already has its title from the server.
 */
export const usePageTitle = (): void => {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const page = new URLSearchParams(search).get('page');
  const key = `${locale} ${pathname} ${page ?? ''}`;
  // The page and language the tab's title belongs to: at first the server's page.
  const titled = useRef(key);
  // The title this hook last gave the tab (at first the server's): another one was set by the page itself.
  const lastSet = useRef(typeof document === 'undefined' ? '' : document.title);

  useEffect(() => {
    if (titled.current === key) return undefined;
    titled.current = key;
    const controller = new AbortController();
    import('./page-head-request')
      .then(({ getPageHead }) => getPageHead(pathname, locale, page, controller.signal))
      .then((head) => {
        if (!head.indexable && document.title !== lastSet.current) return;
        document.title = head.title;
        lastSet.current = head.title;
      })
      // No title is no reason to bother the visitor: the tab keeps the one it has.
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, pathname, locale, page]);
};
