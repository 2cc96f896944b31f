/**
 * Runs every benchmark in bench/benchmarks (or only those named: `npm run bench -- api-status`),
 * prints each table, writes bench/out/<name>-<timestamp>.json, appends the run to
 * bench/history/<name>.md and writes its headline figures into the front page, bench/RESULTS.md
 * (unless `--no-record`, for trial runs). A benchmark is a file exporting
 * `defineBenchmark({ name, title, run })` as default; see bench/README.md.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { markdownTable } from './lib/format.js';
import { describeMachine, machineLine } from './lib/machine.js';
import { benchDir, recordRun, writeFrontPage, writeJson } from './lib/output.js';
import { settings } from './lib/settings.js';
import type { Benchmark } from './lib/types.js';

const args = process.argv.slice(2);
const record = !args.includes('--no-record');
const unknownFlags = args.filter((arg) => arg.startsWith('-') && arg !== '--no-record' && arg !== '--front-page');
if (unknownFlags.length > 0) {
  process.stderr.write(`Unknown option ${unknownFlags.join(' ')}; usage: run.ts [--no-record] [benchmark ...] | --front-page\n`);
  process.exit(2);
}
// After a hand edit of bench/history/latest.json: the front page again, nothing run.
if (args.includes('--front-page')) {
  await writeFrontPage();
  process.stdout.write('Wrote bench/RESULTS.md from bench/history/latest.json\n');
  process.exit(0);
}
const wanted = args.filter((arg) => !arg.startsWith('-'));

const loadBenchmarks = async (): Promise<Benchmark[]> => {
  const dir = path.join(benchDir, 'benchmarks');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.ts')).sort();
  const benchmarks: Benchmark[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as { default?: Benchmark };
    const benchmark = module.default;
    if (!benchmark || typeof benchmark.run !== 'function') throw new Error(`bench/benchmarks/${file} has no default defineBenchmark(...) export`);
    if (`${benchmark.name}.ts` !== file) throw new Error(`bench/benchmarks/${file} is named "${benchmark.name}": name and file must match`);
    benchmarks.push(benchmark);
  }
  return benchmarks;
};

const all = await loadBenchmarks();
const unknown = wanted.filter((name) => !all.some((b) => b.name === name));
if (unknown.length > 0) {
  process.stderr.write(`Unknown benchmark ${unknown.join(', ')}; available: ${all.map((b) => b.name).join(', ')}\n`);
  process.exit(2);
}
const selected = wanted.length > 0 ? all.filter((b) => wanted.includes(b.name)) : all;

let failed = 0;
for (const benchmark of selected) {
  process.stdout.write(`\n== ${benchmark.name}: ${benchmark.title}\n`);
  const machine = describeMachine();
  const startedAt = new Date();
  const started = performance.now();
  try {
    const result = await benchmark.run();
    const run = { benchmark, result, startedAt, seconds: (performance.now() - started) / 1000, machine, settings };
    process.stdout.write(`\n${markdownTable(result.table)}\n`);
    for (const note of result.notes) process.stdout.write(`- ${note}\n`);
    process.stdout.write(`\n${machineLine(machine)} Took ${Math.round(run.seconds)} s.\n`);
    const file = await writeJson(run);
    process.stdout.write(`Wrote ${path.relative(process.cwd(), file)}`);
    if (record) {
      const history = await recordRun(run);
      process.stdout.write(`, appended to ${path.relative(process.cwd(), history)} and updated bench/RESULTS.md\n`);
    } else process.stdout.write(' (--no-record: bench/history and RESULTS.md untouched)\n');
  } catch (error) {
    failed += 1;
    process.stderr.write(`${benchmark.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
}
process.exit(failed > 0 ? 1 : 0);
