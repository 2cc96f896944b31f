import { setTimeout as delay } from 'node:timers/promises';
import { parsePhoneNumber } from 'awesome-phonenumber';
import { SegmentedMessage } from 'sms-segments-calculator';
import { readJson, retryAfterMs } from '../http-answer.js';

/**
 * SMS sent by the server (issue 29), through an HTTP JSON gateway: off unless SMS_GATEWAY_URL is
 * set. Every gateway-specific detail (the path, the body's field names, the bearer key, the
 * Idempotency-Key header, the error body `{error: {code, message}}`) is in this file and mirrored
 * by fake-sms.ts; adapting to a real provider is this file and the fake, nothing else.
 *
 * The rest of the server sees `sendSms` and SmsError's `kind`; the feature that sends (documents
 * to the customer) maps the kinds to its own error codes, as the registry feature does with
 * RegistryError. Neither the key nor the text is ever logged or put in an error.
 */

export const SMS_PATHS = { messages: '/v1/messages' } as const;

/** The most segments one message may take (a longer text is refused before any call: it would cost as much as ten SMS). */
export const SMS_MAX_SEGMENTS_DEFAULT = 6;

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export type SmsMessage = {
  /** The recipient as typed: `0722 123 456`, `+40 722 123 456`, `0040722123456`, or any E.164 number. */
  to: string;
  text: string;
  /**
   * The caller's own id of this message (e.g. the document send's id), sent as Idempotency-Key:
   * the same key again, after an answer was lost, never sends a second SMS.
   */
  idempotencyKey: string;
};

export type SmsResult = {
  /** The gateway's id of the message. */
  id: string;
  /** The recipient in E.164, as sent. */
  to: string;
  encoding: SmsEncoding;
  /** What the message costs, in SMS: 160 characters (153 each when split) in GSM-7, 70 (67) in UCS-2. */
  segments: number;
  /** The gateway already had this idempotency key: it answered with the message sent then and sent nothing new. */
  replayed: boolean;
};

export type SmsErrorKind =
  /** SMS_GATEWAY_URL is not set: SMS is off on this server. */
  | 'not_configured'
  /** Not a phone number that can receive an SMS (checked here, or refused by the gateway). */
  | 'invalid_number'
  /** Empty, or longer than the segments allowed. */
  | 'invalid_text'
  /** The gateway refused SMS_GATEWAY_KEY (401/403): the operator must fix the configuration. */
  | 'unauthorized'
  /** Any other refusal (4xx) for the message itself; `reason` is the gateway's words. */
  | 'rejected'
  /** Unreachable, timed out, 5xx or 429 after the retries; `retryAfterMs` when it said when. */
  | 'unavailable';

export class SmsError extends Error {
  readonly kind: SmsErrorKind;
  readonly reason: string | undefined;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(kind: SmsErrorKind, options: { reason?: string; status?: number; retryAfterMs?: number } = {}) {
    super(`sms gateway: ${kind}${options.status ? ` (HTTP ${options.status})` : ''}${options.reason ? `: ${options.reason}` : ''}`);
    this.name = 'SmsError';
    this.kind = kind;
    this.reason = options.reason;
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
  }
}

export type SmsGateway = {
  /** False when SMS_GATEWAY_URL is unset: every send then fails with `not_configured`. */
  configured: boolean;
  sendSms: (message: SmsMessage) => Promise<SmsResult>;
};

/** What is logged of a send: never the key nor the text, the number with its middle hidden. */
export type SmsLogger = { info: (entry: object, message: string) => void; warn: (entry: object, message: string) => void };

export type SmsGatewayOptions = {
  /** SMS_GATEWAY_URL; without it the gateway is off. */
  baseUrl: string | undefined;
  /** SMS_GATEWAY_KEY, sent as a bearer token. */
  apiKey?: string | undefined;
  /** SMS_SENDER: the alphanumeric sender the gateway shows (its default when unset). */
  sender?: string | undefined;
  /** Longest wait for one answer (SMS_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Further tries after a 5xx, a 429, a timeout or a refused connection (SMS_RETRIES). */
  retries?: number;
  /** First backoff; doubles each retry (unless the gateway's Retry-After says more). */
  backoffMs?: number;
  /** A Retry-After longer than this is not waited for: the send fails at once with it. */
  maxRetryAfterMs?: number;
  maxSegments?: number;
  /** Numbers written without a country code are of this country (ISO 3166 code). */
  defaultRegion?: string;
  sleep?: (ms: number) => Promise<void>;
  logger?: SmsLogger;
};

/**
 * A phone number in E.164 (`+40722123456`), or undefined when it is not a valid number that can
 * receive an SMS (a fixed line cannot). Romanian numbers may be written nationally (`0722 123 456`),
 * with 0040, or with +40; others need their country code.
 */
export const toE164 = (raw: string, defaultRegion = 'RO'): string | undefined => {
  const parsed = parsePhoneNumber(raw.trim(), { regionCode: defaultRegion });
  if (!parsed.valid) return undefined;
  if (parsed.type === 'fixed-line' || parsed.type === 'toll-free' || parsed.type === 'premium-rate' || parsed.type === 'shared-cost') return undefined;
  return parsed.number.e164;
};

/**
 * The encoding and the number of segments of a text. One character outside the GSM 03.38
 * alphabet (ș ț ă î â among them) makes the whole message UCS-2: 70 characters a segment, 67
 * when split, instead of 160 / 153.
 */
export const smsSegments = (text: string): { encoding: SmsEncoding; segments: number; characters: number } => {
  const message = new SegmentedMessage(text, 'auto');
  return {
    encoding: message.encodingName === 'GSM-7' ? 'GSM-7' : 'UCS-2',
    segments: text.length === 0 ? 0 : message.segmentsCount,
    characters: message.numberOfCharacters,
  };
};

/** `+40722123456` → `+4072****456`: enough to tell numbers apart in a log, not to call one. */
export const maskNumber = (e164: string) => (e164.length > 7 ? `${e164.slice(0, 5)}${'*'.repeat(e164.length - 8)}${e164.slice(-3)}` : '***');

type WireAnswer = { id?: unknown; status?: unknown; segments?: unknown };
type WireError = { error?: { code?: unknown; message?: unknown } };

/** The gateway's own words of a refusal, short and as a string (they never hold our key or text). */
const reasonOf = (body: WireError): string | undefined => {
  const message = body.error?.message;
  return typeof message === 'string' && message.length > 0 ? message.slice(0, 200) : undefined;
};

const notConfigured: SmsGateway = {
  configured: false,
  sendSms: () => Promise.reject(new SmsError('not_configured', { reason: 'SMS_GATEWAY_URL is not set' })),
};

export const createSmsGateway = (options: SmsGatewayOptions): SmsGateway => {
  if (!options.baseUrl) return notConfigured;
  const url = `${options.baseUrl.replace(/\/+$/, '')}${SMS_PATHS.messages}`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 500;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 10_000;
  const maxSegments = options.maxSegments ?? SMS_MAX_SEGMENTS_DEFAULT;
  const defaultRegion = options.defaultRegion ?? 'RO';
  const sleep = options.sleep ?? ((ms: number) => delay(ms));
  const log = options.logger;

  /**
   * One send with the retries: 5xx, 429 (after its Retry-After), timeouts and refused connections
   * are tried again with the same Idempotency-Key, so a retry after a lost answer sends nothing
   * twice; any other answer is returned to the caller.
   */
  const post = async (body: string, idempotencyKey: string, masked: string): Promise<Response> => {
    let lastStatus: number | undefined;
    let lastRetryAfter: number | undefined;
    let timedOut: boolean;
    for (let attempt = 0; ; attempt += 1) {
      let wait = backoffMs * 2 ** attempt;
      timedOut = false;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            'idempotency-key': idempotencyKey,
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        if (response.status < 500 && response.status !== 429) return response;
        lastStatus = response.status;
        lastRetryAfter = retryAfterMs(response.headers.get('retry-after'));
        await response.body?.cancel();
        if (lastRetryAfter !== undefined) {
          if (lastRetryAfter > maxRetryAfterMs) break;
          wait = Math.max(wait, lastRetryAfter);
        }
      } catch (error) {
        // Timed out or could not connect: nothing of the answer to keep, and never the request (it holds the key and the text).
        timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        lastStatus = undefined;
        lastRetryAfter = undefined;
      }
      log?.warn({ to: masked, attempt: attempt + 1, status: lastStatus, timedOut }, 'sms gateway: send failed');
      if (attempt >= retries) break;
      await sleep(wait);
    }
    const reason = lastStatus !== undefined ? undefined : timedOut ? `no answer within ${timeoutMs} ms` : 'could not connect';
    throw new SmsError('unavailable', {
      ...(reason ? { reason } : {}),
      ...(lastStatus === undefined ? {} : { status: lastStatus }),
      ...(lastRetryAfter === undefined ? {} : { retryAfterMs: lastRetryAfter }),
    });
  };

  return {
    configured: true,
    sendSms: async ({ to, text, idempotencyKey }) => {
      const e164 = toE164(to, defaultRegion);
      if (!e164) throw new SmsError('invalid_number', { reason: 'not a mobile phone number' });
      const { encoding, segments } = smsSegments(text);
      if (segments === 0 || text.trim() === '') throw new SmsError('invalid_text', { reason: 'the text is empty' });
      if (segments > maxSegments) throw new SmsError('invalid_text', { reason: `the text needs ${segments} SMS, more than ${maxSegments}` });
      if (idempotencyKey.length < 8 || idempotencyKey.length > 200) throw new RangeError('sendSms: idempotencyKey must be 8 to 200 characters');
      const masked = maskNumber(e164);
      const response = await post(JSON.stringify({ to: e164, text, ...(options.sender ? { sender: options.sender } : {}) }), idempotencyKey, masked);
      const body = (await readJson(response)) as WireAnswer & WireError;
      if (response.status === 200 || response.status === 201) {
        if (typeof body.id !== 'string' || body.id === '') throw new SmsError('unavailable', { status: response.status, reason: 'the answer had no message id' });
        const replayed = response.headers.get('idempotent-replayed') === 'true';
        log?.info({ to: masked, id: body.id, segments, encoding, replayed }, 'sms gateway: sent');
        return { id: body.id, to: e164, encoding, segments, replayed };
      }
      const reason = reasonOf(body);
      const common = { status: response.status, ...(reason ? { reason } : {}) };
      log?.warn({ to: masked, status: response.status, code: typeof body.error?.code === 'string' ? body.error.code : undefined }, 'sms gateway: refused');
      if (response.status === 401 || response.status === 403) throw new SmsError('unauthorized', common);
      if (body.error?.code === 'invalid_number') throw new SmsError('invalid_number', common);
      if (body.error?.code === 'invalid_text' || body.error?.code === 'text_too_long') throw new SmsError('invalid_text', common);
      throw new SmsError('rejected', common);
    },
  };
};
