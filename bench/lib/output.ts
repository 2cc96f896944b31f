import { existsSync } from 'node:fs';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownTable } from './format.js';
import { machineLine, type Machine } from './machine.js';
import { redactUrl, type Settings } from './settings.js';
import type { Benchmark, Result } from './types.js';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(benchDir, 'out');
const resultsFile = path.join(benchDir, 'RESULTS.md');

export type Run = { benchmark: Benchmark; result: Result; startedAt: Date; seconds: number; machine: Machine; settings: Settings };

/** `2025-11-22T05-10-00Z`: sortable and safe in file names. */
const stamp = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');

export const writeJson = async (run: Run): Promise<string> => {
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, `${run.benchmark.name}-${stamp(run.startedAt)}.json`);
  const { benchmark, result, ...rest } = run;
  const settings = { ...run.settings, postgresUrl: redactUrl(run.settings.postgresUrl) };
  const body = { name: benchmark.name, title: benchmark.title, ...rest, settings, ...result };
  await writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
  return file;
};

const HEADER = `# Benchmark results

Written by \`npm run bench\` (\`bench/run.ts\`); each run appends a dated section, newest last. The raw
figures of every run, recorded or not, are in \`bench/out/*.json\` (not committed).

How to read them:
- The machine is small and shared (2 cores, other work running), so absolute numbers drift by tens
  of percent between runs. Compare **ratios taken within one run**: each benchmark measures its
  subject and a baseline side by side, alternating, so the noise hits both.
- The server runs in its own process; the load generator (autocannon, keep-alive connections) runs
  in the parent process. With 2 cores they (and PostgreSQL, when used) compete for CPU: the figures
  are for comparing, not capacity planning.
- Each figure is the median over several timed rounds after a warm-up; the JSON keeps every round.
- Nothing here is asserted: a worse ratio is a reason to look, not a failing build.
`;

export const appendResults = async (run: Run): Promise<void> => {
  if (!existsSync(resultsFile)) await writeFile(resultsFile, HEADER);
  const when = run.startedAt.toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    '',
    `## ${when} UTC · ${run.benchmark.name}: ${run.benchmark.title}`,
    '',
    run.result.method,
    '',
    `${machineLine(run.machine)} The benchmark took ${Math.round(run.seconds)} s.`,
    '',
    markdownTable(run.result.table),
    ...(run.result.notes.length > 0 ? ['', ...run.result.notes.map((note) => `- ${note}`)] : []),
    '',
  ].join('\n');
  await appendFile(resultsFile, section);
};
