import { localizeDefinition, type FieldValue, type FormData, type FormDefinition, type Locale } from '@atelier/core';

/**
 * The CSV of one application's documents in the ZIP. Written in the dialect a spreadsheet of the
 * requester's language opens with a double click (the same rule as the statistics' CSV in the web
 * app, features/statistics/csv.ts): Romanian and Italian Excel separate with ";" and write decimals
 * with a comma, English with "," and ".". UTF-8 with a byte-order mark so "ă", "ș" show right.
 */
export type CsvDialect = { separator: ',' | ';'; decimal: '.' | ',' };
export const csvDialect = (locale: Locale): CsvDialect => (locale === 'en' ? { separator: ',', decimal: '.' } : { separator: ';', decimal: ',' });

export const CSV_BOM = '\ufeff';

const NUMBER = /^-?\d+(\.\d+)?$/;
// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection"); a
// leading apostrophe keeps it text. Numbers, negative amounts included, stay as they are.
const FORMULA_START = /^[=+\-@\t\r]/;

const cellText = (cell: string, { decimal }: CsvDialect): string => {
  if (NUMBER.test(cell)) return decimal === ',' ? cell.replace('.', ',') : cell;
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
};

/** One RFC 4180 line: every field quoted, CRLF at the end. */
export const csvLine = (cells: readonly string[], dialect: CsvDialect): string =>
  cells.map((cell) => `"${cellText(cell, dialect).replace(/"/g, '""')}"`).join(dialect.separator) + '\r\n';

/** What a CSV row is made from: the stored document and its totals. */
export type CsvDocument = {
  number: string;
  created_at: Date;
  updated_at: Date;
  created_by: string;
  form_version: number;
  data: FormData;
  totals: Record<string, string>;
};

export type CsvColumn = { header: string; value: (doc: CsvDocument) => string };

/** Fields whose value is a picture (a data URL of kilobytes): the JSON file and the PDF keep them. */
const PICTURE_TYPES = new Set(['signature', 'image']);

const scalarText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
};

export type CsvHeaders = { number: string; created_at: string; updated_at: string; created_by: string; form_version: string };

/**
 * The columns of an application's CSV, in a stable order: number, dates, author, then every field
 * of the newest definition step by step as it is laid out, then fields only older versions had,
 * then the totals. Headers are the field labels in `locale` with the field's path, which tells two
 * fields of the same label apart: "Nume (client.name)". A list field (parts, labour lines) is one
 * column holding its lines as JSON; pictures are left to the JSON file and the PDF.
 */
export const csvColumns = ({ definitions, locale, headers }: { definitions: readonly FormDefinition[]; locale: Locale; headers: CsvHeaders }): CsvColumn[] => {
  const columns: CsvColumn[] = [
    { header: headers.number, value: (doc) => doc.number },
    { header: headers.created_at, value: (doc) => doc.created_at.toISOString() },
    { header: headers.updated_at, value: (doc) => doc.updated_at.toISOString() },
    { header: headers.created_by, value: (doc) => doc.created_by },
    { header: headers.form_version, value: (doc) => String(doc.form_version) },
  ];
  const seenFields = new Set<string>();
  const seenTotals = new Set<string>();
  const totals: CsvColumn[] = [];
  for (const original of definitions) {
    const definition = localizeDefinition(original, locale);
    const numberField = definition.document.number?.field;
    for (const step of definition.steps) {
      for (const field of step.fields) {
        const path = `${step.name}.${field.name}`;
        // The number has its own first column.
        if (path === numberField || seenFields.has(path) || PICTURE_TYPES.has(field.type)) continue;
        seenFields.add(path);
        const read = (doc: CsvDocument) => doc.data[step.name]?.[field.name];
        columns.push({
          header: `${field.label} (${path})`,
          value:
            field.type === 'array'
              ? (doc) => {
                  const lines = read(doc);
                  return Array.isArray(lines) && lines.length > 0 ? JSON.stringify(lines) : '';
                }
              : (doc) => scalarText(read(doc) as FieldValue | undefined),
        });
      }
    }
    for (const total of definition.totals ?? []) {
      if (seenTotals.has(total.name)) continue;
      seenTotals.add(total.name);
      totals.push({ header: `${total.label} (totals.${total.name})`, value: (doc) => doc.totals[total.name] ?? '' });
    }
  }
  return [...columns, ...totals];
};
