import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAnafClient } from './anaf-client.js';
import { startFakeAnaf, type FakeAnaf } from './anaf-fake.js';

describe('ANAF VAT-payer client against the fake ANAF', () => {
  let fake: FakeAnaf;
  beforeAll(async () => {
    fake = await startFakeAnaf();
  });
  afterAll(async () => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.setDelay(0);
    fake.setStatus(200);
  });

  it('reads a company: name, address in parts, county code, trade register, VAT status', async () => {
    const anaf = createAnafClient({ url: fake.url, timeoutMs: 2000, intervalMs: 0 });
    expect(await anaf.lookup('18547290')).toEqual({
      cui: '18547290',
      tax_id: 'RO18547290',
      name: 'SERVICE EXEMPLU SRL',
      street: 'Str. Fabricii',
      number: '10',
      address: 'Str. Fabricii nr. 10',
      city: 'Mun. Cluj-Napoca',
      county: 'CJ',
      postal_code: '400620',
      reg_no: 'J12/345/2020',
      phone: '0264123456',
      vat_payer: true,
      vat_on_collection: false,
      inactive: false,
      deregistered: false,
    });
  });

  it('gives Bucharest its sector as the city, VAT on collection, and flags an inactive, struck-off company', async () => {
    const anaf = createAnafClient({ url: fake.url, timeoutMs: 2000, intervalMs: 0 });
    const bucharest = await anaf.lookup('4266367');
    expect([bucharest?.city, bucharest?.county, bucharest?.vat_on_collection, bucharest?.name]).toEqual(['Sector 3', 'B', true, 'ȘTEFĂNESCU TRANSPORT SRL']);
    const gone = await anaf.lookup('16116637');
    expect([gone?.inactive, gone?.deregistered, gone?.vat_payer, gone?.tax_id]).toEqual([true, true, false, '16116637']);
  });

  it('answers null for a CUI ANAF does not know', async () => {
    const anaf = createAnafClient({ url: fake.url, timeoutMs: 2000, intervalMs: 0 });
    expect(await anaf.lookup('4266359')).toBeNull();
  });

  it('batches concurrent lookups into one request of up to 100 CUIs, one request per interval', async () => {
    const anaf = createAnafClient({ url: fake.url, timeoutMs: 5000, intervalMs: 300 });
    const cuis = Array.from({ length: 150 }, (_, i) => String(1000 + i));
    const started = Date.now();
    await Promise.all([...cuis, '18547290', '18547290'].map((cui) => anaf.lookup(cui)));
    expect(fake.requests.map((r) => r.cuis.length)).toEqual([100, 51]);
    const [first, second] = fake.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('keeps an answer a day: the same CUI again asks ANAF nothing, the next day it asks again', async () => {
    let now = new Date('2026-11-25T10:00:00Z');
    const anaf = createAnafClient({ url: fake.url, timeoutMs: 2000, intervalMs: 0, now: () => now });
    await anaf.lookup('18547290');
    await anaf.lookup('18547290');
    expect(fake.requests).toHaveLength(1);
    now = new Date('2026-11-26T10:00:01Z');
    await anaf.lookup('18547290');
    expect(fake.requests).toHaveLength(2);
  });

  it('fails with company_lookup_unavailable when ANAF errs or is too slow', async () => {
    const anaf = createAnafClient({ url: fake.url, timeoutMs: 200, intervalMs: 0 });
    fake.setStatus(500);
    await expect(anaf.lookup('18547290')).rejects.toMatchObject({ code: 'company_lookup_unavailable' });
    fake.setStatus(200);
    fake.setDelay(600);
    await expect(anaf.lookup('18547290')).rejects.toMatchObject({ code: 'company_lookup_unavailable' });
    const down = createAnafClient({ url: 'http://127.0.0.1:9/api/PlatitorTvaRest/v9/tva', timeoutMs: 500, intervalMs: 0 });
    await expect(down.lookup('18547290')).rejects.toMatchObject({ code: 'company_lookup_unavailable' });
  });
});
