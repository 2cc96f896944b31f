import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Jobs } from '../../infra/jobs/jobs.js';
import { eraseExpiredDeletedAccounts } from './account-deletion.repo.js';

export const DELETED_ACCOUNTS_RETENTION_JOB = 'deleted-accounts-retention';

/** YYYY-MM-DD (UTC, as the retention's end is written: the 31 December of a UTC year). */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The daily run on the job engine: one job per day under one key, whatever the number of instances. */
export const registerDeletedAccountsRetention = ({ db, jobs, log }: { db: Kysely<Database>; jobs: Jobs; log: FastifyBaseLogger }) => {
  jobs.schedule({ kind: DELETED_ACCOUNTS_RETENTION_JOB, key: (at) => `${DELETED_ACCOUNTS_RETENTION_JOB}:${utcDay(at)}`, payload: (at) => ({ day: utcDay(at) }) });
  jobs.register(DELETED_ACCOUNTS_RETENTION_JOB, async (ctx) => {
    const day = typeof ctx.payload.day === 'string' ? ctx.payload.day : utcDay(new Date());
    const erased = await eraseExpiredDeletedAccounts(db, day);
    if (erased > 0) log.info({ erased, day }, 'deleted accounts past their retention erased');
  });
};
