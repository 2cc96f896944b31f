import { describe, expect, it } from 'vitest';
import { checkCompanyProfile, type CompanyProfileBody } from '../contracts/profile.js';
import type { ScalarField } from './definition.js';
import { normalizeInput } from './normalize.js';

const text = (role?: ScalarField['role']): ScalarField => ({ name: 'reg_no', type: 'text', label: 'Nr. Reg. Com.', ...(role ? { role } : {}) });

describe('a trade register number as it is stored', () => {
  it.each(['J40-1234-2020', 'J40 1234 2020', 'J40/01234/2020', ' j40/1234/2020 '])('%s of the company or the client is stored as J40/1234/2020', (typed) => {
    expect(normalizeInput(text('company.reg_no'), typed)).toBe('J40/1234/2020');
    expect(normalizeInput(text('client.reg_no'), typed)).toBe('J40/1234/2020');
  });

  it('keeps the new format, a number it cannot read and any other text as typed (trimmed)', () => {
    expect(normalizeInput(text('company.reg_no'), 'J2012 000750 528')).toBe('J2012000750528');
    expect(normalizeInput(text('company.reg_no'), 'J40-1234')).toBe('J40-1234');
    expect(normalizeInput(text(), ' J40-1234-2020 ')).toBe('J40-1234-2020');
  });

  it('is stored normalised in the company profile too', () => {
    const body: CompanyProfileBody = { name: 'Firma SRL', cui: '18547290', reg_no: 'J40 01234 2020', address: '', county: '', city: '', phone: '', email: '', iban: '', bank: '', vat_payer: false };
    const checked = checkCompanyProfile(body);
    expect(checked.ok && checked.profile.reg_no).toBe('J40/1234/2020');
  });
});
