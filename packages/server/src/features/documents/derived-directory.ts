import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DocumentHook, SavedDocumentInfo } from './document-hooks.js';

/**
 * The document hook of a directory derived from the documents' facts (vehicles, customers:
 * DESIGN.md "Derived directories"). A save is placed after its commit, not inside the save's
 * transaction (a hook inside it would take every save off the batched insert, submit-batches.ts,
 * for a table that is never the source of truth): one statement per save that `names` an entry; a
 * crash between the commit and it leaves the entry out until the next edit or the directory's
 * rebuild. Never throws: the document is saved. An edit is always placed again (it may change the
 * entry or take it off the document); a deletion unlinks inside its transaction, and the entry it
 * left is refreshed in the same commit (and goes with its last document).
 */
export const derivedDirectoryHook = ({
  name,
  log,
  names,
  place,
  unlink,
  refresh,
}: {
  name: string;
  log: FastifyBaseLogger;
  names: (facts: Record<string, string>) => boolean;
  place: (businessId: string, documentId: string) => Promise<void>;
  unlink: (tx: Transaction<Database>, businessId: string, documentId: string) => Promise<string | undefined>;
  refresh: (tx: Transaction<Database>, businessId: string, entryId: string) => Promise<void>;
}): DocumentHook => {
  const sync = async (doc: SavedDocumentInfo, always: boolean): Promise<void> => {
    if (!always && !names(doc.facts)) return;
    try {
      await place(doc.businessId, doc.id);
    } catch (error) {
      log.error({ err: error, document: doc.id }, `placing a document in the ${name} directory failed`);
    }
  };
  return {
    name,
    submitted: (doc) => sync(doc, false),
    updated: (doc) => sync(doc, true),
    deleting: async (tx, { businessId, id }) => {
      const entryId = await unlink(tx, businessId, id);
      return async () => {
        if (entryId !== undefined) await refresh(tx, businessId, entryId);
      };
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
