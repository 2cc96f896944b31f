/**
 * RAR AutoPass registry integration (issue 18, SPEC §3 Registry submission and credentials).
 *
 * registry_accounts: one per business. The registry e-mail and password as one AES-256-GCM
 * ciphertext, the registry session (token, ≈30 h) as another; each with the id of the key that
 * sealed it, so ENCRYPTION_KEY can be rotated (npm run registry:rotate-key). The last check of the
 * credentials (working / failing) and the registry's service-code list, cached for a day.
 *
 * registry_records: one per document sent (or tried): the registry's autopass_id once accepted,
 * the last outcome, the data last sent or tried (so nothing typed is lost), and the idempotency
 * key of an attempt whose answer never came (a retry sends the same key: never a second record).
 *
 * registry_sends: every send, kept: who, when, what was sent, the registry's answer.
 */
export default /* sql */ `
create table registry_accounts (
  business_id char(24) primary key references businesses(id) on delete cascade,
  credentials_enc bytea not null,
  credentials_key_id text not null,
  session_enc bytea,
  session_key_id text,
  session_expires_at timestamptz,
  status text not null check (status in ('working', 'failing')),
  last_checked_at timestamptz not null,
  last_error text,
  codes jsonb,
  codes_fetched_at timestamptz,
  created_by char(24) references users(id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index registry_accounts_credentials_key_idx on registry_accounts (credentials_key_id);

create table registry_records (
  document_id char(24) primary key references documents(id) on delete cascade,
  business_id char(24) not null references businesses(id) on delete cascade,
  autopass_id text,
  state text not null check (state in ('pending', 'sent', 'failed')),
  last_error_code text,
  last_error text,
  payload jsonb not null,
  pending_key text,
  attempts integer not null default 0,
  sent_at timestamptz,
  updated_at timestamptz not null
);
create index registry_records_business_idx on registry_records (business_id, state);

create table registry_sends (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  -- null for a record sent without a document (POST /user/forms/autopass without submission_id)
  document_id char(24) references documents(id) on delete cascade,
  created_by char(24) references users(id) on delete set null,
  created_at timestamptz not null,
  action text not null check (action in ('submit', 'update')),
  idempotency_key text,
  request jsonb not null,
  outcome text not null,
  response jsonb,
  autopass_id text
);
create index registry_sends_document_idx on registry_sends (document_id, created_at desc);
create index registry_sends_business_idx on registry_sends (business_id, created_at desc);
`;
