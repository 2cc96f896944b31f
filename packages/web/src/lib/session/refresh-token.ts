import type { RefreshResponse } from '@atelier/core';
import { setSessionToken } from './session-store';

export const API_BASE = '/api';

/** 'rejected': the server refused (no valid refresh cookie); 'network': it could not be asked. */
export type RefreshResult = { ok: true; token: string } | { ok: false; reason: 'rejected' | 'network' };

const requestRefresh = async (): Promise<RefreshResult> => {
  let response: Response;
  try {
    // Empty body: the httpOnly refresh cookie carries the credential.
    response = await fetch(`${API_BASE}/user/refresh-token`, { method: 'POST', credentials: 'same-origin' });
  } catch {
    return { ok: false, reason: 'network' };
  }
  if (!response.ok) return { ok: false, reason: 'rejected' };
  // The answer is checked through the token it carries: setSessionToken parses its claims. Not the
  // refreshResponse schema here: the classic zod API would add ~25 KB to the first page.
  const body = (await response.json().catch(() => undefined)) as Partial<RefreshResponse> | undefined;
  const token = body?.access_token;
  if (typeof token !== 'string' || !setSessionToken(token)) return { ok: false, reason: 'rejected' };
  return { ok: true, token };
};

let inflight: Promise<RefreshResult> | undefined;

/** One refresh at a time: concurrent callers (401s, the session keeper) share the same promise. */
export const refreshAccessToken = (): Promise<RefreshResult> => {
  inflight ??= requestRefresh().finally(() => {
    inflight = undefined;
  });
  return inflight;
};
