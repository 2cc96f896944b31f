import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import pino from 'pino';
import {
  eraseCustomerData,
  foldForSearch,
  numberFieldPath,
  isAppointmentForm,
  setDocumentNumber,
  searchWords,
  searchableText,
  redactDeep,
  type DocumentDto,
  type FormData,
  type FormDefinition,
  type Locale,
  type SubmitDocumentBody,
  type UpdateDocumentBody,
} from '@atelier/core';
import { rewriteRows } from '../../db/customer-data.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { ActorScope, BusinessScope, RequestScope } from '../../http/request-user.js';
import type { FormsService } from '../forms/index.js';
import * as documents from './documents.repo.js';
import { prepareDocument, reusableData } from './document-engine.js';
import { createSubmitBatches } from './submit-batches.js';
import { createDocumentHooks, type DocumentHooks, type DocumentSave, type SaveOptions } from './document-hooks.js';
import { derivedDirectories, type DerivedDirectory } from './derived-directory.js';

const toDto = (row: documents.DocumentWithTitle): DocumentDto => ({
  id: row.id,
  form_id: row.form_id,
  form_version: row.form_version,
  form_title: row.form_title,
  currency: row.currency,
  kind: row.kind,
  number: row.number,
  data: row.data as DocumentDto['data'],
  facts: row.facts,
  metadata: row.metadata,
  version: row.version,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  created_by: row.created_by && row.creator_email !== null ? { id: row.created_by, name: row.creator_name ?? '', email: row.creator_email } : null,
});

/**
 * Counting every match of a common word ("dacia" in 18,000 of a user's 100,000 documents) costs
 * hundreds of milliseconds, while the page itself takes under one: past this many, say "1000+".
 */
export const SEARCH_COUNT_CAP = 1000;

export type SearchLimits = {
  /** Counting stops here (SEARCH_COUNT_CAP). */
  cap: number;
  /** How many of the newest documents tell how dense a search's matches are (see countMatches). */
  sampleRows: number;
  /** How far counting walks the newest documents, when the sample says the cap lies within. */
  walkRows: number;
};

const SEARCH_LIMITS: SearchLimits = { cap: SEARCH_COUNT_CAP, sampleRows: 2000, walkRows: 20_000 };

/** How many documents an erasure locks and writes in one statement each. */
const ERASE_BATCH = 200;

/** The columns an erasure writes, with their SQL types (db/customer-data.ts rewriteRows). */
const ERASED_COLUMNS = { data: 'jsonb', reusable: 'jsonb', facts: 'jsonb', metadata: 'jsonb', search_text: 'text', version: 'integer', updated_at: 'timestamptz' } as const;

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);


export type ListQuery = { skip: number; limit: number; form_id?: string | undefined; start_date?: string | undefined; end_date?: string | undefined; unscheduled_only?: boolean; locale?: Locale | undefined } & Record<string, unknown>;
export type SearchQuery = { skip: number; limit: number; query: string; from_date?: string | undefined; to_date?: string | undefined; locale?: Locale | undefined };

export type { SaveOptions, SavedDocumentInfo } from './document-hooks.js';

export const createDocumentsService = ({
  db,
  forms,
  now,
  searchLimits = SEARCH_LIMITS,
  hooks = createDocumentHooks(),
  log = pino({ level: 'silent' }),
}: {
  db: Kysely<Database>;
  forms: FormsService;
  now: () => Date;
  searchLimits?: SearchLimits;
  /** What other features registered to react to saves and deletions (document-hooks.ts). */
  hooks?: DocumentHooks;
  /** Where a derived directory's failed placing is told (the save stands). */
  log?: FastifyBaseLogger;
}) => {
  const batches = createSubmitBatches(db);
  // The derived directories (vehicles, customers) share one hook: one statement after each save (derived-directory.ts).
  const directories = derivedDirectories({ db, log });
  const addDirectory = (directory: DerivedDirectory): void => {
    if (directories.add(directory)) hooks.register(directories.hook);
  };

  const loadOwn = async (businessId: string, id: string) => {
    const row = await documents.findOwnDocument(db, businessId, id);
    if (!row) throw new AppError('document_not_found');
    return row;
  };

  /** Validates and recomputes on the server (client numbers are never trusted), numbers, stores. */
  const submit = async (scope: ActorScope, formId: string, body: SubmitDocumentBody, options: SaveOptions = {}): Promise<DocumentDto> => {
    const { businessId, userId, name, email } = scope;
    const { form, definition } = await forms.usableForm(scope, formId);
    const prepared = prepareDocument(definition, body.data);
    const at = now();
    const id = newId(at);
    // The number is the database's to assign (submit-batches.ts); until then the
    // data holds an empty number, which the statement replaces.
    const data = setDocumentNumber(definition, prepared.data, '');
    const reusable = reusableData(definition, data);
    const dataPath = numberFieldPath(definition);
    const doc = {
      id,
      business_id: businessId,
      created_by: userId,
      form_id: form.id,
      form_version: form.current_version,
      data,
      reusable,
      // processSubmission's facts: only the number differs (a stand-in there), and the insert sets it.
      facts: prepared.facts,
      metadata: body.metadata ?? {},
      search_text: searchableText(data),
      created_at: at,
      updated_at: at,
    };
    const { prefix, padding = 4, start = 1 } = definition.document.number ?? {};
    const inReusable = dataPath !== undefined && reusable[dataPath[0]]?.[dataPath[1]] !== undefined;
    // A prefix is a series shared by the business's applications that use it (migration 027):
    // the VAT-payer and non-payer invoices both number FCT-…, one sequence.
    const series = prefix === undefined || prefix === '' ? undefined : prefix;
    const numbering = { start, prefix, searchPrefix: prefix === undefined ? undefined : foldForSearch(prefix), padding, dataPath, series };
    const save: DocumentSave = { businessId, definition, facts: prepared.facts as Record<string, string>, options };
    const inSave = hooks.inSave(save);
    const { number, seq } = inSave.length > 0
      ? await db.transaction().execute(async (trx) => {
          for (const hook of inSave) await hook.run(trx, save);
          const written = (await documents.insertNumberedDocuments(trx, [{ doc, inReusable }], numbering)).get(id);
          if (!written) throw new Error(`the numbered insert returned no row for document ${id}`);
          return written;
        })
      : await batches.insert(doc, inReusable, numbering);
    await hooks.submitted({ businessId, id, formId: form.id, formVersion: form.current_version, facts: prepared.facts as Record<string, string>, createdAt: at });
    // Answered from what was written: no second read on the hot path.
    return toDto({
      ...doc,
      number,
      seq,
      data: setDocumentNumber(definition, data, number),
      facts: { ...doc.facts, 'document.number': number },
      search_text: '',
      version: 1,
      form_title: form.title,
      currency: definition.document.currency,
      kind: definition.document.kind,
      creator_name: name,
      creator_email: email,
    });
  };

  /** A business's document (another's is document_not_found); a job working for the business may read it too. */
  const get = async ({ businessId }: BusinessScope, id: string): Promise<DocumentDto> => toDto(await loadOwn(businessId, id));

  /** Full replacement at a known version; the definition is the one the document was made with. */
  const update = async ({ businessId }: RequestScope, id: string, body: UpdateDocumentBody, options: SaveOptions = {}): Promise<DocumentDto> => {
    const current = await loadOwn(businessId, id);
    const definition: FormDefinition = await forms.definitionOf(current.form_id, current.form_version);
    const prepared = prepareDocument(definition, body.data, current.number);
    const data = prepared.data;
    const write = (tx: Kysely<Database>) => documents.updateDocumentIfVersion(tx, {
      businessId,
      id,
      version: body.version,
      data,
      reusable: reusableData(definition, data),
      facts: { ...prepared.facts, 'document.number': current.number },
      metadata: body.metadata ?? current.metadata,
      searchText: searchableText([current.number, data]),
      at: now(),
    });
    const save: DocumentSave = { businessId, definition, facts: prepared.facts as Record<string, string>, documentId: id, options };
    const inSave = hooks.inSave(save);
    const written = inSave.length > 0
      ? await db.transaction().execute(async (trx) => {
          for (const hook of inSave) await hook.run(trx, save);
          return write(trx);
        })
      : await write(db);
    if (!written) {
      throw new AppError('conflict', {
        message: 'The document was changed since you opened it; reload it to see the latest version',
        details: [{ path: 'version', message: `current version is ${(await loadOwn(businessId, id)).version}` }],
      });
    }
    const saved = await loadOwn(businessId, id);
    await hooks.updated({ businessId, id, formId: saved.form_id, formVersion: saved.form_version, facts: saved.facts as Record<string, string>, createdAt: saved.created_at });
    return toDto(saved);
  };

  /**
   * A customer's erasure in their documents (issue 31; the rule is core's eraseCustomerData:
   * client roles pseudonymised or emptied, signatures emptied, the customer's names, numbers,
   * e-mails and identifiers taken out of every other text), inside the caller's transaction:
   * ERASE_BATCH documents at a time are locked, then written in one statement; the facts, search
   * text, past entries and metadata follow, and the statistics with them (their trigger). A
   * document with nothing left to erase is not written (an erasure run again changes nothing).
   * The hooks are not run: what other features derive from a document's client (the customer
   * and reminder directories) is erased in the same transaction by their customer data places,
   * and nothing a car's or an invoice's hook reads changes. Answers the documents written.
   */
  const eraseCustomer = async (tx: Transaction<Database>, { businessId }: BusinessScope, ids: readonly string[], redact: (text: string) => string): Promise<string[]> => {
    const written: string[] = [];
    const at = now().toISOString();
    for (let i = 0; i < ids.length; i += ERASE_BATCH) {
      const rows = await documents.lockDocuments(tx, businessId, ids.slice(i, i + ERASE_BATCH));
      const changes: Record<string, unknown>[] = [];
      for (const row of rows) {
        const definition = await forms.definitionOf(row.form_id, row.form_version);
        const next = eraseCustomerData(definition, { data: row.data as FormData, facts: row.facts }, redact);
        const metadata = redactDeep(row.metadata, redact);
        if (next.data === row.data && next.facts === row.facts && metadata === row.metadata) continue;
        changes.push({
          id: row.id,
          data: next.data,
          reusable: reusableData(definition, next.data),
          facts: next.facts,
          metadata,
          search_text: searchableText([row.number, next.data]),
          version: row.version + 1,
          updated_at: at,
        });
      }
      await rewriteRows(tx, { table: 'documents', businessId, columns: ERASED_COLUMNS, rows: changes });
      written.push(...changes.map((c) => c.id as string));
    }
    return written;
  };

  const remove = async ({ businessId }: RequestScope, id: string): Promise<void> => {
    const deleting = hooks.deleting();
    const removed = deleting.length > 0
      ? await db.transaction().execute(async (tx) => {
          const after: (() => Promise<void>)[] = [];
          for (const hook of deleting) after.push(await hook(tx, { businessId, id }));
          if (!(await documents.deleteOwnDocument(tx, businessId, id))) return false;
          for (const then of after) await then();
          return true;
        })
      : await documents.deleteOwnDocument(db, businessId, id);
    if (!removed) throw new AppError('document_not_found');
  };

  /** The versions of the business's applications whose documents are appointments (core's isAppointmentForm). */
  const appointmentVersions = async (businessId: string) => {
    const versions = await documents.formVersionsOf(db, businessId);
    const kept: typeof versions = [];
    for (const v of versions) if (isAppointmentForm(await forms.definitionOf(v.form_id, v.version))) kept.push(v);
    return kept;
  };

  const list = async ({ businessId }: RequestScope, q: ListQuery) => {
    const columns = hooks.listColumns();
    const { rows, total } = await documents.listDocuments(
      db,
      {
        businessId,
        formId: q.form_id,
        from: q.start_date ? dayStart(q.start_date) : undefined,
        to: q.end_date ? dayAfter(q.end_date) : undefined,
        unscheduledOnly: q.unscheduled_only ?? false,
        // Undated means an appointment without its date: documents of other kinds carry no date of that role either.
        formVersions: q.unscheduled_only ? await appointmentVersions(businessId) : undefined,
        titleLocale: q.locale,
        extra: hooks.listWhere(businessId, q),
        columns,
      },
      q,
    );
    // The hooks' values came with the page (one statement): each fills the DocumentDto field it names.
    const results = rows.map((row) => Object.assign(toDto(row), Object.fromEntries(Object.keys(columns).map((name) => [name, (row as Record<string, unknown>)[name]]))));
    return { results, total };
  };

  /**
   * Matches of a search, counted up to the cap, given the sample of the newest `sampleRows`
   * documents (documents.sampleNewest), which tells how dense the matches are: all of the user's
   * documents when they have no more (the count is then exact); dense enough to reach the cap
   * within `walkRows`, and the count walks the newest documents until it does (a part name in 11%
   * of 100,000 documents: ~9,000 rows in order instead of gathering all 11,583 matches through
   * the trigram index); otherwise the trigram index counts.
   */
  const countMatches = async (planner: documents.Planner, filter: documents.DocumentFilter, sample: documents.Sample): Promise<number> => {
    const { cap, sampleRows, walkRows } = searchLimits;
    if (sample.walked < sampleRows || sample.hits >= cap) return Math.min(sample.hits, cap);
    if ((sample.hits * walkRows) / sampleRows >= 1.5 * cap) {
      const walked = await documents.countNewestMatches(planner, filter, walkRows, cap);
      if (walked >= cap) return walked;
    }
    return documents.countByTrigrams(planner, filter, cap);
  };

  /**
   * Search counts at most SEARCH_COUNT_CAP matches: exact below it, "at least" above (see `capped`).
   * Without words, the page and its count are one statement; with words, the sample gives the page
   * too whenever the page lies among the documents it walked (a user's history under `sampleRows`
   * documents, or a common word), so most searches are one statement in one planned transaction.
   */
  const search = async ({ businessId }: RequestScope, q: SearchQuery) => {
    const filter = {
      businessId,
      words: searchWords(q.query),
      from: q.from_date ? dayStart(q.from_date) : undefined,
      to: q.to_date ? dayAfter(q.to_date) : undefined,
      titleLocale: q.locale,
    };
    const { cap, sampleRows } = searchLimits;
    if (filter.words.length === 0) {
      const { rows, total } = await documents.pageWithTotal(db, filter, q, cap);
      return { results: rows.map(toDto), total, capped: total >= cap };
    }
    return documents.inPlannedTransaction(db, async (planner) => {
      const sample = await documents.sampleNewest(planner, filter, sampleRows, q);
      const total = await countMatches(planner, filter, sample);
      const capped = total >= cap;
      const pageWalked = sample.walked < sampleRows || sample.hits >= q.skip + q.limit;
      const rows = pageWalked ? sample.page : await (capped ? documents.pageDocumentsManyMatches : documents.pageDocumentsFewMatches)(planner, filter, q);
      return { results: rows.map(toDto), total, capped };
    });
  };

  /**
   * The first `limit` matches of a search, newest first, uncounted (the top bar's find box, a request
   * per keystroke): the newest `sampleRows` documents give them when they hold enough; else the
   * trigram index fetches the few matches by the words it can look up (three letters or more: "b 610
   * tgo", a plate typed with spaces, is found by "610" and "tgo", where walking the documents for
   * its "b" took ~75 ms at 100,000), or, when every word is shorter (no trigram finds it: a plate
   * typed "tl 83 pd"), the business's newest `walkRows` documents are looked through (History's
   * search walks them all: 110 ms on PGlite at 100,000 for a car's five documents; the box shows
   * the car itself, whose page lists them all). Otherwise the same documents as search's first
   * page, except for one word with a digit, which may begin a document's number ("dv-2", "0042"):
   * the documents whose number starts with it come first (the one typed in full, before a newer one
   * that mentions it), by their number's index.
   */
  const find = async ({ businessId }: RequestScope, q: { query: string; limit: number; locale?: Locale | undefined }): Promise<DocumentDto[]> => {
    const filter = { businessId, words: searchWords(q.query), titleLocale: q.locale };
    const [word, ...more] = filter.words;
    if (word === undefined) return [];
    const page = { skip: 0, limit: q.limit };
    return documents.inPlannedTransaction(db, async (planner) => {
      const numbered = more.length === 0 && /\d/.test(word) ? await documents.newestByNumberPrefix(planner, filter, word, q.limit) : [];
      if (numbered.length >= q.limit) return numbered.map(toDto);
      const sample = await documents.sampleNewest(planner, filter, searchLimits.sampleRows, page);
      const matches =
        sample.walked < searchLimits.sampleRows || sample.hits >= q.limit
          ? sample.page
          : filter.words.some((w) => w.length >= 3)
            ? await documents.pageDocumentsFewMatches(planner, filter, page)
            : (await documents.sampleNewest(planner, filter, searchLimits.walkRows, page)).page;
      const first = new Set(numbered.map((doc) => doc.id));
      return [...numbered, ...matches.filter((doc) => !first.has(doc.id))].slice(0, q.limit).map(toDto);
    });
  };

  const submissionCount = async (scope: RequestScope, formId: string) => {
    await forms.usableForm(scope, formId);
    const count = await documents.countForForm(db, scope.businessId, formId);
    return { count, previous_count: Math.max(0, count - 1) };
  };

  /**
   * A page of the business's documents issued in a range of days (the date written on them), in
   * issue-day order; `next` continues after the last one (undefined on the last page).
   */
  const pageByIssueDay = async (
    { businessId }: BusinessScope,
    q: { start: string; end: string; after?: documents.IssueDayCursor | undefined; limit: number },
  ): Promise<{ results: DocumentDto[]; next: documents.IssueDayCursor | undefined }> => {
    const rows = await documents.pageByIssueDay(db, { businessId, ...q });
    const last = rows.at(-1);
    return { results: rows.map(toDto), next: last && rows.length === q.limit ? { day: last.issue_day, id: last.id } : undefined };
  };

  const countByIssueDay = ({ businessId }: BusinessScope, q: { start: string; end: string }) => documents.countByIssueDay(db, { businessId, ...q });

  // listColumns: History's values from other features (where each stands with its customer), for another list of documents (a vehicle's page).
  return {
    submit,
    get,
    update,
    eraseCustomer,
    remove,
    list,
    search,
    find,
    submissionCount,
    pageByIssueDay,
    countByIssueDay,
    registerHook: hooks.register,
    addDirectory,
    /** Once the derived directories hold the business's saves made so far (derived-directory.ts). */
    placed: directories.settled,
    /** Once no directory placing is in flight. */
    placingsIdle: directories.idle,
    /** After a start: the newest documents placed again, in case a stop cut their placing short. */
    catchUpPlacings: directories.catchUp,
    listColumns: hooks.listColumns,
  };
};

export type DocumentsService = ReturnType<typeof createDocumentsService>;
