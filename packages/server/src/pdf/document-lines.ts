import { computeValues, type ArrayField, type FieldValue, type FormData, type ScalarField } from '@atelier/core';
import type { PdfModel } from './model.js';

/**
 * One line of a document the customer may approve or decline (issue 29): the rows of the arrays
 * with a `lines.*` role (labour, parts, items), in the definition's order, numbered from 0 across
 * them. `index` is what an answer's `lines[].index` names; the customer's page and the PDF's
 * closing page both read the lines from here, so they cannot number them differently.
 */
export type DocumentLine = {
  index: number;
  kind: 'part' | 'labour' | 'other';
  /** Where the row is in the data: `data[step][field][row]`. */
  step: string;
  field: string;
  row: number;
  description: string;
  /** The line's total as the PDF prints it, and as a decimal string ("540.00"). */
  total: string;
  amount: string;
};

const KIND: Record<string, DocumentLine['kind']> = { 'lines.parts': 'part', 'lines.labor': 'labour' };

/** The line's description: its first required text column ("Operațiune", "Denumire piesă"), else its first text column. */
const descriptionItem = (field: ArrayField): ScalarField | undefined => {
  const texts = field.item.filter((item) => item.type === 'text' || item.type === 'textarea');
  return texts.find((item) => item.required) ?? texts[0];
};

/**
 * The line's total: the money column named `value`, else the computed money columns added up
 * (material + labour on construction estimates), else the last money column.
 */
const totalItems = (field: ArrayField): ScalarField[] => {
  const money = field.item.filter((item) => item.type === 'money');
  const value = money.find((item) => item.name === 'value');
  if (value) return [value];
  const computed = money.filter((item) => item.compute);
  if (computed.length > 0) return computed;
  return money.slice(-1);
};

/** Adds decimal strings in cents (money has 2 decimals), so no binary float drift creeps into a total. */
const addMoney = (values: unknown[]): string => {
  let cents = 0n;
  for (const value of values) {
    const match = /^(-?)(\d+)(?:\.(\d{1,2}))?\d*$/.exec(String(value ?? '').trim());
    if (!match) continue;
    const amount = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
    cents += match[1] ? -amount : amount;
  }
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

const lineArrays = (model: PdfModel): { step: string; field: ArrayField }[] =>
  model.def.steps.flatMap((step) =>
    step.fields.filter((field): field is ArrayField => field.type === 'array' && Boolean(field.role?.startsWith('lines.'))).map((field) => ({ step: step.name, field })),
  );

/** The document's lines, formatted as its PDF prints them. */
export const documentLines = (model: PdfModel): DocumentLine[] => {
  const lines: DocumentLine[] = [];
  for (const { step, field } of lineArrays(model)) {
    const rows = model.data[step]?.[field.name];
    if (!Array.isArray(rows)) continue;
    const description = descriptionItem(field);
    const totals = totalItems(field);
    rows.forEach((row: Record<string, FieldValue>, index) => {
      const amount = addMoney(totals.map((item) => row[item.name]));
      lines.push({
        index: lines.length,
        kind: KIND[field.role ?? ''] ?? 'other',
        step,
        field: field.name,
        row: index,
        description: description ? model.text(description, row[description.name]) : '',
        total: model.money(amount),
        amount,
      });
    });
  }
  return lines;
};

/**
 * The document's totals with only the `approved` lines kept, computed by core as the form computes
 * them (VAT, discounts, advances included): what the approved part of an estimate comes to.
 */
export const totalsOfLines = (model: PdfModel, lines: DocumentLine[], approved: (line: DocumentLine) => boolean): Record<string, string> => {
  const kept: FormData = { ...model.data };
  for (const { step, field } of lineArrays(model)) {
    const rows = model.data[step]?.[field.name];
    if (!Array.isArray(rows)) continue;
    const keep = new Set(lines.filter((line) => line.step === step && line.field === field.name && approved(line)).map((line) => line.row));
    kept[step] = { ...kept[step], [field.name]: rows.filter((_, row) => keep.has(row)) };
  }
  return computeValues(model.def, kept).totals;
};
