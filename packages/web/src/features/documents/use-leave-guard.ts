import { useEffect, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';

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

/**
 * While `active` (unsaved input), leaving the editor asks first: a link inside the app (the bar,
 * the menu, "Document nou") waits for the answer, and closing or reloading the tab gets the
 * browser's own question. The draft is kept either way (the autosave writes it when the page goes).
 * Links are caught by a click listener that runs before the router's links (capture phase on the
 * document) and stops the click there; Back and Forward by the router's blocker. Navigations the
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

  const back = useBlocker(
    ({ historyAction, currentLocation, nextLocation }) => active && historyAction === 'POP' && currentLocation.pathname !== nextLocation.pathname,
  );
  const held = back.state === 'blocked';

  return {
    /** Where the user asked to go, while the question is open. */
    pending: held ? `${back.location.pathname}${back.location.search}` : pending,
    stay: () => {
      if (held) back.reset();
      setPending(undefined);
    },
    leave: () => {
      if (held) back.proceed();
      else if (pending) void navigate(pending);
      setPending(undefined);
    },
  };
};
