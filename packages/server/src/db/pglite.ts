import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { PGLITE_SHARED_BUFFERS_MB_DEFAULT } from './pglite-settings.js';


export type PgliteOptions = { dataDir?: string; loadDataDir?: Blob; sharedBuffersMb?: number };

/**
 * Embedded PostgreSQL. Settings go through ALTER SYSTEM (the postgresqlConf option would replace
 * the whole file); a small max_wal_size keeps the data folder from growing by ~200 MB of WAL.
 * shared_buffers is set when the server starts (command line), as it can change only then.
 */
export const openPglite = async ({ dataDir, loadDataDir, sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB_DEFAULT }: PgliteOptions) => {
  const pglite = await PGlite.create({
    // Extensions ship with PGlite and must be loaded here before `create extension` can use them.
    extensions: { pg_trgm, btree_gin },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`],
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await pglite.query(`alter system set max_wal_size = '64MB'`);
  await pglite.query(`alter system set min_wal_size = '32MB'`);
  await pglite.query('select pg_reload_conf()');
  return { pglite, pgConfig: createPgConfig(pglite) };
};
