import type { FieldValue } from '@atelier/core';
import { startServer } from '../../e2e/support/server.js';
import { estimateSample } from '../../packages/server/src/pdf/test-support/samples.js';
import { formatMs, formatRatio } from '../lib/format.js';
import { positive } from '../lib/settings.js';
import { median } from '../lib/stats.js';
import { defineBenchmark } from '../lib/types.js';

/** Fresh starts of the built server; each gives one first PDF. */
const STARTS = positive('BENCH_FIRST_PDF_STARTS', 3, { integer: true });
/** PDFs after the first, one at a time: their median is what "as fast as the rest" compares against. */
const LATER = 10;
const FORM_KEY = 'deviz-auto-neplatitor-tva';

type Start = { startMs: number; firstMs: number; laterMs: number[] };

/** Lines whose `key` text ends in this PDF's own number. */
const renamed = (items: unknown, key: string, made: number) =>
  (items as Record<string, FieldValue>[]).map((item) => ({ ...item, [key]: `${String(item[key])} #${made}` }));

const timed = async (work: () => Promise<void>): Promise<number> => {
  const begin = performance.now();
  await work();
  return performance.now() - begin;
};

/**
 * Starts dist/main.js as `npm start` does (fresh embedded database, real catalogue), and as soon
 * as /api/health answers asks for the public estimate's PDF preview (no account needed), then
 * LATER more one after the other.
 */
const oneStart = async (): Promise<Start> => {
  const begin = performance.now();
  // Every preview comes from this machine: lift the per-IP limit of anonymous PDFs.
  const server = await startServer({ PUBLIC_PDF_LIMIT: '100000' }, { startTimeoutMs: 300_000 });
  const startMs = performance.now() - begin;
  try {
    const forms = (await (await fetch(`${server.url}/api/forms/open/forms`)).json()) as { id: string; key: string }[];
    const formId = forms.find((form) => form.key === FORM_KEY)?.id;
    if (!formId) throw new Error(`the catalogue published no ${FORM_KEY}`);
    const sample = estimateSample({ labor: 15, parts: 25 });
    let made = 0;
    const preview = async () => {
      // Another client, car and lines each time: a worker keeps the layout of every string it has
      // set, so the same document again would be faster than a user's next one.
      made += 1;
      const data = {
        ...sample,
        client: { ...sample.client, name: `Client ${made} Țurcanu` },
        vehicle: { ...sample.vehicle, plate: `CJ ${made} ABC` },
        labor: { items: renamed(sample.labor?.items, 'operation', made) },
        parts: { items: renamed(sample.parts?.items, 'name', made) },
      };
      const body = JSON.stringify({ data });
      const response = await fetch(`${server.url}/api/forms/open/forms/${formId}/pdf`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || !bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error(`preview answered ${response.status}: ${bytes.toString().slice(0, 200)}`);
    };
    const firstMs = await timed(preview);
    const laterMs: number[] = [];
    for (let i = 0; i < LATER; i++) laterMs.push(await timed(preview));
    return { startMs, firstMs, laterMs };
  } finally {
    await server.stop();
  }
};

export default defineBenchmark({
  name: 'first-pdf',
  title: 'the first PDF after a fresh start of the built server',
  run: async () => {
    const starts: Start[] = [];
    for (let i = 0; i < STARTS; i++) starts.push(await oneStart());
    const rows = starts.map((s, i) => {
      const later = median(s.laterMs);
      return [String(i + 1), formatMs(s.startMs), formatMs(s.firstMs), formatMs(later), formatRatio(s.firstMs / later)];
    });
    return {
      method:
        `\`node packages/server/dist/main.js\` started ${STARTS} times on a fresh embedded database with the real catalogue ` +
        `(PDF_WORKERS at its default, one per core); as soon as \`GET /api/health\` answers, the public estimate's PDF ` +
        `preview (2 pages, 15 labour and 25 part lines, no account) is asked for once, then ${LATER} more one after the other, each with another client, plate and line texts. ` +
        `"start" is from spawning the process to the first health answer.`,
      table: { columns: ['start', 'start ms', 'first PDF ms', 'later PDFs median ms', 'first/later'], rows },
      notes: [`Median over starts: first PDF ${formatMs(median(starts.map((s) => s.firstMs)))} ms, later ${formatMs(median(starts.flatMap((s) => s.laterMs)))} ms.`],
      headline: [
        { name: 'first PDF after a start, median', figure: median(starts.map((s) => s.firstMs)), unit: 'ms' },
        { name: 'later PDFs, median', figure: median(starts.flatMap((s) => s.laterMs)), unit: 'ms' },
      ],
      data: { starts },
    };
  },
});
