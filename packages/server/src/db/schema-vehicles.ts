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
  /** Migration 039: the newest known expiry of each of its papers. */
  itp_expiry: Day | null;
  rca_expiry: Day | null;
  vignette_expiry: Day | null;
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
  itp_expiry: Day | null;
  rca_expiry: Day | null;
  vignette_expiry: Day | null;
  /** Migration 043: the document's kind (its application version's), for Today's cars in the workshop. */
  kind: string | null;
};

/** Migration 039: the user's decision that `other_id` is the same car as `vehicle_id` (not derived: the rebuild applies it). */
export type VehicleMergesTable = {
  id: string;
  business_id: string;
  vehicle_id: string;
  other_id: string;
  other_plates: string[];
  other_vin: string | null;
  /** Migration 046: the plates and VIN of the car merged into, when merged (found by them once its id is gone). */
  vehicle_plates: ColumnType<string[], string[] | undefined, string[]>;
  vehicle_vin: string | null;
  created_by: string | null;
  created_at: Timestamp;
};

export type VehiclesTables = { vehicles: VehiclesTable; vehicle_documents: VehicleDocumentsTable; vehicle_merges: VehicleMergesTable };
