import { type Locale } from '../constants.js';
import { type Field, type FormDefinition, type ScalarField } from './definition.js';

type LocaleText = NonNullable<NonNullable<FormDefinition['translations']>[Locale]>;
type FieldText = NonNullable<LocaleText['fields']>[string];

const localizeField = <F extends Field | ScalarField>(field: F, text: FieldText | undefined): F => {
  if (!text) return field;
  const out = { ...field, label: text.label || field.label };
  if (text.help && field.help !== undefined) out.help = text.help;
  if (text.placeholder && field.placeholder !== undefined) out.placeholder = text.placeholder;
  if ((out.type === 'select' || out.type === 'radio') && text.options) {
    const labels = text.options;
    out.options = out.options.map((o) => ({ ...o, label: labels[o.value] || o.label }));
  }
  return out;
};

/**
 * The definition with its texts in `locale` (labels, help, placeholders, option labels, titles,
 * totals, pdf texts) from `translations`; anything not translated keeps the definition's own
 * text. The definition's language (`locale`, default ro) is returned as it is.
 */
export const localizeDefinition = (def: FormDefinition, locale: Locale): FormDefinition => {
  const text = def.translations?.[locale];
  if ((def.locale ?? 'ro') === locale || !text) return def;
  const fields = text.fields ?? {};
  return {
    ...def,
    locale,
    title: text.title || def.title,
    ...(def.description !== undefined ? { description: text.description || def.description } : {}),
    steps: def.steps.map((step) => {
      const stepText = text.steps?.[step.name];
      return {
        ...step,
        title: stepText?.title || step.title,
        ...(step.description !== undefined ? { description: stepText?.description || step.description } : {}),
        fields: step.fields.map((field) => {
          const own = localizeField(field, fields[`${step.name}.${field.name}`]);
          if (own.type !== 'array') return own;
          return { ...own, item: own.item.map((item) => localizeField(item, fields[`${step.name}.${field.name}.${item.name}`])) };
        }),
      };
    }),
    ...(def.totals ? { totals: def.totals.map((t) => ({ ...t, label: text.totals?.[t.name] || t.label })) } : {}),
    pdf: {
      ...def.pdf,
      ...(def.pdf.title !== undefined ? { title: text.pdf?.title || def.pdf.title } : {}),
      ...(def.pdf.footer !== undefined ? { footer: text.pdf?.footer || def.pdf.footer } : {}),
      ...(def.pdf.signatures ? { signatures: def.pdf.signatures.map((s, i) => text.pdf?.signatures?.[i] || s) } : {}),
      ...(def.pdf.legal ? { legal: def.pdf.legal.map((s, i) => text.pdf?.legal?.[i] || s) } : {}),
    },
  };
};
