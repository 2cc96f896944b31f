import type { Field, Step } from '@atelier/core';
import { documentHeader, signatureBoxes, stepPairsFor, stepTables, totalsAndNote } from '../blocks.js';
import { pairsGrid, paragraph, sectionTitle, type Pen } from '../kit.js';

/** Fields the header already shows (issuer, number, dates), so sections do not repeat them. */
export const inHeader = (field: Field): boolean =>
  field.type === 'signature' ||
  field.type === 'image' ||
  Boolean(field.role && (field.role.startsWith('company.') || ['document.number', 'document.date', 'document.valid_until', 'invoice.due_date'].includes(field.role)));

/**
 * One step as a section: its values (long texts as paragraphs), then its arrays as tables.
 * With `clause`, long texts are numbered clauses (contracts): "3. Durata închirierii".
 */
export const stepSection = (pen: Pen, step: Step, clause?: () => number) => {
  const values = pen.model.data[step.name];
  if (!values) return;
  const pairs = stepPairsFor(pen, step, inHeader);
  const hasArrays = step.fields.some((f) => {
    const lines = values[f.name];
    return f.type === 'array' && Array.isArray(lines) && lines.length > 0;
  });
  if (pairs.length === 0 && !hasArrays) return;
  if (pairs.length > 0) {
    sectionTitle(pen, step.title);
    const short = pairs.filter((p) => !p.wide);
    if (short.length > 0) pairsGrid(pen, short);
    for (const p of pairs.filter((x) => x.wide)) paragraph(pen, clause ? `${clause()}. ${p.label}` : p.label, p.value);
  }
  stepTables(pen, step, { titled: pairs.length > 0 });
};

/** Any valid definition: every step a section, arrays as tables, totals, footer, signatures. */
export const genericLayout = (pen: Pen) => {
  documentHeader(pen);
  for (const step of pen.model.def.steps) stepSection(pen, step);
  totalsAndNote(pen);
  signatureBoxes(pen);
};
