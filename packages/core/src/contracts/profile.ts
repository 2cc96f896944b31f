import { z } from 'zod';
import { type ScalarField } from '../forms/definition.js';
import { type ValidationCode } from '../forms/messages.js';
import { normalizeInput } from '../forms/normalize.js';
import { checkValue } from '../forms/validate-field.js';
const isoDateTime = z.string().describe('ISO 8601 date-time');

/**
 * The company's own data, typed once and printed on every document: each text field fills the
 * form field whose role is `company.<key>` (county and city go into the address).
 */
export const COMPANY_PROFILE_TEXT_FIELDS = ['name', 'cui', 'reg_no', 'address', 'county', 'city', 'phone', 'email', 'iban', 'bank'] as const;
export type CompanyProfileTextField = (typeof COMPANY_PROFILE_TEXT_FIELDS)[number];

/** Checked with the same validators as the forms' fields of that type (CUI, IBAN, trade register). */
const FIELD_CHECKS: Record<CompanyProfileTextField, ScalarField> = {
  name: { name: 'name', type: 'text', label: 'name', maxLength: 200 },
  cui: { name: 'cui', type: 'cui', label: 'cui' },
  reg_no: { name: 'reg_no', type: 'text', label: 'reg_no', role: 'company.reg_no' },
  address: { name: 'address', type: 'textarea', label: 'address', maxLength: 500 },
  county: { name: 'county', type: 'text', label: 'county', maxLength: 60 },
  city: { name: 'city', type: 'text', label: 'city', maxLength: 100 },
  phone: { name: 'phone', type: 'phone', label: 'phone' },
  email: { name: 'email', type: 'email', label: 'email' },
  iban: { name: 'iban', type: 'iban', label: 'iban' },
  bank: { name: 'bank', type: 'text', label: 'bank', maxLength: 100 },
};

/** Fields a profile must have: every document names its issuer by name and tax id. */
export const COMPANY_PROFILE_REQUIRED: readonly CompanyProfileTextField[] = ['name', 'cui'];

const text = (max: number) => z.string().max(max).default('');

export const companyProfileBody = z.object({
  name: text(200).describe('company name'),
  cui: text(20).describe('CUI / CIF, with RO for a VAT payer if wished'),
  reg_no: text(30).describe('trade register number (J12/345/2020 or J2012000750528)'),
  address: text(500).describe('street and number'),
  county: text(60),
  city: text(100),
  phone: text(40),
  email: text(254),
  iban: text(42),
  bank: text(100),
  vat_payer: z.boolean().default(false).describe('registered for VAT'),
});
export type CompanyProfileBody = z.infer<typeof companyProfileBody>;

export const companyProfileDto = companyProfileBody.required().extend({
  updated_at: isoDateTime.nullable().describe('null until the profile is saved the first time'),
});
export type CompanyProfileDto = z.infer<typeof companyProfileDto>;

export type CompanyProfileProblem = { path: CompanyProfileTextField; code: ValidationCode; params?: Record<string, string | number> };

/**
 * The profile as it is stored (identifiers normalised: "ro 18547290" → "RO18547290", IBAN in
 * capitals without spaces, text trimmed), or the problems of the fields that fail.
 */
export const checkCompanyProfile = (
  body: CompanyProfileBody,
): { ok: true; profile: CompanyProfileBody } | { ok: false; problems: CompanyProfileProblem[] } => {
  const problems: CompanyProfileProblem[] = [];
  const profile: CompanyProfileBody = { ...body };
  for (const key of COMPANY_PROFILE_TEXT_FIELDS) {
    const field = FIELD_CHECKS[key];
    const raw = body[key];
    if (raw.trim() === '') {
      if (COMPANY_PROFILE_REQUIRED.includes(key)) problems.push({ path: key, code: 'required' });
      profile[key] = '';
      continue;
    }
    const problem = checkValue(field, raw);
    if (problem) problems.push({ path: key, ...problem });
    const normalized = normalizeInput(field, raw);
    profile[key] = typeof normalized === 'string' ? normalized.trim() : raw.trim();
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, profile };
};

/** What the dashboard's first steps show, from what the account has really done. */
export const firstStepsDto = z.object({
  profile_filled: z.boolean().describe('the company profile has been saved'),
  document_saved: z.boolean().describe('at least one document has been saved'),
  dismissed: z.boolean().describe('the user closed the first steps'),
});
export type FirstStepsDto = z.infer<typeof firstStepsDto>;
