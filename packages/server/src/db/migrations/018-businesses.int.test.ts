import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DocumentDto, FormRequestDto, FormSummaryDto, MeDto, ServiceStatisticsResponse, TokenResponse } from '@atelier/core';
import { createFormsService } from '../../features/forms/forms.service.js';
import { hashPassword } from '../../features/auth/passwords.js';
import { databaseKinds, createTestSchema, type DatabaseKind, type TestDatabase } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { estimateData, estimateDefinition } from '../../test/forms.js';
import { httpClient, type HttpClient } from '../../test/http-client.js';
import { startTestApp } from '../../test/test-app.js';
import { openDatabase } from '../connection.js';
import { migrate } from '../migrate.js';
import { migrations } from './index.js';

const DAY = 24 * 60 * 60 * 1000;
const id = (n: number) => `0000000000000000000000${String(n).padStart(2, '0')}`;
const [ANA, BOGDAN, ADMIN] = [id(1), id(2), id(3)];
const PASSWORD = 'parola-sigura-1';

/** A database with every migration before 018 applied, on PGlite or in a PostgreSQL schema of its own. */
const databaseBefore018 = async (kind: DatabaseKind): Promise<TestDatabase> => {
  const before = migrations.slice(0, migrations.findIndex((m) => m.id === '018-businesses'));
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

/** Every statistics bucket, as text, in one order: equal lists mean equal statistics. */
const buckets = async (database: TestDatabase, owner: 'user_id' | 'business_id') =>
  (
    await sql<{ row: string }>`select concat_ws('|', ${sql.ref(owner)}, grp, period, start, dim, key, label, documents, with_grand, grand, parts, labor) as row
      from stat_buckets order by 1`.execute(database.db)
  ).rows.map((r) => r.row);

describe.each(databaseKinds())('migration 018 on a database with two accounts (%s)', (kind) => {
  it('makes each account the owner of a business holding all its data, and nothing is lost', async () => {
    const database = await databaseBefore018(kind);
    try {
      const now = new Date();
      const db = database.db;
      const hash = await hashPassword(PASSWORD);
      // Ana: a subscription, a logo, a profile, three estimates, a pending request and a 10-minute auto-lock.
      // Bogdan: his trial is over, no subscription, a private application allocated, one estimate.
      await sql`insert into users (id, email, password_hash, is_admin, created_at, trial_ends_at, auto_lock_minutes) values
        (${ANA}, 'ana@example.ro', ${hash}, false, ${new Date(now.getTime() - 40 * DAY)}, ${new Date(now.getTime() - 25 * DAY)}, 10),
        (${BOGDAN}, 'bogdan@example.ro', ${hash}, false, ${new Date(now.getTime() - 30 * DAY)}, ${new Date(now.getTime() - 15 * DAY)}, 0),
        (${ADMIN}, 'admin@example.ro', ${hash}, true, ${now}, ${now}, 0)`.execute(db);
      const forms = createFormsService({ db, now: () => now });
      const estimate = await forms.publish(estimateDefinition());
      const privateForm = await forms.publish(estimateDefinition({ key: 'deviz-privat', title: 'Deviz privat', public: false }));
      const requested = await forms.publish(estimateDefinition({ key: 'deviz-cerut', title: 'Deviz cerut', public: false }));
      await sql`insert into form_access (user_id, form_id) values (${BOGDAN}, ${privateForm.id})`.execute(db);
      await sql`insert into form_requests (id, user_id, form_id, created_at) values (${id(40)}, ${ANA}, ${requested.id}, ${now})`.execute(db);
      const documents: [string, string, number, string, string][] = [
        [id(10), ANA, 1, 'Dacia', '100.00'],
        [id(11), ANA, 2, 'Škoda', '250.50'],
        [id(12), ANA, 3, 'Dacia', '49.50'],
        [id(20), BOGDAN, 1, 'Ford', '80.00'],
      ];
      for (const [docId, owner, seq, make, grand] of documents) {
        const number = `DV-${String(seq).padStart(4, '0')}`;
        const data = estimateData({ client: { number, name: `Client ${docId}` }, vehicle: { make } });
        const facts = { 'document.number': number, 'client.type': 'pf', 'vehicle.make': make, 'total.grand': grand };
        await sql`insert into documents (id, user_id, form_id, form_version, number, seq, data, reusable, facts, search_text, created_at, updated_at)
          values (${docId}, ${owner}, ${estimate.id}, 1, ${number}, ${seq}, ${JSON.stringify(data)}::jsonb, '{}'::jsonb, ${JSON.stringify(facts)}::jsonb,
            ${number.toLowerCase()}, '2026-03-10T10:00:00Z', '2026-03-10T10:00:00Z')`.execute(db);
      }
      await sql`insert into document_counters (user_id, form_id, last_number) values (${ANA}, ${estimate.id}, 3), (${BOGDAN}, ${estimate.id}, 1)`.execute(db);
      await sql`insert into subscriptions (id, user_id, starts_at, ends_at, applications, logo, price_net, price_vat, price_gross)
        values (${id(30)}, ${ANA}, ${new Date(now.getTime() - DAY)}, ${new Date(now.getTime() + 300 * DAY)}, 1, true, 300, 63, 363)`.execute(db);
      await sql`insert into user_logos (user_id, content, mime) values (${ANA}, ${Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])}, 'image/png')`.execute(db);
      await sql`insert into company_profiles (user_id, name, cui) values (${ANA}, 'Service Ana SRL', '18547290')`.execute(db);
      const statsBefore = await buckets(database, 'user_id');
      expect(statsBefore.length).toBeGreaterThan(10);

      // 018 first, then whatever came after it (they run on the migrated data too).
      const applied = await migrate(db);
      expect(applied).toEqual(migrations.slice(migrations.findIndex((m) => m.id === '018-businesses')).map((m) => m.id));

      // Each account owns a business whose id is its own; the admin has none.
      const businesses = await sql<{ id: string; name: string; trial: Date; auto_lock_minutes: number }>`
        select id, name, trial_ends_at as trial, auto_lock_minutes from businesses order by id`.execute(db);
      expect(businesses.rows.map((b) => [b.id, b.name, b.trial.getTime(), b.auto_lock_minutes])).toEqual([
        [ANA, 'Service Ana SRL', now.getTime() - 25 * DAY, 10],
        [BOGDAN, '', now.getTime() - 15 * DAY, 0],
      ]);
      const users = await db.selectFrom('users').select(['id', 'business_id', 'role']).orderBy('id').execute();
      expect(users).toEqual([
        { id: ANA, business_id: ANA, role: 'owner' },
        { id: BOGDAN, business_id: BOGDAN, role: 'owner' },
        { id: ADMIN, business_id: null, role: null },
      ]);
      expect(await buckets(database, 'business_id')).toEqual(statsBefore);
      expect(await db.selectFrom('documents').select(['id', 'created_by']).orderBy('id').execute()).toEqual(documents.map(([docId, owner]) => ({ id: docId, created_by: owner })));
      expect(await db.selectFrom('form_requests').select(['business_id', 'requested_by']).execute()).toEqual([{ business_id: ANA, requested_by: ANA }]);

      // The app on the migrated database: every account finds what it had.
      const t = await startTestApp({ kind, database: { ...database, close: async () => undefined } });
      try {
        const signIn = async (email: string): Promise<{ client: HttpClient; token: string }> => {
          const client = httpClient(t.url);
          const login = await client.request<TokenResponse>('POST', '/api/user/token', { form: { username: email, password: PASSWORD } });
          expect(login.status, login.text).toBe(200);
          return { client, token: login.body.access_token };
        };
        const ana = await signIn('ana@example.ro');
        const bogdan = await signIn('bogdan@example.ro');
        const get = <T>(who: { client: HttpClient; token: string }, path: string) => who.client.request<T>('GET', path, { token: who.token });

        for (const [docId, owner, , make] of documents) {
          const who = owner === ANA ? ana : bogdan;
          const other = owner === ANA ? bogdan : ana;
          const doc = await get<DocumentDto>(who, `/api/user/completed_forms/${docId}`);
          expect(doc.status, doc.text).toBe(200);
          expect(doc.body.data.vehicle).toMatchObject({ make });
          expect(doc.body.created_by).toEqual({ id: owner, name: '', email: owner === ANA ? 'ana@example.ro' : 'bogdan@example.ro' });
          expect((await get(other, `/api/user/completed_forms/${docId}`)).status).toBe(404);
        }
        const list = await get<DocumentDto[]>(ana, '/api/user/completed_forms?limit=100');
        expect(list.body.map((d) => d.number).sort()).toEqual(['DV-0001', 'DV-0002', 'DV-0003']);

        // Numbering continues where each account left it.
        const next = await makeDocument({ user: ana, formId: estimate.id });
        expect(next.number).toBe('DV-0004');

        // Statistics as they were (the new estimate is dated today, outside March 2026).
        const stats = await get<ServiceStatisticsResponse>(ana, '/api/user/service-statistics?start_date=2026-03-01&end_date=2026-03-31');
        expect(stats.status, stats.text).toBe(200);
        expect(stats.body).toMatchObject({ documents: 3, top_makes: [expect.objectContaining({ name: 'Dacia', documents: 2 }), expect.objectContaining({ name: 'Škoda', documents: 1 })] });

        // Subscription and trial: Ana is covered, Bogdan's trial is over.
        expect((await get<boolean>(ana, '/api/user/payment-banner-status')).body).toBe(false);
        expect((await get<boolean>(bogdan, '/api/user/payment-banner-status')).body).toBe(true);
        const me = await get<MeDto>(ana, '/api/user/me');
        expect(me.body).toMatchObject({ role: 'owner', business: { id: ANA, name: 'Service Ana SRL' }, trial_ends_at: new Date(now.getTime() - 25 * DAY).toISOString() });
        expect((await get<{ auto_lock_minutes: number }>(ana, '/api/user/status')).body.auto_lock_minutes).toBe(10);
        const logo = await ana.client.request('GET', '/api/user/logo', { token: ana.token });
        expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/png']);
        expect((await get<{ name: string; cui: string }>(ana, '/api/user/profile')).body).toMatchObject({ name: 'Service Ana SRL', cui: '18547290' });

        // Applications and requests stay with their business.
        const bogdanForms = await get<FormSummaryDto[]>(bogdan, '/api/user/forms');
        expect(bogdanForms.body.map((f) => f.id)).toContain(privateForm.id);
        expect((await get<FormSummaryDto[]>(ana, '/api/user/forms')).body.map((f) => f.id)).not.toContain(privateForm.id);
        expect((await get<FormRequestDto[]>(ana, '/api/user/form_requests')).body).toEqual([expect.objectContaining({ id: id(40), form_id: requested.id, status: 'pending' })]);
      } finally {
        await t.close();
      }
    } finally {
      await database.close();
    }
  });
});
