/**
 * Every document of one business sent once, straight into the tables: a customer link and its
 * e-mail send per document, as `POST /api/user/documents/:id/send` writes them (sharing.service.ts).
 * The link's token is made from the document's id, so the benchmark can open any document's page
 * afterwards; the table keeps only its SHA-256, as the service does. Every link is live (expires in
 * a year): an old link being expired changes nothing of how the page finds it.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../packages/server/src/db/schema.js';
import { newId } from '../../packages/server/src/db/ids.js';

const BATCH = 5_000;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The customer link's token of a seeded document: 32 bytes, base64url (SHARE_TOKEN_PATTERN). */
export const shareTokenOf = (documentId: string): string => createHash('sha256').update(`bench-share-${documentId}`).digest('base64url');
/** What share_links keeps of a token (sharing.service.ts hashToken). */
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export type SeededLinks = { documentIds: string[]; seconds: number };

/** Returns the business's document ids, oldest first (each one's token is shareTokenOf(id)). */
export const seedShareLinks = async (db: Kysely<Database>, { businessId, userId }: { businessId: string; userId: string }): Promise<SeededLinks> => {
  const started = performance.now();
  const docs = (
    await sql<{ id: string; version: number; created_at: Date }>`
      select id, version, created_at from documents where business_id = ${businessId} order by created_at, id`.execute(db)
  ).rows;
  const expiresAt = new Date(Date.now() + YEAR_MS).toISOString();
  for (let from = 0; from < docs.length; from += BATCH) {
    const batch = docs.slice(from, from + BATCH);
    const linkIds = batch.map((d) => newId(new Date(d.created_at)));
    const sendIds = batch.map((d) => newId(new Date(d.created_at)));
    const documentIds = batch.map((d) => d.id);
    const hashes = batch.map((d) => hashToken(shareTokenOf(d.id)));
    const versions = batch.map((d) => d.version);
    const at = batch.map((d) => new Date(d.created_at).toISOString());
    const recipients = batch.map((_, k) => `client${from + k}@example.ro`);
    await sql`
      insert into share_links (id, business_id, document_id, token_hash, document_version, created_by, created_at, expires_at)
      select l.id, ${businessId}, l.document_id, l.token_hash, l.version, ${userId}, l.at, ${expiresAt}::timestamptz
      from unnest(${linkIds}::text[], ${documentIds}::text[], ${hashes}::text[], ${versions}::int[], ${at}::timestamptz[]) as l(id, document_id, token_hash, version, at)`.execute(db);
    await sql`
      insert into share_sends (id, business_id, document_id, link_id, channel, recipient, message, locale, document_version, sent_by, sent_at, status)
      select s.id, ${businessId}, s.document_id, s.link_id, 'email', s.recipient, '', 'ro', s.version, ${userId}, s.at, 'sent'
      from unnest(${sendIds}::text[], ${documentIds}::text[], ${linkIds}::text[], ${recipients}::text[], ${versions}::int[], ${at}::timestamptz[])
        as s(id, document_id, link_id, recipient, version, at)`.execute(db);
  }
  for (const table of ['share_links', 'share_sends']) await sql.raw(`vacuum (analyze) ${table}`).execute(db);
  return { documentIds: docs.map((d) => d.id), seconds: (performance.now() - started) / 1000 };
};
