import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A `date` column, selected as text ('YYYY-MM-DD') by the repo. */
type Day = string;

/** Migration 040: one customer of a business, derived from its documents (customers_refresh fills it). */
export type CustomersTable = {
  id: string;
  business_id: string;
  kind: 'person' | 'company';
  name: string | null;
  cui: string | null;
  cnp: string | null;
  phone: string | null;
  phones: string[];
  email: string | null;
  emails: string[];
  address: string | null;
  keys: string[];
  documents: number;
  first_seen: Day;
  last_seen: Day;
  search: string;
  reminders: boolean | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** Which document names which customer, with the keys it gave when saved. */
export type CustomerDocumentsTable = {
  document_id: string;
  customer_id: string;
  business_id: string;
  kind: 'person' | 'company';
  name: string | null;
  name_key: string | null;
  id_key: string | null;
  cui: string | null;
  cnp: string | null;
  phone_key: string | null;
  email_key: string | null;
  address: string | null;
  day: Day;
  created_at: Timestamp;
};

/** Two customer records a user merged; a rebuild joins them again until the merge is undone. */
export type CustomerMergesTable = {
  id: string;
  business_id: string;
  customer_id: string;
  merged_id: string;
  merged_name: string | null;
  into_document: string;
  from_document: string;
  documents: string[];
  created_by: string | null;
  created_at: Timestamp;
  undone_at: Timestamp | null;
};

/** A customer's consent to reminders, given or withdrawn (the history is kept). */
export type CustomerConsentsTable = {
  id: string;
  business_id: string;
  customer_id: string;
  keys: string[];
  reminders: boolean;
  how: string;
  given_at: Timestamp;
  recorded_at: Timestamp;
  recorded_by: string | null;
};

/** The audit of a GDPR erasure: ids only. */
export type CustomerErasuresTable = {
  id: string;
  business_id: string;
  customer_id: string;
  erased_by: string | null;
  erased_at: Timestamp;
  erased_documents: string[];
  kept_documents: string[];
};

export type CustomersTables = {
  customers: CustomersTable;
  customer_documents: CustomerDocumentsTable;
  customer_merges: CustomerMergesTable;
  customer_consents: CustomerConsentsTable;
  customer_erasures: CustomerErasuresTable;
};
