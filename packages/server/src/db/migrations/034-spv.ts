/**
 * Issue 30: e-Factura in SPV, ANAF's e-Factura API.
 *
 * jobs.lane: jobs of one lane run one at a time whatever the number of instances (a business's calls
 * to SPV, within ANAF's limits); the unique index on the running ones settles two claims at once.
 *
 * spv_connections: one per business connected to SPV. The access and refresh tokens ANAF gave, each
 * its own AES-256-GCM ciphertext bound to the business (sealed together under one key, whose id is
 * kept for `npm run rotate-key`), their expiries, and whether the last refresh or call worked.
 * spv_settings: the owner's upload mode, kept across a disconnect.
 * spv_oauth_states: the one-time `state` of a connect (only its SHA-256), bound to the business and
 * the owner who asked, short-lived, marked when used.
 *
 * spv_uploads: one row per attempt to upload an invoice (a corrected invoice is a new attempt, the
 * history keeps both): its state, ANAF's upload index and download id, ANAF's messages, the XML that
 * went (the same bytes are what a lost answer is matched against), the failures so far and when the
 * next try or check is due. At most one open attempt and one accepted per document. A deleted
 * document leaves its uploads (and archive) with document_id null: ANAF has them.
 * spv_archives: the ZIP ANAF returned for an accepted invoice (the XML with the Ministry's
 * signature, the legal original kept 10 years): in the database, backed up with the data.
 */
export default /* sql */ `
alter table jobs add column lane text;
create unique index jobs_lane_running_idx on jobs (lane) where status = 'running' and lane is not null;
create index jobs_kind_running_idx on jobs (kind) where status = 'running';

create table spv_connections (
  business_id char(24) primary key references businesses(id) on delete cascade,
  access_enc bytea not null,
  refresh_enc bytea not null,
  key_id text not null,
  access_expires_at timestamptz not null,
  refresh_expires_at timestamptz not null,
  status text not null check (status in ('connected', 'failing')),
  last_error text,
  connected_by char(24) references users(id) on delete set null,
  connected_at timestamptz not null,
  refreshed_at timestamptz,
  updated_at timestamptz not null
);
create index spv_connections_key_idx on spv_connections (key_id);
create index spv_connections_access_idx on spv_connections (access_expires_at);

create table spv_settings (
  business_id char(24) primary key references businesses(id) on delete cascade,
  upload_mode text not null default 'auto' check (upload_mode in ('auto', 'manual')),
  updated_by char(24) references users(id) on delete set null,
  updated_at timestamptz not null
);

create table spv_oauth_states (
  state_hash text primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  user_id char(24) not null references users(id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index spv_oauth_states_expires_idx on spv_oauth_states (expires_at);

create table spv_uploads (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  document_id char(24) references documents(id) on delete set null,
  number text not null,
  issue_date text not null check (issue_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  state text not null check (state in ('to_send', 'sent', 'processing', 'accepted', 'rejected', 'failed')),
  trigger text not null check (trigger in ('auto', 'manual')),
  requested_by char(24) references users(id) on delete set null,
  cif text,
  b2c boolean,
  credit_note boolean,
  xml text,
  upload_index text,
  download_id text,
  messages jsonb not null default '[]',
  last_error text,
  failures integer not null default 0,
  polls integer not null default 0,
  step integer not null default 0,
  maybe_uploaded_at timestamptz,
  next_check_at timestamptz,
  created_at timestamptz not null,
  sent_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz not null
);
create unique index spv_uploads_open_idx on spv_uploads (document_id) where state in ('to_send', 'sent', 'processing');
create unique index spv_uploads_accepted_idx on spv_uploads (document_id) where state = 'accepted';
create unique index spv_uploads_index_idx on spv_uploads (business_id, upload_index) where upload_index is not null;
create index spv_uploads_document_idx on spv_uploads (document_id, created_at desc);
create index spv_uploads_business_idx on spv_uploads (business_id, state);

create table spv_archives (
  upload_id char(24) primary key references spv_uploads(id) on delete cascade,
  business_id char(24) not null references businesses(id) on delete cascade,
  file_name text not null,
  zip bytea not null,
  created_at timestamptz not null
);
create index spv_archives_business_idx on spv_archives (business_id);
`;
