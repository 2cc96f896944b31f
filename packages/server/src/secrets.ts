import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const stored = z.object({ jwtSecret: z.string().min(32), encryptionKey: z.string().regex(/^[0-9a-f]{64}$/) });
export type Secrets = z.infer<typeof stored>;

/**
 * JWT_SECRET and ENCRYPTION_KEY from the environment, else generated once and kept in
 * DATA_DIR/secrets.json (mode 600), so tokens and encrypted data survive restarts.
 */
export const loadSecrets = ({ dataDir, jwtSecret, encryptionKey }: { dataDir: string; jwtSecret?: string | undefined; encryptionKey?: string | undefined }): Secrets => {
  const file = path.join(dataDir, 'secrets.json');
  let kept: Secrets | undefined;
  if (existsSync(file)) {
    const parsed = stored.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file} is damaged: delete it to generate new secrets (users will have to log in again)`);
    kept = parsed.data;
  }
  if (!kept && (!jwtSecret || !encryptionKey)) {
    kept = { jwtSecret: randomBytes(48).toString('base64url'), encryptionKey: randomBytes(32).toString('hex') };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    jwtSecret: jwtSecret ?? kept?.jwtSecret ?? '',
    encryptionKey: encryptionKey?.toLowerCase() ?? kept?.encryptionKey ?? '',
  };
};
