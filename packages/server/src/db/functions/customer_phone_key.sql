CREATE OR REPLACE FUNCTION customer_phone_key(value text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
declare
  t text := btrim(coalesce(value, ''));
  d text;
  international boolean;
begin
  -- core's phoneKey: a Romanian number in its national form (0722123456), another country's as +<digits>.
  if t !~ '^\+?[0-9\s()./\u00a0-]+$' then return null; end if;
  d := regexp_replace(t, '[^0-9]', '', 'g');
  international := left(t, 1) = '+';
  if not international and left(d, 2) = '00' then
    d := substr(d, 3);
    international := true;
  end if;
  if international then
    if left(d, 2) = '40' then d := '0' || substr(d, 3);
    elsif length(d) between 8 and 15 then return '+' || d;
    else return null;
    end if;
  elsif length(d) = 11 and left(d, 2) = '40' then d := '0' || substr(d, 3);
  elsif length(d) = 9 and d ~ '^[237]' then d := '0' || d;
  end if;
  return case when d ~ '^0[1-9][0-9]{8}$' then d end;
end $function$;
