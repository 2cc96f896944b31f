/** The directories benchmark's knobs (its header comment in bench/benchmarks/directories.ts and bench/README.md list them), read once. */
import { positive, settings } from '../lib/settings.js';
import type { Kind } from '../lib/seeded-database.js';

const databases = (process.env.BENCH_DATABASES || 'pglite,postgres').split(',').map((s) => s.trim()).filter(Boolean) as Kind[];
for (const kind of databases) if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`BENCH_DATABASES: unknown database "${String(kind)}"`);

export const knobs = {
  /** Documents of the one business, seeded straight into the tables (a vehicle per five: 20,000 at 100,000). */
  documents: positive('BENCH_DIRS_DOCS', 100_000, { integer: true }),
  /** Timed requests per line (the vehicle pages, Today, each kind of text typed into the find box). */
  samples: positive('BENCH_DIRS_SAMPLES', 200, { integer: true }),
  /** Texts typed into the find box per kind (plates, VINs, names, phones, document numbers), letter by letter. */
  findTexts: positive('BENCH_DIRS_FIND_TEXTS', 20, { integer: true }),
  /** Saves through the API on each of the two servers (directories' hooks on and off), in turns. */
  saves: positive('BENCH_DIRS_SAVES', 300, { integer: true }),
  /** Worker threads building the seeded rows. */
  seedWorkers: positive('BENCH_SEED_WORKERS', 1, { integer: true }),
  databases,
  postgresUrl: settings.postgresUrl,
};

/** Issue 31's targets. */
export const TARGETS = {
  vehiclePageP95Ms: 50,
  findP95Ms: { postgres: 50, pglite: 100 } satisfies Record<Kind, number>,
  todayP95Ms: 100,
  rebuildSeconds: 60,
  saveRatio: 1.2,
};
