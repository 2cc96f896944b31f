import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * A server under test in its own Node process (started with tsx), so it never shares an event
 * loop with the load generator. The child side is `serveForBench`; they talk over the IPC channel.
 */

export type Usage = { cpuMicros: number; loopActiveMs: number; loopIdleMs: number };
export type ChildMessage = { type: 'ready'; url: string; info: Record<string, string> } | { type: 'failed'; message: string } | { type: 'usage'; usage: Usage };
export type ParentMessage = { type: 'usage' } | { type: 'stop' };

/** Share of one core the server spent, and how busy its event loop was, between two samples. */
export type UsageDelta = { cpu: number; loop: number };

export type ServerProcess = {
  url: string;
  /** Whatever the child chose to tell, e.g. the database version. */
  info: Record<string, string>;
  usage: () => Promise<Usage>;
  stop: () => Promise<void>;
};

export const usageDelta = (before: Usage, after: Usage, wallMs: number): UsageDelta => {
  const active = after.loopActiveMs - before.loopActiveMs;
  const idle = after.loopIdleMs - before.loopIdleMs;
  return { cpu: (after.cpuMicros - before.cpuMicros) / 1000 / wallMs, loop: active / (active + idle) };
};

const nextMessage = <T extends ChildMessage['type']>(child: ChildProcess, type: T, timeoutMs: number) =>
  new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message: ChildMessage) => {
      if (message.type === 'failed') {
        cleanup();
        reject(new Error(message.message));
      } else if (message.type === type) {
        cleanup();
        resolve(message as Extract<ChildMessage, { type: T }>);
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`server process exited (code ${code}) before sending "${type}"`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`server process sent no "${type}" within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on('message', onMessage);
    child.on('exit', onExit);
  });

export const startServerProcess = async ({
  script,
  args = [],
  env = {},
  readyTimeoutMs = 60_000,
  nodeArgs = [],
}: {
  script: string;
  args?: string[];
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** More Node options, e.g. --cpu-prof (which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}): Promise<ServerProcess> => {
  const child = fork(script, args, {
    execArgv: ['--import', 'tsx', ...nodeArgs],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const send = (message: ParentMessage) => child.send(message);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ready: { url: string; info: Record<string, string> };
  try {
    ready = await nextMessage(child, 'ready', readyTimeoutMs);
  } catch (error) {
    child.kill();
    await exited;
    throw error;
  }
  return {
    url: ready.url,
    info: ready.info,
    usage: async () => {
      const reply = nextMessage(child, 'usage', 10_000);
      send({ type: 'usage' });
      return (await reply).usage;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      send({ type: 'stop' });
      const timer = setTimeout(() => child.kill(), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
};

/**
 * The child side: starts the server, reports its URL, answers usage samples and stops on request
 * (or when the parent goes away, so a crashed bench leaves no server behind).
 */
export type BenchServer = { url: string; info?: Record<string, string>; close: () => Promise<void> };

export const serveForBench = async (start: () => Promise<BenchServer>): Promise<void> => {
  if (!process.send) throw new Error('serveForBench: start this file through startServerProcess (no IPC channel)');
  const send = (message: ChildMessage, then?: () => void) => process.send?.(message, undefined, {}, then);
  let server: BenchServer;
  try {
    server = await start();
  } catch (error) {
    // Exit once the message is out: whatever start() left open must not keep the process alive.
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
    return;
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  process.on('disconnect', () => void stop());
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'stop') void stop();
    if (message.type === 'usage') {
      const loop = performance.eventLoopUtilization();
      const cpu = process.cpuUsage();
      send({ type: 'usage', usage: { cpuMicros: cpu.user + cpu.system, loopActiveMs: loop.active, loopIdleMs: loop.idle } });
    }
  });
  send({ type: 'ready', url: server.url, info: server.info ?? {} });
};
