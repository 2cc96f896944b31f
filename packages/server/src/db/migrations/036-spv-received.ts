/**
 * Issue 30: supplier invoices in. The e-Factura invoices ANAF holds for the business as a buyer
 * (a parts supplier's invoice), fetched from SPV's message list once a day and on demand.
 *
 * spv_received: one row per ANAF message (`message_id` is its download id, unique per business, so
 * a second sync keeps nothing twice). What Atelier read of the UBL (supplier, number, dates,
 * currency, totals, VAT breakdown and lines; null or empty when the XML could not be read), the XML
 * and the ZIP exactly as ANAF sent them (the legal original, in the database, backed up with the
 * data), and `search`: the supplier's name, its CIF and the number, folded (lower case, without
 * diacritics: core's foldForSearch) for the list's search.
 */
export default /* sql */ `
create table spv_received (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  message_id text not null,
  kind text not null check (kind in ('invoice', 'credit_note', 'unreadable')),
  supplier_name text not null,
  supplier_cif text not null,
  buyer_cif text not null,
  number text not null,
  issue_date text check (issue_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  due_date text check (due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  currency text not null,
  net numeric(18, 2),
  vat numeric(18, 2),
  payable numeric(18, 2),
  vat_breakdown jsonb not null default '[]',
  lines jsonb not null default '[]',
  xml text not null,
  zip bytea not null,
  file_name text not null,
  received_at timestamptz not null,
  created_at timestamptz not null,
  search text not null
);
create unique index spv_received_message_idx on spv_received (business_id, message_id);
create index spv_received_list_idx on spv_received (business_id, issue_date desc, received_at desc, id desc);
create index spv_received_search_idx on spv_received using gin (business_id, search gin_trgm_ops);
`;
