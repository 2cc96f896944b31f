export default /* sql */ `
-- The business's data as one ZIP (issue 14, "the user's own data"): one row per export, made in the
-- background by whichever server process claims it first. The ZIP itself lies under EXPORT_DIR as
-- <id>.zip for DATA_EXPORT_KEEP_DAYS days; then the sweep deletes it and the row says 'expired'.
create table data_exports (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  requested_by char(24) null references users(id) on delete set null,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed', 'expired')),
  total integer not null default 0,
  done integer not null default 0,
  bytes bigint null,
  error text null,
  locale text not null default 'ro',
  created_at timestamptz not null,
  started_at timestamptz null,
  -- Written with the progress: a 'running' export whose beat stopped was left by a process that
  -- died, and is queued again.
  heartbeat_at timestamptz null,
  finished_at timestamptz null,
  expires_at timestamptz null
);

-- One export at a time per business: a second request while one is queued or running is refused.
create unique index data_exports_one_open_idx on data_exports (business_id) where status in ('queued', 'running');
create index data_exports_business_idx on data_exports (business_id, created_at desc);
create index data_exports_status_idx on data_exports (status, created_at);
`;
