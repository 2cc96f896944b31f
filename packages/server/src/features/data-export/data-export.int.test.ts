import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExportDto, DocumentDto, ErrorBody, FormData, TokenResponse } from '@atelier/core';
import { newId } from '../../db/ids.js';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeAdmin, makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { signaturePng } from '../../pdf/test-support/pdf-tools.js';
import { estimateData, fixtureDefinition, makeForm } from '../../test/forms.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createPdfRenderer, type PdfRenderer } from '../../pdf/pool.js';
import { createFormsService } from '../forms/forms.service.js';
import { createJobs } from '../../infra/jobs/jobs.js';
import { claimJob } from '../../infra/jobs/jobs.repo.js';
import { DATA_EXPORT_JOB, createDataExportService, dataExportJob } from './data-export.service.js';
import { EXPORT_TABLES } from '../../app-modules.js';
import { tableCsvs } from './export-tables.js';

const TABLE_CSVS = tableCsvs(EXPORT_TABLES);

const PAGE = 3;

/**
 * A row in every table the export writes as data/<file>.csv, for one business, each carrying
 * `mark` where it has text and a secret where the table keeps one (tokens, credentials, sessions):
 * the export must hold the first and never the second.
 */
/** Another server process: its own jobs runner, with the export's job registered by its service. */
const otherInstance = ({ t, renderer, instance, logoFor = async () => undefined }: { t: TestApp; renderer: PdfRenderer; instance: string; logoFor?: () => Promise<undefined> }) => {
  const jobs = createJobs({ db: t.database.db, now: t.clock.now, log: t.app.log, instance });
  const service = createDataExportService({
    db: t.database.db,
    jobs,
    forms: createFormsService({ db: t.database.db, now: t.clock.now }),
    renderer,
    tables: TABLE_CSVS,
    logoFor,
    mailer: t.mailer,
    counters: t.counters,
    exportDir: t.config.exportDir,
    publicUrl: t.config.publicUrl,
    operatorEmail: async () => undefined,
    now: t.clock.now,
    log: t.app.log,
    tuning: { pageSize: PAGE },
  });
  return { jobs, service };
};

const seedTables = async (t: TestApp, user: TestUser, documentId: string, mark: string) => {
  const b = user.businessId;
  const u = user.user.id;
  const at = t.clock.now();
  const tag = newId(at);
  const form = (await t.database.db.selectFrom('documents').select('form_id').where('id', '=', documentId).executeTakeFirstOrThrow()).form_id;
  const run = (query: ReturnType<typeof sql>) => query.execute(t.database.db);
  await run(sql`insert into form_requests (id, business_id, requested_by, form_id, status, created_at) values (${newId(at)}, ${b}, ${u}, ${form}, 'pending', ${at})`);
  await run(sql`insert into invitations (id, business_id, email, name, invited_by, token_hash, created_at, expires_at) values (${newId(at)}, ${b}, ${`${mark}@invited.test`}, ${mark}, ${u}, ${`SECRET-invitation-${mark}`}, ${at}, ${at})`);
  await run(sql`insert into document_series (business_id, series, last_number) values (${b}, ${`SER${mark}`}, 41) on conflict do nothing`);
  await run(sql`insert into document_counters (business_id, form_id, last_number) values (${b}, ${form}, 41) on conflict do nothing`);
  await run(sql`insert into service_tags (id, business_id, name, interval_months, created_by, created_at, updated_at) values (${tag}, ${b}, ${`Ulei ${mark}`}, 12, ${u}, ${at}, ${at})`);
  await run(sql`insert into document_tags (document_id, tag_id, business_id, vehicle_key, service_date, source, created_at) values (${documentId}, ${tag}, ${b}, ${`CJ01${mark}`}, '2026-03-02', 'manual', ${at})`);
  await run(sql`insert into document_tag_removals (document_id, tag_id, business_id, removed_at) values (${documentId}, ${tag}, ${b}, ${at})`);
  await run(sql`insert into reminder_settings (business_id, upcoming_days, mail_enabled, updated_at) values (${b}, 45, true, ${at}) on conflict do nothing`);
  await run(sql`insert into reminder_consents (id, business_id, email, client_name, source, consented_at, recorded_by, token_hash) values (${newId(at)}, ${b}, ${`${mark}@consent.test`}, ${mark}, 'in_person', ${at}, ${u}, ${`SECRET-unsubscribe-${mark}`})`);
  await run(sql`insert into reminder_sends (id, business_id, tag_id, vehicle_key, due_date, email, status, created_at) values (${newId(at)}, ${b}, ${tag}, ${`CJ01${mark}`}, '2027-03-02', ${`${mark}@consent.test`}, 'sent', ${at})`);
  await run(sql`insert into vehicle_merges (id, business_id, vehicle_id, other_id, other_plates, created_by, created_at) values (${newId(at)}, ${b}, ${documentId}, ${newId(at)}, ${[`CJ02${mark}`]}, ${u}, ${at})`);
  await run(sql`insert into working_hours (business_id, weekday, working, open_at, close_at, available_hours, updated_by, updated_at) values (${b}, 1, true, '08:00', '17:30', 8.5, ${u}, ${at})`);
  await run(sql`insert into closed_days (id, business_id, day, note, created_by, created_at) values (${newId(at)}, ${b}, '2026-12-25', ${`Crăciun ${mark}`}, ${u}, ${at})`);
  await run(sql`insert into appointment_mails (id, business_id, document_id, email, locale, sent_by, sent_at) values (${newId(at)}, ${b}, ${documentId}, ${`${mark}@appointment.test`}, 'ro', ${u}, ${at})`);
  await run(sql`insert into appointment_progress (document_id, business_id, arrived_at, started_at, updated_by, updated_at) values (${documentId}, ${b}, ${at}, ${at}, ${u}, ${at})`);
  const link = newId(at);
  await run(sql`insert into share_links (id, business_id, document_id, token_hash, document_version, created_by, created_at, expires_at) values (${link}, ${b}, ${documentId}, ${`SECRET-share-${mark}`.padEnd(64, '0')}, 1, ${u}, ${at}, ${at})`);
  await run(sql`insert into share_sends (id, business_id, document_id, link_id, channel, recipient, message, locale, document_version, sent_by, sent_at, status) values (${newId(at)}, ${b}, ${documentId}, ${link}, 'email', ${`${mark}@customer.test`}, ${`Deviz ${mark}`}, 'ro', 1, ${u}, ${at}, 'sent')`);
  await run(
    sql`insert into share_answers (id, business_id, document_id, link_id, document_version, decision, lines, comment, signer_name, signature, form_id, form_version, data, number, content_sha256, network, user_agent, answered_at)
        values (${newId(at)}, ${b}, ${documentId}, ${link}, 1, 'partly_approved', '[{"index":0,"approved":true}]', ${`Comentariu ${mark}`}, ${`Client ${mark}`}, ${Buffer.from('png')}, ${form}, 1, '{}', ${`DV-${mark}`}, ${'0'.repeat(64)}, '203.0.113.*', 'Test', ${at})`,
  );
  await run(sql`insert into calendar_feeds (business_id, token_hash, created_by, created_at, last_used_at) values (${b}, ${`SECRET-feed-${mark}`.padEnd(64, '0')}, ${u}, ${at}, ${at})`);
  await run(
    sql`insert into registry_accounts (business_id, credentials_enc, credentials_key_id, session_enc, session_key_id, status, last_checked_at, codes, created_by, created_at, updated_at)
        values (${b}, ${Buffer.from(`SECRET-credentials-${mark}`)}, ${`SECRET-key-${mark}`}, ${Buffer.from(`SECRET-session-${mark}`)}, ${`SECRET-key-${mark}`}, 'working', ${at}, '{}', ${u}, ${at}, ${at})`,
  );
  await run(sql`insert into registry_records (document_id, business_id, autopass_id, state, payload, pending_key, updated_at) values (${documentId}, ${b}, ${`AP-${mark}`}, 'sent', ${JSON.stringify({ plate: `CJ01${mark}` })}, ${`SECRET-pending-${mark}`}, ${at})`);
  await run(
    sql`insert into registry_sends (id, business_id, document_id, created_by, created_at, action, idempotency_key, request, outcome, response, autopass_id)
        values (${newId(at)}, ${b}, ${documentId}, ${u}, ${at}, 'submit', ${`SECRET-idempotency-${mark}`}, ${JSON.stringify({ plate: `CJ01${mark}` })}, 'sent', ${JSON.stringify({ id: `AP-${mark}` })}, ${`AP-${mark}`})`,
  );
  await run(
    sql`insert into spv_connections (business_id, access_enc, refresh_enc, key_id, access_expires_at, refresh_expires_at, status, connected_by, connected_at, updated_at)
        values (${b}, ${Buffer.from(`SECRET-access-${mark}`)}, ${Buffer.from(`SECRET-refresh-${mark}`)}, ${`SECRET-key-${mark}`}, ${at}, ${at}, 'connected', ${u}, ${at}, ${at})`,
  );
  await run(sql`insert into spv_settings (business_id, upload_mode, updated_by, updated_at) values (${b}, 'manual', ${u}, ${at})`);
  const upload = newId(at);
  await run(
    sql`insert into spv_uploads (id, business_id, document_id, number, issue_date, state, trigger, requested_by, cif, upload_index, download_id, messages, created_at, sent_at, finished_at, updated_at)
        values (${upload}, ${b}, ${documentId}, ${`FCT-${mark}`}, '2026-03-02', 'accepted', 'manual', ${u}, '18547290', ${`IDX-${mark}`}, '9000001', '[]', ${at}, ${at}, ${at}, ${at})`,
  );
  await run(sql`insert into spv_archives (upload_id, business_id, file_name, zip, created_at) values (${upload}, ${b}, ${`Factura FCT-${mark} - SPV IDX-${mark}.zip`}, ${Buffer.from(`PK signed ${mark}`)}, ${at})`);
  await run(
    sql`insert into spv_received (id, business_id, message_id, kind, supplier_name, supplier_cif, buyer_cif, number, issue_date, currency, net, vat, payable, lines, xml, zip, file_name, received_at, created_at, search)
        values (${newId(at)}, ${b}, ${`MSG-${mark}`}, 'invoice', ${`Furnizor ${mark} SRL`}, 'RO18547290', 'RO12345674', ${`PAT-${mark}`}, '2026-03-03', 'RON', 100, 21, 121,
          '[{"name":"Filtru ulei"}]', '<Invoice/>', ${Buffer.from(`PK received ${mark}`)}, ${`Factura primita PAT-${mark} - SPV MSG-${mark}.zip`}, ${at}, ${at}, ${`furnizor ${mark.toLowerCase()} srl`})`,
  );
  // The customer directory's records of what users did (issue 31).
  await run(
    sql`insert into customer_merges (id, business_id, customer_id, merged_id, merged_name, into_document, from_document, documents, created_by, created_at)
        values (${newId(at)}, ${b}, ${documentId}, ${newId(at)}, ${`Client ${mark}`}, ${documentId}, ${documentId}, ${[documentId]}, ${u}, ${at})`,
  );
  await run(sql`insert into customer_consents (id, business_id, customer_id, keys, reminders, how, given_at, recorded_at, recorded_by) values (${newId(at)}, ${b}, ${documentId}, ${[`tel:07${mark}`]}, false, 'verbal', ${at}, ${at}, ${u})`);
  await run(sql`insert into customer_erasures (id, business_id, customer_id, erased_by, erased_at, erased_documents, kept_documents) values (${newId(at)}, ${b}, ${documentId}, ${u}, ${at}, ${[documentId]}, ${[]}::char(24)[])`);
  await run(sql`insert into spv_deadline_mails (business_id, day, email, invoices, status, created_at, sent_at) values (${b}, '2026-03-05', ${`owner-${mark}@example.ro`}, ${JSON.stringify([{ number: `FCT-${mark}`, working_days_left: 2 }])}, 'sent', ${at}, ${at})`);
};

const invoice = (client: string, n: number): FormData =>
  ({
    invoice: { date: '2026-03-02', status: 'paid', client, cui: 'RO123' },
    lines: { items: [{ description: `Revizie ${n}`, qty: 1, price: `${100 + n}.00` }] },
  }) as unknown as FormData;

describe.each(databaseKinds())('data export (one ZIP of the business) on %s', (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let bogdan: TestUser;
  /** A mechanic of Ana's business. */
  let mihai: TestUser;
  const forms: Record<string, string> = {};
  const anaDocs: DocumentDto[] = [];

  const submit = (user: TestUser, formId: string, data: FormData) => {
    // The export lists documents oldest first: each is made a second after the one before.
    t.clock.advance(1000);
    return makeDocument({ user, formId, data });
  };
  const start = (user: TestUser, json: unknown = {}) => user.client.request<{ export: DataExportDto } & ErrorBody>('POST', '/api/user/export', { token: user.token, json });
  const list = (user: TestUser) => user.client.request<DataExportDto[]>('GET', '/api/user/exports', { token: user.token });
  const download = async (user: TestUser, id: string) => {
    const res = await fetch(`${t.url}/api/user/exports/${id}/download`, { headers: { authorization: `Bearer ${user.token}` } });
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };
  const finished = async (user: TestUser, id: string): Promise<DataExportDto> => {
    for (let i = 0; i < 600; i += 1) {
      const found = (await list(user)).body.find((e) => e.id === id);
      if (found && found.status !== 'queued' && found.status !== 'running') return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the export did not finish in 60 s');
  };
  const unzip = (body: Buffer) => {
    const files = unzipSync(new Uint8Array(body));
    return { names: Object.keys(files).sort(), text: (name: string) => strFromU8(files[name] ?? new Uint8Array()), bytes: (name: string) => files[name] };
  };

  beforeAll(async () => {
    t = await startTestApp({ kind, env: { PDF_WORKERS: '1', EXPORT_DIR: path.join('/tmp', `atelier-test-exports-${newId()}`) }, appDeps: { exportTuning: { pageSize: PAGE, perDay: 3 } } });
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    mihai = await makeMember(t, ana, { name: 'Mihai Mecanicul' });
    forms.estimate = (await makeForm(t, {}, [ana.user.id, bogdan.user.id])).id;
    forms.invoice = (await makeForm(t, fixtureDefinition('simple-invoice'), [ana.user.id])).id;
    // Seven estimates: three pages of PAGE; two invoices: one page.
    // The seventh is the mechanic's: the business's all the same, showing who made it.
    for (let n = 1; n <= 7; n += 1) anaDocs.push(await submit(n === 7 ? mihai : ana, forms.estimate, estimateData({ client: { name: `Client Ștefănescu ${n}` } })));
    for (let n = 1; n <= 2; n += 1) anaDocs.push(await submit(ana, forms.invoice, invoice(`Țiriac ${n} SRL`, n)));
    const bogdanDoc = await submit(bogdan, forms.estimate, estimateData({ client: { name: 'Clientul lui Bogdan' } }));
    await seedTables(t, ana, anaDocs[0]!.id, 'ANAMARK');
    // Read in pages of PAGE: Ana's closed days take three.
    for (const day of ['2026-01-01', '2026-01-02', '2026-01-24', '2026-05-01', '2026-06-01', '2026-08-15']) {
      await t.database.db.insertInto('closed_days').values({ id: newId(), business_id: ana.businessId, day, note: `Liber ${day}`, created_by: null, created_at: t.clock.now() }).execute();
    }
    await seedTables(t, bogdan, bogdanDoc.id, 'BOGDANMARK');
    const profile = await ana.client.request('PUT', '/api/user/profile', {
      token: ana.token,
      json: { name: 'Service Auto Ștefănescu SRL', cui: 'ro 185 472 90', reg_no: 'J12/345/2020', address: 'Str. Fabricii nr. 5', county: 'Cluj', city: 'Cluj-Napoca', phone: '0722 123 456', email: 'office@stefanescu.ro', iban: 'ro49 aaaa 1b31 0075 9384 0000', bank: 'Banca Transilvania', vat_payer: true },
    });
    expect(profile.status, profile.text).toBe(200);
    // The logo add-on and a logo: the ZIP holds it, as the PDFs print it.
    const admin = await makeAdmin(t);
    const subscription = { starts_at: t.clock.now().toISOString().slice(0, 10), ends_at: '2099-12-31', applications: 2, addons: { logo: true } };
    expect((await admin.client.request('PUT', `/api/users/${ana.user.id}/subscription`, { token: admin.token, json: subscription })).status).toBe(200);
    const logo = await ana.client.request('PUT', '/api/user/logo', { token: ana.token, json: { image: signaturePng().replace(/^data:image\/png;base64,/, '') } });
    expect(logo.status, logo.text).toBe(200);
  }, 120_000);
  afterAll(async () => t.close());

  it('makes a ZIP with every document as a CSV row, a JSON entry and a PDF, the profile and a README, and e-mails the requester', async () => {
    const started = await start(ana, { locale: 'ro' });
    expect(started.status, started.text).toBe(202);
    expect(started.body.export).toMatchObject({ status: expect.stringMatching(/^(queued|running)$/), requested_by: ana.email });
    const done = await finished(ana, started.body.export.id);
    expect(done).toMatchObject({ status: 'done', done: 9, total: 9, error: null });
    expect(done.bytes).toBeGreaterThan(1000);
    expect(new Date(done.expires_at!).getTime() - new Date(done.finished_at!).getTime()).toBe(7 * 24 * 60 * 60 * 1000);

    const res = await download(ana, done.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename=atelier-export-service-auto-stefanescu-srl-${done.created_at.slice(0, 10)}.zip`);
    expect(res.body.length).toBe(done.bytes);
    const zip = unzip(res.body);

    const estimates = anaDocs.filter((d) => d.form_id === forms.estimate);
    const invoices = anaDocs.filter((d) => d.form_id === forms.invoice);
    expect(zip.names).toEqual(
      [
        'README.txt',
        'business.json',
        'logo.png',
        'applications/deviz-rapid-test/documents.csv',
        'applications/deviz-rapid-test/documents.json',
        ...estimates.map((d) => `applications/deviz-rapid-test/pdf/${d.number}.pdf`),
        'applications/factura-test/documents.csv',
        'applications/factura-test/documents.json',
        ...invoices.map((d) => `applications/factura-test/pdf/${d.number}.pdf`),
        ...TABLE_CSVS.map((table) => `data/${table.file}.csv`),
        // SPV's signed archives, the legal originals, as files beside their table's CSV.
        'data/spv-archives/Factura FCT-ANAMARK - SPV IDX-ANAMARK.zip',
        // Suppliers' invoices received through SPV: ANAF's ZIPs as sent.
        'data/spv-received/Factura primita PAT-ANAMARK - SPV MSG-ANAMARK.zip',
      ].sort(),
    );
    for (const doc of anaDocs) {
      const key = doc.form_id === forms.estimate ? 'deviz-rapid-test' : 'factura-test';
      const pdf = zip.bytes(`applications/${key}/pdf/${doc.number}.pdf`)!;
      expect(strFromU8(pdf.subarray(0, 5))).toBe('%PDF-');
    }

    // CSV: BOM, Romanian dialect (";"), a header from the labels, one row per document in order.
    // (TextDecoder drops the BOM from the text: its bytes are checked.)
    expect([...zip.bytes('applications/deviz-rapid-test/documents.csv')!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = zip.text('applications/deviz-rapid-test/documents.csv');
    expect(csv.startsWith('"Număr";"Creat la";')).toBe(true);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toContain('"Nume (client.name)"');
    expect(lines[0]).toContain('"Piese (parts.items)"');
    expect(lines[0]).toContain('"Total (totals.grand)"');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(estimates.map((d) => `"${d.number}"`));
    expect(lines[1]).toContain('"Client Ștefănescu 1"');
    expect(lines[1]).toContain(`"${ana.email}"`);
    expect(lines[7]).toContain('"Mihai Mecanicul"');
    const invoiceCsv = zip.text('applications/factura-test/documents.csv').trimEnd().split('\r\n');
    expect(invoiceCsv.slice(1).map((line) => line.split(';')[0])).toEqual(invoices.map((d) => `"${d.number}"`));

    // JSON: every document with its data exactly as saved.
    const json = JSON.parse(zip.text('applications/deviz-rapid-test/documents.json')) as { id: string; number: string; data: unknown; created_by: { email: string } }[];
    expect(json.map((d) => d.id)).toEqual(estimates.map((d) => d.id));
    expect(json.map((d) => d.data)).toEqual(estimates.map((d) => d.data));
    expect(json[0]?.created_by.email).toBe(ana.email);
    expect(json[6]?.created_by).toEqual({ name: 'Mihai Mecanicul', email: mihai.email });
    expect((JSON.parse(zip.text('applications/factura-test/documents.json')) as unknown[]).length).toBe(2);

    expect([...zip.bytes('logo.png')!.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    const business = JSON.parse(zip.text('business.json')) as {
      business: { id: string };
      company_profile: { name: string; cui: string };
      members: { email: string; role: string }[];
      subscriptions: { logo: boolean }[];
    };
    expect(business.subscriptions.map((s) => s.logo)).toEqual([true]);
    expect(business.business.id).toBe(ana.businessId);
    expect(business.company_profile).toMatchObject({ name: 'Service Auto Ștefănescu SRL', cui: 'RO18547290' });
    expect(business.members.map((m) => [m.email, m.role])).toEqual([
      [ana.email, 'owner'],
      [mihai.email, 'member'],
    ]);
    const readme = zip.text('README.txt');
    expect(readme).toContain('Service Auto Ștefănescu SRL');
    expect(readme).toContain('Documente: 9');

    // Bogdan's document is not in Ana's export.
    expect(csv).not.toContain('Clientul lui Bogdan');

    // Every other table: a CSV of Ana's rows only, headers in her language, never a secret.
    const everything = zip.names.map((name) => zip.text(name)).join('\n');
    expect(everything).not.toContain('BOGDANMARK');
    expect(everything).not.toContain('SECRET');
    for (const table of TABLE_CSVS) {
      const name = `data/${table.file}.csv`;
      expect([...zip.bytes(name)!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = zip.text(name).trimEnd().split('\r\n');
      expect(rows[0], name).toMatch(/^"[^"]+ \([a-z_]+\)"(;"[^"]+ \([a-z_]+\)")*$/);
      const owner = Object.entries(EXPORT_TABLES).find(([, c]) => 'csv' in c && c.csv === table)![0];
      const { rows: count } = await sql<{ n: string }>`select count(*) as n from ${sql.table(owner)} where business_id = ${ana.businessId}`.execute(t.database.db);
      expect(rows.length - 1, name).toBe(Number(count[0]!.n));
      expect(rows.length - 1, name).toBeGreaterThan(0);
      expect(readme).toContain(name);
    }
    const text = (file: string) => zip.text(`data/${file}.csv`);
    expect(text('tags')).toContain('"Ulei ANAMARK";"12";"";' + `"${ana.email}"`);
    expect(text('document-tags')).toContain(`"${anaDocs[0]!.number}";"Ulei ANAMARK";"CJ01ANAMARK";"2026-03-02";"manual"`);
    expect(text('working-hours').split('\r\n')[0]).toBe(
      '"Ziua săptămânii (1 = luni) (weekday)";"Zi lucrătoare (working)";"Deschide la (open_at)";"Închide la (close_at)";"Ore disponibile (available_hours)";"Modificat de (updated_by)";"Modificat la (updated_at)"',
    );
    expect(text('working-hours')).toContain('"1";"1";"08:00";"17:30";"8,50"');
    expect(
      text('closed-days')
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(';')[0]),
    ).toEqual(['2026-01-01', '2026-01-02', '2026-01-24', '2026-05-01', '2026-06-01', '2026-08-15', '2026-12-25'].map((day) => `"${day}"`));
    expect(text('closed-days')).toContain('"2026-12-25";"Crăciun ANAMARK"');
    expect(text('calendar-feed').split('\r\n')).toHaveLength(3);
    expect(text('registry-sends')).toContain('AP-ANAMARK');
    expect(text('spv-uploads')).toContain('"FCT-ANAMARK";"2026-03-02";"accepted";"manual";"IDX-ANAMARK"');
    expect(zip.text('data/spv-archives/Factura FCT-ANAMARK - SPV IDX-ANAMARK.zip')).toBe('PK signed ANAMARK');
    expect(text('spv-received')).toContain('"MSG-ANAMARK";"Furnizor ANAMARK SRL";"RO18547290";"PAT-ANAMARK"');
    expect(text('spv-deadline-mails')).toContain('"2026-03-05";"owner-ANAMARK@example.ro"');
    expect(zip.text('data/spv-received/Factura primita PAT-ANAMARK - SPV MSG-ANAMARK.zip')).toBe('PK received ANAMARK');

    const mail = t.mailer.sent.find((m) => m.to === ana.email && m.subject === 'Exportul datelor Atelier este gata');
    expect(mail?.text).toContain(`${t.config.publicUrl}/account#export`);
  }, 120_000);

  it("decides every table of the database: exported, or left out with a reason (a new feature's table fails here until decided)", async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(t.database.db);
    const tables = rows.map((r) => r.table_name);
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.filter((name) => !(name in EXPORT_TABLES)), 'tables no module declares for the export (exportTables)').toEqual([]);
    expect(Object.keys(EXPORT_TABLES).filter((name) => !tables.includes(name)), 'tables a module declares for the export that the database no longer has').toEqual([]);
    for (const [name, coverage] of Object.entries(EXPORT_TABLES)) {
      if ('excluded' in coverage) expect(coverage.excluded.length, name).toBeGreaterThan(10);
    }
    // Each CSV reads the business's rows by business_id: the table has one.
    const { rows: owned } = await sql<{ table_name: string }>`
      select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'business_id'`.execute(t.database.db);
    for (const [name, coverage] of Object.entries(EXPORT_TABLES)) if ('csv' in coverage) expect(owned.map((r) => r.table_name), name).toContain(name);
  });

  it('belongs to its business: another account neither lists nor downloads it (404)', async () => {
    const [mine] = (await list(ana)).body;
    expect(mine?.status).toBe('done');
    expect((await list(bogdan)).body.map((e) => e.id)).not.toContain(mine!.id);
    const res = await download(bogdan, mine!.id);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString()).error.code).toBe('export_not_found');
    expect((await download(ana, newId())).status).toBe(404);
  });

  it('is the owner\'s: a member of the business gets 403 owner_only on every export call', async () => {
    const [mine] = (await list(ana)).body;
    const started = await start(mihai);
    expect([started.status, started.body.error.code]).toEqual([403, 'owner_only']);
    const listed = await mihai.client.request<ErrorBody>('GET', '/api/user/exports', { token: mihai.token });
    expect([listed.status, listed.body.error.code]).toEqual([403, 'owner_only']);
    const res = await download(mihai, mine!.id);
    expect(res.status).toBe(403);
    expect(res.body.toString()).not.toContain('PK');
  });

  it('runs one export at a time per business: a second request while one is open is 409 export_running', async () => {
    const at = t.clock.now();
    const id = newId(at);
    await t.database.db.insertInto('data_exports').values({ id, business_id: bogdan.businessId, requested_by: bogdan.user.id, locale: 'ro', created_at: at, status: 'running', started_at: at, heartbeat_at: at }).execute();
    const res = await start(bogdan);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('export_running');
    // Ana's business is another: hers starts.
    const other = await start(ana, { locale: 'en' });
    expect(other.status).toBe(202);
    await finished(ana, other.body.export.id);
    await t.database.db.deleteFrom('data_exports').where('id', '=', id).execute();
  }, 120_000);

  it('allows a business 3 exports a day here (10 by default): the next is 429 rate_limited with Retry-After', async () => {
    const dana = await makeUser(t);
    for (let n = 0; n < 3; n += 1) {
      const res = await start(dana);
      expect(res.status, res.text).toBe(202);
      // A business without documents gets its profile and README all the same.
      expect(await finished(dana, res.body.export.id)).toMatchObject({ status: 'done', total: 0 });
    }
    const refused = await start(dana);
    expect([refused.status, refused.body.error.code]).toEqual([429, 'rate_limited']);
    expect(refused.headers.get('retry-after')).toBe(String(24 * 60 * 60));
  }, 120_000);

  it('is claimed by one process only, and an export left running by a dead process is queued again and made', async () => {
    const renderer = createPdfRenderer({ workers: 0, nice: 0, limits: t.config.pdfLimits });
    // Two more processes: each its own jobs runner, with the export's job registered by its service.
    const instanceOf = (instance: string) => otherInstance({ t, renderer, instance });
    const at = t.clock.now();
    const id = newId(at);
    await t.database.db.insertInto('data_exports').values({ id, business_id: bogdan.businessId, requested_by: bogdan.user.id, locale: 'ro', created_at: at }).execute();
    await t.app.jobs.enqueue(dataExportJob({ id, businessId: bogdan.businessId }));
    const claim = (instance: string) => claimJob(t.database.db, { kinds: [DATA_EXPORT_JOB], instance, at });
    const claims = await Promise.all([claim('a'), claim('b'), claim('c')]);
    expect(claims.filter((c) => c?.payload.exportId === id)).toHaveLength(1);

    // Its process "died": the heartbeat stops. Three minutes later another process queues it again and makes it.
    t.clock.advance(3 * 60 * 1000);
    const [one, two] = [instanceOf('one'), instanceOf('two')];
    await Promise.all([one.jobs.tick(), two.jobs.tick()]);
    const row = await t.database.db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', done: 1, total: 1 });
    expect(t.mailer.sent.filter((m) => m.to === bogdan.email && m.text.includes('/account#export'))).toHaveLength(1);
    const res = await download(bogdan, id);
    const zip = unzip(res.body);
    expect(zip.names.filter((n) => n.endsWith('.pdf'))).toHaveLength(1);

    // Deleting the account deletes its exports at once, files too.
    const file = path.join(t.config.exportDir, `${id}.zip`);
    expect(existsSync(file)).toBe(true);
    expect(await one.service.discardBusiness(bogdan.businessId)).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    expect((await list(bogdan)).body).toEqual([]);
    await renderer.close();
  }, 120_000);

  it('stops at its next table when its instance shuts down, is queued again with nothing left behind, and another instance makes it', async () => {
    const renderer = createPdfRenderer({ workers: 0, nice: 0, limits: t.config.pdfLimits });
    const instance = (name: string, logoFor: () => Promise<undefined>) => otherInstance({ t, renderer, instance: name, logoFor }).jobs;
    const at = t.clock.now();
    const id = newId(at);
    await t.database.db.insertInto('data_exports').values({ id, business_id: bogdan.businessId, requested_by: bogdan.user.id, locale: 'ro', created_at: at }).execute();
    const job = dataExportJob({ id, businessId: bogdan.businessId });
    await t.app.jobs.enqueue(job);
    // The instance is told to shut down while the export reads the business (before its tables).
    let stopped: Promise<void> | undefined;
    const closing = instance('closing', async () => {
      stopped = closing.stop();
      return undefined;
    });
    await closing.tick();
    await stopped;
    expect(await t.database.db.selectFrom('data_exports').select(['status', 'done']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'queued', done: 0 });
    expect(await t.app.jobs.find(job.key)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null });
    expect(existsSync(path.join(t.config.exportDir, `${id}.zip.part`))).toBe(false);

    await instance('next', async () => undefined).tick();
    expect(await t.database.db.selectFrom('data_exports').select(['status', 'done', 'total']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'done', done: 1, total: 1 });
    expect(await t.app.jobs.find(job.key)).toMatchObject({ status: 'done', locked_by: 'next' });
    await renderer.close();
  }, 120_000);

  it('deletes the ZIP after 7 days: the list says expired and the download answers 410 export_expired', async () => {
    const [latest] = (await list(ana)).body;
    expect(latest?.status).toBe('done');
    const file = path.join(t.config.exportDir, `${latest!.id}.zip`);
    expect(existsSync(file)).toBe(true);
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    // A week later Ana signs in again.
    const login = await ana.client.request<TokenResponse>('POST', '/api/user/token', { form: { username: ana.email, password: ana.password } });
    ana = { ...ana, token: login.body.access_token };
    const expired = await download(ana, latest!.id);
    expect(expired.status).toBe(410);
    expect(JSON.parse(expired.body.toString()).error.code).toBe('export_expired');
    const service = createDataExportService({
      db: t.database.db,
      jobs: createJobs({ db: t.database.db, now: t.clock.now, log: t.app.log }),
      forms: createFormsService({ db: t.database.db, now: t.clock.now }),
      renderer: createPdfRenderer({ workers: 0, nice: 0, limits: t.config.pdfLimits }),
      tables: TABLE_CSVS,
      logoFor: async () => undefined,
      mailer: t.mailer,
      counters: t.counters,
      exportDir: t.config.exportDir,
      publicUrl: t.config.publicUrl,
      operatorEmail: async () => undefined,
      now: t.clock.now,
      log: t.app.log,
    });
    // A ZIP whose export row is gone (its business was deleted) goes too.
    const orphan = path.join(t.config.exportDir, `${newId()}.zip`);
    await writeFile(orphan, 'PK');
    expect(await service.sweep()).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(orphan)).toBe(false);
    expect((await list(ana)).body.find((e) => e.id === latest!.id)?.status).toBe('expired');
    expect((await download(ana, latest!.id)).status).toBe(410);
  });
});
