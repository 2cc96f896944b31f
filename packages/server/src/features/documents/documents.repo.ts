import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Database, DocumentRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export type DocumentWithTitle = DocumentRow & { form_title: string };

const withTitle = (db: Db) =>
  db
    .selectFrom('documents')
    .innerJoin('forms', 'forms.id', 'documents.form_id')
    .selectAll('documents')
    .select('forms.title as form_title');

/** Next number of a user's documents of one form; atomic, so concurrent submits never share one. */
export const nextSeq = async (db: Db, { userId, formId, start }: { userId: string; formId: string; start: number }): Promise<number> => {
  const row = await db
    .insertInto('document_counters')
    .values({ user_id: userId, form_id: formId, last_number: start })
    .onConflict((oc) => oc.columns(['user_id', 'form_id']).doUpdateSet({ last_number: sql`document_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
};

export type NewDocument = {
  id: string;
  user_id: string;
  form_id: string;
  form_version: number;
  number: string;
  seq: number;
  data: unknown;
  reusable: unknown;
  facts: Record<string, string>;
  metadata: Record<string, unknown>;
  search_text: string;
  created_at: Date;
  updated_at: Date;
};

export const insertDocument = (db: Db, doc: NewDocument) =>
  db
    .insertInto('documents')
    .values({ ...doc, data: JSON.stringify(doc.data), reusable: JSON.stringify(doc.reusable), facts: JSON.stringify(doc.facts), metadata: JSON.stringify(doc.metadata) })
    .execute();

export const findOwnDocument = (db: Db, userId: string, id: string): Promise<DocumentWithTitle | undefined> =>
  withTitle(db).where('documents.id', '=', id).where('documents.user_id', '=', userId).executeTakeFirst();

/** Writes only when `version` is still the stored one; undefined means stale or not found. */
export const updateDocumentIfVersion = async (
  db: Db,
  { userId, id, version, data, reusable, facts, metadata, searchText, at }: { userId: string; id: string; version: number; data: unknown; reusable: unknown; facts: Record<string, string>; metadata: Record<string, unknown>; searchText: string; at: Date },
): Promise<boolean> => {
  const result = await db
    .updateTable('documents')
    .set({
      data: JSON.stringify(data),
      reusable: JSON.stringify(reusable),
      facts: JSON.stringify(facts),
      metadata: JSON.stringify(metadata),
      search_text: searchText,
      updated_at: at,
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const deleteOwnDocument = async (db: Db, userId: string, id: string): Promise<boolean> =>
  (await db.deleteFrom('documents').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()).numDeletedRows > 0n;

export type DocumentFilter = {
  userId: string;
  formId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  unscheduledOnly?: boolean;
  /** Normalized words (lowercase, no diacritics) that must all appear in the search text. */
  words?: string[];
};

const applyFilter = <O>(query: SelectQueryBuilder<Database, 'documents' | 'forms', O>, f: DocumentFilter) => {
  let q = query.where('documents.user_id', '=', f.userId);
  if (f.formId) q = q.where('documents.form_id', '=', f.formId);
  if (f.from) q = q.where('documents.created_at', '>=', f.from);
  if (f.to) q = q.where('documents.created_at', '<', f.to);
  if (f.unscheduledOnly) q = q.where(sql<boolean>`documents.facts->>'appointment.date' is null`);
  for (const word of f.words ?? []) q = q.where('documents.search_text', 'like', `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return q;
};

/** How many documents match; with `cap`, counting stops there (the total is then "at least cap"). */
export const countDocuments = async (db: Db, filter: DocumentFilter, cap?: number): Promise<number> => {
  const matches = applyFilter(db.selectFrom('documents').innerJoin('forms', 'forms.id', 'documents.form_id').select('documents.id'), filter);
  const row = await db
    .selectFrom((cap ? matches.limit(cap) : matches).as('m'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** One page of matching documents, newest first. */
export const pageDocuments = async (db: Db, filter: DocumentFilter, { skip, limit }: { skip: number; limit: number }) =>
  (await applyFilter(withTitle(db), filter)
    .orderBy('documents.created_at', 'desc')
    .orderBy('documents.id', 'desc')
    .offset(skip)
    .limit(limit)
    .execute()) as DocumentWithTitle[];

/**
 * The page when many documents match: pg_trgm multiplies the words' selectivities ("bieletă
 * antiruliu" is estimated at 160 matches, not 8,460), so the planner would fetch and sort every
 * match. Walking the user's newest documents and filtering stops after a page (0.6 ms vs 150 ms).
 */
export const pageDocumentsManyMatches = (db: Kysely<Database>, filter: DocumentFilter, page: { skip: number; limit: number }) =>
  db.transaction().execute(async (trx) => {
    await sql`set local enable_bitmapscan = off`.execute(trx);
    return pageDocuments(trx, filter, page);
  });

export const listDocuments = async (db: Db, filter: DocumentFilter, page: { skip: number; limit: number }) => {
  const [rows, total] = await Promise.all([pageDocuments(db, filter, page), countDocuments(db, filter)]);
  return { rows, total };
};

export const countForForm = async (db: Db, userId: string, formId: string): Promise<number> =>
  Number(
    (await db.selectFrom('documents').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).where('form_id', '=', formId).executeTakeFirstOrThrow()).n,
  );
