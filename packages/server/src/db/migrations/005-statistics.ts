/**
 * Statistics (issue 7, docs/statistics.md). Every counted document gets one typed row in
 * `document_stats` and one row per named line in `document_stat_lines`, derived in SQL from its
 * facts, its data and its form definition; `stat_buckets` holds their sums per day and per month
 * and per grouped value (make, reason, status, line name, plate, category...). Statement-level
 * triggers on `documents` keep all three in the same statement as the write (submit, edit, delete,
 * bulk load): a bucket gets the old rows' contribution taken off and the new ones' added.
 *
 * A range reads its whole months from the month buckets and its partial months from the day
 * buckets: at most ~60 months + 60 days per value instead of every document and line (100,000
 * estimates with 410,000 lines took 1.6 s per call on PostgreSQL from the per-document rows).
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

-- What statistics read from each form version, kept apart so that a submit never parses the
-- definition: its kind, its currency and its line arrays (see stats_line_fields).
create table stat_form_versions (
  form_id char(24) not null,
  version int not null,
  kind text,
  currency text not null,
  primary key (form_id, version)
);
create table stat_form_lines (
  form_id char(24) not null,
  version int not null,
  line text not null,
  step text not null,
  field text not null,
  name_field text,
  value_field text
);
create index stat_form_lines_version_idx on stat_form_lines (form_id, version);

create function stats_form_version_trigger() returns trigger language plpgsql as $$
begin
  delete from stat_form_versions where form_id = new.form_id and version = new.version;
  delete from stat_form_lines where form_id = new.form_id and version = new.version;
  insert into stat_form_versions values (new.form_id, new.version, new.definition->'document'->>'kind', coalesce(new.definition->'document'->>'currency', 'RON'));
  insert into stat_form_lines select new.form_id, new.version, l.* from stats_line_fields(new.definition) l;
  return null;
end $$;
create trigger form_versions_stats after insert or update of definition on form_versions
  for each row execute function stats_form_version_trigger();
update form_versions set definition = definition;

create table document_stats (
  -- No foreign key: the delete trigger must still find the rows to take off the buckets.
  document_id char(24) primary key,
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
  -- lei per unit of the document's currency (1 for RON), by which its amounts were multiplied
  rate numeric,
  status text,
  finance_kind text,
  category text,
  amount numeric
);
-- Covers customers, the highest invoice, top clients and retention without visiting the table.
create index document_stats_user_grp_day_idx on document_stats (user_id, grp, day) include (client_key, client_name, grand);

create table document_stat_lines (
  document_id char(24) not null,
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

-- Sums per (user, group, period 'd' day or 'm' month starting at start, dimension, value).
-- dim: all, client_type, make, reason (service), status (invoice), plate, category
-- (finance), line:parts, line:labor, line:items (lines: documents = lines, grand = their value).
create table stat_buckets (
  user_id char(24) not null,
  grp text not null,
  period char(1) not null,
  start date not null,
  dim text not null,
  key text not null,
  label text not null,
  documents int not null,
  with_grand int not null,
  grand numeric not null,
  parts numeric not null,
  labor numeric not null,
  service_days bigint not null,
  with_service_days int not null,
  income numeric not null,
  expense numeric not null,
  primary key (user_id, grp, dim, period, start, key, label)
);
create index stat_buckets_emptied_idx on stat_buckets (user_id) where documents = 0;

-- Adds (sign 1) or takes off (sign -1) what these documents' statistics rows contribute.
create function stats_buckets_apply(ids char(24)[], sign int) returns void language plpgsql as $$
begin
  insert into stat_buckets as b (user_id, grp, period, start, dim, key, label, documents, with_grand, grand, parts, labor,
    service_days, with_service_days, income, expense)
  select x.user_id, x.grp, p.period, p.start, x.dim, x.key, x.label,
    sign * count(*), sign * count(x.grand), sign * coalesce(sum(x.grand), 0), sign * coalesce(sum(x.parts), 0), sign * coalesce(sum(x.labor), 0),
    sign * coalesce(sum(x.service_days), 0), sign * count(x.service_days),
    sign * coalesce(sum(x.amount) filter (where x.finance_kind = 'income'), 0), sign * coalesce(sum(x.amount) filter (where x.finance_kind = 'expense'), 0)
  from (
    select s.user_id, s.grp, s.day, d.dim, d.key, d.label, s.grand, s.parts, s.labor, s.service_days, s.finance_kind, s.amount
    from document_stats s
    cross join lateral (values
      ('all', '', ''),
      ('client_type', case when s.grp = 'service' then coalesce(s.client_type, '') end, ''),
      ('make', case when s.grp = 'service' then s.make_key end, coalesce(s.make, '')),
      ('reason', case when s.grp = 'service' then s.reason_key end, coalesce(s.reason, '')),
      ('status', case when s.grp = 'invoice' then s.status end, coalesce(s.status, '')),
      ('plate', case when s.grp = 'finance' then s.plate end, coalesce(s.plate, '')),
      ('category', case when s.grp = 'finance' then lower(s.category) end, s.category)
    ) as d(dim, key, label)
    where s.document_id = any(ids) and d.key is not null
    union all
    select l.user_id, l.grp, l.day, 'line:' || l.line, l.name_key, l.name, l.value, null, null, null, null, null
    from document_stat_lines l where l.document_id = any(ids)
  ) x
  cross join lateral (values ('d', x.day), ('m', date_trunc('month', x.day)::date)) as p(period, start)
  group by x.user_id, x.grp, x.dim, p.period, p.start, x.key, x.label
  -- one order for every writer, so concurrent submits lock buckets in the same order
  order by x.user_id, x.grp, x.dim, p.period, p.start, x.key, x.label
  on conflict (user_id, grp, dim, period, start, key, label) do update set
    documents = b.documents + excluded.documents, with_grand = b.with_grand + excluded.with_grand,
    grand = b.grand + excluded.grand, parts = b.parts + excluded.parts, labor = b.labor + excluded.labor,
    service_days = b.service_days + excluded.service_days, with_service_days = b.with_service_days + excluded.with_service_days,
    income = b.income + excluded.income, expense = b.expense + excluded.expense;
end $$;

-- (Re)derives the statistics rows of these documents from what is stored now (none once deleted).
-- fresh: new documents, which have no rows yet to take off (the submit path: 3 statements, not 9).
create function stats_refresh(ids char(24)[], fresh boolean default false) returns void language plpgsql as $$
begin
  if not fresh then
    -- One writer per user at a time: an edit takes its old contribution off and adds the new one in
    -- two passes, and two such writers could otherwise lock the same buckets in opposite orders.
    perform pg_advisory_xact_lock(724113005, hashtext(u.user_id)) from (
      select user_id from documents where id = any(ids) union select user_id from document_stats where document_id = any(ids)
    ) u order by hashtext(u.user_id);
    perform stats_buckets_apply(ids, -1);
    delete from document_stat_lines where document_id = any(ids);
    delete from document_stats where document_id = any(ids);
  end if;
  insert into document_stats (document_id, user_id, grp, day, grand, parts, labor, client_type, client_key, client_name,
    make_key, make, reason_key, reason, plate, service_days, rate, status, finance_kind, category, amount)
  select d.id, d.user_id, g.grp,
    coalesce(case when g.grp = 'finance' then stats_day(d.facts->>'finance.date') end, stats_day(d.facts->>'document.date'), (d.created_at at time zone 'UTC')::date),
    round(stats_amount(d.facts->>'total.grand') * fx.rate, 2), round(stats_amount(d.facts->>'total.parts') * fx.rate, 2),
    round(stats_amount(d.facts->>'total.labor') * fx.rate, 2),
    case when stats_key(d.facts->>'client.type') in ('pf', 'pj') then stats_key(d.facts->>'client.type') end,
    coalesce('cui:' || nullif(regexp_replace(upper(coalesce(d.facts->>'client.cui', '')), '^RO|[^A-Z0-9]', '', 'g'), ''), 'name:' || stats_key(d.facts->>'client.name')),
    nullif(trim(coalesce(d.facts->>'client.name', '')), ''),
    stats_key(d.facts->>'vehicle.make'), nullif(trim(coalesce(d.facts->>'vehicle.make', '')), ''),
    stats_key(d.facts->>'service.reason'), nullif(trim(coalesce(d.facts->>'service.reason', '')), ''),
    stats_plate(d.facts->>'vehicle.plate'),
    case when stats_day(d.facts->>'service.exit_date') >= stats_day(d.facts->>'service.entry_date')
      then stats_day(d.facts->>'service.exit_date') - stats_day(d.facts->>'service.entry_date') end,
    fx.rate,
    coalesce(stats_key(d.facts->>'invoice.status'), ''),
    stats_finance_kind(d.facts->>'finance.kind'),
    coalesce(nullif(trim(coalesce(d.facts->>'finance.category', '')), ''), ''),
    round(stats_amount(d.facts->>'finance.amount') * fx.rate, 2)
  from documents d
  join stat_form_versions v on v.form_id = d.form_id and v.version = d.form_version
  cross join lateral (select case
    when v.kind in ('estimate', 'order') then 'service'
    when v.kind = 'invoice' then 'invoice'
    when stats_finance_kind(d.facts->>'finance.kind') is not null and stats_amount(d.facts->>'finance.amount') is not null then 'finance'
  end as grp) g
  -- Amounts in lei: a document in another currency is converted with its invoice.exchange_rate;
  -- without one it still counts, but its amounts do not (null).
  cross join lateral (select case when v.currency = 'RON' then 1::numeric
    when stats_amount(d.facts->>'invoice.exchange_rate') > 0 then stats_amount(d.facts->>'invoice.exchange_rate') end as rate) fx
  where d.id = any(ids) and g.grp is not null;

  insert into document_stat_lines (document_id, user_id, grp, day, line, name_key, name, value)
  select s.document_id, s.user_id, s.grp, s.day, f.line, stats_key(item->>f.name_field), trim(item->>f.name_field),
    coalesce(round(stats_amount(item->>f.value_field) * s.rate, 2), 0)
  from document_stats s
  join documents d on d.id = s.document_id
  join stat_form_lines f on f.form_id = d.form_id and f.version = d.form_version
  cross join lateral jsonb_array_elements(case when jsonb_typeof(d.data->f.step->f.field) = 'array' then d.data->f.step->f.field else '[]'::jsonb end) item
  where s.document_id = any(ids) and s.grp in ('service', 'invoice')
    and jsonb_typeof(item) = 'object' and stats_key(item->>f.name_field) is not null;

  perform stats_buckets_apply(ids, 1);
  if not fresh then
    -- Buckets emptied by an edit or a deletion (found through their partial index).
    delete from stat_buckets where documents = 0;
  end if;
end $$;

create function documents_stats_trigger() returns trigger language plpgsql as $$
begin
  perform stats_refresh(array(select id from changed), tg_op = 'INSERT');
  return null;
end $$;

create function documents_stats_delete_trigger() returns trigger language plpgsql as $$
begin
  perform stats_refresh(array(select id from gone));
  return null;
end $$;

create trigger documents_stats_insert after insert on documents
  referencing new table as changed for each statement execute function documents_stats_trigger();
create trigger documents_stats_update after update on documents
  referencing new table as changed for each statement execute function documents_stats_trigger();
create trigger documents_stats_delete after delete on documents
  referencing old table as gone for each statement execute function documents_stats_delete_trigger();

select stats_refresh(array(select id from documents));
`;
