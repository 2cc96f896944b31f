import { unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { romanianDay, type DocumentDto, type MonthZipJobDto } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { DAY, MINUTE, startSpvHarness, type SpvHarness } from './test-support/spv-harness.js';

const TUNING = { pollMs: [MINUTE, 2 * MINUTE], retryMs: [MINUTE], lostMs: [MINUTE] };

/**
 * Where each invoice stands with SPV outside its own page: History's column and `?spv_state=`
 * filter (the spv module's DocumentListing, in the list's one statement), and the month's ZIP for
 * the accountant, which carries ANAF's signed archive of every accepted invoice.
 */
describe.each(databaseKinds())('SPV in History and in the month ZIP on %s', (kind) => {
  let h: SpvHarness;

  beforeAll(async () => {
    h = await startSpvHarness({ kind, tuning: TUNING });
  }, 60_000);
  beforeEach(() => h.fake.control.reset());
  afterAll(async () => {
    await h?.close();
  });

  const list = async (who: TestUser, query = '') => {
    const res = await h.call<DocumentDto[]>(who, 'GET', `/api/user/completed_forms?limit=50${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const states = async (who: TestUser, query = '') => Object.fromEntries((await list(who, query)).map((d) => [d.number, d.spv_state]));
  const numbers = async (who: TestUser, state: string) => (await list(who, `&spv_state=${state}`)).map((d) => d.number).sort();
  /** Upload, first status check (processing), second (the fake's verdict). */
  const throughAnaf = async () => {
    await h.later();
    await h.later(MINUTE);
    await h.later(2 * MINUTE);
  };

  it("shows each invoice's SPV state and filters by it; another business sees none of them", async () => {
    const owner = await makeUser(h.t);
    // Saved before SPV was connected: never queued, no state.
    const before = await h.save(owner);
    await h.connected('auto', owner);
    const accepted = await h.save(owner);
    await throughAnaf();
    const tomorrow = romanianDay(new Date(h.t.clock.now().getTime() + DAY));
    const rejected = await h.save(owner, h.invoice({ company: { date: tomorrow } }));
    await throughAnaf();
    // ANAF too busy past the retries: not sent.
    h.fake.control.fail({ status: 429, count: 2, endpoint: 'upload' });
    const notSent = await h.save(owner);
    await h.later();
    await h.later(MINUTE);
    const sent = await h.save(owner);
    await h.later();
    await h.later();
    const toSend = await h.save(owner);

    expect(await states(owner)).toEqual({
      [before.number]: null,
      [accepted.number]: 'accepted',
      [rejected.number]: 'rejected',
      [notSent.number]: 'not_sent',
      [sent.number]: 'sent',
      [toSend.number]: 'to_send',
    });
    await h.later(MINUTE);
    expect((await states(owner))[sent.number]).toBe('processing');
    expect(await numbers(owner, 'processing')).toEqual([sent.number]);
    expect(await numbers(owner, 'sent')).toEqual([toSend.number]);
    expect(await numbers(owner, 'accepted')).toEqual([accepted.number]);
    expect(await numbers(owner, 'rejected')).toEqual([rejected.number]);
    expect(await numbers(owner, 'not_sent')).toEqual([notSent.number]);
    const filtered = await h.call<DocumentDto[]>(owner, 'GET', '/api/user/completed_forms?spv_state=accepted');
    expect(filtered.headers.get('x-total-count')).toBe('1');

    // Corrected, the rejected invoice goes again: its old rejection no longer counts.
    h.t.clock.advance(1000);
    const edited = await h.call<DocumentDto>(owner, 'PUT', `/api/user/completed_forms/${rejected.id}`, { data: h.invoice(), version: rejected.version });
    expect(edited.status, edited.text).toBe(200);
    expect(await numbers(owner, 'rejected')).toEqual([]);
    expect((await states(owner))[rejected.number]).toBe('to_send');

    // A member sees the business's states; another business, with invoices of its own, sees none of A's.
    const member = await makeMember(h.t, owner);
    expect(await numbers(member, 'accepted')).toEqual([accepted.number]);
    const other = await h.connected();
    const theirs = await h.save(other);
    await throughAnaf();
    expect(await numbers(other, 'accepted')).toEqual([theirs.number]);
    expect(await numbers(other, 'not_sent')).toEqual([]);
    expect(await numbers(other, 'processing')).toEqual([]);
    expect(await states(other)).toEqual({ [theirs.number]: 'accepted' });

    const wrong = await h.call(owner, 'GET', '/api/user/completed_forms?spv_state=lost');
    expect([wrong.status, wrong.body.error.code]).toEqual([400, 'validation_error']);
    const anonymous = await h.t.app.inject({ method: 'GET', url: '/api/user/completed_forms?spv_state=accepted' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("puts ANAF's signed ZIP of each accepted invoice beside its PDF and XML in the month's ZIP, byte for byte", async () => {
    const owner = await h.connected();
    const accepted = await h.save(owner);
    await throughAnaf();
    expect((await h.attempts(owner, accepted.id))[0]?.state).toBe('accepted');
    // Of the same month, not yet through ANAF: in the ZIP without an archive.
    await h.save(owner);

    const stored = await h.t.database.db.selectFrom('spv_archives').select(['file_name', 'zip']).where('business_id', '=', owner.businessId).execute();
    expect(stored).toHaveLength(1);
    const [archive] = stored;
    const month = accepted.facts['document.date']?.slice(0, 7) ?? '';
    const started = await h.call<MonthZipJobDto>(owner, 'POST', '/api/user/efactura/month-zips', { month, locale: 'ro' });
    expect(started.status, started.text).toBe(202);
    for (let i = 0; i < 20 && (await h.call<MonthZipJobDto>(owner, 'GET', `/api/user/efactura/month-zips/${started.body.id}`)).body.status !== 'done'; i += 1) await h.later(1000);
    const file = await fetch(`${h.t.url}/api/user/efactura/month-zips/${started.body.id}/file`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await file.arrayBuffer()));
    const names = Object.keys(entries);
    expect(names.filter((n) => n.startsWith('spv/'))).toEqual([`spv/${archive?.file_name}`]);
    expect(Buffer.from(entries[`spv/${archive?.file_name}`] ?? []).equals(archive?.zip ?? Buffer.alloc(0))).toBe(true);
    // The archive is ANAF's ZIP itself: the invoice and the Ministry's signature inside.
    expect(Object.keys(unzipSync(new Uint8Array(archive?.zip ?? []))).some((n) => n.startsWith('semnatura_'))).toBe(true);
    // Beside the invoices' own files (a PDF the busy test machine's pool could not make in time is named in DE-COMPLETAT.txt; its XML is there all the same).
    expect(names.filter((n) => n.startsWith('xml/'))).toHaveLength(2);

    // Another business's month ZIP carries none of A's archives.
    const other = await makeUser(h.t);
    await h.save(other);
    const theirs = await h.call<MonthZipJobDto>(other, 'POST', '/api/user/efactura/month-zips', { month, locale: 'ro' });
    for (let i = 0; i < 20 && (await h.call<MonthZipJobDto>(other, 'GET', `/api/user/efactura/month-zips/${theirs.body.id}`)).body.status !== 'done'; i += 1) await h.later(1000);
    const otherFile = await fetch(`${h.t.url}/api/user/efactura/month-zips/${theirs.body.id}/file`, { headers: { authorization: `Bearer ${other.token}` } });
    expect(otherFile.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await otherFile.arrayBuffer()))).filter((n) => n.startsWith('spv/'))).toEqual([]);
  });
});
