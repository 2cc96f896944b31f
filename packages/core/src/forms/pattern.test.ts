import { describe, expect, it } from 'vitest';
import { catalogFiles } from './test-support/fixtures.js';
import { compilePattern } from './pattern.js';
import { checkValue } from './validate-field.js';

// Core has no Node types; the unit tests run in Node.
declare const process: { cpuUsage: (since?: { user: number; system: number }) => { user: number; system: number } };

/** CPU time (ms) of `run` in this process: what the call itself costs, whatever else the machine does. */
const cpuMs = (run: () => void): number => {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

describe('definition patterns (RE2, linear time)', () => {
  it('matches the whole value, as before, for the patterns the catalogue uses', () => {
    const patterns = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (key === 'pattern' && typeof item === 'string') patterns.add(item);
          else collect(item);
        }
      }
    };
    Object.values(catalogFiles).forEach(collect);
    expect(patterns.size).toBeGreaterThan(0);
    const samples = ['IT12345678901', '12345678901', 'RSSMRA85T10A562S', 'AB-123', '1234', 'ab-123', '', 'x', 'RSSMRA85T10A562S ', '123456789012345'];
    for (const source of patterns) {
      const pattern = compilePattern(source);
      expect(pattern.ok, source).toBe(true);
      const native = new RegExp(`^(?:${source})$`, 'u');
      for (const sample of samples) expect(pattern.ok && pattern.test(sample), `${source} ~ ${sample}`).toBe(native.test(sample));
    }
  });

  it('takes JavaScript escapes and refuses what cannot run in linear time', () => {
    const romanian = compilePattern('[\\u0100-\\u017F\\u0218-\\u021Ba-z ]+');
    expect(romanian.ok && romanian.test('ștefan ă')).toBe(true);
    for (const source of ['(a)\\1', 'a(?=b)', 'a(?!b)', '(?<=a)b', '(?<!a)b', '(', 'a{1001}']) {
      expect(compilePattern(source), source).toMatchObject({ ok: false, message: expect.stringMatching(/RE2/) });
    }
  });

  it('answers a catastrophic pattern at once: (a+)+b against 10,000 characters', () => {
    const field = { name: 'code', type: 'text', label: 'Cod', pattern: '(a+)+b' } as const;
    checkValue({ ...field, pattern: '(c+)+d' }, 'c'.repeat(100)); // the engine's own code warmed up, not this pattern
    // A backtracking engine needs about 2^n steps here: 30 characters took 6.3 s; 10,000 would never end.
    let problem: unknown;
    const ms = cpuMs(() => (problem = checkValue(field, 'a'.repeat(10_000))));
    expect(problem).toEqual({ code: 'pattern' });
    expect(ms).toBeLessThan(50);
    expect(checkValue(field, `${'a'.repeat(10_000)}b`)).toBeUndefined();
  });
});
