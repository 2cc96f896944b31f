import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, parseFormDefinition, type CatalogPageDto, type FormDefinition } from '@atelier/core';
import { createFormsService } from '../../packages/server/src/features/forms/forms.service.js';
import { startBenchApp } from '../lib/bench-app.js';
import { formatMs } from '../lib/format.js';
import { sampleLatencies, summarizeLatencies, type Probe, type Sampled } from '../lib/latency.js';
import { benchDir } from '../lib/output.js';
import { openBenchDatabase } from '../lib/seeded-database.js';
import { positive } from '../lib/settings.js';
import { defineBenchmark, type Headline } from '../lib/types.js';

const knobs = {
  /** Copies of each catalogue definition (60 today): 6 make 360 applications. */
  copies: positive('BENCH_CATALOG_COPIES', 6, { integer: true }),
  samples: positive('BENCH_SAMPLES', 200, { integer: true }),
};

/** The shipped catalogue's definitions, each `copies` times under another key and title (a catalogue of 300+ before it exists). */
const definitions = async (copies: number): Promise<FormDefinition[]> => {
  const dir = path.join(benchDir, '..', 'catalog');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.json') && f !== 'form-schema.json');
  const out: FormDefinition[] = [];
  for (const file of files) {
    const json = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Record<string, unknown>;
    for (let copy = 0; copy < copies; copy += 1) {
      const parsed = parseFormDefinition(copy === 0 ? json : { ...json, key: `${String(json.key)}-${copy}`, title: `${String(json.title)} ${copy}` });
      if (!parsed.ok) throw new Error(`${file}: not valid`);
      out.push(parsed.definition);
    }
  }
  return out;
};

/** Issue 20's target, p95 < 20 ms, holds for every search request (browsing and words); the full list is not a search. */
const slowestSearch = (sampled: Sampled[], applications: number): Headline => {
  const p95 = Math.max(...sampled.filter((s) => !s.name.startsWith('full list')).map((s) => s.p95Ms));
  return { name: `slowest search request p95 (${applications} applications)`, figure: p95, unit: 'ms', target: '< 20 ms', met: p95 < 20 };
};

const QUERIES = ['', 'factura', 'deviz', 'deviz moto', 'fisa service', 'preventivo', 'chitanta', 'foaie de parcurs', 'vulcanizare anvelope', 'xyzzy', 'TVA', 'contract'];
const TRADES = ['auto', 'transport', 'construction', 'general'];

export default defineBenchmark({
  name: 'catalog-search',
  title: 'Catalogue search over 300+ applications',
  run: async () => {
    const opened = await openBenchDatabase('pglite');
    if ('unavailable' in opened) throw new Error(opened.unavailable);
    const forms = createFormsService({ db: opened.database.db, now: () => new Date() });
    const all = await definitions(knobs.copies);
    for (const definition of all) await forms.publish(definition);
    const app = await startBenchApp(opened.database);
    try {
      const count = (answer: { body: string }) => (JSON.parse(answer.body) as CatalogPageDto).total;
      const locale = (i: number) => LOCALES[i % LOCALES.length] ?? 'ro';
      const probes: Probe[] = [
        { name: 'browse (no words), page 1', path: (i) => `/api/forms/catalog/search?locale=${locale(i)}`, note: count },
        { name: 'browse, page 5', path: (i) => `/api/forms/catalog/search?locale=${locale(i)}&page=5`, note: count },
        { name: 'words (12 queries in turn)', path: (i) => `/api/forms/catalog/search?locale=${locale(i)}&q=${encodeURIComponent(QUERIES[i % QUERIES.length] ?? '')}`, note: count },
        {
          name: 'words + trade + document type',
          path: (i) => `/api/forms/catalog/search?locale=${locale(i)}&q=deviz&trade=${TRADES[i % TRADES.length] ?? 'auto'}&kind=estimate`,
          note: count,
        },
        { name: 'full list (GET /forms/catalog)', path: (i) => `/api/forms/catalog?locale=${locale(i)}` },
      ];
      const sampled = await sampleLatencies({ url: app.url, headers: {}, probes, samples: knobs.samples, warmup: 10 });
      // The search itself, in this process (index current, no HTTP): what a request costs the server's CPU beyond the framework.
      const inProcess: number[] = [];
      for (let i = 0; i < knobs.samples * 10; i += 1) {
        const started = performance.now();
        await forms.searchCatalog({ q: QUERIES[i % QUERIES.length] ?? '', locale: locale(i), page: 1, pageSize: 24 });
        inProcess.push(performance.now() - started);
      }
      const direct = summarizeLatencies('search in process (service call, 12 queries in turn)', inProcess);
      const rows = [...sampled, direct].map((s) => [
        s.name,
        String(s.count),
        s.notes.length ? `${Math.min(...s.notes)}–${Math.max(...s.notes)}` : '–',
        formatMs(s.p50Ms),
        formatMs(s.p95Ms),
        formatMs(s.p99Ms),
        formatMs(s.maxMs),
      ]);
      return {
        method: `${all.length} applications (the ${all.length / knobs.copies} of catalog/ ×${knobs.copies}, other keys and titles) on PGlite; one request at a time over a keep-alive connection, the three languages in turn, after 10 untimed rounds. The index is in memory; whether the forms table changed is asked at most once a second (one aggregate query). Last row: the service's search alone, in this process.`,
        table: { columns: ['request', 'timed', 'matches', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'], rows },
        notes: [],
        headline: [slowestSearch(sampled, all.length), { name: 'search in process p95', figure: direct.p95Ms, unit: 'ms' }],
        data: { applications: all.length, sampled: [...sampled, direct].map(({ latencies: _l, ...s }) => s) },
      };
    } finally {
      await app.close();
      await opened.cleanup();
    }
  },
});
