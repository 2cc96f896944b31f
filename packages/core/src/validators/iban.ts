import { countrySpecs, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { compact, type ValidationResult } from './result.js';

export type IbanCode = 'iban_format' | 'iban_country' | 'iban_length' | 'iban_bban' | 'iban_checksum';

/**
 * Countries SWIFT's IBAN registry has added since ibantools last marked its members (4.5.4 marks
 * the registry of 2020): Burundi (27 characters), Djibouti (27), the Falkland Islands (18) and
 * Honduras (28), as in the registry's release 101 (python-stdnum's iban.dat is generated from it).
 * ibantools already knows their lengths and layouts, only not that they joined.
 */
const JOINED_REGISTRY = new Set(['BI', 'DJ', 'FK', 'HN']);

/**
 * The countries of SWIFT's IBAN registry. ibantools also knows national look-alikes outside it
 * (e.g. DZ, CI): banks do not take those as IBANs, so neither do we.
 */
const inRegistry = (country: string): boolean => countrySpecs[country]?.IBANRegistry === true || (JOINED_REGISTRY.has(country) && countrySpecs[country] !== undefined);

// The first problem wins: a wrong layout also fails the checksum, the layout says more.
const ORDER: [ValidationErrorsIBAN, IbanCode][] = [
  [ValidationErrorsIBAN.WrongBBANLength, 'iban_length'],
  [ValidationErrorsIBAN.WrongBBANFormat, 'iban_bban'],
  [ValidationErrorsIBAN.ChecksumNotNumber, 'iban_format'],
  [ValidationErrorsIBAN.WrongIBANChecksum, 'iban_checksum'],
  // The national check digits inside the account number (BE, ES, FR, PL…).
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum, 'iban_checksum'],
];

/**
 * IBAN (domain-ro §4.3): a country of the IBAN registry, its length and account layout (RO: a
 * 4-letter bank code and 16 characters; IT: the CIN letter first), mod 97 = 1 and, where the
 * country has them, the national check digits. Layouts come from ibantools (SWIFT's registry).
 */
export const validateIban = (input: string): ValidationResult<IbanCode> => {
  const text = compact(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(text)) return { ok: false, code: 'iban_format' };
  if (!inRegistry(text.slice(0, 2))) return { ok: false, code: 'iban_country' };
  const { errorCodes } = validateIBAN(text);
  const code = ORDER.find(([error]) => errorCodes.includes(error))?.[1];
  return code ? { ok: false, code } : { ok: true, normalized: text };
};

/** "RO49 AAAA 1B31 0075 9384 0000" for display. */
export const formatIban = (iban: string): string => compact(iban).replace(/(.{4})(?=.)/g, '$1 ');
