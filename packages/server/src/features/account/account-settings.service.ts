import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  EMAIL_CHANGE_TTL_MS,
  normalizeLocale,
  type EmailChangeRequestBody,
  type PasswordChangeBody,
  type UserDto,
} from '@atelier/core';
import type { Config } from '../../config.js';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { CounterStore } from '../../infra/counter-store.js';
import { createRateLimiter } from '../../infra/rate-limit.js';
import type { Mailer } from '../../mail/mailer.js';
import { confirmEmailMail, emailChangedMail, passwordChangedMail } from '../../mail/templates.js';
import { type AuthService, type AuthUser, type UsersService, hashPassword, toUserDto, verifyPassword } from '../auth/index.js';
import * as changes from './email-changes.repo.js';

/** Changes per account and hour: every call counts, so the current password cannot be guessed here. */
const CHANGE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };
/** Confirmation links opened per client IP and hour (each is 256 random bits; this only keeps scanners slow). */
const CONFIRM_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type AccountSettingsDeps = {
  db: Kysely<Database>;
  auth: Pick<AuthService, 'endSessions' | 'forgetUser'>;
  users: Pick<UsersService, 'byId' | 'byEmail' | 'withBusiness' | 'setPassword'>;
  counters: CounterStore;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  /** The operator's address the e-mails name (configured, else saved by the admin); none, they say whom to turn to. */
  operatorEmail: () => Promise<string | undefined>;
  now: () => Date;
  log: FastifyBaseLogger;
};

/** Change password and change e-mail from the account page (docs/security.md). */
export const createAccountSettingsService = ({ db, auth, users, counters, mailer, config, operatorEmail, now, log }: AccountSettingsDeps) => {
  const changeLimiter = createRateLimiter(counters, 'account:change', CHANGE_LIMIT);
  const confirmLimiter = createRateLimiter(counters, 'account:email-confirm', CONFIRM_LIMIT);

  const send = async (to: string, message: { subject: string; text: string }, link?: string) => {
    try {
      await mailer.send({ to, ...message, ...(link ? { link } : {}) });
    } catch (error) {
      log.error({ err: error, to }, 'account mail could not be sent');
    }
  };

  /** The signed-in user, after checking the password they typed: 403 wrong_password otherwise. */
  const withPassword = async (userId: string, password: string) => {
    await changeLimiter.hit(userId);
    const user = await users.byId(userId);
    if (!user) throw new AppError('unauthorized');
    if (!(await verifyPassword(user.password_hash, password))) {
      throw new AppError('wrong_password', { details: [{ path: 'current_password', message: 'is not the current password' }] });
    }
    return user;
  };

  /** New password; every other session of the account ends, the one that changed it stays. */
  const changePassword = async (who: AuthUser, body: PasswordChangeBody): Promise<void> => {
    const user = await withPassword(who.sub, body.current_password);
    await users.setPassword({ id: user.id, passwordHash: await hashPassword(body.new_password), tokensValidAfter: now() });
    await auth.endSessions(user.id, { keep: who.sid });
    await send(user.email, passwordChangedMail(normalizeLocale(body.locale), '', await operatorEmail()));
  };

  /** Mails a confirmation link to the new address; the account keeps its address until it is opened. */
  const requestEmailChange = async (who: AuthUser, body: EmailChangeRequestBody): Promise<void> => {
    const user = await withPassword(who.sub, body.current_password);
    if (body.new_email === user.email.toLowerCase()) {
      throw new AppError('validation_error', { details: [{ path: 'new_email', message: 'is already the address of this account' }] });
    }
    if (await users.byEmail(body.new_email)) throw new AppError('email_taken', { details: [{ path: 'new_email', message: 'is already registered' }] });
    const token = randomBytes(32).toString('base64url');
    const locale = normalizeLocale(body.locale);
    await changes.insertEmailChange(db, {
      id: newId(now()),
      user_id: user.id,
      new_email: body.new_email,
      locale,
      token_hash: sha256(token),
      expires_at: new Date(now().getTime() + EMAIL_CHANGE_TTL_MS),
    });
    const link = `${config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    await send(body.new_email, confirmEmailMail(locale, link), link);
  };

  /** Opens the link: the address changes, and the old address is told. Works signed in or not (the link is the proof). */
  const confirmEmailChange = async (token: string, ip: string): Promise<UserDto> => {
    await confirmLimiter.hit(ip);
    const at = now();
    const row = await changes.findEmailChangeByHash(db, sha256(token));
    if (!row || row.used_at || row.expires_at <= at) throw new AppError('invalid_token');
    const before = await users.withBusiness(row.user_id);
    if (!before) throw new AppError('invalid_token');
    await db.transaction().execute(async (trx) => {
      if (!(await changes.markEmailChangeUsed(trx, row.id, at))) throw new AppError('invalid_token');
      if (!(await changes.setEmail(trx, row.user_id, row.new_email))) {
        throw new AppError('email_taken', { details: [{ path: 'new_email', message: 'was registered by another account meanwhile' }] });
      }
    });
    auth.forgetUser(row.user_id);
    await send(before.email, emailChangedMail(normalizeLocale(row.locale), row.new_email, await operatorEmail()));
    return toUserDto({ ...before, email: row.new_email }, before.trial_ends_at);
  };

  return { changePassword, requestEmailChange, confirmEmailChange };
};

export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
