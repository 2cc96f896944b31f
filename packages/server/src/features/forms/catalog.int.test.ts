import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { seedCatalog } from './catalog.js';
import { createFormsService } from './forms.service.js';

const catalogDir = fileURLToPath(new URL('../../../../../catalog', import.meta.url));
const FILES = ['acord-confidentialitate.json', 'acord-lucrari-suplimentare-auto.json'];

describe.each(databaseKinds())('the catalogue published at a start, on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  const seed = () => seedCatalog({ dir, forms: createFormsService({ db: t.database.db, now: t.clock.now }), log: t.app.log });
  const versionOf = async (file: string) => (JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { version: number }).version;

  beforeAll(async () => {
    t = await startTestApp({ kind });
    dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-catalog-'));
    for (const file of FILES) await cp(path.join(catalogDir, file), path.join(dir, file));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('publishes the files once; a start with the same files and server version reads them only to hash them; a changed file is published', async () => {
    const first = await seed();
    expect(first).toMatchObject({ skipped: false, rejected: [] });
    expect(first.created).toHaveLength(2);
    expect(await seed()).toEqual({ created: [], updated: [], unchanged: [], rejected: [], skipped: true });

    const file = FILES[0] ?? '';
    const definition = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { key: string; version: number };
    await writeFile(path.join(dir, file), JSON.stringify({ ...definition, version: definition.version + 1 }));
    const changed = await seed();
    expect(changed).toMatchObject({ skipped: false, updated: [definition.key] });
    expect(changed.unchanged).toHaveLength(1);
    const current = await t.database.db.selectFrom('forms').select('current_version').where('key', '=', definition.key).executeTakeFirstOrThrow();
    expect(current.current_version).toBe(await versionOf(file));
    expect((await seed()).skipped).toBe(true);
  });

  it('reads and reports a rejected file at every start until it is mended', async () => {
    await writeFile(path.join(dir, 'broken.json'), '{ "key": ');
    for (let start = 0; start < 2; start++) {
      const report = await seed();
      expect(report.skipped).toBe(false);
      expect(report.rejected.map((r) => r.file)).toEqual(['broken.json']);
    }
    // Mended (here: taken away), the catalogue is again the one published in full before.
    await rm(path.join(dir, 'broken.json'));
    expect((await seed()).skipped).toBe(true);
  });
});
