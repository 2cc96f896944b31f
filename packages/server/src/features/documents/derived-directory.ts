import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DocumentHook, SavedDocumentInfo } from './document-hooks.js';

/**
 * A directory derived from the documents' facts (vehicles, customers: DESIGN.md "Derived
 * directories"), as it joins the documents' hooks (documents.addDirectory):
 * - `names`: whether a new document's facts name an entry at all (an edit is always placed again:
 *   it may change the entry or take it off the document);
 * - `place`: the one SQL call that places a saved or edited document (a database function that
 *   takes the directory's lock, places and refreshes);
 * - `unlink` / `refresh`: a deletion's, inside its transaction: the document leaves its entry, and
 *   the entry it left is refreshed once the row is gone (and goes with its last document).
 */
export type DerivedDirectory = {
  name: string;
  names: (facts: Record<string, string>) => boolean;
  place: (businessId: string, documentId: string) => RawBuilder<unknown>;
  unlink: (tx: Transaction<Database>, businessId: string, documentId: string) => Promise<string | undefined>;
  refresh: (tx: Transaction<Database>, businessId: string, entryId: string) => Promise<void>;
};

/** How far before the newest document a start places the documents again (derived-directory.ts, `catchUp`). */
export const CATCH_UP_MS = 10 * 60 * 1000;

/**
 * The derived directories' one document hook. A save is placed after its commit, not inside the
 * save's transaction (a hook inside it would take every save off the batched insert,
 * submit-batches.ts, for tables that are never the source of truth), and every directory that
 * wants it in ONE statement (`select vehicles_sync_document(…), customers_sync_document(…)`): one
 * round trip and one commit per save, whatever the number of directories.
 *
 * A new document's placing runs after the save has answered (the placing cost about a quarter of a
 * save: issue 31's benchmark wants a save within 1.2× of one without the directories), and the
 * business's next request waits for its placings in flight (`settled`, awaited before every request
 * of a signed-in business: documents.module.ts), so whoever saved reads their own write: the car's
 * page opened right after the save lists it. Another instance of the server (PostgreSQL) does not
 * know this one's placings: a request of the business reaching it within that millisecond could miss
 * the new document, as it would have missed the save itself a moment earlier. An edit is placed
 * before it answers (rarer, and it may take a document off its entry). A stop between the save's
 * commit and the placing (a crash, a kill) would leave the document out: at start, `catchUp` places
 * again the documents saved in the CATCH_UP_MS before the newest one (placing is idempotent, as an
 * edit's is). A placing never throws: the document is saved. Directories are placed in the order
 * added, and take their locks in that order (a deletion's too).
 */
export const derivedDirectories = ({ db, log }: { db: Kysely<Database>; log: FastifyBaseLogger }) => {
  const directories: DerivedDirectory[] = [];
  const sync = async (doc: Pick<SavedDocumentInfo, 'businessId' | 'id' | 'facts'>, always: boolean): Promise<void> => {
    const wanted = directories.filter((d) => always || d.names(doc.facts));
    if (wanted.length === 0) return;
    try {
      await sql`select ${sql.join(wanted.map((d) => d.place(doc.businessId, doc.id)))}`.execute(db);
    } catch (error) {
      log.error({ err: error, document: doc.id }, `placing a document in the ${wanted.map((d) => d.name).join(' and ')} directories failed`);
    }
  };
  /** Per business, its placings in flight. */
  const inFlight = new Map<string, Set<Promise<void>>>();
  /** A placing of the business in flight: its requests wait for it (`settled`), and the database's close too (`idle`). */
  const track = (businessId: string, placing: Promise<void>): void => {
    let running = inFlight.get(businessId);
    if (!running) inFlight.set(businessId, (running = new Set()));
    running.add(placing);
    void placing.finally(() => {
      running.delete(placing);
      if (running.size === 0 && inFlight.get(businessId) === running) inFlight.delete(businessId);
    });
  };
  const placeLater = (doc: SavedDocumentInfo): void => track(doc.businessId, sync(doc, false));
  /**
   * After a start: the documents saved in the CATCH_UP_MS before the newest one are placed again,
   * each business's in order, its requests waiting for them as for a save's. Answers how many.
   */
  const placeNewestAgain = async (): Promise<number> => {
    if (directories.length === 0) return 0;
    const { rows } = await sql<{ business_id: string; id: string; facts: Record<string, string> }>`
      select business_id, id, facts from documents
      where created_at >= (select max(created_at) from documents) - make_interval(secs => ${CATCH_UP_MS / 1000})
      order by created_at, id`.execute(db);
    const byBusiness = new Map<string, typeof rows>();
    for (const row of rows) {
      const docs = byBusiness.get(row.business_id);
      if (docs) docs.push(row);
      else byBusiness.set(row.business_id, [row]);
    }
    for (const [businessId, docs] of byBusiness) {
      track(
        businessId,
        (async () => {
          for (const doc of docs) await sync({ businessId, id: doc.id, facts: doc.facts }, false);
        })(),
      );
    }
    if (rows.length > 0) log.info({ documents: rows.length, businesses: byBusiness.size }, 'directories: the newest documents placed again after the start');
    return rows.length;
  };
  /** The start's catch-up (placeNewestAgain), which `idle` waits for. */
  let catchingUp: Promise<unknown> = Promise.resolve();
  const catchUp = (): Promise<number> => {
    const run = placeNewestAgain();
    catchingUp = run.catch(() => undefined);
    return run;
  };
  /** Once the placings of the business's saves made so far are done (at once when none is running). */
  const settled = async (businessId: string): Promise<void> => {
    const running = inFlight.get(businessId);
    if (running) await Promise.all(running);
  };
  /** Once every placing in flight is done, a start's catch-up too (before the database closes). */
  const idle = async (): Promise<void> => {
    await catchingUp;
    while (inFlight.size > 0) await Promise.all([...inFlight.values()].flatMap((running) => [...running]));
  };
  const hook: DocumentHook = {
    name: 'directories',
    submitted: async (doc) => placeLater(doc),
    updated: (doc) => sync(doc, true),
    deleting: async (tx, { businessId, id }) => {
      const left: { directory: DerivedDirectory; entryId: string }[] = [];
      for (const directory of directories) {
        const entryId = await directory.unlink(tx, businessId, id);
        if (entryId !== undefined) left.push({ directory, entryId });
      }
      return async () => {
        for (const { directory, entryId } of left) await directory.refresh(tx, businessId, entryId);
      };
    },
  };
  return {
    hook,
    settled,
    idle,
    catchUp,
    /** Adds a directory; answers whether it is the first (the hook is then registered with the documents' hooks). */
    add: (directory: DerivedDirectory): boolean => {
      if (directories.some((d) => d.name === directory.name)) throw new Error(`derived directory "${directory.name}" is added twice`);
      directories.push(directory);
      return directories.length === 1;
    },
  };
};

/** Every business's directory made again, one business per statement (a long transaction would hold PGlite's only connection). */
export const rebuildEachBusiness = async (
  businessIds: readonly string[],
  rebuild: (businessId: string) => Promise<number>,
  progress?: (businessId: string, entries: number) => void,
): Promise<{ businesses: number; entries: number }> => {
  let entries = 0;
  for (const businessId of businessIds) {
    const n = await rebuild(businessId);
    entries += n;
    progress?.(businessId, n);
  }
  return { businesses: businessIds.length, entries };
};
