import { formatProblems, isInvoice, parseFormDefinition, processSubmission, type FormData, type FormDefinition } from '@atelier/core';
import { catalog } from '../../../../catalog/src/index.js';

export const INVOICE_KEYS = ['factura-platitor-tva', 'factura-neplatitor-tva', 'factura-valuta-eur', 'factura-servicii-ore'] as const;
export type InvoiceKey = (typeof INVOICE_KEYS)[number];

export const invoiceDefinition = (key: InvoiceKey): FormDefinition => {
  const entry = catalog.find((e) => e.definition.key === key);
  if (!entry) throw new Error(`no catalogue entry ${key}`);
  const result = parseFormDefinition(entry.definition);
  if (!result.ok) throw new Error(formatProblems(result.problems));
  return result.definition;
};

export const invoiceSample = (key: InvoiceKey): FormData => {
  const entry = catalog.find((e) => e.definition.key === key);
  if (!entry) throw new Error(`no catalogue entry ${key}`);
  return structuredClone(entry.sample);
};

type Patch = Record<string, Record<string, unknown>>;

/** The sample of an invoice with some step values replaced, checked as a submit checks it. */
export const makeInvoice = (key: InvoiceKey, patch: Patch = {}): { definition: FormDefinition; data: FormData } => {
  const definition = invoiceDefinition(key);
  const sample = invoiceSample(key);
  for (const [step, values] of Object.entries(patch)) sample[step] = { ...sample[step], ...values } as FormData[string];
  const processed = processSubmission(definition, withNumber(definition, sample));
  if (!processed.ok) throw new Error(processed.issues.map((i) => `${i.path}: ${i.code}`).join(', '));
  return { definition, data: processed.data };
};

const withNumber = (definition: FormDefinition, data: FormData): FormData => {
  const [step = '', field = ''] = (definition.document.number?.field ?? '').split('.');
  return step ? { ...data, [step]: { ...data[step], [field]: 'FCT-0042' } } : data;
};

/**
 * Every invoice application of the catalogue (core's isInvoice) with each of its samples, checked
 * and numbered as a submit does: what a user who fills the form normally saves.
 */
export const invoiceApplications = (): { key: string; sample: number; definition: FormDefinition; data: FormData }[] =>
  catalog.flatMap((entry) => {
    const result = parseFormDefinition(entry.definition);
    if (!result.ok) throw new Error(formatProblems(result.problems));
    const definition = result.definition;
    if (!isInvoice(definition)) return [];
    return [entry.sample, ...(entry.moreSamples ?? [])].map((sample, i) => {
      const processed = processSubmission(definition, withNumber(definition, structuredClone(sample)));
      if (!processed.ok) throw new Error(`${definition.key}: ${processed.issues.map((issue) => `${issue.path}: ${issue.code}`).join(', ')}`);
      return { key: definition.key, sample: i, definition, data: processed.data };
    });
  });
