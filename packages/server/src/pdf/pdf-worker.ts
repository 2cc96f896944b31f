import os from 'node:os';
import { threadId, workerData } from 'node:worker_threads';
import type { FormDefinition } from '@atelier/core';
import { makeInvoiceFiles, type InvoiceFiles } from '../features/efactura/invoice-files.js';
import type { PdfTask, PdfWorkerData } from './pool.js';
import { renderDocumentPdf } from './render.js';
import { warmUpPdf } from './warm-up.js';

const DEFINITIONS_KEPT = 200;
const definitions = new Map<string, FormDefinition>();

/**
 * One object per distinct definition text lets core reuse its compiled expressions (compiling
 * costs about a render); the text is the key, so a hit costs a hash of it and no parsing.
 */
const known = (json: string): FormDefinition => {
  const kept = definitions.get(json);
  if (kept) return kept;
  const definition = JSON.parse(json) as FormDefinition;
  definitions.set(json, definition);
  if (definitions.size > DEFINITIONS_KEPT) definitions.delete(definitions.keys().next().value ?? json);
  return definition;
};

// On Linux the nice value is per thread: this lowers only this worker, never the event loop's thread.
// Not before the warm-up: that runs before the server listens, when nothing competes with it, and
// at nice 10 on a busy machine it would hold the start back for seconds.
const { nice } = (workerData ?? { nice: 0 }) as PdfWorkerData;
let lowered = nice === 0;
const lowerPriority = () => {
  if (lowered) return;
  lowered = true;
  try {
    os.setPriority(nice);
  } catch {
    // Where threads cannot be reniced the workers simply keep the normal priority.
  }
};

/** Worker-thread entry of the PDF pool (bundled as dist/pdf-worker.js). */
export default async ({ definitionJson, started, ...rest }: PdfTask): Promise<Uint8Array> => {
  started.postMessage(null);
  started.close();
  lowerPriority();
  return renderDocumentPdf({ ...rest, definition: known(definitionJson) });
};

/** An invoice's PDF and XML packed for the month's ZIP (pool.invoiceFiles): the same render, plus the XML and the CRCs. */
export const invoiceFiles = async ({ definitionJson, started, ...rest }: PdfTask): Promise<InvoiceFiles> => {
  started.postMessage(null);
  started.close();
  lowerPriority();
  return makeInvoiceFiles({ ...rest, definition: known(definitionJson) });
};

/** The pool's `start`: fonts and a sample render before the first request; answers which thread it warmed. */
export const warmUp = async (): Promise<number> => {
  await warmUpPdf();
  lowerPriority();
  return threadId;
};
