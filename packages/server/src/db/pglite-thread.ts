import type { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { PgliteOptions } from './pglite.js';
import { ProtocolSocket } from './pglite-socket.js';

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
  let socket: ProtocolSocket | undefined;
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
    if (message.type === 'data') socket?.answer(message.bytes);
    if (message.type === 'failed') fail(new Error(`PGlite failed: ${message.message}`));
  });
  // Copied into a buffer of their own and moved, not cloned: pg's small buffers are views on a shared 8 KB slab.
  const send = (bytes: Uint8Array) => {
    const own = new Uint8Array(bytes);
    worker.postMessage({ type: 'exec', bytes: own } satisfies ToPgliteWorker, [own.buffer]);
  };
  return {
    stream: () => {
      socket = new ProtocolSocket(send);
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
