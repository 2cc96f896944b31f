/**
 * What the catalogue's quality gate (quality-gate.test.ts, rules at its top) checks with: the
 * definitions as the server reads them, the computations the samples cover, a PDF's layout
 * problems, and rule 5, the print of each sample, registered by the files that run it
 * (quality-gate-print-1 and -2: half of the catalogue each, side by side).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type FieldValue,
  type FormData,
  type FormDefinition,
  type ScalarField,
  formatMoney,
  formatProblems,
  localizeDefinition,
  parseFormDefinition,
  processSubmission,
} from '@atelier/core';
import { pdfFonts } from '../../packages/server/src/pdf/fonts.js';
import { PAGE } from '../../packages/server/src/pdf/kit.js';
import { createPdfRenderer, type PdfRenderer } from '../../packages/server/src/pdf/pool.js';
import { pdfGlyphs, pdfText, plain, snapshotFirstPage } from '../../packages/server/src/pdf/test-support/pdf-tools.js';
import type { CatalogEntry } from './build.js';
import { catalogFileName } from './files.js';
import { catalog } from './index.js';

const dir = new URL('../', import.meta.url);

/** The definition as the server reads it: the JSON file on disk, parsed against the schema. */
const parsed = new Map<string, FormDefinition>();
export const definitionOf = (entry: CatalogEntry): FormDefinition => {
  const key = entry.definition.key;
  let def = parsed.get(key);
  if (!def) {
    const result = parseFormDefinition(JSON.parse(readFileSync(new URL(catalogFileName(entry), dir), 'utf8')));
    if (!result.ok) throw new Error(`${key}: ${formatProblems(result.problems)}`);
    parsed.set(key, (def = result.definition));
  }
  return def;
};

export const samplesOf = (entry: CatalogEntry): FormData[] => [entry.sample, ...(entry.moreSamples ?? [])];

const processed = (def: FormDefinition, sample: FormData) => {
  const result = processSubmission(def, sample);
  if (!result.ok) throw new Error(`${def.key}: the sample is refused: ${result.issues.map((i) => `${i.path} ${i.code}`).join(', ')}`);
  return result;
};

const filled = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** Computed fields and totals that no sample gives a value, as "step.field", "step.array[].field", "totals.name". */
export const uncoveredComputations = (def: FormDefinition, samples: FormData[]): string[] => {
  const results = samples.map((s) => processed(def, s));
  const missing: string[] = [];
  for (const step of def.steps) {
    for (const field of step.fields) {
      if (field.compute !== undefined && !results.some((r) => filled(r.data[step.name]?.[field.name]))) missing.push(`${step.name}.${field.name}`);
      if (field.type !== 'array') continue;
      for (const item of field.item) {
        if (item.compute === undefined) continue;
        const shown = results.some((r) => {
          const lines = r.data[step.name]?.[field.name];
          return Array.isArray(lines) && lines.some((line) => filled(line[item.name]));
        });
        if (!shown) missing.push(`${step.name}.${field.name}[].${item.name}`);
      }
    }
  }
  for (const total of def.totals ?? []) if (!results.some((r) => filled(r.totals[total.name]))) missing.push(`totals.${total.name}`);
  return missing;
};

/** The free texts a reader must find on the paper: text and textarea values the sample fills in (as saved). */
const printedTexts = (def: FormDefinition, data: FormData): string[] => {
  const texts: string[] = [];
  const keep = (field: ScalarField, value: FieldValue | undefined) => {
    if ((field.type === 'text' || field.type === 'textarea') && typeof value === 'string' && value.trim().length >= 3) texts.push(value.replace(/\s+/g, ' ').trim());
  };
  for (const step of def.steps) {
    for (const field of step.fields) {
      const value = data[step.name]?.[field.name];
      if (field.type === 'array') {
        if (Array.isArray(value)) for (const line of value) for (const item of field.item) keep(item, line[item.name]);
      } else if (!Array.isArray(value)) keep(field, value);
    }
  }
  return texts;
};

/** Every string inside a value (a definition's texts, a document's data), images left out. */
const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return value.startsWith('data:') ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
};

const oneLine = (text: string): string => plain(text).replace(/\s+/g, ' ').trim();

/**
 * What is wrong with a PDF's layout: glyphs past the margins, glyphs of two runs on one line drawn
 * over each other (a text longer than its cell or box), characters the font has no glyph for (they
 * print as empty boxes: MuPDF reads them back as U+FFFD, and `printed`, the texts the document
 * prints, names them). Each as "p<page> "<chars>" at x,y", at most 5.
 */
export const layoutProblems = (pdf: Buffer, printed: readonly string[]): { outside: string[]; overlaps: string[]; noGlyph: string[] } => {
  const glyphs = pdfGlyphs(pdf).filter((g) => g.c.trim() !== '');
  const at = (g: (typeof glyphs)[number], c = g.c) => `p${g.page} "${c}" at ${Math.round(g.x0)},${Math.round(g.y)}`;
  const outside = glyphs.filter((g) => g.x0 < PAGE.margin - 1 || g.x1 > PAGE.width - PAGE.margin + 1 || g.y < 0 || g.y > PAGE.height).map((g) => at(g));
  const overlaps: string[] = [];
  const byLine = new Map<string, typeof glyphs>();
  for (const g of glyphs) {
    const line = `${g.page}:${Math.round(g.y * 2)}`;
    byLine.set(line, [...(byLine.get(line) ?? []), g]);
  }
  for (const line of byLine.values()) {
    const sorted = line.sort((a, b) => a.x0 - b.x0);
    for (let i = 1; i < sorted.length; i += 1) {
      const [a, b] = [sorted[i - 1], sorted[i]];
      // Kerning ("Te", "FA") moves a letter into the one before it in the same run; text past its box overlaps another run.
      if (a && b && b.index !== a.index + 1 && b.x0 < a.x1 - 1.5) overlaps.push(at(b, `${a.c}${b.c}`));
    }
  }
  const { regular } = pdfFonts();
  const read = glyphs.filter((g) => g.c === '\ufffd').map((g) => g.c);
  const wanted = [...printed.join('')].filter((c) => c.trim() !== '' && !regular.hasGlyphForCodePoint(c.codePointAt(0) ?? 0));
  const noGlyph = [...new Set([...read, ...wanted])];
  return { outside: outside.slice(0, 5), overlaps: overlaps.slice(0, 5), noGlyph };
};

/** Rule 5 for every `of`-th application of the catalogue from the `part`-th (1-based): its sample printed and read back. */
export const printGate = ({ part, of }: { part: number; of: number }) => {
  const entries = catalog.filter((_, i) => i % of === part - 1).map((e) => [e.definition.key, e] as const);
  let renderer: PdfRenderer;
  const pdfs = new Map<string, Promise<Buffer>>();

  /** Renders waiting in the pool at most: its queue refuses more than 64 per worker (503), and 150+ definitions are queued here. */
  const IN_FLIGHT = 16;

  beforeAll(async () => {
    renderer = createPdfRenderer({ workers: 2 });
    await renderer.start();
    const waiting = entries.map(([, entry]) => {
      const def = definitionOf(entry);
      let settle: { resolve: (pdf: Buffer) => void; reject: (error: unknown) => void } = { resolve: () => undefined, reject: () => undefined };
      const pdf = new Promise<Buffer>((resolve, reject) => (settle = { resolve, reject }));
      pdf.catch(() => undefined); // awaited (and failing) in its own test
      pdfs.set(def.key, pdf);
      return { def, sample: entry.sample, settle };
    });
    // A few renders at a time, in the background: each test awaits its own PDF.
    const next = async (): Promise<void> => {
      const job = waiting.shift();
      if (!job) return;
      try {
        const { data } = processed(job.def, job.sample);
        job.settle.resolve(await renderer.render({ definition: job.def, document: { data, number: 'T-0001' }, locale: job.def.locale ?? 'ro' }));
      } catch (error) {
        job.settle.reject(error);
      }
      return next();
    };
    for (let i = 0; i < IN_FLIGHT; i += 1) void next();
  }, 120_000);

  afterAll(async () => {
    await renderer?.close();
  });

  it.each(entries)('%s: its sample prints on the expected pages, inside the margins, every glyph and text present', async (_, entry) => {
    const def = definitionOf(entry);
    const locale = def.locale ?? 'ro';
    const pdf = await pdfs.get(def.key);
    if (!pdf) throw new Error('not rendered');
    snapshotFirstPage(pdf, `catalog-${def.key}`);
    const { flat, pages } = pdfText(pdf);
    expect(pages.length, 'pages (set AppSpec.pages when a longer document is right)').toBe(entry.pages ?? 1);

    const local = localizeDefinition(def, locale);
    const { data, facts } = processed(def, entry.sample);
    const problems = layoutProblems(pdf, [...stringsOf(local), ...stringsOf(data)]);
    expect(problems.outside, 'text past the margins').toEqual([]);
    expect(problems.overlaps, 'text running into other text (past its cell or box)').toEqual([]);
    expect(problems.noGlyph, 'characters the font has no glyph for').toEqual([]);

    const wanted = [local.title, local.pdf.title, local.pdf.footer, ...(local.pdf.legal ?? []), ...printedTexts(def, data)].filter((x): x is string => !!x);
    expect(wanted.map(oneLine).filter((text) => !flat.includes(text)), 'texts not found in the PDF').toEqual([]);
    const grand = facts['total.grand'];
    if (grand) expect(flat).toContain(plain(formatMoney(grand, { locale, currency: def.document.currency })));
  }, 30_000); // waits for its PDF behind the others on a busy machine
};
