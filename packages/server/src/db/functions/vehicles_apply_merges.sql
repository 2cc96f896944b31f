CREATE OR REPLACE FUNCTION vehicles_apply_merges(p_business character)
 RETURNS character[]
 LANGUAGE plpgsql
AS $function$
declare
  m record;
  touched character(24)[] := '{}';
  moved boolean;
  rounds integer := 0;
  merges integer;
begin
  select count(*)::integer into merges from vehicle_merges where business_id = p_business;
  -- In the order they were made, again until nothing moves: a car merged into one that was later
  -- merged into a third ends in the third, whatever the order of two merges made in one instant.
  loop
    moved := false;
    for m in
      select vehicle_id, other_id from vehicle_merges
      where business_id = p_business
      order by created_at, id
    loop
      -- A merge into a car that has no document left waits, inert, until its undo.
      if exists (select 1 from vehicles v where v.id = m.vehicle_id and v.business_id = p_business) then
        update vehicle_documents set vehicle_id = m.vehicle_id where business_id = p_business and vehicle_id = m.other_id;
        if found then
          touched := touched || array[m.vehicle_id, m.other_id];
          moved := true;
        end if;
      end if;
    end loop;
    rounds := rounds + 1;
    exit when not moved or rounds > merges;
  end loop;
  return touched;
end $function$;
