/**
 * EXPLAIN (ANALYZE, BUFFERS) of exactly what the server runs for a search or a history list: the
 * server's own code (the documents service) runs on a Kysely whose log catches each statement with
 * its parameters, then each one is explained (three times: the last, warm one is kept).
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../packages/server/src/db/schema.js';
import { openPglite } from '../../packages/server/src/db/pglite.js';

export type Explained = { sql: string; parameters: unknown[]; executionMs: number; plan: string[] };

export type Explainer = {
  /** Runs `work` with its statements caught, then explains each of them. */
  explain: (work: (db: Kysely<Database>) => Promise<unknown>) => Promise<Explained[]>;
  close: () => Promise<void>;
};

const explainerOn = (pool: pg.Pool, closeMore: () => Promise<void> = async () => undefined): Explainer => ({
  explain: async (work) => {
    const captured: { sql: string; parameters: unknown[] }[] = [];
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (event.level === 'query') captured.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
      },
    });
    await work(db);
    const explained: Explained[] = [];
    // One connection, so a transaction's `set local` (e.g. pageDocumentsManyMatches) holds for the
    // statements explained after it; transaction control is replayed, never explained, and rolled back.
    const client = await pool.connect();
    try {
      for (const { sql, parameters } of captured) {
        // BEGIN may carry the transaction's first `set local` (documents.repo.ts inPlannedTransaction).
        if (/^\s*begin\b/i.test(sql)) await client.query(sql);
        else if (/^\s*(commit|rollback)\b/i.test(sql)) await client.query('rollback');
        else if (/^\s*set\b/i.test(sql)) await client.query(sql, parameters);
        else {
          let plan: string[] = [];
          for (let i = 0; i < 3; i++) {
            const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, parameters);
            plan = result.rows.map((row) => row['QUERY PLAN']);
          }
          const time = plan.map((line) => /^Execution Time: ([\d.]+) ms/.exec(line)).find(Boolean);
          explained.push({ sql, parameters, executionMs: Number(time?.[1] ?? Number.NaN), plan });
        }
      }
      await client.query('rollback');
    } finally {
      client.release();
    }
    return explained;
  },
  close: async () => {
    await pool.end();
    await closeMore();
  },
});

export const postgresExplainer = (url: string, schema: string): Explainer =>
  explainerOn(new pg.Pool({ connectionString: url, options: `-c search_path=${schema},public`, max: 1 }));

/** Opens the PGlite data folder itself: only once the server process has closed it. */
export const pgliteExplainer = async (dataDir: string): Promise<Explainer> => {
  const { pglite, pgConfig } = await openPglite({ dataDir });
  return explainerOn(new pg.Pool({ ...pgConfig, max: 1 }), () => pglite.close());
};

/**
 * The plan in one line: each node with its actual time and rows, and what it threw away
 * ("Rows Removed by Filter", "Heap Blocks"), e.g. `Limit 0.9 ms 10 rows › Index Scan using … 0.9 ms 10 rows`.
 */
export const condensePlan = (plan: readonly string[]): string => {
  const parts: string[] = [];
  for (const raw of plan) {
    const line = raw.trim().replace(/^->\s*/, '');
    // PostgreSQL 18 (PGlite) prints rows with decimals: rows=10.00.
    const node = /^(.*?)\s+\(cost=[^)]*\)\s+\(actual time=[\d.]+\.\.([\d.]+) rows=([\d.]+) loops=(\d+)\)/.exec(line);
    if (node) {
      const loops = Number(node[4]);
      parts.push(`${node[1]} ${node[2]} ms ${Math.round(Number(node[3])).toLocaleString('en-US')} rows${loops > 1 ? ` ×${loops} loops` : ''}`);
    } else if (/^(Rows Removed by (Filter|Index Recheck)|Heap Blocks|Index Cond|Recheck Cond|Filter):/.test(line) && parts.length > 0) {
      parts[parts.length - 1] += ` [${line}]`;
    }
  }
  return parts.join(' › ');
};
