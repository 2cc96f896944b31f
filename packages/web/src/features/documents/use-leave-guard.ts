import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The in-app address a plain left click on this link would open, or undefined (not ours to stop). */
const internalTarget = (event: MouseEvent): URL | undefined => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  // Another site, or this same page (another step or mode): nothing is left.
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return undefined;
  return url;
};

/** The position react-router's browser history keeps in each entry's state (`idx`). */
const historyIndex = (state: unknown): number | undefined => {
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : undefined;
};

type HeldBack = { to: string; delta: number };

/**
 * Holds the browser's Back and Forward away from this page while `active`, as a data router's
 * useBlocker would (the app uses a plain BrowserRouter: the data router's code was ~14 KB of the
 * first page's JavaScript). A capture listener on window runs before the router's own popstate
 * listener (the DOM runs capture listeners first at the target), stops it, and moves the history
 * back to this page; `proceed` then replays the move and lets the router follow it.
 */
const useHistoryBlocker = (active: boolean) => {
  const location = useLocation();
  const [held, setHeld] = useState<HeldBack>();
  const here = useRef<{ pathname: string; idx: number | undefined }>({ pathname: location.pathname, idx: undefined });
  const restoring = useRef(false);
  const proceeding = useRef(false);

  useEffect(() => {
    here.current = { pathname: location.pathname, idx: historyIndex(window.history.state) };
  }, [location]);

  useEffect(() => {
    if (!active) return undefined;
    const onPopState = (event: PopStateEvent) => {
      if (proceeding.current) {
        proceeding.current = false;
        return;
      }
      if (restoring.current) {
        // The history came back to this page: the router never saw it leave.
        restoring.current = false;
        event.stopImmediatePropagation();
        return;
      }
      const next = historyIndex(event.state);
      const { pathname, idx } = here.current;
      // Another step or mode of this same page, or an entry the router did not write: not ours to hold.
      if (window.location.pathname === pathname || next === undefined || idx === undefined || next === idx) return;
      event.stopImmediatePropagation();
      setHeld({ to: `${window.location.pathname}${window.location.search}`, delta: idx - next });
      restoring.current = true;
      window.history.go(idx - next);
    };
    window.addEventListener('popstate', onPopState, true);
    return () => window.removeEventListener('popstate', onPopState, true);
  }, [active]);

  return {
    held,
    reset: () => setHeld(undefined),
    proceed: () => {
      if (!held) return;
      proceeding.current = true;
      setHeld(undefined);
      window.history.go(-held.delta);
    },
  };
};

/**
 * While `active` (unsaved input), leaving the editor asks first: a link inside the app (the bar,
 * the menu, "Document nou") waits for the answer, and closing or reloading the tab gets the
 * browser's own question. The draft is kept either way (the autosave writes it when the page goes).
 * Links are caught by a click listener that runs before the router's links (capture phase on the
 * document) and stops the click there; Back and Forward by useHistoryBlocker. Navigations the
 * app makes itself (to the saved document after a save) are never held.
 */
export const useLeaveGuard = (active: boolean) => {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string>();

  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set; the text itself is never shown.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const url = internalTarget(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);

  const back = useHistoryBlocker(active);

  return {
    /** Where the user asked to go, while the question is open. */
    pending: back.held ? back.held.to : pending,
    stay: () => {
      back.reset();
      setPending(undefined);
    },
    leave: () => {
      if (back.held) back.proceed();
      else if (pending) void navigate(pending);
      setPending(undefined);
    },
  };
};
