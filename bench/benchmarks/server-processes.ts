import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer, type RunningServer } from '../../e2e/support/server.js';
import { formatMs, formatRate, formatRatio } from '../lib/format.js';
import { runLoad, type LoadRun } from '../lib/load.js';
import { redactUrl, settings } from '../lib/settings.js';
import { median } from '../lib/stats.js';
import { defineBenchmark } from '../lib/types.js';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const COUNTS = [1, 2] as const;
type Count = (typeof COUNTS)[number];

const form = (fields: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

/** A new account's access token, through the API as the web app gets it. */
const tokenFor = async (url: string): Promise<string> => {
  const email = `bench.processes.${randomBytes(4).toString('hex')}@example.ro`;
  const password = 'parola-sigura-bench-1';
  const registered = await fetch(`${url}/api/user/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const login = (await (await fetch(`${url}/api/user/token`, form({ username: email, password }))).json()) as { access_token?: string };
  if (!login.access_token) throw new Error('login answered without access_token');
  return login.access_token;
};

/** The built server (`npm start`'s dist/main.js) on its own schema of the benchmark's PostgreSQL, with Redis. */
const start = async (count: Count, schema: string): Promise<RunningServer> => {
  const url = new URL(settings.postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  const server = await startServer(
    { DATABASE_URL: url.toString(), REDIS_URL, SERVER_PROCESSES: String(count), PDF_WORKERS: '1', JWT_SECRET: randomBytes(32).toString('hex') },
    { startTimeoutMs: 300_000 },
  );
  // The first process answers health checks before the others listen; the primary says when all do.
  for (let i = 0; i < 1500 && count > 1 && !/server processes\)/.test(server.output()); i++) await new Promise((resolve) => setTimeout(resolve, 200));
  return server;
};

const withSchema = async <T>(work: (schema: string) => Promise<T>): Promise<T> => {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: settings.postgresUrl });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
    return await work(schema);
  } finally {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  }
};

export default defineBenchmark({
  name: 'server-processes',
  title: 'authenticated GET /api/user/status with SERVER_PROCESSES=1 and 2 on PostgreSQL',
  run: async () => {
    const runs: Record<Count, LoadRun[]> = { 1: [], 2: [] };
    await withSchema(async (schema) => {
      for (let round = 0; round < settings.rounds; round++) {
        // ABBA: neither count always runs first.
        for (const count of round % 2 === 0 ? COUNTS : [...COUNTS].reverse()) {
          const server = await start(count, schema);
          try {
            const headers = { authorization: `Bearer ${await tokenFor(server.url)}` };
            const target = { url: `${server.url}/api/user/status`, headers, connections: settings.connections };
            await runLoad({ ...target, seconds: settings.warmupSeconds });
            runs[count].push(await runLoad({ ...target, seconds: settings.seconds }));
          } finally {
            await server.stop();
          }
        }
      }
    });
    const rps = (count: Count) => median(runs[count].map((r) => r.rps));
    const p99 = (count: Count) => median(runs[count].map((r) => r.p99Ms));
    const failures = COUNTS.reduce((sum, count) => sum + runs[count].reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0), 0);
    return {
      method:
        `\`dist/main.js\` on PostgreSQL (${redactUrl(settings.postgresUrl)}, a fresh schema) and Redis, started with SERVER_PROCESSES=1 ` +
        `and =2 in turn (ABBA, ${settings.rounds} rounds, a fresh start each), PDF_WORKERS=1; a new account's bearer token; ` +
        `${settings.warmupSeconds} s warm-up, then ${settings.seconds} s of \`GET /api/user/status\` over ${settings.connections} ` +
        `keep-alive connections (autocannon in the benchmark's own process, on the same machine). Medians over rounds.`,
      table: {
        columns: ['processes', 'req/s', 'p99 ms', 'req/s vs 1 process'],
        rows: COUNTS.map((count) => [String(count), formatRate(rps(count)), formatMs(p99(count)), formatRatio(rps(count) / rps(1))]),
      },
      notes: failures > 0 ? [`**${failures} failed requests: figures suspect.**`] : [],
      // No target: on 2 shared cores the load generator takes one, so the ratio is watched, not judged.
      headline: [{ name: 'req/s with 2 processes vs 1', figure: rps(2) / rps(1), unit: '×' }],
      data: { runs },
    };
  },
});
