import { formatFieldValue, type ScalarField } from '@atelier/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { screenFormat } from './format-value';

const texts: Record<string, string> = { 'form.yes': 'Da', 'form.no': 'Nu' };
const options = screenFormat({ locale: 'ro', currency: 'RON', t: ((key: string) => texts[key] ?? key) as unknown as TFunction });
const field = (over: Partial<ScalarField> & Pick<ScalarField, 'type'>) => ({ name: 'x', label: 'X', ...over }) as ScalarField;

describe('the screen formats a value as the PDF prints it', () => {
  it('shows a year as 2016, as the PDF prints it, and still groups an odometer', () => {
    expect(formatFieldValue(field({ type: 'number', role: 'vehicle.year', decimals: 0, min: 1900, max: 2100 }), 2016, options)).toBe('2016');
    expect(formatFieldValue(field({ type: 'number', role: 'vehicle.odometer', decimals: 0 }), 187450, options)).toBe('187.450');
  });

  it('shows a plate spaced as on the PDF', () => {
    expect(formatFieldValue(field({ type: 'plate' }), 'CJ12ABC', options)).toBe('CJ 12 ABC');
  });

  it("keeps a number field's decimals, ticks a checkbox stored as 'true', and says Nu for one nobody touched (the PDF leaves it blank)", () => {
    expect(formatFieldValue(field({ type: 'number', decimals: 2 }), 3.14159, options)).toBe('3,14');
    expect(formatFieldValue(field({ type: 'checkbox' }), 'true', options)).toBe('Da');
    expect(formatFieldValue(field({ type: 'checkbox' }), undefined, options)).toBe('Nu');
    expect(formatFieldValue(field({ type: 'checkbox' }), false, options)).toBe('Nu');
  });
});
