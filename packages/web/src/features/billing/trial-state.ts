const DAY_MS = 24 * 60 * 60 * 1000;

export type TrialState = { kind: 'active'; daysLeft: number } | { kind: 'ended' };

/** Days are counted up: with 2 h left the user still has "1 day" of trial. */
export const trialState = (trialEndsAt: string, nowMs: number): TrialState => {
  const leftMs = Date.parse(trialEndsAt) - nowMs;
  return leftMs > 0 ? { kind: 'active', daysLeft: Math.ceil(leftMs / DAY_MS) } : { kind: 'ended' };
};
