import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@atelier/core';
import type { PageVisitor } from '../../http/rendered-page.js';

/**
 * The public pages' renderer built from the web app (packages/web/src/entry-server.tsx). `status`:
 * the one the page asks for (a customer's unknown link, 404); `locale`: the language it was drawn
 * in when the page chose another than the address's (a customer's link, in the language it was sent in).
 */
export type ServerPage = { html: string; state: unknown; status?: number; locale?: Locale };
export type ServerRenderer = {
  /** Whether a path is one of the public site's pages it renders; the app's own (/dashboard, …) are drawn by the browser. */
  renders: (pathname: string) => boolean;
  /** `visitor`: who the page is for; its API requests are made as theirs (their address, their browser). */
  render: (url: string, locale: Locale, visitor?: PageVisitor) => Promise<ServerPage>;
};

/**
 * How the pages' API requests are answered on the server: by the server itself (Fastify's inject).
 * `remoteAddress`: the visitor's, as the connection's own (inject's socket), so the API counts
 * the visitor and no header a client could send decides it.
 */
export type LocalRequest = (request: { method: string; url: string; headers: Record<string, string>; body?: string; remoteAddress?: string }) => Promise<{
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}>;

/** entry-server.tsx hands each API request back with the `visitor` its render was given. */
type EntryServer = { createServerRenderer: (transport: (url: string, init: RequestInit, visitor?: PageVisitor) => Promise<Response>) => Promise<ServerRenderer> };

const toHeaders = (raw: Record<string, string | string[] | number | undefined>): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
};

const NO_BODY = new Set([204, 205, 304]);

/** Loads the renderer when it was built; undefined otherwise (the pages then go out with their head only, for the browser to draw). */
export const loadServerRenderer = async (ssrDist: string, local: LocalRequest): Promise<ServerRenderer | undefined> => {
  const file = path.join(ssrDist, 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as EntryServer;
  return entry.createServerRenderer(async (url, init, visitor) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await local({
      method: init.method ?? 'GET',
      url,
      // The visitor's browser: a link preview's robot does not open a customer's link.
      headers: visitor ? { ...headers, 'user-agent': visitor.userAgent } : headers,
      body: typeof init.body === 'string' ? init.body : undefined,
      ...(visitor ? { remoteAddress: visitor.ip } : {}),
    });
    return new Response(NO_BODY.has(answer.status) ? null : new Uint8Array(answer.body), { status: answer.status, headers: toHeaders(answer.headers) });
  });
};

type ManifestChunk = { file: string; src?: string; css?: string[]; imports?: string[]; isEntry?: boolean };

type Manifest = Record<string, ManifestChunk>;

const readManifest = (webDist: string): Manifest | undefined => {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
};

/** A chunk and what it imports statically, each once. */
const closure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
};

/** A chunk's stylesheets and those of what it imports statically, each once, in order. */
const stylesheetsOf = (manifest: Manifest, keys: string[]): string[] => {
  const css = new Set<string>();
  for (const key of keys) {
    for (const one of closure(manifest, key)) {
      const { file, css: sheets = [] } = manifest[one] as ManifestChunk;
      // A module of styles only (src/app/styles.ts) is built as the stylesheet itself.
      if (file.endsWith('.css')) css.add(`/${file}`);
      for (const href of sheets) css.add(`/${href}`);
    }
  }
  return [...css];
};

/** The public pages' stylesheet (web/src/app/site-styles.ts): Mantine's global styles and the components those pages draw. */
const SITE_STYLES = 'src/app/site-styles.ts';

/**
 * The stylesheets a server-rendered page links, from the build's manifest, so its first paint
 * already has the app's look: the public pages' own (site-styles.ts, a third of Mantine's whole
 * stylesheet; the app loads its full one before it takes the page over, hydrate-page.tsx). A build
 * without it: the app's entry's and its styles chunk's (Mantine's whole stylesheet).
 */
export const appStyles = (webDist: string): string[] => {
  const manifest = readManifest(webDist);
  if (!manifest) return [];
  if (manifest[SITE_STYLES]) return stylesheetsOf(manifest, [SITE_STYLES]);
  return stylesheetsOf(
    manifest,
    Object.entries(manifest)
      .filter(([key, chunk]) => chunk.isEntry || key === 'src/app/styles.ts')
      .map(([key]) => key),
  );
};

/** The public pages' own entry (src/site-entry.ts), which a server-rendered page loads in place of index.html's. */
export const siteEntry = (webDist: string): string | undefined => {
  const chunk = readManifest(webDist)?.['src/site-entry.ts'];
  return chunk ? `/${chunk.file}` : undefined;
};
