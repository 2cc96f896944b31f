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
 * The PDFs (rule 5) are rendered on the server's PDF worker pool (2 threads) while the test's
 * thread reads them back with MuPDF; page 1 of each is kept in test-results/pdf/catalog-<key>.png
 * to look at. Rule 5 runs in quality-gate-print-1.test.ts and -2 (half of the catalogue each, side
 * by side: one file of them all took over two minutes on a busy machine); the rest here.
 */
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { CATALOG_CATEGORIES, LOCALES, TRADES, isCatalogCategory, missingTranslations } from '@atelier/core';
import { pdfFonts } from '../../packages/server/src/pdf/fonts.js';
import type { CatalogEntry } from './build.js';
import { structuralFingerprint } from './fingerprint.js';
import { catalog } from './index.js';
import { definitionOf, layoutProblems, samplesOf, uncoveredComputations } from './quality-gate.js';

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
