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

/**
 * Who is acting, for a business: every service call that reads or writes a business's data takes
 * one, first (`service.list(scope, query)`). A route builds it with `scopeOf(request)`; a job builds
 * `{ businessId }` (a `BusinessScope`) for the business it works for.
 */
export type RequestScope = { businessId: string; userId: string; role: UserRole };

/**
 * The part of a scope a job has: the business it works for, with no one acting. A service method
 * a job calls as well as a route takes this (a route's full scope is one too).
 */
export type BusinessScope = Pick<RequestScope, 'businessId'>;

/** The acting person's name and e-mail, for what records them (a document's author). */
export type Actor = { name: string; email: string };

/** A scope with its actor: what `scopeOf` gives, and what a service that records the author takes. */
export type ActorScope = RequestScope & Actor;
