import { defineModule } from '../../modules.js';
import { documentsModule } from '../documents/index.js';
import { vehiclesExportTables } from './vehicles.export-tables.js';
import { vehiclesRoutes } from './vehicles.routes.js';
import { createVehiclesService } from './vehicles.service.js';

/** The vehicle directory (issue 31), as the app assembles it (modules.ts). */
export const vehiclesModule = defineModule({
  name: 'vehicles',
  exportTables: vehiclesExportTables,
  apiTags: [{ name: 'vehicles', description: "The business's vehicles, built from its documents: plates, VIN, documents, odometer readings" }],
  access: {
    'GET /api/user/vehicles': 'user',
    'GET /api/user/vehicles/:id': 'user',
  },
  create: async ({ db, log, use }) => {
    const { documents } = await use(documentsModule);
    const vehicles = createVehiclesService({ db, log });
    // Saves and edits are placed after they commit; a deletion in its transaction.
    documents.registerHook(vehicles.documentHook);
    return { vehicles };
  },
  routes: (api, { vehicles }) => vehiclesRoutes(api, { vehicles }),
});
