import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig } from '../../config.js';
import { openDatabase } from '../../db/connection.js';
import { DataDirLockedError, lockDataDir } from '../../db/data-dir-lock.js';
import { migrate } from '../../db/migrate.js';
import { createCustomersService } from './customers.service.js';

// `npm run customers:rebuild`: makes the customer directory again from the documents, for every
// business or one (`-- --business <id>`). The directory is derived: this changes no document.

const print = (line: string) => process.stdout.write(`${line}\n`);

const USAGE = `Usage: npm run customers:rebuild [-- --business <id>]

Makes the customer directory (customers, customer_documents) again from the documents' client
facts and the merges users made: every business's, or only the one given. Run it with the same DATA_DIR / DATABASE_URL as the server; with
the embedded database, stop the server first. Servers may keep running on PostgreSQL: each
business is rebuilt in one transaction, and saves of that business wait for it.`;

const run = async () => {
  const { values } = parseArgs({ options: { business: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return print(USAGE);
  const config = loadConfig(process.env);
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  try {
    await migrate(database.db);
    const customers = createCustomersService({ db: database.db, log: pino({ level: 'silent' }), now: () => new Date() });
    const started = Date.now();
    if (values.business) {
      const n = await customers.rebuild({ businessId: values.business });
      print(`Business ${values.business}: ${n} customers.`);
    } else {
      const report = await customers.rebuildAll((businessId, n) => print(`  ${businessId}: ${n} customers`));
      print(`Rebuilt ${report.businesses} businesses: ${report.customers} customers.`);
    }
    print(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
    unlock();
  }
};

run().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`Rebuilding the customer directory failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
