CREATE OR REPLACE FUNCTION customers_refresh(p_business character, p_customers character[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
begin
  -- Taken again by the callers that place documents first (it is re-entrant): a deletion's refresh
  -- must wait for a save of the same business and read what it committed.
  perform pg_advisory_xact_lock(hashtext('customers:' || p_business));
  delete from customers c
  where c.business_id = p_business and (p_customers is null or c.id = any(p_customers))
    and not exists (select 1 from customer_documents l where l.customer_id = c.id);
  update customers c set
    kind = a.kind,
    name = a.name,
    cui = a.cui,
    cnp = a.cnp,
    phone = a.phone,
    phones = a.phones,
    email = a.email,
    emails = a.emails,
    address = a.address,
    keys = a.keys,
    documents = a.documents,
    first_seen = a.first_seen,
    last_seen = a.last_seen,
    search = array_to_string(a.names || a.phones || a.emails || a.ids, ' '),
    -- The newest consent recorded for this customer, by its id or any of its keys (a rebuild keeps it).
    reminders = (select k.reminders from customer_consents k
      where k.business_id = p_business and (k.customer_id = c.id or k.keys && a.keys)
      order by k.recorded_at desc, k.id desc limit 1),
    updated_at = now()
  from (
    select x.*,
      -- What a consent is kept by: its CUI/CNP, phones and e-mails; its names only when it has none of those.
      case when cardinality(x.ids || x.phones || x.emails) > 0
        then x.ids || array(select 'tel:' || p from unnest(x.phones) p) || array(select 'mail:' || e from unnest(x.emails) e)
        else array(select 'name:' || n from unnest(x.names) n) end as keys
    from (
      select l.customer_id,
        count(*)::integer as documents,
        min(l.day) as first_seen,
        max(l.day) as last_seen,
        case when bool_or(l.kind = 'company') then 'company' else 'person' end as kind,
        (array_agg(l.name order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.name is not null))[1] as name,
        (array_agg(l.cui order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.cui is not null))[1] as cui,
        (array_agg(l.cnp order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.cnp is not null))[1] as cnp,
        (array_agg(l.phone_key order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.phone_key is not null))[1] as phone,
        (array_agg(l.email_key order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.email_key is not null))[1] as email,
        (array_agg(l.address order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.address is not null))[1] as address,
        coalesce(array_agg(distinct l.phone_key) filter (where l.phone_key is not null), '{}') as phones,
        coalesce(array_agg(distinct l.email_key) filter (where l.email_key is not null), '{}') as emails,
        coalesce(array_agg(distinct l.name_key) filter (where l.name_key is not null), '{}') as names,
        coalesce(array_agg(distinct l.id_key) filter (where l.id_key is not null), '{}') as ids
      from customer_documents l
      where l.business_id = p_business and (p_customers is null or l.customer_id = any(p_customers))
      group by l.customer_id
    ) x
  ) a
  where c.id = a.customer_id;
end $function$;
