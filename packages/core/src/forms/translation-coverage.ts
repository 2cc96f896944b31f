import { type Locale } from '../constants.js';
import { type Field, type FormDefinition, type ScalarField } from './definition.js';

/**
 * The texts of a definition that have no translation in `locale`, as translation keys
 * ("title", "steps.client.title", "fields.parts.items.unit.options.buc", "totals.vat",
 * "pdf.footer"). Empty for the definition's own language. Catalog tests require none missing.
 */
export const missingTranslations = (def: FormDefinition, locale: Locale): string[] => {
  if ((def.locale ?? 'ro') === locale) return [];
  const text = def.translations?.[locale] ?? {};
  const missing: string[] = [];
  const need = (key: string, present: unknown): void => {
    if (typeof present !== 'string' || present.trim() === '') missing.push(key);
  };
  need('title', text.title);
  if (def.description !== undefined) need('description', text.description);
  const field = (key: string, f: Field | ScalarField): void => {
    const t = text.fields?.[key];
    need(`fields.${key}.label`, t?.label);
    if (f.help !== undefined) need(`fields.${key}.help`, t?.help);
    if (f.placeholder !== undefined) need(`fields.${key}.placeholder`, t?.placeholder);
    if (f.type === 'select' || f.type === 'radio') f.options.forEach((o) => need(`fields.${key}.options.${o.value}`, t?.options?.[o.value]));
    if (f.type === 'array') f.item.forEach((item) => field(`${key}.${item.name}`, item));
  };
  for (const step of def.steps) {
    need(`steps.${step.name}.title`, text.steps?.[step.name]?.title);
    if (step.description !== undefined) need(`steps.${step.name}.description`, text.steps?.[step.name]?.description);
    step.fields.forEach((f) => field(`${step.name}.${f.name}`, f));
  }
  (def.totals ?? []).forEach((t) => need(`totals.${t.name}`, text.totals?.[t.name]));
  if (def.pdf.title !== undefined) need('pdf.title', text.pdf?.title);
  if (def.pdf.footer !== undefined) need('pdf.footer', text.pdf?.footer);
  (def.pdf.signatures ?? []).forEach((_, i) => need(`pdf.signatures.${i}`, text.pdf?.signatures?.[i]));
  (def.pdf.legal ?? []).forEach((_, i) => need(`pdf.legal.${i}`, text.pdf?.legal?.[i]));
  return missing;
};
