import { existsSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { CHROMIUM_PATH, CHROMIUM_TAG } from './chromium.js';

const skippedJourneys = (modules: ReadonlyArray<TestModule>) => {
  let files = 0;
  let tests = 0;
  for (const module of modules) {
    const skipped = [...module.children.allTests()].filter((test) => test.tags.includes(CHROMIUM_TAG) && test.result().state === 'skipped').length;
    if (skipped > 0) files += 1;
    tests += skipped;
  }
  return { files, tests };
};

/**
 * Says in one line, before Vitest's summary, how many browser journeys a run without Chromium
 * skipped and how to run them: a skipped journey is easy to miss among the passed tests.
 * Listed before 'default' in vitest.config.ts, so that the summary stays last.
 */
export const skippedJourneysReporter = (): Reporter => {
  let log = (line: string) => console.log(line);
  return {
    onInit: (vitest) => {
      log = (line) => vitest.logger.log(line);
    },
    onTestRunEnd: (modules) => {
      // With Chromium there, a journey's tests are skipped only because its setup failed: reported as such already.
      if (existsSync(CHROMIUM_PATH)) return;
      const { files, tests } = skippedJourneys(modules);
      if (tests === 0) return;
      log(
        `\nChromium not found at ${CHROMIUM_PATH}: ${files} browser journey files (${tests} tests) skipped. ` +
          'To run them: apt-get install chromium, or set CHROMIUM_PATH to a Chromium binary.',
      );
    },
  };
};
