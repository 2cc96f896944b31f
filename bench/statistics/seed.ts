/**
 * Seeds the statistics benchmark straight into `documents` (not through HTTP): one user with
 * estimates, invoices and finance records (income/expense, most with a plate) spread evenly over
 * the last three years, made with the test definitions of packages/server/src/test/fixtures. Each
 * row is made as submit makes it (processSubmission through prepareDocument: recomputed values and
 * facts) and written in batches of `insert … select from unnest(arrays)`; the triggers of
 * migration 005 derive the statistics rows in the same statements, as they do for a submit.
 * search_text is left empty: no statistics query reads it.
 */
import { sql, type Kysely } from 'kysely';
import { extractFacts, formatDocumentNumber, type FormData, type FormDefinition } from '@atelier/core';
import type { Database } from '../../packages/server/src/db/schema.js';
import { newId } from '../../packages/server/src/db/ids.js';
import { hashPassword } from '../../packages/server/src/features/auth/passwords.js';
import { prepareDocument } from '../../packages/server/src/features/documents/document-engine.js';
import { createFormsService } from '../../packages/server/src/features/forms/forms.service.js';
import { estimateDefinition, fixtureDefinition } from '../../packages/server/src/test/forms.js';
import { random } from '../documents/documents.js';
import { COMPANY_FORMS, COMPANY_WORDS, FIRST_NAMES, MAKES, PARTS, SURNAMES } from '../documents/vocabulary.js';

export const STATS_PASSWORD = 'parola-sigura-bench-1';
export type StatsSizes = { estimates: number; invoices: number; finance: number };
export type StatsSeeded = { userId: string; email: string; password: string; documents: number; seconds: number; start: string; end: string; statsRows: number; lineRows: number; buckets: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const YEARS = 3;
const REASONS = ['Revizie', 'Zgomot frână', 'Schimb ulei', 'Bătăi la suspensie', 'Martor motor aprins', 'ITP', 'Climatizare', 'Vibrații volan', 'Pierderi ulei', 'Ambreiaj'];
const LABOR = ['Diagnoză', 'Schimb ulei și filtre', 'Înlocuire plăcuțe', 'Înlocuire discuri', 'Geometrie roți', 'Echilibrare', 'Distribuție', 'Revizie completă', 'Încărcare freon', 'Reglaj faruri'];
const SERVICES = ['Revizie', 'Spălare', 'Vopsire', 'Polish', 'Diagnoză', 'Închiriere utilaj', 'Transport', 'Consultanță', 'Montaj', 'Manoperă'];
const CATEGORIES = ['Combustibil', 'Transport', 'Reparații', 'Asigurări', 'Chirie', 'Salarii', 'Taxe', 'Piese'];

const pick = <T>(list: readonly T[], r: number, skew = 1): T => list[Math.min(list.length - 1, Math.floor(list.length * r ** skew))] as T;
const lei = (r: () => number, low: number, high: number) => (low + Math.floor(r() * (high - low) * 100) / 100).toFixed(2);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const person = (r: () => number) => `${pick(FIRST_NAMES, r())} ${pick(SURNAMES, r(), 2)}`;
const plate = (n: number) => `B ${String(10 + (n % 90)).padStart(2, '0')} ${String.fromCharCode(65 + (n % 26), 65 + ((n * 7) % 26), 65 + ((n * 11) % 26))}`;

/** The cars of the finance records (a fleet of 25). */
export const FLEET_PLATES = Array.from({ length: 25 }, (_, n) => plate(n));

const estimateData = (i: number, day: number): FormData => {
  const r = random(0x57a7, i);
  const corporate = r() < 0.3;
  return {
    client: { date: isoDay(day), type: corporate ? 'pj' : 'pf', name: corporate ? `${pick(COMPANY_WORDS, r())} ${pick(COMPANY_FORMS, r())}` : person(r) },
    vehicle: { make: pick(MAKES, r(), 1.5), plate: plate(Math.floor(r() * 5000)), entry_date: isoDay(day), exit_date: isoDay(day + Math.floor(r() * 6) * DAY_MS), reason: pick(REASONS, r(), 1.5) },
    labor: { items: Array.from({ length: 1 + Math.floor(r() * 3) }, () => ({ operation: pick(LABOR, r(), 1.5), value: lei(r, 50, 600) })) },
    parts: {
      items: Array.from({ length: Math.floor(r() * 4) }, () => {
        const [name, price] = pick(PARTS, r(), 2);
        return { name, qty: 1 + Math.floor(r() * 4), price: price.toFixed(2) };
      }),
    },
  };
};

const invoiceData = (i: number, day: number): FormData => {
  const r = random(0x1a70, i);
  const client = Math.floor(r() ** 2 * 2000);
  return {
    invoice: { date: isoDay(day), status: r() < 0.8 ? 'paid' : 'unpaid', client: `${pick(COMPANY_WORDS, (client % 30) / 30)} ${client} SRL`, cui: `RO${1_000_000 + client}` },
    lines: { items: Array.from({ length: 1 + Math.floor(r() * 5) }, () => ({ description: pick(SERVICES, r(), 1.5), qty: 1 + Math.floor(r() * 3), price: lei(r, 10, 900) })) },
  };
};

const financeData = (i: number, day: number): FormData => {
  const r = random(0xf1a, i);
  const income = r() < 0.4;
  return { entry: { kind: income ? 'income' : 'expense', amount: lei(r, 20, income ? 5000 : 1500), category: pick(CATEGORIES, r()), date: isoDay(day), plate: r() < 0.8 ? pick(FLEET_PLATES, r()) : '' } };
};

type Rows = { id: string[]; number: string[]; seq: number[]; data: string[]; facts: string[]; created_at: string[] };

const build = (definition: FormDefinition, make: (i: number, day: number) => FormData, from: number, count: number, total: number, start: number, end: number): Rows => {
  const rows: Rows = { id: [], number: [], seq: [], data: [], facts: [], created_at: [] };
  for (let i = from; i < from + count; i++) {
    const at = start + ((i + 0.5) * (end - start)) / total;
    const { data, facts, totals } = prepareDocument(definition, make(i, Math.floor(at / DAY_MS) * DAY_MS));
    const number = formatDocumentNumber(definition, i + 1);
    rows.id.push(newId(new Date(at)));
    rows.number.push(number);
    rows.seq.push(i + 1);
    rows.data.push(JSON.stringify(data));
    rows.facts.push(JSON.stringify({ ...facts, ...extractFacts(definition, data, totals), 'document.number': number }));
    rows.created_at.push(new Date(at).toISOString());
  }
  return rows;
};

export const seedStatistics = async (db: Kysely<Database>, sizes: StatsSizes, log: (line: string) => void): Promise<StatsSeeded> => {
  const started = performance.now();
  const end = Date.now() - 60 * 60 * 1000;
  const start = end - YEARS * 365 * DAY_MS;
  const userId = newId(new Date(start - DAY_MS));
  const email = 'bench.statistics@example.ro';
  // The account owns a business of the same id (as migration 018 made of every account).
  await db.insertInto('businesses').values({ id: userId, created_at: new Date(start - DAY_MS), trial_ends_at: new Date(end + 3650 * DAY_MS) }).execute();
  await db
    .insertInto('users')
    .values({
      id: userId,
      email,
      password_hash: await hashPassword(STATS_PASSWORD),
      created_at: new Date(start - DAY_MS),
      tokens_valid_after: new Date(0),
      business_id: userId,
      role: 'owner',
    })
    .execute();
  const forms = createFormsService({ db, now: () => new Date() });
  const kinds = [
    { name: 'estimates', definition: estimateDefinition(fixtureDefinition('service-estimate')), make: estimateData, count: sizes.estimates },
    { name: 'invoices', definition: estimateDefinition(fixtureDefinition('simple-invoice')), make: invoiceData, count: sizes.invoices },
    { name: 'finance records', definition: estimateDefinition(fixtureDefinition('finance-entry')), make: financeData, count: sizes.finance },
  ];
  let documents = 0;
  for (const { name, definition, make, count } of kinds) {
    const { id: formId } = await forms.publish(definition);
    const t = performance.now();
    for (let from = 0; from < count; from += 1000) {
      const rows = build(definition, make, from, Math.min(1000, count - from), count, start, end);
      await sql`
        insert into documents (id, business_id, created_by, form_id, form_version, number, seq, data, facts, created_at, updated_at)
        select r.id, ${userId}, ${userId}, ${formId}, ${definition.version}::int, r.number, r.seq, r.data, r.facts, r.created_at, r.created_at
        from unnest(${rows.id}::text[], ${rows.number}::text[], ${rows.seq}::int[], ${rows.data}::jsonb[], ${rows.facts}::jsonb[], ${rows.created_at}::timestamptz[])
          as r(id, number, seq, data, facts, created_at)`.execute(db);
    }
    await sql`insert into document_counters (business_id, form_id, last_number) values (${userId}, ${formId}, ${count})`.execute(db);
    documents += count;
    log(`  ${count.toLocaleString('en-US')} ${name} in ${Math.round((performance.now() - t) / 1000)} s`);
  }
  for (const table of ['documents', 'document_stats', 'document_stat_lines', 'stat_buckets']) await sql.raw(`vacuum (analyze) ${table}`).execute(db);
  const counted = await sql<{ stats: number; lines: number; buckets: number }>`
    select (select count(*) from document_stats)::int as stats, (select count(*) from document_stat_lines)::int as lines,
      (select count(*) from stat_buckets)::int as buckets`.execute(db);
  return {
    userId,
    email,
    password: STATS_PASSWORD,
    documents,
    seconds: (performance.now() - started) / 1000,
    start: isoDay(start),
    end: isoDay(end),
    statsRows: counted.rows[0]?.stats ?? 0,
    lineRows: counted.rows[0]?.lines ?? 0,
    buckets: counted.rows[0]?.buckets ?? 0,
  };
};
