import type { Field, FormDefinition, Step } from './definition.js';
import type { FieldRole } from './roles.js';

/**
 * What a definition says about itself, asked in one place by the server (saving, numbering, PDFs,
 * e-Factura, the calendar) and the web alike, rather than each parsing the definition its own way.
 */

export type FieldOfRole = { step: Step; field: Field; path: string };

/** The first field with this role, with its step and its "step.field" path. */
export const fieldOfRole = (def: FormDefinition, role: FieldRole | (string & {})): FieldOfRole | undefined => {
  for (const step of def.steps) for (const field of step.fields) if (field.role === role) return { step, field, path: `${step.name}.${field.name}` };
  return undefined;
};

/** ["step", "field"] of the field the server writes the document's number into (`document.number.field`), when it has one. */
export const numberFieldPath = (def: FormDefinition): [string, string] | undefined => {
  const [step, field] = (def.document.number?.field ?? '').split('.');
  return step && field ? [step, field] : undefined;
};

/** Only invoices have an e-Factura: kind invoice, not a proforma or an estimate. */
export const isInvoice = (def: FormDefinition): boolean => def.document.kind === 'invoice';

/** Documents of this definition are appointments the calendar holds: a field with role appointment.hours. */
export const isAppointmentForm = (def: FormDefinition): boolean => fieldOfRole(def, 'appointment.hours') !== undefined;
