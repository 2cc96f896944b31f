/**
 * Appointments, beyond the spec (issue 16):
 *
 * - `calendar_feeds`: one private iCalendar feed per business. The URL's token is 256 random bits
 *   handed out once; only its SHA-256 is kept, so the table alone opens no feed. Revoking deletes
 *   the row (the old URL answers 404 at once); regenerating replaces the hash.
 * - `appointment_mails`: each confirmation e-mail sent to an appointment's customer (to whom,
 *   when, in which language, by whom); it goes with the appointment's document.
 */
export default /* sql */ `
create table calendar_feeds (
  business_id char(24) primary key references businesses(id) on delete cascade,
  token_hash char(64) not null unique,
  created_by char(24) null references users(id) on delete set null,
  created_at timestamptz not null,
  last_used_at timestamptz null
);

create table appointment_mails (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  document_id char(24) not null references documents(id) on delete cascade,
  email text not null,
  locale text not null,
  sent_by char(24) null references users(id) on delete set null,
  sent_at timestamptz not null
);
create index appointment_mails_document_idx on appointment_mails (document_id, sent_at desc);
`;
