import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The project whose files mostly wait (a server and Chromium per file): spread over the run. */
const JOURNEYS = 'e2e';
/** The other projects, one after another: the last one's files are the shortest, so the run ends without a long tail. */
const PROJECT_ORDER = ['integration', 'web', 'unit'];
/**
 * Milliseconds per byte of test file, by project, where no run has timed a file yet (a fresh
 * clone): measured on CI's 2 cores in November 2026 (an integration file of 10 KB takes ~7 s, a
 * web one of 5 KB ~1 s, a unit one of 4 KB ~0.6 s; a journey of 8 KB ~20 s: the journeys' third of the
 * run over their 265 KB, so that their order compares with SHARED_SUITE_MS's times).
 */
const MS_PER_BYTE: Record<string, number> = { integration: 0.74, web: 0.22, unit: 0.16, e2e: 2.4 };
/**
 * Files of one line that run a suite built elsewhere (a database, a part of the catalogue, a part of
 * the pages): their size says nothing of their time. Each one's time alone on CI's 2 cores (quiet,
 * November 2026), for a run without Vitest's record of durations: CI's (npm ci empties node_modules,
 * where Vitest keeps it). By size they were the last files of their projects: four of the run's
 * longest at its very end, the two slowed-phone journeys side by side with the print gates.
 */
export const SHARED_SUITE_MS: Record<string, number> = {
  'e2e:e2e/typing-early-sign-in-journey.e2e.test.ts': 44_000,
  'e2e:e2e/typing-early-journey.e2e.test.ts': 40_000,
  'integration:packages/server/src/http/fuzz-pglite.int.test.ts': 30_000,
  'integration:packages/server/src/http/fuzz-postgres.int.test.ts': 30_000,
  'unit:catalog/src/quality-gate-print-1.test.ts': 13_000,
  'unit:catalog/src/quality-gate-print-2.test.ts': 11_000,
};

/**
 * The order the test files start in, all four projects in one pool. Vitest queues project after
 * project; here each one's files go longest first (their last duration after a run, else their
 * SHARED_SUITE_MS or their size: a fresh clone). Here the journeys are spread evenly over the time of the others, so that a journey (a
 * server and Chromium, mostly waiting) runs beside a CPU-bound file rather than beside another
 * journey; the other projects' files stay together, project by project: their files share a
 * worker (isolate false in vitest.config.ts), and Vitest keeps a worker for the next file only
 * when that file is of the same project.
 */
export class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const keyOf = (spec: TestSpecification) => `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
    // Each file's expected time (ms): its last duration, else its time in SHARED_SUITE_MS, else its size times its project's rate.
    const weight = (spec: TestSpecification) =>
      cache.getFileTestResults(keyOf(spec))?.duration ??
      SHARED_SUITE_MS[keyOf(spec)] ??
      (cache.getFileStats(keyOf(spec))?.size ?? 1000) * (MS_PER_BYTE[spec.project.name] ?? 0.3);
    const failed = (spec: TestSpecification) => (cache.getFileTestResults(keyOf(spec))?.failed ? 1 : 0);
    // Vitest's order of the projects; within each, the files that failed last time, then the longest first.
    const sorted = (await super.sort(files))
      .map((spec, index) => ({ spec, index, failed: failed(spec), weight: weight(spec) }))
      .sort((a, b) => (a.spec.project.name === b.spec.project.name ? b.failed - a.failed || b.weight - a.weight : 0) || a.index - b.index)
      .map(({ spec }) => spec);
    const journeys = sorted.filter((spec) => spec.project.name === JOURNEYS);
    const rank = (name: string) => (PROJECT_ORDER.includes(name) ? PROJECT_ORDER.indexOf(name) : PROJECT_ORDER.length);
    // A stable sort: each project keeps its longest-first order.
    const others = sorted.filter((spec) => spec.project.name !== JOURNEYS).sort((a, b) => rank(a.project.name) - rank(b.project.name));
    if (journeys.length === 0 || others.length === 0) return [...journeys, ...others];

    const weights = others.map(weight);
    const total = weights.reduce((sum, w) => sum + w, 0);

    // The i-th of n journeys goes where (i + 0.5) / n of the others' expected time has gone by.
    const queue: TestSpecification[] = [];
    let elapsed = 0;
    let next = 0;
    others.forEach((spec, index) => {
      while (next < journeys.length && elapsed >= ((next + 0.5) / journeys.length) * total) queue.push(journeys[next++] as TestSpecification);
      queue.push(spec);
      elapsed += weights[index] ?? 0;
    });
    return [...queue, ...journeys.slice(next)];
  }
}
