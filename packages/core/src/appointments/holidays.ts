/**
 * Romania's public holidays (Codul muncii art. 139): fixed dates, plus the Orthodox Good Friday,
 * Easter Sunday and Monday and Pentecost Sunday and Monday, which move with Orthodox Easter.
 * Names are UI text: `workingHours.holidays.<key>` in the web app's translations.
 */
export const HOLIDAY_KEYS = [
  'new_year',
  'new_year_2',
  'epiphany',
  'saint_john',
  'union_day',
  'good_friday',
  'easter',
  'easter_monday',
  'labour_day',
  'children_day',
  'pentecost',
  'pentecost_monday',
  'assumption',
  'saint_andrew',
  'national_day',
  'christmas',
  'christmas_2',
] as const;

export type HolidayKey = (typeof HOLIDAY_KEYS)[number];
export type Holiday = { date: string; key: HolidayKey };

export const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD" of a UTC date. */
export const isoDay = (date: Date): string => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The UTC midnight of "YYYY-MM-DD". */
export const dayDate = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** `day` moved by `days` (negative goes back). */
export const addDays = (day: string, days: number): string => isoDay(new Date(dayDate(day).getTime() + days * DAY_MS));

/**
 * Orthodox Easter Sunday as a Gregorian "YYYY-MM-DD": Meeus' Julian-calendar computation, then
 * moved by the Julian–Gregorian gap of that century (13 days from 1900 to 2099).
 */
export const orthodoxEaster = (year: number): string => {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const gap = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  return isoDay(new Date(Date.UTC(year, month - 1, day) + gap * DAY_MS));
};

const FIXED: readonly [number, number, HolidayKey][] = [
  [1, 1, 'new_year'],
  [1, 2, 'new_year_2'],
  [1, 6, 'epiphany'],
  [1, 7, 'saint_john'],
  [1, 24, 'union_day'],
  [5, 1, 'labour_day'],
  [6, 1, 'children_day'],
  [8, 15, 'assumption'],
  [11, 30, 'saint_andrew'],
  [12, 1, 'national_day'],
  [12, 25, 'christmas'],
  [12, 26, 'christmas_2'],
];

const cache = new Map<number, Holiday[]>();

/** The year's public holidays in date order. Good Friday may fall on 1 May or Pentecost on 1 June: both kept. */
export const romanianHolidays = (year: number): Holiday[] => {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = orthodoxEaster(year);
  const holidays: Holiday[] = [
    ...FIXED.map(([month, day, key]) => ({ date: `${year}-${pad(month)}-${pad(day)}`, key })),
    { date: addDays(easter, -2), key: 'good_friday' },
    { date: easter, key: 'easter' },
    { date: addDays(easter, 1), key: 'easter_monday' },
    { date: addDays(easter, 49), key: 'pentecost' },
    { date: addDays(easter, 50), key: 'pentecost_monday' },
  ];
  holidays.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  cache.set(year, holidays);
  return holidays;
};

/** The holiday on "YYYY-MM-DD", if any (the first by the list's order when two coincide). */
export const holidayOn = (day: string): HolidayKey | undefined => romanianHolidays(Number(day.slice(0, 4))).find((h) => h.date === day)?.key;
