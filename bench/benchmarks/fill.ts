import { buildProduct } from '../lib/build.js';
import { formatMs } from '../lib/format.js';
import { LABEL } from '../lib/seeded-database.js';
import { defineBenchmark } from '../lib/types.js';
import type { Headline } from '../lib/types.js';
import { CUSTOMER_POOL, FLAT_BLOCKS, FLAT_RATIO, knobs } from '../fill/knobs.js';
import { playFill, type Filled, type Morning, type Unavailable } from '../fill/play.js';
import { GOALS } from '../morning/knobs.js';
import { playEachDatabase } from '../lib/per-database.js';

const count = (n: number) => n.toLocaleString('en-US');
const settingsNote = () => (Object.keys(knobs.serverEnv).length > 0 ? ` Server settings: ${Object.entries(knobs.serverEnv).map(([k, v]) => `${k}=${v}`).join(' ')}.` : '');

const method = () =>
  `A new installation filling up (issue 28): \`node scripts/start.mjs\` as \`npm start\` does (the built packages/server/dist/main.js, its own process, ` +
  `LOG_LEVEL=warn) on an empty database: PGlite in a new DATA_DIR, or a new PostgreSQL database of its own (with Redis), migrated by the server's first start. ` +
  `The first admin uploads the test estimate application (POST /api/forms/), ${count(knobs.businesses)} businesses register and log in through the API, ` +
  `then ${count(knobs.documents)} estimates are saved through the API (\`POST /api/user/forms/:id/submit\`, the web app's body, 1–15 part lines, ` +
  `${CUSTOMER_POOL} customers per business), ${knobs.concurrency} at a time, going round the businesses. Per ${count(knobs.block)} saves: the save's p50/p95 ` +
  `and the server's CPU per save (process tree, every thread; on PostgreSQL also its backends'), then ${knobs.reads} history lists ` +
  `(\`GET /api/user/completed_forms?skip=0&limit=10\`) and ${knobs.reads} searches (plate, surname or part, as the morning benchmark types them), one at a time, ` +
  `of random **steady** businesses (${count(knobs.steadyBusinesses)} more businesses that saved ${count(knobs.steadyDocs)} estimates each through the API before the first block, ` +
  `and only read after: a workshop whose history stays the same while the installation grows, so their reads show what the installation's size alone does), ` +
  `and as many of random **growing** businesses (the ones being filled: each history grows from ${count(Math.round(knobs.block / knobs.businesses))} to ` +
  `${count(Math.round(knobs.documents / knobs.businesses))} documents, and a search walks up to a business's 2,000 newest documents, so their reads grow with it until then). ` +
  `The documents column counts the installation's documents, the steady businesses' included. Right after the fill, ` +
  (knobs.morningUsers > 0
    ? `one morning step on the same server: ${count(knobs.morningUsers)} users (5 per business) started over ${knobs.morningRampSeconds} s, a ${knobs.morningWindowSeconds} s window ` +
      `measured (the morning benchmark's load generator and mix; holds with p99 < ${GOALS.p99Ms} ms and no error)` +
      (knobs.twin
        ? `; then the same step on the fill's **seeded twin**: a new database of as many businesses and documents each, seeded straight into the tables ` +
          `(each business's documents together, then VACUUM ANALYZE, as the morning benchmark seeds) and served by a fresh server: ` +
          `the fill made a database as healthy as that one when its morning costs the server the same CPU per request (≤ ${FLAT_RATIO}×).`
        : '.')
    : 'no morning step (BENCH_FILL_MORNING_USERS=0).') +
  ` Flat means the p50 at the end within ${FLAT_RATIO}× the p50 at the start (saves; the steady businesses' lists and searches), each end the median of ${FLAT_BLOCKS} blocks' p50s ` +
  `(a single block's p50 of a read of a few milliseconds swings by ±30% from one block to the next).${settingsNote()}`;

const COLUMNS = ['database', 'documents', 'save p50', 'save p95', 'server CPU / save', 'list p50', 'list p95', 'search p50', 'search p95', 'growing: list p50', 'search p50', 'load'];

const rows = (played: Filled | Unavailable): string[][] => {
  if ('unavailable' in played) return [[LABEL[played.kind], `unavailable: ${played.unavailable}`, ...COLUMNS.slice(2).map(() => '–')]];
  const blockRows = played.blocks.map((b) => [
    LABEL[played.kind],
    count(b.documents),
    `${formatMs(b.save.p50Ms)} ms`,
    `${formatMs(b.save.p95Ms)} ms`,
    `${formatMs(b.serverCpuMsPerSave)} ms${b.postgresCpuMsPerSave === undefined ? '' : ` + ${formatMs(b.postgresCpuMsPerSave)} ms PG`}`,
    `${formatMs(b.list.p50Ms)} ms`,
    `${formatMs(b.list.p95Ms)} ms`,
    `${formatMs(b.search.p50Ms)} ms`,
    `${formatMs(b.search.p95Ms)} ms`,
    `${formatMs(b.growingList.p50Ms)} ms`,
    `${formatMs(b.growingSearch.p50Ms)} ms`,
    b.loadAverage.toFixed(1),
  ]);
  const morningRow = (what: string, m: Morning) => {
    const s = m.stats;
    const errors = Object.values(s.errors).reduce((a, b) => a + b, 0);
    return [
      LABEL[played.kind],
      `${what}, ${count(m.users)} users: ${Math.round(s.requests / s.seconds)} req/s, p50 ${formatMs(s.overall.p50Ms)} / p95 ${formatMs(s.overall.p95Ms)} / ` +
        `p99 ${formatMs(s.overall.p99Ms)} ms, ${errors} errors, server ${Math.round(m.serverCpu * 100)}% of a core`,
      `${formatMs(s.byKind.save.p50Ms)} ms`,
      `${formatMs(s.byKind.save.p95Ms)} ms`,
      `${formatMs(cpuPerRequest(m))} ms / request`,
      `${formatMs(s.byKind.list.p50Ms)} ms`,
      `${formatMs(s.byKind.list.p95Ms)} ms`,
      `${formatMs(s.byKind.search.p50Ms)} ms`,
      `${formatMs(s.byKind.search.p95Ms)} ms`,
      '–',
      '–',
      m.loadAverage.toFixed(1),
    ];
  };
  return [
    ...blockRows,
    ...(played.morning ? [morningRow('morning after the fill', played.morning)] : []),
    ...(played.twin ? [morningRow(`morning on a seeded twin (seeded in ${Math.round(played.twin.seedSeconds)} s)`, played.twin)] : []),
  ];
};

/** The server's CPU per request over a morning's window, ms. */
const cpuPerRequest = (m: Morning) => (m.serverCpu * m.stats.seconds * 1000) / Math.max(1, m.stats.requests);

/** Blocks at each end compared: FLAT_BLOCKS, fewer in a short run (a quarter of its blocks, at least one). */
const endBlocks = (played: Filled) => Math.max(1, Math.min(FLAT_BLOCKS, Math.floor(played.blocks.length / 4)));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The figure at the end over the figure at the start: the median of the last blocks' over the first blocks' (endBlocks). */
const growth = (played: Filled, pick: (b: Filled['blocks'][number]) => number) => {
  const n = endBlocks(played);
  if (played.blocks.length === 0) return Number.NaN;
  return median(played.blocks.slice(-n).map(pick)) / median(played.blocks.slice(0, n).map(pick));
};

/** How the ratios read, for the headline's names and the notes. */
const endsName = (played: Filled) => {
  const n = endBlocks(played);
  return n === 1 ? 'last block over first' : `last ${n} blocks over first ${n} (medians)`;
};

const headline = (played: Filled | Unavailable): Headline[] => {
  if ('unavailable' in played) return [];
  const label = LABEL[played.kind];
  const last = played.blocks.at(-1);
  const docs = count(last?.documents ?? 0);
  const flat = (name: string, pick: (b: Filled['blocks'][number]) => number): Headline => {
    const ratio = growth(played, pick);
    return { name: `${label}: ${name}, ${endsName(played)}`, figure: Number(ratio.toFixed(2)), unit: '×', target: `≤ ${FLAT_RATIO}`, met: ratio <= FLAT_RATIO };
  };
  const lines: Headline[] = [
    { name: `${label}: save p50 at ${docs} documents`, figure: Number((last?.save.p50Ms ?? Number.NaN).toFixed(1)), unit: 'ms' },
    flat('save p50', (b) => b.save.p50Ms),
    flat(`a steady business's list p50`, (b) => b.list.p50Ms),
    flat(`a steady business's search p50`, (b) => b.search.p50Ms),
  ];
  const m = played.morning;
  if (m && played.twin) {
    const ratio = cpuPerRequest(m) / cpuPerRequest(played.twin);
    lines.push({
      name: `${label}: the morning's server CPU per request, after the fill over its seeded twin`,
      figure: Number(ratio.toFixed(2)),
      unit: '×',
      target: `≤ ${FLAT_RATIO}`,
      met: ratio <= FLAT_RATIO,
    });
  }
  if (m) {
    const errors = Object.values(m.stats.errors).reduce((a, b) => a + b, 0);
    lines.push({
      name: `${label}: morning p99 right after the fill, ${count(m.users)} users`,
      figure: Number(m.stats.overall.p99Ms.toFixed(1)),
      unit: 'ms',
      target: `< ${GOALS.p99Ms} ms, no error`,
      met: m.stats.overall.p99Ms < GOALS.p99Ms && errors === 0,
    });
  }
  return lines;
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const notes = (played: Filled | Unavailable): string[] => {
  if ('unavailable' in played) return [`${LABEL[played.kind]} unavailable: ${played.unavailable}`];
  const label = LABEL[played.kind];
  const ratio = (pick: (b: Filled['blocks'][number]) => number) => growth(played, pick).toFixed(2);
  const lines = [
    `${label}${played.version && played.version !== 'PGlite' ? ` ${played.version}` : ''}: registering took ${Math.round(played.seconds.setup)} s, the fill ${Math.round(played.seconds.fill)} s, ` +
      `everything ${Math.round(played.seconds.total)} s. ${capitalized(endsName(played))}: save p50 ${ratio((b) => b.save.p50Ms)}×, save p95 ${ratio((b) => b.save.p95Ms)}×, ` +
      `server CPU per save ${ratio((b) => b.serverCpuMsPerSave)}×; a steady business's list p50 ${ratio((b) => b.list.p50Ms)}×, search p50 ${ratio((b) => b.search.p50Ms)}×; ` +
      `a growing business's list p50 ${ratio((b) => b.growingList.p50Ms)}×, search p50 ${ratio((b) => b.growingSearch.p50Ms)}×.`,
  ];
  const errors = played.morning ? Object.entries(played.morning.stats.errors) : [];
  if (errors.length > 0) lines.push(`${label} morning errors: ${errors.map(([cause, n]) => `${cause} ×${n}`).join(', ')}.`);
  return lines;
};

const run = async () => {
  buildProduct();
  return playEachDatabase<Filled>({ databases: knobs.databases, play: playFill, method, columns: COLUMNS, rows, notes, headline, data: { knobs: { ...knobs, postgresUrl: undefined } } });
};

export default defineBenchmark({
  name: 'fill',
  title: `a new installation filling up: ${count(knobs.documents)} estimates saved through the API into an empty database, then a morning step`,
  run,
});
