import { sql, type Kysely, type Transaction } from 'kysely';
import { FORM_ADDONS, type FormAddon, type Locale } from '@atelier/core';
import type { Database, FormRow } from '../../db/schema.js';
import { executePrepared } from '../../db/prepared.js';
import { activeAddons } from '../billing/index.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Title and description in `locale`, read from the current definition's translations the way core's
 * localizeDefinition does: the definition's own language, or an untranslated text, keeps the stored one.
 */
export const localizedText = (locale: Locale, field: 'title' | 'description') =>
  sql<string>`case when coalesce(form_versions.definition ->> 'locale', 'ro') = ${locale} then forms.${sql.ref(field)}
    else coalesce(nullif(form_versions.definition -> 'translations' -> ${locale}::text ->> ${field}::text, ''), forms.${sql.ref(field)}) end`;

/** Whether the form's add-on is in the user's active subscription (`addons`, joined below). */
export const includedByAddon = sql<boolean>`coalesce(case forms.addon ${sql.join(
  FORM_ADDONS.map((addon) => sql`when ${addon} then addons.${sql.ref(addon)}`),
  sql` `,
)} end, false)`;

/**
 * Live forms with the user's allocation and the add-ons of the user's subscription active at `at`
 * (an uncorrelated row at most), so access is decided in one query.
 */
const formsWithAccess = (db: Db, businessId: string, at: Date) =>
  db
    .selectFrom('forms')
    .leftJoin('form_access', (join) => join.onRef('form_access.form_id', '=', 'forms.id').on('form_access.business_id', '=', businessId))
    .leftJoin(activeAddons(db, businessId, at).as('addons'), (join) => join.onTrue())
    .selectAll('forms')
    .select([sql<boolean>`form_access.business_id is not null`.as('allocated'), includedByAddon.as('included')])
    .where('forms.deleted_at', 'is', null);

export type FormAccessRow = FormRow & { allocated: boolean; included: boolean };

/**
 * A live (not deleted) form, whether it is allocated to the user and whether an add-on of the
 * user's subscription active at `at` includes it, in one query.
 */
export const findFormForUser = async (db: Db, { businessId, id, at }: { businessId: string; id: string; at: Date }): Promise<FormAccessRow | undefined> =>
  (await executePrepared(db, formsWithAccess(db, businessId, at).where('forms.id', '=', id).compile())).rows[0];

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

/**
 * The forms a user may use: allocated to them, included with an add-on of their subscription
 * active at `at`, plus every public one; deleted ones excluded.
 */
export const listFormsForUser = (db: Db, { businessId, locale, at }: { businessId: string; locale: Locale; at: Date }) =>
  formsWithAccess(db, businessId, at)
    .innerJoin('form_versions', (join) => join.onRef('form_versions.form_id', '=', 'forms.id').onRef('form_versions.version', '=', 'forms.current_version'))
    .select([localizedText(locale, 'title').as('local_title'), localizedText(locale, 'description').as('local_description')])
    .where((eb) => eb.or([eb('forms.is_public', '=', true), eb('form_access.business_id', 'is not', null), includedByAddon]))
    .orderBy('forms.category')
    .orderBy('local_title')
    .execute();

/** Every live form with its current definition (JSON, parsed by the caller): what the catalogue's index is built from. */
export const listCatalogSources = (db: Db) =>
  db
    .selectFrom('forms')
    .innerJoin('form_versions', (join) => join.onRef('form_versions.form_id', '=', 'forms.id').onRef('form_versions.version', '=', 'forms.current_version'))
    .select(['forms.id', 'forms.key', 'forms.category', 'forms.is_public', 'forms.addon', 'forms.current_version', 'form_versions.definition'])
    .where('forms.deleted_at', 'is', null)
    .execute();

/**
 * What changes whenever the catalogue does (a form created, given a new version, deleted or
 * restored): one small aggregate, so every instance notices another's change on its next read.
 */
export const catalogStamp = async (db: Db): Promise<string> => {
  const row = await db
    .selectFrom('forms')
    .select((eb) => [
      eb.fn.countAll<string>().as('forms'),
      eb.fn.count<string>('deleted_at').as('deleted'),
      eb.fn.sum<string>('current_version').as('versions'),
      eb.fn.max('updated_at').as('updated'),
      eb.fn.max('deleted_at').as('deleted_at'),
    ])
    .executeTakeFirstOrThrow();
  const time = (d: Date | string | null) => (d === null ? '' : new Date(d).toISOString());
  return [row.forms, row.deleted, row.versions, time(row.updated), time(row.deleted_at)].join('|');
};

/** A live form by id (no access check: admin paths). */
export const findLiveForm = (db: Db, id: string): Promise<FormRow | undefined> =>
  db.selectFrom('forms').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();

type FormFields = { title: string; description: string; category: string; is_public: boolean; addon: FormAddon | null; updated_at: Date };

export const insertForm = (db: Db, row: FormFields & { id: string; key: string; current_version: number }) =>
  db.insertInto('forms').values(row).execute();

export const updateFormCurrent = (db: Db, id: string, row: FormFields & { current_version: number }) =>
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

export const grantAccess = (db: Db, businessId: string, formId: string) =>
  db.insertInto('form_access').values({ business_id: businessId, form_id: formId }).onConflict((oc) => oc.doNothing()).execute();

export const revokeAccess = (db: Db, businessId: string, formId: string) =>
  db.deleteFrom('form_access').where('business_id', '=', businessId).where('form_id', '=', formId).execute();

/** A form, deleted or not, of which the user has a document made with `version`. */
export const findFormOfOwnDocuments = (db: Db, { businessId, id, version }: { businessId: string; id: string; version: number }): Promise<FormRow | undefined> =>
  db
    .selectFrom('forms')
    .selectAll()
    .where('id', '=', id)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('documents').select('documents.id').where('documents.business_id', '=', businessId).where('documents.form_id', '=', id).where('documents.form_version', '=', version)),
    )
    .executeTakeFirst();

/** The catalogue's fingerprint the last full publish recorded (migration 047), if any. */
export const findCatalogFingerprint = async (db: Db): Promise<string | undefined> =>
  (await db.selectFrom('catalog_seeded').select('fingerprint').executeTakeFirst())?.fingerprint;

/** Records the catalogue just published in full. */
export const saveCatalogFingerprint = async (db: Db, fingerprint: string, at: Date): Promise<void> => {
  await db
    .insertInto('catalog_seeded')
    .values({ fingerprint, seeded_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ fingerprint, seeded_at: at }))
    .execute();
};
