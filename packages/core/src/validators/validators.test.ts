import { describe, expect, it } from 'vitest';
import { validateCui } from './cui.js';
import { formatPlate, validatePlate } from './plate.js';
import { validateVin, vinCheckDigit } from './vin.js';

// The worked examples of domain-ro.md §4 (CNP, IBAN and trade register numbers have their own files).
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
    ['CD 101 101', 'CD101101', 'special'],
    ['CO 123 105', 'CO123105', 'special'],
    ['TC 140 201', 'TC140201', 'special'],
    ['MAI 12345', 'MAI12345', 'special'],
    ['A 1234', 'A1234', 'special'],
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
    // Diplomatic plates: mission code and number both start at 101, so neither is 000.
    ['CD 000 000', 'plate_format'],
    ['CD 000 123', 'plate_format'],
    ['CO 123 000', 'plate_format'],
    ['TC 12345', 'plate_format'],
    ['MAI 0000', 'plate_format'],
    ['A 000', 'plate_format'],
  ])('rejects %s with %s', (value, code) => {
    expect(validatePlate(value)).toEqual({ ok: false, code });
  });
  it.each(['CJ 123 PROBĂ', 'cj 123 probă', 'CJ 123 PROBA\u0306'])('accepts the test plate written with Ă (%s) and stores PROBA', (value) => {
    expect(validatePlate(value)).toEqual({ ok: true, normalized: 'CJ123PROBA', kind: 'test' });
  });
  it('formats for display', () => {
    expect(formatPlate('CJ123PROBA')).toBe('CJ 123 PROBA');
    expect(formatPlate('CD123456')).toBe('CD 123 456');
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
