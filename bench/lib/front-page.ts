/**
 * bench/RESULTS.md, the front page: the latest headline figures of every benchmark against their
 * targets. Pure functions, so the table is tested without running a benchmark; output.ts reads and
 * writes the files.
 */
import { markdownTable } from './format.js';
import type { Headline } from './types.js';

/** A benchmark's latest recorded run, as bench/history/latest.json keeps it. */
export type Latest = {
  benchmark: string;
  title: string;
  /** `YYYY-MM-DD HH:MM` in UTC, as the history's headings. */
  date: string;
  /** As the run's machine line states it: a short hash, maybe "with uncommitted changes in packages/". */
  commit: string;
  headline: Headline[];
};

/** The run replaces its benchmark's row; the rows of benchmarks not run this time stay as they were. */
export const mergeLatest = (previous: readonly Latest[], run: Latest): Latest[] =>
  [...previous.filter((latest) => latest.benchmark !== run.benchmark), run].sort((a, b) => a.benchmark.localeCompare(b.benchmark));

/** Whole numbers with separators, small ones with the digits that still mean something on a noisy machine. */
export const formatFigure = (figure: number): string => {
  if (!Number.isFinite(figure)) return '–';
  if (Number.isInteger(figure) || Math.abs(figure) >= 1000) return Math.round(figure).toLocaleString('en-US');
  // 149.6 KB against "< 150 KB" must not read 150.
  return Math.abs(figure) >= 10 ? figure.toFixed(1) : figure.toFixed(2);
};

/** A Markdown cell: a pipe would end it. */
const cell = (text: string) => text.replaceAll('|', '\\|');

const figureText = (h: Headline) => `${h.name}: ${formatFigure(h.figure)}${h.unit ? ` ${h.unit}` : ''}`;
const metText = (h: Headline) => (h.met === undefined ? '–' : h.met ? 'yes' : '**no**');

/** One row per benchmark; its figures one under the other (`<br>`), each beside its target and verdict. */
export const frontTable = (latest: readonly Latest[]): string => {
  const lines = (l: Latest, pick: (h: Headline) => string) => (l.headline.length === 0 ? '–' : l.headline.map((h) => cell(pick(h))).join('<br>'));
  return markdownTable({
    columns: ['benchmark', 'latest figures', 'target', 'met', 'date (UTC)', 'commit'],
    rows: latest.map((l) => [
      `[${l.benchmark}](history/${l.benchmark}.md)`,
      lines(l, figureText),
      lines(l, (h) => h.target ?? '–'),
      lines(l, metText),
      l.date,
      cell(l.commit),
    ]),
  });
};

export const frontPage = (latest: readonly Latest[]): string => `# Benchmark results

The latest figures of every benchmark against their targets, written by \`npm run bench\`.

${frontTable(latest)}

A run replaces its benchmark's row and leaves the others as they were; the rows are kept in
\`bench/history/latest.json\` (\`bench/run.ts\` writes this page from it). Each run's full table,
method and notes are appended to \`bench/history/<benchmark>.md\` (newest last), which also keeps
the notes written by hand; how to run the benchmarks is in [README.md](README.md).

How to read it: the machine is small and shared (2 cores, other work running), so absolute figures
drift by tens of percent between runs; the load average at the start of each run is in its history.
Read a miss on a busy machine again on a quiet one before acting on it. Nothing here is asserted by
the test suite.
`;
