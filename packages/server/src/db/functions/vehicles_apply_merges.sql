CREATE OR REPLACE FUNCTION vehicles_apply_merges(p_business character)
 RETURNS character[]
 LANGUAGE plpgsql
AS $function$
declare
  m record;
  v_into character(24);
  v_other character(24);
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
      select id, vehicle_id, other_id, vehicle_plates, vehicle_vin, other_plates, other_vin from vehicle_merges
      where business_id = p_business
      order by created_at, id
    loop
      -- Each side by its id, a car's id being the id of the document that first named it; once that
      -- document is deleted (a rebuild, or an undo placing the car's documents again, gives the car
      -- the id of another), by the plates and VIN it had when merged: the car that wrote them last
      -- (a plate with no VIN, or with that VIN). The merge then names the cars' ids again, for their
      -- page and its undo.
      v_into := m.vehicle_id;
      if not exists (select 1 from documents d where d.id = v_into and d.business_id = p_business) then
        select l.vehicle_id into v_into from vehicle_documents l
        where l.business_id = p_business
          and ((m.vehicle_vin is not null and l.vin = m.vehicle_vin)
            or (l.plate_key = any(m.vehicle_plates) and (l.vin is null or l.vin = m.vehicle_vin)))
        order by l.day desc, l.created_at desc, l.document_id desc limit 1;
      end if;
      v_other := m.other_id;
      if v_into is not null and not exists (select 1 from documents d where d.id = v_other and d.business_id = p_business) then
        select l.vehicle_id into v_other from vehicle_documents l
        where l.business_id = p_business and l.vehicle_id <> v_into
          and ((m.other_vin is not null and l.vin = m.other_vin)
            or (l.plate_key = any(m.other_plates) and (l.vin is null or l.vin = m.other_vin)))
        order by l.day desc, l.created_at desc, l.document_id desc limit 1;
        -- None apart (already in the car): the merge keeps the id it named.
        v_other := coalesce(v_other, m.other_id);
      end if;
      -- A merge into a car that has no document left waits, inert, until its undo.
      if v_into is not null and exists (select 1 from vehicles v where v.id = v_into and v.business_id = p_business) then
        if v_into <> m.vehicle_id or v_other <> m.other_id then
          update vehicle_merges set vehicle_id = v_into, other_id = v_other where id = m.id;
        end if;
        update vehicle_documents set vehicle_id = v_into where business_id = p_business and vehicle_id = v_other and v_other <> v_into;
        if found then
          touched := touched || array[v_into, v_other];
          moved := true;
        end if;
      end if;
    end loop;
    rounds := rounds + 1;
    exit when not moved or rounds > merges;
  end loop;
  return touched;
end $function$;
