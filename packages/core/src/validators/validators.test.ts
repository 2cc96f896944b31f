import { describe, expect, it } from 'vitest';
import { validateCnp } from './cnp.js';
import { validateCui } from './cui.js';
import { formatIban, validateIban } from './iban.js';
import { formatPlate, validatePlate } from './plate.js';
import { validateRegNo } from './reg-no.js';
import { validateVin, vinCheckDigit } from './vin.js';

// The worked examples of domain-ro.md §4.
describe('CUI', () => {
  it.each(['18547290', '4266367', 'RO18547290', 'ro 18547290', ' RO-18.547.290 '])('accepts %s', (value) => {
    expect(validateCui(value).ok).toBe(true);
  });
  it('keeps the RO prefix in the normalised value', () => {
    expect(validateCui('ro 18547290')).toEqual({ ok: true, normalized: 'RO18547290' });
    expect(validateCui('4266367')).toEqual({ ok: true, normalized: '4266367' });
  });
  it('rejects a wrong check digit and bad formats', () => {
    expect(validateCui('18547291')).toEqual({ ok: false, code: 'cui_checksum' });
    expect(validateCui('018547290')).toEqual({ ok: false, code: 'cui_format' });
    expect(validateCui('1')).toEqual({ ok: false, code: 'cui_format' });
    expect(validateCui('12345678901')).toEqual({ ok: false, code: 'cui_format' });
    expect(validateCui('RO12AB')).toEqual({ ok: false, code: 'cui_format' });
  });
});

describe('CNP', () => {
  it('accepts the worked example and the e-Factura placeholder', () => {
    expect(validateCnp('1630615123457')).toEqual({ ok: true, normalized: '1630615123457' });
    expect(validateCnp('0000000000000').ok).toBe(true);
  });
  it('rejects checksum, date, county and format errors', () => {
    expect(validateCnp('1630615123458')).toEqual({ ok: false, code: 'cnp_checksum' });
    expect(validateCnp('1632215123457')).toEqual({ ok: false, code: 'cnp_date' });
    expect(validateCnp('1630230123457')).toEqual({ ok: false, code: 'cnp_date' });
    expect(validateCnp('1630615603457')).toEqual({ ok: false, code: 'cnp_county' });
    expect(validateCnp('163061512345')).toEqual({ ok: false, code: 'cnp_format' });
    expect(validateCnp('0630615123457')).toEqual({ ok: false, code: 'cnp_format' });
  });
  it('knows 29 February only in leap years', () => {
    // 2000-02-29 (S=5) is real; 2001-02-29 is not. Check digits computed for these bodies.
    const withCheck = (body: string): string => {
      const w = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
      const r = [...body].reduce((s, c, i) => s + Number(c) * (w[i] ?? 0), 0) % 11;
      return body + String(r === 10 ? 1 : r);
    };
    expect(validateCnp(withCheck('500022912345')).ok).toBe(true);
    expect(validateCnp(withCheck('501022912345'))).toEqual({ ok: false, code: 'cnp_date' });
  });
});

describe('IBAN', () => {
  it.each(['RO49AAAA1B31007593840000', 'RO56TREZ0462107020101XXX', 'RO65BTRLRONCRT0123456789', 'ro49 aaaa 1b31 0075 9384 0000'])(
    'accepts %s',
    (value) => expect(validateIban(value).ok).toBe(true),
  );
  it('rejects checksum, length and format errors', () => {
    expect(validateIban('RO49AAAA1B31007593840001')).toEqual({ ok: false, code: 'iban_checksum' });
    expect(validateIban('RO49AAAA1B3100759384000')).toEqual({ ok: false, code: 'iban_length' });
    expect(validateIban('RO491AAA1B31007593840000')).toEqual({ ok: false, code: 'iban_format' });
    expect(validateIban('hello')).toEqual({ ok: false, code: 'iban_format' });
  });
  it('accepts a foreign IBAN and formats in groups of 4', () => {
    expect(validateIban('DE89 3704 0044 0532 0130 00').ok).toBe(true);
    expect(formatIban('RO49AAAA1B31007593840000')).toBe('RO49 AAAA 1B31 0075 9384 0000');
  });
});

describe('plate', () => {
  it.each([
    ['CJ 12 ABC', 'CJ12ABC', 'standard'],
    ['B 123 XYZ', 'B123XYZ', 'standard'],
    ['B 07 DEF', 'B07DEF', 'standard'],
    ['cj-12-abc', 'CJ12ABC', 'standard'],
    ['CJ 012345', 'CJ012345', 'temporary'],
    ['B 0123', 'B0123', 'temporary'],
    ['CJ 123 PROBA', 'CJ123PROBA', 'test'],
    ['CD 123456', 'CD123456', 'special'],
  ])('accepts %s', (value, normalized, kind) => {
    expect(validatePlate(value)).toEqual({ ok: true, normalized, kind });
  });
  it.each([
    ['CJ 123 ABC', 'plate_format'],
    ['B 12 QAB', 'plate_letters'],
    ['IS 10 OAB', 'plate_letters'],
    ['XX 12 ABC', 'plate_county'],
    ['CJ 002345', 'plate_format'],
    ['CJ 00 ABC', 'plate_format'],
    ['', 'plate_format'],
  ])('rejects %s with %s', (value, code) => {
    expect(validatePlate(value)).toEqual({ ok: false, code });
  });
  it('formats for display', () => {
    expect(formatPlate('CJ12ABC')).toBe('CJ 12 ABC');
    expect(formatPlate('B123XYZ')).toBe('B 123 XYZ');
    expect(formatPlate('CJ012345')).toBe('CJ 012345');
  });
});

describe('VIN', () => {
  it('accepts the worked example with its check digit', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(validateVin('1m8gdm9axkp042788')).toEqual({ ok: true, normalized: '1M8GDM9AXKP042788' });
  });
  it('only warns about the check digit', () => {
    expect(validateVin('1M8GDM9A1KP042788')).toEqual({ ok: true, normalized: '1M8GDM9A1KP042788', warning: 'vin_check_digit' });
    expect(validateVin('WVWZZZ1JZXW000001')).toMatchObject({ ok: true, warning: 'vin_check_digit' });
  });
  it('rejects I, O, Q and wrong lengths', () => {
    expect(validateVin('WVWZZZ1JZXW00000O')).toEqual({ ok: false, code: 'vin_characters' });
    expect(validateVin('WVWZZZ1JZXW0000')).toEqual({ ok: false, code: 'vin_length' });
  });
});

describe('trade register number', () => {
  it('accepts both formats and normalises the old one', () => {
    expect(validateRegNo('J2012000750528')).toEqual({ ok: true, normalized: 'J2012000750528' });
    expect(validateRegNo('J1/345/2020')).toEqual({ ok: true, normalized: 'J01/345/2020' });
    expect(validateRegNo('J12/345/12.03.2020')).toEqual({ ok: true, normalized: 'J12/345/2020' });
  });
  it('rejects a wrong check digit and unknown counties', () => {
    expect(validateRegNo('J2012000750529')).toEqual({ ok: false, code: 'reg_no_checksum' });
    expect(validateRegNo('J45/345/2020')).toEqual({ ok: false, code: 'reg_no_format' });
    expect(validateRegNo('X12/345/2020')).toEqual({ ok: false, code: 'reg_no_format' });
  });
});
