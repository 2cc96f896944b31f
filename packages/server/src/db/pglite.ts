import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';

type PgliteOptions = { dataDir?: string; loadDataDir?: Blob };

/**
 * Embedded PostgreSQL. Settings go through ALTER SYSTEM (the postgresqlConf option would replace
 * the whole file); a small max_wal_size keeps the data folder from growing by ~200 MB of WAL.
 */
export const openPglite = async ({ dataDir, loadDataDir }: PgliteOptions) => {
  const pglite = await PGlite.create({
    // Extensions ship with PGlite and must be loaded here before `create extension` can use them.
    extensions: { pg_trgm, btree_gin },
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await pglite.query(`alter system set max_wal_size = '64MB'`);
  await pglite.query(`alter system set min_wal_size = '32MB'`);
  await pglite.query('select pg_reload_conf()');
  return { pglite, pgConfig: createPgConfig(pglite) };
};
