CREATE OR REPLACE FUNCTION vehicles_place_document(p_business character, p_document character)
 RETURNS character[]
 LANGUAGE plpgsql
AS $function$
declare
  d record;
  v_plate text;
  v_vin text;
  v_day date;
  v_old character(24);
  v_vehicle character(24);
  v_merged character(24)[];
begin
  delete from vehicle_documents where document_id = p_document and business_id = p_business returning vehicle_id into v_old;
  select documents.id, documents.facts, documents.created_at, s.kind into d from documents
  left join stat_form_versions s on s.form_id = documents.form_id and s.version = documents.form_version
  where documents.id = p_document and documents.business_id = p_business;
  if not found then return array[v_old]; end if;
  v_plate := vehicle_plate_key(d.facts->>'vehicle.plate');
  v_vin := vehicle_vin_key(d.facts->>'vehicle.vin');
  if v_plate is null and v_vin is null then return array[v_old]; end if;
  v_day := vehicle_document_day(d.facts, d.created_at);
  -- A known VIN is the car, whatever its plate now (re-registered).
  if v_vin is not null then
    select l.vehicle_id into v_vehicle from vehicle_documents l
    where l.business_id = p_business and l.vin = v_vin
    order by l.day desc, l.created_at desc, l.document_id desc limit 1;
  end if;
  -- Else the car that wrote this plate last, unless that one has another VIN (the plate moved to
  -- another car).
  if v_vehicle is null and v_plate is not null then
    select l.vehicle_id into v_vehicle from vehicle_documents l
    where l.business_id = p_business and l.plate_key = v_plate
      and (v_vin is null or not exists (
        select 1 from vehicle_documents o where o.vehicle_id = l.vehicle_id and o.vin is not null and o.vin <> v_vin))
    order by l.day desc, l.created_at desc, l.document_id desc limit 1;
  end if;
  -- A new car takes the id of the document that first named it (a rebuild gives it the same id
  -- again), unless a car already has that id (this document named another car before an edit).
  if v_vehicle is null then
    v_vehicle := p_document;
    if exists (select 1 from vehicles where id = v_vehicle) then
      v_vehicle := lpad(to_hex(floor(extract(epoch from clock_timestamp()))::bigint), 8, '0') || substr(md5(random()::text || p_document), 1, 16);
    end if;
    insert into vehicles (id, business_id, first_seen, last_seen, created_at, updated_at)
    values (v_vehicle, p_business, v_day, v_day, now(), now());
  end if;
  insert into vehicle_documents (document_id, vehicle_id, business_id, plate_key, vin, make, model, year, odometer_km, day, created_at,
    itp_expiry, rca_expiry, vignette_expiry, kind)
  values (
    p_document, v_vehicle, p_business, v_plate, v_vin,
    nullif(btrim(d.facts->>'vehicle.make'), ''),
    nullif(btrim(d.facts->>'vehicle.model'), ''),
    case when d.facts->>'vehicle.year' ~ '^[12][0-9]{3}$' then (d.facts->>'vehicle.year')::integer end,
    vehicle_odometer_km(d.facts->>'vehicle.odometer'),
    v_day,
    d.created_at,
    stats_day(left(d.facts->>'vehicle.itp_expiry', 10)),
    stats_day(left(d.facts->>'vehicle.rca_expiry', 10)),
    stats_day(left(d.facts->>'vehicle.vignette_expiry', 10)),
    d.kind);
  -- A VIN with its plate ties to this car the documents that wrote only that plate, kept apart so far.
  if v_vin is not null and v_plate is not null then
    select array_agg(distinct m.vehicle_id) into v_merged from vehicle_documents m
    where m.business_id = p_business and m.plate_key = v_plate and m.vehicle_id <> v_vehicle
      and not exists (select 1 from vehicle_documents o where o.vehicle_id = m.vehicle_id and o.vin is not null);
    if v_merged is not null then
      update vehicle_documents set vehicle_id = v_vehicle where vehicle_id = any(v_merged);
    end if;
  end if;
  return array[v_old, v_vehicle] || coalesce(v_merged, '{}');
end $function$;
