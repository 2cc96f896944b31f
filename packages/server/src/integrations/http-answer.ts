/** Reading an outside service's HTTP answer, shared by the adapters (registry, SMS gateway). */

/** Retry-After as seconds or an HTTP date, in ms; undefined when absent or unreadable. */
export const retryAfterMs = (header: string | null, now = Date.now()): number | undefined => {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
};

/** The answer's JSON body; `{}` when empty or not JSON (the caller reads what it needs from it). */
export const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
};
