import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessagesResponse, DocumentDto, PublicSubmitResponse, SubscriptionDto } from '@atelier/core';
import { databaseKinds, type DatabaseKind } from '../../test/databases.js';
import { makeAdmin, makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, estimateDefinition, makeForm } from '../../test/forms.js';
import { operationsOf, requestsOf, surfaceOf, type FuzzRequest, type Known, type Operation } from '../../test/fuzz.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/** Fixed: a failure found here is found again on every run and machine. */
const SEED = 13;
/** A PDF costs a render (~100 ms of CPU) and takes the same data as a submit, which is fuzzed in full. */
const rendersPdf = (op: Operation) => op.path.endsWith('/pdf');

/** Requests per operation and caller, by how much it has to vary: about 3,000 in all for 64 operations. */
const runsFor = (op: Operation, caller: 'anonymous' | 'user' | 'admin' | 'badToken') => {
  const full = Math.ceil(Math.min(40, 4 + 6 * surfaceOf(op)) / (rendersPdf(op) ? 4 : 1));
  return caller === 'badToken' ? 1 : caller === 'anonymous' && op.secured ? 2 : full;
};
/** The bound, as CPU time of this process (the app, PGlite and the PDF workers run in it): a busy machine does not inflate it. */
const CPU_LIMIT_MS = 2_000;
/** Wall time only catches a request that waits on something else (PostgreSQL's CPU is not ours); generous for a noisy machine. */
const WALL_LIMIT_MS = 10_000;

/** Calls that end the callers' sessions or remove what other calls use: they run after all the others. */
const runsLast = (op: Operation) => op.method === 'DELETE' || /logout|password-reset\/confirm/.test(op.path);

type Finding = { request: string; status: number; cpuMs: number; wallMs: number; text: string };

/**
 * Issue 13: no request a client can make answers 5xx or takes over 2 s. Every operation of the
 * OpenAPI document is called as anonymous, a user, an admin and with a forged token, with values
 * generated from its schemas (fast-check, fixed seed): wrong types, huge integers, lone surrogates,
 * NUL, long text, impossible dates, ids of nothing, missing fields. A new route is covered by itself.
 * About 2,900 requests, 8 s of CPU on each database; FUZZ_LOG=file writes every request and answer.
 * One test file per database (fuzz-pglite, fuzz-postgres): the two run side by side, and neither
 * comes near two minutes on a busy machine as the one file of both did.
 */
export const fuzzEveryRoute = (kind: DatabaseKind) =>
  describe.runIf(databaseKinds().includes(kind))(`fuzzed requests over every route on ${kind}`, () => {
    let t: TestApp;
    let admin: Awaited<ReturnType<typeof makeAdmin>>;
    let ana: TestUser;
    let known: Known;

    beforeAll(async () => {
      t = await startTestApp({ kind, env: { PDF_WORKERS: '1', PUBLIC_SUBMIT_LIMIT: '100000', PUBLIC_PDF_LIMIT: '100000' } });
      admin = await makeAdmin(t);
      ana = await makeUser(t);
      const bogdan = await makeUser(t);
      const form = await makeForm(t, { key: 'fuzz', public: true }, [ana.user.id, bogdan.user.id]);
      const privateForm = await makeForm(t, { key: 'fuzz-private', public: false });
      const submit = async (user: TestUser) =>
        (await user.client.request<DocumentDto>('POST', `/api/user/forms/${form.id}/submit`, { token: user.token, json: { data: estimateData() } })).body.id;
      const documents = [await submit(ana), await submit(bogdan)];
      const anonymous = httpClient(t.url);
      const publicId = (await anonymous.request<PublicSubmitResponse>('POST', `/api/forms/open/forms/${form.id}/submit`, { json: { data: estimateData() } })).body.id;
      const subscription = await admin.client.request<SubscriptionDto>('PUT', `/api/users/${ana.user.id}/subscription`, {
        token: admin.token,
        json: { starts_at: '2026-01-01', ends_at: '2026-12-31', applications: 3 },
      });
      await ana.client.request('POST', `/api/user/forms/${privateForm.id}/request`, { token: ana.token });
      await anonymous.request('POST', '/api/contact', { json: { name: 'Ana', email: 'ana@example.ro', subject: 'Întrebare', message: 'Bună ziua' } });
      const messages = await admin.client.request<ContactMessagesResponse>('GET', '/api/contact-messages', { token: admin.token });
      const requests = await admin.client.request<{ id: string }[]>('GET', '/api/forms/requests', { token: admin.token });
      const hexIds = [form.id, privateForm.id, ...documents, ana.user.id, bogdan.user.id, subscription.body.id, ...messages.body.messages.map((m) => m.id), ...requests.body.map((r) => r.id)];
      expect(hexIds.every((id) => typeof id === 'string')).toBe(true);
      const data = estimateData();
      known = {
        ids: ({ path, name, pattern }) => {
          if (pattern === '^[A-Za-z0-9_-]{32}$') return [publicId];
          if (pattern !== '^[0-9a-f]{24}$') return [];
          if (name === 'subscriptionId') return [subscription.body.id];
          if (name === 'user_id' || path.startsWith('/api/users/')) return [ana.user.id, bogdan.user.id];
          if (path.includes('/completed_forms/')) return documents;
          if (path.includes('/requests/')) return requests.body.map((r) => r.id);
          if (path.includes('/contact-messages/')) return messages.body.messages.map((m) => m.id);
          if (path.includes('/forms/') || name === 'form_id') return [form.id, privateForm.id];
          return hexIds;
        },
        bodies: {
          'POST /api/user/forms/{id}/submit': { data },
          'POST /api/forms/open/forms/{id}/submit': { data },
          'PUT /api/user/completed_forms/{id}': { version: 1, data },
          'POST /api/user/forms/{id}/pdf': { data },
          'POST /api/forms/open/forms/{id}/pdf': { data },
          'POST /api/forms': estimateDefinition({ key: 'fuzz-upload' }),
          'PUT /api/users/{id}/subscription': { starts_at: '2026-01-01', ends_at: '2026-12-31', applications: 2, addons: { logo: true } },
          'PUT /api/users/{id}/subscriptions/{subscriptionId}': { starts_at: '2026-01-01', ends_at: '2026-06-30', applications: 1 },
        },
      };
      // The PDF worker starts (fonts, a warm-up render) before the clock runs: that is start-up, not a request.
      await anonymous.request('POST', `/api/forms/open/forms/${form.id}/pdf`, { json: { data } });
    }, 120_000);
    afterAll(async () => t.close());

    const send = async (request: FuzzRequest, token: string | undefined): Promise<Finding> => {
      const cpuBefore = process.cpuUsage();
      const wallBefore = performance.now();
      const response = await fetch(`${t.url}${request.url}`, {
        method: request.method,
        headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(request.body !== undefined ? { body: request.body } : {}),
        signal: AbortSignal.timeout(60_000),
      });
      const text = await response.text();
      const cpu = process.cpuUsage(cpuBefore);
      return {
        request: `${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)} ${(request.body ?? '').slice(0, 300)}`,
        status: response.status,
        cpuMs: (cpu.user + cpu.system) / 1000,
        wallMs: performance.now() - wallBefore,
        text: text.slice(0, 300),
      };
    };

    it('answers every generated request without 5xx, each within 2 s of CPU', async () => {
      const document = await httpClient(t.url).request<Parameters<typeof operationsOf>[0]>('GET', '/api/docs/json');
      const operations = operationsOf(document.body).sort((a, b) => Number(runsLast(a)) - Number(runsLast(b)));
      expect(operations.length).toBeGreaterThan(50);
      const callers = [
        { name: 'anonymous', token: () => undefined },
        { name: 'user', token: () => ana.token },
        { name: 'admin', token: () => admin.token },
        { name: 'badToken', token: () => `${ana.token.slice(0, -4)}AAAA` },
      ] as const;
      const findings: Finding[] = [];
      const log = process.env.FUZZ_LOG;
      let sent = 0;
      const statuses: Record<number, number> = {};
      for (const [index, op] of operations.entries()) {
        for (const [which, caller] of callers.entries()) {
          for (const request of fc.sample(requestsOf(op, known), { seed: SEED + index * 10 + which, numRuns: runsFor(op, caller.name) })) {
            const result = await send(request, caller.token());
            sent += 1;
            if (log) appendFileSync(log, `${result.status} ${Math.round(result.cpuMs)} ${Math.round(result.wallMs)} ${caller.name} ${result.request}\n`);
            statuses[result.status] = (statuses[result.status] ?? 0) + 1;
            if (result.status >= 500 || result.cpuMs > CPU_LIMIT_MS || result.wallMs > WALL_LIMIT_MS) findings.push(result);
          }
        }
      }
      if (log) appendFileSync(log, `${sent} requests: ${JSON.stringify(statuses)}\n`);
      expect(sent).toBeGreaterThan(2000);
      expect(findings).toEqual([]);
    }, 300_000);
  });
