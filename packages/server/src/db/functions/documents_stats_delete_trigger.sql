CREATE OR REPLACE FUNCTION documents_stats_delete_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  perform stats_refresh_planned(array(select id from gone));
  return null;
end $function$;
