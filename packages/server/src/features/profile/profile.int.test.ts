import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyProfileDto, ErrorBody, FirstStepsDto, UserSubscriptionDto } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { makeForm } from '../../test/forms.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const PROFILE = {
  name: 'Service Auto Ștefănescu SRL',
  cui: 'ro 185 472 90',
  reg_no: 'J12-0345-2020',
  address: 'Str. Fabricii nr. 5',
  county: 'Cluj',
  city: 'Cluj-Napoca',
  phone: '0722 123 456',
  email: 'office@stefanescu.ro',
  iban: 'ro49 aaaa 1b31 0075 9384 0000',
  bank: 'Banca Transilvania',
  vat_payer: true,
};

describe.each(databaseKinds())('company profile and first steps on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ kind });
  });
  afterAll(async () => t.close());

  const getProfile = (user: TestUser) => user.client.request<CompanyProfileDto>('GET', '/api/user/profile', { token: user.token });
  const putProfile = (user: TestUser, json: unknown) => user.client.request<CompanyProfileDto & ErrorBody>('PUT', '/api/user/profile', { token: user.token, json });
  const firstSteps = async (user: TestUser) => (await user.client.request<FirstStepsDto>('GET', '/api/user/first-steps', { token: user.token })).body;

  it('reads as empty (200, updated_at null) before it is saved: asking for it is never a 404', async () => {
    const ana = await makeUser(t);
    const res = await getProfile(ana);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: '', cui: '', iban: '', vat_payer: false, updated_at: null });
  });

  it('is saved with its identifiers normalised, and read back', async () => {
    const ana = await makeUser(t);
    const saved = await putProfile(ana, PROFILE);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ name: PROFILE.name, cui: 'RO18547290', iban: 'RO49AAAA1B31007593840000', reg_no: 'J12/345/2020', vat_payer: true });
    expect(saved.body.updated_at).not.toBeNull();
    expect((await getProfile(ana)).body).toEqual(saved.body);
    const changed = await putProfile(ana, { ...PROFILE, city: 'Florești', vat_payer: false });
    expect(changed.body).toMatchObject({ city: 'Florești', vat_payer: false });
  });

  it('refuses an invalid CUI, IBAN or trade register number and a missing name, naming each field', async () => {
    const ana = await makeUser(t);
    const res = await putProfile(ana, { ...PROFILE, name: ' ', cui: '18547291', iban: 'RO49AAAA1B31007593840001', reg_no: 'J12-345' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    expect(res.body.error.details?.map((d) => `${d.path} ${d.code}`).sort()).toEqual(['cui cui_checksum', 'iban iban_checksum', 'name required', 'reg_no reg_no_format']);
    expect((await getProfile(ana)).body.updated_at).toBeNull();
  });

  it('refuses values of the wrong type or too long with 400, not 500', async () => {
    const ana = await makeUser(t);
    for (const body of [{ ...PROFILE, vat_payer: 'da' }, { ...PROFILE, name: 'x'.repeat(201) }, { ...PROFILE, cui: 12 }, 'text']) {
      const res = await putProfile(ana, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });

  it("belongs to its account: user B neither reads nor changes user A's profile", async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    await putProfile(a, PROFILE);
    // The profile is the caller's own: there is no id to put someone else's in the path.
    expect((await getProfile(b)).body).toMatchObject({ name: '', updated_at: null });
    await putProfile(b, { ...PROFILE, name: 'Firma lui B SRL' });
    expect((await getProfile(a)).body.name).toBe(PROFILE.name);
    expect((await getProfile(b)).body.name).toBe('Firma lui B SRL');
    expect((await httpClient(t.url).request('GET', '/api/user/profile')).status).toBe(401);
    expect((await httpClient(t.url).request('PUT', '/api/user/profile', { json: PROFILE })).status).toBe(401);
  });

  it('first steps follow what the account has done, and stay closed once dismissed', async () => {
    const ana = await makeUser(t);
    const other = await makeUser(t);
    expect(await firstSteps(ana)).toEqual({ profile_filled: false, document_saved: false, dismissed: false });
    await putProfile(ana, PROFILE);
    expect(await firstSteps(ana)).toEqual({ profile_filled: true, document_saved: false, dismissed: false });
    const form = await makeForm(t, { key: `first-steps-${kind}`, public: false }, [ana.user.id]);
    await makeDocument({ user: ana, formId: form.id });
    expect(await firstSteps(ana)).toEqual({ profile_filled: true, document_saved: true, dismissed: false });
    // Another account's progress is its own.
    expect(await firstSteps(other)).toEqual({ profile_filled: false, document_saved: false, dismissed: false });
    const dismissed = await other.client.request('POST', '/api/user/first-steps/dismiss', { token: other.token });
    expect(dismissed.status).toBe(204);
    expect((await firstSteps(other)).dismissed).toBe(true);
    expect((await firstSteps(ana)).dismissed).toBe(false);
  });

  it('the subscription says whether a logo is stored, so the web app never asks for a missing one', async () => {
    const ana = await makeUser(t);
    const own = await ana.client.request<UserSubscriptionDto>('GET', '/api/user/subscription', { token: ana.token });
    expect(own.body.has_logo).toBe(false);
    await t.database.db.insertInto('business_logos').values({ business_id: ana.businessId, content: Buffer.from([0x89, 0x50]), mime: 'image/png', updated_at: t.clock.now() }).execute();
    expect((await ana.client.request<UserSubscriptionDto>('GET', '/api/user/subscription', { token: ana.token })).body.has_logo).toBe(true);
  });
});
