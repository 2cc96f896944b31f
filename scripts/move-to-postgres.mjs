#!/usr/bin/env node
// `npm run move-to-postgres -- --to postgres://...`: build the server if it is not built yet (not the
// web app, which the move does not need), then run the move in a process of its own.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), 'server'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const move = spawnSync(process.execPath, [path.join(root, 'packages/server/dist/move-to-postgres.js'), ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(move.status ?? 1);
