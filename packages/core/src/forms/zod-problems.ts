import { type z } from 'zod';
import { type DefinitionProblem } from './plan.js';
import { didYouMean } from './suggest.js';

/** `steps[2].fields[0].type` from ['steps', 2, 'fields', 0, 'type']. */
export const jsonPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), '') || '(definition)';

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);

const show = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value) ?? String(value));

const list = (values: readonly unknown[]): string => {
  const shown = values.map((v) => String(v));
  return shown.length > 12 ? `${shown.slice(0, 12).join(', ')}, …` : shown.join(', ');
};

const article = (word: string): string => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

const typeName = (value: unknown): string => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

const sized = (issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall, small: boolean): string => {
  const limit = String(small ? (issue as z.core.$ZodIssueTooSmall).minimum : (issue as z.core.$ZodIssueTooBig).maximum);
  const bound = small ? 'at least' : 'at most';
  if (issue.origin === 'string') return small && limit === '1' ? 'must not be empty' : `must be ${bound} ${limit} characters long`;
  if (issue.origin === 'array') return small && limit === '1' ? 'must have at least one entry' : `must have ${bound} ${limit} entries`;
  return `must be ${small ? '≥' : '≤'} ${limit}`;
};

const message = (issue: z.core.$ZodIssue, input: unknown): string => {
  const value = valueAt(input, issue.path);
  const last = issue.path.at(-1);
  switch (issue.code) {
    case 'invalid_union': {
      const options = 'options' in issue && Array.isArray(issue.options) ? (issue.options as unknown[]).map(String) : [];
      if (options.length === 0) return 'does not match any allowed form';
      if (value === undefined) return `missing ${String(last)} (one of: ${list(options)})`;
      return `unknown ${String(last)} ${show(value)}${typeof value === 'string' ? didYouMean(value, options) : ''}; expected one of: ${list(options)}`;
    }
    case 'invalid_value': {
      const options = issue.values.map(String);
      if (value === undefined) return options.length === 1 ? `is required (must be ${show(issue.values[0])})` : `is required (one of: ${list(options)})`;
      if (options.length === 1) return `must be ${show(issue.values[0])}, not ${show(value)}`;
      const what = last === 'role' ? 'role' : 'value';
      return `unknown ${what} ${show(value)}${typeof value === 'string' ? didYouMean(value, options) : ''}; expected one of: ${list(options)}`;
    }
    case 'invalid_type':
      return value === undefined ? 'is required' : `must be ${article(issue.expected === 'int' ? 'integer' : issue.expected)}, not ${typeName(value)}`;
    case 'too_small':
      return sized(issue, true);
    case 'too_big':
      return sized(issue, false);
    case 'invalid_format':
      return issue.message.startsWith('Invalid') ? `is not a valid ${issue.format}` : issue.message;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return issue.message;
  }
};

/** Every zod issue as a readable problem; an unknown property is reported at its own path. */
export const zodProblems = (error: z.ZodError, input: unknown): DefinitionProblem[] =>
  error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys;
      return keys.map((key) => ({ path: jsonPath([...issue.path, key]), message: 'unknown property' }));
    }
    return [{ path: jsonPath(issue.path), message: message(issue, input) }];
  });
