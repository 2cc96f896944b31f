/**
 * Statistics in Romania's days and makes without accents (issue 7, docs/statistics.md).
 *
 * - A document without a date of its own counts on the day it was saved in Europe/Bucharest, not
 *   in UTC: saved at 00:30 on the 1st (22:30 UTC the day before) it belongs to that month.
 * - Grouping names (makes, reasons, line names, customers by name) ignore accents as well as case:
 *   "Škoda" and "Skoda" are one make. `fold_text` is the SQL twin of core's `foldForSearch`
 *   (NFD, combining marks dropped, lower case); the documents search uses it too.
 *
 * `stats_refresh` changes only in the day (rewritten from its stored definition); every statistics
 * row and bucket is then rebuilt from the documents.
 */
export default /* sql */ `
create function fold_text(value text) returns text language sql immutable strict as $$
  select lower(regexp_replace(normalize(value, NFD), '[\\u0300-\\u036f]', '', 'g'))
$$;

-- The grouping key of a name: folded (no accents, lower case), spaces collapsed; null when empty.
create or replace function stats_key(value text) returns text language sql immutable as $$
  select nullif(fold_text(regexp_replace(trim(coalesce(value, '')), '\\s+', ' ', 'g')), '')
$$;

-- stats_refresh of 005 with one change: the day of a document without a date of its own. Derived
-- from the stored function rather than copied, and refused (the migration fails) if that
-- expression is not found, so this never silently leaves UTC days in place.
do $$
declare
  definition text := pg_get_functiondef('stats_refresh(char[], boolean)'::regprocedure);
  utc_day constant text := '(d.created_at at time zone ''UTC'')::date';
begin
  if position(utc_day in definition) = 0 then
    raise exception 'stats_refresh does not compute the day as migration 005 wrote it';
  end if;
  execute replace(definition, utc_day, '(d.created_at at time zone ''Europe/Bucharest'')::date');
end $$;

delete from stat_buckets;
delete from document_stat_lines;
delete from document_stats;
select stats_refresh(array(select id from documents), true);
`;
