CREATE OR REPLACE FUNCTION vehicle_plate_key(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select nullif(regexp_replace(upper(regexp_replace(normalize(coalesce(value, ''), NFC), '[\s.\u00a0-]', '', 'g')), 'PROB[ĂăÂâ]$', 'PROBA'), '')
$function$;
