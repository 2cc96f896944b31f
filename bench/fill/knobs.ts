/** The fill benchmark's knobs (bench/README.md lists them), read once. */
import { positive, settings } from '../lib/settings.js';
import type { Kind } from '../lib/seeded-database.js';

const databases = (process.env.BENCH_DATABASES || 'pglite,postgres').split(',').map((s) => s.trim()).filter(Boolean) as Kind[];
for (const kind of databases) if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`BENCH_DATABASES: unknown database "${String(kind)}"`);

export const knobs = {
  /** Estimates saved through the API into the fresh server. */
  documents: positive('BENCH_FILL_DOCS', 10_000, { integer: true }),
  /** Businesses registered through the API; the saves go round them. */
  businesses: positive('BENCH_FILL_BUSINESSES', 100, { integer: true }),
  /** Saves in flight at once. */
  concurrency: positive('BENCH_FILL_CONCURRENCY', 4, { integer: true }),
  /** Saves per line of the table. */
  block: positive('BENCH_FILL_BLOCK', 1_000, { integer: true }),
  /**
   * Businesses whose histories stop growing once written (before the first block): their reads,
   * timed after every block, show whether the installation's size alone slows a workshop down.
   */
  steadyBusinesses: positive('BENCH_FILL_STEADY', 10, { integer: true }),
  /** Documents each steady business saves (through the API, before the first block). */
  steadyDocs: positive('BENCH_FILL_STEADY_DOCS', 100, { integer: true }),
  /** History lists and searches timed (one at a time) after each block, for steady and for growing businesses each. */
  reads: positive('BENCH_FILL_READS', 40, { integer: true }),
  /** Users of the morning step played right after the fill (0: none). */
  morningUsers: Number(process.env.BENCH_FILL_MORNING_USERS ?? 200),
  morningRampSeconds: positive('BENCH_FILL_MORNING_RAMP_SECONDS', 10),
  morningWindowSeconds: positive('BENCH_FILL_MORNING_WINDOW_SECONDS', 30),
  /** The same morning on a twin of the filled database seeded straight into the tables (0: not played). */
  twin: process.env.BENCH_FILL_TWIN !== '0',
  databases,
  /** More settings of the server under test, e.g. "DB_MAINTENANCE=off" (named in the notes). */
  serverEnv: Object.fromEntries(
    (process.env.BENCH_SERVER_ENV ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        if (at < 1) throw new Error(`BENCH_SERVER_ENV: "${pair}" is not NAME=value`);
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
  ) as Record<string, string>,
  postgresUrl: settings.postgresUrl,
  redisUrl: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
};

/** Each business's customers (documentInput picks one per estimate, regulars more often). */
export const CUSTOMER_POOL = 150;
/** Flat: the save's p50 at the end within this factor of the first block's (issue 28). */
export const FLAT_RATIO = 1.3;
/**
 * Blocks at each end the flat ratios compare (the median of their p50s, end over start): one
 * block's p50 of a few-millisecond read swings by ±30% from block to block on its own (a
 * checkpoint, an autovacuum, the machine), which a single first and last block turned into a verdict.
 */
export const FLAT_BLOCKS = 5;
