import { useLocation } from 'react-router';
import { useStanding } from '../../features/account';
import { useSession } from '../../lib/session/session-store';
import { barItems, brandHref, type BarItem } from './layout-rules';

export const useBarItems = (): { items: BarItem[]; brand: string } => {
  const session = useSession();
  const standing = useStanding();
  const { pathname, search } = useLocation();
  const barSession = session && { isAdmin: session.claims.is_admin, role: standing?.role };
  return { items: barItems(barSession, { pathname, search }), brand: brandHref(barSession) };
};
