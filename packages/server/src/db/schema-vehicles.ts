import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A `date` column, selected as text ('YYYY-MM-DD') by the repo. */
type Day = string;

/** Migration 035: one car of a business, derived from its documents (vehicles_refresh fills it). */
export type VehiclesTable = {
  id: string;
  business_id: string;
  plate_key: string | null;
  plates: string[];
  vin: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  first_seen: Day;
  last_seen: Day;
  documents: number;
  last_odometer_km: number | null;
  last_odometer_day: Day | null;
  search: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** Which document names which car, with what it said of the car when saved. */
export type VehicleDocumentsTable = {
  document_id: string;
  vehicle_id: string;
  business_id: string;
  plate_key: string | null;
  vin: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  odometer_km: number | null;
  day: Day;
  created_at: Timestamp;
};

export type VehiclesTables = { vehicles: VehiclesTable; vehicle_documents: VehicleDocumentsTable };
