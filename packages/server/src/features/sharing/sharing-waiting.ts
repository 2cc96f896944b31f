import { sql, type Kysely } from 'kysely';
import { CUSTOMER_ACTION_BY_KIND, formatPlate, type DocumentKind, type WaitingEstimateDto } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import type { RequestScope } from '../../http/request-user.js';

type WaitingRow = Omit<WaitingEstimateDto, 'sent_at'> & { sent_at: Date | string; total: string };

/** The kinds whose customer is asked to approve them (estimates, quotes): the ones a workshop waits on. */
const APPROVED_KINDS = (Object.entries(CUSTOMER_ACTION_BY_KIND) as [DocumentKind, string][]).filter(([, action]) => action === 'approve').map(([kind]) => kind);

/**
 * Estimates waiting for the customer (Today, issue 31): sent (delivered, or shared by the user's
 * device) through a link still valid, their current version not answered, the longest waiting
 * first. One statement: the business's sends of the links' lifetime by share_sends_business_idx.
 */
export const createWaitingList = ({ db, linkDays, now }: { db: Kysely<Database>; linkDays: number; now: () => Date }) =>
  async ({ businessId }: RequestScope, limit: number): Promise<{ results: WaitingEstimateDto[]; total: number }> => {
    const at = now();
    const since = new Date(at.getTime() - linkDays * 86_400_000);
    const rows = (
      await sql<WaitingRow>`
        select d.id as document_id, d.number, k.kind, nullif(d.facts ->> 'client.name', '') as client, nullif(d.facts ->> 'client.phone', '') as phone,
          nullif(d.facts ->> 'vehicle.plate', '') as plate, x.sent_at, x.opened, count(*) over () as total
        from (
          select s.document_id, max(s.sent_at) as sent_at, bool_or(l.first_opened_at is not null) as opened
          from share_sends s
          join share_links l on l.id = s.link_id
          where s.business_id = ${businessId} and s.sent_at >= ${since} and s.status = 'sent' and l.revoked_at is null and l.expires_at > ${at}
          group by s.document_id
        ) x
        join documents d on d.id = x.document_id
        join stat_form_versions k on k.form_id = d.form_id and k.version = d.form_version
        where k.kind in (${sql.join(APPROVED_KINDS.map((kind) => sql`${kind}`))})
          and not exists (select 1 from share_answers a where a.document_id = d.id and a.document_version = d.version)
        order by x.sent_at, d.id
        limit ${limit}`.execute(db)
    ).rows;
    return {
      results: rows.map(({ total: _total, sent_at, plate, ...row }) => ({ ...row, plate: plate === null ? null : formatPlate(plate), sent_at: new Date(sent_at).toISOString() })),
      total: Number(rows[0]?.total ?? 0),
    };
  };

export type WaitingList = ReturnType<typeof createWaitingList>;
