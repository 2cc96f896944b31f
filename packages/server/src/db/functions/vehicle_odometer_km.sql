CREATE OR REPLACE FUNCTION vehicle_odometer_km(value text)
 RETURNS integer
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
declare
  k text := regexp_replace(coalesce(value, ''), '[\s\u00a0]', '', 'g');
begin
  if k !~ '^[0-9]{1,12}([.][0-9]+)?$' or floor(k::numeric) > 9999999 then return null; end if;
  return floor(k::numeric)::integer;
end $function$;
