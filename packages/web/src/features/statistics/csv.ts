import type { Locale } from '@atelier/core';

export type CsvCell = string | number;
export type CsvTable = { header: readonly string[]; rows: readonly (readonly CsvCell[])[] };

const NUMBER = /^-?\d+(\.\d+)?$/;
// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"); a
// leading apostrophe keeps it text. Numbers, negative amounts included, stay as they are.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * How a spreadsheet of the user's language reads a CSV file it opens with a double click: Excel and
 * LibreOffice in Romanian and Italian separate fields with ";" and write decimals with a comma
 * ("1207,11"), in English with "," and ".". A file in the other dialect opens as one column of text.
 */
export type CsvDialect = { separator: ',' | ';'; decimal: '.' | ',' };
export const csvDialect = (locale: Locale): CsvDialect => (locale === 'en' ? { separator: ',', decimal: '.' } : { separator: ';', decimal: ',' });

const cellText = (cell: CsvCell, { decimal }: CsvDialect): string => {
  const text = String(cell);
  if (NUMBER.test(text)) return decimal === ',' ? text.replace('.', ',') : text;
  return FORMULA_START.test(text) ? `'${text}` : text;
};

const quote = (cell: CsvCell, dialect: CsvDialect): string => `"${cellText(cell, dialect).replace(/"/g, '""')}"`;

/**
 * RFC 4180 text of a table in a dialect: a header row, then one row per entry, every field quoted,
 * CRLF line ends. Amounts come as the API sends them ("1207.11") and only their decimal mark changes,
 * so the spreadsheet reads back exactly the same number.
 */
export const toCsv = ({ header, rows }: CsvTable, dialect: CsvDialect = csvDialect('en')): string =>
  [header, ...rows].map((row) => row.map((cell) => quote(cell, dialect)).join(dialect.separator)).join('\r\n') + '\r\n';

/** The file a browser saves: UTF-8 with a byte-order mark, so Excel shows "Škoda" and "ă" right. */
export const csvBlob = (table: CsvTable, dialect: CsvDialect): Blob => new Blob(['\ufeff', toCsv(table, dialect)], { type: 'text/csv;charset=utf-8' });
