import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerDto, CarryDto, CarryTargetsDto, DocumentDto, FormData, SendResponse } from '@atelier/core';
import { signaturePng } from '../../pdf/test-support/pdf-tools.js';
import { catalogDefinition } from '../../pdf/test-support/samples.js';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { httpClient, userCall } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createFormsService } from '../forms/forms.service.js';
import { grantAccess } from '../forms/forms.repo.js';

/** A car service estimate: one labour line (line 1 on the customer's page), then two parts (lines 2 and 3). */
const ESTIMATE: FormData = {
  company: { date: '2026-11-20', valid_until: '2026-12-20', name: 'Service Auto Someș SRL', cui: 'RO18547290', address: 'Str. Fabricii 12, Cluj-Napoca' },
  client: { type: 'pf', name: 'Ștefan Țurcanu', phone: '0722 123 456', email: 'stefan@example.ro' },
  vehicle: { make: 'Dacia', model: 'Logan', plate: 'CJ 12 ABC', vin: 'UU1LSDAAH12345678', odometer: 187450, fuel: 'motorina', entry_date: '2026-11-20' },
  observations: { reason: 'Zgomot la frânare' },
  labor: { items: [{ operation: 'Înlocuire plăcuțe frână față', code: 'OP-100', hours: 1.5, rate: '180.00', technician: 'Mihai Șerban' }] },
  parts: {
    items: [
      { code: 'P734012', name: 'Plăcuțe frână față ATE', qty: 1, unit: 'set', price: '210.00', source: 'new' },
      { code: 'P734049', name: 'Lichid de frână DOT4', qty: 2, unit: 'l', price: '35.50', source: 'new' },
    ],
  },
};

/**
 * Issue 29, the order from the approved lines through HTTP: the applications offered, and the start
 * of a service order or an invoice made from the version the customer answered.
 */
describe.each(databaseKinds())('an order from the lines a customer approved (%s)', (kind) => {
  let t: TestApp;
  const forms: Record<'deviz' | 'order' | 'invoice' | 'agreement', string> = { deviz: '', order: '', invoice: '', agreement: '' };
  let publicOrder = '';

  beforeAll(async () => {
    t = await startTestApp({ kind });
    const service = createFormsService({ db: t.database.db, now: t.clock.now });
    // Private, so that only what a business is given is offered (the catalogue's public ones would join the list).
    const publish = async (file: string) => (await service.publish({ ...catalogDefinition(file), public: false })).id;
    forms.deviz = await publish('deviz-auto-platitor-tva.json');
    forms.order = await publish('comanda-service.json');
    forms.invoice = await publish('factura-platitor-tva.json');
    forms.agreement = await publish('acord-confidentialitate.json');
    // Public ones every business may use: an order is offered (after the business's own), a cash register is not.
    publicOrder = (await service.publish(catalogDefinition('comanda-catre-furnizor.json'))).id;
    await service.publish(catalogDefinition('registru-de-casa.json'));
  });
  afterAll(async () => t?.close());

  const workshop = async () => {
    const owner = await makeUser(t);
    for (const id of Object.values(forms)) await grantAccess(t.database.db, owner.businessId, id);
    return owner;
  };
  const answerPath = (doc: string, answer: string) => `/api/user/documents/${doc}/answers/${answer}`;
  const targets = (who: TestUser, doc: string, answer: string) => userCall<CarryTargetsDto>(who, 'GET', `${answerPath(doc, answer)}/carry-targets?locale=ro`);
  const carry = (who: TestUser, doc: string, answer: string, formId: string) => userCall<CarryDto>(who, 'GET', `${answerPath(doc, answer)}/carry?form_id=${formId}`);

  /** The estimate, sent as a link and answered by the customer. */
  const answered = async (owner: TestUser, body: Record<string, unknown>): Promise<{ doc: DocumentDto; answer: AnswerDto }> => {
    const doc = await makeDocument({ user: owner, formId: forms.deviz, data: ESTIMATE });
    const sent = await userCall<SendResponse>(owner, 'POST', `/api/user/documents/${doc.id}/send`, { channel: 'link' });
    expect(sent.status, sent.text).toBe(201);
    const token = sent.body.url.split('/d/')[1]!;
    const res = await httpClient(t.url).request<AnswerDto>('POST', `/api/public/d/${token}/answer`, { json: { consent: true, signer_name: 'Ștefan Țurcanu', version: 1, signature: signaturePng(), ...body } });
    expect(res.status, res.text).toBe(201);
    return { doc, answer: res.body };
  };
  const partly = (owner: TestUser) =>
    answered(owner, { decision: 'approve', lines: [{ index: 0, approved: true }, { index: 1, approved: false }, { index: 2, approved: true }] });

  it("offers the service order, then the invoice, then a public order; never the estimate itself, an application without lines, nor a public one of another kind", async () => {
    const owner = await workshop();
    const { doc, answer } = await partly(owner);
    expect(answer.decision).toBe('partly_approved');
    const res = await targets(owner, doc.id, answer.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.targets).toEqual([
      { form_id: forms.order, title: 'Comandă de service', kind: 'order' },
      { form_id: forms.invoice, title: expect.any(String), kind: 'invoice' },
      { form_id: publicOrder, title: expect.any(String), kind: 'order' },
    ]);
  });

  it("starts a service order with the two approved lines (labour and a part, with their values) and the client and vehicle of the version answered; nothing of the estimate's own", async () => {
    const owner = await workshop();
    const { doc, answer } = await partly(owner);
    // Edited after the answer: the order still comes from what the customer approved.
    const edited = structuredClone(ESTIMATE);
    (edited.client as Record<string, unknown>).name = 'Alt Client';
    (edited.parts!.items as Record<string, unknown>[])[1]!.name = 'Lichid schimbat';
    const put = await userCall<DocumentDto>(owner, 'PUT', `/api/user/completed_forms/${doc.id}`, { data: edited, version: 1 });
    expect(put.status, put.text).toBe(200);

    const res = await carry(owner, doc.id, answer.id, forms.order);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      form_id: forms.order,
      data: {
        client: { type: 'pf', name: 'Ștefan Țurcanu', phone: '0722 123 456', email: 'stefan@example.ro' },
        // The plate as the save normalized it.
        vehicle: { make: 'Dacia', model: 'Logan', plate: 'CJ12ABC', vin: 'UU1LSDAAH12345678', odometer: 187450, fuel: 'motorina' },
        // The same visit's reason: the order's symptoms.
        request: { symptoms: 'Zgomot la frânare', works: [{ operation: 'Înlocuire plăcuțe frână față', mechanic: 'Mihai Șerban', hours: 1.5 }] },
        parts: { items: [{ code: 'P734049', name: 'Lichid de frână DOT4', qty: 2, unit: 'l' }] },
      },
    });
    // No number, date or validity (document.*) in any step.
    expect(res.body.data.company).toBeUndefined();

    // A member of the business may do it too.
    const member = await makeMember(t, owner);
    expect((await carry(member, doc.id, answer.id, forms.order)).body).toEqual(res.body);
  });

  it("puts labour and parts of a whole approval into an invoice's lines (operation → name, hours → qty, rate → price, by the hour)", async () => {
    const owner = await workshop();
    const { doc, answer } = await answered(owner, { decision: 'approve' });
    expect(answer.decision).toBe('approved');
    const res = await carry(owner, doc.id, answer.id, forms.invoice);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.lines).toEqual({
      items: [
        { code: 'OP-100', name: 'Înlocuire plăcuțe frână față', unit: 'ora', qty: 1.5, price: '180.00', vat_rate: '21' },
        { code: 'P734012', name: 'Plăcuțe frână față ATE', unit: 'set', qty: 1, price: '210.00', vat_rate: '21' },
        { code: 'P734049', name: 'Lichid de frână DOT4', unit: 'l', qty: 2, price: '35.50', vat_rate: '21' },
      ],
    });
    expect(res.body.data.client).toEqual({ type: 'pf', name: 'Ștefan Țurcanu', phone: '0722 123 456', email: 'stefan@example.ro' });
    // The invoice names the car (its optional vehicle step), as the estimate answered did.
    expect(res.body.data.vehicle).toEqual({ plate: 'CJ12ABC', vin: 'UU1LSDAAH12345678', odometer: 187450 });
  });

  it('is in the OpenAPI document with its query and answer', async () => {
    const doc = (await (await fetch(`${t.url}/api/docs/json`)).json()) as { paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: Record<string, unknown> }>> };
    const route = doc.paths['/api/user/documents/{id}/answers/{answerId}/carry']?.get;
    expect(route?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['id', 'answerId', 'form_id']));
    expect(JSON.stringify(route?.responses['200'])).toContain('"form_id"');
    expect(Object.keys(route?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '404', '422']));
    expect(doc.paths['/api/user/documents/{id}/answers/{answerId}/carry-targets']?.get?.responses['200']).toBeDefined();
  });

  it('refuses a declined answer (422 nothing_approved) and an application without lines (422 no_line_target); unknown ids are 404', async () => {
    const owner = await workshop();
    const declined = await answered(owner, { decision: 'decline', signature: undefined });
    expect(declined.answer.decision).toBe('declined');
    for (const res of [await carry(owner, declined.doc.id, declined.answer.id, forms.order), await targets(owner, declined.doc.id, declined.answer.id)]) {
      expect([res.status, res.body.error.code]).toEqual([422, 'nothing_approved']);
    }
    const { doc, answer } = await partly(owner);
    const noLines = await carry(owner, doc.id, answer.id, forms.agreement);
    expect([noLines.status, noLines.body.error.code]).toEqual([422, 'no_line_target']);
    const unknownForm = await carry(owner, doc.id, answer.id, 'ffffffffffffffffffffff00');
    expect([unknownForm.status, unknownForm.body.error.code]).toEqual([404, 'form_not_found']);
    // Another document's answer id under this document.
    const unknownAnswer = await carry(owner, doc.id, declined.answer.id, forms.order);
    expect([unknownAnswer.status, unknownAnswer.body.error.code]).toEqual([404, 'not_found']);
  });

  it('gives another business and anonymous callers nothing', async () => {
    const owner = await workshop();
    const { doc, answer } = await partly(owner);
    const stranger = await workshop();
    const strangers = await makeDocument({ user: stranger, formId: forms.deviz, data: ESTIMATE });
    for (const res of [await carry(stranger, doc.id, answer.id, forms.order), await targets(stranger, doc.id, answer.id)]) {
      expect([res.status, res.body.error.code]).toEqual([404, 'document_not_found']);
    }
    // Their own document with this business's answer: still nothing.
    const mixed = await carry(stranger, strangers.id, answer.id, forms.order);
    expect([mixed.status, mixed.body.error.code]).toEqual([404, 'not_found']);
    expect(JSON.stringify(mixed.body)).not.toContain('Țurcanu');
    const anonymous = httpClient(t.url);
    expect((await anonymous.request('GET', `${answerPath(doc.id, answer.id)}/carry?form_id=${forms.order}`)).status).toBe(401);
    expect((await anonymous.request('GET', `${answerPath(doc.id, answer.id)}/carry-targets`)).status).toBe(401);
  });
});
