import { evaluateForm, validateEvaluated, type EvaluatedForm, type FormData, type FormDefinition, type Locale } from '@atelier/core';
import { stepOfPath } from './paths';
import type { FieldErrors } from './types';

/**
 * The one place the renderer talks to core's form engine. Computation, visibility and validation
 * are core's (the server runs the same code and has the last word); this file only adapts shapes.
 */
export type Evaluation = EvaluatedForm;

/** Computed fields and lines, totals and what is shown, in one pass over the input. */
export const evaluate = (definition: FormDefinition, data: FormData): Evaluation => evaluateForm(definition, data);

const toErrors = (issues: readonly { path: string; message: string }[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
};

/** Every problem of the whole form, by field path, in the user's language. */
export const validateAll = (definition: FormDefinition, data: FormData, evaluation: Evaluation, locale: Locale): FieldErrors =>
  toErrors(validateEvaluated(definition, data, evaluation, { locale }));

/** The problems of one step only (Next checks the step it leaves). */
export const validateStep = (definition: FormDefinition, data: FormData, evaluation: Evaluation, stepName: string, locale: Locale): FieldErrors =>
  Object.fromEntries(Object.entries(validateAll(definition, data, evaluation, locale)).filter(([path]) => stepOfPath(path) === stepName));
