import { describe, expect, it } from 'vitest';
import { parseFormDefinition } from '../forms/parse.js';
import { customerRedactor, ERASED_MARK, eraseCustomerData, redactDeep } from './erasure.js';
import { ERASED_CLIENT_NAME } from './identity.js';

const redact = customerRedactor({
  names: ['Ștefan Popescu', 'POPESCU  STEFAN'],
  addresses: ['Str. Lungă 1'],
  phones: ['0722123456', '+390612345678'],
  emails: ['stefan@exemplu.ro'],
  ids: ['1630615123457', '18547290'],
});

describe('customerRedactor', () => {
  it.each([
    ['Predat de Ștefan Popescu', `Predat de ${ERASED_CLIENT_NAME}`],
    ['predat de: popescu, stefan.', `predat de: ${ERASED_CLIENT_NAME}.`],
    ['Proprietar STEFAN   POPESCU, Cluj', `Proprietar ${ERASED_CLIENT_NAME}, Cluj`],
    ['Ştefan Popescu', ERASED_CLIENT_NAME],
  ])('pseudonymises the whole name, case, diacritics (ş or ș) and spacing aside: %j', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it('leaves a surname alone, a longer name and other people', () => {
    for (const text of ['Dl. Popescu a adus mașina', 'Ștefan Popescuțu', 'Ana Popescu', 'Ștefan Popa']) expect(redact(text)).toBe(text);
  });

  it.each(['0722 123 456', '+40 722 123 456', '0040 722.123.456', '(0722) 123-456', '722123456', '+40 (0) 722 123 456', '+39 06 1234 5678', '0039 0612345678'])('takes out the phone number %j however written', (phone) => {
    expect(redact(`Sunați la ${phone} după 17`)).toBe(`Sunați la ${ERASED_MARK} după 17`);
    expect(redact(phone)).toBe('');
  });

  it('leaves other numbers: a longer one holding the digits, an amount, a different phone', () => {
    for (const text of ['Cod 10722123456', '0722123457', 'Total 722123456789 lei', '0723 123 456']) expect(redact(text)).toBe(text);
  });

  it('takes out the e-mail (case aside), the CNP, the CUI with or without RO and the address whole', () => {
    expect(redact('Scrieți la Stefan@Exemplu.RO.')).toBe(`Scrieți la ${ERASED_MARK}.`);
    expect(redact('ana.stefan@exemplu.ro')).toBe('ana.stefan@exemplu.ro');
    expect(redact('CNP 1630615123457, CUI RO 18547290')).toBe(`CNP ${ERASED_MARK}, CUI ${ERASED_MARK}`);
    expect(redact('Domiciliu: str. lunga 1, Cluj')).toBe(`Domiciliu: ${ERASED_MARK}, Cluj`);
    expect(redact('Str. Lungă 12')).toBe('Str. Lungă 12');
  });

  it('leaves images, blank text and texts with nothing of the customer as they were (the same string)', () => {
    const image = 'data:image/png;base64,MDcyMjEyMzQ1Ng==';
    expect(redact(image)).toBe(image);
    expect(redact('')).toBe('');
    const nothing = { a: ['Ulei 5W30', { b: 'Filtru' }], n: 3 };
    expect(redactDeep(nothing, redact)).toBe(nothing);
  });

  it('does nothing without traces, and never takes the erased name for the customer', () => {
    expect(customerRedactor({ names: [], addresses: [], phones: [], emails: [], ids: [] })('Ștefan Popescu')).toBe('Ștefan Popescu');
    expect(customerRedactor({ names: [ERASED_CLIENT_NAME], addresses: [], phones: [], emails: [], ids: [] })(ERASED_CLIENT_NAME)).toBe(ERASED_CLIENT_NAME);
  });
});

describe('eraseCustomerData', () => {
  const parsed = parseFormDefinition({
    schemaVersion: 1,
    key: 'fisa-test',
    version: 1,
    title: 'Fișă',
    category: 'auto-service',
    document: { kind: 'entry-sheet', currency: 'RON' },
    steps: [
      {
        name: 'client',
        title: 'Client',
        fields: [
          { name: 'name', type: 'text', label: 'Nume', role: 'client.name' },
          { name: 'phone', type: 'phone', label: 'Telefon', role: 'client.phone' },
          { name: 'type', type: 'text', label: 'Tip', role: 'client.type' },
          { name: 'owner', type: 'text', label: 'Proprietar' },
        ],
      },
      {
        name: 'work',
        title: 'Lucrări',
        fields: [
          { name: 'notes', type: 'textarea', label: 'Observații', role: 'service.findings' },
          { name: 'lines', type: 'array', label: 'Linii', item: [{ name: 'name', type: 'text', label: 'Denumire' }] },
          { name: 'signature', type: 'signature', label: 'Client' },
        ],
      },
    ],
    pdf: { layout: 'generic' },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  const definition = parsed.definition;
  const data = {
    client: { name: 'Ștefan Popescu', phone: '0722 123 456', type: 'pf', owner: 'POPESCU STEFAN' },
    work: { notes: 'Sunat pe 0722123456', lines: [{ name: 'Manoperă pentru Ștefan Popescu' }, { name: 'Ulei' }], signature: 'data:image/png;base64,AAAA' },
  };
  const facts = { 'client.name': 'Ștefan Popescu', 'client.phone': '0722 123 456', 'client.type': 'pf', 'service.findings': 'Sunat pe 0722123456', 'document.number': 'F-0001' };

  it("pseudonymises the client's roles, empties the signatures and cleans every other text, lines included", () => {
    const erased = eraseCustomerData(definition, { data, facts }, redact);
    expect(erased.data).toEqual({
      client: { name: ERASED_CLIENT_NAME, phone: '', type: 'pf', owner: ERASED_CLIENT_NAME },
      work: { notes: `Sunat pe ${ERASED_MARK}`, lines: [{ name: `Manoperă pentru ${ERASED_CLIENT_NAME}` }, { name: 'Ulei' }], signature: '' },
    });
    expect(erased.facts).toEqual({ 'client.name': ERASED_CLIENT_NAME, 'client.type': 'pf', 'service.findings': `Sunat pe ${ERASED_MARK}`, 'document.number': 'F-0001' });
  });

  it('answers the same objects when erased already', () => {
    const once = eraseCustomerData(definition, { data, facts }, redact);
    const twice = eraseCustomerData(definition, once, redact);
    expect(twice.data).toBe(once.data);
    expect(twice.facts).toBe(once.facts);
  });
});
