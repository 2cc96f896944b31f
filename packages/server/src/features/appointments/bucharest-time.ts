/**
 * Appointments keep Bucharest's wall-clock day and time ("2026-12-02", "09:30"); calendars get UTC
 * instants. Twice a year a wall-clock time is not one instant: on the last Sunday of March 03:00
 * becomes 04:00 (03:00–03:59 never happens), on the last Sunday of October 04:00 becomes 03:00
 * (03:00–03:59 happens twice).
 */
const TIME_ZONE = 'Europe/Bucharest';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
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

type WallTime = { wall: number; before: number; after: number };

/** The wall-clock time read as if it were UTC, and the offsets a day before and a day after it (offsets change at most once in between). */
const wallTime = (day: string, time: string): WallTime => {
  const wall = Date.parse(`${day}T${time}:00Z`);
  return { wall, before: offsetAt(wall - DAY_MS), after: offsetAt(wall + DAY_MS) };
};

/** The instants showing this wall-clock time, earliest first: one, two (autumn's repeated hour) or none (spring's skipped hour). */
const instantsOf = ({ wall, before, after }: WallTime): number[] => {
  if (before === after) return [wall - before];
  return [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wall - offsetAt(instant) === instant)
    .sort((a, b) => a - b);
};

/** Whether a Bucharest wall-clock time happens that day (false for spring's skipped hour: 2027-03-28 03:30). */
export const bucharestTimeExists = (day: string, time: string): boolean => instantsOf(wallTime(day, time)).length > 0;

/**
 * The instant of a Bucharest wall-clock day and time, as RFC 5545 §3.3.5 reads a local time: a
 * repeated one (autumn, 03:30) is its first occurrence (still summer time, +03:00); a skipped one
 * (spring, 03:30), which booking refuses, is read with the offset before the gap (+02:00: 04:30).
 */
export const bucharestInstant = (day: string, time: string): Date => {
  const at = wallTime(day, time);
  return new Date(instantsOf(at)[0] ?? at.wall - at.before);
};
