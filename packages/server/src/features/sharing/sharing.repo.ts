import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { ShareState } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import type { ShareAnswersTable, ShareLinksTable, ShareSendsTable } from '../../db/schema-sharing.js';

type Db = Kysely<Database>;
export type LinkRow = Selectable<ShareLinksTable>;
export type SendRow = Selectable<ShareSendsTable>;
export type AnswerRow = Selectable<ShareAnswersTable>;

export const insertLink = (db: Db, row: Omit<LinkRow, 'revoked_at' | 'first_opened_at' | 'last_opened_at'>) => db.insertInto('share_links').values(row).execute();

export const insertSend = (db: Db, row: Omit<SendRow, 'message'> & { message: string }) => db.insertInto('share_sends').values(row).execute();

export const revokeLink = async (db: Db, { businessId, documentId, linkId, at }: { businessId: string; documentId: string; linkId: string; at: Date }): Promise<boolean> => {
  const found = await db
    .updateTable('share_links')
    .set({ revoked_at: sql`coalesce(revoked_at, ${at})` })
    .where('id', '=', linkId)
    .where('document_id', '=', documentId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  return found.numUpdatedRows > 0n;
};

/** A link by the hash of its token, with the locale it was sent in (its latest send's). */
export const findLinkByHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('share_links as l')
    .selectAll('l')
    .select((eb) => eb.selectFrom('share_sends as s').select('s.locale').whereRef('s.link_id', '=', 'l.id').orderBy('s.sent_at', 'desc').limit(1).as('locale'))
    .where('l.token_hash', '=', tokenHash)
    .executeTakeFirst();

export const markOpened = (db: Db, linkId: string, at: Date) =>
  db
    .updateTable('share_links')
    .set({ first_opened_at: sql`coalesce(first_opened_at, ${at})`, last_opened_at: at })
    .where('id', '=', linkId)
    .returning(sql<boolean>`first_opened_at = last_opened_at`.as('first'))
    .executeTakeFirst();

const userName = (column: 'l.created_by' | 's.sent_by') =>
  sql<string | null>`(select coalesce(nullif(u.name, ''), u.email) from users u where u.id = ${sql.ref(column)})`;

export const linksOf = (db: Db, businessId: string, documentId: string) =>
  db
    .selectFrom('share_links as l')
    .selectAll('l')
    .select(userName('l.created_by').as('creator_name'))
    .where('l.business_id', '=', businessId)
    .where('l.document_id', '=', documentId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();

export const sendsOf = (db: Db, businessId: string, documentId: string) =>
  db
    .selectFrom('share_sends as s')
    .selectAll('s')
    .select(userName('s.sent_by').as('sender_name'))
    .where('s.business_id', '=', businessId)
    .where('s.document_id', '=', documentId)
    .orderBy('s.sent_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();

export const answersOf = (db: Db, businessId: string, documentId: string) =>
  db
    .selectFrom('share_answers')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('document_id', '=', documentId)
    .orderBy('answered_at', 'desc')
    .orderBy('document_version', 'desc')
    .execute();

export const answerOfVersion = (db: Db, documentId: string, version: number) =>
  db.selectFrom('share_answers').selectAll().where('document_id', '=', documentId).where('document_version', '=', version).executeTakeFirst();

export const findAnswer = (db: Db, businessId: string, documentId: string, answerId: string) =>
  db.selectFrom('share_answers').selectAll().where('id', '=', answerId).where('document_id', '=', documentId).where('business_id', '=', businessId).executeTakeFirst();

export const findAnswerOfBusiness = (db: Db, businessId: string, answerId: string) =>
  db.selectFrom('share_answers').selectAll().where('id', '=', answerId).where('business_id', '=', businessId).executeTakeFirst();

export const insertAnswer = async (db: Db, row: Omit<AnswerRow, 'lines' | 'data' | 'comment' | 'network' | 'user_agent'> & { lines: string; data: string; comment: string; network: string; user_agent: string }): Promise<boolean> => {
  const inserted = await db.insertInto('share_answers').values(row).onConflict((oc) => oc.columns(['document_id', 'document_version']).doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
};

/** An answered version's PDF in one language, as first made. */
export const keptAnswerPdf = async (db: Db, answerId: string, locale: string): Promise<Buffer | undefined> =>
  (await db.selectFrom('share_answer_pdfs').select('pdf').where('answer_id', '=', answerId).where('locale', '=', locale).executeTakeFirst())?.pdf;

/** Keeps an answered version's PDF unless one was kept first (two requests at once): the kept one is returned either way. */
export const keepAnswerPdf = async (db: Db, row: { answer_id: string; locale: string; business_id: string; pdf: Buffer; created_at: Date }): Promise<Buffer> => {
  const inserted = await db.insertInto('share_answer_pdfs').values(row).onConflict((oc) => oc.columns(['answer_id', 'locale']).doNothing()).returning('answer_id').executeTakeFirst();
  return inserted ? row.pdf : ((await keptAnswerPdf(db, row.answer_id, row.locale)) ?? row.pdf);
};

/**
 * Where a document stands with its customer, in SQL on a `documents` row: the answer to its current
 * version decides; else opened when a link of it was opened; else sent when it was sent; else not sent.
 */
export const shareStateSql = sql<ShareState>`coalesce(
  (select a.decision from share_answers a where a.document_id = documents.id and a.document_version = documents.version),
  (select 'opened' from share_links l where l.document_id = documents.id and l.first_opened_at is not null limit 1),
  (select 'sent' from share_sends s where s.document_id = documents.id and s.status = 'sent' limit 1),
  'not_sent')`;

/** History's filter: only the documents in `state`. */
export const inShareState = (state: ShareState): Expression<SqlBool> => sql<SqlBool>`${shareStateSql} = ${state}`;

/** The state of each of a page's documents (by id). */
export const statesOf = async (db: Db, businessId: string, ids: string[]): Promise<Map<string, ShareState>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('documents')
    .select(['documents.id', shareStateSql.as('state')])
    .where('documents.business_id', '=', businessId)
    .where('documents.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.state]));
};

/** Whom an answer is mailed to: the link's maker while they are in the business, else its owner. */
export const notifyAddress = async (db: Db, businessId: string, createdBy: string | null) => {
  const maker = createdBy
    ? await db.selectFrom('users').select(['email', 'name']).where('id', '=', createdBy).where('business_id', '=', businessId).executeTakeFirst()
    : undefined;
  return maker ?? db.selectFrom('users').select(['email', 'name']).where('business_id', '=', businessId).where('role', '=', 'owner').orderBy('created_at').limit(1).executeTakeFirst();
};

/** The business as the customer's page shows it. */
export const businessContact = (db: Db, businessId: string) =>
  db
    .selectFrom('businesses')
    .leftJoin('company_profiles', 'company_profiles.business_id', 'businesses.id')
    .select(['businesses.name as business', 'company_profiles.name as profile', 'company_profiles.phone', 'company_profiles.email', 'company_profiles.address', 'company_profiles.city', 'company_profiles.county'])
    .where('businesses.id', '=', businessId)
    .executeTakeFirst();
