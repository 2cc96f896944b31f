import { describe, expect, it } from 'vitest';
import { bucharestInstant, bucharestTimeExists } from './bucharest-time.js';
import { appointmentsCalendar, escapeText, foldLine, type CalendarAppointment } from './ical.js';
import { parseCalendar } from './appointments-test-support.js';

const STAMP = new Date('2026-11-27T10:00:00Z');
const CHANGED = new Date('2026-11-20T08:15:42.318Z');
const ORGANIZER = { name: 'Service "Auto"; Ștefănescu, SRL', address: 'programari@stefanescu.ro' };
const appointment = (over: Partial<CalendarAppointment> = {}): CalendarAppointment => ({
  id: '7d0c6a3e-1111-4222-8333-944455556666',
  number: 'PRG-0001',
  version: 1,
  date: '2026-12-02',
  start: '09:30',
  hours: 1,
  status: 'scheduled',
  client: 'Ion Popescu',
  phone: '0722 123 456',
  plate: 'CJ12ABC',
  reason: 'Schimb ulei',
  updatedAt: CHANGED,
  ...over,
});
const calendarOf = (appointments: CalendarAppointment[], method?: 'PUBLISH') =>
  appointmentsCalendar({ name: 'Service Auto Ștefănescu', appointments, ...(method ? { publish: { stamp: STAMP, organizer: ORGANIZER } } : {}) });
/** The physical lines of an iCalendar text (split on CRLF only). */
const linesOf = (text: string) => text.split('\r\n');
/** A line survives UTF-8 as is: no character of it was cut in two (a lone surrogate would come back as U+FFFD). */
const wholeCharacters = (line: string) => Buffer.from(line, 'utf8').toString('utf8') === line;

describe('the iCalendar serializer', () => {
  it('escapes backslash, semicolon, comma and line breaks in TEXT values, and ical.js reads them back', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('nul\x00 bell\x07 tab\t')).toBe('nul bell tab\t');
    const reason = 'Frâne; ulei, filtre\\aer\nverificare\r\nfinală';
    const text = calendarOf([appointment({ reason, client: 'Ana; Maria, SRL' })]);
    expect(text.replace(/\r\n /g, '')).toContain('SUMMARY:Ana\\; Maria\\, SRL · CJ12ABC · Frâne\\; ulei\\, filtre\\\\aer verificare finală');
    const [event] = parseCalendar(text).events;
    expect(event!.summary).toBe('Ana; Maria, SRL · CJ12ABC · Frâne; ulei, filtre\\aer verificare finală');
    expect(event!.description).toBe('PRG-0001\nFrâne; ulei, filtre\\aer\nverificare\nfinală\n0722 123 456');
  });

  it('folds at 75 octets of UTF-8, never inside a Romanian letter or an emoji', () => {
    // "SUMMARY:" + 66 × "a" is 74 octets: "ș" (2 octets) no longer fits on the first line.
    const romanian = foldLine(`SUMMARY:${'a'.repeat(66)}ș${'ț'.repeat(40)}`);
    const [first, ...rest] = romanian.split('\r\n');
    expect(Buffer.byteLength(first!)).toBe(74);
    expect(rest[0]!.startsWith(' ș')).toBe(true);
    // 65 × "a" make 73 octets: the emoji's 4 octets (a surrogate pair in JS) go whole to the next line.
    const emoji = foldLine(`SUMMARY:${'a'.repeat(65)}😀${'🚗'.repeat(30)}ă`);
    for (const folded of [romanian, emoji]) {
      const lines = folded.split('\r\n');
      expect(lines.length).toBeGreaterThan(1);
      for (const [i, line] of lines.entries()) {
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        expect(wholeCharacters(line), line).toBe(true);
        if (i > 0) expect(line.startsWith(' ')).toBe(true);
      }
    }
    expect(emoji.split('\r\n')[1]!.startsWith(' 😀')).toBe(true);
    // Unfolding (drop CRLF + one space) gives the line back.
    expect(emoji.replace(/\r\n /g, '')).toBe(`SUMMARY:${'a'.repeat(65)}😀${'🚗'.repeat(30)}ă`);
    expect(foldLine('SUMMARY:scurt')).toBe('SUMMARY:scurt');
    expect(foldLine(`X:${'a'.repeat(73)}`)).toBe(`X:${'a'.repeat(73)}`);
  });

  it('ends every line with CRLF, keeps each within 75 octets, and ical.js reads long diacritic and emoji text whole', () => {
    const reason = `${'Schimb ulei și filtre, verificare frâne; diagnoză — revizie înainte de iarnă 🚗🔧 '.repeat(4)}ț`;
    const text = calendarOf([appointment({ reason, client: 'Ștefan Țăranu-Îndrăgostitu' })], 'PUBLISH');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of linesOf(text)) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(wholeCharacters(line)).toBe(true);
    }
    const calendar = parseCalendar(text);
    expect(calendar).toMatchObject({ method: 'PUBLISH', name: 'Service Auto Ștefănescu' });
    expect(calendar.events[0]!.summary).toBe(`Ștefan Țăranu-Îndrăgostitu · CJ12ABC · ${reason.replace(/\s+/g, ' ').trim()}`);
    expect(calendar.events[0]!.description).toBe(`PRG-0001\n${reason}\n0722 123 456`);
  });

  it('writes timed appointments as UTC DATE-TIME and untimed ones as all-day DATE values', () => {
    const text = calendarOf([appointment({ hours: 2.5 }), appointment({ id: 'b', start: null, date: '2026-12-31', version: 3, status: 'completed' })]);
    const lines = linesOf(text);
    expect(lines).toEqual(expect.arrayContaining(['DTSTART:20261202T073000Z', 'DTEND:20261202T100000Z', 'DTSTART;VALUE=DATE:20261231', 'DTEND;VALUE=DATE:20270101', 'SEQUENCE:2', 'TRANSP:TRANSPARENT']));
    const [timed, allDay] = parseCalendar(text).events;
    expect(timed).toMatchObject({ start: '2026-12-02T07:30:00.000Z', end: '2026-12-02T10:00:00.000Z', allDay: false, status: 'CONFIRMED', transparency: 'OPAQUE' });
    expect(allDay).toMatchObject({ uid: 'appointment-b@atelier', start: '2026-12-31', end: '2027-01-01', allDay: true, sequence: 2, summary: '✓ Ion Popescu · CJ12ABC · Schimb ulei' });
  });

  it("stamps a feed's events with their last change (same bytes at every download), an e-mail's with when it is made", () => {
    const feed = calendarOf([appointment(), appointment({ id: 'b', updatedAt: new Date('2026-11-26T17:00:00Z') })]);
    expect(linesOf(feed)).toEqual(expect.arrayContaining(['DTSTAMP:20261120T081542Z', 'LAST-MODIFIED:20261120T081542Z', 'DTSTAMP:20261126T170000Z', 'LAST-MODIFIED:20261126T170000Z']));
    expect(feed).not.toContain('ORGANIZER');
    const [first, second] = parseCalendar(feed).events;
    expect(first).toMatchObject({ stamp: '2026-11-20T08:15:42.000Z', lastModified: '2026-11-20T08:15:42.000Z', organizer: null });
    expect(second).toMatchObject({ stamp: '2026-11-26T17:00:00.000Z', lastModified: '2026-11-26T17:00:00.000Z' });
    expect(calendarOf([appointment(), appointment({ id: 'b', updatedAt: new Date('2026-11-26T17:00:00Z') })])).toBe(feed);

    // The e-mail's (METHOD:PUBLISH, RFC 5546 requires ORGANIZER): the business, its name quoted whole.
    const mail = calendarOf([appointment()], 'PUBLISH');
    const [event] = parseCalendar(mail).events;
    expect(event).toMatchObject({ stamp: STAMP.toISOString(), lastModified: '2026-11-20T08:15:42.000Z', organizer: { name: "Service 'Auto'; Ștefănescu, SRL", address: 'programari@stefanescu.ro' } });
    expect(linesOf(mail.replace(/\r\n /g, ''))).toContain('ORGANIZER;CN="Service \'Auto\'; Ștefănescu, SRL":mailto:programari@stefanescu.ro');
  });

  it('reads the times of the DST nights as RFC 5545 §3.3.5 does: a repeated one is its first occurrence, a skipped one does not exist', () => {
    // Autumn 2026: 04:00 (summer) becomes 03:00 (winter) on 25 October, so 03:30 happens twice: the first is still +03:00.
    expect(bucharestInstant('2026-10-25', '03:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(bucharestInstant('2026-10-25', '03:00').toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(bucharestInstant('2026-10-25', '04:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(bucharestTimeExists('2026-10-25', '03:30')).toBe(true);
    // Spring 2027: 03:00 becomes 04:00 on 28 March: 03:00–03:59 never happens that night, and only that night.
    for (const time of ['03:00', '03:30', '03:59']) expect(bucharestTimeExists('2027-03-28', time)).toBe(false);
    for (const [day, time] of [['2027-03-28', '02:59'], ['2027-03-28', '04:00'], ['2027-03-27', '03:30'], ['2027-03-29', '03:30'], ['2026-12-02', '03:30']] as const) {
      expect(bucharestTimeExists(day, time), `${day} ${time}`).toBe(true);
    }
    // Should one reach a calendar anyway, it is read with the offset before the gap (+02:00), as RFC 5545 says.
    expect(bucharestInstant('2027-03-28', '03:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('follows Bucharest across its DST changes (last Sundays of March and October)', () => {
    // Spring 2027: 03:00 becomes 04:00 on 28 March.
    expect(bucharestInstant('2027-03-28', '02:30').toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(bucharestInstant('2027-03-28', '05:00').toISOString()).toBe('2027-03-28T02:00:00.000Z');
    // Autumn 2026: 04:00 becomes 03:00 on 25 October.
    expect(bucharestInstant('2026-10-25', '02:00').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(bucharestInstant('2026-10-25', '05:00').toISOString()).toBe('2026-10-25T03:00:00.000Z');
    // An evening appointment that runs through the change lasts its hours of real time.
    const [overnight] = parseCalendar(calendarOf([appointment({ date: '2027-03-27', start: '23:00', hours: 5 })])).events;
    expect(overnight).toMatchObject({ start: '2027-03-27T21:00:00.000Z', end: '2027-03-28T02:00:00.000Z' });
    const summer = linesOf(calendarOf([appointment({ date: '2027-07-01', start: '10:00' })]));
    expect(summer).toContain('DTSTART:20270701T070000Z');
  });

  it('writes a feed of 2,000 appointments that ical.js reads event by event', () => {
    const many = Array.from({ length: 2000 }, (_, i) => appointment({ id: String(i), date: `2027-0${1 + (i % 9)}-1${i % 10}`, start: i % 5 ? '08:00' : null }));
    const calendar = parseCalendar(calendarOf(many));
    expect(calendar.events).toHaveLength(2000);
    expect(new Set(calendar.events.map((e) => e.uid)).size).toBe(2000);
    // ical.js takes seconds for 2,000 events on a loaded machine: the writer's speed is measured in bench/, not here.
  }, 30_000);
});
