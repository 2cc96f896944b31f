/**
 * One database's fill, as a new installation fills: a fresh server (`npm start`, the built
 * dist/main.js) on an empty database (PGlite in a new DATA_DIR, or a new PostgreSQL database of its
 * own), the first admin uploads the estimate application, businesses register and log in through
 * the API, then estimates are saved through the API a few at a time (the web app's body). After
 * every block of saves, history lists and searches are timed one at a time; after the fill, one
 * step of the morning benchmark (its load generator and mix) is played against the same server.
 */
import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { Agent, request } from 'undici';
import { openDatabase, type DatabaseHandle } from '../../packages/server/src/db/connection.js';
import { documentInput } from '../documents/documents.js';
import { BENCH_PASSWORD, seedDocuments } from '../documents/seed.js';
import { cpuSecondsBetween, rssBytes, sampleTree, samplePids } from '../lib/process-tree.js';
import { LABEL, type Kind } from '../lib/seeded-database.js';
import { percentileOfSorted } from '../lib/stats.js';
import { openMorningDatabase } from '../morning/database.js';
import { startDistServer } from '../morning/dist-server.js';
import { SETTLE_SECONDS } from '../morning/knobs.js';
import { startLoadGenerator } from '../morning/load-generator.js';
import { searchTerm } from '../morning/plan.js';
import type { WindowStats } from '../morning/tally.js';
import { CUSTOMER_POOL, knobs } from './knobs.js';
import type { Unavailable } from '../lib/per-database.js';
export type { Unavailable };

const PASSWORD = 'parola-sigura-fill-1';
const ESTIMATE = new URL('../../packages/server/src/test/fixtures/quick-estimate.json', import.meta.url);

export type Latencies = { count: number; p50Ms: number; p95Ms: number };
export type Block = {
  /** Documents in the installation once this block ended (the steady businesses' included). */
  documents: number;
  save: Latencies;
  /** Server CPU (process tree, every thread) per save over the block, ms. */
  serverCpuMsPerSave: number;
  /** PostgreSQL backends' CPU per save, ms (PostgreSQL only). */
  postgresCpuMsPerSave?: number;
  /** Reads of the steady businesses (histories of a fixed size): the installation's size alone. */
  list: Latencies;
  search: Latencies;
  /** Reads of the businesses being filled (each history grows by a document per round). */
  growingList: Latencies;
  growingSearch: Latencies;
  serverRssBytes: number;
  loadAverage: number;
};
export type Morning = { users: number; stats: WindowStats; serverCpu: number; loadAverage: number };
/** The morning on a seeded twin of the filled database (twinMorning). */
export type Twin = Morning & { seedSeconds: number };
export type Filled = { kind: Kind; version: string; blocks: Block[]; morning?: Morning; twin?: Twin; seconds: { setup: number; fill: number; total: number } };

const summarize = (values: number[]): Latencies => {
  const sorted = Float64Array.from(values).sort();
  return { count: sorted.length, p50Ms: percentileOfSorted(sorted, 50), p95Ms: percentileOfSorted(sorted, 95) };
};

type Target = { dataDir: string; env: Record<string, string>; backendPids: () => Promise<number[]>; version: () => Promise<string | undefined>; cleanup: () => Promise<void> };

/** The server's version and its buffer cache (a database past shared_buffers reads its cold pages from the OS). */
const versionOf = async (db: DatabaseHandle['db']) => {
  const row = (await sql<{ v: string; buffers: string }>`select current_setting('server_version') as v, current_setting('shared_buffers') as buffers`.execute(db)).rows[0];
  return row ? `${row.v.split(' ')[0]} (shared_buffers ${row.buffers})` : 'unknown';
};

/** An empty DATA_DIR, or a new empty PostgreSQL database (the server migrates it as on a first start). */
const openTarget = async (kind: Kind): Promise<Target | Unavailable> => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `atelier-bench-fill-${kind}-`));
  if (kind === 'pglite') {
    return { dataDir, env: {}, backendPids: async () => [], version: async () => undefined, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  }
  let admin: DatabaseHandle;
  try {
    admin = await openDatabase({ kind: 'postgres', url: knobs.postgresUrl, poolSize: 1 });
    await sql`select 1`.execute(admin.db);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    return { kind, unavailable: error instanceof Error ? error.message : String(error) };
  }
  const name = `atelier_fill_${randomBytes(5).toString('hex')}`;
  await sql.raw(`create database ${name}`).execute(admin.db);
  const target = new URL(knobs.postgresUrl);
  target.pathname = `/${name}`;
  return {
    dataDir,
    env: { DATABASE_URL: target.toString(), REDIS_URL: knobs.redisUrl },
    backendPids: async () => (await sql<{ pid: number }>`select pid from pg_stat_activity where datname = ${name}`.execute(admin.db)).rows.map((r) => r.pid),
    version: () => versionOf(admin.db),
    cleanup: async () => {
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
      await admin.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** A small HTTP client on keep-alive connections: JSON in, status and text out. */
const client = (base: string) => {
  const agent = new Agent({ connections: knobs.concurrency + 2, keepAliveTimeout: 60_000 });
  const call = async (method: 'GET' | 'POST', url: string, { token, json, form, raw }: { token?: string; json?: unknown; form?: Record<string, string>; raw?: string } = {}) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (json !== undefined) [headers['content-type'], body] = ['application/json', JSON.stringify(json)];
    if (raw !== undefined) [headers['content-type'], body] = ['application/json', raw];
    if (form) [headers['content-type'], body] = ['application/x-www-form-urlencoded', new URLSearchParams(form).toString()];
    const response = await request(`${base}${url}`, { method, headers, body, dispatcher: agent });
    return { status: response.statusCode, text: await response.body.text() };
  };
  const ok = async (method: 'GET' | 'POST', url: string, options: Parameters<typeof call>[2] = {}) => {
    const answer = await call(method, url, options);
    if (answer.status < 200 || answer.status > 299) throw new Error(`${method} ${url}: ${answer.status} ${answer.text.slice(0, 300)}`);
    return answer.text;
  };
  return { ok, close: () => agent.close() };
};

const timed = async (f: () => Promise<unknown>) => {
  const started = performance.now();
  await f();
  return performance.now() - started;
};

/** The morning benchmark's load generator, one step: `knobs.morningUsers` users started over the ramp, then the window measured. */
const morningStep = async ({
  url,
  pid,
  formId,
  accounts,
  label,
  log,
  password = PASSWORD,
}: {
  url: string;
  pid: number;
  formId: string;
  accounts: { email: string; pool?: number }[];
  label: string;
  log: (line: string) => void;
  password?: string;
}): Promise<Morning> => {
  const generator = await startLoadGenerator({
    url,
    formId,
    accounts: accounts.map((a) => ({ email: a.email, password, pool: a.pool ?? CUSTOMER_POOL })),
    deadline: Date.now() + (knobs.morningRampSeconds + SETTLE_SECONDS + knobs.morningWindowSeconds + 120) * 1000,
  });
  try {
    log(`  ${label}: morning step, ${knobs.morningUsers} users`);
    await generator.users(knobs.morningUsers, knobs.morningRampSeconds);
    await sleep(SETTLE_SECONDS * 1000);
    const before = await sampleTree(pid);
    const windowStarted = performance.now();
    generator.window();
    await sleep(knobs.morningWindowSeconds * 1000);
    const stats = await generator.report();
    const serverCpu = cpuSecondsBetween(before, await sampleTree(pid)) / ((performance.now() - windowStarted) / 1000);
    log(`  ${label} morning: ${Math.round(stats.requests / stats.seconds)} req/s, p50 ${Math.round(stats.overall.p50Ms)} p99 ${Math.round(stats.overall.p99Ms)} ms, server ${Math.round(serverCpu * 100)}%`);
    return { users: knobs.morningUsers, stats, serverCpu, loadAverage: os.loadavg()[0] ?? 0 };
  } finally {
    await generator.stop();
  }
};

/**
 * The same morning on the fill's twin: as many businesses and documents each, seeded straight into
 * the tables (each business's documents together, then VACUUM ANALYZE, as the morning benchmark
 * seeds), served by a fresh server. What the fill made is as healthy as this when its morning costs
 * the server the same CPU per request.
 */
const twinMorning = async (kind: Kind, log: (line: string) => void): Promise<Twin | undefined> => {
  const label = `${LABEL[kind]} twin`;
  const database = await openMorningDatabase(kind, { url: knobs.postgresUrl, redisUrl: knobs.redisUrl, name: 'filltwin' });
  if ('unavailable' in database) return undefined;
  try {
    const started = performance.now();
    const seeded = await seedDocuments(database.seeding.db, {
      users: knobs.businesses,
      heavyDocs: Math.max(1, Math.round(knobs.documents / knobs.businesses)),
      totalDocs: knobs.documents,
      budgetSeconds: Number.POSITIVE_INFINITY,
      workers: 1,
      batchSize: 1000,
      maintenanceWorkMem: kind === 'postgres' ? '1GB' : '256MB',
      log,
    });
    await database.closeSeeding();
    const seedSeconds = (performance.now() - started) / 1000;
    log(`  ${label}: seeded ${knobs.documents.toLocaleString('en-US')} documents over ${knobs.businesses} businesses in ${Math.round(seedSeconds)} s`);
    const server = await startDistServer({ dataDir: database.dataDir, env: { ...database.serverEnv, ...knobs.serverEnv } });
    try {
      const morning = await morningStep({ url: server.url, pid: server.pid, formId: seeded.formId, accounts: seeded.users, label, log, password: BENCH_PASSWORD });
      return { ...morning, seedSeconds };
    } finally {
      await server.stop();
    }
  } finally {
    await database.cleanup();
  }
};

const fillOn = async (kind: Kind, target: Target, log: (line: string) => void): Promise<Omit<Filled, 'seconds'> & { setupSeconds: number; fillSeconds: number }> => {
  const label = LABEL[kind];
  const started = performance.now();
  const adminPassword = randomBytes(12).toString('hex');
  const server = await startDistServer({
    dataDir: target.dataDir,
    env: { ...target.env, ADMIN_PASSWORD: adminPassword, REGISTER_LIMIT: '100000', ...knobs.serverEnv },
  });
  const http = client(server.url);
  try {
    const tokenOf = async (path: string, email: string, password: string) =>
      (JSON.parse(await http.ok('POST', path, { form: { username: email, password } })) as { access_token: string }).access_token;
    const adminToken = await tokenOf('/api/admin/token', 'admin@bench.example.ro', adminPassword);
    const form = JSON.parse(await http.ok('POST', '/api/forms/', { token: adminToken, raw: await readFile(ESTIMATE, 'utf8') })) as { id: string };
    const registered = async (name: string, count: number) => {
      const made: { email: string; token: string }[] = [];
      for (let b = 0; b < count; b += 1) {
        const email = `${name}-${b}@fill.example.ro`;
        await http.ok('POST', '/api/user/register', { json: { email, password: PASSWORD } });
        made.push({ email, token: await tokenOf('/api/user/token', email, PASSWORD) });
      }
      return made;
    };
    const save = (account: { token: string }, business: number, index: number) =>
      http.ok('POST', `/api/user/forms/${form.id}/submit`, { token: account.token, json: { data: documentInput(business, index, CUSTOMER_POOL) } });
    const accounts = await registered('service', knobs.businesses);
    // The steady businesses write their whole history first, then only read.
    const steady = await registered('steady', knobs.steadyBusinesses);
    const steadyTotal = knobs.steadyBusinesses * knobs.steadyDocs;
    let nextSteady = 0;
    await Promise.all(
      Array.from({ length: knobs.concurrency }, async () => {
        while (nextSteady < steadyTotal) {
          const index = nextSteady;
          nextSteady += 1;
          const business = index % knobs.steadyBusinesses;
          await save(steady[business]!, knobs.businesses + business, index);
        }
      }),
    );
    const setupSeconds = (performance.now() - started) / 1000;
    log(
      `  ${label}: ${knobs.businesses} businesses registered, ${knobs.steadyBusinesses} steady ones with ${knobs.steadyDocs} documents each, in ${Math.round(setupSeconds)} s; ` +
        `saving ${knobs.documents.toLocaleString('en-US')} estimates, ${knobs.concurrency} at a time`,
    );

    const fillStarted = performance.now();
    const blocks: Block[] = [];
    let next = 0;
    while (next < knobs.documents) {
      const end = Math.min(knobs.documents, next + knobs.block);
      const saves: number[] = [];
      const treeBefore = await sampleTree(server.pid);
      const pgBefore = await samplePids(await target.backendPids());
      const blockStarted = performance.now();
      await Promise.all(
        Array.from({ length: knobs.concurrency }, async () => {
          while (next < end) {
            const index = next;
            next += 1;
            const business = index % knobs.businesses;
            saves.push(await timed(() => save(accounts[business]!, business, index)));
          }
        }),
      );
      const treeAfter = await sampleTree(server.pid);
      const pgAfter = await samplePids(await target.backendPids());
      /** Lists and searches of random businesses of `group` (`offset`: the first one's number in documentInput), one at a time. */
      const reads = async (group: { token: string }[], offset: number) => {
        const lists: number[] = [];
        const searches: number[] = [];
        for (let r = 0; r < knobs.reads; r += 1) {
          const business = Math.floor(Math.random() * group.length);
          const token = group[business]!.token;
          lists.push(await timed(() => http.ok('GET', '/api/user/completed_forms?skip=0&limit=10', { token })));
          const { term } = searchTerm(offset + business, CUSTOMER_POOL, Math.random);
          searches.push(await timed(() => http.ok('GET', `/api/user/submissions/search?query=${encodeURIComponent(term)}&skip=0&limit=10`, { token })));
        }
        return { list: summarize(lists), search: summarize(searches) };
      };
      const steadyReads = await reads(steady, knobs.businesses);
      const growingReads = await reads(accounts, 0);
      const block: Block = {
        documents: steadyTotal + end,
        save: summarize(saves),
        serverCpuMsPerSave: (cpuSecondsBetween(treeBefore, treeAfter) * 1000) / saves.length,
        ...(kind === 'postgres' ? { postgresCpuMsPerSave: (cpuSecondsBetween(pgBefore, pgAfter) * 1000) / saves.length } : {}),
        ...steadyReads,
        growingList: growingReads.list,
        growingSearch: growingReads.search,
        serverRssBytes: rssBytes(treeAfter),
        loadAverage: os.loadavg()[0] ?? 0,
      };
      blocks.push(block);
      log(
        `  ${label} ${block.documents.toLocaleString('en-US')}: save p50 ${block.save.p50Ms.toFixed(1)} p95 ${block.save.p95Ms.toFixed(1)} ms ` +
          `(${block.serverCpuMsPerSave.toFixed(1)} CPU ms), steady list p50 ${block.list.p50Ms.toFixed(1)}, search p50 ${block.search.p50Ms.toFixed(1)} ms, ` +
          `growing list p50 ${block.growingList.p50Ms.toFixed(1)}, search p50 ${block.growingSearch.p50Ms.toFixed(1)} ms, ` +
          `${Math.round((performance.now() - blockStarted) / 1000)} s, load ${block.loadAverage.toFixed(1)}`,
      );
    }
    const fillSeconds = (performance.now() - fillStarted) / 1000;

    const morning = knobs.morningUsers > 0 ? await morningStep({ url: server.url, pid: server.pid, formId: form.id, accounts, label, log }) : undefined;
    return { kind, version: (await target.version()) ?? '', blocks, ...(morning ? { morning } : {}), setupSeconds, fillSeconds };
  } catch (error) {
    log(`  ${label}: failed; the server's log: ${server.log}`);
    throw error;
  } finally {
    await http.close();
    await server.stop();
  }
};

export const playFill = async (kind: Kind, log: (line: string) => void): Promise<Filled | Unavailable> => {
  const started = performance.now();
  const target = await openTarget(kind);
  if ('unavailable' in target) return target;
  let cleaned = false;
  const clean = async () => {
    if (cleaned) return;
    cleaned = true;
    if (!process.env.BENCH_FILL_KEEP) await target.cleanup();
    else log(`  ${LABEL[kind]}: kept ${target.dataDir} (BENCH_FILL_KEEP)`);
  };
  try {
    const { setupSeconds, fillSeconds, ...filled } = await fillOn(kind, target, log);
    // The filled database is gone before its twin is seeded: one of them on the machine at a time.
    await clean();
    const twin = knobs.morningUsers > 0 && knobs.twin ? await twinMorning(kind, log) : undefined;
    return {
      ...filled,
      ...(twin ? { twin } : {}),
      version: filled.version || (kind === 'pglite' ? 'PGlite' : ''),
      seconds: { setup: setupSeconds, fill: fillSeconds, total: (performance.now() - started) / 1000 },
    };
  } finally {
    await clean();
  }
};
