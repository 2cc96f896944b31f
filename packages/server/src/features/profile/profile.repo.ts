import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CompanyProfileBody } from '@atelier/core';
import type { CompanyProfilesTable, Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export type CompanyProfileRow = Selectable<CompanyProfilesTable>;

export const findProfile = (db: Db, businessId: string): Promise<CompanyProfileRow | undefined> =>
  db.selectFrom('company_profiles').selectAll().where('business_id', '=', businessId).executeTakeFirst();

export const upsertProfile = (db: Db, { businessId, profile, at }: { businessId: string; profile: CompanyProfileBody; at: Date }): Promise<CompanyProfileRow> =>
  db
    .insertInto('company_profiles')
    .values({ ...profile, business_id: businessId, updated_at: at })
    .onConflict((oc) => oc.column('business_id').doUpdateSet({ ...profile, updated_at: at }))
    .returningAll()
    .executeTakeFirstOrThrow();

/** The business is named as its company (invitations, the admin's lists show it). */
export const setBusinessName = (db: Db, { businessId, name }: { businessId: string; name: string }) =>
  db.updateTable('businesses').set({ name }).where('id', '=', businessId).execute();

/** The facts behind the first steps, in one statement: the business's profile and documents, the user's own dismissal. */
export const firstStepsFacts = (db: Db, { userId, businessId }: { userId: string; businessId: string }) =>
  db
    .selectFrom('users')
    .select((eb) => [
      'users.first_steps_dismissed_at',
      eb.exists(eb.selectFrom('company_profiles').select('business_id').where('company_profiles.business_id', '=', businessId)).as('profile_filled'),
      eb.exists(eb.selectFrom('documents').select('id').where('documents.business_id', '=', businessId)).as('document_saved'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();

export const dismissFirstSteps = (db: Db, { userId, at }: { userId: string; at: Date }) =>
  db.updateTable('users').set({ first_steps_dismissed_at: at }).where('id', '=', userId).where('first_steps_dismissed_at', 'is', null).execute();
