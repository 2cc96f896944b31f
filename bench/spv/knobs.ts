/** The spv benchmark's knobs (its header comment in bench/benchmarks/spv.ts and bench/README.md list them), read once. */
import { positive, settings } from '../lib/settings.js';
import type { Kind } from '../lib/seeded-database.js';

const databases = (process.env.BENCH_DATABASES || 'pglite,postgres').split(',').map((s) => s.trim()).filter(Boolean) as Kind[];
for (const kind of databases) if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`BENCH_DATABASES: unknown database "${String(kind)}"`);

export const knobs = {
  /** Invoices the SPV business saves through the API, evenly over `saveSeconds`. */
  invoices: positive('BENCH_SPV_INVOICES', 200, { integer: true }),
  saveSeconds: positive('BENCH_SPV_SAVE_SECONDS', 60),
  /** The other users (the morning benchmark's, 5 per business) looping through their mix all along. */
  users: positive('BENCH_SPV_USERS', 200, { integer: true }),
  rampSeconds: positive('BENCH_SPV_RAMP_SECONDS', 10),
  /** The users run this long unmeasured before the first window (PDF workers starting, caches filling). */
  warmupSeconds: positive('BENCH_SPV_WARMUP_SECONDS', 15),
  /** Each window without the SPV load (one before it, one after). */
  quietSeconds: positive('BENCH_SPV_QUIET_SECONDS', 60),
  /** Documents of the other users' businesses, seeded before the server starts. */
  morningDocs: positive('BENCH_SPV_MORNING_DOCS', 20_000, { integer: true }),
  /** The server's ANAF_SPV_POLL_SECONDS: the first status check this long after an upload (60 in production). */
  pollSeconds: positive('BENCH_SPV_POLL_SECONDS', 60, { integer: true }),
  /** The fake ANAF: an upload is "in prelucrare" this long after it arrived, and every call takes this long. */
  processingSeconds: Number(process.env.BENCH_SPV_PROCESSING_SECONDS ?? 30),
  anafLatencyMs: Number(process.env.BENCH_SPV_ANAF_LATENCY_MS ?? 150),
  /** The SPV window ends once every invoice is accepted, or after this long (the table then says how many were not). */
  acceptTimeoutSeconds: positive('BENCH_SPV_ACCEPT_TIMEOUT_SECONDS', 900),
  /** Invoices of the business whose status lists are timed, seeded straight into the tables with their uploads. */
  statusInvoices: positive('BENCH_SPV_STATUS_INVOICES', 20_000, { integer: true }),
  /** Timed requests per status-list line. */
  statusSamples: positive('BENCH_SPV_STATUS_SAMPLES', 200, { integer: true }),
  databases,
  postgresUrl: settings.postgresUrl,
  redisUrl: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
};
for (const [name, value] of [['BENCH_SPV_PROCESSING_SECONDS', knobs.processingSeconds], ['BENCH_SPV_ANAF_LATENCY_MS', knobs.anafLatencyMs]] as const) {
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
}

/** Issue 30's targets: the other users' p99 within noise of their p99 without the SPV load; the status list's p95. */
export const TARGETS = { p99Ratio: 1.2, statusP95Ms: 50 };
