import type { VehicleDto } from '@atelier/core';

/** The papers a car's documents may give an expiry date for (roles vehicle.itp_expiry, vehicle.rca_expiry, vehicle.vignette_expiry). */
export const PAPERS = ['itp', 'rca', 'vignette'] as const;
export type Paper = (typeof PAPERS)[number];

/** How many days ahead an expiry counts as due: a month, time to book the ITP or renew the RCA. */
export const DUE_WITHIN_DAYS = 30;

export type ExpiryStatus = 'unknown' | 'valid' | 'due' | 'overdue';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

/** The local calendar day (YYYY-MM-DD) of `now`: the workshop's today. */
export const localDay = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * Where a paper stands on `today` (YYYY-MM-DD): overdue after its last valid day, due within
 * DUE_WITHIN_DAYS of it, else valid; unknown without a date. `days`: days left (negative: past).
 */
export const expiryStatus = (expiry: string | null, today: string): { status: ExpiryStatus; days: number | null } => {
  if (expiry === null) return { status: 'unknown', days: null };
  const days = dayNumber(expiry) - dayNumber(today);
  return { status: days < 0 ? 'overdue' : days <= DUE_WITHIN_DAYS ? 'due' : 'valid', days };
};

/** Each paper's expiry date as the directory keeps it. */
export const paperExpiry = (vehicle: VehicleDto, paper: Paper): string | null =>
  paper === 'itp' ? vehicle.itp_expiry : paper === 'rca' ? vehicle.rca_expiry : vehicle.vignette_expiry;
