import { countyCodeOf, type CompanyProfileDto, type FormDefinition, type StepData } from '@atelier/core';

/** The address as one text: street, city, county ("jud." omitted where the city is the county, București). */
const fullAddress = ({ address, city, county }: CompanyProfileDto): string =>
  [address, city, county && county !== city ? `jud. ${county}` : ''].filter((part) => part.trim() !== '').join(', ');

/** A VAT payer's tax id is printed with RO. */
const taxId = ({ cui, vat_payer }: CompanyProfileDto): string => (vat_payer && cui !== '' && !cui.startsWith('RO') ? `RO${cui}` : cui);

/**
 * What the company profile puts into a step: each field whose role is `company.<key>` gets the
 * profile's value of that key (empty values are left out, so the step's own defaults stay).
 */
export const profileStepValues = (definition: FormDefinition, stepName: string, profile: CompanyProfileDto): StepData => {
  const step = definition.steps.find((candidate) => candidate.name === stepName);
  const values: StepData = {};
  // A step that asks for the address in parts (invoices, for e-Factura) gets street, city and county apart.
  const parts = (step?.fields ?? []).some((field) => field.role === 'company.county');
  for (const field of step?.fields ?? []) {
    const key = field.role?.startsWith('company.') ? field.role.slice('company.'.length) : undefined;
    if (!key || field.compute !== undefined) continue;
    if (key === 'vat_payer') {
      if (field.type === 'checkbox') values[field.name] = profile.vat_payer;
      continue;
    }
    const value =
      key === 'address' && !parts
        ? fullAddress(profile)
        : key === 'county'
          ? (countyCodeOf(profile.county) ?? '')
          : key === 'cui'
            ? taxId(profile)
            : profile[key as keyof CompanyProfileDto];
    if (typeof value === 'string' && value !== '') values[field.name] = value;
  }
  return values;
};
