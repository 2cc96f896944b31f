/**
 * Who may call a route. `session`: any session, locked or not (the lock calls); `user`, `owner`
 * and `admin` are refused to a locked one. `owner`: only the owner of the business (a member gets
 * 403 owner_only). `statistics`: the owner, and a member only when the owner lets members see the
 * statistics (otherwise 403 owner_only, as `owner`).
 */
export type Access = 'public' | 'session' | 'user' | 'owner' | 'statistics' | 'admin';

/**
 * Each route of a module (`METHOD /api/path`, as Fastify lists it) and who may call it. The module
 * declares it beside its routes; http/routes.int.test.ts walks the table assembled from every
 * module and puts each route's authorization under test.
 */
export type RouteAccess = Readonly<Record<string, Access>>;
