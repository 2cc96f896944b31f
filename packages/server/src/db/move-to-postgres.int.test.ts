import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, FormData, PublicSubmitResponse, TokenResponse } from '@atelier/core';
import { seedCatalog } from '../features/forms/catalog.js';
import { createFormsService } from '../features/forms/forms.service.js';
import { signaturePng } from '../pdf/test-support/pdf-tools.js';
import { createTestSchema, databaseKinds, openTestDatabase, type TestDatabase, type TestSchema } from '../test/databases.js';
import { makeDocument } from '../test/documents.js';
import { makeAdmin, makeMember, makeUser, type TestUser } from '../test/factories.js';
import { estimateData, fixtureDefinition, makeForm } from '../test/forms.js';
import { httpClient } from '../test/http-client.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { openDatabase } from './connection.js';
import { quoteIdent, readSecondaryIndexes, readSequences, readTables, runOnClient, runOnPglite, type RunSql } from './move-catalog.js';
import { MoveError, moveToPostgres, type MoveProgress } from './move-to-postgres.js';

// The move needs a PostgreSQL target: it runs when TEST_DATABASE_URL is set, and databaseKinds()
// fails under CI=true when it is not, rather than skipping.
const withPostgres = databaseKinds().includes('postgres');

const connect = async (target: TestSchema) => {
  const client = new pg.Client({ connectionString: target.url, options: `-c search_path=${target.searchPath}` });
  await client.connect();
  return client;
};

/** Every row of every table as PostgreSQL prints it (UTC), sorted: equal text means equal values. */
const everyRow = async (run: RunSql) => {
  await run(`set timezone = 'UTC'`);
  const rows: Record<string, string[]> = {};
  for (const { name } of await readTables(run)) {
    rows[name] = (await run<{ row: string }>(`select t::text as row from ${quoteIdent(name)} t`)).map((r) => r.row).sort();
  }
  return rows;
};

/** A throwaway schema and a client whose search_path starts there, for one test. */
const withTarget = async (work: (client: pg.Client, target: TestSchema) => Promise<void>) => {
  const target = await createTestSchema();
  const client = await connect(target);
  try {
    await work(client, target);
  } finally {
    await client.end();
    await target.drop();
  }
};

const tableNames = async (client: pg.Client) => (await readTables(runOnClient(client))).map((t) => t.name);

/** DV-0007 → DV-0008. */
const nextNumber = (number: string) => number.replace(/\d+$/, (digits) => String(Number(digits) + 1).padStart(digits.length, '0'));

const invoice = (date: string, client: string, lines: [string, number, string][]): FormData => ({
  invoice: { date, status: 'paid', client, cui: '' },
  lines: { items: lines.map(([description, qty, price]) => ({ description, qty, price })) },
});

describe.skipIf(!withPostgres)('moving an embedded database to PostgreSQL', () => {
  let source: TestDatabase;
  let app: TestApp;
  let ana: TestUser;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  const forms = { estimate: '', invoice: '', finance: '', private: '' };
  const last = { estimate: '', public: '' };
  /** What Ana's pages showed before the move. */
  const before: Record<string, unknown> = {};
  const pages = ['completed_forms?limit=100', 'submissions/search?query=dacia', 'submissions/search?query=alfa', 'service-statistics?start_date=2026-01-01&end_date=2026-12-31', 'invoice-statistics?start_date=2026-01-01&end_date=2026-12-31', 'step_data/client'];

  beforeAll(async () => {
    source = await openTestDatabase('pglite');
    app = await startTestApp({ kind: 'pglite', database: source });
    await seedCatalog({ dir: app.config.catalogDir, forms: createFormsService({ db: source.db, now: app.clock.now }), log: app.app.log });
    admin = await makeAdmin(app);
    ana = await makeUser(app);
    const bogdan = await makeUser(app);
    forms.estimate = (await makeForm(app, fixtureDefinition('quick-estimate'))).id;
    forms.invoice = (await makeForm(app, fixtureDefinition('simple-invoice'))).id;
    forms.finance = (await makeForm(app, fixtureDefinition('finance-entry'))).id;
    forms.private = (await makeForm(app, { key: 'deviz-privat', title: 'Deviz privat', public: false }, [bogdan.user.id])).id;

    const first = await makeDocument({ user: ana, formId: forms.estimate, data: estimateData() });
    await makeDocument({ user: ana, formId: forms.estimate, data: estimateData({ vehicle: { make: 'Škoda', plate: 'B 10 XYZ' } }) });
    const third = await makeDocument({ user: ana, formId: forms.estimate, data: estimateData({ client: { name: 'Alfa Transport' } }) });
    last.estimate = third.number;
    // The newest is deleted: its number is not given again (the counter, not the rows, decides).
    expect((await ana.client.request('DELETE', `/api/user/completed_forms/${third.id}`, { token: ana.token })).status).toBe(204);
    const edited = await ana.client.request('PUT', `/api/user/completed_forms/${first.id}`, { token: ana.token, json: { data: estimateData({ vehicle: { make: 'Dacia', plate: 'CJ 99 EDT' } }), version: 1 } });
    expect(edited.status, edited.text).toBe(200);
    await makeDocument({ user: ana, formId: forms.invoice, data: invoice('2026-03-02', 'Alfa SRL', [['Revizie', 2, '100.00'], ['Spălare', 1, '0.10']]) });
    // A mechanic of Ana's business makes one of them: the business's, made by him.
    const mechanic = await makeMember(app, ana);
    await makeDocument({ user: mechanic, formId: forms.invoice, data: invoice('2026-04-10', 'Beta SRL', [['Vopsire', 1, '1500.00']]) });
    await makeDocument({ user: ana, formId: forms.finance, data: { entry: { kind: 'income', amount: '1000.10', category: 'Transport', date: '2026-03-05', plate: 'B 10 ABC' } } });
    await makeDocument({ user: bogdan, formId: forms.private, data: estimateData({ client: { name: 'Client Bogdan' } }), headers: { 'idempotency-key': 'move-check-key-1' } });

    const anonymous = httpClient(app.url);
    for (let i = 0; i < 2; i += 1) {
      const res = await anonymous.request<PublicSubmitResponse>('POST', `/api/forms/open/forms/${forms.estimate}/submit`, { json: { data: estimateData() } });
      expect(res.status, res.text).toBe(201);
      last.public = res.body.number;
    }
    expect((await ana.client.request('POST', `/api/user/forms/${forms.private}/request`, { token: ana.token })).status).toBe(201);
    const today = app.clock.now().toISOString().slice(0, 10);
    const subscription = { starts_at: today, ends_at: '2099-12-31', applications: 2, addons: { logo: true } };
    expect((await admin.client.request('PUT', `/api/users/${ana.user.id}/subscription`, { token: admin.token, json: subscription })).status).toBe(200);
    // The estimate sent to its customer, who approves it: a link, a send and an answer (with its signature) to move too.
    const sent = await ana.client.request<{ url: string }>('POST', `/api/user/documents/${first.id}/send`, { token: ana.token, json: { channel: 'link', locale: 'ro' } });
    expect(sent.status, sent.text).toBe(201);
    const token = new URL(sent.body.url).pathname.split('/').pop() ?? '';
    const answer = { version: 2, decision: 'approve', signer_name: 'Ion Popescu', signature: signaturePng(), consent: true };
    const answered = await anonymous.request('POST', `/api/public/d/${token}/answer`, { json: answer });
    expect(answered.status, answered.text).toBe(201);
    // Its PDF, kept as it was first made (migration 033).
    expect((await fetch(`${app.url}/api/public/d/${token}/pdf`)).status).toBe(200);
    const operator = await admin.client.request('PUT', '/api/admin/operator', { token: admin.token, json: { name: 'Atelier Software SRL', email: 'contact@atelier.test', phone: '0722 123 456' } });
    expect(operator.status, operator.text).toBe(200);
    const logo = await ana.client.request('PUT', '/api/user/logo', { token: ana.token, json: { image: signaturePng().replace(/^data:image\/png;base64,/, '') } });
    expect(logo.status, logo.text).toBe(200);
    expect((await anonymous.request('POST', '/api/user/password-reset/request', { json: { email: bogdan.email } })).status).toBe(202);
    const profile = await ana.client.request('PUT', '/api/user/profile', { token: ana.token, json: { name: 'Service Auto Ana SRL', cui: '18547290' } });
    expect(profile.status, profile.text).toBe(200);
    // A data export, made to the end (its row is what moves; the ZIP stays in EXPORT_DIR).
    const exported = await ana.client.request<{ export: { id: string } }>('POST', '/api/user/export', { token: ana.token, json: {} });
    expect(exported.status, exported.text).toBe(202);
    for (let i = 0; i < 300; i += 1) {
      const list = await ana.client.request<{ id: string; status: string }[]>('GET', '/api/user/exports', { token: ana.token });
      if (list.body.find((e) => e.id === exported.body.export.id)?.status === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const emailChange = { new_email: 'bogdan.nou@example.ro', current_password: bogdan.password };
    expect((await bogdan.client.request('POST', '/api/user/email-change/request', { token: bogdan.token, json: emailChange })).status).toBe(202);
    // Bogdan leaves the shared PC locked (his last call here: a locked session gets 423).
    expect((await bogdan.client.request('POST', '/api/user/lock', { token: bogdan.token })).status).toBe(204);
    // An open invitation of Ana's business (the team's API makes them; the row is what is moved).
    await source.db
      .insertInto('invitations')
      .values({ id: '0123456789abcdef0123abcd', business_id: ana.businessId, email: 'ion.nou@example.ro', name: 'Ion', invited_by: ana.user.id, token_hash: 'move-check-hash', expires_at: new Date('2099-01-01T00:00:00Z') })
      .execute();
    // The registry integration (migration 023): sealed credentials and session (bytea), a document's record and its send.
    const at = new Date('2026-03-10T10:00:00Z');
    await source.db
      .insertInto('registry_accounts')
      .values({
        business_id: ana.businessId,
        credentials_enc: Buffer.from([1, 2, 3, 250]),
        credentials_key_id: 'move-check-key',
        session_enc: Buffer.from([9, 8, 7]),
        session_key_id: 'move-check-key',
        session_expires_at: at,
        status: 'working',
        last_checked_at: at,
        codes: JSON.stringify([{ code: 'R-ODO', label: 'Reparație kilometraj', category: null, requires_initial_odometer: true }]),
        codes_fetched_at: at,
        created_by: ana.user.id,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await source.db
      .insertInto('registry_records')
      .values({ document_id: first.id, business_id: ana.businessId, autopass_id: 'AP-2026-000001', state: 'sent', payload: JSON.stringify({ vin: 'UU1ABC12345678901' }), sent_at: at, updated_at: at })
      .execute();
    await source.db
      .insertInto('registry_sends')
      .values({
        id: '0123456789abcdef0123abce',
        business_id: ana.businessId,
        document_id: first.id,
        created_by: ana.user.id,
        created_at: at,
        action: 'submit',
        idempotency_key: `atelier-${first.id}-1`,
        request: JSON.stringify({ vin: 'UU1ABC12345678901' }),
        outcome: 'accepted',
        response: JSON.stringify({ status: 'ACCEPTED' }),
        autopass_id: 'AP-2026-000001',
      })
      .execute();
    // Working hours and appointments (migration 021), tags, reminders and the jobs table (022): one row each.
    const b = ana.businessId;
    const u = ana.user.id;
    await sql`insert into working_hours (business_id, weekday, working, open_at, close_at, available_hours, updated_by, updated_at) values (${b}, 1, true, '08:00', '17:00', 16.5, ${u}, ${at})`.execute(source.db);
    await sql`insert into closed_days (id, business_id, day, note, created_by, created_at) values ('0123456789abcdef0123abd1', ${b}, '2026-08-14', 'Inventar', ${u}, ${at})`.execute(source.db);
    await sql`insert into appointment_slots (document_id, business_id, day, start_at, hours, status) values (${first.id}, ${b}, '2026-03-11', '09:30', 2.5, 'scheduled')`.execute(source.db);
    // The calendar feed and a confirmation e-mail of an appointment (migration 025).
    await sql`insert into calendar_feeds (business_id, token_hash, created_by, created_at, last_used_at) values (${b}, ${'ab'.repeat(32)}, ${u}, ${at}, ${at})`.execute(source.db);
    await sql`insert into appointment_mails (id, business_id, document_id, email, locale, sent_by, sent_at) values ('0123456789abcdef0123abd6', ${b}, ${first.id}, 'ion@example.ro', 'ro', ${u}, ${at})`.execute(source.db);
    await sql`insert into service_tags (id, business_id, name, interval_months, aliases, created_by, created_at, updated_at) values ('0123456789abcdef0123abd2', ${b}, 'Ulei', 12, 'schimb ulei, revizie', ${u}, ${at}, ${at})`.execute(source.db);
    await sql`insert into document_tags (document_id, tag_id, business_id, vehicle_key, service_date, source, created_at) values (${first.id}, '0123456789abcdef0123abd2', ${b}, 'CJ99EDT', '2026-03-10', 'auto', ${at})`.execute(source.db);
    // A tag the user took off a document by hand (migration 026): auto-tagging never puts it back.
    await sql`insert into service_tags (id, business_id, name, interval_months, aliases, created_by, created_at, updated_at) values ('0123456789abcdef0123abd7', ${b}, 'Distribuție', 60, 'curea distributie', ${u}, ${at}, ${at})`.execute(source.db);
    await sql`insert into document_tag_removals (document_id, tag_id, business_id, removed_at) values (${first.id}, '0123456789abcdef0123abd7', ${b}, ${at})`.execute(source.db);
    await sql`insert into service_reminders (business_id, tag_id, vehicle_key, plate, last_document_id, last_date, due_date, client_name, search) values (${b}, '0123456789abcdef0123abd2', 'CJ99EDT', 'CJ 99 EDT', ${first.id}, '2026-03-10', '2027-03-10', 'Ion Popescu', 'cj99edt ion popescu')`.execute(source.db);
    await sql`insert into reminder_settings (business_id, upcoming_days, mail_enabled, mail_days_before, digest_enabled, updated_at) values (${b}, 21, true, 5, true, ${at})`.execute(source.db);
    await sql`insert into reminder_consents (id, business_id, email, client_name, locale, source, consented_at, recorded_by, token_hash) values ('0123456789abcdef0123abd3', ${b}, 'ion@example.ro', 'Ion Popescu', 'ro', 'in_person', ${at}, ${u}, 'move-check-consent-hash')`.execute(source.db);
    await sql`insert into reminder_sends (id, business_id, tag_id, vehicle_key, due_date, email, status, created_at, sent_at) values ('0123456789abcdef0123abd4', ${b}, '0123456789abcdef0123abd2', 'CJ99EDT', '2027-03-10', 'ion@example.ro', 'sent', ${at}, ${at})`.execute(source.db);
    // A car's ITP expiry reminder (migration 045) and its e-mail, sent once for that date.
    await sql`insert into paper_reminders (business_id, vehicle_key, paper, document_id, due_date, plate, client_name, client_email, search) values (${b}, 'CJ99EDT', 'itp', ${first.id}, '2027-05-20', 'CJ 99 EDT', 'Ion Popescu', 'ion@example.ro', 'cj99edt ion popescu')`.execute(source.db);
    await sql`insert into reminder_sends (id, business_id, paper, vehicle_key, due_date, email, status, created_at, sent_at) values ('0123456789abcdef0123abe4', ${b}, 'itp', 'CJ99EDT', '2027-05-20', 'ion@example.ro', 'sent', ${at}, ${at})`.execute(source.db);
    // A user's merge of two vehicles (migration 039): not derived, so moved with the rest.
    await sql`insert into vehicle_merges (id, business_id, vehicle_id, other_id, other_plates, other_vin, created_by, created_at) values ('0123456789abcdef0123abd8', ${b}, ${first.id}, '0123456789abcdef0123abd9', '{B10XYZ}', null, ${u}, ${at})`.execute(source.db);
    await sql`insert into jobs (id, kind, business_id, key, payload, status, done, total, run_at, created_at, finished_at) values ('0123456789abcdef0123abd5', 'move-check', ${b}, 'move-check:1', '{"cursor":"x"}', 'done', 3, 3, ${at}, ${at}, ${at})`.execute(source.db);
    // e-Factura (migration 024): an ANAF answer kept a day, and the last send's turn.
    await sql`insert into anaf_companies (cui, day, answer, fetched_at) values ('18547290', '2026-03-10', '{"name":"SERVICE EXEMPLU SRL"}', ${at}), ('4266359', '2026-03-10', null, ${at})`.execute(source.db);
    await sql`insert into anaf_pacing (id, sent_at) values (1, ${at})`.execute(source.db);
    // SPV (migration 034): a connection (sealed tokens, bytea), its settings, a pending sign-in, an accepted upload and its signed ZIP.
    await sql`insert into spv_connections (business_id, access_enc, refresh_enc, key_id, access_expires_at, refresh_expires_at, status, connected_by, connected_at, updated_at)
      values (${b}, ${Buffer.from([1, 2, 250])}, ${Buffer.from([3, 4, 251])}, 'move-check-key', ${at}, ${at}, 'connected', ${u}, ${at}, ${at})`.execute(source.db);
    await sql`insert into spv_settings (business_id, upload_mode, updated_by, updated_at) values (${b}, 'manual', ${u}, ${at})`.execute(source.db);
    await sql`insert into spv_oauth_states (state_hash, business_id, user_id, created_at, expires_at) values (${'cd'.repeat(32)}, ${b}, ${u}, ${at}, ${at})`.execute(source.db);
    await sql`insert into spv_uploads (id, business_id, document_id, number, issue_date, state, trigger, requested_by, cif, b2c, credit_note, xml, upload_index, download_id, messages, created_at, sent_at, finished_at, updated_at)
      values ('0123456789abcdef0123abd8', ${b}, ${first.id}, 'FCT-0001', '2026-03-10', 'accepted', 'manual', ${u}, '18547290', false, false, '<Invoice/>', '5001', '7001', '[]', ${at}, ${at}, ${at}, ${at})`.execute(source.db);
    await sql`insert into spv_archives (upload_id, business_id, file_name, zip, created_at) values ('0123456789abcdef0123abd8', ${b}, 'Factura FCT-0001 - SPV 5001.zip', ${Buffer.from([80, 75, 5, 6])}, ${at})`.execute(source.db);
    // SPV's deadline warning (migration 038): a day's e-mail to the owner, with what it listed.
    await sql`insert into spv_deadline_mails (business_id, day, email, invoices, status, created_at, sent_at) values (${b}, '2026-03-12', 'ana@example.ro', '[{"number":"FCT-0001","working_days_left":2}]', 'sent', ${at}, ${at})`.execute(source.db);
    // SPV received (migration 036): a supplier's invoice as read, with its XML and ZIP.
    await sql`insert into spv_received (id, business_id, message_id, kind, supplier_name, supplier_cif, buyer_cif, number, issue_date, due_date, currency, net, vat, payable, vat_breakdown, lines, xml, zip, file_name, received_at, created_at, search)
      values ('0123456789abcdef0123abd9', ${b}, '3000000001', 'invoice', 'Piese Auto Transilvania SRL', 'RO18547290', 'RO12345674', 'PAT-1', '2026-03-10', '2026-04-09', 'RON', 100.5, 21.11, 121.61,
        '[{"category":"S","rate":21,"taxable":100.5,"vat":21.11}]', '[{"name":"Filtru ulei","quantity":1}]', '<Invoice/>', ${Buffer.from([80, 75, 5, 6])}, 'Factura primita PAT-1 - SPV 3000000001.zip', ${at}, ${at}, 'piese auto transilvania srl ro18547290 pat-1')`.execute(source.db);
    // Customers (migration 040): a merge, a consent and an erasure's audit, which a rebuild does not make again.
    await sql`insert into customer_merges (id, business_id, customer_id, merged_id, merged_name, into_document, from_document, documents, created_by, created_at)
      values ('0123456789abcdef0123abda', ${b}, ${first.id}, '0123456789abcdef0123abdb', 'Ion Pop', ${first.id}, ${first.id}, ${[first.id]}, ${u}, ${at})`.execute(source.db);
    await sql`insert into customer_consents (id, business_id, customer_id, keys, reminders, how, given_at, recorded_at, recorded_by)
      values ('0123456789abcdef0123abdc', ${b}, ${first.id}, ${['tel:0722123456']}, true, 'written', ${at}, ${at}, ${u})`.execute(source.db);
    await sql`insert into customer_erasures (id, business_id, customer_id, erased_by, erased_at, erased_documents, kept_documents)
      values ('0123456789abcdef0123abdd', ${b}, ${first.id}, ${u}, ${at}, ${[first.id]}, ${[first.id]})`.execute(source.db);
    // Today (migration 041): where a booked car stands, marked by a member.
    await sql`insert into appointment_progress (document_id, business_id, arrived_at, started_at, updated_by, updated_at) values (${first.id}, ${b}, ${at}, null, ${u}, ${at})`.execute(source.db);
    expect((await anonymous.request('POST', '/api/contact', { json: { name: 'Ion Pop', email: 'ion@example.ro', subject: 'Ofertă', message: 'Bună ziua' } })).status).toBe(201);
    // Account deletion (migration 020): Ana's request waits for its link; Carol's business is deleted, its billing record kept.
    expect((await ana.client.request('POST', '/api/user/account/delete', { token: ana.token, json: { password: ana.password } })).status).toBe(202);
    const carol = await makeUser(app);
    expect((await carol.client.request('POST', '/api/user/account/delete', { token: carol.token, json: { password: carol.password } })).status).toBe(202);
    const deletionLink = /\/account\/delete\/([A-Za-z0-9_-]+)/.exec(app.mailer.sent.filter((m) => m.to === carol.email).at(-1)?.text ?? '');
    expect((await anonymous.request('POST', '/api/user/account/delete/confirm', { json: { token: deletionLink?.[1] } })).status).toBe(200);

    for (const page of pages) {
      const res = await ana.client.request('GET', `/api/user/${page}`, { token: ana.token });
      expect(res.status, `${page}: ${res.text}`).toBe(200);
      before[page] = res.body;
    }
    // The app is done with the source; the database stays open for the move (as the CLI opens a stopped server's).
    await app.close();
  });
  afterAll(async () => source.close());
  const sourcePglite = () => {
    if (!source.pglite) throw new Error('the source is not PGlite');
    return source.pglite;
  };

  it('copies every row of every table and every sequence, and the app carries on from it', () =>
    withTarget(async (client, target) => {
      const pglite = sourcePglite();
      // No migration makes a sequence today: one on both sides checks that its value is carried.
      await pglite.exec(`create sequence move_check_seq; select nextval('move_check_seq'), nextval('move_check_seq');`);
      await client.query('create sequence move_check_seq');

      const progress: MoveProgress[] = [];
      const summary = await moveToPostgres({ source: pglite, target: client, onProgress: (step) => progress.push(step) });

      const sourceRows = await everyRow(runOnPglite(pglite));
      const emptyInSource = Object.entries(sourceRows).filter(([, rows]) => rows.length === 0).map(([name]) => name);
      expect(emptyInSource, 'seed every table, so that the comparison covers it').toEqual([]);
      expect(await tableNames(client)).toEqual(Object.keys(sourceRows));
      expect(await everyRow(runOnClient(client))).toEqual(sourceRows);
      expect(progress.flatMap((p) => (p.step === 'table' ? [[p.table, p.rows]] : [])).sort()).toEqual(Object.entries(sourceRows).map(([name, rows]) => [name, rows.length]).sort());
      expect(summary).toMatchObject({ tables: Object.keys(sourceRows).length, rows: Object.values(sourceRows).flat().length, sequences: 1 });
      const sequences = await readSequences(runOnClient(client));
      expect(sequences).toEqual([{ name: 'move_check_seq', lastValue: '2', isCalled: true }]);
      expect(sequences).toEqual(await readSequences(runOnPglite(pglite)));
      // The indexes dropped for the copy are back, as the migrations made them.
      const indexes = async (run: RunSql) => (await readSecondaryIndexes(run)).map((i) => i.definition.replace(/ ON \w+\./, ' ON '));
      expect(await indexes(runOnClient(client))).toEqual(await indexes(runOnPglite(pglite)));
      expect(await indexes(runOnClient(client))).toContain('CREATE INDEX documents_business_search_idx ON documents USING gin (business_id, search_text gin_trgm_ops)');
      // The statistics triggers are on again.
      const disabled = await client.query(`select tgname from pg_trigger where tgenabled = 'D' and tgrelid::regclass::text in ('documents', 'form_versions')`);
      expect(disabled.rows).toEqual([]);

      const database = await openDatabase({ kind: 'postgres', url: target.url, schema: target.searchPath });
      const moved = await startTestApp({ kind: 'postgres', database: { ...database, kind: 'postgres' } });
      try {
        const browser = httpClient(moved.url);
        const login = await browser.request<TokenResponse>('POST', '/api/user/token', { form: { username: ana.email, password: ana.password } });
        expect(login.status, login.text).toBe(200);
        const token = login.body.access_token;
        for (const page of pages) expect((await browser.request('GET', `/api/user/${page}`, { token })).body, page).toEqual(before[page]);
        const next = await browser.request<DocumentDto>('POST', `/api/user/forms/${forms.estimate}/submit`, { token, json: { data: estimateData() } });
        expect(next.status, next.text).toBe(201);
        expect(next.body.number).toBe(nextNumber(last.estimate));
        const anonymous = await browser.request<PublicSubmitResponse>('POST', `/api/forms/open/forms/${forms.estimate}/submit`, { json: { data: estimateData() } });
        expect(anonymous.body.number).toBe(nextNumber(last.public));
        // The statistics triggers count the new document once.
        const stats = await browser.request<{ documents: number }>('GET', `/api/user/service-statistics?start_date=2026-01-01&end_date=2026-12-31`, { token });
        expect(stats.body.documents).toBe((before[pages[3] ?? ''] as { documents: number }).documents + 1);
      } finally {
        await moved.close();
        await database.close();
      }
    }));

  it('refuses a target that holds rows, naming the tables, and changes nothing', () =>
    withTarget(async (client) => {
      await client.query('create table notes (id int); insert into notes values (1)');
      const move = moveToPostgres({ source: sourcePglite(), target: client });
      await expect(move).rejects.toThrow(MoveError);
      await expect(move).rejects.toThrow('The target database is not empty: notes already hold rows');
      expect(await tableNames(client)).toEqual(['notes']);
    }));

  it('leaves the target as it was when the move fails half-way', () =>
    withTarget(async (client) => {
      const pglite = sourcePglite();
      // Failing after some tables are copied (as a lost connection or a full disk would).
      let copied = 0;
      const failing = moveToPostgres({
        source: pglite,
        target: client,
        onProgress: (step) => {
          if (step.step !== 'table') return;
          copied += 1;
          if (copied === 5) throw new Error('stopped after 5 tables');
        },
      });
      await expect(failing).rejects.toThrow('stopped after 5 tables');
      expect(await tableNames(client)).toEqual([]);

      // A table of the same name already there: its migration fails, and nothing stays behind.
      await client.query('create table contact_messages (id int)');
      await expect(moveToPostgres({ source: pglite, target: client })).rejects.toThrow(/contact_messages.*already exists/);
      expect(await tableNames(client)).toEqual(['contact_messages']);
      expect((await client.query('select count(*)::int as n from contact_messages')).rows).toEqual([{ n: 0 }]);
    }));
});
