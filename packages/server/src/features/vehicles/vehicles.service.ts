import type { RawBuilder, Kysely } from 'kysely';
import {
  documentAmount,
  formatPlate,
  odometerTimeline,
  plateKey,
  vehicleSearchKey,
  vinKey,
  type Locale,
  type ShareState,
  type SpvUploadState,
  type VehicleAppointmentDto,
  type VehicleDetailDto,
  type VehicleMergeDto,
  type VehicleRegistryDto,
  type VehicleDto,
  type VehiclesQuery,
  type VehiclesResponse,
} from '@atelier/core';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { BusinessScope, RequestScope } from '../../http/request-user.js';
import { rebuildEachBusiness, type DerivedDirectory } from '../documents/index.js';
import * as repo from './vehicles.repo.js';
import { carsInWorkshop } from './vehicles-workshop.js';

const toDto = (row: repo.VehicleRow): VehicleDto => ({
  id: row.id,
  plate: row.plate_key === null ? null : formatPlate(row.plate_key),
  plate_key: row.plate_key,
  // The current plate first, then the ones it had before.
  plates: row.plate_key === null ? [...row.plates].sort() : [row.plate_key, ...row.plates.filter((p) => p !== row.plate_key).sort()],
  vin: row.vin,
  make: row.make,
  model: row.model,
  year: row.year,
  first_seen: row.first_seen,
  last_seen: row.last_seen,
  documents: row.documents,
  last_odometer_km: row.last_odometer_km,
  last_odometer_day: row.last_odometer_day,
  itp_expiry: row.itp_expiry,
  rca_expiry: row.rca_expiry,
  vignette_expiry: row.vignette_expiry,
});

const mergeDto = (row: repo.VehicleMergeRow): VehicleMergeDto => ({
  id: row.id,
  other_id: row.other_id,
  other_plates: row.other_plates,
  other_vin: row.other_vin,
  created_at: row.created_at.toISOString(),
});

/** The client facts (client.*) of the newest document that names a client: whom a new document for the car is made out to. */
const ownerOf = (docs: readonly repo.VehicleDocumentRow[]): Record<string, string> => {
  const newest = docs.findLast((d) => (d.facts['client.name'] ?? '') !== '');
  return newest ? Object.fromEntries(Object.entries(newest.facts).filter(([role, value]) => role.startsWith('client.') && value !== '')) : {};
};

/** Whether a document's facts name a car at all (a plate or a VIN the directory keys). */
const namesVehicle = (facts: Record<string, string>) => plateKey(facts['vehicle.plate']) !== undefined || vinKey(facts['vehicle.vin']) !== undefined;

/**
 * The vehicle directory (issue 31): the business's cars as its documents name them, read from
 * tables the documents' hooks keep current (db/functions/vehicles_*.sql do the placing: a save adds
 * one call to the directories' one statement, documents' derived-directory.ts; a rebuild places the
 * provably simple cars at once, vehicles_place_plates, and the rest with the hooks' code,
 * vehicles_place_document, to the same directory).
 */
/**
 * What the vehicle's page reads from other features, through their services (vehicles knows none
 * of their tables): History's values on each document (where it stands with its customer), the
 * appointments, the registry sends and the SPV uploads among the car's documents. The rebuild
 * command needs none.
 */
export type VehiclePageSources = {
  listColumns: () => Record<string, RawBuilder<unknown>>;
  appointmentsOf: (scope: RequestScope, ids: readonly string[]) => Promise<VehicleAppointmentDto[]>;
  registryOf: (scope: RequestScope, ids: readonly string[]) => Promise<VehicleRegistryDto[]>;
  spvOf: (scope: RequestScope, ids: readonly string[]) => Promise<Map<string, SpvUploadState>>;
};

const NO_SOURCES: VehiclePageSources = { listColumns: () => ({}), appointmentsOf: async () => [], registryOf: async () => [], spvOf: async () => new Map() };

export const createVehiclesService = ({ db, now = () => new Date(), sources = NO_SOURCES }: { db: Kysely<Database>; now?: () => Date; sources?: VehiclePageSources }) => {
  const list = async ({ businessId }: RequestScope, q: VehiclesQuery): Promise<VehiclesResponse> => {
    const { rows, total } = await repo.listVehicles(db, { businessId, search: vehicleSearchKey(q.query), skip: q.skip, limit: q.limit });
    return { results: rows.map(toDto), total };
  };

  /** The first cars whose plates or VIN contain `text` however spaced or cased, newest first, without counting them: the top bar's find box. */
  const find = async ({ businessId }: BusinessScope, text: string, limit: number): Promise<VehicleDto[]> => {
    const search = vehicleSearchKey(text);
    return search === undefined ? [] : (await repo.findVehicles(db, { businessId, search, limit })).map(toDto);
  };

  const findOwn = async (businessId: string, id: string) => {
    const row = await repo.findVehicle(db, businessId, id);
    if (!row) throw new AppError('not_found', { message: 'Vehicle not found' });
    return row;
  };

  const get = async (scope: RequestScope, id: string, locale: Locale): Promise<VehicleDetailDto> => {
    const { businessId } = scope;
    const row = await findOwn(businessId, id);
    const docs = await repo.vehicleDocuments(db, { businessId, vehicleId: id, locale, columns: sources.listColumns() });
    const ids = docs.map((d) => d.id);
    const [merges, appointments, registry, spv] = await Promise.all([
      repo.vehicleMerges(db, businessId, id),
      sources.appointmentsOf(scope, ids),
      sources.registryOf(scope, ids),
      sources.spvOf(scope, ids),
    ]);
    const odometer = odometerTimeline(docs.flatMap((d) => (d.odometer_km === null ? [] : [{ documentId: d.id, day: d.day, km: d.odometer_km }])));
    return {
      vehicle: toDto(row),
      documents: docs.map((d) => ({
        id: d.id,
        form_id: d.form_id,
        form_title: d.form_title,
        kind: d.kind,
        number: d.number,
        date: d.day,
        total: documentAmount(d.facts) ?? null,
        currency: d.currency,
        plate: d.plate_key,
        odometer_km: d.odometer_km,
        created_at: d.created_at.toISOString(),
        share_state: typeof d.share_state === 'string' ? (d.share_state as ShareState) : null,
        spv_state: spv.get(d.id) ?? null,
      })),
      odometer: odometer.map((p) => ({
        document_id: p.documentId,
        day: p.day,
        km: p.km,
        rollback: p.rollback,
        previous: p.previous ? { km: p.previous.km, day: p.previous.day, document_id: p.previous.documentId } : null,
      })),
      rollbacks: odometer.filter((p) => p.rollback).length,
      owner: ownerOf(docs),
      merges: merges.map(mergeDto),
      appointments,
      registry,
    };
  };

  /**
   * The user says `otherId` is the same car as `id` (a re-plated car whose documents carry no VIN):
   * its documents join `id`, and the decision is kept for the rebuild. Both must be the business's.
   */
  const merge = async ({ businessId, userId }: RequestScope, id: string, otherId: string): Promise<VehicleMergeDto> => {
    if (id === otherId) throw new AppError('vehicle_merge_same');
    const [vehicle, other] = [await findOwn(businessId, id), await findOwn(businessId, otherId)];
    const mergeId = newId(now());
    await repo.mergeVehicles(db, { id: mergeId, businessId, vehicle, other, userId, at: now() });
    const made = (await repo.vehicleMerges(db, businessId, id)).find((m) => m.id === mergeId);
    if (!made) throw new AppError('not_found', { message: 'Vehicle not found' });
    return mergeDto(made);
  };

  /** Undoes one of the car's merges: the other car gets its documents back. */
  const undoMerge = async ({ businessId }: RequestScope, id: string, mergeId: string): Promise<void> => {
    await findOwn(businessId, id);
    if (!(await repo.undoMerge(db, { businessId, vehicleId: id, mergeId }))) throw new AppError('not_found', { message: 'Merge not found' });
  };

  const directory: DerivedDirectory = {
    name: 'vehicles',
    names: namesVehicle,
    place: repo.syncDocument,
    unlink: (tx, businessId, documentId) => repo.unlinkDocument(tx, businessId, documentId),
    refresh: (tx, businessId, vehicleId) => repo.refreshVehicle(tx, businessId, vehicleId),
  };

  /** One business's directory made again from its documents; answers how many cars it holds. */
  const rebuild = ({ businessId }: BusinessScope): Promise<number> => repo.rebuild(db, businessId);

  /** Every business's, one business per statement. */
  const rebuildAll = async (progress?: (businessId: string, vehicles: number) => void): Promise<{ businesses: number; vehicles: number }> => {
    const { businesses, entries } = await rebuildEachBusiness(await repo.businessIds(db), (businessId) => repo.rebuild(db, businessId), progress);
    return { businesses, vehicles: entries };
  };

  /** Today's cars in the workshop (vehicles-workshop.ts has the rule). */
  const inWorkshop = (scope: RequestScope, window: { since: string; limit: number }) => carsInWorkshop(db, scope, window);

  return { list, find, get, merge, undoMerge, rebuild, rebuildAll, directory, inWorkshop };
};

export type VehiclesService = ReturnType<typeof createVehiclesService>;
