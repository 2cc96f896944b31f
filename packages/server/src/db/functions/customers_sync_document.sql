CREATE OR REPLACE FUNCTION customers_sync_document(p_business character, p_document character)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
begin
  -- The directory is derived from the documents (committed already): its placing commits without
  -- waiting for the disk (a crash loses at most the last moment's placings, until the next edit or
  -- the rebuild, as a crash between the save and this call would); what it wrote is visible at once.
  perform set_config('synchronous_commit', 'off', true);
  -- One business's directory changes one document at a time: two saves of a new customer at once
  -- must not make two customers of them.
  perform pg_advisory_xact_lock(hashtext('customers:' || p_business));
  perform customers_refresh(p_business, customers_place_document(p_business, p_document));
end $function$;
