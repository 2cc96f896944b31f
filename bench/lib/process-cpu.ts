import { readdir, readFile } from 'node:fs/promises';

/**
 * CPU seconds (user + system) spent so far by every process called `name` on this machine, from
 * /proc (Linux only; undefined elsewhere). For PostgreSQL this counts the backends, the WAL writer
 * and the checkpointer, but also other clients' backends: read a difference over a short run.
 * A process that ends between two readings takes its time with it.
 */
export const processCpuSeconds = async (name: string): Promise<number | undefined> => {
  if (process.platform !== 'linux') return undefined;
  let ticks = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = await readFile(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== name) continue;
    // After "pid (comm) ": state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  // USER_HZ is 100 on every Linux build Node supports.
  return ticks / 100;
};
