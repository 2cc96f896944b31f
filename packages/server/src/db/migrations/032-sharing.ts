/**
 * Issue 29: documents sent to their customers, and the customers' answers.
 *
 * share_links: one customer link (`/d/{token}`) per send; only the SHA-256 of its 32 random bytes
 * is kept. It expires, may be revoked, and records when the customer first and last opened it.
 * share_sends: every send (who, when, by which channel, to whom, which version of the document).
 * share_answers: the customer's answer to one version of the document (one per version), with a
 * snapshot of that version (application version, data, number) so its PDF prints it unchanged after
 * edits, the drawn signature (PNG) and the audit trail: the SHA-256 of what was shown, the network
 * (IPv4 /24, IPv6 /48, as session_devices), the browser.
 * Every row goes with its document (and its business).
 */
export default /* sql */ `
create table share_links (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  document_id char(24) not null references documents(id) on delete cascade,
  token_hash char(64) not null,
  document_version integer not null,
  created_by char(24) null references users(id) on delete set null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz null,
  first_opened_at timestamptz null,
  last_opened_at timestamptz null
);
create unique index share_links_token_idx on share_links (token_hash);
create index share_links_document_idx on share_links (document_id, created_at desc);
create index share_links_business_idx on share_links (business_id);

create table share_sends (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  document_id char(24) not null references documents(id) on delete cascade,
  link_id char(24) not null references share_links(id) on delete cascade,
  channel text not null check (channel in ('email', 'sms', 'whatsapp', 'sms_app', 'link')),
  recipient text null,
  message text not null default '',
  locale text not null,
  document_version integer not null,
  sent_by char(24) null references users(id) on delete set null,
  sent_at timestamptz not null,
  status text not null check (status in ('sent', 'failed')),
  error text null
);
create index share_sends_document_idx on share_sends (document_id, sent_at desc);
create index share_sends_link_idx on share_sends (link_id);
create index share_sends_business_idx on share_sends (business_id, sent_at);

create table share_answers (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  document_id char(24) not null references documents(id) on delete cascade,
  link_id char(24) not null references share_links(id) on delete cascade,
  document_version integer not null,
  decision text not null check (decision in ('approved', 'partly_approved', 'declined', 'signed')),
  lines jsonb not null default '[]',
  comment text not null default '',
  signer_name text not null,
  signature bytea null,
  form_id char(24) not null,
  form_version integer not null,
  data jsonb not null,
  number text not null,
  content_sha256 char(64) not null,
  network text not null default '',
  user_agent text not null default '',
  answered_at timestamptz not null
);
create unique index share_answers_version_idx on share_answers (document_id, document_version);
create index share_answers_link_idx on share_answers (link_id);
create index share_answers_business_idx on share_answers (business_id, answered_at);
`;
