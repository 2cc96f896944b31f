/** A table as printed on the console and written to bench/history: cells are already formatted. */
export type Table = { columns: string[]; rows: string[][] };

/**
 * One figure a reader looks for first, with its target: bench/RESULTS.md shows the latest of each.
 * `target` and `met` are absent for a figure that is only compared (a ratio, a time to watch).
 */
export type Headline = {
  /** Short, with the database when it matters: "PostgreSQL: search p95". */
  name: string;
  figure: number;
  /** "ms", "s", "req/s", "users", "MB", "×", "score"… */
  unit: string;
  /** The target as a reader writes it: "< 50 ms", "≥ 95". */
  target?: string;
  met?: boolean;
};

export type Result = {
  /** One or two sentences under the heading: what was measured and how. */
  method: string;
  table: Table;
  /** Caveats of this run, e.g. a database that could not be reached. */
  notes: string[];
  /** The figures of the front page (bench/RESULTS.md), a few per benchmark. */
  headline: Headline[];
  /** The raw figures, for the JSON file in bench/out. */
  data: unknown;
};

export type Benchmark = {
  /** kebab-case, the file name without .ts; `npm run bench -- <name>` runs only this one. */
  name: string;
  /** Short title for headings. */
  title: string;
  run: () => Promise<Result>;
};

/** Identity with a type: `export default defineBenchmark({ ... })` in bench/benchmarks/<name>.ts. */
export const defineBenchmark = (benchmark: Benchmark): Benchmark => benchmark;
