CREATE OR REPLACE FUNCTION stats_buckets_apply(ids character[], sign integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
begin
  insert into stat_buckets as b (business_id, grp, period, start, dim, key, label, documents, with_grand, grand, parts, labor,
    service_days, with_service_days, income, expense)
  select x.business_id, x.grp, p.period, p.start, x.dim, x.key, x.label,
    sign * count(*), sign * count(x.grand), sign * coalesce(sum(x.grand), 0), sign * coalesce(sum(x.parts), 0), sign * coalesce(sum(x.labor), 0),
    sign * coalesce(sum(x.service_days), 0), sign * count(x.service_days),
    sign * coalesce(sum(x.amount) filter (where x.finance_kind = 'income'), 0), sign * coalesce(sum(x.amount) filter (where x.finance_kind = 'expense'), 0)
  from (
    select s.business_id, s.grp, s.day, d.dim, d.key, d.label, s.grand, s.parts, s.labor, s.service_days, s.finance_kind, s.amount
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
    select l.business_id, l.grp, l.day, 'line:' || l.line, l.name_key, l.name, l.value, null, null, null, null, null
    from document_stat_lines l where l.document_id = any(ids)
  ) x
  cross join lateral (values ('d', x.day), ('m', date_trunc('month', x.day)::date)) as p(period, start)
  group by x.business_id, x.grp, x.dim, p.period, p.start, x.key, x.label
  -- one order for every writer, so concurrent submits lock buckets in the same order
  order by x.business_id, x.grp, x.dim, p.period, p.start, x.key, x.label
  on conflict (business_id, grp, dim, period, start, key, label) do update set
    documents = b.documents + excluded.documents, with_grand = b.with_grand + excluded.with_grand,
    grand = b.grand + excluded.grand, parts = b.parts + excluded.parts, labor = b.labor + excluded.labor,
    service_days = b.service_days + excluded.service_days, with_service_days = b.with_service_days + excluded.with_service_days,
    income = b.income + excluded.income, expense = b.expense + excluded.expense;
end $function$;
