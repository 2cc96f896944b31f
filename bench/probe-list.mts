// Temporary probe (not committed): a steady business's first history page on a kept fill database.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startDistServer } from './morning/dist-server.js';

const name = process.argv[2]!;
const explain = process.argv[3] === 'explain';
const url = `postgres://postgres@127.0.0.1:5432/${name}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
if (explain) {
  await admin.query(`alter database ${name} set session_preload_libraries = 'auto_explain'`);
  await admin.query(`alter database ${name} set auto_explain.log_min_duration = 0`);
  await admin.query(`alter database ${name} set auto_explain.log_analyze = on`);
  await admin.query(`alter database ${name} set auto_explain.log_buffers = on`);
} else {
  await admin.query(`alter database ${name} reset all`);
}
const counts = await admin.query(`select count(*)::int n, pg_size_pretty(pg_total_relation_size('documents')) size from documents`);
console.log('documents', counts.rows[0]);
await admin.end();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'probe-'));
const server = await startDistServer({ dataDir, env: { DATABASE_URL: url, REDIS_URL: 'redis://127.0.0.1:6379', REGISTER_LIMIT: '100000' } });
try {
  const token = async (email: string) => {
    const r = await fetch(`${server.url}/api/user/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: email, password: 'parola-sigura-fill-1' }) });
    return ((await r.json()) as { access_token: string }).access_token;
  };
  const tokens = await Promise.all(Array.from({ length: 10 }, (_, i) => token(`steady-${i}@fill.example.ro`)));
  const times: number[] = [];
  const rounds = Number(process.env.ROUNDS ?? 40);
  for (let r = 0; r < rounds; r += 1) {
    for (const t of tokens) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/user/completed_forms?skip=0&limit=10`, { headers: { authorization: `Bearer ${t}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(String(res.status));
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.floor(p * (times.length - 1))]!.toFixed(2);
  console.log(`list: n=${times.length} p50 ${q(0.5)} p95 ${q(0.95)} min ${q(0)} ms`);
} finally {
  await server.stop();
}
