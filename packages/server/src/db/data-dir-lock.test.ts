import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

describe('lockDataDir', () => {
  it('refuses a folder held by a live process and releases it on unlock', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(path.join(dir, 'atelier.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/Another Atelier process/);
    } finally {
      other.kill();
    }
    await new Promise((resolve) => other.on('exit', resolve));
    const unlock = lockDataDir(dir); // the holder is dead: taken over
    expect(existsSync(path.join(dir, 'atelier.lock'))).toBe(true);
    unlock();
    expect(existsSync(path.join(dir, 'atelier.lock'))).toBe(false);
  });
});
