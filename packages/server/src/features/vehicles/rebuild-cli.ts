import { runRebuildCli } from '../../db/rebuild-directory-cli.js';
import { createVehiclesService } from './vehicles.service.js';

// `npm run vehicles:rebuild`: makes the vehicle directory again from the documents, for every
// business or one (`-- --business <id>`). The directory is derived: this changes no document.
runRebuildCli({
  command: 'vehicles:rebuild',
  what: 'vehicles',
  tables: 'vehicle directory (vehicles, vehicle_documents)',
  open: ({ db }) => createVehiclesService({ db }),
});
