import type { DocumentDto, FieldRole, FormDefinition } from '@atelier/core';
import type { DocumentSeed } from '../documents';

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

/** A form tied to appointments (a field of role appointment.hours) shows the day's available hours. */
export const isAppointmentForm = (definition: FormDefinition): boolean => definition.steps.some((step) => step.fields.some((field) => field.role === 'appointment.hours'));
