import { compact, digitsOf, type ValidationResult, weightedSum } from './result.js';

export type CuiCode = 'cui_format' | 'cui_checksum';

const WEIGHTS = [7, 5, 3, 2, 1, 7, 5, 3, 2];

/**
 * CUI/CIF (domain-ro §4.1): 2–10 digits, no leading 0, check digit with key 753217532.
 * An `RO` prefix (VAT-registered) is accepted and kept in `normalized` ("RO18547290").
 */
export const validateCui = (input: string): ValidationResult<CuiCode> => {
  const text = compact(input);
  const vat = text.startsWith('RO');
  const number = vat ? text.slice(2) : text;
  if (!/^[1-9]\d{1,9}$/.test(number)) return { ok: false, code: 'cui_format' };
  const digits = digitsOf(number.slice(0, -1).padStart(9, '0'));
  const check = ((10 * weightedSum(digits, WEIGHTS)) % 11) % 10;
  if (check !== Number(number.at(-1))) return { ok: false, code: 'cui_checksum' };
  return { ok: true, normalized: vat ? `RO${number}` : number };
};
