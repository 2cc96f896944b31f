import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../connection.js';
import { migrate } from '../migrate.js';
import { migrations } from './index.js';

const id = (n: number) => String(n).padStart(24, '0');

/** What the server wrote in last_error before the codes, and what migration 048 makes of it. */
const CASES: [string | null, string | null, string | null][] = [
  ['ANAF asked us to slow down (too many requests)', 'rate_limited', null],
  ['Not sent to SPV: ANAF asked us to slow down (too many requests)', 'rate_limited', null],
  ["ANAF's SPV could not be reached or failed (HTTP 502): Bad gateway", 'unavailable', 'HTTP 502: Bad gateway'],
  ["Not sent to SPV: ANAF's SPV could not be reached or failed (HTTP 503)", 'unavailable', 'HTTP 503'],
  ["ANAF's SPV could not be reached or failed: the call timed out", 'unavailable', 'the call timed out'],
  ["ANAF's answer could not be read: not JSON", 'bad_answer', 'not JSON'],
  ['The invoice was deleted before it reached SPV', 'deleted', null],
  ['SPV is not connected, or ANAF refused the connection: the owner connects SPV again', 'not_connected', null],
  // ANAF's own words, or our words for an incomplete invoice: shown as they are.
  ['Not sent to SPV: Nu aveti drept in SPV pentru CIF=18547290', null, 'Not sent to SPV: Nu aveti drept in SPV pentru CIF=18547290'],
  [null, null, null],
];

/** What a failing connection held before the codes, and what migration 048 makes of it. */
const CONNECTIONS: [string, string | null, string | null, string | null][] = [
  ['failing', 'The SPV connection has expired (its refresh token ended): connect SPV again', 'expired', null],
  ['failing', "The SPV tokens cannot be read with this server's ENCRYPTION_KEY: connect SPV again", 'unreadable', null],
  ['failing', 'ANAF refused to renew the connection: connect SPV again', 'refused', null],
  ['failing', 'invalid_grant: Invalid refresh token', 'refused', 'invalid_grant: Invalid refresh token'],
  ['connected', null, null, null],
];

describe('migration 048 on a database that already has SPV uploads and connections', () => {
  it("reads the server's former sentences back into codes and their details, and leaves any other text as it was (a connection's: ANAF's refusal)", async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      await migrate(db.db, migrations.slice(0, migrations.findIndex((m) => m.id === '048-spv-error-codes')));
      // The uploads alone: their business and document do not matter here.
      await sql`set session_replication_role = replica`.execute(db.db);
      for (const [n, [text]] of CASES.entries()) {
        await sql`insert into spv_uploads (id, business_id, number, issue_date, state, trigger, last_error, created_at, updated_at)
          values (${id(n + 1)}, ${id(999)}, ${`FA-${n}`}, '2026-11-02', 'failed', 'auto', ${text}, now(), now())`.execute(db.db);
      }
      for (const [n, [status, text]] of CONNECTIONS.entries()) {
        await sql`insert into spv_connections (business_id, access_enc, refresh_enc, key_id, access_expires_at, refresh_expires_at, status, last_error, connected_at, updated_at)
          values (${id(n + 100)}, '\\x00', '\\x00', 'k1', now(), now(), ${status}, ${text}, now(), now())`.execute(db.db);
      }
      await sql`set session_replication_role = origin`.execute(db.db);
      await migrate(db.db);
      const rows = await sql<{ last_error_code: string | null; last_error: string | null }>`select last_error_code, last_error from spv_uploads order by id`.execute(db.db);
      expect(rows.rows.map((r) => [r.last_error_code, r.last_error])).toEqual(CASES.map(([, code, detail]) => [code, detail]));
      const connections = await sql<{ last_error_code: string | null; last_error: string | null }>`select last_error_code, last_error from spv_connections order by business_id`.execute(db.db);
      expect(connections.rows.map((r) => [r.last_error_code, r.last_error])).toEqual(CONNECTIONS.map(([, , code, detail]) => [code, detail]));
    } finally {
      await db.close();
    }
  });
});
