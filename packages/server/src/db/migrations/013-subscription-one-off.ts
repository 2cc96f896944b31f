export default /* sql */ `
-- The one-off items billed with a subscription period (the logo addition, SPEC §9), kept apart from
-- the yearly price (issue 13: the logo's 100 RON read as yearly). price_net/vat/gross stay what the
-- period billed in all; the yearly price is that minus these. Periods recorded before carried the logo
-- at its price then: 100 RON + 21% VAT.
alter table subscriptions
  add column one_off_net numeric(12, 2) not null default 0,
  add column one_off_vat numeric(12, 2) not null default 0,
  add column one_off_gross numeric(12, 2) not null default 0;
update subscriptions set one_off_net = 100, one_off_vat = 21, one_off_gross = 121 where logo_one_off;
`;
