#!/usr/bin/env node
// Builds what is missing or older than its sources: the web bundle (Vite) and the server
// (esbuild bundle of packages/server with @atelier/core inlined). `--force` rebuilds; naming
// `web` or `server` builds only that one.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const wanted = (target) => named.length === 0 || named.includes(target);

const newest = (...entries) => {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist' && name !== 'dist-ssr') walk(path.join(p, name));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const entry of entries) walk(path.join(root, entry));
  return latest;
};

const stale = (output, ...sources) => {
  const file = path.join(root, output);
  return force || !existsSync(file) || statSync(file).mtimeMs < newest(...sources);
};

const run = (label, command, args, cwd) => {
  process.stdout.write(`Building ${label}...\n`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`Building ${label} failed.\n`);
    process.exit(result.status ?? 1);
  }
};

const buildServer = async () => {
  const { build } = await import('esbuild');
  await build({
    // The PDF worker threads and PGlite's thread load their own entries (resolved next to main.js
    // by src/pdf/pool.ts and src/db/pglite-thread.ts); `npm run move-to-postgres` runs its own.
    entryPoints: {
      main: path.join(root, 'packages/server/src/main.ts'),
      'pdf-worker': path.join(root, 'packages/server/src/pdf/pdf-worker.ts'),
      // A kind of PDF task a feature registers (src/pdf/tasks.ts): the workers import it by URL.
      'efactura-invoice-files': path.join(root, 'packages/server/src/features/efactura/invoice-files-task.ts'),
      'move-to-postgres': path.join(root, 'packages/server/src/move-cli.ts'),
      'pglite-worker': path.join(root, 'packages/server/src/db/pglite-worker.ts'),
    },
    outdir: path.join(root, 'packages/server/dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Dependencies stay in node_modules; only our own workspace code is bundled.
    plugins: [
      {
        name: 'externals',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point' || args.path.startsWith('.') || args.path.startsWith('/')) return undefined;
            if (args.path.startsWith('@atelier/')) return undefined;
            return { external: true };
          });
        },
      },
    ],
  });
  // The database functions' files (src/db/functions/*.sql), read at start by the migrations:
  // the bundle reads them from dist/db-functions, next to main.js.
  const functions = path.join(root, 'packages/server/src/db/functions');
  const shipped = path.join(root, 'packages/server/dist/db-functions');
  rmSync(shipped, { recursive: true, force: true });
  mkdirSync(shipped, { recursive: true });
  for (const name of readdirSync(functions)) if (name.endsWith('.sql')) cpSync(path.join(functions, name), path.join(shipped, name));
};

if (wanted('web') && stale('packages/web/dist/index.html', 'packages/web', 'packages/core/src')) {
  run('the web app', path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], path.join(root, 'packages/web'));
}
// The server's renderer of the public pages (packages/web/src/entry-server.tsx): the same components, built for Node.
if (wanted('web') && stale('packages/web/dist-ssr/entry-server.js', 'packages/web', 'packages/core/src')) {
  run('the public pages renderer', path.join(root, 'node_modules/.bin/vite'), ['build', '--ssr', '--logLevel', 'warn'], path.join(root, 'packages/web'));
}
if (wanted('server') && (stale('packages/server/dist/main.js', 'packages/server/src', 'packages/core/src') || !existsSync(path.join(root, 'packages/server/dist/move-to-postgres.js')) || !existsSync(path.join(root, 'packages/server/dist/db-functions')))) {
  process.stdout.write('Building the server...\n');
  await buildServer();
}
