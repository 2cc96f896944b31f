import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyTemplate, journeyTemplate } from './data-template.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const entry = path.join(root, 'packages/server/dist/main.js');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export type RunningServer = {
  url: string;
  dataDir: string;
  admin: { email: string; password: string };
  output: () => string;
  /** The newest e-mail written to DATA_DIR/outbox (no SMTP_URL in tests). */
  lastMail: () => Promise<string>;
  /**
   * Stops the server, lets `meanwhile` change its data folder (the embedded database is closed:
   * a journey can open it, as an operator with a backup would), then starts it again on the same
   * data and port, so its links stay the same.
   */
  restart: (meanwhile?: (dataDir: string) => Promise<void>) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Starts the built product exactly as `npm start` runs it, on an embedded database of its own: a
 * copy of a migrated and seeded installation (data-template.ts), or with `fresh`, an empty folder as
 * a first start has (also when the environment names its own first admin or PostgreSQL). A busy
 * machine (benchmarks) may need longer than the minute allowed to answer its first health check.
 */
export const startServer = async (env: Record<string, string> = {}, { startTimeoutMs = 60_000, fresh = false } = {}): Promise<RunningServer> => {
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run "node scripts/build.mjs" first (npm test does)`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-e2e-'));
  const port = await freePort();
  const admin = { email: 'admin@atelier.test', password: 'admin-e2e-parola' };
  const firstStart = fresh || Boolean(env.DATABASE_URL) || 'ADMIN_EMAIL' in env || 'ADMIN_PASSWORD' in env;
  if (!firstStart) {
    const template = await journeyTemplate(root, env.CATALOG_DIR ? 'bare' : 'full', { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    await copyTemplate(template, dataDir);
  }
  let output = '';
  const url = `http://127.0.0.1:${port}`;
  const launch = async (): Promise<ChildProcess> => {
    const child = spawn(process.execPath, [entry], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        // One PDF worker (its fonts loaded and a sample drawn at start): journeys run two at a time on CI's two cores.
        PDF_WORKERS: '1',
        // No journey reaches the real ANAF: a closed loopback port unless a journey starts the fake one.
        ANAF_URL: 'http://127.0.0.1:9/api/PlatitorTvaRest/v9/tva',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) return child;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`server did not start in ${startTimeoutMs / 1000} s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const halt = async (child: ChildProcess) => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  let child = await launch();
  return {
    url,
    dataDir,
    admin,
    output: () => output,
    lastMail: async () => {
      const dir = path.join(dataDir, 'outbox');
      const files = existsSync(dir) ? (await readdir(dir)).sort() : [];
      const last = files.at(-1);
      if (!last) throw new Error('no e-mail in the outbox');
      return readFile(path.join(dir, last), 'utf8');
    },
    restart: async (meanwhile) => {
      await halt(child);
      await meanwhile?.(dataDir);
      child = await launch();
    },
    stop: async () => {
      await halt(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
