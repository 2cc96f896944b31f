CREATE OR REPLACE FUNCTION stats_finance_kind(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  select case
    when stats_key(value) in ('income', 'venit', 'venituri', 'incasare', 'încasare') then 'income'
    when stats_key(value) in ('expense', 'cheltuiala', 'cheltuială', 'cheltuieli', 'plata', 'plată') then 'expense'
  end
$function$;
