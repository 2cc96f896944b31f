import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { RegistryError, type RegistryAdapter, type RegistrySession } from '../../integrations/registry/registry-adapter.js';
import * as repo from './registry.repo.js';
import type { SecretBox } from '../../infra/secret-box.js';

/** A session is used until this long before it ends (domain-ro §5), so a send never starts on one about to lapse. */
export const SESSION_MARGIN_MS = 10 * 60 * 1000;

type Account = NonNullable<Awaited<ReturnType<typeof repo.findAccount>>>;

/** What each sealed value is bound to (GCM associated data): a ciphertext moved to another row does not open. */
export const credentialsContext = (businessId: string) => `registry:${businessId}:credentials`;
export const sessionContext = (businessId: string) => `registry:${businessId}:session`;

/** last_error of a check that could not reach the registry (the credentials may be fine). */
export const UNAVAILABLE = 'registry_unavailable';

/** The registry's reason for refusing, else our own words; never the credentials themselves. */
export const reasonOf = (error: RegistryError, fallback: string) => error.reason ?? fallback;

export const unavailable = (error: RegistryError): AppError =>
  new AppError('registry_unavailable', {
    ...(error.retryAfterMs === undefined ? {} : { headers: { 'retry-after': String(Math.ceil(error.retryAfterMs / 1000)) } }),
  });

/**
 * The registry session of a business: the cached one (sealed in registry_accounts) while it has
 * more than SESSION_MARGIN_MS left, else a new login with the stored credentials; a session the
 * registry refuses (ended early) is replaced by one new login, transparently to the user.
 */
export const createRegistrySessions = ({ db, box, adapter, now }: { db: Kysely<Database>; box: SecretBox; adapter: () => RegistryAdapter; now: () => Date }) => {
  const cached = (account: Account): RegistrySession | undefined => {
    if (!account.session_enc || !account.session_key_id || !account.session_expires_at) return undefined;
    if (account.session_expires_at.getTime() - SESSION_MARGIN_MS <= now().getTime()) return undefined;
    const token = box.open({ data: account.session_enc, keyId: account.session_key_id }, sessionContext(account.business_id));
    return token === undefined ? undefined : { token, expiresAt: account.session_expires_at };
  };

  /** A login with the stored credentials; its outcome is the credentials' status. */
  const login = async (account: Account): Promise<RegistrySession> => {
    const businessId = account.business_id;
    const plain = box.open({ data: account.credentials_enc, keyId: account.credentials_key_id }, credentialsContext(businessId));
    if (plain === undefined) {
      const message = 'The saved registry credentials cannot be read with this server\'s ENCRYPTION_KEY: save them again';
      await repo.recordCheck(db, businessId, { status: 'failing', at: now(), error: message, session: null });
      throw new AppError('registry_credentials_rejected', { message });
    }
    const credentials = JSON.parse(plain) as { email: string; password: string };
    try {
      const session = await adapter().login(credentials);
      const sealed = box.seal(session.token, sessionContext(businessId));
      await repo.recordCheck(db, businessId, { status: 'working', at: now(), error: null, session: { enc: sealed.data, keyId: sealed.keyId, expiresAt: session.expiresAt } });
      return session;
    } catch (error) {
      if (!(error instanceof RegistryError)) throw error;
      if (error.kind === 'bad_credentials') {
        const message = reasonOf(error, 'The registry refused the saved credentials');
        await repo.recordCheck(db, businessId, { status: 'failing', at: now(), error: message, session: null });
        throw new AppError('registry_credentials_rejected', { message });
      }
      await repo.recordCheck(db, businessId, { status: 'failing', at: now(), error: UNAVAILABLE });
      throw unavailable(error);
    }
  };

  const account = async (businessId: string): Promise<Account> => {
    const found = await repo.findAccount(db, businessId);
    if (!found) throw new AppError('registry_not_configured');
    return found;
  };

  /** Runs `work` with a live session; on a refused session, logs in once more and runs it again. */
  const withSession = async <T>(businessId: string, work: (session: RegistrySession) => Promise<T>): Promise<T> => {
    const found = await account(businessId);
    const first = cached(found) ?? (await login(found));
    try {
      return await work(first);
    } catch (error) {
      if (!(error instanceof RegistryError) || error.kind !== 'session_expired') throw error;
      return work(await login(found));
    }
  };

  /** "Test connection": a fresh login with the stored credentials (the status records the result). */
  const test = async (businessId: string) => {
    await login(await account(businessId));
  };

  return { withSession, test };
};

export type RegistrySessions = ReturnType<typeof createRegistrySessions>;
