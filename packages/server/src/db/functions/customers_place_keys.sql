CREATE OR REPLACE FUNCTION customers_place_keys(p_business character)
 RETURNS integer
 LANGUAGE plpgsql
 SET enable_seqscan TO 'on'
AS $function$
declare
  n integer;
begin
  -- A rebuild's bulk placing, into an empty directory: in one statement, the documents of each CUI or
  -- CNP (else each phone, for documents without one; a phone written with one CUI or CNP only goes,
  -- with its documents without one, to that CUI or CNP) whose documents wrote at most one phone and
  -- one e-mail, written by no other document outside them, and no name that a document giving a name
  -- alone wrote. Placed one by one in the order saved (customers_place_document), they are one
  -- customer: no other document's look-up or join reaches them, and they join none. Its id: the
  -- first document's, unless that one gave no CUI or CNP and the first that gave one did not find its
  -- customer (by the phone, or an e-mail that a document before it without a CUI or CNP gave): then
  -- that one made its own customer, which took in the first's when a later document gave the CUI or
  -- CNP with the phone (a customer with a CUI or CNP is never taken in). The rest are left to the caller.
  with named as materialized (
    select x.*,
      case when x.cui is not null then 'cui:' || x.cui when x.cnp is not null then 'cnp:' || x.cnp end as id_key
    from (
      select d.id, d.facts, d.created_at,
        customer_cui_key(d.facts->>'client.cui') as cui,
        customer_cnp_key(d.facts->>'client.cnp') as cnp,
        customer_phone_key(d.facts->>'client.phone') as phone_key,
        customer_email_key(d.facts->>'client.email') as email_key,
        nullif(customer_name_key(d.facts->>'client.name'), 'client sters') as name_key
      from documents d
      where d.business_id = p_business
        and (d.facts ? 'client.name' or d.facts ? 'client.cui' or d.facts ? 'client.cnp' or d.facts ? 'client.phone' or d.facts ? 'client.email')
    ) x
  ),
  keyed as (
    select n.* from named n
    where n.id_key is not null or n.phone_key is not null or n.email_key is not null or n.name_key is not null
  ),
  -- The phones written with one CUI or CNP only (and maybe without one).
  phone_ids as (
    select phone_key, min(id_key) as id_key from keyed
    where phone_key is not null
    group by phone_key
    having count(distinct id_key) = 1
  ),
  grouped as (
    select k.*, coalesce(k.id_key, i.id_key, 'tel:' || k.phone_key, 'doc:' || k.id) as g from keyed k
    left join phone_ids i on i.phone_key = k.phone_key
  ),
  lone_names as (
    select distinct name_key from grouped where id_key is null and phone_key is null and email_key is null
  ),
  own_phones as (select phone_key from grouped where phone_key is not null group by phone_key having count(distinct g) = 1),
  own_emails as (select email_key from grouped where email_key is not null group by email_key having count(distinct g) = 1),
  flagged as (
    select g.*,
      (g.phone_key is null or p.phone_key is not null) and (g.email_key is null or e.email_key is not null) and l.name_key is null as alone
    from grouped g
    left join own_phones p on p.phone_key = g.phone_key
    left join own_emails e on e.email_key = g.email_key
    left join lone_names l on l.name_key = g.name_key
  ),
  single as (
    select g from flagged where g not like 'doc:%'
    group by g
    having count(distinct phone_key) <= 1 and count(distinct email_key) <= 1 and bool_and(alone)
  ),
  -- Each group's first document, and its first with a CUI or CNP (the first document when none gives one).
  heads as (
    select f.*, vehicle_document_day(f.facts, f.created_at) as day,
      first_value(f.id) over w as first_id,
      first_value(f.id_key) over w as first_key,
      first_value(f.id) over k as key_id,
      first_value(f.created_at) over k as key_at,
      first_value(f.phone_key) over k as key_phone,
      first_value(f.email_key) over k as key_email
    from flagged f join single using (g)
    window w as (partition by f.g order by f.created_at, f.id), k as (partition by f.g order by f.id_key is null, f.created_at, f.id)
  ),
  placed as (
    select h.*,
      case when h.first_key is not null or h.key_phone is not null
          or (h.key_email is not null and bool_or(h.id_key is null and h.email_key is not null and (h.created_at, h.id) < (h.key_at, h.key_id)) over (partition by h.g))
        then h.first_id else h.key_id end as customer_id
    from heads h
  ),
  made as (
    insert into customers (id, business_id, kind, first_seen, last_seen, created_at, updated_at)
    select customer_id, p_business, 'person', min(day), min(day), now(), now() from placed group by customer_id
    returning id
  )
  insert into customer_documents (document_id, customer_id, business_id, kind, name, name_key, id_key, cui, cnp, phone_key, email_key, address, day, created_at)
  select p.id, p.customer_id, p_business,
    case when p.cui is not null or p.facts->>'client.type' = 'pj' then 'company' else 'person' end,
    case when p.name_key is not null then nullif(btrim(p.facts->>'client.name'), '') end,
    p.name_key, p.id_key, p.cui, p.cnp, p.phone_key, p.email_key,
    nullif(concat_ws(', ', nullif(btrim(p.facts->>'client.address'), ''), nullif(btrim(p.facts->>'client.city'), '')), ''),
    p.day, p.created_at
  from placed p;
  get diagnostics n = row_count;
  return n;
end $function$;
