import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_CLIENT_NAME, ERASED_MARK, foldForSearch, type CustomerEraseResult, type CustomersResponse, type DataExportDto, type DocumentDto, type SendResponse } from '@atelier/core';
import { newId } from '../../db/ids.js';
import { createMailer } from '../../mail/mailer.js';
import { readMail } from '../../mail/read-mail.js';
import { signaturePng } from '../../pdf/test-support/pdf-tools.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { httpClient, userCall } from '../../test/http-client.js';
import { statementLog } from '../../test/statements.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { clientForm } from './customers-test-support.js';

const CNP = '1630615123457';

/** Fields no role names: the car's owner, notes, the client's signature. */
const UNNAMED = [
  { name: 'owner', type: 'text' as const, label: 'Proprietarul mașinii' },
  { name: 'notes', type: 'textarea' as const, label: 'Observații' },
  { name: 'signature', type: 'signature' as const, label: 'Semnătura clientului' },
];

/** Anything of Ștefan Popescu's, in a row as JSON text (folded): names, numbers, e-mail, CNP, address, the merged record's phone. */
const TRACE = /popescu|0722[\s.]?123[\s.]?456|722123456|0744[\s.]?000[\s.]?111|exemplu\.ro|1630615123457|lunga 1/;

/**
 * Issue 31, GDPR for the workshop: one customer's export gives, and their erasure takes away,
 * their personal data wherever the business keeps it, beyond the fields whose role names the
 * client: free text, signatures, sends and answers, reminders, appointment mails, merges, saved
 * answers. A sweep of every table of the business proves nothing is left but the invoice.
 */
describe.each(databaseKinds())("a customer's erasure and export on %s", (kind) => {
  const log = statementLog();
  let database: TestDatabase;
  let t: TestApp;
  let ana: TestUser;
  let bogdan: TestUser;
  let mihai: TestUser;
  const forms = { estimate: '', invoice: '' };
  const docs: Record<string, DocumentDto> = {};
  let customerId = '';
  let exportId = '';
  let dataDir = '';

  /** The mails the instance wrote to DATA_DIR/outbox (no SMTP_URL): whose business, to whom, and the text, folded. */
  const outbox = async () => {
    const dir = path.join(dataDir, 'outbox');
    const files = (await readdir(dir)).sort();
    return Promise.all(
      files.map(async (file) => {
        const raw = await readFile(path.join(dir, file), 'latin1');
        const mail = await readMail(Buffer.from(raw, 'latin1'));
        const to = /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        return { business: /^X-Atelier-Business: (\S+)/m.exec(raw)?.[1] ?? null, to, text: foldForSearch(`${mail.subject}\n${mail.text}`) };
      }),
    );
  };

  const client = (over: Record<string, unknown>) => ({ type: 'pf', name: 'Ștefan Popescu', phone: '0722 123 456', email: '', cnp: '', address: '', owner: '', notes: '', signature: '', ...over });
  const save = (user: TestUser, over: Record<string, unknown>, form = forms.estimate, headers?: Record<string, string>) => {
    t.clock.advance(1000);
    return makeDocument({ user, formId: form, data: { ...estimateData(), client: client(over) }, ...(headers ? { headers } : {}) });
  };

  /** Every row of the business's tables (and its users' saved answers) holding a trace of the customer. */
  const sweep = async (businessId: string) => {
    const db = t.database.db;
    const tables = (
      await sql<{ table_name: string }>`select c.table_name from information_schema.columns c
        join information_schema.tables x on x.table_schema = c.table_schema and x.table_name = c.table_name
        where c.table_schema = current_schema() and c.column_name = 'business_id' and x.table_type = 'BASE TABLE' order by c.table_name`.execute(db)
    ).rows.map((r) => r.table_name);
    const hits: { table: string; row: string }[] = [];
    for (const table of tables) {
      const rows = (await sql<{ j: string }>`select row_to_json(x)::text as j from ${sql.table(table)} x where x.business_id = ${businessId}`.execute(db)).rows;
      for (const { j } of rows) if (TRACE.test(foldForSearch(j))) hits.push({ table, row: j });
    }
    const saved = (await sql<{ j: string }>`select row_to_json(k)::text as j from idempotency_keys k where k.scope in (select 'user:' || u.id from users u where u.business_id = ${businessId})`.execute(db)).rows;
    for (const { j } of saved) if (TRACE.test(foldForSearch(j))) hits.push({ table: 'idempotency_keys', row: j });
    return hits;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind, { onStatement: log.onStatement });
    // The instance's own mailer without SMTP: every mail is a file of DATA_DIR/outbox.
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-erasure-'));
    t = await startTestApp({ kind, database, mailer: 'configured', env: { DATA_DIR: dataDir } });
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    mihai = await makeMember(t, ana);
    forms.estimate = (await makeForm(t, clientForm('deviz-stergere-test', 'estimate', UNNAMED))).id;
    forms.invoice = (await makeForm(t, clientForm('factura-stergere-test', 'invoice', UNNAMED))).id;
    docs.e1 = await save(ana, {
      email: 'Stefan@Exemplu.ro', cnp: CNP, address: 'Str. Lungă 1', owner: 'POPESCU  STEFAN', signature: signaturePng(),
      notes: 'Sunat pe 0722.123.456; predat de Ștefan Popescu, Str. Lunga 1. Mecanic: Ion Marin.',
    });
    // Saved twice by a retried request: its first answer is kept a day (idempotency).
    docs.e2 = await save(mihai, { name: 'POPESCU STEFAN', phone: '+40722123456' }, forms.estimate, { 'idempotency-key': 'e2-saved-once' });
    docs.inv = await save(ana, { email: 'stefan@exemplu.ro', cnp: CNP, notes: 'Plată la predare, Ștefan Popescu' }, forms.invoice);
    // Another record of his (another phone), merged into his by hand.
    docs.e3 = await save(ana, { name: 'Popescu Ștefan', phone: '0744 000 111' });
    docs.other = await save(ana, { name: 'Maria Ionescu', phone: '0733 000 111', notes: 'Recomandată de un vecin' });
    docs.bogdan = await save(bogdan, { email: 'stefan@exemplu.ro', notes: 'Ștefan Popescu, 0722 123 456' });
    const find = async (query: string) => (await userCall<CustomersResponse>(ana, 'GET', `/api/user/customers?query=${encodeURIComponent(query)}`)).body.results;
    customerId = (await find('0722123456'))[0]!.id;
    const other = (await find('0744000111'))[0]!.id;
    expect((await userCall(ana, 'POST', `/api/user/customers/${customerId}/merge`, { other_id: other })).status).toBe(200);
    expect((await userCall(ana, 'PUT', `/api/user/customers/${customerId}/consent`, { reminders: true, how: 'written' })).status).toBe(200);

    // The estimate sent to him by e-mail; he approves and signs.
    const sent = await userCall<SendResponse>(ana, 'POST', `/api/user/documents/${docs.e1!.id}/send`, { channel: 'email', to: 'Stefan@Exemplu.ro', message: 'Bună ziua, domnule Ștefan Popescu, devizul.', locale: 'ro' });
    expect(sent.status, sent.text).toBe(201);
    const token = sent.body.url.split('/d/')[1]!;
    const answered = await httpClient(t.url).request<{ id: string }>('POST', `/api/public/d/${token}/answer`, {
      json: { consent: true, version: docs.e1!.version, decision: 'approve', signer_name: 'Ștefan Popescu', comment: 'Sunați-mă la 0722 123 456', signature: signaturePng() },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Test' },
    });
    expect(answered.status, answered.text).toBe(201);
    // Business B mailed its own customer at the same address (as its features write a copy, without another PDF to make): not A's to erase.
    const mailer = createMailer({ smtpUrl: undefined, from: t.config.mailFrom, outboxDir: path.join(dataDir, 'outbox'), log: pino({ level: 'silent' }) });
    await mailer.send({ to: 'stefan@exemplu.ro', subject: 'Devizul dumneavoastră', text: 'Bună ziua, Ștefan Popescu', about: { business: bogdan.businessId, document: docs.bogdan!.id } });
    mailer.close();
    // The answered version's PDF, kept as first made.
    const pdf = await fetch(`${t.url}/api/user/documents/${docs.e1!.id}/answers/${answered.body.id}/pdf`, { headers: { authorization: `Bearer ${ana.token}` } });
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();

    // What other features keep of him, written as they write it.
    const db = t.database.db;
    const at = t.clock.now();
    await db.insertInto('appointment_mails').values({ id: newId(at), business_id: ana.businessId, document_id: docs.e2!.id, email: 'stefan@exemplu.ro', locale: 'ro', sent_by: ana.user.id, sent_at: at }).execute();
    const sendId = newId(at);
    await db.insertInto('reminder_sends').values({ id: sendId, business_id: ana.businessId, tag_id: null, document_id: docs.e1!.id, vehicle_key: 'CJ12ABC', due_date: '2026-12-01', email: '', status: 'sending', error: null, created_at: at, sent_at: null, channel: 'sms', phone: '+40722123456' }).execute();
    await db.insertInto('jobs').values({ id: newId(at), kind: 'reminder-sms', business_id: ana.businessId, key: `reminder-sms:${sendId}`, payload: JSON.stringify({ sendId, to: '+40722123456', text: 'Ștefan Popescu, ITP-ul mașinii CJ 12 ABC expiră.' }), run_at: at, created_at: at }).execute();
    // A data export of the whole business, made before the erasure, still to be downloaded.
    exportId = newId(at);
    await db.insertInto('data_exports').values({ id: exportId, business_id: ana.businessId, requested_by: ana.user.id, status: 'done', locale: 'ro', created_at: at, finished_at: at, expires_at: new Date(at.getTime() + 7 * 86_400_000) }).execute();
    const tag = newId(at);
    await db.insertInto('service_tags').values({ id: tag, business_id: ana.businessId, name: 'Revizie', interval_months: 12, aliases: '', created_by: ana.user.id, created_at: at, updated_at: at }).execute();
    await db.insertInto('service_reminders').values({
      business_id: ana.businessId, tag_id: tag, vehicle_key: 'CJ12ABC', plate: 'CJ 12 ABC', vin: null, last_document_id: docs.e1!.id, last_date: '2026-01-10', due_date: '2027-01-10',
      client_name: 'Ștefan Popescu', client_phone: '0722 123 456', client_email: 'stefan@exemplu.ro', search: 'cj12abc stefan popescu',
    }).execute();
    // His car's ITP expiry reminder (issue 31), naming him as its document did.
    await db.insertInto('paper_reminders').values({
      business_id: ana.businessId, vehicle_key: 'CJ12ABC', paper: 'itp', document_id: docs.e1!.id, due_date: '2027-03-01', plate: 'CJ 12 ABC', vin: null,
      client_name: 'Ștefan Popescu', client_phone: '0722 123 456', client_email: 'stefan@exemplu.ro', search: 'cj12abc stefan popescu',
    }).execute();
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the export and the erasure to the owner of the business: another business 404, a member 403, no session 401', async () => {
    for (const [method, path] of [['GET', '/export'], ['POST', '/erase']] as const) {
      const url = `/api/user/customers/${customerId}${path}`;
      expect((await userCall(bogdan, method, url, method === 'POST' ? { confirm: true } : undefined)).status, `${method} ${path} B`).toBe(404);
      expect((await userCall(mihai, method, url, method === 'POST' ? { confirm: true } : undefined)).status, `${method} ${path} member`).toBe(403);
      expect((await httpClient(t.url).request(method, url, method === 'POST' ? { json: { confirm: true } } : {})).status, `${method} ${path} anonymous`).toBe(401);
    }
  });

  it('exports, beside the documents, every place the erasure empties', async () => {
    const res = await fetch(`${t.url}/api/user/customers/${customerId}/export`, { headers: { authorization: `Bearer ${ana.token}` } });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const place = (file: string) => {
      const bytes = files[`customer-data/${file}.json`];
      expect(bytes, file).toBeDefined();
      return JSON.parse(strFromU8(bytes!)) as Record<string, unknown>[];
    };
    expect(place('document-sends')).toEqual([expect.objectContaining({ document: docs.e1!.number, channel: 'email', recipient: 'stefan@exemplu.ro' })]);
    expect(place('document-answers')).toEqual([expect.objectContaining({ signer_name: 'Ștefan Popescu', comment: 'Sunați-mă la 0722 123 456', signature: expect.stringMatching(/^data:image\/png;base64,/) })]);
    expect(place('appointment-confirmations')).toEqual([expect.objectContaining({ document: docs.e2!.number, email: 'stefan@exemplu.ro' })]);
    expect(place('reminder-consents')).toEqual([expect.objectContaining({ email: 'stefan@exemplu.ro', source: 'written' })]);
    expect(place('reminder-sends')).toEqual([expect.objectContaining({ channel: 'sms', phone: '+40722123456' })]);
    expect(place('reminder-sms-queue')).toEqual([expect.objectContaining({ phone: '+40722123456', text: expect.stringContaining('Ștefan Popescu') })]);
    expect(place('service-reminders')).toEqual([expect.objectContaining({ client_name: 'Ștefan Popescu', plate: 'CJ 12 ABC' })]);
    expect(place('paper-reminders')).toEqual([expect.objectContaining({ paper: 'itp', client_name: 'Ștefan Popescu', due_date: '2027-03-01', document: docs.e1!.number })]);
    expect(place('consents')).toEqual([expect.objectContaining({ reminders: true, how: 'written' })]);
    expect(place('merges')).toEqual([expect.objectContaining({ merged_name: 'Popescu Ștefan' })]);
    // The outbox's copies: the estimate mailed to him, and the workshop's notice of his answer (about the erased estimate); not B's.
    expect(place('outbox').map((m) => m.to).sort()).toEqual([ana.user.email.toLowerCase(), 'stefan@exemplu.ro'].sort());
    expect(strFromU8(files['README.txt']!)).toContain('customer-data/');
  });

  it('erases them everywhere but the invoice, in documents and every other table, and a second erasure finds nothing more', async () => {
    const before = await sweep(ana.businessId);
    // The outbox held his mails first: the estimate sent to him, the notice of his answer.
    const mailed = (await outbox()).filter((m) => m.business === ana.businessId && TRACE.test(m.text));
    expect(mailed.map((m) => m.to).sort()).toEqual([ana.user.email.toLowerCase(), 'stefan@exemplu.ro'].sort());
    const tables = [...new Set(before.map((h) => h.table))];
    // The sweep sees him first where each feature keeps him (the test could fail).
    expect(tables).toEqual(expect.arrayContaining([
      'documents', 'document_stats', 'customers', 'customer_documents', 'customer_merges', 'customer_consents', 'reminder_consents', 'reminder_sends', 'jobs',
      'service_reminders', 'paper_reminders', 'share_sends', 'share_answers', 'appointment_mails', 'idempotency_keys',
    ]));
    const invoiceBefore = (await userCall<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${docs.inv!.id}`)).body;
    const otherBefore = (await userCall<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${docs.other!.id}`)).body;
    const bogdanBefore = await sweep(bogdan.businessId);
    const exports = async () => (await userCall<DataExportDto[]>(ana, 'GET', '/api/user/exports')).body;
    expect((await exports()).find((e) => e.id === exportId)?.status).toBe('done');

    const res = await userCall<CustomerEraseResult>(ana, 'POST', `/api/user/customers/${customerId}/erase`, { confirm: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.erased.map((d) => d.id).sort()).toEqual([docs.e1!.id, docs.e2!.id, docs.e3!.id].sort());
    expect(res.body.kept.map((d) => d.id)).toEqual([docs.inv!.id]);

    // Only the invoice, and what is derived from it, still names him.
    const left = await sweep(ana.businessId);
    expect(left.filter((h) => !h.row.includes(docs.inv!.id) && h.table !== 'customers')).toEqual([]);
    const customers = left.filter((h) => h.table === 'customers').map((h) => JSON.parse(h.row) as { documents: number });
    expect(customers.map((c) => c.documents)).toEqual([1]);

    // The estimate: roles pseudonymised, the owner, notes and signature cleaned; the mechanic's name stays.
    const e1 = (await userCall<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${docs.e1!.id}`)).body;
    expect(e1.data.client).toMatchObject({ name: ERASED_CLIENT_NAME, phone: '', email: '', cnp: '', address: '', owner: ERASED_CLIENT_NAME, signature: '' });
    expect(e1.data.client?.notes).toBe(`Sunat pe ${ERASED_MARK}; predat de ${ERASED_CLIENT_NAME}, ${ERASED_MARK}. Mecanic: Ion Marin.`);
    // His answer stays an answer, without him; its PDF goes (made again from the erased answer).
    const answers = await t.database.db.selectFrom('share_answers').select(['signer_name', 'signature', 'comment', 'network', 'user_agent']).where('document_id', '=', docs.e1!.id).execute();
    expect(answers).toEqual([{ signer_name: ERASED_CLIENT_NAME, signature: null, comment: `Sunați-mă la ${ERASED_MARK}`, network: '', user_agent: '' }]);
    expect(await t.database.db.selectFrom('share_answer_pdfs').select('answer_id').where('business_id', '=', ana.businessId).execute()).toEqual([]);
    expect(await t.database.db.selectFrom('jobs').select('id').where('kind', '=', 'reminder-sms').where('business_id', '=', ana.businessId).execute()).toEqual([]);
    // The business's export made before holds him as he was: it expired with the erasure.
    expect((await exports()).find((e) => e.id === exportId)?.status).toBe('expired');
    const search = await userCall<{ results: DocumentDto[] }>(ana, 'GET', '/api/user/submissions/search?query=popescu');
    expect(search.body.results.map((d) => d.id)).toEqual([docs.inv!.id]);

    // The invoice, another customer's document and business B's are as they were.
    const invoiceAfter = (await userCall<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${docs.inv!.id}`)).body;
    expect([invoiceAfter.data, invoiceAfter.version]).toEqual([invoiceBefore.data, invoiceBefore.version]);
    const otherAfter = (await userCall<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${docs.other!.id}`)).body;
    expect([otherAfter.data, otherAfter.version]).toEqual([otherBefore.data, otherBefore.version]);
    expect(await sweep(bogdan.businessId)).toEqual(bogdanBefore);
    // The outbox keeps no mail of A's naming him; B's mail to the same address stays.
    const mails = await outbox();
    expect(mails.filter((m) => m.business === ana.businessId && TRACE.test(m.text))).toEqual([]);
    expect(mails.filter((m) => m.to === 'stefan@exemplu.ro').map((m) => m.business)).toEqual([bogdan.businessId]);

    // Run again (a retried request): nothing more to erase, the invoice still kept.
    const again = await userCall<CustomerEraseResult>(ana, 'POST', `/api/user/customers/${customerId}/erase`, { confirm: true });
    expect(again.status, again.text).toBe(200);
    expect([again.body.erased, again.body.kept.map((d) => d.id)]).toEqual([[], [docs.inv!.id]]);
    const e1Again = (await userCall<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${docs.e1!.id}`)).body;
    expect(e1Again.version).toBe(e1.version);
  });

  it('erases a customer with hundreds of documents in a handful of statements, whatever their number', async () => {
    const many = 210;
    for (let i = 0; i < many; i += 15) {
      t.clock.advance(1000);
      await Promise.all(
        Array.from({ length: Math.min(15, many - i) }, (_, k) =>
          makeDocument({ user: ana, formId: forms.estimate, data: { ...estimateData(), client: client({ name: 'Ioana Marinescu', phone: '0755 111 222', notes: `Vizita ${i + k}, Ioana Marinescu` }) } }),
        ),
      );
    }
    const found = (await userCall<CustomersResponse>(ana, 'GET', '/api/user/customers?query=0755111222')).body.results;
    expect(found.map((c) => c.documents)).toEqual([many]);
    const answer = { status: 0, text: '', erased: 0 };
    const statements = await log.during(async () => {
      const res = await userCall<CustomerEraseResult>(ana, 'POST', `/api/user/customers/${found[0]!.id}/erase`, { confirm: true });
      Object.assign(answer, { status: res.status, text: res.text, erased: (res.body as Partial<CustomerEraseResult>).erased?.length ?? 0 });
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.erased).toBe(many);
    // Two batches of documents (200 per statement): the count does not grow with the documents.
    expect(statements.length, statements.join('\n')).toBeLessThan(40);
    const left = await sql<{ n: string }>`select count(*) as n from documents where business_id = ${ana.businessId} and search_text like '%marinescu%'`.execute(t.database.db);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});
