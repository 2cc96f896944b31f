/**
 * Issue 28: the operator's details the admin fills in on the dashboard, for the fields OPERATOR_*
 * does not set (the environment wins field by field). One row at most (id = 1); a cleared field is null.
 */
export default /* sql */ `
create table operator_details (
  id smallint primary key default 1 check (id = 1),
  name text null,
  cui text null,
  reg_no text null,
  address text null,
  email text null,
  phone text null,
  whatsapp text null,
  updated_at timestamptz not null default now()
);
`;
