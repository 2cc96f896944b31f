import { expect } from 'vitest';
import type { ErrorBody, FormData, Locale, SpvUploadsResponse } from '@atelier/core';
import { startFakeSpv, type FakeSpv } from '../../../integrations/spv/fake-spv.js';
import type { DatabaseKind } from '../../../test/databases.js';
import { makeDocument } from '../../../test/documents.js';
import { makeUser, type TestUser } from '../../../test/factories.js';
import { createSecretBox } from '../../../infra/secret-box.js';
import { TEST_ENCRYPTION_KEY, startTestApp, type TestApp } from '../../../test/test-app.js';
import { accessContext, refreshContext } from '../spv-tokens.js';
import { createFormsService } from '../../forms/index.js';
import { catalogDefinition } from '../../../pdf/test-support/samples.js';
import { invoiceSample } from '../../../test/invoices.js';
import type { SpvTuning } from '../spv-uploads.js';
import { connectAtFakeAnaf, signInAtFakeAnaf } from './fake-sign-in.js';

/** The callback registered with the fake ANAF: the browser comes back there (the test follows it to the app, whose port is known only once it listens). */
export const REDIRECT = 'http://127.0.0.1:9/api/spv/callback';
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * The app configured for SPV against the fake ANAF on a loopback port (integrations/spv/fake-spv.ts),
 * as the feature's integration tests run it: the jobs driven by the test clock, which the fake shares,
 * the sample VAT payer's invoice application published, and the owner's way through ANAF's sign-in.
 */
export const startSpvHarness = async ({ kind, tuning, env = {}, logStream }: { kind: DatabaseKind; tuning: Partial<SpvTuning>; env?: Record<string, string>; logStream?: NodeJS.WritableStream }) => {
  let clockNow: () => Date = () => new Date();
  const fake: FakeSpv = await startFakeSpv({ now: () => clockNow(), processingPolls: 1, redirectUris: [REDIRECT] });
  const t: TestApp = await startTestApp({
    kind,
    env: {
      ANAF_SPV_URL: fake.apiUrl,
      ANAF_OAUTH_URL: fake.oauthUrl,
      ANAF_SPV_CLIENT_ID: fake.control.clientId,
      ANAF_SPV_CLIENT_SECRET: fake.control.clientSecret,
      ANAF_SPV_REDIRECT_URL: REDIRECT,
      // One try per call: the jobs try again (the adapter's own retries are its test's).
      ANAF_SPV_RETRIES: '0',
      ANAF_SPV_TIMEOUT_MS: '1500',
      ...env,
    },
    ...(logStream ? { logStream } : {}),
    appDeps: { spvTuning: tuning, jobsTuning: { pauseMs: 0 } },
  });
  clockNow = t.clock.now;
  const forms = createFormsService({ db: t.database.db, now: t.clock.now });
  const invoiceFormId = (await forms.publish({ ...catalogDefinition('factura-platitor-tva.json'), public: true })).id;

  const call = <T>(who: { client: TestUser['client']; token: string }, method: string, url: string, json?: unknown) =>
    who.client.request<T & ErrorBody>(method, url, { token: who.token, ...(json === undefined ? {} : { json }) });
  const attempts = async (who: TestUser, id: string) => (await call<SpvUploadsResponse>(who, 'GET', `/api/user/documents/${id}/spv`)).body.results;
  /** One round of the jobs runner, `ms` later on the test clock. */
  const later = async (ms = 0) => {
    t.clock.advance(ms);
    await t.app.jobs.tick();
  };
  /** The sample invoice, some of its steps' values changed. */
  const invoice = (patch: Record<string, Record<string, unknown>> = {}): FormData => {
    const data = invoiceSample('factura-platitor-tva');
    for (const [step, values] of Object.entries(patch)) data[step] = { ...data[step], ...values } as FormData[string];
    return data;
  };
  const save = (who: TestUser, data = invoice()) => makeDocument({ user: who, formId: invoiceFormId, data });
  /** The owner's way through ANAF's sign-in (fake-sign-in.ts); the fake sends the browser back to the callback registered with it. */
  const signIn = async (who: TestUser, options: { code?: string; decision?: 'allow' | 'deny' } = {}) => {
    const signedIn = await signInAtFakeAnaf({ t, fake, who }, options);
    expect(`${signedIn.location.origin}${signedIn.location.pathname}`).toBe(REDIRECT);
    return signedIn;
  };
  /** A new business whose owner connected SPV (optionally in manual mode). */
  const connected = async (mode: 'auto' | 'manual' = 'auto', owner?: TestUser, options: { locale?: Locale } = {}) => {
    const who = owner ?? (await makeUser(t));
    await connectAtFakeAnaf({ t, fake, who }, options);
    if (mode === 'manual') expect((await call(who, 'PUT', '/api/user/spv/settings', { upload_mode: 'manual' })).status).toBe(200);
    return who;
  };
  /** After the clock jumps past the session's access token: a new one from the refresh cookie. */
  const renew = async (who: TestUser) => {
    const res = await who.client.request<{ access_token: string }>('POST', '/api/user/refresh-token');
    expect(res.status, res.text).toBe(200);
    who.token = res.body.access_token;
  };
  /** The business's tokens as sealed in the database, opened with the test key. */
  const sealed = async (who: TestUser) => {
    const row = await t.database.db.selectFrom('spv_connections').selectAll().where('business_id', '=', who.businessId).executeTakeFirstOrThrow();
    const box = createSecretBox({ key: TEST_ENCRYPTION_KEY });
    return { row, access: box.open({ data: row.access_enc, keyId: row.key_id }, accessContext(who.businessId)), refresh: box.open({ data: row.refresh_enc, keyId: row.key_id }, refreshContext(who.businessId)) };
  };
  const close = async () => {
    await t.close();
    await fake.stop();
  };

  return { t, fake, invoiceFormId, call, attempts, later, invoice, save, signIn, connected, renew, sealed, close };
};

export type SpvHarness = Awaited<ReturnType<typeof startSpvHarness>>;
