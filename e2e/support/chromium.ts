// Where the browser journeys find Chromium and how they are marked; free of Vitest and Playwright so
// that vitest.config.ts can load it for the reporter.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The Vitest tag of every test that drives Chromium (declared in vitest.config.ts). */
export const CHROMIUM_TAG = 'chromium';
