import { describe, expect, it } from 'vitest';
import { formatIban, validateIban } from './iban.js';

// Invalid examples carry correct mod-97 check digits, so only the rule under test can refuse them.
describe('IBAN', () => {
  it.each([
    'RO49AAAA1B31007593840000', // domain-ro §4.3 worked example
    'RO56TREZ0462107020101XXX',
    'RO65BTRLRONCRT0123456789',
    'ro49 aaaa 1b31 0075 9384 0000',
    'DE89 3704 0044 0532 0130 00',
    'IT60X0542811101000000123456',
    'FR1420041010050500013M02606',
    'GB82WEST12345698765432',
    'BE68539007547034',
    'CH9300762011623852957',
    'XK051212012345678906',
  ])('accepts %s', (value) => expect(validateIban(value).ok).toBe(true));

  // Joined SWIFT's registry after ibantools marked its members (registry release 101's examples).
  it.each(['BI42 1000 0100 0100 0033 2045 181', 'DJ2100010000000154000100186', 'FK88SC123456789012', 'HN88CABF00000000000250005469'])(
    'accepts %s, of a country that joined the IBAN registry recently',
    (value) => expect(validateIban(value).ok).toBe(true),
  );

  it("checks those countries' lengths and layouts (BI 27, DJ 27, FK 18, HN 28)", () => {
    expect(validateIban('BI351000010001000033204518')).toEqual({ ok: false, code: 'iban_length' });
    expect(validateIban('DJ91000100000001540001001861')).toEqual({ ok: false, code: 'iban_length' });
    expect(validateIban('FK08SC1234567890')).toEqual({ ok: false, code: 'iban_length' });
    // Honduras: 4 letters, then 20 digits.
    expect(validateIban('HN82CABF0000000000025000546A')).toEqual({ ok: false, code: 'iban_bban' });
    expect(validateIban('HN88CABF00000000000250005468')).toEqual({ ok: false, code: 'iban_checksum' });
  });

  it('rejects the worked invalid example and wrong lengths and shapes', () => {
    expect(validateIban('RO49AAAA1B31007593840001')).toEqual({ ok: false, code: 'iban_checksum' });
    expect(validateIban('RO49AAAA1B3100759384000')).toEqual({ ok: false, code: 'iban_length' });
    expect(validateIban('hello')).toEqual({ ok: false, code: 'iban_format' });
  });

  it('refuses a country that does not use IBAN, even with right check digits', () => {
    expect(validateIban('QQ9312345678')).toEqual({ ok: false, code: 'iban_country' });
    expect(validateIban('CN111234567890123456')).toEqual({ ok: false, code: 'iban_country' });
    // Algeria's national format looks like an IBAN but is not in SWIFT's registry.
    expect(validateIban('DZ851234567890123456789012')).toEqual({ ok: false, code: 'iban_country' });
  });

  it("checks each country's account layout", () => {
    // Italy: a digit where the CIN letter goes.
    expect(validateIban('IT2910542811101000000123456')).toEqual({ ok: false, code: 'iban_bban' });
    // Romania: the bank code is 4 letters.
    expect(validateIban('RO771AAA1B31007593840000')).toEqual({ ok: false, code: 'iban_bban' });
  });

  it('checks national check digits inside the account number', () => {
    // Belgium: the last two digits are the first ten mod 97 (…034 is right, …035 is not).
    expect(validateIban('BE41539007547035')).toEqual({ ok: false, code: 'iban_checksum' });
  });

  it('formats in groups of 4', () => {
    expect(formatIban('RO49AAAA1B31007593840000')).toBe('RO49 AAAA 1B31 0075 9384 0000');
  });
});
