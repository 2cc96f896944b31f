import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  foldForSearch,
  romanianDay,
  searchWords,
  type SpvReceivedDetailDto,
  type SpvReceivedDto,
  type SpvMarkupBody,
  type SpvReceivedLinesQuery,
  type SpvReceivedLinesResponse,
  type SpvReceivedListResponse,
  type SpvReceivedPickLineDto,
  type SpvReceivedQuery,
  type SpvReceivedSyncDto,
  type SpvReceivedSyncStatus,
} from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import type { JobRow } from '../../db/schema-reminders.js';
import type { Jobs } from '../../infra/jobs/jobs.js';
import type { SpvAdapter } from '../../integrations/spv/spv-adapter.js';
import { asciiName } from './spv-files.js';
import { NotConnected, type SpvTokensService } from './spv-tokens.js';
import { laneOf } from './spv-uploads.js';
import * as repo from './spv-received.repo.js';
import { hasConnection, saveSettings } from './spv.repo.js';
import { readReceivedInvoice, supplierCifOf, type ReceivedLine } from './ubl-read.js';

/** One sync of a business's received invoices (ANAF's list over the last 60 days, the new ones downloaded), in the business's SPV lane. */
export const SPV_RECEIVED_SYNC_JOB = 'spv-received-sync';
/** Once a day: a sync queued for every connected business. */
export const SPV_RECEIVED_DAILY_JOB = 'spv-received-daily';
/** How many of the latest received invoices offer their lines to a deviz. */
export const PICK_INVOICES = 100;
/** The most days ANAF's message list reaches back. */
export const RECEIVED_DAYS = 60;

const syncKey = (businessId: string) => `${SPV_RECEIVED_SYNC_JOB}:${businessId}`;
/** The daily sync of a business has a key of its own per day: it never reruns a sync a member just asked for. */
const dailyKey = (businessId: string, at: Date) => `${SPV_RECEIVED_SYNC_JOB}:${businessId}:${romanianDay(at)}`;

/** "Factura primita PAT-2026-00417 - Piese Auto Transilvania SRL - SPV 3000000001.zip". */
export const receivedFileName = ({ number, supplier, messageId }: { number: string; supplier: string; messageId: string }): string => {
  const clean = (text: string) => text.replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return ['Factura primita', clean(number) || 'fara numar', ...(clean(supplier) ? [`- ${clean(supplier)}`] : []), `- SPV ${clean(messageId)}.zip`].join(' ');
};

const money = (value: string | null): number | null => (value === null ? null : Number(value));

const toDto = (row: repo.ReceivedListRow): SpvReceivedDto => ({
  id: row.id,
  message_id: row.message_id,
  kind: row.kind,
  supplier_name: row.supplier_name,
  supplier_cif: row.supplier_cif,
  buyer_cif: row.buyer_cif,
  number: row.number,
  issue_date: row.issue_date,
  due_date: row.due_date,
  currency: row.currency,
  net: money(row.net),
  vat: money(row.vat),
  payable: money(row.payable),
  received_at: row.received_at.toISOString(),
  created_at: row.created_at.toISOString(),
});

const syncDto = (job: JobRow): SpvReceivedSyncDto => ({
  id: job.id,
  status: job.status as SpvReceivedSyncDto['status'],
  added: job.done,
  error: job.last_error,
  started_at: job.created_at.toISOString(),
  finished_at: job.finished_at?.toISOString() ?? null,
});

/**
 * Supplier invoices in (issue 30): ANAF's received messages for the business's CIF are listed,
 * the ones not yet kept downloaded, read (ubl-read.ts) and kept with their XML and ZIP as ANAF sent
 * them. Never from a request: a job in the business's SPV lane (its calls to ANAF in order), once a
 * day and on demand. `adapter` and `tokens` are undefined when SPV is not configured on this server.
 */
export const createSpvReceived = ({
  db,
  jobs,
  adapter,
  tokens,
  concurrency,
  now,
  log,
}: {
  db: Kysely<Database>;
  jobs: Jobs;
  adapter: SpvAdapter | undefined;
  tokens: SpvTokensService | undefined;
  /** Syncs running at once across every instance (ANAF's overall limit; the daily round queues one per business). */
  concurrency: number;
  now: () => Date;
  log: FastifyBaseLogger;
}) => {
  const configured = () => {
    if (!adapter || !tokens) throw new AppError('spv_not_configured');
    return { adapter, tokens };
  };

  /** Lists, downloads and keeps the new received invoices; `added` after each one kept. */
  const sync = async (businessId: string, added: (count: number) => Promise<void> = async () => {}): Promise<number> => {
    const { adapter, tokens } = configured();
    const cif = await repo.businessCif(db, businessId);
    if (!cif) throw new AppError('spv_cif_missing');
    const messages = await tokens.withAccess(businessId, (accessToken) => adapter.listMessages({ accessToken, cif, days: RECEIVED_DAYS, filter: 'received' }));
    const known = await repo.knownMessages(db, businessId);
    const fresh = messages.filter((m) => m.kind === 'received' && !known.has(m.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    let count = 0;
    for (const message of fresh) {
      const archive = await tokens.withAccess(businessId, (accessToken) => adapter.download({ accessToken, downloadId: message.id }));
      const read = readReceivedInvoice(archive.xml);
      const supplierName = read?.supplierName ?? '';
      const supplierCif = read?.supplierCif || supplierCifOf(message.details);
      const number = read?.number ?? '';
      const at = now();
      const kept = await repo.insertReceived(db, {
        id: newId(at),
        business_id: businessId,
        message_id: message.id,
        kind: read?.kind ?? 'unreadable',
        supplier_name: supplierName,
        supplier_cif: supplierCif,
        buyer_cif: read?.buyerCif ?? cif,
        number,
        issue_date: read?.issueDate ?? null,
        due_date: read?.dueDate ?? null,
        currency: read?.currency ?? 'RON',
        net: read?.net ?? null,
        vat: read?.vat ?? null,
        payable: read?.payable ?? null,
        vat_breakdown: JSON.stringify(read?.vatBreakdown ?? []),
        lines: JSON.stringify(read?.lines ?? []),
        xml: archive.xml,
        zip: archive.zip,
        file_name: receivedFileName({ number, supplier: supplierName, messageId: message.id }),
        received_at: message.createdAt,
        created_at: at,
        search: foldForSearch([supplierName, supplierCif, number].join(' ')),
      });
      if (!kept) continue;
      count += 1;
      if (!read) log.warn({ business: businessId, message: message.id }, 'spv: a received message is not an Invoice or CreditNote; kept as sent');
      await added(count);
    }
    if (count > 0) log.info({ business: businessId, added: count }, 'spv: received invoices kept');
    return count;
  };

  /** Queues the on-demand sync in the business's lane; undefined when it (or today's daily one) is queued or running already. */
  const queue = async (businessId: string): Promise<JobRow | undefined> => {
    const daily = await jobs.find(dailyKey(businessId, now()));
    if (daily && (daily.status === 'queued' || daily.status === 'running')) return undefined;
    const { job, queued } = await jobs.enqueue({ kind: SPV_RECEIVED_SYNC_JOB, key: syncKey(businessId), businessId, lane: laneOf(businessId), payload: { businessId }, rerun: true, maxAttempts: 3 });
    return queued ? job : undefined;
  };

  /** On demand (any member): 202 with the job; 409 while one is queued or running. */
  const startSync = async ({ businessId }: RequestScope): Promise<SpvReceivedSyncDto> => {
    configured();
    if (!(await hasConnection(db, businessId))) throw new AppError('spv_not_connected');
    if (!(await repo.businessCif(db, businessId))) throw new AppError('spv_cif_missing');
    const job = await queue(businessId);
    if (!job) throw new AppError('spv_sync_running');
    return syncDto(job);
  };

  const list = async ({ businessId }: RequestScope, query: SpvReceivedQuery): Promise<SpvReceivedListResponse> => {
    configured();
    const { rows, total } = await repo.listReceived(db, { businessId, words: searchWords(query.query ?? ''), skip: query.skip, limit: query.limit });
    return { results: rows.map(toDto), total };
  };

  const get = async ({ businessId }: RequestScope, id: string): Promise<SpvReceivedDetailDto> => {
    configured();
    const row = await repo.findReceived(db, { businessId, id });
    if (!row) throw new AppError('spv_received_not_found');
    // The parties and payment are read again from the XML kept (never stored apart: the XML is the original).
    const read = readReceivedInvoice(row.xml);
    return {
      ...toDto(row),
      vat_breakdown: row.vat_breakdown as SpvReceivedDetailDto['vat_breakdown'],
      lines: row.lines as ReceivedLine[],
      supplier: read?.supplier ?? null,
      buyer: read?.buyer ?? null,
      payment_accounts: read?.paymentAccounts ?? [],
      payment_terms: read?.paymentTerms ?? null,
    };
  };

  /** The business's latest sync, asked for or today's daily one (for the progress of the one just asked for). */
  const latestSync = async ({ businessId }: RequestScope): Promise<SpvReceivedSyncStatus> => {
    configured();
    const found = (await Promise.all([jobs.find(syncKey(businessId)), jobs.find(dailyKey(businessId, now()))])).filter((job): job is JobRow => job !== undefined);
    const latest = found.sort((a, b) => b.created_at.getTime() - a.created_at.getTime())[0];
    return { sync: latest ? syncDto(latest) : null };
  };

  /** Lines of the latest received invoices matching every word of `query` (the line's name or code, the supplier, the number). */
  const lines = async ({ businessId }: RequestScope, query: SpvReceivedLinesQuery): Promise<SpvReceivedLinesResponse> => {
    configured();
    const words = searchWords(query.query ?? '');
    const results: SpvReceivedPickLineDto[] = [];
    const markup = await repo.partsMarkup(db, businessId);
    for (const row of await repo.recentInvoiceLines(db, { businessId, invoices: PICK_INVOICES })) {
      for (const [index, line] of (row.lines as ReceivedLine[]).entries()) {
        const text = foldForSearch([line.name, line.code ?? '', row.supplier_name, row.number].join(' '));
        if (!words.every((word) => text.includes(word))) continue;
        results.push({ ...line, received_id: row.id, index, supplier_name: row.supplier_name, number: row.number, issue_date: row.issue_date, currency: row.currency });
        if (results.length >= query.limit) return { results, markup };
      }
    }
    return { results, markup };
  };

  /** The markup last used for picked lines, remembered for the business (any member picks lines into a deviz). */
  const saveMarkup = async ({ businessId, userId }: RequestScope, markup: number): Promise<SpvMarkupBody> => {
    configured();
    await saveSettings(db, { businessId, set: { parts_markup: markup.toFixed(2) }, userId, at: now() });
    return { markup: await repo.partsMarkup(db, businessId) };
  };

  const zip = async ({ businessId }: RequestScope, id: string): Promise<{ zip: Buffer; name: string; ascii: string }> => {
    configured();
    const row = await repo.receivedZip(db, { businessId, id });
    if (!row) throw new AppError('spv_received_not_found');
    return { zip: row.zip, name: row.file_name, ascii: asciiName(row.file_name) };
  };

  if (adapter && tokens) {
    jobs.register(SPV_RECEIVED_SYNC_JOB, async (ctx) => {
      const businessId = String(ctx.payload.businessId);
      try {
        await sync(businessId, (done) => ctx.progress({ done, force: true }));
      } catch (error) {
        // Not connected (or ANAF refused the connection), or no CIF: nothing to try again until the owner acts.
        if (error instanceof NotConnected || (error instanceof AppError && error.code === 'spv_cif_missing')) {
          log.info({ business: businessId, reason: error.message }, 'spv: received invoices not synced');
          return;
        }
        // ANAF unreachable, slow or refusing (an SpvError: its message carries no token): the jobs runner tries again later.
        throw error;
      }
    }, { concurrency });
    jobs.register(SPV_RECEIVED_DAILY_JOB, async () => {
      for (const businessId of await repo.connectedBusinesses(db)) {
        await jobs.enqueue({ kind: SPV_RECEIVED_SYNC_JOB, key: dailyKey(businessId, now()), businessId, lane: laneOf(businessId), payload: { businessId }, maxAttempts: 3 });
      }
    });
    jobs.schedule({ kind: SPV_RECEIVED_DAILY_JOB, key: (at) => `${SPV_RECEIVED_DAILY_JOB}:${romanianDay(at)}` });
  }

  return { sync, startSync, latestSync, list, lines, saveMarkup, get, zip };
};

export type SpvReceivedService = ReturnType<typeof createSpvReceived>;
