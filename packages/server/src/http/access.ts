/**
 * Who may call a route. `session`: any session, locked or not (the lock calls); `user`, `owner`
 * and `admin` are refused to a locked one. `owner`: only the owner of the business (a member gets
 * 403 owner_only; the statistics count as the owner's unless the owner lets members see them).
 */
export type Access = 'public' | 'session' | 'user' | 'owner' | 'admin';

/**
 * Each route of a module (`METHOD /api/path`, as Fastify lists it) and who may call it. The module
 * declares it beside its routes; http/routes.int.test.ts walks the table assembled from every
 * module and puts each route's authorization under test.
 */
export type RouteAccess = Readonly<Record<string, Access>>;
