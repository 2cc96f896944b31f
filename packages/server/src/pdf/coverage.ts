import type { ParsedFont } from './fonts.js';

type Layout = (text: string, features?: unknown, onlyWidth?: boolean) => unknown;

/** What only dresses the character before it: a variation selector (U+FE0E/F), a zero-width joiner, a skin tone. */
const DRESSING = (code: number): boolean => code === 0xfe0f || code === 0xfe0e || code === 0x200d || (code >= 0x1f3fb && code <= 0x1f3ff);

/**
 * Text made only of these is printed as it is, with no look-up per character: DejaVu Sans (regular
 * and bold) has every one of them (printable.test.ts checks): Latin-1, Latin Extended-A and -B
 * (ș ț ă î â and the Italian accents), general punctuation, €, №.
 */
export const COMMON_TEXT = /^[\t\n\r\x20-\x7e\u00a0-\u024f\u2010-\u2027\u2030-\u203a\u20ac\u2116]*$/;

const UNKNOWN = 0;
const COVERED = 1;
const MISSING = 2;

/**
 * The text a font can draw: the code points it has no glyph for (emoji such as 🚗, scripts DejaVu
 * lacks) dropped, with a variation selector or zero-width joiner that only dressed them, and the
 * space after them when they stood between spaces. No free
 * font with those glyphs ships with the product (an emoji font is a colour font pdfkit cannot
 * embed), and an empty box drawn in their place is no better than nothing. Coverage of the Basic
 * Multilingual Plane is remembered per font in a table, so a text already seen costs one look-up
 * per character.
 */
export const printableText = (font: ParsedFont): ((text: string) => string) => {
  const bmp = new Uint8Array(0x10000);
  const astral = new Map<number, boolean>();
  const has = (code: number): boolean => {
    if (code < 0x10000) {
      let known = bmp[code] ?? UNKNOWN;
      if (known === UNKNOWN) bmp[code] = known = font.hasGlyphForCodePoint(code) ? COVERED : MISSING;
      return known === COVERED;
    }
    let known = astral.get(code);
    if (known === undefined) astral.set(code, (known = font.hasGlyphForCodePoint(code)));
    return known;
  };
  return (text) => {
    if (COMMON_TEXT.test(text)) return text;
    let kept: string | undefined;
    let from = 0;
    // Where the run of dropped characters being read started (-1: none).
    let run = -1;
    for (let i = 0; i < text.length; ) {
      const code = text.codePointAt(i) ?? 0;
      const units = code > 0xffff ? 2 : 1;
      const missing = code >= 0x20 && ((run >= 0 && DRESSING(code)) || !has(code));
      // A run that stood between spaces (or began the text) takes the space after it: "ulei 🚗 și" → "ulei și".
      // pdfkit measures a line word by word, each word with its trailing spaces: "🚗 " alone gives "" as well.
      const spaceAfterRun = !missing && run >= 0 && code === 0x20 && (run === 0 || text.charCodeAt(run - 1) === 0x20);
      if (missing || spaceAfterRun) {
        kept = (kept ?? '') + text.slice(from, i);
        from = i + units;
      }
      run = missing ? (run >= 0 ? run : i) : -1;
      i += units;
    }
    return kept === undefined ? text : kept + text.slice(from);
  };
};

/**
 * Makes the document's font `name` lay out only the characters it can draw. pdfkit measures (line
 * breaking, widths, heights) and draws every string through its font's `layout`, so dropping them
 * there keeps measuring and drawing the same: a missing glyph neither prints as a box nor pushes a
 * line past the margin.
 */
export const dropMissingGlyphs = (doc: PDFKit.PDFDocument, name: string): void => {
  doc.font(name);
  // pdfkit's embedded font: its `font` is the fontkit font registered under `name` (fonts.ts).
  const embedded = (doc as unknown as { _font?: { layout: Layout; font?: ParsedFont } })._font;
  if (!embedded?.font) return;
  const printable = printableFor(embedded.font);
  const layout = embedded.layout.bind(embedded);
  embedded.layout = (text, features, onlyWidth) => layout(printable(text), features, onlyWidth);
};

const printables = new WeakMap<ParsedFont, (text: string) => string>();
const printableFor = (font: ParsedFont): ((text: string) => string) => {
  let printable = printables.get(font);
  if (!printable) printables.set(font, (printable = printableText(font)));
  return printable;
};
