import { type FormDefinition, type FormDefinitionInput } from '../definition.js';
import { formatProblems, parseFormDefinition } from '../parse.js';

/** The JSON files of catalog/ (applications, not the schema) and catalog/test-fixtures/. */
export const catalogFiles = import.meta.glob<unknown>(['../../../../../catalog/*.json', '!**/form-schema.json'], { eager: true, import: 'default' });
const fixtureFiles = import.meta.glob<unknown>('../../../../../catalog/test-fixtures/*.json', { eager: true, import: 'default' });

export const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

const byName = (files: Record<string, unknown>, name: string): unknown => {
  const entry = Object.entries(files).find(([path]) => fileName(path) === name);
  if (!entry) throw new Error(`no fixture ${name}`);
  return JSON.parse(JSON.stringify(entry[1])) as unknown;
};

/** A fresh copy of a definition's raw JSON, to mutate in a test. */
export const rawDefinition = (name: string): Record<string, unknown> =>
  byName(name.startsWith('deviz') ? catalogFiles : fixtureFiles, `${name}.json`) as Record<string, unknown>;

export const loadDefinition = (name: string): FormDefinition => {
  const result = parseFormDefinition(rawDefinition(name));
  if (!result.ok) throw new Error(formatProblems(result.problems));
  return result.definition;
};

/** The raw JSON after `change` edits a fresh copy (a factory for bad definitions). */
export const changedDefinition = (name: string, change: (json: FormDefinitionInput) => void): unknown => {
  const json = rawDefinition(name) as FormDefinitionInput;
  change(json);
  return json;
};
