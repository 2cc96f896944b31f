import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_RESET_TTL_MS, REGISTER_LIMITS, isAccountActive, normalizeLocale, type RegisterBody, type SessionDto, type UserDto } from '@atelier/core';
import type { Config } from '../../config.js';
import type { Database, UserRow } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { RequestUser } from '../../http/request-user.js';
import type { CounterStore } from '../../infra/counter-store.js';
import { createRateLimiter } from '../../infra/rate-limit.js';
import type { Mailer } from '../../mail/mailer.js';
import { passwordResetMail } from '../../mail/templates.js';
import type { AccessTokens } from './access-tokens.js';
import { createLoginLimits } from './login-limits.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
import * as resets from './password-resets.repo.js';
import * as refreshTokens from './refresh-tokens.repo.js';
import { sessionCache } from './session-cache.js';
import * as sessionDevices from './session-devices.repo.js';
import { USER_AGENT_MAX, describeUserAgent, maskIp } from './session-devices.js';
import * as users from './users.repo.js';

export type AuthDeps = {
  db: Kysely<Database>;
  config: Pick<Config, 'trialDays' | 'refreshTokenDays' | 'publicUrl' | 'registerLimit'>;
  tokens: AccessTokens;
  counters: CounterStore;
  mailer: Mailer;
  /** Key of the server's own HMACs (refresh successors, device cookies). */
  secret: string;
  now: () => Date;
  log: FastifyBaseLogger;
};

/** The signed-in user of a request (http/request-user.ts), as the auth guard reads it. */
export type AuthUser = RequestUser;
export type LoginClient = { userAgent: string; ip: string };
export type IssuedSession = { accessToken: string; refreshToken: string; refreshExpiresAt: Date };

/**
 * How long after its rotation a refresh token still gets its successor instead of revoking the
 * session: two tabs refreshing together present the same cookie, and the one that loses the race
 * must get the same new cookie, not log the user out. Presented again later, it is a stolen copy.
 */
export const REFRESH_GRACE_MS = 10_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

/** `trialEndsAt`: the trial's end of the user's business (an admin, who has none, shows when the account was made). */
export const toUserDto = (user: UserRow, trialEndsAt: Date | null): UserDto => ({
  id: user.id,
  email: user.email,
  is_admin: user.is_admin,
  created_at: user.created_at.toISOString(),
  trial_ends_at: (trialEndsAt ?? user.created_at).toISOString(),
});

export const createAuthService = (deps: AuthDeps) => {
  const { db, config, tokens, counters, mailer, now, log } = deps;
  const dayMs = 24 * 60 * 60 * 1000;
  const loginLimits = createLoginLimits({ counters, secret: deps.secret });
  const registerLimiter = createRateLimiter(counters, 'register', { limit: config.registerLimit, windowMs: REGISTER_LIMITS.windowMs });
  type SessionRow = NonNullable<Awaited<ReturnType<typeof users.findSessionUser>>>;
  const sessions = sessionCache<SessionRow>();

  // The successor of a refresh token is derived from it, so that every request presenting the same
  // token during the grace window gets the same successor without the server keeping it in clear.
  const successorOf = (refreshToken: string) => createHmac('sha256', deps.secret).update(`refresh:${refreshToken}`).digest('base64url');

  /** A new session (`client`: the login's device and address) or the next token of session `familyId`. */
  const issueSession = async (
    user: UserRow,
    { familyId = newId(), refreshToken = randomToken(), client }: { familyId?: string; refreshToken?: string; client?: LoginClient } = {},
  ): Promise<IssuedSession> => {
    const refreshExpiresAt = new Date(now().getTime() + config.refreshTokenDays * dayMs);
    if (client) {
      await sessionDevices.insertSessionDevice(db, {
        family_id: familyId,
        user_id: user.id,
        user_agent: client.userAgent.slice(0, USER_AGENT_MAX),
        ip_prefix: maskIp(client.ip),
        created_at: now(),
      });
    }
    await refreshTokens.insertRefreshToken(db, {
      id: newId(now()),
      user_id: user.id,
      family_id: familyId,
      token_hash: sha256(refreshToken),
      // The server's clock, not the database's: it is the session's "last used" time.
      created_at: now(),
      expires_at: refreshExpiresAt,
    });
    const accessToken = tokens.sign({ sub: user.id, email: user.email, is_admin: user.is_admin, sid: familyId });
    return { accessToken, refreshToken, refreshExpiresAt };
  };

  const trialFrom = (at: Date) => new Date(at.getTime() + config.trialDays * dayMs);

  /** A new account is the owner of a new business of its own (one transaction: both or neither). */
  const register = async ({ email, password }: RegisterBody, ip: string): Promise<UserDto> => {
    await registerLimiter.hit(ip);
    const createdAt = now();
    const passwordHash = await hashPassword(password);
    const { user, business } = await db.transaction().execute(async (trx) => {
      const business = await users.insertBusiness(trx, { id: newId(createdAt), created_at: createdAt, trial_ends_at: trialFrom(createdAt) });
      const user = await users.insertUser(trx, {
        id: newId(createdAt),
        email,
        password_hash: passwordHash,
        created_at: createdAt,
        tokens_valid_after: new Date(0),
        business_id: business.id,
        role: 'owner',
      });
      if (!user) throw new AppError('email_taken', { details: [{ path: 'email', message: 'is already registered' }] });
      return { user, business };
    });
    return toUserDto(user, business.trial_ends_at);
  };

  /** Someone removed from their business signs in again: they become the owner of a new one of their own, trial from now. */
  const ensureBusiness = async (user: UserRow): Promise<void> => {
    if (user.is_admin || user.business_id) return;
    const at = now();
    await db.transaction().execute(async (trx) => {
      const business = await users.insertBusiness(trx, { id: newId(at), created_at: at, trial_ends_at: trialFrom(at) });
      // Another sign-in gave them one meanwhile: this one is not needed.
      if (!(await users.joinAsOwnerIfAlone(trx, user.id, business.id))) await trx.deleteFrom('businesses').where('id', '=', business.id).execute();
    });
    sessions.forgetUser(user.id);
  };

  const login = async ({
    username,
    password,
    ip,
    userAgent,
    device,
    adminOnly,
  }: {
    username: string;
    password: string;
    ip: string;
    userAgent: string;
    /** The device cookie the browser sent, if any. */
    device: string | undefined;
    adminOnly: boolean;
  }): Promise<IssuedSession & { device: string }> => {
    const attempt = { email: username.trim().toLowerCase(), ip, device };
    await loginLimits.check(attempt);
    const user = await users.findUserByEmail(db, attempt.email);
    const valid = user ? await verifyPassword(user.password_hash, password) : (await verifyAgainstDummy(password), false);
    if (!user || !valid || (adminOnly && !user.is_admin)) {
      await loginLimits.failed(attempt);
      throw new AppError('invalid_credentials');
    }
    await ensureBusiness(user);
    return { ...(await issueSession(user, { client: { userAgent, ip } })), device: await loginLimits.succeeded(attempt) };
  };

  /** Signs in a user whose identity was proven otherwise (a new account from an accepted invitation): a session like a login's. */
  const startSession = (user: UserRow, client: LoginClient): Promise<IssuedSession> => issueSession(user, { client });

  const revokeSession = async (familyId: string, at: Date) => {
    await refreshTokens.revokeFamily(db, familyId, at);
    sessions.forgetSession(familyId);
  };

  /**
   * Rotates a refresh token. The same token presented again within REFRESH_GRACE_MS of its
   * rotation gets the same successor; later, it revokes its whole family (a stolen copy).
   */
  const refresh = async (refreshToken: string | undefined): Promise<IssuedSession> => {
    if (!refreshToken) throw new AppError('unauthorized', { message: 'No refresh token' });
    const at = now();
    let row = await refreshTokens.findRefreshTokenByHash(db, sha256(refreshToken));
    if (!row || row.revoked_at || row.family_revoked || row.expires_at <= at) throw new AppError('unauthorized', { message: 'Session expired' });
    if (!row.rotated_at && !(await refreshTokens.markRotated(db, row.id, at))) {
      // Another request rotated it a moment ago: read when.
      row = await refreshTokens.findRefreshTokenByHash(db, sha256(refreshToken));
      if (!row || row.revoked_at || row.family_revoked) throw new AppError('unauthorized', { message: 'Session expired' });
    }
    if (row.rotated_at && at.getTime() - row.rotated_at.getTime() > REFRESH_GRACE_MS) {
      await revokeSession(row.family_id, at);
      log.warn({ userId: row.user_id, familyId: row.family_id }, 'refresh token reused: session family revoked');
      throw new AppError('unauthorized', { message: 'Session revoked' });
    }
    const user = await users.findUserById(db, row.user_id);
    if (!user) throw new AppError('unauthorized', { message: 'Session expired' });
    return issueSession(user, { familyId: row.family_id, refreshToken: successorOf(refreshToken) });
  };

  const logout = async ({ refreshToken, sid }: { refreshToken: string | undefined; sid: string | undefined }): Promise<void> => {
    const row = refreshToken ? await refreshTokens.findRefreshTokenByHash(db, sha256(refreshToken)) : undefined;
    const familyId = row?.family_id ?? sid;
    if (familyId) await revokeSession(familyId, now());
  };

  /** Ends every session of the user but `keep` (the one changing its password), at once in this process. */
  const endSessions = async (userId: string, { keep }: { keep?: string } = {}) => {
    await refreshTokens.revokeAllForUser(db, userId, now(), keep);
    sessions.forgetUser(userId);
  };

  const requestPasswordReset = async ({ email, locale }: { email: string; locale?: string | undefined }): Promise<void> => {
    // Bounded per address so the form cannot be used to flood someone's inbox.
    if ((await counters.increment(`reset:${email}`, 60 * 60 * 1000)) > 5) return;
    const user = await users.findUserByEmail(db, email);
    if (!user) return;
    const token = randomToken();
    await resets.insertPasswordReset(db, {
      id: newId(now()),
      user_id: user.id,
      token_hash: sha256(token),
      expires_at: new Date(now().getTime() + PASSWORD_RESET_TTL_MS),
    });
    const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    try {
      await mailer.send({ to: user.email, ...passwordResetMail(normalizeLocale(locale), link), link });
    } catch (error) {
      log.error({ err: error, to: user.email }, 'password reset mail could not be sent');
    }
  };

  /** Sets a new password and ends every session: sessions are revoked, not cut off by time, so no clock resolution can let one through. */
  const confirmPasswordReset = async ({ token, password }: { token: string; password: string }): Promise<void> => {
    const at = now();
    const row = await resets.findPasswordResetByHash(db, sha256(token));
    if (!row || row.used_at || row.expires_at <= at) throw new AppError('invalid_token');
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      if (!(await resets.markResetUsed(trx, row.id, at))) throw new AppError('invalid_token');
      await users.setPassword(trx, { id: row.user_id, passwordHash, tokensValidAfter: at });
      await refreshTokens.revokeAllForUser(trx, row.user_id, at);
    });
    sessions.forgetUser(row.user_id);
  };

  const sessionUser = async (id: string, sid: string): Promise<SessionRow | undefined> => {
    const cached = sessions.get(sid);
    if (cached?.id === id) return cached;
    const user = await users.findSessionUser(db, id, sid, now());
    sessions.set(sid, user);
    return user;
  };

  /** The user behind a bearer token, if the token is valid and its session was not ended. */
  const authenticate = async (bearer: string): Promise<AuthUser | undefined> => {
    const claims = tokens.verify(bearer);
    if (!claims) return undefined;
    const user = await sessionUser(claims.sub, claims.sid);
    if (!user || user.session_revoked) return undefined;
    const at = now();
    if (!user.last_seen_at || at.getTime() - user.last_seen_at.getTime() >= users.LAST_SEEN_EVERY_MS) {
      user.last_seen_at = at;
      await users.touchLastSeen(db, user.id, at);
    }
    const active = isAccountActive({ isAdmin: user.is_admin, trialEndsAt: user.trial_ends_at, paidUntil: user.paid_until }, at);
    const role = user.business_id ? user.role : null;
    return {
      sub: user.id,
      email: user.email,
      isAdmin: user.is_admin,
      sid: claims.sid,
      locked: user.session_locked,
      active,
      businessId: user.business_id,
      businessName: user.business_name ?? '',
      role,
      name: user.name,
      canSeeStatistics: role === 'owner' || (role === 'member' && user.members_see_statistics === true),
    };
  };

  /** The user's active sessions, `sid` (the caller's) marked current. */
  const listSessions = async ({ sub, sid }: AuthUser): Promise<SessionDto[]> =>
    (await sessionDevices.listActiveSessions(db, sub, now())).map((row) => ({
      id: row.family_id,
      current: row.family_id === sid,
      ...describeUserAgent(row.user_agent ?? ''),
      ip_prefix: row.ip_prefix,
      created_at: row.created_at.toISOString(),
      last_used_at: row.last_used_at.toISOString(),
    }));

  /** Ends one of the user's sessions: its refresh fails and its access tokens are refused (404 when it is not theirs or already ended). */
  const endSession = async (userId: string, familyId: string): Promise<void> => {
    if (!(await sessionDevices.revokeUserFamily(db, userId, familyId, now()))) throw new AppError('not_found', { message: 'No such session' });
    sessions.forgetSession(familyId);
  };

  /** Forgets what this process cached about the user (its e-mail changed, say). */
  const forgetUser = (userId: string) => sessions.forgetUser(userId);

  /** Forgets what this process cached about every member of the business (its settings or members changed). */
  const forgetBusiness = (businessId: string) => sessions.forgetWhere((row) => row.business_id === businessId);

  /** Forgets the cached row of one session (it was locked or unlocked). */
  const forgetSession = (sid: string) => sessions.forgetSession(sid);

  return {
    register,
    login,
    startSession,
    refresh,
    logout,
    endSessions,
    listSessions,
    endSession,
    forgetUser,
    forgetBusiness,
    forgetSession,
    requestPasswordReset,
    confirmPasswordReset,
    authenticate,
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
