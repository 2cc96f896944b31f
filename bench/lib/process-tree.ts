import { readdir, readFile } from 'node:fs/promises';

/**
 * CPU and memory of a set of processes read from /proc (Linux only): a server and every process it
 * started (cluster workers, helpers), or PostgreSQL backends found by pid. Threads (PDF workers,
 * libuv) are inside their process's figures. A process that ends between two readings takes its
 * CPU time with it (its parent only gets it once it is reaped): read a difference over a window
 * in which the processes stay up.
 */

/** CPU ticks (user + system) and resident memory of one process. */
export type ProcessSample = { pid: number; ppid: number; ticks: number; rssBytes: number };

// USER_HZ is 100 on every Linux build Node supports.
const TICKS_PER_SECOND = 100;

const readProcess = async (pid: number): Promise<ProcessSample | undefined> => {
  try {
    const [stat, status] = await Promise.all([readFile(`/proc/${pid}/stat`, 'utf8'), readFile(`/proc/${pid}/status`, 'utf8')]);
    // After "pid (comm) ": state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const rssKb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
    return { pid, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), rssBytes: rssKb * 1024 };
  } catch {
    return undefined; // ended meanwhile
  }
};

const allPids = async (): Promise<number[]> => (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry)).map(Number);

/** The process `root` and all its descendants, as they are now. */
export const sampleTree = async (root: number): Promise<ProcessSample[]> => {
  if (process.platform !== 'linux') return [];
  const samples = (await Promise.all((await allPids()).map(readProcess))).filter((s): s is ProcessSample => s !== undefined);
  const children = new Map<number, ProcessSample[]>();
  for (const s of samples) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const tree: ProcessSample[] = [];
  const rootSample = samples.find((s) => s.pid === root);
  const queue = rootSample ? [rootSample] : [];
  for (let s = queue.shift(); s; s = queue.shift()) {
    tree.push(s);
    queue.push(...(children.get(s.pid) ?? []));
  }
  return tree;
};

/** The given processes, those still running. */
export const samplePids = async (pids: readonly number[]): Promise<ProcessSample[]> =>
  process.platform === 'linux' ? (await Promise.all(pids.map(readProcess))).filter((s): s is ProcessSample => s !== undefined) : [];

/** CPU seconds the processes of `after` spent since `before` (a process new in `after` counts from its start). */
export const cpuSecondsBetween = (before: readonly ProcessSample[], after: readonly ProcessSample[]): number => {
  const earlier = new Map(before.map((s) => [s.pid, s.ticks]));
  return after.reduce((sum, s) => sum + s.ticks - (earlier.get(s.pid) ?? 0), 0) / TICKS_PER_SECOND;
};

export const rssBytes = (samples: readonly ProcessSample[]): number => samples.reduce((sum, s) => sum + s.rssBytes, 0);
