import { installSql } from '../functions/index.js';

/**
 * Issue 31: the customer directory, tables derived from the documents' client facts (DESIGN.md
 * "Derived directories"): never the source of truth, rebuilt from the documents by
 * `customers_rebuild` (and `npm run customers:rebuild`), kept current by the customers feature's
 * document hooks. What users decide about a customer is kept apart, by the documents or keys it
 * names, so that a rebuild keeps it:
 *
 * customers: one customer of a business: its newest name, CUI or CNP, phone, e-mail and address,
 * every phone and e-mail its documents gave, its keys (`cui:`/`cnp:`, `tel:`, `mail:`, or `name:`
 * for one known by its name alone), the dates of its first and newest documents, how many there
 * are, its newest consent to reminders, and `search` (folded names, phones, e-mails, CUI/CNP).
 * customer_documents: which document names which customer, with the keys it gave when saved.
 * customer_merges: two records a user merged (and may split again): anchored to a document of
 * each, which a rebuild joins again while the merge is not undone.
 * customer_consents: the consent history (GDPR art. 7(1)): given or withdrawn, how, when, who
 * recorded it, and the customer's keys then.
 * customer_erasures: the audit of erasures: who, when, which documents were erased and which kept
 * (ids only, nothing of the erased data).
 */
export default /* sql */ `
create table customers (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  kind text not null default 'person' check (kind in ('person', 'company')),
  name text null,
  cui text null,
  cnp text null,
  phone text null,
  phones text[] not null default '{}',
  email text null,
  emails text[] not null default '{}',
  address text null,
  keys text[] not null default '{}',
  documents integer not null default 0,
  first_seen date not null,
  last_seen date not null,
  search text not null default '',
  reminders boolean null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- The list, newest first.
create index customers_business_idx on customers (business_id, last_seen desc, id desc);
-- Search by fragments of a name, phone, e-mail, CUI or CNP (three characters or more use it).
create index customers_search_idx on customers using gin (business_id, search gin_trgm_ops);

create table customer_documents (
  document_id char(24) primary key references documents(id) on delete cascade,
  customer_id char(24) not null references customers(id) on delete cascade,
  business_id char(24) not null references businesses(id) on delete cascade,
  kind text not null,
  name text null,
  name_key text null,
  id_key text null,
  cui text null,
  cnp text null,
  phone_key text null,
  email_key text null,
  address text null,
  day date not null,
  created_at timestamptz not null
);
create index customer_documents_customer_idx on customer_documents (customer_id, day, created_at, document_id);
-- Each key's customers, newest first (customers_place_document reads the top one, and the others
-- than the one a document joined as two ranges): one look-up per key however many documents share it.
create index customer_documents_id_idx on customer_documents (business_id, id_key, customer_id) where id_key is not null;
create index customer_documents_phone_idx on customer_documents (business_id, phone_key, customer_id) where phone_key is not null;
create index customer_documents_email_idx on customer_documents (business_id, email_key, customer_id) where email_key is not null;
create index customer_documents_name_idx on customer_documents (business_id, name_key, customer_id) where name_key is not null;

create table customer_merges (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  customer_id char(24) not null,
  merged_id char(24) not null,
  merged_name text null,
  into_document char(24) not null references documents(id) on delete cascade,
  from_document char(24) not null references documents(id) on delete cascade,
  documents char(24)[] not null,
  created_by char(24) null references users(id) on delete set null,
  created_at timestamptz not null,
  undone_at timestamptz null
);
create index customer_merges_business_idx on customer_merges (business_id, customer_id, created_at);

create table customer_consents (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  customer_id char(24) not null,
  keys text[] not null,
  reminders boolean not null,
  how text not null,
  given_at timestamptz not null,
  recorded_at timestamptz not null,
  recorded_by char(24) null references users(id) on delete set null
);
create index customer_consents_business_idx on customer_consents (business_id, recorded_at desc);

create table customer_erasures (
  id char(24) primary key,
  business_id char(24) not null references businesses(id) on delete cascade,
  customer_id char(24) not null,
  erased_by char(24) null references users(id) on delete set null,
  erased_at timestamptz not null,
  erased_documents char(24)[] not null,
  kept_documents char(24)[] not null
);
create index customer_erasures_business_idx on customer_erasures (business_id, erased_at);

${installSql(['customer_cui_key', 'customer_cnp_key', 'customer_phone_key', 'customer_email_key', 'customer_name_key', 'customers_refresh', 'customers_place_document', 'customers_sync_document', 'customers_rebuild'])}

-- Filled from the documents already there by migration 043 (customers_rebuild's current body calls a function it adds).
`;
