import { type ArrayField, type FieldValue, type FormData, type FormDefinition, type Step } from './definition.js';
import { type Resolved, type Resolver } from './expression.js';
import { type ExprValue, fromField } from './expression-ops.js';
import { didYouMean } from './suggest.js';

/** What expressions read while a form is evaluated: the data built so far, in dependency order. */
export type EvalContext = {
  data: FormData;
  /** The current line, for expressions of an array's item fields. */
  item?: Record<string, FieldValue>;
  totals: Record<string, string>;
  document: FormDefinition['document'];
};

/** Where an expression sits: a total (no step), a step's field, or an array's item field. */
export type Scope = { def: FormDefinition; step?: Step; array?: ArrayField };

export const RESERVED_NAMES = ['totals', 'document'] as const;

type Ctx = EvalContext;
const bad = (message: string): Resolved<Ctx> => ({ ok: false, message });

const lines = (ctx: Ctx, step: string, array: string): Record<string, FieldValue>[] => {
  const value = ctx.data[step]?.[array];
  return Array.isArray(value) ? value : [];
};

/** `step.field` or `step.array` or `step.array.column`, with `rest` the names after the step. */
const stepPath = (step: Step, rest: readonly string[], shown: string): Resolved<Ctx> => {
  const [name, column, ...extra] = rest;
  if (name === undefined) return bad(`"${shown}" is a step; refer to one of its fields, e.g. ${shown}.${step.fields[0]?.name ?? 'field'}`);
  const field = step.fields.find((f) => f.name === name);
  if (!field) return bad(`unknown field "${name}" in step "${step.name}"${didYouMean(name, step.fields.map((f) => f.name))}`);
  if (field.type !== 'array') {
    if (column !== undefined) return bad(`"${name}" is a single value; it has no "${column}"`);
    return { ok: true, list: false, refs: [`${step.name}.${name}`], get: (ctx) => fromField(ctx.data[step.name]?.[name]) };
  }
  if (column === undefined) {
    // The lines themselves: only count() makes sense of them.
    return { ok: true, list: true, rows: true, refs: [`${step.name}.${name}`], get: (ctx) => lines(ctx, step.name, name).map(() => true) };
  }
  if (extra.length > 0) return bad(`"${name}.${column}" is a line value; it has no "${extra[0]}"`);
  if (!field.item.some((f) => f.name === column)) return bad(`unknown line field "${column}" in "${step.name}.${name}"${didYouMean(column, field.item.map((f) => f.name))}`);
  return {
    ok: true,
    list: true,
    refs: [`${step.name}.${name}.${column}`],
    get: (ctx): ExprValue => lines(ctx, step.name, name).map((line) => fromField(line[column])),
  };
};

const documentPath = (rest: readonly string[]): Resolved<Ctx> => {
  const key = rest.join('.');
  if (key === 'vat.rate') return { ok: true, list: false, refs: [], get: (ctx) => fromField(ctx.document.vat?.rate ?? 0) };
  if (key === 'vat.payer') return { ok: true, list: false, refs: [], get: (ctx) => ctx.document.vat?.payer ?? false };
  if (key === 'currency') return { ok: true, list: false, refs: [], get: (ctx) => ctx.document.currency };
  return bad(`unknown "document.${key}"; use document.vat.rate, document.vat.payer or document.currency`);
};

const totalsPath = (def: FormDefinition, rest: readonly string[]): Resolved<Ctx> => {
  const [name, extra] = rest;
  const names = (def.totals ?? []).map((t) => t.name);
  if (name === undefined || extra !== undefined) return bad('refer to a total as totals.<name>');
  if (!names.includes(name)) return bad(`unknown total "${name}"${didYouMean(name, names)}`);
  return { ok: true, list: false, refs: [`totals.${name}`], get: (ctx) => fromField(ctx.totals[name]) };
};

/**
 * Name resolution, innermost first: a sibling field of the current line, a field of the current
 * step, a step (`client.type`), then `totals.<name>` and `document.…`.
 */
export const makeResolver =
  ({ def, step, array }: Scope): Resolver<Ctx> =>
  (path) => {
    const [first = '', ...rest] = path;
    const sibling = array?.item.find((f) => f.name === first);
    if (sibling) {
      if (rest.length > 0) return bad(`"${first}" is a single value; it has no "${rest[0]}"`);
      return { ok: true, list: false, refs: [`${step?.name}.${array?.name}.${first}`], get: (ctx) => fromField(ctx.item?.[first]) };
    }
    if (step?.fields.some((f) => f.name === first)) return stepPath(step, path, step.name);
    const target = def.steps.find((s) => s.name === first);
    if (target) return stepPath(target, rest, first);
    if (first === 'totals') return totalsPath(def, rest);
    if (first === 'document') return documentPath(rest);
    const known = [...(array?.item ?? []), ...(step?.fields ?? []), ...def.steps].map((x) => x.name);
    return bad(`unknown name "${first}"${didYouMean(first, [...known, ...RESERVED_NAMES])}`);
  };
