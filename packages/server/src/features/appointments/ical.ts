import { addDays } from '@atelier/core';

/** Appointments keep Bucharest's wall-clock day and time; a calendar gets them as UTC instants. */
const TIME_ZONE = 'Europe/Bucharest';
const HOUR_MS = 3_600_000;
const PARTS = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** Offsets already asked for, by UTC hour (Bucharest's offset only changes on the hour): Intl is slow per call. */
const OFFSETS = new Map<number, number>();
const MAX_OFFSETS = 100_000;

/** Bucharest's offset from UTC at an instant, in ms (+2 h in winter, +3 h in summer). */
const offsetAt = (instant: number): number => {
  const hour = Math.floor(instant / HOUR_MS);
  const known = OFFSETS.get(hour);
  if (known !== undefined) return known;
  const at = hour * HOUR_MS;
  const p = Object.fromEntries(PARTS.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  const offset = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - at;
  if (OFFSETS.size >= MAX_OFFSETS) OFFSETS.clear();
  OFFSETS.set(hour, offset);
  return offset;
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

/* ---- RFC 5545 serializing: a few string operations per line, no per-character allocation ---- */

const CRLF = '\r\n';
/** A content line's most octets, CRLF excluded (RFC 5545 §3.1); a continuation's leading space counts. */
const LINE_OCTETS = 75;

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break as `\n`;
 * other control characters (not allowed in TEXT) dropped.
 */
export const escapeText = (value: string): string =>
  value.replace(/\r\n|[\\;,\n\r]|(?!\t)\p{Cc}/gu, (match) => {
    if (match === '\\' || match === ';' || match === ',') return `\\${match}`;
    return match === '\r\n' || match === '\n' || match === '\r' ? '\\n' : '';
  });

/**
 * Folds a content line at 75 octets of UTF-8 (RFC 5545 §3.1), never inside a character: the octets of
 * each code point come from its range (1 below U+0080, 2 below U+0800, 4 for a surrogate pair, else 3).
 */
export const foldLine = (line: string): string => {
  // At most 3 octets per UTF-16 unit: a line this short always fits.
  if (line.length * 3 <= LINE_OCTETS) return line;
  let folded = '';
  let from = 0;
  let octets = 0;
  let room = LINE_OCTETS;
  for (let i = 0; i < line.length; ) {
    const unit = line.charCodeAt(i);
    let size = 3;
    let units = 1;
    if (unit < 0x80) size = 1;
    else if (unit < 0x800) size = 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && (line.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      size = 4;
      units = 2;
    }
    if (octets + size > room) {
      folded += line.slice(from, i) + CRLF + ' ';
      from = i;
      octets = 0;
      room = LINE_OCTETS - 1;
    }
    octets += size;
    i += units;
  }
  return folded + line.slice(from);
};

/** A UTC DATE-TIME value: 20261202T073000Z. */
export const utcDateTime = (instant: Date): string => {
  const iso = instant.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
};

/** A DATE value of a day ("2026-12-03" → 20261203). */
const dateValue = (day: string): string => `${day.slice(0, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`;

const eventLines = (a: CalendarAppointment, stamp: string): string => {
  const timing = a.start
    ? (() => {
        const start = bucharestInstant(a.date, a.start);
        const end = new Date(start.getTime() + Math.max(a.hours, 0.25) * HOUR_MS);
        return [`DTSTART:${utcDateTime(start)}`, `DTEND:${utcDateTime(end)}`];
      })()
    : [`DTSTART;VALUE=DATE:${dateValue(a.date)}`, `DTEND;VALUE=DATE:${dateValue(addDays(a.date, 1))}`, 'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE'];
  return [
    'BEGIN:VEVENT',
    foldLine(`UID:${escapeText(appointmentUid(a.id))}`),
    `SEQUENCE:${Math.max(0, a.version - 1)}`,
    `DTSTAMP:${stamp}`,
    ...timing,
    foldLine(`SUMMARY:${escapeText(summaryOf(a))}`),
    foldLine(`DESCRIPTION:${escapeText([a.number, a.reason, a.phone].filter(Boolean).join('\n'))}`),
    'STATUS:CONFIRMED',
    // A completed appointment no longer blocks the time.
    `TRANSP:${a.status === 'completed' ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ].join(CRLF);
};

/**
 * An iCalendar (RFC 5545) of appointments: a VEVENT each, timed ones from their start for their
 * hours (UTC), untimed ones as all-day events of their day. A completed appointment stays
 * CONFIRMED (the visit happened), is marked ✓ and no longer blocks the time. Written by hand
 * (ical-generator spent ~0.5 s of CPU on 2,000 events); ical.js reads it back in the tests.
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
  const stampValue = utcDateTime(stamp);
  const calendarName = escapeText(name);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atelier//Programari//RO',
    ...(method ? [`METHOD:${method}`] : []),
    foldLine(`NAME:${calendarName}`),
    foldLine(`X-WR-CALNAME:${calendarName}`),
    // Calendars that honour it re-read the feed hourly (RFC 7986; the X- one for Outlook and Google).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...appointments.map((a) => eventLines(a, stampValue)),
    'END:VCALENDAR',
  ];
  return lines.join(CRLF) + CRLF;
};
