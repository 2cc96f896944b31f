import { ELECTRONIC_SIGNATURE_NOTICE, formatDateTime, type Locale } from '@atelier/core';
import { mainTotal } from './blocks.js';
import type { CustomerAnswerForPdf } from './customer-answer.js';
import { documentLines, totalsOfLines, type DocumentLine } from './document-lines.js';
import { COLORS, SIZE, pairsGrid, paragraph, sectionTitle, type Pen } from './kit.js';
import { drawTable } from './table.js';

const TIME_ZONE = 'Europe/Bucharest';
/** The signature's box on the page: the drawn image is scaled into it, keeping its proportions. */
export const SIGNATURE_BOX = { width: 220, height: 80 } as const;

const wallClock = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const zoneName = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, timeZoneName: 'short' });
const zoneOffset = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, timeZoneName: 'shortOffset' });
const zonePart = (format: Intl.DateTimeFormat, date: Date) => format.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? '';

/** "15.01.2026 12:05 EET (UTC+2)": the moment as read on a clock in Bucharest, with the zone that applied then. */
export const bucharestDateTime = (iso: string, locale: Locale): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: string) => wallClock.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  const local = `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
  const offset = zonePart(zoneOffset, date).replace(/^GMT/, 'UTC') || 'UTC';
  return `${formatDateTime(local, locale)} ${zonePart(zoneName, date)} (${offset})`.replace(/\s+\(/, ' (');
};

const TITLE = { approved: 'approved', partly_approved: 'partlyApproved', declined: 'declined', signed: 'signed' } as const;

/** Lines approved or declined: all approved when the answer names none (the whole document approved). */
const decisions = (answer: CustomerAnswerForPdf, lines: DocumentLine[]): Map<number, boolean> => {
  const named = new Map(answer.lines.map((l) => [l.index, l.approved]));
  return new Map(lines.map((line) => [line.index, answer.lines.length === 0 ? answer.decision !== 'declined' : (named.get(line.index) ?? false)]));
};

/** The lines, each marked approved or declined, then the approved total against the document's. */
const linesBlock = (pen: Pen, answer: CustomerAnswerForPdf) => {
  const { model, doc } = pen;
  const labels = model.labels.closing;
  const lines = documentLines(model);
  if (lines.length === 0) return;
  const approved = decisions(answer, lines);
  sectionTitle(pen, labels.lines);
  drawTable(
    pen,
    [
      { header: model.labels.lineNo, weight: 0.5, align: 'right' },
      { header: labels.description, weight: 4, align: 'left', wrap: true },
      { header: model.labels.total, weight: 1.3, align: 'right' },
      { header: labels.decision, weight: 1, align: 'left' },
    ],
    lines.map((line) => [String(line.index + 1), line.description, line.total, approved.get(line.index) ? labels.lineApproved : labels.lineDeclined]),
  );
  const main = mainTotal((model.def.totals ?? []).filter((t) => model.totals[t.name]));
  if (!main) return;
  // Every line approved: the document's own totals; else core computes those of the approved lines.
  const kept = lines.every((line) => approved.get(line.index)) ? model.totals : totalsOfLines(model, lines, (line) => approved.get(line.index) === true);
  const rows: [string, string][] = [
    [`${labels.approvedTotal} (${main.label})`, model.money(kept[main.name])],
    [`${labels.documentTotal} (${main.label})`, model.money(model.totals[main.name])],
  ];
  const width = 300;
  const x = pen.right - width;
  pen.ensure(rows.length * 16 + 4);
  rows.forEach(([label, value], i) => {
    const top = doc.y;
    doc.font(i === 0 ? 'bold' : 'regular').fontSize(i === 0 ? SIZE.section : SIZE.body);
    const height = Math.max(16, doc.heightOfString(label, { width: width * 0.62 }) + 5);
    if (i === 0) doc.rect(x, top, width, height).fill(COLORS.fill);
    doc.fillColor(COLORS.text).text(label, x + 6, top + 3, { width: width * 0.62 });
    doc.text(value, x + width * 0.62, top + 3, { width: width * 0.38 - 6, align: 'right', lineBreak: false });
    doc.y = top + height;
  });
  doc.x = pen.left;
  doc.y += 8;
};

/** The drawn signature scaled into its box (never past it), a line under it and the signer's name. */
const signatureBlock = (pen: Pen, answer: CustomerAnswerForPdf) => {
  const { doc, model } = pen;
  if (!answer.signaturePng) return;
  pen.ensure(SIGNATURE_BOX.height + 34);
  const top = doc.y + 4;
  doc.font('bold').fontSize(SIZE.body).fillColor(COLORS.text).text(model.labels.closing.signature, pen.left, top, { width: SIGNATURE_BOX.width, lineBreak: false });
  const boxTop = top + 14;
  try {
    doc.image(Buffer.from(answer.signaturePng), pen.left, boxTop, { fit: [SIGNATURE_BOX.width, SIGNATURE_BOX.height], align: 'center', valign: 'center' });
  } catch {
    // A damaged image leaves the box empty: the name, the time and the audit trail still say who answered.
  }
  const lineY = boxTop + SIGNATURE_BOX.height + 2;
  doc.moveTo(pen.left, lineY).lineTo(pen.left + SIGNATURE_BOX.width, lineY).lineWidth(0.5).strokeColor(COLORS.muted).stroke();
  doc.font('regular').fontSize(SIZE.small).fillColor(COLORS.muted).text(answer.signerName, pen.left, lineY + 3, { width: SIGNATURE_BOX.width });
  doc.x = pen.left;
  doc.y = Math.max(doc.y, lineY + 14) + 6;
  doc.fillColor(COLORS.text).fontSize(SIZE.body);
};

/** The legal sentence, then the audit trail in small print (a long browser string wraps). */
const auditBlock = (pen: Pen, answer: CustomerAnswerForPdf) => {
  const { doc, model } = pen;
  const labels = model.labels.closing;
  const notice = ELECTRONIC_SIGNATURE_NOTICE[model.locale];
  const trail: [string, string][] = [
    [labels.sha256, answer.contentSha256],
    [labels.documentVersion, String(answer.documentVersion)],
    [labels.network, answer.network],
    [labels.browser, answer.userAgent],
    [labels.link, answer.linkId],
  ];
  doc.font('regular').fontSize(SIZE.small);
  const height = doc.heightOfString(notice, { width: pen.width }) + trail.reduce((sum, [label, value]) => sum + doc.heightOfString(`${label}: ${value}`, { width: pen.width }) + 1, 0) + 24;
  pen.ensure(Math.min(height, pen.limit / 2));
  doc.y += 4;
  doc.font('regular').fontSize(SIZE.small).fillColor(COLORS.text).text(notice, pen.left, doc.y, { width: pen.width });
  doc.y += 6;
  doc.font('bold').fillColor(COLORS.muted).text(labels.audit.toLocaleUpperCase(model.locale), pen.left, doc.y, { width: pen.width });
  for (const [label, value] of trail) {
    pen.ensure(doc.currentLineHeight(true) * 2);
    doc.font('bold').fontSize(SIZE.small).fillColor(COLORS.muted).text(`${label}: `, pen.left, doc.y + 1, { width: pen.width, continued: true });
    doc.font('regular').fillColor(COLORS.text).text(value || '–');
  }
  doc.x = pen.left;
  doc.fillColor(COLORS.text).fontSize(SIZE.body);
};

/**
 * The customer's answer as the document's last page (issue 29): "Acceptat de client" (or partly
 * approved, declined, signed), who answered and when (Europe/Bucharest), which lines were
 * approved and what they come to, the comment, the drawn signature, what the signature is in law
 * and the audit trail. Every layout ends with it when the document has an answer.
 */
export const closingPage = (pen: Pen, answer: CustomerAnswerForPdf) => {
  const { doc, model } = pen;
  const labels = model.labels.closing;
  pen.newPage();
  doc.y += 6;
  doc.font('bold').fontSize(SIZE.title).fillColor(COLORS.accent).text(labels[TITLE[answer.decision]], pen.left, doc.y, { width: pen.width });
  const documentName = [model.def.pdf.title ?? model.def.title, model.number, labels.version(answer.documentVersion)].filter(Boolean).join(' · ');
  doc.font('regular').fontSize(SIZE.section).fillColor(COLORS.muted).text(documentName, pen.left, doc.y + 2, { width: pen.width });
  doc.y += 6;
  doc.moveTo(pen.left, doc.y).lineTo(pen.right, doc.y).lineWidth(1).strokeColor(COLORS.accent).stroke();
  doc.y += 10;
  doc.fillColor(COLORS.text).fontSize(SIZE.body);
  pairsGrid(pen, [
    { label: labels.signer, value: answer.signerName },
    { label: labels.answeredAt, value: bucharestDateTime(answer.answeredAt, model.locale) },
  ]);
  if (answer.decision === 'approved' || answer.decision === 'partly_approved') linesBlock(pen, answer);
  if (answer.comment.trim()) paragraph(pen, labels.comment, answer.comment);
  signatureBlock(pen, answer);
  auditBlock(pen, answer);
};
