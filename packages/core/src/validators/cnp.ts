import { romanianDay } from '../contracts/statistics.js';
import { type ClockOptions, compact, digitsOf, type ValidationResult, weightedSum } from './result.js';

export type CnpCode = 'cnp_format' | 'cnp_date' | 'cnp_future' | 'cnp_county' | 'cnp_serial' | 'cnp_checksum';

const WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
/** e-Factura's stand-in for a buyer without a CNP (domain-ro §0, §3). */
export const CNP_PLACEHOLDER = '0000000000000';

const CENTURIES: Record<string, number[]> = {
  '1': [1900], '2': [1900], '3': [1800], '4': [1800], '5': [2000], '6': [2000],
  // Residents and foreigners: the century is not encoded, accept either.
  '7': [1900, 2000], '8': [1900, 2000], '9': [1900, 2000],
};

/** `YYYY-MM-DD` when the date exists, otherwise undefined. */
const realDate = (year: number, month: number, day: number): string | undefined => {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : undefined;
};

/** JJ: 01–46 counties, 47/48 former Bucharest sectors, 51/52, 70 and 80–83 special. */
const isCounty = (jj: number): boolean => (jj >= 1 && jj <= 48) || jj === 51 || jj === 52 || jj === 70 || (jj >= 80 && jj <= 83);

/**
 * CNP (domain-ro §4.2): S AA LL ZZ JJ NNN C, key 279146358279. The birth date must exist and not
 * be after today (in Romania); the serial NNN runs 001–999.
 */
export const validateCnp = (input: string, { now }: ClockOptions = {}): ValidationResult<CnpCode> => {
  const text = compact(input);
  if (text === CNP_PLACEHOLDER) return { ok: true, normalized: text };
  if (!/^[1-9]\d{12}$/.test(text)) return { ok: false, code: 'cnp_format' };
  const yy = Number(text.slice(1, 3));
  const month = Number(text.slice(3, 5));
  const day = Number(text.slice(5, 7));
  const dates = (CENTURIES[text.charAt(0)] ?? []).flatMap((c) => realDate(c + yy, month, day) ?? []);
  if (dates.length === 0) return { ok: false, code: 'cnp_date' };
  const today = romanianDay(now ?? new Date());
  if (!dates.some((date) => date <= today)) return { ok: false, code: 'cnp_future' };
  if (!isCounty(Number(text.slice(7, 9)))) return { ok: false, code: 'cnp_county' };
  if (text.slice(9, 12) === '000') return { ok: false, code: 'cnp_serial' };
  const r = weightedSum(digitsOf(text), WEIGHTS) % 11;
  if ((r === 10 ? 1 : r) !== Number(text.charAt(12))) return { ok: false, code: 'cnp_checksum' };
  return { ok: true, normalized: text };
};
