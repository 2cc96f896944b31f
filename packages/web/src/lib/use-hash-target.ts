import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the address's #id names into view once `ready` (the page's data drawn): a
 * link to a part of a page that appears only after loading (/account#export,
 * /profile#working-hours) lands on it, which the browser's own jump, made before, cannot do.
 */
export const useHashTarget = (ready: boolean) => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
};
