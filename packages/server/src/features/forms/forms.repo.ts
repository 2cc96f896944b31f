import { sql, type Kysely, type Transaction } from 'kysely';
import type { Locale } from '@atelier/core';
import type { Database, FormRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Title and description in `locale`, read from the current definition's translations the way core's
 * localizeDefinition does: the definition's own language, or an untranslated text, keeps the stored one.
 */
const localizedText = (locale: Locale, field: 'title' | 'description') =>
  sql<string>`case when coalesce(form_versions.definition ->> 'locale', 'ro') = ${locale} then forms.${sql.ref(field)}
    else coalesce(nullif(form_versions.definition -> 'translations' -> ${locale}::text ->> ${field}::text, ''), forms.${sql.ref(field)}) end`;

/** A live (not deleted) form and whether it is allocated to the user, in one query. */
export const findFormForUser = (db: Db, userId: string, id: string): Promise<(FormRow & { allocated: boolean }) | undefined> =>
  db
    .selectFrom('forms')
    .leftJoin('form_access', (join) => join.onRef('form_access.form_id', '=', 'forms.id').on('form_access.user_id', '=', userId))
    .selectAll('forms')
    .select(sql<boolean>`form_access.user_id is not null`.as('allocated'))
    .where('forms.id', '=', id)
    .where('forms.deleted_at', 'is', null)
    .executeTakeFirst();

/** A live form anyone may use without an account (public flag set, not deleted). */
export const findPublicForm = (db: Db, id: string): Promise<FormRow | undefined> =>
  db.selectFrom('forms').selectAll().where('id', '=', id).where('is_public', '=', true).where('deleted_at', 'is', null).executeTakeFirst();

/** The live public forms, with their texts in `locale` (as the user's list). */
export const listPublicForms = (db: Db, locale: Locale) =>
  db
    .selectFrom('forms')
    .innerJoin('form_versions', (join) => join.onRef('form_versions.form_id', '=', 'forms.id').onRef('form_versions.version', '=', 'forms.current_version'))
    .selectAll('forms')
    .select([localizedText(locale, 'title').as('local_title'), localizedText(locale, 'description').as('local_description')])
    .where('forms.is_public', '=', true)
    .where('forms.deleted_at', 'is', null)
    .orderBy('forms.category')
    .orderBy('local_title')
    .execute();

export const findFormByKey = (db: Db, key: string): Promise<FormRow | undefined> =>
  db.selectFrom('forms').selectAll().where('key', '=', key).executeTakeFirst();

export const findDefinition = async (db: Db, formId: string, version: number): Promise<unknown> =>
  (await db.selectFrom('form_versions').select('definition').where('form_id', '=', formId).where('version', '=', version).executeTakeFirst())
    ?.definition;

/** The forms a user may use: allocated to them, plus every public one; deleted ones excluded. */
export const listFormsForUser = (db: Db, userId: string, locale: Locale) =>
  db
    .selectFrom('forms')
    .innerJoin('form_versions', (join) => join.onRef('form_versions.form_id', '=', 'forms.id').onRef('form_versions.version', '=', 'forms.current_version'))
    .leftJoin('form_access', (join) => join.onRef('form_access.form_id', '=', 'forms.id').on('form_access.user_id', '=', userId))
    .selectAll('forms')
    .select([localizedText(locale, 'title').as('local_title'), localizedText(locale, 'description').as('local_description')])
    .select(sql<boolean>`form_access.user_id is not null`.as('allocated'))
    .where('forms.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('forms.is_public', '=', true), eb('form_access.user_id', 'is not', null)]))
    .orderBy('forms.category')
    .orderBy('local_title')
    .execute();

/** Every live application, public or not, with its texts in `locale` (the public catalogue). */
export const listCatalog = (db: Db, locale: Locale) =>
  db
    .selectFrom('forms')
    .innerJoin('form_versions', (join) => join.onRef('form_versions.form_id', '=', 'forms.id').onRef('form_versions.version', '=', 'forms.current_version'))
    .select(['forms.id', 'forms.key', 'forms.category', 'forms.is_public'])
    .select([localizedText(locale, 'title').as('title'), localizedText(locale, 'description').as('description')])
    .where('forms.deleted_at', 'is', null)
    .orderBy('forms.category')
    .orderBy('title')
    .execute();

/** A live form by id (no access check: admin paths). */
export const findLiveForm = (db: Db, id: string): Promise<FormRow | undefined> =>
  db.selectFrom('forms').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

export const insertForm = (db: Db, row: { id: string; key: string; current_version: number; title: string; description: string; category: string; is_public: boolean; updated_at: Date }) =>
  db.insertInto('forms').values(row).execute();

export const updateFormCurrent = (db: Db, id: string, row: { current_version: number; title: string; description: string; category: string; is_public: boolean; updated_at: Date }) =>
  db.updateTable('forms').set(row).where('id', '=', id).execute();

export const restoreForm = (db: Db, id: string, at: Date) => db.updateTable('forms').set({ deleted_at: null, updated_at: at }).where('id', '=', id).execute();

/** Soft delete: the form leaves the catalogue and users' lists; its versions stay for old documents. */
export const softDeleteForm = async (db: Db, id: string, at: Date): Promise<boolean> =>
  (await db.updateTable('forms').set({ deleted_at: at }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()).numUpdatedRows > 0n;

export const insertFormVersion = (db: Db, row: { form_id: string; version: number; definition: unknown }) =>
  db
    .insertInto('form_versions')
    .values({ form_id: row.form_id, version: row.version, definition: JSON.stringify(row.definition) })
    .onConflict((oc) => oc.columns(['form_id', 'version']).doNothing())
    .execute();

export const grantAccess = (db: Db, userId: string, formId: string) =>
  db.insertInto('form_access').values({ user_id: userId, form_id: formId }).onConflict((oc) => oc.doNothing()).execute();

export const revokeAccess = (db: Db, userId: string, formId: string) =>
  db.deleteFrom('form_access').where('user_id', '=', userId).where('form_id', '=', formId).execute();
