import { useLocation } from 'react-router';
import { useStanding } from '../../features/account';
import { useSession } from '../../lib/session/session-store';
import { accountItems, barItems, brandHref, type BarItem } from './layout-rules';

export type BarModel = {
  /** The bar's own entries (visitor links; a user's document actions and Home). */
  items: BarItem[];
  /** The account menu's entries (empty for a visitor). */
  account: BarItem[];
  brand: string;
};

export const useBarItems = (): BarModel => {
  const session = useSession();
  const standing = useStanding();
  const { pathname, search } = useLocation();
  const barSession = session && { isAdmin: session.claims.is_admin, role: standing?.role };
  return { items: barItems(barSession, { pathname, search }), account: accountItems(barSession), brand: brandHref(barSession) };
};
