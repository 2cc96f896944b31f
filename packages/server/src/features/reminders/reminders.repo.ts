import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReminderDue, ReminderPaper } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { FOLD_FROM, FOLD_TO } from '../tags/index.js';

type Db = Kysely<Database> | Transaction<Database>;

export type ReminderListRow = {
  source: 'tag' | 'document' | 'paper';
  /** A paper reminder's paper (itp, rca, vignette); null for the others. */
  paper: ReminderPaper | null;
  tag_id: string | null;
  /** The tag's name; for a reminder document its own tag (reminder.tag), else null (named from its kind by the service). */
  tag_name: string | null;
  interval_months: number | null;
  vehicle_key: string;
  plate: string | null;
  vin: string | null;
  last_document_id: string;
  last_document_number: string;
  last_form_id: string;
  last_form_version: number;
  last_date: string | null;
  due_date: string;
  client_name: string | null;
  client_phone: string | null;
  client_email: string | null;
  /** A reminder document's reminder.kind (what is due: "itp", "rca"…); null for a tag-made reminder. */
  kind: string | null;
  /** The vehicle directory's car of the reminder's document (the one that named vehicle_key); null when the directory lacks it. */
  vehicle_id: string | null;
};

/** `vehicles`: one car's keys (plate keys, VIN), its reminders only. */
type ListFilter = { businessId: string; due: ReminderDue; today: string; until: string; q: string | undefined; vehicles?: readonly string[] | undefined };

/** A LIKE pattern for text containing `q` (its wildcards escaped). */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The condition on a table of stored reminders (service_reminders, paper_reminders) as `alias`. */
const storedWhere = (alias: 'r' | 'p', { businessId, due, today, until, q, vehicles }: ListFilter) => {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return sql.join(
    [
      sql`${col('business_id')} = ${businessId}`,
      ...(due === 'overdue' ? [sql`${col('due_date')} < ${today}::date`] : []),
      ...(due === 'upcoming' ? [sql`${col('due_date')} >= ${today}::date and ${col('due_date')} <= ${until}::date`] : []),
      ...(q ? [sql`${col('search')} like ${containing(q)}`] : []),
      ...(vehicles ? [sql`${col('vehicle_key')} = any(${[...vehicles]}::text[])`] : []),
    ],
    sql` and `,
  );
};
const where = (filter: ListFilter) => storedWhere('r', filter);

/** A reminder document's status when what was due is done: it is no longer reminded of. */
export const REMINDER_DONE = 'done';

/**
 * The business's reminder documents `d` (facts with a real due date, not done) due up to `until`
 * (and from `from`) (YYYY-MM-DD), through the partial index on their due date: the e-mails' and the
 * digest's condition.
 */
export const dueDocuments = ({ businessId, from, until }: { businessId: string; from?: string; until: string }) => sql.join(
  [
    sql`d.business_id = ${businessId}`,
    sql`d.facts ? 'reminder.due_date'`,
    sql`appointment_fact_day(d.facts ->> 'reminder.due_date') is not null`,
    sql`coalesce(d.facts ->> 'reminder.status', '') <> ${REMINDER_DONE}`,
    ...(from === undefined ? [] : [sql`(d.facts ->> 'reminder.due_date') >= ${from}`]),
    sql`(d.facts ->> 'reminder.due_date') <= ${until}`,
  ],
  sql` and `,
);

/** A fact of the reminder document `d`, "" as null. */
const fact = (role: string) => sql`nullif(d.facts ->> ${role}, '')`;
const DUE = sql`(d.facts ->> 'reminder.due_date')`;
/** As tag-matcher's vehicleKey: the plate (upper case, letters and digits), else the VIN, else "". */
export const DOCUMENT_VEHICLE = sql`coalesce(nullif(regexp_replace(upper(coalesce(d.facts ->> 'vehicle.plate', '')), '[^A-Z0-9]', '', 'g'), ''),
  regexp_replace(upper(coalesce(d.facts ->> 'vehicle.vin', '')), '[^A-Z0-9]', '', 'g'))`;

/**
 * The reminder documents of the filter (the Notificari application's own reminders: a document
 * whose facts carry a real due date, not marked done), through the partial index on their due
 * date; their due date compared as text (YYYY-MM-DD).
 */
const documentsWhere = ({ businessId, due, today, until, q, vehicles }: ListFilter) => sql.join(
  [
    sql`d.business_id = ${businessId}`,
    sql`d.facts ? 'reminder.due_date'`,
    sql`appointment_fact_day(${DUE}) is not null`,
    sql`coalesce(d.facts ->> 'reminder.status', '') <> ${REMINDER_DONE}`,
    ...(due === 'overdue' ? [sql`${DUE} < ${today}`] : []),
    ...(due === 'upcoming' ? [sql`${DUE} >= ${today} and ${DUE} <= ${until}`] : []),
    ...(q
      ? [sql`lower(translate(concat_ws(' ', ${DOCUMENT_VEHICLE}, d.facts ->> 'vehicle.plate', d.facts ->> 'vehicle.vin', d.facts ->> 'client.name'), ${FOLD_FROM}, ${FOLD_TO})) like ${containing(q)}`]
      : []),
    ...(vehicles ? [sql`${DOCUMENT_VEHICLE} = any(${[...vehicles]}::text[])`] : []),
  ],
  sql` and `,
);

/**
 * One page of reminders by due date, the tag-made ones (the index on business, due date) and the
 * reminder documents (the partial index on their due date) merged, and how many match.
 */
export const listReminders = async (db: Db, filter: ListFilter & { skip: number; limit: number }): Promise<{ rows: ReminderListRow[]; total: number }> => {
  const [rows, count] = await Promise.all([
    // The page first, then each row's car: the vehicle directory's car of the document it comes from (by
    // that table's primary key; matching vehicle_key against every car's plates cost ~5 ms a row at 20,000 cars).
    sql<ReminderListRow>`
      select y.*, (select vd.vehicle_id from vehicle_documents vd where vd.document_id = y.last_document_id and vd.business_id = ${filter.businessId}) as vehicle_id
      from (select * from (
        select 'tag' as source, null::text as paper, r.tag_id, t.name as tag_name, t.interval_months, r.vehicle_key, r.plate, r.vin, r.last_document_id, d.number as last_document_number,
          d.form_id as last_form_id, d.form_version as last_form_version, r.last_date::text as last_date, r.due_date::text as due_date,
          r.client_name, r.client_phone, r.client_email, null::text as kind, r.tag_id as sort_id
        from service_reminders r
        join service_tags t on t.id = r.tag_id
        join documents d on d.id = r.last_document_id
        where ${where(filter)}
        union all
        select 'document', null, null, ${fact('reminder.tag')}, null, ${DOCUMENT_VEHICLE}, ${fact('vehicle.plate')}, ${fact('vehicle.vin')}, d.id, d.number,
          d.form_id, d.form_version, null, ${DUE},
          ${fact('client.name')}, ${fact('client.phone')}, lower(${fact('client.email')}), ${fact('reminder.kind')}, d.id
        from documents d
        where ${documentsWhere(filter)}
        union all
        select 'paper', p.paper, null, null, null, p.vehicle_key, p.plate, p.vin, p.document_id, d.number,
          d.form_id, d.form_version, null, p.due_date::text,
          p.client_name, p.client_phone, p.client_email, null, p.paper
        from paper_reminders p
        join documents d on d.id = p.document_id
        where ${storedWhere('p', filter)}) x
      order by x.due_date, x.vehicle_key, x.sort_id
      limit ${filter.limit} offset ${filter.skip}) y
      order by y.due_date, y.vehicle_key, y.sort_id`.execute(db),
    sql<{ n: string }>`select (select count(*) from service_reminders r where ${where(filter)}) + (select count(*) from documents d where ${documentsWhere(filter)})
      + (select count(*) from paper_reminders p where ${storedWhere('p', filter)}) as n`.execute(db),
  ]);
  return { rows: rows.rows.map(({ sort_id: _sort, ...row }: ReminderListRow & { sort_id?: string }) => ({ ...row, interval_months: row.interval_months === null ? null : Number(row.interval_months) })), total: Number(count.rows[0]?.n ?? 0) };
};

export type SendRow = { tag_id: string | null; document_id: string | null; paper: ReminderPaper | null; vehicle_key: string; email: string; status: 'sending' | 'sent' | 'failed'; due_date: string; sent_at: Date | null; channel: 'email' | 'sms' };

/** The e-mails sent for these tag-made reminders (tag, vehicle), reminder documents and papers (vehicle, paper), newest first. */
export const sendsFor = async (
  db: Db,
  businessId: string,
  { pairs, documentIds, papers = [] }: { pairs: { tag_id: string; vehicle_key: string }[]; documentIds: string[]; papers?: { vehicle_key: string; paper: ReminderPaper }[] },
): Promise<SendRow[]> => {
  if (pairs.length === 0 && documentIds.length === 0 && papers.length === 0) return [];
  return (
    await sql<SendRow>`
      select s.tag_id, s.document_id, s.paper, s.vehicle_key, s.email, s.status, s.due_date::text as due_date, s.sent_at, s.channel from reminder_sends s
      where s.business_id = ${businessId}
        and ((s.tag_id, s.vehicle_key) in (select * from unnest(${pairs.map((p) => p.tag_id)}::char(24)[], ${pairs.map((p) => p.vehicle_key)}::text[]))
          or s.document_id = any(${documentIds}::char(24)[])
          or (s.vehicle_key, s.paper) in (select * from unnest(${papers.map((p) => p.vehicle_key)}::text[], ${papers.map((p) => p.paper)}::text[])))
      order by s.created_at desc`.execute(db)
  ).rows;
};

export type UntaggedRow = { id: string; form_id: string; number: string; created_at: Date; plate: string | null; client_name: string | null };

/**
 * The untagged filter counts at most this many documents ("at least 200": 20 pages to tag by hand),
 * as the history search caps its count. With one document in ten untagged, the sample alone counts
 * them: 2,000 probes, where a cap of 1,000 walked ~7,700 (p95 187 ms on the loaded machine).
 */
export const UNTAGGED_COUNT_CAP = 200;
/** The newest documents looked at first: how dense untagged ones are tells how to count them. */
const UNTAGGED_SAMPLE = 2000;

/**
 * A business's estimates and quotes newest first (the index on form, created_at, id), each with
 * whether it carries a tag, looked up per document in the primary key of document_tags as the walk
 * goes. A lateral subquery with `limit 1` and not `exists`: PostgreSQL turns an EXISTS into a hashed
 * subplan over every tag of every business (87,000 rows read for a page of 10). `offset 0` keeps
 * the walk one subquery, so the limit above it stops it early.
 */
const walk = (businessId: string, formIds: string[]) => sql`
  select d.id, d.form_id, d.number, d.created_at, d.facts, t.one is not null as tagged
  from documents d left join lateral (select 1 as one from document_tags dt where dt.document_id = d.id limit 1) t on true
  where d.business_id = ${businessId} and d.form_id in (${sql.join(formIds)})
  order by d.created_at desc, d.id desc offset 0`;

/**
 * How many untagged documents, up to `cap` (counting them all took a count of the whole history
 * less its tagged documents: 400-800 ms for 100,000). The newest UNTAGGED_SAMPLE documents say how:
 * all of them when there are no more (exact); when untagged ones are dense enough to reach the cap
 * within ten samples, the walk counts until it does; otherwise (few untagged in a long history) the
 * subtraction, exact.
 */
const countUntagged = async (db: Db, businessId: string, formIds: string[], cap: number): Promise<number> => {
  const sample = (await sql<{ walked: string; hits: string }>`
    select count(*) as walked, count(*) filter (where not tagged) as hits from (select tagged from (${walk(businessId, formIds)}) x limit ${UNTAGGED_SAMPLE}) y`.execute(db)).rows[0];
  const walked = Number(sample?.walked ?? 0);
  const hits = Number(sample?.hits ?? 0);
  if (walked < UNTAGGED_SAMPLE || hits >= cap) return Math.min(hits, cap);
  if (hits * 10 >= 1.5 * cap) {
    const counted = await sql<{ n: string }>`select count(*) as n from (select 1 from (${walk(businessId, formIds)}) x where not tagged limit ${cap}) y`.execute(db);
    return Number(counted.rows[0]?.n ?? 0);
  }
  const exact = await sql<{ n: string }>`select greatest(0,
      (select count(*) from documents d where d.business_id = ${businessId} and d.form_id in (${sql.join(formIds)}))
      - (select count(distinct dt.document_id) from document_tags dt join documents d on d.id = dt.document_id
          where dt.business_id = ${businessId} and d.form_id in (${sql.join(formIds)}))) as n`.execute(db);
  return Math.min(Number(exact.rows[0]?.n ?? 0), cap);
};

/** Estimates and quotes that carry no tag, newest first (a page stops at its last untagged document), and how many up to `cap`. */
export const listUntagged = async (db: Db, { businessId, formIds, skip, limit, cap = UNTAGGED_COUNT_CAP }: { businessId: string; formIds: string[]; skip: number; limit: number; cap?: number }) => {
  if (formIds.length === 0) return { rows: [] as UntaggedRow[], total: 0, capped: false };
  const [rows, total] = await Promise.all([
    sql<UntaggedRow>`select id, form_id, number, created_at, nullif(facts ->> 'vehicle.plate', '') as plate, nullif(facts ->> 'client.name', '') as client_name
      from (${walk(businessId, formIds)}) x where not tagged limit ${limit} offset ${skip}`.execute(db),
    countUntagged(db, businessId, formIds, cap),
  ]);
  return { rows: rows.rows, total, capped: total >= cap };
};

export const findSettings = (db: Db, businessId: string) => db.selectFrom('reminder_settings').selectAll().where('business_id', '=', businessId).executeTakeFirst();

export const saveSettings = (db: Db, row: { business_id: string; upcoming_days: number; mail_enabled: boolean; mail_days_before: number; digest_enabled: boolean; sms_enabled: boolean; locale: string; updated_at: Date }) =>
  db
    .insertInto('reminder_settings')
    .values(row)
    .onConflict((oc) =>
      oc.column('business_id').doUpdateSet({ upcoming_days: row.upcoming_days, mail_enabled: row.mail_enabled, mail_days_before: row.mail_days_before, digest_enabled: row.digest_enabled, sms_enabled: row.sms_enabled, locale: row.locale, updated_at: row.updated_at }),
    )
    .execute();

export const listConsents = (db: Db, businessId: string) =>
  db.selectFrom('reminder_consents').selectAll().where('business_id', '=', businessId).orderBy('consented_at', 'desc').limit(500).execute();

/** Records (or renews) a customer's consent; answers the row's id. */
export const upsertConsent = async (
  db: Db,
  row: { id: string; business_id: string; email: string; client_name: string; locale: string; source: 'in_person' | 'phone' | 'email' | 'written'; consented_at: Date; recorded_by: string; token_hash: string; phone: string | null },
): Promise<string> => {
  const result = await sql<{ id: string }>`
    insert into reminder_consents (id, business_id, email, client_name, locale, source, consented_at, recorded_by, token_hash, phone)
    values (${row.id}, ${row.business_id}, ${row.email}, ${row.client_name}, ${row.locale}, ${row.source}, ${row.consented_at}, ${row.recorded_by}, ${row.token_hash}, ${row.phone})
    on conflict (business_id, lower(email)) do update set client_name = excluded.client_name, locale = excluded.locale, source = excluded.source, phone = excluded.phone,
      consented_at = excluded.consented_at, recorded_by = excluded.recorded_by, unsubscribed_at = null
    returning id`.execute(db);
  return result.rows[0]!.id;
};

export const findConsent = (db: Db, businessId: string, id: string) =>
  db.selectFrom('reminder_consents').selectAll().where('business_id', '=', businessId).where('id', '=', id).executeTakeFirst();

export const findConsentByTokenHash = (db: Db, tokenHash: string) => db.selectFrom('reminder_consents').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export const withdrawConsent = (db: Db, id: string, at: Date) =>
  db.updateTable('reminder_consents').set({ unsubscribed_at: at }).where('id', '=', id).where('unsubscribed_at', 'is', null).execute();

/** Ends every consent of these e-mails (lower case) or mobile numbers (E.164): a customer withdrew (issue 31). */
export const withdrawConsentsOf = (db: Db, businessId: string, { emails, phones }: { emails: readonly string[]; phones: readonly string[] }, at: Date) =>
  sql`update reminder_consents set unsubscribed_at = ${at}
    where business_id = ${businessId} and unsubscribed_at is null
      and (lower(email) = any(${[...emails]}::text[]) or phone = any(${[...phones]}::text[]))`.execute(db);

