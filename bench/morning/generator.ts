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

/** `body`: the JSON answer, or a PDF's content type. */
type Answer = { ok: true; body: string } | { ok: false };
type Call = { kind: CallKind; method: 'GET' | 'POST'; path: string; token: string; json?: string };

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** One request on the user's connection: timed, counted in the current window, failures by cause. */
const request = async (client: Client, { kind, method, path, token, json }: Call): Promise<Answer> => {
  const started = performance.now();
  const counting = tally;
  try {
    const response = await client.request({
      method,
      path,
      headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
      ...(json ? { body: json } : {}),
    });
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    // A PDF is read and dropped (its type checked below); JSON is decoded as latin1: the ids looked for are ASCII, and a
    // one-byte string is cheaper than UTF-8.
    const pdf = kind === 'pdf' && ok;
    const body = pdf ? String(response.headers['content-type']) : Buffer.from(await response.body.arrayBuffer()).toString('latin1');
    if (pdf) await response.body.dump({ limit: 16 * 2 ** 20 });
    if (!stopping) counting?.record(kind, performance.now() - started, ok ? undefined : String(response.statusCode));
    return ok ? { ok, body } : { ok: false };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const cause = typeof code === 'string' ? (TIMEOUT_CODES.has(code) ? 'timeout' : code) : error instanceof Error ? error.name : 'error';
    if (!stopping) counting?.record(kind, performance.now() - started, cause);
    return { ok: false };
  }
};

/**
 * The ids of the documents in a list or search answer. The serializer writes each document's `id`
 * first (the response schema's order), so a scan finds them without parsing the whole answer:
 * parsing 10 documents per call was most of the generator's CPU. An id found wrongly would show
 * as 404s when it is opened.
 */
// Only the answer itself or the objects of its list (at the start, after "[" or ","): a document saved through the API names its
// author as `"created_by":{"id":…}`, and opening that user's id answered 404.
const DOCUMENT_ID = /(?<=^|[[,])\{"id":"([0-9a-f]{24})"/g;
const documentIds = (kind: CallKind, answer: Answer): string[] | undefined => {
  if (!answer.ok) return undefined;
  const ids = Array.from(answer.body.matchAll(DOCUMENT_ID), (m) => m[1] as string);
  if (ids.length === 0 && !/^(\[\]|\{"results":\[\])/.test(answer.body)) {
    if (!stopping) tally?.wrong(kind, 'bad answer');
    return undefined;
  }
  return ids;
};

const logIn = async (client: Client, email: string, password: string): Promise<string | undefined> => {
  const response = await client.request({
    method: 'POST',
    path: '/api/user/token',
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
  // undici's own timers (coarse, cheap) bound the wait: AbortSignal.timeout per request cost the generator more than the request.
  const client = new Client(setup.url, { keepAliveTimeout: 60_000, keepAliveMaxTimeout: 600_000, pipelining: 1, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
  clients.add(client);
  try {
    let token: string | undefined;
    while (!token && live()) {
      const started = performance.now();
      try {
        token = await logIn(client, account.email, account.password);
        loggedIn(performance.now() - started);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        loggedIn(performance.now() - started, typeof code === 'string' ? code : error instanceof Error ? error.message.slice(0, 80) : 'error');
        await think();
      }
    }
    if (!token) return;
    const call = (kind: CallKind, method: 'GET' | 'POST', path: string, json?: string) => request(client, { kind, method, path, token, json });
    while (live()) {
      await think();
      if (!live()) break;
      const listed = documentIds('list', await call('list', 'GET', '/api/user/completed_forms?skip=0&limit=10')) ?? [];
      await think();
      if (!live()) break;
      const { term } = searchTerm(business, account.pool, Math.random);
      const found = documentIds('search', await call('search', 'GET', `/api/user/submissions/search?query=${encodeURIComponent(term)}&skip=0&limit=10`));
      if (found && !stopping) tally?.searched(found.length > 0);
      // Open what the search found, or else one of the newest.
      const chosen = pickOne(found?.length ? found : listed);
      if (!chosen) continue;
      await think();
      if (!live()) break;
      const opened = documentIds('open', await call('open', 'GET', `/api/user/completed_forms/${chosen}`));
      let printable = opened?.[0];
      if (Math.random() < mix.save) {
        await think();
        if (!live()) break;
        const body = JSON.stringify({ data: documentInput(business, Math.floor(Math.random() * 2 ** 31), account.pool) });
        const saved = documentIds('save', await call('save', 'POST', `/api/user/forms/${setup.formId}/submit`, body));
        printable = saved?.[0] ?? printable;
      }
      if (printable && Math.random() < mix.pdf) {
        await think();
        if (!live()) break;
        const pdf = await call('pdf', 'GET', `/api/user/completed_forms/${printable}/pdf?locale=ro`);
        if (pdf.ok && pdf.body !== 'application/pdf' && !stopping) tally?.wrong('pdf', 'not a PDF');
      }
    }
  } finally {
    clients.delete(client);
    await client.destroy();
  }
};

/** Starts users up to `target`, evenly over the ramp; reports once each new user's first login attempt has ended. */
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
      // A user whose first login fails is reported and keeps trying in the background.
      runUser(setup, user, (ms, failure) => {
        logins.push(ms);
        if (failure) failures[failure] = (failures[failure] ?? 0) + 1;
        signalLogin();
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
