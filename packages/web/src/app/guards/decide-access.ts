import { ADMIN_HOME, loginUrlFor, returnToFromSearch, USER_HOME } from '../../lib/return-to';

/**
 * public: anyone. guest: login/register/password pages, only without a session. user: any
 * account. admin: admin accounts. admin-guest: the admin login page. user-or-public-form: an
 * account's page whose anonymous visitor may get the public twin instead (/documents/{id}).
 */
export type RouteAccess = 'public' | 'guest' | 'user' | 'admin' | 'admin-guest' | 'user-or-public-form';

export type GuardSession = { isAdmin: boolean } | undefined;

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** A non-admin token on an admin route: app data is cleared and the visitor lands on '/'. */
  | { kind: 'end-session' }
  /** An anonymous visitor gets the public twin; if the id is not a public form, `otherwise` (the login). */
  | { kind: 'public-twin'; otherwise: string };

export type AccessInput = { access: RouteAccess; session: GuardSession; pathname: string; search: string };

const allow: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

export const decideAccess = ({ access, session, pathname, search }: AccessInput): GuardDecision => {
  switch (access) {
    case 'public':
      return allow;
    case 'guest':
      return session ? redirect(returnToFromSearch(search) ?? USER_HOME) : allow;
    case 'admin-guest':
      return session?.isAdmin ? redirect(ADMIN_HOME) : allow;
    case 'user':
      return session ? allow : redirect(loginUrlFor(pathname, search));
    case 'user-or-public-form':
      return session ? allow : { kind: 'public-twin', otherwise: loginUrlFor(pathname, search) };
    case 'admin':
      if (!session) return redirect('/admin/login');
      return session.isAdmin ? allow : { kind: 'end-session' };
  }
};
