import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A `date` column: read as a 'YYYY-MM-DD' string (the pg type parser is set so in db/connection). */
type DateColumn = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export type JobsTable = {
  id: string;
  kind: string;
  business_id: string | null;
  key: string;
  payload: Json<Record<string, unknown>>;
  status: Generated<JobStatus>;
  done: Generated<number>;
  total: Generated<number>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: Timestamp;
  locked_by: string | null;
  locked_at: NullableTimestamp;
  heartbeat_at: NullableTimestamp;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  /** Migration 034: jobs of one lane run one at a time, whatever the number of instances (one business's SPV calls). */
  lane: ColumnType<string | null, string | null | undefined, string | null>;
};

export type ServiceTagsTable = {
  id: string;
  business_id: string;
  name: string;
  interval_months: number;
  aliases: string;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type DocumentTagsTable = {
  document_id: string;
  tag_id: string;
  business_id: string;
  vehicle_key: string | null;
  service_date: DateColumn;
  source: 'manual' | 'auto';
  created_at: Timestamp;
};

/** A tag the user took off a document by hand: auto-tagging never puts it back (migration 026). */
export type DocumentTagRemovalsTable = {
  document_id: string;
  tag_id: string;
  business_id: string;
  removed_at: Timestamp;
};

export type ServiceRemindersTable = {
  business_id: string;
  tag_id: string;
  vehicle_key: string;
  plate: string | null;
  vin: string | null;
  last_document_id: string;
  last_date: DateColumn;
  due_date: DateColumn;
  client_name: string | null;
  client_phone: string | null;
  client_email: string | null;
  search: string;
};

export type ReminderSettingsTable = {
  business_id: string;
  upcoming_days: number;
  mail_enabled: boolean;
  mail_days_before: number;
  digest_enabled: boolean;
  /** The weekly digest's language (migration 026). */
  locale: Generated<string>;
  /** Migration 031: reminders by SMS too (issue 29). */
  sms_enabled: Generated<boolean>;
  updated_at: Timestamp;
};

export type ReminderConsentsTable = {
  id: string;
  business_id: string;
  email: string;
  client_name: string;
  locale: string;
  source: 'in_person' | 'phone' | 'email' | 'written';
  consented_at: Timestamp;
  recorded_by: string | null;
  token_hash: string;
  unsubscribed_at: NullableTimestamp;
  /** Migration 031: the mobile number of a consent to SMS reminders too. */
  phone: string | null;
};

export type ReminderSendsTable = {
  id: string;
  business_id: string;
  /** The tag-made reminder's tag, or (migration 029) null for a reminder document's e-mail. */
  tag_id: string | null;
  /** Migration 029: the reminder document mailed about (null for a tag-made reminder). */
  document_id: string | null;
  vehicle_key: string;
  due_date: DateColumn;
  email: string;
  status: 'sending' | 'sent' | 'failed';
  error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  /** Migration 031: e-mail or SMS, each once per due date; the number an SMS went to. */
  channel: Generated<'email' | 'sms'>;
  phone: string | null;
  /** Migration 045: the paper (ITP, RCA, rovinietă) of the vehicle reminded about (null for a tag's or a document's). */
  paper: Generated<Paper | null>;
};

/** The papers whose expiry dates are reminders (migration 045). */
export type Paper = 'itp' | 'rca' | 'vignette';

/** Migration 045: each car's newest expiry date per paper, from the documents that carry one. */
export type PaperRemindersTable = {
  business_id: string;
  vehicle_key: string;
  paper: Paper;
  document_id: string;
  due_date: DateColumn;
  plate: string | null;
  vin: string | null;
  client_name: string | null;
  client_phone: string | null;
  client_email: string | null;
  search: string;
};

/** The tables of migration 022 (issue 17), merged into Database. */
export type RemindersTables = {
  jobs: JobsTable;
  service_tags: ServiceTagsTable;
  document_tags: DocumentTagsTable;
  document_tag_removals: DocumentTagRemovalsTable;
  service_reminders: ServiceRemindersTable;
  reminder_settings: ReminderSettingsTable;
  reminder_consents: ReminderConsentsTable;
  reminder_sends: ReminderSendsTable;
  paper_reminders: PaperRemindersTable;
};

export type JobRow = Selectable<JobsTable>;
export type ServiceTagRow = Selectable<ServiceTagsTable>;
export type ServiceReminderRow = Selectable<ServiceRemindersTable>;
