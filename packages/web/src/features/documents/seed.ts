import type { FieldRole, FormData, FormDefinition } from '@atelier/core';

/** What a new document starts with besides its defaults, and the metadata it is saved with (other features make seeds: an appointment's slot, an estimate from an appointment). */
export type DocumentSeed = { values: Partial<Record<FieldRole, string>>; metadata?: Record<string, unknown> };

/** `data` with the seed's values put into the fields of their roles (numbers as numbers). */
export const applySeed = (definition: FormDefinition, data: FormData, seed: DocumentSeed | undefined): FormData => {
  if (!seed) return data;
  const next: FormData = { ...data };
  for (const step of definition.steps) {
    for (const field of step.fields) {
      const value = field.role ? seed.values[field.role] : undefined;
      if (value === undefined || field.type === 'array') continue;
      const typed = field.type === 'number' ? (Number.isFinite(Number(value)) ? Number(value) : undefined) : value;
      if (typed === undefined) continue;
      next[step.name] = { ...next[step.name], [field.name]: typed };
    }
  }
  return next;
};

/** The value of the field of `role` in the input, as text (the widget follows the date being typed). */
export const roleValue = (definition: FormDefinition, data: FormData, role: FieldRole): string | undefined => {
  for (const step of definition.steps) {
    for (const field of step.fields) {
      if (field.role !== role) continue;
      const value = data[step.name]?.[field.name];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    }
  }
  return undefined;
};
