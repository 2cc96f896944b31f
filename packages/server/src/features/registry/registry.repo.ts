import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Locale } from '@atelier/core';
import { activeAddons } from '../billing/index.js';
import { localizedText } from '../forms/index.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Whether the business has the registry application allocated, and whether its active subscription has the add-on. */
export const findAccess = async (db: Db, { businessId, formKey, at }: { businessId: string; formKey: string; at: Date }) => {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('form_access')
            .innerJoin('forms', 'forms.id', 'form_access.form_id')
            .select('form_access.form_id')
            .where('form_access.business_id', '=', businessId)
            .where('forms.key', '=', formKey)
            .where('forms.deleted_at', 'is', null),
        )
        .as('allocated'),
      sql<boolean>`coalesce((${activeAddons(db, businessId, at).clearSelect().select('registry_integration')}), false)`.as('addon'),
    ])
    .executeTakeFirstOrThrow();
  return { allocated: row.allocated === true, addon: row.addon === true };
};

export const findAccount = (db: Db, businessId: string) =>
  db.selectFrom('registry_accounts').selectAll().where('business_id', '=', businessId).executeTakeFirst();

export const upsertCredentials = (
  db: Db,
  row: { business_id: string; credentials_enc: Buffer; credentials_key_id: string; session_enc: Buffer; session_key_id: string; session_expires_at: Date; created_by: string; at: Date },
) =>
  db
    .insertInto('registry_accounts')
    .values({
      business_id: row.business_id,
      credentials_enc: row.credentials_enc,
      credentials_key_id: row.credentials_key_id,
      session_enc: row.session_enc,
      session_key_id: row.session_key_id,
      session_expires_at: row.session_expires_at,
      status: 'working',
      last_checked_at: row.at,
      created_by: row.created_by,
      created_at: row.at,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.column('business_id').doUpdateSet({
        credentials_enc: row.credentials_enc,
        credentials_key_id: row.credentials_key_id,
        session_enc: row.session_enc,
        session_key_id: row.session_key_id,
        session_expires_at: row.session_expires_at,
        status: 'working',
        last_checked_at: row.at,
        last_error: null,
        // Another account may see other codes: load them again.
        codes: null,
        codes_fetched_at: null,
        created_by: row.created_by,
        updated_at: row.at,
      }),
    )
    .execute();

export const deleteAccount = async (db: Db, businessId: string): Promise<boolean> =>
  ((await db.deleteFrom('registry_accounts').where('business_id', '=', businessId).executeTakeFirst()).numDeletedRows ?? 0n) > 0n;

/** A login's outcome: the new session (or none), and the check's result. */
export const recordCheck = (
  db: Db,
  businessId: string,
  check: { status: 'working' | 'failing'; at: Date; error: string | null; session?: { enc: Buffer; keyId: string; expiresAt: Date } | null },
) =>
  db
    .updateTable('registry_accounts')
    .set({
      status: check.status,
      last_checked_at: check.at,
      last_error: check.error,
      ...(check.session === undefined
        ? {}
        : check.session === null
          ? { session_enc: null, session_key_id: null, session_expires_at: null }
          : { session_enc: check.session.enc, session_key_id: check.session.keyId, session_expires_at: check.session.expiresAt }),
      updated_at: check.at,
    })
    .where('business_id', '=', businessId)
    .execute();

export const saveCodes = (db: Db, businessId: string, codes: unknown, at: Date) =>
  db.updateTable('registry_accounts').set({ codes: JSON.stringify(codes), codes_fetched_at: at }).where('business_id', '=', businessId).execute();

/** Documents of the business that carry a vehicle (a plate or a VIN among their facts). */
export const findVehicleDocument = (db: Db, businessId: string, documentId: string) =>
  db
    .selectFrom('documents')
    .select(['id', 'number', 'facts', 'created_at'])
    .where('business_id', '=', businessId)
    .where('id', '=', documentId)
    .executeTakeFirst();

/** The registry records of the business's documents among `ids` (those sent or tried), oldest send first. */
export const recordsOf = (db: Db, businessId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('registry_records')
        .select(['document_id', 'state', 'autopass_id', 'sent_at', 'last_error_code', 'last_error'])
        .where('business_id', '=', businessId)
        .where('document_id', 'in', [...ids])
        .orderBy('updated_at')
        .execute();

export const findRecord = (db: Db, businessId: string, documentId: string) =>
  db.selectFrom('registry_records').selectAll().where('business_id', '=', businessId).where('document_id', '=', documentId).executeTakeFirst();

/**
 * Starts a send of a new record: keeps what is sent, and hands out the attempt's idempotency key.
 * A key left by an attempt whose answer never came is kept (coalesce), so a retry, or two sends at
 * once, present the same key and the registry makes one record.
 */
export const beginSubmit = async (db: Db, row: { document_id: string; business_id: string; payload: Record<string, unknown>; at: Date }): Promise<string> => {
  const payload = JSON.stringify(row.payload);
  const result = await db
    .insertInto('registry_records')
    .values({
      document_id: row.document_id,
      business_id: row.business_id,
      state: 'pending',
      payload,
      pending_key: sql<string>`'atelier-' || ${row.document_id}::text || '-1'`,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.column('document_id').doUpdateSet({
        payload,
        pending_key: sql<string>`coalesce(registry_records.pending_key, 'atelier-' || registry_records.document_id || '-' || (registry_records.attempts + 1))`,
        updated_at: row.at,
      }),
    )
    .returning('pending_key')
    .executeTakeFirstOrThrow();
  return result.pending_key ?? '';
};

/** Keeps the data of an update being sent (so a failed one loses nothing typed). */
export const saveDraft = (db: Db, documentId: string, payload: Record<string, unknown>, at: Date) =>
  db.updateTable('registry_records').set({ payload: JSON.stringify(payload), updated_at: at }).where('document_id', '=', documentId).execute();

export const recordAccepted = (db: Db, documentId: string, autopassId: string, at: Date) =>
  db
    .updateTable('registry_records')
    .set({ autopass_id: autopassId, state: 'sent', last_error_code: null, last_error: null, pending_key: null, attempts: sql`attempts + 1`, sent_at: at, updated_at: at })
    .where('document_id', '=', documentId)
    .execute();

/**
 * A try that failed. `definitive` (the registry answered no): the next try gets a new key. Otherwise
 * (unreachable, timed out) the key stays for the retry. A record already in the registry stays sent.
 */
export const recordFailed = (db: Db, documentId: string, failure: { code: string; message: string; definitive: boolean; at: Date }) =>
  db
    .updateTable('registry_records')
    .set({
      state: sql`case when autopass_id is null then 'failed' else 'sent' end`,
      last_error_code: failure.code,
      last_error: failure.message,
      ...(failure.definitive ? { pending_key: null, attempts: sql`attempts + 1` } : {}),
      updated_at: failure.at,
    })
    .where('document_id', '=', documentId)
    .execute();

export const insertSend = (
  db: Db,
  row: {
    id: string;
    business_id: string;
    document_id: string | null;
    created_by: string;
    created_at: Date;
    action: 'submit' | 'update';
    idempotency_key: string | null;
    request: Record<string, unknown>;
    outcome: string;
    response: unknown;
    autopass_id: string | null;
  },
) =>
  db
    .insertInto('registry_sends')
    .values({ ...row, request: JSON.stringify(row.request), response: row.response === undefined ? null : JSON.stringify(row.response) })
    .execute();

export const listSends = (db: Db, businessId: string, documentId: string) =>
  db.selectFrom('registry_sends').selectAll().where('business_id', '=', businessId).where('document_id', '=', documentId).orderBy('created_at').orderBy('id').execute();

const hasVehicle = sql<boolean>`(documents.facts ? 'vehicle.plate' or documents.facts ? 'vehicle.vin')`;

/** The business's documents that carry a vehicle, newest first, with their registry record; filtered by state and text. */
export const listVehicleDocuments = async (
  db: Db,
  { businessId, state, q, skip, limit, locale }: { businessId: string; state?: 'not_sent' | 'sent' | 'failed'; q?: string; skip: number; limit: number; locale: Locale },
) => {
  let query = db
    .selectFrom('documents')
    .innerJoin('forms', 'forms.id', 'documents.form_id')
    .innerJoin('form_versions', (join) => join.onRef('form_versions.form_id', '=', 'documents.form_id').onRef('form_versions.version', '=', 'documents.form_version'))
    .leftJoin('registry_records', 'registry_records.document_id', 'documents.id')
    .where('documents.business_id', '=', businessId)
    .where(hasVehicle);
  if (state === 'sent') query = query.where('registry_records.state', '=', 'sent');
  if (state === 'failed') query = query.where('registry_records.state', 'in', ['failed', 'pending']);
  if (state === 'not_sent') query = query.where('registry_records.document_id', 'is', null);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/[\s.-]/g, '')}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`replace(coalesce(documents.facts ->> 'vehicle.plate', ''), ' ', '')`, 'ilike', like),
        eb(sql`coalesce(documents.facts ->> 'vehicle.vin', '')`, 'ilike', like),
        eb('documents.number', 'ilike', `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      ]),
    );
  }
  const total = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'documents.id',
      'documents.number',
      'documents.form_id',
      'documents.facts',
      'documents.created_at',
      localizedText(locale, 'title').as('form_title'),
      'registry_records.state',
      'registry_records.autopass_id',
      'registry_records.sent_at',
      'registry_records.last_error_code',
      'registry_records.last_error',
      'registry_records.payload',
    ])
    .orderBy('documents.created_at', 'desc')
    .orderBy('documents.id', 'desc')
    .offset(skip)
    .limit(limit)
    .execute();
  return { rows, total: Number(total.n) };
};

/** Every sealed value and its key id, for the key rotation. */
export const listSealed = (db: Db) =>
  db.selectFrom('registry_accounts').select(['business_id', 'credentials_enc', 'credentials_key_id', 'session_enc', 'session_key_id']).execute();

export const resealAccount = (
  db: Db,
  businessId: string,
  values: { credentials_enc: Buffer; credentials_key_id: string; session_enc: Buffer | null; session_key_id: string | null },
) =>
  db
    .updateTable('registry_accounts')
    .set({ ...values, ...(values.session_enc === null ? { session_expires_at: null } : {}) })
    .where('business_id', '=', businessId)
    .execute();
