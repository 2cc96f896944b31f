import type { PermissionsDto } from '@atelier/core';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session/session-store';
import { meQuery, type MeAnswer } from './api/get-me';

export type Permission = keyof PermissionsDto;

/** A one-person business (or a server that does not answer roles yet): its owner may do everything. */
const OWNER_PERMISSIONS: PermissionsDto = { billing: true, personalisation: true, statistics: true, team: true, export: true, delete_account: true };

export type Standing = {
  role: 'owner' | 'member';
  name: string;
  email: string;
  businessName: string;
  permissions: PermissionsDto;
};

/** Who the person is in their business, from GET /api/user/me. */
export const standingOf = (me: MeAnswer): Standing => ({
  role: me.role === 'member' ? 'member' : 'owner',
  name: me.name ?? '',
  email: me.email,
  businessName: me.business?.name ?? '',
  permissions: me.permissions ?? OWNER_PERMISSIONS,
});

/**
 * The signed-in user's standing, or undefined while it loads (and for admins and visitors): callers
 * show owner-only entries only once it says so, and never block a page on it failing to load.
 */
export const useStanding = (): Standing | undefined => useStandingState().standing;

/** The same, also saying whether it is still loading (an owner-only page waits for it). */
export const useStandingState = (): { standing: Standing | undefined; pending: boolean } => {
  const session = useSession();
  const enabled = Boolean(session && !session.claims.is_admin);
  const me = useQuery({ ...meQuery(), enabled });
  return { standing: enabled && me.data ? standingOf(me.data) : undefined, pending: enabled && me.isPending };
};
