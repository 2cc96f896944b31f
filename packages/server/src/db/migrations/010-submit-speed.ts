/**
 * Submit speed (issue 3: over 500 submits/s on PostgreSQL with 2 cores), measured as CPU per
 * submit of the PostgreSQL backend:
 *
 * 1. The statistics triggers of 005 run a small change's statements with generic plans.
 *    stats_refresh and stats_buckets_apply filter by `= any(ids)`; under the default plan_cache_mode
 *    PL/pgSQL planned those statements afresh on every call, since the generic plan's estimate
 *    (10 ids) looks dearer than a custom plan for the one id of a submit. Planning was half the CPU
 *    of an insert with its trigger (2.7 ms, 1.3 ms with generic plans). A bulk statement (the
 *    benchmark's seeding, 1,000 rows at a time; a user's deletion) still gets plans made for its
 *    size: with generic ones its load took up to 3 times as long. stats_refresh itself is only
 *    called, so a later migration may replace it.
 *
 * 2. A submit numbers and stores its document through insert_numbered_document: the same two
 *    statements as the one CTE statement the API used to send (counter upsert, then insert, in one
 *    transaction), but planned once per connection instead of parsed and planned on every submit.
 *    The number is formatted as core's formatDocumentNumber does (`lpad` alone would truncate a
 *    sequence longer than the padding) and written into the data at `number_path` (and into the
 *    reusable data when `in_reusable`); the facts get `document.number`, the search text starts with
 *    the number (its prefix folded for search).
 */
export default /* sql */ `
create function stats_refresh_planned(ids char(24)[], fresh boolean default false) returns void language plpgsql as $$
declare
  mode text := current_setting('plan_cache_mode');
begin
  if cardinality(ids) > 20 then
    perform stats_refresh(ids, fresh);
    return;
  end if;
  perform set_config('plan_cache_mode', 'force_generic_plan', true);
  perform stats_refresh(ids, fresh);
  perform set_config('plan_cache_mode', mode, true);
end $$;

create or replace function documents_stats_trigger() returns trigger language plpgsql as $$
begin
  perform stats_refresh_planned(array(select id from changed), tg_op = 'INSERT');
  return null;
end $$;

create or replace function documents_stats_delete_trigger() returns trigger language plpgsql as $$
begin
  perform stats_refresh_planned(array(select id from gone));
  return null;
end $$;

create function insert_numbered_document(
  new_id char(24), owner char(24), form char(24), version int,
  data jsonb, reusable jsonb, facts jsonb, metadata jsonb, search_text text, created timestamptz, updated timestamptz,
  start int, prefix text, search_prefix text, padding int, number_path text[], in_reusable boolean,
  out doc_number text, out doc_seq int
) language plpgsql as $$
declare
  digits text;
begin
  insert into document_counters as c (user_id, form_id, last_number) values (owner, form, start)
    on conflict (user_id, form_id) do update set last_number = c.last_number + 1
    returning c.last_number into doc_seq;
  digits := case when length(doc_seq::text) >= padding then doc_seq::text else lpad(doc_seq::text, padding, '0') end;
  doc_number := case when coalesce(prefix, '') <> '' then prefix || '-' || digits else digits end;
  insert into documents (id, user_id, form_id, form_version, number, seq, data, reusable, facts, metadata, search_text, created_at, updated_at)
  values (new_id, owner, form, version, doc_number, doc_seq,
    case when number_path is null then data else jsonb_set(data, number_path, to_jsonb(doc_number)) end,
    case when number_path is not null and in_reusable then jsonb_set(reusable, number_path, to_jsonb(doc_number)) else reusable end,
    facts || jsonb_build_object('document.number', doc_number), metadata,
    case when coalesce(search_prefix, '') <> '' then search_prefix || '-' || digits else digits end || ' ' || search_text,
    created, updated);
end $$;
`;
