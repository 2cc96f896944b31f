import { appPaths, formatPlate, type VehicleDto } from '@atelier/core';
import type { DocumentsService } from '../documents/index.js';
import type { VehiclesService } from '../vehicles/index.js';
import type { FindProvider } from './find.service.js';

const joined = (...parts: (string | null | undefined)[]): string => parts.filter((part) => part !== null && part !== undefined && part.trim() !== '').join(' · ');

const vehicleItem = (vehicle: VehicleDto) => ({
  id: vehicle.id,
  title: vehicle.plate ?? vehicle.vin ?? '',
  detail: joined([vehicle.make, vehicle.model].filter(Boolean).join(' '), vehicle.plate === null ? null : vehicle.vin),
  path: appPaths.vehicle(vehicle.id),
});

/**
 * The vehicles group: the directory's search by a fragment of a plate or VIN, however it is spaced
 * or cased ("cj12" finds CJ 12 ABC), through the vehicles service (its trigram index), uncounted.
 * The vehicles feature does not know the find box: the box asks it, as it asks the documents.
 */
export const vehiclesGroup = (vehicles: Pick<VehiclesService, 'find'>): FindProvider => ({
  group: 'vehicles',
  find: async (scope, { text, limit }) => (await vehicles.find(scope, text, limit)).map(vehicleItem),
});

/**
 * The documents group: History's search (every word, diacritics-insensitive, in the number, the
 * customer and the rest of the document), its first matches newest first, uncounted, through the documents service.
 */
export const documentsGroup = (documents: Pick<DocumentsService, 'find'>): FindProvider => ({
  group: 'documents',
  find: async (scope, { text, locale, limit }) =>
    (await documents.find(scope, { query: text, limit, locale })).map((doc) => ({
      id: doc.id,
      title: joined(doc.number, doc.form_title),
      detail: joined(doc.facts['client.name'], doc.facts['vehicle.plate'] && formatPlate(doc.facts['vehicle.plate'])),
      path: appPaths.document(doc.id),
    })),
});
