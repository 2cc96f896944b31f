import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/connection.js';
import { newId } from './db/ids.js';
import { migrate } from './db/migrate.js';
import { loadSecrets } from './secrets.js';
import { createTestSchema, databaseKinds } from './test/databases.js';

const cli = fileURLToPath(new URL('./move-cli.ts', import.meta.url));

/** `npm run move-to-postgres` as a user runs it, from source (the built bundle runs the same code). */
const runMove = (dataDir: string, args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });

describe('npm run move-to-postgres', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-move-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    await migrate(database.db);
    await database.db
      .insertInto('contact_messages')
      .values({ id: newId(new Date()), name: 'Ion Pop', email: 'ion@example.ro', subject: 'Ofertă', message: 'Bună ziua', created_at: new Date() })
      .execute();
    await database.close();
    loadSecrets({ dataDir });
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it('refuses while Atelier runs on the DATA_DIR', async () => {
    const lock = path.join(dataDir, 'atelier.lock');
    await writeFile(lock, String(process.pid));
    try {
      const run = await runMove(dataDir, ['--to', 'postgres://postgres@127.0.0.1:1/atelier']);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(`Atelier is running on this DATA_DIR (pid ${process.pid}): stop it, then move its database.\n`);
    } finally {
      await rm(lock, { force: true });
    }
  });

  it('says in one line that PostgreSQL cannot be reached, and releases the DATA_DIR', async () => {
    const run = await runMove(dataDir, ['--to', 'postgres://postgres:secret@127.0.0.1:1/atelier']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Cannot connect to PostgreSQL at 127.0.0.1:1: connection refused (is it running, on that host and port?)\n');
    expect(existsSync(path.join(dataDir, 'atelier.lock'))).toBe(false);
  });

  it('says where to move when neither --to nor DATABASE_URL is given', async () => {
    const run = await runMove(dataDir, []);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Say where to move: --to postgres:/);
  });

  it('refuses an unknown option with the usage, not as a failed move', async () => {
    const run = await runMove(dataDir, ['--too', 'postgres://postgres@127.0.0.1:1/atelier']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Unknown option '--too'.*\n\nUsage: npm run move-to-postgres/s);
    expect(run.stderr).not.toMatch(/move failed/);
  });

  it.skipIf(!databaseKinds().includes('postgres'))('moves, printing a line per table, a summary and what to keep', async () => {
    const target = await createTestSchema();
    try {
      const url = new URL(target.url);
      url.searchParams.set('options', `-c search_path=${target.searchPath}`);
      const run = await runMove(dataDir, ['--to', url.toString()]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^ {2}schema_migrations +\d+ rows/m);
      expect(run.stdout).toMatch(/^ {2}documents +0 rows/m);
      expect(run.stdout).toMatch(/^ {2}contact_messages +1 rows/m);
      expect(run.stdout).toMatch(/^Moved \d+ rows in \d+ tables and 0 sequences in [\d.]+ s\.$/m);
      expect(run.stdout).toContain(`  - Keep ${path.join(dataDir, 'secrets.json')}: it holds JWT_SECRET and ENCRYPTION_KEY`);
      // A second run finds the target taken.
      const again = await runMove(dataDir, ['--to', url.toString()]);
      expect(again.code).toBe(1);
      expect(again.stderr).toBe('The target database is not empty: contact_messages already hold rows. Move into a new, empty database.\n');
    } finally {
      await target.drop();
    }
  }, 180_000);
});
