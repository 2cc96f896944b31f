import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormData } from '@atelier/core';
import { openDatabase } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import { migrate } from '../../db/migrate.js';
import { migrations } from '../../db/migrations/index.js';
import { catalogDefinition } from '../../pdf/test-support/samples.js';
import { createTestSchema, databaseKinds, type DatabaseKind, type TestDatabase } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { invoiceSample } from '../../test/invoices.js';
import { createFormsService } from '../forms/forms.service.js';
import { insertNumberedDocuments } from './documents.repo.js';
import { catalog } from '../../../../../catalog/src/index.js';

const proformaSample = (): FormData => structuredClone(catalog.find((e) => e.definition.key === 'factura-proforma')?.sample ?? {});

/**
 * Invoice numbers are one series per business and prefix (issue 19, Cod fiscal art. 319 alin. (20)
 * lit. b): the VAT-payer and the non-payer invoice both number FCT-…, one sequence shared by them.
 */
describe.each(databaseKinds())('numbering series on %s', (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let bogdan: TestUser;
  const forms: Record<string, string> = {};

  const submit = (user: TestUser, form: string, data: FormData) => makeDocument({ user, formId: String(forms[form]), data });

  beforeAll(async () => {
    t = await startTestApp({ kind });
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    const publisher = createFormsService({ db: t.database.db, now: t.clock.now });
    for (const [name, file] of [['payer', 'factura-platitor-tva.json'], ['nonPayer', 'factura-neplatitor-tva.json'], ['proforma', 'factura-proforma.json']] as const)
      forms[name] = (await publisher.publish({ ...catalogDefinition(file), public: true })).id;
  }, 60_000);
  afterAll(async () => t.close());

  it('numbers concurrent invoices of two applications in one series: all distinct, no gaps', async () => {
    const made = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? submit(ana, 'payer', invoiceSample('factura-platitor-tva')) : submit(ana, 'nonPayer', invoiceSample('factura-neplatitor-tva')))),
    );
    expect(made.map((doc) => doc.number).sort()).toEqual(Array.from({ length: 16 }, (_, i) => `FCT-${String(i + 1).padStart(4, '0')}`));
    // Both applications took numbers from it, and the stored numbers are those answered.
    expect(new Set(made.map((doc) => doc.form_id))).toEqual(new Set([forms.payer, forms.nonPayer]));
    const stored = await t.database.db.selectFrom('documents').select(['number', 'seq']).where('business_id', '=', ana.businessId).orderBy('seq').execute();
    expect(stored.map((row) => row.seq)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('keeps each business its own series, and another prefix its own', async () => {
    expect((await submit(bogdan, 'nonPayer', invoiceSample('factura-neplatitor-tva'))).number).toBe('FCT-0001');
    expect((await submit(bogdan, 'payer', invoiceSample('factura-platitor-tva'))).number).toBe('FCT-0002');
    const proforma = await submit(bogdan, 'proforma', proformaSample());
    expect(proforma.number).toBe('PRF-0001');
  });

  it('starts a series it has no counter for above every number of it already stored', async () => {
    // A business whose series row is missing (counters written directly, as the bench seeds do).
    await t.database.db.deleteFrom('document_series').where('business_id', '=', ana.businessId).execute();
    await t.database.db.updateTable('document_counters').set({ last_number: 3 }).where('business_id', '=', ana.businessId).execute();
    expect((await submit(ana, 'nonPayer', invoiceSample('factura-neplatitor-tva'))).number).toBe('FCT-0017');
    expect((await submit(ana, 'payer', invoiceSample('factura-platitor-tva'))).number).toBe('FCT-0018');
  });

  it('never gives a form a number it already holds when a new version adds or drops its prefix', async () => {
    const form = forms.nonPayer!;
    const { current_version: version } = await t.database.db.selectFrom('forms').select('current_version').where('id', '=', form).executeTakeFirstOrThrow();
    const carol = await makeUser(t);
    const insert = async (series: string | undefined) => {
      const at = t.clock.now();
      const id = newId(at);
      const doc = { id, business_id: carol.businessId, created_by: carol.user.id, form_id: form, form_version: version, data: { company: { number: '' } }, reusable: {}, facts: {}, metadata: {}, search_text: '', created_at: at, updated_at: at };
      return (await insertNumberedDocuments(t.database.db, [{ doc, inReusable: false }], { start: 1, prefix: series ?? 'F', searchPrefix: 'f', padding: 4, dataPath: ['company', 'number'], series }))?.get(id)?.number;
    };
    // Without a prefix (its own counter), then in the FCT series, then without again.
    const numbers = [await insert(undefined), await insert(undefined), await insert('FCT'), await insert(undefined), await insert('FCT')];
    expect(numbers).toEqual(['F-0001', 'F-0002', 'FCT-0003', 'F-0004', 'FCT-0005']);
  });
});

/** A database with every migration before 027 applied. */
const databaseBefore027 = async (kind: DatabaseKind): Promise<TestDatabase> => {
  const before = migrations.slice(0, migrations.findIndex((m) => m.id === '027-document-series'));
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    await migrate(handle.db, before);
    return { ...handle, kind };
  }
  const { url, searchPath, drop } = await createTestSchema();
  const handle = await openDatabase({ kind: 'postgres', url, schema: searchPath, poolSize: 5 });
  await migrate(handle.db, before);
  return { ...handle, kind, close: async () => (await handle.close(), await drop()) };
};

describe.each(databaseKinds())('migration 027 on %s', (kind) => {
  it('continues each series from the highest number its applications reached', async () => {
    const database = await databaseBefore027(kind);
    try {
      const db = database.db;
      const now = new Date();
      const [ana, bogdan] = [newId(now), newId(now)];
      await sql`insert into businesses (id, trial_ends_at) values (${ana}, ${now}), (${bogdan}, ${now})`.execute(db);
      await sql`insert into users (id, email, password_hash, business_id) values (${ana}, 'ana@example.ro', '-', ${ana})`.execute(db);
      const publisher = createFormsService({ db, now: () => now });
      const payer = await publisher.publish({ ...catalogDefinition('factura-platitor-tva.json'), public: true });
      const nonPayer = await publisher.publish({ ...catalogDefinition('factura-neplatitor-tva.json'), public: true });
      const proforma = await publisher.publish({ ...catalogDefinition('factura-proforma.json'), public: true });
      // Each application counted on its own: Ana issued FCT-0001…0007 twice over, and 5 proformas.
      await sql`insert into document_counters (business_id, form_id, last_number) values
        (${ana}, ${payer.id}, 7), (${ana}, ${nonPayer.id}, 3), (${ana}, ${proforma.id}, 5), (${bogdan}, ${nonPayer.id}, 2)`.execute(db);
      await migrate(db);
      const series = await db.selectFrom('document_series').select(['business_id', 'series', 'last_number']).orderBy('business_id').orderBy('series').execute();
      expect(series).toEqual(
        [
          { business_id: ana, series: 'FCT', last_number: 7 },
          { business_id: ana, series: 'PRF', last_number: 5 },
          { business_id: bogdan, series: 'FCT', last_number: 2 },
        ].sort((a, b) => a.business_id.localeCompare(b.business_id) || a.series.localeCompare(b.series)),
      );
      // The non-payer application's next invoice follows the payer's seventh.
      const at = new Date();
      const id = newId(at);
      const { current_version: version } = await db.selectFrom('forms').select('current_version').where('id', '=', nonPayer.id).executeTakeFirstOrThrow();
      const numbered = await insertNumberedDocuments(
        db,
        [{ doc: { id, business_id: ana, created_by: ana, form_id: nonPayer.id, form_version: version, data: { company: { number: '' } }, reusable: {}, facts: {}, metadata: {}, search_text: '', created_at: at, updated_at: at }, inReusable: false }],
        { start: 1, prefix: 'FCT', searchPrefix: 'fct', padding: 4, dataPath: ['company', 'number'], series: 'FCT' },
      );
      expect(numbered.get(id)?.number).toBe('FCT-0008');
    } finally {
      await database.close();
    }
  }, 180_000);
});
