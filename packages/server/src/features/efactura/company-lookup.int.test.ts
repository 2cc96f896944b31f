import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyLookupDto, ErrorBody } from '@atelier/core';
import { startFakeAnaf, type FakeAnaf } from '../../integrations/anaf/anaf-fake.js';
import { databaseKinds } from '../../test/databases.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds())('company lookup by CUI on %s', (kind) => {
  let t: TestApp;
  let fake: FakeAnaf;
  let ana: TestUser;

  beforeAll(async () => {
    fake = await startFakeAnaf();
    t = await startTestApp({ kind, env: { ANAF_URL: fake.url } });
    ana = await makeUser(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const get = (cui: string, token = ana.token) => ana.client.request<CompanyLookupDto & ErrorBody>('GET', `/api/user/company-lookup/${encodeURIComponent(cui)}`, { token });

  it('answers the company from ANAF, with or without RO', async () => {
    const res = await get('RO18547290');
    expect(res.status, res.text).toBe(200);
    expect([res.body.name, res.body.county, res.body.reg_no, res.body.vat_payer]).toEqual(['SERVICE EXEMPLU SRL', 'CJ', 'J12/345/2020', true]);
  });

  it('refuses a CUI whose check digit fails without asking ANAF (400)', async () => {
    const before = fake.requests.length;
    const res = await get('18547291');
    expect(res.status).toBe(400);
    expect(res.body.error.details?.[0]).toMatchObject({ path: 'cui', code: 'cui_checksum' });
    expect(fake.requests.length).toBe(before);
  });

  it('404 company_not_found for a valid CUI ANAF does not know', async () => {
    const res = await get('4266359');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('company_not_found');
  });

  it('503 company_lookup_unavailable when ANAF does not answer', async () => {
    const down = await startTestApp({ kind, env: { ANAF_URL: 'http://127.0.0.1:9/api/PlatitorTvaRest/v9/tva', ANAF_TIMEOUT_MS: '300' } });
    try {
      const bogdan = await makeUser(down);
      const res = await bogdan.client.request<ErrorBody>('GET', '/api/user/company-lookup/18547290', { token: bogdan.token });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('company_lookup_unavailable');
    } finally {
      await down.close();
    }
  });
});
