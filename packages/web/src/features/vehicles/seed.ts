import type { FieldRole, VehicleDetailDto } from '@atelier/core';
import { newDocumentPath, type DocumentSeed } from '../documents';

const CLIENT_ROLES = new Set<string>([
  'client.type',
  'client.name',
  'client.cui',
  'client.cnp',
  'client.reg_no',
  'client.address',
  'client.city',
  'client.county',
  'client.postal_code',
  'client.country',
  'client.phone',
  'client.email',
] satisfies FieldRole[]);

/** The query parameter of a new document that starts with a vehicle's facts: /documents/{form}?mode=edit&new=1&vehicle={id}. */
export const VEHICLE_PARAM = 'vehicle';

/**
 * A new document for this car: its plate (as written today), VIN, make, model, year and papers'
 * expiry dates, and its owner (the client facts of its newest document), put into the fields of
 * those roles in whatever application is chosen (documents' applySeed). The odometer is left out:
 * a new document records a new reading.
 */
export const seedFromVehicle = ({ vehicle, owner }: VehicleDetailDto): DocumentSeed => {
  const values: Partial<Record<FieldRole, string>> = {};
  const put = (role: FieldRole, value: string | number | null) => {
    if (value !== null && value !== '') values[role] = String(value);
  };
  put('vehicle.plate', vehicle.plate);
  put('vehicle.vin', vehicle.vin);
  put('vehicle.make', vehicle.make);
  put('vehicle.model', vehicle.model);
  put('vehicle.year', vehicle.year);
  put('vehicle.itp_expiry', vehicle.itp_expiry);
  put('vehicle.rca_expiry', vehicle.rca_expiry);
  put('vehicle.vignette_expiry', vehicle.vignette_expiry);
  for (const [role, value] of Object.entries(owner)) if (CLIENT_ROLES.has(role)) put(role as FieldRole, value);
  return { values };
};

/** Where "New document for this car" opens the editor: a new document of the application `formId`. */
export const newDocumentForVehicle = (formId: string, vehicleId: string): string => `${newDocumentPath(formId)}&${VEHICLE_PARAM}=${encodeURIComponent(vehicleId)}`;
