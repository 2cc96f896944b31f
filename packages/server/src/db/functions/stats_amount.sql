CREATE OR REPLACE FUNCTION stats_amount(value text)
 RETURNS numeric
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
begin
  if value is null or value !~ '^\s*-?[0-9]{1,15}(\.[0-9]{1,6})?\s*$' then return null; end if;
  return trim(value)::numeric;
end $function$;
