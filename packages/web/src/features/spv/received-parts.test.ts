import type { ArrayField, SpvReceivedPickLineDto } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { markedUpPrice, partsColumnsOf, partsRow } from './received-parts';

/** A deviz's parts as the catalogue writes them (deviz-auto-platitor-tva). */
const devizParts: ArrayField = {
  type: 'array',
  name: 'items',
  label: 'Piese',
  role: 'lines.parts',
  item: [
    { type: 'text', name: 'code', label: 'Cod piesă' },
    { type: 'text', name: 'name', label: 'Denumire piesă', required: true },
    { type: 'number', name: 'qty', label: 'Cantitate', decimals: 3 },
    { type: 'select', name: 'unit', label: 'U.M.', options: ['buc', 'l', 'kg', 'set', 'm'].map((value) => ({ value, label: value })), default: 'buc' },
    { type: 'money', name: 'price', label: 'Preț unitar' },
    { type: 'percent', name: 'discount', label: 'Discount %' },
    { type: 'money', name: 'value', label: 'Valoare', compute: 'qty * price * (1 - discount / 100)' },
  ],
} as ArrayField;

const line = (over: Partial<SpvReceivedPickLineDto> = {}): SpvReceivedPickLineDto => ({
  received_id: 'aaaaaaaaaaaaaaaaaaaaaaa1',
  index: 0,
  supplier_name: 'Piese Auto Transilvania SRL',
  number: 'PAT-2026-00417',
  issue_date: '2026-03-10',
  currency: 'RON',
  name: 'Filtru ulei MANN W 712/95',
  code: 'MANN-W712/95',
  quantity: 2,
  unit_code: 'H87',
  unit_price: 38.5,
  net: 77,
  vat_rate: 21,
  ...over,
});

describe("a received line's price with the workshop's markup", () => {
  it('adds the percent in decimals, rounded half-up to 2 decimals as documents round', () => {
    expect(markedUpPrice(38.5, 20)).toBe('46.20');
    expect(markedUpPrice(189, 20)).toBe('226.80');
    // 0.1 + 0.2 in floats is 0.30000000000000004; 1.15 × 1.1 is 1.2650000000000001.
    expect(markedUpPrice(0.1, 200)).toBe('0.30');
    expect(markedUpPrice(1.15, 10)).toBe('1.27');
    expect(markedUpPrice(10.005, 0)).toBe('10.01');
    expect(markedUpPrice(33.33, 12.5)).toBe('37.50');
    expect(markedUpPrice(245.9, 0)).toBe('245.90');
    expect(markedUpPrice('12,40', 15)).toBe('14.26');
  });

  it('has no price for a line without one', () => {
    expect(markedUpPrice(null, 20)).toBeUndefined();
    expect(markedUpPrice('abc', 20)).toBeUndefined();
  });
});

describe('the parts columns a picked line fills, by the array role and the column types', () => {
  it("finds a deviz's name, code, quantity, unit and price (not the computed value)", () => {
    const columns = partsColumnsOf(devizParts);
    expect(columns).toMatchObject({ name: 'name', code: 'code', quantity: 'qty', price: 'price' });
    expect(columns?.unit?.name).toBe('unit');
  });

  it("takes an application's own names: a description, an amount, a cost", () => {
    const own = {
      ...devizParts,
      item: [
        { type: 'textarea', name: 'description', label: 'Descriere' },
        { type: 'number', name: 'amount', label: 'Cantitate' },
        { type: 'money', name: 'cost', label: 'Cost' },
        { type: 'money', name: 'total', label: 'Total', compute: 'amount * cost' },
      ],
    } as ArrayField;
    expect(partsColumnsOf(own)).toEqual({ name: 'description', quantity: 'amount', price: 'cost' });
  });

  it('offers nothing for labour, an array without a role, or parts without a price', () => {
    expect(partsColumnsOf({ ...devizParts, role: 'lines.labor' } as ArrayField)).toBeUndefined();
    expect(partsColumnsOf({ ...devizParts, role: undefined } as ArrayField)).toBeUndefined();
    expect(partsColumnsOf({ ...devizParts, item: devizParts.item.filter((column) => column.type !== 'money') } as ArrayField)).toBeUndefined();
  });

  it('makes a parts row: the name, the code, quantity, our unit for the UN/ECE code, the marked-up price', () => {
    const columns = partsColumnsOf(devizParts)!;
    expect(partsRow(columns, line(), 20)).toEqual({ name: 'Filtru ulei MANN W 712/95', code: 'MANN-W712/95', qty: 2, unit: 'buc', price: '46.20' });
    expect(partsRow(columns, line({ name: 'Plăcuțe', code: null, quantity: 1, unit_code: 'SET', unit_price: 189 }), 20)).toEqual({ name: 'Plăcuțe', qty: 1, unit: 'set', price: '226.80' });
    expect(partsRow(columns, line({ unit_code: 'LTR', unit_price: 32 }), 0)).toMatchObject({ unit: 'l', price: '32.00' });
    // "one" (C62) is a piece; a unit the column has no choice for leaves its default.
    expect(partsRow(columns, line({ unit_code: 'C62' }), 0).unit).toBe('buc');
    expect(partsRow(columns, line({ unit_code: 'HUR' }), 0)).not.toHaveProperty('unit');
  });
});
