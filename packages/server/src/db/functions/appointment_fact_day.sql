CREATE OR REPLACE FUNCTION appointment_fact_day(value text)
 RETURNS date
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
begin
  if value is null or value !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then return null; end if;
  return value::date;
exception when others then
  return null;
end $function$;
