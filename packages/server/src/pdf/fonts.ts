import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { fastSubsetEncoder, type SubsetInternals } from './font-subset.js';

const require = createRequire(import.meta.url);

/** A parsed font, registered on every document as the same object: parsing the TTF costs ~2.6× per document. */
export type ParsedFont = fontkit.Font;

let cached: { regular: ParsedFont; bold: ParsedFont } | undefined;

type GlyphEntry = { buffer: Uint8Array; advance: number; bearing: number };

/**
 * fontkit decodes every glyph of a document's subset again for each document (~5 ms for 80
 * glyphs of DejaVu). A simple glyph's bytes and metrics never change, so they are kept per
 * process; composite glyphs (their component ids depend on the subset) take fontkit's own path.
 * The subset is then written by fastSubsetEncoder (same bytes as fontkit's, a fifth of the time).
 */
const withGlyphCache = (font: ParsedFont): ParsedFont => {
  const glyphs = new Map<number, GlyphEntry | null>();
  const createSubset = font.createSubset.bind(font);
  const encode = fastSubsetEncoder(font);
  font.createSubset = () => {
    const subset = createSubset();
    const internals = subset as unknown as SubsetInternals;
    internals.encode = () => encode(internals);
    const addGlyph = internals._addGlyph.bind(subset);
    internals._addGlyph = (gid: number) => {
      const entry = glyphs.get(gid);
      if (entry) {
        internals.glyf.push(entry.buffer);
        internals.loca.offsets.push(internals.offset);
        internals.hmtx.metrics.push({ advance: entry.advance, bearing: entry.bearing });
        internals.offset += entry.buffer.length;
        return internals.glyf.length - 1;
      }
      const index = addGlyph(gid);
      if (entry === undefined) {
        const buffer = internals.glyf[index];
        const metrics = internals.hmtx.metrics[index];
        // numberOfContours < 0 marks a composite glyph; an empty glyph (space) has no bytes.
        const composite = buffer !== undefined && buffer.length >= 2 && (((buffer[0] ?? 0) << 8) | (buffer[1] ?? 0)) >= 0x8000;
        glyphs.set(gid, buffer && metrics && !composite ? { buffer, advance: metrics.advance, bearing: metrics.bearing } : null);
      }
      return index;
    };
    return subset;
  };
  return font;
};

/**
 * fontkit keeps one glyph object per glyph id, with the characters it was first made for. When a
 * document's subset takes a composite glyph (Ț = T + comma below, ″ = two ′), fontkit makes its
 * components without characters, and every later document of the process would then lose that
 * character in its text layer (copy, search, text extraction): "Banca ransilvania", "0°10�".
 * Making the glyph of every character the font maps first, from its character, gives each the
 * right one (5,918 characters of DejaVu Sans: ~8 ms once per process or worker).
 */
const withCharacters = (font: ParsedFont): ParsedFont => {
  for (const code of font.characterSet) font.glyphForCodePoint(code);
  return font;
};

/** DejaVu Sans (full Romanian comma-below ș ț, Italian accents, €), parsed once per process or worker. */
export const pdfFonts = (): { regular: ParsedFont; bold: ParsedFont } => {
  if (!cached) {
    const load = (file: string) => withGlyphCache(withCharacters(fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))) as fontkit.Font));
    cached = { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };
  }
  return cached;
};
