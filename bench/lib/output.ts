import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownTable } from './format.js';
import { frontPage, mergeLatest, type Latest } from './front-page.js';
import { machineLine, type Machine } from './machine.js';
import { redactUrl, type Settings } from './settings.js';
import type { Benchmark, Result } from './types.js';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(benchDir, 'out');
const historyDir = path.join(benchDir, 'history');
const latestFile = path.join(historyDir, 'latest.json');
const frontPageFile = path.join(benchDir, 'RESULTS.md');

export type Run = { benchmark: Benchmark; result: Result; startedAt: Date; seconds: number; machine: Machine; settings: Settings };

/** `2025-11-22T05-10-00Z`: sortable and safe in file names. */
const stamp = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');

/** `2025-11-22 05:10`, the history's headings and the front page's date. */
const minute = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

export const writeJson = async (run: Run): Promise<string> => {
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, `${run.benchmark.name}-${stamp(run.startedAt)}.json`);
  const { benchmark, result, ...rest } = run;
  const settings = { ...run.settings, postgresUrl: redactUrl(run.settings.postgresUrl) };
  const body = { name: benchmark.name, title: benchmark.title, ...rest, settings, ...result };
  await writeFile(file, `${JSON.stringify(body, null, 2)}\n`);
  return file;
};

const historyHeader = (name: string) => `# ${name}: history

Every recorded run of \`npm run bench -- ${name}\` appends a dated section here, newest last
(\`bench/run.ts\`); notes written by hand follow the runs they discuss. The latest headline figures
are on the front page, [../RESULTS.md](../RESULTS.md); how to read these figures:
[README.md](README.md).
`;

/** Appends the run's method, machine, table and notes to bench/history/<name>.md. */
const appendHistory = async (run: Run): Promise<string> => {
  await mkdir(historyDir, { recursive: true });
  const file = path.join(historyDir, `${run.benchmark.name}.md`);
  if (!existsSync(file)) await writeFile(file, historyHeader(run.benchmark.name));
  const section = [
    '',
    `## ${minute(run.startedAt)} UTC · ${run.benchmark.name}: ${run.benchmark.title}`,
    '',
    run.result.method,
    '',
    `${machineLine(run.machine)} The benchmark took ${Math.round(run.seconds)} s.`,
    '',
    markdownTable(run.result.table),
    ...(run.result.notes.length > 0 ? ['', ...run.result.notes.map((note) => `- ${note}`)] : []),
    '',
  ].join('\n');
  await appendFile(file, section);
  return file;
};

const readLatest = async (): Promise<Latest[]> => (existsSync(latestFile) ? (JSON.parse(await readFile(latestFile, 'utf8')) as Latest[]) : []);

/** Replaces the run's row in bench/history/latest.json and writes bench/RESULTS.md again from it. */
const updateFrontPage = async (run: Run): Promise<void> => {
  const latest = mergeLatest(await readLatest(), {
    benchmark: run.benchmark.name,
    title: run.benchmark.title,
    date: minute(run.startedAt),
    commit: run.machine.commit,
    headline: run.result.headline,
  });
  await writeFile(latestFile, `${JSON.stringify(latest, null, 2)}\n`);
  await writeFile(frontPageFile, frontPage(latest));
};

/** A recorded run: its details in its history file, its headline figures on the front page. */
export const recordRun = async (run: Run): Promise<string> => {
  const file = await appendHistory(run);
  await updateFrontPage(run);
  return file;
};

/** Writes bench/RESULTS.md again from bench/history/latest.json (after editing the JSON by hand). */
export const writeFrontPage = async (): Promise<void> => writeFile(frontPageFile, frontPage(await readLatest()));
