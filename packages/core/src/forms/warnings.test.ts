import { describe, expect, it } from 'vitest';
import { type FormDefinition, type ScalarField } from './definition.js';
import { parseFormDefinition } from './parse.js';
import { catalogFiles, fileName } from './test-support/fixtures.js';
import { validateSubmission } from './validate.js';
import { fieldWarning } from './warnings.js';

const cui = (vatPayer?: boolean): ScalarField => ({ type: 'cui', name: 'cui', label: 'CUI', ...(vatPayer === undefined ? {} : { vatPayer }) });

const catalogDefinition = (key: string): FormDefinition => {
  const json = Object.entries(catalogFiles).find(([path]) => fileName(path) === `${key}.json`)?.[1];
  const result = parseFormDefinition(json);
  if (!result.ok) throw new Error(`catalog/${key}.json does not parse`);
  return result.definition;
};

const companyCui = (def: FormDefinition): Extract<ScalarField, { type: 'cui' }> => {
  const field = def.steps.find((s) => s.name === 'company')?.fields.find((f) => f.name === 'cui');
  if (field?.type !== 'cui') throw new Error('no company.cui');
  return field;
};

describe('fieldWarning: a VAT payer CUI without RO', () => {
  it('warns and offers the value with RO when the field is a VAT payer', () => {
    expect(fieldWarning(cui(true), '18547290')).toEqual({ code: 'cui_vat_prefix', fix: 'RO18547290' });
    expect(fieldWarning(cui(true), ' 4266367 ')).toEqual({ code: 'cui_vat_prefix', fix: 'RO4266367' });
  });

  it('says nothing with RO, for an invalid CUI (that is an error), or when the field does not ask for RO', () => {
    expect(fieldWarning(cui(true), 'RO18547290')).toBeUndefined();
    expect(fieldWarning(cui(true), 'ro 18547290')).toBeUndefined();
    expect(fieldWarning(cui(true), '18547291')).toBeUndefined();
    expect(fieldWarning(cui(true), '')).toBeUndefined();
    expect(fieldWarning(cui(false), '18547290')).toBeUndefined();
    expect(fieldWarning(cui(), '18547290')).toBeUndefined();
  });

  it('is never an error: the submission saves without RO', () => {
    const def = catalogDefinition('deviz-auto-platitor-tva');
    const field = companyCui(def);
    expect(field).toMatchObject({ vatPayer: true, help: 'Cu prefixul RO (plătitor de TVA).' });
    expect(fieldWarning(field, '18547290')).toEqual({ code: 'cui_vat_prefix', fix: 'RO18547290' });
    const issues = validateSubmission(def, { company: { cui: '18547290' } }).filter((i) => i.path === 'company.cui');
    expect(issues).toEqual([]);
  });

  it('marks the company CUI of the catalogue by what its help says', () => {
    // VAT payers ask for RO; non-payers and documents without VAT (the help says "if") do not.
    expect(companyCui(catalogDefinition('factura-platitor-tva')).vatPayer).toBe(true);
    expect(companyCui(catalogDefinition('factura-neplatitor-tva')).vatPayer).toBeUndefined();
    expect(companyCui(catalogDefinition('nota-receptie-nir')).vatPayer).toBeUndefined();
  });
});
