import type { SpvUploadError } from '@atelier/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Jobs } from '../../infra/jobs/jobs.js';
import { SpvError, type SpvAdapter, type SpvArchive } from '../../integrations/spv/spv-adapter.js';
import type { EfacturaService } from '../efactura/index.js';
import { readInvoiceNumber } from '../efactura/index.js';
import { archiveFileName } from './spv-files.js';
import { NotConnected, reasonOf, type SpvTokensService } from './spv-tokens.js';
import * as repo from './spv.repo.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type SpvTuning = {
  /** After an upload, ANAF's status is asked after each of these delays in turn, then after the last one again and again. */
  pollMs: readonly number[];
  /** A try that failed for a passing reason (429, 5xx, a timeout) is made again after each of these delays; after the last, the upload is failed. */
  retryMs: readonly number[];
  /** An upload whose answer was lost is looked for in ANAF's list after each of these delays (ANAF may still be processing it) before it is uploaded again. */
  lostMs: readonly number[];
  /** Access tokens that end within this are refreshed by the hourly upkeep. */
  refreshBeforeMs: number;
  /** How long the owner has to sign in at ANAF after asking to connect. */
  stateTtlMs: number;
  /** An open upload whose next step is this late lost its job (a process died in between): the upkeep queues it again. */
  stuckMs: number;
};

export const SPV_TUNING: SpvTuning = {
  pollMs: [1 * MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR],
  retryMs: [1 * MINUTE, 2 * MINUTE, 5 * MINUTE, 10 * MINUTE, 30 * MINUTE],
  lostMs: [2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR],
  refreshBeforeMs: 7 * DAY,
  stateTtlMs: 10 * MINUTE,
  stuckMs: 30 * MINUTE,
};

/**
 * SPV_TUNING's schedules at ANAF_SPV_POLL_SECONDS: the status checks' first wait that many seconds, every other
 * wait (the later checks, the retries, the looks for a lost answer) in proportion (60: the schedules as they are).
 */
export const spvSchedules = (pollSeconds: number): Pick<SpvTuning, 'pollMs' | 'retryMs' | 'lostMs'> => {
  const scale = (schedule: readonly number[]) => schedule.map((ms) => Math.round((ms * pollSeconds) / 60));
  return { pollMs: scale(SPV_TUNING.pollMs), retryMs: scale(SPV_TUNING.retryMs), lostMs: scale(SPV_TUNING.lostMs) };
};

/** The delay before try or check number `n` (0-based) of a schedule: its n-th entry, the last one past its end. */
export const delayAt = (schedule: readonly number[], n: number): number => schedule[Math.min(Math.max(n, 0), schedule.length - 1)] ?? HOUR;

/** One step of one upload (send, or ask ANAF's status), whichever its state needs. */
export const SPV_STEP_JOB = 'spv-step';

/** One business's SPV calls run one at a time (ANAF limits calls per CIF), across every instance. */
export const laneOf = (businessId: string) => `spv:${businessId}`;

/** Why a try did not get through: a code (core SPV_UPLOAD_ERRORS) and its details (ANAF's words, the HTTP status), never a token. */
export type UploadReason = { code: SpvUploadError; detail: string | null };

/** A passing failure's reason (SpvError carries no token). */
const passing = (error: SpvError): UploadReason => {
  switch (error.kind) {
    case 'rate_limited':
      return { code: 'rate_limited', detail: null };
    case 'unavailable':
      return { code: 'unavailable', detail: [error.status ? `HTTP ${error.status}` : '', error.reason ?? ''].filter(Boolean).join(': ') || null };
    case 'bad_answer':
      return { code: 'bad_answer', detail: error.reason ?? null };
    default:
      return { code: 'refused', detail: reasonOf(error, '') || null };
  }
};

export type UploadEvents = {
  /** An upload was failed for good: the owner is told. */
  failed: (row: repo.UploadRow, reason: UploadReason) => Promise<void>;
};

/**
 * The life of an upload, one job step at a time (never in a request): to_send → sent (ANAF's upload
 * index) → processing → accepted (the signed ZIP kept) or rejected (ANAF's messages); failed when
 * passing failures (429, 5xx, timeouts) outlast the retries. An upload whose answer was lost may
 * have reached ANAF: before it is sent again, ANAF's list of sent invoices is searched for it (by
 * the invoice number, issue date and seller in the XML ANAF holds), for as long as ANAF may still be
 * processing it, so an invoice is never uploaded twice. Each step is a job in the business's lane.
 */
export const createSpvUploads = ({
  db,
  jobs,
  adapter,
  tokens,
  efactura,
  events,
  tuning,
  concurrency,
  now,
  log,
}: {
  db: Kysely<Database>;
  jobs: Jobs;
  adapter: SpvAdapter;
  tokens: SpvTokensService;
  efactura: EfacturaService;
  events: UploadEvents;
  tuning: SpvTuning;
  /** SPV steps running at once across every instance (ANAF's overall limit). */
  concurrency: number;
  now: () => Date;
  log: FastifyBaseLogger;
}) => {
  const later = (ms: number) => new Date(now().getTime() + ms);

  /** Queues the upload's next step at `at` (the step counter names the job: queuing twice is harmless). */
  const schedule = async (row: Pick<repo.UploadRow, 'id' | 'business_id'>, at: Date) => {
    const step = await repo.nextStep(db, row.id, at);
    if (step === undefined) return;
    await jobs.enqueue({ kind: SPV_STEP_JOB, key: `${SPV_STEP_JOB}:${row.id}:${step}`, businessId: row.business_id, lane: laneOf(row.business_id), payload: { uploadId: row.id }, runAt: at });
  };

  const fail = async (row: repo.UploadRow, reason: UploadReason, messages: string[] = []) => {
    await repo.updateUpload(db, row.id, {
      state: 'failed',
      last_error_code: reason.code,
      last_error: reason.detail,
      messages: JSON.stringify(messages),
      finished_at: now(),
      next_check_at: null,
      updated_at: now(),
    });
    log.warn({ upload: row.id, business: row.business_id, reason: reason.code, detail: reason.detail }, 'spv: upload failed');
    await events.failed(row, reason);
  };

  const accept = async (row: repo.UploadRow, { uploadIndex, downloadId, archive }: { uploadIndex: string; downloadId: string; archive: SpvArchive }) => {
    await repo.saveArchive(db, { upload_id: row.id, business_id: row.business_id, file_name: archiveFileName(row.number, uploadIndex), zip: archive.zip, created_at: now() });
    await repo.updateUpload(db, row.id, {
      state: 'accepted',
      upload_index: uploadIndex,
      download_id: downloadId,
      messages: '[]',
      last_error_code: null,
      last_error: null,
      failures: 0,
      maybe_uploaded_at: null,
      finished_at: now(),
      next_check_at: null,
      updated_at: now(),
    });
  };

  const reject = async (row: repo.UploadRow, { messages, downloadId }: { messages: string[]; downloadId: string | null }) => {
    await repo.updateUpload(db, row.id, {
      state: 'rejected',
      download_id: downloadId,
      messages: JSON.stringify(messages.length > 0 ? messages : ['ANAF rejected the invoice without saying why']),
      last_error_code: null,
      last_error: null,
      finished_at: now(),
      next_check_at: null,
      updated_at: now(),
    });
  };

  /** A passing failure: tried again later, or failed once the retries are spent (an upload ANAF has is only ever checked again). */
  const retryLater = async (row: repo.UploadRow, error: SpvError) => {
    const failures = row.failures + 1;
    const reason = passing(error);
    if (row.state === 'to_send' && failures > tuning.retryMs.length) return fail({ ...row, failures }, reason);
    const delay = Math.max(error.retryAfterMs ?? 0, row.state === 'to_send' ? delayAt(tuning.retryMs, failures - 1) : delayAt(tuning.pollMs, row.polls));
    await repo.updateUpload(db, row.id, { failures, last_error_code: reason.code, last_error: reason.detail, updated_at: now() });
    await schedule(row, later(delay));
  };

  /** ANAF's sent invoices for the seller since the lost try, searched for this one (the XML ANAF holds names it). */
  const findLost = async (row: repo.UploadRow): Promise<{ uploadIndex: string; downloadId: string; archive: SpvArchive } | undefined> => {
    if (!row.cif || !row.maybe_uploaded_at) return undefined;
    const since = row.maybe_uploaded_at.getTime() - HOUR;
    const days = Math.min(60, Math.max(1, Math.ceil((now().getTime() - since) / DAY)));
    const cif = row.cif;
    const known = await repo.knownIndexes(db, row.business_id);
    const messages = await tokens.withAccess(row.business_id, (accessToken) => adapter.listMessages({ accessToken, cif, days, filter: 'sent' }));
    for (const message of messages) {
      if (message.kind !== 'sent' || !message.uploadIndex || known.has(message.uploadIndex) || message.createdAt.getTime() < since) continue;
      const archive = await tokens.withAccess(row.business_id, (accessToken) => adapter.download({ accessToken, downloadId: message.id }));
      const held = readInvoiceNumber(archive.xml);
      if (held && held.number === row.number && held.issueDate === row.issue_date && held.seller === cif) return { uploadIndex: message.uploadIndex, downloadId: message.id, archive };
    }
    return undefined;
  };

  const send = async (row: repo.UploadRow) => {
    if (row.maybe_uploaded_at) {
      const found = await findLost(row);
      if (found) {
        log.info({ upload: row.id, uploadIndex: found.uploadIndex }, 'spv: a lost upload was found at ANAF, not sent again');
        return accept(row, found);
      }
      // Not in ANAF's list yet: it may still be processing it. Look again before sending it again.
      if (row.polls < tuning.lostMs.length) {
        await repo.updateUpload(db, row.id, { polls: row.polls + 1, updated_at: now() });
        return schedule(row, later(delayAt(tuning.lostMs, row.polls)));
      }
    }
    if (!row.document_id) return fail(row, { code: 'deleted', detail: null });
    let invoice;
    try {
      invoice = await efactura.spvInvoice({ businessId: row.business_id }, row.document_id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return fail(row, { code: 'incomplete', detail: null }, (error.details ?? []).map((d) => `${d.path}: ${d.message}`));
    }
    // The XML that goes, kept before it goes: a lost answer is matched against it.
    await repo.updateUpload(db, row.id, {
      number: invoice.number,
      issue_date: invoice.issueDate,
      cif: invoice.cif,
      b2c: invoice.b2c,
      credit_note: invoice.creditNote,
      xml: invoice.xml,
      maybe_uploaded_at: null,
      polls: 0,
      updated_at: now(),
    });
    const sending = { ...row, number: invoice.number, issue_date: invoice.issueDate, cif: invoice.cif, maybe_uploaded_at: null, polls: 0 };
    try {
      const { uploadIndex } = await tokens.withAccess(row.business_id, (accessToken) =>
        adapter.upload({ accessToken, cif: invoice.cif, xml: invoice.xml, b2c: invoice.b2c, creditNote: invoice.creditNote, foreignBuyer: invoice.foreignBuyer }),
      );
      await repo.updateUpload(db, row.id, { state: 'sent', upload_index: uploadIndex, sent_at: now(), failures: 0, polls: 0, last_error_code: null, last_error: null, updated_at: now() });
      await schedule(row, later(delayAt(tuning.pollMs, 0)));
    } catch (error) {
      if (!(error instanceof SpvError)) throw error;
      if (error.kind === 'refused') return reject(sending, { messages: error.messages.length > 0 ? error.messages : [reasonOf(error, 'ANAF refused the upload')], downloadId: null });
      // The request may have reached ANAF before its answer was lost: look for it before sending again.
      if (error.kind === 'unavailable' || error.kind === 'bad_answer') {
        const at = now();
        await repo.updateUpload(db, row.id, { maybe_uploaded_at: at, updated_at: at });
        return retryLater({ ...sending, maybe_uploaded_at: at }, error);
      }
      return retryLater(sending, error);
    }
  };

  const poll = async (row: repo.UploadRow) => {
    const uploadIndex = row.upload_index ?? '';
    const status = await tokens.withAccess(row.business_id, (accessToken) => adapter.status({ accessToken, uploadIndex }));
    switch (status.state) {
      case 'processing':
        await repo.updateUpload(db, row.id, { state: 'processing', polls: row.polls + 1, failures: 0, last_error_code: null, last_error: null, updated_at: now() });
        return schedule(row, later(delayAt(tuning.pollMs, row.polls + 1)));
      case 'ok': {
        const archive = await tokens.withAccess(row.business_id, (accessToken) => adapter.download({ accessToken, downloadId: status.downloadId }));
        return accept(row, { uploadIndex, downloadId: status.downloadId, archive });
      }
      case 'nok': {
        const archive = await tokens.withAccess(row.business_id, (accessToken) => adapter.download({ accessToken, downloadId: status.downloadId }));
        return reject(row, { messages: archive.errors, downloadId: status.downloadId });
      }
      case 'xml_errors':
        return reject(row, { messages: status.messages, downloadId: null });
    }
  };

  /** The job: one step of one upload, whatever its state needs; nothing once it is finished. */
  const step = async (uploadId: string) => {
    const row = await repo.findUpload(db, uploadId);
    if (!row || !repo.OPEN_STATES.includes(row.state)) return;
    try {
      if (row.state === 'to_send') await send(row);
      else await poll(row);
    } catch (error) {
      if (error instanceof NotConnected) {
        // Resumed when the owner connects again (spv.service.ts connect).
        await repo.updateUpload(db, row.id, { last_error_code: 'not_connected', last_error: null, next_check_at: null, updated_at: now() });
        return;
      }
      if (error instanceof SpvError) return retryLater(row, error);
      throw error;
    }
  };

  jobs.register(SPV_STEP_JOB, async (ctx) => step(String(ctx.payload.uploadId)), { concurrency });

  return { schedule, step };
};

export type SpvUploads = ReturnType<typeof createSpvUploads>;
