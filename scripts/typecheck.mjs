#!/usr/bin/env node
// Type-checks every TypeScript project of the repo (`npm run typecheck`): one tsc per project, as
// many at once as the machine has cores (tsc uses one), each project's output printed whole once
// it is done. Fails when any of them does.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['packages/core', 'packages/server', 'packages/web', 'e2e', 'bench', 'catalog/src'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

const check = (project) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(code === 0 ? `tsc -p ${project}: ok\n` : `tsc -p ${project} failed:\n${output}`);
      resolve(code === 0);
    });
  });

const queue = [...projects];
const results = [];
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) results.push(await check(project));
};
await Promise.all(Array.from({ length: Math.min(projects.length, os.availableParallelism()) }, worker));
if (results.includes(false)) process.exit(1);
