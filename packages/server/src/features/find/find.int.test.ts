import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, ErrorBody, FindResponse } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { httpClient, userCall } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds())('the find box on %s', (kind) => {
  let t: TestApp;
  let form: string;
  let ana: TestUser;
  let mihai: TestUser;
  let bogdan: TestUser;
  const docs: Record<string, DocumentDto> = {};

  const find = async (user: TestUser, q: string) => {
    const res = await userCall<FindResponse>(user, 'GET', `/api/user/find?q=${encodeURIComponent(q)}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const save = (user: TestUser, plate: string, client: string, vin = '') => {
    t.clock.advance(1000);
    return makeDocument({ user, formId: form, data: estimateData({ vehicle: { plate, vin, make: 'Dacia' }, client: { name: client, phone: '' } }) });
  };

  beforeAll(async () => {
    t = await startTestApp({ kind });
    form = (await makeForm(t)).id;
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    mihai = await makeMember(t, ana);
    docs.first = await save(ana, 'CJ 12 ABC', 'Ștefan Popescu', 'UU1ABC12345678901');
    docs.second = await save(mihai, 'cj-12-abc', 'Ștefan Popescu');
    docs.other = await save(ana, 'B 123 XYZ', 'Maria Ionescu');
    docs.bogdan = await save(bogdan, 'CJ 12 BOG', 'Ștefan Bogdan');
  });
  afterAll(async () => t?.close());

  it('finds a car by a fragment of its plate however written, and by its VIN, each item opening its page', async () => {
    const found = await find(ana, 'cj12');
    const vehicles = found.groups.find((g) => g.group === 'vehicles');
    expect(vehicles?.items).toHaveLength(1);
    expect(vehicles?.items[0]).toMatchObject({ title: 'CJ 12 ABC', detail: 'Dacia · UU1ABC12345678901' });
    expect(vehicles?.items[0]?.path).toBe(`/vehicles/${vehicles?.items[0]?.id}`);
    expect((await find(ana, 'uu1abc1234')).groups.find((g) => g.group === 'vehicles')?.items.map((i) => i.title)).toEqual(['CJ 12 ABC']);
  });

  it('finds the customer and their documents by name without diacritics, and documents by number; the groups keep their order', async () => {
    const byName = await find(ana, 'stefan popescu');
    expect(byName.groups.map((g) => g.group)).toEqual(['customers', 'documents']);
    // One customer (the customers module's group): the two documents name them alike.
    expect(byName.groups[0]?.items).toHaveLength(1);
    expect(byName.groups[0]?.items[0]).toMatchObject({ title: 'Ștefan Popescu', detail: '' });
    expect(byName.groups[0]?.items[0]?.path).toBe(`/customers/${byName.groups[0]?.items[0]?.id}`);
    expect(byName.groups[1]?.items.map((i) => i.id)).toEqual([docs.second!.id, docs.first!.id]);
    expect(byName.groups[1]?.items[0]).toMatchObject({ title: `${docs.second!.number} · Deviz rapid`, detail: 'Ștefan Popescu · CJ 12 ABC', path: `/documents/${docs.second!.id}` });
    const byNumber = await find(ana, docs.other!.number);
    expect(byNumber.groups.find((g) => g.group === 'documents')?.items.map((i) => i.id)).toContain(docs.other!.id);
    // A plate finds the car first, then the documents that name it.
    const both = await find(ana, 'b123');
    expect(both.groups.map((g) => [g.group, g.items.map((i) => i.title)])).toEqual([
      ['vehicles', ['B 123 XYZ']],
      ['documents', [`${docs.other!.number} · Deviz rapid`]],
    ]);
    expect((await find(ana, 'nimic asemanator')).groups).toEqual([]);
  });

  it('puts the documents whose number starts with the text typed first, before newer ones that only mention it', async () => {
    const numbered = docs.other!;
    // A newer document of the business that names that number in its text (an invoice "as per estimate …").
    const mentions = await save(ana, 'SB 01 NUM', `Conform deviz ${numbered.number}`);
    // Another business's document with the same number stays theirs.
    const theirs = await save(bogdan, 'SB 02 NUM', 'Altcineva');
    const items = async (q: string) => (await find(ana, q)).groups.find((g) => g.group === 'documents')?.items.map((i) => i.id) ?? [];
    expect(await items(numbered.number)).toEqual([numbered.id, mentions.id]);
    expect(await items(numbered.number.toLowerCase())).toEqual([numbered.id, mentions.id]);
    // Its first characters: the business's numbers that start so, newest first (the number's index), at most the group's 5.
    const prefix = numbered.number.slice(0, -1);
    const starting = await items(prefix);
    expect(starting[0]).toBe(mentions.id);
    expect(starting).toContain(numbered.id);
    expect(starting).not.toContain(theirs.id);
    // A wildcard of LIKE in the text is a character like any other.
    expect(await items(`${prefix.slice(0, -1)}%`)).toEqual([]);
  });

  it("keeps businesses apart: B finds only its own, a member finds the business's, no session is 401, a short text is 400", async () => {
    const theirs = await find(bogdan, 'cj12');
    expect(theirs.groups.flatMap((g) => g.items.map((i) => i.title))).toEqual(['CJ 12 BOG', `${docs.bogdan!.number} · Deviz rapid`]);
    expect(theirs.groups.flatMap((g) => g.items.map((i) => i.id))).not.toContain(docs.first!.id);
    expect(JSON.stringify(await find(bogdan, 'popescu'))).toBe(JSON.stringify({ groups: [] }));
    expect(await find(mihai, 'cj12')).toEqual(await find(ana, 'cj12'));
    expect((await httpClient(t.url).request('GET', '/api/user/find?q=cj12')).status).toBe(401);
    const short = await userCall<ErrorBody>(ana, 'GET', '/api/user/find?q=c');
    expect([short.status, short.body.error.code]).toEqual([400, 'validation_error']);
  });
});
