import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
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
  itp_expiry: string | null;
  rca_expiry: string | null;
  vignette_expiry: string | null;
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
  /** Values other features put on History's rows (documents' listColumns), by the DocumentDto field they fill. */
  [column: string]: unknown;
};

// Dates as text ('YYYY-MM-DD'), as the API gives them.
const VEHICLE_COLUMNS = sql`v.id, v.plate_key, v.plates, v.vin, v.make, v.model, v.year, v.first_seen::text as first_seen, v.last_seen::text as last_seen,
  v.documents, v.last_odometer_km, v.last_odometer_day::text as last_odometer_day,
  v.itp_expiry::text as itp_expiry, v.rca_expiry::text as rca_expiry, v.vignette_expiry::text as vignette_expiry`;

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

/** The first `limit` cars whose plates or VIN contain `search`, newest document first, without a count (the top bar's find box). */
export const findVehicles = async (db: Db, { businessId, search, limit }: { businessId: string; search: string; limit: number }): Promise<VehicleRow[]> =>
  (await sql<VehicleRow>`select ${VEHICLE_COLUMNS} from vehicles v where v.business_id = ${businessId} and v.search like ${containing(search)}
    order by v.last_seen desc, v.id desc limit ${limit}`.execute(db)).rows;

/** The business's car (another business's is as unknown as a made-up id). */
export const findVehicle = async (db: Db, businessId: string, id: string): Promise<VehicleRow | undefined> =>
  (await sql<VehicleRow>`select ${VEHICLE_COLUMNS} from vehicles v where v.id = ${id} and v.business_id = ${businessId}`.execute(db)).rows[0];

/**
 * A car's documents in time order (their date, then when saved), with their application's title in
 * `locale`, kind and currency, and `columns` (other features' values on History's rows, which read
 * `documents` by that name).
 */
export const vehicleDocuments = async (
  db: Db,
  { businessId, vehicleId, locale, columns }: { businessId: string; vehicleId: string; locale: Locale; columns: Record<string, RawBuilder<unknown>> },
): Promise<VehicleDocumentRow[]> =>
  (
    await sql<VehicleDocumentRow>`
      select documents.id, documents.form_id, ${localizedText(locale, 'title')} as form_title,
        coalesce(s.kind, 'other') as kind, coalesce(s.currency, 'RON') as currency,
        documents.number, documents.facts, l.day::text as day, l.plate_key, l.odometer_km, documents.created_at
        ${sql.join(Object.entries(columns).map(([name, value]) => sql`, ${value} as ${sql.id(name)}`), sql``)}
      from vehicle_documents l
      join documents on documents.id = l.document_id
      join forms on forms.id = documents.form_id
      join form_versions on form_versions.form_id = forms.id and form_versions.version = forms.current_version
      left join stat_form_versions s on s.form_id = documents.form_id and s.version = documents.form_version
      where l.vehicle_id = ${vehicleId} and l.business_id = ${businessId}
      order by l.day, l.created_at, l.document_id`.execute(db)
  ).rows;

/** Places one saved, edited or deleted document in the directory (db/functions/vehicles_sync_document.sql): the call, for the directories' one statement after a save (documents' derived-directory.ts). */
export const syncDocument = (businessId: string, documentId: string): RawBuilder<unknown> => sql`vehicles_sync_document(${businessId}, ${documentId})`;

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

export type VehicleMergeRow = { id: string; vehicle_id: string; other_id: string; other_plates: string[]; other_vin: string | null; created_at: Date };

/**
 * The merges that made the car `vehicleId`: those into it, and those into the cars merged into it
 * (a car merged into one later merged here), in the order they were made.
 */
export const vehicleMerges = async (db: Db, businessId: string, vehicleId: string): Promise<VehicleMergeRow[]> =>
  (
    await sql<VehicleMergeRow>`
      with recursive merged(id) as (
        select ${vehicleId}::char(24)
        union
        select m.other_id from vehicle_merges m join merged on m.vehicle_id = merged.id where m.business_id = ${businessId}
      )
      select m.id, m.vehicle_id, m.other_id, m.other_plates, m.other_vin, m.created_at from vehicle_merges m
      where m.business_id = ${businessId} and m.vehicle_id in (select id from merged)
      order by m.created_at, m.id`.execute(db)
  ).rows;

/**
 * `other` joins `vehicle` (its documents move over; it goes, emptied, with the refresh), and the
 * decision is kept in vehicle_merges for the rebuild: one transaction, the business's directory
 * locked as a save's placing locks it.
 */
export const mergeVehicles = async (
  db: Kysely<Database>,
  merge: { id: string; businessId: string; vehicle: VehicleRow; other: VehicleRow; userId: string; at: Date },
): Promise<void> => {
  await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`vehicles:${merge.businessId}`}))`.execute(tx);
    await tx
      .insertInto('vehicle_merges')
      .values({
        id: merge.id,
        business_id: merge.businessId,
        vehicle_id: merge.vehicle.id,
        other_id: merge.other.id,
        other_plates: merge.other.plates,
        other_vin: merge.other.vin,
        vehicle_plates: merge.vehicle.plates,
        vehicle_vin: merge.vehicle.vin,
        created_by: merge.userId,
        created_at: merge.at,
      })
      .execute();
    await sql`update vehicle_documents set vehicle_id = ${merge.vehicle.id} where business_id = ${merge.businessId} and vehicle_id = ${merge.other.id}`.execute(tx);
    await sql`select vehicles_refresh(${merge.businessId}, array[${merge.vehicle.id}, ${merge.other.id}]::char(24)[])`.execute(tx);
  });
};

/**
 * Undoes the merge `mergeId` of the car `vehicleId` (one of vehicleMerges): the decision goes, and
 * the car's documents are placed again as a rebuild would place them, the other merges still in
 * force (db/functions/vehicles_replace.sql). False when the car has no such merge.
 */
export const undoMerge = async (db: Kysely<Database>, { businessId, vehicleId, mergeId }: { businessId: string; vehicleId: string; mergeId: string }): Promise<boolean> =>
  db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`vehicles:${businessId}`}))`.execute(tx);
    if (!(await vehicleMerges(tx, businessId, vehicleId)).some((m) => m.id === mergeId)) return false;
    await tx.deleteFrom('vehicle_merges').where('id', '=', mergeId).where('business_id', '=', businessId).execute();
    await sql`select vehicles_replace(${businessId}, ${vehicleId})`.execute(tx);
    return true;
  });
