/**
 * Submits in batches (issue 3: over 500 submits/s on PostgreSQL). The submits of one user's form
 * are serialized by their number counter: each holds the counter row from its upsert to its commit,
 * through the statistics trigger (2–3 ms). On this 2-core machine that capped one account at ~300
 * submits/s however many connections were open, measured in the database alone (pgbench, 10
 * clients): 294 documents/s one per transaction, 858 five per transaction, 1,173 ten per transaction.
 *
 * insert_numbered_documents numbers and stores any number of documents of one user's form in one
 * statement: one counter upsert for all of them, one run of the statistics trigger (its buckets
 * summed over the batch), one commit. The API sends one document when nothing is waiting and
 * everything that arrived meanwhile as the next batch (features/documents/submit-batches.ts).
 *
 * `docs` is a JSON array of {id, data, reusable, facts, metadata, search_text, created_at,
 * in_reusable}; the numbers follow its order. Each number is formatted as core's
 * formatDocumentNumber does, written into the data at `number_path` (and into the reusable data
 * when `in_reusable`), into the facts as `document.number` and in front of the search text (its
 * prefix folded for search), as 010's insert_numbered_document did for one document.
 */
export default /* sql */ `
create function insert_numbered_documents(
  docs jsonb, owner char(24), form char(24), version int,
  start int, prefix text, search_prefix text, padding int, number_path text[]
) returns table (new_id char(24), new_number text, new_seq int) language plpgsql as $$
declare
  amount int := jsonb_array_length(docs);
  last_seq int;
begin
  insert into document_counters as c (user_id, form_id, last_number) values (owner, form, start + amount - 1)
    on conflict (user_id, form_id) do update set last_number = c.last_number + amount
    returning c.last_number into last_seq;
  return query
  insert into documents as d (id, user_id, form_id, form_version, number, seq, data, reusable, facts, metadata, search_text, created_at, updated_at)
  select x.id, owner, form, version, n.formatted, s.value,
    case when number_path is null then x.data else jsonb_set(x.data, number_path, to_jsonb(n.formatted)) end,
    case when number_path is not null and x.in_reusable then jsonb_set(x.reusable, number_path, to_jsonb(n.formatted)) else x.reusable end,
    x.facts || jsonb_build_object('document.number', n.formatted), x.metadata,
    case when coalesce(search_prefix, '') <> '' then search_prefix || '-' || g.digits else g.digits end || ' ' || x.search_text,
    x.created_at, x.created_at
  from rows from (jsonb_to_recordset(docs) as (id char(24), data jsonb, reusable jsonb, facts jsonb, metadata jsonb, search_text text, created_at timestamptz, in_reusable boolean))
    with ordinality as x(id, data, reusable, facts, metadata, search_text, created_at, in_reusable, position)
  cross join lateral (select (last_seq - amount + x.position)::int as value) s
  cross join lateral (select case when length(s.value::text) >= padding then s.value::text else lpad(s.value::text, padding, '0') end as digits) g
  cross join lateral (select case when coalesce(prefix, '') <> '' then prefix || '-' || g.digits else g.digits end as formatted) n
  order by x.position
  returning d.id, d.number, d.seq;
end $$;

drop function insert_numbered_document(char(24), char(24), char(24), int, jsonb, jsonb, jsonb, jsonb, text, timestamptz, timestamptz, int, text, text, int, text[], boolean);
`;
