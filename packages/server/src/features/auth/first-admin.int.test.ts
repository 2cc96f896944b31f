import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/databases.js';
import { ensureFirstAdmin } from './first-admin.js';
import { verifyPassword } from './passwords.js';
import { findUserByEmail } from './users.repo.js';

describe.each(databaseKinds())('first admin on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());

  it('is created once, with a generated strong password when none is given', async () => {
    const first = await ensureFirstAdmin(database.db, {});
    expect(first?.email).toBe('admin@atelier.local');
    expect(first?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const row = await findUserByEmail(database.db, 'admin@atelier.local');
    expect(row?.is_admin).toBe(true);
    expect(await verifyPassword(row?.password_hash ?? '', first?.generatedPassword ?? '')).toBe(true);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);

    expect(await ensureFirstAdmin(database.db, { email: 'other@atelier.ro', password: 'parola-admin' })).toBeUndefined();
    expect(await findUserByEmail(database.db, 'other@atelier.ro')).toBeUndefined();
  });
});
