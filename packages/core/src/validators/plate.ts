import { compact, type ValidationResult } from './result.js';

export type PlateCode = 'plate_format' | 'plate_county' | 'plate_letters';
export type PlateKind = 'standard' | 'temporary' | 'test' | 'special';

/** County codes (= ISO 3166-2:RO suffixes) without Bucharest's B (domain-ro §4.4). */
export const PLATE_COUNTIES = [
  'AB', 'AG', 'AR', 'BC', 'BH', 'BN', 'BR', 'BT', 'BV', 'BZ', 'CJ', 'CL', 'CS', 'CT', 'CV', 'DB', 'DJ',
  'GJ', 'GL', 'GR', 'HD', 'HR', 'IF', 'IL', 'IS', 'MH', 'MM', 'MS', 'NT', 'OT', 'PH', 'SB', 'SJ', 'SM',
  'SV', 'TL', 'TM', 'TR', 'VL', 'VN', 'VS',
] as const;

const COUNTY = `(?:${PLATE_COUNTIES.join('|')})`;
const LETTERS = '[A-HJ-NPR-Z][A-PR-Z]{2}';
const STANDARD = new RegExp(`^(?:${COUNTY}(?:0[1-9]|[1-9]\\d)|B(?:0[1-9]|[1-9]\\d{1,2}))${LETTERS}$`);
const TEMPORARY = new RegExp(`^(?:${COUNTY}|B)0[1-9]\\d{1,4}$`);
const TEST = new RegExp(`^(?:${COUNTY}|B)[1-9]\\d{2}PROBA$`);
// Diplomatic (CD), consular (CO) and consular staff (TC): mission code, then the vehicle's number,
// three digits each. Both are numbered from 101; only 000 is refused, so an unlisted mission still passes.
const DIPLOMATIC = /^(?:CD|CO|TC)(?!000)\d{3}(?!000)\d{3}$/;
// Ministry of Interior and army: formats kept loose on purpose, but never a number of zeros only.
const SPECIAL = /^(?:MAI(?!0+$)\d{4,6}|A(?!0+$)\d{3,6})$/;

export type PlateResult = ValidationResult<PlateCode> & { kind?: PlateKind };

/**
 * Romanian plate (domain-ro §4.4): `CJ 12 ABC`, `B 123 XYZ`, red temporary `CJ 012345`,
 * test `CJ 123 PROBA` (or PROBĂ), diplomatic `CD 123 456` (also CO, TC), special `MAI…`, `A…`.
 * Stored without spaces.
 */
export const validatePlate = (input: string): PlateResult => {
  // Test plates read "PROBĂ" as Romanian spells it; stored without the diacritic like the rest.
  const text = compact(input.normalize('NFC')).replace(/PROB\u0102$/, 'PROBA');
  if (STANDARD.test(text)) return { ok: true, normalized: text, kind: 'standard' };
  if (TEMPORARY.test(text)) return { ok: true, normalized: text, kind: 'temporary' };
  if (TEST.test(text)) return { ok: true, normalized: text, kind: 'test' };
  if (DIPLOMATIC.test(text) || SPECIAL.test(text)) return { ok: true, normalized: text, kind: 'special' };
  const parts = /^([A-Z]{1,2})(\d{2,3})([A-Z]{3})$/.exec(text);
  if (!parts) return { ok: false, code: 'plate_format' };
  const [, county = '', digits = ''] = parts;
  if (county !== 'B' && !(PLATE_COUNTIES as readonly string[]).includes(county)) return { ok: false, code: 'plate_county' };
  // A known county with the right digit count that still failed: the letters are wrong (Q, I/O first).
  const digitsOk = (county === 'B' ? /^(0[1-9]|[1-9]\d{1,2})$/ : /^(0[1-9]|[1-9]\d)$/).test(digits);
  return { ok: false, code: digitsOk ? 'plate_letters' : 'plate_format' };
};

/** "CJ 12 ABC" / "B 123 XYZ" / "CJ 123 PROBA" / "CD 123 456" / "CJ 012345" for display; other text comes back compacted. */
export const formatPlate = (plate: string): string => {
  const text = compact(plate);
  const standard = /^([A-Z]{1,2})(\d{2,3})([A-Z]{3}|PROBA)$/.exec(text);
  if (standard) return `${standard[1]} ${standard[2]} ${standard[3]}`;
  const diplomatic = /^(CD|CO|TC)(\d{3})(\d{3})$/.exec(text);
  if (diplomatic) return `${diplomatic[1]} ${diplomatic[2]} ${diplomatic[3]}`;
  const red = /^([A-Z]{1,2})(0\d{2,5})$/.exec(text);
  return red ? `${red[1]} ${red[2]}` : text;
};
