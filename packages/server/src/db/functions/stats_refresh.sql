CREATE OR REPLACE FUNCTION stats_refresh(ids character[], fresh boolean DEFAULT false)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
begin
  if not fresh then
    -- One writer per user at a time: an edit takes its old contribution off and adds the new one in
    -- two passes, and two such writers could otherwise lock the same buckets in opposite orders.
    perform pg_advisory_xact_lock(724113005, hashtext(u.business_id)) from (
      select business_id from documents where id = any(ids) union select business_id from document_stats where document_id = any(ids)
    ) u order by hashtext(u.business_id);
    perform stats_buckets_apply(ids, -1);
    delete from document_stat_lines where document_id = any(ids);
    delete from document_stats where document_id = any(ids);
  end if;
  insert into document_stats (document_id, business_id, grp, day, grand, parts, labor, client_type, client_key, client_name,
    make_key, make, reason_key, reason, plate, service_days, rate, status, finance_kind, category, amount)
  select d.id, d.business_id, g.grp,
    coalesce(case when g.grp = 'finance' then stats_day(d.facts->>'finance.date') end, stats_day(d.facts->>'document.date'), (d.created_at at time zone 'Europe/Bucharest')::date),
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

  insert into document_stat_lines (document_id, business_id, grp, day, line, name_key, name, value)
  select s.document_id, s.business_id, s.grp, s.day, f.line, stats_key(item->>f.name_field), trim(item->>f.name_field),
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
end $function$;
