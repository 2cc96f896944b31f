import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  ACCOUNT_DELETION_TTL_MS,
  BILLING_RETENTION_YEARS,
  normalizeLocale,
  type AccountDeletedDto,
  type AccountDeletionRequestBody,
  type Locale,
} from '@atelier/core';
import type { Config } from '../../config.js';
import { newId } from '../../db/ids.js';
import type { Database, DeletedAccountBilling } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import type { CounterStore } from '../../infra/counter-store.js';
import { createRateLimiter } from '../../infra/rate-limit.js';
import { accountDeletedMail, confirmDeletionMail } from '../../mail/account-deletion-mails.js';
import type { Mailer } from '../../mail/mailer.js';
import { type AuthService, type UsersService, verifyPassword } from '../auth/index.js';
import * as repo from './account-deletion.repo.js';

/** Deletion requests per owner and hour: every call counts, so the password cannot be guessed here. */
const REQUEST_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };
/** Confirmations per client IP and hour (each token is 256 random bits; this keeps scanners slow). */
const CONFIRM_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 };

const RETENTION_SOURCE =
  'Legea contabilității nr. 82/1991 (republicată), art. 25 alin. (1); OMFP 2634/2015, secțiunea C: 10 ani de la încheierea exercițiului financiar (verificat 25.11.2026)';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type BilledPeriod = Awaited<ReturnType<typeof repo.listBilledPeriods>>[number];

/** The operator's accounting record of what it billed: kept 10 years after the end of the year of the last billed period. */
export const billingRecord = (periods: BilledPeriod[]): DeletedAccountBilling => {
  const last = periods.at(-1)?.created_at;
  return {
    retention: { years: BILLING_RETENTION_YEARS, until: last ? `${last.getUTCFullYear() + BILLING_RETENTION_YEARS}-12-31` : null, source: RETENTION_SOURCE },
    periods: periods.map((p) => ({
      starts_at: p.starts_at.toISOString(),
      ends_at: p.ends_at.toISOString(),
      billed_at: p.created_at.toISOString(),
      applications: p.applications,
      addons: { registry_integration: p.registry_integration, entry_sheet: p.entry_sheet, logo: p.logo, logo_one_off: p.logo_one_off },
      price_net: p.price_net,
      price_vat: p.price_vat,
      price_gross: p.price_gross,
      one_off_net: p.one_off_net,
      one_off_vat: p.one_off_vat,
      one_off_gross: p.one_off_gross,
    })),
  };
};

export type AccountDeletionDeps = {
  db: Kysely<Database>;
  auth: Pick<AuthService, 'forgetUser'>;
  users: Pick<UsersService, 'byId'>;
  counters: CounterStore;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  /** The operator's address the e-mails name (configured, else saved by the admin). */
  operatorEmail: () => Promise<string | undefined>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Drops the live presence of these users (their open tabs leave the admin's list at once). */
  forgetPresence: (userIds: string[]) => Promise<void>;
  /** Removes export ZIPs whose rows are gone (the business's went with it by cascade). */
  removeOrphanExports: () => Promise<unknown>;
};

type Erasure = { by: 'owner' } | { by: 'admin'; adminId: string; reason: string };
/** The business to delete, and the language of the owner's notice. */
type Target = { businessId: string; locale: Locale };

/** Deleting a business account (issue 14): the owner with password + e-mailed link, or an admin on request. */
export const createAccountDeletionService = ({ db, auth, users, counters, mailer, config, operatorEmail, now, log, forgetPresence, removeOrphanExports }: AccountDeletionDeps) => {
  const requestLimiter = createRateLimiter(counters, 'account:delete', REQUEST_LIMIT);
  const confirmLimiter = createRateLimiter(counters, 'account:delete-confirm', CONFIRM_LIMIT);

  const send = async (to: string, message: { subject: string; text: string }, link?: string) => {
    try {
      await mailer.send({ to, ...message, ...(link ? { link } : {}) });
    } catch (error) {
      log.error({ err: error, to }, 'account deletion mail could not be sent');
    }
  };

  /** The owner asks, with the password: a link to confirm goes to the owner's address. Nothing is deleted yet. */
  const request = async (scope: RequestScope, body: AccountDeletionRequestBody): Promise<void> => {
    if (scope.role !== 'owner') throw new AppError('owner_only');
    await requestLimiter.hit(scope.userId);
    const user = await users.byId(scope.userId);
    if (!user) throw new AppError('unauthorized');
    if (!(await verifyPassword(user.password_hash, body.password))) {
      throw new AppError('wrong_password', { details: [{ path: 'password', message: 'is not the password of this account' }] });
    }
    const token = randomBytes(32).toString('base64url');
    const locale = normalizeLocale(body.locale);
    const at = now();
    await repo.insertDeletionRequest(db, {
      id: newId(at),
      business_id: scope.businessId,
      user_id: user.id,
      token_hash: sha256(token),
      locale,
      created_at: at,
      expires_at: new Date(at.getTime() + ACCOUNT_DELETION_TTL_MS),
    });
    const link = `${config.publicUrl}/account/delete/${encodeURIComponent(token)}`;
    await send(user.email, confirmDeletionMail(locale, link), link);
  };

  /**
   * Deletes the business `find` names inside one transaction (undefined: nothing to delete) and
   * writes the billing record; then forgets its people's sessions and presence and tells the owner.
   */
  const erase = async (find: (trx: Transaction<Database>) => Promise<Target | undefined>, how: Erasure, missing: AppError): Promise<AccountDeletedDto> => {
    const at = now();
    const done = await db.transaction().execute(async (trx) => {
      const target = await find(trx);
      if (!target || !(await repo.lockBusiness(trx, target.businessId))) return undefined;
      const { businessId, locale } = target;
      const members = await repo.listMembers(trx, businessId);
      const billing = billingRecord(await repo.listBilledPeriods(trx, businessId));
      const documents = await repo.countDocuments(trx, businessId);
      await repo.deleteBusiness(trx, { businessId, memberIds: members.map((m) => m.id) });
      await repo.insertDeletedAccount(trx, {
        id: newId(at),
        business_id: businessId,
        deleted_at: at,
        deleted_by: how.by,
        admin_id: how.by === 'admin' ? how.adminId : null,
        reason: how.by === 'admin' ? how.reason : '',
        billing,
      });
      return { businessId, locale, members, billing, documents };
    });
    if (!done) throw missing;
    const ids = done.members.map((m) => m.id);
    ids.forEach((id) => auth.forgetUser(id));
    await forgetPresence(ids).catch((error: unknown) => log.warn({ err: error }, 'presence of a deleted account not cleared'));
    // Its export ZIPs now have no row: removed at once rather than at the next sweep.
    await removeOrphanExports().catch((error: unknown) => log.warn({ err: error }, 'export files of a deleted account not removed'));
    const owner = done.members.find((m) => m.role === 'owner');
    if (owner) await send(owner.email, accountDeletedMail(done.locale, done.billing.retention.until, await operatorEmail()));
    log.info({ businessId: done.businessId, by: how.by, members: ids.length, documents: done.documents }, 'business account deleted');
    return {
      business_id: done.businessId,
      deleted_at: at.toISOString(),
      deleted_by: how.by,
      members_removed: ids.length,
      documents_removed: done.documents,
      billing_periods_kept: done.billing.periods.length,
      billing_kept_until: done.billing.retention.until,
    };
  };

  /** The link's page: deletes the business the token was issued for (single use, within the hour). */
  const confirm = async (token: string, ip: string): Promise<AccountDeletedDto> => {
    await confirmLimiter.hit(ip);
    return erase(
      async (trx) => {
        // The business row first, then the request row: the order an admin's deletion takes them
        // in (its cascade deletes the request), so the two cannot deadlock.
        const pending = await repo.findDeletionRequest(trx, sha256(token));
        if (!pending || !(await repo.lockBusiness(trx, pending.business_id))) return undefined;
        const claimed = await repo.claimDeletionRequest(trx, sha256(token), now());
        return claimed && { businessId: claimed.business_id, locale: normalizeLocale(claimed.locale) };
      },
      { by: 'owner' },
      new AppError('invalid_token'),
    );
  };

  /** An admin deletes the business of account `userId` at once (the owner asked by other means). */
  const eraseByAdmin = async ({ adminId, userId, reason }: { adminId: string; userId: string; reason: string }): Promise<AccountDeletedDto> => {
    const user = await users.byId(userId);
    const businessId = user && !user.is_admin ? user.business_id : null;
    if (!businessId) throw new AppError('user_not_found', { message: 'No account with a business has this id' });
    return erase(async () => ({ businessId, locale: 'ro' }), { by: 'admin', adminId, reason }, new AppError('user_not_found'));
  };

  return { request, confirm, eraseByAdmin };
};

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
