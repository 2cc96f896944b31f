import { z } from 'zod';
import { DOCUMENT_KINDS } from '../forms/definition.js';
import { idSchema, queryInt4, titleLocaleQuery } from './common.js';
import { registryStateSchema } from './registry.js';
import { shareState } from './sharing.js';
import { SPV_UPLOAD_STATES } from './spv.js';

/** Issue 31: the vehicle directory, built from the documents' facts. */

export const vehiclesQuery = z.object({
  query: z.string().trim().max(100).optional().describe('part of a plate ("cj12", "CJ 12") or of a VIN, however spaced'),
  skip: queryInt4().default(0),
  limit: queryInt4({ min: 1, max: 100 }).default(10),
});
export type VehiclesQuery = z.infer<typeof vehiclesQuery>;

export const vehicleIdParams = z.object({ id: idSchema });
export const vehicleQuery = z.object({ locale: titleLocaleQuery });

export const vehicleDto = z.object({
  id: idSchema,
  plate: z.string().nullable().describe('the newest plate, for display ("CJ 12 ABC"); null when its documents name only a VIN'),
  plate_key: z.string().nullable().describe('the newest plate as the directory keys it: upper case, no spaces, dashes or dots ("CJ12ABC")'),
  plates: z.array(z.string()).describe('every plate key its documents wrote, newest first (a re-registered car has several, tied by its VIN)'),
  vin: z.string().nullable().describe('its VIN (17 characters), when a document gave one'),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  first_seen: z.string().describe('YYYY-MM-DD: the date of its first document'),
  last_seen: z.string().describe('YYYY-MM-DD: the date of its newest document'),
  documents: z.number().int().describe('how many of the business\'s documents name it'),
  last_odometer_km: z.number().int().nullable().describe('the newest odometer reading (km), by date'),
  last_odometer_day: z.string().nullable().describe('YYYY-MM-DD of that reading'),
  itp_expiry: z.string().nullable().describe('YYYY-MM-DD: the periodic inspection (ITP) valid until, from the newest document that carries it (role vehicle.itp_expiry)'),
  rca_expiry: z.string().nullable().describe('YYYY-MM-DD: the liability insurance (RCA) valid until, from the newest document that carries it (role vehicle.rca_expiry)'),
  vignette_expiry: z.string().nullable().describe('YYYY-MM-DD: the road vignette (rovinietă) valid until, from the newest document that carries it (role vehicle.vignette_expiry)'),
});
export type VehicleDto = z.infer<typeof vehicleDto>;

export const vehiclesResponse = z.object({ results: z.array(vehicleDto), total: z.number().int() });
export type VehiclesResponse = z.infer<typeof vehiclesResponse>;

export const vehicleDocumentDto = z.object({
  id: idSchema,
  form_id: idSchema,
  form_title: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  date: z.string().describe("YYYY-MM-DD: the document's own date (as History's Date column), else the day it was saved"),
  total: z.string().nullable().describe('its grand total (or the amount it records), as History shows it'),
  currency: z.enum(['RON', 'EUR', 'USD']),
  plate: z.string().nullable().describe('the plate as this document wrote it (keyed)'),
  odometer_km: z.number().int().nullable(),
  created_at: z.string(),
  share_state: shareState.nullable().describe('where it stands with its customer (sent, opened, approved...: issue 29)'),
  spv_state: z.enum(SPV_UPLOAD_STATES).nullable().describe("an invoice's latest upload to SPV (e-Factura): to_send, sent, processing, accepted, rejected, failed; null when never uploaded"),
});
export type VehicleDocumentDto = z.infer<typeof vehicleDocumentDto>;

export const odometerPointDto = z.object({
  document_id: idSchema,
  day: z.string().describe('YYYY-MM-DD'),
  km: z.number().int(),
  rollback: z.boolean().describe('lower than a reading taken earlier: an odometer may not be turned back (Legea 142/2023)'),
  previous: z
    .object({ km: z.number().int(), day: z.string(), document_id: idSchema })
    .nullable()
    .describe('for a rollback: the highest earlier reading it fell below'),
});
export type OdometerPointDto = z.infer<typeof odometerPointDto>;

export const vehicleMergeDto = z.object({
  id: idSchema,
  other_id: idSchema.describe('the vehicle merged into this one (its id again once the merge is undone)'),
  other_plates: z.array(z.string()).describe('its plate keys when merged'),
  other_vin: z.string().nullable(),
  created_at: z.string(),
});
export type VehicleMergeDto = z.infer<typeof vehicleMergeDto>;

export const vehicleAppointmentDto = z.object({
  document_id: idSchema,
  day: z.string().nullable().describe('YYYY-MM-DD; null for an appointment without its date yet'),
  start: z.string().nullable().describe('HH:MM'),
  hours: z.number(),
  status: z.string().describe('scheduled | completed'),
});
export type VehicleAppointmentDto = z.infer<typeof vehicleAppointmentDto>;

export const vehicleRegistryDto = z.object({
  document_id: idSchema,
  state: registryStateSchema,
  autopass_id: z.string().nullable(),
  sent_at: z.string().nullable().describe('ISO 8601: the last accepted send'),
});
export type VehicleRegistryDto = z.infer<typeof vehicleRegistryDto>;

export const vehicleMergeBody = z.object({ other_id: idSchema.describe('the vehicle to merge into this one: its documents join this vehicle') });
export type VehicleMergeBody = z.infer<typeof vehicleMergeBody>;
export const vehicleMergeParams = z.object({ id: idSchema, mergeId: idSchema });

export const vehicleDetailDto = z.object({
  vehicle: vehicleDto,
  documents: z.array(vehicleDocumentDto).describe('its documents in time order (oldest first)'),
  odometer: z.array(odometerPointDto).describe('its odometer readings in time order'),
  rollbacks: z.number().int().describe('how many readings are lower than an earlier one'),
  owner: z
    .record(z.string(), z.string())
    .describe('the client facts (roles client.*) of its newest document that names a client: who a new document for this car is made out to; empty when none does'),
  merges: z.array(vehicleMergeDto).describe('the vehicles merged into this one, in the order they were merged (each can be undone)'),
  appointments: z.array(vehicleAppointmentDto).describe('its appointments (documents of an appointment application), in time order'),
  registry: z.array(vehicleRegistryDto).describe('its documents sent (or tried) to the registry (RAR AutoPass), in time order'),
});
export type VehicleDetailDto = z.infer<typeof vehicleDetailDto>;
