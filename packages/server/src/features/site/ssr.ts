import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@atelier/core';

/** The public pages' renderer built from the web app (packages/web/src/entry-server.tsx). */
export type ServerPage = { html: string; state: unknown };
export type ServerRenderer = (url: string, locale: Locale) => Promise<ServerPage>;

/** How the pages' API requests are answered on the server: by the server itself (Fastify's inject). */
export type LocalRequest = (request: { method: string; url: string; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}>;

type EntryServer = { createServerRenderer: (transport: (url: string, init: RequestInit) => Promise<Response>) => Promise<ServerRenderer> };

const toHeaders = (raw: Record<string, string | string[] | number | undefined>): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
};

const NO_BODY = new Set([204, 205, 304]);

/** Loads the renderer when it was built; undefined otherwise (the pages then go out as plain HTML). */
export const loadServerRenderer = async (ssrDist: string, local: LocalRequest): Promise<ServerRenderer | undefined> => {
  const file = path.join(ssrDist, 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as EntryServer;
  return entry.createServerRenderer(async (url, init) => {
    const answer = await local({
      method: init.method ?? 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(NO_BODY.has(answer.status) ? null : new Uint8Array(answer.body), { status: answer.status, headers: toHeaders(answer.headers) });
  });
};

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/**
 * The stylesheets of the app's entry and of its styles chunk (Mantine's), from the build's
 * manifest: a server-rendered page links them so its first paint already has the app's look.
 */
export const appStyles = (webDist: string): string[] => {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const css = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    // A module of styles only (src/app/styles.ts) is built as the stylesheet itself.
    if (chunk.file.endsWith('.css')) css.add(`/${chunk.file}`);
    for (const href of chunk.css ?? []) css.add(`/${href}`);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry || key === 'src/app/styles.ts') visit(key, new Set());
  return [...css];
};
