import { describe, expect, it } from 'vitest';
import { trialState } from './trial-state';

const now = Date.parse('2026-03-01T12:00:00Z');

describe('trialState', () => {
  it('counts whole days left, rounding up', () => {
    expect(trialState('2026-03-31T12:00:00Z', now)).toEqual({ kind: 'active', daysLeft: 30 });
    expect(trialState('2026-03-01T14:00:00Z', now)).toEqual({ kind: 'active', daysLeft: 1 });
  });

  it('reports an ended trial', () => {
    expect(trialState('2026-03-01T12:00:00Z', now)).toEqual({ kind: 'ended' });
    expect(trialState('2026-02-01T00:00:00Z', now)).toEqual({ kind: 'ended' });
  });
});
