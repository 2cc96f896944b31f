import type { DocumentDto, FormDefinition } from '@atelier/core';

/** Only invoices have an e-Factura: the definition says so (kind invoice, not a proforma or an estimate). */
export const isInvoiceDefinition = (definition: FormDefinition): boolean => definition.document.kind === 'invoice';

/**
 * In a list, where the definitions are not at hand: an invoice is what carries an invoice's due date
 * or payment status (roles only invoices have). The server has the last word (422 not_an_invoice).
 */
export const looksLikeInvoice = (document: Pick<DocumentDto, 'facts'>): boolean =>
  document.facts['invoice.due_date'] !== undefined || document.facts['invoice.status'] !== undefined;

/** The label of the field at "step.field" (or "step.array[i].field"), as the form shows it. */
export const fieldLabelOf = (definition: FormDefinition, path: string): string | undefined => {
  const dot = path.indexOf('.');
  if (dot < 0) return undefined;
  const step = definition.steps.find((s) => s.name === path.slice(0, dot));
  const rest = path.slice(dot + 1);
  const match = /^([^.[]+)(?:\[(\d+)\]\.([^.]+))?$/.exec(rest);
  const field = step?.fields.find((f) => f.name === match?.[1]);
  if (!step || !field || !match) return undefined;
  if (field.type === 'array' && match[3]) {
    const column = field.item.find((f) => f.name === match[3]);
    return column ? `${step.title} · ${column.label} (${Number(match[2]) + 1})` : undefined;
  }
  return `${step.title} · ${field.label}`;
};
