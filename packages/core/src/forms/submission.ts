import { type FormData, type FormDefinition } from './definition.js';
import { numberFieldPath } from './definition-helpers.js';
import { evaluateForm } from './evaluate.js';
import { extractFacts, type Facts } from './facts.js';
import { type SubmissionIssue, validateEvaluated, type ValidateOptions } from './validate.js';

export type ProcessedSubmission =
  | { ok: true; data: FormData; totals: Record<string, string>; facts: Facts }
  | { ok: false; issues: SubmissionIssue[] };

/**
 * What the server does on submit, in one evaluation: validate, recompute, drop hidden and unknown
 * values, extract the role facts. Call setDocumentNumber and extractFacts again after numbering.
 */
export const processSubmission = (def: FormDefinition, input: unknown, options: ValidateOptions = {}): ProcessedSubmission => {
  const evaluated = evaluateForm(def, input);
  const issues = validateEvaluated(def, input, evaluated, options);
  if (issues.length > 0) return { ok: false, issues };
  const { data, totals } = evaluated;
  return { ok: true, data, totals, facts: extractFacts(def, data, totals) };
};

/** "DV-0007" from the sequence number and `document.number` (prefix, padding, default 4). */
export const formatDocumentNumber = (def: FormDefinition, sequence: number): string => {
  const { prefix, padding = 4 } = def.document.number ?? {};
  const digits = String(sequence).padStart(padding, '0');
  return prefix ? `${prefix}-${digits}` : digits;
};

/** The data with the number written into `document.number.field` (when the definition has one). */
export const setDocumentNumber = (def: FormDefinition, data: FormData, number: string): FormData => {
  const path = numberFieldPath(def);
  if (!path) return data;
  const [step, field] = path;
  return { ...data, [step]: { ...data[step], [field]: number } };
};
