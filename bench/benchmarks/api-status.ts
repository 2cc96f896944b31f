import path from 'node:path';
import { formatMs, formatRate, formatRatio, formatShare } from '../lib/format.js';
import { runLoad, type LoadRun } from '../lib/load.js';
import { benchDir } from '../lib/output.js';
import { startServerProcess, usageDelta, type ServerProcess, type UsageDelta } from '../lib/server-process.js';
import { redactUrl, settings } from '../lib/settings.js';
import { median, spread } from '../lib/stats.js';
import { defineBenchmark } from '../lib/types.js';
import type { Unavailable } from '../lib/per-database.js';

type Route = 'bare' | 'status';
type Kind = 'pglite' | 'postgres';
type Round = LoadRun & { round: number; route: Route; server: UsageDelta & { cpuMicrosPerRequest: number } };
type Summary = { rps: number; p99Ms: number; rpsSpread: number; p99Spread: number; cpu: number; loop: number; cpuMicrosPerRequest: number };
type Measured = {
  kind: Kind;
  version: string;
  rounds: Round[];
  bare: Summary;
  status: Summary;
  /** Medians of the per-round ratios: each round's two runs are adjacent in time, so slow drift cancels. */
  ratio: { rps: number; p99: number; cpuPerRequest: number };
  failures: number;
};

const LABEL: Record<Kind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
const serverScript = path.join(benchDir, 'servers', 'api-server.ts');

const call = async (url: string, init: RequestInit & { expect: number }): Promise<unknown> => {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== init.expect) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
};

/** Registers and logs in as the web client does; returns the access token. */
const signUp = async (base: string): Promise<string> => {
  const email = `bench.${Date.now()}@example.ro`;
  const password = 'parola-sigura-bench-1';
  const json = { 'content-type': 'application/json' };
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  await call(`${base}/api/user/register`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }), expect: 201 });
  const login = await call(`${base}/api/user/token`, {
    method: 'POST',
    headers: form,
    body: new URLSearchParams({ username: email, password }).toString(),
    expect: 200,
  });
  const token = (login as { access_token?: unknown }).access_token;
  if (typeof token !== 'string') throw new Error('login answered without access_token');
  return token;
};

const summarize = (rounds: Round[]): Summary => {
  const rps = rounds.map((r) => r.rps);
  const p99 = rounds.map((r) => r.p99Ms);
  return {
    rps: median(rps),
    p99Ms: median(p99),
    rpsSpread: spread(rps),
    p99Spread: spread(p99),
    cpu: median(rounds.map((r) => r.server.cpu)),
    loop: median(rounds.map((r) => r.server.loop)),
    cpuMicrosPerRequest: median(rounds.map((r) => r.server.cpuMicrosPerRequest)),
  };
};

const roundRatios = (rounds: Round[], pick: (r: Round) => number): number => {
  const ratios: number[] = [];
  for (const bare of rounds.filter((r) => r.route === 'bare')) {
    const status = rounds.find((r) => r.route === 'status' && r.round === bare.round);
    if (status) ratios.push(pick(status) / pick(bare));
  }
  return median(ratios);
};

const measure = async (kind: Kind, server: ServerProcess): Promise<Measured> => {
  const token = await signUp(server.url);
  const targets: Record<Route, { url: string; headers: Record<string, string> }> = {
    bare: { url: `${server.url}/bare`, headers: {} },
    status: { url: `${server.url}/api/user/status`, headers: { authorization: `Bearer ${token}` } },
  };
  // A wrong token would make the "authenticated" route a fast 401: check the answers first.
  const status = await call(targets.status.url, { headers: targets.status.headers, expect: 200 });
  if ((status as { locked?: unknown }).locked !== false) throw new Error(`unexpected status answer ${JSON.stringify(status)}`);
  await call(targets.bare.url, { expect: 200 });

  const load = (route: Route, seconds: number) => runLoad({ ...targets[route], seconds, connections: settings.connections });
  await load('bare', settings.warmupSeconds);
  await load('status', settings.warmupSeconds);

  const rounds: Round[] = [];
  for (let i = 0; i < settings.rounds; i++) {
    // ABBA order, so neither route always runs first in a pair.
    for (const route of i % 2 === 0 ? (['bare', 'status'] as const) : (['status', 'bare'] as const)) {
      const before = await server.usage();
      const startedAt = performance.now();
      const run = await load(route, settings.seconds);
      const after = await server.usage();
      const usage = usageDelta(before, after, performance.now() - startedAt);
      // CPU time per request hardly moves when neighbours steal the CPU; req/s and p99 do.
      const cpuMicrosPerRequest = (after.cpuMicros - before.cpuMicros) / Math.max(1, run.requests);
      rounds.push({ round: i, route, ...run, server: { ...usage, cpuMicrosPerRequest } });
    }
  }
  const bare = summarize(rounds.filter((r) => r.route === 'bare'));
  const statusSummary = summarize(rounds.filter((r) => r.route === 'status'));
  return {
    kind,
    version: server.info.version ?? 'unknown',
    rounds,
    bare,
    status: statusSummary,
    ratio: {
      rps: roundRatios(rounds, (r) => r.rps),
      p99: roundRatios(rounds, (r) => r.p99Ms),
      cpuPerRequest: roundRatios(rounds, (r) => r.server.cpuMicrosPerRequest),
    },
    failures: rounds.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
};

const runOn = async (kind: Kind): Promise<Measured | Unavailable> => {
  let server: ServerProcess;
  try {
    server = await startServerProcess({ script: serverScript, args: [kind], env: { TEST_DATABASE_URL: settings.postgresUrl } });
  } catch (error) {
    // PostgreSQL is optional on a developer machine; PGlite failing is a real failure.
    if (kind === 'pglite') throw error;
    return { kind, unavailable: error instanceof Error ? error.message : String(error) };
  }
  try {
    return await measure(kind, server);
  } finally {
    await server.stop();
  }
};

const COLUMNS = ['database', 'bare req/s', 'status req/s', 'req/s status/bare', 'bare p99 ms', 'status p99 ms', 'p99 status/bare'];

const row = (m: Measured | Unavailable): string[] => {
  if ('unavailable' in m) return [LABEL[m.kind], 'not reachable: not measured', '–', '–', '–', '–', '–'];
  return [
    `${LABEL[m.kind]} ${m.version}`,
    formatRate(m.bare.rps),
    formatRate(m.status.rps),
    formatRatio(m.ratio.rps),
    formatMs(m.bare.p99Ms),
    formatMs(m.status.p99Ms),
    formatRatio(m.ratio.p99),
  ];
};

const note = (m: Measured | Unavailable): string => {
  if ('unavailable' in m) return `${LABEL[m.kind]} at ${redactUrl(settings.postgresUrl)} could not be reached (${m.unavailable}): PGlite only.`;
  const pct = (share: number) => `${Math.round(share * 100)}%`;
  return (
    `${LABEL[m.kind]}: spread over rounds req/s ${formatShare(m.bare.rpsSpread)} bare, ${formatShare(m.status.rpsSpread)} status; ` +
    `p99 ${formatShare(m.bare.p99Spread)} bare, ${formatShare(m.status.p99Spread)} status. ` +
    `Server process, bare / status: CPU ${pct(m.bare.cpu)} / ${pct(m.status.cpu)} of one core, event loop busy ` +
    `${pct(m.bare.loop)} / ${pct(m.status.loop)} (CPU well below loop-busy means other processes took the CPU); ` +
    `CPU per request ${Math.round(m.bare.cpuMicrosPerRequest)} / ${Math.round(m.status.cpuMicrosPerRequest)} µs, ` +
    `ratio ${formatRatio(m.ratio.cpuPerRequest)}${m.kind === 'postgres' ? ' (PostgreSQL’s own processes not counted)' : ''}.` +
    (m.failures > 0 ? ` **${m.failures} failed requests (non-2xx, errors, timeouts): figures suspect.**` : '')
  );
};

export default defineBenchmark({
  name: 'api-status',
  title: 'authenticated GET /api/user/status vs a bare route',
  run: async () => {
    const measured = [await runOn('pglite'), await runOn('postgres')];
    const s = settings;
    return {
      method:
        `Requests per second and p99 latency of \`GET /api/user/status\` with a bearer token (JWT check, user row lookup, ` +
        `zod query validation and response serialization) against \`GET /bare\` returning \`{ok:true}\` on the same app ` +
        `(same global hooks, no auth, no database), in one server process per database, on a fresh migrated test database. ` +
        `Per database: ${s.warmupSeconds} s warm-up per route, then ${s.rounds} rounds × ${s.seconds} s per route in ABBA order, ` +
        `${s.connections} keep-alive connections. Req/s and p99 are medians over rounds; the ratios are medians of the ` +
        `per-round ratios (the two runs of a round are adjacent, so drift in the machine's load cancels). ` +
        `A ratio of 1 would mean auth and the route cost nothing.`,
      table: { columns: COLUMNS, rows: measured.map(row) },
      notes: measured.map(note),
      // The goal: auth, validation and serialization cost at most as much again as a bare route.
      headline: measured.flatMap((m) =>
        'unavailable' in m
          ? []
          : [
              { name: `${LABEL[m.kind]}: status vs bare, req/s`, figure: m.ratio.rps, unit: '×', target: '≥ 0.5', met: m.ratio.rps >= 0.5 },
              { name: `${LABEL[m.kind]}: status p99`, figure: m.status.p99Ms, unit: 'ms' },
            ],
      ),
      data: { settings: { ...s, postgresUrl: redactUrl(s.postgresUrl) }, databases: measured },
    };
  },
});
