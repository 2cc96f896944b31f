import { type FormDefinition, formDefinitionSchema } from './definition.js';
import { type DefinitionProblem, planOf } from './plan.js';
import { semanticProblems } from './semantic.js';
import { unstorableText } from '../text.js';
import { jsonPath, zodProblems } from './zod-problems.js';

export type ParseDefinitionResult = { ok: true; definition: FormDefinition } | { ok: false; problems: DefinitionProblem[] };

/**
 * Validates a form definition and lists every problem by JSON path, e.g.
 * `steps[2].fields[0].type: unknown type "nuber" (did you mean "number"?)`. The shape is checked
 * first (zod); when it holds, names, references, expressions and translations are checked too.
 */
export const parseFormDefinition = (json: unknown): ParseDefinitionResult => {
  const text = unstorableText(json);
  if (text) return { ok: false, problems: [{ path: jsonPath(text.keys), message: text.message }] };
  const parsed = formDefinitionSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: zodProblems(parsed.error, json) };
  const definition = parsed.data;
  const problems = [...semanticProblems(definition), ...planOf(definition).problems];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, definition };
};

/** "path: message" lines, for logs and the command line. */
export const formatProblems = (problems: readonly DefinitionProblem[]): string => problems.map((p) => `${p.path}: ${p.message}`).join('\n');
