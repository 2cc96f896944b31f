import type { ParseKeys } from 'i18next';
import { ADMIN_HOME, USER_HOME } from '../../lib/return-to';

export type BarSession = { isAdmin: boolean } | undefined;

export type BarItem =
  | { kind: 'link'; label: ParseKeys; to: string; emphasis?: 'primary' | 'outline' }
  | { kind: 'logout'; label: ParseKeys };

const FOOTERLESS_PREFIXES = ['/admin', '/documents', '/public-doc-steps', '/public-submissions'];

const isUnder = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** SPEC §2: no footer on admin, document and public-step pages, nor on /garaj. */
export const showsFooter = (pathname: string): boolean =>
  pathname !== '/garaj' && !FOOTERLESS_PREFIXES.some((prefix) => isUnder(pathname, prefix));

/** SPEC §2: the trial banner may appear on non-admin pages other than /garaj. */
export const allowsTrialBanner = (pathname: string): boolean => pathname !== '/garaj' && !isUnder(pathname, '/admin');

export const brandHref = (session: BarSession): string => {
  if (!session) return '/';
  return session.isAdmin ? ADMIN_HOME : USER_HOME;
};

/**
 * The top bar's entries. The user bar will also carry Personalization (/personalization) once
 * that page exists; a link to a page that only redirects home would mislead.
 */
export const barItems = (session: BarSession): BarItem[] => {
  if (!session) {
    return [
      { kind: 'link', label: 'nav.help', to: '/help' },
      { kind: 'link', label: 'nav.pricing', to: '/pricing' },
      { kind: 'link', label: 'nav.login', to: '/login', emphasis: 'outline' },
      { kind: 'link', label: 'nav.register', to: '/register', emphasis: 'primary' },
    ];
  }
  if (session.isAdmin) return [{ kind: 'logout', label: 'nav.logout' }];
  return [
    { kind: 'link', label: 'nav.home', to: USER_HOME },
    { kind: 'logout', label: 'nav.logout' },
  ];
};
