/**
 * Statistics (issue 7, docs/statistics.md). Every counted document gets one typed row in
 * `document_stats` and one row per named line in `document_stat_lines`, derived in SQL from its
 * facts, its data and its form definition by statement-level triggers on `documents`: the rows are
 * written in the same statement as the document (submit, edit, bulk load), and a deletion cascades.
 * Aggregating typed, indexed columns instead of jsonb keeps a 100,000-document range fast.
 */
export default /* sql */ `
-- "2026-03-16" → date; anything else (also "2026-02-30") → null, never an error inside a submit.
create function stats_day(value text) returns date language plpgsql immutable as $$
begin
  if value is null or value !~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' then return null; end if;
  if substr(value, 9, 2)::int > extract(day from (substr(value, 1, 7) || '-01')::date + interval '1 month' - interval '1 day') then return null; end if;
  return value::date;
end $$;

-- "1207.11" or 45.5 → numeric; anything else → null.
create function stats_amount(value text) returns numeric language plpgsql immutable as $$
begin
  if value is null or value !~ '^\\s*-?[0-9]{1,15}(\\.[0-9]{1,6})?\\s*$' then return null; end if;
  return trim(value)::numeric;
end $$;

-- The grouping key of a name: lowercase, spaces collapsed; null when empty.
create function stats_key(value text) returns text language sql immutable as $$
  select nullif(lower(regexp_replace(trim(coalesce(value, '')), '\\s+', ' ', 'g')), '')
$$;

-- "cj 12-abc" → "CJ12ABC".
create function stats_plate(value text) returns text language sql immutable as $$
  select nullif(upper(regexp_replace(coalesce(value, ''), '[^a-zA-Z0-9]', '', 'g')), '')
$$;

create function stats_finance_kind(value text) returns text language sql immutable as $$
  select case
    when stats_key(value) in ('income', 'venit', 'venituri', 'incasare', 'încasare') then 'income'
    when stats_key(value) in ('expense', 'cheltuiala', 'cheltuială', 'cheltuieli', 'plata', 'plată') then 'expense'
  end
$$;

-- The line arrays of a definition: which step.field holds lines.parts/labor/items, and in each
-- line the text column that names it and the money column that values it.
create function stats_line_fields(definition jsonb)
returns table (line text, step text, field text, name_field text, value_field text) language sql immutable as $$
  select substr(f->>'role', 7), s->>'name', f->>'name',
    (select i->>'name' from jsonb_array_elements(f->'item') with ordinality as x(i, n)
      where i->>'type' in ('text', 'textarea') and not (i ? 'compute')
      order by (i->>'name') in ('name', 'operation', 'service', 'description', 'denumire', 'operatiune') desc, n limit 1),
    (select i->>'name' from jsonb_array_elements(f->'item') with ordinality as x(i, n)
      where i->>'type' = 'money' order by (i ? 'compute') desc, n limit 1)
  from jsonb_array_elements(definition->'steps') s, jsonb_array_elements(s->'fields') f
  where f->>'type' = 'array' and f->>'role' in ('lines.parts', 'lines.labor', 'lines.items')
$$;

create table document_stats (
  document_id char(24) primary key references documents(id) on delete cascade,
  user_id char(24) not null,
  -- service: estimates and service orders; invoice; finance: finance.kind + finance.amount
  grp text not null check (grp in ('service', 'invoice', 'finance')),
  day date not null,
  grand numeric,
  parts numeric,
  labor numeric,
  client_type text,
  client_key text,
  client_name text,
  make_key text,
  make text,
  reason_key text,
  reason text,
  plate text,
  service_days int,
  status text,
  finance_kind text,
  category text,
  amount numeric
);
create index document_stats_user_grp_day_idx on document_stats (user_id, grp, day);

create table document_stat_lines (
  document_id char(24) not null references documents(id) on delete cascade,
  user_id char(24) not null,
  grp text not null,
  day date not null,
  line text not null,
  name_key text not null,
  name text not null,
  value numeric not null
);
create index document_stat_lines_document_idx on document_stat_lines (document_id);
create index document_stat_lines_user_grp_day_idx on document_stat_lines (user_id, grp, day);

-- (Re)derives the statistics rows of these documents from what is stored now.
create function stats_refresh(ids char(24)[]) returns void language plpgsql as $$
begin
  delete from document_stat_lines where document_id = any(ids);
  delete from document_stats where document_id = any(ids);
  -- The definitions are read once per form version (offset 0 keeps the subquery apart), not per document.
  insert into document_stats (document_id, user_id, grp, day, grand, parts, labor, client_type, client_key, client_name,
    make_key, make, reason_key, reason, plate, service_days, status, finance_kind, category, amount)
  select d.id, d.user_id, g.grp,
    coalesce(case when g.grp = 'finance' then stats_day(d.facts->>'finance.date') end, stats_day(d.facts->>'document.date'), (d.created_at at time zone 'UTC')::date),
    stats_amount(d.facts->>'total.grand'), stats_amount(d.facts->>'total.parts'), stats_amount(d.facts->>'total.labor'),
    case when stats_key(d.facts->>'client.type') in ('pf', 'pj') then stats_key(d.facts->>'client.type') end,
    coalesce('cui:' || nullif(regexp_replace(upper(coalesce(d.facts->>'client.cui', '')), '^RO|[^A-Z0-9]', '', 'g'), ''), 'name:' || stats_key(d.facts->>'client.name')),
    nullif(trim(coalesce(d.facts->>'client.name', '')), ''),
    stats_key(d.facts->>'vehicle.make'), nullif(trim(coalesce(d.facts->>'vehicle.make', '')), ''),
    stats_key(d.facts->>'service.reason'), nullif(trim(coalesce(d.facts->>'service.reason', '')), ''),
    stats_plate(d.facts->>'vehicle.plate'),
    case when stats_day(d.facts->>'service.exit_date') >= stats_day(d.facts->>'service.entry_date')
      then stats_day(d.facts->>'service.exit_date') - stats_day(d.facts->>'service.entry_date') end,
    coalesce(stats_key(d.facts->>'invoice.status'), ''),
    stats_finance_kind(d.facts->>'finance.kind'),
    coalesce(nullif(trim(coalesce(d.facts->>'finance.category', '')), ''), ''),
    stats_amount(d.facts->>'finance.amount')
  from documents d
  join (
    select v.form_id, v.version, v.definition->'document'->>'kind' as kind
    from form_versions v
    where (v.form_id, v.version) in (select form_id, form_version from documents where id = any(ids))
    offset 0
  ) v on v.form_id = d.form_id and v.version = d.form_version
  cross join lateral (select case
    when v.kind in ('estimate', 'order') then 'service'
    when v.kind = 'invoice' then 'invoice'
    when stats_finance_kind(d.facts->>'finance.kind') is not null and stats_amount(d.facts->>'finance.amount') is not null then 'finance'
  end as grp) g
  where d.id = any(ids) and g.grp is not null;

  insert into document_stat_lines (document_id, user_id, grp, day, line, name_key, name, value)
  select s.document_id, s.user_id, s.grp, s.day, f.line, stats_key(item->>f.name_field), trim(item->>f.name_field),
    coalesce(stats_amount(item->>f.value_field), 0)
  from document_stats s
  join documents d on d.id = s.document_id
  join (
    select v.form_id, v.version, l.*
    from form_versions v, stats_line_fields(v.definition) l
    where (v.form_id, v.version) in (select form_id, form_version from documents where id = any(ids))
    offset 0
  ) f on f.form_id = d.form_id and f.version = d.form_version
  cross join lateral jsonb_array_elements(case when jsonb_typeof(d.data->f.step->f.field) = 'array' then d.data->f.step->f.field else '[]'::jsonb end) item
  where s.document_id = any(ids) and s.grp in ('service', 'invoice')
    and jsonb_typeof(item) = 'object' and stats_key(item->>f.name_field) is not null;
end $$;

create function documents_stats_trigger() returns trigger language plpgsql as $$
begin
  perform stats_refresh(array(select id from changed));
  return null;
end $$;

create trigger documents_stats_insert after insert on documents
  referencing new table as changed for each statement execute function documents_stats_trigger();
create trigger documents_stats_update after update on documents
  referencing new table as changed for each statement execute function documents_stats_trigger();

select stats_refresh(array(select id from documents));
`;
