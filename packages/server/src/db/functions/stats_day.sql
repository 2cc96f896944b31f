CREATE OR REPLACE FUNCTION stats_day(value text)
 RETURNS date
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
begin
  if value is null or value !~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' then return null; end if;
  if substr(value, 9, 2)::int > extract(day from (substr(value, 1, 7) || '-01')::date + interval '1 month' - interval '1 day') then return null; end if;
  return value::date;
end $function$;
