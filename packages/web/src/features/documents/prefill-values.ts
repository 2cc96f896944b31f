import type { FormDefinition, StepData } from '@atelier/core';

/**
 * What of a past entry may fill a new document: the step's own fields that the user types.
 * Left out: computed values, and the document's own data (its number, date, validity), which
 * belong to that earlier document and never to the next one.
 */
export const prefillValues = (definition: FormDefinition, stepName: string, entry: StepData): StepData => {
  const step = definition.steps.find((candidate) => candidate.name === stepName);
  if (!step) return {};
  const numberField = definition.document.number?.field;
  const values: StepData = {};
  for (const field of step.fields) {
    if (field.compute !== undefined || field.role?.startsWith('document.') || numberField === `${step.name}.${field.name}`) continue;
    const value = entry[field.name];
    if (value !== undefined) values[field.name] = value;
  }
  return values;
};
