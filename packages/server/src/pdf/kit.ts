import PDFDocument from 'pdfkit';
import { dropMissingGlyphs } from './coverage.js';
import { pdfTitle } from './file-name.js';
import { pdfFonts } from './fonts.js';
import { batchPageContents, linearWordBreaking, shareFontCaches } from './pdfkit-tuning.js';
import type { PdfModel } from './model.js';

/** A4 in points, margins, palette: one place so every layout looks the same. */
export const PAGE = { width: 595.28, height: 841.89, margin: 40, bottom: 52 } as const;
export const COLORS = { text: '#1f2328', muted: '#5b6470', line: '#c9ced6', fill: '#eef1f5', accent: '#1d4e89' } as const;
export const SIZE = { body: 8.5, small: 7.5, title: 18, section: 10 } as const;

export type Pen = {
  doc: PDFKit.PDFDocument;
  model: PdfModel;
  left: number;
  right: number;
  width: number;
  /** Lowest y content may reach on a page. */
  limit: number;
  /** Starts a new page when `height` does not fit below the current y. */
  ensure: (height: number) => void;
  newPage: () => void;
  regular: () => Pen;
  bold: () => Pen;
};

export const createPen = (model: PdfModel): Pen => {
  linearWordBreaking();
  const { regular, bold } = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.bottom },
    bufferPages: true,
    autoFirstPage: true,
    compress: true,
    info: { Title: pdfTitle({ def: model.def, data: model.data, number: model.number, locale: model.locale }), Creator: 'Atelier', Producer: 'Atelier' },
    // No Helvetica: loading its metrics for a font we never use costs ~1 ms per document.
    font: null as unknown as string,
  });
  doc.registerFont('regular', regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', bold as unknown as PDFKit.Mixins.PDFFontSource);
  shareFontCaches(doc, 'bold');
  shareFontCaches(doc, 'regular');
  // After the caches: the text is cleaned first, and cached as cleaned.
  dropMissingGlyphs(doc, 'bold');
  dropMissingGlyphs(doc, 'regular');
  batchPageContents(doc);
  doc.font('regular').fontSize(SIZE.body).fillColor(COLORS.text).lineGap(1);
  const pen: Pen = {
    doc,
    model,
    left: PAGE.margin,
    right: PAGE.width - PAGE.margin,
    width: PAGE.width - 2 * PAGE.margin,
    limit: PAGE.height - PAGE.bottom,
    ensure: (height) => {
      if (doc.y + height > pen.limit) pen.newPage();
    },
    newPage: () => {
      doc.addPage();
      runningHeader(pen);
    },
    regular: () => {
      doc.font('regular');
      return pen;
    },
    bold: () => {
      doc.font('bold');
      return pen;
    },
  };
  return pen;
};

/** Document kind, number and date on the top of every page after the first. */
const runningHeader = (pen: Pen) => {
  const { doc, model } = pen;
  const title = [model.def.pdf.title ?? model.def.title, model.number ?? model.labels.preview].join(' ');
  doc.font('regular').fontSize(SIZE.small).fillColor(COLORS.muted);
  doc.text(title, pen.left, PAGE.margin - 14, { width: pen.width / 2, lineBreak: false });
  doc.text(model.date, pen.left + pen.width / 2, PAGE.margin - 14, { width: pen.width / 2, align: 'right', lineBreak: false });
  doc.moveTo(pen.left, PAGE.margin - 3).lineTo(pen.right, PAGE.margin - 3).lineWidth(0.5).strokeColor(COLORS.line).stroke();
  doc.fillColor(COLORS.text).fontSize(SIZE.body);
  doc.x = pen.left;
  doc.y = PAGE.margin + 4;
};

/** "Pagina X din Y" and the definition's footer line on every page, once all pages exist. */
export const finishPages = (pen: Pen) => {
  const { doc, model } = pen;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.bottom + 18;
    doc.moveTo(pen.left, y - 5).lineTo(pen.right, y - 5).lineWidth(0.5).strokeColor(COLORS.line).stroke();
    doc.font('regular').fontSize(SIZE.small).fillColor(COLORS.muted);
    const left = [model.def.title, model.number].filter(Boolean).join(' · ');
    doc.text(left, pen.left, y, { width: pen.width * 0.7, lineBreak: false });
    doc.text(model.labels.page(i + 1, range.count), pen.left + pen.width * 0.7, y, { width: pen.width * 0.3, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.fillColor(COLORS.text);
};

export const sectionTitle = (pen: Pen, title: string) => {
  const { doc } = pen;
  pen.ensure(40);
  doc.y += 6;
  pen.bold();
  doc.fontSize(SIZE.section).fillColor(COLORS.accent).text(title.toLocaleUpperCase(pen.model.locale), pen.left, doc.y, { width: pen.width });
  const y = doc.y + 1;
  doc.moveTo(pen.left, y).lineTo(pen.right, y).lineWidth(0.8).strokeColor(COLORS.accent).stroke();
  doc.y = y + 4;
  pen.regular();
  doc.fontSize(SIZE.body).fillColor(COLORS.text);
};

/** Label: value lines in `columns` columns (long values wrap inside their column). */
export const pairsGrid = (pen: Pen, pairs: { label: string; value: string; wide?: boolean }[], columns = 2) => {
  const { doc } = pen;
  const gap = 14;
  const colWidth = (pen.width - gap * (columns - 1)) / columns;
  let col = 0;
  let rowTop = doc.y;
  let rowBottom = doc.y;
  const place = (pair: { label: string; value: string }, x: number, width: number) => {
    const text = `${pair.label}: ${pair.value}`;
    doc.font('regular').fontSize(SIZE.body);
    const height = doc.heightOfString(text, { width });
    if (rowTop + height > pen.limit) {
      pen.newPage();
      rowTop = doc.y;
      rowBottom = doc.y;
    }
    doc.font('bold').fillColor(COLORS.muted).text(`${pair.label}: `, x, rowTop, { width, continued: true });
    doc.font('regular').fillColor(COLORS.text).text(pair.value);
    rowBottom = Math.max(rowBottom, doc.y);
  };
  for (const pair of pairs) {
    if (pair.wide && col !== 0) {
      rowTop = rowBottom + 2;
      col = 0;
    }
    const width = pair.wide ? pen.width : colWidth;
    place(pair, pen.left + col * (colWidth + gap), width);
    col = pair.wide ? columns : col + 1;
    if (col >= columns) {
      col = 0;
      rowTop = rowBottom + 2;
    }
  }
  doc.x = pen.left;
  doc.y = Math.max(rowBottom, col === 0 ? rowTop - 2 : rowBottom) + 4;
};

/** A bold caption and a wrapping paragraph that may continue on the next page. */
export const paragraph = (pen: Pen, caption: string, text: string) => {
  const { doc } = pen;
  pen.ensure(28);
  doc.font('bold').fontSize(SIZE.body).fillColor(COLORS.muted).text(caption, pen.left, doc.y, { width: pen.width });
  doc.font('regular').fillColor(COLORS.text);
  for (const line of text.split(/\r?\n/)) {
    pen.ensure(doc.currentLineHeight(true) + 2);
    doc.text(line || ' ', pen.left, doc.y, { width: pen.width });
  }
  doc.y += 4;
};

/** A PNG or JPEG from a data URL (signature and image fields), or undefined. */
export const imageFromDataUrl = (value: unknown): Buffer | undefined => {
  if (typeof value !== 'string') return undefined;
  const match = /^data:image\/(png|jpe?g);base64,(.+)$/i.exec(value);
  return match?.[2] ? Buffer.from(match[2], 'base64') : undefined;
};

/** Finishes the document and collects its bytes. */
export const toBuffer = (pen: Pen): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pen.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    pen.doc.on('end', () => resolve(Buffer.concat(chunks)));
    pen.doc.on('error', reject);
    pen.doc.end();
  });
