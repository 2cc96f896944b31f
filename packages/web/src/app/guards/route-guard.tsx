import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-store';
import { useEndSession } from '../../lib/session/use-end-session';
import { decideAccess, type RouteAccess } from './decide-access';

type RouteGuardProps = {
  access: RouteAccess;
  children: ReactNode;
  /** What an anonymous visitor of a 'user-or-public-form' route sees; `otherwise` is the login URL. */
  publicTwin?: (otherwise: string) => ReactNode;
};

export const RouteGuard = ({ access, children, publicTwin }: RouteGuardProps) => {
  const session = useSession();
  const { pathname, search } = useLocation();
  const endSession = useEndSession();
  const decision = decideAccess({
    access,
    session: session && { isAdmin: session.claims.is_admin },
    pathname,
    search,
  });

  useEffect(() => {
    if (decision.kind === 'end-session') void endSession('forbidden');
  }, [decision.kind, endSession]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'end-session') return null;
  if (decision.kind === 'public-twin') return publicTwin ? publicTwin(decision.otherwise) : <Navigate to={decision.otherwise} replace />;
  return children;
};

/** A route's element: the page behind its guard. */
export const guarded = (access: RouteAccess, Page: ComponentType) => (
  <RouteGuard access={access}>
    <Page />
  </RouteGuard>
);
