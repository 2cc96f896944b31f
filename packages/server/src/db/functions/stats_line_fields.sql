CREATE OR REPLACE FUNCTION stats_line_fields(definition jsonb)
 RETURNS TABLE(line text, step text, field text, name_field text, value_field text)
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select substr(f->>'role', 7), s->>'name', f->>'name',
    (select i->>'name' from jsonb_array_elements(f->'item') with ordinality as x(i, n)
      where i->>'type' in ('text', 'textarea') and not (i ? 'compute')
      order by (i->>'name') in ('name', 'operation', 'service', 'description', 'denumire', 'operatiune') desc, n limit 1),
    (select i->>'name' from jsonb_array_elements(f->'item') with ordinality as x(i, n)
      where i->>'type' = 'money' order by (i ? 'compute') desc, n limit 1)
  from jsonb_array_elements(definition->'steps') s, jsonb_array_elements(s->'fields') f
  where f->>'type' = 'array' and f->>'role' in ('lines.parts', 'lines.labor', 'lines.items')
$function$;
