import { sql, type Kysely, type Transaction } from 'kysely';
import type { Currency, DocumentKind, Locale } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { localizedText } from '../forms/index.js';

type Db = Kysely<Database> | Transaction<Database>;

export type VehicleRow = {
  id: string;
  plate_key: string | null;
  plates: string[];
  vin: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  first_seen: string;
  last_seen: string;
  documents: number;
  last_odometer_km: number | null;
  last_odometer_day: string | null;
};

export type VehicleDocumentRow = {
  id: string;
  form_id: string;
  form_title: string;
  kind: DocumentKind;
  currency: Currency;
  number: string;
  facts: Record<string, string>;
  day: string;
  plate_key: string | null;
  odometer_km: number | null;
  created_at: Date;
};

// Dates as text ('YYYY-MM-DD'), as the API gives them.
const VEHICLE_COLUMNS = sql`v.id, v.plate_key, v.plates, v.vin, v.make, v.model, v.year, v.first_seen::text as first_seen, v.last_seen::text as last_seen,
  v.documents, v.last_odometer_km, v.last_odometer_day::text as last_odometer_day`;

/** A LIKE pattern for text containing `key` (its wildcards escaped). */
const containing = (key: string) => `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the business's cars, newest document first, with the total in the same statement;
 * `search` (core's vehicleSearchKey of the query) keeps those whose plates or VIN contain it.
 */
export const listVehicles = async (db: Db, { businessId, search, skip, limit }: { businessId: string; search: string | undefined; skip: number; limit: number }) => {
  const rows = (
    await sql<VehicleRow & { total: string }>`
      select ${VEHICLE_COLUMNS}, count(*) over () as total from vehicles v
      where v.business_id = ${businessId} ${search === undefined ? sql`` : sql`and v.search like ${containing(search)}`}
      order by v.last_seen desc, v.id desc offset ${skip} limit ${limit}`.execute(db)
  ).rows;
  if (rows.length > 0 || skip === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  // Past the last page: the window count came with no row, so count apart.
  const count = await sql<{ n: string }>`select count(*) as n from vehicles v where v.business_id = ${businessId}
    ${search === undefined ? sql`` : sql`and v.search like ${containing(search)}`}`.execute(db);
  return { rows, total: Number(count.rows[0]?.n ?? 0) };
};

/** The business's car (another business's is as unknown as a made-up id). */
export const findVehicle = async (db: Db, businessId: string, id: string): Promise<VehicleRow | undefined> =>
  (await sql<VehicleRow>`select ${VEHICLE_COLUMNS} from vehicles v where v.id = ${id} and v.business_id = ${businessId}`.execute(db)).rows[0];

/** A car's documents in time order (their date, then when saved), with their application's title in `locale`, kind and currency. */
export const vehicleDocuments = async (db: Db, { businessId, vehicleId, locale }: { businessId: string; vehicleId: string; locale: Locale }): Promise<VehicleDocumentRow[]> =>
  (
    await sql<VehicleDocumentRow>`
      select d.id, d.form_id, ${localizedText(locale, 'title')} as form_title,
        coalesce(s.kind, 'other') as kind, coalesce(s.currency, 'RON') as currency,
        d.number, d.facts, l.day::text as day, l.plate_key, l.odometer_km, d.created_at
      from vehicle_documents l
      join documents d on d.id = l.document_id
      join forms on forms.id = d.form_id
      join form_versions on form_versions.form_id = forms.id and form_versions.version = forms.current_version
      left join stat_form_versions s on s.form_id = d.form_id and s.version = d.form_version
      where l.vehicle_id = ${vehicleId} and l.business_id = ${businessId}
      order by l.day, l.created_at, l.document_id`.execute(db)
  ).rows;

/** Places one saved, edited or deleted document in the directory (db/functions/vehicles_sync_document.sql): one statement. */
export const syncDocument = async (db: Db, businessId: string, documentId: string): Promise<void> => {
  await sql`select vehicles_sync_document(${businessId}, ${documentId})`.execute(db);
};

/**
 * A document about to be deleted leaves its car (the row would go with it by the foreign key, but
 * the car's counts would not follow): answers the car, to refresh once the document is gone.
 */
export const unlinkDocument = async (db: Db, businessId: string, documentId: string): Promise<string | undefined> =>
  (await sql<{ vehicle_id: string }>`delete from vehicle_documents where document_id = ${documentId} and business_id = ${businessId} returning vehicle_id`.execute(db)).rows[0]?.vehicle_id;

/** A car's counts, dates, plates and last reading made again from its documents (gone when it has none left). */
export const refreshVehicle = async (db: Db, businessId: string, vehicleId: string): Promise<void> => {
  await sql`select vehicles_refresh(${businessId}, array[${vehicleId}]::char(24)[])`.execute(db);
};

/** The business's directory made again from its documents; answers how many cars it holds. */
export const rebuild = async (db: Db, businessId: string): Promise<number> =>
  (await sql<{ n: number }>`select vehicles_rebuild(${businessId}) as n`.execute(db)).rows[0]?.n ?? 0;

/** Every business, for a rebuild of all. */
export const businessIds = async (db: Db): Promise<string[]> => (await db.selectFrom('businesses').select('id').orderBy('id').execute()).map((row) => row.id);
