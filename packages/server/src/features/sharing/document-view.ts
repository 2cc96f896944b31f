import { createHash } from 'node:crypto';
import type { ArrayField, FieldValue, FormData, FormDefinition, Locale, PublicDocumentDto, ScalarField, ViewLine } from '@atelier/core';
import { mainTotal, totalText } from '../../pdf/blocks.js';
import { documentLines } from '../../pdf/document-lines.js';
import { inHeader } from '../../pdf/layouts/generic.js';
import { buildModel, stepPairs, type PdfModel } from '../../pdf/model.js';

/** A document as the customer's page shows it: the same values the PDF prints, from the PDF's own model. */
export type ViewSource = { definition: FormDefinition; data: FormData; number: string; created_at: string; version: number };

const QUANTITY_COLUMNS = ['qty', 'quantity', 'cantitate', 'hours', 'ore'];

/** A line array's quantity and unit price columns (the PDF's lines give the rest). */
const quantityAndPrice = (field: ArrayField) => {
  const items = field.item as ScalarField[];
  const numbers = items.filter((i) => i.type === 'number');
  const quantity = numbers.find((i) => QUANTITY_COLUMNS.includes(i.name)) ?? numbers[0];
  const price = items.find((i) => i.type === 'money' && !i.compute);
  return { quantity, price };
};

/**
 * The lines the customer may approve or decline, as the PDF's closing page numbers them
 * (pdf/document-lines.ts): description and total from there, with the quantity and unit price the
 * PDF's tables print.
 */
export const customerLines = (model: PdfModel): ViewLine[] =>
  documentLines(model).map((line) => {
    const field = model.def.steps.find((s) => s.name === line.step)?.fields.find((f) => f.name === line.field);
    const row = (model.data[line.step]?.[line.field] as Record<string, FieldValue>[] | undefined)?.[line.row] ?? {};
    const { quantity, price } = field?.type === 'array' ? quantityAndPrice(field) : { quantity: undefined, price: undefined };
    const text = (item: ScalarField | undefined) => (item ? model.text(item, row[item.name]) : '');
    const amount = Number(line.amount);
    return {
      index: line.index,
      kind: line.kind,
      description: line.description,
      quantity: text(quantity),
      unit_price: text(price),
      total: line.total,
      amount: Number.isFinite(amount) ? amount : 0,
    };
  });

/** The document part of the customer's page, built by the PDF's model (buildModel, stepPairs): nothing is formatted twice. */
export const documentView = ({ definition, data, number, created_at, version }: ViewSource, locale: Locale): PublicDocumentDto['document'] => {
  const model = buildModel({ definition, document: { data, number, created_at }, locale });
  const sections = model.def.steps
    .map((step) => ({ title: step.title, pairs: stepPairs(model, step, (f) => inHeader(f) || f.role === 'client.type').map(({ label, value }) => ({ label, value })) }))
    .filter((section) => section.pairs.length > 0);
  const totals = (model.def.totals ?? []).filter((t) => model.totals[t.name] !== undefined && model.totals[t.name] !== '');
  const main = mainTotal(totals);
  const mainAmount = main ? Number(model.totals[main.name]) : NaN;
  return {
    title: model.def.pdf.title ?? model.def.title,
    number,
    date: model.date || null,
    kind: model.def.document.kind,
    version,
    currency: model.def.document.currency,
    sections,
    lines: customerLines(model),
    totals: totals.map((t) => ({ label: t.label, value: totalText(model, t, model.totals[t.name]) })),
    total_amount: Number.isFinite(mainAmount) ? mainAmount : null,
  };
};

/** JSON with its object keys sorted, so the same content always gives the same text (and hash). */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
};

/** SHA-256 (hex) of the exact version the customer was shown: its identity, number and data, canonical. */
export const contentSha256 = (doc: { id: string; version: number; form_id: string; form_version: number; number: string; data: unknown }): string =>
  createHash('sha256')
    .update(canonicalJson({ document_id: doc.id, version: doc.version, form_id: doc.form_id, form_version: doc.form_version, number: doc.number, data: doc.data }))
    .digest('hex');
