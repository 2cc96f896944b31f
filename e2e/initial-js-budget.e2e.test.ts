import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INITIAL_JS_CEILING_BYTES, INITIAL_JS_TARGET_BYTES, measureInitialJs, staticFiles, webDist } from './support/initial-js.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Reads the build (npm test and npm run e2e build first): deterministic sizes, no timing.
describe('the JavaScript of a first visit to / (issue 15)', () => {
  it('stays under the ceiling, brotli as served, and every file it names exists', () => {
    expect(existsSync(path.join(webDist, '.vite/manifest.json')), 'run "node scripts/build.mjs" first').toBe(true);
    const initial = measureInitialJs();
    const listing = initial.files.map((f) => `${kb(f.brotli).padStart(9)}  ${f.file}`).join('\n');
    expect(initial.files.length).toBeGreaterThan(1);
    expect(initial.brotli, `initial JS ${kb(initial.brotli)} brotli (${kb(initial.gzip)} gzip), target ${kb(INITIAL_JS_TARGET_BYTES)}:\n${listing}`).toBeLessThanOrEqual(
      INITIAL_JS_CEILING_BYTES,
    );
  });

  it('leaves the heavy modules out of the first page: zod, re2js, the date pickers, the charts, socket.io', () => {
    const initial = measureInitialJs();
    const code = initial.files.map((f) => readFileSync(path.join(webDist, f.file), 'utf8')).join('\n');
    // Strings each library keeps in its minified code (checked against a build that had them).
    const markers = { zod: '$ZodObject', re2js: 'RE2JSException', datePickers: '`DatePickerInput`', charts: 'recharts-surface', socketIo: 'engine.io' };
    const present = Object.entries(markers).filter(([, marker]) => code.includes(marker)).map(([name]) => name);
    expect(present).toEqual([]);
  });

  it("keeps React out of the public pages' own entry until the visitor interacts (site-entry.ts)", () => {
    // The first page's libraries are one chunk (vite.config.ts): a library site-entry.ts imported
    // would join it, and every server-rendered page would fetch React before anyone used it.
    const code = staticFiles('src/site-entry.ts').map((file) => readFileSync(path.join(webDist, file), 'utf8')).join('\n');
    expect(code).not.toContain('react.transitional.element');
    expect(code).toContain('__reactProps');
  });
});
