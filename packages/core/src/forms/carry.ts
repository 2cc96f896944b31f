import type { ArrayField, FieldValue, FormData, FormDefinition, ScalarField } from './definition.js';
import { fieldOfRole } from './definition-helpers.js';

/**
 * What a new document takes over from an earlier one (a reminder's "new estimate" of the same
 * application, an order made from an approved estimate): matched by role, since two applications
 * name their steps and fields differently. Never the document's own values (number, date, validity:
 * `document.*`), its totals, or anything computed: the new document gets its own.
 */

/** The roles carried between documents of the same client: who they are and their vehicle. */
export const CARRIED_ROLE = /^(client|vehicle)\./;

export const isCarriedRole = (role: string | undefined): boolean => role !== undefined && CARRIED_ROLE.test(role);

/**
 * What an order made from an approved estimate also takes: the same visit's reason (the order's
 * "symptoms") and the day the vehicle came in. Not carried into a later, separate document (a
 * reminder's new estimate is another visit).
 */
export const SAME_VISIT_ROLES: readonly string[] = ['service.reason', 'service.entry_date'];
export const isSameVisitRole = (role: string | undefined): boolean => isCarriedRole(role) || (role !== undefined && SAME_VISIT_ROLES.includes(role));

/** The roles of line arrays a customer approves line by line (documentLines on the server numbers their rows). */
export const LINE_ROLES = ['lines.labor', 'lines.parts', 'lines.items'] as const;
export type LineRole = (typeof LINE_ROLES)[number];
export const isLineRole = (role: string | undefined): role is LineRole => (LINE_ROLES as readonly (string | undefined)[]).includes(role);

/**
 * Item columns that mean the same under other names in the catalogue's line arrays: a source
 * column → the target columns it fills when the target has no column of its own name (tried in
 * order). From the catalogue: an estimate's labour (`operation`, `hours`, `rate`, `technician`)
 * into an invoice's lines (`name`, `qty`, `price`) or a service order's works (`mechanic`); a
 * construction estimate's `description` into an invoice's `name`.
 */
export const LINE_ITEM_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  operation: ['name', 'description'],
  description: ['name', 'operation'],
  name: ['description'],
  hours: ['qty'],
  rate: ['price'],
  technician: ['mechanic'],
  mechanic: ['technician'],
};

/** Values a carried line takes by the role it came from when it has none of its own: labour is sold by the hour. */
export const LINE_ROLE_VALUES: Readonly<Partial<Record<LineRole, Readonly<Record<string, string>>>>> = {
  'lines.labor': { unit: 'ora' },
};

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';

/** Whether `field` can hold `value`: a choice only one of its options, a number field only a number. */
const accepts = (field: ScalarField, value: FieldValue): boolean => {
  if (field.type === 'select' || field.type === 'radio') return field.options.some((option) => option.value === String(value));
  if (field.type === 'number' || field.type === 'money' || field.type === 'percent') return value !== '' && typeof value !== 'boolean' && Number.isFinite(Number(value));
  return true;
};

const put = (data: FormData, step: string, field: string, value: FormData[string][string]) => {
  data[step] = { ...data[step], [field]: value };
};

/**
 * The client and vehicle values of `source` for a new document of `target`, by role (computed
 * target fields left out); `carries` widens the roles (isSameVisitRole for an order from an estimate).
 */
export const carriedValues = ({
  source,
  target,
  carries = isCarriedRole,
}: {
  source: { definition: FormDefinition; data: FormData };
  target: FormDefinition;
  carries?: (role: string | undefined) => boolean;
}): FormData => {
  const data: FormData = {};
  for (const step of target.steps) {
    for (const field of step.fields) {
      if (field.type === 'array' || field.compute || !field.role || !carries(field.role)) continue;
      const from = fieldOfRole(source.definition, field.role);
      if (!from || from.field.type === 'array') continue;
      const value = source.data[from.step.name]?.[from.field.name];
      if (isEmpty(value) || Array.isArray(value) || !accepts(field, value as FieldValue)) continue;
      put(data, step.name, field.name, value as FieldValue);
    }
  }
  return data;
};

/** The array of `target` that takes lines of `role`: the one of the same role, else (parts and labour into an invoice) its `lines.items`. */
export const lineTargetOf = (target: FormDefinition, role: LineRole): { step: string; field: ArrayField } | undefined => {
  const arrayOf = (wanted: LineRole) => {
    const found = fieldOfRole(target, wanted);
    return found?.field.type === 'array' ? { step: found.step.name, field: found.field } : undefined;
  };
  return arrayOf(role) ?? (role === 'lines.items' ? undefined : arrayOf('lines.items'));
};

/** The line roles of a definition's arrays, in its order. */
const lineRolesOf = (definition: FormDefinition): LineRole[] =>
  definition.steps.flatMap((step) => step.fields.flatMap((field) => (field.type === 'array' && isLineRole(field.role) ? [field.role] : [])));

/** Whether some line array of `source` has somewhere to go in `target`. */
export const takesLinesOf = (source: FormDefinition, target: FormDefinition): boolean => lineRolesOf(source).some((role) => lineTargetOf(target, role) !== undefined);

/** One row of a source line array: the role and columns of its array, and its values. */
export type SourceLine = { role: LineRole; item: readonly ScalarField[]; row: Readonly<Record<string, FieldValue | undefined>> };

/**
 * A target row from a source row: each column of the target's item that is not computed takes the
 * source column of its own name, else one of its synonyms (LINE_ITEM_SYNONYMS), else the value of
 * the line's role (LINE_ROLE_VALUES), else the column's default. Computed source columns are never
 * read: the new document computes its own.
 */
const carriedRow = (line: SourceLine, item: readonly ScalarField[]): Record<string, FieldValue> => {
  const source = new Map(line.item.filter((column) => !column.compute).map((column) => [column.name, column]));
  const row: Record<string, FieldValue> = {};
  for (const column of item) {
    if (column.compute || column.type === 'signature' || column.type === 'image') continue;
    const names = [column.name, ...Object.keys(LINE_ITEM_SYNONYMS).filter((name) => LINE_ITEM_SYNONYMS[name]!.includes(column.name))];
    const candidates: unknown[] = [
      ...names.filter((name) => source.has(name)).map((name) => line.row[name]),
      LINE_ROLE_VALUES[line.role]?.[column.name],
      column.default,
    ];
    const value = candidates.find((candidate) => !isEmpty(candidate) && accepts(column, candidate as FieldValue));
    if (value !== undefined) row[column.name] = value as FieldValue;
  }
  return row;
};

/** The rows of `lines` placed in the line arrays of `target` (lineTargetOf), in their order; a line with nowhere to go is left out. */
export const carriedLines = ({ target, lines }: { target: FormDefinition; lines: readonly SourceLine[] }): FormData => {
  const data: FormData = {};
  for (const line of lines) {
    const to = lineTargetOf(target, line.role);
    if (!to) continue;
    const rows = (data[to.step]?.[to.field.name] as Record<string, FieldValue>[] | undefined) ?? [];
    put(data, to.step, to.field.name, [...rows, carriedRow(line, to.field.item)]);
  }
  return data;
};

/** Two partial data merged step by step (`over` wins field by field). */
export const mergeData = (base: FormData, over: FormData): FormData => {
  const data: FormData = { ...base };
  for (const [step, values] of Object.entries(over)) data[step] = { ...data[step], ...values };
  return data;
};
