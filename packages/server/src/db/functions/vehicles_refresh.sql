CREATE OR REPLACE FUNCTION vehicles_refresh(p_business character, p_vehicles character[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
begin
  -- Taken again by the callers that place documents first (it is re-entrant): a deletion's refresh
  -- must wait for a save of the same business and read what it committed.
  perform pg_advisory_xact_lock(hashtext('vehicles:' || p_business));
  delete from vehicles v
  where v.business_id = p_business and (p_vehicles is null or v.id = any(p_vehicles))
    and not exists (select 1 from vehicle_documents l where l.vehicle_id = v.id);
  update vehicles v set
    documents = a.documents,
    first_seen = a.first_seen,
    last_seen = a.last_seen,
    plate_key = a.plate_key,
    plates = a.plates,
    vin = a.vin,
    make = a.make,
    model = a.model,
    year = a.year,
    last_odometer_km = a.km,
    last_odometer_day = a.km_day,
    itp_expiry = a.itp_expiry,
    rca_expiry = a.rca_expiry,
    vignette_expiry = a.vignette_expiry,
    search = array_to_string(a.plates || a.vins, ' '),
    updated_at = now()
  from (
    select l.vehicle_id,
      count(*)::integer as documents,
      min(l.day) as first_seen,
      max(l.day) as last_seen,
      (array_agg(l.plate_key order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.plate_key is not null))[1] as plate_key,
      coalesce(array_agg(distinct l.plate_key) filter (where l.plate_key is not null), '{}') as plates,
      (array_agg(l.vin order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.vin is not null))[1] as vin,
      coalesce(array_agg(distinct l.vin) filter (where l.vin is not null), '{}') as vins,
      (array_agg(l.make order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.make is not null))[1] as make,
      (array_agg(l.model order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.model is not null))[1] as model,
      (array_agg(l.year order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.year is not null))[1] as year,
      (array_agg(l.odometer_km order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.odometer_km is not null))[1] as km,
      (array_agg(l.day order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.odometer_km is not null))[1] as km_day,
      -- The papers' expiry dates: each from the newest document that carries it (a renewal written later wins).
      (array_agg(l.itp_expiry order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.itp_expiry is not null))[1] as itp_expiry,
      (array_agg(l.rca_expiry order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.rca_expiry is not null))[1] as rca_expiry,
      (array_agg(l.vignette_expiry order by l.day desc, l.created_at desc, l.document_id desc) filter (where l.vignette_expiry is not null))[1] as vignette_expiry
    from vehicle_documents l
    where l.business_id = p_business and (p_vehicles is null or l.vehicle_id = any(p_vehicles))
    group by l.vehicle_id
  ) a
  where v.id = a.vehicle_id;
end $function$;
