import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { DocumentDto, ErrorBody } from '@atelier/core';
import type { TestUser } from '../../test/factories.js';

/** A call as the signed-in user. */
export const userCall = <T>(user: TestUser, method: string, url: string, json?: unknown) =>
  user.client.request<T & ErrorBody>(method, url, { token: user.token, ...(json === undefined ? {} : { json }) });

/** Saves an appointment document of the application `formId`; it must be accepted. */
export const bookAppointment = async (user: TestUser, formId: string, data: ReturnType<typeof appointmentData>) => {
  const res = await userCall<DocumentDto>(user, 'POST', `/api/user/forms/${formId}/submit`, { data });
  expect(res.status, res.text).toBe(201);
  return res.body;
};

/** The data of an appointment document of the catalogue's internal appointments application. */
export const appointmentData = ({
  date = '',
  start = '',
  hours = 1,
  status = 'scheduled',
  client = 'Ion Popescu',
  plate = 'CJ 12 ABC',
  email = '',
}: { date?: string; start?: string; hours?: number; status?: string; client?: string; plate?: string; email?: string } = {}) => ({
  company: { name: 'Service Auto Rapid SRL', cui: 'RO18547290', address: 'Str. Fabricii 3, Cluj-Napoca' },
  client: { type: 'pf', name: client, phone: '0722 123 456', ...(email ? { email } : {}) },
  vehicle: { make: 'Dacia', plate },
  appointment: { service: 'Schimb ulei și filtre', date, start, hours, status },
});

export type ParsedEvent = { uid: string; sequence: number; summary: string; start: string; end: string; allDay: boolean; status: string; transparency: string; description: string };

/** An iCalendar text read by ical.js (a maintained RFC 5545 parser): its METHOD and its events. */
export const parseCalendar = (text: string): { method: string | null; name: string | null; events: ParsedEvent[] } => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      start: event.startDate.isDate ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
      end: event.endDate.isDate ? event.endDate.toString() : event.endDate.toJSDate().toISOString(),
      allDay: event.startDate.isDate,
      status: String(vevent.getFirstPropertyValue('status') ?? ''),
      transparency: String(vevent.getFirstPropertyValue('transp') ?? ''),
      description: event.description,
    };
  });
  const method = calendar.getFirstPropertyValue('method');
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return { method: method === null ? null : String(method), name: name === null ? null : String(name), events };
};
