/**
 * The SPV history of one business, seeded straight into spv_uploads and spv_archives for each of
 * its documents (already seeded by the documents benchmark's seeder): one upload per invoice, as a
 * business that has used SPV for years has them. The newest 0.5% are still on their way (to_send,
 * sent, processing in turn), 0.5% of the others were rejected last and 0.2% not sent (failed): those
 * make the "to send to SPV" list; every other one is accepted with its signed ZIP (1 KB here), and
 * 3% of those were rejected once before (a second, older row). Issue dates follow the documents'
 * creation; the XML is a 5 KB stand-in (the routes timed never send it).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../packages/server/src/db/schema.js';

export type SeededUploads = { invoices: number; uploads: number; pending: number; seconds: number };

export const seedStatusUploads = async (db: Kysely<Database>, businessId: string): Promise<SeededUploads> => {
  const started = performance.now();
  const invoices = Number((await sql<{ n: string }>`select count(*) as n from documents where business_id = ${businessId}`.execute(db)).rows[0]?.n ?? 0);
  const open = Math.max(1, Math.round(invoices * 0.005));
  // n: 1 for the newest document; r: a stable draw in 0–999 per document.
  await sql`
    with d as (
      select id, number, created_at, row_number() over (order by created_at desc, id desc) as n, abs(hashtext(id)) % 1000 as r
      from documents where business_id = ${businessId}
    )
    insert into spv_uploads (id, business_id, document_id, number, issue_date, state, trigger, cif, b2c, credit_note, xml, upload_index, download_id,
                             messages, last_error, failures, polls, step, maybe_uploaded_at, next_check_at, created_at, sent_at, finished_at, updated_at)
    select left(md5(d.id || ':last'), 24), ${businessId}, d.id, d.number, to_char(d.created_at, 'YYYY-MM-DD'), s.state, 'auto', '18547290', false, false,
           repeat('<cbc:Note>factura</cbc:Note>', 180),
           case when s.state in ('to_send', 'failed') then null else (5000000000 + d.n * 2)::text end,
           case when s.state in ('accepted', 'rejected') then (3000000000 + d.n * 2)::text end,
           case when s.state = 'rejected' then '["E: Data emiterii nu poate fi ulterioară datei încărcării"]'::jsonb else '[]'::jsonb end,
           case when s.state = 'failed' then 'Not sent to SPV: ANAF asked us to slow down (too many requests)' end,
           0, 0, 1, null,
           case when s.state in ('to_send', 'sent', 'processing') then d.created_at + interval '1 minute' end,
           d.created_at, case when s.state not in ('to_send', 'failed') then d.created_at end,
           case when s.state in ('accepted', 'rejected', 'failed') then d.created_at + interval '3 minutes' end, d.created_at
    from d cross join lateral (
      select case when d.n <= ${open} then (array['to_send', 'sent', 'processing'])[1 + d.n % 3]
                  when d.r < 5 then 'rejected' when d.r < 7 then 'failed' else 'accepted' end as state
    ) s`.execute(db);
  // An earlier rejected attempt for 3% of the accepted ones.
  await sql`
    insert into spv_uploads (id, business_id, document_id, number, issue_date, state, trigger, cif, b2c, credit_note, xml, upload_index, download_id,
                             messages, failures, polls, step, created_at, sent_at, finished_at, updated_at)
    select left(md5(u.document_id || ':first'), 24), u.business_id, u.document_id, u.number, u.issue_date, 'rejected', 'auto', u.cif, false, false, u.xml,
           (u.upload_index::bigint - 1)::text, (u.download_id::bigint - 1)::text, '["E: Cota TVA lipsă pe linia 2"]'::jsonb, 0, 0, 1,
           u.created_at - interval '1 hour', u.created_at - interval '1 hour', u.created_at - interval '55 minutes', u.created_at - interval '55 minutes'
    from spv_uploads u
    where u.business_id = ${businessId} and u.state = 'accepted' and abs(hashtext(u.document_id)) % 1000 >= 970`.execute(db);
  await sql`
    insert into spv_archives (upload_id, business_id, file_name, zip, created_at)
    select u.id, u.business_id, 'Factura ' || u.number || ' - SPV ' || u.upload_index || '.zip', decode(repeat(md5(u.id), 32), 'hex'), u.finished_at
    from spv_uploads u where u.business_id = ${businessId} and u.state = 'accepted'`.execute(db);
  for (const table of ['spv_uploads', 'spv_archives']) await sql.raw(`vacuum (analyze) ${table}`).execute(db);
  const counted = (await sql<{ uploads: string; pending: string }>`
    select count(*) as uploads, count(distinct document_id) filter (where document_id not in (select document_id from spv_uploads where state = 'accepted')) as pending
    from spv_uploads where business_id = ${businessId}`.execute(db)).rows[0];
  return { invoices, uploads: Number(counted?.uploads ?? 0), pending: Number(counted?.pending ?? 0), seconds: (performance.now() - started) / 1000 };
};
