CREATE OR REPLACE FUNCTION customers_rebuild(p_business character)
 RETURNS integer
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
declare
  d record;
  m record;
  v_into character(24);
  v_from character(24);
  n integer;
begin
  perform pg_advisory_xact_lock(hashtext('customers:' || p_business));
  delete from customers where business_id = p_business;
  -- Most customers at once (customers_place_keys): each CUI/CNP or phone whose documents are provably one customer.
  perform customers_place_keys(p_business);
  -- The others in the order they were saved, as the hooks placed them: the same customers, with the
  -- same ids (none of them shares a key or a name with a customer placed at once).
  for d in
    select documents.id from documents
    where documents.business_id = p_business and (documents.facts ? 'client.name' or documents.facts ? 'client.cui' or documents.facts ? 'client.cnp'
      or documents.facts ? 'client.phone' or documents.facts ? 'client.email')
      and not exists (select 1 from customer_documents l where l.document_id = documents.id)
    order by documents.created_at, documents.id
  loop
    perform customers_place_document(p_business, d.id);
  end loop;
  -- The merges the users made and did not undo, in the order they made them: each joins the
  -- customer that now holds its first document to the one that holds the other's.
  for m in select * from customer_merges where business_id = p_business and undone_at is null order by created_at, id loop
    select customer_id into v_into from customer_documents where document_id = m.into_document;
    select customer_id into v_from from customer_documents where document_id = m.from_document;
    if v_into is not null and v_from is not null and v_into <> v_from then
      update customer_documents set customer_id = v_into where customer_id = v_from;
      -- Customers' ids are their first documents': once one is deleted, the customer made again has
      -- another id, which the merge names for the page and its undo.
      if m.customer_id <> v_into or m.merged_id <> v_from then
        update customer_merges set customer_id = v_into, merged_id = v_from where id = m.id;
      end if;
    end if;
  end loop;
  perform customers_refresh(p_business, null);
  select count(*)::integer into n from customers where business_id = p_business;
  return n;
end $function$;
