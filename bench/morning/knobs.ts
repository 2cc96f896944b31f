/** The morning benchmark's knobs (bench/README.md lists them), read once. */
import { positive, settings } from '../lib/settings.js';
import type { Kind } from '../lib/seeded-database.js';

const list = (name: string, fallback: string) => (process.env[name] || fallback).split(',').map((s) => s.trim()).filter(Boolean);

const steps = list('BENCH_MORNING_STEPS', '100,200,400,600,800,1000,1200,1600,2000,2500,3000').map(Number);
if (steps.some((n, i) => !Number.isInteger(n) || n < 1 || (i > 0 && n <= (steps[i - 1] ?? 0)))) {
  throw new Error(`BENCH_MORNING_STEPS must be increasing whole numbers of users (got "${process.env.BENCH_MORNING_STEPS}")`);
}
const databases = list('BENCH_DATABASES', 'pglite,postgres') as Kind[];
for (const kind of databases) if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`BENCH_DATABASES: unknown database "${String(kind)}"`);
/** `BENCH_SERVER_ENV="PGLITE_SHARED_BUFFERS_MB=128 PDF_WORKERS=1"`: settings of the server under test, to compare them run against run. */
const serverEnv = Object.fromEntries(
  (process.env.BENCH_SERVER_ENV ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`BENCH_SERVER_ENV: "${pair}" is not NAME=value`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
);
const serverProcesses = process.env.BENCH_SERVER_PROCESSES ? positive('BENCH_SERVER_PROCESSES', 1, { integer: true }) : undefined;

export const knobs = {
  /** Users at each step; a step adds users to those already looping. */
  steps,
  /** Measured window of each step, after its ramp. */
  windowSeconds: positive('BENCH_MORNING_WINDOW_SECONDS', 30),
  /** The new users of a step start evenly over this long (each logs in first). */
  rampSeconds: positive('BENCH_MORNING_RAMP_SECONDS', 10),
  /** Unmeasured time the first step's users run before the first window (PDF workers starting, caches filling). */
  warmupSeconds: positive('BENCH_MORNING_WARMUP_SECONDS', 15),
  /** Documents seeded before the server starts, on each database. */
  documents: positive('BENCH_MORNING_DOCS', 100_000, { integer: true }),
  seedWorkers: positive('BENCH_SEED_WORKERS', 1, { integer: true }),
  databases,
  /** SERVER_PROCESSES for the server on PostgreSQL; unset leaves the server's default. */
  serverProcesses,
  /** Extra environment of the server under test, on every database (reported in the notes). */
  serverEnv,
  /** A folder for a V8 CPU profile of the load generator process, to see what its CPU per request is made of. */
  generatorProfileDir: process.env.BENCH_MORNING_GENERATOR_PROF || undefined,
  postgresUrl: settings.postgresUrl,
  redisUrl: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
};

/** Issue 21's goals, on 2 cores. */
export const GOALS = {
  p99Ms: 500,
  users: { pglite: 1_000, postgres: 2_500 } as Record<Kind, number>,
  pgliteRssMb: 400,
  pgliteDocuments: 100_000,
};

/** A step settles this long after its ramp (the last logins' work drains) before its window opens. */
export const SETTLE_SECONDS = 2;
