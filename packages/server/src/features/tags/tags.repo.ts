import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ServiceTagRow } from '../../db/schema-reminders.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Runs `work` in the caller's transaction, or in a new one. */
export const inTransaction = <T>(db: Db, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);

/** Document kinds tags apply to (SPEC §3: estimate and quote documents). */
export const TAGGABLE_KINDS = ['estimate', 'quote'] as const;

export type TagWithCount = ServiceTagRow & { documents: string };

export const listTags = (db: Db, businessId: string): Promise<TagWithCount[]> =>
  db
    .selectFrom('service_tags')
    .selectAll('service_tags')
    .select((eb) => eb.selectFrom('document_tags').whereRef('document_tags.tag_id', '=', 'service_tags.id').select(eb.fn.countAll<string>().as('n')).as('documents'))
    .where('business_id', '=', businessId)
    .orderBy(sql`lower(name)`)
    .execute() as Promise<TagWithCount[]>;

export type MatchTag = { id: string; name: string; aliases: string; interval_months: number };

export const tagsForMatching = (db: Db, businessId: string): Promise<MatchTag[]> =>
  db.selectFrom('service_tags').select(['id', 'name', 'aliases', 'interval_months']).where('business_id', '=', businessId).execute();

export const findTag = (db: Db, businessId: string, id: string): Promise<ServiceTagRow | undefined> =>
  db.selectFrom('service_tags').selectAll().where('business_id', '=', businessId).where('id', '=', id).executeTakeFirst();

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

/** False when the business already has a tag of that name (the unique index). */
export const insertTag = async (db: Db, row: { id: string; business_id: string; name: string; interval_months: number; aliases: string; created_by: string; at: Date }): Promise<boolean> => {
  try {
    const { at, ...rest } = row;
    await db.insertInto('service_tags').values({ ...rest, created_at: at, updated_at: at }).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
};

/** 'taken' on a name clash, 'missing' when not the business's. */
export const updateTag = async (db: Db, row: { id: string; business_id: string; name: string; interval_months: number; aliases: string; at: Date }): Promise<'ok' | 'taken' | 'missing'> => {
  try {
    const result = await db
      .updateTable('service_tags')
      .set({ name: row.name, interval_months: row.interval_months, aliases: row.aliases, updated_at: row.at })
      .where('business_id', '=', row.business_id)
      .where('id', '=', row.id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n ? 'ok' : 'missing';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
};

/** A changed interval moves every due date of the tag. */
export const redateReminders = (db: Db, businessId: string, tagId: string, months: number) =>
  db
    .updateTable('service_reminders')
    .set({ due_date: sql`(last_date + make_interval(months => ${months}))::date` })
    .where('business_id', '=', businessId)
    .where('tag_id', '=', tagId)
    .execute();

/** Deletes the tag; its document tags and reminders go with it (foreign keys). */
export const deleteTag = async (db: Db, businessId: string, id: string): Promise<boolean> =>
  (await db.deleteFrom('service_tags').where('business_id', '=', businessId).where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n;

/**
 * The business's applications whose documents tags apply to (an estimate or a quote in any
 * version). Their ids come from a skip scan of the index on (business, form, created_at, id): one
 * probe per application, where a `distinct` read every document of the history (~200 ms for
 * 100,000 on every call of the untagged filter).
 */
export const taggableFormIds = async (db: Db, businessId: string): Promise<string[]> =>
  (
    await sql<{ form_id: string }>`
      with recursive f(form_id) as (
        (select form_id from documents where business_id = ${businessId} order by form_id limit 1)
        union all
        select (select d.form_id from documents d where d.business_id = ${businessId} and d.form_id > f.form_id order by d.form_id limit 1)
        from f where f.form_id is not null)
      select f.form_id from f
      where f.form_id is not null
        and exists (select 1 from form_versions v where v.form_id = f.form_id and v.definition -> 'document' ->> 'kind' in ('estimate', 'quote'))`.execute(db)
  ).rows.map((r) => r.form_id);

export const isTaggableVersion = async (db: Db, formId: string, version: number): Promise<boolean> =>
  (
    await sql<{ ok: boolean }>`select (definition -> 'document' ->> 'kind') in ('estimate', 'quote') as ok from form_versions where form_id = ${formId} and version = ${version}`.execute(db)
  ).rows[0]?.ok === true;

export type TaggingDocument = { id: string; facts: Record<string, string>; created_at: Date };

/** `created_at` as PostgreSQL writes it (to the microsecond: a JavaScript Date would cut it to the millisecond and skip rows). */
export type PageCursor = { created_at: string; id: string };

export type TaggingPageRow = TaggingDocument & { cursor_at: string };

/** One keyset page of an application's documents of the business, newest first (the index on business, form, created_at, id). */
export const documentsPage = (db: Db, { businessId, formId, after, limit }: { businessId: string; formId: string; after: PageCursor | undefined; limit: number }): Promise<TaggingPageRow[]> => {
  let query = db
    .selectFrom('documents')
    .select(['id', 'facts', 'created_at', sql<string>`created_at::text`.as('cursor_at')])
    .where('business_id', '=', businessId)
    .where('form_id', '=', formId);
  if (after) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(sql<Date>`${after.created_at}::timestamptz`, after.id)));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
};

export const countDocuments = async (db: Db, businessId: string, formIds: string[]): Promise<number> =>
  formIds.length === 0
    ? 0
    : Number((await db.selectFrom('documents').select((eb) => eb.fn.countAll<string>().as('n')).where('business_id', '=', businessId).where('form_id', 'in', formIds).executeTakeFirstOrThrow()).n);

export type DocumentTagRow = { document_id: string; tag_id: string; business_id: string; vehicle_key: string | null; service_date: string; source: 'manual' | 'auto'; created_at: Date };

/** Adds tags (an existing pair is left as it is, so a second run adds nothing); answers how many were new. */
export const addDocumentTags = async (db: Db, rows: DocumentTagRow[]): Promise<number> => {
  if (rows.length === 0) return 0;
  const result = await db.insertInto('document_tags').values(rows).onConflict((oc) => oc.columns(['document_id', 'tag_id']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
};

export const documentTags = (db: Db, businessId: string, documentId: string) =>
  db
    .selectFrom('document_tags')
    .innerJoin('service_tags', 'service_tags.id', 'document_tags.tag_id')
    .select(['service_tags.id', 'service_tags.name', 'document_tags.source', 'document_tags.vehicle_key'])
    .where('document_tags.business_id', '=', businessId)
    .where('document_tags.document_id', '=', documentId)
    .orderBy(sql`lower(service_tags.name)`)
    .execute();

export const removeDocumentTags = async (db: Db, businessId: string, documentId: string, tagIds: string[]): Promise<void> => {
  if (tagIds.length === 0) return;
  await db.deleteFrom('document_tags').where('business_id', '=', businessId).where('document_id', '=', documentId).where('tag_id', 'in', tagIds).execute();
};

/** A document's tags as stored: source, vehicle and service date (the edit path compares them with its new text). */
export const documentTagRows = (db: Db, businessId: string, documentId: string) =>
  db
    .selectFrom('document_tags')
    .select(['tag_id', 'source', 'vehicle_key', 'service_date'])
    .where('business_id', '=', businessId)
    .where('document_id', '=', documentId)
    .execute();

/** The (tag, vehicle) pairs a document's tags make reminders for. */
export const documentPairs = async (db: Db, businessId: string, documentId: string): Promise<Pair[]> =>
  (await db
    .selectFrom('document_tags')
    .select(['tag_id', 'vehicle_key'])
    .where('business_id', '=', businessId)
    .where('document_id', '=', documentId)
    .where('vehicle_key', 'is not', null)
    .execute()) as Pair[];

/** A document's new vehicle and service date on all its tags (an edit changed the plate or the date). */
export const redateDocumentTags = (db: Db, businessId: string, documentId: string, vehicle: string | null, day: string) =>
  db
    .updateTable('document_tags')
    .set({ vehicle_key: vehicle, service_date: day })
    .where('business_id', '=', businessId)
    .where('document_id', '=', documentId)
    .execute();

/** Tags taken off these documents by hand ("documentId|tagId"): auto-tagging leaves them off. */
export const removedPairs = async (db: Db, businessId: string, documentIds: string[]): Promise<Set<string>> => {
  if (documentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('document_tag_removals')
    .select(['document_id', 'tag_id'])
    .where('business_id', '=', businessId)
    .where('document_id', 'in', documentIds)
    .execute();
  return new Set(rows.map((r) => `${r.document_id}|${r.tag_id}`));
};

/** Records tags the user took off a document by hand. */
export const recordRemovals = async (db: Db, businessId: string, documentId: string, tagIds: string[], at: Date): Promise<void> => {
  if (tagIds.length === 0) return;
  await db
    .insertInto('document_tag_removals')
    .values(tagIds.map((tagId) => ({ document_id: documentId, tag_id: tagId, business_id: businessId, removed_at: at })))
    .onConflict((oc) => oc.columns(['document_id', 'tag_id']).doNothing())
    .execute();
};

/** The user put these tags back by hand: auto-tagging may add them again. */
export const clearRemovals = async (db: Db, businessId: string, documentId: string, tagIds: string[]): Promise<void> => {
  if (tagIds.length === 0) return;
  await db.deleteFrom('document_tag_removals').where('business_id', '=', businessId).where('document_id', '=', documentId).where('tag_id', 'in', tagIds).execute();
};

/** Romanian diacritics (comma-below and cedilla forms) and their plain letters: the reminders' search. */
export const FOLD_FROM = 'ĂăÂâÎîȘșŞşȚțŢţ';
export const FOLD_TO = 'AaAaIiSsSsTtTt';

export type Pair = { tag_id: string; vehicle_key: string };

/** A reminder's client, phone, e-mail and folded search text, from its document `d`. */
const reminderClient = (vehicle: RawBuilder<unknown>) => sql`
  nullif(d.facts ->> 'client.name', ''), nullif(d.facts ->> 'client.phone', ''), nullif(lower(d.facts ->> 'client.email'), ''),
  lower(translate(concat_ws(' ', ${vehicle}, d.facts ->> 'vehicle.plate', d.facts ->> 'vehicle.vin', d.facts ->> 'client.name'), ${FOLD_FROM}, ${FOLD_TO}))`;

/**
 * A service_reminders row's values from its tag `t`, its document `d`, the vehicle and the service
 * date: the due date, the client and contact, and the folded search text.
 */
const reminderValues = (businessId: string, vehicle: RawBuilder<unknown>, day: RawBuilder<unknown>) => sql`
  ${businessId}, t.id, ${vehicle}, nullif(d.facts ->> 'vehicle.plate', ''), nullif(d.facts ->> 'vehicle.vin', ''), d.id, ${day},
  (${day} + make_interval(months => t.interval_months))::date, ${reminderClient(vehicle)}`;

/**
 * The reminders whose newest document is one of these take its client again (its facts were
 * rewritten without a save's hooks: a customer's erasure, issue 31). Answers how many changed.
 */
export const refreshReminderClients = async (db: Db, businessId: string, documentIds: readonly string[]): Promise<number> =>
  Number(
    (
      await sql`update service_reminders r set (client_name, client_phone, client_email, search) = (select ${reminderClient(sql.ref('r.vehicle_key'))} from documents d where d.id = r.last_document_id)
        where r.business_id = ${businessId} and r.last_document_id = any(${[...documentIds]}::char(24)[])`.execute(db)
    ).numAffectedRows ?? 0n,
  );

/**
 * Auto-tagging's write, one statement per batch: the document tags found (each pair once; none the
 * user took off by hand), and the reminders they can only make newer: each (tag, vehicle) pair
 * takes its newest document (date, then id) when it is newer than the reminder's. Auto-tagging
 * walks documents newest first, so most pairs are already up to date and nothing is written.
 * Answers how many document tags were new.
 */
export type FoundTag = Pick<DocumentTagRow, 'document_id' | 'tag_id' | 'vehicle_key' | 'service_date'>;

export const writeTags = async (db: Db, businessId: string, rows: FoundTag[], source: 'auto' | 'manual', at: Date): Promise<number> => {
  if (rows.length === 0) return 0;
  const result = await sql<{ added: string }>`
    with input as (
      select u.document_id, u.tag_id, u.vehicle_key, u.service_date
      from unnest(${rows.map((r) => r.document_id)}::char(24)[], ${rows.map((r) => r.tag_id)}::char(24)[], ${rows.map((r) => r.vehicle_key)}::text[], ${rows.map((r) => r.service_date)}::date[])
        as u(document_id, tag_id, vehicle_key, service_date)
      where not exists (select 1 from document_tag_removals x where x.document_id = u.document_id and x.tag_id = u.tag_id)),
    added as (
      insert into document_tags (document_id, tag_id, business_id, vehicle_key, service_date, source, created_at)
      select document_id, tag_id, ${businessId}, vehicle_key, service_date, ${source}, ${at}::timestamptz from input
      on conflict (document_id, tag_id) do nothing
      returning 1),
    newest as (
      select distinct on (tag_id, vehicle_key) tag_id, vehicle_key, document_id, service_date from input
      where vehicle_key is not null order by tag_id, vehicle_key, service_date desc, document_id desc),
    reminders as (
      insert into service_reminders (business_id, tag_id, vehicle_key, plate, vin, last_document_id, last_date, due_date, client_name, client_phone, client_email, search)
      select ${reminderValues(businessId, sql.ref('u.vehicle_key'), sql.ref('u.service_date'))}
      from newest u
      join service_tags t on t.id = u.tag_id and t.business_id = ${businessId}
      join documents d on d.id = u.document_id
      on conflict (business_id, tag_id, vehicle_key) do update set plate = excluded.plate, vin = excluded.vin, last_document_id = excluded.last_document_id,
        last_date = excluded.last_date, due_date = excluded.due_date, client_name = excluded.client_name, client_phone = excluded.client_phone,
        client_email = excluded.client_email, search = excluded.search
      where (service_reminders.last_date, service_reminders.last_document_id) < (excluded.last_date, excluded.last_document_id)
      returning 1)
    select (select count(*) from added) as added`.execute(db);
  return Number(result.rows[0]?.added ?? 0);
};

/**
 * Recomputes the reminders of these (tag, vehicle) pairs from the document tags: the newest tagged
 * document of each pair, its due date, client and contact; a pair with no document left is removed.
 */
export const refreshReminders = async (db: Db, businessId: string, pairs: Pair[]): Promise<void> => {
  if (pairs.length === 0) return;
  const tags = pairs.map((p) => p.tag_id);
  const keys = pairs.map((p) => p.vehicle_key);
  await inTransaction(db, async (tx) => {
    await sql`delete from service_reminders r using unnest(${tags}::char(24)[], ${keys}::text[]) as p(tag_id, vehicle_key)
      where r.business_id = ${businessId} and r.tag_id = p.tag_id and r.vehicle_key = p.vehicle_key`.execute(tx);
    await sql`
      insert into service_reminders (business_id, tag_id, vehicle_key, plate, vin, last_document_id, last_date, due_date, client_name, client_phone, client_email, search)
      select ${reminderValues(businessId, sql.ref('p.vehicle_key'), sql.ref('last.service_date'))}
      from (select distinct tag_id, vehicle_key from unnest(${tags}::char(24)[], ${keys}::text[]) as u(tag_id, vehicle_key)) p
      join service_tags t on t.id = p.tag_id and t.business_id = ${businessId}
      cross join lateral (
        select dt.document_id, dt.service_date from document_tags dt
        where dt.business_id = ${businessId} and dt.tag_id = p.tag_id and dt.vehicle_key = p.vehicle_key
        order by dt.service_date desc, dt.document_id desc limit 1) last
      join documents d on d.id = last.document_id`.execute(tx);
  });
};
