import { expect } from 'vitest';
import type { ErrorBody, Locale, SpvConnectResponse } from '@atelier/core';
import type { FakeSpv } from '../../../integrations/spv/fake-spv.js';
import { pressCertificateButton } from '../../../integrations/spv/fake-spv-sign-in.js';
import type { TestUser } from '../../../test/factories.js';
import { httpClient } from '../../../test/http-client.js';
import type { TestApp } from '../../../test/test-app.js';

/**
 * The owner's way through ANAF's (fake) sign-in, as their browser goes: Connect SPV, the fake's
 * page, its certificate button (or Renunță), the redirect back with a code and the state, which
 * `back` follows to the app's callback (with another `code` when asked). `location` is where the
 * fake sent the browser. `locale`: the app's language the owner connects in (that of their SPV e-mails).
 */
export const signInAtFakeAnaf = async (
  { t, fake, who }: { t: TestApp; fake: FakeSpv; who: TestUser },
  { code, decision = 'allow', locale }: { code?: string; decision?: 'allow' | 'deny'; locale?: Locale } = {},
) => {
  const started = await who.client.request<SpvConnectResponse & ErrorBody>('POST', `/api/user/spv/connect${locale ? `?locale=${locale}` : ''}`, { token: who.token });
  expect(started.status, started.text).toBe(200);
  const authorize = new URL(started.body.url);
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${fake.oauthUrl}/authorize`);
  const state = authorize.searchParams.get('state') ?? '';
  const location = await pressCertificateButton(started.body.url, decision);
  expect(location.searchParams.get('state')).toBe(state);
  if (code !== undefined) location.searchParams.set('code', code);
  return { state, location, back: () => httpClient(t.url).request('GET', `/api/spv/callback${location.search}`) };
};

/** The owner connects the business to the fake ANAF: signed in and back on the profile, connected. */
export const connectAtFakeAnaf = async (at: { t: TestApp; fake: FakeSpv; who: TestUser }, options: { locale?: Locale } = {}) => {
  const back = await (await signInAtFakeAnaf(at, options)).back();
  expect([back.status, back.headers.get('location')]).toEqual([302, '/profile?spv=connected']);
};
