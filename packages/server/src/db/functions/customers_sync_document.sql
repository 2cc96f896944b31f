CREATE OR REPLACE FUNCTION customers_sync_document(p_business character, p_document character)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
begin
  -- One business's directory changes one document at a time: two saves of a new customer at once
  -- must not make two customers of them.
  perform pg_advisory_xact_lock(hashtext('customers:' || p_business));
  perform customers_refresh(p_business, customers_place_document(p_business, p_document));
end $function$;
