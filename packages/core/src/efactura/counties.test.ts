import { describe, expect, it } from 'vitest';
import { COUNTIES, bucharestSector, countyCodeOf } from './counties.js';

describe('counties', () => {
  it('has the 41 counties and Bucharest, each code once', () => {
    expect(COUNTIES).toHaveLength(42);
    expect(new Set(COUNTIES.map(([code]) => code)).size).toBe(42);
  });

  it('reads a code or a name as people write it', () => {
    expect(countyCodeOf('CJ')).toBe('CJ');
    expect(countyCodeOf('ro-cj')).toBe('CJ');
    expect(countyCodeOf('jud. Cluj')).toBe('CJ');
    expect(countyCodeOf('Iasi')).toBe('IS');
    expect(countyCodeOf('Bistrita Nasaud')).toBe('BN');
    expect(countyCodeOf('Municipiul București')).toBe('B');
    expect(countyCodeOf('Narnia')).toBeUndefined();
    expect(countyCodeOf('')).toBeUndefined();
  });

  it('finds a Bucharest sector in the city text', () => {
    expect(bucharestSector('Sector 3')).toBe('SECTOR3');
    expect(bucharestSector('București, sectorul 6')).toBe('SECTOR6');
    expect(bucharestSector('SECTOR1')).toBe('SECTOR1');
    expect(bucharestSector('S2')).toBe('SECTOR2');
    expect(bucharestSector('București')).toBeUndefined();
    expect(bucharestSector('Sector 7')).toBeUndefined();
  });
});
