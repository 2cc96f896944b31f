import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.js';
import { compileExpression, type ExprValue, type Resolver } from './expression.js';
import { fromField } from './expression-ops.js';

type Ctx = Record<string, unknown>;

/** Names are keys of the context; `lines.x` reads column x of ctx.lines. */
const resolver: Resolver<Ctx> = (path) => {
  const [first = '', second] = path;
  if (first === 'lines' && second) {
    return { ok: true, list: true, refs: [`lines.${second}`], get: (ctx) => ((ctx.lines as Ctx[]) ?? []).map((l) => fromField(l[second])) };
  }
  if (path.length > 1 || !['a', 'b', 'c', 'qty', 'price', 'discount', 'type', 'flag', 'day', 'text'].includes(first)) {
    return { ok: false, message: `unknown name "${path.join('.')}"` };
  }
  return { ok: true, list: false, refs: [first], get: (ctx) => fromField(ctx[first]) };
};

const run = (source: string, ctx: Ctx = {}): ExprValue => {
  const result = compileExpression(source, resolver);
  if (!result.ok) throw new Error(result.message);
  return result.expression.evaluate(ctx);
};
const text = (source: string, ctx: Ctx = {}): string => {
  const value = run(source, ctx);
  return value instanceof Decimal ? value.toString() : JSON.stringify(value);
};
const problem = (source: string): string => {
  const result = compileExpression(source, resolver);
  return result.ok ? 'compiled' : result.message;
};

describe('expressions: arithmetic', () => {
  it('is decimal, never binary float', () => {
    expect(text('0.1 + 0.2')).toBe('0.3');
    expect(text('a + b', { a: 0.1, b: 0.2 })).toBe('0.3');
    expect(text('qty * price * (1 - discount / 100)', { qty: 0.5, price: '2.01', discount: '' })).toBe('1.005');
    expect(text('round(qty * price, 2)', { qty: 0.5, price: 2.01 })).toBe('1.01');
    expect(text('round(-1.005, 2)')).toBe('-1.01');
    expect(text('round(2.5)')).toBe('3');
    expect(text('10 / 3')).toBe('3.33333333333333333333');
    expect(text('7 % 3 - -1 + +2')).toBe('4');
  });
  it('reads numeric strings, Romanian commas and empty values as 0', () => {
    expect(text('a * b', { a: '12,50', b: '2' })).toBe('25');
    expect(text('a + b', { a: null })).toBe('0');
  });
  it('sums, counts and bounds lists', () => {
    const ctx = { lines: [{ value: '0.10' }, { value: 0.2 }, { value: '' }, {}] };
    expect(text('sum(lines.value)', ctx)).toBe('0.3');
    expect(text('$sum(lines.value)', ctx)).toBe('0.3');
    expect(text('count(lines.value)', ctx)).toBe('2');
    expect(text('max(lines.value)', ctx)).toBe('0.2');
    expect(text('min(lines.value, 0.05)', ctx)).toBe('0.05');
    expect(text('sum(lines.value)', { lines: [] })).toBe('0');
    expect(run('max(lines.value)', { lines: [] })).toBeNull();
    expect(text('abs(a - 5)', { a: 2 })).toBe('3');
  });
});

describe('expressions: conditions', () => {
  it('compares text, numbers and dates', () => {
    expect(run('type == "pj"', { type: 'pj' })).toBe(true);
    expect(run("type != 'pj'", { type: 'pf' })).toBe(true);
    expect(run('a == 21', { a: '21.00' })).toBe(true);
    expect(run('a === b', { a: '', b: null })).toBe(true);
    expect(run('a > 9', { a: '10' })).toBe(true);
    expect(run('day >= "2025-01-01"', { day: '2025-09-15' })).toBe(true);
    expect(run('a < 1', {})).toBe(false); // empty is not smaller than anything
  });
  it('combines with && || ! and chooses with ?:', () => {
    expect(run('type == "pj" && !flag', { type: 'pj', flag: false })).toBe(true);
    expect(run('flag || a', { flag: false, a: 0 })).toBe(false);
    expect(text('a > 0 ? a * 2 : 0', { a: 4 })).toBe('8');
    expect(run('text ? "yes" : "no"', { text: '' })).toBe('no');
  });
});

describe('expressions: errors', () => {
  it('reports syntax and unknown names at compile time', () => {
    expect(problem('qty *')).toMatch(/^syntax error/);
    expect(problem('qty price')).toMatch(/operator is missing/);
    expect(problem('qtty * price')).toMatch(/unknown name "qtty"/);
    expect(problem('sqrt(a)')).toMatch(/unknown function/);
    expect(problem('round(a, 2, 3)')).toMatch(/round\(\) takes 1–2 argument/);
    expect(problem('lines.value * 2')).toMatch(/is a list/);
    expect(problem('lines.value')).toMatch(/the result is a list/);
    expect(problem('a = 1')).toMatch(/^syntax error/);
    expect(problem('2 ** 3')).toMatch(/operator \*\* is not supported/);
    expect(problem('1e3')).toMatch(/write numbers plainly/);
    expect(problem('[1, 2]')).toMatch(/not supported/);
  });
  it('gives no access to prototypes, globals or methods', () => {
    expect(problem('constructor')).toMatch(/unknown name/);
    expect(problem('a.constructor')).toMatch(/unknown name/);
    expect(problem('a["constructor"]')).toMatch(/only names like step.field/);
    expect(problem('this')).toMatch(/not supported/);
    expect(problem('a.toString()')).toMatch(/unknown function/);
    expect(problem('hasOwnProperty(a)')).toMatch(/unknown function/);
    expect(problem('__proto__')).toMatch(/unknown name/);
  });
  it('turns run-time errors into an empty value', () => {
    expect(run('a / b', { a: 1, b: 0 })).toBeNull();
    expect(run('a * 2', { a: 'abc' })).toBeNull();
    expect(run('flag * 2', { flag: true })).toBeNull();
    expect(run('round(a, 11)', { a: 1 })).toBeNull();
  });
  it('lists what an expression reads', () => {
    const result = compileExpression('qty * price + sum(lines.value) + qty', resolver);
    expect(result.ok && result.expression.refs).toEqual(['qty', 'price', 'lines.value']);
  });
});
