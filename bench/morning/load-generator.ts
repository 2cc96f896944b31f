/** The benchmark's side of the load generator process (bench/morning/generator.ts): start it, steer it, stop it. */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromGenerator, GeneratorInit, ToGenerator } from './protocol.js';
import type { WindowStats } from './tally.js';

const script = fileURLToPath(new URL('./generator.ts', import.meta.url));

export type LoadGenerator = {
  pid: number;
  /** Brings the users up to `users` over `rampSeconds`; resolves once they have all logged in. */
  users: (users: number, rampSeconds: number) => Promise<Extract<FromGenerator, { type: 'users' }>>;
  window: () => void;
  report: () => Promise<WindowStats>;
  stop: () => Promise<void>;
};

/** `profileDir`: write a V8 CPU profile of the generator there (BENCH_MORNING_GENERATOR_PROF). */
export const startLoadGenerator = async (init: GeneratorInit, profileDir?: string): Promise<LoadGenerator> => {
  const child = fork(script, [], { execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let failure: Error | undefined;
  const waiting = new Map<FromGenerator['type'], { resolve: (message: FromGenerator) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    failure = error;
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  child.on('message', (message: FromGenerator) => {
    if (message.type === 'failed') return failAll(new Error(`load generator: ${message.message}`));
    const entry = waiting.get(message.type);
    waiting.delete(message.type);
    entry?.resolve(message);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => failAll(new Error(`load generator exited (code ${code})`)));
  const next = <T extends FromGenerator['type']>(type: T, timeoutMs: number) =>
    new Promise<Extract<FromGenerator, { type: T }>>((resolve, reject) => {
      if (failure) return reject(failure);
      const timer = setTimeout(() => reject(new Error(`load generator sent no "${type}" within ${timeoutMs / 1000} s`)), timeoutMs);
      waiting.set(type, {
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message as Extract<FromGenerator, { type: T }>);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
  const send = (message: ToGenerator) => child.send(message);
  const ready = next('ready', 60_000);
  send({ type: 'init', init });
  await ready;
  return {
    pid: child.pid ?? 0,
    users: (users, rampSeconds) => {
      // Logins wait for argon2 on a busy server: allow the ramp plus the request timeout.
      const reply = next('users', (rampSeconds + 90) * 1000);
      send({ type: 'users', users, rampSeconds });
      return reply;
    },
    window: () => send({ type: 'window' }),
    report: async () => {
      const reply = next('report', 30_000);
      send({ type: 'report' });
      return (await reply).stats;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const timer = setTimeout(() => child.kill(), 40_000);
      send({ type: 'stop' });
      await exited;
      clearTimeout(timer);
    },
  };
};
