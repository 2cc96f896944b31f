import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Currency, DocumentKind, Locale } from '@atelier/core';
import type { CustomersTable } from '../../db/schema-customers.js';
import type { Database } from '../../db/schema.js';
import { localizedText } from '../forms/index.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A customer as the API reads it (its dates as 'YYYY-MM-DD' text). */
export type CustomerRow = Omit<CustomersTable, 'business_id' | 'search' | 'created_at' | 'updated_at'>;

export type CustomerDocumentRow = {
  id: string;
  form_id: string;
  form_version: number;
  form_title: string;
  kind: DocumentKind;
  currency: Currency;
  number: string;
  facts: Record<string, string>;
  day: string;
  created_at: Date;
};

// Dates as text ('YYYY-MM-DD'), as the API gives them.
const CUSTOMER_COLUMNS = sql`c.id, c.kind, c.name, c.cui, c.cnp, c.phone, c.phones, c.email, c.emails, c.address, c.keys, c.documents,
  c.first_seen::text as first_seen, c.last_seen::text as last_seen, c.reminders`;

/** A LIKE pattern for text containing `word` (its wildcards escaped). */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const matching = (words: readonly string[]) => sql.join(words.map((w) => sql`and c.search like ${containing(w)}`), sql` `);

/**
 * A page of the business's customers, newest document first, with the total in the same
 * statement; each of `words` (core's customerSearchWords) must be in its names, phones, e-mails,
 * CUI or CNP.
 */
export const listCustomers = async (db: Db, { businessId, words, skip, limit }: { businessId: string; words: readonly string[]; skip: number; limit: number }) => {
  const rows = (
    await sql<CustomerRow & { total: string }>`
      select ${CUSTOMER_COLUMNS}, count(*) over () as total from customers c
      where c.business_id = ${businessId} ${matching(words)}
      order by c.last_seen desc, c.id desc offset ${skip} limit ${limit}`.execute(db)
  ).rows;
  if (rows.length > 0 || skip === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  // Past the last page: the window count came with no row, so count apart.
  const count = await sql<{ n: string }>`select count(*) as n from customers c where c.business_id = ${businessId} ${matching(words)}`.execute(db);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
};

/** The first `limit` matches, newest first, without a count (the top bar's find box). */
export const findCustomers = async (db: Db, { businessId, words, limit }: { businessId: string; words: readonly string[]; limit: number }): Promise<CustomerRow[]> =>
  (await sql<CustomerRow>`select ${CUSTOMER_COLUMNS} from customers c where c.business_id = ${businessId} ${matching(words)} order by c.last_seen desc, c.id desc limit ${limit}`.execute(db)).rows;

/** The business's customer (another business's is as unknown as a made-up id). */
export const findCustomer = async (db: Db, businessId: string, id: string): Promise<CustomerRow | undefined> =>
  (await sql<CustomerRow>`select ${CUSTOMER_COLUMNS} from customers c where c.id = ${id} and c.business_id = ${businessId}`.execute(db)).rows[0];

/** A customer's documents, newest first, with their application's title in `locale`, kind and currency. */
export const customerDocuments = async (db: Db, { businessId, customerId, locale }: { businessId: string; customerId: string; locale: Locale }): Promise<CustomerDocumentRow[]> =>
  (
    await sql<CustomerDocumentRow>`
      select d.id, d.form_id, d.form_version, ${localizedText(locale, 'title')} as form_title,
        coalesce(s.kind, 'other') as kind, coalesce(s.currency, 'RON') as currency,
        d.number, d.facts, l.day::text as day, d.created_at
      from customer_documents l
      join documents d on d.id = l.document_id
      join forms on forms.id = d.form_id
      join form_versions on form_versions.form_id = forms.id and form_versions.version = forms.current_version
      left join stat_form_versions s on s.form_id = d.form_id and s.version = d.form_version
      where l.customer_id = ${customerId} and l.business_id = ${businessId}
      order by l.day desc, l.created_at desc, l.document_id desc`.execute(db)
  ).rows;

/** The cars a customer's documents name (the vehicle directory's, joined by document), the newest first. */
export const customerVehicles = async (db: Db, businessId: string, customerId: string) =>
  (
    await sql<{ id: string; plate_key: string | null; vin: string | null; make: string | null; model: string | null; documents: number }>`
      select v.id, v.plate_key, v.vin, v.make, v.model, count(*)::integer as documents
      from customer_documents l
      join vehicle_documents vd on vd.document_id = l.document_id
      join vehicles v on v.id = vd.vehicle_id
      where l.customer_id = ${customerId} and l.business_id = ${businessId}
      group by v.id, v.plate_key, v.vin, v.make, v.model
      order by max(vd.day) desc, v.id`.execute(db)
  ).rows;

export type ConsentRow = { id: string; reminders: boolean; how: string; given_at: Date; recorded_at: Date; recorded_by: string | null };

/** A customer's consents, newest first: recorded for its id or any of its keys (they outlive a rebuild). */
export const customerConsents = async (db: Db, businessId: string, customer: { id: string; keys: readonly string[] }): Promise<ConsentRow[]> =>
  (
    await sql<ConsentRow>`
      select k.id, k.reminders, k.how, k.given_at, k.recorded_at, nullif(coalesce(nullif(u.name, ''), u.email), '') as recorded_by
      from customer_consents k left join users u on u.id = k.recorded_by
      where k.business_id = ${businessId} and (k.customer_id = ${customer.id} or k.keys && ${[...customer.keys]}::text[])
      order by k.recorded_at desc, k.id desc`.execute(db)
  ).rows;

export const insertConsent = async (
  db: Db,
  row: { id: string; business_id: string; customer_id: string; keys: string[]; reminders: boolean; how: string; given_at: Date; recorded_at: Date; recorded_by: string },
) => {
  await db.insertInto('customer_consents').values(row).execute();
  await db.updateTable('customers').set({ reminders: row.reminders }).where('id', '=', row.customer_id).where('business_id', '=', row.business_id).execute();
};

/** The merges into a customer that may be undone, newest first. */
export const activeMerges = (db: Db, businessId: string, customerId: string) =>
  db.selectFrom('customer_merges').select(['id', 'merged_id', 'merged_name', 'documents', 'created_at'])
    .where('business_id', '=', businessId).where('customer_id', '=', customerId).where('undone_at', 'is', null)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

export const findMerge = (db: Db, businessId: string, id: string) =>
  db.selectFrom('customer_merges').selectAll().where('business_id', '=', businessId).where('id', '=', id).executeTakeFirst();

/** Waits for the business's other directory changes (saves, merges) and holds them off until the transaction ends. */
export const lockDirectory = async (db: Db, businessId: string) => {
  await sql`select pg_advisory_xact_lock(hashtext(${`customers:${businessId}`}))`.execute(db);
};

/** A customer's documents, oldest first (the first one anchors a merge). */
export const documentIdsOf = async (db: Db, businessId: string, customerId: string): Promise<string[]> =>
  (await db.selectFrom('customer_documents').select('document_id').where('business_id', '=', businessId).where('customer_id', '=', customerId)
    .orderBy('created_at').orderBy('document_id').execute()).map((r) => r.document_id);

export const moveDocuments = (db: Db, businessId: string, documentIds: readonly string[], customerId: string) =>
  db.updateTable('customer_documents').set({ customer_id: customerId }).where('business_id', '=', businessId).where('document_id', 'in', [...documentIds]).execute();

export const insertMerge = (db: Db, row: { id: string; business_id: string; customer_id: string; merged_id: string; merged_name: string | null; into_document: string; from_document: string; documents: string[]; created_by: string; created_at: Date }) =>
  db.insertInto('customer_merges').values(row).execute();

export const markUndone = (db: Db, id: string, at: Date) => db.updateTable('customer_merges').set({ undone_at: at }).where('id', '=', id).execute();

/** A customer row for documents taken back out of a merge (its counts follow from the refresh). */
export const insertCustomer = async (db: Db, { id, businessId, at }: { id: string; businessId: string; at: Date }) => {
  await sql`insert into customers (id, business_id, kind, first_seen, last_seen, created_at, updated_at) values (${id}, ${businessId}, 'person', current_date, current_date, ${at}, ${at})`.execute(db);
};

export const customerExists = async (db: Db, id: string): Promise<boolean> =>
  (await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const insertErasure = (db: Db, row: { id: string; business_id: string; customer_id: string; erased_by: string; erased_at: Date; erased_documents: string[]; kept_documents: string[] }) =>
  db.insertInto('customer_erasures').values(row).execute();

/** What each of a customer's documents called them when saved (names and addresses as written, identifiers and contacts as keys): what an erasure looks for. */
export const documentTraces = (db: Db, businessId: string, customerId: string) =>
  db.selectFrom('customer_documents').select(['name', 'address', 'cnp', 'cui', 'phone_key', 'email_key'])
    .where('business_id', '=', businessId).where('customer_id', '=', customerId).execute();

/** Documents that name nobody any more (erased) leave the directory; refreshCustomers then makes their customer again from what is left. */
export const unlinkDocuments = async (db: Db, businessId: string, documentIds: readonly string[]): Promise<void> => {
  if (documentIds.length === 0) return;
  await sql`delete from customer_documents where business_id = ${businessId} and document_id = any(${[...documentIds]}::char(24)[])`.execute(db);
};

/** Places one saved, edited or deleted document in the directory (db/functions/customers_sync_document.sql): the call, for the directories' one statement after a save (documents' derived-directory.ts). */
export const syncDocument = (businessId: string, documentId: string): RawBuilder<unknown> => sql`customers_sync_document(${businessId}, ${documentId})`;

/** A document about to be deleted leaves its customer: answers the customer, to refresh once the document is gone. */
export const unlinkDocument = async (db: Db, businessId: string, documentId: string): Promise<string | undefined> => {
  await reanchorMerges(db, businessId, documentId);
  return (await sql<{ customer_id: string }>`delete from customer_documents where document_id = ${documentId} and business_id = ${businessId} returning customer_id`.execute(db)).rows[0]?.customer_id;
};

/**
 * A merge is anchored to a document of each side (the rebuild joins the customers holding them;
 * the row goes with either document by its foreign key): before one of them is deleted, the merge
 * takes another document of the same side, the one its customer saw first (the merged side's among
 * those it brought, which no longer count the deleted one). A side with no other document lets the
 * merge go with it.
 */
const reanchorMerges = async (db: Db, businessId: string, documentId: string): Promise<void> => {
  await sql`update customer_merges m
    set into_document = coalesce((
        select l.document_id from customer_documents l
        where l.business_id = m.business_id and l.document_id <> ${documentId} and not (l.document_id = any(m.documents))
          and l.customer_id = (select o.customer_id from customer_documents o where o.document_id = ${documentId} and o.business_id = m.business_id)
        order by l.day, l.created_at, l.document_id limit 1), m.into_document)
    where m.business_id = ${businessId} and m.into_document = ${documentId} and m.undone_at is null`.execute(db);
  await sql`update customer_merges m
    set from_document = coalesce((
        select l.document_id from customer_documents l
        where l.business_id = m.business_id and l.document_id <> ${documentId} and l.document_id = any(m.documents)
        order by l.day, l.created_at, l.document_id limit 1), m.from_document)
    where m.business_id = ${businessId} and m.from_document = ${documentId} and m.undone_at is null`.execute(db);
  // What a merge brought counts its documents still there (the page says how many; its undo moves those).
  await sql`update customer_merges set documents = array_remove(documents, ${documentId}::char(24))
    where business_id = ${businessId} and ${documentId}::char(24) = any(documents)`.execute(db);
};

/** Customers' counts, names and keys made again from their documents (gone when they have none left). */
export const refreshCustomers = async (db: Db, businessId: string, customerIds: readonly string[]): Promise<void> => {
  await sql`select customers_refresh(${businessId}, ${[...customerIds]}::char(24)[])`.execute(db);
};

/** The business's directory made again from its documents (and its users' merges); answers how many customers it holds. */
export const rebuild = async (db: Db, businessId: string): Promise<number> =>
  (await sql<{ n: number }>`select customers_rebuild(${businessId}) as n`.execute(db)).rows[0]?.n ?? 0;

/** Every business, for a rebuild of all. */
export const businessIds = async (db: Db): Promise<string[]> => (await db.selectFrom('businesses').select('id').orderBy('id').execute()).map((row) => row.id);
