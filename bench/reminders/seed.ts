/**
 * A workshop with a long history for the reminders benchmark: `documents` estimates of one
 * business over five years (20,000 vehicles, each back every year or so), their parts naming the
 * services the 20 tags look for, written with one `insert … select from generate_series` per batch.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../packages/server/src/db/schema.js';

/** Parts lines: the first 20 name one tag each (by name or alias), the rest none. */
export const PARTS = [
  'Schimb ulei motor; Filtru ulei',
  'Kit distributie complet',
  'Placute frana fata',
  'Lichid frana DOT4',
  'Antigel concentrat',
  'Filtru polen',
  'Incarcare freon AC',
  'Anvelope iarna 205/55 R16',
  'Baterie 74Ah',
  'Bujii set 4',
  'Filtru aer',
  'Filtru combustibil',
  'Amortizor spate',
  'Ambreiaj kit',
  'Curea accesorii',
  'Discuri frana spate',
  'Geometrie roti',
  'Stergatoare parbriz',
  'Becuri faruri',
  'Extinctor auto',
  'Uleiere lant',
  'Diagnoza computerizata',
  'Spalare motor',
];

export const TAGS = [
  { name: 'Revizie ulei', interval_months: 12, aliases: 'ulei, schimb ulei, filtru ulei' },
  { name: 'Distribuție', interval_months: 60, aliases: 'kit distributie, curea distributie' },
  { name: 'Plăcuțe frână', interval_months: 24, aliases: 'placute frana' },
  { name: 'Lichid frână', interval_months: 24, aliases: 'lichid frana' },
  { name: 'Antigel', interval_months: 36, aliases: '' },
  { name: 'Filtru habitaclu', interval_months: 12, aliases: 'filtru polen' },
  { name: 'Climatizare', interval_months: 12, aliases: 'ac, freon' },
  { name: 'Anvelope', interval_months: 6, aliases: 'anvelope iarna, anvelope vara' },
  { name: 'Baterie', interval_months: 48, aliases: '' },
  { name: 'Bujii', interval_months: 36, aliases: '' },
  { name: 'Filtru aer', interval_months: 12, aliases: '' },
  { name: 'Filtru combustibil', interval_months: 24, aliases: '' },
  { name: 'Amortizoare', interval_months: 60, aliases: 'amortizor' },
  { name: 'Ambreiaj', interval_months: 84, aliases: '' },
  { name: 'Curea accesorii', interval_months: 48, aliases: '' },
  { name: 'Discuri frână', interval_months: 48, aliases: 'discuri frana' },
  { name: 'Geometrie', interval_months: 12, aliases: 'geometrie roti' },
  { name: 'Ștergătoare', interval_months: 12, aliases: 'stergatoare' },
  { name: 'Becuri', interval_months: 24, aliases: '' },
  { name: 'Extinctor', interval_months: 12, aliases: 'extinctor auto' },
];

export const VEHICLES = 20_000;

export const seedDocuments = async (db: Kysely<Database>, { businessId, userId, formId, count, batch = 10_000 }: { businessId: string; userId: string; formId: string; count: number; batch?: number }) => {
  const parts = sql.raw(`array[${PARTS.map((p) => `'${p}'`).join(',')}]`);
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    // Ids sort by their hex counter; the dates spread over five years before today.
    await sql`
      insert into documents (id, business_id, created_by, form_id, form_version, number, seq, data, reusable, facts, search_text, created_at, updated_at)
      select lpad(to_hex(i), 24, '0'), ${businessId}, ${userId}, ${formId}, 1, 'DV-' || i, i,
        jsonb_build_object('parts', jsonb_build_object('items', jsonb_build_array(jsonb_build_object('name', p)))),
        '{}'::jsonb,
        jsonb_build_object(
          'vehicle.plate', 'CJ' || lpad((i % ${VEHICLES})::text, 5, '0') || 'AB',
          'client.name', 'Client ' || (i % ${VEHICLES}),
          'client.phone', '0722 ' || lpad((i % ${VEHICLES})::text, 6, '0'),
          'lines.parts', p,
          'document.date', to_char(current_date - ((i * 1826) / ${count})::int, 'YYYY-MM-DD')),
        '', now() - make_interval(days => ((i * 1826) / ${count})::int), now()
      from generate_series(${from}::int, ${to}::int) as i,
        lateral (select (${parts})[1 + ((i * 7 + i / ${VEHICLES}) % ${PARTS.length})] as p) parts`.execute(db);
  }
};
