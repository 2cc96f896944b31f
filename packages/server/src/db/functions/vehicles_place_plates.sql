CREATE OR REPLACE FUNCTION vehicles_place_plates(p_business character)
 RETURNS integer
 LANGUAGE plpgsql
 SET enable_seqscan TO 'on'
AS $function$
declare
  n integer;
begin
  -- A rebuild's bulk placing, into an empty directory: in one statement, the documents of each plate
  -- whose documents all wrote that plate and at most one VIN, a VIN that no document wrote with
  -- another plate or without a plate. Placed one by one in the order saved (vehicles_place_document),
  -- they are one car: the first makes it (its id is the car's), every later one finds it by that
  -- plate or that VIN, and no other document reaches it. The rest are left to the caller.
  with named as materialized (
    select d.id, d.facts, d.created_at, s.kind,
      vehicle_plate_key(d.facts->>'vehicle.plate') as plate_key,
      vehicle_vin_key(d.facts->>'vehicle.vin') as vin
    from documents d
    left join stat_form_versions s on s.form_id = d.form_id and s.version = d.form_version
    where d.business_id = p_business and (d.facts ? 'vehicle.plate' or d.facts ? 'vehicle.vin')
  ),
  plates as (
    select plate_key, min(vin) as vin from named
    where plate_key is not null
    group by plate_key
    having count(distinct vin) <= 1
  ),
  -- The VINs written with one plate only, and never without one.
  vins as (
    select vin from named
    where vin is not null
    group by vin
    having count(distinct plate_key) = 1 and bool_and(plate_key is not null)
  ),
  single as (
    select p.plate_key from plates p
    left join vins v on v.vin = p.vin
    where p.vin is null or v.vin is not null
  ),
  placed as (
    select n.*, vehicle_document_day(n.facts, n.created_at) as day,
      first_value(n.id) over (partition by n.plate_key order by n.created_at, n.id) as vehicle_id
    from named n join single using (plate_key)
  ),
  made as (
    insert into vehicles (id, business_id, first_seen, last_seen, created_at, updated_at)
    select vehicle_id, p_business, min(day), min(day), now(), now() from placed group by vehicle_id
    returning id
  )
  insert into vehicle_documents (document_id, vehicle_id, business_id, plate_key, vin, make, model, year, odometer_km, day, created_at,
    itp_expiry, rca_expiry, vignette_expiry, kind)
  select p.id, p.vehicle_id, p_business, p.plate_key, p.vin,
    nullif(btrim(p.facts->>'vehicle.make'), ''),
    nullif(btrim(p.facts->>'vehicle.model'), ''),
    case when p.facts->>'vehicle.year' ~ '^[12][0-9]{3}$' then (p.facts->>'vehicle.year')::integer end,
    vehicle_odometer_km(p.facts->>'vehicle.odometer'),
    p.day,
    p.created_at,
    stats_day(left(p.facts->>'vehicle.itp_expiry', 10)),
    stats_day(left(p.facts->>'vehicle.rca_expiry', 10)),
    stats_day(left(p.facts->>'vehicle.vignette_expiry', 10)),
    p.kind
  from placed p;
  get diagnostics n = row_count;
  return n;
end $function$;
