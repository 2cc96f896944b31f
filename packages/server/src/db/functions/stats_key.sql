CREATE OR REPLACE FUNCTION stats_key(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select nullif(fold_text(regexp_replace(trim(coalesce(value, '')), '\s+', ' ', 'g')), '')
$function$;
