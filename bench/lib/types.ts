/** A table as printed on the console and written to RESULTS.md: cells are already formatted. */
export type Table = { columns: string[]; rows: string[][] };

export type Result = {
  /** One or two sentences under the heading: what was measured and how. */
  method: string;
  table: Table;
  /** Caveats of this run, e.g. a database that could not be reached. */
  notes: string[];
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
