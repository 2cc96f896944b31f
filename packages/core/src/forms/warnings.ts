import { validateCui } from '../validators/cui.js';
import { type ScalarField } from './definition.js';

/** A value that is valid but probably not what was meant, with the value that fixes it. Never blocks a save. */
export type FieldWarning = { code: 'cui_vat_prefix'; fix: string };

/**
 * The warning of a scalar field's value, or undefined. A VAT payer's CUI (`vatPayer` on the field,
 * shown as "Cu prefixul RO" in its help) typed without RO: valid as a CUI, but the document would
 * name a VAT payer without its VAT code. A warning, not an error: only ANAF knows the real status.
 */
export const fieldWarning = (field: ScalarField, raw: unknown): FieldWarning | undefined => {
  if (field.type !== 'cui' || field.vatPayer !== true || typeof raw !== 'string') return undefined;
  const result = validateCui(raw);
  return result.ok && !result.normalized.startsWith('RO') ? { code: 'cui_vat_prefix', fix: `RO${result.normalized}` } : undefined;
};
