/**
 * Our line units (the Romanian abbreviations of the catalogue's unit lists) as UN/ECE
 * Recommendation 20 codes: what an e-Factura's line carries (unitCode) going out, and what a
 * supplier's invoice received through SPV is read back into.
 */
export const UNIT_CODES: Readonly<Record<string, string>> = {
  buc: 'H87',
  ora: 'HUR',
  zi: 'DAY',
  luna: 'MON',
  km: 'KMT',
  l: 'LTR',
  kg: 'KGM',
  m: 'MTR',
  mp: 'MTK',
  mc: 'MTQ',
  set: 'SET',
  serv: 'C62',
};

/** Codes suppliers also write for a piece: "one" (C62), a piece (PCE); read as our "buc". */
const PIECE_CODES = new Set(['C62', 'PCE', 'EA']);

/**
 * Our unit for a received line's UN/ECE code among `units` (a unit column's option values):
 * the one whose code it is, a piece as "buc"; undefined when none fits.
 */
export const unitOfCode = (code: string | null | undefined, units: readonly string[]): string | undefined => {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  const exact = units.find((unit) => UNIT_CODES[unit] === upper && !(upper === 'C62' && unit === 'serv'));
  if (exact) return exact;
  return PIECE_CODES.has(upper) && units.includes('buc') ? 'buc' : undefined;
};
