import type { DocumentDto, FieldRole, FormData, FormDefinition } from '@atelier/core';

/** What a new document starts with besides its defaults, and the metadata it is saved with. */
export type DocumentSeed = { values: Partial<Record<FieldRole, string>>; metadata?: Record<string, unknown> };

/** The roles an estimate takes from the appointment it is made from: the client, the car and the work asked for. */
const FROM_APPOINTMENT: readonly FieldRole[] = [
  'client.type',
  'client.name',
  'client.cnp',
  'client.cui',
  'client.reg_no',
  'client.address',
  'client.phone',
  'client.email',
  'vehicle.plate',
  'vehicle.vin',
  'vehicle.make',
  'vehicle.model',
  'vehicle.year',
  'vehicle.odometer',
  'vehicle.fuel',
  'service.reason',
];

/** The seed of an estimate made from `appointment`: its client, vehicle and reason by role, and the link back. */
export const seedFromAppointment = (appointment: DocumentDto): DocumentSeed => ({
  values: Object.fromEntries(FROM_APPOINTMENT.flatMap((role) => (appointment.facts[role] ? [[role, appointment.facts[role]]] : []))),
  metadata: { appointment_id: appointment.id },
});

/** The seed of an appointment booked from a free slot of the calendar. */
export const seedForSlot = (date: string | null, start: string | null): DocumentSeed | undefined => {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  return { values: { 'appointment.date': date, ...(start && /^\d{2}:\d{2}$/.test(start) ? { 'appointment.time': start } : {}) } };
};

/** `data` with the seed's values put into the fields of their roles (numbers as numbers). */
export const applySeed = (definition: FormDefinition, data: FormData, seed: DocumentSeed | undefined): FormData => {
  if (!seed) return data;
  const next: FormData = { ...data };
  for (const step of definition.steps) {
    for (const field of step.fields) {
      const value = field.role ? seed.values[field.role] : undefined;
      if (value === undefined || field.type === 'array') continue;
      const typed = field.type === 'number' ? (Number.isFinite(Number(value)) ? Number(value) : undefined) : value;
      if (typed === undefined) continue;
      next[step.name] = { ...next[step.name], [field.name]: typed };
    }
  }
  return next;
};

/** The value of the field of `role` in the input, as text (the widget follows the date being typed). */
export const roleValue = (definition: FormDefinition, data: FormData, role: FieldRole): string | undefined => {
  for (const step of definition.steps) {
    for (const field of step.fields) {
      if (field.role !== role) continue;
      const value = data[step.name]?.[field.name];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    }
  }
  return undefined;
};
