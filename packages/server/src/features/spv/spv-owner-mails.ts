import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { romanianDay, type SpvPendingResponse } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import type { Jobs } from '../../infra/jobs/jobs.js';
import type { Mailer } from '../../mail/mailer.js';
import { connectionFailingMail, deadlineMail, uploadFailedMail, type ConnectionFailure, type UploadFailure } from './spv-mails.js';
import * as repo from './spv.repo.js';

/** The daily e-mail about invoices near their SPV deadline. */
export const SPV_DEADLINE_MAILS_JOB = 'spv-deadline-mails';
/** Invoices with this many working days left, or fewer (late ones too), are in it. */
export const WARN_WORKING_DAYS = 2;
/** It goes from this hour of Bucharest's day (no e-mail at 3 a.m.). */
const SEND_FROM_HOUR = 8;
const HOUR_FORMAT = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bucharest', hour: '2-digit', hourCycle: 'h23' });
const romanianHour = (at: Date): number => Number(HOUR_FORMAT.format(at));

/**
 * What SPV tells the business owner by e-mail (issue 30): an invoice not sent after the retries;
 * the connection stopped working (once per failure, until it works again); and once a day, the
 * invoices with WARN_WORKING_DAYS or fewer left to reach SPV. In the owner's language as the app
 * was when they connected SPV or chose its upload mode (Romanian before any choice).
 */
export const createSpvOwnerMails = ({
  db,
  mailer,
  publicUrl,
  now,
  log,
}: {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}) => {
  /** An upload failed for good: the owner is told, with the reason and the invoice's page. */
  const uploadFailed = async (row: repo.UploadRow, failure: UploadFailure) => {
    try {
      const owner = await repo.ownerAddress(db, row.business_id);
      if (!owner) return;
      const link = row.document_id ? `${publicUrl}/documents/${row.document_id}` : `${publicUrl}/profile`;
      await mailer.send({ to: owner.email, ...uploadFailedMail(owner.locale, { number: row.number, failure, link }), link });
    } catch (error) {
      log.error({ err: error, upload: row.id }, 'spv: the e-mail about a failed upload was not sent');
    }
  };

  /** The connection stopped working: the owner is told once, until it works again (a refresh, a new connect). */
  const connectionFailed = async (businessId: string, failure: ConnectionFailure) => {
    const at = now();
    try {
      if (!(await repo.claimDisconnectMail(db, businessId, at))) return;
      const owner = await repo.ownerAddress(db, businessId);
      if (!owner) return;
      const link = `${publicUrl}/profile`;
      await mailer.send({ to: owner.email, ...connectionFailingMail(owner.locale, { failure, link }), link });
      log.info({ business: businessId, kind: failure.kind }, 'spv: the owner was told the connection stopped working');
    } catch (error) {
      log.error({ err: error, business: businessId }, 'spv: the e-mail about the failing connection was not sent');
      await repo.releaseDisconnectMail(db, businessId, at).catch(() => undefined);
    }
  };

  /**
   * The day's warning of one business: its invoices with WARN_WORKING_DAYS or fewer left (late ones
   * too), claimed for the day before it goes; none when nothing is due. False: the e-mail failed.
   */
  const warnBusiness = async (businessId: string, day: string, pendingOn: (businessId: string, today: string) => Promise<SpvPendingResponse>): Promise<boolean> => {
    const due = (await pendingOn(businessId, day)).results.filter((row) => row.working_days_left <= WARN_WORKING_DAYS);
    if (due.length === 0) return true;
    const owner = await repo.ownerAddress(db, businessId);
    if (!owner) return true;
    const invoices = due.map((row) => ({ document_id: row.document_id, number: row.number, deadline: row.deadline, working_days_left: row.working_days_left }));
    if (!(await repo.claimDeadlineMail(db, { business_id: businessId, day, email: owner.email, invoices, at: now() }))) return true;
    const link = `${publicUrl}/dashboard`;
    try {
      const mail = deadlineMail(owner.locale, {
        invoices: due.map((row) => ({ number: row.number, deadline: row.deadline, workingDaysLeft: row.working_days_left, link: `${publicUrl}/documents/${row.document_id}` })),
        link,
      });
      await mailer.send({ to: owner.email, ...mail, link });
      await repo.deadlineMailSent(db, { businessId, day, at: now() });
      return true;
    } catch (error) {
      log.error({ err: error, business: businessId }, 'spv: the deadline e-mail was not sent; the job tries again');
      await repo.releaseDeadlineMail(db, { businessId, day });
      return false;
    }
  };

  /** The daily job (one run per Romanian day, from SEND_FROM_HOUR, whatever the number of instances); a failed e-mail fails the run, which the job engine repeats (the sent ones are claimed). */
  const scheduleDeadlineMails = (jobs: Jobs, pendingOn: (businessId: string, today: string) => Promise<SpvPendingResponse>) => {
    jobs.register(SPV_DEADLINE_MAILS_JOB, async (ctx) => {
      const day = String(ctx.payload.day);
      let failed = 0;
      for (const businessId of await repo.businessesWithPending(db)) if (!(await warnBusiness(businessId, day, pendingOn))) failed += 1;
      if (failed > 0) throw new Error(`${failed} SPV deadline e-mail(s) not sent`);
    });
    jobs.schedule({
      kind: SPV_DEADLINE_MAILS_JOB,
      key: (at) => (romanianHour(at) >= SEND_FROM_HOUR ? `${SPV_DEADLINE_MAILS_JOB}:${romanianDay(at)}` : undefined),
      payload: (at) => ({ day: romanianDay(at) }),
    });
  };

  return { uploadFailed, connectionFailed, scheduleDeadlineMails };
};
