import type { ArrayField, FieldValue, ScalarField } from '@atelier/core';
import { COLORS, type Pen } from './kit.js';

export type Column = { header: string; weight: number; align: 'left' | 'right' | 'center'; wrap?: boolean };

const PAD = 3;
const VPAD = 2.2;
const BODY_SIZE = 8;
const HEADER_SIZE = 7;

const WEIGHT: Partial<Record<ScalarField['type'], number>> = {
  text: 2, textarea: 3, number: 0.9, money: 1.35, percent: 0.8, select: 0.8, radio: 0.8, date: 1.1, datetime: 1.4, time: 0.7,
  checkbox: 0.6, plate: 1.1, vin: 1.9, cui: 1.1, cnp: 1.4, iban: 2.2, email: 1.8, phone: 1.2,
};
const NUMERIC = new Set<ScalarField['type']>(['number', 'money', 'percent']);
const WRAPPING = new Set<ScalarField['type']>(['text', 'textarea', 'email']);

/**
 * Column widths from the content: columns that do not wrap get their widest cell (or the widest
 * word of their header); wrapping columns share what is left. Falls back to the weights when the
 * content is too wide for the page.
 */
type Measured = { cells: string[]; widths: number[]; height: number };

const columnWidths = (pen: Pen, columns: Column[], rows: Measured[]): number[] => {
  const { doc } = pen;
  doc.font('bold').fontSize(HEADER_SIZE);
  // pdfkit measures a word with the space after it and splits one wider than the line ("ma/noperă"), so the space counts.
  const headerMin = columns.map((c) => Math.max(...c.header.split(/\s+/).map((w) => doc.widthOfString(`${w} `))) + 2 * PAD);
  const tight = columns.map((_, i) => rows.reduce((max, r) => Math.max(max, (r.widths[i] ?? 0) + 2 * PAD), headerMin[i] ?? 0));
  // With room to spare, a header stays on one line (up to 90 pt) instead of wrapping word by word.
  const roomy = columns.map((c, i) => Math.max(tight[i] ?? 0, Math.min(90, doc.widthOfString(c.header) + 2 * PAD)));
  const wrapNeeds = columns.reduce((sum, c, i) => sum + (c.wrap ? (tight[i] ?? 0) : 0), 0);
  const roomyFixed = columns.reduce((sum, c, i) => sum + (c.wrap ? 0 : (roomy[i] ?? 0)), 0);
  const natural = pen.width - roomyFixed >= wrapNeeds ? roomy : tight;
  const fixed = columns.reduce((sum, c, i) => sum + (c.wrap ? 0 : (natural[i] ?? 0)), 0);
  const wrapping = columns.filter((c) => c.wrap);
  const left = pen.width - fixed;
  const wrapMin = columns.reduce((sum, c, i) => sum + (c.wrap ? (headerMin[i] ?? 0) + 30 : 0), 0);
  if (wrapping.length === 0 || left < wrapMin) {
    const total = columns.reduce((sum, c) => sum + c.weight, 0);
    return columns.map((c) => (c.weight / total) * pen.width);
  }
  const wrapNatural = columns.reduce((sum, c, i) => sum + (c.wrap ? (natural[i] ?? 0) : 0), 0);
  if (left >= wrapNatural) {
    // Everything fits on one line: each wrapping column gets its width plus a share of the rest.
    return columns.map((c, i) => (c.wrap ? (natural[i] ?? 0) * (left / wrapNatural) : (natural[i] ?? 0)));
  }
  // Wrapping columns share the rest by their natural width, none below 60 pt, and none below its
  // longest word when they all fit that way (a narrower column splits words: "Terasa/mente").
  const wants = columns.map((c, i) => (c.wrap ? Math.max(natural[i] ?? 0, 60) : 0));
  const wanted = wants.reduce((a, b) => a + b, 0);
  const shared = columns.map((c, i) => (c.wrap ? ((wants[i] ?? 0) / wanted) * left : (natural[i] ?? 0)));
  doc.font('regular').fontSize(BODY_SIZE);
  const words = columns.map((c, i) =>
    c.wrap ? Math.min(wants[i] ?? 0, rows.reduce((max, r) => Math.max(max, longestWord(pen, r.cells[i] ?? '') + 2 * PAD), headerMin[i] ?? 0)) : 0,
  );
  // A word wider than the table (a pasted unbroken string) is split anyway: its column asks only
  // for what the other columns' words leave, so theirs are not split letter by letter.
  const over = words.reduce((a, b) => a + b, 0) - left;
  const widest = words.indexOf(Math.max(...words));
  if (over > 0 && (words[widest] ?? 0) - over >= (headerMin[widest] ?? 0)) words[widest] = (words[widest] ?? 0) - over;
  const short = columns.map((c, i) => (c.wrap ? Math.max(0, (words[i] ?? 0) - (shared[i] ?? 0)) : 0)).reduce((a, b) => a + b, 0);
  if (short === 0 || words.reduce((a, b) => a + b, 0) > left) return shared;
  // The columns with room to spare give it, in proportion, to those below their longest word.
  const spare = columns.map((c, i) => (c.wrap ? Math.max(0, (shared[i] ?? 0) - (words[i] ?? 0)) : 0));
  const spareTotal = spare.reduce((a, b) => a + b, 0);
  return columns.map((c, i) => (c.wrap ? Math.max(words[i] ?? 0, (shared[i] ?? 0) - ((spare[i] ?? 0) / spareTotal) * short) : (natural[i] ?? 0)));
};

/** The width of the longest word of a cell, measured with the space after it as pdfkit does. */
const longestWord = (pen: Pen, cell: string): number => (cell ? Math.max(...cell.split(/\s+/).map((w) => pen.doc.widthOfString(`${w} `))) : 0);

/**
 * A table that breaks across pages with its header row repeated. Cells wrap (nothing is cut);
 * a row never splits. Every cell is measured once; a cell that fits on one line is placed
 * directly (no line-wrapping pass), which is most of them.
 */
export const drawTable = (pen: Pen, columns: Column[], rows: string[][]) => {
  const { doc } = pen;
  const measure = (cells: string[], font: 'regular' | 'bold'): Measured => {
    doc.font(font).fontSize(font === 'bold' ? HEADER_SIZE : BODY_SIZE);
    return { cells, widths: cells.map((cell) => (cell ? doc.widthOfString(cell) : 0)), height: 0 };
  };
  const body = rows.map((cells) => measure(cells, 'regular'));
  const widths = columnWidths(pen, columns, body);
  const xs = widths.map((_, i) => pen.left + widths.slice(0, i).reduce((a, b) => a + b, 0));

  const withHeight = (row: Measured, font: 'regular' | 'bold'): Measured => {
    doc.font(font).fontSize(font === 'bold' ? HEADER_SIZE : BODY_SIZE);
    let height = doc.currentLineHeight(true);
    row.cells.forEach((cell, i) => {
      const width = (widths[i] ?? 0) - 2 * PAD;
      if (cell && (row.widths[i] ?? 0) > width) height = Math.max(height, doc.heightOfString(cell, { width }));
    });
    row.height = height + 2 * VPAD;
    return row;
  };

  const drawRow = (row: Measured, font: 'regular' | 'bold', fill: string | undefined) => {
    const top = doc.y;
    if (fill) doc.rect(pen.left, top, pen.width, row.height).fill(fill);
    doc.font(font).fontSize(font === 'bold' ? HEADER_SIZE : BODY_SIZE).fillColor(font === 'bold' ? COLORS.muted : COLORS.text);
    row.cells.forEach((cell, i) => {
      if (!cell) return;
      const x = (xs[i] ?? 0) + PAD;
      const width = (widths[i] ?? 0) - 2 * PAD;
      const textWidth = row.widths[i] ?? 0;
      const align = columns[i]?.align ?? 'left';
      if (textWidth <= width) {
        const offset = align === 'right' ? width - textWidth : align === 'center' ? (width - textWidth) / 2 : 0;
        doc.text(cell, x + offset, top + VPAD, { lineBreak: false });
      } else {
        doc.text(cell, x, top + VPAD, { width, align });
      }
    });
    doc.moveTo(pen.left, top + row.height).lineTo(pen.right, top + row.height).lineWidth(0.4).strokeColor(COLORS.line).stroke();
    doc.y = top + row.height;
  };

  const header = withHeight(measure(columns.map((c) => c.header), 'bold'), 'bold');
  for (const row of body) withHeight(row, 'regular');

  pen.ensure(header.height + (body[0]?.height ?? 0));
  drawRow(header, 'bold', COLORS.fill);
  body.forEach((row, index) => {
    if (doc.y + row.height > pen.limit) {
      pen.newPage();
      drawRow(header, 'bold', COLORS.fill);
    }
    drawRow(row, 'regular', index % 2 === 1 ? '#f8f9fb' : undefined);
  });
  doc.x = pen.left;
  doc.y += 6;
  doc.fillColor(COLORS.text).font('regular');
};

/** Columns and formatted rows of an array field: a line number, then every column that has a value. */
export const arrayTable = (pen: Pen, field: ArrayField, lines: Record<string, FieldValue>[]) => {
  const { model } = pen;
  const items = field.item.filter((item) => item.type !== 'signature' && item.type !== 'image' && lines.some((line) => model.text(item, line[item.name]) !== ''));
  const columns: Column[] = [
    { header: model.labels.lineNo, weight: 0.55, align: 'right' },
    ...items.map((item, i) => ({
      header: item.label,
      weight: (WEIGHT[item.type] ?? 1.2) * (i === 0 || (item.type === 'text' && !items.slice(0, i).some((x) => x.type === 'text')) ? 1.6 : 1),
      align: NUMERIC.has(item.type) ? ('right' as const) : ('left' as const),
      wrap: WRAPPING.has(item.type),
    })),
  ];
  const rows = lines.map((line, index) => [String(index + 1), ...items.map((item) => model.text(item, line[item.name]))]);
  drawTable(pen, columns, rows);
};
