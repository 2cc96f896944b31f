CREATE OR REPLACE FUNCTION customer_cui_key(value text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
declare
  k text := regexp_replace(upper(regexp_replace(btrim(coalesce(value, '')), '[\s.\u00a0-]', '', 'g')), '^RO', '');
  w integer[] := array[7, 5, 3, 2, 1, 7, 5, 3, 2];
  p text;
  s integer := 0;
begin
  -- core's cuiKey: 2-10 digits, no leading 0, the check digit of key 753217532 (domain-ro §4.1).
  if k !~ '^[1-9][0-9]{1,9}$' then return null; end if;
  p := lpad(left(k, -1), 9, '0');
  for i in 1..9 loop s := s + w[i] * substr(p, i, 1)::integer; end loop;
  if ((10 * s) % 11) % 10 <> right(k, 1)::integer then return null; end if;
  return k;
end $function$;
