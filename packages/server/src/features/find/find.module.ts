import { defineModule } from '../../modules.js';
import { documentsModule } from '../documents/index.js';
import { vehiclesModule } from '../vehicles/index.js';
import { documentsGroup, vehiclesGroup } from './find-providers.js';
import { findRoutes } from './find.routes.js';
import { createFindService } from './find.service.js';

/**
 * The top bar's find box (issue 31). It owns no table: each group is asked of the feature that owns
 * it. Vehicles and documents are the hub and a directory that know nothing of the box, so the box
 * registers their groups here; a feature built later (customers) registers its own group in its
 * module: `(await use(findModule)).find.register({ group: 'customers', find })`.
 */
export const findModule = defineModule({
  name: 'find',
  apiTags: [{ name: 'find', description: 'The find box of the top bar: vehicles, customers and documents by plate, VIN, name, phone or number' }],
  access: { 'GET /api/user/find': 'user' },
  create: async ({ use }) => {
    const [{ vehicles }, { documents }] = await Promise.all([use(vehiclesModule), use(documentsModule)]);
    const find = createFindService();
    find.register(vehiclesGroup(vehicles));
    find.register(documentsGroup(documents));
    return { find };
  },
  routes: (api, { find }) => findRoutes(api, { find }),
});
