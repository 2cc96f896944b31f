import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../test/databases.js';
import { openDatabase } from './connection.js';
import { migrate } from './migrate.js';
import { startPgliteThread } from './pglite-thread.js';

// Every database here starts from the migrated test template (initdb costs seconds), which also
// carries the Blob of `loadDataDir` over to the thread.

describe('PGlite in its own thread', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-pglite-thread-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('answers queries, errors, transactions and large rows, and keeps them after a restart', async () => {
    const dataDir = path.join(dir, 'kept', 'db');
    const first = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: await pgliteTemplate(), thread: true });
    expect(first.pglite).toBeUndefined();
    try {
      await migrate(first.db);
      await sql`create table notes (id int primary key, body text)`.execute(first.db);
      await sql`insert into notes values (1, ${'ă'.repeat(300_000)})`.execute(first.db);
      await expect(sql`select nope`.execute(first.db)).rejects.toThrow(/column "nope" does not exist/);
      await expect(
        first.db.transaction().execute(async (tx) => {
          await sql`insert into notes values (2, 'rolled back')`.execute(tx);
          throw new Error('give up');
        }),
      ).rejects.toThrow('give up');
      // Queries offered together are answered each with its own rows, in order.
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => sql<{ i: number }>`select ${i}::int as i`.execute(first.db)));
      expect(answers.map((a) => a.rows[0]?.i)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    } finally {
      await first.close();
    }
    const again = await openDatabase({ kind: 'pglite', dataDir, thread: true });
    try {
      const rows = (await sql<{ id: number; length: number }>`select id, length(body) as length from notes order by id`.execute(again.db)).rows;
      expect(rows).toEqual([{ id: 1, length: 300_000 }]);
    } finally {
      await again.close();
    }
  });

  it('gives a new client a clean session: no prepared statement, no open transaction of the one before', async () => {
    const thread = await startPgliteThread({ loadDataDir: await pgliteTemplate() });
    const connect = async () => {
      const client = new pg.Client({ user: 'postgres', database: 'postgres', stream: thread.stream });
      await client.connect();
      return client;
    };
    try {
      const before = await connect();
      await before.query({ name: 'one', text: 'select 1 as one' });
      await before.query('begin');
      await before.query('create table left_open (id int)');
      await before.end();
      const after = await connect();
      expect((await after.query({ name: 'one', text: 'select 1 as one' })).rows).toEqual([{ one: 1 }]);
      expect((await after.query(`select to_regclass('left_open') as found`)).rows).toEqual([{ found: null }]);
      await after.end();
    } finally {
      await thread.close();
    }
  });

  it('keeps every committed row when the process is killed (kill -9)', async () => {
    const dataDir = path.join(dir, 'killed', 'db');
    const created = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: await pgliteTemplate(), thread: true });
    await created.close();
    // A child process commits rows through the thread and is killed while it keeps writing.
    const script = `
      import { sql } from 'kysely';
      import { openDatabase } from ${JSON.stringify(path.join(import.meta.dirname, 'connection.ts'))};
      const handle = await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)}, thread: true });
      await sql\`create table counted (n int primary key)\`.execute(handle.db);
      for (let n = 1; ; n++) {
        await sql\`insert into counted values (\${n})\`.execute(handle.db);
        process.stdout.write(n + '\\n');
      }`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let committed: number;
    try {
      committed = await new Promise<number>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const lines = out.split('\n').filter(Boolean);
          if (lines.length >= 100) {
            child.kill('SIGKILL');
            resolve(Number(lines.at(-1)));
          }
        });
        child.once('exit', (code, signal) => {
          if (signal !== 'SIGKILL') reject(new Error(`child exited (${code}) before it was killed`));
        });
      });
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    const reopened = await openDatabase({ kind: 'pglite', dataDir, thread: true });
    try {
      const { rows } = await sql<{ count: string; max: number }>`select count(*) as count, max(n) as max from counted`.execute(reopened.db);
      expect(Number(rows[0]?.count)).toBeGreaterThanOrEqual(committed);
      expect(Number(rows[0]?.count)).toBe(rows[0]?.max);
    } finally {
      await reopened.close();
    }
  }, 180_000);
});
