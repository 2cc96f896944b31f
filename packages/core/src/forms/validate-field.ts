import { type Decimal, parseDecimal } from '../money/decimal.js';
import { validateRegNo } from '../validators/reg-no.js';
import { type ClockOptions } from '../validators/result.js';
import { type ScalarField } from './definition.js';
import { type ValidationCode } from './messages.js';
import { IDENTIFIER_VALIDATORS, isRegNo } from './normalize.js';
import { compilePattern } from './pattern.js';

export type FieldProblem = { code: ValidationCode; params?: Record<string, string | number> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[\d\s()./-]{6,20}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)?$/;

const realDate = (match: RegExpExecArray | null): boolean => {
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const decimalPlaces = (value: Decimal): number => Math.max(0, value.c.length - value.e - 1);

const numeric = (field: ScalarField & { min?: number; max?: number; decimals?: number }, raw: unknown): FieldProblem | undefined => {
  const value = typeof raw === 'string' || typeof raw === 'number' ? parseDecimal(raw) : undefined;
  if (!value) return { code: 'type_number' };
  if (field.min !== undefined && value.lt(field.min)) return { code: 'min', params: { min: field.min } };
  if (field.max !== undefined && value.gt(field.max)) return { code: 'max', params: { max: field.max } };
  const decimals = field.decimals ?? (field.type === 'money' ? 2 : undefined);
  if (decimals !== undefined && decimalPlaces(value) > decimals) return { code: 'decimals', params: { max: decimals } };
  return undefined;
};

const temporal = (field: ScalarField & { min?: string; max?: string }, text: string): FieldProblem | undefined => {
  const ok =
    field.type === 'date' ? realDate(DATE.exec(text)) : field.type === 'time' ? TIME.test(text) : realDate(DATETIME.exec(text));
  if (!ok) return { code: field.type as 'date' | 'time' | 'datetime' };
  if (field.min !== undefined && text < field.min) return { code: 'min', params: { min: field.min } };
  if (field.max !== undefined && text > field.max) return { code: 'max', params: { max: field.max } };
  return undefined;
};

const textual = (field: ScalarField & { minLength?: number; maxLength?: number; pattern?: string }, text: string, clock: ClockOptions): FieldProblem | undefined => {
  const length = [...text].length;
  if (field.minLength !== undefined && length < field.minLength) return { code: 'min_length', params: { min: field.minLength } };
  if (field.maxLength !== undefined && length > field.maxLength) return { code: 'max_length', params: { max: field.maxLength } };
  if (field.pattern !== undefined) {
    // A pattern RE2 cannot run is refused at upload; one stored before that never blocks a user.
    const pattern = compilePattern(field.pattern);
    if (pattern.ok && !pattern.test(text)) return { code: 'pattern' };
  }
  if (field.type === 'email' && (!EMAIL.test(text) || text.length > 254)) return { code: 'email' };
  if (field.type === 'phone' && (!PHONE.test(text) || text.replace(/\D/g, '').length < 6)) return { code: 'phone' };
  const check = IDENTIFIER_VALIDATORS[field.type];
  const result = check?.(text, clock);
  if (result && !result.ok) return { code: result.code as ValidationCode };
  // A trade register number is checked by its role: there is no field type for it.
  if (isRegNo(field)) {
    const reg = validateRegNo(text, clock);
    if (!reg.ok) return { code: reg.code };
  }
  return undefined;
};

/** The first problem of a non-blank value of a scalar field, or undefined. `clock.now` dates the checks that refuse the future. */
export const checkValue = (field: ScalarField, raw: unknown, clock: ClockOptions = {}): FieldProblem | undefined => {
  switch (field.type) {
    case 'number':
    case 'money':
    case 'percent':
      return numeric(field, raw);
    case 'checkbox':
      return typeof raw === 'boolean' ? undefined : { code: 'type_boolean' };
    case 'select':
    case 'radio':
      if (typeof raw !== 'string' && typeof raw !== 'number') return { code: 'type_text' };
      return field.options.some((o) => o.value === String(raw)) ? undefined : { code: 'option' };
    default:
      break;
  }
  if (typeof raw !== 'string') return { code: 'type_text' };
  const text = field.type === 'textarea' ? raw : raw.trim();
  if (field.type === 'date' || field.type === 'time' || field.type === 'datetime') return temporal(field, text);
  if (field.type === 'image' && field.maxSizeKb !== undefined && (text.length * 3) / 4 > field.maxSizeKb * 1024) {
    return { code: 'image_too_large', params: { max: field.maxSizeKb } };
  }
  if (field.type === 'signature' || field.type === 'image') return undefined;
  return textual(field, text, clock);
};
