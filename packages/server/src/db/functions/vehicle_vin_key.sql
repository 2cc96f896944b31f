CREATE OR REPLACE FUNCTION vehicle_vin_key(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select case when k ~ '^[A-HJ-NPR-Z0-9]{17}$' then k end
  from (select upper(regexp_replace(coalesce(value, ''), '[\s.\u00a0-]', '', 'g')) as k) x
$function$;
