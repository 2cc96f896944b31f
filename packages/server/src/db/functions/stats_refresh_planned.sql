CREATE OR REPLACE FUNCTION stats_refresh_planned(ids character[], fresh boolean DEFAULT false)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
declare
  mode text := current_setting('plan_cache_mode');
begin
  if cardinality(ids) > 20 then
    perform stats_refresh(ids, fresh);
    return;
  end if;
  perform set_config('plan_cache_mode', 'force_generic_plan', true);
  perform stats_refresh(ids, fresh);
  perform set_config('plan_cache_mode', mode, true);
end $function$;
