import { z } from 'zod';
import { TRADES } from '../categories.js';
import { LOCALES } from '../constants.js';
import { int4 } from '../contracts/common.js';
import { FIELD_ROLES } from './roles.js';

/**
 * The form-definition format (DESIGN.md "Form definitions"). One JSON document per application;
 * `catalog/form-schema.json` is generated from this schema for editor completion.
 */

/** A document number's first value: the counter (an `int`) grows from it, so it leaves room to count. */
export const NUMBER_START_MAX = 999_999_999;

const identifier = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9_]*$/, { message: 'must start with a lowercase letter and hold only letters, digits and _' })
  .max(64);

/** An expression of the shared evaluator (see forms/expression.ts), e.g. `qty * price`. */
const expression = z
  .string()
  .min(1)
  .max(2000)
  .describe('expression (docs/form-definitions.md), e.g. "qty * price", "sum(parts.items.value)", "client.type == \\"pj\\""');

export const FIELD_TYPES = [
  'text', 'textarea', 'number', 'money', 'percent', 'date', 'time', 'datetime', 'select', 'radio',
  'checkbox', 'email', 'phone', 'cui', 'cnp', 'iban', 'plate', 'vin', 'signature', 'image', 'array',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

const role = z.enum(FIELD_ROLES);

const baseField = {
  name: identifier.describe('key of the value in the step data'),
  label: z.string().min(1).max(200).describe('label in the definition language (Romanian by default)'),
  help: z.string().max(500).optional(),
  placeholder: z.string().max(200).optional(),
  required: z.boolean().optional(),
  role: role.optional().describe('meaning of the field for statistics, search and pre-fill'),
  visibleIf: expression.optional().describe('the field is shown (and validated) only when this is true'),
  compute: expression.optional().describe('computed read-only value, recomputed by the server on submit'),
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
  width: z.enum(['full', 'half', 'third']).optional().describe('layout hint on wide screens'),
};

const textLimits = {
  minLength: z.number().int().min(0).optional(),
  maxLength: int4({ min: 1, max: 100_000 }).optional(),
  pattern: z.string().max(500).optional().describe('regular expression the whole value must match'),
};
const numberLimits = {
  min: z.number().optional(),
  max: z.number().optional(),
  decimals: z.number().int().min(0).max(6).optional().describe('decimal places kept (money: 2)'),
};
const option = z.object({ value: z.string().min(1).max(100), label: z.string().min(1).max(200) });

const textual = (type: 'text' | 'textarea' | 'email' | 'phone' | 'cnp' | 'iban' | 'plate' | 'vin') =>
  z.object({ type: z.literal(type), ...baseField, ...textLimits }).strict();
const cui = z
  .object({
    type: z.literal('cui'),
    ...baseField,
    ...textLimits,
    vatPayer: z
      .boolean()
      .optional()
      .describe('the party is VAT-registered, so its CUI is written with RO: a valid CUI typed without it gets a warning and a one-click fix (never an error)'),
  })
  .strict();
const numeric = (type: 'number' | 'money' | 'percent') => z.object({ type: z.literal(type), ...baseField, ...numberLimits }).strict();
const temporal = (type: 'date' | 'time' | 'datetime') =>
  z.object({ type: z.literal(type), ...baseField, min: z.string().optional(), max: z.string().optional() }).strict();
const choice = (type: 'select' | 'radio') => z.object({ type: z.literal(type), ...baseField, options: z.array(option).min(1) }).strict();

export const scalarFieldSchema = z.discriminatedUnion('type', [
  textual('text'), textual('textarea'), textual('email'), textual('phone'), cui, textual('cnp'),
  textual('iban'), textual('plate'), textual('vin'),
  numeric('number'), numeric('money'), numeric('percent'),
  temporal('date'), temporal('time'), temporal('datetime'),
  choice('select'), choice('radio'),
  z.object({ type: z.literal('checkbox'), ...baseField }).strict(),
  z.object({ type: z.literal('signature'), ...baseField }).strict(),
  z.object({ type: z.literal('image'), ...baseField, maxSizeKb: z.number().int().min(1).max(5120).optional() }).strict(),
]);
export type ScalarField = z.infer<typeof scalarFieldSchema>;

export const arrayFieldSchema = z
  .object({
    type: z.literal('array'),
    ...baseField,
    item: z.array(scalarFieldSchema).min(1).describe('the fields of one line (no nested arrays)'),
    minItems: z.number().int().min(0).optional(),
    maxItems: z.number().int().min(1).max(1000).optional(),
    historyPick: z.boolean().optional().describe('offer "pick from history" for lines'),
  })
  .strict();
export type ArrayField = z.infer<typeof arrayFieldSchema>;

// One discriminated union (not z.union) so that a wrong `type` is reported once, at `….type`.
export const fieldSchema = z.discriminatedUnion('type', [scalarFieldSchema, arrayFieldSchema]);
export type Field = z.infer<typeof fieldSchema>;

export const stepSchema = z
  .object({
    name: identifier,
    title: z.string().min(1).max(200),
    description: z.string().max(1000).optional(),
    prefill: z.enum(['profile', 'history']).optional().describe('offer to fill the step from the profile or the last entry'),
    visibleIf: expression.optional(),
    fields: z.array(fieldSchema).min(1),
  })
  .strict();
export type Step = z.infer<typeof stepSchema>;

export const totalSchema = z
  .object({
    name: identifier,
    label: z.string().min(1).max(200),
    compute: expression,
    role: role.optional().describe('meaning of the total, e.g. total.grand'),
    format: z.enum(['money', 'number', 'percent']).optional(),
  })
  .strict();
export type Total = z.infer<typeof totalSchema>;

export const DOCUMENT_KINDS = [
  'estimate', 'quote', 'invoice', 'order', 'entry-sheet', 'contract', 'trip-log', 'handover',
  'appointment', 'project', 'finance', 'fleet', 'reminder', 'registry',
  // Added for the catalogue's other trades (issue 20): browse by document type.
  'receipt', 'transport-document', 'report', 'register', 'request', 'timesheet', 'certificate',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/**
 * The yearly subscription add-ons that include an application (SPEC §9): a user whose active
 * subscription has the add-on may use the application as if it were allocated to them.
 */
export const FORM_ADDONS = ['registry_integration', 'entry_sheet'] as const;
export type FormAddon = (typeof FORM_ADDONS)[number];

export const PDF_LAYOUTS = ['estimate', 'invoice', 'quote', 'trip-log', 'contract', 'handover', 'entry-sheet', 'generic'] as const;

const localeText = z
  .object({
    title: z.string().optional(),
    description: z.string().optional(),
    keywords: z.array(z.string().min(1).max(60)).max(40).optional(),
    steps: z.record(z.string(), z.object({ title: z.string().optional(), description: z.string().optional() }).strict()).optional(),
    fields: z
      .record(
        z.string().describe('"step.field" or "step.array.field"'),
        z
          .object({
            label: z.string().optional(),
            help: z.string().optional(),
            placeholder: z.string().optional(),
            options: z.record(z.string(), z.string()).optional(),
          })
          .strict(),
      )
      .optional(),
    totals: z.record(z.string(), z.string()).optional(),
    pdf: z
      .object({ title: z.string().optional(), signatures: z.array(z.string()).optional(), footer: z.string().optional(), legal: z.array(z.string()).optional() })
      .strict()
      .optional(),
  })
  .strict();

export const formDefinitionSchema = z
  .object({
    $schema: z.string().optional(),
    schemaVersion: z.literal(1),
    key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'must be kebab-case, e.g. deviz-auto' }).max(100),
    version: int4({ min: 1 }),
    title: z.string().min(1).max(200),
    description: z.string().max(2000).optional(),
    category: z.string().min(1).max(100),
    trades: z.array(z.enum(TRADES)).max(TRADES.length).optional().describe('the trades this application serves (SPEC §1), for browsing the catalogue by trade'),
    keywords: z.array(z.string().min(1).max(60)).max(40).optional().describe('search words and synonyms in the file\'s language, e.g. "chitanta", "bon de incasare"'),
    public: z.boolean().optional().describe('open to everyone, also without an account'),
    addon: z.enum(FORM_ADDONS).optional().describe('the subscription add-on that includes this application: usable with it as if allocated'),
    locale: z.enum(LOCALES).optional().describe('language of the labels in this file (default ro)'),
    document: z
      .object({
        kind: z.enum(DOCUMENT_KINDS),
        currency: z.enum(['RON', 'EUR', 'USD']).default('RON'),
        vat: z.object({ payer: z.boolean(), rate: z.number().min(0).max(100) }).strict().optional(),
        number: z
          .object({
            field: z.string().optional().describe('"step.field" that shows the number'),
            prefix: z.string().max(20).optional(),
            start: int4({ min: 1, max: NUMBER_START_MAX }).optional().describe('first number (at most 999,999,999: the counter is an int that grows from it)'),
            padding: z.number().int().min(0).max(10).optional(),
          })
          .strict()
          .optional(),
      })
      .strict(),
    steps: z.array(stepSchema).min(1),
    totals: z.array(totalSchema).optional(),
    translations: z.partialRecord(z.enum(LOCALES), localeText).optional(),
    pdf: z
      .object({
        layout: z.enum(PDF_LAYOUTS),
        title: z.string().max(100).optional(),
        signatures: z.array(z.string().max(100)).optional(),
        footer: z.string().max(1000).optional(),
        legal: z
          .array(z.string().min(1).max(300))
          .max(12)
          .optional()
          .describe('legal mentions the paper original carries (e.g. "Scutit de TVA conform art. 310 Cod fiscal"), printed under the document; the catalogue gate checks each is in the PDF'),
      })
      .strict(),
  })
  .strict();

export type FormDefinition = z.infer<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/** Submission data: by step name, then field name; arrays hold one object per line. */
export type FieldValue = string | number | boolean | null;
export type StepData = Record<string, FieldValue | Record<string, FieldValue>[]>;
export type FormData = Record<string, StepData>;
