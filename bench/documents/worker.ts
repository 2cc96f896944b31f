/** A worker thread of the seeder: turns planned documents into rows (processSubmission and all). */
import { parentPort, workerData } from 'node:worker_threads';
import { buildRows, type Planned } from './documents.js';
import { SOURCES, type SourceName } from './sources.js';

export type WorkerInit = { userIds: string[]; pools: number[]; source: SourceName };
export type WorkerRequest = { id: number; batch: Planned[] };
export type WorkerReply = { id: number; rows: ReturnType<typeof buildRows>; buildMs: number } | { id: number; error: string };

const { userIds, pools, source } = workerData as WorkerInit;
const definitions = SOURCES[source].definitions();
const input = SOURCES[source].input(pools);
const port = parentPort;
if (!port) throw new Error('documents/worker.ts runs as a worker thread');

port.on('message', ({ id, batch }: WorkerRequest) => {
  try {
    const started = performance.now();
    const rows = buildRows(definitions, userIds, batch, input);
    port.postMessage({ id, rows, buildMs: performance.now() - started } satisfies WorkerReply);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerReply);
  }
});
