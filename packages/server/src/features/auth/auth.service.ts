import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { LOGIN_LIMITS, PASSWORD_RESET_TTL_MS, normalizeLocale, type RegisterBody, type UserDto } from '@atelier/core';
import type { Config } from '../../config.js';
import type { Database, UserRow } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { CounterStore } from '../../infra/counter-store.js';
import type { Mailer } from '../../mail/mailer.js';
import { passwordResetMail } from '../../mail/templates.js';
import type { AccessTokens } from './access-tokens.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';
import * as resets from './password-resets.repo.js';
import * as refreshTokens from './refresh-tokens.repo.js';
import * as users from './users.repo.js';

export type AuthDeps = {
  db: Kysely<Database>;
  config: Pick<Config, 'trialDays' | 'refreshTokenDays' | 'publicUrl'>;
  tokens: AccessTokens;
  counters: CounterStore;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
};

export type AuthUser = { sub: string; email: string; isAdmin: boolean };
export type IssuedSession = { accessToken: string; refreshToken: string; refreshExpiresAt: Date };

/**
 * How long a session row (what authenticating a request reads) is reused: one query less on every
 * authenticated call. A password reset forgets the row at once in this process; another instance
 * behind the same database sees it within this time. Nothing else writes those columns while
 * the server runs.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_SIZE = 10_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

export const toUserDto = (user: UserRow): UserDto => ({
  id: user.id,
  email: user.email,
  is_admin: user.is_admin,
  created_at: user.created_at.toISOString(),
  trial_ends_at: user.trial_ends_at.toISOString(),
});

export const createAuthService = (deps: AuthDeps) => {
  const { db, config, tokens, counters, mailer, now, log } = deps;
  const dayMs = 24 * 60 * 60 * 1000;

  const issueSession = async (user: UserRow, familyId = newId()): Promise<IssuedSession> => {
    const refreshToken = randomToken();
    const refreshExpiresAt = new Date(now().getTime() + config.refreshTokenDays * dayMs);
    await refreshTokens.insertRefreshToken(db, {
      id: newId(now()),
      user_id: user.id,
      family_id: familyId,
      token_hash: sha256(refreshToken),
      expires_at: refreshExpiresAt,
    });
    const accessToken = tokens.sign({ sub: user.id, email: user.email, is_admin: user.is_admin });
    return { accessToken, refreshToken, refreshExpiresAt };
  };

  const register = async ({ email, password }: RegisterBody): Promise<UserDto> => {
    const createdAt = now();
    const user = await users.insertUser(db, {
      id: newId(createdAt),
      email,
      password_hash: await hashPassword(password),
      created_at: createdAt,
      trial_ends_at: new Date(createdAt.getTime() + config.trialDays * dayMs),
      tokens_valid_after: new Date(0),
    });
    if (!user) throw new AppError('email_taken', { details: [{ path: 'email', message: 'is already registered' }] });
    return toUserDto(user);
  };

  const tooManyAttempts = () =>
    new AppError('too_many_attempts', { headers: { 'retry-after': String(Math.ceil(LOGIN_LIMITS.windowMs / 1000)) } });

  const login = async ({ username, password, ip, adminOnly }: { username: string; password: string; ip: string; adminOnly: boolean }) => {
    const email = username.trim().toLowerCase();
    const accountKey = `login:account:${email}`;
    const ipKey = `login:ip:${ip}`;
    const [accountFailures, ipFailures] = await Promise.all([counters.get(accountKey), counters.get(ipKey)]);
    if (accountFailures >= LOGIN_LIMITS.perAccount || ipFailures >= LOGIN_LIMITS.perIp) throw tooManyAttempts();

    const user = await users.findUserByEmail(db, email);
    const valid = user ? await verifyPassword(user.password_hash, password) : (await verifyAgainstDummy(password), false);
    if (!user || !valid || (adminOnly && !user.is_admin)) {
      await Promise.all([counters.increment(accountKey, LOGIN_LIMITS.windowMs), counters.increment(ipKey, LOGIN_LIMITS.windowMs)]);
      throw new AppError('invalid_credentials');
    }
    await counters.reset(accountKey);
    return issueSession(user);
  };

  /** Rotates a refresh token. Presenting one that was already rotated revokes its whole family. */
  const refresh = async (refreshToken: string | undefined): Promise<IssuedSession> => {
    if (!refreshToken) throw new AppError('unauthorized', { message: 'No refresh token' });
    const at = now();
    const row = await refreshTokens.findRefreshTokenByHash(db, sha256(refreshToken));
    if (!row || row.revoked_at || row.expires_at <= at) throw new AppError('unauthorized', { message: 'Session expired' });
    if (row.rotated_at || !(await refreshTokens.markRotated(db, row.id, at))) {
      await refreshTokens.revokeFamily(db, row.family_id, at);
      log.warn({ userId: row.user_id, familyId: row.family_id }, 'refresh token reused: session family revoked');
      throw new AppError('unauthorized', { message: 'Session revoked' });
    }
    const user = await users.findUserById(db, row.user_id);
    if (!user) throw new AppError('unauthorized', { message: 'Session expired' });
    return issueSession(user, row.family_id);
  };

  const logout = async (refreshToken: string | undefined): Promise<void> => {
    if (!refreshToken) return;
    const row = await refreshTokens.findRefreshTokenByHash(db, sha256(refreshToken));
    if (row) await refreshTokens.revokeFamily(db, row.family_id, now());
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

  const confirmPasswordReset = async ({ token, password }: { token: string; password: string }): Promise<void> => {
    const at = now();
    const row = await resets.findPasswordResetByHash(db, sha256(token));
    if (!row || row.used_at || row.expires_at <= at) throw new AppError('invalid_token');
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      if (!(await resets.markResetUsed(trx, row.id, at))) throw new AppError('invalid_token');
      // Whole seconds, as access tokens carry `iat`: tokens from earlier seconds are refused.
      const validAfter = new Date(Math.floor(at.getTime() / 1000) * 1000);
      await users.setPassword(trx, { id: row.user_id, passwordHash, tokensValidAfter: validAfter });
      await refreshTokens.revokeAllForUser(trx, row.user_id, at);
    });
    sessions.delete(row.user_id);
  };

  type SessionUser = NonNullable<Awaited<ReturnType<typeof users.findSessionUser>>>;
  /** Session rows by user id with the (monotonic) time they were read; oldest first. */
  const sessions = new Map<string, { user: SessionUser; readAt: number }>();

  const sessionUser = async (id: string): Promise<SessionUser | undefined> => {
    const cached = sessions.get(id);
    if (cached && performance.now() - cached.readAt < SESSION_CACHE_MS) return cached.user;
    const user = await users.findSessionUser(db, id);
    sessions.delete(id);
    if (!user) return undefined;
    sessions.set(id, { user, readAt: performance.now() });
    if (sessions.size > SESSION_CACHE_SIZE) sessions.delete(sessions.keys().next().value ?? id);
    return user;
  };

  /** The user behind a bearer token, if the token is valid and the account still accepts it. */
  const authenticate = async (bearer: string): Promise<AuthUser | undefined> => {
    const claims = tokens.verify(bearer);
    if (!claims) return undefined;
    const user = await sessionUser(claims.sub);
    if (!user || claims.iat * 1000 < user.tokens_valid_after.getTime()) return undefined;
    const at = now();
    if (!user.last_seen_at || at.getTime() - user.last_seen_at.getTime() >= users.LAST_SEEN_EVERY_MS) {
      user.last_seen_at = at;
      await users.touchLastSeen(db, user.id, at);
    }
    return { sub: user.id, email: user.email, isAdmin: user.is_admin };
  };

  return { register, login, refresh, logout, requestPasswordReset, confirmPasswordReset, authenticate };
};

export type AuthService = ReturnType<typeof createAuthService>;
