import type { SpvConnectionFailure, SpvUploadError } from '@atelier/core';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Migration 034: a business's connection to ANAF's SPV; the tokens sealed (infra/secret-box.ts), never in clear. */
export type SpvConnectionsTable = {
  business_id: string;
  access_enc: Buffer;
  refresh_enc: Buffer;
  key_id: string;
  access_expires_at: Timestamp;
  refresh_expires_at: Timestamp;
  status: 'connected' | 'failing';
  /** core SPV_CONNECTION_FAILURES (migration 048) while failing. */
  last_error_code: SpvConnectionFailure | null;
  last_error: string | null;
  connected_by: string | null;
  connected_at: Timestamp;
  refreshed_at: NullableTimestamp;
  updated_at: Timestamp;
  /** Migration 038: the owner was told the connection stopped working (cleared once it works again). */
  disconnect_mailed_at: NullableTimestamp;
};

export type SpvSettingsTable = {
  business_id: string;
  upload_mode: Generated<'auto' | 'manual'>;
  /** Percent added to a received line's price when picked into a deviz (numeric: a string when read). */
  parts_markup: Generated<string>;
  /** The language of the owner's SPV e-mails (migration 049): the owner's app language at their last connect or upload-mode choice. */
  locale: Generated<string>;
  updated_by: string | null;
  updated_at: Timestamp;
};

/** The one-time state of a connect: only its SHA-256 (hex). */
export type SpvOauthStatesTable = {
  state_hash: string;
  business_id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
};

export type SpvUploadState = 'to_send' | 'sent' | 'processing' | 'accepted' | 'rejected' | 'failed';

/** One attempt to upload an invoice. */
export type SpvUploadsTable = {
  id: string;
  business_id: string;
  document_id: string | null;
  number: string;
  /** "YYYY-MM-DD": the invoice's issue date (the deadline counts from it). */
  issue_date: string;
  state: SpvUploadState;
  trigger: 'auto' | 'manual';
  requested_by: string | null;
  cif: string | null;
  b2c: boolean | null;
  credit_note: boolean | null;
  xml: string | null;
  upload_index: string | null;
  download_id: string | null;
  messages: ColumnType<string[], string | undefined, string>;
  /** core SPV_UPLOAD_ERRORS (migration 048); null when the last try got through, or a text from before the codes. */
  last_error_code: SpvUploadError | null;
  last_error: string | null;
  failures: Generated<number>;
  polls: Generated<number>;
  step: Generated<number>;
  maybe_uploaded_at: NullableTimestamp;
  next_check_at: NullableTimestamp;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  updated_at: Timestamp;
};

/** The signed ZIP of an accepted upload, as ANAF sent it. */
export type SpvArchivesTable = {
  upload_id: string;
  business_id: string;
  file_name: string;
  zip: Buffer;
  created_at: Timestamp;
};

/** Migration 036: a supplier's invoice ANAF holds for the business as a buyer, as read and as sent. */
export type SpvReceivedTable = {
  id: string;
  business_id: string;
  /** ANAF's message id (its download id). */
  message_id: string;
  kind: 'invoice' | 'credit_note' | 'unreadable';
  supplier_name: string;
  supplier_cif: string;
  buyer_cif: string;
  number: string;
  issue_date: string | null;
  due_date: string | null;
  currency: string;
  /** numeric(18,2): read back as text. */
  net: ColumnType<string | null, number | null, number | null>;
  vat: ColumnType<string | null, number | null, number | null>;
  payable: ColumnType<string | null, number | null, number | null>;
  vat_breakdown: ColumnType<unknown[], string, string>;
  lines: ColumnType<unknown[], string, string>;
  xml: string;
  zip: Buffer;
  file_name: string;
  received_at: Timestamp;
  created_at: Timestamp;
  search: string;
};

/** Migration 038: the day's e-mail to the owner about invoices near their SPV deadline, claimed before it goes. */
export type SpvDeadlineMailsTable = {
  business_id: string;
  day: string;
  email: string;
  /** What it listed: [{ document_id, number, deadline, working_days_left }]. */
  invoices: ColumnType<unknown[], string, string>;
  status: 'sending' | 'sent';
  created_at: Timestamp;
  sent_at: NullableTimestamp;
};

export type SpvTables = {
  spv_deadline_mails: SpvDeadlineMailsTable;
  spv_received: SpvReceivedTable;
  spv_connections: SpvConnectionsTable;
  spv_settings: SpvSettingsTable;
  spv_oauth_states: SpvOauthStatesTable;
  spv_uploads: SpvUploadsTable;
  spv_archives: SpvArchivesTable;
};


