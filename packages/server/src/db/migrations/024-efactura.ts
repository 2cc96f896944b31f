/**
 * e-Factura (issue 19).
 *
 * anaf_companies: ANAF's answer per CUI (the company, or null when ANAF does not know it), shared
 * by every server process and instance, so a CUI looked up on one is answered from here on all of
 * them for a day (`fetched_at`); `day` is the date the answer is valid for (asked of ANAF).
 *
 * anaf_pacing: one row (made by the first send, so a move to PostgreSQL finds the table empty), the
 * moment the last request left for ANAF. Without Redis, a process may send
 * only by moving it forward at least a second (one conditional update), so ANAF's one request per
 * second holds across processes.
 *
 * documents_issue_day_idx: a month's invoices by their issue date (the document.date fact, the
 * creation day in UTC when it has none, as the statistics read it) and id, for the month's ZIP read
 * by keyset (the same reading as the statistics' stats_day, which an index cannot call).
 */
export default /* sql */ `
create table anaf_companies (
  cui text primary key,
  day date not null,
  answer jsonb,
  fetched_at timestamptz not null
);
create index anaf_companies_fetched_idx on anaf_companies (fetched_at);

create table anaf_pacing (
  id int primary key check (id = 1),
  sent_at timestamptz not null
);

-- Only pg_catalog's functions inside: an index is built with search_path = pg_catalog (PostgreSQL 17).
create function efactura_issue_day(facts jsonb, created_at timestamptz) returns date language plpgsql immutable as $$
declare
  value text := left(facts->>'document.date', 10);
begin
  if value ~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
    and substr(value, 9, 2)::int <= extract(day from (substr(value, 1, 7) || '-01')::date + interval '1 month' - interval '1 day') then
    return value::date;
  end if;
  return (created_at at time zone 'UTC')::date;
end $$;
create index documents_issue_day_idx on documents (business_id, efactura_issue_day(facts, created_at), id);
`;
