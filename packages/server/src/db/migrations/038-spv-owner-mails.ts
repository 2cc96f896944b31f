/**
 * Issue 30: what SPV tells the business owner by e-mail.
 *
 * spv_connections.disconnect_mailed_at: when the owner was told that the connection stopped working
 * (ANAF refused the refresh, the connection expired, its tokens no longer open): one e-mail per
 * failure, cleared when the connection works again (a refresh, a new connect).
 * spv_deadline_mails: the daily warning of invoices near their SPV deadline, one row per business
 * and Romanian day, claimed before the e-mail goes (never twice the same day, whatever the number of
 * instances or runs), with the invoices it listed.
 */
export default /* sql */ `
alter table spv_connections add column disconnect_mailed_at timestamptz;

create table spv_deadline_mails (
  business_id char(24) not null references businesses(id) on delete cascade,
  day text not null check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  email text not null,
  invoices jsonb not null,
  status text not null check (status in ('sending', 'sent')),
  created_at timestamptz not null,
  sent_at timestamptz,
  primary key (business_id, day)
);
`;
