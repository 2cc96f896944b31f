import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM under ENCRYPTION_KEY for the secrets features keep at rest (the registry's
 * credentials and session, the SPV tokens). Each sealed value is stored with the id of the key that
 * sealed it (the first 16 hex of the key's SHA-256, which says nothing of the key), so the key can be
 * rotated: the new key seals, the previous ones still open, and `npm run rotate-key` re-seals every
 * module's secrets under the new one (each module's `rotateKey`).
 *
 * Layout of a sealed value: 12-byte IV ‖ ciphertext ‖ 16-byte tag. `context` (e.g. the business id
 * and what the value is) is authenticated as associated data, so a ciphertext copied to another
 * row or column does not open there.
 */
export type Sealed = { data: Buffer; keyId: string };

/**
 * What one module's re-sealing did (`npm run rotate-key`): its rows with secrets, how many were
 * sealed again under the current key, how many were already, and the businesses whose values no
 * key given opens (left as they were).
 */
export type KeyRotationReport = { what: string; rows: number; resealed: number; current: number; unreadable: string[] };

export type SecretBox = {
  keyId: string;
  seal: (plain: string, context: string) => Sealed;
  /** undefined when the value was sealed by a key this box does not hold, or was tampered with. */
  open: (sealed: Sealed, context: string) => string | undefined;
  holds: (keyId: string) => boolean;
};

const IV_BYTES = 12;
const TAG_BYTES = 16;

const parseKey = (hex: string): Buffer => {
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error('an encryption key must be 64 hex characters (32 bytes)');
  return Buffer.from(hex, 'hex');
};

export const keyIdOf = (hex: string): string => createHash('sha256').update(parseKey(hex)).digest('hex').slice(0, 16);

export const createSecretBox = ({ key, previous = [] }: { key: string; previous?: readonly string[] }): SecretBox => {
  const current = { id: keyIdOf(key), bytes: parseKey(key) };
  const keys = new Map([current, ...previous.map((k) => ({ id: keyIdOf(k), bytes: parseKey(k) }))].map((k) => [k.id, k.bytes]));
  return {
    keyId: current.id,
    holds: (keyId) => keys.has(keyId),
    seal: (plain, context) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.bytes, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return { data: Buffer.concat([iv, body, cipher.getAuthTag()]), keyId: current.id };
    },
    open: ({ data, keyId }, context) => {
      const bytes = keys.get(keyId);
      if (!bytes || data.length < IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', bytes, data.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
        return Buffer.concat([decipher.update(data.subarray(IV_BYTES, data.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        // A wrong key or a changed byte: GCM's tag check fails. Never say more (no oracle, no secret in a message).
        return undefined;
      }
    },
  };
};
