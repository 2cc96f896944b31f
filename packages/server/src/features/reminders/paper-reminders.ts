import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DocumentHook } from '../documents/index.js';
import { FOLD_FROM, FOLD_TO } from '../tags/index.js';
import { DOCUMENT_VEHICLE } from './reminders.repo.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The roles of the papers' expiry dates (core roles.ts), by the paper they date. */
export const PAPER_ROLES = { itp: 'vehicle.itp_expiry', rca: 'vehicle.rca_expiry', vignette: 'vehicle.vignette_expiry' } as const;

/** Whether a document's facts carry an expiry date of a car's papers. */
export const carriesPaper = (facts: Record<string, string>): boolean => Object.values(PAPER_ROLES).some((role) => (facts[role] ?? '') !== '');

// Written out (not bound) so that the planner matches documents_papers_vehicle_idx's predicate (migration 045).
const CARRIES_PAPER = sql`d.facts ?| array['vehicle.itp_expiry', 'vehicle.rca_expiry', 'vehicle.vignette_expiry']`;

/**
 * Recomputes the paper reminders of these cars (vehicle keys) from their documents: per paper, the
 * newest document that carries a real date for it (by its date, as the vehicle page orders them,
 * then when saved), with its client and contact; a paper no document dates any more is removed.
 */
export const refreshPapers = async (db: Db, businessId: string, vehicleKeys: readonly string[]): Promise<void> => {
  const keys = [...new Set(vehicleKeys.filter((k) => k !== ''))];
  if (keys.length === 0) return;
  await sql`delete from paper_reminders where business_id = ${businessId} and vehicle_key = any(${keys}::text[])`.execute(db);
  await sql`
    insert into paper_reminders (business_id, vehicle_key, paper, document_id, due_date, plate, vin, client_name, client_phone, client_email, search)
    select distinct on (k.key, p.paper) d.business_id, k.key, p.paper, d.id, stats_day(left(p.due, 10)),
      nullif(d.facts ->> 'vehicle.plate', ''), nullif(d.facts ->> 'vehicle.vin', ''),
      nullif(d.facts ->> 'client.name', ''), nullif(d.facts ->> 'client.phone', ''), nullif(lower(d.facts ->> 'client.email'), ''),
      lower(translate(concat_ws(' ', k.key, d.facts ->> 'vehicle.plate', d.facts ->> 'vehicle.vin', d.facts ->> 'client.name'), ${FOLD_FROM}, ${FOLD_TO}))
    from documents d
    cross join lateral (select ${DOCUMENT_VEHICLE} as key) k
    cross join lateral (values ('itp', d.facts ->> 'vehicle.itp_expiry'), ('rca', d.facts ->> 'vehicle.rca_expiry'), ('vignette', d.facts ->> 'vehicle.vignette_expiry')) p(paper, due)
    where d.business_id = ${businessId} and ${CARRIES_PAPER} and ${DOCUMENT_VEHICLE} = any(${keys}::text[]) and stats_day(left(p.due, 10)) is not null
    order by k.key, p.paper, vehicle_document_day(d.facts, d.created_at) desc, d.created_at desc, d.id desc`.execute(db);
};

/** The cars whose paper reminders come from this document (before it changes or goes). */
const keysFrom = async (db: Db, businessId: string, documentId: string): Promise<string[]> =>
  (await sql<{ vehicle_key: string }>`select distinct vehicle_key from paper_reminders where business_id = ${businessId} and document_id = ${documentId}`.execute(db)).rows.map(
    (r) => r.vehicle_key,
  );

/** The document's car as the reminders key it (the plate, else the VIN; "" for none). */
const keyOf = async (db: Db, documentId: string): Promise<string> =>
  (await sql<{ key: string }>`select ${DOCUMENT_VEHICLE} as key from documents d where d.id = ${documentId}`.execute(db)).rows[0]?.key ?? '';

/**
 * The paper reminders' document hook: a save that carries a paper's date refreshes its car after
 * the commit; an edit refreshes its car and the cars it gave a date to before (its plate may have
 * changed, or its date been cleared); a deletion refreshes, inside its transaction, the cars it gave
 * a date to. Never throws after a commit: the document is saved (the next edit places it again).
 */
export const paperRemindersHook = ({ db, log }: { db: Kysely<Database>; log: FastifyBaseLogger }): DocumentHook => {
  const sync = async (businessId: string, documentId: string, facts: Record<string, string>, edited: boolean) => {
    try {
      const before = edited ? await keysFrom(db, businessId, documentId) : [];
      const now = carriesPaper(facts) ? [await keyOf(db, documentId)] : [];
      await db.transaction().execute((tx) => refreshPapers(tx, businessId, [...before, ...now]));
    } catch (error) {
      log.error({ err: error, document: documentId }, 'refreshing the paper reminders of a document failed');
    }
  };
  return {
    name: 'paper-reminders',
    submitted: (doc) => (carriesPaper(doc.facts) ? sync(doc.businessId, doc.id, doc.facts, false) : Promise.resolve()),
    updated: (doc) => sync(doc.businessId, doc.id, doc.facts, true),
    deleting: async (tx, { businessId, id }) => {
      const keys = await keysFrom(tx, businessId, id);
      return () => refreshPapers(tx, businessId, keys);
    },
  };
};

/**
 * The paper reminders whose document is one of these take its client again (its facts were
 * rewritten without a save's hooks: a customer's erasure). Answers how many changed.
 */
export const refreshPaperClients = async (db: Db, businessId: string, documentIds: readonly string[]): Promise<number> =>
  Number(
    (
      await sql`update paper_reminders r set (client_name, client_phone, client_email, search) = (
          select nullif(d.facts ->> 'client.name', ''), nullif(d.facts ->> 'client.phone', ''), nullif(lower(d.facts ->> 'client.email'), ''),
            lower(translate(concat_ws(' ', r.vehicle_key, d.facts ->> 'vehicle.plate', d.facts ->> 'vehicle.vin', d.facts ->> 'client.name'), ${FOLD_FROM}, ${FOLD_TO}))
          from documents d where d.id = r.document_id)
        where r.business_id = ${businessId} and r.document_id = any(${[...documentIds]}::char(24)[])`.execute(db)
    ).numAffectedRows ?? 0n,
  );
