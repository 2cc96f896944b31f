import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './definition.js';
import { fieldOfRole, isAppointmentForm, isInvoice, numberFieldPath } from './definition-helpers.js';
import { parseFormDefinition } from './parse.js';
import { setDocumentNumber } from './submission.js';
import { catalogFiles, fileName, loadDefinition } from './test-support/fixtures.js';

const catalog = (name: string): FormDefinition => {
  const entry = Object.entries(catalogFiles).find(([path]) => fileName(path) === `${name}.json`);
  const result = parseFormDefinition(JSON.parse(JSON.stringify(entry?.[1])));
  if (!result.ok) throw new Error(`${name} does not parse`);
  return result.definition;
};

describe('definition helpers (what a definition says about itself, asked in one place)', () => {
  it('finds the first field of a role with its step and path, and nothing for a role no field has', () => {
    const def = catalog('factura-platitor-tva');
    const found = fieldOfRole(def, 'client.name');
    expect(found).toBeDefined();
    expect(found!.step.fields).toContain(found!.field);
    expect(found!.field.role).toBe('client.name');
    expect(found!.path).toBe(`${found!.step.name}.${found!.field.name}`);
    expect(fieldOfRole(def, 'appointment.hours')).toBeUndefined();
  });

  it('reads the number field from document.number.field, and none when the definition has none or a malformed one', () => {
    const def = catalog('factura-platitor-tva');
    const field = def.document.number?.field;
    expect(field).toBeDefined();
    expect(numberFieldPath(def)).toEqual(field!.split('.'));
    expect(numberFieldPath({ ...def, document: { ...def.document, number: undefined } })).toBeUndefined();
    expect(numberFieldPath({ ...def, document: { ...def.document, number: { ...def.document.number, field: 'nodot' } } })).toBeUndefined();
    const [step, name] = numberFieldPath(def)!;
    expect(setDocumentNumber(def, {}, 'FCT-0007')).toEqual({ [step]: { [name]: 'FCT-0007' } });
  });

  it('tells an invoice (kind invoice) from an estimate, and a form the calendar holds (a field of role appointment.hours)', () => {
    expect(isInvoice(catalog('factura-platitor-tva'))).toBe(true);
    expect(isInvoice(catalog('factura-neplatitor-tva'))).toBe(true);
    const estimate = loadDefinition('deviz-auto-platitor-tva');
    expect(isInvoice(estimate)).toBe(false);
    expect(isAppointmentForm(estimate)).toBe(false);
    expect(isAppointmentForm(catalog('programare-interna-service'))).toBe(true);
  });
});
