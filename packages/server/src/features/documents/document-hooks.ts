import type { Expression, RawBuilder, SqlBool, Transaction } from 'kysely';
import type { DocumentDto, FormDefinition } from '@atelier/core';
import type { Database } from '../../db/schema.js';

/** A save's options: `confirmOverbooking`, the user chose "proceed anyway" for an appointment past its day's hours. */
export type SaveOptions = { confirmOverbooking?: boolean };

/** A stored document as the hooks after commit see it (service tags, issue 17). */
export type SavedDocumentInfo = { businessId: string; id: string; formId: string; formVersion: number; facts: Record<string, string>; createdAt: Date };

/** A save as a hook inside its transaction sees it; `documentId` only for an edit. */
export type DocumentSave = { businessId: string; definition: FormDefinition; facts: Record<string, string>; documentId?: string; options: SaveOptions };

/**
 * How another feature adds to History's list (GET /user/completed_forms): `where`, a condition on
 * `documents` from the list's query (undefined: none); `columns`, values the same query selects for
 * each listed document, named by the DocumentDto field they fill (e.g. where each stands with its
 * customer, issue 29). Both go into the page's one query: the list stays one statement.
 */
export type DocumentListing = {
  where?: (businessId: string, query: Readonly<Record<string, unknown>>) => Expression<SqlBool> | undefined;
  columns?: Partial<Record<keyof DocumentDto, RawBuilder<unknown>>>;
};

/**
 * How another feature reacts to documents: documents imports none of them, they register here.
 * - `inSave`: inside the transaction that writes the document, for what must commit with it (the
 *   appointment's slot and overbooking check); throwing refuses the save. A save runs in a
 *   transaction of its own only when some hook `wants` it: every other document keeps the
 *   batched insert (submit-batches.ts).
 * - `deleting`: inside the deletion's transaction, before the row goes; what it answers runs once
 *   the row is gone, still inside it.
 * - `submitted` / `updated`: after the commit, in the order registered; they never throw.
 */
export type DocumentHook = {
  name: string;
  inSave?: { wants: (save: DocumentSave) => boolean; run: (trx: Transaction<Database>, save: DocumentSave) => Promise<void> };
  deleting?: (tx: Transaction<Database>, doc: { businessId: string; id: string }) => Promise<() => Promise<void>>;
  submitted?: (doc: SavedDocumentInfo) => Promise<void>;
  updated?: (doc: SavedDocumentInfo) => Promise<void>;
  listing?: DocumentListing;
};

/** The hooks registered with one documents service. */
export const createDocumentHooks = () => {
  const hooks: DocumentHook[] = [];
  return {
    register: (hook: DocumentHook): void => {
      if (hooks.some((h) => h.name === hook.name)) throw new Error(`document hook "${hook.name}" is registered twice`);
      hooks.push(hook);
    },
    /** The in-transaction checks this save wants (none: the save needs no transaction of its own). */
    inSave: (save: DocumentSave) => hooks.flatMap((h) => (h.inSave?.wants(save) ? [h.inSave] : [])),
    deleting: () => hooks.flatMap((h) => (h.deleting ? [h.deleting] : [])),
    submitted: async (doc: SavedDocumentInfo) => {
      for (const h of hooks) await h.submitted?.(doc);
    },
    updated: async (doc: SavedDocumentInfo) => {
      for (const h of hooks) await h.updated?.(doc);
    },
    /** The conditions the list's query puts on `documents` through the hooks. */
    listWhere: (businessId: string, query: Readonly<Record<string, unknown>>) => hooks.flatMap((h) => {
      const condition = h.listing?.where?.(businessId, query);
      return condition ? [condition] : [];
    }),
    /** The values the list's query selects for the hooks, by the DocumentDto field they fill. */
    listColumns: (): Record<string, RawBuilder<unknown>> => Object.assign({}, ...hooks.map((h) => h.listing?.columns ?? {})) as Record<string, RawBuilder<unknown>>,
  };
};

export type DocumentHooks = ReturnType<typeof createDocumentHooks>;
