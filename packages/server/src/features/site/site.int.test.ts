import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDto, ArticlesPageDto, ErrorBody, OperatorDto, SiteExtrasDto, SitePageDto } from '@atelier/core';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

// Content is read from files, not the database: one database kind is enough.
describe('public site API', () => {
  let t: TestApp;
  let configured: TestApp;
  const get = <T>(app: TestApp, path: string) => httpClient(app.url).request<T & ErrorBody>('GET', path);

  beforeAll(async () => {
    t = await startTestApp({ kind: 'pglite' });
    configured = await startTestApp({
      kind: 'pglite',
      env: { OPERATOR_NAME: 'Atelier Soft SRL', OPERATOR_CUI: 'RO12345678', OPERATOR_EMAIL: 'contact@atelier-soft.ro', OPERATOR_WHATSAPP: 'https://wa.me/40712345678' },
    });
  });
  afterAll(async () => Promise.all([t.close(), configured.close()]));

  it('serves a legal page in the wanted language with its front matter, anonymously and cacheable', async () => {
    const res = await get<SitePageDto>(t, '/api/site/pages/privacy?lang=ro');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body).toMatchObject({ name: 'privacy', lang: 'ro', meta: { title: 'Politica de confidențialitate' } });
    expect(res.body.meta.sources.some((s) => s.includes('2016/679'))).toBe(true);
    expect(res.body.html).toContain('ANSPDCP');
  });

  it('puts the configured operator into the page, and nothing invented when unset', async () => {
    const plain = await get<SitePageDto>(t, '/api/site/pages/privacy');
    expect(plain.body.html).not.toContain('<table class="operator">');
    const withOperator = await get<SitePageDto>(configured, '/api/site/pages/privacy');
    expect(withOperator.body.html).toContain('Atelier Soft SRL');
    expect(withOperator.body.html).toContain('RO12345678');
  });

  it('answers the operator fields that are configured, and only those', async () => {
    // The repository's content/media holds no ANPC pictogram: none is announced.
    expect((await get<OperatorDto>(t, '/api/site/operator')).body).toEqual({ pictograms: {} });
    expect((await get<OperatorDto>(configured, '/api/site/operator')).body).toEqual({
      name: 'Atelier Soft SRL',
      cui: 'RO12345678',
      email: 'contact@atelier-soft.ro',
      whatsapp: 'https://wa.me/40712345678',
      pictograms: {},
    });
  });

  it("announces ANPC's SAL and SOL pictograms once the operator has put the files in content/media, and serves them", async () => {
    const contentDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-content-'));
    await cp(fileURLToPath(new URL('../../../../../content', import.meta.url)), contentDir, { recursive: true });
    // Stand-ins for ANPC's files: the test checks names and addresses, not the pictures.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await writeFile(path.join(contentDir, 'media/anpc-sal.png'), png);
    await writeFile(path.join(contentDir, 'media/anpc-sol.webp'), png);
    const withPictograms = await startTestApp({ kind: 'pglite', env: { CONTENT_DIR: contentDir } });
    try {
      expect((await get<OperatorDto>(withPictograms, '/api/site/operator')).body.pictograms).toEqual({
        sal: '/api/site/media/anpc-sal.png',
        sol: '/api/site/media/anpc-sol.webp',
      });
      const picture = await httpClient(withPictograms.url).request('GET', '/api/site/media/anpc-sal.png');
      expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/png']);
    } finally {
      await withPictograms.close();
      await rm(contentDir, { recursive: true, force: true });
    }
  });

  it('lists articles and serves one, falling back to Romanian', async () => {
    const list = await get<ArticlesPageDto>(t, '/api/site/articles?lang=it&page=1');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(0);
    const first = list.body.items[0];
    if (!first) throw new Error('no article');
    const one = await get<ArticleDto>(t, `/api/site/articles/${first.slug}?lang=${first.lang}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ slug: first.slug, meta: { title: first.meta.title } });
    expect(one.body.html.length).toBeGreaterThan(200);
  });

  it('refuses unknown names and bad parameters without a 500', async () => {
    expect((await get(t, '/api/site/pages/about')).status).toBe(400);
    expect((await get(t, '/api/site/pages/terms?lang=fr')).status).toBe(400);
    expect((await get(t, '/api/site/articles/no-such-article')).body.error?.code).toBe('not_found');
    expect((await get(t, '/api/site/articles/..%2F..%2Fetc')).status).toBe(400);
    expect((await get(t, '/api/site/articles?page=0')).status).toBe(400);
    expect((await get(t, '/api/site/media/..%2Fpages%2Fprivacy.ro.md')).status).toBe(400);
    expect((await get(t, '/api/site/media/missing.webp')).status).toBe(404);
  });

  it('serves a picture of content/media with its type', async () => {
    const res = await httpClient(t.url).request<string>('GET', '/api/site/media/blog-deviz.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('serves testimonials and figures only as the operator wrote them (none by default)', async () => {
    expect((await get<SiteExtrasDto>(t, '/api/site/extras')).body).toEqual({ testimonials: [], marketing: {} });
  });
});
