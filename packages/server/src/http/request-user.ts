import type { UserRole } from '../db/schema.js';

/**
 * `sid`: the session (refresh family) the access token belongs to; `locked`: that session is locked;
 * `active`: the business's trial runs or a subscription of it covers today (core's isAccountActive), as
 * of the session read. `businessId`: the business whose data every query is scoped by (null for an
 * admin); `role`: the person's role in it; `canSeeStatistics`: the owner, or a member when the
 * owner allows it.
 */
export type RequestUser = {
  sub: string;
  email: string;
  isAdmin: boolean;
  sid: string;
  locked: boolean;
  active: boolean;
  businessId: string | null;
  /** The business's name ('' when not given; the admin's lists show it). */
  businessName: string;
  role: UserRole | null;
  name: string;
  canSeeStatistics: boolean;
};

/** What the auth guard is given: reads a bearer token into its user (undefined: no valid session). */
export type Authenticate = (bearer: string) => Promise<RequestUser | undefined>;
