import { sql } from 'kysely';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cnpKey,
  cuiKey,
  emailKey,
  nameKey,
  phoneKey,
  type CustomerDetailDto,
  type CustomerEraseResult,
  type CustomersResponse,
  type DocumentDto,
} from '@atelier/core';
import { migrate } from '../../db/migrate.js';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { httpClient, userCall } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { clientForm } from './customers-test-support.js';

const CNP = '1630615123457';

type Client = { name: string; type?: 'pf' | 'pj'; phone?: string; email?: string; cnp?: string; cui?: string; address?: string };

describe.each(databaseKinds())('the customer directory on %s', (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let bogdan: TestUser;
  let mihai: TestUser;
  const forms = { estimate: '', invoice: '' };
  const docs: Record<string, DocumentDto> = {};
  const ids = { popescu: '', transport: '', maria: '' };

  const data = (client: Client, date: string, plate = 'CJ 12 ABC') => {
    const base = estimateData({ vehicle: { plate, vin: '' } }) as Record<string, Record<string, unknown>>;
    return { ...base, client: { type: 'pf', phone: '', ...client, date } };
  };
  // A second apart, as saves are: a rebuild replays them in the order they were saved.
  const save = (user: TestUser, client: Client, date: string, form = forms.estimate, plate?: string) => {
    t.clock.advance(1000);
    return makeDocument({ user, formId: form, data: data(client, date, plate) });
  };
  const list = async (user: TestUser, query = '') => {
    const res = await userCall<CustomersResponse>(user, 'GET', `/api/user/customers${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const page = async (user: TestUser, id: string) => {
    const res = await userCall<CustomerDetailDto>(user, 'GET', `/api/user/customers/${id}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const idOf = async (user: TestUser, query: string) => {
    const found = await list(user, `?query=${encodeURIComponent(query)}`);
    expect(found.total, query).toBe(1);
    return found.results[0]!.id;
  };
  /** The directory's rows as a rebuild must make them again (the times it wrote them aside). */
  const rows = async (businessId: string) => {
    // A new document is placed just after its save answered: wait for the placings in flight.
    await t.app.placings.idle();
    return {
      customers: (
        await sql`select id, kind, name, cui, cnp, phone, phones, email, emails, address, keys, documents, first_seen::text, last_seen::text, search, reminders
          from customers where business_id = ${businessId} order by id`.execute(t.database.db)
      ).rows,
      links: (await sql`select * from customer_documents where business_id = ${businessId} order by document_id`.execute(t.database.db)).rows,
    };
  };

  beforeAll(async () => {
    t = await startTestApp({ kind });
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    mihai = await makeMember(t, ana);
    forms.estimate = (await makeForm(t, clientForm('deviz-clienti-test', 'estimate'))).id;
    forms.invoice = (await makeForm(t, clientForm('factura-clienti-test', 'invoice'))).id;
    // One person typed three ways, tied by the phone and the CNP.
    docs.e1 = await save(ana, { name: 'Ștefan Popescu', phone: '0722 123 456', email: 'Stefan@Exemplu.ro', address: 'Str. Lungă 1', cnp: CNP }, '2026-01-10');
    docs.e2 = await save(mihai, { name: 'POPESCU  STEFAN', phone: '+40722123456' }, '2026-02-01');
    docs.inv = await save(ana, { name: 'Ștefan Popescu', phone: '0722123456', cnp: CNP }, '2026-03-05', forms.invoice);
    // A company by its CUI, with and without RO.
    docs.c1 = await save(ana, { name: 'Transport SRL', type: 'pj', cui: 'RO18547290', phone: '0264 123 456' }, '2026-01-20', forms.estimate, 'B 123 XYZ');
    docs.c2 = await save(ana, { name: 'TRANSPORT S.R.L.', type: 'pj', cui: '18547290' }, '2026-02-20', forms.estimate, 'B 123 XYZ');
    // A name only, then the same name with a phone.
    docs.n1 = await save(ana, { name: 'Maria Ionescu' }, '2026-01-05', forms.estimate, 'IS 01 AAA');
    docs.n2 = await save(ana, { name: 'maria  IONESCU' }, '2026-01-06', forms.estimate, 'IS 01 AAA');
    docs.n3 = await save(ana, { name: 'Maria Ionescu', phone: '0733 000 111' }, '2026-01-07', forms.estimate, 'IS 01 AAA');
    docs.bogdan = await save(bogdan, { name: 'Ștefan Popescu', phone: '0722 123 456' }, '2026-01-05');
  });
  afterAll(async () => t?.close());

  it('keys CUI, CNP, phone, e-mail and name as core does, in the database too', async () => {
    const cuis = ['RO18547290', ' ro 18547290 ', '18547290', '18547291', '0123', '', 'abc'];
    const cnps = [CNP, '1 630615 123457', '1630615123458', '1631315123457', '1630230123452', '0000000000000', '7000229123459', ''];
    const phones = ['0722 123 456', '+40 722 123 456', '0040722123456', '0722.123.456', '(0722) 123-456', '722123456', '40722123456', '0264 123 456', '+39 06 1234 5678', '0039 06 1234 5678', '', 'n/a', '0722', '07221234567', 'tel 0722'];
    const emails = [' Ion.Popescu@Exemplu.RO ', 'ion@', '', 'a b@c.ro'];
    const names = ['  Ștefănescu   ION ', 'ŞTEFĂNESCU Ion', ' ', 'Client șters'];
    const db = t.database.db;
    const check = async (fn: string, values: string[], key: (v: string) => string | undefined) => {
      for (const v of values) expect((await sql<{ k: string | null }>`select ${sql.id(fn)}(${v}) as k`.execute(db)).rows[0]?.k ?? undefined, `${fn}(${v})`).toBe(key(v));
    };
    await check('customer_cui_key', cuis, cuiKey);
    await check('customer_cnp_key', cnps, cnpKey);
    await check('customer_phone_key', phones, phoneKey);
    await check('customer_email_key', emails, emailKey);
    await check('customer_name_key', names, nameKey);
  });

  it('makes one customer of documents typed differently: by phone, by CUI, by name', async () => {
    const all = await list(ana, '?limit=100');
    expect(all.total).toBe(3);
    ids.popescu = await idOf(ana, 'stefan');
    expect(ids.popescu).toBe(docs.e1!.id);
    const popescu = await page(ana, ids.popescu);
    expect(popescu.customer).toMatchObject({ kind: 'person', name: 'Ștefan Popescu', cnp: CNP, phone: '0722123456', phones: ['0722123456'], email: 'stefan@exemplu.ro', address: 'Str. Lungă 1', documents: 3, first_seen: '2026-01-10', last_seen: '2026-03-05', reminders: null });
    expect(popescu.documents.map((d) => d.id)).toEqual([docs.inv!.id, docs.e2!.id, docs.e1!.id]);
    expect(popescu.documents[0]).toMatchObject({ kind: 'invoice', number: docs.inv!.number, date: '2026-03-05', total: docs.inv!.facts['total.grand'], currency: 'RON' });
    const grand = (d: DocumentDto) => Number(d.facts['total.grand']);
    expect(popescu.totals).toEqual([{ currency: 'RON', estimated: (grand(docs.e1!) + grand(docs.e2!)).toFixed(2), invoiced: grand(docs.inv!).toFixed(2) }]);
    // The car its documents name, from the vehicle directory.
    expect(popescu.vehicles).toEqual([expect.objectContaining({ plate_key: 'CJ12ABC', documents: 3 })]);
    ids.transport = await idOf(ana, '18547');
    expect((await page(ana, ids.transport)).customer).toMatchObject({ kind: 'company', name: 'TRANSPORT S.R.L.', cui: '18547290', documents: 2 });
    ids.maria = await idOf(ana, 'ionescu');
    expect((await page(ana, ids.maria)).customer).toMatchObject({ name: 'Maria Ionescu', phone: '0733000111', documents: 3 });
  });

  it('searches as you type: without diacritics, by a phone however written, by e-mail, and pages with the total', async () => {
    expect((await list(ana, '?query=%C8%98TEF')).results.map((c) => c.id)).toEqual([ids.popescu]);
    expect((await list(ana, `?query=${encodeURIComponent('+40 722 12')}`)).results.map((c) => c.id)).toEqual([ids.popescu]);
    expect((await list(ana, '?query=exemplu.ro')).results.map((c) => c.id)).toEqual([ids.popescu]);
    expect((await list(ana, '?query=popescu%20stefan')).total).toBe(1);
    expect(await list(ana, '?query=nimeni')).toEqual({ results: [], total: 0 });
    const second = await list(ana, '?skip=1&limit=1');
    expect([second.results.length, second.total]).toEqual([1, 3]);
    expect(await list(ana, '?skip=9&limit=1')).toEqual({ results: [], total: 3 });
  });

  it('merges two records and undoes it; a rebuild keeps the merge', async () => {
    const merged = await userCall<CustomerDetailDto>(ana, 'POST', `/api/user/customers/${ids.transport}/merge`, { other_id: ids.maria });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body.customer.documents).toBe(5);
    expect(merged.body.merges).toEqual([expect.objectContaining({ merged_id: ids.maria, merged_name: 'Maria Ionescu', documents: 3 })]);
    expect((await list(ana)).total).toBe(2);
    expect((await userCall(ana, 'POST', `/api/user/customers/${ids.transport}/merge`, { other_id: ids.transport })).body).toMatchObject({ error: { code: 'customer_merge_same' } });
    // A rebuild keeps it.
    const kept = await rows(ana.businessId);
    const { createCustomersService } = await import('./customers.service.js');
    const service = createCustomersService({ db: t.database.db, now: t.clock.now });
    expect(await service.rebuild({ businessId: ana.businessId })).toBe(2);
    expect(await rows(ana.businessId)).toEqual(kept);
    // Undone: Maria is on her own again, with her id.
    const mergeId = merged.body.merges[0]!.id;
    const undone = await userCall<CustomerDetailDto>(ana, 'POST', `/api/user/customers/${ids.transport}/merges/${mergeId}/undo`);
    expect(undone.status, undone.text).toBe(200);
    expect([undone.body.customer.documents, undone.body.merges]).toEqual([2, []]);
    expect((await page(ana, ids.maria)).customer.documents).toBe(3);
    expect((await userCall(ana, 'POST', `/api/user/customers/${ids.transport}/merges/${mergeId}/undo`)).body).toMatchObject({ error: { code: 'customer_merge_undone' } });
    await service.rebuild({ businessId: ana.businessId });
    expect((await list(ana)).total).toBe(3);
  });

  it('keeps a merge when the documents it was anchored to are deleted, through a rebuild, and undoes it then', async () => {
    const dora = await makeUser(t);
    const first = await save(dora, { name: 'Gheorghe Radu', phone: '0740 111 222' }, '2026-04-01');
    const second = await save(dora, { name: 'Gheorghe Radu', phone: '0740 111 222' }, '2026-04-02');
    const otherFirst = await save(dora, { name: 'Radu Gheorghe', phone: '0740 333 444' }, '2026-04-03');
    const otherSecond = await save(dora, { name: 'Radu Gheorghe', phone: '0740 333 444' }, '2026-04-04');
    const [into, from] = [await idOf(dora, '0740111222'), await idOf(dora, '0740333444')];
    const merged = await userCall<CustomerDetailDto>(dora, 'POST', `/api/user/customers/${into}/merge`, { other_id: from });
    expect(merged.status, merged.text).toBe(200);
    const mergeId = merged.body.merges[0]!.id;
    const anchors = await sql<{ into_document: string; from_document: string }>`select into_document, from_document from customer_merges where id = ${mergeId}`.execute(t.database.db);
    expect(anchors.rows).toEqual([{ into_document: first.id, from_document: otherFirst.id }]);
    for (const doc of [first, otherFirst]) expect((await userCall(dora, 'DELETE', `/api/user/completed_forms/${doc.id}`)).status).toBe(204);
    const { createCustomersService } = await import('./customers.service.js');
    await createCustomersService({ db: t.database.db, now: t.clock.now }).rebuild({ businessId: dora.businessId });
    // Still one customer (under the id of the first document left), with the merge on its page.
    const now = await list(dora);
    expect(now.results.map((c) => [c.id, c.documents])).toEqual([[second.id, 2]]);
    expect((await page(dora, second.id)).merges.map((m) => [m.id, m.merged_id, m.documents])).toEqual([[mergeId, otherSecond.id, 1]]);
    const undone = await userCall<CustomerDetailDto>(dora, 'POST', `/api/user/customers/${second.id}/merges/${mergeId}/undo`);
    expect(undone.status, undone.text).toBe(200);
    expect((await list(dora)).results.map((c) => [c.id, c.documents]).sort()).toEqual([[otherSecond.id, 1], [second.id, 1]].sort());
  });

  it('records consent with how and when, keeps the history, and a rebuild keeps it', async () => {
    const given = await userCall<CustomerDetailDto>(mihai, 'PUT', `/api/user/customers/${ids.popescu}/consent`, { reminders: true, how: 'written', at: '2026-01-10T10:00:00Z' });
    expect(given.status, given.text).toBe(200);
    t.clock.advance(1000);
    const withdrawn = await userCall<CustomerDetailDto>(ana, 'PUT', `/api/user/customers/${ids.popescu}/consent`, { reminders: false, how: 'phone' });
    expect(withdrawn.body.customer.reminders).toBe(false);
    expect(withdrawn.body.consents.map((c) => [c.reminders, c.how])).toEqual([[false, 'phone'], [true, 'written']]);
    expect(withdrawn.body.consents[1]).toMatchObject({ at: '2026-01-10T10:00:00.000Z', recorded_by: expect.any(String) });
    expect(withdrawn.body.consents[0]!.at).toBe(t.clock.now().toISOString());
    expect((await userCall(ana, 'PUT', `/api/user/customers/${ids.popescu}/consent`, { reminders: true, how: 'telepathy' })).status).toBe(400);
    expect((await userCall(ana, 'PUT', `/api/user/customers/${ids.popescu}/consent`, { reminders: true, how: 'verbal', at: '2099-01-01T00:00:00Z' })).status).toBe(400);
    const { createCustomersService } = await import('./customers.service.js');
    await createCustomersService({ db: t.database.db, now: t.clock.now }).rebuild({ businessId: ana.businessId });
    expect((await page(ana, ids.popescu)).customer.reminders).toBe(false);
  });

  it('follows edits and deletions', async () => {
    const edited = await userCall<DocumentDto>(ana, 'PUT', `/api/user/completed_forms/${docs.n2!.id}`, { data: data({ name: 'Ion Vasile' }, '2026-01-06', 'IS 01 AAA'), version: docs.n2!.version });
    expect(edited.status, edited.text).toBe(200);
    expect((await page(ana, ids.maria)).customer.documents).toBe(2);
    const vasile = await idOf(ana, 'vasile');
    expect((await userCall(mihai, 'DELETE', `/api/user/completed_forms/${docs.n2!.id}`)).status).toBe(204);
    expect((await list(ana, '?query=vasile')).total).toBe(0);
    expect((await userCall(ana, 'GET', `/api/user/customers/${vasile}`)).status).toBe(404);
  });

  it('rebuilds at once, key by key, exactly the directory that placing the documents one by one makes (tricky clients and a merge)', async () => {
    const cora = await makeUser(t);
    // A CNP written with a phone that another document gives alone; a company by its CUI with and without RO (placed at once);
    // a name alone, then with a phone; a phone-only client, once with an e-mail (placed at once); an e-mail given alone and
    // with another phone; a customer merged by the user.
    await save(cora, { name: 'Ștefan Popescu', phone: '0722 123 456', cnp: CNP }, '2026-01-10');
    await save(cora, { name: 'POPESCU  STEFAN', phone: '+40722123456' }, '2026-02-01');
    await save(cora, { name: 'Transport SRL', type: 'pj', cui: 'RO18547290', phone: '0264 123 456' }, '2026-01-20');
    await save(cora, { name: 'TRANSPORT S.R.L.', type: 'pj', cui: '18547290' }, '2026-01-02');
    await save(cora, { name: 'Maria Ionescu' }, '2026-01-05');
    await save(cora, { name: 'Maria Ionescu', phone: '0733 000 111' }, '2026-01-07');
    await save(cora, { name: 'Ion Pop', phone: '0744 111 222' }, '2026-01-08');
    await save(cora, { name: 'ION POP', phone: '0744111222', email: 'ion@pop.ro' }, '2026-01-09');
    await save(cora, { name: 'Dan Radu', email: 'dan@radu.ro' }, '2026-01-11');
    await save(cora, { name: 'Dan Radu', phone: '0755 000 999', email: 'DAN@radu.ro' }, '2026-01-12');
    // Phones written both with and without a CNP (placed at once): the customer is the first document's when the first with the
    // CNP found it, by the phone or by an e-mail given before without the CNP; else the first with the CNP made its own, which
    // took in the first's when the CNP came with the phone.
    await save(cora, { name: 'Vlad Marin', phone: '0766 111 000' }, '2026-01-13');
    const vladCnp = await save(cora, { name: 'Vlad Marin', cnp: '1700101123454' }, '2026-01-14');
    await save(cora, { name: 'Vlad Marin', phone: '0766111000', cnp: '1700101123454' }, '2026-01-15');
    const ana2 = await save(cora, { name: 'Ana Dobre', phone: '0777 222 333' }, '2026-01-16');
    await save(cora, { name: 'Ana Dobre', phone: '+40777222333', cnp: '2800202234567' }, '2026-01-17');
    await save(cora, { name: 'Ana Dobre', cnp: '2800202234567' }, '2026-01-18');
    const radu = await save(cora, { name: 'Radu Stan', phone: '0788 333 444', email: 'radu@stan.ro' }, '2026-01-19');
    await save(cora, { name: 'Radu Stan', cnp: '1900303345676', email: 'Radu@Stan.ro' }, '2026-01-20');
    await save(cora, { name: 'Radu Stan', phone: '0788333444', cnp: '1900303345676' }, '2026-01-21');
    await save(cora, { name: 'Ioana Luca', phone: '0799 444 555' }, '2026-01-22');
    const ioanaCnp = await save(cora, { name: 'Ioana Luca', cnp: '2850404456787', email: 'ioana@luca.ro' }, '2026-01-23');
    await save(cora, { name: 'Ioana Luca', phone: '0799444555', email: 'ioana@luca.ro' }, '2026-01-24');
    await save(cora, { name: 'Ioana Luca', phone: '0799444555', cnp: '2850404456787' }, '2026-01-25');
    // A phone written with two CNPs (one by one).
    await save(cora, { name: 'Gelu Ene', phone: '0700 555 666', cnp: '1760707123451' }, '2026-01-26');
    await save(cora, { name: 'Gelu Ene', phone: '0700555666' }, '2026-01-27');
    await save(cora, { name: 'Gelu Ene', phone: '0700555666', cnp: '2860808123464' }, '2026-01-28');
    expect([await idOf(cora, 'vlad'), await idOf(cora, 'dobre'), await idOf(cora, 'radu stan'), await idOf(cora, 'ioana')]).toEqual([vladCnp.id, ana2.id, radu.id, ioanaCnp.id]);
    const [ion, transport] = [await idOf(cora, '0744111222'), await idOf(cora, 'transport')];
    const merged = await userCall(cora, 'POST', `/api/user/customers/${transport}/merge`, { other_id: ion });
    expect(merged.status, merged.text).toBe(200);

    // The hooks placed them one by one as saved, and the merge joined two.
    const kept = await rows(cora.businessId);
    expect(kept.customers.length).toBe(10);
    const db = t.database.db;
    const links = async () => (await sql`select document_id, customer_id from customer_documents where business_id = ${cora.businessId} order by document_id`.execute(db)).rows;
    const placeRest = async () => {
      const rest = await sql<{ id: string }>`select id from documents d where business_id = ${cora.businessId}
        and not exists (select 1 from customer_documents l where l.document_id = d.id) order by created_at, id`.execute(db);
      for (const { id } of rest.rows) await sql`select customers_place_document(${cora.businessId}, ${id})`.execute(db);
    };
    // Document by document, in the order saved (the rebuild before this one).
    await sql`delete from customers where business_id = ${cora.businessId}`.execute(db);
    await placeRest();
    const oneByOne = await links();
    expect(oneByOne.length).toBe(26);
    // At once: the Popescu, Transport, Ion Pop, Vlad, Ana, Radu and Ioana documents by their CNP, CUI and phone, then the
    // others one by one: the same links.
    await sql`delete from customers where business_id = ${cora.businessId}`.execute(db);
    expect((await sql<{ n: number }>`select customers_place_keys(${cora.businessId}) as n`.execute(db)).rows[0]?.n).toBe(19);
    await placeRest();
    expect(await links()).toEqual(oneByOne);
    // The rebuild does that, then the merge and the refresh: the hooks' directory again.
    const { createCustomersService } = await import('./customers.service.js');
    expect(await createCustomersService({ db, now: t.clock.now }).rebuild({ businessId: cora.businessId })).toBe(10);
    expect(await rows(cora.businessId)).toEqual(kept);
  });

  it("keeps a customer's row as a rebuild makes it, save by save: the newest document by known keys in one update, the rest recounted", async () => {
    const dana = await makeUser(t);
    /** The rows after `step` as the hooks kept them, then as a rebuild makes them from the same documents: the same. */
    const asRebuilt = async (step: string) => {
      const kept = await rows(dana.businessId);
      const { createCustomersService } = await import('./customers.service.js');
      await createCustomersService({ db: t.database.db, now: t.clock.now }).rebuild({ businessId: dana.businessId });
      expect(await rows(dana.businessId), step).toEqual(kept);
      return kept.customers as { id: string; kind: string; name: string; documents: number; last_seen: string; address: string | null; email: string | null; cnp: string | null }[];
    };
    const first = await save(dana, { name: 'Ștefan Popescu', phone: '0722 123 456', email: 'stefan@exemplu.ro', address: 'Str. Lungă 1', cnp: CNP }, '2026-01-10');
    await asRebuilt('a new customer');
    // The newest, by keys the customer gave (one update of its row): counted, its day the last, its facts the newest, what it lacks kept.
    await save(dana, { name: 'POPESCU  STEFAN', phone: '+40722123456' }, '2026-02-01');
    await save(dana, { name: 'Ștefan Popescu', phone: '0722123456', email: 'STEFAN@exemplu.ro', cnp: CNP, address: 'Str. Scurtă 2' }, '2026-02-01', forms.invoice);
    expect((await asRebuilt('the newest, twice'))[0]).toMatchObject({ documents: 3, last_seen: '2026-02-01', name: 'Ștefan Popescu', address: 'Str. Scurtă 2', cnp: CNP });
    // A phone the customer lacked (recounted), then the newest with it (one update again).
    await save(dana, { name: 'Ștefan Popescu', phone: '0733 000 111', cnp: CNP }, '2026-03-01');
    await save(dana, { name: 'Ștefan Popescu', phone: '0733000111' }, '2026-04-01');
    expect((await asRebuilt('a new phone, then the newest with it'))[0]).toMatchObject({ documents: 5, last_seen: '2026-04-01', email: 'stefan@exemplu.ro' });
    // A company, then its newest document by its CUI written without RO.
    await save(dana, { name: 'Transport SRL', type: 'pj', cui: 'RO18547290', phone: '0264 123 456' }, '2026-01-20');
    await save(dana, { name: 'Transport SRL', type: 'pj', cui: '18547290' }, '2026-02-20');
    expect((await asRebuilt('a company')).find((c) => c.name === 'Transport SRL')).toMatchObject({ kind: 'company', documents: 2 });
    // Dated before the customer's newest (recounted): not the newest name nor address.
    const older = await save(dana, { name: 'Popescu Ștefan', phone: '0722 123 456', address: 'Str. Veche 3' }, '2026-01-05');
    expect((await asRebuilt('an older document'))[0]).toMatchObject({ documents: 6, last_seen: '2026-04-01', name: 'Ștefan Popescu', address: 'Str. Scurtă 2' });
    // An edit that makes it the newest, then its deletion.
    const edited = await userCall<DocumentDto>(dana, 'PUT', `/api/user/completed_forms/${older.id}`, {
      data: data({ name: 'Popescu Ștefan', phone: '0722 123 456', address: 'Str. Veche 3' }, '2026-05-01'),
      version: older.version,
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await asRebuilt('an edit'))[0]).toMatchObject({ documents: 6, last_seen: '2026-05-01', name: 'Popescu Ștefan', address: 'Str. Veche 3' });
    expect((await userCall(dana, 'DELETE', `/api/user/completed_forms/${older.id}`)).status).toBe(204);
    expect((await asRebuilt('a deletion'))[0]).toMatchObject({ documents: 5, last_seen: '2026-04-01', address: 'Str. Scurtă 2' });
    expect((await page(dana, first.id)).customer.documents).toBe(5);
  });

  it('rebuilds from scratch the same rows the hooks kept, and its migration fills it from the documents there', async () => {
    const kept = [await rows(ana.businessId), await rows(bogdan.businessId)];
    const { createCustomersService } = await import('./customers.service.js');
    const all = await createCustomersService({ db: t.database.db, now: t.clock.now }).rebuildAll();
    expect(all.businesses).toBeGreaterThanOrEqual(2);
    expect([await rows(ana.businessId), await rows(bogdan.businessId)]).toEqual(kept);
    const db = t.database.db;
    await sql`drop table customer_documents, customers, customer_merges, customer_consents, customer_erasures`.execute(db);
    for (const name of ['customers_rebuild', 'customers_place_keys', 'customers_sync_document', 'customers_place_document', 'customers_refresh', 'customer_cui_key', 'customer_cnp_key', 'customer_phone_key', 'customer_email_key', 'customer_name_key']) {
      await sql`drop function ${sql.id(name)}`.execute(db);
    }
    await sql`delete from schema_migrations where id in ('040-customers', '043-directory-saves')`.execute(db);
    expect(await migrate(db)).toEqual(['040-customers', '043-directory-saves']);
    // The consents went with their table: the rest is as it was.
    const strip = (r: Awaited<ReturnType<typeof rows>>) => ({ ...r, customers: r.customers.map((c) => ({ ...(c as Record<string, unknown>), reminders: null })) });
    expect([await rows(ana.businessId), await rows(bogdan.businessId)]).toEqual(kept.map(strip));
  });

  it("keeps businesses apart: another business's customer is 404 on every route; members may not export or erase; no session is 401", async () => {
    const b = (await list(bogdan)).results;
    expect(b.map((c) => c.name)).toEqual(['Ștefan Popescu']);
    expect(b[0]!.id).not.toBe(ids.popescu);
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['POST', '/merge', { other_id: b[0]!.id }],
      ['PUT', '/consent', { reminders: false, how: 'verbal' }],
      ['GET', '/export', undefined],
      ['POST', '/erase', { confirm: true }],
    ] as const) {
      const res = await userCall<{ error: { code: string } }>(bogdan, method, `/api/user/customers/${ids.popescu}${path}`, body);
      expect([res.status, res.body.error?.code], `${method} ${path}`).toEqual([404, 'not_found']);
    }
    // Merging another business's record into one's own is as unknown.
    expect((await userCall(ana, 'POST', `/api/user/customers/${ids.popescu}/merge`, { other_id: b[0]!.id })).status).toBe(404);
    expect((await userCall<{ error: { code: string } }>(mihai, 'GET', `/api/user/customers/${ids.popescu}/export`)).body.error.code).toBe('owner_only');
    expect((await userCall(mihai, 'POST', `/api/user/customers/${ids.popescu}/erase`, { confirm: true })).status).toBe(403);
    expect((await page(mihai, ids.popescu)).customer.documents).toBe(3);
    const anonymous = httpClient(t.url);
    expect((await anonymous.request('GET', '/api/user/customers')).status).toBe(401);
    expect((await anonymous.request('GET', `/api/user/customers/${ids.popescu}`)).status).toBe(401);
    expect((await anonymous.request('POST', `/api/user/customers/${ids.popescu}/erase`, { json: { confirm: true } })).status).toBe(401);
    expect((await userCall(ana, 'GET', '/api/user/customers/not-an-id')).status).toBe(400);
  });

  it("exports everything about one customer as a ZIP: details, documents' data and PDFs, consent history", async () => {
    // The consents table was made again above: record one more.
    expect((await userCall(ana, 'PUT', `/api/user/customers/${ids.popescu}/consent`, { reminders: false, how: 'verbal' })).status).toBe(200);
    const res = await fetch(`${t.url}/api/user/customers/${ids.popescu}/export`, { headers: { authorization: `Bearer ${ana.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('client-stefan-popescu.zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files).sort();
    // A PDF each (a render the busy test machine timed out leaves its reason as .txt instead).
    expect(names.filter((n) => n.startsWith('pdf/'))).toHaveLength(3);
    expect(names.filter((n) => n.startsWith('pdf/') && n.endsWith('.pdf')).length).toBeGreaterThan(0);
    expect(names.filter((n) => n.startsWith('documents/'))).toHaveLength(3);
    expect(names).toEqual(expect.arrayContaining(['README.txt', 'customer.json', 'documents.csv']));
    const customer = JSON.parse(strFromU8(files['customer.json']!)) as CustomerDetailDto;
    expect(customer.customer.cnp).toBe(CNP);
    expect(customer.consents.map((c) => c.how)).toEqual(['verbal']);
    expect(strFromU8(files['documents.csv']!)).toContain(docs.inv!.number);
    expect(strFromU8(files[names.find((n) => n.endsWith('.pdf'))!]!.slice(0, 5))).toBe('%PDF-');
  });

  it('erases the personal data of every document but the invoices, which it keeps intact, and audits it', async () => {
    const invoiceBefore = (await userCall<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${docs.inv!.id}`)).body;
    expect((await userCall<{ error: { code: string } }>(ana, 'POST', `/api/user/customers/${ids.popescu}/erase`, { confirm: false })).body.error.code).toBe('customer_erase_unconfirmed');
    // The consent recorded on their page made one for the reminders (withdrawn since): it goes too.
    const reminderConsents = () => t.database.db.selectFrom('reminder_consents').select('email').where('business_id', '=', ana.businessId).execute();
    expect(await reminderConsents()).toEqual([{ email: 'stefan@exemplu.ro' }]);
    const res = await userCall<CustomerEraseResult>(ana, 'POST', `/api/user/customers/${ids.popescu}/erase`, { confirm: true });
    expect(res.status, res.text).toBe(200);
    expect(res.body.erased.map((d) => d.id).sort()).toEqual([docs.e1!.id, docs.e2!.id].sort());
    expect(res.body.kept.map((d) => [d.id, d.kind])).toEqual([[docs.inv!.id, 'invoice']]);
    expect(res.body.retention).toContain('82/1991');
    for (const id of [docs.e1!.id, docs.e2!.id]) {
      const doc = (await userCall<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${id}`)).body;
      expect(doc.data.client).toMatchObject({ name: 'Client șters', phone: '' });
      expect(doc.data.client?.email ?? '').toBe('');
      expect(JSON.stringify(doc.data)).not.toMatch(new RegExp(`popescu|0722|exemplu|Lungă|${CNP}`, 'i'));
      expect(doc.facts['client.cnp']).toBeUndefined();
      expect(doc.facts['client.name']).toBe('Client șters');
      expect(doc.facts['client.phone']).toBeUndefined();
      const row = await t.database.db.selectFrom('documents').select(['search_text', 'reusable']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(`${row.search_text} ${JSON.stringify(row.reusable)}`).not.toMatch(new RegExp(`popescu|0722|exemplu|${CNP}`, 'i'));
    }
    // The invoice is as it was; the search finds only it.
    const invoiceAfter = (await userCall<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${docs.inv!.id}`)).body;
    expect([invoiceAfter.data, invoiceAfter.version]).toEqual([invoiceBefore.data, invoiceBefore.version]);
    const search = await userCall<{ results: DocumentDto[] }>(ana, 'GET', '/api/user/submissions/search?query=popescu');
    expect(search.body.results.map((d) => d.id)).toEqual([docs.inv!.id]);
    // The customer is what the invoice says of them, no more; consents are gone.
    const left = await page(ana, ids.popescu);
    expect(left.customer).toMatchObject({ documents: 1, email: null, emails: [], reminders: null });
    expect(left.consents).toEqual([]);
    expect(await reminderConsents()).toEqual([]);
    const audit = await t.database.db.selectFrom('customer_erasures').selectAll().where('business_id', '=', ana.businessId).execute();
    expect(audit).toEqual([expect.objectContaining({ customer_id: ids.popescu, erased_by: ana.user.id, kept_documents: [docs.inv!.id] })]);
    // Business B's Ștefan Popescu is untouched.
    expect((await list(bogdan, '?query=0722')).total).toBe(1);
  });
});
