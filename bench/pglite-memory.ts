/**
 * Memory of the built server on PGlite with many documents (issue 21: RSS under 400 MB with
 * 100,000 documents): seeds a PGlite data folder once (kept and reused, as seeding takes minutes),
 * starts `packages/server/dist/main.js` on it as `npm start` would, and reads its memory at idle,
 * during a closed-loop mix of list / search / open / submit / PDF download, and after it.
 *
 * RSS and thread count come from /proc; the main thread's process.memoryUsage() from
 * lib/memory-probe.mjs (`--import`); PGlite's WebAssembly memory is the largest anonymous
 * read-write mapping in /proc/<pid>/smaps (it is also in `external`; it grows, never shrinks).
 *
 * `node --import tsx bench/pglite-memory.ts [seconds=30] [connections=20]`. Environment:
 * `PGLITE_MEMORY_DIR` (kept data folder, default <tmp>/atelier-pglite-memory), `PGLITE_MEMORY_DOCS`
 * (100000), `PGLITE_MEMORY_USERS` (20 accounts sharing them), `PGLITE_MEMORY_MIX` (weights of the
 * calls, `list:30,search:25,open:20,submit:15,pdf:10`), `PGLITE_MEMORY_NODE_ARGS` (e.g.
 * `--heap-prof --cpu-prof`); any server setting (PDF_WORKERS, PGLITE_…) passes through. Not part of
 * `npm run bench`: a tool; figures go into bench/history/pglite-memory.md by hand.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FormData } from '@atelier/core';
import { openDatabase } from '../packages/server/src/db/connection.js';
import { migrate } from '../packages/server/src/db/migrate.js';
import { documentInput } from './documents/documents.js';
import { BENCH_PASSWORD, seedDocuments } from './documents/seed.js';
import { logIn } from './lib/seeded-database.js';
import { percentileOfSorted } from './lib/stats.js';

const seconds = Number(process.argv[2] ?? 30);
const connections = Number(process.argv[3] ?? 20);
const root = process.env.PGLITE_MEMORY_DIR ?? path.join(os.tmpdir(), 'atelier-pglite-memory');
const docs = Number(process.env.PGLITE_MEMORY_DOCS ?? 100_000);
const userCount = Number(process.env.PGLITE_MEMORY_USERS ?? 20);
const repo = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'data');

type SeedInfo = { formId: string; docs: number; users: { email: string; pool: number }[] };

const seedOnce = async (): Promise<SeedInfo> => {
  const infoFile = path.join(root, 'seeded.json');
  if (existsSync(infoFile)) {
    const info = JSON.parse(await readFile(infoFile, 'utf8')) as SeedInfo;
    if (info.docs === docs && info.users.length === userCount) return info;
    throw new Error(`${root} holds ${info.docs} documents of ${info.users.length} users: remove it or set PGLITE_MEMORY_DIR`);
  }
  await mkdir(dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    await migrate(database.db);
    const heavy = Math.round(docs / userCount);
    const seeded = await seedDocuments(database.db, {
      users: userCount,
      heavyDocs: heavy,
      totalDocs: userCount === 1 ? heavy : docs,
      budgetSeconds: Number.POSITIVE_INFINITY,
      workers: 1,
      batchSize: 1000,
      maintenanceWorkMem: '256MB',
      log: (line) => process.stdout.write(`${line}\n`),
    });
    const info: SeedInfo = { formId: seeded.formId, docs, users: seeded.users.map((u) => ({ email: u.email, pool: u.pool })) };
    await writeFile(infoFile, JSON.stringify(info));
    process.stdout.write(`seeded ${seeded.documents} documents in ${Math.round(seeded.seconds.total)} s (${seeded.sizes.total} for documents)\n`);
    return info;
  } finally {
    await database.close();
  }
};

// ---------------------------------------------------------------- memory of a process

const MB = 1024 * 1024;
type Sample = { rssMb: number; wasmMb: number; wasmSizeMb: number; threads: number; heapUsedMb?: number; externalMb?: number; arrayBuffersMb?: number };

const kbField = (text: string, name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) / 1024;

/** The most resident anonymous read-write mapping, PGlite's wasm memory: its size and resident part. */
const wasmMemory = (smaps: string): { size: number; rss: number } => {
  let largest = { size: 0, rss: 0 };
  for (const block of smaps.split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)) {
    if (!/^\S+ rw-p 00000000 00:00 0\s*$/m.test(block.slice(0, block.indexOf('\n')))) continue;
    const rss = kbField(block, 'Rss');
    if (rss > largest.rss) largest = { size: kbField(block, 'Size'), rss };
  }
  return largest;
};

const sample = async (pid: number, probeFile: string): Promise<Sample> => {
  const [status, smaps, probe] = await Promise.all([
    readFile(`/proc/${pid}/status`, 'utf8'),
    readFile(`/proc/${pid}/smaps`, 'utf8'),
    readFile(probeFile, 'utf8').catch(() => ''),
  ]);
  const usage = probe ? (JSON.parse(probe) as NodeJS.MemoryUsage) : undefined;
  const wasm = wasmMemory(smaps);
  return {
    rssMb: kbField(status, 'VmRSS'),
    wasmMb: wasm.rss,
    wasmSizeMb: wasm.size,
    threads: Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? 0),
    ...(usage ? { heapUsedMb: usage.heapUsed / MB, externalMb: usage.external / MB, arrayBuffersMb: usage.arrayBuffers / MB } : {}),
  };
};

const showSample = (label: string, s: Sample) =>
  `| ${label} | ${s.rssMb.toFixed(0)} | ${s.wasmMb.toFixed(0)} of ${s.wasmSizeMb.toFixed(0)} | ${s.heapUsedMb?.toFixed(0) ?? '?'} | ${s.externalMb?.toFixed(0) ?? '?'} | ${s.arrayBuffersMb?.toFixed(0) ?? '?'} | ${s.threads} |`;

/** CPU seconds the process (every thread) or one of its threads used so far, from /proc. */
const cpuSeconds = async (pid: number, thread?: number): Promise<number> => {
  const stat = await readFile(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

// ---------------------------------------------------------------- the server

const startServer = async (probeFile: string) => {
  const nodeArgs = (process.env.PGLITE_MEMORY_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, ['--import', path.join(repo, 'bench/lib/memory-probe.mjs'), ...nodeArgs, path.join(repo, 'packages/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', MEMORY_PROBE_FILE: probeFile, ADMIN_EMAIL: 'admin@example.ro', ADMIN_PASSWORD: 'parola-admin-bench' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /running at (http:\/\/localhost:\d+)/.exec(out);
      if (found?.[1]) resolve(found[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready: ${out}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
};

// ---------------------------------------------------------------- the load

type Action = 'list' | 'search' | 'open' | 'submit' | 'pdf';
/** What a workshop's users do most is look; `PGLITE_MEMORY_MIX` changes the weights (e.g. `search:1` alone). */
const MIX: [Action, number][] = (process.env.PGLITE_MEMORY_MIX ?? 'list:30,search:25,open:20,submit:15,pdf:10').split(',').map((part) => {
  const [action, weight] = part.split(':');
  if (!['list', 'search', 'open', 'submit', 'pdf'].includes(action ?? '')) throw new Error(`PGLITE_MEMORY_MIX: unknown call "${action ?? ''}"`);
  return [action as Action, Number(weight)];
});
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);
const SEARCHES = ['dacia', 'Mureșan', 'muresan', 'curea distribuție', 'plăcuțe frână', 'Bălan', 'sonda lambda'];

type User = { token: string; ids: string[]; pool: number; index: number };

const pickAction = (r: number): Action => {
  let left = r * MIX_TOTAL;
  for (const [action, weight] of MIX) {
    left -= weight;
    if (left < 0) return action;
  }
  return 'list';
};

const runMix = async (url: string, formId: string, users: User[], onTick: () => Promise<void>) => {
  const latencies = new Map<Action, number[]>(MIX.map(([a]) => [a, []]));
  const failures = new Map<string, number>();
  let k = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = async (user: User) => {
    const action = pickAction(Math.random());
    const id = user.ids[Math.floor(Math.random() * user.ids.length)] ?? '';
    const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
    const request: [string, RequestInit] =
      action === 'list'
        ? [`/api/user/completed_forms?skip=${10 * Math.floor(Math.random() * 5)}&limit=10`, {}]
        : action === 'search'
          ? [`/api/user/submissions/search?${new URLSearchParams({ query: SEARCHES[k % SEARCHES.length] ?? '', skip: '0', limit: '10' }).toString()}`, {}]
          : action === 'open'
            ? [`/api/user/completed_forms/${id}`, {}]
            : action === 'pdf'
              ? [`/api/user/completed_forms/${id}/pdf`, {}]
              : [`/api/user/forms/${formId}/submit`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ data: documentInput(user.index, 80_000_000 + k, user.pool) satisfies FormData }) }];
    k += 1;
    const started = performance.now();
    const response = await fetch(`${url}${request[0]}`, { headers, ...request[1] });
    await response.arrayBuffer();
    if (response.ok) latencies.get(action)?.push(performance.now() - started);
    else failures.set(`${action} ${response.status}`, (failures.get(`${action} ${response.status}`) ?? 0) + 1);
  };
  const loop = async (c: number) => {
    const user = users[c % users.length] as User;
    while (performance.now() < deadline) await one(user);
  };
  const ticker = setInterval(() => void onTick(), 1000);
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: connections }, (_, c) => loop(c)));
  } finally {
    clearInterval(ticker);
  }
  return { latencies, failures, wallSeconds: (performance.now() - started) / 1000 };
};

// ---------------------------------------------------------------- main

const info = await seedOnce();
const probeFile = path.join(root, 'memory-probe.json');
const server = await startServer(probeFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
try {
  await sleep(5000);
  const idle = await sample(server.pid, probeFile);
  const users: User[] = [];
  for (const [index, u] of info.users.entries()) {
    const token = await logIn(server.url, u.email, BENCH_PASSWORD);
    const ids: string[] = [];
    for (const skip of [0, 10, 20]) {
      const page = (await (await fetch(`${server.url}/api/user/completed_forms?skip=${skip}&limit=10`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id: string }[];
      ids.push(...page.map((d) => d.id));
    }
    users.push({ token, ids, pool: u.pool, index });
  }
  let peak = idle;
  const cpuBefore = await cpuSeconds(server.pid);
  const mainBefore = await cpuSeconds(server.pid, server.pid);
  const mix = await runMix(server.url, info.formId, users, async () => {
    const now = await sample(server.pid, probeFile).catch(() => undefined);
    if (now && now.rssMb > peak.rssMb) peak = now;
  });
  const cpuUsed = (await cpuSeconds(server.pid)) - cpuBefore;
  const mainUsed = (await cpuSeconds(server.pid, server.pid)) - mainBefore;
  const done = [...mix.latencies.values()].reduce((sum, list) => sum + list.length, 0);
  const loaded = await sample(server.pid, probeFile);
  await sleep(10_000);
  const after = await sample(server.pid, probeFile);
  const settings = Object.entries(process.env).filter(([name]) => /^(PDF_|PGLITE_|NODE_OPTIONS)/.test(name) && !name.startsWith('PGLITE_MEMORY_DIR'));
  const lines = [
    `${info.docs.toLocaleString('en-US')} documents of ${info.users.length} accounts; ${connections} connections for ${seconds} s; ${settings.map(([n, v]) => `${n}=${v ?? ''}`).join(' ') || 'default settings'}`,
    '',
    '| when | RSS MB | PGlite wasm MB (resident of size) | main heapUsed MB | external MB | arrayBuffers MB | threads |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    showSample('idle after start', idle),
    showSample('peak RSS under load', peak),
    showSample('end of load', loaded),
    showSample('10 s after', after),
    '',
    '| call | done | per s | p50 ms | p95 ms | p99 ms |',
    '| --- | --- | --- | --- | --- | --- |',
    ...[...mix.latencies].map(([action, list]) => {
      const sorted = Float64Array.from(list).sort();
      const p = (q: number) => (sorted.length ? percentileOfSorted(sorted, q).toFixed(1) : '–');
      return `| ${action} | ${list.length} | ${(list.length / mix.wallSeconds).toFixed(1)} | ${p(50)} | ${p(95)} | ${p(99)} |`;
    }),
    '',
    `${done} requests, ${(done / mix.wallSeconds).toFixed(1)}/s; server CPU ${cpuUsed.toFixed(1)} s = ${((1000 * cpuUsed) / Math.max(1, done)).toFixed(1)} ms per request (${((100 * cpuUsed) / mix.wallSeconds).toFixed(0)}% of a core), of which the event loop's thread ${((1000 * mainUsed) / Math.max(1, done)).toFixed(1)} ms`,
    `failures: ${mix.failures.size === 0 ? 'none' : [...mix.failures].map(([what, n]) => `${what} ×${n}`).join(', ')}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await server.stop();
}
