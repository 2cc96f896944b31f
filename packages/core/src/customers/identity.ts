import { foldForSearch } from '../search.js';
import { validateCnp, CNP_PLACEHOLDER } from '../validators/cnp.js';
import { validateCui } from '../validators/cui.js';

/**
 * How the customer directory (issue 31) tells one customer from another in the documents' client
 * facts: a CUI or CNP that passes its check is the customer; else a phone number or an e-mail;
 * else the name. Each key is kept in step with its SQL twin (db/functions/customer_*_key.sql),
 * which fills the directory: the customers tests hold the two equal.
 */

/** A company's CUI without its `RO` (a VAT payer's `RO18547290` and `18547290` are one company); undefined unless it passes its check digit. */
export const cuiKey = (input: string | null | undefined): string | undefined => {
  if (!input) return undefined;
  const result = validateCui(input);
  return result.ok ? result.normalized.replace(/^RO/, '') : undefined;
};

/**
 * A person's CNP when it is one (format, birth date, county, check digit); e-Factura's stand-in
 * 0000000000000 names nobody. A birth date ahead of today is not checked here: a key has no
 * clock (its SQL twin is immutable).
 */
export const cnpKey = (input: string | null | undefined): string | undefined => {
  if (!input) return undefined;
  const result = validateCnp(input, { now: new Date('9999-12-31T00:00:00Z') });
  return result.ok && result.normalized !== CNP_PLACEHOLDER ? result.normalized : undefined;
};

/**
 * A phone number however it was typed: a Romanian one in its national form (`+40 722 123 456`,
 * `0040722123456`, `0722.123.456` and `722 123 456` are all `0722123456`), another country's as
 * `+` and its digits. Undefined when it is no phone number (letters, too short or long).
 */
export const phoneKey = (input: string | null | undefined): string | undefined => {
  if (!input) return undefined;
  const text = input.trim();
  if (!/^\+?[\d\s().\-/\u00a0]+$/.test(text)) return undefined;
  let digits = text.replace(/\D/g, '');
  let international = text.startsWith('+');
  if (!international && digits.startsWith('00')) {
    digits = digits.slice(2);
    international = true;
  }
  if (international) {
    if (digits.startsWith('40')) digits = `0${digits.slice(2)}`;
    else return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : undefined;
  } else if (digits.length === 11 && digits.startsWith('40')) digits = `0${digits.slice(2)}`;
  else if (digits.length === 9 && /^[237]/.test(digits)) digits = `0${digits}`;
  return /^0[1-9]\d{8}$/.test(digits) ? digits : undefined;
};

/** A phone key as people read it: `0722123456` is `0722 123 456`; another country's number stays as kept. */
export const formatPhone = (key: string): string => (/^0\d{9}$/.test(key) ? `${key.slice(0, 4)} ${key.slice(4, 7)} ${key.slice(7)}` : key);

/** An e-mail address in lower case, trimmed; undefined when it is not one. */
export const emailKey = (input: string | null | undefined): string | undefined => {
  if (!input) return undefined;
  const email = input.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
};

/** A name without diacritics, in lower case, spaces collapsed: `Ștefănescu  Ion` is `stefanescu ion`. */
export const nameKey = (input: string | null | undefined): string | undefined => {
  if (!input) return undefined;
  const key = foldForSearch(input).replace(/\s+/g, ' ').trim();
  return key === '' ? undefined : key;
};

/** What an erased document's client is called (GDPR erasure): no customer is made of it. */
export const ERASED_CLIENT_NAME = 'Client șters';

export type CustomerKind = 'person' | 'company';

/** The keys one document's client facts give, the strongest first. */
export type CustomerKeys = { id?: string; phone?: string; email?: string; name?: string; kind: CustomerKind };

/**
 * A document's client as the directory keys it: `id` is `cui:<CUI>` or `cnp:<CNP>`. A company is
 * one with a CUI, or typed as a legal person (`client.type` pj); anyone else a person.
 */
export const customerKeys = (facts: Readonly<Record<string, string | undefined>>): CustomerKeys => {
  const cui = cuiKey(facts['client.cui']);
  const cnp = cnpKey(facts['client.cnp']);
  const keys: CustomerKeys = { kind: cui !== undefined || facts['client.type'] === 'pj' ? 'company' : 'person' };
  const id = cui !== undefined ? `cui:${cui}` : cnp !== undefined ? `cnp:${cnp}` : undefined;
  const phone = phoneKey(facts['client.phone']);
  const email = emailKey(facts['client.email']);
  const name = nameKey(facts['client.name']);
  if (id !== undefined) keys.id = id;
  if (phone !== undefined) keys.phone = phone;
  if (email !== undefined) keys.email = email;
  if (name !== undefined) keys.name = name;
  return keys;
};

/** Whether a document names a customer the directory keeps (an erased one's client is nobody). */
export const namesCustomer = (facts: Readonly<Record<string, string | undefined>>): boolean => {
  const { id, phone, email, name } = customerKeys(facts);
  return id !== undefined || phone !== undefined || email !== undefined || (name !== undefined && name !== nameKey(ERASED_CLIENT_NAME));
};

/**
 * What a search of the directory compares with its text (names, phones, e-mails, CUI, CNP): the
 * query's words folded as names are; a query that is a phone number's fragment ("+40 722 12")
 * is one word, written as the directory keeps phones ("072212"). Empty for a blank query.
 */
export const customerSearchWords = (query: string | null | undefined): string[] => {
  const text = (query ?? '').trim();
  if (text === '') return [];
  if (/^\+?[\d\s().\-/\u00a0]+$/.test(text) && /\d{3}/.test(text.replace(/\D/g, ''))) {
    let digits = text.replace(/\D/g, '');
    if (text.startsWith('+') || digits.startsWith('00')) digits = digits.replace(/^(?:00)?40/, '0');
    return [digits];
  }
  return [...new Set(foldForSearch(text).split(/\s+/).filter(Boolean))];
};
