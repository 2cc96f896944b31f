/**
 * CPU per submit, measured rather than timed (wall clock is meaningless on a busy shared machine):
 * seeds a small PostgreSQL schema, starts the API in its own process (documents-server.ts), sends
 * a fixed number of submits and reads the API process's CPU and the CPU of exactly the PostgreSQL
 * backends of its pool (found by application_name, from /proc), plus all PostgreSQL processes.
 *
 * `node --import tsx bench/submit-cpu.ts [submits=3000] [connections=10]`; `SUBMIT_CPU_PROF=dir`
 * writes a V8 CPU profile of the API process there. Not part of `npm run bench`: a tool.
 */
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { FormData } from '@atelier/core';
import { openDatabase } from '../packages/server/src/db/connection.js';
import { customerPool, documentInput } from './documents/documents.js';
import { BENCH_PASSWORD, seedDocuments } from './documents/seed.js';
import { processCpuSeconds } from './lib/process-cpu.js';
import { logIn, openBenchDatabase, seededServerScript } from './lib/seeded-database.js';
import { startServerProcess } from './lib/server-process.js';
import { settings } from './lib/settings.js';

const submits = Number(process.argv[2] ?? 3000);
const connections = Number(process.argv[3] ?? 10);
const docs = Number(process.env.SUBMIT_CPU_DOCS ?? 5000);
/** Submits go round these accounts: one account's submits are serialized by its number counter. */
const users = Number(process.env.SUBMIT_CPU_USERS ?? 1);

const ticksOf = async (pid: number): Promise<number> => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

const opened = await openBenchDatabase('postgres');
if ('unavailable' in opened) throw new Error(opened.unavailable);
const { database, where, cleanup } = opened;
const seeded = await seedDocuments(database.db, {
  users,
  heavyDocs: docs,
  totalDocs: docs * users,
  budgetSeconds: 600,
  workers: 1,
  batchSize: 1000,
  maintenanceWorkMem: '256MB',
  log: () => undefined,
});
const app = `submitcpu${randomBytes(4).toString('hex')}`;
const url = new URL(settings.postgresUrl);
url.searchParams.set('application_name', app);
const env: Record<string, string> = { TEST_DATABASE_URL: url.toString() };
const nodeArgs = process.env.SUBMIT_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SUBMIT_CPU_PROF}`] : [];
const server = await startServerProcess({ script: seededServerScript, args: ['postgres', where], env, nodeArgs, readyTimeoutMs: 120_000 }).catch(async (error: unknown) => {
  await cleanup();
  throw error;
});
const monitor = await openDatabase({ kind: 'postgres', url: settings.postgresUrl, poolSize: 1 });
try {
  const tokens = await Promise.all(seeded.users.map((user) => logIn(server.url, user.email, BENCH_PASSWORD)));
  const pool = customerPool(docs);
  const bodies = Array.from({ length: 2000 }, (_, k) => JSON.stringify({ data: documentInput(0, 60_000_000 + k, pool) satisfies FormData }));
  let next = 0;
  const run = (amount: number) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: server.url,
          amount,
          connections,
          requests: [
            {
              method: 'POST',
              path: `/api/user/forms/${seeded.formId}/submit`,
              headers: { 'content-type': 'application/json' },
              setupRequest: (request) => {
                const k = next++;
                return { ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[k % tokens.length] ?? ''}` }, body: bodies[k % bodies.length] };
              },
            },
          ],
        },
        (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)),
      );
    });
  await run(Math.max(200, submits / 5));
  const pids = (await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = ${app}`.execute(monitor.db)).rows.map((r) => r.pid);
  const backendTicks = async () => (await Promise.all(pids.map(ticksOf))).reduce((a, b) => a + b, 0);
  const generatorBefore = process.cpuUsage();
  const before = { api: await server.usage(), backends: await backendTicks(), all: await processCpuSeconds('postgres'), started: performance.now() };
  const result = await run(submits);
  const after = { api: await server.usage(), backends: await backendTicks(), all: await processCpuSeconds('postgres'), ended: performance.now() };
  const generator = process.cpuUsage(generatorBefore);
  const ok = result['2xx'];
  const per = (micros: number) => Math.round(micros / ok);
  console.log(
    JSON.stringify({
      submits: ok,
      non2xx: result.non2xx,
      errors: result.errors,
      backends: pids.length,
      apiUsPerSubmit: per(after.api.cpuMicros - before.api.cpuMicros),
      backendsUsPerSubmit: per((after.backends - before.backends) * 1e4),
      allPostgresUsPerSubmit: per(((after.all ?? 0) - (before.all ?? 0)) * 1e6),
      generatorUsPerSubmit: per(generator.user + generator.system),
      wallRps: Math.round((ok * 1000) / (after.ended - before.started)),
    }),
  );
} finally {
  await monitor.close();
  await server.stop();
  await cleanup();
}
