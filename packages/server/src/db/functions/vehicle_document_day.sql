CREATE OR REPLACE FUNCTION vehicle_document_day(facts jsonb, created_at timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select coalesce(
    stats_day(left(facts->>'document.date', 10)),
    stats_day(left(facts->>'finance.date', 10)),
    stats_day(left(facts->>'appointment.date', 10)),
    stats_day(left(facts->>'registry.service_date', 10)),
    (created_at at time zone 'UTC')::date)
$function$;
