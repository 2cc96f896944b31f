import { describe, expect, it } from 'vitest';
import { COMMON_TEXT, printableText } from './coverage.js';
import { pdfFonts } from './fonts.js';
import { PAGE } from './kit.js';
import { renderDocumentPdf } from './render.js';
import { pdfGlyphs, pdfInfo, pdfText, snapshotFirstPage } from './test-support/pdf-tools.js';
import { catalogDefinition, estimateSample } from './test-support/samples.js';

const DEVIZ = catalogDefinition('deviz-auto-platitor-tva.json');
/** MuPDF's glyph boxes are rounded: a right-aligned amount ends at the margin within a few hundredths of a point. */
const ROUNDING = 0.05;

const withEmoji = () => {
  const data = estimateSample({ labor: 2, parts: 2 });
  const sentence = 'Schimb ulei 🚗🔧 și verificarea completă a sistemului de frânare față și spate înainte de iarnă 🚗🔧🚗🔧👍🏽 ';
  (data.observations as Record<string, unknown>).reason = `${'Schimb ulei 🚗🔧 '.repeat(3)}${sentence.repeat(3)}`;
  (data.labor as { items: Record<string, unknown>[] }).items[0]!.operation = `Schimb ulei 🚗🔧 ${'foarte lung '.repeat(6)}🚗🔧`;
  (data.client as Record<string, unknown>).name = 'Ion Popescu 🚗';
  return data;
};

describe('characters the font lacks', () => {
  it('are dropped from what DejaVu cannot draw, with what only dressed them; everything it can draw stays', () => {
    const printable = printableText(pdfFonts().regular);
    expect(printable('Schimb ulei 🚗🔧 și frâne')).toBe('Schimb ulei și frâne');
    expect(printable('Bravo 👍🏽 — gata')).toBe('Bravo — gata');
    expect(printable('🚗 Schimb ulei🔧 și 🔧')).toBe('Schimb ulei și ');
    // As pdfkit measures a line, word by word with its trailing spaces: the same widths as the line drawn whole.
    expect(['Schimb ', 'ulei ', '🚗🔧 ', 'și ', 'frâne'].map(printable).join('')).toBe(printable('Schimb ulei 🚗🔧 și frâne'));
    expect(printable('ăâîșț ĂÂÎȘȚ èéàù € „citat” № ≤ ✓')).toBe('ăâîșț ĂÂÎȘȚ èéàù € „citat” № ≤ ✓');
    expect(printable('tab\there')).toBe('tab\there');
    expect(printable('\ud83d alone')).toBe('alone');
  });

  it('are never among the characters printed without a look-up (both fonts have every one of those)', () => {
    const { regular, bold } = pdfFonts();
    const missing: string[] = [];
    for (let code = 0x20; code <= 0x2fff; code += 1) {
      if (!COMMON_TEXT.test(String.fromCodePoint(code))) continue;
      for (const font of [regular, bold]) if (!font.hasGlyphForCodePoint(code)) missing.push(`U+${code.toString(16)}`);
    }
    expect(missing).toEqual([]);
  });

  it('never push a line past the right margin: every glyph of an estimate full of emoji stays inside the page margins, none drawn as a box', async () => {
    const pdf = await renderDocumentPdf({ definition: DEVIZ, document: { data: withEmoji(), number: 'DV-0012' }, locale: 'ro' });
    snapshotFirstPage(pdf, 'emoji-estimate');
    const glyphs = pdfGlyphs(pdf);
    const outside = glyphs.filter((g) => g.x0 < PAGE.margin - ROUNDING || g.x1 > PAGE.width - PAGE.margin + ROUNDING);
    expect(outside.map((g) => `${g.c} ${g.x0.toFixed(2)}–${g.x1.toFixed(2)} at y ${g.y.toFixed(1)}`)).toEqual([]);
    // No empty box (.notdef maps to no character, or U+FFFD) and no emoji in the text layer.
    expect(glyphs.filter((g) => g.c === '\ufffd' || g.c === '' || (g.c.codePointAt(0) ?? 0) > 0xffff)).toEqual([]);
    const { flat } = pdfText(pdf);
    expect(flat).toContain('Schimb ulei și verificarea completă a sistemului de frânare');
    expect(flat).toContain('Schimb ulei foarte lung');
  }, 30_000);
});

describe('the PDF title', () => {
  it('names the document: kind, number and client', async () => {
    const data = estimateSample({ labor: 1, parts: 1 });
    const pdf = await renderDocumentPdf({ definition: DEVIZ, document: { data, number: 'DV-0012' }, locale: 'ro' });
    expect(pdfInfo(pdf, 'Title')).toBe('Deviz nr. DV-0012 — Ștefan Țurcanu-Brâncoveanu');
    const english = await renderDocumentPdf({ definition: DEVIZ, document: { data: withEmoji(), number: 'DV-0013' }, locale: 'en' });
    expect(pdfInfo(english, 'Title')).toBe('Estimate no. DV-0013 — Ion Popescu 🚗');
    const preview = await renderDocumentPdf({ definition: DEVIZ, document: { data: { ...data, client: {} } }, locale: 'ro' });
    expect(pdfInfo(preview, 'Title')).toBe('Deviz (previzualizare)');
  }, 30_000);
});
