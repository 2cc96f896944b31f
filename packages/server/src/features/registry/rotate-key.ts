import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import * as repo from './registry.repo.js';
import { credentialsContext, sessionContext } from './registry-session.js';
import type { SecretBox } from '../../infra/secret-box.js';

export type RotationReport = { accounts: number; resealed: number; current: number; unreadable: string[] };

/**
 * Re-encrypts every registry secret not yet under the box's current key (ENCRYPTION_KEY), opening
 * it with the previous keys (ENCRYPTION_KEY_PREVIOUS). A value no held key opens is left as it is
 * and reported by business id: its owner saves the credentials again. A session that does not
 * open is simply dropped (the next send logs in again). Idempotent: a second run reseals nothing.
 */
export const rotateRegistryKey = async ({ db, box }: { db: Kysely<Database>; box: SecretBox }): Promise<RotationReport> => {
  const report: RotationReport = { accounts: 0, resealed: 0, current: 0, unreadable: [] };
  for (const row of await repo.listSealed(db)) {
    report.accounts += 1;
    const session = row.session_enc && row.session_key_id ? { data: row.session_enc, keyId: row.session_key_id } : undefined;
    const sessionCurrent = !session || session.keyId === box.keyId;
    if (row.credentials_key_id === box.keyId && sessionCurrent) {
      report.current += 1;
      continue;
    }
    const credentials = box.open({ data: row.credentials_enc, keyId: row.credentials_key_id }, credentialsContext(row.business_id));
    if (credentials === undefined) {
      report.unreadable.push(row.business_id);
      continue;
    }
    const token = session ? box.open(session, sessionContext(row.business_id)) : undefined;
    const sealedCredentials = box.seal(credentials, credentialsContext(row.business_id));
    const sealedSession = token === undefined ? undefined : box.seal(token, sessionContext(row.business_id));
    await repo.resealAccount(db, row.business_id, {
      credentials_enc: sealedCredentials.data,
      credentials_key_id: sealedCredentials.keyId,
      session_enc: sealedSession?.data ?? null,
      session_key_id: sealedSession?.keyId ?? null,
    });
    report.resealed += 1;
  }
  return report;
};
