CREATE OR REPLACE FUNCTION appointment_slots_sync()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if new.facts ? 'appointment.hours' then
    insert into appointment_slots (document_id, business_id, day, start_at, hours, status)
    values (
      new.id,
      new.business_id,
      appointment_fact_day(new.facts->>'appointment.date'),
      case when new.facts->>'appointment.time' ~ '^[0-2][0-9]:[0-5][0-9]$' then new.facts->>'appointment.time' end,
      appointment_fact_hours(new.facts->>'appointment.hours'),
      coalesce(new.facts->>'appointment.status', 'scheduled'))
    on conflict (document_id) do update
      set day = excluded.day, start_at = excluded.start_at, hours = excluded.hours, status = excluded.status;
  elsif tg_op = 'UPDATE' then
    delete from appointment_slots where document_id = new.id;
  end if;
  if tg_op = 'INSERT' and new.metadata->>'appointment_id' ~ '^[0-9a-f]{24}$' then
    update appointment_slots set deviz_id = new.id
      where document_id = new.metadata->>'appointment_id' and business_id = new.business_id;
  end if;
  return null;
end $function$;
