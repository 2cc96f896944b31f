import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

/** Migration 032: a customer link to a document; only the SHA-256 (hex) of its token is kept. */
export type ShareLinksTable = {
  id: string;
  business_id: string;
  document_id: string;
  token_hash: string;
  document_version: number;
  created_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  first_opened_at: NullableTimestamp;
  last_opened_at: NullableTimestamp;
};

export type ShareSendsTable = {
  id: string;
  business_id: string;
  document_id: string;
  link_id: string;
  channel: 'email' | 'sms' | 'whatsapp' | 'sms_app' | 'link';
  recipient: string | null;
  message: Generated<string>;
  locale: string;
  document_version: number;
  sent_by: string | null;
  sent_at: Timestamp;
  status: 'sent' | 'failed';
  error: string | null;
};

/** The customer's answer to one version of a document, with that version's snapshot and the audit trail. */
export type ShareAnswersTable = {
  id: string;
  business_id: string;
  document_id: string;
  link_id: string;
  document_version: number;
  decision: 'approved' | 'partly_approved' | 'declined' | 'signed';
  lines: Json<{ index: number; approved: boolean }[]>;
  comment: Generated<string>;
  signer_name: string;
  signature: Buffer | null;
  form_id: string;
  form_version: number;
  data: Json<unknown>;
  number: string;
  content_sha256: string;
  network: Generated<string>;
  user_agent: Generated<string>;
  answered_at: Timestamp;
};

/** Migration 033: an answered version's PDF in one language, as first made (served as stored). */
export type ShareAnswerPdfsTable = {
  answer_id: string;
  locale: string;
  business_id: string;
  pdf: Buffer;
  created_at: Timestamp;
};

export type SharingTables = {
  share_links: ShareLinksTable;
  share_sends: ShareSendsTable;
  share_answers: ShareAnswersTable;
  share_answer_pdfs: ShareAnswerPdfsTable;
};
