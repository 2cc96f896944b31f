import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertNumberedDocuments, type NewDocument, type Numbered, type Numbering } from './documents.repo.js';

/**
 * At most this many documents per statement: the statistics trigger plans a change of up to 20
 * documents generically (stats_refresh_planned, migration 010), and a bigger batch gains little.
 */
export const MAX_SUBMIT_BATCH = 16;

type Waiting = {
  doc: NewDocument;
  inReusable: boolean;
  numbering: Numbering;
  resolve: (numbered: Numbered) => void;
  reject: (error: unknown) => void;
};

/**
 * Numbers and stores submitted documents, coalescing the concurrent submits of one user's form.
 * Their counter row serializes them in the database anyway (each holds it until its commit), so
 * while one statement runs, the submits that arrive wait here and go together as the next one
 * (insert_numbered_documents, migration 012): one counter upsert, one statistics pass and one commit
 * for the batch. Nothing is waited for on purpose: an idle form's submit is written at once, alone.
 * The numbers follow the order in which the submits arrived. A batch the database refuses is
 * written again one document at a time, so one bad document fails only its own submit.
 */
export const createSubmitBatches = (db: Kysely<Database>, maxBatch = MAX_SUBMIT_BATCH) => {
  /** Per user, form and version: the submits waiting while a statement of theirs runs. */
  const queues = new Map<string, Waiting[]>();

  const write = async (batch: Waiting[]): Promise<void> => {
    const [first] = batch;
    if (!first) return;
    try {
      const numbered = await insertNumberedDocuments(db, batch, first.numbering);
      for (const item of batch) {
        const result = numbered.get(item.doc.id);
        if (result) item.resolve(result);
        else item.reject(new Error(`the numbered insert returned no row for document ${item.doc.id}`));
      }
    } catch (error) {
      if (batch.length === 1) {
        first.reject(error);
        return;
      }
      for (const item of batch) await write([item]);
    }
  };

  const drain = async (key: string, queue: Waiting[]): Promise<void> => {
    while (queue.length > 0) await write(queue.splice(0, maxBatch));
    queues.delete(key);
  };

  /** Resolves with the document's number once it is stored. */
  const insert = (doc: NewDocument, inReusable: boolean, numbering: Numbering): Promise<Numbered> =>
    new Promise((resolve, reject) => {
      const key = `${doc.business_id}:${doc.form_id}:${doc.form_version}`;
      const item = { doc, inReusable, numbering, resolve, reject };
      const queue = queues.get(key);
      if (queue) {
        queue.push(item);
        return;
      }
      const fresh = [item];
      queues.set(key, fresh);
      void drain(key, fresh);
    });

  return { insert };
};

export type SubmitBatches = ReturnType<typeof createSubmitBatches>;
