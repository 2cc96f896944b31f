import { describe, expect, it } from 'vitest';
import { VALIDATION_CODES, validationMessage } from './messages.js';
import { processSubmission } from './submission.js';
import { loadDefinition } from './test-support/fixtures.js';
import { validateSubmission } from './validate.js';
import { LOCALES } from '../constants.js';

const def = loadDefinition('mini-invoice');

const valid = () => ({
  header: { issued_at: '2025-09-15T10:30:00+03:00', due: '2025-10-15', pickup: '08:30', code: 'AB-123', paid: false, advance: '10,50' },
  buyer: { kind: 'pj', name: 'Ștefan SRL', cui: 'RO18547290', email: 'office@stefan.ro', iban: 'RO49 AAAA 1B31 0075 9384 0000' },
  delivery: { address: 'Str. Mare 1', plate: 'B 123 XYZ', vin: '1M8GDM9AXKP042788' },
  lines: { items: [{ name: 'Șurub', qty: '2,5', price: '1.10' }, { name: 'Piuliță', qty: 10, price: 3, discount: 100 }] },
});

const issues = (data: unknown) => validateSubmission(def, data).map((i) => `${i.path} ${i.code}`);

const withChanges = (change: (data: ReturnType<typeof valid>) => void) => {
  const data = valid();
  change(data);
  return data;
};

describe('validateSubmission', () => {
  it('accepts a valid submission', () => {
    expect(validateSubmission(def, valid())).toEqual([]);
  });

  it('checks required fields, lines and list shapes', () => {
    // No kind sent: the default (pj) applies, so the company CUI is required.
    expect(issues({})).toEqual(['header.issued_at required', 'buyer.name required', 'buyer.cui required', 'lines.items required']);
    expect(issues({ buyer: { kind: '' } })).not.toContain('buyer.cui required');
    expect(issues(withChanges((d) => Object.assign(d.lines, { items: 'x' })))).toEqual(['lines.items type_list']);
    expect(issues(withChanges((d) => d.lines.items.push(null as never)))).toEqual(['lines.items[2] type_line']);
    expect(issues(withChanges((d) => Object.assign(d.lines, { items: Array.from({ length: 101 }, () => ({ name: 'x', qty: 1, price: 1 })) })))).toEqual([
      'lines.items max_items',
    ]);
  });

  it('checks numbers, money, percent and their limits', () => {
    const data = withChanges((d) => {
      d.header.advance = '-1';
      d.lines.items = [
        { name: 'a', qty: 'abc', price: '1.005' },
        { name: 'b', qty: 10.0001, price: '1', discount: 101 },
      ] as never;
    });
    expect(issues(data)).toEqual([
      'header.advance min', 'lines.items[0].qty type_number', 'lines.items[0].price decimals', 'lines.items[1].qty decimals', 'lines.items[1].discount max',
    ]);
  });

  it('checks dates, times, text limits, patterns, options, e-mail and checkboxes', () => {
    const data = withChanges((d) => {
      Object.assign(d.header, { issued_at: '2025-02-30T10:00', due: '2019-12-31', pickup: '24:00', code: 'ab-123', paid: 'no' });
      Object.assign(d.buyer, { kind: 'srl', email: 'not-an-email' });
    });
    expect(issues(data)).toEqual([
      'header.issued_at datetime', 'header.due min', 'header.pickup time', 'header.code pattern', 'header.paid type_boolean', 'buyer.kind option', 'buyer.email email',
    ]);
    expect(issues(withChanges((d) => Object.assign(d.header, { code: 'AB-1234', due: '15.10.2025' })))).toEqual(['header.due date', 'header.code max_length']);
  });

  it('applies the Romanian validators by field type', () => {
    const data = withChanges((d) => {
      Object.assign(d.buyer, { cui: '18547291', iban: 'RO49AAAA1B31007593840001' });
      Object.assign(d.delivery, { plate: 'XX 12 ABC', vin: 'WVWZZZ1JZXW00000O' });
    });
    expect(issues(data)).toEqual(['buyer.cui cui_checksum', 'buyer.iban iban_checksum', 'delivery.plate plate_county', 'delivery.vin vin_characters']);
    expect(issues(withChanges((d) => Object.assign(d.buyer, { kind: 'pf', cnp: '1630615123458' })))).toEqual(['buyer.cnp cnp_checksum']);
  });

  it('dates the future checks by the clock it is given', () => {
    // Born 2026-03-02: in the future on 1 March 2026, fine a day later.
    const data = withChanges((d) => Object.assign(d.buyer, { kind: 'pf', cnp: '5260302123459', iban: 'CN111234567890123456' }));
    const at = (now: string) => validateSubmission(def, data, { now: new Date(now) }).map((i) => `${i.path} ${i.code}`);
    expect(at('2026-03-01T12:00:00Z')).toEqual(['buyer.cnp cnp_future', 'buyer.iban iban_country']);
    expect(at('2026-03-02T12:00:00Z')).toEqual(['buyer.iban iban_country']);
  });

  it('does not validate hidden fields or steps, nor computed values', () => {
    const data = withChanges((d) => {
      Object.assign(d.buyer, { kind: 'pf', cui: 'garbage' });
      d.lines.items = [{ name: 'a', qty: 1, price: 1, discount: 'nonsense', value: 'x' }] as never;
      Object.assign(d.delivery, { address: '', plate: '???' });
      Object.assign(d.header, { paid: true, advance: 'oops' });
    });
    expect(issues(data)).toEqual([]);
  });

  it('speaks the requested language', () => {
    const [issue] = validateSubmission(def, withChanges((d) => (d.header.advance = '-5')), { locale: 'en' });
    expect(issue).toEqual({ path: 'header.advance', code: 'min', message: 'At least 0', params: { min: 0 } });
    expect(validateSubmission(def, {}, { locale: 'it' })[0]?.message).toBe('Campo obbligatorio');
    expect(validateSubmission(def, {})[0]?.message).toBe('Câmp obligatoriu');
  });

  it('has a message for every code in every language', () => {
    for (const locale of LOCALES) for (const code of VALIDATION_CODES) expect(validationMessage(code, locale, { min: 1, max: 2 })).not.toMatch(/^$|\{/);
  });

  it('writes Romanian limits in Romanian, with "de" from 20 on', () => {
    expect(validationMessage('max', 'ro', { max: 100 })).toBe('Cel mult 100');
    expect(validationMessage('max_length', 'ro', { max: 5 })).toBe('Cel mult 5 caractere');
    expect(validationMessage('max_length', 'ro', { max: 100 })).toBe('Cel mult 100 de caractere');
    expect(validationMessage('min_items', 'ro', { min: 20 })).toBe('Adăugați cel puțin 20 de rânduri');
    expect(validationMessage('max_length', 'en', { max: 100 })).toBe('At most 100 characters');
  });
});

describe('processSubmission', () => {
  it('returns stored data, totals and facts, or the issues', () => {
    const result = processSubmission(def, valid());
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.totals).toMatchObject({ net: '2.75', vat: '0.52', grand: '3.27', advance: '10.50', due: '0.00' });
    expect(result.facts).toMatchObject({ 'client.cui': 'RO18547290', 'total.grand': '3.27', 'lines.items': 'Șurub; Piuliță', 'document.date': '2025-09-15T10:30:00+03:00' });
    expect(result.data.delivery).toEqual({ address: 'Str. Mare 1', plate: 'B123XYZ', vin: '1M8GDM9AXKP042788' });
    expect(processSubmission(def, {}).ok).toBe(false);
  });
});
