import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_RECEIVED, duplicateError, errorsXml, messageZip, notWellFormed, partsInvoiceXml, readDocument, ruleErrors } from './fake-spv-documents.js';
import { createFakeOAuth, json, type FakeReply } from './fake-spv-oauth.js';

/**
 * A small stand-in for ANAF's SPV (e-Factura API and its OAuth server), speaking the wire contract
 * of http-spv-adapter.ts: tests start it on a free loopback port, `npm run spv:fake` for a demo.
 * OAuth under /anaf-oauth2/v1 (a sign-in page with a button, tokens, refresh, revoke), the API
 * under /prod/FCTEL/rest (upload, stareMesaj, descarcare, listaMesajeFactura). Realistic where it
 * matters: an upload is "in prelucrare" for a few polls, then ok or nok by real checks of the XML
 * (fake-spv-documents.ts), with ANAF's messages and a ZIP with a signature; duplicates are refused;
 * every CIF finds two suppliers' invoices in its list. `control` switches trouble on: 5xx, 429,
 * slow answers, an upload taken but its answer lost, tokens that end. State is in memory.
 */

export const FAKE_SPV_CLIENT_ID = 'fake-spv-client-0b1c2d3e';
export const FAKE_SPV_CLIENT_SECRET = 'fake-spv-secret-7f8e9d0c1b2a';

export type FakeSpvEndpoint = 'authorize' | 'token' | 'revoke' | 'upload' | 'uploadb2c' | 'stareMesaj' | 'descarcare' | 'listaMesajeFactura';

export type FakeSpvUpload = {
  index: string;
  cif: string;
  standard: string;
  b2c: boolean;
  xml: string;
  /** The invoice's number and date, what ANAF's duplicate check compares. */
  number: string;
  issueDate: string;
  receivedAt: Date;
  polls: number;
  outcome: 'ok' | 'nok' | 'xml_errors';
  errors: string[];
  /** Set once ANAF has processed it (a few polls, or a message list). */
  downloadId?: string;
};

type Message = { id: string; tip: string; cif: string; idSolicitare: string; details: string; createdAt: Date; zipIndex: string; xml: string };

export type FakeSpvOptions = {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Registered callbacks; any http(s) address when empty. */
  redirectUris?: string[];
  /** Access token life (default 90 days) and refresh token life (default 365 days). */
  accessTtlMs?: number;
  refreshTtlMs?: number;
  /** How many stareMesaj polls answer "in prelucrare" before the verdict (default 2). */
  processingPolls?: number;
  /** An upload also stays "in prelucrare" until this long after it arrived (ANAF's processing time; default 0: the polls alone). */
  processingMs?: number;
  /** Every call but the sign-in page answers this long after it arrived at the least (ANAF's own time per call; default 0). */
  latencyMs?: number;
  /** Every CIF finds the default suppliers' invoices in its list (default true). */
  seedReceived?: boolean;
  /** The buyer's name on the seeded invoices. */
  buyerName?: string;
  now?: () => Date;
};

export type FakeSpvControl = {
  /** The next `count` calls (to `endpoint`, or any but the sign-in page) answer `status` (5xx, or 429 with Retry-After seconds); `after` calls first answer as usual. */
  fail: (options: { status: number; count?: number; retryAfterSeconds?: number; endpoint?: FakeSpvEndpoint; after?: number }) => void;
  /** The next `count` calls answer only after `ms` (the work is done first, as a real server's). */
  slow: (options: { ms: number; count?: number; endpoint?: FakeSpvEndpoint }) => void;
  /** The next `count` uploads are taken, then their answer is lost: a 502, or (`hang`) an answer only after `ms`. */
  loseUploadAnswer: (options?: { count?: number; how?: 'error' | 'hang'; ms?: number }) => void;
  /** The next call to `endpoint` gets this answer instead (an HTML page, a JSON error in a 200…). */
  answerOnce: (options: { endpoint: FakeSpvEndpoint; status: number; body: string; contentType?: string }) => void;
  /** Ends one token now, or every access token given so far. */
  expireToken: (token?: string) => void;
  /** The lives of the tokens given from now on (the options' until `reset`). */
  setTokenLife: (life: { accessMs?: number; refreshMs?: number }) => void;
  setProcessingPolls: (polls: number) => void;
  /** Processes every upload now (as the time ANAF takes would). */
  settle: () => void;
  /** A supplier's invoice to a buyer (the buyer's CIF read from the XML when not given); its message id. */
  addReceivedInvoice: (input: { supplierCif: string; xml: string; buyerCif?: string }) => { id: string; uploadIndex: string };
  /** Calls so far by endpoint. */
  calls: () => Partial<Record<FakeSpvEndpoint, number>>;
  uploads: () => FakeSpvUpload[];
  /** Every token given so far (tests check none reaches an error message). */
  issuedTokens: () => string[];
  clientId: string;
  clientSecret: string;
  /** Forgets uploads, messages, tokens, counts and trouble. */
  reset: () => void;
};

export type FakeSpv = { url: string; oauthUrl: string; apiUrl: string; control: FakeSpvControl; stop: () => Promise<void> };

const ENDPOINTS: FakeSpvEndpoint[] = ['authorize', 'token', 'revoke', 'upload', 'uploadb2c', 'stareMesaj', 'descarcare', 'listaMesajeFactura'];
const OAUTH_BASE = '/anaf-oauth2/v1';
const API_PATH = /^\/(?:prod|test)\/FCTEL\/rest\/(\w+)$/;
const DAY_MS = 86_400_000;
const STANDARDS = ['UBL', 'CN', 'CII', 'RASP'];

/** ANAF's minutes in Romania's local time: "202611281530". */
const romanianMinutes = (date: Date) => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bucharest', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}${get('month')}${get('day')}${get('hour')}${get('minute')}`;
};
const xmlReply = (body: string): FakeReply => ({ status: 200, body: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`, headers: { 'content-type': 'application/xml' } });
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const uploadRefused = (date: Date, messages: string[]) =>
  xmlReply(`<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="${romanianMinutes(date)}" ExecutionStatus="1">${messages.map((m) => `<Errors errorMessage="${attr(m)}"/>`).join('')}</header>`);
const statusErrors = (message: string) => xmlReply(`<header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1"><Errors errorMessage="${attr(message)}"/></header>`);
const springError = (status: number, error: string, message: string, headers: Record<string, string> = {}) => json(status, { timestamp: new Date().toISOString(), status, error, message }, headers);
const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** `skip`: calls that pass before the trouble starts. */
type Trouble = { left: number; endpoint: FakeSpvEndpoint | undefined; skip?: number };

export const startFakeSpv = async (options: FakeSpvOptions = {}): Promise<FakeSpv> => {
  const now = options.now ?? (() => new Date());
  const clientId = options.clientId ?? FAKE_SPV_CLIENT_ID;
  const clientSecret = options.clientSecret ?? FAKE_SPV_CLIENT_SECRET;
  const oauth = createFakeOAuth({
    clientId,
    clientSecret,
    redirectUris: options.redirectUris ?? [],
    accessTtlMs: options.accessTtlMs ?? 90 * DAY_MS,
    refreshTtlMs: options.refreshTtlMs ?? 365 * DAY_MS,
    codeTtlMs: 60_000,
    now,
  });
  const uploads = new Map<string, FakeSpvUpload>();
  const messages: Message[] = [];
  const seeded = new Set<string>();
  let counts: Partial<Record<FakeSpvEndpoint, number>> = {};
  let failures: (Trouble & { status: number; retryAfterSeconds: number | undefined })[] = [];
  let slows: (Trouble & { ms: number })[] = [];
  let canned: (Trouble & { reply: FakeReply })[] = [];
  let lost = { left: 0, how: 'error' as 'error' | 'hang', ms: 10_000 };
  let processingPolls = options.processingPolls ?? 2;
  let nextIndex = 1;
  let nextMessage = 1;

  const newIndex = () => String(5_000_000_000 + nextIndex++);
  const newMessageId = () => String(3_000_000_000 + nextMessage++);
  const take = <T extends Trouble>(list: T[], endpoint: FakeSpvEndpoint): T | undefined => {
    const found = list.find((t) => t.left > 0 && (t.endpoint === undefined ? endpoint !== 'authorize' : t.endpoint === endpoint));
    if (found?.skip) {
      found.skip -= 1;
      return undefined;
    }
    if (found) found.left -= 1;
    return found;
  };

  /** ANAF has processed the upload: its answer becomes a message (FACTURA TRIMISA or ERORI FACTURA) to download. */
  const settle = (upload: FakeSpvUpload) => {
    if (upload.downloadId || upload.outcome === 'xml_errors') return;
    const id = newMessageId();
    upload.downloadId = id;
    const ok = upload.outcome === 'ok';
    const buyer = ok ? readDocument(upload.xml).buyerCif : '';
    messages.push({
      id,
      tip: ok ? 'FACTURA TRIMISA' : 'ERORI FACTURA',
      cif: upload.cif,
      idSolicitare: upload.index,
      details: ok ? `Factura cu id_incarcare=${upload.index} emisa de cif_emitent=${upload.cif} pentru cif_beneficiar=${buyer}` : `Erori de validare identificate la factura primita cu id_incarcare=${upload.index}`,
      createdAt: now(),
      zipIndex: upload.index,
      xml: ok ? upload.xml : errorsXml({ index: upload.index, cif: upload.cif, messages: upload.errors }),
    });
  };

  const addReceived = (input: { supplierCif: string; xml: string; buyerCif?: string; createdAt?: Date }) => {
    const buyerCif = input.buyerCif ?? readDocument(input.xml).buyerCif;
    const index = newIndex();
    const id = newMessageId();
    messages.push({ id, tip: 'FACTURA PRIMITA', cif: buyerCif, idSolicitare: index, details: `Factura cu id_incarcare=${index} emisa de cif_emitent=${input.supplierCif} pentru cif_beneficiar=${buyerCif}`, createdAt: input.createdAt ?? now(), zipIndex: index, xml: input.xml });
    return { id, uploadIndex: index };
  };

  /** The demo inbox: the default suppliers' invoices, made for a CIF the first time it lists. */
  const seed = (cif: string) => {
    if (options.seedReceived === false || seeded.has(cif)) return;
    seeded.add(cif);
    for (const invoice of DEFAULT_RECEIVED) {
      const issued = new Date(now().getTime() - invoice.daysAgo * DAY_MS);
      const day = (d: Date) => d.toISOString().slice(0, 10);
      const xml = partsInvoiceXml({ ...invoice, buyerCif: cif, buyerName: options.buyerName ?? 'Atelier Demo SRL', issueDate: day(issued), dueDate: day(new Date(issued.getTime() + 30 * DAY_MS)) });
      addReceived({ supplierCif: invoice.supplier.cif, xml, buyerCif: cif, createdAt: issued });
    }
  };

  const upload = (endpoint: 'upload' | 'uploadb2c', query: URLSearchParams, body: string): FakeReply => {
    const cif = query.get('cif') ?? '';
    const standard = query.get('standard') ?? '';
    if (!/^\d{1,10}$/.test(cif)) return uploadRefused(now(), [`CIF introdus= ${cif} nu este un numar`]);
    if (!STANDARDS.includes(standard)) return uploadRefused(now(), [`Valoarea parametrului standard= ${standard} nu este permisa (UBL, CN, CII sau RASP)`]);
    const malformed = notWellFormed(body);
    if (malformed) return uploadRefused(now(), [`Fisierul transmis nu este valid. ${malformed}`]);
    const doc = readDocument(body);
    const index = newIndex();
    const fits = (standard === 'UBL' && doc.kind === 'Invoice') || (standard === 'CN' && doc.kind === 'CreditNote');
    // ANAF's duplicate check: the same seller, number and date accepted before.
    const earlier = [...uploads.values()].find((u) => u.outcome === 'ok' && u.cif === cif && u.number === doc.number && u.issueDate === doc.issueDate);
    const today = romanianMinutes(now()).replace(/^(\d{4})(\d{2})(\d{2}).*$/, '$1-$2-$3');
    const errors = fits ? [...ruleErrors(doc, cif, { today }), ...(earlier ? [duplicateError(earlier.index, earlier.receivedAt.toISOString().slice(0, 10))] : [])] : [];
    uploads.set(index, { index, cif, standard, b2c: endpoint === 'uploadb2c', xml: body, number: doc.number, issueDate: doc.issueDate, receivedAt: now(), polls: 0, outcome: !fits ? 'xml_errors' : errors.length > 0 ? 'nok' : 'ok', errors });
    return xmlReply(`<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1" dateResponse="${romanianMinutes(now())}" ExecutionStatus="0" index_incarcare="${index}"/>`);
  };

  const status = (query: URLSearchParams): FakeReply => {
    const index = query.get('id_incarcare') ?? '';
    if (!/^\d+$/.test(index)) return statusErrors(`Id_incarcare introdus= ${index} nu este un numar intreg`);
    const found = uploads.get(index);
    // ANAF's own spelling ("inteorgare"), for an index that is not the caller's or does not exist.
    if (!found) return statusErrors(`Nu aveti dreptul de inteorgare pentru id_incarcare= ${index}`);
    found.polls += 1;
    const processing = found.polls <= processingPolls || now().getTime() - found.receivedAt.getTime() < (options.processingMs ?? 0);
    if (processing && !found.downloadId) return xmlReply('<header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1" stare="in prelucrare"/>');
    settle(found);
    if (found.outcome === 'xml_errors') return xmlReply('<header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1" stare="XML cu erori nepreluat de sistem"/>');
    return xmlReply(`<header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1" stare="${found.outcome}" id_descarcare="${found.downloadId ?? ''}"/>`);
  };

  const download = (query: URLSearchParams): FakeReply => {
    const id = query.get('id') ?? '';
    const message = messages.find((m) => m.id === id);
    if (!message) return json(200, { eroare: `Pentru id=${id} nu exista inregistrata nici o factura`, titlu: 'Descarcare mesaj' });
    return { status: 200, body: messageZip({ index: message.zipIndex, xml: message.xml }), headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${message.id}.zip"` } };
  };

  const list = (query: URLSearchParams): FakeReply => {
    const days = Number(query.get('zile'));
    const cif = query.get('cif') ?? '';
    const filter = query.get('filtru');
    if (!Number.isInteger(days) || days < 1 || days > 60) return json(200, { eroare: `Numarul de zile trebuie sa fie intre 1 si 60`, titlu: 'Lista Mesaje' });
    if (!/^\d{1,10}$/.test(cif)) return json(200, { eroare: `CIF introdus= ${cif} nu este un numar`, titlu: 'Lista Mesaje' });
    if (filter !== null && !['E', 'T', 'P', 'R'].includes(filter)) return json(200, { eroare: 'Valorile acceptate pentru parametrul filtru sunt E, T, P sau R', titlu: 'Lista Mesaje' });
    // By the time one lists, ANAF has processed what was uploaded (lost answers included).
    for (const u of uploads.values()) settle(u);
    seed(cif);
    const tipFor: Record<string, string> = { E: 'ERORI FACTURA', T: 'FACTURA TRIMISA', P: 'FACTURA PRIMITA', R: 'MESAJ CUMPARATOR PRIMIT / MESAJ CUMPARATOR TRANSMIS' };
    const since = now().getTime() - days * DAY_MS;
    const found = messages.filter((m) => m.cif === cif && m.createdAt.getTime() >= since && (!filter || m.tip === tipFor[filter]));
    if (found.length === 0) return json(200, { eroare: `Nu exista mesaje in ultimele ${days} zile`, titlu: 'Lista Mesaje' });
    return json(200, {
      mesaje: found.map((m) => ({ data_creare: romanianMinutes(m.createdAt), cif: m.cif, id_solicitare: m.idSolicitare, detalii: m.details, tip: m.tip, id: m.id })),
      serial: '1234AA456',
      cui: cif,
      titlu: `Lista Mesaje disponibile din ultimele ${days} zile`,
    });
  };

  const api = (method: string, endpoint: FakeSpvEndpoint, query: URLSearchParams, body: string, authorization: string | undefined): FakeReply => {
    if (!oauth.bearerOk(authorization)) return springError(401, 'Unauthorized', 'Tokenul de acces lipseste, a expirat sau a fost revocat');
    if (method === 'POST' && (endpoint === 'upload' || endpoint === 'uploadb2c')) return upload(endpoint, query, body);
    if (method === 'GET' && endpoint === 'stareMesaj') return status(query);
    if (method === 'GET' && endpoint === 'descarcare') return download(query);
    if (method === 'GET' && endpoint === 'listaMesajeFactura') return list(query);
    return springError(404, 'Not Found', 'No message available');
  };

  const endpointOf = (path: string): { endpoint: FakeSpvEndpoint; oauth: boolean } | undefined => {
    const name = path.startsWith(`${OAUTH_BASE}/`) ? path.slice(OAUTH_BASE.length + 1) : API_PATH.exec(path)?.[1];
    const endpoint = ENDPOINTS.find((k) => k === name);
    return endpoint ? { endpoint, oauth: path.startsWith(OAUTH_BASE) } : undefined;
  };

  const reply = (response: ServerResponse, r: FakeReply) => {
    if (response.destroyed) return;
    response.writeHead(r.status, r.headers ?? {});
    response.end(r.body);
  };

  /**
   * The demo's switches over HTTP (POST /_fake/trouble): `{"fail": {"status": 500, "count": 2, "endpoint": "upload"}}`,
   * `{"slowMs": 15000}`, `{"loseUploadAnswer": true}`, `{"expireTokens": true}`, `{"processingPolls": 5}`, `{"reset": true}`.
   */
  const trouble = (body: string) => {
    let b: { reset?: unknown; fail?: { status?: unknown; count?: unknown; endpoint?: unknown }; slowMs?: unknown; loseUploadAnswer?: unknown; expireTokens?: unknown; processingPolls?: unknown } = {};
    try {
      b = JSON.parse(body) as typeof b;
    } catch {
      return { ok: false, calls: control.calls() };
    }
    if (b.reset === true) control.reset();
    const fail = b.fail ?? {};
    const endpoint = ENDPOINTS.find((e) => e === fail.endpoint);
    if (typeof fail.status === 'number') control.fail({ status: fail.status, count: typeof fail.count === 'number' ? fail.count : 1, ...(endpoint ? { endpoint } : {}) });
    if (typeof b.slowMs === 'number') control.slow({ ms: b.slowMs });
    if (b.loseUploadAnswer === true) control.loseUploadAnswer();
    if (b.expireTokens === true) control.expireToken();
    if (typeof b.processingPolls === 'number') control.setProcessingPolls(b.processingPolls);
    return { ok: true, calls: control.calls() };
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://spv');
    const method = request.method ?? 'GET';
    const run = async () => {
      // The body first, as a real server does: a slow or lost answer to an upload that was read still keeps it.
      const body = await readBody(request);
      if (method === 'POST' && url.pathname === '/_fake/trouble') return reply(response, json(200, trouble(body)));
      const target = endpointOf(url.pathname);
      if (!target) return reply(response, springError(404, 'Not Found', 'No message available'));
      const { endpoint } = target;
      counts[endpoint] = (counts[endpoint] ?? 0) + 1;
      const failure = take(failures, endpoint);
      const authorization = request.headers.authorization;
      let answer: FakeReply;
      if (failure) {
        const retry: Record<string, string> = failure.retryAfterSeconds === undefined ? {} : { 'retry-after': String(failure.retryAfterSeconds) };
        answer = failure.status === 429 ? springError(429, 'Too Many Requests', 'Limita de apeluri a fost depasita', retry) : { status: failure.status, body: '<html><body><h1>Eroare interna</h1></body></html>', headers: { 'content-type': 'text/html', ...retry } };
      } else {
        answer = take(canned, endpoint)?.reply ?? (target.oauth ? oauth.handle(method, endpoint, url.searchParams, body, authorization) : undefined) ?? api(method, endpoint, url.searchParams, body, authorization);
      }
      const slow = take(slows, endpoint);
      if (slow) await wait(slow.ms);
      else if (options.latencyMs && endpoint !== 'authorize') await wait(options.latencyMs);
      const taken = !failure && (endpoint === 'upload' || endpoint === 'uploadb2c') && answer.status === 200 && String(answer.body).includes('ExecutionStatus="0"');
      if (taken && lost.left > 0) {
        lost.left -= 1;
        if (lost.how === 'hang') await wait(lost.ms);
        else answer = { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', headers: { 'content-type': 'text/html' } };
      }
      reply(response, answer);
    };
    run().catch(() => reply(response, springError(500, 'Internal Server Error', 'Eroare interna')));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;

  const control: FakeSpvControl = {
    fail: ({ status, count = 1, retryAfterSeconds, endpoint, after = 0 }) => void failures.push({ status, left: count, retryAfterSeconds, endpoint, skip: after }),
    slow: ({ ms, count = 1, endpoint }) => void slows.push({ ms, left: count, endpoint }),
    loseUploadAnswer: ({ count = 1, how = 'error', ms = 10_000 } = {}) => void (lost = { left: count, how, ms }),
    answerOnce: ({ endpoint, status, body, contentType = 'text/html; charset=utf-8' }) =>
      void canned.push({ left: 1, endpoint, reply: { status, body, headers: { 'content-type': contentType } } }),
    expireToken: (token) => oauth.expire(token),
    setTokenLife: (life) => oauth.setLife(life),
    setProcessingPolls: (polls) => void (processingPolls = polls),
    settle: () => [...uploads.values()].forEach(settle),
    addReceivedInvoice: (input) => addReceived(input),
    calls: () => ({ ...counts }),
    uploads: () => [...uploads.values()],
    issuedTokens: () => oauth.issued(),
    clientId,
    clientSecret,
    reset: () => {
      uploads.clear();
      messages.length = 0;
      seeded.clear();
      oauth.reset();
      counts = {};
      failures = [];
      slows = [];
      canned = [];
      lost = { left: 0, how: 'error', ms: 10_000 };
      processingPolls = options.processingPolls ?? 2;
    },
  };

  return {
    url,
    oauthUrl: `${url}${OAUTH_BASE}`,
    apiUrl: `${url}/prod/FCTEL/rest`,
    control,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
