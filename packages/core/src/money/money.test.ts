import { describe, expect, it, vi } from 'vitest';
import { parseDecimal, roundHalfUp, sumMoney, toMoney, toMoneyString, vatAmount } from './decimal.js';
import { formatDate, formatDateTime, formatMoney } from './format.js';

describe('decimal money', () => {
  it('adds 0.1 + 0.2 lines to 0.30', () => {
    expect(sumMoney([0.1, 0.2])).toBe('0.30');
    expect(sumMoney(['0.1', '0.2', null, ''])).toBe('0.30');
  });
  it('rounds half-up where binary float rounds down', () => {
    // 0.5 × 2.01 = 1.005 exactly; as a float it is 1.00499…, which Math.round takes to 1.00.
    expect(toMoneyString(parseDecimal(0.5)!.times(parseDecimal('2.01')!))).toBe('1.01');
    expect(toMoney(1.005)).toBe('1.01');
    expect(toMoney(-1.005)).toBe('-1.01');
    expect(roundHalfUp(parseDecimal('2.345')!, 2).toFixed(2)).toBe('2.35');
  });
  it('reads numbers, dots, Romanian commas and groupings', () => {
    expect(toMoney(363)).toBe('363.00');
    expect(toMoney('12,50')).toBe('12.50');
    expect(toMoney('1.234,56')).toBe('1234.56');
    expect(toMoney('1,234.56')).toBe('1234.56');
    expect(toMoney(' 1 234,5 ')).toBe('1234.50');
    expect(toMoney('')).toBeNull();
    expect(toMoney('12a')).toBeUndefined();
    expect(toMoney(Number.NaN)).toBeUndefined();
  });
  it('computes VAT once on the base, rounded half-up', () => {
    expect(vatAmount('300.00', 21)).toBe('63.00');
    expect(vatAmount('10.05', 21)).toBe('2.11'); // 2.1105
    expect(vatAmount('0.50', 21)).toBe('0.11'); // 0.105
  });
});

describe('formatting', () => {
  it('formats money per locale', () => {
    const nbsp = /[\u00a0\u202f]/g;
    expect(formatMoney('1234.56', { locale: 'ro' }).replace(nbsp, ' ')).toBe('1.234,56 lei');
    expect(formatMoney(1234.56, { locale: 'ro', currency: 'EUR' }).replace(nbsp, ' ')).toBe('1.234,56 €');
    expect(formatMoney('1234.56', { locale: 'en', currency: 'USD' })).toBe('$1,234.56');
    expect(formatMoney('1234.56', { locale: 'en' }).replace(nbsp, ' ')).toBe('RON 1,234.56');
    expect(formatMoney('12345.67', { locale: 'it', currency: 'EUR' }).replace(nbsp, ' ')).toBe('12.345,67 €');
    expect(formatMoney('1.005', { locale: 'en', currency: 'EUR' })).toBe('€1.01');
    expect(formatMoney('abc', { locale: 'ro' })).toBe('');
  });
  it('formats dates per locale without a time-zone shift', () => {
    expect(formatDate('2025-09-05', 'ro')).toBe('05.09.2025');
    expect(formatDate('2025-09-05', 'en')).toBe('09/05/2025');
    expect(formatDate('2025-09-05T23:30:00Z', 'it')).toBe('05/09/2025');
    expect(formatDate(new Date(2025, 0, 2), 'ro')).toBe('02.01.2025');
    expect(formatDate('not a date', 'ro')).toBe('');
    expect(formatDateTime('2025-09-05T08:30', 'ro')).toBe('05.09.2025 08:30');
  });
  it('shows a timestamp the API sends (UTC, "…Z") in local time, date and hour', () => {
    vi.stubEnv('TZ', 'Europe/Bucharest');
    try {
      expect(formatDateTime('2026-11-29T23:00:00.000Z', 'ro')).toBe('30.11.2026 01:00');
      expect(formatDateTime('2026-07-01T21:15:00Z', 'en')).toBe('07/02/2026, 00:15');
      // A wall-clock value stays as written.
      expect(formatDateTime('2026-11-29T23:00', 'ro')).toBe('29.11.2026 23:00');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
