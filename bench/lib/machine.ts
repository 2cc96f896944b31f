import { execFileSync } from 'node:child_process';
import os from 'node:os';

export type Machine = {
  node: string;
  platform: string;
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  /** 1-minute load average when the run started: high means neighbours were busy too. */
  loadAverage: number;
  commit: string;
};

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The commit, and whether the code under test (packages/) differs from it: the run measured that. */
const gitCommit = (): string => {
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--', 'packages') ? `${commit} with uncommitted changes in packages/` : commit;
  } catch {
    return 'unknown';
  }
};

export const describeMachine = (): Machine => ({
  node: process.version,
  platform: `${os.platform()} ${os.arch()}`,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  loadAverage: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
  commit: gitCommit(),
});

export const machineLine = (m: Machine): string =>
  `Node ${m.node}, ${m.platform}, ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, load average ${m.loadAverage} at start, commit ${m.commit}.`;
