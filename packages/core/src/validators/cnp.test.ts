import { describe, expect, it } from 'vitest';
import { validateCnp } from './cnp.js';

// Check digits below were computed with the key 279146358279 (domain-ro §4.2).
const now = new Date('2026-03-01T12:00:00Z');

describe('CNP', () => {
  it('accepts the worked example and the e-Factura placeholder', () => {
    expect(validateCnp('1630615123457', { now })).toEqual({ ok: true, normalized: '1630615123457' });
    expect(validateCnp('0000000000000', { now }).ok).toBe(true);
  });

  it('rejects the worked invalid examples: check digit, month 22, 30 February, county 60, length, first digit 0', () => {
    expect(validateCnp('1630615123458', { now })).toEqual({ ok: false, code: 'cnp_checksum' });
    expect(validateCnp('1632215123457', { now })).toEqual({ ok: false, code: 'cnp_date' });
    expect(validateCnp('1630230123457', { now })).toEqual({ ok: false, code: 'cnp_date' });
    expect(validateCnp('1630615603457', { now })).toEqual({ ok: false, code: 'cnp_county' });
    expect(validateCnp('163061512345', { now })).toEqual({ ok: false, code: 'cnp_format' });
    expect(validateCnp('0630615123457', { now })).toEqual({ ok: false, code: 'cnp_format' });
  });

  it('refuses a birth date after today and accepts one of today', () => {
    // S=5: born 2026-03-02, the day after `now`; 2026-03-01 is today.
    expect(validateCnp('5260302123459', { now })).toEqual({ ok: false, code: 'cnp_future' });
    expect(validateCnp('5260301123456', { now })).toEqual({ ok: true, normalized: '5260301123456' });
    // 2099-12-31 under the real clock too.
    expect(validateCnp('5991231123459')).toEqual({ ok: false, code: 'cnp_future' });
  });

  it('counts "today" in Romania: 00:30 in Bucharest is already the next day', () => {
    // 22:30 UTC on 1 March is 00:30 on 2 March in Bucharest (EET, UTC+2).
    expect(validateCnp('5260302123459', { now: new Date('2026-03-01T22:30:00Z') }).ok).toBe(true);
  });

  it('takes either century for residents and foreigners (7, 8, 9) as long as one is not in the future', () => {
    // 7 30 01 01: 1930 (2030 would be in the future).
    expect(validateCnp('7300101123451', { now }).ok).toBe(true);
  });

  it('gives the serial 000 its own code, not a format error', () => {
    expect(validateCnp('1630615120005', { now })).toEqual({ ok: false, code: 'cnp_serial' });
  });

  it('knows 29 February only in leap years', () => {
    const withCheck = (body: string): string => {
      const w = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
      const r = [...body].reduce((s, c, i) => s + Number(c) * (w[i] ?? 0), 0) % 11;
      return body + String(r === 10 ? 1 : r);
    };
    expect(validateCnp(withCheck('500022912345'), { now }).ok).toBe(true);
    expect(validateCnp(withCheck('501022912345'), { now })).toEqual({ ok: false, code: 'cnp_date' });
  });
});
