import type { ViewLine } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { approvedTotal } from './approved-total';

const line = (index: number, amount: number): ViewLine => ({ index, kind: 'part', description: `L${index}`, quantity: '1', unit_price: '', total: '', amount });

describe('the total of the ticked lines', () => {
  const lines = [line(0, 100.1), line(1, 200.2), line(2, 33.33)];
  it("is the document's total when every line is ticked, and its share otherwise (VAT included)", () => {
    expect(approvedTotal(lines, new Set([0, 1, 2]), 404.12)).toBe(404.12);
    // 100.10 of 333.63 of lines: that share of 404.12 with VAT.
    expect(approvedTotal(lines, new Set([0]), 404.12)).toBe(121.25);
    expect(approvedTotal(lines, new Set(), 404.12)).toBe(0);
  });
  it('is the sum of the ticked lines without a document total', () => {
    expect(approvedTotal(lines, new Set([0, 2]), null)).toBe(133.43);
  });
});
