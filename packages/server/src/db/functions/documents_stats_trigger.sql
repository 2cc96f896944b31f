CREATE OR REPLACE FUNCTION documents_stats_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  perform stats_refresh_planned(array(select id from changed), tg_op = 'INSERT');
  return null;
end $function$;
