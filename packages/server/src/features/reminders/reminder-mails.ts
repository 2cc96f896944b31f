import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { formatPlate, normalizeLocale } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import type { Jobs } from '../../infra/jobs/jobs.js';
import { SmsError, type SmsGateway } from '../../integrations/sms/sms-gateway.js';
import type { Mailer } from '../../mail/mailer.js';
import type { NotificariAccess } from '../tags/index.js';
import { addDays, isoWeek, localDay, localHour } from './reminder-dates.js';
import { digestMail, paperMail, paperSms, reminderMail, reminderSms } from './reminder-mail-texts.js';
import { DOCUMENT_VEHICLE, dueDocuments } from './reminders.repo.js';
import type { RemindersService } from './reminders.service.js';
import { workshopOf } from './workshop.js';

export const REMINDER_MAILS_JOB = 'reminder-mails';
export const REMINDER_DIGEST_JOB = 'reminder-digest';
/** One reminder SMS, its own job so that the job engine retries it when the gateway is passingly down. */
export const REMINDER_SMS_JOB = 'reminder-sms';
const SMS_ATTEMPTS = 5;
/** Mails go out from this hour of Bucharest's day (no reminder at 3 a.m.). */
const SEND_FROM_HOUR = 8;

type Candidate = {
  /** A tag-made reminder's tag, or null for a reminder document. */
  tag_id: string | null;
  /** A reminder document (null for a tag-made reminder) and its application version. */
  document_id: string | null;
  form_id: string | null;
  form_version: number | null;
  /** A car's paper whose expiry date this is (issue 31), null for the others. */
  paper: 'itp' | 'rca' | 'vignette' | null;
  /** The tag, or the reminder document's own tag (null: named from its kind). */
  tag_name: string | null;
  kind: string | null;
  vehicle_key: string;
  plate: string | null;
  due_date: string;
  client_name: string | null;
  email: string;
  consent_id: string;
  /** The consent's mobile number (E.164): the customer agreed to SMS too. */
  phone: string | null;
  locale: string;
};

type Channel = 'email' | 'sms';

/**
 * The daily reminder e-mails and the weekly digest, as jobs: each instance's runner enqueues the
 * day's (or week's) run under one key, so however many instances run, one job does it; and each
 * e-mail is first recorded under the unique (business, tag, vehicle, due date) key, so a due date
 * is mailed once even if a run is repeated.
 */
export const registerReminderMails = ({ db, jobs, mailer, sms, reminders, access, publicUrl, now, log }: {
  db: Kysely<Database>;
  jobs: Jobs;
  mailer: Mailer;
  /** The SMS gateway: reminders go by SMS too where the business turned it on, unless it is not configured. */
  sms: SmsGateway;
  reminders: RemindersService;
  /** Tags' check of the Notificari application (the reminders module's own). */
  access: NotificariAccess;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}) => {
  const businessesWith = (column: 'mail_enabled' | 'digest_enabled' | 'sms_enabled') =>
    db.selectFrom('reminder_settings').select(['business_id', 'mail_days_before', 'locale', 'mail_enabled', 'sms_enabled']).where(column, '=', true).orderBy('business_id').execute();

  jobs.schedule({ kind: REMINDER_MAILS_JOB, key: (at) => (localHour(at) >= SEND_FROM_HOUR ? `${REMINDER_MAILS_JOB}:${localDay(at)}` : undefined), payload: (at) => ({ day: localDay(at) }) });
  jobs.schedule({
    kind: REMINDER_DIGEST_JOB,
    key: (at) => {
      const day = localDay(at);
      const monday = new Date(`${day}T12:00:00Z`).getUTCDay() === 1;
      return monday && localHour(at) < SEND_FROM_HOUR ? undefined : `${REMINDER_DIGEST_JOB}:${isoWeek(day)}`;
    },
    payload: (at) => ({ day: localDay(at) }),
  });

  /**
   * One business's reminders by `channel` for `day`: due within its N days, whose customer consented
   * (with a mobile number, for SMS) and was not reminded by that channel for that due date.
   */
  const remindBusiness = async (businessId: string, daysBefore: number, day: string, channel: Channel): Promise<number> => {
    if (!(await access.allowed(businessId))) return 0;
    const until = addDays(day, daysBefore);
    // SMS only to a consent that names a mobile number.
    const bySms = channel === 'sms' ? sql`and c.phone is not null` : sql``;
    const candidates = (
      await sql<Candidate>`
        select * from (
          select r.tag_id, null::char(24) as document_id, null::char(24) as form_id, null::int as form_version, null::text as paper, t.name as tag_name, null::text as kind,
            r.vehicle_key, r.plate, r.due_date::text as due_date, r.client_name, c.email, c.id as consent_id, c.phone, c.locale
          from service_reminders r
          join service_tags t on t.id = r.tag_id
          join reminder_consents c on c.business_id = r.business_id and lower(c.email) = r.client_email and c.unsubscribed_at is null ${bySms}
          where r.business_id = ${businessId} and r.due_date >= ${day}::date and r.due_date <= ${until}::date
            and not exists (select 1 from reminder_sends s where s.business_id = r.business_id and s.tag_id = r.tag_id and s.vehicle_key = r.vehicle_key and s.due_date = r.due_date and s.channel = ${channel})
          union all
          select null, d.id, d.form_id, d.form_version, null, nullif(d.facts ->> 'reminder.tag', ''), nullif(d.facts ->> 'reminder.kind', ''),
            ${DOCUMENT_VEHICLE}, nullif(d.facts ->> 'vehicle.plate', ''), d.facts ->> 'reminder.due_date', nullif(d.facts ->> 'client.name', ''), c.email, c.id, c.phone, c.locale
          from documents d
          join reminder_consents c on c.business_id = d.business_id and lower(c.email) = lower(d.facts ->> 'client.email') and c.unsubscribed_at is null ${bySms}
          where ${dueDocuments({ businessId, from: day, until })}
            and not exists (select 1 from reminder_sends s where s.business_id = d.business_id and s.document_id = d.id and s.due_date = appointment_fact_day(d.facts ->> 'reminder.due_date') and s.channel = ${channel})
          union all
          select null, null, null, null, p.paper, null, null,
            p.vehicle_key, p.plate, p.due_date::text, p.client_name, c.email, c.id, c.phone, c.locale
          from paper_reminders p
          join reminder_consents c on c.business_id = p.business_id and lower(c.email) = p.client_email and c.unsubscribed_at is null ${bySms}
          where p.business_id = ${businessId} and p.due_date >= ${day}::date and p.due_date <= ${until}::date
            and not exists (select 1 from reminder_sends s where s.business_id = p.business_id and s.paper = p.paper and s.vehicle_key = p.vehicle_key and s.due_date = p.due_date and s.channel = ${channel})) x
        order by x.due_date`.execute(db)
    ).rows;
    if (candidates.length === 0) return 0;
    const workshop = await workshopOf(db, businessId);
    let sent = 0;
    for (const c of candidates) {
      const at = now();
      const id = newId(at);
      const phone = channel === 'sms' ? c.phone : null;
      // The claim: another instance (or a repeated run) inserting the same key gets nothing back and sends nothing.
      const claimed = await (c.paper !== null
        ? sql<{ id: string }>`
            insert into reminder_sends (id, business_id, paper, vehicle_key, due_date, email, status, created_at, channel, phone)
            values (${id}, ${businessId}, ${c.paper}, ${c.vehicle_key}, ${c.due_date}::date, ${c.email}, 'sending', ${at}, ${channel}, ${phone})
            on conflict (business_id, vehicle_key, paper, due_date, channel) where paper is not null do nothing returning id`
        : c.document_id === null
        ? sql<{ id: string }>`
            insert into reminder_sends (id, business_id, tag_id, vehicle_key, due_date, email, status, created_at, channel, phone)
            values (${id}, ${businessId}, ${c.tag_id}, ${c.vehicle_key}, ${c.due_date}::date, ${c.email}, 'sending', ${at}, ${channel}, ${phone})
            on conflict (business_id, tag_id, vehicle_key, due_date, channel) do nothing returning id`
        : sql<{ id: string }>`
            insert into reminder_sends (id, business_id, document_id, vehicle_key, due_date, email, status, created_at, channel, phone)
            values (${id}, ${businessId}, ${c.document_id}, ${c.vehicle_key}, ${c.due_date}::date, ${c.email}, 'sending', ${at}, ${channel}, ${phone})
            on conflict (business_id, document_id, due_date, channel) where document_id is not null do nothing returning id`
      ).execute(db);
      if (claimed.rows.length === 0) continue;
      const unsubscribe = `${publicUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(reminders.tokens.tokenOf(c.consent_id))}`;
      try {
        const tag = c.tag_name ?? (c.form_id && c.form_version !== null ? await reminders.nameOf({ formId: c.form_id, version: c.form_version, kind: c.kind, locale: normalizeLocale(c.locale) }) : '');
        // The car as a plate is written ("CJ 12 ABC", however it was typed), as on its page and the reminder cards.
        const texts = { client: c.client_name ?? '', plate: c.plate ? formatPlate(c.plate) : c.vehicle_key, tag, dueDate: c.due_date, workshop: workshop.name, phone: workshop.phone, unsubscribe };
        if (channel === 'sms') {
          // The gateway is called by the SMS job, which the job engine retries while the gateway is down.
          const text = c.paper !== null ? paperSms(c.locale, c.paper, texts) : reminderSms(c.locale, texts);
          await jobs.enqueue({ kind: REMINDER_SMS_JOB, key: `${REMINDER_SMS_JOB}:${id}`, businessId, payload: { sendId: id, to: phone, text }, maxAttempts: SMS_ATTEMPTS });
          sent += 1;
          continue;
        }
        const mail = c.paper !== null ? paperMail(c.locale, c.paper, texts) : reminderMail(c.locale, texts);
        await mailer.send({ to: c.email, ...mail, about: { business: businessId, ...(c.document_id ? { document: c.document_id } : {}) }, fromName: workshop.name, ...(workshop.replyTo ? { replyTo: workshop.replyTo } : {}), link: unsubscribe });
        await db.updateTable('reminder_sends').set({ status: 'sent', sent_at: now() }).where('id', '=', id).execute();
        sent += 1;
      } catch (error) {
        // Recorded as failed, not retried: a customer is never mailed twice for one due date.
        log.error({ err: error, business: businessId }, 'reminder e-mail not sent');
        await db.updateTable('reminder_sends').set({ status: 'failed', error: error instanceof Error ? error.message : String(error) }).where('id', '=', id).execute();
      }
    }
    return sent;
  };

  jobs.register(REMINDER_MAILS_JOB, async (ctx) => {
    const day = typeof ctx.payload.day === 'string' ? ctx.payload.day : localDay(now());
    const [mailing, texting] = await Promise.all([businessesWith('mail_enabled'), sms.configured ? businessesWith('sms_enabled') : []]);
    const businesses = [...new Map([...mailing, ...texting].map((b) => [b.business_id, b])).values()];
    let done = 0;
    for (const b of businesses) {
      if (b.mail_enabled) await remindBusiness(b.business_id, b.mail_days_before, day, 'email');
      if (b.sms_enabled && sms.configured) await remindBusiness(b.business_id, b.mail_days_before, day, 'sms');
      done += 1;
      await ctx.progress({ done, total: businesses.length });
      await ctx.pause();
    }
  });

  jobs.register(REMINDER_DIGEST_JOB, async (ctx) => {
    const day = typeof ctx.payload.day === 'string' ? ctx.payload.day : localDay(now());
    const businesses = await businessesWith('digest_enabled');
    let done = 0;
    for (const b of businesses) {
      if (await access.allowed(b.business_id)) {
        const counts = await sql<{ week: string; overdue: string }>`
          select count(distinct vehicle_key) filter (where due_date >= ${day}::date and due_date <= ${addDays(day, 6)}::date) as week,
                 count(distinct vehicle_key) filter (where due_date < ${day}::date) as overdue
          from (
            select vehicle_key, due_date from service_reminders where business_id = ${b.business_id}
            union all
            select vehicle_key, due_date from paper_reminders where business_id = ${b.business_id}
            union all
            select coalesce(nullif(${DOCUMENT_VEHICLE}, ''), d.id), appointment_fact_day(d.facts ->> 'reminder.due_date') from documents d
            where ${dueDocuments({ businessId: b.business_id, until: addDays(day, 6) })}) x`.execute(db);
        const owner = await db.selectFrom('users').select('email').where('business_id', '=', b.business_id).where('role', '=', 'owner').executeTakeFirst();
        const week = Number(counts.rows[0]?.week ?? 0);
        const overdue = Number(counts.rows[0]?.overdue ?? 0);
        if (owner && week + overdue > 0) {
          const workshop = await workshopOf(db, b.business_id);
          const link = `${publicUrl}/reminders`;
          try {
            await mailer.send({ to: owner.email, ...digestMail(b.locale, { week, overdue, link, workshop: workshop.name }), link });
          } catch (error) {
            log.error({ err: error, business: b.business_id }, 'reminder digest not sent');
          }
        }
      }
      done += 1;
      await ctx.progress({ done, total: businesses.length });
      await ctx.pause();
    }
  });

  /**
   * One reminder SMS, claimed already (status 'sending'): sent once (the send's id is the gateway's
   * idempotency key, so a retry after a lost answer sends nothing new), recorded sent or failed. A
   * passing failure (the gateway down, timing out) is left to the job engine, which tries again
   * with backoff; after the last attempt, or on a refusal, the send is recorded as failed.
   */
  jobs.register(REMINDER_SMS_JOB, async (ctx) => {
    const { sendId, to, text } = ctx.payload as { sendId: string; to: string; text: string };
    const send = await db.selectFrom('reminder_sends').select('status').where('id', '=', sendId).executeTakeFirst();
    if (send?.status !== 'sending') return;
    try {
      await sms.sendSms({ to, text, idempotencyKey: `reminder-${sendId}` });
      await db.updateTable('reminder_sends').set({ status: 'sent', sent_at: now(), error: null }).where('id', '=', sendId).execute();
    } catch (error) {
      const again = error instanceof SmsError && error.kind === 'unavailable' && ctx.job.attempts < ctx.job.max_attempts;
      const message = error instanceof Error ? error.message : String(error);
      await db.updateTable('reminder_sends').set({ status: again ? 'sending' : 'failed', error: message }).where('id', '=', sendId).execute();
      if (again) throw error;
      log.error({ err: error, send: sendId }, 'reminder SMS not sent');
    }
  });

  return { remindBusiness };
};
