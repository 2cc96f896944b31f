import { convertMoney, fieldOfRole, formatMoney, type FieldValue, type Step } from '@atelier/core';
import { COLORS, PAGE, SIZE, imageFromDataUrl, sectionTitle, type Pen } from './kit.js';
import { stepPairs, type PdfModel } from './model.js';
import { arrayTable } from './table.js';

const role = (pen: Pen, name: string): string => {
  const found = fieldOfRole(pen.model.def, name);
  if (!found || found.field.type === 'array') return '';
  return pen.model.text(found.field, pen.model.data[found.step.name]?.[found.field.name] as FieldValue | undefined);
};

/**
 * First-page header: logo and the issuing company on the left, the document title, number, date
 * (and validity or due date) on the right.
 */
export const documentHeader = (pen: Pen) => {
  const { doc, model } = pen;
  const top = PAGE.margin;
  let x = pen.left;
  const boxWidth = 170;
  if (model.logo) {
    try {
      doc.image(model.logo, pen.left, top, { fit: [90, 50] });
      x = pen.left + 100;
    } catch {
      // An unreadable logo must not cost the document; the header is printed without it.
    }
  }
  const companyWidth = pen.right - boxWidth - 14 - x;
  const company = role(pen, 'company.name');
  doc.font('bold').fontSize(12).fillColor(COLORS.text).text(company, x, top, { width: companyWidth });
  doc.font('regular').fontSize(SIZE.small).fillColor(COLORS.muted);
  const details = [
    [role(pen, 'company.cui'), role(pen, 'company.reg_no')].filter(Boolean).join(' · '),
    // Invoices ask for the address in parts (e-Factura); other documents keep it in one line.
    [role(pen, 'company.address'), role(pen, 'company.postal_code'), role(pen, 'company.city'), role(pen, 'company.county')].filter(Boolean).join(', '),
    [role(pen, 'company.iban'), role(pen, 'company.bank')].filter(Boolean).join(' · '),
    [role(pen, 'company.phone'), role(pen, 'company.email')].filter(Boolean).join(' · '),
  ].filter(Boolean);
  for (const line of details) doc.text(line, x, doc.y + 1, { width: companyWidth });
  const leftBottom = Math.max(doc.y, model.logo ? top + 52 : top);

  const bx = pen.right - boxWidth;
  const title = model.def.pdf.title ?? model.def.title;
  // A long title ("FOAIE DE PARCURS") shrinks to stay on one line.
  doc.font('bold').fontSize(SIZE.title);
  const fitted = Math.max(11, Math.min(SIZE.title, (SIZE.title * boxWidth) / Math.max(1, doc.widthOfString(title))));
  doc.fontSize(fitted).fillColor(COLORS.accent).text(title, bx, top + (SIZE.title - fitted) / 2, { width: boxWidth, align: 'right' });
  doc.font('regular').fontSize(SIZE.body).fillColor(COLORS.text);
  const meta: [string, string][] = [
    [model.labels.number, model.number ?? model.labels.preview],
    [model.labels.date, model.date],
  ];
  const validUntil = role(pen, 'document.valid_until');
  if (validUntil) meta.push([model.labels.validUntil, validUntil]);
  const due = role(pen, 'invoice.due_date');
  if (due) meta.push([model.labels.dueDate, due]);
  let y = doc.y + 2;
  doc.font('bold');
  // A value wider than the box wraps in its column; unbounded, it left its label a negative width.
  const valueWidth = Math.min(boxWidth - 60, Math.max(...meta.map(([, value]) => doc.widthOfString(value))) + 2);
  for (const [label, value] of meta) {
    doc.font('regular').fillColor(COLORS.muted).text(label, bx - 40, y, { width: boxWidth + 40 - valueWidth - 6, align: 'right', lineBreak: false });
    doc.font('bold').fillColor(COLORS.text).text(value, pen.right - valueWidth, y, { width: valueWidth, align: 'right' });
    y = Math.max(y + doc.currentLineHeight(true), doc.y) + 1;
  }
  doc.y = y;
  doc.y = Math.max(leftBottom, doc.y) + 10;
  doc.moveTo(pen.left, doc.y).lineTo(pen.right, doc.y).lineWidth(1).strokeColor(COLORS.accent).stroke();
  doc.y += 8;
  doc.x = pen.left;
  doc.font('regular').fontSize(SIZE.body).fillColor(COLORS.text);
};

/** Framed boxes side by side (client, vehicle...), each a title and label: value lines. */
export const partyBoxes = (pen: Pen, boxes: { title: string; lines: { label: string; value: string }[] }[]) => {
  const { doc } = pen;
  const shown = boxes.filter((b) => b.lines.length > 0);
  if (shown.length === 0) return;
  const gap = 12;
  const width = (pen.width - gap * (shown.length - 1)) / shown.length;
  const inner = width - 16;
  const heights = shown.map((box) => {
    doc.font('regular').fontSize(SIZE.body);
    return 22 + box.lines.reduce((sum, l) => sum + doc.heightOfString(`${l.label}: ${l.value}`, { width: inner }) + 1, 0) + 6;
  });
  const height = Math.max(...heights);
  pen.ensure(height + 6);
  const top = doc.y;
  shown.forEach((box, i) => {
    const x = pen.left + i * (width + gap);
    doc.roundedRect(x, top, width, height, 3).lineWidth(0.6).strokeColor(COLORS.line).stroke();
    doc.font('bold').fontSize(SIZE.body).fillColor(COLORS.accent).text(box.title.toLocaleUpperCase(pen.model.locale), x + 8, top + 7, { width: inner });
    let y = top + 22;
    for (const line of box.lines) {
      doc.font('bold').fillColor(COLORS.muted).text(`${line.label}: `, x + 8, y, { width: inner, continued: true });
      doc.font('regular').fillColor(COLORS.text).text(line.value);
      y = doc.y + 1;
    }
  });
  doc.x = pen.left;
  doc.y = top + height + 8;
};

/**
 * Every array of a step as a table under the step's title, or under the array's label when the
 * step has several arrays or its title is already printed above its other values.
 */
export const stepTables = (pen: Pen, step: Step, { titled = false }: { titled?: boolean } = {}) => {
  const values = pen.model.data[step.name];
  if (!values) return;
  for (const field of step.fields) {
    if (field.type !== 'array') continue;
    const lines = values[field.name];
    if (!Array.isArray(lines) || lines.length === 0) continue;
    const arrays = step.fields.filter((f) => f.type === 'array').length;
    sectionTitle(pen, titled || arrays > 1 ? field.label : step.title);
    arrayTable(pen, field, lines);
  }
};

const TOTALS_WIDTH = 250;

type Total = NonNullable<PdfModel['def']['totals']>[number];
/** The amount to pay stands out: what is due after an advance, else the grand total, else the last. */
export const mainTotal = <T extends Pick<Total, 'role'>>(totals: readonly T[]): T | undefined =>
  totals.find((t) => t.role === 'total.due') ?? totals.find((t) => t.role === 'total.grand') ?? totals.at(-1);

/** The definition's totals, right-aligned; the last (grand) total emphasised. Returns the bottom y. */
const totalsColumn = (pen: Pen, top: number): number => {
  const { doc, model } = pen;
  const totals = (model.def.totals ?? []).filter((t) => model.totals[t.name] !== undefined && model.totals[t.name] !== '');
  const x = pen.right - TOTALS_WIDTH;
  let y = top;
  const main = mainTotal(totals);
  totals.forEach((total) => {
    const last = total === main;
    const raw = model.totals[total.name];
    const value = (total.format ?? 'money') === 'money' ? model.money(raw) : total.format === 'percent' ? `${model.quantity(raw)} %` : model.quantity(raw);
    doc.font(last ? 'bold' : 'regular').fontSize(last ? SIZE.section : SIZE.body);
    // A long label wraps inside its column rather than being cut.
    const labelWidth = TOTALS_WIDTH * 0.55 - 6;
    const height = Math.max(last ? 17 : 14, doc.heightOfString(total.label, { width: labelWidth }) + 5);
    if (last) doc.rect(x, y, TOTALS_WIDTH, height).fill(COLORS.fill);
    doc.fillColor(COLORS.text);
    doc.text(total.label, x + 6, y + 3, { width: labelWidth });
    doc.text(value, x + TOTALS_WIDTH * 0.55, y + 3, { width: TOTALS_WIDTH * 0.45 - 6, align: 'right', lineBreak: false });
    y += height;
    if (!last) doc.moveTo(x, y).lineTo(pen.right, y).lineWidth(0.3).strokeColor(COLORS.line).stroke();
  });
  for (const line of leiLines(pen)) {
    doc.font('regular').fontSize(SIZE.small).fillColor(COLORS.muted);
    doc.text(line.label, x + 6, y + 3, { width: TOTALS_WIDTH * (line.value ? 0.55 : 1) - 6, lineBreak: false });
    if (line.value) doc.text(line.value, x + TOTALS_WIDTH * 0.55, y + 3, { width: TOTALS_WIDTH * 0.45 - 6, align: 'right', lineBreak: false });
    y += 12;
  }
  return y;
};

/**
 * A document in a foreign currency with an exchange rate (role invoice.exchange_rate): its VAT and
 * total in lei, as an invoice must show the VAT (Cod fiscal art. 319 alin. (20) lit. j).
 */
const leiLines = (pen: Pen): { label: string; value?: string }[] => {
  const { model } = pen;
  const currency = model.def.document.currency;
  const found = fieldOfRole(model.def, 'invoice.exchange_rate');
  if (currency === 'RON' || !found) return [];
  const rate = model.data[found.step.name]?.[found.field.name];
  const byRole = (role: string) => {
    const total = model.def.totals?.find((t) => t.role === role);
    return total ? convertMoney(model.totals[total.name], rate) : undefined;
  };
  const vat = byRole('total.vat');
  const grand = byRole('total.grand');
  if (!vat && !grand) return [];
  const lei = (value: string) => formatMoney(value, { locale: model.locale, currency: 'RON' });
  return [
    { label: model.labels.exchangeRate(currency, model.quantity(rate)) },
    ...(vat ? [{ label: model.labels.vatInLei, value: lei(vat) }] : []),
    ...(grand ? [{ label: model.labels.totalInLei, value: lei(grand) }] : []),
  ];
};

/**
 * Totals on the right and, beside them on the left, the definition's footer text (e.g. the
 * non-payer VAT mention, the validity) and its legal mentions as a framed note.
 */
export const totalsAndNote = (pen: Pen) => {
  const { doc, model } = pen;
  const count = (model.def.totals ?? []).filter((t) => model.totals[t.name]).length;
  // The legal mentions (pdf.legal) go under the footer text, one a line, in the same note.
  const note = [model.def.pdf.footer, ...(model.def.pdf.legal ?? [])].filter(Boolean).join('\n');
  const noteWidth = count > 0 ? pen.width - TOTALS_WIDTH - 24 : pen.width - 12;
  doc.font('regular').fontSize(SIZE.small);
  const noteHeight = note ? doc.heightOfString(note, { width: noteWidth }) + 10 : 0;
  pen.ensure(Math.max(count * 15 + leiLines(pen).length * 12 + 4, noteHeight) + 6);
  const top = doc.y + 2;
  let bottom = top;
  if (note) {
    doc.rect(pen.left, top, 2, noteHeight).fill(COLORS.accent);
    doc.font('regular').fontSize(SIZE.small).fillColor(COLORS.muted).text(note, pen.left + 10, top + 5, { width: noteWidth });
    bottom = top + noteHeight;
  }
  if (count > 0) bottom = Math.max(bottom, totalsColumn(pen, top));
  doc.x = pen.left;
  doc.y = bottom + 8;
  doc.font('regular').fontSize(SIZE.body).fillColor(COLORS.text);
};

/**
 * Signature boxes from `pdf.signatures`; the form's signature fields, in order, are drawn in them
 * (a signature field without a box gets its own box with its label).
 */
export const signatureBoxes = (pen: Pen) => {
  const { doc, model } = pen;
  const images: { label: string; image: Buffer | undefined }[] = [];
  for (const step of model.def.steps)
    for (const field of step.fields)
      if (field.type === 'signature') images.push({ label: field.label, image: imageFromDataUrl(model.data[step.name]?.[field.name]) });
  const titles = model.def.pdf.signatures ?? [];
  const count = Math.max(titles.length, images.length);
  if (count === 0) return;
  const boxes = Array.from({ length: count }, (_, i) => ({ title: titles[i] ?? images[i]?.label ?? '', image: images[i]?.image }));
  const perRow = Math.min(count, 3);
  const gap = 20;
  const width = (pen.width - gap * (perRow - 1)) / perRow;
  const height = 52;
  for (let start = 0; start < boxes.length; start += perRow) {
    pen.ensure(height + 16);
    const top = doc.y + 8;
    boxes.slice(start, start + perRow).forEach((box, i) => {
      const x = pen.left + i * (width + gap);
      doc.font('bold').fontSize(SIZE.body).fillColor(COLORS.text).text(box.title, x, top, { width, lineBreak: false });
      if (box.image) {
        try {
          doc.image(box.image, x + 4, top + 14, { fit: [width - 8, height - 24], align: 'center', valign: 'center' });
        } catch {
          // A damaged signature image leaves the box empty rather than failing the document.
        }
      }
      doc.moveTo(x, top + height - 6).lineTo(x + width, top + height - 6).lineWidth(0.5).strokeColor(COLORS.muted).stroke();
      doc.font('regular').fontSize(SIZE.small).fillColor(COLORS.muted).text(model.labels.signature, x, top + height - 3, { width, lineBreak: false });
    });
    doc.y = top + height + 10;
  }
  doc.x = pen.left;
  doc.fillColor(COLORS.text).fontSize(SIZE.body);
};

/** A step's scalar fields as label/value lines, textareas full width. */
export const stepPairsFor = (pen: Pen, step: Step, skip?: Parameters<typeof stepPairs>[2]) =>
  stepPairs(pen.model, step, skip).map((p) => ({ label: p.label, value: p.value, wide: p.field.type === 'textarea' || p.value.length > 60 }));
