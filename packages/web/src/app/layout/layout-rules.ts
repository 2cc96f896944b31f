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
 * The top bar's own entries (SPEC §2): the anonymous bar (Help, Pricing, Login, Register); a user's
 * document actions (on a document in edit mode) and Home. Everything about the account (company
 * profile, personalisation, account, team, logout) is in the account menu (`accountItems`), so that
 * the bar fits every width from 360 px (issue 28: at 1,408–1,496 px the language was cut off).
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
  if (session.isAdmin) return [];
  return [
    ...(isDocumentEdit(place)
      ? ([
          { kind: 'action', label: 'nav.generatePdf', action: 'generatePdf' },
          { kind: 'action', label: 'nav.resetForm', action: 'resetForm' },
        ] as const)
      : []),
    { kind: 'link', label: 'nav.home', to: USER_HOME },
  ];
};

/**
 * The account menu's entries: an owner's Company profile, Personalization, Account, Team and Logout;
 * a member sees no entry for what only the owner may do (issue 14), and until the role is known the
 * menu is a one-person business's, without the team. The admin's menu holds Logout only.
 */
export const accountItems = (session: BarSession): BarItem[] => {
  if (!session) return [];
  if (session.isAdmin) return [{ kind: 'logout', label: 'nav.logout' }];
  return [
    ...(session.role === 'member'
      ? []
      : ([
          { kind: 'link', label: 'nav.profile', to: '/profile' },
          { kind: 'link', label: 'nav.personalization', to: '/personalization' },
        ] as const)),
    { kind: 'link', label: 'nav.account', to: '/account' },
    ...(session.role === 'owner' ? ([{ kind: 'link', label: 'nav.team', to: '/team' }] as const) : []),
    { kind: 'logout', label: 'nav.logout' },
  ];
};

/**
 * The narrowest screen whose bar shows an entry itself; below it the entry is in a menu (the
 * visitor's burger menu, the user's account menu). A visitor's four links need about 560 px. A
 * user's Home fits from `sm`; the two document actions (compact buttons, "Resetează formularul" the
 * longest) beside Home, the lock, the language and the account button need about 800 px: from `md`.
 */
export const barBreakpoint = (item: BarItem): 'sm' | 'md' => (item.kind === 'action' ? 'md' : 'sm');
