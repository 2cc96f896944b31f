import type { ScalarField } from '@atelier/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatFieldValue } from './format-value';

const context = { locale: 'ro' as const, currency: 'RON' as const, t: ((key: string) => key) as unknown as TFunction };
const field = (over: Partial<ScalarField> & Pick<ScalarField, 'type'>) => ({ name: 'x', label: 'X', ...over }) as ScalarField;

describe('formatFieldValue', () => {
  it('shows a year as 2016, as the PDF prints it, and still groups an odometer', () => {
    expect(formatFieldValue(field({ type: 'number', role: 'vehicle.year', decimals: 0, min: 1900, max: 2100 }), 2016, context)).toBe('2016');
    expect(formatFieldValue(field({ type: 'number', role: 'vehicle.odometer', decimals: 0 }), 187450, context)).toBe('187.450');
  });

  it('shows a plate spaced as on the PDF', () => {
    expect(formatFieldValue(field({ type: 'plate' }), 'CJ12ABC', context)).toBe('CJ 12 ABC');
  });
});
