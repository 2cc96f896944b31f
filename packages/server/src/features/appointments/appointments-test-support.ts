import ICAL from 'ical.js';

export type ParsedEvent = {
  uid: string;
  sequence: number;
  summary: string;
  start: string;
  end: string;
  allDay: boolean;
  status: string;
  transparency: string;
  description: string;
  /** DTSTAMP and LAST-MODIFIED as ISO instants (null when absent). */
  stamp: string | null;
  lastModified: string | null;
  /** ORGANIZER's CN parameter and its mailto: address (null when absent). */
  organizer: { name: string; address: string } | null;
};

const instant = (value: unknown): string | null => (value instanceof ICAL.Time ? value.toJSDate().toISOString() : null);

const organizerOf = (property: ICAL.Property | null): ParsedEvent['organizer'] => {
  if (!property) return null;
  const value = String(property.getFirstValue());
  return { name: String(property.getParameter('cn') ?? ''), address: value.replace(/^mailto:/i, '') };
};

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
      stamp: instant(vevent.getFirstPropertyValue('dtstamp')),
      lastModified: instant(vevent.getFirstPropertyValue('last-modified')),
      organizer: organizerOf(vevent.getFirstProperty('organizer')),
    };
  });
  const method = calendar.getFirstPropertyValue('method');
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return { method: method === null ? null : String(method), name: name === null ? null : String(name), events };
};
