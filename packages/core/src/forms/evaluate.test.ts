import { describe, expect, it } from 'vitest';
import { computeValues, evaluateForm, visibleFields, visibleSteps } from './evaluate.js';
import { loadDefinition } from './test-support/fixtures.js';

const def = loadDefinition('mini-invoice');

const invoice = (overrides: Record<string, unknown> = {}) => ({
  header: { issued_at: '2025-09-15T10:30', paid: false, advance: '100' },
  buyer: { kind: 'pj', name: 'Țiriac Auto SRL', cui: 'ro 18547290', cnp: '1630615123457' },
  delivery: { address: 'Str. Fabricii 1, Cluj' },
  lines: {
    items: [
      { name: 'Șurub', qty: 10, price: '0.10', discount: 50 },
      { name: 'Piuliță', qty: '1', price: '0,2', discount: 50 },
    ],
  },
  ...overrides,
});

describe('computeValues', () => {
  it('fills lines, totals and totals of totals in decimal', () => {
    const { data, totals } = computeValues(def, invoice());
    // 10 × 0.10 × 0.5 = 0.50; the discount of the 1-piece line is hidden (qty < 10) so 0.20.
    expect(data.lines?.items).toEqual([
      { name: 'Șurub', qty: 10, price: '0.10', discount: 50, value: '0.50', share: 71.4 },
      { name: 'Piuliță', qty: 1, price: '0.20', value: '0.20', share: 28.6 },
    ]);
    // net 0.70; VAT round(0.133) = 0.13; grand 0.83; due max(0.83 − 100, 0) = 0.00.
    expect(totals).toEqual({ net: '0.70', vat: '0.13', grand: '0.83', advance: '100.00', due: '0.00', lines: '2' });
  });

  it('adds 0.1 + 0.2 lines up to 0.30', () => {
    const { totals } = computeValues(def, invoice({ lines: { items: [{ name: 'a', qty: 1, price: 0.1 }, { name: 'b', qty: 1, price: 0.2 }] } }));
    expect(totals.net).toBe('0.30');
  });

  it('never trusts computed values sent by the client', () => {
    const { data, totals } = computeValues(def, invoice({ lines: { items: [{ name: 'a', qty: 2, price: 5, value: '1000000.00' }] } }));
    expect(data.lines?.items).toEqual([{ name: 'a', qty: 2, price: '5.00', value: '10.00', share: 100 }]);
    expect(totals.net).toBe('10.00');
  });

  it('drops unknown steps and fields, hidden fields and hidden steps', () => {
    const { data } = computeValues(def, { ...invoice(), hacker: { x: 1 }, buyer: { kind: 'pj', name: 'X', cnp: '1630615123457', extra: 'y' } });
    expect(data).not.toHaveProperty('hacker');
    expect(data.buyer).toEqual({ kind: 'pj', name: 'X' });
    // One line only: the delivery step (pj and more than one line) is hidden and its data dropped.
    const single = computeValues(def, invoice({ lines: { items: [{ name: 'a', qty: 1, price: 1 }] } }));
    expect(single.data).not.toHaveProperty('delivery');
    expect(single.data.lines?.note).toBeUndefined();
  });

  it('evaluates a step visible through a later step and a computed text', () => {
    const three = invoice({ lines: { items: [1, 2, 3].map((n) => ({ name: `p${n}`, qty: 1, price: n })) } });
    const { data } = computeValues(def, three);
    expect(data.delivery).toEqual({ address: 'Str. Fabricii 1, Cluj' });
    expect(data.lines?.note).toBe('comandă mare');
    expect(visibleSteps(def, three)).toEqual(['header', 'buyer', 'delivery', 'lines']);
    expect(visibleSteps(def, invoice({ buyer: { kind: 'pf' } }))).toEqual(['header', 'buyer', 'lines']);
  });

  it('normalises input by type and keeps values it cannot read for validation', () => {
    const { data } = computeValues(def, invoice({ buyer: { kind: 'pj', name: '  Ana  ', cui: 'RO 18547290', email: ' a@b.ro ' }, header: { advance: 'abc', paid: 'yes', issued_at: 7 } }));
    expect(data.buyer).toEqual({ kind: 'pj', name: 'Ana', cui: 'RO18547290', email: 'a@b.ro' });
    // "yes" is truthy, so the advance (visible when !paid) is dropped.
    expect(data.header).toEqual({ issued_at: 7, paid: 'yes' });
    expect(computeValues(def, { header: { advance: 'abc' } }).data.header).toEqual({ paid: false, advance: 'abc' });
  });

  it('shows hidden-by-condition fields per line and tolerates bad input', () => {
    const visible = visibleFields(def, invoice());
    expect(visible.has('lines.items[0].discount')).toBe(true);
    expect(visible.has('lines.items[1].discount')).toBe(false);
    expect(visible.has('buyer.cnp')).toBe(false);
    expect(visible.has('header.advance')).toBe(true);
    expect(visibleFields(def, invoice({ header: { paid: true } })).has('header.advance')).toBe(false);
    expect(() => evaluateForm(def, 'nonsense')).not.toThrow();
    expect(evaluateForm(def, { lines: { items: 'x' } }).totals.net).toBe('0.00');
    expect(evaluateForm(def, { lines: { items: [null, 5] } }).data.lines?.items).toEqual([
      { value: '0.00', share: 0 },
      { value: '0.00', share: 0 },
    ]);
  });
});
