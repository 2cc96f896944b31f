/**
 * Knobs read once from the environment, so a quick trial (`BENCH_SECONDS=1`) and the recorded
 * run use the same code. Defaults keep api-status around a minute and a half; the documents
 * benchmark adds its own knobs (sizes, samples) and seeding time, see bench/README.md.
 */
/** A positive number from the environment, or the fallback when unset. */
export const positive = (name: string, fallback: number, { integer = false } = {}): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${integer ? 'whole ' : ''}number (got "${raw}")`);
  }
  return value;
};

export type Settings = {
  /** Length of each timed load run. */
  seconds: number;
  /** Length of the untimed run on each route before the timed ones. */
  warmupSeconds: number;
  /** Timed runs per route; the median is reported. */
  rounds: number;
  /** Concurrent keep-alive connections of the load generator. */
  connections: number;
  postgresUrl: string;
};

export const settings: Settings = {
  seconds: positive('BENCH_SECONDS', 3),
  warmupSeconds: positive('BENCH_WARMUP_SECONDS', 2),
  rounds: positive('BENCH_ROUNDS', 5, { integer: true }),
  connections: positive('BENCH_CONNECTIONS', 10, { integer: true }),
  postgresUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
};

/** The URL without its password, for tables and files. */
export { redactUrl } from '../../packages/server/src/db/connection-errors.js';
