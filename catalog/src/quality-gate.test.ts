/**
 * THE CATALOGUE'S QUALITY GATE (issue 20). Every application of catalog/src (= catalog/<key>.json,
 * which catalog.test.ts keeps identical) must:
 *
 *  1. parse against the schema (core's formDefinitionSchema, as the server reads the JSON file);
 *     its category is one of CATALOG_CATEGORIES; its description says what it is for (> 20 chars);
 *  2. be translated in ro, en and it: title, description, step titles/descriptions, field labels,
 *     help, placeholders, options, totals, pdf title/footer/signatures/legal (core's
 *     missingTranslations), and have search `keywords` in the file's language AND in every
 *     translation (AppSpec.keywords: { ro, en, it }, synonyms and the paper's other names);
 *  3. list its `trades` (one or more of core's TRADES: auto, tyres, moto-bike, transport,
 *     construction, gsm-pc, tailoring, freelance, farming, general);
 *  4. have a sample (AppSpec.sample, plus AppSpec.moreSamples when one sample cannot show all) that
 *     is accepted as submitted and in which EVERY computed field (a field's `compute`, an array
 *     item's `compute` on at least one line, every total) comes out non-empty;
 *  5. print its sample (server renderer, the file's own language) on exactly AppSpec.pages pages
 *     (default 1), with every glyph inside the page's margins, no two glyphs of a line overlapping
 *     (a text run past its table cell or box), every character in the font (no missing glyph),
 *     and the text containing: the title (and pdf.title), the footer, every legal mention
 *     (`pdf.legal`: the mentions its paper original carries, e.g. "Scutit de TVA conform art. 310
 *     Cod fiscal", printed in the note beside the totals), every text the sample fills in, and the
 *     grand total;
 *  6. have a STRUCTURAL FINGERPRINT (steps, their fields with types, roles, options and
 *     computations, totals) no other application has, unless both declare the same
 *     `variant.group` (AppSpec.variant: `{ group, by: 'vat' | 'market' }`; vatVariant() sets it
 *     for the VAT payer / non-payer pair). Same structure with another title is a duplicate.
 *
 * The PDFs are rendered on the server's PDF worker pool (2 threads) while this thread reads them
 * back with MuPDF; page 1 of each is kept in test-results/pdf/catalog-<key>.png to look at.
 */
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_CATEGORIES,
  type FieldValue,
  type FormData,
  type FormDefinition,
  LOCALES,
  type ScalarField,
  TRADES,
  formatMoney,
  formatProblems,
  isCatalogCategory,
  localizeDefinition,
  missingTranslations,
  parseFormDefinition,
  processSubmission,
} from '@atelier/core';
import { pdfFonts } from '../../packages/server/src/pdf/fonts.js';
import { PAGE } from '../../packages/server/src/pdf/kit.js';
import { createPdfRenderer, type PdfRenderer } from '../../packages/server/src/pdf/pool.js';
import { pdfGlyphs, pdfText, plain, snapshotFirstPage } from '../../packages/server/src/pdf/test-support/pdf-tools.js';
import type { CatalogEntry } from './build.js';
import { catalogFileName } from './files.js';
import { structuralFingerprint } from './fingerprint.js';
import { catalog } from './index.js';

const dir = new URL('../', import.meta.url);

/** The definition as the server reads it: the JSON file on disk, parsed against the schema. */
const parsed = new Map<string, FormDefinition>();
const definitionOf = (entry: CatalogEntry): FormDefinition => {
  const key = entry.definition.key;
  let def = parsed.get(key);
  if (!def) {
    const result = parseFormDefinition(JSON.parse(readFileSync(new URL(catalogFileName(entry), dir), 'utf8')));
    if (!result.ok) throw new Error(`${key}: ${formatProblems(result.problems)}`);
    parsed.set(key, (def = result.definition));
  }
  return def;
};

const samplesOf = (entry: CatalogEntry): FormData[] => [entry.sample, ...(entry.moreSamples ?? [])];

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
const layoutProblems = (pdf: Buffer, printed: readonly string[]): { outside: string[]; overlaps: string[]; noGlyph: string[] } => {
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

let renderer: PdfRenderer;
const pdfs = new Map<string, Promise<Buffer>>();

/** Renders waiting in the pool at most: its queue refuses more than 64 per worker (503), and 300+ definitions are queued here. */
const IN_FLIGHT = 16;

beforeAll(async () => {
  renderer = createPdfRenderer({ workers: 2 });
  await renderer.start();
  const waiting = catalog.map((entry) => {
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

const entries = catalog.map((e) => [e.definition.key, e] as const);

describe('catalogue quality gate', () => {
  it.each(entries)('%s: valid, in a known category, with trades, and every text and keyword translated', (_, entry) => {
    const def = definitionOf(entry);
    expect(isCatalogCategory(def.category), `category ${def.category} (one of ${CATALOG_CATEGORIES.join(', ')})`).toBe(true);
    expect(def.description?.length ?? 0, 'a description that says what it is for').toBeGreaterThan(20);
    expect(def.trades?.length ?? 0, `trades: one or more of ${TRADES.join(', ')}`).toBeGreaterThan(0);
    expect(def.keywords?.length ?? 0, `keywords in ${def.locale ?? 'ro'}`).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      expect(missingTranslations(def, locale), `texts missing in ${locale}`).toEqual([]);
      if (locale !== (def.locale ?? 'ro')) expect(def.translations?.[locale]?.keywords?.length ?? 0, `keywords in ${locale}`).toBeGreaterThan(0);
    }
  });

  it.each(entries)('%s: its samples are accepted and show every computed field', (_, entry) => {
    const def = definitionOf(entry);
    expect(uncoveredComputations(def, samplesOf(entry)), 'computed fields no sample fills (add to the sample or to moreSamples)').toEqual([]);
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
  });

  it('has no two applications of the same structure, except declared variants (VAT, language market)', () => {
    const byPrint = new Map<string, CatalogEntry[]>();
    for (const entry of catalog) {
      const print = structuralFingerprint(definitionOf(entry));
      byPrint.set(print, [...(byPrint.get(print) ?? []), entry]);
    }
    const duplicates = [...byPrint.values()]
      .filter((group) => group.length > 1)
      .filter((group) => !group.every((e) => e.variant && e.variant.group === group[0]?.variant?.group))
      .map((group) => group.map((e) => e.definition.key).join(' = '));
    expect(duplicates, 'same steps, fields and computations: make them differ for real, or declare AppSpec.variant').toEqual([]);
  });

  it('fingerprints the structure, not the texts', () => {
    const [first] = catalog;
    if (!first) throw new Error('empty catalogue');
    const def = definitionOf(first);
    const retitled = { ...def, title: 'Altceva', steps: def.steps.map((s) => ({ ...s, title: `${s.title} 2` })) };
    expect(structuralFingerprint(retitled)).toBe(structuralFingerprint(def));
    const retyped = { ...def, steps: def.steps.map((s, i) => (i === 0 ? { ...s, fields: s.fields.slice(1) } : s)) };
    expect(structuralFingerprint(retyped)).not.toBe(structuralFingerprint(def));
  });

  it('finds a computed field that no sample fills', () => {
    const entry = catalog.find((e) => e.definition.key === 'deviz-auto-platitor-tva');
    if (!entry) throw new Error('no deviz-auto-platitor-tva');
    const def = definitionOf(entry);
    expect(uncoveredComputations(def, [entry.sample])).toEqual([]);
    const { parts: _, ...withoutParts } = entry.sample;
    expect(uncoveredComputations(def, [withoutParts])).toContain('parts.items[].value');
  });

  it('finds text past the margins, text drawn over text, and letters the font lacks', async () => {
    const doc = new PDFDocument({ size: 'A4', margin: 0 });
    doc.registerFont('regular', pdfFonts().regular as unknown as PDFKit.Mixins.PDFFontSource);
    doc.font('regular').fontSize(10);
    doc.text('Tehnician', 100, 100, { lineBreak: false });
    doc.text('Total', 120, 100, { lineBreak: false }); // starts inside "Tehnician"
    doc.text('Margine', 10, 200, { lineBreak: false });
    doc.text('Ștefan 漢', 100, 300, { lineBreak: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => doc.on('end', resolve));
    doc.end();
    await done;
    const pdf = Buffer.concat(chunks);
    const problems = layoutProblems(pdf, ['Ștefan 漢']);
    expect(problems.overlaps.length).toBeGreaterThan(0);
    expect(problems.outside[0]).toMatch(/^p1 "M" at 10,/);
    // MuPDF reads the empty box back as U+FFFD; the source text names the letter.
    expect(problems.noGlyph).toEqual(['\ufffd', '漢']);
  });
});
