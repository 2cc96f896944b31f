import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail, hasAdmin, insertUser } from './users.repo.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@atelier.local';

export type FirstAdmin = { email: string; generatedPassword: string | undefined };

/**
 * On a database without any admin, creates one from ADMIN_EMAIL/ADMIN_PASSWORD, or with a
 * generated strong password that the caller prints once. Returns undefined when an admin exists.
 */
export const ensureFirstAdmin = async (
  db: Kysely<Database>,
  { email = DEFAULT_ADMIN_EMAIL, password }: { email?: string | undefined; password?: string | undefined },
): Promise<FirstAdmin | undefined> => {
  if (await hasAdmin(db)) return undefined;
  const generatedPassword = password ? undefined : randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password ?? generatedPassword ?? '');
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await db.updateTable('users').set({ is_admin: true, password_hash: passwordHash }).where('id', '=', existing.id).execute();
  } else {
    const now = new Date();
    await insertUser(db, {
      id: newId(now),
      email: email.toLowerCase(),
      password_hash: passwordHash,
      is_admin: true,
      created_at: now,
      tokens_valid_after: new Date(0),
    });
  }
  return { email: email.toLowerCase(), generatedPassword };
};
