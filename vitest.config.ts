import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_TAG } from './e2e/support/chromium.js';
import { skippedJourneysReporter } from './e2e/support/skipped-journeys-reporter.js';
import { InterleavedSequencer } from './scripts/test-sequencer.js';

// One runner, four projects: pure unit tests, server integration tests (HTTP against the app on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), web component tests in jsdom, and
// end-to-end journeys in Chromium against the built product.
export default defineConfig({
  test: {
    // One pool for the four projects, a file per core at a time. Vitest's own default is a core
    // less: one file at a time on CI's 2 cores, where a file spends much of its time waiting (on
    // PostgreSQL, Chromium, a server process) and the second core was mostly idle.
    maxWorkers: Math.max(2, os.availableParallelism()),
    sequence: { sequencer: InterleavedSequencer },
    // The skipped-journeys line first: the default reporter's summary then ends the output.
    reporters: [skippedJourneysReporter(), 'default'],
    projects: [
      {
        test: {
          name: 'unit',
          // As integration below: a worker's files share the libraries, each gets the project's modules anew.
          isolate: false,
          setupFiles: ['scripts/fresh-modules.ts'],
          include: ['packages/core/src/**/*.test.ts', 'packages/server/src/**/*.test.ts', 'catalog/src/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          // A worker's files share the libraries (Fastify, PGlite, pdfkit: a third of the project's
          // time was every file importing them again); each file gets the project's modules anew.
          isolate: false,
          setupFiles: ['scripts/fresh-modules.ts'],
          include: ['packages/server/src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      'packages/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          tags: [{ name: CHROMIUM_TAG, description: 'drives Chromium (CHROMIUM_PATH, default /usr/bin/chromium); skipped without it, outside CI' }],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each journey starts its own server on a free port with its own data folder: journeys
          // share the pool with the other projects' files instead of running one by one at the end.
        },
      },
    ],
  },
});
