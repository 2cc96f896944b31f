CREATE OR REPLACE FUNCTION insert_numbered_documents(docs jsonb, owner character, form character, version integer, start integer, prefix text, search_prefix text, padding integer, number_path text[], number_series text)
 RETURNS TABLE(new_id character, new_number text, new_seq integer)
 LANGUAGE plpgsql
AS $function$
declare
  amount int := jsonb_array_length(docs);
  last_seq int;
  -- The form's highest number so far (an index lookup): a form that joins a series, or leaves
  -- one, must not take a number it already holds (documents are unique by business, form, seq).
  form_max int := coalesce((select max(d.seq) from documents d where d.business_id = owner and d.form_id = form), 0);
begin
  if number_series is null then
    insert into document_counters as c (business_id, form_id, last_number) values (owner, form, greatest(start - 1, form_max) + amount)
      on conflict (business_id, form_id) do update set last_number = greatest(c.last_number, form_max) + amount
      returning c.last_number into last_seq;
  else
    update document_series as s set last_number = greatest(s.last_number, form_max) + amount
      where s.business_id = owner and s.series = number_series
      returning s.last_number into last_seq;
    if not found then
      insert into document_series as s (business_id, series, last_number)
        values (owner, number_series, greatest(
          start - 1,
          form_max,
          coalesce((select c.last_number from document_counters c where c.business_id = owner and c.form_id = form), 0),
          coalesce((select max(d.seq) from documents d where d.business_id = owner and left(d.number, length(number_series) + 1) = number_series || '-'), 0)
        ) + amount)
        on conflict (business_id, series) do update set last_number = greatest(s.last_number, form_max) + amount
        returning s.last_number into last_seq;
    end if;
  end if;
  return query
  insert into documents as d (id, business_id, created_by, form_id, form_version, number, seq, data, reusable, facts, metadata, search_text, created_at, updated_at)
  select x.id, owner, x.created_by, form, version, n.formatted, s.value,
    case when number_path is null then x.data else jsonb_set(x.data, number_path, to_jsonb(n.formatted)) end,
    case when number_path is not null and x.in_reusable then jsonb_set(x.reusable, number_path, to_jsonb(n.formatted)) else x.reusable end,
    x.facts || jsonb_build_object('document.number', n.formatted), x.metadata,
    case when coalesce(search_prefix, '') <> '' then search_prefix || '-' || g.digits else g.digits end || ' ' || x.search_text,
    x.created_at, x.created_at
  from rows from (jsonb_to_recordset(docs) as (id char(24), created_by char(24), data jsonb, reusable jsonb, facts jsonb, metadata jsonb, search_text text, created_at timestamptz, in_reusable boolean))
    with ordinality as x(id, created_by, data, reusable, facts, metadata, search_text, created_at, in_reusable, position)
  cross join lateral (select (last_seq - amount + x.position)::int as value) s
  cross join lateral (select case when length(s.value::text) >= padding then s.value::text else lpad(s.value::text, padding, '0') end as digits) g
  cross join lateral (select case when coalesce(prefix, '') <> '' then prefix || '-' || g.digits else g.digits end as formatted) n
  order by x.position
  returning d.id, d.number, d.seq;
end $function$;
