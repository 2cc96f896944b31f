import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for the RAR AutoPass registry, speaking the wire contract of
 * http-registry-adapter.ts: tests start it on a free loopback port, `npm run registry:fake` for a
 * demo. Realistic where it matters: bad credentials, sessions that expire (30 h, shorter for
 * tests), a code list where R-ODO / I-ODO need the initial reading, validation, duplicate
 * detection, idempotency keys, and switchable trouble: 5xx, 429 with Retry-After, slow answers.
 */

export type FakeCode = { cod: string; denumire: string; categorie: string; km_initial_obligatoriu: boolean; activ: boolean };

export const FAKE_REGISTRY_CODES: readonly FakeCode[] = [
  { cod: 'R-ODO', denumire: 'Reparație kilometraj (odometru)', categorie: 'Kilometraj', km_initial_obligatoriu: true, activ: true },
  { cod: 'I-ODO', denumire: 'Înlocuire kilometraj (odometru)', categorie: 'Kilometraj', km_initial_obligatoriu: true, activ: true },
  { cod: 'C-KM', denumire: 'Citire kilometraj la intervenție', categorie: 'Kilometraj', km_initial_obligatoriu: false, activ: true },
  { cod: 'R-FRA', denumire: 'Reparație sistem de frânare', categorie: 'Siguranță', km_initial_obligatoriu: false, activ: true },
  { cod: 'R-DIR', denumire: 'Reparație sistem de direcție', categorie: 'Siguranță', km_initial_obligatoriu: false, activ: true },
  { cod: 'R-STR', denumire: 'Reparație structură de rezistență (caroserie)', categorie: 'Accident', km_initial_obligatoriu: false, activ: true },
  { cod: 'R-SP', denumire: 'Reparație siguranță pasivă (airbaguri, centuri)', categorie: 'Accident', km_initial_obligatoriu: false, activ: true },
  { cod: 'I-DIS', denumire: 'Înlocuire kit distribuție', categorie: 'Motor', km_initial_obligatoriu: false, activ: true },
  { cod: 'REV', denumire: 'Revizie periodică', categorie: 'Întreținere', km_initial_obligatoriu: false, activ: true },
  { cod: 'X-VECHI', denumire: 'Cod retras din nomenclator', categorie: 'Întreținere', km_initial_obligatoriu: false, activ: false },
];

export type FakeRecord = { id: string; account: string; body: Record<string, unknown>; key: string; versions: number; receivedAt: string };
export type FakeRequest = { method: string; path: string; idempotencyKey: string | undefined; status: number };

export type FakeRegistryOptions = {
  /** Accounts that may log in: e-mail → password. */
  accounts?: Record<string, string>;
  /** How long a session lasts (default 30 hours, SPEC §9). */
  sessionTtlMs?: number;
  port?: number;
  host?: string;
  now?: () => Date;
};

export type FakeRegistry = {
  url: string;
  records: Map<string, FakeRecord>;
  requests: FakeRequest[];
  accounts: Map<string, string>;
  /** The next `count` calls (any path, or those starting with `path`) answer `status` (5xx or 429, with Retry-After seconds). */
  fail: (options: { status: number; count?: number; retryAfterSeconds?: number; path?: string }) => void;
  /** Every answer waits this long first (0 to stop). */
  setDelay: (ms: number) => void;
  /** The session tokens handed out so far (tests check none reaches a log). */
  tokens: () => string[];
  /** Ends every session now: the next call with one gets 401. */
  expireSessions: () => void;
  /** Drops the records' stored state (the next records get new ids from 1 again). */
  reset: () => void;
  close: () => Promise<void>;
};

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Failure = { status: number; left: number; retryAfterSeconds: number | undefined; path: string | undefined };

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
};

const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};

const refuse = (response: ServerResponse, status: number, cod: string, mesaj: string, extra: Record<string, unknown> = {}) =>
  send(response, status, { eroare: { cod, mesaj, ...extra } });

/** The registry's own checks of a record; field errors in its field names. */
const validate = (body: Record<string, unknown>, today: string): { camp: string; mesaj: string }[] => {
  const errors: { camp: string; mesaj: string }[] = [];
  if (typeof body.vin !== 'string' || !VIN.test(body.vin)) errors.push({ camp: 'vin', mesaj: 'Seria de șasiu (VIN) nu este validă' });
  if (typeof body.nr_inmatriculare !== 'string' || body.nr_inmatriculare.trim() === '') errors.push({ camp: 'nr_inmatriculare', mesaj: 'Numărul de înmatriculare lipsește' });
  if (typeof body.data_interventie !== 'string' || !DAY.test(body.data_interventie)) errors.push({ camp: 'data_interventie', mesaj: 'Data intervenției lipsește' });
  else if (body.data_interventie > today) errors.push({ camp: 'data_interventie', mesaj: 'Data intervenției este în viitor' });
  if (!Number.isSafeInteger(body.km_bord) || (body.km_bord as number) < 0) errors.push({ camp: 'km_bord', mesaj: 'Kilometrajul nu este valid' });
  const codes = Array.isArray(body.coduri_prestatii) ? (body.coduri_prestatii as unknown[]) : [];
  if (codes.length === 0) errors.push({ camp: 'coduri_prestatii', mesaj: 'Selectați cel puțin o prestație' });
  for (const code of codes) {
    const known = FAKE_REGISTRY_CODES.find((c) => c.cod === code);
    if (!known || !known.activ) errors.push({ camp: 'coduri_prestatii', mesaj: `Codul de prestație ${String(code)} nu există sau a fost retras` });
  }
  const needsInitial = codes.some((code) => FAKE_REGISTRY_CODES.find((c) => c.cod === code)?.km_initial_obligatoriu);
  if (needsInitial && (!Number.isSafeInteger(body.km_initiali) || (body.km_initiali as number) < 0)) {
    errors.push({ camp: 'km_initiali', mesaj: 'Kilometrajul inițial este obligatoriu pentru R-ODO / I-ODO' });
  }
  return errors;
};

/** Same vehicle, day and codes: the registry sees the same intervention reported twice. */
const fingerprint = (body: Record<string, unknown>) =>
  JSON.stringify([body.vin, body.data_interventie, [...((body.coduri_prestatii as string[] | undefined) ?? [])].sort()]);

export const startFakeRegistry = async (options: FakeRegistryOptions = {}): Promise<FakeRegistry> => {
  const now = options.now ?? (() => new Date());
  const ttl = options.sessionTtlMs ?? 30 * 60 * 60 * 1000;
  const accounts = new Map(Object.entries(options.accounts ?? { 'atelier@example.ro': 'parola-rar-1' }));
  const sessions = new Map<string, { account: string; expiresAt: number }>();
  const records = new Map<string, FakeRecord>();
  const byKey = new Map<string, string>();
  const requests: FakeRequest[] = [];
  const failures: Failure[] = [];
  const issued: string[] = [];
  let delayMs = 0;
  let nextId = 1;

  const session = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? '';
    const found = sessions.get(header.replace(/^Bearer\s+/i, ''));
    return found && found.expiresAt > now().getTime() ? found : undefined;
  };

  const saveRecord = (account: string, body: Record<string, unknown>, key: string) => {
    const id = `AP-${now().getUTCFullYear()}-${String(nextId++).padStart(6, '0')}`;
    const record: FakeRecord = { id, account, body, key, versions: 1, receivedAt: now().toISOString() };
    records.set(id, record);
    byKey.set(`${account}\n${key}`, id);
    return record;
  };

  const answer = (record: FakeRecord) => ({ id_autopass: record.id, stare: 'ACCEPTED', primit_la: record.receivedAt, mesaje: [] });

  const route = (request: IncomingMessage, response: ServerResponse, path: string, body: unknown) => {
    const method = request.method ?? 'GET';
    if (method === 'POST' && path === '/api/v1/autentificare') {
      const { email, parola } = (body ?? {}) as { email?: unknown; parola?: unknown };
      if (typeof email !== 'string' || typeof parola !== 'string' || accounts.get(email.toLowerCase()) !== parola) {
        return refuse(response, 401, 'CREDENTIALE_INVALIDE', 'Adresa de e-mail sau parola AutoPass nu sunt corecte');
      }
      const token = randomBytes(24).toString('base64url');
      const expiresAt = now().getTime() + ttl;
      sessions.set(token, { account: email.toLowerCase(), expiresAt });
      issued.push(token);
      return send(response, 200, { token, expira_la: new Date(expiresAt).toISOString() });
    }
    const who = session(request);
    if (!who) return refuse(response, 401, 'SESIUNE_EXPIRATA', 'Sesiunea a expirat; autentificați-vă din nou');
    if (method === 'GET' && path === '/api/v1/nomenclatoare/prestatii') return send(response, 200, { prestatii: FAKE_REGISTRY_CODES });
    if (typeof body !== 'object' || body === null) return refuse(response, 400, 'CERERE_INVALIDA', 'Corpul cererii lipsește');
    const record = body as Record<string, unknown>;
    const today = now().toISOString().slice(0, 10);
    if (method === 'POST' && path === '/api/v1/interventii') {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.length < 8) return refuse(response, 400, 'CHEIE_LIPSA', 'Cheia de idempotență lipsește');
      const replay = byKey.get(`${who.account}\n${key}`);
      const earlier = replay ? records.get(replay) : undefined;
      if (earlier) return send(response, 200, answer(earlier), { 'idempotent-replayed': 'true' });
      const errors = validate(record, today);
      if (errors.length > 0) return refuse(response, 422, 'DATE_INVALIDE', 'Datele intervenției nu sunt valide', { campuri: errors });
      const twin = [...records.values()].find((r) => r.account === who.account && fingerprint(r.body) === fingerprint(record));
      if (twin) return refuse(response, 409, 'DUPLICAT', `Intervenția a fost deja raportată (${twin.id})`, { id_autopass: twin.id });
      return send(response, 201, answer(saveRecord(who.account, record, key)));
    }
    const update = /^\/api\/v1\/interventii\/([^/]+)$/.exec(path);
    if (method === 'PUT' && update) {
      const existing = records.get(decodeURIComponent(update[1] ?? ''));
      if (!existing || existing.account !== who.account) return refuse(response, 404, 'INEXISTENT', 'Înregistrarea nu există');
      const errors = validate(record, today);
      if (errors.length > 0) return refuse(response, 422, 'DATE_INVALIDE', 'Datele intervenției nu sunt valide', { campuri: errors });
      existing.body = record;
      existing.versions += 1;
      return send(response, 200, answer(existing));
    }
    return refuse(response, 404, 'INEXISTENT', 'Adresa nu există');
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://registry').pathname;
    const log = (status: number) =>
      requests.push({ method: request.method ?? 'GET', path, idempotencyKey: request.headers['idempotency-key'] as string | undefined, status });
    const run = async () => {
      // The body first, as a real server does: a slow answer to a request that was read still stores it.
      const body = await readBody(request);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const failure = failures.find((f) => f.left > 0 && (!f.path || path.startsWith(f.path)));
      if (failure) {
        failure.left -= 1;
        log(failure.status);
        const cod = failure.status === 429 ? 'PREA_MULTE_CERERI' : 'INDISPONIBIL';
        const headers: Record<string, string> = failure.retryAfterSeconds === undefined ? {} : { 'retry-after': String(failure.retryAfterSeconds) };
        return send(response, failure.status, { eroare: { cod, mesaj: 'Serviciul este temporar indisponibil' } }, headers);
      }
      response.on('finish', () => log(response.statusCode));
      route(request, response, path, body);
    };
    run().catch(() => {
      if (!response.headersSent) refuse(response, 500, 'EROARE', 'Eroare internă');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    records,
    requests,
    accounts,
    fail: ({ status, count = 1, retryAfterSeconds, path }) => void failures.push({ status, left: count, retryAfterSeconds, path }),
    setDelay: (ms) => void (delayMs = ms),
    tokens: () => [...issued],
    expireSessions: () => sessions.clear(),
    reset: () => {
      records.clear();
      byKey.clear();
      nextId = 1;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
