import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How the sign-in at ANAF ended, as /api/spv/callback says it: `?spv=connected`, or `?spv=error&code=…`. */
export type AnafReturn = { connected: true } | { connected: false; code: string };

const outcomeOf = (search: URLSearchParams): AnafReturn | undefined => {
  const flag = search.get('spv');
  if (flag === 'connected') return { connected: true };
  return flag === 'error' ? { connected: false, code: search.get('code') ?? '' } : undefined;
};

/**
 * The outcome ANAF's sign-in brought back in the address, read when the card first shows (the
 * browser comes back to a fresh page), then taken out of the address (replacing the entry), so
 * a reload or Back does not announce it again.
 */
export const useReturnFromAnaf = (): [AnafReturn | undefined, () => void] => {
  const [search, setSearch] = useSearchParams();
  const [outcome, setOutcome] = useState(() => outcomeOf(search));
  const flagged = search.has('spv');
  useEffect(() => {
    if (!flagged) return;
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('spv');
        next.delete('code');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [flagged, setSearch]);
  return [outcome, () => setOutcome(undefined)];
};
