import { describe, expect, it } from 'vitest';
import { validateRegNo } from './reg-no.js';

// Check digits below: (ord(L) mod 10 + Σ the 12 digits) mod 10 (domain-ro §4.6).
const now = new Date('2026-06-15T12:00:00Z');
const check = (value: string) => validateRegNo(value, { now });

describe('trade register number, new format (L YYYY NNNNNN JJ C)', () => {
  it('accepts the worked example and numbers of every period', () => {
    expect(check('J2012000750528')).toEqual({ ok: true, normalized: 'J2012000750528' });
    expect(check('J2024000123402').ok).toBe(true); // 2024, Bucharest (40)
    expect(check('J2024000123008').ok).toBe(true); // 2024, registered after the change (00)
    expect(check('J2025000123009').ok).toBe(true); // 2025: always 00
    expect(check('F2025000001000').ok).toBe(true);
    expect(check('C2024000077122').ok).toBe(true);
    expect(check(' j2012 0007 50528 ').ok).toBe(true);
  });

  it('rejects the worked invalid example (check digit)', () => {
    expect(check('J2012000750529')).toEqual({ ok: false, code: 'reg_no_checksum' });
  });

  it('rejects an implausible or future year', () => {
    expect(check('J4124000123405')).toEqual({ ok: false, code: 'reg_no_year' });
    expect(check('J1989000123401')).toEqual({ ok: false, code: 'reg_no_year' });
    expect(check('J2027000123001')).toEqual({ ok: false, code: 'reg_no_year' });
    // "2012" typed as "2102": the digit sum cannot see the swap, the year can.
    expect(check('J2102000750528')).toEqual({ ok: false, code: 'reg_no_year' });
  });

  it('rejects an unknown county and a county that does not fit the year', () => {
    expect(check('J2012000750450')).toEqual({ ok: false, code: 'reg_no_county' }); // 45
    expect(check('J2023000123007')).toEqual({ ok: false, code: 'reg_no_county' }); // 00 before the change
    expect(check('J2025000123122')).toEqual({ ok: false, code: 'reg_no_county' }); // 12 after 2024
  });
});

describe('trade register number, old format (L JJ/NNNN/YYYY)', () => {
  it('accepts and normalises', () => {
    expect(check('J52/750/2012')).toEqual({ ok: true, normalized: 'J52/750/2012' });
    expect(check('J40/1234/2020')).toEqual({ ok: true, normalized: 'J40/1234/2020' });
    expect(check('J1/345/2020')).toEqual({ ok: true, normalized: 'J01/345/2020' });
    expect(check('J12/345/12.03.2020')).toEqual({ ok: true, normalized: 'J12/345/2020' });
    expect(check('f 51/7/1995')).toEqual({ ok: true, normalized: 'F51/7/1995' });
  });

  it('reads hyphens, spaces and a zero-padded serial as python-stdnum does, stored slashed', () => {
    expect(check('J40-1234-2020')).toEqual({ ok: true, normalized: 'J40/1234/2020' });
    expect(check('J40 1234 2020')).toEqual({ ok: true, normalized: 'J40/1234/2020' });
    expect(check('J40/01234/2020')).toEqual({ ok: true, normalized: 'J40/1234/2020' });
    expect(check('j 40 / 1234 / 2020')).toEqual({ ok: true, normalized: 'J40/1234/2020' });
    expect(check('J/40/1234/2020')).toEqual({ ok: true, normalized: 'J40/1234/2020' });
    expect(check('J12\\345\\2020')).toEqual({ ok: true, normalized: 'J12/345/2020' });
    expect(check('J1-345-12.03.2020')).toEqual({ ok: true, normalized: 'J01/345/2020' });
    expect(check('J12/0345/2020')).toEqual({ ok: true, normalized: 'J12/345/2020' });
    // The new format keeps reading with its digits grouped by spaces.
    expect(check('J 2012 000750 528')).toEqual({ ok: true, normalized: 'J2012000750528' });
  });

  it('still refuses what is not a number of the old format once separated', () => {
    expect(check('J40-1234')).toEqual({ ok: false, code: 'reg_no_format' });
    expect(check('J40-0-2020')).toEqual({ ok: false, code: 'reg_no_format' });
    expect(check('J40-123456-2020')).toEqual({ ok: false, code: 'reg_no_format' });
    expect(check('J40--1234--2020x')).toEqual({ ok: false, code: 'reg_no_format' });
    expect(check('J45-1234-2020')).toEqual({ ok: false, code: 'reg_no_county' });
    expect(check('J40 1234 2025')).toEqual({ ok: false, code: 'reg_no_year' });
  });

  it('checks the county and the year (1990–2024)', () => {
    expect(check('J45/345/2020')).toEqual({ ok: false, code: 'reg_no_county' });
    expect(check('J00/345/2020')).toEqual({ ok: false, code: 'reg_no_county' });
    expect(check('J40/1234/2025')).toEqual({ ok: false, code: 'reg_no_year' });
    expect(check('J40/1234/1989')).toEqual({ ok: false, code: 'reg_no_year' });
    expect(check('X12/345/2020')).toEqual({ ok: false, code: 'reg_no_format' });
  });

  it('uses the real clock without `now`', () => {
    expect(validateRegNo('J2012000750528').ok).toBe(true);
    expect(validateRegNo('J2999000123403')).toEqual({ ok: false, code: 'reg_no_year' });
  });
});
