import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/**
 * One customer of a business as their erasure (GDPR art. 17) and their export (art. 15 and 20)
 * look for them (issue 31): the customers feature makes it from the directory and the documents.
 */
export type CustomerScope = {
  businessId: string;
  customerId: string;
  /** When the erasure or the export runs (the app's clock). */
  at: Date;
  /** Their documents whose personal data goes: every one but the invoices the law keeps. */
  erased: readonly string[];
  /** All of their documents, the kept invoices too. */
  documents: readonly string[];
  /** Their e-mails (lower case), phone numbers (core's phoneKey) and mobile numbers (E.164, as SMS go). */
  emails: readonly string[];
  phones: readonly string[];
  mobiles: readonly string[];
  /** Keys the directory knew them by (customers.keys), which consents keep. */
  keys: readonly string[];
  /** A text without their names, numbers, e-mails and identifiers (core's customerRedactor). */
  redact: (text: string) => string;
  /** A document's data as the erasure leaves it, by its application (core's eraseCustomerData). */
  eraseData: (form: { formId: string; version: number }, data: unknown) => Promise<unknown>;
};

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A place outside the documents where a business keeps one customer's personal data (a send to
 * them, their answer, a reminder's log, an appointment's confirmation). What their export gives
 * of it (`export`: rows, written to the ZIP as customer-data/<file>.json) is what their erasure
 * takes away (`erase`: removed or pseudonymised inside the erasure's transaction, after the
 * documents were erased; answers how many rows it changed). Both are bound to the business and
 * run again harmlessly. Each module declares its own (`customerData`); app-modules.ts assembles
 * them, and the customers feature walks them all (the tests' sweep of every table holds the list
 * whole).
 */
export type CustomerDataPlace = {
  file: string;
  export: (db: Db, customer: CustomerScope) => Promise<Record<string, unknown>[]>;
  erase: (tx: Transaction<Database>, customer: CustomerScope) => Promise<number>;
};

/** A module's places, by the table each is about. */
export type CustomerDataPlaces = Readonly<Record<string, CustomerDataPlace>>;

/** The places of several modules as one list; a table declared twice is a mistake. */
export const assembleCustomerData = (modules: readonly { name: string; customerData?: CustomerDataPlaces }[]): CustomerDataPlaces => {
  const all: Record<string, CustomerDataPlace> = {};
  for (const { name, customerData } of modules) {
    for (const [table, place] of Object.entries(customerData ?? {})) {
      if (table in all) throw new Error(`the customer data of table ${table} is declared twice (again by ${name})`);
      all[table] = place;
    }
  }
  return all;
};

/**
 * Rows rewritten by id in one statement: `rows` carry `id` and the new values of `columns` (each
 * with its SQL type), bound to the business. Places whose new values are computed (a message
 * without the customer's name) write them so, not one statement per row.
 */
export const rewriteRows = async (
  tx: Transaction<Database>,
  { table, businessId, columns, rows }: { table: keyof Database & string; businessId: string; columns: Readonly<Record<string, string>>; rows: readonly Record<string, unknown>[] },
): Promise<number> => {
  if (rows.length === 0) return 0;
  const names = Object.keys(columns);
  const set = sql.join(names.map((c) => sql`${sql.ref(c)} = v.${sql.ref(c)}`), sql`, `);
  const shape = sql.join([sql`id text`, ...names.map((c) => sql`${sql.ref(c)} ${sql.raw(columns[c]!)}`)], sql`, `);
  const result = await sql`update ${sql.table(table)} as x set ${set}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${shape})
    where x.id = v.id::char(24) and x.business_id = ${businessId}`.execute(tx);
  return Number(result.numAffectedRows ?? 0n);
};

/** A customer's phone numbers as digits only, in the national and the international form (`0722123456`, `40722123456`): how a stored number is compared whatever its punctuation. */
export const contactDigits = (c: Pick<CustomerScope, 'phones' | 'mobiles'>): string[] =>
  [...new Set([...c.phones, ...c.mobiles].map((p) => p.replace(/\D/g, '')).flatMap((d) => (/^0\d{9}$/.test(d) ? [d, `40${d.slice(1)}`] : d === '' ? [] : [d])))];

/** How many rows a statement changed. */
export const changed = (result: { numAffectedRows?: bigint }): number => Number(result.numAffectedRows ?? 0n);
