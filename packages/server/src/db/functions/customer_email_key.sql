CREATE OR REPLACE FUNCTION customer_email_key(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select case when k ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' then k end
  from (select lower(btrim(coalesce(value, ''))) as k) x
$function$;
