import type { DocumentDto } from '@atelier/core';
import { makeDocument, type Author } from './documents.js';

export type AppointmentDataParams = { date?: string; start?: string; hours?: number; status?: string; client?: string; plate?: string; email?: string };

/** The data of an appointment document of the catalogue's internal appointments application. */
export const appointmentData = ({ date = '', start = '', hours = 1, status = 'scheduled', client = 'Ion Popescu', plate = 'CJ 12 ABC', email = '' }: AppointmentDataParams = {}) => ({
  company: { name: 'Service Auto Rapid SRL', cui: 'RO18547290', address: 'Str. Fabricii 3, Cluj-Napoca' },
  client: { type: 'pf', name: client, phone: '0722 123 456', ...(email ? { email } : {}) },
  vehicle: { make: 'Dacia', plate },
  appointment: { service: 'Schimb ulei și filtre', date, start, hours, status },
});

export type AppointmentData = ReturnType<typeof appointmentData>;

/** Saves an appointment document of the application `formId`; it must be accepted. */
export const bookAppointment = ({ user, formId, data }: { user: Author; formId: string; data: AppointmentData }): Promise<DocumentDto> =>
  makeDocument({ user, formId, data });
