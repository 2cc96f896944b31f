import type { Kysely } from 'kysely';
import type { AdminUserDto } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import type { SubscriptionsService } from '../billing/subscriptions.service.js';
import * as repo from './admin-users.repo.js';

export const createAdminUsersService = ({ db, subscriptions }: { db: Kysely<Database>; subscriptions: SubscriptionsService }) => {
  const list = async (query: { search?: string | undefined; skip: number; limit: number }): Promise<{ total: number; users: AdminUserDto[] }> => {
    const search = query.search || undefined;
    const [rows, total] = await Promise.all([repo.listUsers(db, { search, skip: query.skip, limit: query.limit }), repo.countUsers(db, search)]);
    const current = await subscriptions.currentFor(rows.map((row) => row.id));
    return {
      total,
      users: rows.map((row) => ({
        id: row.id,
        email: row.email,
        created_at: row.created_at.toISOString(),
        trial_ends_at: row.trial_ends_at.toISOString(),
        last_seen_at: row.last_seen_at ? row.last_seen_at.toISOString() : null,
        allocated_forms: Number(row.allocated_forms ?? 0),
        subscription: current.get(row.id) ?? null,
      })),
    };
  };

  return { list };
};

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
