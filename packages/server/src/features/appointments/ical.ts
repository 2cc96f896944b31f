import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { addDays } from '@atelier/core';

/** Appointments keep Bucharest's wall-clock day and time; a calendar gets them as UTC instants. */
const TIME_ZONE = 'Europe/Bucharest';
const HOUR_MS = 3_600_000;
const PARTS = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** Bucharest's offset from UTC at an instant, in ms (+2 h in winter, +3 h in summer). */
const offsetAt = (instant: number): number => {
  const p = Object.fromEntries(PARTS.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - instant;
};

/** The instant of a Bucharest wall-clock day and time ("2026-12-02", "09:30"). */
export const bucharestInstant = (day: string, time: string): Date => {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const first = wall - offsetAt(wall);
  // Near a change of offset the first guess can sit on the other side of it: settle on the offset of the result.
  return new Date(wall - offsetAt(first));
};

/** What a calendar shows of one appointment: the calendar's row, as the feed and the e-mail read it. */
export type CalendarAppointment = {
  id: string;
  number: string;
  /** The document's version: the event's SEQUENCE, so a calendar takes a re-sent, changed appointment as newer. */
  version: number;
  date: string;
  start: string | null;
  hours: number;
  status: string;
  client: string;
  phone: string;
  plate: string;
  reason: string;
};

/** The same UID in the feed and in every e-mail, so a calendar merges them into one event. */
export const appointmentUid = (id: string): string => `appointment-${id}@atelier`;

const summaryOf = (a: CalendarAppointment): string => {
  const text = [a.client, a.plate, a.reason].map((part) => part.replace(/\s+/g, ' ').trim()).filter(Boolean).join(' · ');
  return `${a.status === 'completed' ? '✓ ' : ''}${text || a.number}`;
};

/**
 * An iCalendar (RFC 5545) of appointments: a VEVENT each, timed ones from their start for their
 * hours (UTC), untimed ones as all-day events of their day. A completed appointment stays
 * CONFIRMED (the visit happened), is marked ✓ and no longer blocks the time.
 */
export const appointmentsCalendar = ({
  name,
  appointments,
  stamp,
  method,
}: {
  name: string;
  appointments: readonly CalendarAppointment[];
  stamp: Date;
  /** PUBLISH for an e-mail's attachment; none for a subscribed feed. */
  method?: 'PUBLISH';
}): string => {
  const calendar = ical({ name, prodId: { company: 'Atelier', product: 'Programari', language: 'RO' }, ...(method ? { method: ICalCalendarMethod.PUBLISH } : {}), ttl: 3600 });
  for (const a of appointments) {
    const completed = a.status === 'completed';
    const timing = a.start
      ? { start: bucharestInstant(a.date, a.start), end: new Date(bucharestInstant(a.date, a.start).getTime() + Math.max(a.hours, 0.25) * HOUR_MS) }
      : { start: new Date(`${a.date}T00:00:00Z`), end: new Date(`${addDays(a.date, 1)}T00:00:00Z`), allDay: true };
    calendar.createEvent({
      id: appointmentUid(a.id),
      sequence: Math.max(0, a.version - 1),
      ...timing,
      stamp,
      summary: summaryOf(a),
      description: [a.number, a.reason, a.phone].filter(Boolean).join('\n'),
      status: ICalEventStatus.CONFIRMED,
      transparency: completed ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    });
  }
  return calendar.toString();
};
