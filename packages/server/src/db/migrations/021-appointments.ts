/**
 * Appointments (issue 16): a business's working week, its own closed days, and the index of its
 * appointment documents.
 *
 * - An appointment stays a document (history, search, PDF, pre-fill keep working); the
 *   `appointment_slots` row beside it holds its day, start, hours and status, so a week's calendar
 *   and the overbooking check are one indexed query. The row is written by a trigger on
 *   `documents`, in the same statement and transaction as the document, whichever path wrote it
 *   (a batched submit, an update, a restore), and goes with the document (foreign key cascade).
 *   Any document whose facts carry `appointment.hours` is indexed: the role ties a form to appointments.
 * - A document made from an appointment (an estimate: metadata.appointment_id) is linked to it in
 *   the same trigger: the appointment's row remembers its `deviz_id`, of the same business only.
 * - Concurrent bookings of one business-day are serialised by the server with a transaction-level
 *   advisory lock on (business, day) around the check and the write (appointments.bookings.ts).
 */
export default /* sql */ `
create table working_hours (
  business_id char(24) not null references businesses(id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  working boolean not null,
  open_at text not null check (open_at ~ '^[0-2][0-9]:[0-5][0-9]$'),
  close_at text not null check (close_at ~ '^[0-2][0-9]:[0-5][0-9]$'),
  available_hours numeric(5, 2) not null check (available_hours between 0 and 24),
  updated_by char(24) null references users(id) on delete set null,
  updated_at timestamptz not null,
  primary key (business_id, weekday)
);

create table closed_days (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  day date not null,
  note text not null default '',
  created_by char(24) null references users(id) on delete set null,
  created_at timestamptz not null,
  unique (business_id, day)
);

create table appointment_slots (
  document_id char(24) primary key references documents(id) on delete cascade,
  business_id char(24) not null,
  day date null,
  start_at text null,
  hours numeric(6, 2) not null,
  status text not null,
  deviz_id char(24) null references documents(id) on delete set null
);
create index appointment_slots_day_idx on appointment_slots (business_id, day) include (hours) where day is not null;
create index appointment_slots_undated_idx on appointment_slots (business_id) where day is null;
create index appointment_slots_deviz_idx on appointment_slots (deviz_id) where deviz_id is not null;

-- A stored fact as a day, or null when it is not one (a trigger must never fail a document's save).
create function appointment_fact_day(value text) returns date language plpgsql immutable as $$
begin
  if value is null or value !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then return null; end if;
  return value::date;
exception when others then
  return null;
end $$;

create function appointment_fact_hours(value text) returns numeric language sql immutable as $$
  select case when value ~ '^[0-9]{1,4}([.][0-9]+)?$' then round(value::numeric, 2) else 0 end
$$;

create function appointment_slots_sync() returns trigger language plpgsql as $$
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
end $$;

create trigger documents_appointment_insert after insert on documents
  for each row when (new.facts ? 'appointment.hours' or new.metadata ? 'appointment_id')
  execute function appointment_slots_sync();
create trigger documents_appointment_update after update of facts on documents
  for each row when (new.facts ? 'appointment.hours' or old.facts ? 'appointment.hours')
  execute function appointment_slots_sync();

insert into appointment_slots (document_id, business_id, day, start_at, hours, status)
select id, business_id,
  appointment_fact_day(facts->>'appointment.date'),
  case when facts->>'appointment.time' ~ '^[0-2][0-9]:[0-5][0-9]$' then facts->>'appointment.time' end,
  appointment_fact_hours(facts->>'appointment.hours'),
  coalesce(facts->>'appointment.status', 'scheduled')
from documents where facts ? 'appointment.hours';

`;
