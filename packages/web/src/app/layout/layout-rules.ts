import type { ParseKeys } from 'i18next';
import { ADMIN_HOME, USER_HOME } from '../../lib/return-to';

/** role: the person's place in their business (issue 14), once GET /api/user/me has said it. */
export type BarSession = { isAdmin: boolean; role?: 'owner' | 'member' | undefined } | undefined;

export type BarItem =
  | { kind: 'link'; label: ParseKeys; to: string; emphasis?: 'primary' | 'outline' }
  | { kind: 'logout'; label: ParseKeys }
  /** A document action (SPEC §2): the bar only emits it; the open document decides. */
  | { kind: 'action'; label: ParseKeys; action: BarAction };

/** Generate PDF opens the bar's dialog first; Reset Form goes straight to the document. */
export type BarAction = 'generatePdf' | 'resetForm';

export type BarPlace = { pathname: string; search: string };

/** SPEC §2: on a /documents/ page with ?mode=edit the user bar also offers Generate PDF and Reset Form. */
export const isDocumentEdit = ({ pathname, search }: BarPlace): boolean =>
  pathname.startsWith('/documents/') && new URLSearchParams(search).get('mode') === 'edit';

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
 * The top bar's entries (SPEC §2): anonymous, user (Company profile, Personalization, Account, Team
 * for an owner, Home, Logout; a member: Account, Home, Logout) or admin bar.
 */
export const barItems = (session: BarSession, place: BarPlace = { pathname: '/', search: '' }): BarItem[] => {
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
    ...(isDocumentEdit(place)
      ? ([
          { kind: 'action', label: 'nav.generatePdf', action: 'generatePdf' },
          { kind: 'action', label: 'nav.resetForm', action: 'resetForm' },
        ] as const)
      : []),
    // A member sees no entry for what only the owner may do (issue 14); until the role is known the
    // bar is a one-person business's, without the team.
    ...(session.role === 'member'
      ? []
      : ([
          { kind: 'link', label: 'nav.profile', to: '/profile' },
          { kind: 'link', label: 'nav.personalization', to: '/personalization' },
        ] as const)),
    { kind: 'link', label: 'nav.account', to: '/account' },
    ...(session.role === 'owner' ? ([{ kind: 'link', label: 'nav.team', to: '/team' }] as const) : []),
    { kind: 'link', label: 'nav.home', to: USER_HOME },
    { kind: 'logout', label: 'nav.logout' },
  ];
};

/**
 * The narrowest screen whose top bar holds the links (and logout) besides the document actions,
 * which stay in the bar from `sm` up; below it the links are in the menu. Measured with the
 * Romanian and Italian labels (the longest): the user bar's five entries need about 1,010 px, and
 * with the two document actions (compact buttons) about 1,380 px.
 */
export const barBreakpoint = (items: readonly BarItem[]): 'sm' | 'lg' | 'xl' => {
  // An owner's six entries (with Team) are compact buttons: they fit the same 'lg' width.
  if (items.some((item) => item.kind === 'action')) return 'xl';
  return items.length <= 4 ? 'sm' : 'lg';
};

/** A bar of more than five entries uses compact buttons. */
export const isCrowded = (items: readonly BarItem[]): boolean => items.length > 5;
