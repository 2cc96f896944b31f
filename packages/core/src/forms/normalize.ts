import { parseDecimal, roundHalfUp, toMoneyString } from '../money/decimal.js';
import { validateCnp } from '../validators/cnp.js';
import { validateCui } from '../validators/cui.js';
import { validateIban } from '../validators/iban.js';
import { validatePlate } from '../validators/plate.js';
import { validateRegNo } from '../validators/reg-no.js';
import { type ClockOptions, type ValidationResult } from '../validators/result.js';
import { validateVin } from '../validators/vin.js';
import { type FieldValue, type ScalarField } from './definition.js';
import { type ExprValue, isDecimal, isEmpty } from './expression-ops.js';

export const IDENTIFIER_VALIDATORS: Partial<Record<ScalarField['type'], (value: string, clock?: ClockOptions) => ValidationResult>> = {
  cui: validateCui,
  cnp: validateCnp,
  iban: validateIban,
  plate: validatePlate,
  vin: validateVin,
};

/** A trade register number has no field type of its own: a text field with the role (validate-field.ts checks it too). */
export const isRegNo = (field: ScalarField): boolean => field.type === 'text' && (field.role === 'company.reg_no' || field.role === 'client.reg_no');

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const NUMERIC = new Set<ScalarField['type']>(['number', 'money', 'percent']);

/**
 * A submitted value as it is stored: money as a 2-decimal string ("12,5" → "12.50"), numbers as
 * JSON numbers, identifiers in their normalised form ("cj 12 abc" → "CJ12ABC", a trade register
 * number "J40-1234-2020" → "J40/1234/2020"), text trimmed.
 * Blank values are left out (undefined). A value that does not fit its type is kept as it came,
 * so that validation can name it; values that are not JSON scalars are left out.
 */
export const normalizeInput = (field: ScalarField, raw: unknown): FieldValue | undefined => {
  if (isBlank(raw)) return undefined;
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') return undefined;
  if (NUMERIC.has(field.type)) {
    const value = parseDecimal(raw);
    if (!value) return raw;
    return field.type === 'money' ? toMoneyString(value) : value.toNumber();
  }
  if ((field.type === 'select' || field.type === 'radio') && typeof raw === 'number') return String(raw);
  if (typeof raw !== 'string') return raw;
  const text = field.type === 'textarea' ? raw : raw.trim();
  const check = IDENTIFIER_VALIDATORS[field.type] ?? (isRegNo(field) ? validateRegNo : undefined);
  if (check) {
    const result = check(text);
    return result.ok ? result.normalized : text;
  }
  return text;
};

/** The result of a `compute` as the field's stored value; undefined when empty or failed. */
export const fromComputed = (field: ScalarField, value: ExprValue): FieldValue | undefined => {
  if (Array.isArray(value) || isEmpty(value as ExprValue)) return undefined;
  if (field.type === 'checkbox') return value === true || (isDecimal(value) ? !value.eq(0) : value !== false);
  if (NUMERIC.has(field.type)) {
    const number = isDecimal(value) ? value : parseDecimal(value);
    if (!number) return undefined;
    if (field.type === 'money') return toMoneyString(number);
    const decimals = 'decimals' in field ? field.decimals : undefined;
    return (decimals === undefined ? number : roundHalfUp(number, decimals)).toNumber();
  }
  return isDecimal(value) ? value.toString() : String(value);
};
