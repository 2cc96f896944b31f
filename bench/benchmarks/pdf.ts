import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { formatMoney, type FieldValue } from '@atelier/core';
import { buildModel, type RenderInput } from '../../packages/server/src/pdf/model.js';
import { createPdfRenderer } from '../../packages/server/src/pdf/pool.js';
import { renderDocumentPdf } from '../../packages/server/src/pdf/render.js';
import { catalogDefinition, estimateSample } from '../../packages/server/src/pdf/test-support/samples.js';
import { formatMs, formatRate, formatRatio } from '../lib/format.js';
import { runLoad } from '../lib/load.js';
import { startServerProcess } from '../lib/server-process.js';
import { settings } from '../lib/settings.js';
import { median, percentileOfSorted } from '../lib/stats.js';
import { defineBenchmark } from '../lib/types.js';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The reference document of issue 4: a 2-page estimate, 15 labour and 25 part lines. */
const reference = (): RenderInput => ({
  definition: catalogDefinition('deviz-auto-platitor-tva.json'),
  document: { data: estimateSample({ labor: 15, parts: 25 }), number: 'DV-0042' },
  locale: 'ro',
});

const timeSamples = async (seconds: number, once: () => Promise<unknown>): Promise<number[]> => {
  const samples: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const start = performance.now();
    await once();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
};

/** The same estimate as simple HTML, what a browser-based generator would print. */
const estimateHtml = (input: RenderInput): string => {
  const model = buildModel(input);
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const tables = model.def.steps.flatMap((step) =>
    step.fields.flatMap((field) => {
      if (field.type !== 'array') return [];
      const lines = (model.data[step.name]?.[field.name] ?? []) as Record<string, FieldValue>[];
      const head = field.item.map((i) => `<th>${esc(i.label)}</th>`).join('');
      const body = lines.map((l) => `<tr>${field.item.map((i) => `<td>${esc(model.text(i, l[i.name]))}</td>`).join('')}</tr>`).join('');
      return [`<h2>${esc(step.title)}</h2><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`];
    }),
  );
  const totals = (model.def.totals ?? []).map((t) => `<tr><td>${esc(t.label)}</td><td>${esc(formatMoney(model.totals[t.name], { locale: 'ro' }))}</td></tr>`).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body{font:9pt 'DejaVu Sans',sans-serif;margin:0} table{width:100%;border-collapse:collapse} th,td{border-bottom:1px solid #ccc;padding:3px;text-align:left}
    thead{display:table-header-group} tr{break-inside:avoid} h1{color:#1d4e89}</style></head><body>
    <h1>${esc(model.def.pdf.title ?? '')} ${esc(model.number ?? '')}</h1>${tables.join('')}<table>${totals}</table></body></html>`;
};

const chromiumTimes = async (html: string, seconds: number): Promise<{ samples: number[]; bytes: number } | string> => {
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  } catch (error) {
    return `Chromium could not start (${CHROMIUM_PATH}): ${(error as Error).message.split('\n')[0]}`;
  }
  try {
    const page = await browser.newPage();
    let bytes = 0;
    const once = async () => {
      await page.setContent(html);
      bytes = (await page.pdf({ format: 'A4', printBackground: true, displayHeaderFooter: true, footerTemplate: '<span class="pageNumber"></span>' })).length;
    };
    await timeSamples(1, once);
    return { samples: await timeSamples(seconds, once), bytes };
  } finally {
    await browser.close();
  }
};

/** PDFs per second through the pool with `concurrency` renders in flight, and the main thread's event-loop delay meanwhile. */
const poolThroughput = async (input: RenderInput, workers: number, seconds: number) => {
  const renderer = createPdfRenderer({ workers });
  try {
    await Promise.all(Array.from({ length: workers * 2 }, () => renderer.render(input)));
    const loop = monitorEventLoopDelay({ resolution: 1 });
    let done = 0;
    const end = performance.now() + seconds * 1000;
    const start = performance.now();
    loop.enable();
    await Promise.all(
      Array.from({ length: workers * 2 }, async () => {
        while (performance.now() < end) {
          await renderer.render(input);
          done += 1;
        }
      }),
    );
    loop.disable();
    return { rate: done / ((performance.now() - start) / 1000), loopP99Ms: loop.percentile(99) / 1e6 };
  } finally {
    await renderer.close();
  }
};

const serverScript = new URL('../servers/pdf-server.ts', import.meta.url).pathname;

/**
 * PDFs per second through the API (POST /api/user/forms/{id}/pdf, previews rendered by the pool)
 * with 2 requests in flight per worker, and meanwhile the latency of GET /api/health, one at a time:
 * what another user of the same server waits.
 */
const throughApi = async (input: RenderInput, workers: number, seconds: number) => {
  const server = await startServerProcess({ script: serverScript, env: { PDF_WORKERS: String(workers) } });
  try {
    const email = `pdf-bench-${Date.now()}@example.ro`;
    const password = 'parola-de-bench-1';
    const json = { 'content-type': 'application/json' };
    const registered = await fetch(`${server.url}/api/user/register`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
    if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
    const login = await fetch(`${server.url}/api/user/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: email, password }).toString(),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const path = `/api/user/forms/${server.info.formId}/pdf`;
    const body = JSON.stringify({ data: input.document.data });
    const headers = { ...json, authorization: `Bearer ${token}` };
    const probe = await fetch(`${server.url}${path}`, { method: 'POST', headers, body });
    if (probe.status !== 200) throw new Error(`the PDF call answered ${probe.status}`);
    // Warm every worker (each compiles the renderer once) before measuring.
    await runLoad({ url: server.url, seconds: settings.warmupSeconds, connections: workers * 2, requests: [{ method: 'POST', path, headers, body }] });
    const health: number[] = [];
    let running = true;
    const sampler = (async () => {
      while (running) {
        const start = performance.now();
        await fetch(`${server.url}/api/health`).then((r) => r.arrayBuffer());
        health.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const load = await runLoad({ url: server.url, seconds, connections: workers * 2, requests: [{ method: 'POST', path, headers, body }] });
    running = false;
    await sampler;
    health.sort((a, b) => a - b);
    return { rate: load.rps, p95Ms: load.p95Ms, failures: load.non2xx + load.errors, healthP99Ms: percentileOfSorted(health, 99), healthSamples: health.length };
  } finally {
    await server.stop();
  }
};

export default defineBenchmark({
  name: 'pdf',
  title: 'PDF rendering (issue 4)',
  run: async () => {
    const input = reference();
    const seconds = settings.seconds;
    const first = await renderDocumentPdf(input);
    await timeSamples(settings.warmupSeconds, () => renderDocumentPdf(input));
    const inProcess = await timeSamples(seconds, () => renderDocumentPdf(input));
    const workers = os.availableParallelism();
    const pool = await poolThroughput(input, workers, seconds);
    const api = await throughApi(input, workers, seconds);
    const browser = await chromiumTimes(estimateHtml(input), seconds);
    const pdfkitMedian = median(inProcess);
    const rows = [
      ['pdfkit, one thread', formatMs(pdfkitMedian), formatMs(percentileOfSorted(inProcess, 95)), formatRate(1000 / pdfkitMedian), `${(first.length / 1024).toFixed(1)} KB`, '1.00'],
      [`pdfkit, pool of ${workers} workers`, '–', '–', formatRate(pool.rate), '–', '–'],
      [`through the API (pool of ${workers}, ${workers * 2} in flight)`, '–', formatMs(api.p95Ms), formatRate(api.rate), '–', '–'],
    ];
    const notes = [
      `Event-loop delay p99 of the main thread while the pool was busy: ${formatMs(pool.loopP99Ms)} ms.`,
      `GET /api/health while the API rendered PDFs: p99 ${formatMs(api.healthP99Ms)} ms over ${api.healthSamples} requests (target < 50 ms).` +
        (api.failures > 0 ? ` **${api.failures} PDF requests failed: figures suspect.**` : ''),
    ];
    if (typeof browser === 'string') notes.push(browser);
    else {
      const chromeMedian = median(browser.samples);
      rows.push(['Chromium setContent + page.pdf (warm)', formatMs(chromeMedian), formatMs(percentileOfSorted(browser.samples, 95)), formatRate(1000 / chromeMedian), `${(browser.bytes / 1024).toFixed(1)} KB`, formatRatio(chromeMedian / pdfkitMedian)]);
    }
    return {
      method: `The reference estimate (15 labour + 25 part lines, 2 pages) rendered repeatedly for ${seconds} s each: in this thread, through the worker pool, through the API's PDF preview call (a separate server process), and as HTML by a warm Chromium. "× slower" is the median against pdfkit's.`,
      table: { columns: ['renderer', 'median ms', 'p95 ms', 'PDFs/s', 'file', '× slower'], rows },
      notes,
      data: { inProcess, pool, api, browser: typeof browser === 'string' ? browser : { samples: browser.samples, bytes: browser.bytes }, bytes: first.length },
    };
  },
});
