CREATE OR REPLACE FUNCTION vehicles_replace(p_business character, p_vehicle character)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
declare
  docs character(24)[];
  doc character(24);
  touched character(24)[] := array[p_vehicle];
begin
  perform pg_advisory_xact_lock(hashtext('vehicles:' || p_business));
  -- One car's documents placed again, as a rebuild would place them (in the order they were saved),
  -- then the merges still in force: an undone merge gives the other car back its documents.
  docs := array(
    select l.document_id from vehicle_documents l
    where l.vehicle_id = p_vehicle and l.business_id = p_business
    order by l.created_at, l.document_id);
  delete from vehicles where id = p_vehicle and business_id = p_business;
  foreach doc in array docs loop
    touched := touched || vehicles_place_document(p_business, doc);
  end loop;
  touched := touched || vehicles_apply_merges(p_business);
  perform vehicles_refresh(p_business, touched);
end $function$;
