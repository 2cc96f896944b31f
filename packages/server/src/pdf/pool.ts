import { threadId } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { FormDefinition } from '@atelier/core';
import { AppError } from '../errors.js';
import { renderDocumentPdf, type RenderInput } from './render.js';
import { warmUpPdf } from './warm-up.js';

export type PdfRenderer = {
  render: (input: RenderInput) => Promise<Buffer>;
  /**
   * Starts every worker now and has each load its fonts and render a sample (see warm-up.ts), so
   * the first user's PDF does not wait ~0.5–1 s for that. Resolves with the warmed threads' ids.
   */
  start: () => Promise<number[]>;
  close: () => Promise<void>;
};

/** What a worker receives: the definition as JSON text (see `asJson`), the rest as it is. */
export type PdfTask = Omit<RenderInput, 'definition'> & { definitionJson: string };
export type PdfWorkerData = { nice: number };

/**
 * The worker file next to this module: dist/pdf-worker.js in the bundle (a second esbuild entry),
 * src/pdf/pdf-worker.ts when running from source (tests, tsx), loaded through tsx.
 */
const workerEntry = (): { filename: string; execArgv: string[] } => {
  const fromSource = import.meta.url.endsWith('.ts');
  return fromSource
    ? { filename: new URL('./pdf-worker.ts', import.meta.url).href, execArgv: ['--import', 'tsx'] }
    : { filename: new URL('./pdf-worker.js', import.meta.url).href, execArgv: [] };
};

/** Renders waiting per worker before new requests are turned away (503) instead of queueing for minutes. */
const QUEUE_PER_WORKER = 64;

/**
 * A definition object is cloned field by field into the worker with every task, and the worker
 * then had to find its kept copy again; its JSON text (made once per definition object, which
 * the forms service caches) is copied in one piece and is itself the worker's cache key.
 */
const jsonOf = new WeakMap<FormDefinition, string>();
const asJson = (definition: FormDefinition): string => {
  let json = jsonOf.get(definition);
  if (json === undefined) jsonOf.set(definition, (json = JSON.stringify(definition)));
  return json;
};

/**
 * Renders PDFs on a pool of `workers` worker threads (started on first use, or by `start`), so a
 * big document never blocks the event loop; 0 renders in the calling thread. The workers run at `nice`.
 */
export const createPdfRenderer = ({ workers, nice = 0 }: { workers: number; nice?: number }): PdfRenderer => {
  if (workers === 0) {
    const warmHere = async () => {
      await warmUpPdf();
      return [threadId];
    };
    return { render: renderDocumentPdf, start: warmHere, close: async () => undefined };
  }
  let pool: Piscina | undefined;
  const open = () => {
    const { filename, execArgv } = workerEntry();
    const workerData: PdfWorkerData = { nice };
    pool = new Piscina({ filename, execArgv, workerData, minThreads: workers, maxThreads: workers, idleTimeout: 60_000, maxQueue: workers * QUEUE_PER_WORKER });
    return pool;
  };
  return {
    render: async ({ definition, ...rest }) => {
      const running = pool ?? open();
      if (running.queueSize >= workers * QUEUE_PER_WORKER) {
        throw new AppError('service_unavailable', { message: 'Too many PDFs are being made right now; try again in a moment', headers: { 'retry-after': '2' } });
      }
      const task: PdfTask = { ...rest, definitionJson: asJson(definition) };
      const bytes = (await running.run(task)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    // All idle at once, so each takes exactly one of these tasks.
    start: async () => {
      const running = pool ?? open();
      return Promise.all(Array.from({ length: workers }, () => running.run(undefined, { name: 'warmUp' }) as Promise<number>));
    },
    close: async () => {
      await pool?.destroy();
      pool = undefined;
    },
  };
};
