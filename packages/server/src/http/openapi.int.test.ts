import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../app-modules.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { operationIdOf, typedNullables } from './openapi.js';

type Operation = {
  operationId?: string;
  description?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>> };

const BIN = fileURLToPath(new URL('../../../../node_modules/.bin/', import.meta.url));

/** A linter's command line on the document's file: its output, whatever its exit code (non-zero when it finds errors). */
const run = async (command: string, args: string[], cwd: string): Promise<string> => {
  try {
    return (await promisify(execFile)(path.join(BIN, command), args, { cwd, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' }, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { stdout } = error as { stdout?: string };
    if (!stdout) throw error;
    return stdout;
  }
};

/** `METHOD /api/path` of the route-access table, as the document writes the path. */
const documentKey = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document (/api/docs/json)', () => {
  let t: TestApp;
  let dir: string;
  let document: Document;
  const operations = () => Object.entries(document.paths).flatMap(([p, methods]) => Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${p}`, operation })));

  beforeAll(async () => {
    t = await startTestApp({ kind: 'pglite', env: { PUBLIC_URL: 'https://atelier.example.ro' } });
    document = (await (await fetch(`${t.url}/api/docs/json`)).json()) as Document;
    dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-openapi-'));
    await writeFile(path.join(dir, 'openapi.json'), JSON.stringify(document));
    await writeFile(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\ntelemetry: off\n');
    await writeFile(path.join(dir, '.spectral.yaml'), 'extends: ["spectral:oas"]\n');
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("has no error under Redocly's recommended rules", { timeout: 600_000 }, async () => {
    const output = JSON.parse(await run('redocly', ['lint', 'openapi.json', '--format', 'json'], dir)) as { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
    const errors = output.problems.filter((problem) => problem.severity === 'error').map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it("has no error under Spectral's spectral:oas rules", { timeout: 600_000 }, async () => {
    const output = JSON.parse(await run('spectral', ['lint', 'openapi.json', '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet'], dir)) as { code: string; severity: number; message: string; path: string[] }[];
    const errors = output.filter((problem) => problem.severity === 0).map((problem) => `${problem.code} ${problem.path.join('/')}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it('names every operation, each once, from its method and path', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/user/completed_forms/{id}/pdf']?.get?.operationId).toBe('getUserCompletedFormsByIdPdf');
    expect(document.paths['/api/forms/catalog/{key}/sample.pdf']?.get?.operationId).toBe('getFormsCatalogByKeySamplePdf');
    expect(operationIdOf('POST', '/api/user/invitations/:token/accept', '/api')).toBe('postUserInvitationsByTokenAccept');
  });

  it('declares who may call each operation: no security on public ones, "Owner only." on the owner\'s', () => {
    const routes = Object.entries(ROUTE_ACCESS).filter(([route]) => documentKey(route).split(' ')[1]! in document.paths);
    expect(routes.length).toBeGreaterThan(100);
    for (const [route, level] of routes) {
      const [method = '', url = ''] = documentKey(route).split(' ');
      const operation = document.paths[url]?.[method.toLowerCase()];
      if (!operation) continue; // a route left out of the document (the upload's old address)
      expect(operation.security, route).toEqual(level === 'public' ? [] : [{ bearerAuth: [] }]);
      expect(operation.description?.includes('Owner only.') ?? false, route).toBe(level === 'owner');
      expect(operation.description?.includes('members when the owner lets them see the statistics') ?? false, route).toBe(level === 'statistics');
    }
    for (const route of ['POST /api/user/export', 'GET /api/user/exports', 'GET /api/user/exports/{id}/download']) {
      const [method = '', url = ''] = route.split(' ');
      expect(document.paths[url]?.[method.toLowerCase()]?.description, route).toMatch(/Owner only\.$/);
    }
  });

  it('declares file answers with their true content types, as binary, and no body for a 204', () => {
    const okContent = (route: string) => {
      const [method = '', url = ''] = route.split(' ');
      const operation = document.paths[url]?.[method.toLowerCase()];
      return operation?.responses['200']?.content;
    };
    const binary = { schema: { type: 'string', format: 'binary' } };
    expect(okContent('GET /api/user/completed_forms/{id}/pdf')).toEqual({ 'application/pdf': binary });
    expect(okContent('GET /api/forms/catalog/{key}/sample.pdf')).toEqual({ 'application/pdf': binary });
    expect(okContent('GET /api/user/exports/{id}/download')).toEqual({ 'application/zip': binary });
    expect(okContent('GET /api/user/completed_forms/{id}/efactura')).toEqual({ 'application/xml': binary });
    expect(okContent('GET /api/calendar/{file}')).toEqual({ 'text/calendar': binary });
    expect(Object.keys(okContent('GET /api/user/logo') ?? {})).toEqual(['image/png', 'image/jpeg']);
    expect(Object.keys(okContent('GET /api/reminders/unsubscribe') ?? {})).toEqual(['text/html']);
    // A file is never said to be JSON: every other 2xx JSON answer has a schema of its own.
    for (const { key, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status === '204') expect(response.content, key).toBeUndefined();
        const json = response.content?.['application/json']?.schema;
        if (json) expect(json.description ?? '', `${key} ${status}`).not.toMatch(/^(application|text|image)\//);
      }
    }
  });

  it('says where the API is served (PUBLIC_URL) and has no path with a trailing slash', () => {
    expect(document.servers).toEqual([{ url: 'https://atelier.example.ro' }]);
    expect(Object.keys(document.paths).filter((p) => p.endsWith('/'))).toEqual([]);
  });
});

describe('typedNullables', () => {
  it('gives OpenAPI 3.0 a null it reads: beside a type, in an enum, or as a branch of its own', () => {
    expect(typedNullables({ type: 'string', nullable: true })).toEqual({ type: 'string', nullable: true });
    expect(typedNullables({ type: 'string', enum: ['owner', 'member'], nullable: true, default: null })).toEqual({ type: 'string', enum: ['owner', 'member', null], nullable: true, default: null });
    const nullSchema = { type: 'string', nullable: true, enum: [null] };
    expect(typedNullables({ anyOf: [{ type: 'string' }, { type: 'number' }], nullable: true })).toEqual({ anyOf: [{ type: 'string' }, { type: 'number' }, nullSchema] });
    const union = { oneOf: [{ type: 'object', properties: { kind: { type: 'string', enum: ['weekly'] } } }] };
    expect(typedNullables({ description: 'why', nullable: true, ...union })).toEqual({ description: 'why', anyOf: [union, nullSchema] });
    expect(typedNullables({ nullable: true, description: 'anything' })).toEqual({ description: 'anything' });
    expect(typedNullables({ properties: { a: { nullable: true, anyOf: [{ type: 'string' }] } } })).toEqual({ properties: { a: { anyOf: [{ type: 'string' }, nullSchema] } } });
  });
});
