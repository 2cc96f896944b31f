import type { Locale } from '../constants.js';
import type { FormDefinition, ScalarField } from './definition.js';
import { localizeDefinition } from './localize.js';
import type { FieldRole } from './roles.js';

type Choice = Extract<ScalarField, { type: 'select' | 'radio' }>;
export type FieldOption = Choice['options'][number];

/** What a select or radio shows for a stored value: its option's label, else the value itself. */
export const optionLabel = (options: readonly FieldOption[], value: unknown): string => options.find((o) => o.value === String(value))?.label ?? String(value);

/**
 * The options of every select and radio holding `role` in a definition, labelled in `locale` (the
 * form renderer's texts, localizeDefinition): how a view that reads facts by role shows the values.
 */
export const roleOptions = (def: FormDefinition, role: FieldRole, locale: Locale): FieldOption[] =>
  localizeDefinition(def, locale)
    .steps.flatMap((step) => step.fields)
    .flatMap((field) => ((field.type === 'select' || field.type === 'radio') && field.role === role ? field.options : []));
