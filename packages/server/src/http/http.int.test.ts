import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@atelier/core';
import { OPENAPI_TAGS } from '../app-modules.js';
import { databaseKinds } from '../test/databases.js';
import { makeUser } from '../test/factories.js';
import { httpClient } from '../test/http-client.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

/** fetch() will not send another Host header, so this goes through node:http. */
const getWithHost = (base: string, pathAndQuery: string, host: string) =>
  new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = http.get(`${base}${pathAndQuery}`, { headers: { host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
  });

describe.each(databaseKinds())('HTTP behaviour on %s', (kind) => {
  let t: TestApp;
  let webDist: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'atelier-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    await writeFile(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
    t = await startTestApp({
      kind,
      env: { WEB_DIST: webDist, CANONICAL_HOST: 'www.atelier.test', LOG_LEVEL: 'info', BODY_LIMIT: '4096' },
      logStream,
    });
  });
  afterAll(async () => t.close());

  it('GET /api/health reports the database reachable', async () => {
    const res = await httpClient(t.url).request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', version: '1.1.116' });
  });

  it('answers an unknown /api path with 404 in the error shape', async () => {
    for (const [method, p] of [['GET', '/api/nope'], ['POST', '/api/user/nope'], ['GET', '/api']] as const) {
      const res = await httpClient(t.url).request<ErrorBody>(method, p);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });

  it('serves the SPA for page routes, assets with long caching, and 404 for missing files', async () => {
    const page = await httpClient(t.url).request('GET', '/dashboard?tab=dashboard');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<div id="root">');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await httpClient(t.url).request('GET', '/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await httpClient(t.url).request('GET', '/assets/missing.js')).status).toBe(404);
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await httpClient(t.url).request('GET', '/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('redirects the bare host to the www host, keeping path and query (301)', async () => {
    const bare = await getWithHost(t.url, '/catalog?q=deviz&page=2', 'atelier.test');
    expect(bare.status).toBe(301);
    expect(bare.location).toBe('http://www.atelier.test/catalog?q=deviz&page=2');
    const www = await getWithHost(t.url, '/api/health', 'www.atelier.test');
    expect(www.status).toBe(200);
  });

  it('refuses a body over the limit with 413 payload_too_large', async () => {
    const res = await httpClient(t.url).request<ErrorBody>('POST', '/api/user/register', { json: { email: 'a@b.ro', password: 'x'.repeat(8000) } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await httpClient(t.url).request<ErrorBody>('POST', '/api/user/register', { raw: 'x', headers: { 'content-type': 'text/csv' } });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it('refuses the NUL character (which PostgreSQL cannot store) with 400 and its path, in a body, a query or a form', async () => {
    const user = await makeUser(t);
    const client = httpClient(t.url);
    const inJson = await client.request<ErrorBody>('PUT', '/api/user/profile', { token: user.token, json: { company: { name: 'Auto\u0000 Service' } } });
    expect(inJson.status).toBe(400);
    expect(inJson.body.error).toMatchObject({ code: 'validation_error', details: [{ path: 'company.name' }] });
    const inQuery = await client.request<ErrorBody>('GET', '/api/user/submissions/search?query=pop%00escu', { token: user.token });
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.error.details).toEqual([expect.objectContaining({ path: 'query' })]);
    const inForm = await client.request<ErrorBody>('POST', '/api/user/token', { form: { username: 'ana\u0000@example.ro', password: 'whatever1' } });
    expect(inForm.status).toBe(400);
    expect(inForm.body.error.details).toEqual([expect.objectContaining({ path: 'username' })]);
    // Without one, the same calls work.
    expect((await client.request('GET', '/api/user/submissions/search?query=popescu', { token: user.token })).status).toBe(200);
  });

  it('publishes the OpenAPI document and its UI at /api/docs', async () => {
    const json = await httpClient(t.url).request<{ openapi: string; tags: { name: string; description: string }[]; paths: Record<string, Record<string, { tags?: string[] }>> }>(
      'GET',
      '/api/docs/json',
    );
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
    // The tags the modules describe, each once, and every operation's tags among them.
    expect(json.body.tags).toEqual(OPENAPI_TAGS);
    const operationTags = Object.values(json.body.paths).flatMap((operations) => Object.values(operations).flatMap((operation) => operation.tags ?? []));
    expect([...new Set(operationTags)].filter((tag) => !OPENAPI_TAGS.some((declared) => declared.name === tag))).toEqual([]);
    for (const p of ['/api/user/register', '/api/user/token', '/api/admin/token', '/api/user/refresh-token', '/api/user/status', '/api/user/payment-banner-status', '/api/health']) {
      expect(Object.keys(json.body.paths)).toContain(p);
    }
    const ui = await httpClient(t.url).request('GET', '/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('logs one line per request and never a password, token or cookie', async () => {
    const user = await makeUser(t);
    logLines.length = 0;
    await user.client.request('GET', `/api/user/status?password=${encodeURIComponent(user.password)}`, { token: user.token });
    await httpClient(t.url).request('POST', '/api/user/token', { form: { username: user.email, password: 'o-parola-secreta' } });
    await user.client.request('POST', '/api/user/refresh-token');
    const all = logLines.join('\n');
    expect(all).not.toContain(user.password);
    expect(all).not.toContain('o-parola-secreta');
    expect(all).not.toContain(user.token);
    expect(all).not.toContain(user.client.cookies.get('atelier_refresh') ?? '<none>');
    const requestLines = logLines.map((l) => JSON.parse(l) as { msg: string; url?: string }).filter((l) => l.msg === 'request');
    expect(requestLines).toHaveLength(3);
    expect(requestLines[0]?.url).toBe('/api/user/status?password=%5BREDACTED%5D');
  });
});
