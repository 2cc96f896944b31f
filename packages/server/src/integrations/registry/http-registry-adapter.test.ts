import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeRegistry, type FakeRegistry } from './fake-registry.js';
import { createHttpRegistryAdapter } from './http-registry-adapter.js';
import { RegistryError, type InterventionRecord, type RegistryAdapter } from './registry-adapter.js';

const EMAIL = 'service@example.ro';
const PASSWORD = 'parola-rar-1';

const record = (overrides: Partial<InterventionRecord> = {}): InterventionRecord => ({
  vin: 'WVWZZZ1JZXW000001',
  plateNumber: 'CJ12ABC',
  serviceDate: '2026-11-20',
  odometerKm: 123456,
  codes: ['REV'],
  source: { submissionId: 'a'.repeat(24) },
  ...overrides,
});

const caught = async (promise: Promise<unknown>): Promise<RegistryError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RegistryError) return error;
    throw error;
  }
  throw new Error('expected a RegistryError');
};

describe('HTTP registry adapter against the fake registry', () => {
  let fake: FakeRegistry;
  let adapter: RegistryAdapter;
  const waits: number[] = [];

  beforeAll(async () => {
    fake = await startFakeRegistry({ accounts: { [EMAIL]: PASSWORD } });
    adapter = createHttpRegistryAdapter({ baseUrl: fake.url, timeoutMs: 300, retries: 2, backoffMs: 1, maxRetryAfterMs: 5000, sleep: async (ms) => void waits.push(ms) });
  });
  afterAll(async () => fake.close());
  beforeEach(() => {
    waits.length = 0;
    fake.requests.length = 0;
    fake.setDelay(0);
  });

  it('logs in; bad credentials come back with the registry’s reason', async () => {
    const session = await adapter.login({ email: EMAIL, password: PASSWORD });
    expect(session.token.length).toBeGreaterThan(10);
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 3600_000);
    const error = await caught(adapter.login({ email: EMAIL, password: 'greșită' }));
    expect(error.kind).toBe('bad_credentials');
    expect(error.reason).toContain('parola AutoPass');
    expect(error.message).not.toContain('greșită');
  });

  it('lists the codes with R-ODO and I-ODO needing the initial reading', async () => {
    const codes = await adapter.listServiceCodes(await adapter.login({ email: EMAIL, password: PASSWORD }));
    expect(codes.filter((c) => c.requiresInitialOdometer).map((c) => c.code).sort()).toEqual(['I-ODO', 'R-ODO']);
    expect(codes.find((c) => c.code === 'X-VECHI')?.active).toBe(false);
  });

  it('submits once per idempotency key, updates by id, detects a duplicate under another key', async () => {
    const session = await adapter.login({ email: EMAIL, password: PASSWORD });
    const first = await adapter.submit(session, record(), 'key-document-1-attempt-1');
    expect(first).toMatchObject({ status: 'ACCEPTED', replayed: false });
    const again = await adapter.submit(session, record(), 'key-document-1-attempt-1');
    expect(again).toMatchObject({ autopassId: first.autopassId, replayed: true });
    const updated = await adapter.update(session, first.autopassId, record({ odometerKm: 123500 }));
    expect(updated.autopassId).toBe(first.autopassId);
    expect(fake.records.get(first.autopassId)?.body.km_bord).toBe(123500);
    const duplicate = await caught(adapter.submit(session, record({ odometerKm: 123500 }), 'another-key-for-same-work'));
    expect(duplicate).toMatchObject({ kind: 'duplicate', existingId: first.autopassId });
    const missing = await caught(adapter.update(session, 'AP-NOPE', record()));
    expect(missing.kind).toBe('not_found');
  });

  it('maps field errors to our field names; an ended session is session_expired', async () => {
    const session = await adapter.login({ email: EMAIL, password: PASSWORD });
    const rejected = await caught(adapter.submit(session, record({ codes: ['R-ODO'], serviceDate: '2026-11-21', vin: 'BAD' }), 'key-rejected-1'));
    expect(rejected.kind).toBe('rejected');
    expect(rejected.fields.map((f) => f.field).sort()).toEqual(['initial_odometer', 'vin']);
    fake.expireSessions();
    expect((await caught(adapter.listServiceCodes(session))).kind).toBe('session_expired');
  });

  it('retries 5xx with backoff and the same idempotency key: one record in the end', async () => {
    const session = await adapter.login({ email: EMAIL, password: PASSWORD });
    fake.fail({ status: 503, count: 2 });
    const result = await adapter.submit(session, record({ serviceDate: '2026-11-02' }), 'key-retry-5xx-1');
    expect(result.status).toBe('ACCEPTED');
    expect(waits).toEqual([1, 2]);
    const posts = fake.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/interventii');
    expect(posts.map((r) => r.status)).toEqual([503, 503, 201]);
    expect(new Set(posts.map((r) => r.idempotencyKey))).toEqual(new Set(['key-retry-5xx-1']));
  });

  it('honours Retry-After on 429; gives up at once when it asks for longer than the limit', async () => {
    const session = await adapter.login({ email: EMAIL, password: PASSWORD });
    fake.fail({ status: 429, count: 1, retryAfterSeconds: 2 });
    await adapter.listServiceCodes(session);
    expect(waits).toEqual([2000]);
    waits.length = 0;
    fake.fail({ status: 429, count: 1, retryAfterSeconds: 60 });
    const error = await caught(adapter.listServiceCodes(session));
    expect(error).toMatchObject({ kind: 'unavailable', status: 429, retryAfterMs: 60_000 });
    expect(waits).toEqual([]);
  });

  it('a registry down for good, or too slow, is unavailable after the retries', async () => {
    const session = await adapter.login({ email: EMAIL, password: PASSWORD });
    fake.fail({ status: 500, count: 3 });
    expect(await caught(adapter.listServiceCodes(session))).toMatchObject({ kind: 'unavailable', status: 500 });
    fake.setDelay(1000);
    const slow = await caught(adapter.listServiceCodes(session));
    expect(slow.kind).toBe('unavailable');
    expect(slow.status).toBeUndefined();
    fake.setDelay(0);
    const nowhere = createHttpRegistryAdapter({ baseUrl: 'http://127.0.0.1:9', retries: 1, backoffMs: 1, sleep: async () => undefined });
    expect((await caught(nowhere.login({ email: EMAIL, password: PASSWORD }))).kind).toBe('unavailable');
  });
});
