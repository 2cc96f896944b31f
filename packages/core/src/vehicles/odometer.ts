/** The largest reading the directory keeps: ten million km, past any real odometer (and an int column). */
export const MAX_ODOMETER_KM = 9_999_999;

/**
 * A document's odometer fact as whole km ("123456", "123456.0", "123 456"); undefined when it is no
 * reading (empty, negative, text, past MAX_ODOMETER_KM). A number field stores a plain number; the
 * spaces are for a text field typed by hand. Kept in step with the database's vehicle_odometer_km
 * (db/functions), which fills the directory: the vehicles tests hold the two equal.
 */
export const odometerKm = (fact: string | null | undefined): number | undefined => {
  if (fact === undefined || fact === null) return undefined;
  const text = fact.replace(/[\s\u00a0]/g, '');
  if (!/^\d{1,12}(?:\.\d+)?$/.test(text)) return undefined;
  const km = Math.floor(Number(text));
  return km <= MAX_ODOMETER_KM ? km : undefined;
};

/** One reading of a car's odometer, from one document. */
export type OdometerReading = { documentId: string; day: string; km: number };

/**
 * A reading in the car's timeline: `rollback` when it is lower than a reading taken earlier (Legea
 * 142/2023 forbids turning an odometer back; the registry's data makes it visible), with the
 * highest earlier reading it fell below (`previous`: its km, day and document).
 */
export type OdometerPoint = OdometerReading & {
  rollback: boolean;
  previous?: { km: number; day: string; documentId: string };
};

/**
 * The readings in time order (day, then the order given for one day), each compared with the
 * highest reading before it: a lower one is flagged. Comparing with the highest, not only the
 * previous, keeps flagging every reading after a rollback until the car passes its old figure
 * again: a turned-back odometer stays suspect, a single mistyped figure is flagged alone.
 */
export const odometerTimeline = (readings: readonly OdometerReading[]): OdometerPoint[] => {
  const ordered = readings.map((r, i) => ({ r, i })).sort((a, b) => (a.r.day === b.r.day ? a.i - b.i : a.r.day < b.r.day ? -1 : 1));
  let highest: OdometerReading | undefined;
  return ordered.map(({ r }) => {
    const point: OdometerPoint = highest !== undefined && r.km < highest.km
      ? { ...r, rollback: true, previous: { km: highest.km, day: highest.day, documentId: highest.documentId } }
      : { ...r, rollback: false };
    if (highest === undefined || r.km > highest.km) highest = r;
    return point;
  });
};
