import { VEHICLES_ERRORS, VEHICLES_MESSAGES } from '@atelier/core';
import { defineModule } from '../../modules.js';
import { appointmentsModule } from '../appointments/index.js';
import { documentsModule } from '../documents/index.js';
import { registryModule } from '../registry/index.js';
import { spvModule } from '../spv/index.js';
import { vehiclesExportTables } from './vehicles.export-tables.js';
import { vehiclesRoutes } from './vehicles.routes.js';
import { createVehiclesService } from './vehicles.service.js';

/** The vehicle directory (issue 31), as the app assembles it (modules.ts). */
export const vehiclesModule = defineModule({
  name: 'vehicles',
  errors: VEHICLES_ERRORS,
  errorMessages: VEHICLES_MESSAGES,
  exportTables: vehiclesExportTables,
  apiTags: [{ name: 'vehicles', description: "The business's vehicles, built from its documents: plates, VIN, documents, odometer readings" }],
  access: {
    'GET /api/user/vehicles': 'user',
    'GET /api/user/vehicles/:id': 'user',
    'POST /api/user/vehicles/:id/merges': 'user',
    'DELETE /api/user/vehicles/:id/merges/:mergeId': 'user',
  },
  create: async ({ db, now, use, deps }) => {
    const { documents } = await use(documentsModule);
    const { appointments } = await use(appointmentsModule);
    const { registry } = await use(registryModule);
    const { spv } = await use(spvModule);
    const vehicles = createVehiclesService({
      db,
      now,
      sources: { listColumns: documents.listColumns, appointmentsOf: appointments.appointmentsOf, registryOf: registry.recordsOf, spvOf: spv.statesOf },
    });
    // Saves and edits are placed after they commit; a deletion in its transaction (AppDeps.directoryHooks: always but in a benchmark's twin).
    if (deps.directoryHooks !== false) documents.addDirectory(vehicles.directory);
    return { vehicles };
  },
  routes: (api, { vehicles }) => vehiclesRoutes(api, { vehicles }),
});
