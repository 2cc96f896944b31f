import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Locale, SpvConnectResponse, SpvSettingsBody, SpvStatusDto } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import type { SecretBox } from '../../infra/secret-box.js';
import { SpvError, type SpvAdapter } from '../../integrations/spv/spv-adapter.js';
import { reasonOf, sealTokens, type SpvTokensService } from './spv-tokens.js';
import * as repo from './spv.repo.js';

/** Where the browser lands after ANAF's sign-in: the company profile, with the outcome in `spv`. */
export const PROFILE_PAGE = '/profile';

const hashOf = (state: string) => createHash('sha256').update(state, 'utf8').digest('hex');

export type CallbackQuery = { code?: string | undefined; state?: string | undefined; error?: string | undefined; error_description?: string | undefined };

/**
 * Connecting a business to SPV (OAuth 2.0, authorization code): the owner asks, the browser goes to
 * ANAF with a one-time `state` (32 random bytes; only its SHA-256 stored, bound to the business and
 * the owner, short-lived, used once), the owner signs in with their qualified certificate, ANAF
 * sends the browser back with a code, exchanged here for the tokens, sealed under ENCRYPTION_KEY.
 * Without ANAF_SPV_CLIENT_ID the adapter is undefined: the status says "not configured" and every
 * other call answers 503 spv_not_configured.
 */
export const createSpvConnections = ({
  db,
  box,
  adapter,
  tokens,
  stateTtlMs,
  onConnected,
  now,
  log,
}: {
  db: Kysely<Database>;
  box: SecretBox;
  adapter: SpvAdapter | undefined;
  tokens: SpvTokensService | undefined;
  stateTtlMs: number;
  /** The business is connected (again): its waiting uploads go on. */
  onConnected: (businessId: string) => Promise<void>;
  now: () => Date;
  log: FastifyBaseLogger;
}) => {
  const configured = (): { adapter: SpvAdapter; tokens: SpvTokensService } => {
    if (!adapter || !tokens) throw new AppError('spv_not_configured');
    return { adapter, tokens };
  };

  const status = async ({ businessId }: RequestScope): Promise<SpvStatusDto> => {
    const uploadMode = await repo.uploadMode(db, businessId);
    const empty = { connected_at: null, access_expires_at: null, refresh_expires_at: null, last_error_code: null, last_error: null, upload_mode: uploadMode };
    if (!adapter) return { configured: false, connected: false, state: 'not_configured', ...empty };
    const row = await repo.findConnection(db, businessId);
    if (!row) return { configured: true, connected: false, state: 'not_connected', ...empty };
    return {
      configured: true,
      connected: true,
      state: row.status,
      connected_at: row.connected_at.toISOString(),
      access_expires_at: row.access_expires_at.toISOString(),
      refresh_expires_at: row.refresh_expires_at.toISOString(),
      last_error_code: row.last_error_code,
      last_error: row.last_error,
      upload_mode: uploadMode,
    };
  };

  /** The owner's way to ANAF's sign-in: a fresh one-time state, bound to the business and the owner. */
  const connect = async ({ businessId, userId }: RequestScope, locale: Locale): Promise<SpvConnectResponse> => {
    const spv = configured();
    const state = randomBytes(32).toString('base64url');
    const at = now();
    await repo.deleteOldStates(db, at);
    // The owner's app language: that of their SPV e-mails from now on.
    await repo.saveSettings(db, { businessId, set: { locale }, userId, at });
    await repo.insertState(db, { state_hash: hashOf(state), business_id: businessId, user_id: userId, created_at: at, expires_at: new Date(at.getTime() + stateTtlMs) });
    return { url: spv.adapter.authorizeUrl({ state }) };
  };

  /**
   * ANAF's redirect back: the state is used once (unknown, expired or used → spv_state_invalid),
   * its owner must still own the business, and the code becomes the business's tokens. Answers the
   * page to send the browser to, with the outcome (`spv=connected`, or `spv=error&code=…`).
   */
  const callback = async (query: CallbackQuery): Promise<string> => {
    const failed = (code: string) => `${PROFILE_PAGE}?spv=error&code=${code}`;
    if (!adapter) return failed('spv_not_configured');
    const claimed = query.state ? await repo.useState(db, { stateHash: hashOf(query.state), at: now() }) : undefined;
    if (!claimed || !(await repo.isOwner(db, { businessId: claimed.business_id, userId: claimed.user_id }))) return failed('spv_state_invalid');
    if (query.error || !query.code) {
      log.warn({ business: claimed.business_id, error: query.error }, 'spv: the sign-in at ANAF did not happen');
      return failed('spv_grant_refused');
    }
    try {
      const granted = await adapter.exchangeCode(query.code);
      await repo.saveConnection(db, { business_id: claimed.business_id, connected_by: claimed.user_id, at: now(), ...sealTokens(box, claimed.business_id, granted) });
    } catch (error) {
      if (!(error instanceof SpvError)) throw error;
      log.warn({ business: claimed.business_id, kind: error.kind, reason: error.reason }, 'spv: the code was not exchanged');
      return failed(error.kind === 'grant_refused' || error.kind === 'unauthorized' ? 'spv_grant_refused' : 'spv_unavailable');
    }
    log.info({ business: claimed.business_id }, 'spv: connected');
    await onConnected(claimed.business_id);
    return `${PROFILE_PAGE}?spv=connected`;
  };

  /** Revokes the tokens at ANAF (best effort: a token ANAF no longer knows, or ANAF down, does not keep them here) and deletes them. */
  const disconnect = async ({ businessId }: RequestScope): Promise<void> => {
    const spv = configured();
    const held = await spv.tokens.both(businessId);
    if (!(await repo.hasConnection(db, businessId))) throw new AppError('spv_not_connected');
    for (const token of held ? [held.refresh, held.access] : []) {
      try {
        await spv.adapter.revoke(token);
      } catch (error) {
        log.warn({ business: businessId, reason: error instanceof SpvError ? reasonOf(error, error.kind) : 'error' }, 'spv: revoking a token at ANAF failed; deleted here all the same');
      }
    }
    await repo.deleteConnection(db, businessId);
    log.info({ business: businessId }, 'spv: disconnected');
  };

  const settings = async (scope: RequestScope, body: SpvSettingsBody, locale: Locale): Promise<SpvStatusDto> => {
    configured();
    await repo.saveSettings(db, { businessId: scope.businessId, set: { upload_mode: body.upload_mode, locale }, userId: scope.userId, at: now() });
    return status(scope);
  };

  return { status, connect, callback, disconnect, settings };
};

export type SpvConnections = ReturnType<typeof createSpvConnections>;
