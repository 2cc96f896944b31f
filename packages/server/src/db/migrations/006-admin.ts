export default /* sql */ `
-- Admin area (issue 6). Last seen: written at most once a minute per account by authentication.
alter table users add column last_seen_at timestamptz;

-- Subscriptions recorded by the admin (payment is arranged offline, SPEC §1). One row per period:
-- a new period is a new row, so the history stays. The price is computed by the server with core's
-- subscriptionPrice when recorded and kept as it was billed.
alter table subscriptions
  add column applications int not null default 0 check (applications >= 0),
  add column registry_integration boolean not null default false,
  add column entry_sheet boolean not null default false,
  add column logo boolean not null default false,
  add column logo_one_off boolean not null default false,
  add column price_net numeric(12, 2) not null default 0,
  add column price_vat numeric(12, 2) not null default 0,
  add column price_gross numeric(12, 2) not null default 0,
  add column recorded_by char(24) references users(id) on delete set null;

-- The logo printed on the user's PDFs while the logo add-on is active.
create table user_logos (
  user_id char(24) primary key references users(id) on delete cascade,
  content bytea not null,
  mime text not null check (mime in ('image/png', 'image/jpeg')),
  updated_at timestamptz not null default now()
);

-- Contact form (SPEC §8 Contact), read by admins.
create table contact_messages (
  id char(24) primary key,
  name text not null,
  email text not null,
  subject text not null,
  message text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index contact_messages_created_idx on contact_messages (created_at desc, id desc);
create index contact_messages_unread_idx on contact_messages (created_at) where read_at is null;

-- Admin statistics count documents per day and form over all users.
create index documents_created_idx on documents (created_at);
create index documents_form_created_idx on documents (form_id, created_at desc, id desc);
`;
