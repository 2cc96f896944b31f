import { compact, type ValidationResult } from './result.js';

export type VinCode = 'vin_length' | 'vin_characters';

const VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The position-9 check character of a 17-character VIN ('0'–'9' or 'X'). */
export const vinCheckDigit = (vin: string): string => {
  const sum = [...vin].reduce((acc, c, i) => acc + (/\d/.test(c) ? Number(c) : (VALUES[c] ?? 0)) * (WEIGHTS[i] ?? 0), 0);
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
};

/**
 * VIN (domain-ro §4.5): 17 characters without I, O, Q. The check digit is binding only in North
 * America and EU makers often put another character there, so a mismatch is a warning
 * (`vin_check_digit`), never a rejection.
 */
export const validateVin = (input: string): ValidationResult<VinCode> => {
  const text = compact(input);
  if (text.length !== 17) return { ok: false, code: 'vin_length' };
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(text)) return { ok: false, code: 'vin_characters' };
  return text.charAt(8) === vinCheckDigit(text) ? { ok: true, normalized: text } : { ok: true, normalized: text, warning: 'vin_check_digit' };
};
