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
  -- Most cars at once (vehicles_place_plates): each plate whose documents are provably one car.
  perform vehicles_place_plates(p_business);
  -- The others in the order they were saved, as the hooks placed them: the same cars, with the same
  -- ids (none of them shares a plate or a VIN with a car placed at once).
  for d in
    select documents.id from documents
    where documents.business_id = p_business and (documents.facts ? 'vehicle.plate' or documents.facts ? 'vehicle.vin')
      and not exists (select 1 from vehicle_documents l where l.document_id = documents.id)
    order by documents.created_at, documents.id
  loop
    perform vehicles_place_document(p_business, d.id);
  end loop;
  -- The user's merges, in the order they were made (a rebuild keeps them).
  perform vehicles_apply_merges(p_business);
  perform vehicles_refresh(p_business, null);
  select count(*)::integer into n from vehicles where business_id = p_business;
  return n;
end $function$;
