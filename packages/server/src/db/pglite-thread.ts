import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { PgliteOptions } from './pglite.js';

export type ToPgliteWorker = { type: 'exec'; bytes: Uint8Array } | { type: 'close' };
export type FromPgliteWorker = { type: 'ready' } | { type: 'data'; bytes: Uint8Array } | { type: 'failed'; message: string } | { type: 'closed' };

/**
 * dist/pglite-worker.js in the bundle (a third esbuild entry). From source (tests, tsx) the
 * TypeScript entry is loaded through tsx's API: Node 20 does not run a worker's entry file
 * through tsx's hooks.
 */
const newWorker = (workerData: PgliteOptions): Worker => {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}));`, { eval: true, workerData });
};

/**
 * What pg's Connection calls on its socket, over a worker: the bytes a pg client writes in one
 * turn of the event loop (parse, bind, describe, execute, sync of a query) go to the worker as one
 * message, and whatever PostgreSQL answers comes back as the socket's data, parsed by pg itself.
 */
class WorkerSocket extends Duplex {
  #pending: Buffer[] = [];

  constructor(private readonly send: (bytes: Uint8Array) => void) {
    super();
  }

  connect() {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay() {
    return this;
  }

  setKeepAlive() {
    return this;
  }

  ref() {
    return this;
  }

  unref() {
    return this;
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.#pending.push(chunk);
    if (this.#pending.length === 1) queueMicrotask(() => this.#flush());
    callback();
  }

  override _final(callback: (error?: Error | null) => void) {
    this.#flush();
    this.push(null);
    callback();
  }

  #flush() {
    if (this.#pending.length === 0) return;
    const bytes = this.#pending.length === 1 ? (this.#pending[0] as Buffer) : Buffer.concat(this.#pending);
    this.#pending = [];
    this.send(bytes);
  }
}

export type PgliteThread = {
  /** For pg's `stream` option: a new socket per pg client. */
  stream: () => Duplex;
  close: () => Promise<void>;
};

/**
 * PGlite in a worker thread of its own, so the database and the API's JavaScript run on two cores
 * instead of sharing the event loop's. Only one pg client may use it at a time (pool of one), as
 * PGlite is one session.
 */
export const startPgliteThread = async (options: PgliteOptions): Promise<PgliteThread> => {
  const worker = newWorker(options);
  let socket: WorkerSocket | undefined;
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure = error;
    socket?.destroy(error);
  };
  const closed = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: FromPgliteWorker) => {
        if (message.type === 'ready') resolve();
        else reject(new Error(`PGlite could not start: ${message.type === 'failed' ? message.message : message.type}`));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`PGlite's thread exited (${code}) while starting`)));
    });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`PGlite's thread exited (${code})`)));
  worker.on('message', (message: FromPgliteWorker) => {
    if (message.type === 'data') socket?.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
    if (message.type === 'failed') fail(new Error(`PGlite failed: ${message.message}`));
  });
  // Copied into a buffer of their own and moved, not cloned: pg's small buffers are views on a shared 8 KB slab.
  const send = (bytes: Uint8Array) => {
    const own = new Uint8Array(bytes);
    worker.postMessage({ type: 'exec', bytes: own } satisfies ToPgliteWorker, [own.buffer]);
  };
  return {
    stream: () => {
      socket = new WorkerSocket(send);
      const opened = socket;
      if (failure) process.nextTick(() => opened.destroy(failure));
      return opened;
    },
    close: async () => {
      if (!failure) worker.postMessage({ type: 'close' } satisfies ToPgliteWorker);
      await closed;
    },
  };
};
