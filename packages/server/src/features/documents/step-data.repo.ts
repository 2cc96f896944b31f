import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { likePattern } from './documents.repo.js';

/** Strips diacritics and lowercases, in SQL: `fold_text` (migration 007) matches core's foldForSearch. */
export const foldText = (expr: RawBuilder<unknown>) => sql<string>`fold_text(${expr})`;


export type StepEntryRow = { document_id: string; form_id: string; created_at: Date; data: Record<string, unknown>; total: string };

/**
 * One step's entries across a user's documents, newest first, de-duplicated by content (the same
 * client entered ten times is one entry), optionally filtered by a folded search term.
 */
export const listStepEntries = async (
  db: Kysely<Database>,
  { businessId, step, term, skip, limit }: { businessId: string; step: string; term?: string; skip: number; limit: number },
) => {
  const termFilter = term ? sql`and ${foldText(sql`d.reusable->>${step}`)} like ${likePattern(term)}` : sql``;
  // The step's value is computed once (src) so DISTINCT ON and ORDER BY see the same expression.
  const result = await sql<StepEntryRow>`
    with src as (
      select d.id as document_id, d.form_id, d.created_at, d.reusable->${step} as data
      from documents d
      where d.business_id = ${businessId}
        and jsonb_typeof(d.reusable->${step}) = 'object'
        and d.reusable->${step} <> '{}'::jsonb
        ${termFilter}
    ), entries as (
      select distinct on (data) * from src order by data, created_at desc, document_id desc
    )
    select *, count(*) over () as total from entries
    order by created_at desc, document_id desc
    offset ${skip} limit ${limit}`.execute(db);
  const total = Number(result.rows[0]?.total ?? 0);
  if (result.rows.length === 0 && skip > 0) {
    const count = await sql<{ n: string }>`
      select count(distinct d.reusable->${step}) as n from documents d
      where d.business_id = ${businessId} and jsonb_typeof(d.reusable->${step}) = 'object' and d.reusable->${step} <> '{}'::jsonb ${termFilter}`.execute(db);
    return { rows: [], total: Number(count.rows[0]?.n ?? 0) };
  }
  return { rows: result.rows.map(({ total: _total, ...row }) => row), total };
};

/** Step names present in a user's documents, with how many documents hold each and the latest. */
export const stepOverview = async (db: Kysely<Database>, businessId: string) =>
  (
    await sql<{ step: string; count: string; last_at: Date }>`
      select s.key as step, count(*) as count, max(d.created_at) as last_at
      from documents d, jsonb_each(d.reusable) s
      where d.business_id = ${businessId} and jsonb_typeof(s.value) = 'object'
      group by s.key
      order by s.key`.execute(db)
  ).rows.map((row) => ({ step: row.step, count: Number(row.count), last_at: row.last_at }));

/**
 * Distinct lines of one array field (e.g. parts) with the values last used, keyed by a text
 * field of the line (its name), newest first, for "pick from history".
 */
export const listArrayItems = async (
  db: Kysely<Database>,
  { businessId, step, field, keyField, term, limit }: { businessId: string; step: string; field: string; keyField: string; term: string; limit: number },
) => {
  const termFilter = term ? sql`and ${foldText(sql`item->>${keyField}`)} like ${likePattern(term)}` : sql``;
  return (
    await sql<{ item: Record<string, unknown>; last_used_at: Date }>`
      with src as (
        select item, lower(item->>${keyField}) as line_key, d.created_at as last_used_at
        from documents d, jsonb_array_elements(case when jsonb_typeof(d.reusable->${step}->${field}) = 'array' then d.reusable->${step}->${field} else '[]'::jsonb end) item
        where d.business_id = ${businessId} and coalesce(item->>${keyField}, '') <> '' ${termFilter}
      ), items as (
        select distinct on (line_key) item, last_used_at from src order by line_key, last_used_at desc
      )
      select * from items order by last_used_at desc limit ${limit}`.execute(db)
  ).rows;
};
