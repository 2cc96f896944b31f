import os from 'node:os';
import { formatMs } from '../lib/format.js';
import { sampleLatencies, type Answer, type Probe, type Sampled } from '../lib/latency.js';
import { LABEL, logIn, openBenchDatabase, seededServerScript, type Kind } from '../lib/seeded-database.js';
import { startServerProcess } from '../lib/server-process.js';
import { positive, redactUrl, settings } from '../lib/settings.js';
import { defineBenchmark } from '../lib/types.js';
import { FLEET_PLATES, seedStatistics, STATS_PASSWORD, type StatsSeeded } from '../statistics/seed.js';
import type { Unavailable } from '../lib/per-database.js';

/** Sizes (issue 7: 100,000 estimates and 20,000 invoices for one user) and samples, see bench/README.md. */
const knobs = {
  estimates: positive('BENCH_STATS_ESTIMATES', 100_000, { integer: true }),
  invoices: positive('BENCH_STATS_INVOICES', 20_000, { integer: true }),
  finance: positive('BENCH_STATS_FINANCE', 10_000, { integer: true }),
  samples: positive('BENCH_STATS_SAMPLES', 40, { integer: true }),
  databases: (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim()).filter(Boolean) as Kind[],
};
for (const kind of knobs.databases) if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`BENCH_DATABASES: unknown database "${String(kind)}"`);

const TARGET_P95_MS: Record<Kind, number> = { postgres: 200, pglite: 600 };

type Call = { name: string; range: string; path: string };
/** Every call over the default range (the last 12 months) and over all three seeded years, plus the filters. */
const calls = (seeded: StatsSeeded): Call[] => {
  const all = (from: string, to: string) => `${from}=${seeded.start}&${to}=${seeded.end}`;
  const threeYears = 'all 3 years';
  return [
    { name: 'service-statistics', range: '12 months (default)', path: '/api/user/service-statistics' },
    { name: 'service-statistics', range: threeYears, path: `/api/user/service-statistics?${all('start_date', 'end_date')}` },
    { name: 'invoice-statistics', range: '12 months (default)', path: '/api/user/invoice-statistics' },
    { name: 'invoice-statistics', range: threeYears, path: `/api/user/invoice-statistics?${all('start_date', 'end_date')}` },
    { name: 'fleet/stats', range: '12 months (default)', path: '/api/user/fleet/stats' },
    { name: 'fleet/stats', range: threeYears, path: `/api/user/fleet/stats?${all('from_date', 'to_date')}` },
    { name: 'fleet/stats, one car', range: threeYears, path: `/api/user/fleet/stats?${all('from_date', 'to_date')}&plate=${encodeURIComponent(FLEET_PLATES[3] ?? '')}` },
    { name: 'service/finance', range: '12 months (default)', path: '/api/user/service/finance' },
    { name: 'service/finance', range: threeYears, path: `/api/user/service/finance?${all('from_date', 'to_date')}` },
    { name: 'service/finance, one category', range: threeYears, path: `/api/user/service/finance?${all('from_date', 'to_date')}&category=combustibil` },
  ];
};

const notEmpty = (answer: Answer) => ((JSON.parse(answer.body) as { empty?: unknown }).empty === false ? undefined : `empty answer: ${answer.body.slice(0, 200)}`);

type Measured = { kind: Kind; version: string; seeded: StatsSeeded; calls: (Call & Sampled)[]; load: { before: number; after: number } };

const load1 = () => Math.round((os.loadavg()[0] ?? 0) * 100) / 100;

const measureOn = async (kind: Kind, log: (line: string) => void): Promise<Measured | Unavailable> => {
  const opened = await openBenchDatabase(kind);
  if ('unavailable' in opened) return { kind, unavailable: opened.unavailable };
  const { database, where, cleanup } = opened;
  let pgliteOpen = kind === 'pglite';
  try {
    log(`  ${LABEL[kind]}: seeding…`);
    const seeded = await seedStatistics(database.db, knobs, log);
    // PGlite allows one process: the server opens the folder after the seeder has closed it.
    if (pgliteOpen) {
      await database.close();
      pgliteOpen = false;
    }
    const server = await startServerProcess({ script: seededServerScript, args: [kind, where], env: { TEST_DATABASE_URL: settings.postgresUrl }, readyTimeoutMs: 180_000 });
    try {
      const token = await logIn(server.url, seeded.email, STATS_PASSWORD);
      const list = calls(seeded);
      const before = load1();
      log(`  ${LABEL[kind]}: ${list.length} calls × ${knobs.samples} requests (load average ${before})`);
      const probes: Probe[] = list.map((c) => ({ name: `${c.name} (${c.range})`, path: () => c.path, check: notEmpty }));
      const sampled = await sampleLatencies({ url: server.url, headers: { authorization: `Bearer ${token}` }, probes, samples: knobs.samples, warmup: 3 });
      return { kind, version: server.info.version ?? 'unknown', seeded, calls: list.map((c, i) => ({ ...(sampled[i] as Sampled), ...c })), load: { before, after: load1() } };
    } finally {
      await server.stop();
    }
  } finally {
    if (pgliteOpen) await database.close();
    await cleanup();
  }
};

const count = (n: number) => n.toLocaleString('en-US');

export default defineBenchmark({
  name: 'statistics',
  title: 'Statistics calls on 100,000 estimates and 20,000 invoices of one user (issue 7)',
  run: async () => {
    const log = (line: string) => process.stdout.write(`${line}\n`);
    const measured: (Measured | Unavailable)[] = [];
    for (const kind of knobs.databases) measured.push(await measureOn(kind, log));
    const rows = measured.flatMap((m): string[][] => {
      if ('unavailable' in m) return [[LABEL[m.kind], '–', 'not reachable: not measured', '–', '–', '–', '–', '–', '–']];
      const target = TARGET_P95_MS[m.kind];
      const docs = `${count(knobs.estimates)} + ${count(knobs.invoices)} + ${count(knobs.finance)}`;
      return m.calls.map((c) => [
        `${LABEL[m.kind]} ${m.version}`,
        docs,
        c.name,
        c.range,
        formatMs(c.p50Ms),
        formatMs(c.p95Ms),
        formatMs(c.p99Ms),
        `p95 < ${target}`,
        c.p95Ms < target ? 'pass' : '**FAIL**',
      ]);
    });
    const notes = measured.map((m) =>
      'unavailable' in m
        ? `${LABEL[m.kind]} at ${redactUrl(settings.postgresUrl)} could not be reached (${m.unavailable}): not measured.`
        : `${LABEL[m.kind]}: seeded ${count(m.seeded.documents)} documents (estimates, invoices, finance records over ${m.seeded.start} … ${m.seeded.end}) ` +
          `straight into the tables in ${Math.round(m.seeded.seconds)} s, the triggers making ${count(m.seeded.statsRows)} statistics rows, ` +
          `${count(m.seeded.lineRows)} line rows and ${count(m.seeded.buckets)} buckets; ${knobs.samples} requests per call, one at a time, ` +
          `load average ${m.load.before} before and ${m.load.after} after (2 shared cores).`,
    );
    // Per database the slowest call of all, against the p95 target every call must meet.
    const headline = measured.flatMap((m) => {
      if ('unavailable' in m || m.calls.length === 0) return [];
      const target = TARGET_P95_MS[m.kind];
      const slowest = Math.max(...m.calls.map((c) => c.p95Ms));
      return [{ name: `${LABEL[m.kind]}: slowest call p95`, figure: slowest, unit: 'ms', target: `< ${target} ms`, met: slowest < target }];
    });
    return {
      method:
        'Each statistics call over HTTP against the API in its own process, one request at a time (lib/latency.ts), on a database seeded ' +
        'with one user\'s estimates, invoices and finance records; every answer is checked to be non-empty. Ranges: the default (last 12 months) and all three seeded years.',
      table: { columns: ['database', 'documents (estimates + invoices + finance)', 'call', 'range', 'p50 ms', 'p95 ms', 'p99 ms', 'target', 'result'], rows },
      notes,
      headline,
      data: { knobs, measured: measured.map((m) => ('unavailable' in m ? m : { ...m, calls: m.calls.map(({ latencies: _latencies, ...rest }) => rest) })) },
    };
  },
});
