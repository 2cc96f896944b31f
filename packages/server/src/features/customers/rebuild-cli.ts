import { runRebuildCli } from '../../db/rebuild-directory-cli.js';
import { createCustomersService } from './customers.service.js';

// `npm run customers:rebuild`: makes the customer directory again from the documents' client facts
// and the merges users made, for every business or one (`-- --business <id>`).
runRebuildCli({
  command: 'customers:rebuild',
  what: 'customers',
  tables: 'customer directory (customers, customer_documents, with the merges users made)',
  open: ({ db }) => createCustomersService({ db, now: () => new Date() }),
});
