CREATE OR REPLACE FUNCTION vehicles_sync_document(p_business character, p_document character)
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
  -- One business's directory changes one document at a time: two saves of a new plate at once
  -- must not make two cars of it.
  perform pg_advisory_xact_lock(hashtext('vehicles:' || p_business));
  placed := vehicles_place_document(p_business, p_document);
  -- A new document (no car left: placed[1] is null, none joined: two ids) that is the newest of a
  -- car it names by a plate the car had and a VIN the car has (or none): the car's row is what
  -- vehicles_refresh would recount, with this document counted and its facts as the newest, in one
  -- update of that row. Else (an edit, a document dated before the car's newest, a new car, plate
  -- or VIN, a join) the recount.
  if placed[1] is null and cardinality(placed) = 2 then
    update vehicles v set
      documents = v.documents + 1,
      last_seen = l.day,
      plate_key = coalesce(l.plate_key, v.plate_key),
      vin = coalesce(l.vin, v.vin),
      make = coalesce(l.make, v.make),
      model = coalesce(l.model, v.model),
      year = coalesce(l.year, v.year),
      last_odometer_km = coalesce(l.odometer_km, v.last_odometer_km),
      last_odometer_day = case when l.odometer_km is not null then l.day else v.last_odometer_day end,
      itp_expiry = coalesce(l.itp_expiry, v.itp_expiry),
      rca_expiry = coalesce(l.rca_expiry, v.rca_expiry),
      vignette_expiry = coalesce(l.vignette_expiry, v.vignette_expiry),
      updated_at = now()
    from vehicle_documents l
    where l.document_id = p_document and l.business_id = p_business and v.id = l.vehicle_id and v.documents > 0
      and (l.plate_key is null or l.plate_key = any(v.plates))
      and (l.vin is null or l.vin = v.vin)
      and not exists (select 1 from vehicle_documents o
        where o.vehicle_id = l.vehicle_id and (o.day, o.created_at, o.document_id) > (l.day, l.created_at, l.document_id));
    if found then return; end if;
  end if;
  if array_remove(placed, null) <> '{}' then
    perform vehicles_refresh(p_business, placed);
  end if;
end $function$;
