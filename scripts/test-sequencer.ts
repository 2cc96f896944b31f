import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the test files start in, all four projects in one pool. Vitest queues project after
 * project (e2e, integration, unit, web: by name), each one's files longest first (their size on
 * a fresh clone, their last duration after a run). Here every project keeps that order but is
 * spread evenly over the queue: a journey (a server and Chromium, mostly waiting) runs beside a
 * CPU-bound unit or integration file rather than beside another journey, and each project's
 * longest files start early instead of ending the run.
 */
export class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of sorted) byProject.set(spec.project.name, [...(byProject.get(spec.project.name) ?? []), spec]);
    // The i-th of a project's n files sits at (i + 0.5) / n of the queue; a stable sort keeps ties in project order.
    const placed = [...byProject.values()].flatMap((specs) => specs.map((spec, i) => ({ spec, at: (i + 0.5) / specs.length })));
    return placed.sort((a, b) => a.at - b.at).map(({ spec }) => spec);
  }
}
