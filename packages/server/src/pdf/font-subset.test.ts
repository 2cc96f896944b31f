import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { fastSubsetEncoder, type SubsetInternals } from './font-subset.js';
import { pdfFonts } from './fonts.js';

const require = createRequire(import.meta.url);
const parse = (file: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))) as fontkit.Font;

const TEXTS = [
  'DEVIZ DE REPARAȚIE Nr. DV-0042 · 1.234,56 lei',
  'Șir cu diacritice: ă â î ș ț Ă Â Î Ș Ț, è é à ù, € „citat” – …',
  'Banca Transilvania RO49AAAA1B31007593840000 înlocuire plăcuțe frână',
];

describe('fastSubsetEncoder', () => {
  for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
    it(`writes the same bytes as fontkit for ${file}, composite glyphs included`, () => {
      const font = parse(file);
      const encode = fastSubsetEncoder(font);
      for (const text of TEXTS) {
        const theirs = font.createSubset();
        const ours = font.createSubset();
        for (const glyph of font.layout(text).glyphs) {
          theirs.includeGlyph(glyph);
          ours.includeGlyph(glyph);
        }
        expect(Buffer.from(encode(ours as unknown as SubsetInternals)).equals(Buffer.from(theirs.encode()))).toBe(true);
      }
    });
  }

  it('gives the same bytes through the glyph cache of pdfFonts, document after document', () => {
    const reference = parse('DejaVuSans.ttf');
    const { regular } = pdfFonts();
    for (const text of [...TEXTS, ...[...TEXTS].reverse()]) {
      const theirs = reference.createSubset();
      const ours = regular.createSubset();
      for (const glyph of reference.layout(text).glyphs) theirs.includeGlyph(glyph);
      for (const glyph of regular.layout(text).glyphs) ours.includeGlyph(glyph);
      expect(Buffer.from(ours.encode()).equals(Buffer.from(theirs.encode()))).toBe(true);
    }
  });
});
