CREATE OR REPLACE FUNCTION appointment_fact_hours(value text)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select case when value ~ '^[0-9]{1,4}([.][0-9]+)?$' then round(value::numeric, 2) else 0 end
$function$;
