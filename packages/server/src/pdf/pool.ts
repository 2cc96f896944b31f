import { Piscina } from 'piscina';
import { AppError } from '../errors.js';
import { renderDocumentPdf, type RenderInput } from './render.js';

export type PdfRenderer = {
  render: (input: RenderInput) => Promise<Buffer>;
  close: () => Promise<void>;
};

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
 * Renders PDFs on a pool of `workers` worker threads (started on first use), so a big document
 * never blocks the event loop; 0 renders in the calling thread.
 */
export const createPdfRenderer = ({ workers }: { workers: number }): PdfRenderer => {
  if (workers === 0) return { render: renderDocumentPdf, close: async () => undefined };
  let pool: Piscina | undefined;
  const start = () => {
    const { filename, execArgv } = workerEntry();
    pool = new Piscina({ filename, execArgv, minThreads: workers, maxThreads: workers, idleTimeout: 60_000, maxQueue: workers * QUEUE_PER_WORKER });
    return pool;
  };
  return {
    render: async (input) => {
      const running = pool ?? start();
      if (running.queueSize >= workers * QUEUE_PER_WORKER) {
        throw new AppError('service_unavailable', { message: 'Too many PDFs are being made right now; try again in a moment', headers: { 'retry-after': '2' } });
      }
      const bytes = (await running.run(input)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: async () => {
      await pool?.destroy();
      pool = undefined;
    },
  };
};
