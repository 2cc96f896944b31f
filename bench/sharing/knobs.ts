/** The sharing benchmark's knobs (bench/README.md lists them), read once, and issue 29's targets. */
import { positive, settings } from '../lib/settings.js';
import type { Kind } from '../lib/seeded-database.js';

const databases = (process.env.BENCH_DATABASES || 'pglite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean) as Kind[];
for (const kind of databases) if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`BENCH_DATABASES: unknown database "${String(kind)}"`);

/** A whole number ≥ 0 from the environment (0 is a meaningful delay). */
const wholeOrZero = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0 (got "${raw}")`);
  return value;
};

export const knobs = {
  /** Documents of the business whose customers open their pages; each was sent once (a link and an e-mail send). */
  documents: positive('BENCH_SHARING_DOCS', 100_000, { integer: true }),
  /** Timed requests per page line (after untimed ones); every first open is a link of its own. */
  samples: positive('BENCH_SHARING_SAMPLES', 200, { integer: true }),
  /** E-mail sends fired at once from one business per round (200 is also the per-business limit per hour: more answer 429). */
  sends: positive('BENCH_SHARING_SENDS', 200, { integer: true }),
  /** How long the stand-in mail server takes to accept each message. */
  smtpDelayMs: wholeOrZero('BENCH_SHARING_SMTP_DELAY_MS', 200),
  /** The other user's load: history list requests per second, over BENCH_CONNECTIONS connections. */
  otherRate: positive('BENCH_SHARING_OTHER_RATE', 50),
  seedWorkers: positive('BENCH_SEED_WORKERS', 1, { integer: true }),
  databases,
  postgresUrl: settings.postgresUrl,
  redisUrl: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
};

/** Issue 29: the customer's page p95 < 100 ms (server) at 100,000 documents; sends do not slow other users (p99 within noise, taken as 1.5×). */
export const TARGET = { pageP95Ms: 100, otherP99Ratio: 1.5 };

/** Another business's documents besides the measured one's: the other user's history and each round's sender. */
export const OTHER_DOCS_PER_ACCOUNT = 250;
