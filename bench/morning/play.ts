/**
 * One database's morning: seed, start the built server, warm up with the first step's users, then
 * step the users up (each step ramped in, settled, measured for a window) until a step does not
 * hold (p99 over the goal or any error) or the steps run out. The server's process tree and the
 * PostgreSQL backends are read from /proc around each window; RSS is sampled every second.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_PASSWORD, seedDocuments, type Seeded } from '../documents/seed.js';
import { cpuSecondsBetween, rssBytes, sampleTree, samplePids, type ProcessSample } from '../lib/process-tree.js';
import { LABEL, type Kind } from '../lib/seeded-database.js';
import { openMorningDatabase, type MorningDatabase } from './database.js';
import { startDistServer, type DistServer } from './dist-server.js';
import { GOALS, knobs, SETTLE_SECONDS } from './knobs.js';
import { startLoadGenerator, type LoadGenerator } from './load-generator.js';
import { BUSINESS } from './plan.js';
import type { Percentiles, WindowStats } from './tally.js';
import type { Unavailable } from '../lib/per-database.js';
export type { Unavailable };

export type Step = {
  users: number;
  stats: WindowStats;
  /** Shares of one core over the window. */
  serverCpu: number;
  postgresCpu?: number;
  generatorCpu: number;
  /** Largest sum of the server tree's RSS sampled during the step (ramp and window). */
  serverRssMaxBytes: number;
  serverProcesses: number;
  logins: Percentiles;
  loginFailures: Record<string, number>;
  errors: number;
  holds: boolean;
  /** The machine's 1-minute load average at the window's end: other work on the shared cores. */
  loadAverage: number;
};

export type Played = {
  kind: Kind;
  version: string;
  seeded: Omit<Seeded, 'users'> & { accounts: number };
  /** Server tree RSS once it answered, before any user. */
  idleRssBytes: number;
  warmup: WindowStats;
  /** The first step's users log in before the warm-up. */
  warmupLogins: Percentiles;
  steps: Step[];
  /** Why the run ended: a step that did not hold, or "steps ran out". */
  ended: string;
  seconds: { seed: number; total: number };
};

const errorCount = (stats: WindowStats) => Object.values(stats.errors).reduce((a, b) => a + b, 0);

/** Every second, the server tree's RSS; `take` returns the largest since the last take. */
const rssWatch = (pid: number) => {
  let max = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      max = Math.max(max, rssBytes(await sampleTree(pid)));
      await sleep(1_000);
    }
  })();
  return {
    take: () => {
      const taken = max;
      max = 0;
      return taken;
    },
    stop: async () => {
      stopped = true;
      await done;
    },
  };
};

const measureStep = async ({ users, database, server, generator, rss }: { users: number; database: MorningDatabase; server: DistServer; generator: LoadGenerator; rss: ReturnType<typeof rssWatch> }): Promise<Step> => {
  rss.take();
  const added = await generator.users(users, knobs.rampSeconds);
  await sleep(SETTLE_SECONDS * 1000);
  const postgresBefore: ProcessSample[] = await samplePids(await database.backendPids());
  const treeBefore = await sampleTree(server.pid);
  const started = performance.now();
  generator.window();
  await sleep(knobs.windowSeconds * 1000);
  const stats = await generator.report();
  const treeAfter = await sampleTree(server.pid);
  const postgresAfter = await samplePids(await database.backendPids());
  const wall = (performance.now() - started) / 1000;
  const errors = errorCount(stats);
  return {
    users,
    stats,
    serverCpu: cpuSecondsBetween(treeBefore, treeAfter) / wall,
    ...(database.kind === 'postgres' ? { postgresCpu: cpuSecondsBetween(postgresBefore, postgresAfter) / wall } : {}),
    generatorCpu: stats.cpuSeconds / stats.seconds,
    serverRssMaxBytes: Math.max(rss.take(), rssBytes(treeAfter)),
    serverProcesses: treeAfter.length,
    logins: added.logins,
    loginFailures: added.loginFailures,
    errors,
    loadAverage: os.loadavg()[0] ?? 0,
    holds: errors === 0 && stats.requests > 0 && stats.overall.p99Ms < GOALS.p99Ms,
  };
};

/** Planned length of the load, for the generator's deadline. */
const plannedSeconds = () => knobs.warmupSeconds + knobs.steps.length * (knobs.rampSeconds + SETTLE_SECONDS + knobs.windowSeconds + 5) + knobs.rampSeconds;

const playOn = async (database: MorningDatabase, log: (line: string) => void) => {
  const started = performance.now();
  const accounts = Math.ceil((knobs.steps.at(-1) ?? 1) / BUSINESS.length);
  log(`  ${LABEL[database.kind]}: seeding ${knobs.documents.toLocaleString('en-US')} documents over ${accounts} businesses…`);
  const seeded = await seedDocuments(database.seeding.db, {
    users: accounts,
    heavyDocs: accounts === 1 ? knobs.documents : Math.max(1, Math.round(knobs.documents / accounts)),
    totalDocs: knobs.documents,
    budgetSeconds: Number.POSITIVE_INFINITY,
    workers: knobs.seedWorkers,
    batchSize: 1000,
    maintenanceWorkMem: database.kind === 'postgres' ? '1GB' : '256MB',
    log,
  });
  await database.closeSeeding();
  const seedSeconds = (performance.now() - started) / 1000;
  log(`  ${LABEL[database.kind]}: seeded in ${Math.round(seedSeconds)} s; starting the server (npm start)`);
  const serverEnv = { ...database.serverEnv, ...knobs.serverEnv, ...(database.kind === 'postgres' && knobs.serverProcesses ? { SERVER_PROCESSES: String(knobs.serverProcesses) } : {}) };
  const server = await startDistServer({ dataDir: database.dataDir, env: serverEnv });
  const rss = rssWatch(server.pid);
  let generator: LoadGenerator | undefined;
  try {
    const idleRssBytes = rssBytes(await sampleTree(server.pid));
    generator = await startLoadGenerator({
      url: server.url,
      formId: seeded.formId,
      accounts: seeded.users.map((u) => ({ email: u.email, password: BENCH_PASSWORD, pool: u.pool })),
      deadline: Date.now() + plannedSeconds() * 1000 + 120_000,
    }, knobs.generatorProfileDir);
    const first = knobs.steps[0] ?? 1;
    log(`  ${LABEL[database.kind]}: warming up with ${first} users for ${knobs.warmupSeconds} s`);
    const started = await generator.users(first, knobs.rampSeconds);
    const failedLogins = Object.entries(started.loginFailures);
    if (failedLogins.length > 0) log(`  ${LABEL[database.kind]}: logins failed: ${failedLogins.map(([cause, n]) => `${cause} ×${n}`).join(', ')}`);
    const warmupLogins = started.logins;
    generator.window();
    await sleep(knobs.warmupSeconds * 1000);
    const warmup = await generator.report();
    const steps: Step[] = [];
    let ended = 'steps ran out';
    for (const users of knobs.steps) {
      const step = await measureStep({ users, database, server, generator, rss });
      steps.push(step);
      const s = step.stats;
      log(
        `  ${LABEL[database.kind]} ${users} users: ${Math.round(s.requests / s.seconds)} req/s, p99 ${Math.round(s.overall.p99Ms)} ms, ` +
          `${step.errors} errors, server ${Math.round(step.serverCpu * 100)}% ${Math.round(step.serverRssMaxBytes / 2 ** 20)} MB${step.holds ? '' : ': does not hold'}`,
      );
      if (!step.holds) {
        ended = `${users} users did not hold`;
        break;
      }
    }
    const version = await database.version();
    const { users: seededUsers, ...rest } = seeded;
    return { kind: database.kind, version, seeded: { ...rest, accounts: seededUsers.length }, idleRssBytes, warmup, warmupLogins, steps, ended, seedSeconds };
  } finally {
    await generator?.stop();
    await rss.stop();
    await server.stop();
  }
};

export const playMorning = async (kind: Kind, log: (line: string) => void): Promise<Played | Unavailable> => {
  const started = performance.now();
  const database = await openMorningDatabase(kind, { url: knobs.postgresUrl, redisUrl: knobs.redisUrl });
  if ('unavailable' in database) return { kind, unavailable: database.unavailable };
  try {
    const { seedSeconds, ...played } = await playOn(database, log);
    return { ...played, seconds: { seed: seedSeconds, total: (performance.now() - started) / 1000 } };
  } finally {
    await database.cleanup();
  }
};
