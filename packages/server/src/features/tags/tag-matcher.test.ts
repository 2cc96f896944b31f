import { describe, expect, it } from 'vitest';
import { foldWords, serviceDate, tagMatcher, vehicleKey } from './tag-matcher.js';

describe('tag matcher', () => {
  const match = tagMatcher([
    { id: 'oil', name: 'Revizie ulei', aliases: 'ulei, schimb ulei, filtru ulei' },
    { id: 'timing', name: 'Distribuție', aliases: 'kit distributie, curea distribuție' },
    { id: 'ac', name: 'Climatizare', aliases: 'AC, freon' },
  ]);

  it('matches whole words, whatever the case and diacritics', () => {
    expect(match('Schimb ulei motor')).toEqual(['oil']);
    expect(match('ULEI 5W30')).toEqual(['oil']);
    expect(match('Kit DISTRIBUTIE complet')).toEqual(['timing']);
    expect(match('Înlocuire curea distributie; Încărcare freon')).toEqual(['timing', 'ac']);
    expect(match('distribuţie (cedilla)')).toEqual(['timing']);
  });

  it('does not match inside a longer word or phrases out of order', () => {
    expect(match('Uleiere lanț')).toEqual([]);
    expect(match('Acumulator nou')).toEqual([]);
    expect(match('ulei-schimb')).toEqual(['oil']);
    expect(match('')).toEqual([]);
  });

  it('folds text to words', () => {
    expect(foldWords('  Șurub, PIULIȚĂ-M8 ')).toBe('surub piulita m8');
  });

  it('keys a vehicle by plate, else VIN, and dates a service', () => {
    expect(vehicleKey({ 'vehicle.plate': 'cj 12 abc', 'vehicle.vin': 'X' })).toBe('CJ12ABC');
    expect(vehicleKey({ 'vehicle.vin': 'uu1abc12345678901' })).toBe('UU1ABC12345678901');
    expect(vehicleKey({})).toBeUndefined();
    expect(serviceDate({ 'document.date': '2025-09-15T10:30:00+03:00' }, new Date('2026-01-01'))).toBe('2025-09-15');
    expect(serviceDate({ 'service.exit_date': '2025-10-01', 'document.date': '2025-09-15' }, new Date('2026-01-01'))).toBe('2025-10-01');
    expect(serviceDate({}, new Date('2026-01-02T10:00:00Z'))).toBe('2026-01-02');
  });
});
