export type CsvCell = string | number;
export type CsvTable = { header: readonly string[]; rows: readonly (readonly CsvCell[])[] };

const NUMBER = /^-?\d+(\.\d+)?$/;
// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"); a
// leading apostrophe keeps it text. Numbers, negative amounts included, stay as they are.
const FORMULA_START = /^[=+\-@\t\r]/;

const cellText = (cell: CsvCell): string => {
  const text = String(cell);
  return FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
};

const quote = (cell: CsvCell): string => `"${cellText(cell).replace(/"/g, '""')}"`;

/**
 * RFC 4180 text of a table: a header row, then one row per entry, every field quoted, CRLF line
 * ends. Amounts are written as the API sends them ("1207.11"), so any spreadsheet reads them back
 * exactly whatever its locale's decimal separator.
 */
export const toCsv = ({ header, rows }: CsvTable): string => [header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';

/** The file a browser saves: UTF-8 with a byte-order mark, so Excel shows "Škoda" and "ă" right. */
export const csvBlob = (table: CsvTable): Blob => new Blob(['\ufeff', toCsv(table)], { type: 'text/csv;charset=utf-8' });
