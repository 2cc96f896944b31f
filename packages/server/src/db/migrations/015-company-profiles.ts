export default /* sql */ `
-- The company's own data, typed once and pre-filled into every form's company step. Keyed by the
-- user for now: when accounts become businesses, the key becomes business_id (one row per
-- business), which is why it is a table of its own and not columns of users.
create table company_profiles (
  user_id char(24) primary key references users(id) on delete cascade,
  name text not null default '',
  cui text not null default '',
  reg_no text not null default '',
  address text not null default '',
  county text not null default '',
  city text not null default '',
  phone text not null default '',
  email text not null default '',
  iban text not null default '',
  bank text not null default '',
  vat_payer boolean not null default false,
  updated_at timestamptz not null default now()
);

-- The dashboard's first steps, closed by the user (they also end by themselves once done).
alter table users add column first_steps_dismissed_at timestamptz;
`;
