/**
 * The customer's page, timed one request at a time: its data (`GET /api/public/d/{token}`, what the
 * app draws it from) and the page itself (`GET /d/{token}`, rendered on the server with that data).
 * A first open is the common case (a customer opens the link they were sent), so every timed first
 * open is a document of its own, spread over the business's whole history; "again" opens links
 * already opened. Each request comes from an address of its own (X-Forwarded-For, the server runs
 * with TRUST_PROXY=true), so the per-address limit of the customer's page (120 per 10 minutes)
 * still runs and counts but never answers 429.
 */
import { randomInt } from 'node:crypto';
import { sampleLatencies, type Answer, type Probe, type Sampled } from '../lib/latency.js';
import { knobs } from './knobs.js';
import { shareTokenOf } from './seed-links.js';

/** A phone's browser: the customer, not a messenger's link preview (which does not mark the link opened). */
const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const AGAIN_LINKS = 20;

/** `distinct`: the different links the timed requests opened. */
export type PageLine = Sampled & { path: string; what: 'data' | 'data again' | 'html'; distinct: number };

/** A new visitor address for each call: 10.x.y.z from a random start. */
const addresses = () => {
  let next = randomInt(0, 1 << 23);
  return () => {
    const n = next++ & 0xffffff;
    return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
  };
};

const checkData = (answer: Answer) => {
  const body = JSON.parse(answer.body) as { document?: { number?: unknown; lines?: unknown }; business?: { name?: unknown } };
  return typeof body.document?.number === 'string' && Array.isArray(body.document.lines) && typeof body.business?.name === 'string' ? undefined : `unexpected answer ${answer.body.slice(0, 200)}`;
};
const checkHtml = (answer: Answer) =>
  String(answer.headers['content-type']).startsWith('text/html') && answer.headers['content-encoding'] === 'br' ? undefined : `not a brotli HTML page: ${String(answer.headers['content-type'])}, ${String(answer.headers['content-encoding'])}`;

/**
 * `documentIds`: the business's documents, oldest first, each sent once (seed-links.ts). `token`: a
 * link made through the API, to check first that the page is rendered on the server. Then samples
 * the three lines in turn.
 */
export const measurePage = async ({ url, documentIds, token }: { url: string; documentIds: string[]; token: string }): Promise<PageLine[]> => {
  const warmup = Math.max(5, Math.round(knobs.samples / 20));
  const perProbe = warmup + knobs.samples;
  // Two first-open probes share the history evenly: data takes the even places, the page the odd ones.
  const spread = (j: number) => documentIds[Math.floor(((j + 0.5) * documentIds.length) / (2 * perProbe)) % documentIds.length] ?? '';
  const dataTokens = Array.from({ length: perProbe }, (_, i) => shareTokenOf(spread(2 * i)));
  const htmlTokens = Array.from({ length: perProbe }, (_, i) => shareTokenOf(spread(2 * i + 1)));
  const address = addresses();
  const visitor = () => ({ 'x-forwarded-for': address(), 'user-agent': PHONE });

  // The server renders the page, rather than sending the app's shell (no renderer built, too many renders waiting).
  const first = await fetch(`${url}/d/${token}`, { headers: visitor() });
  const html = await first.text();
  if (first.status !== 200 || !html.includes('data-ssr=')) throw new Error(`GET /d/{token}: ${first.status}, not rendered on the server: ${html.slice(0, 300)}`);

  const probes: Probe[] = [
    { name: "customer's page data, first open", path: (i) => `/api/public/d/${dataTokens[i] ?? ''}`, headers: visitor, check: checkData },
    // Request i of this probe opens what the first probe opened at i mod 20, already in this same turn or before.
    { name: "customer's page data, opened again", path: (i) => `/api/public/d/${dataTokens[i % AGAIN_LINKS] ?? ''}`, headers: visitor, check: checkData },
    { name: "customer's HTML page, first open (brotli)", path: (i) => `/d/${htmlTokens[i] ?? ''}`, headers: () => ({ ...visitor(), 'accept-encoding': 'gzip, deflate, br' }), check: checkHtml },
  ];
  const sampled = await sampleLatencies({ url, headers: {}, probes, samples: knobs.samples, warmup });
  // Links timed (the untimed first requests open links of their own too).
  const distinct = Math.min(knobs.samples, Math.floor(documentIds.length / 2));
  return [
    { ...(sampled[0] as Sampled), path: 'GET /api/public/d/{token}', what: 'data', distinct },
    { ...(sampled[1] as Sampled), path: 'GET /api/public/d/{token}', what: 'data again', distinct: Math.min(AGAIN_LINKS, distinct) },
    { ...(sampled[2] as Sampled), path: 'GET /d/{token}', what: 'html', distinct },
  ];
};
