import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { benchDir } from './output.js';

/** Builds what is missing or older than its sources (nothing after `npm run bench`): the benchmarks that start the built server call it first. */
export const buildProduct = () => {
  execFileSync(process.execPath, [path.join(benchDir, '..', 'scripts', 'build.mjs')], { stdio: 'inherit' });
};
