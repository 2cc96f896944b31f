import { describe, expect, it } from 'vitest';
import { groupsDigits } from './number-display.js';

describe('groupsDigits', () => {
  it('leaves a year and small whole numbers ungrouped (2016, not 2.016)', () => {
    expect(groupsDigits({ type: 'number', role: 'vehicle.year' })).toBe(false);
    expect(groupsDigits({ type: 'number', decimals: 0, max: 2100 })).toBe(false);
  });

  it('groups amounts, odometers and numbers without a small maximum', () => {
    expect(groupsDigits({ type: 'number', role: 'vehicle.odometer', decimals: 0 })).toBe(true);
    expect(groupsDigits({ type: 'number', decimals: 0, max: 2_000_000 })).toBe(true);
    expect(groupsDigits({ type: 'money' })).toBe(true);
  });
});
