import { describe, expect, it } from 'vitest';
import type { Locale } from '../constants.js';
import type { ScalarField } from './definition.js';
import { formatFieldValue, type FormatFieldValueOptions } from './format-value.js';

const field = (over: Partial<ScalarField> & Pick<ScalarField, 'type'>): ScalarField => ({ name: 'x', label: 'X', ...over }) as ScalarField;

const WORDS: Record<Locale, { yes: string; no: string }> = { ro: { yes: 'Da', no: 'Nu' }, en: { yes: 'Yes', no: 'No' }, it: { yes: 'Sì', no: 'No' } };
const paper = (locale: Locale): FormatFieldValueOptions => ({ locale, currency: 'RON', ...WORDS[locale], emptyCheckbox: 'blank' });
const screen = (locale: Locale): FormatFieldValueOptions => ({ ...paper(locale), emptyCheckbox: 'no' });

type Case = { name: string; field: ScalarField; value: unknown; ro: string; en: string; it: string };

// One table for the PDF and the screen: they differ only where an option says so (emptyCheckbox).
const CASES: Case[] = [
  { name: 'a grouped number', field: field({ type: 'number' }), value: 187450, ro: '187.450', en: '187,450', it: '187.450' },
  { name: "a 4-digit number (it-IT's CLDR rule: no grouping)", field: field({ type: 'number' }), value: 1234.5, ro: '1.234,5', en: '1,234.5', it: '1234,5' },
  { name: 'a number stored as text', field: field({ type: 'number' }), value: '2500.75', ro: '2.500,75', en: '2,500.75', it: '2500,75' },
  { name: "a number cut to the field's decimals", field: field({ type: 'number', decimals: 2 }), value: 3.14159, ro: '3,14', en: '3.14', it: '3,14' },
  { name: 'a number without decimals: up to 6 digits', field: field({ type: 'number' }), value: 0.1234567, ro: '0,123457', en: '0.123457', it: '0,123457' },
  { name: 'a year (role vehicle.year): not grouped, as stored', field: field({ type: 'number', role: 'vehicle.year' }), value: 2016, ro: '2016', en: '2016', it: '2016' },
  { name: 'a small whole count (decimals 0, max < 10 000)', field: field({ type: 'number', decimals: 0, max: 9999 }), value: 4821, ro: '4821', en: '4821', it: '4821' },
  { name: 'a number that does not read: as stored', field: field({ type: 'number' }), value: '12 buc', ro: '12 buc', en: '12 buc', it: '12 buc' },
  { name: "a percent with the field's decimals", field: field({ type: 'percent', decimals: 1 }), value: 19.25, ro: '19,3 %', en: '19.3 %', it: '19,3 %' },
  { name: 'a percent that does not read: as stored', field: field({ type: 'percent' }), value: 'n/a', ro: 'n/a %', en: 'n/a %', it: 'n/a %' },
  { name: 'a date', field: field({ type: 'date' }), value: '2025-09-15', ro: '15.09.2025', en: '09/15/2025', it: '15/09/2025' },
  { name: 'a date that does not read: as stored', field: field({ type: 'date' }), value: '15 sept', ro: '15 sept', en: '15 sept', it: '15 sept' },
  { name: 'a date and time', field: field({ type: 'datetime' }), value: '2025-11-03T08:45', ro: '03.11.2025 08:45', en: '11/03/2025, 08:45', it: '03/11/2025 08:45' },
  { name: 'a date and time that does not read: as stored', field: field({ type: 'datetime' }), value: 'mâine', ro: 'mâine', en: 'mâine', it: 'mâine' },
  { name: 'a ticked checkbox', field: field({ type: 'checkbox' }), value: true, ro: 'Da', en: 'Yes', it: 'Sì' },
  { name: "a checkbox stored as the text 'true'", field: field({ type: 'checkbox' }), value: 'true', ro: 'Da', en: 'Yes', it: 'Sì' },
  { name: 'an unticked checkbox', field: field({ type: 'checkbox' }), value: false, ro: 'Nu', en: 'No', it: 'No' },
  { name: "a select's option label", field: field({ type: 'select', options: [{ value: 'cash', label: 'Numerar' }] }), value: 'cash', ro: 'Numerar', en: 'Numerar', it: 'Numerar' },
  { name: 'a value no option holds', field: field({ type: 'radio', options: [{ value: 'cash', label: 'Numerar' }] }), value: 'card', ro: 'card', en: 'card', it: 'card' },
  { name: 'a plate, spaced', field: field({ type: 'plate' }), value: 'CJ12ABC', ro: 'CJ 12 ABC', en: 'CJ 12 ABC', it: 'CJ 12 ABC' },
  { name: 'a signature (drawn apart)', field: field({ type: 'signature' }), value: 'data:image/png;base64,AAAA', ro: '', en: '', it: '' },
  { name: 'a text', field: field({ type: 'text' }), value: 'Ion Popescu', ro: 'Ion Popescu', en: 'Ion Popescu', it: 'Ion Popescu' },
];

describe('formatFieldValue (the PDF and the screen)', () => {
  for (const locale of ['ro', 'en', 'it'] as const) {
    it.each(CASES)(`${locale}: $name`, (c) => {
      expect(formatFieldValue(c.field, c.value, paper(locale))).toBe(c[locale]);
      expect(formatFieldValue(c.field, c.value, screen(locale))).toBe(c[locale]);
    });
  }

  it('formats money in the currency asked', () => {
    const money = field({ type: 'money' });
    expect(formatFieldValue(money, '1234.5', paper('ro'))).toBe('1.234,50\u00a0lei');
    expect(formatFieldValue(money, '1234.5', { ...paper('ro'), currency: 'EUR' })).toBe('1.234,50\u00a0€');
    expect(formatFieldValue(money, 'abc', paper('ro'))).toBe('');
  });

  it('leaves an untouched checkbox blank on paper and says "no" on the screen; any other empty value is blank on both', () => {
    const checkbox = field({ type: 'checkbox' });
    for (const empty of [undefined, null, '']) {
      expect(formatFieldValue(checkbox, empty, paper('ro'))).toBe('');
      expect(formatFieldValue(checkbox, empty, screen('ro'))).toBe('Nu');
      expect(formatFieldValue(field({ type: 'number' }), empty, screen('ro'))).toBe('');
      expect(formatFieldValue(field({ type: 'text' }), empty, screen('ro'))).toBe('');
    }
  });
});
