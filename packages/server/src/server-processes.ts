import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';

/** A process that crashes again and again is restarted after 0.5 s, 1 s, 2 s … up to this. */
const MAX_RESTART_DELAY_MS = 30_000;
/** A process that served this long before it died counts as healthy: its restart is immediate again. */
const HEALTHY_AFTER_MS = 60_000;
/** How long the processes get to finish their requests on SIGTERM/SIGINT before they are killed. */
const DRAIN_MS = 15_000;

export type ServerProcesses = {
  /** Resolves with the port once every process listens. */
  listening: Promise<number>;
};

/**
 * The primary of SERVER_PROCESSES > 1: forks `count` copies of `exec` with node:cluster (they
 * share the listening port; the primary hands out connections), restarts one that dies with a
 * growing delay, and on SIGTERM/SIGINT passes the signal on and exits once all have drained.
 */
export const runServerProcesses = ({ count, exec, log }: { count: number; exec: string; log: FastifyBaseLogger }): ServerProcesses => {
  cluster.setupPrimary({ exec });
  const startedAt = new Map<Worker, number>();
  let failures = 0;
  let stopping = false;

  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    failures = lived >= HEALTHY_AFTER_MS ? 0 : failures + 1;
    const delay = failures === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (failures - 1));
    log.error({ workerPid: worker.process.pid, code, signal, restartInMs: delay }, 'server process exited; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, processes: startedAt.size }, 'shutting down');
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, DRAIN_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const listening = new Promise<number>((resolve) => {
    let ready = 0;
    const onListening = (_worker: Worker, address: { port: number }) => {
      ready += 1;
      if (ready < count) return;
      cluster.off('listening', onListening);
      resolve(address.port);
    };
    cluster.on('listening', onListening);
  });
  for (let i = 0; i < count; i++) fork();
  return { listening };
};
