/**
 * Issue 13, sessions and accounts.
 *
 * idempotency_keys: the first answer to a submit sent with an `Idempotency-Key` header, so that a
 * retry of a submit whose answer was lost returns that answer instead of saving a second document.
 * `scope` is whose key it is (`user:<id>`, or `public` for anonymous clients); `fingerprint` the
 * route and body it came with; `status`/`response` stay null while the first request runs. Rows
 * older than the replay window are deleted by the server (features/documents/idempotency.ts).
 *
 * email_changes: a pending change of a user's e-mail address, applied when the link mailed to the
 * new address is opened (features/account).
 */
export default /* sql */ `
create table idempotency_keys (
  scope text not null,
  key text not null,
  fingerprint text not null,
  status int,
  response text,
  created_at timestamptz not null,
  primary key (scope, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);

create table email_changes (
  id char(24) primary key,
  user_id char(24) not null references users(id) on delete cascade,
  new_email text not null,
  locale text not null,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_changes_user_idx on email_changes (user_id);
`;
