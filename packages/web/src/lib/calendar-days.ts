export const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of an instant, YYYY-MM-DD (the API's dates are UTC days). */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const isCalendarDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The last covered day of a period whose end is exclusive (the instant the next day starts). */
export const lastDayOf = (endsAt: string): string => new Date(Date.parse(endsAt) - 1).toISOString();
