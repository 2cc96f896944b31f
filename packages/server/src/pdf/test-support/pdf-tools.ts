import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
// MuPDF (WebAssembly, no system tools) reads the PDFs the tests make. Its licence is the AGPL: it is a
// devDependency of the server for its tests only, and product code never imports it (nor this file).
import * as mupdf from 'mupdf';
import { repoRoot } from './samples.js';

/**
 * A PDF's pages and their glyphs, read once for all the questions a test asks of the same PDF (the
 * catalogue's print gate reads each one's text and glyphs: MuPDF read it twice over). Held while the
 * test holds the PDF.
 */
type Read = { pages: mupdf.Page[]; glyphs: (readonly Glyph[] | undefined)[] };
const reads = new WeakMap<Buffer, Read>();

const readOf = (pdf: Buffer): Read => {
  let read = reads.get(pdf);
  if (!read) {
    const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
    const pages = Array.from({ length: doc.countPages() }, (_, i) => doc.loadPage(i));
    reads.set(pdf, (read = { pages, glyphs: [] }));
  }
  return read;
};

const pagesOf = (pdf: Buffer): mupdf.Page[] => readOf(pdf).pages;

/** A field of the PDF's Info dictionary ("Title", "Author", …) as a viewer reads it. */
export const pdfInfo = (pdf: Buffer, key: string): string | undefined => mupdf.Document.openDocument(pdf, 'application/pdf').getMetaData(`info:${key}`);

/** How many images the pages draw (as poppler's pdfimages -list counted them: one per image drawn). */
export const pdfImageCount = (pdf: Buffer): number => {
  let count = 0;
  const device = new mupdf.Device({
    fillImage: () => (count += 1),
    fillImageMask: () => (count += 1),
    clipImageMask: () => (count += 1),
  });
  for (const page of pagesOf(pdf)) page.run(device, mupdf.Matrix.identity);
  device.close();
  return count;
};

/** Where each image is drawn: its box in points from the page's top-left corner (1-based `page`). */
export const pdfImageBoxes = (pdf: Buffer): { page: number; x0: number; y0: number; x1: number; y1: number }[] => {
  const boxes: { page: number; x0: number; y0: number; x1: number; y1: number }[] = [];
  let page = 0;
  const device = new mupdf.Device({
    fillImage: (_image: unknown, ctm: mupdf.Matrix) => {
      // The image is the unit square mapped by `ctm`.
      const [a, b, c, d, e, f] = ctm;
      const xs = [e, a + e, c + e, a + c + e];
      const ys = [f, b + f, d + f, b + d + f];
      boxes.push({ page, x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) });
    },
  });
  pagesOf(pdf).forEach((p, i) => {
    page = i + 1;
    p.run(device, mupdf.Matrix.identity);
  });
  device.close();
  return boxes;
};

/** Plain spaces for the no-break ones Intl puts in amounts ("1.234,56\u00a0lei"). */
export const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

export type Glyph = { c: string; x0: number; x1: number; y: number; size: number };

/** Page `i`'s glyphs in its text order (read once; a new array for each caller, who may sort it). */
const glyphsOf = (pdf: Buffer, i: number): Glyph[] => {
  const read = readOf(pdf);
  let glyphs = read.glyphs[i];
  if (!glyphs) {
    const found: Glyph[] = [];
    // Spaces as the PDF has them: the layout below puts its own between runs apart on a line.
    read.pages[i]?.toStructuredText('preserve-whitespace,inhibit-spaces').walk({
      onChar: (c, origin, _font, size, quad) => {
        found.push({ c, x0: Math.min(quad[0], quad[4]), x1: Math.max(quad[2], quad[6]), y: origin[1], size });
      },
    });
    read.glyphs[i] = glyphs = found;
  }
  return [...glyphs];
};

/** Every glyph of every page (1-based `page`), with its box in points from the top-left corner and its `index` in the page's text order. */
export const pdfGlyphs = (pdf: Buffer): (Glyph & { page: number; index: number })[] =>
  pagesOf(pdf).flatMap((_, i) => glyphsOf(pdf, i).map((g, index) => ({ ...g, page: i + 1, index })));

/**
 * One page as pdftotext -layout printed it: glyphs on one baseline (within half a letter) make a
 * line, left to right; a word gap is one space, a wider gap (between table cells) several, about one
 * per half-letter of gap, so the cells of a row stay on one line in order.
 */
const layoutPage = (pdf: Buffer, i: number): string => {
  const rows: Glyph[][] = [];
  for (const glyph of glyphsOf(pdf, i).sort((a, b) => a.y - b.y)) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && glyph.y - first.y <= Math.min(glyph.size, first.size) / 2) row.push(glyph);
    else rows.push([glyph]);
  }
  const lines = rows.map((row) => {
    let line = '';
    let right = Number.NEGATIVE_INFINITY;
    let spaced = false;
    for (const glyph of row.sort((a, b) => a.x0 - b.x0)) {
      if (/\s/.test(glyph.c)) {
        spaced = true;
        continue;
      }
      const gap = glyph.x0 - right;
      if (line && gap > glyph.size) line += ' '.repeat(Math.max(2, Math.round(gap / (glyph.size / 2))));
      else if (line && (spaced || gap > glyph.size / 5)) line += ' ';
      line += glyph.c;
      right = glyph.x1;
      spaced = false;
    }
    return line;
  });
  return `${lines.join('\n')}\n`;
};

/**
 * The text of a PDF: `text` laid out as pdftotext -layout did (a table row stays on one line), its
 * `pages` apart (joined by \f in `text`); `flat` in reading order with all white space as single
 * spaces (for sentences that wrap).
 */
export const pdfText = (pdf: Buffer): { text: string; pages: string[]; flat: string } => {
  const pages = pagesOf(pdf);
  const laidOut = pages.map((_, i) => plain(layoutPage(pdf, i)));
  const flat = pages.map((page) => page.toStructuredText('preserve-whitespace').asText()).join('\n');
  return { text: laidOut.join('\f'), pages: laidOut, flat: plain(flat.replace(/\s+/g, ' ')) };
};

/**
 * CI keeps no artifact: there the ~330 pages drawn (the catalogue's print gate above all) only cost
 * time, as much CPU as printing them, so they are drawn when someone can look at them: outside CI,
 * or with PDF_SNAPSHOTS=1 (as the journeys' screenshots, E2E_SCREENSHOTS).
 */
const keepSnapshots = process.env.CI !== 'true' || process.env.PDF_SNAPSHOTS === '1';

/** Page 1 as a PNG in test-results/pdf/<name>.png, to look at (60 dpi; not under CI: above); its path, if drawn. */
export const snapshotFirstPage = (pdf: Buffer, name: string): string | undefined => {
  if (!keepSnapshots) return undefined;
  const dir = new URL('test-results/pdf/', repoRoot).pathname;
  mkdirSync(dir, { recursive: true });
  const [first] = pagesOf(pdf);
  if (!first) throw new Error('the PDF has no page');
  const file = path.join(dir, `${name}.png`);
  writeFileSync(file, first.toPixmap(mupdf.Matrix.scale(60 / 72, 60 / 72), mupdf.ColorSpace.DeviceRGB, false).asPNG());
  return file;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};

/** A small PNG data URL of a drawn squiggle, as a signature field holds (160×50 unless told). */
export const signaturePng = ({ width = 160, height = 50 }: { width?: number; height?: number } = {}): string => {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0;
    for (let x = 0; x < width; x += 1) {
      const curve = Math.round(height / 2 + (height * 0.3) * Math.sin(x / 12)) - Math.round(x / 16);
      if (Math.abs(y - curve) <= 1) row.fill(20, 1 + x * 3, 4 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
};
