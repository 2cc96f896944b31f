import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test/databases.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** The bytes as they travel (fetch would decode them), asking with this Accept-Encoding. */
const getRaw = (url: string, acceptEncoding?: string) =>
  new Promise<Raw>((resolve, reject) => {
    const req = http.get(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });

const [kind = 'pglite'] = databaseKinds();

describe('the built web app is sent precompressed', () => {
  let t: TestApp;
  const script = `export const words = ${JSON.stringify('Atelier '.repeat(4000))};\n`;
  const page = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    // A dist folder as the Vite build leaves it: each text file beside its .br and .gz.
    const webDist = await mkdtemp(path.join(os.tmpdir(), 'atelier-web-compressed-'));
    await mkdir(path.join(webDist, 'assets'));
    const files: Record<string, string> = { 'index.html': page, 'assets/index-abc123.js': script };
    for (const [name, text] of Object.entries(files)) {
      await writeFile(path.join(webDist, name), text);
      await writeFile(path.join(webDist, `${name}.br`), brotliCompressSync(text));
      await writeFile(path.join(webDist, `${name}.gz`), gzipSync(text));
    }
    await writeFile(path.join(webDist, 'assets', 'small-def456.js'), 'console.log(1)');
    t = await startTestApp({ kind, env: { WEB_DIST: webDist } });
  });
  afterAll(async () => t.close());

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, plain text otherwise; each varies by Accept-Encoding and is cached for a year', async () => {
    const url = `${t.url}/assets/index-abc123.js`;
    const br = await getRaw(url, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gz = await getRaw(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await getRaw(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends a file without a compressed twin as it is', async () => {
    const small = await getRaw(`${t.url}/assets/small-def456.js`, 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log(1)');
  });

  it('sends pages (index.html made per URL) compressed too, never cached without asking, for / and for page routes', async () => {
    for (const route of ['/', '/dashboard?tab=history', '/documents/0123456789abcdef01234567']) {
      const res = await getRaw(`${t.url}${route}`, 'br');
      expect(res.status, route).toBe(200);
      expect(res.headers['content-encoding'], route).toBe('br');
      expect(res.headers['content-type'], route).toMatch(/text\/html/);
      expect(res.headers['cache-control'], route).toBe('no-cache');
      expect(res.headers.vary, route).toMatch(/accept-encoding/i);
      // The page is index.html with this URL's own head (features/site/seo.int.test.ts checks it), the same as sent uncompressed.
      const html = brotliDecompressSync(res.body).toString();
      expect(html, route).toBe((await getRaw(`${t.url}${route}`, 'identity')).body.toString());
      expect(html, route).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
      expect(html, route).toContain('<div></div>'.repeat(200));
    }
  });

  it('never serves the compressed files under their own names as pages', async () => {
    const res = await getRaw(`${t.url}/assets/missing-000.js`, 'br');
    expect(res.status).toBe(404);
  });
});
