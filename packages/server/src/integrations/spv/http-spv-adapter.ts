import { setTimeout as delay } from 'node:timers/promises';
import { strFromU8, unzipSync } from 'fflate';
import { create } from 'xmlbuilder2';
import { retryAfterMs } from '../http-answer.js';
import { SpvError, type SpvAdapter, type SpvArchive, type SpvMessage, type SpvStatus, type SpvTokens } from './spv-adapter.js';

/**
 * The one implementation of SpvAdapter, over HTTP against ANAF (domain-ro §3c). Every detail of
 * ANAF's wire contract is in this file (and mirrored by fake-spv.ts): the OAuth form fields, the
 * API's paths and Romanian parameters, the XML answers and their namespaces, the message list's
 * JSON, the ZIP's file names, and the ways ANAF says "no" inside a 200.
 *
 * ANAF answers its refusals in several shapes, all handled here: an XML `<Errors errorMessage>`,
 * a JSON `{eroare}` with status 200, a JSON `{message}` with 400, a 204 or a 200 "S-au facut deja
 * N … in cursul zilei" for its daily limits, and a plain HTML page when something in front of it
 * fails.
 */
export const SPV_PATHS = {
  authorize: '/authorize',
  token: '/token',
  revoke: '/revoke',
  upload: '/upload',
  uploadB2c: '/uploadb2c',
  status: '/stareMesaj',
  download: '/descarcare',
  messages: '/listaMesajeFactura',
} as const;

export type HttpSpvOptions = {
  /** ANAF's e-Factura API, e.g. https://api.anaf.ro/prod/FCTEL/rest (test: /test/FCTEL/rest). */
  apiUrl: string;
  /** ANAF's OAuth server, e.g. https://logincert.anaf.ro/anaf-oauth2/v1. */
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  /** The callback registered with the application in ANAF's portal (it must match exactly). */
  redirectUri: string;
  /** Longest wait for one answer, body included. */
  timeoutMs?: number;
  /** Further tries after a 5xx, a timeout or a failed connection (an upload: only when nothing was sent). */
  retries?: number;
  /** First backoff; doubles each retry. */
  backoffMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
};

const DAY_MS = 86_400_000;
/** ANAF's procedure: the access token lasts 90 days, the refresh token 365; the token answer says only the first. */
const ACCESS_DAYS = 90;
const REFRESH_DAYS = 365;
const NO_MESSAGES = /^Nu exista mesaje/i;
/** ANAF's daily limits ("S-au facut deja 1000 descarcari … in cursul zilei"). */
const DAILY_LIMIT = /S-au facut deja \d+ .* in cursul zilei/i;
const ERRORS_XML_NAME = /^\d+\.xml$/;
const SIGNATURE_NAME = /^semnatura_\d+\.xml$/;
const KIND_BY_TIP: Record<string, SpvMessage['kind']> = { 'FACTURA TRIMISA': 'sent', 'FACTURA PRIMITA': 'received', 'ERORI FACTURA': 'errors' };
const FILTER_BY_KIND: Record<SpvMessage['kind'], string> = { errors: 'E', sent: 'T', received: 'P', buyer_message: 'R' };
/** The connection never opened: the request surely did not reach ANAF (safe to try an upload again). */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Just enough of an XML element to read ANAF's answers. */
type El = { name: string; attr: (name: string) => string | undefined; kids: El[] };
type DomNode = { nodeType: number; localName: string | null; childNodes: ArrayLike<DomNode>; getAttribute?: (name: string) => string | null };
const wrap = (node: DomNode): El => ({
  name: node.localName ?? '',
  attr: (name) => node.getAttribute?.(name) ?? undefined,
  kids: Array.from(node.childNodes).filter((child) => child.nodeType === 1).map(wrap),
});
/** The root element, or undefined for what is not XML (xmlbuilder2 would read a JSON string as a document). */
const readXml = (text: string): El | undefined => {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (!trimmed.startsWith('<')) return undefined;
  try {
    return wrap(create(trimmed).root().node as unknown as DomNode);
  } catch {
    return undefined;
  }
};
const errorMessages = (root: El, name: string): string[] =>
  root.kids.filter((kid) => kid.name === name).flatMap((kid) => kid.attr('errorMessage') ?? []);

const readJson = (text: string): Record<string, unknown> | undefined => {
  if (!text.trimStart().startsWith('{')) return undefined;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};
const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined);

/** "202611281530": ANAF's list dates are minutes in Romania's local time. */
const bucharestOffsetMs = (at: number): number => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bucharest', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) - Math.floor(at / 60_000) * 60_000;
};
const fromRomanianMinutes = (text: string): Date | undefined => {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return undefined;
  const naive = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const guess = naive - bucharestOffsetMs(naive);
  return new Date(naive - bucharestOffsetMs(guess));
};

/** The `exp` of a JWT access token (token_content_type=jwt), read without checking its signature: only for its end. */
const jwtExpiry = (token: string): Date | undefined => {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : undefined;
  } catch {
    return undefined;
  }
};

type Answer = { status: number; headers: Headers; text: string; bytes: Uint8Array };

export const createHttpSpvAdapter = (options: HttpSpvOptions): SpvAdapter => {
  const api = options.apiUrl.replace(/\/+$/, '');
  const oauth = options.oauthUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 500;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => delay(ms));
  const now = options.now ?? (() => new Date());

  /** ANAF's words, without any secret that might have been echoed back in them. */
  const scrub = (text: string, secrets: string[]): string =>
    [options.clientSecret, ...secrets].filter((s) => s.length >= 6).reduce((out, secret) => out.split(secret).join('***'), text).slice(0, 500);

  /**
   * One call with the retries: 5xx, timeouts and failed connections are tried again with backoff;
   * any other answer goes back to the caller with its body read. An upload is tried again only
   * when the connection never opened: after a timeout or a 5xx ANAF may have taken it, and a
   * second try could file the invoice twice (the caller checks the message list instead).
   */
  const call = async (url: string, init: { method: string; headers: Record<string, string>; body?: string }, idempotent = true): Promise<Answer> => {
    let lastStatus: number | undefined;
    for (let attempt = 0; ; attempt += 1) {
      let sent = true;
      try {
        const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
        if (response.status < 500) {
          const bytes = new Uint8Array(await response.arrayBuffer());
          return { status: response.status, headers: response.headers, bytes, text: Buffer.from(bytes).toString('utf8') };
        }
        lastStatus = response.status;
        await response.body?.cancel();
      } catch (error) {
        // Timed out, or no connection: nothing of the answer to keep (and never the request: it holds tokens).
        lastStatus = undefined;
        const code = (error as { cause?: { code?: unknown } }).cause?.code;
        sent = !(typeof code === 'string' && NOT_SENT.has(code));
      }
      if (attempt >= retries || (!idempotent && sent)) break;
      await sleep(backoffMs * 2 ** attempt);
    }
    throw new SpvError('unavailable', {
      ...(lastStatus === undefined ? {} : { status: lastStatus }),
      ...(idempotent ? {} : { reason: 'the upload may have reached ANAF: look for it in the message list before sending it again' }),
    });
  };

  /** What every API answer may be instead of the one asked for; undefined when it is none of these. */
  const trouble = (answer: Answer, secrets: string[]): SpvError | undefined => {
    const { status } = answer;
    if (status === 401 || status === 403) return new SpvError('unauthorized', { status });
    if (status === 429) {
      const wait = retryAfterMs(answer.headers.get('retry-after'));
      return new SpvError('rate_limited', { status, ...(wait === undefined ? {} : { retryAfterMs: wait }) });
    }
    // ANAF answers 204 to a call over its per-minute limit.
    if (status === 204) return new SpvError('rate_limited', { status });
    const json = readJson(answer.text);
    const said = str(json?.eroare) ?? str(json?.message);
    if (said && DAILY_LIMIT.test(said)) return new SpvError('rate_limited', { status, reason: scrub(said, secrets) });
    if (status >= 300) return said ? new SpvError('refused', { status, reason: scrub(said, secrets), messages: [scrub(said, secrets)] }) : new SpvError('bad_answer', { status });
    return undefined;
  };

  /** A JSON `{eroare}` in a 200: ANAF refusing the call in its own words. */
  const eroare = (answer: Answer, secrets: string[]): SpvError | undefined => {
    const said = str(readJson(answer.text)?.eroare);
    return said ? new SpvError('refused', { status: answer.status, reason: scrub(said, secrets), messages: [scrub(said, secrets)] }) : undefined;
  };

  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  const apiGet = async (path: string, query: Record<string, string>, accessToken: string): Promise<Answer> => {
    const answer = await call(`${api}${path}?${new URLSearchParams(query)}`, { method: 'GET', headers: { accept: '*/*', ...bearer(accessToken) } });
    const problem = trouble(answer, [accessToken]);
    if (problem) throw problem;
    return answer;
  };

  /**
   * The token endpoint. Client credentials go as form fields (client_secret_post), as Odoo's
   * l10n_ro_edi sends them; ANAF also takes HTTP Basic (e-factura-go's choice). token_content_type=jwt
   * on both legs, or ANAF answers an opaque token of another format.
   */
  const token = async (form: Record<string, string>, secret: string): Promise<SpvTokens> => {
    const body = new URLSearchParams({ ...form, client_id: options.clientId, client_secret: options.clientSecret, token_content_type: 'jwt' });
    const answer = await call(`${oauth}${SPV_PATHS.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: body.toString(),
    });
    const json = readJson(answer.text);
    if (answer.status === 400 || answer.status === 401) {
      const code = str(json?.error);
      if (!code) throw new SpvError('bad_answer', { status: answer.status });
      const description = str(json?.error_description);
      throw new SpvError('grant_refused', { status: answer.status, reason: scrub(description ? `${code}: ${description}` : code, [secret]) });
    }
    const problem = trouble(answer, [secret]);
    if (problem) throw problem;
    const accessToken = str(json?.access_token);
    if (!accessToken) throw new SpvError('bad_answer', { status: answer.status });
    const at = now().getTime();
    const expiresIn = typeof json?.expires_in === 'number' ? json.expires_in : Number(json?.expires_in);
    return {
      accessToken,
      // A refresh answer without a new refresh token keeps the one that was used.
      refreshToken: str(json?.refresh_token) ?? form.refresh_token ?? '',
      accessExpiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(at + expiresIn * 1000) : (jwtExpiry(accessToken) ?? new Date(at + ACCESS_DAYS * DAY_MS)),
      refreshExpiresAt: new Date(at + REFRESH_DAYS * DAY_MS),
    };
  };

  const toMessage = (raw: unknown): SpvMessage | undefined => {
    const m = (raw ?? {}) as Record<string, unknown>;
    const tip = str(m.tip) ?? '';
    const kind = KIND_BY_TIP[tip] ?? (tip.startsWith('MESAJ CUMPARATOR') ? 'buyer_message' : undefined);
    const id = str(m.id);
    const createdAt = fromRomanianMinutes(str(m.data_creare) ?? '');
    if (!id || !createdAt) throw new SpvError('bad_answer', { reason: 'a message without its id or date' });
    // A kind ANAF adds later is left out rather than guessed.
    if (!kind) return undefined;
    const uploadIndex = kind === 'sent' || kind === 'errors' ? str(m.id_solicitare) : undefined;
    return { id, kind, ...(uploadIndex ? { uploadIndex } : {}), cif: str(m.cif) ?? '', details: str(m.detalii) ?? '', createdAt };
  };

  return {
    authorizeUrl: ({ state }) =>
      `${oauth}${SPV_PATHS.authorize}?${new URLSearchParams({ response_type: 'code', client_id: options.clientId, redirect_uri: options.redirectUri, state, token_content_type: 'jwt' })}`,

    exchangeCode: (code) => token({ grant_type: 'authorization_code', code, redirect_uri: options.redirectUri }, code),

    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken),

    revoke: async (revoked) => {
      const body = new URLSearchParams({ token: revoked, client_id: options.clientId, client_secret: options.clientSecret });
      const answer = await call(`${oauth}${SPV_PATHS.revoke}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() });
      if (answer.status < 300) return;
      const error = str(readJson(answer.text)?.error);
      if (answer.status === 401 || error === 'invalid_client') throw new SpvError('grant_refused', { status: answer.status, reason: 'invalid_client' });
      // RFC 7009: a token the server no longer knows is revoked already (some servers still say 400 invalid_token).
      if (answer.status === 400) return;
      throw trouble(answer, [revoked]) ?? new SpvError('bad_answer', { status: answer.status });
    },

    upload: async ({ accessToken, cif, xml, b2c, creditNote, foreignBuyer }) => {
      const query = new URLSearchParams({ standard: creditNote ? 'CN' : 'UBL', cif, ...(foreignBuyer ? { extern: 'DA' } : {}) });
      const answer = await call(
        `${api}${b2c ? SPV_PATHS.uploadB2c : SPV_PATHS.upload}?${query}`,
        // text/plain, as ANAF's own pages document the upload's body.
        { method: 'POST', headers: { 'content-type': 'text/plain; charset=utf-8', accept: 'application/xml', ...bearer(accessToken) }, body: xml },
        false,
      );
      const problem = trouble(answer, [accessToken]);
      if (problem) throw problem;
      const root = readXml(answer.text);
      if (!root || root.name !== 'header') throw eroare(answer, [accessToken]) ?? new SpvError('bad_answer', { status: answer.status });
      const execution = root.attr('ExecutionStatus');
      const index = root.attr('index_incarcare');
      if (execution === '0' && index) return { uploadIndex: index };
      const messages = errorMessages(root, 'Errors').map((m) => scrub(m, [accessToken]));
      if (execution === '1') throw new SpvError('refused', { status: answer.status, messages, ...(messages[0] ? { reason: messages[0] } : {}) });
      throw new SpvError('bad_answer', { status: answer.status });
    },

    status: async ({ accessToken, uploadIndex }): Promise<SpvStatus> => {
      const answer = await apiGet(SPV_PATHS.status, { id_incarcare: uploadIndex }, accessToken);
      const root = readXml(answer.text);
      if (!root || root.name !== 'header') throw eroare(answer, [accessToken]) ?? new SpvError('bad_answer', { status: answer.status });
      const messages = errorMessages(root, 'Errors');
      const stare = root.attr('stare');
      const downloadId = root.attr('id_descarcare');
      if (stare === 'in prelucrare') return { state: 'processing' };
      if ((stare === 'ok' || stare === 'nok') && downloadId) return { state: stare, downloadId };
      if (stare === 'XML cu erori nepreluat de sistem') return { state: 'xml_errors', messages };
      // No state but errors: the index is unknown, not this CIF's, or the day's limit for it is spent.
      if (!stare && messages.length > 0) {
        const reason = messages[0] ?? '';
        throw new SpvError(DAILY_LIMIT.test(reason) ? 'rate_limited' : 'refused', { status: answer.status, reason, messages });
      }
      throw new SpvError('bad_answer', { status: answer.status });
    },

    download: async ({ accessToken, downloadId }): Promise<SpvArchive> => {
      const answer = await apiGet(SPV_PATHS.download, { id: downloadId }, accessToken);
      // A ZIP starts with "PK\3\4"; anything else is a JSON refusal ({eroare}) or a broken answer.
      if (!(answer.bytes[0] === 0x50 && answer.bytes[1] === 0x4b)) throw eroare(answer, [accessToken]) ?? new SpvError('bad_answer', { status: answer.status });
      let files: Record<string, Uint8Array>;
      try {
        files = unzipSync(answer.bytes);
      } catch {
        throw new SpvError('bad_answer', { status: answer.status, reason: 'the ZIP cannot be read' });
      }
      const names = Object.keys(files);
      const xmlName = names.find((n) => ERRORS_XML_NAME.test(n)) ?? names.find((n) => n.endsWith('.xml') && !SIGNATURE_NAME.test(n));
      const signatureName = names.find((n) => SIGNATURE_NAME.test(n));
      const xmlBytes = xmlName ? files[xmlName] : undefined;
      if (!xmlBytes) throw new SpvError('bad_answer', { status: answer.status, reason: 'the ZIP holds no XML' });
      const xml = strFromU8(xmlBytes);
      const root = readXml(xml);
      if (!root) throw new SpvError('bad_answer', { status: answer.status, reason: 'the ZIP’s XML cannot be read' });
      const signatureBytes = signatureName ? files[signatureName] : undefined;
      return {
        zip: Buffer.from(answer.bytes),
        xml,
        ...(signatureBytes ? { signature: strFromU8(signatureBytes) } : {}),
        // ANAF's errors XML (mfp:anaf:dgti:efactura:mesajEroriFactuta:v1): <header><Error errorMessage="…"/></header>.
        errors: root.name === 'header' ? errorMessages(root, 'Error') : [],
      };
    },

    listMessages: async ({ accessToken, cif, days, filter }) => {
      // ANAF takes 1 to 60 days.
      const zile = String(Math.min(60, Math.max(1, Math.round(days))));
      const answer = await apiGet(SPV_PATHS.messages, { zile, cif, ...(filter ? { filtru: FILTER_BY_KIND[filter] } : {}) }, accessToken);
      const json = readJson(answer.text);
      if (!json) throw new SpvError('bad_answer', { status: answer.status });
      const said = str(json.eroare);
      // "Nu exista mesaje in ultimele N zile" is an empty list, not an error.
      if (said && NO_MESSAGES.test(said)) return [];
      if (said) throw new SpvError(DAILY_LIMIT.test(said) ? 'rate_limited' : 'refused', { status: answer.status, reason: scrub(said, [accessToken]), messages: [scrub(said, [accessToken])] });
      if (!Array.isArray(json.mesaje)) throw new SpvError('bad_answer', { status: answer.status });
      return json.mesaje.flatMap((m) => toMessage(m) ?? []);
    },
  };
};
