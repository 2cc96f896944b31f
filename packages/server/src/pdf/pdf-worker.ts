import os from 'node:os';
import { threadId, workerData } from 'node:worker_threads';
import type { FormDefinition } from '@atelier/core';
import type { PdfTask, PdfWorkerData } from './pool.js';
import { renderDocumentPdf } from './render.js';
import type { PdfTaskModule } from './tasks.js';
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
const { nice, tasks } = (workerData ?? { nice: 0, tasks: {} }) as PdfWorkerData;
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

/**
 * A task module: the bundle's as it is; a source file (tests, tsx) through tsx's loader, which this
 * worker, itself loaded through tsx's require hook, does not have for a dynamic import.
 */
const importTask = async (file: string): Promise<PdfTaskModule<unknown>> => {
  if (!file.endsWith('.ts')) return (await import(file)) as PdfTaskModule<unknown>;
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport(file, import.meta.url)) as PdfTaskModule<unknown>;
};

/** Each registered kind's module, imported once per worker on its first task. */
const modules = new Map<string, Promise<PdfTaskModule<unknown>>>();
const moduleOf = (kind: string): Promise<PdfTaskModule<unknown>> => {
  let loading = modules.get(kind);
  if (!loading) {
    const file = tasks[kind];
    if (!file) throw new Error(`PDF task "${kind}" is not registered with the pool`);
    modules.set(kind, (loading = importTask(file)));
  }
  return loading;
};

/** A registered kind of task (pool.run, tasks.ts): the kind's module, given this worker's renderer. */
export const task = async ({ definitionJson, started, kind, ...rest }: PdfTask): Promise<unknown> => {
  // Loaded before the clock starts: the time limit is the task's, not the first load of its module.
  const { default: run } = await moduleOf(kind ?? '');
  started.postMessage(null);
  started.close();
  lowerPriority();
  return run({ ...rest, definition: known(definitionJson) }, { render: renderDocumentPdf });
};

/** The pool's `start`: fonts, a sample render and the registered tasks' modules before the first request; answers which thread it warmed. */
export const warmUp = async (): Promise<number> => {
  await Promise.all([warmUpPdf(), ...Object.keys(tasks).map(moduleOf)]);
  lowerPriority();
  return threadId;
};
