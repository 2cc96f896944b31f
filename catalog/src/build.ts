import type { ArrayField, FieldRole, FieldType, FormData, FormDefinitionInput, Locale, ScalarField, Step, Total, Trade } from '@atelier/core';

/**
 * The catalogue's source: applications are written here in TypeScript with every text in the three
 * languages at once (`t(ro, en, it)`), built from shared steps (fragments.ts), and written to
 * catalog/<key>.json by `npm run catalog` (scripts/build-catalog.ts). The JSON files are what the
 * server seeds and what an admin could upload; a test fails when they are stale.
 */

export type Text = Readonly<Record<Locale, string>>;

/** One text in Romanian, English and Italian. */
export const t = (ro: string, en: string, it: string): Text => ({ ro, en, it });

export type Option = { value: string; label: Text };

type Common = {
  help?: Text;
  placeholder?: Text;
  required?: boolean;
  role?: FieldRole;
  visibleIf?: string;
  compute?: string;
  default?: string | number | boolean;
  width?: 'full' | 'half' | 'third';
};
/** What a field may hold besides its type, name and label (the schema test checks the combination). */
export type FieldRest = Common & {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  min?: number | string;
  max?: number | string;
  decimals?: number;
  maxSizeKb?: number;
  /** cui only: the party is VAT-registered (a CUI without RO gets a warning with "add RO"). */
  vatPayer?: boolean;
};
export type ScalarSpec = FieldRest & { type: Exclude<FieldType, 'array'>; name: string; label: Text; options?: Option[] };
export type ArraySpec = Common & { type: 'array'; name: string; label: Text; item: ScalarSpec[]; minItems?: number; maxItems?: number; historyPick?: boolean };
export type FieldSpec = ScalarSpec | ArraySpec;
export type StepSpec = Omit<Step, 'title' | 'description' | 'fields'> & { title: Text; description?: Text; fields: FieldSpec[] };
export type TotalSpec = Omit<Total, 'label'> & { label: Text };

/** Search words and synonyms per language (the catalogue's search also folds diacritics). */
export type Keywords = Readonly<Record<Locale, readonly string[]>>;

/**
 * Applications that have the same structure on purpose (quality-gate.test.ts fails on two
 * applications with one structural fingerprint otherwise): the VAT payer and non-payer variants of
 * one document (`vat`), or one document for another language market (`market`, e.g. the Italian
 * preventivo of a Romanian ofertă). Every member of a group names the same `group`.
 */
export type Variant = { group: string; by: 'vat' | 'market' };

export type AppSpec = {
  key: string;
  version: number;
  /** The language the JSON is written in (Italian templates are Italian first); default ro. */
  base?: Locale;
  title: Text;
  description: Text;
  category: string;
  /** The trades of SPEC §1 it serves (browse by trade); at least one. */
  trades: readonly Trade[];
  /** What people type to find it, in each language: synonyms, the paper's other names, without repeating the title. */
  keywords: Keywords;
  public?: boolean;
  /** The subscription add-on that includes the application (SPEC §9). */
  addon?: FormDefinitionInput['addon'];
  document: FormDefinitionInput['document'];
  steps: StepSpec[];
  totals?: TotalSpec[];
  /** `legal`: the legal mentions its paper original carries, printed under the document (the gate finds each in the PDF). */
  pdf: { layout: FormDefinitionInput['pdf']['layout']; title?: Text; signatures?: Text[]; footer?: Text; legal?: Text[] };
  /** Realistic data a test submits and prints (not written to the JSON). */
  sample: FormData;
  /** More samples, when one cannot show every computed field (e.g. a field computed only for a company client). */
  moreSamples?: FormData[];
  /** Pages the sample prints on (default 1). */
  pages?: number;
  variant?: Variant;
};

export type CatalogEntry = {
  definition: FormDefinitionInput;
  sample: FormData;
  moreSamples?: FormData[];
  /** Pages the sample's PDF has (default 1). */
  pages?: number;
  variant?: Variant;
};

type Translation = NonNullable<NonNullable<FormDefinitionInput['translations']>[Locale]>;
type FieldText = NonNullable<Translation['fields']>[string];

const fieldText = (field: ScalarSpec | ArraySpec, locale: Locale): FieldText | undefined => {
  const text: FieldText = { label: field.label[locale] };
  if (field.help) text.help = field.help[locale];
  if (field.placeholder) text.placeholder = field.placeholder[locale];
  if (field.type !== 'array' && field.options) text.options = Object.fromEntries(field.options.map((o) => [o.value, o.label[locale]]));
  return text;
};

const scalar = (field: ScalarSpec, base: Locale): ScalarField => {
  const out = { ...field, label: field.label[base] } as Record<string, unknown>;
  if (field.help) out.help = field.help[base];
  if (field.placeholder) out.placeholder = field.placeholder[base];
  if (field.options) out.options = field.options.map((o) => ({ value: o.value, label: o.label[base] }));
  return out as ScalarField;
};

const field = (spec: FieldSpec, base: Locale): ScalarField | ArrayField => {
  if (spec.type !== 'array') return scalar(spec, base);
  const { item, label, help, placeholder, ...rest } = spec;
  return {
    ...rest,
    label: label[base],
    ...(help ? { help: help[base] } : {}),
    ...(placeholder ? { placeholder: placeholder[base] } : {}),
    item: item.map((i) => scalar(i, base)),
  };
};

const translation = (spec: AppSpec, locale: Locale): Translation => {
  const fields: Record<string, FieldText> = {};
  for (const step of spec.steps) {
    for (const f of step.fields) {
      const own = fieldText(f, locale);
      if (own) fields[`${step.name}.${f.name}`] = own;
      if (f.type === 'array') for (const i of f.item) fields[`${step.name}.${f.name}.${i.name}`] = fieldText(i, locale) ?? {};
    }
  }
  const pdf: NonNullable<Translation['pdf']> = {};
  if (spec.pdf.title) pdf.title = spec.pdf.title[locale];
  if (spec.pdf.signatures) pdf.signatures = spec.pdf.signatures.map((s) => s[locale]);
  if (spec.pdf.footer) pdf.footer = spec.pdf.footer[locale];
  if (spec.pdf.legal) pdf.legal = spec.pdf.legal.map((s) => s[locale]);
  return {
    title: spec.title[locale],
    description: spec.description[locale],
    keywords: [...spec.keywords[locale]],
    steps: Object.fromEntries(
      spec.steps.map((s) => [s.name, s.description ? { title: s.title[locale], description: s.description[locale] } : { title: s.title[locale] }]),
    ),
    fields,
    ...(spec.totals ? { totals: Object.fromEntries(spec.totals.map((x) => [x.name, x.label[locale]])) } : {}),
    pdf,
  };
};

/** The JSON definition (base language plus translations) and the sample of one application. */
export const defineApp = (spec: AppSpec): CatalogEntry => {
  const base = spec.base ?? 'ro';
  const others = (['ro', 'en', 'it'] as const).filter((l) => l !== base);
  const definition: FormDefinitionInput = {
    $schema: './form-schema.json',
    schemaVersion: 1,
    key: spec.key,
    version: spec.version,
    title: spec.title[base],
    description: spec.description[base],
    category: spec.category,
    trades: [...spec.trades],
    keywords: [...spec.keywords[base]],
    ...(spec.public ? { public: true } : {}),
    ...(spec.addon ? { addon: spec.addon } : {}),
    locale: base,
    document: spec.document,
    steps: spec.steps.map(({ title, description, fields, ...rest }) => ({
      ...rest,
      title: title[base],
      ...(description ? { description: description[base] } : {}),
      fields: fields.map((x) => field(x, base)),
    })),
    ...(spec.totals ? { totals: spec.totals.map((x) => ({ ...x, label: x.label[base] })) } : {}),
    pdf: {
      layout: spec.pdf.layout,
      ...(spec.pdf.title ? { title: spec.pdf.title[base] } : {}),
      ...(spec.pdf.signatures ? { signatures: spec.pdf.signatures.map((s) => s[base]) } : {}),
      ...(spec.pdf.footer ? { footer: spec.pdf.footer[base] } : {}),
      ...(spec.pdf.legal ? { legal: spec.pdf.legal.map((s) => s[base]) } : {}),
    },
    translations: Object.fromEntries(others.map((l) => [l, translation(spec, l)])),
  };
  return {
    definition,
    sample: spec.sample,
    ...(spec.moreSamples ? { moreSamples: spec.moreSamples } : {}),
    ...(spec.pages ? { pages: spec.pages } : {}),
    ...(spec.variant ? { variant: spec.variant } : {}),
  };
};

/** Field constructors: the name, the label in three languages, then the rest of the field. */
const make =
  (type: Exclude<FieldType, 'array' | 'select' | 'radio'>) =>
  (name: string, label: Text, rest: FieldRest = {}): ScalarSpec => ({ type, name, label, ...rest });
const choose =
  (type: 'select' | 'radio') =>
  (name: string, label: Text, options: Option[], rest: FieldRest = {}): ScalarSpec => ({ type, name, label, options, ...rest });

export const f = {
  text: make('text'),
  textarea: make('textarea'),
  number: make('number'),
  money: make('money'),
  percent: make('percent'),
  date: make('date'),
  time: make('time'),
  datetime: make('datetime'),
  checkbox: make('checkbox'),
  email: make('email'),
  phone: make('phone'),
  cui: make('cui'),
  cnp: make('cnp'),
  iban: make('iban'),
  plate: make('plate'),
  vin: make('vin'),
  signature: make('signature'),
  image: make('image'),
  select: choose('select'),
  radio: choose('radio'),
  array: (name: string, label: Text, item: ScalarSpec[], rest: Omit<ArraySpec, 'type' | 'name' | 'label' | 'item'> = {}): ArraySpec => ({
    type: 'array',
    name,
    label,
    item,
    ...rest,
  }),
};

/** An option whose label is the same in every language (units, codes). */
export const same = (value: string, label = value): Option => ({ value, label: { ro: label, en: label, it: label } });
export const opt = (value: string, label: Text): Option => ({ value, label });

/** A role shortcut that the type checker verifies against the closed vocabulary. */
export const role = (r: FieldRole): FieldRole => r;
