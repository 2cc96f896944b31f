/**
 * The morning benchmark's load generator, a process of its own (forked by load-generator.ts), so
 * it never shares an event loop with the server or the benchmark. Each simulated user has its own
 * keep-alive connection (an undici Client is one connection), logs in to its business's account
 * itself and loops as plan.ts says until told to stop or until the deadline.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'undici';
import { documentInput } from '../documents/documents.js';
import { createTally, latencyList, summarize, type Tally } from './tally.js';
import { businessOf, MIX, roleOf, searchTerm, THINK_MS, TIMEOUT_MS, type CallKind } from './plan.js';
import type { FromGenerator, GeneratorInit, ToGenerator } from './protocol.js';

const send = (message: FromGenerator) => process.send?.(message);
if (!process.send) throw new Error('morning/generator.ts runs as a child process (started by load-generator.ts)');

let init: GeneratorInit | undefined;
let stopping = false;
/** Counts the current window; undefined between windows (requests are then not counted). */
let tally: Tally | undefined;
const users: Promise<void>[] = [];
const clients = new Set<Client>();

const live = () => !stopping && Date.now() < (init?.deadline ?? 0);
const think = () => sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
const pickOne = <T>(list: readonly T[]): T | undefined => list[Math.floor(Math.random() * list.length)];

type Answer = { ok: true; status: number; body: Buffer } | { ok: false };
type Call = { kind: CallKind; method: 'GET' | 'POST'; path: string; token: string; json?: string };

/** One request on the user's connection: timed, counted in the current window, failures by cause. */
const request = async (client: Client, { kind, method, path, token, json }: Call): Promise<Answer> => {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  const started = performance.now();
  const counting = tally;
  try {
    const response = await client.request({
      method,
      path,
      signal,
      headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
      ...(json ? { body: json } : {}),
    });
    const body = Buffer.from(await response.body.arrayBuffer());
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    if (!stopping) counting?.record(kind, performance.now() - started, ok ? undefined : String(response.statusCode));
    return ok ? { ok, status: response.statusCode, body } : { ok: false };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const cause = signal.aborted ? 'timeout' : typeof code === 'string' ? code : error instanceof Error ? error.name : 'error';
    if (!stopping) counting?.record(kind, performance.now() - started, cause);
    return { ok: false };
  }
};

/** The answer's JSON, or undefined (counted as a bad answer) when it is not what the route promises. */
const parsed = <T>(kind: CallKind, answer: Answer, valid: (value: unknown) => value is T): T | undefined => {
  if (!answer.ok) return undefined;
  try {
    const value: unknown = JSON.parse(answer.body.toString('utf8'));
    if (valid(value)) return value;
  } catch {
    // counted below
  }
  if (!stopping) tally?.record(kind, 0, 'bad answer');
  return undefined;
};

type Doc = { id: string };
const isDocs = (value: unknown): value is Doc[] => Array.isArray(value) && value.every((d) => typeof (d as Doc).id === 'string');
const isSearch = (value: unknown): value is { results: Doc[]; total: number } => isDocs((value as { results?: unknown }).results);
const isDoc = (value: unknown): value is Doc => typeof (value as Doc | null)?.id === 'string';

const logIn = async (client: Client, email: string, password: string): Promise<string | undefined> => {
  const response = await client.request({
    method: 'POST',
    path: '/api/user/token',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
  const text = await response.body.text();
  if (response.statusCode !== 200) throw new Error(`login ${response.statusCode} ${text.slice(0, 200)}`);
  const token = (JSON.parse(text) as { access_token?: unknown }).access_token;
  if (typeof token !== 'string') throw new Error('login answered without access_token');
  return token;
};

/** One simulated user: logs in (reported through `loggedIn`), then loops until stopped. */
const runUser = async (setup: GeneratorInit, user: number, loggedIn: (ms: number, failure?: string) => void): Promise<void> => {
  const business = businessOf(user);
  const account = setup.accounts[business];
  if (!account) throw new Error(`user ${user}: no account for business ${business}`);
  const mix = MIX[roleOf(user)];
  const client = new Client(setup.url, { keepAliveTimeout: 60_000, keepAliveMaxTimeout: 600_000, pipelining: 1 });
  clients.add(client);
  try {
    let token: string | undefined;
    while (!token && live()) {
      const started = performance.now();
      try {
        token = await logIn(client, account.email, account.password);
        loggedIn(performance.now() - started);
      } catch (error) {
        loggedIn(performance.now() - started, error instanceof Error ? error.message.slice(0, 60) : 'error');
        await think();
      }
    }
    if (!token) return;
    const call = (kind: CallKind, method: 'GET' | 'POST', path: string, json?: string) => request(client, { kind, method, path, token, json });
    while (live()) {
      await think();
      if (!live()) break;
      const listed = parsed('list', await call('list', 'GET', '/api/user/completed_forms?skip=0&limit=10'), isDocs) ?? [];
      await think();
      if (!live()) break;
      const { term } = searchTerm(business, account.pool, Math.random);
      const query = new URLSearchParams({ query: term, skip: '0', limit: '10' }).toString();
      const found = parsed('search', await call('search', 'GET', `/api/user/submissions/search?${query}`), isSearch);
      if (found && !stopping) tally?.searched(found.results.length > 0);
      // Open what the search found, or else one of the newest.
      const chosen = pickOne(found?.results.length ? found.results : listed);
      if (!chosen) continue;
      await think();
      if (!live()) break;
      const opened = parsed('open', await call('open', 'GET', `/api/user/completed_forms/${chosen.id}`), isDoc);
      let printable = opened?.id;
      if (Math.random() < mix.save) {
        await think();
        if (!live()) break;
        const body = JSON.stringify({ data: documentInput(business, Math.floor(Math.random() * 2 ** 31), account.pool) });
        const saved = parsed('save', await call('save', 'POST', `/api/user/forms/${setup.formId}/submit`, body), isDoc);
        printable = saved?.id ?? printable;
      }
      if (printable && Math.random() < mix.pdf) {
        await think();
        if (!live()) break;
        const pdf = await call('pdf', 'GET', `/api/user/completed_forms/${printable}/pdf?locale=ro`);
        if (pdf.ok && pdf.body.subarray(0, 5).toString('latin1') !== '%PDF-' && !stopping) tally?.record('pdf', 0, 'not a PDF');
      }
    }
  } finally {
    clients.delete(client);
    await client.destroy();
  }
};

/** Starts users up to `target`, evenly over the ramp; resolves when all of them have logged in (or given up). */
const addUsers = async (setup: GeneratorInit, target: number, rampSeconds: number) => {
  const from = users.length;
  const adding = Math.max(0, target - from);
  const logins = latencyList();
  const failures: Record<string, number> = {};
  const done: Promise<void>[] = [];
  for (let k = 0; k < adding && live(); k++) {
    const user = from + k;
    let signalLogin: () => void = () => undefined;
    done.push(new Promise<void>((resolve) => (signalLogin = resolve)));
    users.push(
      runUser(setup, user, (ms, failure) => {
        logins.push(ms);
        if (failure) failures[failure] = (failures[failure] ?? 0) + 1;
        else signalLogin();
      })
        .catch((error: unknown) => {
          send({ type: 'failed', message: `user ${user}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}` });
        })
        .finally(() => signalLogin()),
    );
    if (k < adding - 1) await sleep((rampSeconds * 1000) / adding);
  }
  await Promise.all(done);
  send({ type: 'users', users: users.length, logins: summarize(Float64Array.from(logins.values())), loginFailures: failures });
};

const stop = async () => {
  stopping = true;
  // Loops sleeping in their think time finish it and see `stopping`; requests in flight are cut.
  await Promise.all([...clients].map((client) => client.destroy()));
  await Promise.allSettled(users);
  send({ type: 'stopped' });
  process.disconnect();
};

process.on('disconnect', () => process.exit(0));
process.on('message', (message: ToGenerator) => {
  const fail = (error: unknown) => send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  switch (message.type) {
    case 'init':
      init = message.init;
      // Bounded whatever happens to the benchmark: a minute past the deadline the process ends.
      setTimeout(() => process.exit(0), Math.max(0, init.deadline - Date.now()) + 60_000).unref();
      send({ type: 'ready' });
      break;
    case 'users':
      if (init) addUsers(init, message.users, message.rampSeconds).catch(fail);
      break;
    case 'window':
      tally = createTally();
      break;
    case 'report':
      send({ type: 'report', stats: (tally ?? createTally()).close() });
      tally = undefined;
      break;
    case 'stop':
      stop().catch(fail);
      break;
  }
});
