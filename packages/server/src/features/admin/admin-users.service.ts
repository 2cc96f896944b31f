import type { Kysely } from 'kysely';
import type { AdminUserDto, TrialExtensionBody } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { AccountService } from '../account/index.js';
import type { UsersService } from '../auth/index.js';
import type { SubscriptionsService } from '../billing/index.js';
import * as repo from './admin-users.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const createAdminUsersService = ({
  db,
  subscriptions,
  now,
  forgetBusiness,
  users,
  account,
}: {
  db: Kysely<Database>;
  subscriptions: SubscriptionsService;
  users: Pick<UsersService, 'withBusiness'>;
  account: Pick<AccountService, 'setTrialEndsAt'>;
  now: () => Date;
  /** Drops the cached session rows of the business's members, so that its payment-required states follow at once. */
  forgetBusiness: (businessId: string) => void;
}) => {
  const list = async (query: { search?: string | undefined; skip: number; limit: number }): Promise<{ total: number; users: AdminUserDto[] }> => {
    const search = query.search || undefined;
    const [rows, total] = await Promise.all([repo.listUsers(db, { search, skip: query.skip, limit: query.limit }), repo.countUsers(db, search)]);
    const current = await subscriptions.currentFor(rows.flatMap((row) => (row.business_id ? [row.business_id] : [])));
    return {
      total,
      users: rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        role: row.business_id ? row.role : null,
        business: row.business_id ? { id: row.business_id, name: row.business_name ?? '' } : null,
        created_at: row.created_at.toISOString(),
        trial_ends_at: row.trial_ends_at ? row.trial_ends_at.toISOString() : null,
        last_seen_at: row.last_seen_at ? row.last_seen_at.toISOString() : null,
        allocated_forms: Number(row.allocated_forms ?? 0),
        subscription: (row.business_id ? current.get(row.business_id) : undefined) ?? null,
      })),
    };
  };

  /**
   * The trial of the user's business: a given last day (the trial then ends when the next day
   * starts), or N more days from its end (from now once it is over).
   */
  const extendTrial = async (userId: string, body: TrialExtensionBody): Promise<{ trial_ends_at: string }> => {
    const user = await users.withBusiness(userId);
    if (!user || user.is_admin || !user.business_id || !user.trial_ends_at) throw new AppError('user_not_found');
    const from = Math.max(user.trial_ends_at.getTime(), now().getTime());
    const endsAt = body.ends_on === undefined ? new Date(from + (body.days ?? 0) * DAY_MS) : new Date(Date.parse(`${body.ends_on}T00:00:00Z`) + DAY_MS);
    if (!(await account.setTrialEndsAt(user.business_id, endsAt))) throw new AppError('user_not_found');
    forgetBusiness(user.business_id);
    return { trial_ends_at: endsAt.toISOString() };
  };

  return { list, extendTrial };
};

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
