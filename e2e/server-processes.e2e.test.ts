import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPresence, type PresenceClient } from '../packages/server/src/test/presence-client.js';
import { api } from './support/api.js';
import { startServer, type RunningServer } from './support/server.js';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? (postgresUrl ? 'redis://127.0.0.1:6379' : undefined);
if (process.env.CI === 'true' && !postgresUrl) throw new Error('CI=true but TEST_DATABASE_URL is not set');

/** GET on a connection of its own (no keep-alive), so the primary hands each to the next process. */
const getFresh = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http.get(url, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });

/** Pids of the processes that logged a request to `marker`. */
const pidsServing = (server: RunningServer, marker: string): Set<number> => {
  const pids = new Set<number>();
  for (const line of server.output().split('\n')) {
    if (!line.startsWith('{') || !line.includes(marker)) continue;
    const entry = JSON.parse(line) as { msg?: string; pid?: number };
    if (entry.msg === 'request' && entry.pid) pids.add(entry.pid);
  }
  return pids;
};

/** Asks with new connections until `test` holds for the pids that answered (at most ~30 s). */
const probeUntil = async (server: RunningServer, test: (pids: Set<number>) => boolean): Promise<Set<number>> => {
  const marker = `probe=${randomBytes(4).toString('hex')}`;
  for (let i = 0; i < 150; i++) {
    expect(await getFresh(`${server.url}/api/health?${marker}`)).toBe(200);
    const pids = pidsServing(server, marker);
    if (test(pids)) return pids;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`pids serving never satisfied the test: ${[...pidsServing(server, marker)].join(', ')}`);
};

/** The first process to listen answers health checks already; the primary says when all of them listen. */
const waitForOutput = async (server: RunningServer, pattern: RegExp) => {
  for (let i = 0; i < 600 && !pattern.test(server.output()); i++) await new Promise((resolve) => setTimeout(resolve, 200));
  expect(server.output()).toMatch(pattern);
};

describe.runIf(postgresUrl)('the built server with SERVER_PROCESSES=2 on PostgreSQL and Redis', () => {
  const schema = `e2e_${randomBytes(6).toString('hex')}`;
  const open: PresenceClient[] = [];
  let server: RunningServer;

  beforeAll(async () => {
    const admin = new Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(postgresUrl ?? '');
    // Its own schema first on the path; extensions live in public, once per database.
    url.searchParams.set('options', `-c search_path=${schema},public`);
    // The rate limits live in the shared Redis for an hour, across test runs on this machine: the
    // registrations of earlier runs from 127.0.0.1 must not use up this run's (REGISTER_LIMIT, 10/h).
    server = await startServer(
      { DATABASE_URL: url.toString(), REDIS_URL: redisUrl ?? '', SERVER_PROCESSES: '2', PDF_WORKERS: '1', LOG_LEVEL: 'info', REGISTER_LIMIT: '100000' },
      { startTimeoutMs: 180_000 },
    );
    await waitForOutput(server, /is running at http:\/\/localhost:\d+ \(PostgreSQL, 2 server processes\)/);
  }, 200_000);
  afterAll(async () => {
    open.forEach((client) => client.close());
    await server?.stop();
    const admin = new Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('answers from two processes, and keeps answering while a killed one is replaced', async () => {
    const pids = await probeUntil(server, (seen) => seen.size === 2);
    const [victim, survivor] = [...pids] as [number, number];
    process.kill(victim, 'SIGKILL');
    // Once the primary has seen it die (a connection handed over in that instant is lost with it),
    // the other process answers alone, and then the one started in its place as well.
    await waitForOutput(server, /server process exited; starting another/);
    for (let i = 0; i < 10; i++) expect(await getFresh(`${server.url}/api/health`)).toBe(200);
    const after = await probeUntil(server, (seen) => seen.size === 2 && !seen.has(victim));
    expect(after.has(survivor)).toBe(true);
  }, 120_000);

  it('shows the admin users connected to either process (Redis adapter, WebSocket)', async () => {
    const login = await api<{ access_token: string }>(server, 'POST', '/api/admin/token', { form: { username: server.admin.email, password: server.admin.password } });
    const observer = await connectPresence(server.url, login.body.access_token, { transports: ['websocket'] });
    open.push(observer);
    // Connections go to the processes in turn: of four users at least one is on the admin's, one on the other.
    const emails: string[] = [];
    for (let i = 0; i < 4; i++) {
      const email = `proc.${i}.${randomBytes(3).toString('hex')}@example.ro`;
      const password = 'parola-sigura-procese-1';
      expect((await api(server, 'POST', '/api/user/register', { json: { email, password } })).status).toBe(201);
      const token = (await api<{ access_token: string }>(server, 'POST', '/api/user/token', { form: { username: email, password } })).body.access_token;
      const client = await connectPresence(server.url, token, { transports: ['websocket'] });
      open.push(client);
      client.update({ page: '/dashboard' });
      emails.push(email);
    }
    const list = await observer.waitForList((users) => emails.every((email) => users.some((user) => user.email === email)), 15_000);
    expect(list.filter((user) => emails.includes(user.email ?? ''))).toHaveLength(4);
  }, 120_000);
});
