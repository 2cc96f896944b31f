CREATE OR REPLACE FUNCTION vehicles_rebuild(p_business character)
 RETURNS integer
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
AS $function$
declare
  d record;
  n integer;
begin
  perform pg_advisory_xact_lock(hashtext('vehicles:' || p_business));
  delete from vehicles where business_id = p_business;
  -- In the order they were saved, as the hooks placed them: the same cars, with the same ids.
  for d in
    select id from documents
    where business_id = p_business and (facts ? 'vehicle.plate' or facts ? 'vehicle.vin')
    order by created_at, id
  loop
    perform vehicles_place_document(p_business, d.id);
  end loop;
  -- The user's merges, in the order they were made (a rebuild keeps them).
  perform vehicles_apply_merges(p_business);
  perform vehicles_refresh(p_business, null);
  select count(*)::integer into n from vehicles where business_id = p_business;
  return n;
end $function$;
