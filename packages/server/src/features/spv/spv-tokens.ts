import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { KeyRotationReport, SecretBox } from '../../infra/secret-box.js';
import { SpvError, type SpvAdapter, type SpvTokens } from '../../integrations/spv/spv-adapter.js';
import type { ConnectionFailure } from './spv-mails.js';
import * as repo from './spv.repo.js';

/** What each sealed token is bound to (GCM associated data): a ciphertext moved to another row or column does not open. */
export const accessContext = (businessId: string) => `spv:${businessId}:access`;
export const refreshContext = (businessId: string) => `spv:${businessId}:refresh`;

/** An access token is used until this long before it ends; after, it is refreshed first. */
export const ACCESS_MARGIN_MS = 5 * 60 * 1000;

/** The business has no (usable) connection: the owner connects (again). */
export class NotConnected extends Error {}

/** ANAF's reason in words, never a token: SpvError's message carries neither token nor body. */
export const reasonOf = (error: SpvError, fallback: string): string => error.reason ?? (error.messages.length > 0 ? error.messages.join('; ') : fallback);

export const sealTokens = (box: SecretBox, businessId: string, tokens: SpvTokens): repo.SealedTokens => {
  const access = box.seal(tokens.accessToken, accessContext(businessId));
  const refresh = box.seal(tokens.refreshToken, refreshContext(businessId));
  return { access_enc: access.data, refresh_enc: refresh.data, key_id: access.keyId, access_expires_at: tokens.accessExpiresAt, refresh_expires_at: tokens.refreshExpiresAt };
};

/**
 * A business's SPV tokens: sealed under ENCRYPTION_KEY in spv_connections, opened only to make a
 * call, refreshed before the access token ends (by the hourly job, or here when a call finds it
 * ended). A refresh ANAF refuses marks the connection failing with ANAF's reason, and `failed`
 * hears of it (the owner is told once).
 */
export const createSpvTokens = ({
  db,
  box,
  adapter,
  failed,
  now,
  log,
}: {
  db: Kysely<Database>;
  box: SecretBox;
  adapter: SpvAdapter;
  /** The connection stopped working for good (never throws). */
  failed: (businessId: string, failure: ConnectionFailure) => Promise<void>;
  now: () => Date;
  log: FastifyBaseLogger;
}) => {
  const open = (row: repo.ConnectionRow) => {
    const access = box.open({ data: row.access_enc, keyId: row.key_id }, accessContext(row.business_id));
    const refresh = box.open({ data: row.refresh_enc, keyId: row.key_id }, refreshContext(row.business_id));
    return access === undefined || refresh === undefined ? undefined : { access, refresh };
  };

  /** Marks the connection failing (the card says why, ANAF's words beside) and tells `failed`; throws NotConnected for the caller. */
  const failing = async (businessId: string, failure: ConnectionFailure): Promise<never> => {
    await repo.markFailing(db, businessId, { code: failure.kind, anaf: failure.anaf ?? null, at: now() });
    await failed(businessId, failure);
    throw new NotConnected(failure.kind);
  };

  /** New tokens from the refresh token; a refusal marks the connection failing (and throws NotConnected). */
  const refresh = async (businessId: string): Promise<string> => {
    const row = await repo.findConnection(db, businessId);
    if (!row) throw new NotConnected('not connected');
    if (row.refresh_expires_at.getTime() <= now().getTime()) {
      return failing(businessId, { kind: 'expired' });
    }
    const tokens = open(row);
    if (!tokens) return failing(businessId, { kind: 'unreadable' });
    try {
      const fresh = await adapter.refresh(tokens.refresh);
      await repo.replaceTokens(db, businessId, sealTokens(box, businessId, fresh), { at: now(), refreshed: true });
      log.info({ business: businessId, accessExpiresAt: fresh.accessExpiresAt }, 'spv: tokens refreshed');
      return fresh.accessToken;
    } catch (error) {
      if (error instanceof SpvError && (error.kind === 'grant_refused' || error.kind === 'unauthorized')) {
        return failing(businessId, { kind: 'refused', ...(error.reason || error.messages.length > 0 ? { anaf: reasonOf(error, '') } : {}) });
      }
      throw error;
    }
  };

  /** A live access token: the stored one while it has more than ACCESS_MARGIN_MS left, else a refreshed one. */
  const accessToken = async (businessId: string): Promise<string> => {
    const row = await repo.findConnection(db, businessId);
    if (!row) throw new NotConnected('not connected');
    if (row.access_expires_at.getTime() - ACCESS_MARGIN_MS > now().getTime()) {
      const tokens = open(row);
      if (tokens) return tokens.access;
      return failing(businessId, { kind: 'unreadable' });
    }
    return refresh(businessId);
  };

  /** Runs a call with the access token; an `unauthorized` answer refreshes once and tries again. */
  const withAccess = async <T>(businessId: string, call: (accessToken: string) => Promise<T>): Promise<T> => {
    try {
      return await call(await accessToken(businessId));
    } catch (error) {
      if (!(error instanceof SpvError) || error.kind !== 'unauthorized') throw error;
      return call(await refresh(businessId));
    }
  };

  /** Both tokens, to revoke them at a disconnect (undefined when they no longer open). */
  const both = async (businessId: string) => {
    const row = await repo.findConnection(db, businessId);
    return row ? open(row) : undefined;
  };

  return { accessToken, withAccess, refresh, both };
};

export type SpvTokensService = ReturnType<typeof createSpvTokens>;

/**
 * Re-seals every SPV connection not yet under the box's current key (`npm run rotate-key`). A pair no
 * held key opens is left and reported: its owner connects again.
 */
export const rotateSpvKey = async ({ db, box }: { db: Kysely<Database>; box: SecretBox }): Promise<KeyRotationReport> => {
  const report: KeyRotationReport = { what: 'SPV connections', rows: 0, resealed: 0, current: 0, unreadable: [] };
  for (const row of await repo.listSealed(db)) {
    report.rows += 1;
    if (row.key_id === box.keyId) {
      report.current += 1;
      continue;
    }
    const access = box.open({ data: row.access_enc, keyId: row.key_id }, accessContext(row.business_id));
    const refresh = box.open({ data: row.refresh_enc, keyId: row.key_id }, refreshContext(row.business_id));
    if (access === undefined || refresh === undefined) {
      report.unreadable.push(row.business_id);
      continue;
    }
    const sealedAccess = box.seal(access, accessContext(row.business_id));
    const sealedRefresh = box.seal(refresh, refreshContext(row.business_id));
    await db
      .updateTable('spv_connections')
      .set({ access_enc: sealedAccess.data, refresh_enc: sealedRefresh.data, key_id: sealedAccess.keyId })
      .where('business_id', '=', row.business_id)
      .where('key_id', '=', row.key_id)
      .execute();
    report.resealed += 1;
  }
  return report;
};
