import { sql, type Kysely } from 'kysely';
import type { Locale } from '@atelier/core';
import type { ExportCoverage, Said, TableCsv } from '../../db/export-coverage.js';
import type { Database } from '../../db/schema.js';
import { CSV_BOM, csvLine, type CsvDialect } from './export-csv.js';
import type { ZipEntryWriter } from './zip-writer.js';

const say = (text: Said, locale: Locale): string => text[locale === 'ro' ? 0 : locale === 'en' ? 1 : 2];

/** The tables exported as data/<file>.csv, in the order of the coverage the modules declared (app-modules.ts EXPORT_TABLES). */
export const tableCsvs = (coverage: ExportCoverage): readonly TableCsv[] => Object.values(coverage).flatMap((c) => ('csv' in c ? [c.csv] : []));

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * One table's CSV written into `out` page by page (a long history of reminder or registry sends
 * never held in memory at once): the header line (labels in `locale` with the column's key), then a
 * line per row, in the query's own order. Answers the number of rows.
 */
export const writeTableCsv = async (
  db: Kysely<Database>,
  { table, businessId, locale, dialect, pageSize }: { table: TableCsv; businessId: string; locale: Locale; dialect: CsvDialect; pageSize: number },
  out: ZipEntryWriter,
): Promise<number> => {
  await out.write(
    CSV_BOM +
      csvLine(
        table.columns.map(([key, text]) => `${say(text, locale)} (${key})`),
        dialect,
      ),
  );
  let count = 0;
  for (;;) {
    // Each query ends in an order by that is complete (a unique key last): pages neither skip nor repeat.
    const { rows } = await sql<Record<string, unknown>>`${table.rows(businessId)} limit ${pageSize} offset ${count}`.execute(db);
    if (rows.length > 0) await out.write(rows.map((row) => csvLine(table.columns.map(([key]) => cell(row[key])), dialect)).join(''));
    count += rows.length;
    if (rows.length < pageSize) break;
  }
  await out.end();
  return count;
};

/** A table's files (its `files`), each as data/<file>/<name>, a page at a time; answers how many. */
export const writeTableFiles = async (
  db: Kysely<Database>,
  { table, businessId, pageSize }: { table: TableCsv; businessId: string; pageSize: number },
  add: (name: string, content: Uint8Array) => Promise<void>,
): Promise<number> => {
  if (!table.files) return 0;
  let count = 0;
  for (;;) {
    const { rows } = await sql<{ name: string; content: Buffer }>`${table.files(businessId)} limit ${pageSize} offset ${count}`.execute(db);
    for (const row of rows) await add(`data/${table.file}/${row.name}`, row.content);
    count += rows.length;
    if (rows.length < pageSize) break;
  }
  return count;
};

export const tableTitle = (table: TableCsv, locale: Locale) => say(table.title, locale);
