export default /* sql */ `
-- A locked session (SPEC §4 Lock): the shared PC is left locked, and the server refuses the
-- account's data to that session until its password is given. One row per locked session (a
-- refresh family); unlocking deletes it.
create table session_locks (
  family_id char(24) primary key,
  user_id char(24) not null references users(id) on delete cascade,
  locked_at timestamptz not null
);

-- Minutes of inactivity after which the web app locks itself; 0 = never. Per user for now: when
-- accounts become businesses it moves to the business (the owner sets it for the shared PC).
alter table users add column auto_lock_minutes integer not null default 0;
`;
