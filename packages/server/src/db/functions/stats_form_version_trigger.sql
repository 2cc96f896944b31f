CREATE OR REPLACE FUNCTION stats_form_version_trigger()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  delete from stat_form_versions where form_id = new.form_id and version = new.version;
  delete from stat_form_lines where form_id = new.form_id and version = new.version;
  insert into stat_form_versions values (new.form_id, new.version, new.definition->'document'->>'kind', coalesce(new.definition->'document'->>'currency', 'RON'));
  insert into stat_form_lines select new.form_id, new.version, l.* from stats_line_fields(new.definition) l;
  return null;
end $function$;
