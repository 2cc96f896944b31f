import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Vite's build manifest (build.manifest: true): one entry per source module that became a chunk. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[]; src?: string };
type Manifest = Record<string, ManifestChunk>;

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/web/dist');

/** Issue 15's target for the JavaScript the first load of `/` downloads, compressed. */
export const INITIAL_JS_TARGET_BYTES = 150 * 1024;

/**
 * What the test holds the build to, brotli as served (gzip for the browsers without it is ~14%
 * more): issue 15's target itself. 332 KB before the cuts of bench/history/lighthouse.md "Initial JavaScript
 * of /", 183.5 KB on 26 November 2026, 143.5 KB after the first page's own Romanian texts, the
 * plain BrowserRouter, the calendars' locale with the pages and a plain layout instead of AppShell;
 * 149.9 KB on 29 November 2026, 138.9 KB once the app's own route table became a chunk loaded
 * after the public site (app/signed-in-routes.tsx) and the first page's libraries one chunk (vite.config.ts).
 */
export const INITIAL_JS_CEILING_BYTES = INITIAL_JS_TARGET_BYTES;

/** The page component `/` renders; its chunk is fetched as soon as the entry has run. */
export const HOME_ROUTE_MODULE = 'src/routes/home-page.tsx';

export type InitialJs = {
  files: { file: string; raw: number; gzip: number; brotli: number }[];
  raw: number;
  gzip: number;
  brotli: number;
};

const readManifest = (dist: string): Manifest => JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** A chunk and everything it imports statically: what the browser must fetch before it runs. */
const closure = (manifest: Manifest, key: string, seen: Set<string>) => {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
};

/** The files `src` (a manifest key: 'src/site-entry.ts') and its static imports name. */
export const staticFiles = (src: string, dist = webDist): string[] => {
  const manifest = readManifest(dist);
  const keys = new Set<string>();
  closure(manifest, src, keys);
  return [...keys].map((key) => manifest[key]!.file);
};

/**
 * The JavaScript of a first visit to `/`: the entry of index.html with its static imports, then the
 * home page's chunk with its own. Sizes are compressed here with the settings the build uses
 * (gzip level 9, brotli quality 11), so the figure does not depend on which files the build kept.
 */
export const measureInitialJs = (dist = webDist): InitialJs => {
  const manifest = readManifest(dist);
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.src === 'index.html');
  if (!entry) throw new Error('no index.html entry in the build manifest');
  const keys = new Set<string>();
  closure(manifest, entry[0], keys);
  closure(manifest, HOME_ROUTE_MODULE, keys);
  const files = [...keys].map((key) => {
    const file = manifest[key]!.file;
    const bytes = readFileSync(path.join(dist, file));
    return {
      file,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  const sum = (pick: (f: InitialJs['files'][number]) => number) => files.reduce((total, f) => total + pick(f), 0);
  return { files: files.sort((a, b) => b.gzip - a.gzip), raw: sum((f) => f.raw), gzip: sum((f) => f.gzip), brotli: sum((f) => f.brotli) };
};
