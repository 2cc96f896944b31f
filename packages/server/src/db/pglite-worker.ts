import { parentPort, workerData } from 'node:worker_threads';
import { openPglite, type PgliteOptions } from './pglite.js';
import { answerClient } from './pglite-socket.js';
import type { FromPgliteWorker, ToPgliteWorker } from './pglite-thread.js';

/**
 * Worker-thread entry of PGlite (bundled as dist/pglite-worker.js): the database runs here, on
 * a core of its own, and answers the bytes of the PostgreSQL wire protocol that the server's pg
 * client writes (pglite-thread.ts). One message at a time, in order: PGlite is one session.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts is a worker thread entry');
const post = (message: FromPgliteWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const run = async () => {
  const { pglite } = await openPglite(workerData as PgliteOptions);
  let queue = Promise.resolve();
  const handle = async (message: ToPgliteWorker) => {
    if (message.type === 'close') {
      await pglite.close();
      post({ type: 'closed' });
      port.close();
      return;
    }
    const answer = await answerClient(pglite, message.bytes);
    if (answer.byteLength > 0) post({ type: 'data', bytes: answer }, [answer.buffer as ArrayBuffer]);
  };
  port.on('message', (message: ToPgliteWorker) => {
    queue = queue.then(() => handle(message)).catch((error: unknown) => post({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
  });
  post({ type: 'ready' });
};

run().catch((error: unknown) => post({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
