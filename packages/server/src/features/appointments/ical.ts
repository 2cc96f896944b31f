import { addDays } from '@atelier/core';
import { bucharestInstant } from './bucharest-time.js';

const HOUR_MS = 3_600_000;

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
  /** The document's last change: the event's LAST-MODIFIED, and its DTSTAMP in a feed. */
  updatedAt: Date;
};

export type CalendarOrganizer = { name: string; address: string };

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

/** A parameter value (RFC 5545 §3.2), always quoted: a quoted value may hold anything but DQUOTE and control characters. */
const paramValue = (value: string): string => `"${value.replace(/"/g, "'").replace(/\p{Cc}/gu, ' ')}"`;

/** Who publishes the event: the business, with the address a reply reaches (RFC 5546 §3.2.1: PUBLISH requires it). */
const organizerLine = ({ name, address }: CalendarOrganizer): string => foldLine(`ORGANIZER;CN=${paramValue(name)}:mailto:${address}`);

const eventLines = (a: CalendarAppointment, stamp: string | undefined, organizer: string | undefined): string => {
  const modified = utcDateTime(a.updatedAt);
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
    `DTSTAMP:${stamp ?? modified}`,
    `LAST-MODIFIED:${modified}`,
    ...(organizer ? [organizer] : []),
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
 * CONFIRMED (the visit happened), is marked ✓ and no longer blocks the time.
 *
 * DTSTAMP (RFC 5545 §3.8.7.2): in a feed (no METHOD) it is when the event was last revised, the
 * document's last change, so a feed downloaded twice with nothing changed is the same bytes and a
 * calendar rewrites no event; in an e-mail's calendar (METHOD:PUBLISH) it is when that message was
 * made (`stamp`). LAST-MODIFIED is the document's last change in both. Written by hand
 * (ical-generator spent ~0.5 s of CPU on 2,000 events); ical.js reads it back in the tests.
 */
export const appointmentsCalendar = ({
  name,
  appointments,
  publish,
}: {
  name: string;
  appointments: readonly CalendarAppointment[];
  /**
   * An e-mail's attachment (METHOD:PUBLISH): `stamp`, when the message is made, and the business
   * as ORGANIZER (when it has an address). Absent for a subscribed feed.
   */
  publish?: { stamp: Date; organizer: CalendarOrganizer | undefined };
}): string => {
  const stampValue = publish ? utcDateTime(publish.stamp) : undefined;
  const organizer = publish?.organizer ? organizerLine(publish.organizer) : undefined;
  const calendarName = escapeText(name);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atelier//Programari//RO',
    ...(publish ? ['METHOD:PUBLISH'] : []),
    foldLine(`NAME:${calendarName}`),
    foldLine(`X-WR-CALNAME:${calendarName}`),
    // Calendars that honour it re-read the feed hourly (RFC 7986; the X- one for Outlook and Google).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...appointments.map((a) => eventLines(a, stampValue, organizer)),
    'END:VCALENDAR',
  ];
  return lines.join(CRLF) + CRLF;
};
