import { readdirSync, readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createPdfRenderer, workerResourceLimits } from './pool.js';
import { catalogDefinition, estimateSample } from './test-support/samples.js';

const sample = () => ({ definition: catalogDefinition('deviz-auto-platitor-tva.json'), document: { data: estimateSample() }, locale: 'ro' as const });

/** Nice value of a thread of this process (Linux). */
const niceOf = (task: string) => {
  const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
  // After "pid (comm) ", the nice value is the 17th field.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

describe('PDF worker pool', () => {
  it('starts every worker on request, each loading its fonts and rendering a sample before the first PDF', async () => {
    const renderer = createPdfRenderer({ workers: 2 });
    try {
      const warmed = await renderer.start();
      expect(new Set(warmed).size).toBe(2);
      expect(warmed).not.toContain(threadId);
      const pdf = await renderer.render(sample());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await renderer.close();
    }
  }, 60_000);

  it('warms the calling thread when it renders there (PDF_WORKERS=0)', async () => {
    expect(await createPdfRenderer({ workers: 0 }).start()).toEqual([threadId]);
  }, 60_000);

  it.runIf(process.platform === 'linux')('lowers the priority of its worker threads only, never of the thread that answers requests', async () => {
    const mainNice = niceOf(String(process.pid));
    for (const begin of ['first PDF', 'start'] as const) {
      const before = new Set(readdirSync('/proc/self/task'));
      const renderer = createPdfRenderer({ workers: 1, nice: 7 });
      try {
        if (begin === 'start') await renderer.start();
        else await renderer.render(sample());
        const started = readdirSync('/proc/self/task').filter((task) => !before.has(task));
        expect(started.map(niceOf), begin).toContain(7);
        expect(niceOf(String(process.pid))).toBe(mainNice);
      } finally {
        await renderer.close();
      }
    }
  }, 60_000);

  it('stops a render that runs past the time limit with 422 pdf_too_complex, and replaces its worker', async () => {
    // Read on every render: the test tightens it around one render only.
    const limits = { timeoutMs: 60_000, memoryMb: 128 };
    const renderer = createPdfRenderer({ workers: 1, limits });
    try {
      const [first] = await renderer.start();
      // A 500-line estimate takes hundreds of milliseconds; 1 ms cannot be enough on any machine.
      limits.timeoutMs = 1;
      const big = { ...sample(), document: { data: estimateSample({ labor: 200, parts: 300 }) } };
      await expect(renderer.render(big)).rejects.toMatchObject({ code: 'pdf_too_complex', status: 422 });
      limits.timeoutMs = 60_000;
      const [second] = await renderer.start();
      expect(second).not.toBe(first);
      expect((await renderer.render(sample())).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await renderer.close();
    }
  }, 60_000);

  it('gives each worker a small young generation and the rest of its memory to the old one', () => {
    expect(workerResourceLimits(128)).toEqual({ maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 120 });
  });
});
