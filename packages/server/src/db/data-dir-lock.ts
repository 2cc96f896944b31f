import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export class DataDirLockedError extends Error {
  /** The pid of the process holding the folder. */
  readonly holder: number;
  constructor(message: string, holder: number) {
    super(message);
    this.holder = holder;
  }
}

/**
 * PGlite takes no lock on its folder and two processes on one folder corrupt it, so the server
 * holds a pid lock file. A lock left by a dead process (kill -9) is taken over.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'atelier.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(
        `Another Atelier process (pid ${holder}) is using ${dataDir}. Stop it, or start this one with another DATA_DIR.`,
        holder,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
};
