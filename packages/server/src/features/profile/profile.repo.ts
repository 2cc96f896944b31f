import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CompanyProfileBody } from '@atelier/core';
import type { CompanyProfilesTable, Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export type CompanyProfileRow = Selectable<CompanyProfilesTable>;

export const findProfile = (db: Db, userId: string): Promise<CompanyProfileRow | undefined> =>
  db.selectFrom('company_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const upsertProfile = (db: Db, { userId, profile, at }: { userId: string; profile: CompanyProfileBody; at: Date }): Promise<CompanyProfileRow> =>
  db
    .insertInto('company_profiles')
    .values({ ...profile, user_id: userId, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...profile, updated_at: at }))
    .returningAll()
    .executeTakeFirstOrThrow();

/** The facts behind the first steps, in one statement. */
export const firstStepsFacts = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select((eb) => [
      'users.first_steps_dismissed_at',
      eb.exists(eb.selectFrom('company_profiles').select('user_id').where('company_profiles.user_id', '=', userId)).as('profile_filled'),
      eb.exists(eb.selectFrom('documents').select('id').where('documents.user_id', '=', userId)).as('document_saved'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();

export const dismissFirstSteps = (db: Db, { userId, at }: { userId: string; at: Date }) =>
  db.updateTable('users').set({ first_steps_dismissed_at: at }).where('id', '=', userId).where('first_steps_dismissed_at', 'is', null).execute();
