import { isInvoice, type DocumentDto, type FormDefinition } from '@atelier/core';

/** Only invoices have an e-Factura: the definition says so (kind invoice, not a proforma or an estimate). */
export const isInvoiceDefinition = (definition: FormDefinition): boolean => isInvoice(definition);

/** In a list, where the definitions are not at hand: the kind of its application's version, as the server answers it. */
export const isInvoiceDocument = (document: Pick<DocumentDto, 'kind'>): boolean => document.kind === 'invoice';

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
