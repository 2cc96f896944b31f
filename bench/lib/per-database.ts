import type { Kind } from './seeded-database.js';
import type { Headline, Result } from './types.js';

/** A database a benchmark could not measure (PostgreSQL not reachable), and why. */
export type Unavailable = { kind: Kind; unavailable: string };

type Log = (line: string) => void;

/** What a benchmark that plays each database in turn reports, from each played database. */
export type PerDatabaseReport<Played> = {
  /** Evaluated once every database has played. */
  method: () => string;
  columns: string[];
  rows: (played: Played | Unavailable) => string[][];
  notes: (played: Played | Unavailable) => string[];
  headline: (played: Played | Unavailable) => Headline[];
  /** The JSON's figures beside the databases: the knobs (their URL redacted), the settings, the targets. */
  data: Record<string, unknown>;
  /** What of a played database goes into the JSON: all of it unless told. */
  keep?: (played: Played | Unavailable) => unknown;
};

type PlayEachDatabase<Played> = PerDatabaseReport<Played> & {
  databases: readonly Kind[];
  /** One database's run, its progress lines through `log`. */
  play: (kind: Kind, log: Log) => Promise<Played | Unavailable>;
};

/**
 * The end the spv, sharing and directories benchmarks share: each database played in turn (its
 * progress on stdout), then one result from all of them: the table's rows, the notes and the
 * headline figures of each in order, the played databases in the JSON beside the benchmark's data.
 */
export const playEachDatabase = async <Played>({ databases, play, method, columns, rows, notes, headline, data, keep }: PlayEachDatabase<Played>): Promise<Result> => {
  const log: Log = (line) => process.stdout.write(`${line}\n`);
  const played: (Played | Unavailable)[] = [];
  for (const kind of databases) played.push(await play(kind, log));
  return {
    method: method(),
    table: { columns, rows: played.flatMap((one) => rows(one)) },
    notes: played.flatMap((one) => notes(one)),
    headline: played.flatMap((one) => headline(one)),
    data: { ...data, databases: keep ? played.map((one) => keep(one)) : played },
  };
};
