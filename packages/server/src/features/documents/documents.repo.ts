import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import { executePrepared } from '../../db/prepared.js';
import type { Currency, Locale } from '@atelier/core';
import type { Database, DocumentRow } from '../../db/schema.js';
import { localizedText } from '../forms/forms.repo.js';

type Db = Kysely<Database> | Transaction<Database>;

export type DocumentWithTitle = DocumentRow & { form_title: string; currency: Currency };

// The currency of the document's own version, from the small table migration 005 keeps per version.
const currencyOfVersion = sql<Currency>`coalesce((select s.currency from stat_form_versions s
  where s.form_id = documents.form_id and s.version = documents.form_version), 'RON')`;

const withForm = (db: Db) =>
  db
    .selectFrom('documents')
    .innerJoin('forms', 'forms.id', 'documents.form_id')
    .selectAll('documents')
    .select(currencyOfVersion.as('currency'));

const withTitle = (db: Db) => withForm(db).select('forms.title as form_title');

/** The documents with their application's title in `locale`, read as the catalogue reads it (current version). */
const withLocalTitle = (db: Db, locale: Locale) =>
  withForm(db)
    .innerJoin('form_versions', (join) => join.onRef('form_versions.form_id', '=', 'forms.id').onRef('form_versions.version', '=', 'forms.current_version'))
    .select(localizedText(locale, 'title').as('form_title'));

export type NewDocument = {
  id: string;
  user_id: string;
  form_id: string;
  form_version: number;
  data: unknown;
  reusable: unknown;
  facts: Record<string, string>;
  metadata: Record<string, unknown>;
  /** The searchable text of everything but the number, which the statement puts in front. */
  search_text: string;
  created_at: Date;
  updated_at: Date;
};

/** How the numbers are made (core's formatDocumentNumber, in SQL) and where they are written into the data. */
export type Numbering = {
  start: number;
  prefix: string | undefined;
  /** The prefix folded for search (lowercase, no diacritics). */
  searchPrefix: string | undefined;
  padding: number;
  /** ["step", "field"] of the number field in `data` (and in `reusable` when a document keeps it there). */
  dataPath: [string, string] | undefined;
};

export type Numbered = { number: string; seq: number };

/**
 * Numbers and stores documents of one user's form (one form version) in one call of
 * insert_numbered_documents (migration 012): one counter upsert for all of them and the inserts in
 * one statement, so concurrent submits never share a number and no BEGIN/COMMIT round trips are
 * needed; the numbers follow the order of `docs`. `inReusable`: the document's reusable data holds
 * the number field too. Answers each document's number by its id.
 */
export const insertNumberedDocuments = async (
  db: Db,
  docs: readonly { doc: NewDocument; inReusable: boolean }[],
  n: Numbering,
): Promise<Map<string, Numbered>> => {
  const [first] = docs;
  if (!first) return new Map();
  const { user_id: owner, form_id: form, form_version: version } = first.doc;
  if (docs.some(({ doc }) => doc.user_id !== owner || doc.form_id !== form || doc.form_version !== version)) {
    throw new Error('insertNumberedDocuments: every document of a batch must be of one user, form and version');
  }
  const rows = docs.map(({ doc, inReusable }) => ({
    id: doc.id,
    data: doc.data,
    reusable: doc.reusable,
    facts: doc.facts,
    metadata: doc.metadata,
    search_text: doc.search_text,
    created_at: doc.created_at.toISOString(),
    in_reusable: inReusable,
  }));
  const result = await executePrepared(
    db,
    sql<{ id: string; number: string; seq: number }>`
    select new_id as id, new_number as number, new_seq as seq from insert_numbered_documents(
      ${JSON.stringify(rows)}, ${owner}, ${form}, ${version},
      ${n.start}, ${n.prefix ?? null}, ${n.searchPrefix ?? null}, ${n.padding}, ${n.dataPath ?? null})`.compile(db),
  );
  return new Map(result.rows.map((row) => [row.id, { number: row.number, seq: row.seq }]));
};

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
  /** The language of the pages' `form_title` (not a condition); the stored title without it. */
  titleLocale?: Locale | undefined;
};

/** A LIKE pattern for text containing `word` (its wildcards escaped). */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filter as one condition on `documents`, for queries with or without the forms joined. */
const matching = (eb: ExpressionBuilder<Database, 'documents'>, f: DocumentFilter): Expression<SqlBool> => {
  const conditions: Expression<SqlBool>[] = [eb('documents.user_id', '=', f.userId)];
  if (f.formId) conditions.push(eb('documents.form_id', '=', f.formId));
  if (f.from) conditions.push(eb('documents.created_at', '>=', f.from));
  if (f.to) conditions.push(eb('documents.created_at', '<', f.to));
  if (f.unscheduledOnly) conditions.push(sql<boolean>`documents.facts->>'appointment.date' is null`);
  for (const word of f.words ?? []) conditions.push(eb('documents.search_text', 'like', likePattern(word)));
  return eb.and(conditions);
};

const applyFilter = <O>(query: SelectQueryBuilder<Database, 'documents' | 'forms', O>, f: DocumentFilter) => query.where((eb) => matching(eb, f));

/** How many documents match; with `cap`, counting stops there (the total is then "at least cap"). */
export const countDocuments = async (db: Db, filter: DocumentFilter, cap?: number): Promise<number> => {
  // Without the forms: every document has its form (deleted ones are kept), and the user's index
  // alone then answers (index-only), where the join read all 100,000 rows of a long history (60 ms).
  const matches = db
    .selectFrom('documents')
    .select('documents.id')
    .where((eb) => matching(eb, filter));
  const row = await db
    .selectFrom((cap ? matches.limit(cap) : matches).as('m'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** The user's newest documents of the filter's range (not its words), at most `rows`, newest first. */
const newestDocuments = (db: Db, filter: DocumentFilter, rows: number) =>
  db
    .selectFrom('documents')
    .select('documents.search_text')
    .where((eb) => matching(eb, { ...filter, words: [] }))
    .orderBy('documents.created_at', 'desc')
    .orderBy('documents.id', 'desc')
    .limit(rows);

const wordsMatch = (eb: ExpressionBuilder<{ w: { search_text: string } }, 'w'>, words: readonly string[]) =>
  eb.and(words.map((word) => eb('w.search_text', 'like', likePattern(word))));

/**
 * How many of the user's newest `rows` documents (in the filter's range) match its words, and how
 * many were looked at (fewer than `rows`: all of them). Walks the user's index newest first.
 */
export const sampleNewest = (db: Kysely<Database>, filter: DocumentFilter, rows: number): Promise<{ walked: number; hits: number }> =>
  withPlannerOff(db, WALK_NEWEST, async (trx) => {
    const row = await trx
      .selectFrom(newestDocuments(trx, filter, rows).as('w'))
      .select((eb) => [eb.fn.countAll<string>().as('walked'), eb.fn.countAll<string>().filterWhere(wordsMatch(eb, filter.words ?? [])).as('hits')])
      .executeTakeFirstOrThrow();
    return { walked: Number(row.walked), hits: Number(row.hits) };
  });

/**
 * Counts matches among the user's newest `rows` documents, stopping at `cap`: where matches are
 * dense, reaching the cap this way reads a few thousand rows in order, where the trigram index
 * would gather every match of the user first (38 ms for 11,583 matches among 100,000 documents).
 */
export const countNewestMatches = (db: Kysely<Database>, filter: DocumentFilter, rows: number, cap: number): Promise<number> =>
  withPlannerOff(db, WALK_NEWEST, async (trx) => {
    const matches = trx
      .selectFrom(newestDocuments(trx, filter, rows).as('w'))
      .select(sql<number>`1`.as('one'))
      .where((eb) => wordsMatch(eb, filter.words ?? []))
      .limit(cap);
    const row = await trx.selectFrom(matches.as('m')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  });

/**
 * Counts the matches of a search whose words are rare (countMatches' sample found few) through the
 * trigram index, up to `cap`. Left to itself, the planner may walk the user's whole history instead,
 * trusting the LIMIT to stop it early: ~1 s for a surname in 552 of 100,000 documents, ~10 ms here.
 */
export const countByTrigrams = (db: Kysely<Database>, filter: DocumentFilter, cap: number): Promise<number> =>
  withPlannerOff(db, ['enable_indexscan', 'enable_seqscan'], (trx) => countDocuments(trx, filter, cap));

/** One page of matching documents, newest first (or oldest first with `oldestFirst`). */
export const pageDocuments = async (db: Db, filter: DocumentFilter, { skip, limit }: { skip: number; limit: number }, oldestFirst = false) => {
  const direction = oldestFirst ? 'asc' : 'desc';
  return (await applyFilter(filter.titleLocale ? withLocalTitle(db, filter.titleLocale) : withTitle(db), filter)
    .orderBy('documents.created_at', direction)
    .orderBy('documents.id', direction)
    .offset(skip)
    .limit(limit)
    .execute()) as DocumentWithTitle[];
};

/**
 * The page when many documents match: pg_trgm multiplies the words' selectivities ("bieletă
 * antiruliu" is estimated at 160 matches, not 8,460), so the planner would fetch and sort every
 * match. Walking the user's newest documents and filtering stops after a page (0.6 ms vs 150 ms).
 */
export const pageDocumentsManyMatches = (db: Kysely<Database>, filter: DocumentFilter, page: { skip: number; limit: number }) =>
  withPlannerOff(db, ['enable_bitmapscan'], (trx) => pageDocuments(trx, filter, page));

/**
 * The page when few documents match (the count came in under its cap): the planner, misled by the
 * same estimate, may scan the whole table in parallel (518 ms for a surname with 552 matches among
 * 1,000,000 documents) where the user's trigram index fetches the few matches (10–15 ms).
 */
export const pageDocumentsFewMatches = (db: Kysely<Database>, filter: DocumentFilter, page: { skip: number; limit: number }) =>
  withPlannerOff(db, ['enable_seqscan'], (trx) => pageDocuments(trx, filter, page));

type PlannerMethod = 'enable_bitmapscan' | 'enable_indexscan' | 'enable_seqscan';

/** Runs `work` in a transaction with some of the planner's methods turned off for it alone. */
const withPlannerOff = <T>(db: Kysely<Database>, methods: readonly PlannerMethod[], work: (trx: Transaction<Database>) => Promise<T>) =>
  db.transaction().execute(async (trx) => {
    await sql`select ${sql.join(methods.map((method) => sql`set_config(${method}, 'off', true)`))}`.execute(trx);
    return work(trx);
  });

/**
 * Reading the user's newest documents in order goes by the user's index: with a limit near the
 * user's whole history, the planner would rather read the whole table and sort (100 ms for 5,000
 * of 60,000 documents where the index takes a few).
 */
const WALK_NEWEST: readonly PlannerMethod[] = ['enable_bitmapscan', 'enable_seqscan'];

/**
 * A page and the total. Page 1 reads both at once; a later page counts first, and past the middle
 * it reads from the oldest end and reverses, since OFFSET walks every row it skips (the last of
 * 10,000 pages of a 100,000-document history: ~1 s from the newest end, a few ms from the oldest).
 */
export const listDocuments = async (db: Db, filter: DocumentFilter, page: { skip: number; limit: number }) => {
  if (page.skip === 0) {
    const [rows, total] = await Promise.all([pageDocuments(db, filter, page), countDocuments(db, filter)]);
    return { rows, total };
  }
  const total = await countDocuments(db, filter);
  if (page.skip >= total) return { rows: [], total };
  if (page.skip * 2 <= total) return { rows: await pageDocuments(db, filter, page), total };
  const end = total - page.skip;
  const skip = Math.max(0, end - page.limit);
  return { rows: (await pageDocuments(db, filter, { skip, limit: end - skip }, true)).reverse(), total };
};

export const countForForm = async (db: Db, userId: string, formId: string): Promise<number> =>
  Number(
    (await db.selectFrom('documents').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).where('form_id', '=', formId).executeTakeFirstOrThrow()).n,
  );
