import type { FormData, FormDefinition } from '@atelier/core';
import { initialData } from './initial-data';

/** Roles a new document takes over from an earlier one of the same client (a reminder's "new estimate"). */
const CARRIED = /^(client|vehicle)\./;

/**
 * A new document's starting input with the client and vehicle fields (by role) of `source`, a
 * document of the same application; everything else starts as a new document does.
 */
export const carryOver = (definition: FormDefinition, source: FormData, now = new Date()): FormData => {
  const data = initialData(definition, now);
  for (const step of definition.steps) {
    const from = source[step.name];
    if (!from) continue;
    for (const field of step.fields) {
      if (field.type === 'array' || !field.role || !CARRIED.test(field.role)) continue;
      const value = from[field.name];
      if (value !== undefined && value !== null && value !== '') data[step.name] = { ...data[step.name], [field.name]: value };
    }
  }
  return data;
};
