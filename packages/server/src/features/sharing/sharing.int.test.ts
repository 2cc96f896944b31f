import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARING_EVENT, type AnswerDto, type DocumentDto, type DocumentSharingDto, type ErrorBody, type PublicDocumentDto, type SendResponse, type SharingEventPayload } from '@atelier/core';
import { startFakeSmsGateway, type FakeSmsGateway } from '../../integrations/sms/fake-sms.js';
import { pdfText, plain, signaturePng } from '../../pdf/test-support/pdf-tools.js';
import { makeDocument } from '../../test/documents.js';
import { makeMember, makeUser, recordSubscription, type TestUser } from '../../test/factories.js';
import { estimateData, estimateDefinition, makeForm } from '../../test/forms.js';
import { httpClient, userCall } from '../../test/http-client.js';
import { connectPresence } from '../../test/presence-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const THREE_LINES = [
  { name: 'Filtru ulei', qty: 1, price: '45.50' },
  { name: 'Ulei motor 5W30', qty: 4, price: '52.25' },
  { name: 'Plăcuțe frână', qty: 1, price: '180.00' },
];

/**
 * Issue 29 through HTTP: a workshop sends a document (e-mail, SMS through the fake gateway, a link),
 * the customer opens `/d/{token}` without an account and answers; the workshop sees where it stands.
 */
describe('sending documents to their customers', () => {
  let t: TestApp;
  let sms: FakeSmsGateway;
  let estimateForm: string;
  let contractForm: string;
  const anonymous = () => httpClient(t.url);

  beforeAll(async () => {
    sms = await startFakeSmsGateway();
    t = await startTestApp({ kind: 'pglite', env: { SMS_GATEWAY_URL: sms.url, SMS_GATEWAY_KEY: sms.apiKey, SMS_RETRIES: '0' } });
    estimateForm = (await makeForm(t)).id;
    contractForm = (await makeForm(t, { key: 'contract-test', document: { ...estimateDefinition().document, kind: 'contract' } })).id;
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
  });

  const workshop = async (formIds = [estimateForm]) => {
    const user = await makeUser(t);
    const { grantAccess } = await import('../forms/forms.repo.js');
    for (const id of formIds) await grantAccess(t.database.db, user.businessId, id);
    await t.database.db.updateTable('businesses').set({ name: 'Service Auto Ștefănescu' }).where('id', '=', user.businessId).execute();
    return user;
  };
  const estimate = (user: TestUser) => makeDocument({ user, formId: estimateForm, data: estimateData({ parts: THREE_LINES }) });
  const send = (user: TestUser, id: string, body: Record<string, unknown>) => userCall<SendResponse>(user, 'POST', `/api/user/documents/${id}/send`, body);
  const sharing = (user: TestUser, id: string) => userCall<DocumentSharingDto>(user, 'GET', `/api/user/documents/${id}/sharing`);
  const tokenOf = (url: string) => url.split('/d/')[1]!;
  // A phone's browser: fetch's own User-Agent ("node") is a robot's, which does not open a link.
  const view = (token: string, query = '') => anonymous().request<PublicDocumentDto & ErrorBody>('GET', `/api/public/d/${token}${query}`, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Test' } });
  const answer = (token: string, body: Record<string, unknown>) =>
    anonymous().request<AnswerDto & ErrorBody>('POST', `/api/public/d/${token}/answer`, { json: { consent: true, signer_name: 'Maria Ionescu', ...body }, headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Test' } });
  const bytes = async (path: string, token?: string) => {
    const res = await fetch(`${t.url}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    return { status: res.status, type: res.headers.get('content-type'), robots: res.headers.get('x-robots-tag'), body: Buffer.from(await res.arrayBuffer()) };
  };

  it('e-mails the document with its PDF and link; the customer opens it, approves two lines of three and signs; the workshop sees it partly approved, also in History', async () => {
    const owner = await workshop();
    const doc = await estimate(owner);
    expect((await sharing(owner, doc.id)).body.state).toBe('not_sent');

    const sent = await send(owner, doc.id, { channel: 'email', to: 'Maria.Ionescu@example.ro', message: 'Bună ziua, devizul pentru Logan.', locale: 'ro' });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.url).toMatch(new RegExp(`^${t.config.publicUrl}/d/[A-Za-z0-9_-]{43}$`));
    expect(sent.body.send).toMatchObject({ channel: 'email', to: 'maria.ionescu@example.ro', document_version: 1, status: 'sent' });
    const token = tokenOf(sent.body.url);
    // Only the hash is kept.
    const stored = await t.database.db.selectFrom('share_links').select('token_hash').where('document_id', '=', doc.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const mail = t.mailer.sent.find((m) => m.to === 'maria.ionescu@example.ro')!;
    expect(mail.fromName).toBe('Service Auto Ștefănescu');
    expect(mail.replyTo).toEqual({ name: 'Service Auto Ștefănescu', address: owner.email });
    expect(mail.subject).toContain(doc.number);
    expect(mail.text).toContain('Bună ziua, devizul pentru Logan.');
    expect(mail.text).toContain(sent.body.url);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]!.contentType).toBe('application/pdf');
    expect(Buffer.from(mail.attachments![0]!.content).subarray(0, 5).toString()).toBe('%PDF-');

    const state = (await sharing(owner, doc.id)).body;
    expect(state.state).toBe('sent');
    expect(state.sends).toEqual([expect.objectContaining({ channel: 'email', to: 'maria.ionescu@example.ro', sent_by: owner.email, status: 'sent' })]);
    expect(state.links[0]).toMatchObject({ created_by: owner.email, first_opened_at: null, revoked_at: null });
    expect(state.action).toBe('approve');
    expect(state.sms_available).toBe(true);

    // The customer's page: no account, noindex, the document as the PDF prints it.
    const page = await view(token);
    expect(page.status, page.text).toBe(200);
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(page.body.business.name).toBe('Service Auto Ștefănescu');
    expect(page.body.document).toMatchObject({ number: doc.number, version: 1, kind: 'estimate', currency: 'RON' });
    expect(page.body.document.lines.map((l) => [l.index, l.kind, l.description, l.quantity, plain(l.total)])).toEqual([
      [0, 'part', 'Filtru ulei', '1', '45,50 lei'],
      [1, 'part', 'Ulei motor 5W30', '4', '209,00 lei'],
      [2, 'part', 'Plăcuțe frână', '1', '180,00 lei'],
    ]);
    expect(page.body.document.lines.map((l) => l.amount)).toEqual([45.5, 209, 180]);
    expect(page.body.document.totals.map((x) => [x.label, plain(x.value)])).toEqual([
      ['Total fără TVA', '434,50 lei'],
      ['TVA', '91,25 lei'],
      ['Total', '525,75 lei'],
    ]);
    expect(page.body.document.total_amount).toBe(525.75);
    expect(page.body.document.sections.find((s) => s.pairs.some((p) => p.value === 'Ștefan Popescu'))).toBeDefined();
    expect(page.body).toMatchObject({ action: 'approve', answer: null, locale: 'ro', xml_url: null });
    expect((await view(token, '?locale=en')).body.document.totals.at(-1)?.value).toMatch(/525\.75/);
    const opened = (await sharing(owner, doc.id)).body;
    expect(opened.state).toBe('opened');
    expect(opened.links[0]!.first_opened_at).not.toBeNull();

    // Two lines approved, one declined, signed.
    const answered = await answer(token, { version: 1, decision: 'approve', lines: [{ index: 0, approved: true }, { index: 1, approved: true }, { index: 2, approved: false }], comment: 'Plăcuțele la vară.', signature: signaturePng() });
    expect(answered.status, answered.text).toBe(201);
    expect(answered.body).toMatchObject({ decision: 'partly_approved', document_version: 1, comment: 'Plăcuțele la vară.', signer_name: 'Maria Ionescu' });
    expect(answered.body.content_sha256).toMatch(/^[0-9a-f]{64}$/);
    const row = await t.database.db.selectFrom('share_answers').select(['network', 'user_agent', 'signature']).where('id', '=', answered.body.id).executeTakeFirstOrThrow();
    expect(row.user_agent).toBe('Mozilla/5.0 (iPhone) Test');
    // The network, not the address (as the sessions' devices keep it): the test's loopback /24.
    expect(row.network).toBe('127.0.0.*');
    expect(row.signature?.subarray(0, 4).toString('hex')).toBe('89504e47');

    expect((await sharing(owner, doc.id)).body).toMatchObject({ state: 'partly_approved', answers: [expect.objectContaining({ id: answered.body.id })] });
    const notice = t.mailer.sent.find((m) => m.to === owner.email && m.subject.includes('Maria Ionescu'))!;
    expect(notice.subject).toContain('a aprobat parțial');
    expect(notice.text).toContain('Plăcuțele la vară.');
    expect(notice.text).toContain(`/documents/${doc.id}`);

    // History: the state as a column and a filter.
    const other = await estimate(owner);
    const history = (query: string) => userCall<DocumentDto[]>(owner, 'GET', `/api/user/completed_forms${query}`);
    const all = (await history('')).body;
    expect(all.find((d) => d.id === doc.id)?.share_state).toBe('partly_approved');
    expect(all.find((d) => d.id === other.id)?.share_state).toBe('not_sent');
    expect((await history('?share_state=partly_approved')).body.map((d) => d.id)).toEqual([doc.id]);
    expect((await history('?share_state=not_sent')).body.map((d) => d.id)).toEqual([other.id]);
    expect((await history('?share_state=signed')).body).toEqual([]);

    // The PDF from the link; answering twice is refused.
    const pdf = await bytes(`/api/public/d/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.robots).toContain('noindex');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const again = await answer(token, { version: 1, decision: 'decline' });
    expect([again.status, again.body.error.code]).toEqual([409, 'already_answered']);
    // An invoice's XML only.
    const xml = await anonymous().request<ErrorBody>('GET', `/api/public/d/${token}/xml`);
    expect([xml.status, xml.body.error.code]).toEqual([422, 'not_an_invoice']);

    // Edited: a new version, to be answered again; the earlier answer and its PDF stay as they were.
    const edited = await userCall<DocumentDto>(owner, 'PUT', `/api/user/completed_forms/${doc.id}`, { version: 1, data: estimateData({ parts: [{ name: 'Bujii', qty: 4, price: '30.00' }] }) });
    expect(edited.status, edited.text).toBe(200);
    const fresh = await view(token);
    expect(fresh.body).toMatchObject({ answer: null, document: { version: 2 } });
    expect((await sharing(owner, doc.id)).body.state).toBe('opened');
    const stale = await answer(token, { version: 1, decision: 'approve', signature: signaturePng() });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'document_changed']);
    const earlier = await bytes(`/api/user/documents/${doc.id}/answers/${answered.body.id}/pdf`, owner.token);
    expect(earlier.status).toBe(200);
    const text = pdfText(earlier.body).flat;
    expect(text).toContain('Plăcuțe frână');
    expect(text).not.toContain('Bujii');
    // The answer's PDF is its business's alone: another business gets 404, no session 401.
    expect((await bytes(`/api/user/documents/${doc.id}/answers/${answered.body.id}/pdf`, (await workshop()).token)).status).toBe(404);
    expect((await bytes(`/api/user/documents/${doc.id}/answers/${answered.body.id}/pdf`)).status).toBe(401);
    const whole = await answer(token, { version: 2, decision: 'approve', signature: signaturePng() });
    expect([whole.status, whole.body.decision]).toEqual([201, 'approved']);
    expect((await sharing(owner, doc.id)).body.answers.map((a) => [a.document_version, a.decision])).toEqual([
      [2, 'approved'],
      [1, 'partly_approved'],
    ]);
  }, 45_000);

  it('refuses answers that do not fit: a signature for approving, lines the document has, sign only for contracts; the business hears the customer live', async () => {
    const owner = await workshop([estimateForm, contractForm]);
    const doc = await estimate(owner);
    const token = tokenOf((await send(owner, doc.id, { channel: 'link' })).body.url);
    const unsigned = await answer(token, { version: 1, decision: 'approve' });
    expect([unsigned.status, unsigned.body.error.code]).toEqual([422, 'signature_invalid']);
    const notPng = await answer(token, { version: 1, decision: 'approve', signature: `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}` });
    expect([notPng.status, notPng.body.error.code]).toEqual([422, 'signature_invalid']);
    // A PNG's first bytes and then garbage: refused when answered, not a PDF that fails later.
    const damagedPng = Buffer.concat([Buffer.from(signaturePng().split(',')[1]!, 'base64').subarray(0, 33), Buffer.from('and nothing readable after')]);
    const damaged = await answer(token, { version: 1, decision: 'approve', signature: `data:image/png;base64,${damagedPng.toString('base64')}` });
    expect([damaged.status, damaged.body.error.code]).toEqual([422, 'signature_invalid']);
    const noSuchLine = await answer(token, { version: 1, decision: 'approve', lines: [{ index: 3, approved: true }], signature: signaturePng() });
    expect([noSuchLine.status, noSuchLine.body.error.code]).toEqual([400, 'validation_error']);
    const signing = await answer(token, { version: 1, decision: 'sign', signature: signaturePng() });
    expect([signing.status, signing.body.error.code]).toEqual([400, 'validation_error']);
    // Declining needs no signature.
    expect((await answer(token, { version: 1, decision: 'decline', comment: 'Prea scump.' })).body.decision).toBe('declined');

    const contract = await makeDocument({ user: owner, formId: contractForm });
    const contractToken = tokenOf((await send(owner, contract.id, { channel: 'whatsapp', to: '0722 123 456' })).body.url);
    // Live: the business's open pages hear the customer (the presence socket), another business's do not.
    const ours = await connectPresence(t.url, owner.token);
    const theirs = await connectPresence(t.url, (await workshop()).token);
    const heard: { ours: SharingEventPayload[]; theirs: SharingEventPayload[] } = { ours: [], theirs: [] };
    ours.socket.on(SHARING_EVENT, (payload: SharingEventPayload) => heard.ours.push(payload));
    theirs.socket.on(SHARING_EVENT, (payload: SharingEventPayload) => heard.theirs.push(payload));
    expect((await view(contractToken)).body.action).toBe('sign');
    const approving = await answer(contractToken, { version: 1, decision: 'approve', signature: signaturePng() });
    expect(approving.status).toBe(400);
    const signed = await answer(contractToken, { version: 1, decision: 'sign', signature: signaturePng() });
    expect([signed.status, signed.body.decision]).toEqual([201, 'signed']);
    await expect.poll(() => heard.ours.map((e) => [e.document_id, e.state])).toEqual([
      [contract.id, 'opened'],
      [contract.id, 'signed'],
    ]);
    expect(heard.theirs).toEqual([]);
    ours.close();
    theirs.close();
    expect((await sharing(owner, contract.id)).body.sends[0]).toMatchObject({ channel: 'whatsapp', to: '+40722123456' });
  });

  it('a withdrawn link answers 404, an expired one 410 with the workshop\'s contact; another business, a stranger and a made-up token get nothing', async () => {
    const owner = await workshop();
    const member = await makeMember(t, owner);
    const doc = await estimate(owner);
    // A member who may open the document may send it.
    const byMember = await send(member, doc.id, { channel: 'link' });
    expect(byMember.status, byMember.text).toBe(201);
    const token = tokenOf(byMember.body.url);
    expect((await sharing(owner, doc.id)).body.sends[0]!.sent_by).toBe('Mecanic Ion');

    const stranger = await workshop();
    expect((await send(stranger, doc.id, { channel: 'link' })).status).toBe(404);
    expect((await sharing(stranger, doc.id)).status).toBe(404);
    const foreignRevoke = await userCall<ErrorBody>(stranger, 'DELETE', `/api/user/documents/${doc.id}/links/${byMember.body.send.link_id}`);
    expect(foreignRevoke.status).toBe(404);
    const strangersDoc = await estimate(stranger);
    expect((await userCall<ErrorBody>(stranger, 'DELETE', `/api/user/documents/${strangersDoc.id}/links/${byMember.body.send.link_id}`)).body.error.code).toBe('link_not_found');
    expect((await anonymous().request('GET', `/api/user/documents/${doc.id}/sharing`)).status).toBe(401);
    expect((await view(token)).status).toBe(200);
    const madeUp = await view('A'.repeat(43));
    expect([madeUp.status, madeUp.body.error.code]).toEqual([404, 'link_not_found']);
    // A token of the wrong shape (cut short when copied, a made-up word) is an unknown link too.
    for (const malformed of [token.slice(0, 20), 'not-a-link', `${token}x`]) {
      const answer = await view(malformed);
      expect([malformed, answer.status, answer.body.error.code]).toEqual([malformed, 404, 'link_not_found']);
    }

    const revoked = await userCall(owner, 'DELETE', `/api/user/documents/${doc.id}/links/${byMember.body.send.link_id}`);
    expect(revoked.status).toBe(204);
    const gone = await view(token);
    expect([gone.status, gone.body.error.code]).toEqual([404, 'link_not_found']);
    expect((await bytes(`/api/public/d/${token}/pdf`)).status).toBe(404);

    const later = tokenOf((await send(owner, doc.id, { channel: 'link' })).body.url);
    t.clock.advance(31 * DAY_MS);
    try {
      const expired = await view(later);
      expect([expired.status, expired.body.error.code]).toEqual([410, 'link_expired']);
      expect(expired.body.error.details).toContainEqual({ path: 'business.name', message: 'Service Auto Ștefănescu' });
      expect(expired.body.error.details).toContainEqual({ path: 'business.email', message: owner.email });
      expect((await answer(later, { version: 1, decision: 'decline' })).status).toBe(410);
    } finally {
      t.clock.advance(-31 * DAY_MS);
    }
  });

  it("keeps an answered version's PDF as it was first made: made in the customer's language after the answer, the same bytes to both sides, unchanged by a later logo", async () => {
    const owner = await workshop();
    const doc = await estimate(owner);
    const token = tokenOf((await send(owner, doc.id, { channel: 'email', to: 'client@example.com', locale: 'en' })).body.url);
    const answered = await answer(token, { version: 1, decision: 'approve', lines: [{ index: 0, approved: true }, { index: 1, approved: false }, { index: 2, approved: true }], signature: signaturePng() });
    expect(answered.status, answered.text).toBe(201);
    const kept = () => t.database.db.selectFrom('share_answer_pdfs').select(['locale', 'pdf', 'business_id']).where('answer_id', '=', answered.body.id).orderBy('locale').execute();
    expect(await kept()).toEqual([]);
    // The job the answer queued makes it in the customer's language (the send's: English).
    await t.app.jobs.tick();
    const [english] = await kept();
    expect([english?.locale, english?.business_id]).toEqual(['en', owner.businessId]);
    expect(pdfText(english!.pdf).flat).toContain('Partly approved by the customer');

    // The customer's PDF and the workshop's are that file; a logo added since does not change it.
    await recordSubscription(t, owner, { logo: true });
    expect((await userCall(owner, 'PUT', '/api/user/logo', { image: Buffer.from(signaturePng().split(',')[1]!, 'base64').toString('base64') })).status).toBe(200);
    const customers = await bytes(`/api/public/d/${token}/pdf?locale=en`);
    const workshops = await bytes(`/api/user/documents/${doc.id}/answers/${answered.body.id}/pdf?locale=en`, owner.token);
    expect([customers.status, workshops.status]).toEqual([200, 200]);
    expect(customers.body.equals(english!.pdf)).toBe(true);
    expect(workshops.body.equals(english!.pdf)).toBe(true);

    // Another language is made when first asked, then kept: the second download is the same file.
    const romanian = await bytes(`/api/user/documents/${doc.id}/answers/${answered.body.id}/pdf?locale=ro`, owner.token);
    expect(pdfText(romanian.body).flat).toContain('Acceptat parțial de client');
    expect((await kept()).map((row) => row.locale)).toEqual(['en', 'ro']);
    expect((await bytes(`/api/user/documents/${doc.id}/answers/${answered.body.id}/pdf?locale=ro`, owner.token)).body.equals(romanian.body)).toBe(true);
    // The plain document (not answered) is still made at each download.
    const other = await estimate(owner);
    const plain = tokenOf((await send(owner, other.id, { channel: 'link' })).body.url);
    expect((await bytes(`/api/public/d/${plain}/pdf`)).status).toBe(200);
    expect(await t.database.db.selectFrom('share_answer_pdfs').select('answer_id').where('business_id', '=', owner.businessId).execute()).toHaveLength(2);
  });

  it("shows the business's logo on its customer's page while its logo add-on lasts, and none without it", async () => {
    const owner = await workshop();
    const token = tokenOf((await send(owner, (await estimate(owner)).id, { channel: 'link' })).body.url);
    expect((await view(token)).body.business.logo_url).toBeNull();
    expect((await bytes(`/api/public/d/${token}/logo`)).status).toBe(404);

    await recordSubscription(t, owner, { logo: true });
    const png = Buffer.from(signaturePng().replace(/^data:image\/png;base64,/, ''), 'base64');
    expect((await userCall(owner, 'PUT', '/api/user/logo', { image: png.toString('base64') })).status).toBe(200);

    const page = await view(token);
    expect(page.body.business.logo_url).toBe(`/api/public/d/${token}/logo`);
    const logo = await bytes(page.body.business.logo_url!);
    expect([logo.status, logo.type, logo.robots]).toEqual([200, 'image/png', 'noindex, nofollow']);
    expect(logo.body.equals(png)).toBe(true);
    // A made-up token gets nothing.
    expect((await bytes(`/api/public/d/${'B'.repeat(43)}/logo`)).status).toBe(404);
  });

  it('sends an SMS through the gateway with the text and the link; a bad number is 422, a gateway down 502, and without a gateway 503', async () => {
    const owner = await workshop();
    const doc = await estimate(owner);
    const sent = await send(owner, doc.id, { channel: 'sms', to: '0722 123 456', message: 'Devizul dvs.:', locale: 'ro' });
    expect(sent.status, sent.text).toBe(201);
    const message = sms.messages.at(-1)!;
    expect(message.to).toBe('+40722123456');
    expect(message.text).toBe(`Devizul dvs.:\n${sent.body.url}`);

    const fixedLine = await send(owner, doc.id, { channel: 'sms', to: '021 312 3456' });
    expect([fixedLine.status, fixedLine.body.error.code]).toEqual([422, 'recipient_invalid']);
    sms.setDown(true);
    try {
      const down = await send(owner, doc.id, { channel: 'sms', to: '0722 123 456' });
      expect([down.status, down.body.error.code]).toEqual([502, 'sms_failed']);
    } finally {
      sms.setDown(false);
    }
    // The failed send is recorded, its link withdrawn.
    const state = (await sharing(owner, doc.id)).body;
    const failed = state.sends.find((s) => s.status === 'failed')!;
    expect(state.sends.map((s) => s.status).sort()).toEqual(['failed', 'sent']);
    expect(state.links.find((l) => l.id === failed.link_id)?.revoked_at).not.toBeNull();
    expect(state.links.find((l) => l.id === sent.body.send.link_id)?.revoked_at).toBeNull();

    const off = await startTestApp({ kind: 'pglite', database: t.database });
    try {
      const asOwner = { ...owner, client: httpClient(off.url) };
      const unavailable = await send(asOwner, doc.id, { channel: 'sms', to: '0722 123 456' });
      expect([unavailable.status, unavailable.body.error.code]).toEqual([503, 'sms_unavailable']);
      expect((await sharing(asOwner, doc.id)).body.sms_available).toBe(false);
    } finally {
      await off.close();
    }
  });

  it("sends a day's worth of e-mails at once: each one's PDF waits its turn instead of a 503 from a full PDF queue", async () => {
    // One PDF worker: its queue takes 64 before it refuses (pdf/pool.ts); 100 sends at once went past it.
    const small = await startTestApp({ kind: 'pglite', database: t.database, env: { PDF_WORKERS: '1' } });
    try {
      const owner = await workshop();
      const asOwner = { ...owner, client: httpClient(small.url) };
      const doc = await estimate(owner);
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => send(asOwner, doc.id, { channel: 'email', to: `client${i}@example.ro` })));
      expect(answers.filter((a) => a.status !== 201).map((a) => [a.status, a.body.error?.code])).toEqual([]);
      expect(new Set(small.mailer.sent.map((m) => m.to)).size).toBe(100);
    } finally {
      await small.close();
    }
  });
});
