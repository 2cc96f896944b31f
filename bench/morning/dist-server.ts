/**
 * The server as users run it: `node scripts/start.mjs`, what `npm start` runs (it checks the build,
 * then runs packages/server/dist/main.js in the same process, which starts any further server
 * processes itself), in its own process with only the environment given here, listening on a free
 * loopback port. The benchmark builds first, so the check finds nothing to do. Its output goes
 * to a log file, whose tail is shown when it fails to start.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchDir } from '../lib/output.js';

const root = path.resolve(benchDir, '..');
const startScript = path.join(root, 'scripts/start.mjs');

export type DistServer = { pid: number; url: string; log: string; stop: () => Promise<void> };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const healthy = async (url: string) => {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
};

/** Node's own flags for the server under test (BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles"). */
const serverNodeArgs = () => (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

/**
 * Starts the server on `dataDir` (PGlite in `<dataDir>/db` unless `env` has DATABASE_URL) and
 * resolves once GET /api/health answers 200.
 */
export const startDistServer = async ({ dataDir, env, readyTimeoutMs = 180_000 }: { dataDir: string; env: Record<string, string>; readyTimeoutMs?: number }): Promise<DistServer> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = path.join(dataDir, 'server.log');
  const out = createWriteStream(log);
  const child = spawn(process.execPath, [...serverNodeArgs(), startScript], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? dataDir,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      // BENCH_SERVER_LOG_LEVEL=info keeps every request's line in the server's log (<dataDir>/server.log), to place a stall.
      LOG_LEVEL: process.env.BENCH_SERVER_LOG_LEVEL || 'warn',
      TRIAL_DAYS: '3650',
      // Sessions outlive the run: the simulated users do not refresh their tokens.
      ACCESS_TOKEN_MINUTES: '240',
      // Every server process must sign and check tokens alike; also keeps the generated admin password out of the log.
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'admin@bench.example.ro',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      ...env,
    },
  });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const started = performance.now();
  const tail = async () => (await readFile(log, 'utf8').catch(() => '')).split('\n').slice(-20).join('\n');
  const kill = async () => {
    child.kill('SIGKILL');
    await exited;
    out.end();
  };
  while (!(await healthy(url))) {
    if (gone) {
      out.end();
      throw new Error(`the server exited before answering GET /api/health; ${log}:\n${await tail()}`);
    }
    if (performance.now() - started > readyTimeoutMs) {
      await kill();
      throw new Error(`the server did not answer GET /api/health within ${readyTimeoutMs / 1000} s; ${log}:\n${await tail()}`);
    }
    await sleep(250);
  }
  return {
    pid: child.pid ?? 0,
    url,
    log,
    stop: async () => {
      if (gone) return;
      // As an operator stops it; main.ts forces its own exit after 10 s.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
      out.end();
    },
  };
};
