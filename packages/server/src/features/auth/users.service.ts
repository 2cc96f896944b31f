import type { Kysely, Transaction } from 'kysely';
import type { Database, NewUser } from '../../db/schema.js';
import * as repo from './users.repo.js';

/**
 * The users table as other features use it (account, team, billing, forms, admin): an account by
 * id or e-mail, with its business; a new password; a new account, in the caller's transaction when
 * given. Auth owns the table; the others go through this rather than through its repo.
 */
export const createUsersService = ({ db }: { db: Kysely<Database> }) => ({
  byId: (id: string) => repo.findUserById(db, id),
  byEmail: (email: string) => repo.findUserByEmail(db, email),
  withBusiness: (id: string) => repo.findUserWithBusiness(db, id),
  setPassword: (change: { id: string; passwordHash: string; tokensValidAfter: Date }) => repo.setPassword(db, change),
  /** Undefined when the e-mail is already taken (race-safe). */
  insert: (user: NewUser, trx: Kysely<Database> | Transaction<Database> = db) => repo.insertUser(trx, user),
});

export type UsersService = ReturnType<typeof createUsersService>;
