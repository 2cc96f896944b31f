import { describe, expect, it } from 'vitest';
import { validateRegistrySubmission } from './registry.js';

const today = '2026-11-26';
const known = [
  { code: 'R-ODO', requires_initial_odometer: true },
  { code: 'X-NOU', requires_initial_odometer: true },
  { code: 'REV', requires_initial_odometer: false },
];
const good = { vin: 'wvw zzz1jz xw000123', registration_number: 'cj 12 abc', odometer: 154321, service_date: today, codes: ['REV', 'REV'], notes: '  ' };

describe('validateRegistrySubmission (SPEC §5 Registry submission)', () => {
  it('normalises a good submission: VIN and plate compacted, codes once, empty notes dropped, no initial reading without R-ODO/I-ODO', () => {
    expect(validateRegistrySubmission({ ...good, initial_odometer: 5 }, { today, known })).toEqual({
      ok: true,
      value: { vin: 'WVWZZZ1JZXW000123', registration_number: 'CJ12ABC', odometer: 154321, service_date: today, codes: ['REV'] },
    });
  });

  it('names each missing field', () => {
    const result = validateRegistrySubmission({ codes: [] }, { today });
    expect(result.ok ? [] : result.problems).toEqual([
      { path: 'vin', code: 'required' },
      { path: 'registration_number', code: 'required' },
      { path: 'odometer', code: 'required' },
      { path: 'service_date', code: 'required' },
      { path: 'codes', code: 'codes_required' },
    ]);
  });

  it('wants the initial reading for R-ODO and I-ODO, and for any code the registry marks so', () => {
    for (const codes of [['R-ODO'], ['I-ODO'], ['X-NOU']]) {
      const result = validateRegistrySubmission({ ...good, codes }, { today, known: [...known, { code: 'I-ODO', requires_initial_odometer: true }] });
      expect(result.ok ? [] : result.problems, codes[0]).toEqual([{ path: 'initial_odometer', code: 'initial_odometer_required' }]);
    }
    const zero = validateRegistrySubmission({ ...good, codes: ['R-ODO'], initial_odometer: 0 }, { today, known });
    expect(zero.ok && zero.value.initial_odometer).toBe(0);
  });

  it('refuses a future date, a bad VIN and codes the registry does not list', () => {
    const result = validateRegistrySubmission({ ...good, vin: 'WVWZZZ1JZXW00012', service_date: '2026-11-27', codes: ['NU'] }, { today, known });
    expect(result.ok ? [] : result.problems).toEqual([
      { path: 'vin', code: 'vin_length' },
      { path: 'service_date', code: 'service_date_future' },
      { path: 'codes', code: 'unknown_code' },
    ]);
  });
});
