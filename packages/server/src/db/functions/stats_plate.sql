CREATE OR REPLACE FUNCTION stats_plate(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select nullif(upper(regexp_replace(coalesce(value, ''), '[^a-zA-Z0-9]', '', 'g')), '')
$function$;
