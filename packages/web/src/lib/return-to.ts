export const USER_HOME = '/dashboard?tab=dashboard';
export const ADMIN_HOME = '/admin/dashboard';

/** Pages only for visitors without a session; never a place to "return" to. */
export const GUEST_PATHS = ['/login', '/register', '/forgot-password', '/reset-password'] as const;

const isControlCharacter = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

const pathOf = (target: string): string => target.split(/[?#]/, 1)[0] ?? target;

/**
 * A returnTo value is followed only when it is a path on this site: it starts with one '/', is not
 * protocol-relative ('//evil' or '/\evil', which browsers treat alike) and carries no control
 * characters. Guest pages are refused so that a redirect cannot loop.
 */
export const safeReturnTo = (value: string | null | undefined): string | undefined => {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  if ([...value].some(isControlCharacter)) return undefined;
  const path = pathOf(value);
  if ((GUEST_PATHS as readonly string[]).includes(path)) return undefined;
  return value;
};

export const returnToFromSearch = (search: string): string | undefined =>
  safeReturnTo(new URLSearchParams(search).get('returnTo'));

export const loginUrlFor = (pathname: string, search: string): string =>
  `/login?returnTo=${encodeURIComponent(`${pathname}${search}`)}`;
