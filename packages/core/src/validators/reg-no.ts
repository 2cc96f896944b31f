import { type ValidationResult } from './result.js';

export type RegNoCode = 'reg_no_format' | 'reg_no_checksum';

const OLD = /^([JFC])(\d{1,2})\/([1-9]\d{0,4})\/(?:\d{2}\.\d{2}\.)?(\d{4})$/;
const OLD_COUNTY = /^(0[1-9]|[1-3]\d|40|51|52)$/;
const NEW = /^[JFC]\d{13}$/;

/**
 * Trade register number (domain-ro §4.6): old `J12/345/2020` (also `J1/…`, `J12/345/12.03.2020`,
 * normalised to `J12/345/2020`) or new 14-character `J2012000750528` with its check digit.
 */
export const validateRegNo = (input: string): ValidationResult<RegNoCode> => {
  const text = input.trim().toUpperCase().replace(/\s/g, '');
  if (NEW.test(text)) {
    const digits = [...text.slice(1, 13)].reduce((sum, c) => sum + Number(c), 0);
    const check = ((text.charCodeAt(0) % 10) + digits) % 10;
    return check === Number(text.at(-1)) ? { ok: true, normalized: text } : { ok: false, code: 'reg_no_checksum' };
  }
  const old = OLD.exec(text);
  if (!old) return { ok: false, code: 'reg_no_format' };
  const [, kind = '', county = '', serial = '', year = ''] = old;
  const jj = county.padStart(2, '0');
  const y = Number(year);
  if (!OLD_COUNTY.test(jj) || y < 1990 || y > 2024) return { ok: false, code: 'reg_no_format' };
  return { ok: true, normalized: `${kind}${jj}/${serial}/${year}` };
};
