import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale, MonthZipJobDto } from '@atelier/core';
import type { JobRow } from '../../db/schema-reminders.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import { JobStopped, type Jobs } from '../../infra/jobs/jobs.js';
import type { DocumentsService } from '../documents/index.js';
import { monthRange, type MonthZip } from './month-zip.js';

export const MONTH_ZIP_JOB = 'efactura-month-zip';
const CLEANUP_JOB = 'efactura-month-zip-cleanup';
/** A finished ZIP is kept this long, then deleted (the accountant downloads it the same day). */
export const MONTH_ZIP_KEEP_MS = 24 * 60 * 60 * 1000;
/** The business's ZIPs listed: the last few asked for. */
const LISTED = 6;

/** One open ZIP per business, month and language: asking again while it is made answers that one. */
const keyOf = (businessId: string, month: string, locale: Locale) => `${MONTH_ZIP_JOB}:${businessId}:${month}:${locale}`;

/**
 * A month's ZIP made in the background (infra/jobs): at 2,000 invoices it takes longer than a
 * request should stay open, so the request answers a job at once, the web shows its progress
 * (done of the month's documents) and downloads the finished file, also after a reload (the
 * business's recent ZIPs are listed). The file is written next to the data exports (one folder
 * every process sees) under the job's id, complete only once renamed from `.part`, and deleted a
 * day after it was finished by an hourly sweep. Only the business's users see or download it.
 */
export const createMonthZipJobs = ({ jobs, monthZip, documents, dir, now, log }: {
  jobs: Jobs;
  monthZip: MonthZip;
  documents: DocumentsService;
  dir: string;
  now: () => Date;
  log: FastifyBaseLogger;
}) => {
  const fileOf = (id: string) => path.join(dir, `${id}.zip`);

  jobs.register(MONTH_ZIP_JOB, async (ctx) => {
    const { businessId, month, locale } = ctx.payload as { businessId: string; month: string; locale: Locale };
    const file = fileOf(ctx.job.id);
    await mkdir(dir, { recursive: true });
    await rm(file, { force: true });
    const total = await documents.countByIssueDay({ businessId }, monthRange(month));
    await ctx.progress({ done: 0, total, force: true });
    // An instance shutting down stops the ZIP at its next invoice (the job is queued again and made
    // anew): the server's close waits for the jobs runner, and Fastify fails a close whose preClose
    // hooks take over its plugin timeout (a minute), which a month of 2,000 invoices would.
    const onProgress = async (done: number) => {
      if (ctx.isStopping()) throw new JobStopped();
      await ctx.progress({ done: Math.min(done, total), total: Math.max(done, total) });
    };
    await pipeline(monthZip.stream({ businessId }, { month, locale, onProgress }), createWriteStream(`${file}.part`));
    await rename(`${file}.part`, file);
  });

  // Hourly: the files of the ZIPs that expired within the last day (by their jobs, so an instance
  // sweeps only what its database made), and by their age on disk (the real clock) whatever a job
  // no longer names: a part left by a stopped instance, a ZIP whose expiry a stopped sweeper missed.
  jobs.schedule({ kind: CLEANUP_JOB, key: (at) => `${CLEANUP_JOB}:${at.toISOString().slice(0, 13)}` });
  jobs.register(CLEANUP_JOB, async () => {
    const expiredBefore = now().getTime() - MONTH_ZIP_KEEP_MS;
    const expired = await jobs.finishedBetween({ kind: MONTH_ZIP_JOB, from: new Date(expiredBefore - MONTH_ZIP_KEEP_MS), to: new Date(expiredBefore) });
    for (const id of expired) await rm(fileOf(id), { force: true });
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const full = path.join(dir, name);
      const info = await stat(full).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > 2 * MONTH_ZIP_KEEP_MS) await rm(full, { force: true });
    }
  });

  const expiresAt = (job: JobRow) => (job.status === 'done' && job.finished_at ? new Date(job.finished_at.getTime() + MONTH_ZIP_KEEP_MS) : null);
  const toDto = (job: JobRow): MonthZipJobDto => {
    const expires = expiresAt(job);
    const { month, locale } = job.payload as { month: string; locale: string };
    return {
      id: job.id,
      month,
      locale,
      status: expires && expires <= now() ? 'expired' : job.status,
      done: job.done,
      total: job.total,
      error: job.status === 'failed' ? job.last_error : null,
      created_at: job.created_at.toISOString(),
      finished_at: job.finished_at?.toISOString() ?? null,
      expires_at: expires?.toISOString() ?? null,
    };
  };

  /** The business's job (another business's is as unknown as a made-up id). */
  const own = async (businessId: string, id: string): Promise<JobRow> => {
    const job = await jobs.get({ id, kind: MONTH_ZIP_JOB, businessId });
    if (!job) throw new AppError('month_zip_not_found');
    return job;
  };

  /** Starts the month's ZIP; while one of the month (and language) is queued or being made, answers that one. */
  const start = async ({ businessId }: RequestScope, { month, locale }: { month: string; locale: Locale }): Promise<MonthZipJobDto> => {
    const { job } = await jobs.enqueue({ kind: MONTH_ZIP_JOB, key: keyOf(businessId, month, locale), businessId, payload: { businessId, month, locale }, rerun: true, maxAttempts: 2 });
    return toDto(job);
  };

  const list = async ({ businessId }: RequestScope): Promise<MonthZipJobDto[]> =>
    (await jobs.list({ kind: MONTH_ZIP_JOB, businessId, limit: LISTED })).map(toDto);

  const get = async ({ businessId }: RequestScope, id: string): Promise<MonthZipJobDto> => toDto(await own(businessId, id));

  /** The finished file: 404 while it is being made (or failed), 410 once deleted. */
  const download = async ({ businessId }: RequestScope, id: string): Promise<{ file: string; size: number; name: string }> => {
    const job = await own(businessId, id);
    const dto = toDto(job);
    if (dto.status === 'expired') throw new AppError('month_zip_expired');
    if (dto.status !== 'done') throw new AppError('month_zip_not_found', { message: "This month's ZIP is not finished yet" });
    const info = await stat(fileOf(job.id)).catch(() => undefined);
    if (!info) {
      log.warn({ job: job.id }, "a finished month's ZIP has no file");
      throw new AppError('month_zip_expired');
    }
    return { file: fileOf(job.id), size: info.size, name: `Facturi ${dto.month}.zip` };
  };

  return { start, list, get, download };
};

export type MonthZipJobs = ReturnType<typeof createMonthZipJobs>;
