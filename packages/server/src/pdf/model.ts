import {
  computeValues,
  fieldOfRole,
  formatDate,
  formatFieldValue,
  formatMoney,
  formatNumber,
  localizeDefinition,
  type Field,
  type FieldValue,
  type FormData,
  type FormDefinition,
  type Locale,
  type ScalarField,
  type Step,
} from '@atelier/core';
import type { CustomerAnswerForPdf } from './customer-answer.js';
import { pdfLabels, type PdfLabels } from './labels.js';

/** What a layout needs, already localized and recomputed with the same core code as the form. */
export type PdfModel = {
  def: FormDefinition;
  data: FormData;
  totals: Record<string, string>;
  locale: Locale;
  labels: PdfLabels;
  number: string | undefined;
  /** Formatted date of the document (role document.date, else when it was made). */
  date: string;
  preview: boolean;
  logo: Buffer | undefined;
  text: (field: ScalarField, value: FieldValue | undefined) => string;
  money: (value: unknown) => string;
  quantity: (value: unknown) => string;
};

export type RenderInput = {
  definition: FormDefinition;
  /** The saved document, or a preview's data (no number, no id). */
  document: { data: FormData; number?: string | null | undefined; created_at?: string | undefined };
  locale: Locale;
  logo?: Buffer | Uint8Array | undefined;
  /** The customer's answer, printed on a closing page after the document (issue 29). */
  answer?: CustomerAnswerForPdf | undefined;
};

// The PDF leaves an untouched checkbox blank (paper is read as it is); everything else is the
// formatting the screen shows too, from core.
const fieldText = (field: ScalarField, value: FieldValue | undefined, locale: Locale, labels: PdfLabels, currency: FormDefinition['document']['currency']): string =>
  formatFieldValue(field, value, { locale, currency, yes: labels.yes, no: labels.no, emptyCheckbox: 'blank' });

// A quantity that does not read as a number is printed as stored, as a field's value is.
const quantityText = (value: unknown, locale: Locale): string => (value === undefined || value === null || value === '' ? '' : formatNumber(value, { locale }) || String(value));

/** Localized definitions per definition object: the same object each time keeps core's compiled plan. */
const localized = new WeakMap<FormDefinition, Map<Locale, FormDefinition>>();
export const localizedDefinition = (definition: FormDefinition, locale: Locale): FormDefinition => {
  let byLocale = localized.get(definition);
  if (!byLocale) localized.set(definition, (byLocale = new Map()));
  let def = byLocale.get(locale);
  if (!def) byLocale.set(locale, (def = localizeDefinition(definition, locale)));
  return def;
};

export const buildModel = ({ definition, document, locale, logo }: RenderInput): PdfModel => {
  const def = localizedDefinition(definition, locale);
  const { data, totals } = computeValues(def, document.data);
  const labels = pdfLabels(locale);
  const currency = def.document.currency;
  const dateField = fieldOfRole(def, 'document.date');
  const dateValue = dateField ? data[dateField.step.name]?.[dateField.field.name] : undefined;
  const number = document.number ?? undefined;
  return {
    def,
    data,
    totals,
    locale,
    labels,
    number: number === null ? undefined : number,
    // A datetime date field keeps its time ("03.11.2025 08:45"); without one, the day it was made.
    date:
      (dateField && dateField.field.type !== 'array' ? fieldText(dateField.field, dateValue as FieldValue | undefined, locale, labels, currency) : '') ||
      formatDate(document.created_at ?? new Date().toISOString(), locale),
    preview: !document.number,
    logo: logo ? Buffer.from(logo) : undefined,
    text: (field, value) => fieldText(field, value, locale, labels, currency),
    money: (value) => formatMoney(value, { locale, currency }),
    quantity: (value) => quantityText(value, locale),
  };
};

/** The step holding a field whose role starts with one of the prefixes (e.g. "client."). */
export const stepWithRole = (def: FormDefinition, prefix: string): Step | undefined =>
  def.steps.find((step) => step.fields.some((field) => field.role?.startsWith(prefix)));

/** Label/value pairs of a step's scalar fields that have a value to show. */
export const stepPairs = (model: PdfModel, step: Step, skip: (field: Field) => boolean = () => false): { field: ScalarField; label: string; value: string }[] => {
  const values = model.data[step.name];
  if (!values) return [];
  const pairs: { field: ScalarField; label: string; value: string }[] = [];
  for (const field of step.fields) {
    if (field.type === 'array' || skip(field)) continue;
    const value = model.text(field, values[field.name] as FieldValue | undefined);
    if (value) pairs.push({ field, label: field.label, value });
  }
  return pairs;
};
