import { fileURLToPath } from 'node:url';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { memoryCounterStore, type CounterStore } from '../infra/counter-store.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './databases.js';

export type TestClock = { now: () => Date; advance: (ms: number) => void; set: (at: Date) => void };

export const makeClock = (start = new Date()): TestClock => {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms) => (at += ms), set: (date) => (at = date.getTime()) };
};

export type CapturingMailer = Mailer & { sent: MailMessage[] };

export const capturingMailer = (): CapturingMailer => {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message), close: () => undefined };
};

export type TestApp = {
  app: FastifyInstance;
  url: string;
  database: TestDatabase;
  clock: TestClock;
  mailer: CapturingMailer;
  counters: CounterStore;
  config: Config;
  /** Every route the app registered. */
  routes: RouteOptions[];
  close: () => Promise<void>;
};

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_ENCRYPTION_KEY = '0123456789abcdef'.repeat(4);

/**
 * The real application on a fresh database, listening on a random loopback port: tests talk
 * HTTP to it as a browser would.
 */
export const startTestApp = async ({
  kind,
  env = {},
  mailer,
  logStream,
  counters: givenCounters,
  database: givenDatabase,
  redis,
  redisPrefix,
  appDeps = {},
}: {
  kind: DatabaseKind;
  /**
   * Background-work settings of buildApp (the data export's page size, the jobs runner). The
   * runner's polling is off unless asked for (below). A requested export still runs at once.
   */
  appDeps?: Pick<AppDeps, 'exportTuning' | 'jobsRunner' | 'jobsTuning' | 'autoTagTuning' | 'spvTuning' | 'directoryHooks'>;
  counters?: CounterStore;
  /** Presence through Redis (the caller closes the connection). */
  redis?: Redis;
  redisPrefix?: string;
  /** Share another test app's database (two instances); closed by its owner. */
  database?: TestDatabase;
  env?: Record<string, string>;
  /** 'configured' uses the app's own mailer (SMTP_URL or the outbox); default captures in memory. */
  mailer?: Mailer | 'configured';
  logStream?: NodeJS.WritableStream;
}): Promise<TestApp> => {
  const database = givenDatabase ?? (await openTestDatabase(kind));
  const clock = makeClock();
  const capturing = capturingMailer();
  const counters = givenCounters ?? memoryCounterStore(() => clock.now().getTime());
  // Suites register many accounts from one address: the registration limit has tests of its own.
  const config = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: '/tmp/atelier-test-data',
    WEB_DIST: '/nonexistent',
    REGISTER_LIMIT: '100000',
    // No test reaches the real ANAF: a closed loopback port unless a test starts the fake one.
    ANAF_URL: 'http://127.0.0.1:9/api/PlatitorTvaRest/v9/tva',
    CONTENT_DIR: fileURLToPath(new URL('../../../../content', import.meta.url)),
    ...env,
  });
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    onRoute: (route) => void routes.push(route),
    config,
    db: database.db,
    counters,
    redis,
    redisPrefix,
    jwtSecret: TEST_JWT_SECRET,
    encryptionKey: config.encryptionKey ?? TEST_ENCRYPTION_KEY,
    now: clock.now,
    // Off unless asked for: its statements every few seconds would land in other tests' statement
    // counts; tests drive it with app.jobs.tick(). A requested export still runs at once.
    jobsRunner: false,
    ...appDeps,
    ...(mailer === 'configured' ? {} : { mailer: mailer ?? capturing }),
    ...(logStream ? { logStream } : {}),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    database,
    clock,
    mailer: capturing,
    counters,
    config,
    routes,
    close: async () => {
      await app.close();
      if (!givenDatabase) await database.close();
    },
  };
};
