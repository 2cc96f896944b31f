/** The morning benchmark's table rows and notes, from what play.ts measured. */
import { formatRate } from '../lib/format.js';
import { redactUrl } from '../lib/settings.js';
import type { Headline } from '../lib/types.js';
import { LABEL } from '../lib/seeded-database.js';
import { GOALS, knobs } from './knobs.js';
import { CALL_KINDS } from './plan.js';
import type { Played, Step, Unavailable } from './play.js';
import type { Percentiles, WindowStats } from './tally.js';

export const COLUMNS = [
  'database',
  'users',
  'req/s',
  'all p50 / p95 / p99 ms',
  ...CALL_KINDS.map((kind) => `${kind} p50 / p95 / p99`),
  'errors',
  'server CPU (per request)',
  'server RSS max',
  'PostgreSQL CPU (per request)',
  'generator CPU (per request), loop delay p99',
  'load average',
  'holds',
];

const count = (n: number) => n.toLocaleString('en-US');
const pct = (share: number) => `${Math.round(share * 100)}%`;
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
const ms = (value: number) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(1) : String(Math.round(value))) : '–');
const triple = (p: Percentiles) => (p.count === 0 ? '–' : `${ms(p.p50Ms)} / ${ms(p.p95Ms)} / ${ms(p.p99Ms)}`);
const errorsCell = (stats: WindowStats) => {
  const entries = Object.entries(stats.errors).sort((a, b) => b[1] - a[1]);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  return total === 0 ? '0' : `**${count(total)}** (${entries.map(([cause, n]) => `${cause}: ${count(n)}`).join(', ')})`;
};

/** The largest step that held, if every step before it held too. */
export const largestHolding = (played: Played): number | undefined => {
  let largest: number | undefined;
  for (const step of played.steps) {
    if (!step.holds) break;
    largest = step.users;
  }
  return largest;
};

const stepRow = (db: string, step: Step): string[] => {
  const s = step.stats;
  // CPU per request moves less than req/s and latency when neighbours take the shared cores.
  const perRequest = (share: number) => `${count(Math.round((share * 1e6) / Math.max(1e-9, s.requests / s.seconds)))} µs`;
  return [
    db,
    count(step.users),
    formatRate(s.requests / s.seconds),
    triple(s.overall),
    ...CALL_KINDS.map((kind) => triple(s.byKind[kind])),
    errorsCell(s),
    `${pct(step.serverCpu)} (${perRequest(step.serverCpu)})`,
    mb(step.serverRssMaxBytes),
    step.postgresCpu === undefined ? '–' : `${pct(step.postgresCpu)} (${perRequest(step.postgresCpu)})`,
    `${pct(step.generatorCpu)} (${perRequest(step.generatorCpu)}), ${ms(s.loopDelayMs.p99)} ms`,
    step.loadAverage.toFixed(1),
    step.holds ? 'yes' : '**no**',
  ];
};

export const rows = (m: Played | Unavailable): string[][] => {
  const blank = COLUMNS.map(() => '–');
  if ('unavailable' in m) return [[LABEL[m.kind], 'not reachable: not measured', ...blank.slice(2)]];
  const db = `${LABEL[m.kind]} ${m.version}`;
  const largest = largestHolding(m);
  const goal = GOALS.users[m.kind];
  const maxRss = Math.max(m.idleRssBytes, ...m.steps.map((s) => s.serverRssMaxBytes));
  const summary = [...blank];
  summary[0] = `**${db}**`;
  summary[1] = `**holds up to ${largest === undefined ? 'none' : count(largest)}**`;
  summary[summary.length - 1] = `goal ≥ ${count(goal)}: ${largest !== undefined && largest >= goal ? 'pass' : '**FAIL**'}`;
  if (m.kind === 'pglite') {
    const documents = m.seeded.documents;
    const enough = documents >= GOALS.pgliteDocuments;
    summary[COLUMNS.indexOf('server RSS max')] = `${mb(maxRss)}: goal < ${GOALS.pgliteRssMb} MB ${maxRss < GOALS.pgliteRssMb * 2 ** 20 ? 'pass' : '**FAIL**'}${enough ? '' : ` (only ${count(documents)} documents)`}`;
  }
  return [...m.steps.map((step) => stepRow(db, step)), summary];
};

/** The users each database holds against issue 21's goal, and PGlite's largest RSS against its own. */
export const headline = (m: Played | Unavailable): Headline[] => {
  if ('unavailable' in m) return [];
  const largest = largestHolding(m) ?? 0;
  const goal = GOALS.users[m.kind];
  const processes = m.kind === 'postgres' && knobs.serverProcesses ? `, SERVER_PROCESSES=${knobs.serverProcesses}` : '';
  const out: Headline[] = [{ name: `${LABEL[m.kind]}: users held (p99 < ${GOALS.p99Ms} ms, no error${processes})`, figure: largest, unit: 'users', target: `≥ ${count(goal)}`, met: largest >= goal }];
  if (m.kind === 'pglite') {
    const maxRss = Math.max(m.idleRssBytes, ...m.steps.map((s) => s.serverRssMaxBytes)) / 2 ** 20;
    out.push({ name: `PGlite: server RSS max (${count(m.seeded.documents)} documents)`, figure: maxRss, unit: 'MB', target: `< ${GOALS.pgliteRssMb} MB`, met: maxRss < GOALS.pgliteRssMb });
  }
  return out;
};

const shares = (stats: WindowStats) =>
  CALL_KINDS.map((kind) => `${kind} ${pct(stats.byKind[kind].count / Math.max(1, stats.requests))}`).join(', ');

export const notes = (m: Played | Unavailable): string[] => {
  if ('unavailable' in m) return [`${LABEL[m.kind]} at ${redactUrl(knobs.postgresUrl)} could not be reached (${m.unavailable}): not measured.`];
  const s = m.seeded;
  const last = m.steps.at(-1);
  const searches = m.steps.reduce((acc, step) => ({ found: acc.found + step.stats.searchHits.found, answered: acc.answered + step.stats.searchHits.answered }), { found: 0, answered: 0 });
  const logins = [m.warmupLogins, ...m.steps.map((step) => step.logins)].filter((p) => p.count > 0).map((p) => p.p99Ms);
  const loginFailures = m.steps.flatMap((step) => Object.entries(step.loginFailures));
  return [
    `${LABEL[m.kind]}: seeded ${count(s.documents)} documents over ${count(s.accounts)} businesses in ${Math.round(s.seconds.total)} s (load ${Math.round(s.seconds.load)} s, ` +
      `indexes ${Math.round(s.seconds.indexes)} s, vacuum analyze ${Math.round(s.seconds.vacuum)} s; table ${s.sizes.table}, with indexes ${s.sizes.total}). ` +
      `Server tree RSS before the first user ${mb(m.idleRssBytes)}; ${last?.serverProcesses ?? 1} process(es) in the tree` +
      `${Object.keys(knobs.serverEnv).length > 0 ? ` (server settings: ${Object.entries(knobs.serverEnv).map(([k, v]) => `${k}=${v}`).join(' ')})` : ''}. ` +
      `Warm-up (${knobs.steps[0]} users, ${knobs.warmupSeconds} s, not in the table): slowest ${CALL_KINDS.map((kind) => `${kind} ${ms(m.warmup.byKind[kind].maxMs)} ms`).join(', ')}` +
      `${Object.keys(m.warmup.errors).length > 0 ? `, errors ${errorsCell(m.warmup)}` : ''}. ` +
      `Requests by kind in the last step: ${last ? shares(last.stats) : '–'}. Searches that found something: ${pct(searches.found / Math.max(1, searches.answered))}. ` +
      `Logins (each user's own, during the ramps, not in the table): p99 up to ${logins.length > 0 ? ms(Math.max(...logins)) : '–'} ms` +
      `${loginFailures.length > 0 ? `; failed: ${loginFailures.map(([cause, n]) => `${cause} ×${n}`).join(', ')}` : ''}. ` +
      `Ended: ${m.ended}. Took ${Math.round(m.seconds.total)} s (seeding ${Math.round(m.seconds.seed)} s).`,
  ];
};
