import { compact } from '../validators/result.js';
import { validateVin } from '../validators/vin.js';

/**
 * The key one car's plate is known by, however it was typed: `CJ 12 ABC`, `cj12abc` and
 * `CJ-12-ABC` are all `CJ12ABC` (upper case, without spaces, dashes, dots). A plate our validator
 * does not know (foreign, old, mistyped) keeps its compacted text: the directory still groups the
 * documents that wrote it the same way, and nothing is refused. A test plate's PROBĂ is PROBA, as
 * validatePlate stores it. Undefined when nothing is left.
 *
 * The database computes the same key (db/functions/vehicle_plate_key.sql); the vehicles tests hold
 * the two equal.
 */
export const plateKey = (input: string | null | undefined): string | undefined => {
  if (input === undefined || input === null) return undefined;
  const key = compact(input.normalize('NFC')).replace(/PROB[\u0102\u0103]$/, 'PROBA');
  return key === '' ? undefined : key;
};

/**
 * The key of a VIN that can identify a car: 17 characters without I, O, Q (domain-ro §4.5), upper
 * case. The check digit is not required (EU makers often put another character there), so a VIN
 * that fails it still ties its car's documents together. Anything else (a frame number, a pre-1981
 * chassis number) is no key: undefined.
 */
export const vinKey = (input: string | null | undefined): string | undefined => {
  if (input === undefined || input === null) return undefined;
  const result = validateVin(input);
  return result.ok ? result.normalized : undefined;
};

/**
 * What a search of the vehicle directory compares with its plates and VINs: the text compacted as
 * a plate is ("cj 12" finds `CJ12ABC`, "wvw zzz" a VIN). Undefined for a blank query.
 */
export const vehicleSearchKey = (query: string | null | undefined): string | undefined => plateKey(query);
