import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startServer } from './support/server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'packages/server/dist/main.js');

const runMain = (env: Record<string, string>) =>
  spawnSync(process.execPath, [entry], { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env }, encoding: 'utf8', timeout: 60_000 });

describe('starting the built server', () => {
  it('stops with one clear line naming a bad variable', () => {
    const result = runMain({ PORT: 'abc', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'atelier-cfg-')) });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a whole number (got "abc")');
  });

  it('prints the URL and a generated first-admin password once, and refuses a second process on the same DATA_DIR', async () => {
    const server = await startServer({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }, { startTimeoutMs: 120_000 });
    try {
      expect(server.output()).toMatch(/Atelier 1\.1\.116 is running at http:\/\/localhost:\d+/);
      const password = /password: (\S+)/.exec(server.output())?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(20);
      const login = await fetch(`${server.url}/api/admin/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'admin@atelier.local', password }).toString(),
      });
      expect(login.status).toBe(200);

      const second = runMain({ PORT: '0', DATA_DIR: server.dataDir });
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(/Another Atelier process \(pid \d+\) is using/);
    } finally {
      await server.stop();
    }
  });
});
