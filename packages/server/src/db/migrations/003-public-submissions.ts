export default /* sql */ `
-- Documents made by anonymous visitors with a public application. No account, nothing personal
-- (no IP, no user agent): the unguessable id is the only key to one.
create table public_submission_counters (
  form_id char(24) primary key references forms(id) on delete cascade,
  last_number int not null
);

create table public_submissions (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{32}$'),
  form_id char(24) not null references forms(id),
  form_version int not null,
  number text not null,
  data jsonb not null,
  facts jsonb not null default '{}',
  totals jsonb not null default '{}',
  created_at timestamptz not null default now(),
  foreign key (form_id, form_version) references form_versions(form_id, version)
);
create index public_submissions_form_created_idx on public_submissions (form_id, created_at desc);
`;
