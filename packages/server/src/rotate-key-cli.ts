import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SERVER_MODULES } from './app-modules.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { createSecretBox, keyIdOf } from './infra/secret-box.js';
import { loadSecrets } from './secrets.js';

// `npm run rotate-key` (also `npm run registry:rotate-key`, its first name): re-encrypts every
// secret the modules keep (the registry's credentials and sessions, the SPV tokens) under
// ENCRYPTION_KEY, reading the old ones with ENCRYPTION_KEY_PREVIOUS. docs/operations.md, "Rotating ENCRYPTION_KEY".

const print = (line: string) => process.stdout.write(`${line}\n`);

const USAGE = `Usage: npm run rotate-key [-- --generate]

  --generate   print a new random key (64 hex characters) and change nothing.

Without options: re-encrypts every stored secret (registry credentials and sessions, SPV tokens) under ENCRYPTION_KEY
(else the key in DATA_DIR/secrets.json), opening older ones with ENCRYPTION_KEY_PREVIOUS
(comma-separated). Run it with the same DATA_DIR / DATABASE_URL as the server; with the embedded
database, stop the server first.`;

const run = async () => {
  const { values } = parseArgs({ options: { generate: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) return print(USAGE);
  if (values.generate) return print(randomBytes(32).toString('hex'));
  const config = loadConfig(process.env);
  const { encryptionKey } = loadSecrets({ dataDir: config.dataDir, jwtSecret: config.jwtSecret, encryptionKey: config.encryptionKey });
  const box = createSecretBox({ key: encryptionKey, previous: config.previousEncryptionKeys });
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  try {
    await migrate(database.db);
    print(`Encrypting under key ${box.keyId}; also reading ${config.previousEncryptionKeys.map(keyIdOf).join(', ') || 'no previous key'}`);
    const unreadable = new Set<string>();
    for (const module of SERVER_MODULES) {
      if (!module.rotateKey) continue;
      const report = await module.rotateKey({ db: database.db, box });
      print(`  ${report.rows} ${report.what}: ${report.resealed} re-encrypted, ${report.current} already under the current key`);
      if (report.unreadable.length > 0) print(`    ${report.unreadable.length} could not be opened with the keys given (businesses ${report.unreadable.join(', ')})`);
      for (const business of report.unreadable) unreadable.add(business);
    }
    if (unreadable.size > 0) {
      print('  Add the key they were saved under to ENCRYPTION_KEY_PREVIOUS and run again, or their owners save the credentials or connect SPV again.');
      process.exitCode = 1;
    } else {
      print('Done: ENCRYPTION_KEY_PREVIOUS can be removed once every server runs with the new ENCRYPTION_KEY.');
    }
  } finally {
    await database.close();
    unlock();
  }
};

run().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`Key rotation failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
