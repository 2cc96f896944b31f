import { describe, expect, it } from 'vitest';
import { optionLabel, roleOptions } from './options.js';
import { parseFormDefinition } from './parse.js';
import { catalogFiles, fileName } from './test-support/fixtures.js';

const catalogApp = (name: string) => {
  const json = Object.entries(catalogFiles).find(([path]) => fileName(path) === `${name}.json`)?.[1];
  const parsed = parseFormDefinition(json);
  if (!parsed.ok) throw new Error(`${name} does not parse`);
  return parsed.definition;
};

describe('roleOptions and optionLabel', () => {
  const fleet = catalogApp('evidenta-flota');

  it("gathers the options of every select holding a role, in the asked language", () => {
    const en = roleOptions(fleet, 'finance.category', 'en');
    expect(optionLabel(en, 'fuel')).toBe('Fuel');
    expect(optionLabel(en, 'transport')).toBe('Transport income');
    expect(optionLabel(roleOptions(fleet, 'finance.category', 'ro'), 'fuel')).toBe('Combustibil');
    expect(optionLabel(roleOptions(fleet, 'finance.category', 'it'), 'fuel')).toBe('Carburante');
    expect(roleOptions(fleet, 'finance.kind', 'en').map((o) => o.label)).toEqual(['Income', 'Expense']);
  });

  it('keeps a value that no option holds as it is', () => {
    expect(optionLabel(roleOptions(fleet, 'finance.category', 'en'), 'Diverse')).toBe('Diverse');
    expect(roleOptions(fleet, 'invoice.status', 'en')).toEqual([]);
  });
});
