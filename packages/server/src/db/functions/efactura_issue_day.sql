CREATE OR REPLACE FUNCTION efactura_issue_day(facts jsonb, created_at timestamp with time zone)
 RETURNS date
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
declare
  value text := left(facts->>'document.date', 10);
begin
  if value ~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
    and substr(value, 9, 2)::int <= extract(day from (substr(value, 1, 7) || '-01')::date + interval '1 month' - interval '1 day') then
    return value::date;
  end if;
  return (created_at at time zone 'UTC')::date;
end $function$;
