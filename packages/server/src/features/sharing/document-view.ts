import { createHash } from 'node:crypto';
import type { ArrayField, FieldValue, FormData, FormDefinition, Locale, PublicDocumentDto, ScalarField, ViewLine } from '@atelier/core';
import { totalText } from '../../pdf/blocks.js';
import { inHeader } from '../../pdf/layouts/generic.js';
import { buildModel, stepPairs, type PdfModel } from '../../pdf/model.js';

/** A document as the customer's page shows it: the same values the PDF prints, from the PDF's own model. */
export type ViewSource = { definition: FormDefinition; data: FormData; number: string; created_at: string; version: number };

const LINE_ROLES: Record<string, ViewLine['kind']> = { 'lines.parts': 'part', 'lines.labor': 'labour', 'lines.items': 'other' };
// The column that names a line, as statistics pick it (migration 005's stats_line_fields).
const NAME_COLUMNS = ['name', 'operation', 'service', 'description', 'denumire', 'operatiune'];
const QUANTITY_COLUMNS = ['qty', 'quantity', 'cantitate', 'hours', 'ore'];

const pick = <T extends ScalarField>(items: T[], names: string[], test: (item: T) => boolean): T | undefined =>
  items.filter(test).sort((a, b) => Number(names.includes(b.name)) - Number(names.includes(a.name)))[0];

/** The columns of a line array: what names a line, how many, the unit price, the line total. */
const lineColumns = (field: ArrayField) => {
  const items = field.item as ScalarField[];
  const description = pick(items, NAME_COLUMNS, (i) => (i.type === 'text' || i.type === 'textarea') && !('compute' in i && i.compute));
  const quantity = pick(items, QUANTITY_COLUMNS, (i) => i.type === 'number');
  const price = items.find((i) => i.type === 'money' && !('compute' in i && i.compute));
  const total = items.find((i) => i.type === 'money' && 'compute' in i && Boolean(i.compute)) ?? price;
  return { description, quantity, price, total };
};

/**
 * The lines the customer may approve or decline, numbered across the document (`index`): every line
 * of its parts, labour and item arrays, in the order of the steps, formatted as the PDF's tables.
 */
export const customerLines = (model: PdfModel): ViewLine[] => {
  const lines: ViewLine[] = [];
  for (const step of model.def.steps) {
    for (const field of step.fields) {
      const kind = field.type === 'array' && field.role ? LINE_ROLES[field.role] : undefined;
      if (field.type !== 'array' || !kind) continue;
      const rows = model.data[step.name]?.[field.name];
      if (!Array.isArray(rows)) continue;
      const { description, quantity, price, total } = lineColumns(field);
      const text = (item: ScalarField | undefined, row: Record<string, FieldValue>) => (item ? model.text(item, row[item.name]) : '');
      for (const row of rows as Record<string, FieldValue>[]) {
        const amount = total ? Number(row[total.name]) : NaN;
        lines.push({
          index: lines.length,
          kind,
          description: text(description, row),
          quantity: text(quantity, row),
          unit_price: text(price, row),
          total: text(total, row),
          amount: Number.isFinite(amount) ? amount : 0,
        });
      }
    }
  }
  return lines;
};

/** The document part of the customer's page, built by the PDF's model (buildModel, stepPairs): nothing is formatted twice. */
export const documentView = ({ definition, data, number, created_at, version }: ViewSource, locale: Locale): PublicDocumentDto['document'] => {
  const model = buildModel({ definition, document: { data, number, created_at }, locale });
  const sections = model.def.steps
    .map((step) => ({ title: step.title, pairs: stepPairs(model, step, (f) => inHeader(f) || f.role === 'client.type').map(({ label, value }) => ({ label, value })) }))
    .filter((section) => section.pairs.length > 0);
  const totals = (model.def.totals ?? []).filter((t) => model.totals[t.name] !== undefined && model.totals[t.name] !== '');
  const main = totals.find((t) => t.role === 'total.due') ?? totals.find((t) => t.role === 'total.grand');
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
