import { MessageChannel, threadId, type MessagePort, type ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { FormDefinition } from '@atelier/core';
import { AppError } from '../errors.js';
import { PDF_LIMITS_DEFAULT, type PdfLimits } from './limits.js';
import { renderDocumentPdf, type RenderInput } from './render.js';
import type { PdfTaskKind } from './tasks.js';
import { warmUpPdf } from './warm-up.js';

export type PdfRenderer = {
  render: (input: RenderInput) => Promise<Buffer>;
  /**
   * A registered kind of task (see tasks.ts), run in a worker like a render: a feature's work per
   * document (an invoice's PDF and XML for the month's ZIP) leaves the thread that answers requests
   * nothing to do. A kind the pool was not made with is a programming error.
   */
  run: <R>(kind: PdfTaskKind<R>, input: RenderInput) => Promise<R>;
  /**
   * Starts every worker now and has each load its fonts and render a sample (see warm-up.ts), so
   * the first user's PDF does not wait ~0.5–1 s for that. Resolves with the warmed threads' ids.
   */
  start: () => Promise<number[]>;
  close: () => Promise<void>;
};

/**
 * What a worker receives: the definition as JSON text (see `asJson`), the rest as it is, and a
 * port on which it says when it starts, so the time limit counts the render and not the queue.
 */
export type PdfTask = Omit<RenderInput, 'definition'> & { definitionJson: string; started: MessagePort; kind?: string };
/** `tasks`: each registered kind's name and the URL of its module (tasks.ts). */
export type PdfWorkerData = { nice: number; tasks: Record<string, string> };

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
 * V8's heaps of one worker. The young generation holds a render's short-lived objects (layout
 * runs, content strings); left to V8 it grows to 3 × 16 MB semi-spaces. Measured on the built
 * worker, 100 estimates each (docs/operations.md, PDF_WORKER_MEMORY_MB): RSS per worker 113 MB by default, 77 MB with
 * 8 MB, for ~10 % more CPU per render in scavenges. The old generation gets the rest of `memoryMb`.
 */
const YOUNG_GENERATION_MB = 8;
export const workerResourceLimits = (memoryMb: number): ResourceLimits => ({
  maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
  maxOldGenerationSizeMb: Math.max(32, memoryMb - YOUNG_GENERATION_MB),
});

/** A document that cannot be made within the limits: the same answer for time and for memory. */
const tooComplex = () =>
  new AppError('pdf_too_complex', { message: 'This document is too large to be made into a PDF in time; shorten its longest texts or split its lines' });

/**
 * Renders PDFs on a pool of `workers` worker threads (started on first use, or by `start`), so a
 * big document never blocks the event loop; 0 renders in the calling thread, without a time
 * limit (tests, tools). The workers run at `nice`, within `limits`: a render that runs longer
 * than `timeoutMs` has its worker terminated (piscina starts a new one) and answers 422, as does
 * one whose worker runs out of its memory.
 */
export const createPdfRenderer = ({
  workers,
  nice = 0,
  limits = PDF_LIMITS_DEFAULT,
  tasks = [],
}: {
  workers: number;
  nice?: number;
  limits?: PdfLimits;
  /** The kinds of task the features register (tasks.ts); the workers load their modules. */
  tasks?: PdfTaskKind<unknown>[];
}): PdfRenderer => {
  const registered = new Set(tasks.map((kind) => kind.name));
  const known = <R>(kind: PdfTaskKind<R>): PdfTaskKind<R> => {
    if (!registered.has(kind.name)) throw new Error(`PDF task "${kind.name}" is not registered with the pool`);
    return kind;
  };
  if (workers === 0) {
    const warmHere = async () => {
      await warmUpPdf();
      return [threadId];
    };
    return { render: renderDocumentPdf, run: async (kind, input) => known(kind).run(input, { render: renderDocumentPdf }), start: warmHere, close: async () => undefined };
  }
  let pool: Piscina | undefined;
  const open = () => {
    const { filename, execArgv } = workerEntry();
    const workerData: PdfWorkerData = { nice, tasks: Object.fromEntries(tasks.map((kind) => [kind.name, kind.file()])) };
    pool = new Piscina({
      filename,
      execArgv,
      workerData,
      minThreads: workers,
      maxThreads: workers,
      idleTimeout: 60_000,
      maxQueue: workers * QUEUE_PER_WORKER,
      resourceLimits: workerResourceLimits(limits.memoryMb),
    });
    return pool;
  };
  /** Runs a task; its clock starts when a worker picks it up, and stops the worker when it runs out. */
  const runLimited = async <T>(running: Piscina, task: Omit<PdfTask, 'started'>, name?: string): Promise<T> => {
    const { port1, port2 } = new MessageChannel();
    const stop = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    port1.once('message', () => {
      timer = setTimeout(() => stop.abort(), limits.timeoutMs);
    });
    try {
      return (await running.run({ ...task, started: port2 } satisfies PdfTask, { transferList: [port2], signal: stop.signal, ...(name ? { name } : {}) })) as T;
    } catch (error) {
      if (stop.signal.aborted || (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw tooComplex();
      throw error;
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  };
  /** The pool, unless its queue is full: then 503 rather than a wait of minutes. */
  const accepting = (): Piscina => {
    const running = pool ?? open();
    if (running.queueSize >= workers * QUEUE_PER_WORKER) {
      throw new AppError('service_unavailable', { message: 'Too many PDFs are being made right now; try again in a moment', headers: { 'retry-after': '2' } });
    }
    return running;
  };
  return {
    render: async ({ definition, ...rest }) => {
      const bytes = await runLimited<Uint8Array>(accepting(), { ...rest, definitionJson: asJson(definition) });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    run: async (kind, { definition, ...rest }) => runLimited(accepting(), { ...rest, definitionJson: asJson(definition), kind: known(kind).name }, 'task'),
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
