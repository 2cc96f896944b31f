import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { AppError } from '../errors.js';
import type { Database } from './schema.js';
import { openPglite, type PgliteOptions } from './pglite.js';
import { startPgliteThread } from './pglite-thread.js';
import { preparedName } from './prepared.js';

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The embedded database itself (PGlite only): for dumps in tests. */
  pglite?: PGlite;
};

export type OpenDatabaseOptions = (
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number }
  | ({
      kind: 'pglite';
      /** PGlite in a worker thread of its own (pglite-thread.ts); `pglite` is then not on the handle. */
      thread?: boolean;
    } & PgliteOptions)
) & {
  /** Longest wait for a free connection before a statement is refused with 503 (see `boundedConnect`); unbounded without. */
  waitMs?: number;
  /** Sees the text of every statement sent, one call per round trip (BEGIN and COMMIT included): tests count them. */
  onStatement?: (text: string) => void;
};

/** Seconds a client refused for a busy database is asked to wait before trying again. */
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * pg's pool queues callers without end when every connection is taken (PGlite has exactly one):
 * under overload each request waited behind all the others, up to the clients' 30 s timeouts.
 * Past `waitMs` the caller gets a 503 with Retry-After at once, and the connection it would
 * have had goes straight back to the pool when it comes.
 */
const boundedConnect = (pool: pg.Pool, waitMs: number | undefined): (() => Promise<pg.PoolClient>) => {
  if (waitMs === undefined) return () => pool.connect();
  return () =>
    new Promise<pg.PoolClient>((resolve, reject) => {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        reject(
          new AppError('service_unavailable', {
            message: 'The server is too busy right now; try again in a moment',
            headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
          }),
        );
      }, waitMs);
      pool.connect().then(
        (client) => {
          clearTimeout(timer);
          if (timedOut) client.release();
          else resolve(client);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
};

/**
 * pg's pool, with the statements of prepared.ts sent under their names (prepared once per
 * connection) and every other one as before. One wrapper per pg client: Kysely keeps a connection
 * object per client it is given.
 */
const preparingPool = (pool: pg.Pool, { waitMs, onStatement }: Pick<OpenDatabaseOptions, 'waitMs' | 'onStatement'>): PostgresPool => {
  const connect = boundedConnect(pool, waitMs);
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((sqlOrCursor: string | pg.Submittable, parameters?: readonly unknown[]) => {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor);
      onStatement?.(sqlOrCursor);
      const name = preparedName(sqlOrCursor);
      return client.query(name ? { name, text: sqlOrCursor, values: parameters as unknown[] } : { text: sqlOrCursor, values: parameters as unknown[] });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    connect: async () => {
      const client = await connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
};

/**
 * One driver path for both databases: Kysely's PostgresDialect over a pg.Pool, built from
 * DATABASE_URL or from PGlite through its node-postgres adapter, so types come back the same.
 */
export const openDatabase = async (options: OpenDatabaseOptions): Promise<DatabaseHandle> => {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool, options) }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { kind: _kind, thread, waitMs: _waitMs, ...pgliteOptions } = options;
  if (pgliteOptions.dataDir) await mkdir(path.dirname(pgliteOptions.dataDir), { recursive: true });
  if (thread) {
    const running = await startPgliteThread(pgliteOptions);
    // One client for good: PGlite is one session, and a client closed when idle would leave its prepared statements behind.
    const pool = new pg.Pool({ user: 'postgres', database: 'postgres', stream: running.stream, max: 1, idleTimeoutMillis: 0 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool, options) }) });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await db.destroy();
        await running.close();
      },
    };
  }
  const { pglite, pgConfig } = await openPglite(pgliteOptions);
  const pool = new pg.Pool({ ...pgConfig, max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool, options) }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
};
