import { describe, expect, it } from 'vitest';
import { odometerKm, odometerTimeline, plateKey, vehicleSearchKey, vinKey } from './index.js';

describe('plateKey', () => {
  it.each(['CJ 12 ABC', 'cj12abc', 'CJ-12-ABC', ' cj.12.abc ', 'Cj 12-abc', 'CJ\u00a012\u00a0ABC'])('keys %j as CJ12ABC', (plate) => {
    expect(plateKey(plate)).toBe('CJ12ABC');
  });

  it('keeps Bucharest, red and test plates in their stored form', () => {
    expect(plateKey('B 123 XYZ')).toBe('B123XYZ');
    expect(plateKey('cj 012345')).toBe('CJ012345');
    expect(plateKey('CJ 123 PROBĂ')).toBe('CJ123PROBA');
    expect(plateKey('cj 123 probă')).toBe('CJ123PROBA');
  });

  it('keeps a foreign or odd plate as its compacted upper case, and nothing for blank', () => {
    expect(plateKey('M-AB 1234')).toBe('MAB1234');
    expect(plateKey('xx 12 abc')).toBe('XX12ABC');
    expect(plateKey('  ')).toBeUndefined();
    expect(plateKey('')).toBeUndefined();
    expect(plateKey(undefined)).toBeUndefined();
    expect(plateKey(null)).toBeUndefined();
  });
});

describe('vinKey', () => {
  it('keys a 17-character VIN in upper case, spaces and dashes dropped', () => {
    expect(vinKey('1m8gdm9axkp042788')).toBe('1M8GDM9AXKP042788');
    expect(vinKey('WVW ZZZ 1JZ XW000001')).toBe('WVWZZZ1JZXW000001');
  });

  it('does not require the check digit (EU makers do not keep it)', () => {
    expect(vinKey('1M8GDM9A1KP042788')).toBe('1M8GDM9A1KP042788');
    expect(vinKey('UU1ABC12345678901')).toBe('UU1ABC12345678901');
  });

  it('refuses I, O, Q and other lengths: no key', () => {
    expect(vinKey('WVWZZZ1JZXW00000O')).toBeUndefined();
    expect(vinKey('WVWZZZ1JZXW00000I')).toBeUndefined();
    expect(vinKey('WVWZZZ1JZXW00000Q')).toBeUndefined();
    expect(vinKey('WVWZZZ1JZXW0000')).toBeUndefined();
    expect(vinKey('')).toBeUndefined();
    expect(vinKey(undefined)).toBeUndefined();
  });
});

describe('vehicleSearchKey', () => {
  it('compacts a query as a plate', () => {
    expect(vehicleSearchKey('cj12')).toBe('CJ12');
    expect(vehicleSearchKey('CJ 12 A')).toBe('CJ12A');
    expect(vehicleSearchKey(' ')).toBeUndefined();
  });
});

describe('odometerKm', () => {
  it.each([
    ['123456', 123456],
    ['123456.7', 123456],
    ['123 456', 123456],
    ['0', 0],
    ['9999999', 9999999],
  ])('reads %j as %d km', (fact, km) => expect(odometerKm(fact)).toBe(km));

  it.each(['', '-5', 'abc', '12 km', '10000000', '1e6'])('reads %j as no reading', (fact) => expect(odometerKm(fact)).toBeUndefined());
});

describe('odometerTimeline', () => {
  it('orders the readings by day and flags one lower than an earlier one (Legea 142/2023)', () => {
    const points = odometerTimeline([
      { documentId: 'c', day: '2026-03-01', km: 120_500 },
      { documentId: 'a', day: '2026-01-10', km: 100_000 },
      { documentId: 'd', day: '2026-04-01', km: 90_000 },
      { documentId: 'b', day: '2026-02-01', km: 110_000 },
    ]);
    expect(points.map((p) => [p.documentId, p.rollback])).toEqual([['a', false], ['b', false], ['c', false], ['d', true]]);
    expect(points[3]?.previous).toEqual({ km: 120_500, day: '2026-03-01', documentId: 'c' });
  });

  it('keeps flagging after a rollback until the car passes its old figure, and lets equal readings be', () => {
    const points = odometerTimeline([
      { documentId: 'a', day: '2026-01-01', km: 100_000 },
      { documentId: 'b', day: '2026-01-01', km: 100_000 },
      { documentId: 'c', day: '2026-02-01', km: 50_000 },
      { documentId: 'd', day: '2026-03-01', km: 60_000 },
      { documentId: 'e', day: '2026-04-01', km: 101_000 },
    ]);
    expect(points.map((p) => p.rollback)).toEqual([false, false, true, true, false]);
    expect(points[3]?.previous?.documentId).toBe('a');
  });

  it('is empty for no readings', () => {
    expect(odometerTimeline([])).toEqual([]);
  });
});
