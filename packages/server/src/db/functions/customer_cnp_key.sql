CREATE OR REPLACE FUNCTION customer_cnp_key(value text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
declare
  k text := upper(regexp_replace(btrim(coalesce(value, '')), '[\s.\u00a0-]', '', 'g'));
  w integer[] := array[2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
  centuries integer[];
  c integer;
  yy integer;
  mm integer;
  dd integer;
  jj integer;
  dated boolean := false;
  s integer := 0;
  r integer;
begin
  -- core's cnpKey: S AA LL ZZ JJ NNN C (domain-ro §4.2), a real birth date, a county, serial 001-999, key 279146358279.
  if k !~ '^[1-9][0-9]{12}$' then return null; end if;
  yy := substr(k, 2, 2)::integer;
  mm := substr(k, 4, 2)::integer;
  dd := substr(k, 6, 2)::integer;
  centuries := case substr(k, 1, 1) when '1' then array[1900] when '2' then array[1900] when '3' then array[1800] when '4' then array[1800]
    when '5' then array[2000] when '6' then array[2000] else array[1900, 2000] end;
  if mm between 1 and 12 and dd >= 1 then
    foreach c in array centuries loop
      if dd <= extract(day from (make_date(c + yy, mm, 1) + interval '1 month' - interval '1 day'))::integer then dated := true; end if;
    end loop;
  end if;
  if not dated then return null; end if;
  jj := substr(k, 8, 2)::integer;
  if not (jj between 1 and 48 or jj in (51, 52, 70) or jj between 80 and 83) then return null; end if;
  if substr(k, 10, 3) = '000' then return null; end if;
  for i in 1..12 loop s := s + w[i] * substr(k, i, 1)::integer; end loop;
  r := s % 11;
  if r = 10 then r := 1; end if;
  if r <> substr(k, 13, 1)::integer then return null; end if;
  return k;
end $function$;
