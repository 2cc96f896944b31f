import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for an HTTP SMS gateway, speaking the wire contract of sms-gateway.ts: tests
 * start it on a free loopback port, `npm run sms:fake` for a demo. It checks the bearer key and the
 * body, records what it accepts (GET /v1/messages lists them), honours idempotency keys (the same
 * key again answers the first send, marked replayed, and sends nothing), and can be told to be in
 * trouble: down (503 on everything), the next n sends failing with a status, slow answers. The
 * trouble switches are also reachable over HTTP (POST /_fake/trouble) for a demo.
 */

export type FakeSms = {
  id: string;
  to: string;
  text: string;
  sender: string | undefined;
  idempotencyKey: string;
  segments: number;
  receivedAt: string;
};

export type FakeSmsRequest = { method: string; path: string; idempotencyKey: string | undefined; status: number };

export type FakeSmsGatewayOptions = {
  /** The bearer key it accepts (default `fake-sms-key`). */
  apiKey?: string;
  port?: number;
  host?: string;
  now?: () => Date;
  /** Called with each message it accepts (the demo prints them). */
  onMessage?: (sms: FakeSms) => void;
};

export type FakeSmsGateway = {
  url: string;
  apiKey: string;
  /** The messages accepted, oldest first (a replayed send is not a new message). */
  messages: FakeSms[];
  /** Every request, with the status it got. */
  requests: FakeSmsRequest[];
  /** The next `count` sends answer `status` (5xx, 429 with Retry-After seconds, or a 4xx). */
  fail: (options: { status: number; count?: number; retryAfterSeconds?: number }) => void;
  /** The next `count` sends (default: all) answer only after `ms` (0 to stop); the send is recorded before the wait, as a real gateway would. */
  setDelay: (ms: number, count?: number) => void;
  /** Down: every request answers 503 until set back. */
  setDown: (down: boolean) => void;
  /** Forgets the messages, the keys and any trouble. */
  reset: () => void;
  close: () => Promise<void>;
};

export const FAKE_SMS_KEY = 'fake-sms-key';

/** E.164: a plus, a country code not starting with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;
/** The GSM 03.38 basic set and its extension table (an extension character takes two septets). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/** The gateway's own segment count (what it bills): 160/153 septets in GSM-7, else 70/67 UTF-16 units. */
const countSegments = (text: string): number => {
  const chars = [...text];
  if (chars.every((c) => GSM_BASIC.has(c) || GSM_EXTENDED.has(c))) {
    const septets = chars.reduce((n, c) => n + (GSM_EXTENDED.has(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
};

type Failure = { status: number; left: number; retryAfterSeconds: number | undefined };

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

const refuse = (response: ServerResponse, status: number, code: string, message: string) => send(response, status, { error: { code, message } });

type Reply = { status: number; body: unknown; headers?: Record<string, string> };
const refusal = (status: number, code: string, message: string, headers: Record<string, string> = {}): Reply => ({ status, body: { error: { code, message } }, headers });

const answer = (sms: FakeSms) => ({ id: sms.id, status: 'queued', to: sms.to, segments: sms.segments });

export const startFakeSmsGateway = async (options: FakeSmsGatewayOptions = {}): Promise<FakeSmsGateway> => {
  const now = options.now ?? (() => new Date());
  const apiKey = options.apiKey ?? FAKE_SMS_KEY;
  const messages: FakeSms[] = [];
  const byKey = new Map<string, FakeSms>();
  const requests: FakeSmsRequest[] = [];
  const failures: Failure[] = [];
  let delay = { ms: 0, left: 0 };
  let down = false;
  let nextId = 1;

  const fail = ({ status, count = 1, retryAfterSeconds }: { status: number; count?: number; retryAfterSeconds?: number }) =>
    void failures.push({ status, left: count, retryAfterSeconds });
  const reset = () => {
    messages.length = 0;
    byKey.clear();
    failures.length = 0;
    delay = { ms: 0, left: 0 };
    down = false;
    nextId = 1;
  };

  /** The demo's switches: `{"down": true}`, `{"fail": {"status": 500, "count": 2}}`, `{"delayMs": 3000}`, `{"reset": true}`. */
  const trouble = (body: unknown) => {
    const b = (body ?? {}) as { down?: unknown; fail?: { status?: unknown; count?: unknown; retryAfterSeconds?: unknown }; delayMs?: unknown; reset?: unknown };
    if (b.reset === true) reset();
    if (typeof b.down === 'boolean') down = b.down;
    if (typeof b.delayMs === 'number' && b.delayMs >= 0) delay = { ms: b.delayMs, left: Number.POSITIVE_INFINITY };
    if (b.fail && typeof b.fail.status === 'number') {
      fail({
        status: b.fail.status,
        ...(typeof b.fail.count === 'number' ? { count: b.fail.count } : {}),
        ...(typeof b.fail.retryAfterSeconds === 'number' ? { retryAfterSeconds: b.fail.retryAfterSeconds } : {}),
      });
    }
    return { down, delayMs: delay.ms, failing: failures.filter((f) => f.left > 0) };
  };

  /** Validates and records one send (a known key answers the first send again); the answer to give. */
  const accept = (request: IncomingMessage, body: unknown): Reply => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length < 8 || key.length > 200) return refusal(400, 'idempotency_key_missing', 'Idempotency-Key (8 to 200 characters) is required');
    const earlier = byKey.get(key);
    if (earlier) return { status: 200, body: answer(earlier), headers: { 'idempotent-replayed': 'true' } };
    const { to, text, sender } = (body ?? {}) as { to?: unknown; text?: unknown; sender?: unknown };
    if (typeof to !== 'string' || !E164.test(to)) return refusal(400, 'invalid_number', 'The recipient must be an E.164 number, e.g. +40722123456');
    if (typeof text !== 'string' || text.length === 0) return refusal(400, 'invalid_text', 'The text is empty');
    if (sender !== undefined && (typeof sender !== 'string' || !/^[A-Za-z0-9 ]{1,11}$/.test(sender))) {
      return refusal(400, 'invalid_sender', 'The sender is 1 to 11 letters or digits');
    }
    const segments = countSegments(text);
    if (segments > 10) return refusal(400, 'text_too_long', 'The text needs more than 10 segments');
    const sms: FakeSms = { id: `sms_${String(nextId++).padStart(6, '0')}`, to, text, sender, idempotencyKey: key, segments, receivedAt: now().toISOString() };
    messages.push(sms);
    byKey.set(key, sms);
    options.onMessage?.(sms);
    return { status: 201, body: answer(sms) };
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://sms').pathname;
    const method = request.method ?? 'GET';
    response.on('finish', () =>
      requests.push({ method, path, idempotencyKey: request.headers['idempotency-key'] as string | undefined, status: response.statusCode }),
    );
    const run = async () => {
      // The body first, as a real server does: a slow answer to a request that was read still sends it.
      const body = await readBody(request);
      if (method === 'POST' && path === '/_fake/trouble') return send(response, 200, trouble(body));
      if (down) return refuse(response, 503, 'unavailable', 'The gateway is down');
      if (request.headers.authorization !== `Bearer ${apiKey}`) return refuse(response, 401, 'unauthorized', 'The API key is missing or wrong');
      if (method === 'GET' && path === '/v1/messages') return send(response, 200, { messages });
      if (method !== 'POST' || path !== '/v1/messages') return refuse(response, 404, 'not_found', 'No such endpoint');
      const failure = failures.find((f) => f.left > 0);
      if (failure) failure.left -= 1;
      // A send is recorded before the wait, as a real gateway would: a caller that gave up on a slow answer retries with the same key.
      const reply = failure
        ? refusal(failure.status, failure.status === 429 ? 'rate_limited' : 'failed', 'The gateway could not take the message', failure.retryAfterSeconds === undefined ? {} : { 'retry-after': String(failure.retryAfterSeconds) })
        : accept(request, body);
      if (delay.ms > 0 && delay.left > 0) {
        delay.left -= 1;
        await new Promise((resolve) => setTimeout(resolve, delay.ms));
      }
      if (!response.destroyed) send(response, reply.status, reply.body, reply.headers);
    };
    run().catch(() => {
      if (!response.headersSent) refuse(response, 500, 'failed', 'Internal error');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    apiKey,
    messages,
    requests,
    fail,
    setDelay: (ms, count = Number.POSITIVE_INFINITY) => void (delay = { ms, left: count }),
    setDown: (value) => void (down = value),
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
