/**
 * Issue 17: the one background jobs table, service tags, their reminders, and reminder e-mails.
 *
 * jobs: any background work (auto-tagging, reminder e-mails, digests; later exports). A job is
 * claimed with FOR UPDATE SKIP LOCKED by whichever instance looks first; `key` makes enqueueing
 * idempotent (one open auto-tagging per business, one reminder run per day); a running job whose
 * heartbeat stopped was left by a dead process and is queued again.
 *
 * service_tags / document_tags: a business's tags and which estimate or quote carries which.
 * document_tags keeps the vehicle and the service date the reminders are computed from, and
 * service_reminders holds, per vehicle and tag, the last such document and its due date, so the
 * reminders list is one index range scan however long the history.
 */
export default /* sql */ `
create table jobs (
  id char(24) primary key,
  kind text not null,
  business_id char(24) null references businesses(id) on delete cascade,
  key text not null,
  payload jsonb not null default '{}',
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  done integer not null default 0,
  total integer not null default 0,
  attempts integer not null default 0,
  max_attempts integer not null default 3,
  run_at timestamptz not null,
  locked_by text null,
  locked_at timestamptz null,
  heartbeat_at timestamptz null,
  last_error text null,
  created_at timestamptz not null,
  finished_at timestamptz null
);
create unique index jobs_key_idx on jobs (key);
create index jobs_queued_idx on jobs (run_at, id) where status = 'queued';
create index jobs_running_idx on jobs (heartbeat_at) where status = 'running';
create index jobs_business_idx on jobs (business_id, kind);

create table service_tags (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  name text not null,
  interval_months integer not null check (interval_months between 1 and 240),
  aliases text not null default '',
  created_by char(24) null references users(id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create unique index service_tags_name_idx on service_tags (business_id, lower(name));

create table document_tags (
  document_id char(24) not null references documents(id) on delete cascade,
  tag_id char(24) not null references service_tags(id) on delete cascade,
  business_id char(24) not null references businesses(id) on delete cascade,
  -- Plate (upper case, letters and digits only), else VIN: null when the document names neither.
  vehicle_key text null,
  service_date date not null,
  source text not null check (source in ('manual', 'auto')),
  created_at timestamptz not null,
  primary key (document_id, tag_id)
);
create index document_tags_vehicle_idx on document_tags (business_id, tag_id, vehicle_key, service_date desc);
create index document_tags_tag_idx on document_tags (tag_id);
create index document_tags_document_idx on document_tags (business_id, document_id);

create table service_reminders (
  business_id char(24) not null references businesses(id) on delete cascade,
  tag_id char(24) not null references service_tags(id) on delete cascade,
  vehicle_key text not null,
  plate text null,
  vin text null,
  last_document_id char(24) not null references documents(id) on delete cascade,
  last_date date not null,
  due_date date not null,
  client_name text null,
  client_phone text null,
  client_email text null,
  -- Folded (lower case, no diacritics) plate, VIN and client name: the list's search.
  search text not null default '',
  primary key (business_id, tag_id, vehicle_key)
);
create index service_reminders_due_idx on service_reminders (business_id, due_date, vehicle_key);
-- Search by part of a plate or a client's name (three letters or more use it).
create index service_reminders_search_idx on service_reminders using gin (business_id, search gin_trgm_ops);

create table reminder_settings (
  business_id char(24) primary key references businesses(id) on delete cascade,
  upcoming_days integer not null default 30 check (upcoming_days between 1 and 365),
  mail_enabled boolean not null default false,
  mail_days_before integer not null default 7 check (mail_days_before between 0 and 90),
  digest_enabled boolean not null default false,
  updated_at timestamptz not null
);

-- A workshop customer's consent to reminder e-mails (GDPR art. 7: when and how it was given).
create table reminder_consents (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  email text not null,
  client_name text not null default '',
  locale text not null default 'ro',
  source text not null check (source in ('in_person', 'phone', 'email', 'written')),
  consented_at timestamptz not null,
  recorded_by char(24) null references users(id) on delete set null,
  -- The unsubscribe link's secret (stored hashed); unsubscribed_at ends the consent.
  token_hash text not null unique,
  unsubscribed_at timestamptz null
);
create unique index reminder_consents_email_idx on reminder_consents (business_id, lower(email));

-- One row per reminder e-mail: the unique key is what makes a due date mailed once, whatever
-- the number of instances.
create table reminder_sends (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  tag_id char(24) not null references service_tags(id) on delete cascade,
  vehicle_key text not null,
  due_date date not null,
  email text not null,
  status text not null check (status in ('sending', 'sent', 'failed')),
  error text null,
  created_at timestamptz not null,
  sent_at timestamptz null
);
create unique index reminder_sends_once_idx on reminder_sends (business_id, tag_id, vehicle_key, due_date);
`;
