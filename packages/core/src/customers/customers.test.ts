import { describe, expect, it } from 'vitest';
import { cnpKey, cuiKey, customerKeys, customerSearchWords, emailKey, formatPhone, nameKey, namesCustomer, phoneKey } from './index.js';

describe('cuiKey', () => {
  it('keys a valid CUI without its RO, however spaced', () => {
    expect(cuiKey('RO18547290')).toBe('18547290');
    expect(cuiKey(' ro 18547290 ')).toBe('18547290');
    expect(cuiKey('18547290')).toBe('18547290');
  });
  it('is no key for a CUI failing its check digit or blank', () => {
    expect(cuiKey('18547291')).toBeUndefined();
    expect(cuiKey('')).toBeUndefined();
    expect(cuiKey(undefined)).toBeUndefined();
  });
});

describe('cnpKey', () => {
  it('keys a valid CNP, spaces dropped', () => {
    expect(cnpKey('1630615123457')).toBe('1630615123457');
    expect(cnpKey('1 630615 123457')).toBe('1630615123457');
  });
  it("is no key for a wrong check digit, an impossible date or e-Factura's stand-in", () => {
    expect(cnpKey('1630615123458')).toBeUndefined();
    expect(cnpKey('1631315123457')).toBeUndefined();
    expect(cnpKey('0000000000000')).toBeUndefined();
    expect(cnpKey(null)).toBeUndefined();
  });
});

describe('phoneKey', () => {
  it.each(['0722 123 456', '+40 722 123 456', '0040722123456', '0722.123.456', '(0722) 123-456', '722123456', '40722123456'])('keys %j as 0722123456', (phone) => {
    expect(phoneKey(phone)).toBe('0722123456');
  });
  it('keys a landline and a foreign number', () => {
    expect(phoneKey('0264 123 456')).toBe('0264123456');
    expect(phoneKey('+39 06 1234 5678')).toBe('+390612345678');
    expect(phoneKey('0039 06 1234 5678')).toBe('+390612345678');
  });
  it('writes a key as people read it', () => {
    expect(formatPhone('0722123456')).toBe('0722 123 456');
    expect(formatPhone('+390612345678')).toBe('+390612345678');
  });
  it.each(['', 'n/a', '0722', '07221234567', '12345', 'tel 0722123456'])('is no key for %j', (phone) => expect(phoneKey(phone)).toBeUndefined());
});

describe('emailKey and nameKey', () => {
  it('lower-cases an e-mail and refuses what is not one', () => {
    expect(emailKey(' Ion.Popescu@Exemplu.RO ')).toBe('ion.popescu@exemplu.ro');
    expect(emailKey('ion@')).toBeUndefined();
    expect(emailKey('')).toBeUndefined();
  });
  it('folds diacritics and case and collapses spaces in a name', () => {
    expect(nameKey('  Ștefănescu   ION ')).toBe('stefanescu ion');
    expect(nameKey('ŞTEFĂNESCU Ion')).toBe('stefanescu ion');
    expect(nameKey(' ')).toBeUndefined();
  });
});

describe('customerKeys', () => {
  it('takes a CUI before a CNP, and calls a CUI holder a company', () => {
    expect(customerKeys({ 'client.name': 'Transport SRL', 'client.cui': 'RO18547290', 'client.cnp': '1630615123457' })).toEqual({ id: 'cui:18547290', name: 'transport srl', kind: 'company' });
    expect(customerKeys({ 'client.name': 'Ion', 'client.cnp': '1630615123457', 'client.phone': '0722123456' })).toEqual({ id: 'cnp:1630615123457', phone: '0722123456', name: 'ion', kind: 'person' });
    expect(customerKeys({ 'client.type': 'pj', 'client.name': 'X SRL' }).kind).toBe('company');
  });
  it('gives the same keys to one customer typed two ways', () => {
    const a = customerKeys({ 'client.name': 'Ion Popescu', 'client.phone': '0722 123 456', 'client.email': 'ION@EXEMPLU.RO' });
    const b = customerKeys({ 'client.name': 'POPESCU  Ion', 'client.phone': '+40722123456', 'client.email': 'ion@exemplu.ro' });
    expect([a.phone, a.email]).toEqual([b.phone, b.email]);
  });
  it('names no customer for an erased or empty client', () => {
    expect(namesCustomer({ 'client.name': 'Client șters' })).toBe(false);
    expect(namesCustomer({ 'client.name': 'CLIENT STERS' })).toBe(false);
    expect(namesCustomer({})).toBe(false);
    expect(namesCustomer({ 'client.phone': '0722123456' })).toBe(true);
  });
});

describe('customerSearchWords', () => {
  it('folds the words of a name and makes a phone fragment one word as phones are kept', () => {
    expect(customerSearchWords('Ștefan  POP')).toEqual(['stefan', 'pop']);
    expect(customerSearchWords('+40 722 12')).toEqual(['072212']);
    expect(customerSearchWords('0722 123')).toEqual(['0722123']);
    expect(customerSearchWords('  ')).toEqual([]);
  });
});
