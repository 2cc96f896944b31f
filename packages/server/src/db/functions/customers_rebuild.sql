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
  -- In the order they were saved, as the hooks placed them: the same customers, with the same ids.
  for d in
    select id from documents
    where business_id = p_business and (facts ? 'client.name' or facts ? 'client.cui' or facts ? 'client.cnp' or facts ? 'client.phone' or facts ? 'client.email')
    order by created_at, id
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
    end if;
  end loop;
  perform customers_refresh(p_business, null);
  select count(*)::integer into n from customers where business_id = p_business;
  return n;
end $function$;
