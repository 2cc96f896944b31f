import { sql } from 'kysely';
import { foldForSearch, formatDocumentNumber, formatPlate, type FormData } from '@atelier/core';
import { createDocumentsService } from '../../packages/server/src/features/documents/documents.service.js';
import { createFormsService } from '../../packages/server/src/features/forms/forms.service.js';
import { estimateDefinition } from '../../packages/server/src/test/forms.js';
import { customer, documentInput } from '../documents/documents.js';
import { condensePlan, pgliteExplainer, postgresExplainer, type Explained, type Explainer } from '../documents/explain.js';
import { BENCH_PASSWORD, seedDocuments, type Seeded, type SeedUser } from '../documents/seed.js';
import { formatMs, formatRate } from '../lib/format.js';
import { sampleLatencies, summarizeLatencies, type Answer, type Probe, type Sampled } from '../lib/latency.js';
import { runLoad, type LoadRun } from '../lib/load.js';
import { LABEL, logIn, openBenchDatabase, seededServerScript, type Kind } from '../lib/seeded-database.js';
import { processCpuSeconds } from '../lib/process-cpu.js';
import { startServerProcess, usageDelta, type ServerProcess, type UsageDelta } from '../lib/server-process.js';
import { positive, redactUrl, settings } from '../lib/settings.js';
import { median } from '../lib/stats.js';
import { defineBenchmark, type Headline } from '../lib/types.js';
import { playEachDatabase, type Unavailable } from '../lib/per-database.js';


/** Sizes and knobs of this benchmark (the load settings are the shared ones of lib/settings.ts). */
const knobs = {
  /** Documents of the measured user, on both databases (and all of PGlite's). */
  docsOneUser: positive('BENCH_DOCS_ONE_USER', 100_000, { integer: true }),
  /** All documents on PostgreSQL, the measured user's included. */
  docsTotal: positive('BENCH_DOCS_TOTAL', 1_000_000, { integer: true }),
  /** Accounts on PostgreSQL sharing docsTotal. */
  users: positive('BENCH_USERS', 100, { integer: true }),
  /** Loading time allowed on PostgreSQL; past it only the measured user's documents are still written. */
  seedBudgetSeconds: positive('BENCH_SEED_BUDGET_SECONDS', 600),
  seedWorkers: positive('BENCH_SEED_WORKERS', 1, { integer: true }),
  /** Timed requests per list/search probe (after a few untimed ones). */
  samples: positive('BENCH_SAMPLES', 100, { integer: true }),
  /** …but a slow probe stops after this many seconds of timed requests (with at least 20 of them). */
  probeSeconds: positive('BENCH_PROBE_SECONDS', 15),
  databases: (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim()).filter(Boolean) as Kind[],
};
for (const kind of knobs.databases) if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`BENCH_DATABASES: unknown database "${String(kind)}"`);

const TARGET = {
  searchP95Ms: { postgres: 50, pglite: 150 } as Record<Kind, number>,
  submitRps: { postgres: 500 } as Partial<Record<Kind, number>>,
};

const definition = estimateDefinition();

/** Distinct submit bodies the load cycles through. */
const SUBMIT_BODIES = 2_000;

// ---------------------------------------------------------------- probes

type SearchProbe = { kind: string; values: string[] };

/** What users search for, drawn from what the seeder wrote for this user (see documents/documents.ts). */
const searchProbes = (index: number, user: SeedUser): SearchProbe[] => {
  const visits = user.visits ?? new Uint32Array(user.pool);
  const customersWhere = (from: number, want: (visits: number, c: number) => boolean, count: number) => {
    const found: number[] = [];
    for (let c = from; c < user.pool && found.length < count; c++) if (want(visits[c] ?? 0, c)) found.push(c);
    return found;
  };
  // A regular's car (several visits) and a one-off's VIN (one to three documents).
  const plates = customersWhere(10, (v) => v >= 3, 6).map((c) => customer(index, c).plate.replaceAll(' ', ''));
  const vins = customersWhere(Math.floor(user.pool / 2), (v, c) => v >= 1 && v <= 3 && customer(index, c).vin !== undefined, 6).map((c) => customer(index, c).vin ?? '');
  const surnames = ['Mureșan', 'Ștefănescu', 'Țurcanu', 'Bălan', 'Sârbu', 'Crăciun'];
  const numbers = Array.from({ length: 6 }, (_, k) => formatDocumentNumber(definition, 1 + Math.floor(((k + 0.5) * user.documents) / 6)));
  // The second spelling of a value comes half a turn later: the same query twice in a row would find
  // PostgreSQL's buffers warmed by the first and look faster than it is.
  const halfTurn = <T>(list: T[]) => [...list.slice(list.length >> 1), ...list.slice(0, list.length >> 1)];
  return [
    { kind: 'surname with diacritics', values: surnames },
    { kind: 'surname without diacritics', values: halfTurn(surnames.map(foldForSearch)) },
    { kind: 'plate', values: plates },
    { kind: 'plate typed with spaces', values: halfTurn(plates.map(formatPlate)) },
    { kind: 'part name', values: ['curea distribuție', 'plăcuțe frână', 'sondă lambda', 'bieletă antiruliu'] },
    { kind: 'document number', values: numbers },
    { kind: 'rare term (a VIN)', values: vins },
    { kind: 'common term', values: ['dacia'] },
  ].filter((probe) => probe.values.length > 0); // a tiny trial may have no regular with a car yet
};

const searchPath = (query: string) => `/api/user/submissions/search?${new URLSearchParams({ query, skip: '0', limit: '10' }).toString()}`;
const listPath = (skip: number) => `/api/user/completed_forms?skip=${skip}&limit=10`;

const parse = (answer: Answer) => JSON.parse(answer.body) as unknown;

const toSearchProbe = ({ kind, values }: SearchProbe): Probe => ({
  name: `search: ${kind}`,
  path: (i) => searchPath(values[i % values.length] ?? ''),
  check: (answer) => {
    const body = parse(answer) as { results?: unknown[]; total?: number };
    if (!Array.isArray(body.results) || typeof body.total !== 'number') return `unexpected answer ${answer.body.slice(0, 200)}`;
    if (body.total < 1) return 'no match: the probe should find what was seeded';
    if (body.results.length !== Math.min(10, body.total)) return `${body.results.length} results for a total of ${body.total}`;
    return undefined;
  },
  // A capped total ("at least"), as the API may answer for common words, is kept negative.
  note: (answer) => {
    const { total, capped } = parse(answer) as { total: number; capped?: boolean };
    return capped ? -total : total;
  },
});

type ListCase = { name: string; skip: number };
const listCases = (documents: number): ListCase[] => [
  { name: 'list: page 1', skip: 0 },
  ...(documents > 5_010 ? [{ name: 'list: skip=5000 (page 501)', skip: 5_000 }] : []),
  { name: `list: last page (skip=${Math.max(0, documents - 10).toLocaleString('en-US')})`, skip: Math.max(0, documents - 10) },
];
const toListProbe = ({ name, skip }: ListCase, documents: number): Probe => ({
  name,
  path: () => listPath(skip),
  check: (answer) => {
    if (answer.headers['x-total-count'] !== String(documents)) return `X-Total-Count ${String(answer.headers['x-total-count'])}, expected ${documents}`;
    const rows = parse(answer);
    return Array.isArray(rows) && rows.length === Math.min(10, documents - skip) ? undefined : `unexpected answer ${answer.body.slice(0, 200)}`;
  },
});

// ---------------------------------------------------------------- measuring

/** `slowest`: of the values a search line rotates through, the one with the highest median latency. */
type Read = Sampled & { target?: number; values?: string[]; slowest?: string };

/** Timed request k of a probe was request warmup + k, so it used value (warmup + k) mod n. */
const slowestValue = (latencies: number[], values: string[], warmup: number): string | undefined => {
  const byValue = values.map(() => [] as number[]);
  latencies.forEach((ms, k) => byValue[(warmup + k) % values.length]?.push(ms));
  let slowest: string | undefined;
  let worst = -1;
  byValue.forEach((list, v) => {
    const m = list.length > 0 ? median(list) : -1;
    if (m > worst) [worst, slowest] = [m, values[v]];
  });
  return slowest;
};
type UserReads = { user: 'measured' | 'typical'; documents: number; reads: Read[]; searchAll: Read };
/** CPU per submit in µs: the API process, PostgreSQL's processes (all of them), this process (load generator). */
type SubmitCpu = { server: number; postgres?: number; generator: number };
type SubmitRound = LoadRun & { cpu: SubmitCpu; server: UsageDelta };
type Submit = { load: SubmitLoad; rounds: SubmitRound[]; rps: number; p50Ms: number; p95Ms: number; p99Ms: number; cpu: SubmitCpu; server: UsageDelta; failures: number };
/**
 * How the submits are offered: one account (its submits of one form are numbered one after the
 * other, and the API writes those that wait together) or several. `target`: the line the issue's
 * figure applies to, the saturating load on one account, as sustained throughput is a capacity.
 */
type SubmitLoad = { accounts: number; connections: number; target: boolean };

const submitLoads = (kind: Kind, accounts: number): SubmitLoad[] => [
  { accounts: 1, connections: settings.connections, target: false },
  { accounts: 1, connections: settings.connections * 3, target: kind === 'postgres' },
  ...(accounts >= 10 ? [{ accounts: 10, connections: settings.connections * 3, target: false }] : []),
];

const submitLabel = (load: SubmitLoad) =>
  `submit, ${load.accounts === 1 ? 'one account' : `${load.accounts} accounts`}, ${load.connections} connections`;

type Diagnosis = { probe: string; value: string; p95Ms: number; queries: Explained[] };
type Measured = {
  kind: Kind;
  version: string;
  seeded: Omit<Seeded, 'users'> & { users: number; measuredUser: number; typicalUser?: number };
  users: UserReads[];
  submits: Submit[];
  diagnoses: Diagnosis[];
  /** PostgreSQL's settings as found (the benchmark changes none of them). */
  serverSettings: string;
  seconds: number;
};

const call = async (url: string, init: RequestInit & { expect: number }): Promise<unknown> => {
  const response = await fetch(url, init);
  const text = await response.text();
  if (response.status !== init.expect) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 500)}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
};

const measureReads = async (kind: Kind, server: ServerProcess, seeded: Seeded, index: number, log: (line: string) => void): Promise<UserReads> => {
  const user = seeded.users[index] as SeedUser;
  const token = await logIn(server.url, user.email, BENCH_PASSWORD);
  const searches = searchProbes(index, user);
  const lists = listCases(user.documents);
  log(`  ${LABEL[kind]}, user with ${user.documents.toLocaleString('en-US')} documents: ${lists.length + searches.length} probes × ${knobs.samples} requests`);
  // Lists and searches apart: a last page reads the user's every row and would cool the cache for whichever search came next.
  const warmup = Math.max(3, Math.round(knobs.samples / 20));
  const sample = (probes: Probe[]) =>
    sampleLatencies({ url: server.url, headers: { authorization: `Bearer ${token}` }, probes, samples: knobs.samples, warmup, maxSecondsPerProbe: knobs.probeSeconds });
  const listed = await sample(lists.map((c) => toListProbe(c, user.documents)));
  const searched = await sample(searches.map(toSearchProbe));
  const target = TARGET.searchP95Ms[kind];
  const reads: Read[] = [
    ...listed,
    ...searched.map((s, i) => {
      const values = searches[i]?.values ?? [];
      return { ...s, target, values, slowest: slowestValue(s.latencies, values, warmup) };
    }),
  ];
  const searchAll = { ...summarizeLatencies('search: all kinds above, pooled', reads.filter((r) => r.target !== undefined).flatMap((r) => r.latencies)), target };
  return { user: index === 0 ? 'measured' : 'typical', documents: user.documents, reads, searchAll };
};

const measureSubmit = async (kind: Kind, server: ServerProcess, seeded: Seeded, load: SubmitLoad): Promise<Submit> => {
  const users = seeded.users.slice(0, load.accounts);
  const measured = seeded.users[0] as SeedUser;
  const tokens = await Promise.all(users.map((user) => logIn(server.url, user.email, BENCH_PASSWORD)));
  const submitUrl = `${server.url}/api/user/forms/${seeded.formId}/submit`;
  // Bodies made before the clock starts and taken in turn: building and serializing one per request
  // cost the load generator ~0.5 ms of CPU per submit, taken from the two cores the server shares.
  const bodies = Array.from({ length: SUBMIT_BODIES }, (_, k) => JSON.stringify({ data: documentInput(0, 50_000_000 + k, measured.pool) satisfies FormData }));
  const headers = tokens.map((token) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' }));
  let next = 0;
  const request = () => {
    const k = next++;
    return { headers: headers[k % headers.length] as Record<string, string>, body: bodies[k % bodies.length] as string };
  };
  await call(submitUrl, { method: 'POST', ...request(), expect: 201 });
  const offer = (seconds: number) =>
    runLoad({
      url: server.url,
      seconds,
      connections: load.connections,
      requests: [{ method: 'POST', path: `/api/user/forms/${seeded.formId}/submit`, setupRequest: (r) => ({ ...r, ...request() }) }],
    });
  await offer(settings.warmupSeconds);
  const rounds: SubmitRound[] = [];
  for (let i = 0; i < settings.rounds; i++) {
    const before = { server: await server.usage(), postgres: kind === 'postgres' ? await processCpuSeconds('postgres') : undefined, generator: process.cpuUsage() };
    const startedAt = performance.now();
    const run = await offer(settings.seconds);
    const wallMs = performance.now() - startedAt;
    const after = { server: await server.usage(), postgres: kind === 'postgres' ? await processCpuSeconds('postgres') : undefined, generator: process.cpuUsage(before.generator) };
    const per = (micros: number) => micros / Math.max(1, run.requests);
    const cpu: SubmitCpu = {
      server: per(after.server.cpuMicros - before.server.cpuMicros),
      generator: per(after.generator.user + after.generator.system),
      ...(before.postgres !== undefined && after.postgres !== undefined ? { postgres: per((after.postgres - before.postgres) * 1e6) } : {}),
    };
    rounds.push({ ...run, cpu, server: usageDelta(before.server, after.server, wallMs) });
  }
  const postgres = rounds.flatMap((r) => (r.cpu.postgres === undefined ? [] : [r.cpu.postgres]));
  return {
    load,
    rounds,
    rps: median(rounds.map((r) => r.rps)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p95Ms: median(rounds.map((r) => r.p95Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    cpu: {
      server: median(rounds.map((r) => r.cpu.server)),
      generator: median(rounds.map((r) => r.cpu.generator)),
      ...(postgres.length > 0 ? { postgres: median(postgres) } : {}),
    },
    server: { cpu: median(rounds.map((r) => r.server.cpu)), loop: median(rounds.map((r) => r.server.loop)) },
    failures: rounds.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  };
};

/** EXPLAIN the search probes that missed the target (at most four, slowest first), each with its slowest value. */
const diagnose = async (explainer: Explainer, seeded: Seeded, reads: UserReads[]): Promise<Diagnosis[]> => {
  const misses = reads
    .flatMap((u) => u.reads.map((r) => ({ u, r })))
    .filter(({ r }) => r.target !== undefined && r.p95Ms > r.target)
    .sort((a, b) => b.r.p95Ms - a.r.p95Ms)
    .slice(0, 4);
  const diagnoses: Diagnosis[] = [];
  for (const { u, r } of misses) {
    const userId = (seeded.users[u.user === 'measured' ? 0 : 1] as SeedUser).id;
    const value = r.slowest ?? r.values?.[0] ?? '';
    const queries = await explainer.explain((db) => {
      const now = () => new Date();
      return createDocumentsService({ db, forms: createFormsService({ db, now }), now }).search({ businessId: userId, userId, role: 'owner' }, { query: value, skip: 0, limit: 10 });
    });
    diagnoses.push({ probe: `${r.name}${u.user === 'typical' ? ' (typical user)' : ''}`, value, p95Ms: r.p95Ms, queries });
  }
  return diagnoses;
};

const seedOptions = (kind: Kind, log: (line: string) => void) => ({
  users: kind === 'postgres' ? knobs.users : 1,
  heavyDocs: knobs.docsOneUser,
  totalDocs: kind === 'postgres' ? Math.max(knobs.docsTotal, knobs.docsOneUser) : knobs.docsOneUser,
  // PGlite is one user's own database: no budget, it is small.
  budgetSeconds: kind === 'postgres' ? knobs.seedBudgetSeconds : Number.POSITIVE_INFINITY,
  workers: knobs.seedWorkers,
  batchSize: 1000,
  maintenanceWorkMem: kind === 'postgres' ? '1GB' : '256MB',
  log,
});

const measureOn = async (kind: Kind, log: (line: string) => void): Promise<Measured | Unavailable> => {
  const started = performance.now();
  const opened = await openBenchDatabase(kind);
  if ('unavailable' in opened) return { kind, unavailable: opened.unavailable };
  const { database, where, cleanup } = opened;
  let serverSettings = '';
  if (kind === 'postgres') {
    const found = await sql<{ name: string; setting: string }>`
      select name, current_setting(name) as setting from unnest(array['shared_buffers', 'work_mem', 'effective_cache_size', 'synchronous_commit', 'max_parallel_workers_per_gather']) as name`.execute(database.db);
    serverSettings = found.rows.map((r) => `${r.name} ${r.setting}`).join(', ');
  }
  let pgliteOpen = kind === 'pglite';
  try {
    log(`  ${LABEL[kind]}: seeding…`);
    const seeded = await seedDocuments(database.db, seedOptions(kind, log));
    if (kind === 'pglite') {
      // The server process opens the data folder next; PGlite allows one process at a time.
      await database.close();
      pgliteOpen = false;
    }
    log(`  ${LABEL[kind]}: seeded ${seeded.documents.toLocaleString('en-US')} documents in ${Math.round(seeded.seconds.total)} s; starting the server`);
    const server = await startServerProcess({ script: seededServerScript, args: [kind, where], env: { TEST_DATABASE_URL: settings.postgresUrl }, readyTimeoutMs: 180_000 });
    let users: UserReads[];
    const submits: Submit[] = [];
    try {
      users = [await measureReads(kind, server, seeded, 0, log)];
      if (kind === 'postgres' && seeded.users.length > 1) users.push(await measureReads(kind, server, seeded, 1, log));
      for (const load of submitLoads(kind, seeded.users.length)) {
        log(`  ${LABEL[kind]}: ${submitLabel(load)}`);
        submits.push(await measureSubmit(kind, server, seeded, load));
      }
    } finally {
      await server.stop();
    }
    const explainer = kind === 'postgres' ? postgresExplainer(settings.postgresUrl, where) : await pgliteExplainer(where);
    let diagnoses: Diagnosis[];
    try {
      diagnoses = await diagnose(explainer, seeded, users);
    } finally {
      await explainer.close();
    }
    const { users: seededUsers, ...rest } = seeded;
    return {
      kind,
      version: server.info.version ?? 'unknown',
      seeded: { ...rest, users: seededUsers.length, measuredUser: seededUsers[0]?.documents ?? 0, ...(seededUsers[1] ? { typicalUser: seededUsers[1].documents } : {}) },
      users,
      submits,
      diagnoses,
      serverSettings,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    if (pgliteOpen) await database.close();
    await cleanup();
  }
};

// ---------------------------------------------------------------- reporting

const COLUMNS = ['database', 'documents', 'operation', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'target', 'result'];
const count = (n: number) => n.toLocaleString('en-US');
const pct = (share: number) => `${Math.round(share * 100)}%`;
const verdict = (ok: boolean) => (ok ? 'pass' : '**FAIL**');

const hits = (notes: number[]): string => {
  if (notes.length === 0) return '';
  const shown = (n: number) => (n < 0 ? `≥${count(-n)}` : count(n));
  const low = notes.reduce((a, b) => (Math.abs(b) < Math.abs(a) ? b : a));
  const high = notes.reduce((a, b) => (Math.abs(b) > Math.abs(a) || (Math.abs(b) === Math.abs(a) && b < 0) ? b : a));
  return low === high ? `${shown(low)} hits` : `${shown(low)}–${shown(high)} hits`;
};

const readLabel = (r: Read): string => {
  const few = r.count < knobs.samples ? ` (${r.count} requests: slow, capped at ${knobs.probeSeconds} s)` : '';
  if (!r.values) return `${r.name}${few}`;
  const example = r.values[0] ?? '';
  return `${r.name} ("${example}"${r.values.length > 1 ? ', …' : ''}; ${hits(r.notes)})${few}`;
};

const rows = (m: Measured | Unavailable): string[][] => {
  if ('unavailable' in m) return [[LABEL[m.kind], '–', 'not reachable: not measured', '–', '–', '–', '–', '–', '–']];
  const db = `${LABEL[m.kind]} ${m.version}`;
  const total = m.seeded.documents;
  const out: string[][] = [];
  for (const u of m.users) {
    const docs = m.kind === 'postgres' ? `${count(u.documents)} of ${count(total)}${m.seeded.truncated ? ' (truncated)' : ''}` : count(u.documents);
    const who = u.user === 'typical' ? 'typical user, ' : '';
    const line = (r: Read, bold = false) => {
      const p95 = bold ? `**${formatMs(r.p95Ms)}**` : formatMs(r.p95Ms);
      return [db, docs, bold ? `**${who}${r.name}**` : `${who}${readLabel(r)}`, formatMs(r.p50Ms), p95, formatMs(r.p99Ms), '–', r.target ? `p95 < ${r.target}` : '–', r.target ? verdict(r.p95Ms < r.target) : '–'];
    };
    // The typical user gets the list's first page and the pooled search only: the detail is the measured user's.
    for (const r of u.user === 'measured' ? u.reads : u.reads.filter((r) => r.name === 'list: page 1')) out.push(line(r));
    out.push(line(u.searchAll, true));
  }
  for (const s of m.submits) {
    const target = s.load.target ? TARGET.submitRps[m.kind] : undefined;
    out.push([
      db,
      count(m.users[0]?.documents ?? 0),
      `**${submitLabel(s.load)}**`,
      formatMs(s.p50Ms),
      formatMs(s.p95Ms),
      formatMs(s.p99Ms),
      `**${formatRate(s.rps)}**`,
      target ? `> ${target}/s` : '–',
      target ? verdict(s.rps > target) : '–',
    ]);
  }
  return out;
};

/** The pooled search of the measured user against issue 3's p95, and the submit rate that has a target. */
const headline = (m: Measured | Unavailable): Headline[] => {
  if ('unavailable' in m) return [];
  const searchAll = m.users.find((u) => u.user === 'measured')?.searchAll;
  const out: Headline[] = [];
  if (searchAll?.target !== undefined) {
    out.push({ name: `${LABEL[m.kind]}: search p95 (${count(m.users[0]?.documents ?? 0)} documents)`, figure: searchAll.p95Ms, unit: 'ms', target: `< ${searchAll.target} ms`, met: searchAll.p95Ms < searchAll.target });
  }
  for (const s of m.submits) {
    const target = s.load.target ? TARGET.submitRps[m.kind] : undefined;
    if (target !== undefined) out.push({ name: `${LABEL[m.kind]}: ${submitLabel(s.load)}`, figure: s.rps, unit: 'req/s', target: `> ${target} req/s`, met: s.rps > target });
  }
  return out;
};

const notes = (m: Measured | Unavailable): string[] => {
  if ('unavailable' in m) return [`${LABEL[m.kind]} at ${redactUrl(settings.postgresUrl)} could not be reached (${m.unavailable}): not measured.`];
  const s = m.seeded;
  const rate = Math.round(s.documents / s.seconds.load);
  const trigram = s.trigramIndexes.reduce<number | undefined>((sum, name) => (sum ?? 0) + (s.indexSeconds[name] ?? 0), undefined);
  const others = s.users > 1 ? `; the other ${s.users - 1} users ${count(Math.round((s.documents - s.measuredUser) / (s.users - 1)))} each on average` : '';
  const out = [
    `${LABEL[m.kind]} seeding: ${count(s.documents)} documents${s.truncated ? ` of ${count(s.planned)} planned (**the ${knobs.seedBudgetSeconds} s loading budget ran out**, only the measured user's were written after it)` : ''}, ` +
      `measured user ${count(s.measuredUser)}${others}, in ${Math.round(s.seconds.total)} s: load ${Math.round(s.seconds.load)} s (${count(rate)} documents/s; ` +
      `building rows, processSubmission included, took ${Math.round(s.buildSeconds)} s in ${knobs.seedWorkers} worker thread${knobs.seedWorkers > 1 ? 's' : ''}), ` +
      `secondary indexes ${Math.round(s.seconds.indexes)} s${trigram !== undefined ? ` (trigram ${Math.round(trigram)} s)` : ''}, vacuum analyze ${Math.round(s.seconds.vacuum)} s. ` +
      `Table ${s.sizes.table}, trigram index ${s.sizes.trigramIndex}, with all indexes ${s.sizes.total}. Whole database part took ${Math.round(m.seconds)} s.` +
      (m.serverSettings ? ` Server settings as found (untouched): ${m.serverSettings}.` : ''),
    ...m.submits.map(
      (submit) =>
        `${LABEL[m.kind]} ${submitLabel(submit.load)}: ${settings.rounds} rounds × ${settings.seconds} s after ${settings.warmupSeconds} s warm-up, median req/s ` +
        `${formatRate(submit.rps)} (rounds ${submit.rounds.map((r) => formatRate(r.rps)).join(', ')}). CPU per submit: API process ` +
        `${count(Math.round(submit.cpu.server))} µs${m.kind === 'pglite' ? ' (PGlite included)' : ''}` +
        (submit.cpu.postgres !== undefined ? `, PostgreSQL processes ${count(Math.round(submit.cpu.postgres))} µs (all of the machine's)` : '') +
        `, load generator ${count(Math.round(submit.cpu.generator))} µs. API process: ${pct(submit.server.cpu)} of a core, event loop busy ` +
        `${pct(submit.server.loop)}.` +
        (submit.failures > 0 ? ` **${submit.failures} failed requests: figures suspect.**` : ''),
    ),
  ];
  for (const d of m.diagnoses) {
    const describe = (q: Explained) => `${/count\(/i.test(q.sql) ? 'count query' : 'page query'} ${formatMs(q.executionMs)} ms: \`${condensePlan(q.plan)}\``;
    out.push(`${LABEL[m.kind]} EXPLAIN (ANALYZE, BUFFERS) of ${d.probe}, "${d.value}" (p95 ${formatMs(d.p95Ms)} ms): ${d.queries.map(describe).join('; ')}.`);
  }
  return out;
};

export default defineBenchmark({
  name: 'documents',
  title: `history list, search and submit: ${count(knobs.docsOneUser)} documents of one user, ${count(Math.max(knobs.docsTotal, knobs.docsOneUser))} in all on PostgreSQL`,
  run: async () => {
    const k = knobs;
    return playEachDatabase<Measured>({
      databases: knobs.databases,
      play: measureOn,
      method: () =>
        `Seeded straight into the tables (not through HTTP): ${count(k.docsOneUser)} estimates (3 steps, client, vehicle, 1–15 part lines; ` +
        `Romanian names with diacritics, plates of real counties, dates over 3 years) for the measured user; on PostgreSQL ` +
        `${count(Math.max(k.docsTotal, k.docsOneUser))} across ${k.users} users in time order, on PGlite the measured user's only. Each row is made ` +
        `as the submit route makes it (processSubmission, number, facts, search text), then the indexes are built and VACUUM ANALYZE runs. ` +
        `The API runs in its own process (PostgreSQL pool of 10, PGlite on a data folder). History list and search: ${k.samples} timed ` +
        `requests per line, one at a time over one keep-alive connection (unloaded latency), the list lines taking turns, then the search ` +
        `lines taking turns (a slow line stops after ${k.probeSeconds} s with at least 20); a search line rotates ` +
        `through the values shown ("…"), the hits are the totals the API answered ("≥" when it stopped counting). "typical user" is another account of the same database ` +
        `with its share of the rest. Submit: keep-alive connections posting a different estimate each time, ` +
        `${settings.rounds} rounds × ${settings.seconds} s, medians over rounds: to the measured account over ${settings.connections} connections (a closed loop: ` +
        `each connection waits for its answer, so this is bound by latency) and over ${settings.connections * 3} (enough to keep the server busy: the ` +
        `sustained rate the target is about), and on PostgreSQL to 10 accounts over ${settings.connections * 3}. The API writes the submits of one ` +
        `account's form that arrive while one is being written as one batch; different accounts' submits are written apart. Targets from issue 3.`,
      columns: COLUMNS,
      rows,
      notes,
      headline,
      data: { knobs: k, targets: TARGET, settings: { ...settings, postgresUrl: redactUrl(settings.postgresUrl) } },
      keep: stripLatencies,
    });
  },
});

/** Keeps the JSON small: percentiles stay, the raw per-request latencies go. */
const stripLatencies = (m: Measured | Unavailable) => {
  if ('unavailable' in m) return m;
  const strip = (r: Read) => {
    const totals = r.notes.map(Math.abs);
    const hitsSeen = totals.length > 0 ? { low: Math.min(...totals), median: median(totals), high: Math.max(...totals), capped: r.notes.some((n) => n < 0) } : undefined;
    return { ...r, latencies: undefined, notes: undefined, hits: hitsSeen };
  };
  return { ...m, users: m.users.map((u) => ({ ...u, reads: u.reads.map(strip), searchAll: strip(u.searchAll) })) };
};
