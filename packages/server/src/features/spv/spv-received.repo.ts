import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SpvReceivedTable } from '../../db/schema-spv.js';

type Db = Kysely<Database>;
export type ReceivedRow = Selectable<SpvReceivedTable>;
export type ReceivedListRow = Omit<ReceivedRow, 'xml' | 'zip' | 'lines' | 'vat_breakdown' | 'search'>;

const LIST_COLUMNS = [
  'id',
  'business_id',
  'message_id',
  'kind',
  'supplier_name',
  'supplier_cif',
  'buyer_cif',
  'number',
  'issue_date',
  'due_date',
  'currency',
  'net',
  'vat',
  'payable',
  'file_name',
  'received_at',
  'created_at',
] as const;

/** A LIKE pattern for text containing `q` (its wildcards escaped). */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The message ids already kept for the business: a sync downloads only the others. */
export const knownMessages = async (db: Db, businessId: string): Promise<Set<string>> =>
  new Set((await db.selectFrom('spv_received').select('message_id').where('business_id', '=', businessId).execute()).map((r) => r.message_id));

/** Keeps one received invoice; false when the message was kept already (a sync running beside another). */
export const insertReceived = async (db: Db, row: Insertable<SpvReceivedTable>): Promise<boolean> =>
  ((await db.insertInto('spv_received').values(row).onConflict((oc) => oc.columns(['business_id', 'message_id']).doNothing()).executeTakeFirst()).numInsertedOrUpdatedRows ?? 0n) > 0n;

/** A page of the business's received invoices, newest first; `words` (folded) must all be in the search column. */
export const listReceived = async (db: Db, { businessId, words, skip, limit }: { businessId: string; words: string[]; skip: number; limit: number }) => {
  let query = db.selectFrom('spv_received').where('business_id', '=', businessId);
  for (const word of words) query = query.where(sql<boolean>`search like ${containing(word)}`);
  const [rows, count] = await Promise.all([
    query
      .select(LIST_COLUMNS)
      .orderBy(sql`issue_date desc nulls last`)
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc')
      .offset(skip)
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ReceivedListRow[], total: Number(count.n) };
};

export const findReceived = (db: Db, { businessId, id }: { businessId: string; id: string }) =>
  db
    .selectFrom('spv_received')
    .select([...LIST_COLUMNS, 'lines', 'vat_breakdown', 'xml'])
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .executeTakeFirst();

/** The lines of the business's `invoices` most recent received invoices (credit notes and unreadable files left out), newest first. */
export const recentInvoiceLines = (db: Db, { businessId, invoices }: { businessId: string; invoices: number }) =>
  db
    .selectFrom('spv_received')
    .select(['id', 'supplier_name', 'number', 'issue_date', 'currency', 'lines'])
    .where('business_id', '=', businessId)
    .where('kind', '=', 'invoice')
    .orderBy(sql`issue_date desc nulls last`)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(invoices)
    .execute();

export const receivedZip = (db: Db, { businessId, id }: { businessId: string; id: string }) =>
  db.selectFrom('spv_received').select(['zip', 'file_name']).where('business_id', '=', businessId).where('id', '=', id).executeTakeFirst();

/** The CIF ANAF lists the business's messages under: its company profile's, digits only (undefined when not filled in). */
export const businessCif = async (db: Db, businessId: string): Promise<string | undefined> => {
  const row = await db.selectFrom('company_profiles').select('cui').where('business_id', '=', businessId).executeTakeFirst();
  const digits = (row?.cui ?? '').toUpperCase().replace(/^RO/, '').replace(/\D/g, '');
  return digits === '' ? undefined : digits;
};

/** The businesses connected to SPV (not failing): the daily sync's round. */
export const connectedBusinesses = async (db: Db): Promise<string[]> =>
  (await db.selectFrom('spv_connections').select('business_id').where('status', '=', 'connected').orderBy('business_id').execute()).map((r) => r.business_id);

/** The business's parts markup in percent (0 until one was saved). */
export const partsMarkup = async (db: Db, businessId: string): Promise<number> =>
  Number((await db.selectFrom('spv_settings').select('parts_markup').where('business_id', '=', businessId).executeTakeFirst())?.parts_markup ?? 0);

