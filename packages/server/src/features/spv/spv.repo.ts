import { sql, type Expression, type Kysely, type Selectable, type SqlBool, type Updateable } from 'kysely';
import { normalizeLocale, type Locale, type SpvConnectionFailure, type SpvHistoryState } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import type { SpvConnectionsTable, SpvUploadState, SpvUploadsTable } from '../../db/schema-spv.js';

type Db = Kysely<Database>;
export type ConnectionRow = Selectable<SpvConnectionsTable>;
export type UploadRow = Selectable<SpvUploadsTable>;

export const OPEN_STATES: readonly SpvUploadState[] = ['to_send', 'sent', 'processing'];

// Connections and settings

export const findConnection = (db: Db, businessId: string): Promise<ConnectionRow | undefined> =>
  db.selectFrom('spv_connections').selectAll().where('business_id', '=', businessId).executeTakeFirst();

export const hasConnection = async (db: Db, businessId: string): Promise<boolean> =>
  (await db.selectFrom('spv_connections').select('business_id').where('business_id', '=', businessId).executeTakeFirst()) !== undefined;

export type SealedTokens = { access_enc: Buffer; refresh_enc: Buffer; key_id: string; access_expires_at: Date; refresh_expires_at: Date };

export const saveConnection = (db: Db, row: SealedTokens & { business_id: string; connected_by: string; at: Date }) =>
  db
    .insertInto('spv_connections')
    .values({
      business_id: row.business_id,
      access_enc: row.access_enc,
      refresh_enc: row.refresh_enc,
      key_id: row.key_id,
      access_expires_at: row.access_expires_at,
      refresh_expires_at: row.refresh_expires_at,
      status: 'connected',
      last_error_code: null,
      last_error: null,
      connected_by: row.connected_by,
      connected_at: row.at,
      refreshed_at: null,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.column('business_id').doUpdateSet((eb) => ({
        access_enc: eb.ref('excluded.access_enc'),
        refresh_enc: eb.ref('excluded.refresh_enc'),
        key_id: eb.ref('excluded.key_id'),
        access_expires_at: eb.ref('excluded.access_expires_at'),
        refresh_expires_at: eb.ref('excluded.refresh_expires_at'),
        status: 'connected',
        last_error_code: null,
        last_error: null,
        connected_by: eb.ref('excluded.connected_by'),
        connected_at: eb.ref('excluded.connected_at'),
        refreshed_at: null,
        updated_at: eb.ref('excluded.updated_at'),
        // Connected again: a next failure is told again.
        disconnect_mailed_at: null,
      })),
    )
    .execute();

/** New tokens after a refresh (or a rotation of the key they are sealed under). */
export const replaceTokens = (db: Db, businessId: string, tokens: SealedTokens, { at, refreshed }: { at: Date; refreshed: boolean }) =>
  db
    .updateTable('spv_connections')
    .set({ ...tokens, updated_at: at, ...(refreshed ? { refreshed_at: at, status: 'connected' as const, last_error_code: null, last_error: null, disconnect_mailed_at: null } : {}) })
    .where('business_id', '=', businessId)
    .execute();

export const markFailing = (db: Db, businessId: string, { code, anaf, at }: { code: SpvConnectionFailure; anaf: string | null; at: Date }) =>
  db.updateTable('spv_connections').set({ status: 'failing', last_error_code: code, last_error: anaf, updated_at: at }).where('business_id', '=', businessId).execute();

/** Claims the e-mail saying the connection stopped working: true once per failure (cleared when it works again). */
export const claimDisconnectMail = async (db: Db, businessId: string, at: Date): Promise<boolean> =>
  (await db.updateTable('spv_connections').set({ disconnect_mailed_at: at }).where('business_id', '=', businessId).where('disconnect_mailed_at', 'is', null).returning('business_id').executeTakeFirst()) !== undefined;

/** Gives the claim back (the e-mail did not go): the next failure tries again. */
export const releaseDisconnectMail = (db: Db, businessId: string, at: Date) =>
  db.updateTable('spv_connections').set({ disconnect_mailed_at: null }).where('business_id', '=', businessId).where('disconnect_mailed_at', '=', at).execute();

export const deleteConnection = async (db: Db, businessId: string): Promise<boolean> =>
  (await db.deleteFrom('spv_connections').where('business_id', '=', businessId).executeTakeFirst()).numDeletedRows > 0n;

/** Connections whose access token ends before `before` and that can still be refreshed. */
export const dueForRefresh = (db: Db, { before, at }: { before: Date; at: Date }) =>
  db.selectFrom('spv_connections').select('business_id').where('access_expires_at', '<', before).where('refresh_expires_at', '>', at).orderBy('access_expires_at').execute();

export const listSealed = (db: Db) => db.selectFrom('spv_connections').select(['business_id', 'access_enc', 'refresh_enc', 'key_id']).orderBy('business_id').execute();

export const uploadMode = async (db: Db, businessId: string): Promise<'auto' | 'manual'> =>
  (await db.selectFrom('spv_settings').select('upload_mode').where('business_id', '=', businessId).executeTakeFirst())?.upload_mode ?? 'auto';

/** Some of the business's SPV settings (the others kept, or their defaults for a first row), by whom and when. */
export type SpvSettingsChange = { upload_mode?: 'auto' | 'manual'; locale?: Locale; parts_markup?: string };

export const saveSettings = (db: Db, { businessId, set, userId, at }: { businessId: string; set: SpvSettingsChange; userId: string; at: Date }) =>
  db
    .insertInto('spv_settings')
    .values({ business_id: businessId, ...set, updated_by: userId, updated_at: at })
    .onConflict((oc) => oc.column('business_id').doUpdateSet({ ...set, updated_by: userId, updated_at: at }))
    .execute();

// The connect's one-time states

export const insertState = (db: Db, row: { state_hash: string; business_id: string; user_id: string; created_at: Date; expires_at: Date }) =>
  db.insertInto('spv_oauth_states').values({ ...row, used_at: null }).execute();

/** Marks a state used if it is unused and unexpired, in one statement (two callbacks cannot both use it). */
export const useState = (db: Db, { stateHash, at }: { stateHash: string; at: Date }) =>
  db
    .updateTable('spv_oauth_states')
    .set({ used_at: at })
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['business_id', 'user_id'])
    .executeTakeFirst();

export const deleteOldStates = (db: Db, before: Date) => db.deleteFrom('spv_oauth_states').where('expires_at', '<', before).execute();

/** Whether the user is (still) the owner of the business. */
export const isOwner = async (db: Db, { businessId, userId }: { businessId: string; userId: string }): Promise<boolean> =>
  (await db.selectFrom('users').select('id').where('id', '=', userId).where('business_id', '=', businessId).where('role', '=', 'owner').executeTakeFirst()) !== undefined;

/** The owner's address, and the language of their SPV e-mails (Romanian until they chose one). */
export const ownerAddress = async (db: Db, businessId: string): Promise<{ email: string; name: string; locale: Locale } | undefined> => {
  const row = await db
    .selectFrom('users')
    .leftJoin('spv_settings', 'spv_settings.business_id', 'users.business_id')
    .select(['users.email', 'users.name', 'spv_settings.locale'])
    .where('users.business_id', '=', businessId)
    .where('users.role', '=', 'owner')
    .orderBy('users.created_at')
    .limit(1)
    .executeTakeFirst();
  return row && { email: row.email, name: row.name, locale: normalizeLocale(row.locale) };
};

// Uploads

export const insertUpload = (db: Db, row: Pick<UploadRow, 'id' | 'business_id' | 'document_id' | 'number' | 'issue_date' | 'trigger' | 'requested_by' | 'maybe_uploaded_at' | 'created_at'>) =>
  db
    .insertInto('spv_uploads')
    .values({ ...row, state: 'to_send', updated_at: row.created_at })
    .returningAll()
    .executeTakeFirstOrThrow();

export const findUpload = (db: Db, id: string): Promise<UploadRow | undefined> => db.selectFrom('spv_uploads').selectAll().where('id', '=', id).executeTakeFirst();

export const uploadsOf = (db: Db, { businessId, documentId }: { businessId: string; documentId: string }) =>
  db
    .selectFrom('spv_uploads as u')
    .selectAll('u')
    .select(sql<boolean>`exists (select 1 from spv_archives a where a.upload_id = u.id)`.as('has_archive'))
    .where('u.business_id', '=', businessId)
    .where('u.document_id', '=', documentId)
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .execute();

/** The state of the latest upload of each of the business's documents among `ids` (those uploaded or tried). */
export const latestStates = async (db: Db, businessId: string, ids: readonly string[]): Promise<{ document_id: string; state: string }[]> =>
  ids.length === 0
    ? []
    : (
        await sql<{ document_id: string; state: string }>`
          select distinct on (u.document_id) u.document_id, u.state from spv_uploads u
          where u.business_id = ${businessId} and u.document_id in (${sql.join([...ids])})
          order by u.document_id, u.created_at desc, u.id desc`.execute(db)
      ).rows;

/** The businesses with an invoice not yet accepted by ANAF (the daily deadline warning looks at each). */
export const businessesWithPending = async (db: Db): Promise<string[]> =>
  (
    await db
      .selectFrom('spv_uploads as u')
      .select('u.business_id')
      .distinct()
      .where('u.state', 'in', [...OPEN_STATES, 'rejected', 'failed'])
      .where('u.document_id', 'is not', null)
      .orderBy('u.business_id')
      .execute()
  ).map((row) => row.business_id);

/** Claims the business's deadline e-mail of `day` (false: it was sent, or is being sent, already). */
export const claimDeadlineMail = async (db: Db, row: { business_id: string; day: string; email: string; invoices: unknown[]; at: Date }): Promise<boolean> =>
  (
    await db
      .insertInto('spv_deadline_mails')
      .values({ business_id: row.business_id, day: row.day, email: row.email, invoices: JSON.stringify(row.invoices), status: 'sending', created_at: row.at, sent_at: null })
      .onConflict((oc) => oc.columns(['business_id', 'day']).doNothing())
      .returning('business_id')
      .executeTakeFirst()
  ) !== undefined;

export const deadlineMailSent = (db: Db, { businessId, day, at }: { businessId: string; day: string; at: Date }) =>
  db.updateTable('spv_deadline_mails').set({ status: 'sent', sent_at: at }).where('business_id', '=', businessId).where('day', '=', day).execute();

/** The claim goes when its e-mail did not (the job's next attempt sends it). */
export const releaseDeadlineMail = (db: Db, { businessId, day }: { businessId: string; day: string }) =>
  db.deleteFrom('spv_deadline_mails').where('business_id', '=', businessId).where('day', '=', day).where('status', '=', 'sending').execute();

/** Open uploads of a business (to resume them once it is connected again). */
export const openUploads = (db: Db, businessId: string) =>
  db.selectFrom('spv_uploads').selectAll().where('business_id', '=', businessId).where('state', 'in', OPEN_STATES).orderBy('created_at').execute();

/** Open uploads whose next step is overdue by `before`: their job was lost (a process died between the row and its job). */
export const stuckUploads = (db: Db, before: Date) =>
  db
    .selectFrom('spv_uploads')
    .selectAll()
    .where('state', 'in', OPEN_STATES)
    .where('next_check_at', '<', before)
    .where(sql<boolean>`exists (select 1 from spv_connections c where c.business_id = spv_uploads.business_id and c.status = 'connected')`)
    .limit(500)
    .execute();

/** The next step of an upload is due at `at`: its step counter names the job (`spv-step:<id>:<step>`). */
export const nextStep = async (db: Db, id: string, at: Date): Promise<number | undefined> =>
  (await db.updateTable('spv_uploads').set((eb) => ({ step: eb('step', '+', 1), next_check_at: at, updated_at: at })).where('id', '=', id).returning('step').executeTakeFirst())?.step;

export const updateUpload = (db: Db, id: string, changes: Updateable<SpvUploadsTable>) => db.updateTable('spv_uploads').set(changes).where('id', '=', id).execute();

/** The upload indexes a business already knows (a lost answer is matched only against the others). */
export const knownIndexes = async (db: Db, businessId: string): Promise<Set<string>> =>
  new Set(
    (await db.selectFrom('spv_uploads').select('upload_index').where('business_id', '=', businessId).where('upload_index', 'is not', null).execute()).map((row) => row.upload_index ?? ''),
  );

export const saveArchive = (db: Db, row: { upload_id: string; business_id: string; file_name: string; zip: Buffer; created_at: Date }) =>
  db.insertInto('spv_archives').values(row).onConflict((oc) => oc.column('upload_id').doNothing()).execute();

/** The signed ZIP of a document's accepted upload. */
export const acceptedArchive = (db: Db, { businessId, documentId }: { businessId: string; documentId: string }) =>
  db
    .selectFrom('spv_archives as a')
    .innerJoin('spv_uploads as u', 'u.id', 'a.upload_id')
    .select(['a.zip', 'a.file_name', 'u.number', 'u.upload_index'])
    .where('u.business_id', '=', businessId)
    .where('u.document_id', '=', documentId)
    .where('u.state', '=', 'accepted')
    .executeTakeFirst();

/** Every state but accepted: a document not accepted has only uploads in these. */
const NOT_ACCEPTED: readonly SpvUploadState[] = [...OPEN_STATES, 'rejected', 'failed'];

/**
 * Each document of the business not yet accepted by ANAF, with its latest upload: the "to send to
 * SPV" list (the deadline is computed from issue_date by the service). Only the uploads not
 * accepted are read (spv_uploads_business_idx): a business's years of accepted invoices are not
 * walked for the few still on the list (at 20,000 invoices on PostgreSQL, p95 69 → 31 ms on a busy machine).
 */
export const pendingUploads = (db: Db, businessId: string) =>
  db
    .selectFrom('spv_uploads as u')
    .innerJoin('documents as d', 'd.id', 'u.document_id')
    .select(['u.document_id', 'd.number', 'u.issue_date', 'u.state', 'u.last_error_code', 'u.last_error', 'u.created_at'])
    .distinctOn('u.document_id')
    .where('u.business_id', '=', businessId)
    .where('u.state', 'in', NOT_ACCEPTED)
    .where(sql<boolean>`not exists (select 1 from spv_uploads a where a.document_id = u.document_id and a.state = 'accepted')`)
    .orderBy('u.document_id')
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .execute();

/** The latest upload of a document (any state). */
export const latestUpload = (db: Db, { businessId, documentId }: { businessId: string; documentId: string }) =>
  db.selectFrom('spv_uploads').selectAll().where('business_id', '=', businessId).where('document_id', '=', documentId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();

// History's column and filter (documents' DocumentListing: these go into the list's one statement)

/**
 * Each listed document's SPV state: its latest upload's, `failed` said as `not_sent`; null for a
 * document never queued (not an invoice, or saved while SPV was not connected). One probe of
 * spv_uploads_document_idx (document_id, created_at desc) per row of the page.
 */
export const spvStateSql = sql<SpvHistoryState | null>`(select case u.state when 'failed' then 'not_sent' else u.state end
  from spv_uploads u where u.document_id = documents.id order by u.created_at desc, u.id desc limit 1)`;

/**
 * History's filter: the business's documents whose latest upload is in `state`, as a semi-join on
 * spv_uploads_business_idx (business_id, state). An open or accepted upload is always a document's
 * latest (a new attempt waits for the open one to end, and none follows an acceptance); a rejected or
 * failed one counts only while no newer attempt exists (an index condition on
 * spv_uploads_document_idx (document_id, created_at desc); attempts of one document are minutes apart).
 */
export const inSpvState = (businessId: string, state: SpvHistoryState): Expression<SqlBool> => {
  const stored = state === 'not_sent' ? 'failed' : state;
  const latest = state === 'rejected' || state === 'not_sent'
    ? sql`and not exists (select 1 from spv_uploads n where n.document_id = u.document_id and n.created_at > u.created_at)`
    : sql``;
  return sql<SqlBool>`documents.id in (select u.document_id from spv_uploads u where u.business_id = ${businessId} and u.state = ${stored} and u.document_id is not null ${latest})`;
};
