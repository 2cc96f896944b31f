export default /* sql */ `
-- Application requests (SPEC §4 Application access): a user asks for an application, an admin
-- approves it by allocating it (form_access) or rejects it.
create table form_requests (
  id char(24) primary key,
  user_id char(24) not null references users(id) on delete cascade,
  form_id char(24) not null references forms(id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
-- At most one open request per user and application; decided ones stay as history.
create unique index form_requests_one_pending_idx on form_requests (user_id, form_id) where status = 'pending';
create index form_requests_user_idx on form_requests (user_id, created_at desc);
create index form_requests_pending_idx on form_requests (created_at) where status = 'pending';
`;
