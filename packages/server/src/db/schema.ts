import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { EfacturaTables } from './schema-efactura.js';
import type { RemindersTables } from './schema-reminders.js';
import type { SharingTables } from './schema-sharing.js';
import type { VehiclesTables } from './schema-vehicles.js';
import type { CustomersTables } from './schema-customers.js';
import type { SpvTables } from './schema-spv.js';
import type { FormAddon } from '@atelier/core';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string;
  is_admin: Generated<boolean>;
  created_at: CreatedAt;
  /** The business the person belongs to (null: an admin, or a member who was removed). */
  business_id: ColumnType<string | null, string | null | undefined, string | null>;
  role: ColumnType<UserRole | null, UserRole | null | undefined, UserRole | null>;
  /** The person's name, shown as who made a document ('' when not given). */
  name: Generated<string>;
  /** When the password was last set by a reset or a change (a record; sessions end by revocation). */
  tokens_valid_after: Timestamp;
  /** Last authenticated request, written at most once a minute. */
  last_seen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The dashboard's first steps were closed by the user. */
  first_steps_dismissed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type UserRole = 'owner' | 'member';

/** The business account (issue 14): it owns the documents, subscriptions, logo, profile and statistics. */
export type BusinessesTable = {
  id: string;
  name: Generated<string>;
  created_at: CreatedAt;
  trial_ends_at: Timestamp;
  /** Idle minutes before the web app locks itself; 0 = never. Set by the owner for the shared PC. */
  auto_lock_minutes: Generated<number>;
  /** Members may see the statistics (the owner always does). */
  members_see_statistics: Generated<boolean>;
};

/** An owner's invitation by e-mail to join the business (single use; the token is stored hashed). */
export type InvitationsTable = {
  id: string;
  business_id: string;
  email: string;
  name: Generated<string>;
  locale: Generated<string>;
  invited_by: string | null;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  accepted_by: ColumnType<string | null, string | null | undefined, string | null>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type SessionLocksTable = {
  family_id: string;
  user_id: string;
  locked_at: Timestamp;
};

export type RefreshTokensTable = {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
};

export type SessionDevicesTable = {
  family_id: string;
  user_id: string;
  user_agent: string;
  ip_prefix: string | null;
  created_at: Timestamp;
};

export type PasswordResetsTable = {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type IdempotencyKeysTable = {
  scope: string;
  key: string;
  fingerprint: string;
  status: number | null;
  /** The first answer's JSON text, as it was sent. */
  response: string | null;
  created_at: Timestamp;
};

export type EmailChangesTable = {
  id: string;
  user_id: string;
  new_email: string;
  /** Language of the e-mails about this change. */
  locale: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type SubscriptionsTable = {
  id: string;
  business_id: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: CreatedAt;
  applications: Generated<number>;
  registry_integration: Generated<boolean>;
  entry_sheet: Generated<boolean>;
  logo: Generated<boolean>;
  /** The one-off logo addition was billed with this period. */
  logo_one_off: Generated<boolean>;
  /** numeric(12,2): strings on the wire. */
  price_net: ColumnType<string, string | undefined, string>;
  price_vat: ColumnType<string, string | undefined, string>;
  price_gross: ColumnType<string, string | undefined, string>;
  /** The one-off part of the price above (migration 013). */
  one_off_net: ColumnType<string, string | undefined, string>;
  one_off_vat: ColumnType<string, string | undefined, string>;
  one_off_gross: ColumnType<string, string | undefined, string>;
  recorded_by: string | null;
};

export type BusinessLogosTable = {
  business_id: string;
  content: Buffer;
  mime: 'image/png' | 'image/jpeg';
  updated_at: Timestamp;
};

export type CompanyProfilesTable = {
  business_id: string;
  name: string;
  cui: string;
  reg_no: string;
  address: string;
  county: string;
  city: string;
  phone: string;
  email: string;
  iban: string;
  bank: string;
  vat_payer: boolean;
  updated_at: Timestamp;
};

export type ContactMessagesTable = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: CreatedAt;
  read_at: Timestamp | null;
};

export type SchemaMigrationsTable = {
  id: string;
  applied_at: CreatedAt;
};

export type FormsTable = {
  id: string;
  key: string;
  current_version: number;
  title: string;
  description: Generated<string>;
  category: string;
  is_public: Generated<boolean>;
  /** The add-on of the current definition (its "addon"), kept in step by publishing. */
  addon: ColumnType<FormAddon | null, FormAddon | null | undefined, FormAddon | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
};

/** Migration 047: the catalogue (files and server version, hashed) the last start published in full. */
export type CatalogSeededTable = {
  id: Generated<boolean>;
  fingerprint: string;
  seeded_at: Timestamp;
};

export type FormVersionsTable = {
  form_id: string;
  version: number;
  /** The form definition JSON (validated by core's formDefinitionSchema before it is stored). */
  definition: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
};

export type FormAccessTable = {
  business_id: string;
  form_id: string;
  granted_at: CreatedAt;
};

export type FormRequestStatus = 'pending' | 'approved' | 'rejected';

export type FormRequestsTable = {
  id: string;
  business_id: string;
  /** Who asked (null once that person is gone). */
  requested_by: ColumnType<string | null, string | null | undefined, string | null>;
  form_id: string;
  status: ColumnType<FormRequestStatus, FormRequestStatus | undefined, FormRequestStatus>;
  created_at: CreatedAt;
  decided_at: Timestamp | null;
};

export type DocumentCountersTable = {
  business_id: string;
  form_id: string;
  last_number: number;
};

/** The business's counter of a numbering series (a definition's prefix, migration 027). */
export type DocumentSeriesTable = {
  business_id: string;
  series: string;
  last_number: number;
};

type Json<T> = ColumnType<T, string, string>;

export type DocumentsTable = {
  id: string;
  business_id: string;
  /** Who made it (null once that person is gone). */
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  form_id: string;
  form_version: number;
  number: string;
  seq: number;
  data: Json<Record<string, unknown>>;
  reusable: Json<Record<string, unknown>>;
  facts: Json<Record<string, string>>;
  metadata: Json<Record<string, unknown>>;
  search_text: string;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

/** One row per counted document, derived by the triggers of migration 005 (never written by the app). */
export type DocumentStatsTable = {
  document_id: string;
  business_id: string;
  grp: 'service' | 'invoice' | 'finance';
  day: ColumnType<string, string, string>;
  grand: string | null;
  parts: string | null;
  labor: string | null;
  client_type: string | null;
  client_key: string | null;
  client_name: string | null;
  make_key: string | null;
  make: string | null;
  reason_key: string | null;
  reason: string | null;
  plate: string | null;
  service_days: number | null;
  rate: string | null;
  status: string | null;
  finance_kind: string | null;
  category: string | null;
  amount: string | null;
};

/** One row per named line (parts, labour, invoice items) of a counted document; see migration 005. */
export type DocumentStatLinesTable = {
  document_id: string;
  business_id: string;
  grp: string;
  day: ColumnType<string, string, string>;
  line: string;
  name_key: string;
  name: string;
  value: string;
};

export type PublicSubmissionCountersTable = {
  form_id: string;
  last_number: number;
};

export type PublicSubmissionsTable = {
  id: string;
  form_id: string;
  form_version: number;
  number: string;
  data: Json<Record<string, unknown>>;
  facts: Json<Record<string, string>>;
  totals: Json<Record<string, string>>;
  created_at: CreatedAt;
};

export type DataExportStatusColumn = 'queued' | 'running' | 'done' | 'failed' | 'expired';

export type DataExportsTable = {
  id: string;
  business_id: string;
  requested_by: string | null;
  status: ColumnType<DataExportStatusColumn, DataExportStatusColumn | undefined, DataExportStatusColumn>;
  total: Generated<number>;
  done: Generated<number>;
  /** bigint: a string from the driver. */
  bytes: ColumnType<string | null, number | null | undefined, number | null>;
  error: string | null;
  locale: string;
  created_at: Timestamp;
  started_at: Timestamp | null;
  heartbeat_at: Timestamp | null;
  finished_at: Timestamp | null;
  expires_at: Timestamp | null;
};

/** A request to delete a business, confirmed by the link mailed to its owner (migration 020). */
export type AccountDeletionRequestsTable = {
  id: string;
  business_id: string;
  user_id: string;
  token_hash: string;
  locale: Generated<string>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

/** The billing periods and amounts billed to a deleted business: what the law makes the operator keep. */
export type DeletedAccountBilling = {
  retention: { years: number; until: string | null; source: string };
  periods: {
    starts_at: string;
    ends_at: string;
    billed_at: string;
    applications: number;
    addons: { registry_integration: boolean; entry_sheet: boolean; logo: boolean; logo_one_off: boolean };
    price_net: string;
    price_vat: string;
    price_gross: string;
    one_off_net: string;
    one_off_vat: string;
    one_off_gross: string;
  }[];
};

export type DeletedAccountsTable = {
  id: string;
  business_id: string;
  deleted_at: Timestamp;
  deleted_by: 'owner' | 'admin';
  admin_id: string | null;
  reason: Generated<string>;
  billing: Json<DeletedAccountBilling>;
};

/** Migration 023 (registry): one per business; both secrets are AES-256-GCM ciphertexts with their key id. */
export type RegistryAccountsTable = {
  business_id: string;
  credentials_enc: Buffer;
  credentials_key_id: string;
  session_enc: Buffer | null;
  session_key_id: string | null;
  session_expires_at: Date | null;
  status: 'working' | 'failing';
  last_checked_at: Date;
  last_error: string | null;
  codes: Json<unknown> | null;
  codes_fetched_at: Date | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
};

export type RegistryRecordsTable = {
  document_id: string;
  business_id: string;
  autopass_id: string | null;
  state: 'pending' | 'sent' | 'failed';
  last_error_code: string | null;
  last_error: string | null;
  payload: Json<Record<string, unknown>>;
  pending_key: string | null;
  attempts: Generated<number>;
  sent_at: Date | null;
  updated_at: Date;
};

export type RegistrySendsTable = {
  id: string;
  business_id: string;
  document_id: string | null;
  created_by: string | null;
  created_at: Date;
  action: 'submit' | 'update';
  idempotency_key: string | null;
  request: Json<Record<string, unknown>>;
  outcome: string;
  response: Json<unknown> | null;
  autopass_id: string | null;
};

export type WorkingHoursTable = {
  business_id: string;
  weekday: number;
  working: boolean;
  open_at: string;
  close_at: string;
  /** numeric: a string as read. */
  available_hours: string | number;
  updated_by: string | null;
  updated_at: Timestamp;
};

export type ClosedDaysTable = { id: string; business_id: string; day: string; note: string; created_by: string | null; created_at: Timestamp };

/** Written by the documents trigger of migration 021; `day` is read as a "YYYY-MM-DD" string (to_char). */
export type AppointmentSlotsTable = {
  document_id: string;
  business_id: string;
  day: string | null;
  start_at: string | null;
  hours: string;
  status: string;
  deviz_id: string | null;
};

/** Migration 041: when a booked car arrived and when work on it started (Today); done is the document's status. */
export type AppointmentProgressTable = { document_id: string; business_id: string; arrived_at: Timestamp | null; started_at: Timestamp | null; updated_by: string | null; updated_at: Timestamp };

/** Migration 025: a business's private calendar feed; only the SHA-256 of its token is kept. */
export type CalendarFeedsTable = { business_id: string; token_hash: string; created_by: string | null; created_at: Timestamp; last_used_at: Timestamp | null };

/** Migration 025: each confirmation e-mail sent to an appointment's customer. */
export type AppointmentMailsTable = { id: string; business_id: string; document_id: string; email: string; locale: string; sent_by: string | null; sent_at: Timestamp };

/** Migration 030: the operator's details the admin saved (one row, id 1); OPERATOR_* wins field by field. */
export type OperatorDetailsTable = {
  id: Generated<number>;
  name: string | null;
  cui: string | null;
  reg_no: string | null;
  address: string | null;
  email: string | null;
  phone: string | null;
  whatsapp: string | null;
  updated_at: Timestamp;
};

export type Database = {
  forms: FormsTable;
  form_versions: FormVersionsTable;
  catalog_seeded: CatalogSeededTable;
  form_access: FormAccessTable;
  form_requests: FormRequestsTable;
  document_counters: DocumentCountersTable;
  document_series: DocumentSeriesTable;
  documents: DocumentsTable;
  document_stats: DocumentStatsTable;
  document_stat_lines: DocumentStatLinesTable;
  public_submission_counters: PublicSubmissionCountersTable;
  public_submissions: PublicSubmissionsTable;
  users: UsersTable;
  businesses: BusinessesTable;
  invitations: InvitationsTable;
  refresh_tokens: RefreshTokensTable;
  session_devices: SessionDevicesTable;
  session_locks: SessionLocksTable;
  password_resets: PasswordResetsTable;
  idempotency_keys: IdempotencyKeysTable;
  email_changes: EmailChangesTable;
  subscriptions: SubscriptionsTable;
  business_logos: BusinessLogosTable;
  company_profiles: CompanyProfilesTable;
  contact_messages: ContactMessagesTable;
  account_deletion_requests: AccountDeletionRequestsTable;
  deleted_accounts: DeletedAccountsTable;
  schema_migrations: SchemaMigrationsTable;
  data_exports: DataExportsTable;
  registry_accounts: RegistryAccountsTable;
  registry_records: RegistryRecordsTable;
  registry_sends: RegistrySendsTable;
  working_hours: WorkingHoursTable;
  closed_days: ClosedDaysTable;
  appointment_slots: AppointmentSlotsTable;
  appointment_progress: AppointmentProgressTable;
  calendar_feeds: CalendarFeedsTable;
  appointment_mails: AppointmentMailsTable;
  operator_details: OperatorDetailsTable;
} & RemindersTables &
  EfacturaTables &
  SharingTables &
  VehiclesTables &
  CustomersTables &
  SpvTables;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type BusinessRow = Selectable<BusinessesTable>;
export type InvitationRow = Selectable<InvitationsTable>;
export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;
export type EmailChangeRow = Selectable<EmailChangesTable>;
export type FormRow = Selectable<FormsTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type FormRequestRow = Selectable<FormRequestsTable>;
export type PublicSubmissionRow = Selectable<PublicSubmissionsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type DataExportRow = Selectable<DataExportsTable>;
