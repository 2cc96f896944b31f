CREATE OR REPLACE FUNCTION vehicles_sync_document(p_business character, p_document character)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
begin
  -- One business's directory changes one document at a time: two saves of a new plate at once
  -- must not make two cars of it.
  perform pg_advisory_xact_lock(hashtext('vehicles:' || p_business));
  perform vehicles_refresh(p_business, vehicles_place_document(p_business, p_document));
end $function$;
