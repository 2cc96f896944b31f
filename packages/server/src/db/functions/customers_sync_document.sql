CREATE OR REPLACE FUNCTION customers_sync_document(p_business character, p_document character)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
declare
  placed character(24)[];
begin
  -- The directory is derived from the documents (committed already): its placing commits without
  -- waiting for the disk (a crash loses at most the last moment's placings, until the next edit or
  -- the rebuild, as a crash between the save and this call would); what it wrote is visible at once.
  perform set_config('synchronous_commit', 'off', true);
  -- One business's directory changes one document at a time: two saves of a new customer at once
  -- must not make two customers of them.
  perform pg_advisory_xact_lock(hashtext('customers:' || p_business));
  placed := customers_place_document(p_business, p_document);
  -- A new document (no customer left: placed[1] is null, none joined: two ids) that is the newest of
  -- a customer who gave every key it gives (CUI/CNP, phone, e-mail, name) before: the customer's row
  -- is what customers_refresh would recount, with this document counted and its facts as the
  -- newest, in one update of that row (the same keys: the same search, keys and consent). Else (an
  -- edit, a document dated before the customer's newest, a new customer or key, a join) the recount.
  if placed[1] is null and cardinality(placed) = 2 then
    update customers c set
      documents = c.documents + 1,
      last_seen = l.day,
      kind = case when l.kind = 'company' then 'company' else c.kind end,
      name = coalesce(l.name, c.name),
      cui = coalesce(l.cui, c.cui),
      cnp = coalesce(l.cnp, c.cnp),
      phone = coalesce(l.phone_key, c.phone),
      email = coalesce(l.email_key, c.email),
      address = coalesce(l.address, c.address),
      updated_at = now()
    from customer_documents l
    where l.document_id = p_document and l.business_id = p_business and c.id = l.customer_id and c.documents > 0
      and (l.phone_key is null or l.phone_key = any(c.phones))
      and (l.email_key is null or l.email_key = any(c.emails))
      and (l.id_key is null or exists (select 1 from customer_documents k
        where k.business_id = p_business and k.id_key = l.id_key and k.customer_id = l.customer_id and k.document_id <> l.document_id))
      and (l.name_key is null or exists (select 1 from customer_documents k
        where k.business_id = p_business and k.name_key = l.name_key and k.customer_id = l.customer_id and k.document_id <> l.document_id))
      and not exists (select 1 from customer_documents o
        where o.customer_id = l.customer_id and (o.day, o.created_at, o.document_id) > (l.day, l.created_at, l.document_id));
    if found then return; end if;
  end if;
  if array_remove(placed, null) <> '{}' then
    perform customers_refresh(p_business, placed);
  end if;
end $function$;
