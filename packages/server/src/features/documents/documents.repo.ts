import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool, type Transaction } from 'kysely';
import { executePrepared } from '../../db/prepared.js';
import { DEFAULT_PAGE_SIZE, type Currency, type DocumentKind, type Locale } from '@atelier/core';
import type { Database, DocumentRow } from '../../db/schema.js';
import { localizedText } from '../forms/index.js';

type Db = Kysely<Database> | Transaction<Database>;

/** `creator_*`: who made it (null once that user is gone, or for a document from before businesses without one). */
export type DocumentWithTitle = DocumentRow & { form_title: string; currency: Currency; kind: DocumentKind; creator_name: string | null; creator_email: string | null };

// The currency of the document's own version, from the small table migration 005 keeps per version.
const currencyOfVersion = sql<Currency>`coalesce((select s.currency from stat_form_versions s
  where s.form_id = documents.form_id and s.version = documents.form_version), 'RON')`;
// Its kind (invoice, quote…) from the same table: the history shows the e-Factura button by it.
const kindOfVersion = sql<DocumentKind>`coalesce((select s.kind from stat_form_versions s
  where s.form_id = documents.form_id and s.version = documents.form_version), 'other')`;

const withForm = (db: Db) =>
  db
    .selectFrom('documents')
    .innerJoin('forms', 'forms.id', 'documents.form_id')
    .leftJoin('users as creator', 'creator.id', 'documents.created_by')
    .selectAll('documents')
    .select(currencyOfVersion.as('currency'))
    .select(kindOfVersion.as('kind'))
    .select(['creator.name as creator_name', 'creator.email as creator_email']);

const withTitle = (db: Db) => withForm(db).select('forms.title as form_title');

/** The documents with their application's title in `locale`, read as the catalogue reads it (current version). */
const withLocalTitle = (db: Db, locale: Locale) =>
  withForm(db)
    .innerJoin('form_versions', (join) => join.onRef('form_versions.form_id', '=', 'forms.id').onRef('form_versions.version', '=', 'forms.current_version'))
    .select(localizedText(locale, 'title').as('form_title'));

const withTitleIn = (db: Db, locale: Locale | undefined) => (locale ? withLocalTitle(db, locale) : withTitle(db));

export type NewDocument = {
  id: string;
  business_id: string;
  /** The member who made it. */
  created_by: string;
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
  /**
   * The series whose business-wide counter numbers the documents (migration 027): the prefix,
   * shared by every application of the business with that prefix; undefined: the form's own counter.
   */
  series: string | undefined;
};

export type Numbered = { number: string; seq: number };

/**
 * Numbers and stores documents of one business's form (one form version) in one call of
 * insert_numbered_documents (migrations 012, 027): one counter update for all of them (the form's
 * own, or its series' shared by the business's applications with that prefix) and the inserts in
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
  const { business_id: owner, form_id: form, form_version: version } = first.doc;
  if (docs.some(({ doc }) => doc.business_id !== owner || doc.form_id !== form || doc.form_version !== version)) {
    throw new Error('insertNumberedDocuments: every document of a batch must be of one business, form and version');
  }
  const rows = docs.map(({ doc, inReusable }) => ({
    id: doc.id,
    created_by: doc.created_by,
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
      ${n.start}, ${n.prefix ?? null}, ${n.searchPrefix ?? null}, ${n.padding}, ${n.dataPath ?? null}, ${n.series ?? null})`.compile(db),
  );
  return new Map(result.rows.map((row) => [row.id, { number: row.number, seq: row.seq }]));
};

/** The business's document (another business's is as unknown as a made-up id), prepared: every open reads one. */
export const findOwnDocument = async (db: Db, businessId: string, id: string): Promise<DocumentWithTitle | undefined> =>
  (await executePrepared(db, withTitle(db).where('documents.id', '=', id).where('documents.business_id', '=', businessId).compile())).rows[0];

/** Writes only when `version` is still the stored one; undefined means stale or not found. */
export const updateDocumentIfVersion = async (
  db: Db,
  { businessId, id, version, data, reusable, facts, metadata, searchText, at }: { businessId: string; id: string; version: number; data: unknown; reusable: unknown; facts: Record<string, string>; metadata: Record<string, unknown>; searchText: string; at: Date },
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
    .where('business_id', '=', businessId)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** What a customer's erasure rewrites of a document (documents.service eraseCustomer). */
export type ErasableDocument = { id: string; form_id: string; form_version: number; number: string; data: Record<string, unknown>; facts: Record<string, string>; metadata: Record<string, unknown>; version: number };

/** The business's documents among `ids`, locked until the transaction ends: no edit slips in between the erasure's read and its write. */
export const lockDocuments = async (tx: Transaction<Database>, businessId: string, ids: readonly string[]): Promise<ErasableDocument[]> =>
  (
    await sql<ErasableDocument>`select id, form_id, form_version, number, data, facts, metadata, version from documents
      where business_id = ${businessId} and id = any(${[...ids]}::char(24)[]) order by id for update`.execute(tx)
  ).rows;

export const deleteOwnDocument = async (db: Db, businessId: string, id: string): Promise<boolean> =>
  (await db.deleteFrom('documents').where('id', '=', id).where('business_id', '=', businessId).executeTakeFirst()).numDeletedRows > 0n;

export type DocumentFilter = {
  businessId: string;
  /**
   * The business as a value the planner does not see (`(select $n)`): for a prepared statement
   * PostgreSQL keeps one plan for, whose cost must not depend on the business (pageWithTotal).
   */
  businessUnseen?: boolean;
  formId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  unscheduledOnly?: boolean;
  /** Only documents of these application versions (unscheduled_only: the appointment ones). */
  formVersions?: { form_id: string; version: number }[] | undefined;
  /** Normalized words (lowercase, no diacritics) that must all appear in the search text. */
  words?: string[];
  /** The language of the pages' `form_title` (not a condition); the stored title without it. */
  titleLocale?: Locale | undefined;
  /** Conditions other features put on `documents` (document-hooks.ts DocumentListing). */
  extra?: Expression<SqlBool>[] | undefined;
  /** Values other features select for each document of a page, by name (document-hooks.ts DocumentListing; not a condition). */
  columns?: Record<string, RawBuilder<unknown>> | undefined;
};

/** `word` with LIKE's wildcards escaped. */
const likeEscaped = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for text containing `word` (its wildcards escaped). */
export const likePattern = (word: string) => `%${likeEscaped(word)}%`;

/** The filter as one condition on `documents`, for queries with or without the forms joined. */
const matching = (eb: ExpressionBuilder<Database, 'documents'>, f: DocumentFilter): Expression<SqlBool> => {
  const business = f.businessUnseen ? sql<string>`(select ${f.businessId}::char(24))` : f.businessId;
  const conditions: Expression<SqlBool>[] = [eb('documents.business_id', '=', business)];
  if (f.formId) conditions.push(eb('documents.form_id', '=', f.formId));
  if (f.from) conditions.push(eb('documents.created_at', '>=', f.from));
  if (f.to) conditions.push(eb('documents.created_at', '<', f.to));
  if (f.unscheduledOnly) conditions.push(sql<boolean>`documents.facts->>'appointment.date' is null`);
  if (f.formVersions) {
    conditions.push(
      f.formVersions.length === 0
        ? sql<boolean>`false`
        : sql<boolean>`(documents.form_id, documents.form_version) in (${sql.join(f.formVersions.map((v) => sql`(${v.form_id}, ${v.version})`))})`,
    );
  }
  for (const word of f.words ?? []) conditions.push(eb('documents.search_text', 'like', likePattern(word)));
  conditions.push(...(f.extra ?? []));
  return eb.and(conditions);
};

const applyFilter = <O>(query: SelectQueryBuilder<Database, 'documents' | 'forms', O>, f: DocumentFilter) => query.where((eb) => matching(eb, f));

/** How many documents match, as a query; with `cap`, counting stops there (the total is then "at least cap"). */
const countQuery = (db: Db, filter: DocumentFilter, cap?: number) => {
  // Without the forms: every document has its form (deleted ones are kept), and the user's index
  // alone then answers (index-only), where the join read all 100,000 rows of a long history (60 ms).
  const matches = db
    .selectFrom('documents')
    .select('documents.id')
    .where((eb) => matching(eb, filter));
  return db.selectFrom((cap ? matches.limit(cap) : matches).as('m')).select((eb) => eb.fn.countAll<string>().as('n'));
};

/** How many documents match; with `cap`, counting stops there (the total is then "at least cap"). */
export const countDocuments = async (db: Db, filter: DocumentFilter, cap?: number): Promise<number> =>
  Number((await countQuery(db, filter, cap).executeTakeFirstOrThrow()).n);

type PlannerMethod = 'enable_bitmapscan' | 'enable_indexscan' | 'enable_seqscan';
const PLANNER_METHODS: readonly PlannerMethod[] = ['enable_bitmapscan', 'enable_indexscan', 'enable_seqscan'];

/** Runs `query` with the given planner methods off (and the others as configured). */
export type Planner = <T>(off: readonly PlannerMethod[], query: (db: Kysely<Database>) => Promise<T>) => Promise<T>;

/**
 * Runs `work` in one transaction on one connection, where each statement may turn some of the
 * planner's methods off (`SET LOCAL`). BEGIN and the first settings go in one round trip (a
 * simple query, fixed text), a change of settings in one more, COMMIT in the last: a search that
 * used to take four round trips per statement (BEGIN, set_config, the statement, COMMIT) takes
 * three for one statement and one more for each further one. Without a statement, nothing is sent.
 */
export const inPlannedTransaction = <T>(db: Kysely<Database>, work: (planner: Planner) => Promise<T>): Promise<T> =>
  db.connection().execute(async (connection) => {
    let begun = false;
    let settings: string | undefined;
    const planner: Planner = async (off, query) => {
      const wanted = PLANNER_METHODS.map((method) => `set local ${method} ${off.includes(method) ? "= 'off'" : 'to default'}`).join('; ');
      if (wanted !== settings) {
        const first = !begun;
        begun = true;
        settings = wanted;
        await sql.raw(first ? `begin; ${wanted}` : wanted).execute(connection);
      }
      return query(connection);
    };
    try {
      const result = await work(planner);
      if (begun) await sql.raw('commit').execute(connection);
      return result;
    } catch (error) {
      if (begun) await sql.raw('rollback').execute(connection).catch(() => undefined);
      throw error;
    }
  });

/**
 * Reading the user's newest documents in order goes by the user's index: with a limit near the
 * user's whole history, the planner would rather read the whole table and sort (100 ms for 5,000
 * of 60,000 documents where the index takes a few).
 */
const WALK_NEWEST: readonly PlannerMethod[] = ['enable_bitmapscan', 'enable_seqscan'];

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

export type Sample = {
  walked: number;
  hits: number;
  /** The page of matches among the walked documents: the search's page when `walked` < rows or `hits` ≥ skip + limit. */
  page: DocumentWithTitle[];
};

/**
 * How many of the user's newest `rows` documents (in the filter's range) match its words, and how
 * many were looked at (fewer than `rows`: all of them), with the `page` of matches found among
 * them, in one statement. Walks the user's index newest first.
 */
export const sampleNewest = (planner: Planner, filter: DocumentFilter, rows: number, { skip, limit }: { skip: number; limit: number } = { skip: 0, limit: 0 }): Promise<Sample> =>
  planner(WALK_NEWEST, async (db) => {
    const hit = sql.join(
      (filter.words ?? []).map((word) => sql`documents.search_text like ${likePattern(word)}`),
      sql` and `,
    );
    const walk = db
      .selectFrom('documents')
      .select(['documents.id', 'documents.created_at', sql<boolean>`${filter.words?.length ? hit : sql`true`}`.as('hit')])
      .where((eb) => matching(eb, { ...filter, words: [] }))
      .orderBy('documents.created_at', 'desc')
      .orderBy('documents.id', 'desc')
      .limit(rows);
    const page = withTitleIn(db, filter.titleLocale).where('documents.id', 'in', sql<string>`(select p.id from p)`);
    const result = await sql<DocumentWithTitle & { walked: string; hits: string }>`
      with w as ${walk},
        s as (select count(*) as walked, count(*) filter (where w.hit) as hits from w),
        p as (select w.id from w where w.hit order by w.created_at desc, w.id desc offset ${skip} limit ${limit})
      select s.walked, s.hits, d.* from s left join lateral ${page} d on true
      order by d.created_at desc, d.id desc`.execute(db);
    const [first] = result.rows;
    return {
      walked: Number(first?.walked ?? 0),
      hits: Number(first?.hits ?? 0),
      page: result.rows.filter((row) => row.id !== null).map(({ walked: _walked, hits: _hits, ...row }) => row),
    };
  });

/**
 * The newest documents whose number starts with `prefix` (folded, as search words are), at most
 * `limit`, newest first: the matches gathered by the index on the business's numbers first
 * (materialized: else the planner walks the history newest first testing every number, 42 ms for
 * "dv-2" in 100,000 documents where this takes 8), then the newest of them read with their titles.
 */
export const newestByNumberPrefix = (planner: Planner, filter: DocumentFilter, prefix: string, limit: number): Promise<DocumentWithTitle[]> =>
  planner([], async (db) => {
    const pattern = `${likeEscaped(prefix)}%`;
    const newest = sql<string>`(
      with m as materialized (select id, created_at from documents where business_id = ${filter.businessId} and lower(number) like ${pattern})
      select m.id from m order by m.created_at desc, m.id desc limit ${limit})`;
    return (await withTitleIn(db, filter.titleLocale)
      .where('documents.id', 'in', newest)
      .orderBy('documents.created_at', 'desc')
      .orderBy('documents.id', 'desc')
      .execute()) as DocumentWithTitle[];
  });

/**
 * Counts matches among the user's newest `rows` documents, stopping at `cap`: where matches are
 * dense, reaching the cap this way reads a few thousand rows in order, where the trigram index
 * would gather every match of the user first (38 ms for 11,583 matches among 100,000 documents).
 */
export const countNewestMatches = (planner: Planner, filter: DocumentFilter, rows: number, cap: number): Promise<number> =>
  planner(WALK_NEWEST, async (db) => {
    const matches = db
      .selectFrom(newestDocuments(db, filter, rows).as('w'))
      .select(sql<number>`1`.as('one'))
      .where((eb) => wordsMatch(eb, filter.words ?? []))
      .limit(cap);
    const row = await db.selectFrom(matches.as('m')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  });

/**
 * Counts the matches of a search whose words are rare (countMatches' sample found few) through the
 * trigram index, up to `cap`. Left to itself, the planner may walk the user's whole history instead,
 * trusting the LIMIT to stop it early: ~1 s for a surname in 552 of 100,000 documents, ~10 ms here.
 */
export const countByTrigrams = (planner: Planner, filter: DocumentFilter, cap: number): Promise<number> =>
  planner(['enable_indexscan', 'enable_seqscan'], (db) => countDocuments(db, filter, cap));

/**
 * One page of matching documents, newest first (or oldest first with `oldestFirst`), as a query.
 * `fixedFirstPage`: the first page's size written into the text (no offset), for the prepared
 * statement: with `limit $n` PostgreSQL's generic plan must guess the page's size (a tenth of the
 * rows), costs more than the custom plans, and so the statement was planned anew on every call
 * (~1 ms, more than it runs) once the installation outgrew ~10,000 documents (issue 28's list).
 */
const pageQuery = (db: Db, filter: DocumentFilter, { skip, limit }: { skip: number; limit: number }, oldestFirst = false, fixedFirstPage = false) => {
  const direction = oldestFirst ? 'asc' : 'desc';
  const columns = Object.entries(filter.columns ?? {}).map(([name, value]) => value.as(name));
  const query = applyFilter(withTitleIn(db, filter.titleLocale), filter)
    .$if(columns.length > 0, (q) => q.select(columns))
    .orderBy('documents.created_at', direction)
    .orderBy('documents.id', direction);
  return fixedFirstPage ? query.limit(sql.lit(limit)) : query.offset(skip).limit(limit);
};

/** One page of matching documents, newest first (or oldest first with `oldestFirst`). */
export const pageDocuments = async (db: Db, filter: DocumentFilter, page: { skip: number; limit: number }, oldestFirst = false) =>
  (await pageQuery(db, filter, page, oldestFirst).execute()) as DocumentWithTitle[];

/**
 * A page and the total (counted up to `cap`) in one statement: the count is an uncorrelated
 * subquery, run once beside the page (by the user's index alone, as countDocuments). Only an empty page past the first needs the count apart.
 */
export const pageWithTotal = async (db: Db, filter: DocumentFilter, page: { skip: number; limit: number }, cap?: number) => {
  // The history's first page, unfiltered, is a third of a busy morning's requests: prepared. Its
  // plan does not depend on the user (their index either way), where a date range's might. Only
  // the web's page size: each size is a statement text of its own, and a connection keeps them all.
  const userOnly = !filter.formId && !filter.from && !filter.to && !filter.unscheduledOnly && !filter.words?.length && !filter.extra?.length;
  const prepared = userOnly && page.skip === 0 && page.limit === DEFAULT_PAGE_SIZE;
  // Prepared, the business is hidden from the planner too: the custom plans of a small history
  // (its count over 100 rows) cost less than the one plan for all (a count over the average
  // business's rows), so past ~20,000 documents connections went back to planning every call.
  const planned = prepared ? { ...filter, businessUnseen: true } : filter;
  const query = pageQuery(db, planned, page, false, prepared).select(() => countQuery(db, planned, cap).as('total'));
  const found = prepared ? (await executePrepared(db, query.compile())).rows : await query.execute();
  const rows = found.map(({ total: _total, ...row }) => row as DocumentWithTitle);
  const [first] = found;
  const total = first ? Number(first.total) : page.skip === 0 ? 0 : await countDocuments(db, filter, cap);
  return { rows, total };
};

/**
 * The page when many documents match: pg_trgm multiplies the words' selectivities ("bieletă
 * antiruliu" is estimated at 160 matches, not 8,460), so the planner would fetch and sort every
 * match. Walking the user's newest documents and filtering stops after a page (0.6 ms vs 150 ms).
 */
export const pageDocumentsManyMatches = (planner: Planner, filter: DocumentFilter, page: { skip: number; limit: number }) =>
  planner(['enable_bitmapscan'], (db) => pageDocuments(db, filter, page));

/**
 * The page when few documents match (the count came in under its cap): the planner, misled by the
 * same estimate, may scan the whole table in parallel (518 ms for a surname with 552 matches among
 * 1,000,000 documents) where the user's trigram index fetches the few matches (10–15 ms).
 */
export const pageDocumentsFewMatches = (planner: Planner, filter: DocumentFilter, page: { skip: number; limit: number }) =>
  planner(['enable_seqscan'], (db) => pageDocuments(db, filter, page));

/**
 * A page and the total. Page 1 reads both in one statement; a later page counts first, and past
 * the middle it reads from the oldest end and reverses, since OFFSET walks every row it skips (the
 * last of 10,000 pages of a 100,000-document history: ~1 s from the newest end, a few ms from the oldest).
 */
export const listDocuments = async (db: Db, filter: DocumentFilter, page: { skip: number; limit: number }) => {
  if (page.skip === 0) return pageWithTotal(db, filter, page);
  const total = await countDocuments(db, filter);
  if (page.skip >= total) return { rows: [], total };
  if (page.skip * 2 <= total) return { rows: await pageDocuments(db, filter, page), total };
  const end = total - page.skip;
  const skip = Math.max(0, end - page.limit);
  return { rows: (await pageDocuments(db, filter, { skip, limit: end - skip }, true)).reverse(), total };
};

/**
 * Every version of the applications the business has documents of: the application ids from a skip
 * scan of the index on (business, form, created_at, id), one probe per application.
 */
export const formVersionsOf = async (db: Db, businessId: string): Promise<{ form_id: string; version: number }[]> =>
  (
    await sql<{ form_id: string; version: number }>`
      with recursive f(form_id) as (
        (select form_id from documents where business_id = ${businessId} order by form_id limit 1)
        union all
        select (select d.form_id from documents d where d.business_id = ${businessId} and d.form_id > f.form_id order by d.form_id limit 1)
        from f where f.form_id is not null)
      select v.form_id, v.version from f join form_versions v on v.form_id = f.form_id order by v.form_id, v.version`.execute(db)
  ).rows;

export const countForForm = async (db: Db, businessId: string, formId: string): Promise<number> =>
  Number(
    (await db.selectFrom('documents').select((eb) => eb.fn.countAll<string>().as('n')).where('business_id', '=', businessId).where('form_id', '=', formId).executeTakeFirstOrThrow()).n,
  );

/** Where a page read by issue day stopped: the last row's day and id. */
export type IssueDayCursor = { day: string; id: string };

/** A document's issue day in SQL (migration 024's efactura_issue_day: its document.date fact, else its UTC creation day). */
const issueDay = sql<string>`efactura_issue_day(documents.facts, documents.created_at)`;

/**
 * The business's documents issued from `start` to `end` (YYYY-MM-DD, both included) by the date
 * written on them, not the day they were saved, in (issue day, id) order, `limit` after `after`:
 * a keyset, so documents saved while the pages are read neither repeat nor push others out.
 */
export const pageByIssueDay = (
  db: Db,
  { businessId, start, end, after, limit }: { businessId: string; start: string; end: string; after?: IssueDayCursor | undefined; limit: number },
): Promise<(DocumentWithTitle & { issue_day: string })[]> =>
  withTitle(db)
    .select(sql<string>`to_char(${issueDay}, 'YYYY-MM-DD')`.as('issue_day'))
    .where('documents.business_id', '=', businessId)
    .where(sql<boolean>`${issueDay} between ${start}::date and ${end}::date`)
    .$if(after !== undefined, (q) => q.where(sql<boolean>`(${issueDay}, documents.id) > (${after?.day}::date, ${after?.id})`))
    .orderBy(issueDay)
    .orderBy('documents.id')
    .limit(limit)
    .execute();

/** How many of the business's documents were issued from `start` to `end` (the month's ZIP's progress). */
export const countByIssueDay = async (db: Db, { businessId, start, end }: { businessId: string; start: string; end: string }): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('documents.business_id', '=', businessId)
        .where(sql<boolean>`${issueDay} between ${start}::date and ${end}::date`)
        .executeTakeFirstOrThrow()
    ).n,
  );
