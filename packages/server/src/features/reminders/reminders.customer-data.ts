import { sql } from 'kysely';
import { changed, type CustomerDataPlaces, type CustomerScope } from '../../db/customer-data.js';
import { refreshPaperClients } from './paper-reminders.js';
import { REMINDER_SMS_JOB } from './reminder-mails.js';

/** Rows of `alias` kept for one of the customer's e-mails (lower case) or mobile numbers (E.164). */
const contactOf = (alias: string, c: CustomerScope) =>
  sql`${sql.ref(`${alias}.business_id`)} = ${c.businessId} and (lower(${sql.ref(`${alias}.email`)}) = any(${[...c.emails]}::text[]) or ${sql.ref(`${alias}.phone`)} = any(${[...c.mobiles]}::text[]))`;

/** The SMS reminders waiting in the job queue for one of the customer's numbers (the payload holds the number and the text). */
const queuedSmsOf = (c: CustomerScope) =>
  sql`j.business_id = ${c.businessId} and j.kind = ${REMINDER_SMS_JOB} and j.payload ->> 'to' = any(${[...c.mobiles]}::text[])`;

/**
 * What reminders keep of a customer (issue 17, 29, 31): their consents (with the name and
 * contacts they were given for), the log of what was sent to them, and the SMS still queued for
 * them. An erasure deletes all three: no reminder goes to them any more.
 */
export const remindersCustomerData: CustomerDataPlaces = {
  reminder_consents: {
    file: 'reminder-consents',
    export: async (db, c) =>
      (
        await sql<Record<string, unknown>>`select k.email, k.phone, k.client_name, k.source, k.locale, k.consented_at, k.unsubscribed_at
          from reminder_consents k where ${contactOf('k', c)} order by k.consented_at, k.id`.execute(db)
      ).rows,
    erase: async (tx, c) => changed(await sql`delete from reminder_consents k where ${contactOf('k', c)}`.execute(tx)),
  },
  reminder_sends: {
    file: 'reminder-sends',
    export: async (db, c) =>
      (
        await sql<Record<string, unknown>>`select s.channel, s.email, s.phone, s.vehicle_key, to_char(s.due_date, 'YYYY-MM-DD') as due_date, s.status, s.created_at, s.sent_at,
            (select d.number from documents d where d.id = s.document_id) as document
          from reminder_sends s where ${contactOf('s', c)} or (s.business_id = ${c.businessId} and s.document_id = any(${[...c.documents]}::char(24)[]))
          order by s.created_at, s.id`.execute(db)
      ).rows,
    erase: async (tx, c) =>
      changed(await sql`delete from reminder_sends s where ${contactOf('s', c)} or (s.business_id = ${c.businessId} and s.document_id = any(${[...c.erased]}::char(24)[]))`.execute(tx)),
  },
  // The papers' expiry reminders of their cars (issue 31): each names the client of its document; an
  // erasure writes them again from those documents as erased, the reminder itself (car, paper, date) stays.
  paper_reminders: {
    file: 'paper-reminders',
    export: async (db, c) =>
      (
        await sql<Record<string, unknown>>`select r.paper, r.plate, r.vin, to_char(r.due_date, 'YYYY-MM-DD') as due_date, r.client_name, r.client_phone, r.client_email,
            (select d.number from documents d where d.id = r.document_id) as document
          from paper_reminders r where r.business_id = ${c.businessId} and r.document_id = any(${[...c.documents]}::char(24)[]) order by r.due_date, r.vehicle_key, r.paper`.execute(db)
      ).rows,
    erase: (tx, c) => refreshPaperClients(tx, c.businessId, c.erased),
  },
  reminder_sms_queue: {
    file: 'reminder-sms-queue',
    export: async (db, c) =>
      (await sql<Record<string, unknown>>`select j.payload ->> 'to' as phone, j.payload ->> 'text' as text, j.status, j.run_at from jobs j where ${queuedSmsOf(c)} order by j.created_at, j.id`.execute(db)).rows,
    // One being sent right now is left to finish (its send's record is gone: it goes nowhere else).
    erase: async (tx, c) => changed(await sql`delete from jobs j where ${queuedSmsOf(c)} and j.status <> 'running'`.execute(tx)),
  },
};
