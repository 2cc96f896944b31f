CREATE OR REPLACE FUNCTION customer_name_key(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select nullif(btrim(regexp_replace(fold_text(coalesce(value, '')), '\s+', ' ', 'g')), '')
$function$;
