import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * What a first start of the built server does before it answers (initdb of the embedded database,
 * the migrations, the catalogue's 310 applications, the first admin) costs seconds of CPU, the same
 * for every journey. It is done once per build and catalogue, here, and each journey's server starts
 * on a copy of the result, as a restarted installation does. `startup.e2e` still starts from nothing.
 *
 * Two templates: `full` (the shipped catalogue seeded) for servers on the real catalogue, `bare` (no
 * application) for journeys that seed their own CATALOG_DIR on top. Both hold the journeys' admin.
 * Kept in the system's temporary folder under a hash of the server build and the catalogue, so a
 * rebuild or a changed application makes a new one; parallel test files wait for the one that builds it.
 */
export type TemplateKind = 'full' | 'bare';

const listFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort();
};

/** The server's build (its code and SQL) and, for `full`, the catalogue: what the template's content depends on. */
const templateKey = async (root: string, kind: TemplateKind, env: Record<string, string>): Promise<string> => {
  const hash = createHash('sha256').update(kind).update(JSON.stringify(env));
  const files = [...(await listFiles(path.join(root, 'packages/server/dist'))).filter((f) => !f.endsWith('.map'))];
  if (kind === 'full') files.push(...(await listFiles(path.join(root, 'catalog'))).filter((f) => f.endsWith('.json')));
  for (const file of files) hash.update(file).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
};

/** Starts the server on `dataDir` once, until it answers, then stops it cleanly: the folder is then a migrated, seeded installation. */
const prepareOnce = async (root: string, dataDir: string, env: Record<string, string>) => {
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', LOG_LEVEL: 'warn', PDF_WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 300_000;
  // PORT=0: the server prints the port it got.
  while (!/is running at http:\/\/localhost:\d+/.test(output)) {
    if (child.exitCode !== null) throw new Error(`template server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`template server did not start in 5 minutes:\n${output}`);
    }
    await sleep(100);
  }
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`template server stopped with ${code}:\n${output}`);
};

/**
 * The template's database folder (`…/db`), built first if this build has none yet. Another process
 * building it holds `<template>.lock` (a folder: mkdir is atomic); a lock older than five minutes is
 * a crashed builder's and is taken over.
 */
export const journeyTemplate = async (root: string, kind: TemplateKind, env: Record<string, string>): Promise<string> => {
  const dir = path.join(os.tmpdir(), `atelier-e2e-template-${kind}-${await templateKey(root, kind, env)}`);
  const db = path.join(dir, 'db');
  const lock = `${dir}.lock`;
  for (;;) {
    if (existsSync(db)) return db;
    try {
      await mkdir(lock);
    } catch {
      const since = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (since > 300_000) await rmdir(lock).catch(() => undefined);
      await sleep(250);
      continue;
    }
    try {
      if (existsSync(db)) return db;
      const work = await mkdtemp(path.join(os.tmpdir(), 'atelier-e2e-template-work-'));
      const catalog = kind === 'bare' ? await mkdtemp(path.join(os.tmpdir(), 'atelier-e2e-empty-catalog-')) : undefined;
      try {
        await prepareOnce(root, work, { ...env, ...(catalog ? { CATALOG_DIR: catalog } : {}) });
        await mkdir(dir, { recursive: true });
        await rename(path.join(work, 'db'), db);
      } finally {
        await rm(work, { recursive: true, force: true });
        if (catalog) await rm(catalog, { recursive: true, force: true });
      }
      return db;
    } finally {
      await rmdir(lock).catch(() => undefined);
    }
  }
};

/** A copy of the template's database as `dataDir/db`: the server then starts as a restarted installation. */
export const copyTemplate = async (template: string, dataDir: string) => cp(template, path.join(dataDir, 'db'), { recursive: true });
