import { romanianDay } from '../contracts/statistics.js';
import { type ClockOptions, type ValidationResult } from './result.js';

export type RegNoCode = 'reg_no_format' | 'reg_no_county' | 'reg_no_year' | 'reg_no_checksum';

/** Old format after its separators became slashes; the serial may come zero-padded (`J40/01234/2020`). */
const OLD = /^([JFC])(\d{1,2})\/0*([1-9]\d{0,4})\/(?:\d{2}\.\d{2}\.)?(\d{4})$/;
/** Separators people type in the old format: `J40-1234-2020`, `J40 1234 2020`, `J40\1234\2020`, `J/40/1234/2020`. */
const SEPARATORS = /[\s/\\-]+/g;
const NEW = /^([JFC])(\d{4})\d{6}(\d{2})\d$/;
/** County index = CNP's JJ: 01–40 (40 București), 51 Călărași, 52 Giurgiu (domain-ro §4.6). */
const COUNTY = /^(0[1-9]|[1-3]\d|40|51|52)$/;
/** The trade register keeps numbers from 1990 (Legea 26/1990). */
const FIRST_YEAR = 1990;
/** The new format started on 26.07.2024: old numbers carry 2024 at the latest; new ones of 2025 on carry county 00. */
const CHANGE_YEAR = 2024;

/**
 * The new format's county by registration year: before 2024 a real county (numbers renumbered
 * from the old format), in 2024 either, from 2025 only 00 (registrations after the change).
 */
const countyFitsYear = (county: string, year: number): boolean => {
  if (year < CHANGE_YEAR) return COUNTY.test(county);
  if (year === CHANGE_YEAR) return county === '00' || COUNTY.test(county);
  return county === '00';
};

/**
 * The official check digit: (ord(L) mod 10 + Σ the 12 digits) mod 10. A plain sum, so it cannot
 * see two digits swapped; the year and county checks above catch some of those typos.
 */
const checkDigit = (text: string): number =>
  ((text.charCodeAt(0) % 10) + [...text.slice(1, 13)].reduce((sum, c) => sum + Number(c), 0)) % 10;

/** The old format's county (1–40, 51, 52) and year (1990–2024); normalised as `J01/345/2020`. */
const checkOld = (old: RegExpExecArray, thisYear: number): ValidationResult<RegNoCode> => {
  const [, kind = '', county = '', serial = '', year = ''] = old;
  const jj = county.padStart(2, '0');
  const y = Number(year);
  if (!COUNTY.test(jj)) return { ok: false, code: 'reg_no_county' };
  if (y < FIRST_YEAR || y > Math.min(CHANGE_YEAR, thisYear)) return { ok: false, code: 'reg_no_year' };
  return { ok: true, normalized: `${kind}${jj}/${serial}/${year}` };
};

/**
 * Trade register number (domain-ro §4.6): old `J12/345/2020` (also `J1/…`, `J12/345/12.03.2020`,
 * `J40-1234-2020`, `J40 1234 2020`, `J40/01234/2020`, all normalised to the slashed form without
 * padding, as python-stdnum's ro.onrc reads them) or new 14-character `J2012000750528`
 * (L YYYY NNNNNN JJ C, spaces dropped). Both check the county and the year (1990 to this year;
 * the old format ends in 2024).
 */
export const validateRegNo = (input: string, { now }: ClockOptions = {}): ValidationResult<RegNoCode> => {
  const upper = input.trim().toUpperCase();
  const text = upper.replace(/\s/g, '');
  const thisYear = Number(romanianDay(now ?? new Date()).slice(0, 4));
  // The old format first: its three parts are told apart by the separators, which the new format lacks.
  const old = OLD.exec(upper.replace(SEPARATORS, '/').replace(/^([JFC])\//, '$1'));
  if (old) return checkOld(old, thisYear);
  const fresh = NEW.exec(text);
  if (fresh) {
    const [, , year = '', county = ''] = fresh;
    const y = Number(year);
    if (y < FIRST_YEAR || y > thisYear) return { ok: false, code: 'reg_no_year' };
    if (!countyFitsYear(county, y)) return { ok: false, code: 'reg_no_county' };
    return checkDigit(text) === Number(text.at(-1)) ? { ok: true, normalized: text } : { ok: false, code: 'reg_no_checksum' };
  }
  return { ok: false, code: 'reg_no_format' };
};
