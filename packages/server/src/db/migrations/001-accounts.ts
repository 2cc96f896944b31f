export default /* sql */ `
create table users (
  id char(24) primary key,
  email text not null,
  password_hash text not null,
  is_admin boolean not null default false,
  created_at timestamptz not null default now(),
  trial_ends_at timestamptz not null,
  tokens_valid_after timestamptz not null default to_timestamp(0)
);
create unique index users_email_key on users (lower(email));

create table refresh_tokens (
  id char(24) primary key,
  user_id char(24) not null references users(id) on delete cascade,
  family_id char(24) not null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz
);
create index refresh_tokens_family_idx on refresh_tokens (family_id);
create index refresh_tokens_user_idx on refresh_tokens (user_id);

create table password_resets (
  id char(24) primary key,
  user_id char(24) not null references users(id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_user_idx on password_resets (user_id);

create table subscriptions (
  id char(24) primary key,
  user_id char(24) not null references users(id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at)
);
create index subscriptions_user_idx on subscriptions (user_id, ends_at);
`;
