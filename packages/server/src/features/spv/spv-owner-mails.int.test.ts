import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { makeUser } from '../../test/factories.js';
import type { MailMessage } from '../../mail/mailer.js';
import { DAY, HOUR, MINUTE, startSpvHarness, type SpvHarness } from './test-support/spv-harness.js';
import { SPV_DEADLINE_MAILS_JOB } from './spv-owner-mails.js';

const TUNING = { pollMs: [MINUTE, 2 * MINUTE], retryMs: [MINUTE], lostMs: [MINUTE] };

/**
 * What SPV tells the business owner by e-mail, against the fake ANAF: the daily warning of invoices
 * with 2 working days or fewer left to reach SPV (once a day, persisted, none when nothing is due),
 * and the e-mail saying SPV is disconnected (once per failure, again only after it worked again).
 */
describe.each(databaseKinds())("SPV's e-mails to the owner on %s", (kind) => {
  let h: SpvHarness;

  beforeAll(async () => {
    h = await startSpvHarness({ kind, tuning: TUNING });
  }, 60_000);
  beforeEach(() => h.fake.control.reset());
  afterAll(async () => {
    await h?.close();
  });

  const mailsTo = (email: string, from: number, subject: RegExp): MailMessage[] => h.t.mailer.sent.slice(from).filter((m) => m.to === email && subject.test(m.subject));
  const DEADLINE = /în SPV în cel mult 2 zile lucrătoare/;
  const DISCONNECTED = /^SPV (este deconectat|is disconnected)/;

  it('warns the owner once a day of the invoices with 2 working days or fewer left, each with its link; nothing when none is due', async () => {
    // Wednesday 25 March 2026, 07:00 in Bucharest: before the day's e-mails go.
    h.t.clock.set(new Date('2026-03-25T05:00:00Z'));
    const owner = await h.connected('manual');
    // Issued Friday 20 March: due Friday 27, 2 working days left; issued Tuesday 24: due Tuesday 31, 4 left.
    const near = await h.save(owner);
    const far = await h.save(owner, h.invoice({ company: { date: '2026-03-24' } }));
    // Another business with only an invoice far from its deadline hears nothing.
    const calm = await h.connected('manual');
    await h.save(calm, h.invoice({ company: { date: '2026-03-24' } }));
    // A business without SPV uploads hears nothing either.
    const without = await makeUser(h.t);
    await h.save(without);
    const from = h.t.mailer.sent.length;
    await h.later();
    expect(mailsTo(owner.email, from, DEADLINE)).toEqual([]);

    await h.later(2 * HOUR);
    const [mail, ...more] = mailsTo(owner.email, from, DEADLINE);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('1 factură trebuie trimisă în SPV în cel mult 2 zile lucrătoare');
    expect(mail?.text).toContain(`- Factura ${near.number}: termen 27.03.2026, mai are 2 zile lucrătoare`);
    expect(mail?.text).toContain(`${h.t.config.publicUrl}/documents/${near.id}`);
    expect(mail?.text).not.toContain(far.number);
    expect(mailsTo(calm.email, from, DEADLINE)).toEqual([]);
    expect(mailsTo(without.email, from, DEADLINE)).toEqual([]);
    const kept = await h.t.database.db.selectFrom('spv_deadline_mails').selectAll().where('business_id', '=', owner.businessId).execute();
    expect(kept.map((row) => [row.day, row.email, row.status, row.invoices])).toEqual([
      ['2026-03-25', owner.email, 'sent', [{ document_id: near.id, number: near.number, deadline: '2026-03-27', working_days_left: 2 }]],
    ]);

    // Not twice the same day: neither at the next hour nor when the day's run is made again.
    await h.later(HOUR);
    await h.t.app.jobs.enqueue({ kind: SPV_DEADLINE_MAILS_JOB, key: `${SPV_DEADLINE_MAILS_JOB}:again`, payload: { day: '2026-03-25' } });
    await h.later();
    expect(mailsTo(owner.email, from, DEADLINE)).toHaveLength(1);

    // The next day: one working day left.
    const nextDay = h.t.mailer.sent.length;
    h.t.clock.set(new Date('2026-03-26T07:00:00Z'));
    await h.later();
    const [tomorrow] = mailsTo(owner.email, nextDay, DEADLINE);
    expect(tomorrow?.text).toContain(`- Factura ${near.number}: termen 27.03.2026, mai are 1 zi lucrătoare`);
    expect(tomorrow?.text).not.toContain(far.number);

    // Sent and accepted: off the warning. On Monday 30 the other one has 1 day left, and it alone is listed.
    await h.renew(owner);
    expect((await h.call(owner, 'POST', `/api/user/documents/${near.id}/spv`)).status).toBe(202);
    await h.later();
    await h.later(MINUTE);
    await h.later(2 * MINUTE);
    expect((await h.attempts(owner, near.id))[0]?.state).toBe('accepted');
    // The owner chose the upload mode again from the app in Italian: the warnings are in Italian from then on.
    expect((await h.call(owner, 'PUT', '/api/user/spv/settings?locale=it', { upload_mode: 'manual' })).status).toBe(200);
    const monday = h.t.mailer.sent.length;
    h.t.clock.set(new Date('2026-03-30T06:30:00Z'));
    await h.later();
    const [last] = mailsTo(owner.email, monday, /^1 fattura deve arrivare in SPV entro 2 giorni lavorativi$/);
    expect(last?.text).toContain(`- Fattura ${far.number}: scadenza 31/03/2026, resta 1 giorno lavorativo`);
    expect(last?.text).not.toContain(near.number);
  });

  it('tells the owner once that SPV is disconnected, with the reason and the way back; again only after it worked again', async () => {
    // ANAF gives a 3-day access token: the hourly upkeep renews it, and ANAF refuses the refresh token.
    h.fake.control.setTokenLife({ accessMs: 3 * DAY });
    const owner = await h.connected();
    h.fake.control.setTokenLife({ accessMs: 90 * DAY });
    h.fake.control.expireToken((await h.sealed(owner)).refresh);
    const from = h.t.mailer.sent.length;
    await h.later(HOUR);
    await h.renew(owner);
    expect((await h.call<{ state: string }>(owner, 'GET', '/api/user/spv')).body.state).toBe('failing');
    const [mail, ...more] = mailsTo(owner.email, from, DISCONNECTED);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('SPV este deconectat: facturile nu mai ajung la ANAF');
    expect(mail?.text).toContain('ANAF a refuzat să reînnoiască conexiunea (răspunsul ANAF: invalid_grant: Invalid refresh token)');
    expect(mail?.text).toContain(`${h.t.config.publicUrl}/profile`);

    // Failing again at the next hours: no second e-mail.
    await h.later(HOUR);
    await h.later(HOUR);
    expect(mailsTo(owner.email, from, DISCONNECTED)).toHaveLength(1);

    // Connected again (from the app in English), then failing again: told again, in English.
    h.fake.control.setTokenLife({ accessMs: 3 * DAY });
    await h.renew(owner);
    await h.connected('auto', owner, { locale: 'en' });
    h.fake.control.setTokenLife({ accessMs: 90 * DAY });
    expect((await h.call<{ state: string }>(owner, 'GET', '/api/user/spv')).body.state).toBe('connected');
    h.fake.control.expireToken((await h.sealed(owner)).refresh);
    await h.later(HOUR);
    const told = mailsTo(owner.email, from, DISCONNECTED);
    expect(told).toHaveLength(2);
    expect(told[1]?.subject).toBe('SPV is disconnected: invoices no longer reach ANAF');
    expect(told[1]?.text).toContain("ANAF refused to renew the connection (ANAF's answer: invalid_grant: Invalid refresh token)");
  });

  it('says the connection expired when its year is over, once, and the upload waits', async () => {
    h.fake.control.setTokenLife({ accessMs: 2 * HOUR });
    const owner = await h.connected();
    h.fake.control.setTokenLife({ accessMs: 90 * DAY });
    const from = h.t.mailer.sent.length;
    // A year after the owner connected (ANAF's refresh token lasts 365 days), the access token ended too.
    h.t.clock.advance(4 * HOUR);
    await h.t.database.db.updateTable('spv_connections').set({ refresh_expires_at: new Date(h.t.clock.now().getTime() - MINUTE) }).where('business_id', '=', owner.businessId).execute();
    await h.renew(owner);
    const doc = await h.save(owner);
    await h.later();
    expect((await h.attempts(owner, doc.id))[0]).toMatchObject({ state: 'to_send', last_error_code: 'not_connected', last_error: null });
    const [mail, ...more] = mailsTo(owner.email, from, DISCONNECTED);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('Conexiunea a expirat: autorizarea dată de ANAF este valabilă un an.');
    await h.later(HOUR);
    expect(mailsTo(owner.email, from, DISCONNECTED)).toHaveLength(1);
  });
});
