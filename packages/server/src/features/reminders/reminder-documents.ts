import { fieldOfRole, localizeDefinition, type FormDefinition, type Locale } from '@atelier/core';

/**
 * What a reminder document is about when it names no tag: the label of its reminder.kind option
 * ("ITP", "RCA"…) in `locale`, else the stored value itself.
 */
export const reminderKindLabel = (definition: FormDefinition, kind: string | null, locale: Locale): string => {
  if (!kind) return '';
  const field = fieldOfRole(localizeDefinition(definition, locale), 'reminder.kind')?.field;
  const options = field && (field.type === 'select' || field.type === 'radio') ? field.options : [];
  return options.find((option) => option.value === kind)?.label ?? kind;
};

/** A reminder document's name in `locale`: its own tag, else what is due. */
export type ReminderNamer = (p: { formId: string; version: number; kind: string | null; locale?: Locale }) => Promise<string>;

export const reminderNamer =
  (definitionOf: (formId: string, version: number) => Promise<FormDefinition>): ReminderNamer =>
  async ({ formId, version, kind, locale = 'ro' }) =>
    reminderKindLabel(await definitionOf(formId, version), kind, locale);
