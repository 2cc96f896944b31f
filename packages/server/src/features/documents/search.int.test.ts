import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, ErrorBody } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createFormsService } from '../forms/forms.service.js';
import { countByTrigrams, countDocuments, countNewestMatches, inPlannedTransaction, pageDocuments, pageDocumentsManyMatches, sampleNewest, type Planner } from './documents.repo.js';
import { createDocumentsService, type SearchLimits } from './documents.service.js';

type Page<T> = { results: T[]; total: number };
type Entry = { document_id: string; data: Record<string, unknown> };

describe.each(databaseKinds())('search, step data and history picks on %s', (kind) => {
  let t: TestApp;
  let user: TestUser;
  let formId: string;
  const docs: DocumentDto[] = [];
  const get = <T>(path: string) => user.client.request<T>('GET', path, { token: user.token });

  beforeAll(async () => {
    t = await startTestApp({ kind });
    user = await makeUser(t);
    formId = (await makeForm(t)).id;
    const rows = [
      { client: { name: 'Ștefan Țăranu' }, vehicle: { plate: 'CJ 12 ABC', vin: 'WVWZZZ1JZXW000001' }, parts: [{ name: 'Plăcuțe frână', qty: 1, price: '180' }] },
      { client: { name: 'Maria Ionescu' }, vehicle: { plate: 'B 123 XYZ' }, parts: [{ name: 'Filtru ulei', qty: 1, price: '45.50' }] },
      { client: { name: 'Ștefan Țăranu' }, vehicle: { plate: 'CJ 12 ABC', vin: 'WVWZZZ1JZXW000001' }, parts: [{ name: 'Filtru ulei', qty: 2, price: '47' }] },
    ];
    for (const row of rows) {
      t.clock.advance(60_000);
      docs.push(await makeDocument({ user, formId, data: estimateData(row) }));
    }
  });
  afterAll(async () => t.close());

  it('finds documents by client without diacritics and in any case', async () => {
    const res = await get<Page<DocumentDto>>('/api/user/submissions/search?query=STEFAN%20taranu');
    expect(res.body.total).toBe(2);
    expect(res.body.results.map((d) => d.id)).toEqual([docs[2]?.id, docs[0]?.id]);
  });

  it('finds by plate, VIN, number and line item, and narrows by date', async () => {
    expect((await get<Page<DocumentDto>>('/api/user/submissions/search?query=b123xyz')).body.total).toBe(1);
    expect((await get<Page<DocumentDto>>('/api/user/submissions/search?query=WVWZZZ1JZXW000001')).body.total).toBe(2);
    expect((await get<Page<DocumentDto>>(`/api/user/submissions/search?query=${docs[1]?.number}`)).body.results[0]?.id).toBe(docs[1]?.id);
    expect((await get<Page<DocumentDto>>('/api/user/submissions/search?query=placute')).body.total).toBe(1);
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    expect((await get<Page<DocumentDto>>(`/api/user/submissions/search?query=filtru&from_date=${tomorrow}`)).body.total).toBe(0);
    expect((await get<Page<DocumentDto>>('/api/user/submissions/search?query=filtru&limit=1')).body).toMatchObject({ total: 2, capped: false, results: [expect.anything()] });
    expect((await get<ErrorBody>('/api/user/submissions/search?from_date=22.11.2026')).status).toBe(400);
  });

  it('samples and counts the newest documents in order, within the date range', async () => {
    const planned = <T>(work: (planner: Planner) => Promise<T>) => inPlannedTransaction(t.database.db, work);
    const filtru = { businessId: user.businessId, words: ['filtru'] };
    const sample = (filter: typeof filtru & { to?: Date }, rows: number, page?: { skip: number; limit: number }) =>
      planned(async (p) => {
        const { walked, hits, page: found } = await sampleNewest(p, filter, rows, page);
        return { walked, hits, ids: found.map((d) => d.id) };
      });
    // Newest first: docs[2] (filtru, ștefan), docs[1] (filtru), docs[0] (plăcuțe, ștefan).
    expect(await sample(filtru, 2)).toMatchObject({ walked: 2, hits: 2 });
    expect(await sample({ ...filtru, words: ['stefan'] }, 2)).toMatchObject({ walked: 2, hits: 1 });
    expect(await sample(filtru, 10)).toMatchObject({ walked: 3, hits: 2 });
    // The page of matches among the walked documents, newest first, with the whole rows.
    expect(await sample(filtru, 10, { skip: 0, limit: 10 })).toEqual({ walked: 3, hits: 2, ids: [docs[2]?.id, docs[1]?.id] });
    expect(await sample(filtru, 10, { skip: 1, limit: 1 })).toEqual({ walked: 3, hits: 2, ids: [docs[1]?.id] });
    expect(await sample({ ...filtru, words: ['stefan'] }, 2, { skip: 0, limit: 10 })).toEqual({ walked: 2, hits: 1, ids: [docs[2]?.id] });
    expect(await sample({ ...filtru, words: ['nimeni'] }, 10, { skip: 0, limit: 10 })).toEqual({ walked: 3, hits: 0, ids: [] });
    const opened = await planned((p) => sampleNewest(p, filtru, 10, { skip: 0, limit: 1 }));
    expect(opened.page[0]).toMatchObject({ id: docs[2]?.id, number: docs[2]?.number, form_title: 'Deviz rapid', version: 1 });
    expect(await planned((p) => countNewestMatches(p, { ...filtru, words: ['stefan'] }, 2, 5))).toBe(1);
    expect(await planned((p) => countNewestMatches(p, { ...filtru, words: ['stefan'] }, 3, 5))).toBe(2);
    expect(await planned((p) => countNewestMatches(p, { ...filtru, words: ['stefan'] }, 3, 1))).toBe(1);
    const before = new Date(new Date(docs[1]?.created_at ?? '').getTime() + 1);
    expect(await sample({ ...filtru, to: before }, 10)).toMatchObject({ walked: 2, hits: 1 });
    expect(await planned((p) => countNewestMatches(p, { ...filtru, words: ['taranu'], to: before }, 10, 5))).toBe(1);
    // Planner settings change within one transaction: a walk, then the trigram index, then a walk again.
    expect(
      await planned(async (p) => [await countNewestMatches(p, filtru, 3, 5), await countByTrigrams(p, filtru, 5), await countByTrigrams(p, filtru, 1), await countNewestMatches(p, filtru, 3, 5)]),
    ).toEqual([2, 2, 1, 2]);
    expect(await planned((p) => countByTrigrams(p, { ...filtru, words: ['filtru', 'stefan'] }, 5))).toBe(1);
  });

  it('gives the same totals whichever way the count goes: sample, walk, walk then index, or index', async () => {
    const search = (limits: SearchLimits, query: string) =>
      createDocumentsService({ db: t.database.db, forms: createFormsService({ db: t.database.db, now: t.clock.now }), now: t.clock.now, searchLimits: limits }).search(
        user.scope,
        { query, skip: 0, limit: 10 },
      );
    const totals = async (limits: SearchLimits, query: string) => {
      const { total, capped, results } = await search(limits, query);
      return { total, capped, ids: results.map((d) => d.id) };
    };
    // All of the user's documents fit in the sample: its count is exact.
    expect(await totals({ cap: 1000, sampleRows: 10, walkRows: 100 }, 'filtru')).toEqual({ total: 2, capped: false, ids: [docs[2]?.id, docs[1]?.id] });
    // The sample alone reaches the cap.
    expect(await totals({ cap: 2, sampleRows: 2, walkRows: 3 }, 'filtru')).toEqual({ total: 2, capped: true, ids: [docs[2]?.id, docs[1]?.id] });
    // Dense in the sample (1 of 1): the walk over the newest 3 reaches the cap of 2.
    expect(await totals({ cap: 2, sampleRows: 1, walkRows: 3 }, 'stefan')).toEqual({ total: 2, capped: true, ids: [docs[2]?.id, docs[0]?.id] });
    // Dense in the sample, but the walk stays under the cap: the index counts.
    expect(await totals({ cap: 3, sampleRows: 1, walkRows: 5 }, 'filtru')).toEqual({ total: 2, capped: false, ids: [docs[2]?.id, docs[1]?.id] });
    // None in the sample: the index counts.
    expect(await totals({ cap: 2, sampleRows: 2, walkRows: 3 }, 'placute')).toEqual({ total: 1, capped: false, ids: [docs[0]?.id] });
  });

  it("finds a search's first matches uncounted, the same as its first page, whichever way they are fetched (the find box)", async () => {
    const service = (sampleRows: number, walkRows = 100) =>
      createDocumentsService({ db: t.database.db, forms: createFormsService({ db: t.database.db, now: t.clock.now }), now: t.clock.now, searchLimits: { cap: 1000, sampleRows, walkRows } });
    const found = async (sampleRows: number, query: string, limit: number, walkRows?: number) => (await service(sampleRows, walkRows).find(user.scope, { query, limit })).map((d) => d.id);
    // All of the user's documents in the sample; the sample holds enough; too few there: the trigram index, or a walk for a short word.
    expect(await found(10, 'filtru', 5)).toEqual([docs[2]?.id, docs[1]?.id]);
    expect(await found(2, 'filtru', 1)).toEqual([docs[2]?.id]);
    expect(await found(1, 'placute', 5)).toEqual([docs[0]?.id]);
    expect(await found(1, 'cj', 5)).toEqual([docs[2]?.id, docs[0]?.id]);
    // Only short words: the newest `walkRows` documents are looked through, no further (docs[0] is the third newest).
    expect(await found(1, 'cj', 5, 2)).toEqual([docs[2]?.id]);
    expect(await found(1, 'cj 12', 5, 3)).toEqual([docs[2]?.id, docs[0]?.id]);
    for (const query of ['filtru', 'stefan', 'cj 12', 'b 123']) {
      const first = (await service(1).search(user.scope, { query, skip: 0, limit: 2 })).results.map((d) => d.id);
      expect(await found(1, query, 2), query).toEqual(first);
    }
    expect(await found(1, '   ', 5)).toEqual([]);
  });

  it('counts up to a cap, and pages many matches with the same result as the default plan', async () => {
    const filter = { businessId: user.businessId, words: ['filtru'] };
    expect(await countDocuments(t.database.db, filter)).toBe(2);
    expect(await countDocuments(t.database.db, filter, 1)).toBe(1);
    const page = { skip: 0, limit: 10 };
    const walked = await inPlannedTransaction(t.database.db, (p) => pageDocumentsManyMatches(p, filter, page));
    expect(walked.map((d) => d.id)).toEqual((await pageDocuments(t.database.db, filter, page)).map((d) => d.id));
    expect(walked.map((d) => d.id)).toEqual([docs[2]?.id, docs[1]?.id]);
  });

  it('treats LIKE wildcards in a query as plain text', async () => {
    expect((await get<Page<DocumentDto>>('/api/user/submissions/search?query=%25')).body.total).toBe(0);
    expect((await get<Page<DocumentDto>>('/api/user/submissions/search?query=_')).body.total).toBe(0);
  });

  it('lists a step\'s entries newest first, the same client only once', async () => {
    const res = await get<Page<Entry>>('/api/user/step_data/client');
    expect(res.body.total).toBe(2);
    expect(res.body.results.map((e) => e.data.name)).toEqual(['Ștefan Țăranu', 'Maria Ionescu']);
    expect(res.body.results[0]?.document_id).toBe(docs[2]?.id);
    const page2 = await get<Page<Entry>>('/api/user/step_data/client?skip=1&limit=1');
    expect(page2.body).toMatchObject({ total: 2, results: [{ data: { name: 'Maria Ionescu' } }] });
  });

  it('searches one step without diacritics', async () => {
    const res = await get<Page<Entry>>('/api/user/search/client?search_term=taranu');
    expect(res.body.results.map((e) => e.data.name)).toEqual(['Ștefan Țăranu']);
    expect((await get<Page<Entry>>('/api/user/search/client?search_term=nimeni')).body.total).toBe(0);
  });

  it('gives the step overview and the available step names', async () => {
    const overview = await get<{ step: string; count: number }[]>('/api/user/step_data_overview');
    expect(overview.body.map(({ step, count }) => ({ step, count }))).toEqual([
      { step: 'client', count: 3 },
      { step: 'parts', count: 3 },
      { step: 'vehicle', count: 3 },
    ]);
    expect((await get<string[]>('/api/user/available_stepnames')).body).toEqual(['client', 'parts', 'vehicle']);
  });

  it('offers past entries of a step to pre-fill a new document', async () => {
    const res = await get<Page<Entry>>(`/api/user/forms/${formId}/past-entries?step=vehicle&limit=1`);
    expect(res.body.results[0]?.data).toMatchObject({ plate: 'CJ12ABC' });
    expect((await get<ErrorBody>(`/api/user/forms/${formId}/past-entries?step=nope`)).status).toBe(400);
  });

  it('picks distinct parts from history with the last price used', async () => {
    const res = await get<{ item: Record<string, unknown> }[]>(`/api/user/forms/${formId}/array-items?field=parts.items&term=filtru`);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]?.item).toMatchObject({ name: 'Filtru ulei', price: '47.00' });
    const all = await get<{ item: Record<string, unknown> }[]>(`/api/user/forms/${formId}/array-items?field=parts.items`);
    expect(all.body.map((r) => r.item.name)).toEqual(['Filtru ulei', 'Plăcuțe frână']);
    expect((await get<ErrorBody>(`/api/user/forms/${formId}/array-items?field=client.name`)).status).toBe(400);
    expect((await get<ErrorBody>(`/api/user/forms/${formId}/array-items?field=oops`)).status).toBe(400);
  });
});
