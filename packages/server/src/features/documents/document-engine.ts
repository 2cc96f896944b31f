import { DOCUMENT_SPECIFIC_ROLES, processSubmission, setDocumentNumber, type FormData, type FormDefinition } from '@atelier/core';
import { AppError } from '../../errors.js';

/**
 * The server's authority over a submission: computed values recomputed from the definition (the
 * client's numbers are ignored), hidden and unknown values dropped, every rule checked, role values
 * extracted. The number field is the server's to fill, so it gets a stand-in before validation.
 */
export const prepareDocument = (definition: FormDefinition, input: FormData, number = '-'): { data: FormData; facts: Record<string, string>; totals: Record<string, string> } => {
  const result = processSubmission(definition, setDocumentNumber(definition, input, number));
  if (!result.ok) {
    throw new AppError('validation_error', {
      message: 'Some fields are not valid',
      details: result.issues.map((issue) => ({ path: issue.path, message: issue.message, code: issue.code })),
    });
  }
  return { data: result.data, facts: result.facts, totals: result.totals };
};

/** The data without the fields that belong to this document only (number, dates, status). */
export const reusableData = (definition: FormDefinition, data: FormData): FormData => {
  const reusable: FormData = {};
  for (const step of definition.steps) {
    const values = data[step.name];
    if (!values) continue;
    const kept = { ...values };
    for (const field of step.fields) if (field.role && DOCUMENT_SPECIFIC_ROLES.has(field.role)) delete kept[field.name];
    if (Object.keys(kept).length > 0) reusable[step.name] = kept;
  }
  return reusable;
};
