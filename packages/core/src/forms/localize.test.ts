import { describe, expect, it } from 'vitest';
import { computeValues } from './evaluate.js';
import { extractFacts } from './facts.js';
import { localizeDefinition } from './localize.js';
import { formatDocumentNumber, setDocumentNumber } from './submission.js';
import { loadDefinition } from './test-support/fixtures.js';
import { missingTranslations } from './translation-coverage.js';

const mini = loadDefinition('mini-invoice');

describe('localizeDefinition', () => {
  it('applies translations and falls back to the definition text', () => {
    const en = localizeDefinition(mini, 'en');
    expect(en.title).toBe('Simple invoice');
    expect(en.locale).toBe('en');
    expect(en.steps.map((s) => s.title)).toEqual(['Header', 'Cumpărător', 'Livrare', 'Products']);
    const kind = en.steps[1]?.fields[0];
    expect(kind?.type === 'select' && kind.options).toEqual([{ value: 'pf', label: 'Individual' }, { value: 'pj', label: 'Firmă' }]);
    const items = en.steps[3]?.fields[0];
    expect(items?.type === 'array' && items.item.map((f) => f.label).slice(0, 2)).toEqual(['Name', 'Cant.']);
    expect(en.totals?.map((t) => t.label)).toEqual(['Total fără TVA', 'TVA', 'Total', 'Avans', 'Rest de plată', 'Nr. rânduri']);
    expect(en.pdf).toEqual({ layout: 'invoice', title: 'INVOICE', signatures: ['Issuer', 'Buyer'] });
  });

  it('returns the definition itself for its own language or a missing translation', () => {
    expect(localizeDefinition(mini, 'ro')).toBe(mini);
    expect(localizeDefinition(mini, 'it')).toBe(mini);
  });

  it('translates the reference estimate completely', () => {
    const def = loadDefinition('deviz-auto-platitor-tva');
    const it_ = localizeDefinition(def, 'it');
    expect(it_.steps.map((s) => s.title)).toEqual(['Azienda e preventivo', 'Cliente', 'Veicolo', 'Osservazioni', 'Manodopera', 'Ricambi e materiali']);
    expect(it_.pdf.footer).toMatch(/IVA del 21%/);
    expect(missingTranslations(mini, 'it')).toContain('title');
    expect(missingTranslations(mini, 'ro')).toEqual([]);
  });
});

describe('facts and numbering', () => {
  it('extracts role values as strings, first non-empty wins, arrays as searchable text', () => {
    const { data, totals } = computeValues(mini, {
      header: { issued_at: '2025-09-15T10:30', paid: true },
      buyer: { kind: 'pf', name: 'Ion Popescu', cnp: '1630615123457' },
      lines: { items: [{ name: 'Șurub M8', qty: 1, price: 1 }, { name: '', qty: 1, price: 1 }, { name: 'Piuliță', qty: 1, price: 1 }] },
    });
    const numbered = setDocumentNumber(mini, data, formatDocumentNumber(mini, 7));
    expect(extractFacts(mini, numbered, totals)).toEqual({
      'document.number': 'F-0007',
      'document.date': '2025-09-15T10:30',
      'client.type': 'pf',
      'client.name': 'Ion Popescu',
      'client.cnp': '1630615123457',
      'lines.items': 'Șurub M8; Piuliță',
      'total.net': '3.00',
      'total.vat': '0.57',
      'total.grand': '3.57',
      'total.due': '3.57',
    });
  });

  it('formats numbers with the prefix and padding of the definition', () => {
    const def = loadDefinition('deviz-auto-platitor-tva');
    expect(formatDocumentNumber(def, 42)).toBe('DV-0042');
    expect(formatDocumentNumber(def, 123456)).toBe('DV-123456');
    expect(setDocumentNumber(def, {}, 'DV-0001')).toEqual({ company: { number: 'DV-0001' } });
  });
});
