import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { newId } from '../../db/ids.js';
import { databaseKinds } from '../../test/databases.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { makeForm } from '../../test/forms.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import type { NewDocument, Numbering } from './documents.repo.js';
import { createSubmitBatches } from './submit-batches.js';

/** Counts the statements sent through the Kysely instance it is attached to. */
const statementCounter = () => {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { counter, plugin };
};

const numbering: Numbering = { start: 1, prefix: 'DV', searchPrefix: 'dv', padding: 4, dataPath: ['client', 'number'], series: undefined };

describe.each(databaseKinds())('submit batches on %s', (kind) => {
  let t: TestApp;
  let user: TestUser;
  let formId: string;

  beforeAll(async () => {
    t = await startTestApp({ kind });
    user = await makeUser(t);
    formId = (await makeForm(t)).id;
  });
  afterAll(async () => t.close());

  const doc = (name: string): NewDocument => {
    const at = t.clock.now();
    return {
      id: newId(at),
      business_id: user.businessId,
      created_by: user.user.id,
      form_id: formId,
      form_version: 1,
      data: { client: { name, number: '' } },
      reusable: { client: { name } },
      facts: { 'client.name': name },
      metadata: {},
      search_text: name.toLowerCase(),
      created_at: at,
      updated_at: at,
    };
  };

  it('writes the submits that arrive while one is written as one statement, numbered in arrival order', async () => {
    const { counter, plugin } = statementCounter();
    const batches = createSubmitBatches(t.database.db.withPlugin(plugin));
    const names = Array.from({ length: 12 }, (_, i) => `Client ${i + 1}`);
    const numbered = await Promise.all(names.map((name) => batches.insert(doc(name), false, numbering)));
    // The first alone (nothing was waiting), then the eleven that arrived meanwhile together.
    expect(counter.statements).toBe(2);
    expect(numbered.map((n) => n.number)).toEqual(names.map((_, i) => `DV-${String(i + 1).padStart(4, '0')}`));
    const rows = await t.database.db
      .selectFrom('documents')
      .select(['number', 'seq', 'data', 'facts', 'search_text'])
      .where('business_id', '=', user.businessId)
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => [r.number, (r.data as { client: { name: string; number: string } }).client])).toEqual(
      names.map((name, i) => [`DV-${String(i + 1).padStart(4, '0')}`, { name, number: `DV-${String(i + 1).padStart(4, '0')}` }]),
    );
    expect(rows[11]).toMatchObject({ seq: 12, facts: { 'client.name': 'Client 12', 'document.number': 'DV-0012' }, search_text: 'dv-0012 client 12' });
  });

  it('fails only the submit the database refuses when a batch holds it, and writes the others', async () => {
    const batches = createSubmitBatches(t.database.db);
    const before = await t.database.db.selectFrom('document_counters').select('last_number').where('business_id', '=', user.businessId).executeTakeFirstOrThrow();
    const first = batches.insert(doc('Primul'), false, numbering);
    // A string jsonb cannot hold (the HTTP layer refuses it; here it stands for any refused row).
    const results = await Promise.allSettled([first, ...['Al doilea', 'Bad\u0000name', 'Al patrulea'].map((name) => batches.insert(doc(name), false, numbering))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const numbers = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.seq] : []));
    // The refused batch took no numbers: the three stored ones follow each other.
    expect(numbers).toEqual([before.last_number + 1, before.last_number + 2, before.last_number + 3]);
  });
});
