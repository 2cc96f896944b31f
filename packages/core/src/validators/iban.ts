import { compact, type ValidationResult } from './result.js';

export type IbanCode = 'iban_format' | 'iban_length' | 'iban_checksum';

/** Lengths for Romania and the countries its businesses usually pay (SEPA). */
const LENGTHS: Record<string, number> = {
  RO: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18,
  FR: 27, GB: 22, GR: 27, HR: 21, HU: 28, IE: 22, IT: 27, LT: 20, LU: 20, LV: 21, MD: 24, MT: 31,
  NL: 18, NO: 15, PL: 28, PT: 25, SE: 24, SI: 19, SK: 24,
};

/** Remainder mod 97 of the IBAN read as a number (letters → 10…35), computed piecewise. */
export const ibanMod97 = (iban: string): number => {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder;
};

/** IBAN (domain-ro §4.3): mod 97 = 1; RO is 24 characters with a 4-letter bank code. */
export const validateIban = (input: string): ValidationResult<IbanCode> => {
  const text = compact(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(text)) return { ok: false, code: 'iban_format' };
  const country = text.slice(0, 2);
  const length = LENGTHS[country];
  if (length !== undefined && text.length !== length) return { ok: false, code: 'iban_length' };
  if (country === 'RO' && !/^RO\d{2}[A-Z]{4}[A-Z0-9]{16}$/.test(text)) return { ok: false, code: 'iban_format' };
  if (ibanMod97(text) !== 1) return { ok: false, code: 'iban_checksum' };
  return { ok: true, normalized: text };
};

/** "RO49 AAAA 1B31 0075 9384 0000" for display. */
export const formatIban = (iban: string): string => compact(iban).replace(/(.{4})(?=.)/g, '$1 ');
