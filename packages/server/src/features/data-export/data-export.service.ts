import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { create as contentDisposition } from 'content-disposition';
import {
  DATA_EXPORT_KEEP_DAYS,
  computeValues,
  formatDateTime,
  isLocale,
  localizeDefinition,
  type DataExportDto,
  type FormData,
  type FormDefinition,
  type Locale,
} from '@atelier/core';
import type { Database } from '../../db/schema.js';
import type { TableCsv } from '../../db/export-coverage.js';
import { JobLost, JobStopped, type JobContext, type Jobs } from '../../infra/jobs/jobs.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { BusinessScope, RequestScope } from '../../http/request-user.js';
import { exportReadyMail } from '../../mail/templates.js';
import type { CounterStore } from '../../infra/counter-store.js';
import { createRateLimiter } from '../../infra/rate-limit.js';
import type { Mailer } from '../../mail/mailer.js';
import type { PdfRenderer } from '../../pdf/pool.js';
import type { FormsService } from '../forms/index.js';
import * as repo from './data-exports.repo.js';
import { CSV_BOM, csvColumns, csvDialect, csvLine, type CsvDocument } from './export-csv.js';
import { EXPORT_TEXTS } from './export-texts.js';
import { tableTitle, writeTableCsv, writeTableFiles } from './export-tables.js';
import { createZipWriter, type ZipWriter } from './zip-writer.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DataExportTuning = {
  /** Documents read per query (keyset pages): the most text held in memory at once. */
  pageSize: number;
  /** Progress is written after this many documents, or `progressMs`, whichever comes first. */
  progressEvery: number;
  progressMs: number;
  /** How often expired ZIPs are deleted (a scheduled job: one instance does it). */
  sweepMs: number;
  /** Exports a business may start per day: each renders every PDF of its history, the machine's dearest work. */
  perDay: number;
};

export const DATA_EXPORT_TUNING: DataExportTuning = { pageSize: 200, progressEvery: 25, progressMs: 2000, sweepMs: 10 * 60 * 1000, perDay: 10 };

/** The job that writes one export's ZIP (infra/jobs); the export's own row keeps what the owner sees. */
export const DATA_EXPORT_JOB = 'data-export';
const SWEEP_JOB = 'data-export-sweep';

/** The job of one export: one per export, so asking twice never makes it twice. */
export const dataExportJob = ({ id, businessId }: { id: string; businessId: string }) => ({
  kind: DATA_EXPORT_JOB,
  key: `${DATA_EXPORT_JOB}:${id}`,
  businessId,
  payload: { exportId: id },
  // A failed export is not tried again by itself: the owner sees it failed and asks again.
  maxAttempts: 1,
});

const LIST_LIMIT = 10;

/** A name that is safe in any file system and unzip tool: ASCII letters, digits, dot, dash, underscore. */
export const safeFileName = (text: string, fallback: string): string => {
  const cleaned = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 80);
  return cleaned || fallback;
};

/** The download's name: `atelier-export-<business>-<date>.zip`. */
const downloadName = (businessName: string, businessId: string, createdAt: Date) =>
  `atelier-export-${safeFileName(businessName, businessId).toLowerCase()}-${createdAt.toISOString().slice(0, 10)}.zip`;

const toDto = (row: repo.DataExportListRow): DataExportDto => ({
  id: row.id,
  status: row.status,
  done: row.done,
  total: row.total,
  bytes: row.bytes === null ? null : Number(row.bytes),
  error: row.error,
  created_at: row.created_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
  expires_at: row.expires_at?.toISOString() ?? null,
  requested_by: row.requested_by_email,
});

/** The export's row is no longer this run's (taken over, or its business deleted): leave it. */
class Lost extends Error {}

export type DataExportDeps = {
  db: Kysely<Database>;
  /** The background-jobs runner that makes the ZIPs and sweeps the expired ones. */
  jobs: Jobs;
  forms: FormsService;
  renderer: PdfRenderer;
  /** The tables the ZIP holds as data/<file>.csv, in its order (the modules declare them: tableCsvs). */
  tables: readonly TableCsv[];
  /** The business's logo while its logo add-on is active (as its PDFs print it). */
  logoFor: (scope: BusinessScope) => Promise<Buffer | undefined>;
  mailer: Mailer;
  /** The operator's address the e-mail names for "I did not ask for this" (configured, else saved by the admin); none, none is named. */
  operatorEmail: () => Promise<string | undefined>;
  /** The per-day budget of exports per business (memory, or Redis shared by every process). */
  counters: CounterStore;
  exportDir: string;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
  tuning?: Partial<DataExportTuning>;
};

/**
 * The business's data as one ZIP (issue 14, "the user's own data"): asked for by the owner, made
 * in the background by whichever server process claims its job (infra/jobs), kept DATA_EXPORT_KEEP_DAYS days, its
 * requester told by e-mail when it is ready.
 */
export const createDataExportService = ({ db, jobs, forms, renderer, tables: tableCsvs, logoFor, mailer, counters, exportDir, publicUrl, operatorEmail, now, log, tuning: given = {} }: DataExportDeps) => {
  const tuning = { ...DATA_EXPORT_TUNING, ...given };
  const daily = createRateLimiter(counters, 'data-export', { limit: tuning.perDay, windowMs: DAY_MS });
  const fileOf = (id: string) => path.join(exportDir, `${id}.zip`);

  const running = async (businessId: string) => {
    const open = await repo.findOpenExport(db, businessId);
    return new AppError('export_running', { message: `An export of this business is already ${open?.status ?? 'being made'} (${open?.id ?? ''}): wait for it to finish` });
  };

  /** 409 while one is open (it is not counted), 429 past the day's budget, else queued and started. */
  const request = async ({ businessId, userId }: RequestScope, { locale }: { locale: Locale }): Promise<DataExportDto> => {
    if (await repo.findOpenExport(db, businessId)) throw await running(businessId);
    await daily.hit(businessId);
    const id = newId(now());
    // The row and its job commit together: no export waits for a job that was never queued.
    const inserted = await db.transaction().execute(async (trx) => {
      if (!(await repo.insertExport(trx, { id, business_id: businessId, requested_by: userId, locale, created_at: now() }))) return false;
      await jobs.enqueue({ ...dataExportJob({ id, businessId }), db: trx });
      return true;
    });
    if (!inserted) throw await running(businessId);
    const row = await repo.findExport(db, { businessId, id });
    if (!row) throw new AppError('export_not_found');
    // Made at once on this instance (the owner waits for it), whether or not its runner polls.
    void jobs.kick({ kinds: [DATA_EXPORT_JOB] });
    return toDto(row);
  };

  /** Newest first; a finished one past its expiry reads as expired even before the sweep has deleted its file. */
  const list = async ({ businessId }: RequestScope): Promise<DataExportDto[]> => {
    const at = now();
    return (await repo.listExports(db, businessId, LIST_LIMIT)).map((row) => toDto(row.status === 'done' && row.expires_at && row.expires_at <= at ? { ...row, status: 'expired' } : row));
  };

  /** The ZIP of a finished export of this business; another business's is as unknown as a made-up id. */
  const download = async ({ businessId }: RequestScope, id: string) => {
    const row = await repo.findExport(db, { businessId, id });
    if (!row) throw new AppError('export_not_found');
    if (row.status === 'expired' || (row.status === 'done' && row.expires_at && row.expires_at <= now())) throw new AppError('export_expired');
    if (row.status !== 'done') throw new AppError('export_not_found', { message: `This export is ${row.status}, not ready to download` });
    const file = fileOf(row.id);
    const size = await stat(file).then(
      (s) => s.size,
      () => undefined,
    );
    if (size === undefined) {
      await repo.markExpired(db, row.id);
      throw new AppError('export_expired', { message: 'The file of this export is no longer there: make a new one' });
    }
    const snapshot = await repo.businessSnapshot(db, businessId);
    return { file, size, disposition: contentDisposition(downloadName(snapshot.business.name, businessId, row.created_at), { type: 'attachment' }) };
  };

  /** Writes one export's ZIP; throws JobStopped when the process is shutting down (the export is queued again). */
  const write = async (job: repo.ClaimedExport, zip: ZipWriter, ctx: JobContext): Promise<void> => {
    const locale: Locale = isLocale(job.locale) ? job.locale : 'ro';
    const texts = EXPORT_TEXTS[locale];
    const dialect = csvDialect(locale);
    const applications = await repo.formsWithDocuments(db, job.business_id);
    const total = applications.reduce((sum, a) => sum + a.documents, 0);
    let done = 0;
    let written = { done: 0, at: now().getTime() };
    const progress = async (force = false) => {
      const at = now();
      if (!force && done - written.done < tuning.progressEvery && at.getTime() - written.at < tuning.progressMs) return;
      written = { done, at: at.getTime() };
      // Taken over by another process that thought this one dead: stop, that one makes it.
      if (!(await repo.writeProgress(db, { claim: job, done, total, at }))) throw new Lost();
      await ctx.progress({ done, total, force: true });
    };
    await progress(true);

    const snapshot = await repo.businessSnapshot(db, job.business_id);
    const logo = await logoFor({ businessId: job.business_id });
    const titles: { key: string; title: string; documents: number }[] = [];
    let pdfFailures = 0;

    await zip.add(
      'business.json',
      JSON.stringify(
        {
          business: snapshot.business,
          members: snapshot.members,
          company_profile: snapshot.profile ?? null,
          subscriptions: snapshot.subscriptions,
          logo: snapshot.logo ? { file: snapshot.logo.mime === 'image/png' ? 'logo.png' : 'logo.jpg', mime: snapshot.logo.mime } : null,
        },
        null,
        2,
      ),
    );
    if (snapshot.logo) await zip.add(snapshot.logo.mime === 'image/png' ? 'logo.png' : 'logo.jpg', snapshot.logo.content, { store: true });

    // Every other table of the business (the modules that own them say which and which columns; never a secret).
    const tables: { file: string; title: string; rows: number }[] = [];
    for (const table of tableCsvs) {
      const file = `data/${table.file}.csv`;
      const rows = await writeTableCsv(db, { table, businessId: job.business_id, locale, dialect, pageSize: tuning.pageSize }, zip.open(file));
      // Files kept in the table (SPV's signed archives): as they are, beside the CSV.
      await writeTableFiles(db, { table, businessId: job.business_id, pageSize: tuning.pageSize }, (name, content) => zip.add(name, content, { store: true }));
      tables.push({ file, title: tableTitle(table, locale), rows });
      // The heartbeat goes on while a long table is read (no documents counted yet).
      if (ctx.isStopping()) throw new JobStopped();
      await progress();
    }

    for (const application of applications) {
      const versions = [...new Set(application.versions.map(Number))].sort((a, b) => b - a);
      const definitions = new Map<number, FormDefinition>();
      for (const version of versions) definitions.set(version, await forms.definitionOf(application.form_id, version));
      const newest = definitions.get(versions[0] ?? application.current_version) ?? (await forms.definitionOf(application.form_id, application.current_version));
      titles.push({ key: application.key, title: localizeDefinition(newest, locale).title, documents: application.documents });
      const dir = `applications/${safeFileName(application.key, application.form_id)}`;
      const definitionOf = (version: number) => definitions.get(version) ?? newest;

      const pages = async function* () {
        let after: repo.PageCursor | undefined;
        for (;;) {
          const page = await repo.documentsPage(db, { businessId: job.business_id, formId: application.form_id, after, limit: tuning.pageSize });
          if (page.length === 0) return;
          yield page;
          const last = page[page.length - 1]!;
          after = { created_at: last.created_at, id: last.id };
          if (page.length < tuning.pageSize) return;
        }
      };
      const author = (doc: repo.ExportDocumentRow) => doc.created_by_name || doc.created_by_email || '';

      // Three passes over the documents (CSV, JSON, PDFs): a ZIP is written one file after another,
      // and reading a page again costs far less than holding a history in memory.
      const columns = csvColumns({ definitions: [...definitions.values()], locale, headers: texts.headers });
      const csv = zip.open(`${dir}/documents.csv`);
      await csv.write(CSV_BOM + csvLine(columns.map((c) => c.header), dialect));
      for await (const page of pages()) {
        let text = '';
        for (const doc of page) {
          const definition = definitionOf(doc.form_version);
          const row: CsvDocument = {
            number: doc.number,
            created_at: doc.created_at,
            updated_at: doc.updated_at,
            created_by: author(doc),
            form_version: doc.form_version,
            data: doc.data as FormData,
            totals: computeValues(definition, doc.data).totals,
          };
          text += csvLine(columns.map((c) => c.value(row)), dialect);
        }
        await csv.write(text);
      }
      await csv.end();

      const json = zip.open(`${dir}/documents.json`);
      await json.write('[');
      let first = true;
      for await (const page of pages()) {
        const items = page.map((doc) =>
          JSON.stringify({
            id: doc.id,
            number: doc.number,
            form_key: application.key,
            form_version: doc.form_version,
            created_at: doc.created_at.toISOString(),
            updated_at: doc.updated_at.toISOString(),
            created_by: doc.created_by_email === null ? null : { name: doc.created_by_name ?? '', email: doc.created_by_email },
            data: doc.data,
            totals: computeValues(definitionOf(doc.form_version), doc.data).totals,
          }),
        );
        await json.write(`${first ? '\n' : ',\n'}${items.join(',\n')}`);
        first = false;
      }
      await json.write(first ? ']\n' : '\n]\n');
      await json.end();

      const names = new Set<string>();
      for await (const page of pages()) {
        for (const doc of page) {
          if (ctx.isStopping()) throw new JobStopped();
          let name = safeFileName(doc.number, doc.id);
          if (names.has(name)) name = `${name}-${doc.id}`;
          names.add(name);
          try {
            const pdf = await renderer.render({
              definition: definitionOf(doc.form_version),
              document: { data: doc.data as FormData, number: doc.number, created_at: doc.created_at.toISOString() },
              locale,
              logo,
            });
            await zip.add(`${dir}/pdf/${name}.pdf`, pdf, { store: true });
          } catch (error) {
            // One document the renderer refuses (too complex, timed out) does not cost the owner the whole export.
            if (!(error instanceof AppError)) throw error;
            pdfFailures += 1;
            await zip.add(`${dir}/pdf/${name}.txt`, texts.pdfFailed(error.message));
          }
          done += 1;
          await progress();
        }
      }
    }
    await zip.add(
      'README.txt',
      texts.readme({ businessName: snapshot.business.name, madeAt: formatDateTime(now(), locale), documents: total, applications: titles, tables, pdfFailures }),
    );
    await progress(true);
  };

  const notify = async (job: { id: string; requested_by: string | null; locale: string }) => {
    if (!job.requested_by) return;
    const user = await db.selectFrom('users').select('email').where('id', '=', job.requested_by).executeTakeFirst();
    if (!user) return;
    const locale: Locale = isLocale(job.locale) ? job.locale : 'ro';
    const link = `${publicUrl}/account#export`;
    try {
      await mailer.send({ to: user.email, ...exportReadyMail(locale, link, await operatorEmail()), link });
    } catch (error) {
      // The export is there either way: the account page lists it.
      log.error({ err: error, exportId: job.id }, 'export ready mail could not be sent');
    }
  };

  /** The job's work: the export's row marked running by this run, its ZIP written, the row done and the requester told. */
  const run = async (ctx: JobContext): Promise<void> => {
    const job = await repo.startExport(db, { id: String(ctx.payload.exportId), at: now() });
    // Its business was deleted meanwhile, or it already finished: nothing to make.
    if (!job) return;
    await mkdir(exportDir, { recursive: true });
    const part = `${fileOf(job.id)}.part`;
    await rm(part, { force: true });
    const zip = await createZipWriter(part);
    const startedAt = performance.now();
    try {
      await write(job, zip, ctx);
      const bytes = await zip.finish();
      await rename(part, fileOf(job.id));
      const at = now();
      if (!(await repo.markDone(db, { claim: job, bytes, at, expiresAt: new Date(at.getTime() + DATA_EXPORT_KEEP_DAYS * DAY_MS) }))) {
        await rm(fileOf(job.id), { force: true });
        return;
      }
      log.info({ exportId: job.id, bytes, ms: Math.round(performance.now() - startedAt) }, 'data export done');
      await notify(job);
    } catch (error) {
      await zip.abort();
      await rm(part, { force: true });
      if (error instanceof Lost) return;
      if (error instanceof JobLost) throw error;
      if (error instanceof JobStopped) {
        // The job goes back to the queue (the runner does that); the owner sees it queued again.
        await repo.requeue(db, job);
        throw error;
      }
      log.error({ err: error, exportId: job.id }, 'data export failed');
      await repo.markFailed(db, { claim: job, error: error instanceof AppError ? error.message : 'The export could not be made', at: now() });
      // The job is failed too (one attempt): the runner records the error.
      throw error;
    }
  };

  /** Deletes the ZIPs past their expiry (the rows stay, saying expired) and any file without a live export. */
  const sweep = async (): Promise<number> => {
    let swept = 0;
    for (;;) {
      const expired = await repo.findExpired(db, now(), 100);
      for (const { id } of expired) {
        await rm(fileOf(id), { force: true });
        await repo.markExpired(db, id);
        swept += 1;
      }
      if (expired.length < 100) break;
    }
    const files = await readdir(exportDir).catch(() => [] as string[]);
    // A ZIP (or an unfinished .part) whose export is gone: its business was deleted, or it failed in a process that died.
    const found = files.filter((f) => /^[0-9a-f]{24}\.zip(\.part)?$/.test(f));
    const live = await repo.existingExportIds(db, [...new Set(found.map((f) => f.slice(0, 24)))]);
    for (const file of found) if (!live.has(file.slice(0, 24))) await rm(path.join(exportDir, file), { force: true });
    return swept;
  };

  /**
   * Deletes a business's exports, rows and ZIPs, at once (account deletion: the rows would go with
   * the business by cascade, the files only at the next sweep). An export being written stops at
   * its next progress write and leaves nothing behind.
   */
  const discardBusiness = async (businessId: string): Promise<number> => {
    const ids = await repo.deleteBusinessExports(db, businessId);
    for (const id of ids) {
      await rm(fileOf(id), { force: true });
      await rm(`${fileOf(id)}.part`, { force: true });
    }
    return ids.length;
  };

  jobs.register(DATA_EXPORT_JOB, run);
  // Every sweepMs, by whichever instance takes the job first (EXPORT_DIR is shared by all of them).
  jobs.schedule({ kind: SWEEP_JOB, key: (at) => `${SWEEP_JOB}:${Math.floor(at.getTime() / tuning.sweepMs)}` });
  jobs.register(SWEEP_JOB, async () => {
    const swept = await sweep();
    if (swept > 0) log.info({ swept }, 'expired data exports deleted');
  });

  return { request, list, download, sweep, discardBusiness };
};

export type DataExportService = ReturnType<typeof createDataExportService>;
