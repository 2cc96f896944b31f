import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { startFakeSmsGateway, type FakeSmsGateway } from './fake-sms.js';
import { SmsError, createSmsGateway, maskNumber, smsSegments, toE164, type SmsGateway, type SmsGatewayOptions } from './sms-gateway.js';

const caught = async (promise: Promise<unknown>): Promise<SmsError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SmsError) return error;
    throw error;
  }
  throw new Error('expected an SmsError');
};

/** A loopback port nothing listens on: a gateway that is down. */
const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

const TEXT = 'Factura FV-0012 este gata: https://atelier.example/d/abc';
const DIACRITICS = 'Mașina dumneavoastră este gata. Vă așteptăm la atelier până la ora 18.';

describe('phone numbers and segments', () => {
  it('writes Romanian mobile numbers in E.164 however they are typed, and refuses what cannot take an SMS', () => {
    for (const typed of ['0722 123 456', '0722-123-456', '+40 722 123 456', '0040722123456', '40722123456', '(0722) 123.456']) {
      expect(toE164(typed), typed).toBe('+40722123456');
    }
    expect(toE164('+39 312 345 6789')).toBe('+393123456789');
    // A Bucharest fixed line, too short, too long, letters.
    for (const bad of ['021 312 3456', '0722 123 45', '0722 123 4567', 'nu am', '']) expect(toE164(bad), bad).toBeUndefined();
  });

  it('counts GSM-7 in 160 / 153 and any Romanian diacritic as UCS-2 in 70 / 67', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1, characters: 160 });
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    // € is in GSM-7's extension table: two septets.
    expect(smsSegments('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(smsSegments('€'.repeat(81)).segments).toBe(2);
    for (const letter of ['ș', 'ț', 'ă', 'î', 'â', 'Ș', 'Ț', 'Ă', 'Î', 'Â']) {
      expect(smsSegments(`${'a'.repeat(69)}${letter}`), letter).toMatchObject({ encoding: 'UCS-2', segments: 1 });
      expect(smsSegments(`${'a'.repeat(70)}${letter}`).segments, letter).toBe(2);
    }
    expect(smsSegments(`${'a'.repeat(133)}ș`).segments).toBe(2);
    expect(smsSegments(`${'a'.repeat(134)}ș`).segments).toBe(3);
  });

  it('masks the number for logs', () => {
    expect(maskNumber('+40722123456')).toBe('+4072****456');
  });
});

describe('SMS gateway adapter against the fake gateway', () => {
  let fake: FakeSmsGateway;
  let gateway: SmsGateway;
  const waits: number[] = [];
  const logs: string[] = [];
  const logger = {
    info: (entry: object, message: string) => void logs.push(`${message} ${JSON.stringify(entry)}`),
    warn: (entry: object, message: string) => void logs.push(`${message} ${JSON.stringify(entry)}`),
  };
  const make = (overrides: Partial<SmsGatewayOptions> = {}) =>
    createSmsGateway({
      baseUrl: fake.url,
      apiKey: fake.apiKey,
      sender: 'Atelier',
      timeoutMs: 10_000,
      retries: 2,
      backoffMs: 1,
      sleep: async (ms) => void waits.push(ms),
      logger,
      ...overrides,
    });

  beforeAll(async () => {
    fake = await startFakeSmsGateway({ apiKey: 'cheie-secreta-sms-123' });
    gateway = make();
  });
  afterAll(async () => fake.close());
  beforeEach(() => {
    fake.reset();
    fake.requests.length = 0;
    waits.length = 0;
    logs.length = 0;
  });

  it('sends one SMS in E.164 with the sender, and the gateway’s id and segments come back', async () => {
    const result = await gateway.sendSms({ to: '0722 123 456', text: TEXT, idempotencyKey: 'send-000001' });
    expect(result).toEqual({ id: 'sms_000001', to: '+40722123456', encoding: 'GSM-7', segments: 1, replayed: false });
    expect(fake.messages).toMatchObject([{ to: '+40722123456', text: TEXT, sender: 'Atelier', idempotencyKey: 'send-000001', segments: 1 }]);
    expect(gateway.configured).toBe(true);
  });

  it('counts a text with diacritics as UCS-2, as the gateway bills it', async () => {
    const long = `${DIACRITICS} ${DIACRITICS}`;
    const result = await gateway.sendSms({ to: '+40 745 000 111', text: long, idempotencyKey: 'send-000002' });
    expect(long.length).toBeLessThan(160);
    expect(result).toMatchObject({ encoding: 'UCS-2', segments: 3 });
    expect(fake.messages[0]?.segments).toBe(result.segments);
  });

  it('retries a 500 with backoff and then sends once', async () => {
    fake.fail({ status: 500, count: 2 });
    const result = await gateway.sendSms({ to: '0722123456', text: TEXT, idempotencyKey: 'send-000003' });
    expect(result.replayed).toBe(false);
    expect(fake.requests.map((r) => r.status)).toEqual([500, 500, 201]);
    expect(fake.requests.every((r) => r.idempotencyKey === 'send-000003')).toBe(true);
    expect(waits).toEqual([1, 2]);
    expect(fake.messages).toHaveLength(1);
  });

  it('waits for a 429’s Retry-After, and gives up at once on one longer than allowed', async () => {
    fake.fail({ status: 429, retryAfterSeconds: 2 });
    await gateway.sendSms({ to: '0722123456', text: TEXT, idempotencyKey: 'send-000004' });
    expect(waits).toEqual([2000]);
    fake.fail({ status: 429, retryAfterSeconds: 60 });
    const error = await caught(gateway.sendSms({ to: '0722123456', text: TEXT, idempotencyKey: 'send-000005' }));
    expect(error).toMatchObject({ kind: 'unavailable', status: 429, retryAfterMs: 60_000 });
    expect(fake.requests.filter((r) => r.idempotencyKey === 'send-000005')).toHaveLength(1);
  });

  it('does not retry a 400: the gateway’s refusal comes back with its reason', async () => {
    fake.fail({ status: 400, count: 3 });
    const error = await caught(gateway.sendSms({ to: '0722123456', text: TEXT, idempotencyKey: 'send-000006' }));
    expect(error).toMatchObject({ kind: 'rejected', status: 400, reason: 'The gateway could not take the message' });
    expect(fake.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('a refused key is `unauthorized`, not retried', async () => {
    const error = await caught(make({ apiKey: 'cheie-gresita' }).sendSms({ to: '0722123456', text: TEXT, idempotencyKey: 'send-000007' }));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.messages).toHaveLength(0);
  });

  it('a gateway that keeps failing is `unavailable` after the retries, with a clear message', async () => {
    fake.setDown(true);
    const error = await caught(gateway.sendSms({ to: '0722123456', text: TEXT, idempotencyKey: 'send-000008' }));
    expect(error).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(error.message).toBe('sms gateway: unavailable (HTTP 503)');
    expect(fake.requests).toHaveLength(3);
  });

  it('a gateway nobody answers at is `unavailable` (could not connect)', async () => {
    const down = make({ baseUrl: `http://127.0.0.1:${await closedPort()}` });
    const error = await caught(down.sendSms({ to: '0722123456', text: TEXT, idempotencyKey: 'send-000009' }));
    expect(error).toMatchObject({ kind: 'unavailable', status: undefined, reason: 'could not connect' });
    expect(waits).toEqual([1, 2]);
  });

  it('a gateway too slow to answer is `unavailable` (timed out) after the retries', async () => {
    fake.setDelay(5000);
    const error = await caught(make({ timeoutMs: 500 }).sendSms({ to: '0722123456', text: TEXT, idempotencyKey: 'send-000010' }));
    expect(error).toMatchObject({ kind: 'unavailable', reason: 'no answer within 500 ms' });
    expect(waits).toEqual([1, 2]);
  });

  it('a retry after a lost answer sends nothing twice: the gateway answers with the first send', async () => {
    fake.setDelay(5000, 1);
    const result = await make({ timeoutMs: 500 }).sendSms({ to: '0722123456', text: TEXT, idempotencyKey: 'send-000011' });
    expect(result).toMatchObject({ id: 'sms_000001', replayed: true });
    expect(fake.messages).toHaveLength(1);
    // The caller sending the same message again (its own retry) gets the same answer, and nothing is sent.
    const again = await gateway.sendSms({ to: '0722123456', text: TEXT, idempotencyKey: 'send-000011' });
    expect(again).toMatchObject({ id: 'sms_000001', replayed: true });
    expect(fake.messages).toHaveLength(1);
  });

  it('refuses a number that cannot take an SMS, or a text too long, before any call', async () => {
    expect(await caught(gateway.sendSms({ to: '021 312 3456', text: TEXT, idempotencyKey: 'send-000012' }))).toMatchObject({ kind: 'invalid_number' });
    expect(await caught(gateway.sendSms({ to: '0722123456', text: '  ', idempotencyKey: 'send-000013' }))).toMatchObject({ kind: 'invalid_text' });
    expect(await caught(gateway.sendSms({ to: '0722123456', text: 'ș'.repeat(67 * 6 + 1), idempotencyKey: 'send-000014' }))).toMatchObject({ kind: 'invalid_text' });
    expect(fake.requests).toHaveLength(0);
  });

  it('never puts the key or the text in a log or an error, and the number only masked', async () => {
    await gateway.sendSms({ to: '0722123456', text: TEXT, idempotencyKey: 'send-000015' });
    fake.fail({ status: 500, count: 3 });
    const error = await caught(gateway.sendSms({ to: '0722123456', text: TEXT, idempotencyKey: 'send-000016' }));
    const written = [...logs, error.message, String(error.reason), JSON.stringify(error)].join('\n');
    expect(logs.length).toBeGreaterThan(1);
    expect(written).toContain('+4072****456');
    for (const secret of ['cheie-secreta-sms-123', 'Factura FV-0012', '0722123456', '+40722123456']) expect(written).not.toContain(secret);
  });
});

describe('SMS configuration', () => {
  it('is off by default: the adapter says it is not configured and calls nothing', async () => {
    const config = loadConfig({});
    expect(config.sms).toBeUndefined();
    const gateway = createSmsGateway({ baseUrl: config.sms?.url });
    expect(gateway.configured).toBe(false);
    const error = await caught(gateway.sendSms({ to: '0722123456', text: TEXT, idempotencyKey: 'send-000017' }));
    expect(error.kind).toBe('not_configured');
  });

  it('reads the gateway, its key and the sender; a URL without a key or a bad sender stops start-up', () => {
    const config = loadConfig({ SMS_GATEWAY_URL: 'https://sms.example.ro/api', SMS_GATEWAY_KEY: 'k'.repeat(20), SMS_SENDER: 'Atelier' });
    expect(config.sms).toEqual({ url: 'https://sms.example.ro/api', key: 'k'.repeat(20), sender: 'Atelier', timeoutMs: 10_000, retries: 2 });
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'https://sms.example.ro/api' })).toThrow(/SMS_GATEWAY_KEY/);
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'https://sms.example.ro/api', SMS_GATEWAY_KEY: 'k', SMS_SENDER: 'Atelier Auto SRL' })).toThrow(/SMS_SENDER/);
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'ftp://sms.example.ro' })).toThrow(/SMS_GATEWAY_URL/);
  });
});
