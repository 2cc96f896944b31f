CREATE OR REPLACE FUNCTION fold_text(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE STRICT
AS $function$
  select lower(regexp_replace(normalize(value, NFD), '[\u0300-\u036f]', '', 'g'))
$function$;
