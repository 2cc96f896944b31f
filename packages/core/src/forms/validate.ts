import { DEFAULT_LOCALE, type Locale } from '../constants.js';
import { type ArrayField, type FormDefinition, type ScalarField, type Step } from './definition.js';
import { evaluateForm, type EvaluatedForm } from './evaluate.js';
import { type ValidationCode, validationMessage } from './messages.js';
import { isBlank } from './normalize.js';
import { type ClockOptions } from '../validators/result.js';
import { checkValue, type FieldProblem } from './validate-field.js';

/** One problem of a submission: `{ path: "parts.items[1].qty", code: "min", message: "Cel puțin 0" }`. */
export type SubmissionIssue = { path: string; code: ValidationCode; message: string; params?: Record<string, string | number> };
/** `now`: the clock of the checks that refuse the future (a CNP's birth date, a register year); default the real one. */
export type ValidateOptions = { locale?: Locale; now?: Date };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

type Collector = (path: string, problem: FieldProblem) => void;

const checkScalar = (field: ScalarField, raw: unknown, path: string, add: Collector, clock: ClockOptions): void => {
  if (field.compute !== undefined) return; // recomputed, never taken from the client
  const blank = isBlank(raw) || (field.type === 'checkbox' && raw === false);
  if (blank) {
    if (field.required) add(path, { code: 'required' });
    return;
  }
  const problem = checkValue(field, raw, clock);
  if (problem) add(path, problem);
};

const checkArray = (step: Step, field: ArrayField, raw: unknown, visible: Set<string>, add: Collector, clock: ClockOptions): void => {
  const path = `${step.name}.${field.name}`;
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) return add(path, { code: 'type_list' });
  const lines: unknown[] = Array.isArray(raw) ? raw : [];
  if (lines.length === 0 && field.required) return add(path, { code: 'required' });
  if (field.minItems !== undefined && lines.length < field.minItems) add(path, { code: 'min_items', params: { min: field.minItems } });
  if (field.maxItems !== undefined && lines.length > field.maxItems) add(path, { code: 'max_items', params: { max: field.maxItems } });
  lines.forEach((line, index) => {
    const linePath = `${path}[${index}]`;
    if (!isRecord(line)) return add(linePath, { code: 'type_line' });
    for (const itemField of field.item) {
      const itemPath = `${linePath}.${itemField.name}`;
      if (visible.has(itemPath)) checkScalar(itemField, line[itemField.name] ?? itemField.default, itemPath, add, clock);
    }
  });
};

/** Validates raw input against what evaluateForm made of it (visibility comes from there). */
export const validateEvaluated = (def: FormDefinition, input: unknown, evaluated: EvaluatedForm, options: ValidateOptions = {}): SubmissionIssue[] => {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const clock: ClockOptions = { now: options.now };
  const issues: SubmissionIssue[] = [];
  const add: Collector = (path, { code, params }) =>
    issues.push({ path, code, message: validationMessage(code, locale, params), ...(params ? { params } : {}) });
  const raw = isRecord(input) ? input : {};
  for (const step of def.steps) {
    if (!evaluated.visible.has(step.name)) continue;
    const values = isRecord(raw[step.name]) ? (raw[step.name] as Record<string, unknown>) : {};
    for (const field of step.fields) {
      const path = `${step.name}.${field.name}`;
      if (!evaluated.visible.has(path)) continue;
      if (field.type === 'array') checkArray(step, field, values[field.name], evaluated.visible, add, clock);
      else checkScalar(field, values[field.name] ?? field.default, path, add, clock);
    }
  }
  return issues;
};

/**
 * Every problem of a submission by field path: types, required, limits, options, formats and the
 * Romanian validators by field type. Hidden fields are not validated; unknown steps and fields
 * are not errors (they are dropped from the stored data, see evaluateForm).
 */
export const validateSubmission = (def: FormDefinition, data: unknown, options: ValidateOptions = {}): SubmissionIssue[] =>
  validateEvaluated(def, data, evaluateForm(def, data), options);
