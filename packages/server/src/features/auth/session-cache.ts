/**
 * How long a session row (what authenticating a request reads: the user and whether the session
 * was revoked) is reused: one query less on every authenticated call. Logout, a password reset or
 * change and a revoked refresh family forget the rows at once in this process; another instance
 * behind the same database sees the change within this time, which bounds how long an access
 * token outlives its session there.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_SIZE = 10_000;

/** Session rows by session id (the refresh family) with the (monotonic) time they were read; oldest first. */
export const sessionCache = <T extends { id: string }>() => {
  const entries = new Map<string, { row: T; readAt: number }>();
  return {
    get: (sid: string): T | undefined => {
      const cached = entries.get(sid);
      return cached && performance.now() - cached.readAt < SESSION_CACHE_MS ? cached.row : undefined;
    },
    set: (sid: string, row: T | undefined) => {
      entries.delete(sid);
      if (!row) return;
      entries.set(sid, { row, readAt: performance.now() });
      if (entries.size > SESSION_CACHE_SIZE) entries.delete(entries.keys().next().value ?? sid);
    },
    forgetSession: (sid: string) => void entries.delete(sid),
    forgetUser: (userId: string) => {
      for (const [sid, { row }] of entries) if (row.id === userId) entries.delete(sid);
    },
    /** Forgets every row that `matches` (the members of a business whose settings or members changed). */
    forgetWhere: (matches: (row: T) => boolean) => {
      for (const [sid, { row }] of entries) if (matches(row)) entries.delete(sid);
    },
  };
};
