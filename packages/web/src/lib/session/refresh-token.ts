import { refreshResponse } from '@atelier/core';
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
  const parsed = refreshResponse.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success || !setSessionToken(parsed.data.access_token)) return { ok: false, reason: 'rejected' };
  return { ok: true, token: parsed.data.access_token };
};

let inflight: Promise<RefreshResult> | undefined;

/** One refresh at a time: concurrent callers (401s, the session keeper) share the same promise. */
export const refreshAccessToken = (): Promise<RefreshResult> => {
  inflight ??= requestRefresh().finally(() => {
    inflight = undefined;
  });
  return inflight;
};
