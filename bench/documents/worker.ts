/** A worker thread of the seeder: turns planned documents into rows (processSubmission and all). */
import { parentPort, workerData } from 'node:worker_threads';
import { estimateDefinition } from '../../packages/server/src/test/forms.js';
import { buildRows, type Planned } from './documents.js';

export type WorkerInit = { userIds: string[]; pools: number[] };
export type WorkerRequest = { id: number; batch: Planned[] };
export type WorkerReply = { id: number; rows: ReturnType<typeof buildRows>; buildMs: number } | { id: number; error: string };

const { userIds, pools } = workerData as WorkerInit;
const definition = estimateDefinition();
const port = parentPort;
if (!port) throw new Error('documents/worker.ts runs as a worker thread');

port.on('message', ({ id, batch }: WorkerRequest) => {
  try {
    const started = performance.now();
    const rows = buildRows(definition, userIds, pools, batch);
    port.postMessage({ id, rows, buildMs: performance.now() - started } satisfies WorkerReply);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerReply);
  }
});
