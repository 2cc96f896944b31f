/**
 * Deleting a business account (issue 14, GDPR art. 17).
 *
 * account_deletion_requests: the owner asked, with the password, to delete the business; the
 * link mailed to the owner (the token, stored hashed) confirms it within an hour, once. A token
 * belongs to one business: it can delete nothing else.
 *
 * deleted_accounts: what the operator must still keep once a business is gone — its own
 * accounting records of what it billed that business (subscription periods and amounts, in
 * `billing`). Legea contabilității nr. 82/1991 (republicată), art. 25 alin. (1), and OMFP
 * 2634/2015 secțiunea C: accounting registers and supporting documents are kept 10 years from the
 * end of the financial year in which they were made (as in force, checked 25.11.2026). Nothing
 * else about the business or its people: no name, address, e-mail, document or profile. No
 * foreign key to businesses: the row outlives it.
 */
export default /* sql */ `
create table account_deletion_requests (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  user_id char(24) not null references users(id) on delete cascade,
  token_hash text not null unique,
  locale text not null default 'ro',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index account_deletion_requests_business_idx on account_deletion_requests (business_id);
create index account_deletion_requests_user_idx on account_deletion_requests (user_id);

create table deleted_accounts (
  id char(24) primary key,
  business_id char(24) not null,
  deleted_at timestamptz not null,
  deleted_by text not null check (deleted_by in ('owner', 'admin')),
  admin_id char(24) references users(id) on delete set null,
  reason text not null default '',
  billing jsonb not null
);
create index deleted_accounts_deleted_idx on deleted_accounts (deleted_at desc);
`;
