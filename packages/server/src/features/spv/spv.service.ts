import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { romanianDay, spvDeadline, spvHistoryState, workingDaysLeft, type SpvPendingResponse, type SpvUploadDto, type SpvUploadState, type SpvUploadsResponse } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { BusinessScope, RequestScope } from '../../http/request-user.js';
import type { Jobs } from '../../infra/jobs/jobs.js';
import type { DocumentHook, DocumentsService, SavedDocumentInfo } from '../documents/index.js';
import type { EfacturaService, MonthZipFiles } from '../efactura/index.js';
import { asciiName } from './spv-files.js';
import type { SpvTuning, SpvUploads } from './spv-uploads.js';
import { NotConnected, type SpvTokensService } from './spv-tokens.js';
import * as repo from './spv.repo.js';

/** The hourly upkeep: tokens refreshed before they end, old states deleted, lost steps queued again. */
export const SPV_UPKEEP_JOB = 'spv-upkeep';

const toDto = (row: repo.UploadRow & { has_archive?: boolean }): SpvUploadDto => ({
  id: row.id,
  document_id: row.document_id,
  number: row.number,
  state: row.state,
  trigger: row.trigger,
  upload_index: row.upload_index,
  download_id: row.download_id,
  b2c: row.b2c,
  credit_note: row.credit_note,
  messages: row.messages,
  last_error_code: row.last_error_code,
  last_error: row.last_error,
  has_archive: row.has_archive ?? false,
  created_at: row.created_at.toISOString(),
  sent_at: row.sent_at?.toISOString() ?? null,
  finished_at: row.finished_at?.toISOString() ?? null,
  next_check_at: row.next_check_at?.toISOString() ?? null,
});

/** A unique index refused a second open (or accepted) upload of one document. */
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * The invoices' side of SPV (issue 30): an upload per save (automatic mode) or per Send to SPV, its
 * attempts and the signed archive, the list of invoices still to reach ANAF with their deadline.
 * `uploads` and `tokens` are undefined when SPV is not configured on this server.
 */
export const createSpvService = ({
  db,
  jobs,
  documents,
  efactura,
  uploads,
  tokens,
  tuning,
  now,
  log,
}: {
  db: Kysely<Database>;
  jobs: Jobs;
  documents: DocumentsService;
  efactura: EfacturaService;
  uploads: SpvUploads | undefined;
  tokens: SpvTokensService | undefined;
  tuning: SpvTuning;
  now: () => Date;
  log: FastifyBaseLogger;
}) => {
  const configured = (): SpvUploads => {
    if (!uploads) throw new AppError('spv_not_configured');
    return uploads;
  };

  /** A new attempt (to_send), carrying "maybe uploaded" from a failed one before it so the list is searched first. */
  const newAttempt = async (scope: BusinessScope, input: { documentId: string; number: string; issueDate: string; trigger: 'auto' | 'manual'; requestedBy: string | null }) => {
    const previous = await repo.latestUpload(db, { businessId: scope.businessId, documentId: input.documentId });
    return repo.insertUpload(db, {
      id: newId(now()),
      business_id: scope.businessId,
      document_id: input.documentId,
      number: input.number,
      issue_date: input.issueDate,
      trigger: input.trigger,
      requested_by: input.requestedBy,
      maybe_uploaded_at: previous?.state === 'failed' ? previous.maybe_uploaded_at : null,
      created_at: now(),
    });
  };

  /** Send to SPV (any member): the XML is checked now (422 with the fields to fill), the upload is a job. */
  const send = async (scope: RequestScope, documentId: string): Promise<SpvUploadDto> => {
    const steps = configured();
    await documents.get(scope, documentId);
    const invoice = await efactura.spvInvoice(scope, documentId);
    if (!(await repo.hasConnection(db, scope.businessId))) throw new AppError('spv_not_connected');
    const current = (await repo.uploadsOf(db, { businessId: scope.businessId, documentId })).find((row) => row.state === 'accepted' || repo.OPEN_STATES.includes(row.state));
    if (current?.state === 'accepted') throw new AppError('spv_already_accepted');
    if (current && current.state !== 'to_send') throw new AppError('spv_upload_in_progress');
    let row: repo.UploadRow;
    if (current) {
      // Waiting (manual mode, or not connected until now): this is its send.
      await repo.updateUpload(db, current.id, { trigger: 'manual', requested_by: scope.userId, number: invoice.number, issue_date: invoice.issueDate, updated_at: now() });
      row = current;
    } else {
      try {
        row = await newAttempt(scope, { documentId, number: invoice.number, issueDate: invoice.issueDate, trigger: 'manual', requestedBy: scope.userId });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('spv_upload_in_progress');
        throw error;
      }
    }
    await steps.schedule(row, now());
    const saved = await repo.uploadsOf(db, { businessId: scope.businessId, documentId });
    return toDto(saved.find((r) => r.id === row.id) ?? row);
  };

  /** A document's attempts, newest first; another business's document is document_not_found. */
  const attempts = async (scope: RequestScope, documentId: string): Promise<SpvUploadsResponse> => {
    await documents.get(scope, documentId);
    return { results: (await repo.uploadsOf(db, { businessId: scope.businessId, documentId })).map(toDto) };
  };

  /** The signed ZIP ANAF returned for the document's accepted upload. */
  const archive = async (scope: RequestScope, documentId: string): Promise<{ zip: Buffer; name: string; ascii: string }> => {
    await documents.get(scope, documentId);
    const found = await repo.acceptedArchive(db, { businessId: scope.businessId, documentId });
    if (!found) throw new AppError('spv_archive_not_found');
    return { zip: found.zip, name: found.file_name, ascii: asciiName(found.file_name) };
  };

  /** The month's ZIP for the accountant (efactura's addFiles): beside an accepted invoice's PDF and XML, ANAF's signed ZIP as it is kept. */
  const monthZipFiles: MonthZipFiles = async ({ businessId }, doc) => {
    const found = await repo.acceptedArchive(db, { businessId, documentId: doc.id });
    return found ? [{ folder: 'spv', name: found.file_name, content: found.zip }] : [];
  };

  /** Invoices not yet accepted by ANAF with the working days left to the deadline on `today` (Romania's calendar day), most urgent first. */
  const pendingOn = async (businessId: string, today: string): Promise<SpvPendingResponse> => {
    const rows = await repo.pendingUploads(db, businessId);
    const results = rows.flatMap((row) => {
      if (!row.document_id) return [];
      const deadline = spvDeadline(row.issue_date);
      return [{ document_id: row.document_id, number: row.number, issue_date: row.issue_date, deadline, working_days_left: workingDaysLeft(today, deadline), state: row.state, last_error_code: row.last_error_code, last_error: row.last_error }];
    });
    results.sort((a, b) => a.working_days_left - b.working_days_left || a.issue_date.localeCompare(b.issue_date) || a.number.localeCompare(b.number));
    return { results };
  };

  const pending = ({ businessId }: RequestScope): Promise<SpvPendingResponse> => pendingOn(businessId, romanianDay(now()));

  /** The business's waiting uploads go on once it is connected (again). */
  const resume = async (businessId: string) => {
    if (!uploads) return;
    for (const row of await repo.openUploads(db, businessId)) {
      if (row.state === 'to_send' && row.trigger === 'auto' && (await repo.uploadMode(db, businessId)) === 'manual') continue;
      await uploads.schedule(row, now());
    }
  };

  const issueDayOf = (doc: SavedDocumentInfo) => {
    const written = doc.facts['document.date']?.slice(0, 10) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(written) ? written : romanianDay(doc.createdAt);
  };

  /**
   * A saved invoice of a connected business gets an attempt to_send: uploaded at once in automatic
   * mode, listed as still to send in manual mode. An edited one whose last attempt was rejected or
   * failed is sent again in automatic mode (the correction); an accepted one stays as ANAF has it.
   */
  const saved = async (doc: SavedDocumentInfo, edited: boolean): Promise<void> => {
    if (!uploads) return;
    try {
      if (!(await efactura.isInvoiceForm(doc.formId, doc.formVersion))) return;
      if (!(await repo.hasConnection(db, doc.businessId))) return;
      const scope = { businessId: doc.businessId };
      const latest = await repo.latestUpload(db, { businessId: doc.businessId, documentId: doc.id });
      const { number } = await documents.get(scope, doc.id);
      const issueDate = issueDayOf(doc);
      if (latest && repo.OPEN_STATES.includes(latest.state)) {
        if (latest.state === 'to_send') await repo.updateUpload(db, latest.id, { number, issue_date: issueDate, updated_at: now() });
        return;
      }
      if (latest?.state === 'accepted' || (latest && !edited)) return;
      const mode = await repo.uploadMode(db, doc.businessId);
      if (latest && mode === 'manual') return;
      const row = await newAttempt(scope, { documentId: doc.id, number, issueDate, trigger: mode === 'auto' ? 'auto' : 'manual', requestedBy: null });
      if (mode === 'auto') await uploads.schedule(row, now());
    } catch (error) {
      // The document is saved either way: Send to SPV (or the next edit) tries again.
      log.error({ err: error, document: doc.id }, 'spv: queuing the upload of a saved invoice failed');
    }
  };

  const documentHook: DocumentHook = {
    name: 'spv',
    submitted: (doc) => saved(doc, false),
    updated: (doc) => saved(doc, true),
    // History's SPV column and `?spv_state=` filter, in the list's one statement.
    listing: {
      where: (businessId, query) => {
        const state = spvHistoryState.safeParse(query.spv_state);
        return state.success ? repo.inSpvState(businessId, state.data) : undefined;
      },
      columns: { spv_state: repo.spvStateSql },
    },
  };

  /** The hourly upkeep (one instance runs it): refreshes tokens ending within refreshBeforeMs, deletes old states, queues lost steps again. */
  const upkeep = async () => {
    if (!tokens || !uploads) return;
    const at = now();
    for (const { business_id } of await repo.dueForRefresh(db, { before: new Date(at.getTime() + tuning.refreshBeforeMs), at })) {
      try {
        await tokens.refresh(business_id);
      } catch (error) {
        // Refused: the connection is marked failing (the owner is told); unreachable: tried again next hour.
        if (!(error instanceof NotConnected)) log.warn({ err: error, business: business_id }, 'spv: refreshing the tokens failed; tried again next hour');
      }
    }
    await repo.deleteOldStates(db, at);
    for (const row of await repo.stuckUploads(db, new Date(at.getTime() - tuning.stuckMs))) await uploads.schedule(row, at);
  };

  if (uploads) {
    jobs.register(SPV_UPKEEP_JOB, upkeep);
    jobs.schedule({ kind: SPV_UPKEEP_JOB, key: (at) => `${SPV_UPKEEP_JOB}:${at.toISOString().slice(0, 13)}` });
  }

  /** Where each of the business's documents among `ids` stands in SPV (its latest upload's state), for another feature's page (a vehicle's). */
  const statesOf = async ({ businessId }: BusinessScope, ids: readonly string[]) =>
    new Map((await repo.latestStates(db, businessId, ids)).map((row) => [row.document_id, row.state as SpvUploadState]));

  return { send, attempts, archive, monthZipFiles, pending, pendingOn, resume, documentHook, upkeep, statesOf };
};

export type SpvService = ReturnType<typeof createSpvService>;
