import { Decimal, parseDecimal, roundHalfUp } from '../money/decimal.js';

/**
 * Values and operations of the expression language (see expression.ts). Numbers are decimals
 * (big.js), never binary floats; an empty value (missing, null, "") counts as 0 in arithmetic.
 */
export type ExprValue = Decimal | string | boolean | null | readonly ExprValue[];

/** Thrown inside an evaluation only; `evaluate` turns it into an empty result. */
export const fail = (message: string): never => {
  throw new Error(message);
};

export const isDecimal = (value: unknown): value is Decimal => value instanceof Decimal;

export const isEmpty = (value: ExprValue): boolean => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A field value as the evaluator sees it: JSON numbers become decimals. */
export const fromField = (value: unknown): ExprValue => {
  if (typeof value === 'number') return parseDecimal(value) ?? null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return null;
};

/** A number if the value reads as one (numeric strings too, "12,50" included), else undefined. */
const asNumber = (value: ExprValue): Decimal | undefined => {
  if (isDecimal(value)) return value;
  return typeof value === 'string' ? (parseDecimal(value) ?? undefined) : undefined;
};

export const toDecimal = (value: ExprValue): Decimal => {
  if (value === null || value === '') return new Decimal(0);
  return asNumber(value) ?? fail(`not a number: ${JSON.stringify(value)}`);
};

export const truthy = (value: ExprValue): boolean => {
  if (isDecimal(value)) return !value.eq(0);
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== '' && value !== false;
};

/** `==`: empty equals empty; numbers compare by value ("21" == 21); otherwise exact text. */
export const equals = (a: ExprValue, b: ExprValue): boolean => {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (typeof a === 'boolean' || typeof b === 'boolean') return a === b;
  const x = asNumber(a);
  const y = asNumber(b);
  if (x && y) return x.eq(y);
  return String(a) === String(b);
};

/** Ordering for < <= > >=: numbers by value, text (dates "YYYY-MM-DD" too) by code points. */
export const compare = (a: ExprValue, b: ExprValue): number | undefined => {
  if (isEmpty(a) || isEmpty(b)) return undefined;
  const x = asNumber(a);
  const y = asNumber(b);
  if (x && y) return x.cmp(y);
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
};

export const arithmetic: Record<string, (a: Decimal, b: Decimal) => Decimal> = {
  '+': (a, b) => a.plus(b),
  '-': (a, b) => a.minus(b),
  '*': (a, b) => a.times(b),
  '/': (a, b) => (b.eq(0) ? fail('division by zero') : a.div(b)),
  '%': (a, b) => (b.eq(0) ? fail('division by zero') : a.mod(b)),
};

const ordered =
  (test: (order: number) => boolean) =>
  (a: ExprValue, b: ExprValue): boolean => {
    const order = compare(a, b);
    return order !== undefined && test(order);
  };

export const comparison: Record<string, (a: ExprValue, b: ExprValue) => boolean> = {
  '==': equals,
  '===': equals,
  '!=': (a, b) => !equals(a, b),
  '!==': (a, b) => !equals(a, b),
  '<': ordered((o) => o < 0),
  '<=': ordered((o) => o <= 0),
  '>': ordered((o) => o > 0),
  '>=': ordered((o) => o >= 0),
};

const flatten = (values: readonly ExprValue[]): ExprValue[] =>
  values.flatMap((value) => (Array.isArray(value) ? flatten(value as readonly ExprValue[]) : [value as ExprValue]));

const numbers = (args: readonly ExprValue[]): Decimal[] => flatten(args).filter((v) => !isEmpty(v)).map(toDecimal);

const places = (value: ExprValue | undefined): number => {
  if (value === undefined) return 0;
  const n = toDecimal(value);
  return n.eq(n.round(0)) && n.gte(0) && n.lte(10) ? n.toNumber() : fail('round(): places must be 0–10');
};

export type FunctionSpec = { min: number; max: number; lists: boolean; apply: (args: readonly ExprValue[]) => ExprValue };

/** The whole function library; nothing else is callable. */
export const FUNCTIONS: Record<string, FunctionSpec> = {
  sum: { min: 1, max: 20, lists: true, apply: (args) => numbers(args).reduce((acc, n) => acc.plus(n), new Decimal(0)) },
  count: { min: 1, max: 1, lists: true, apply: (args) => new Decimal(flatten(args).filter((v) => !isEmpty(v)).length) },
  min: { min: 1, max: 20, lists: true, apply: (args) => numbers(args).reduce<Decimal | null>((m, n) => (m === null || n.lt(m) ? n : m), null) },
  max: { min: 1, max: 20, lists: true, apply: (args) => numbers(args).reduce<Decimal | null>((m, n) => (m === null || n.gt(m) ? n : m), null) },
  round: { min: 1, max: 2, lists: false, apply: ([x, d]) => roundHalfUp(toDecimal(x ?? null), places(d)) },
  abs: { min: 1, max: 1, lists: false, apply: ([x]) => toDecimal(x ?? null).abs() },
};
