import { sql, type RawBuilder } from 'kysely';

/** A text in the data export's three languages: [ro, en, it]. */
export type Said = readonly [ro: string, en: string, it: string];

/** One column of a table's CSV: the row's key and its header (translated, with the key: "Denumire (name)", as the documents' CSV). */
export type ExportColumn = readonly [key: string, header: Said];

/** A table the data export's ZIP holds as `data/<file>.csv`: one row per row of the business, only the columns named. */
export type TableCsv = {
  file: string;
  title: Said;
  columns: readonly ExportColumn[];
  /**
   * The business's rows; dates as 'YYYY-MM-DD', timestamps as Date. Every query is bound to the
   * business and ends in an order by whose last key is unique (it is read in pages).
   */
  rows: (businessId: string) => RawBuilder<Record<string, unknown>>;
  /**
   * Files the table holds (bytes in the database, e.g. SPV's signed archives), written beside its CSV
   * as data/<file>/<name>: `name` and `content` of each, bound to the business and ordered like `rows`.
   */
  files?: (businessId: string) => RawBuilder<{ name: string; content: Buffer }>;
};

/**
 * Where a table of the database is in the data export, or why it is not (GDPR art. 20: the business
 * gets all of its data). Each module declares its own tables (`exportTables`); app-modules.ts
 * assembles them, and the data export's test fails on a table of the database nobody declared.
 */
export type Coverage = { csv: TableCsv } | { in: string } | { excluded: string };

/** A module's tables, by name, in the order their CSVs appear in the archive. */
export type ExportCoverage = Readonly<Record<string, Coverage>>;

// The SQL the tables' CSVs share: who made a row, and the readable name of what it points to.
export const userEmail = (column: string) => sql.raw(`(select u.email from users u where u.id = ${column})`);
export const documentNumber = (column: string) => sql.raw(`(select d.number from documents d where d.id = ${column})`);
export const tagName = (column: string) => sql.raw(`(select g.name from service_tags g where g.id = ${column})`);
export const formKey = (column: string) => sql.raw(`(select f.key from forms f where f.id = ${column})`);

// Columns several tables share, with the same header.
export const CREATED_AT: ExportColumn = ['created_at', ['Creat la', 'Created at', 'Creato il']];
export const CREATED_BY: ExportColumn = ['created_by', ['Creat de', 'Made by', 'Creato da']];
export const DOCUMENT: ExportColumn = ['document', ['Document', 'Document', 'Documento']];
export const TAG: ExportColumn = ['tag', ['Etichetă', 'Tag', 'Etichetta']];
export const EMAIL: ExportColumn = ['email', ['E-mail', 'E-mail', 'E-mail']];
export const LOCALE: ExportColumn = ['locale', ['Limba', 'Language', 'Lingua']];
export const STATUS: ExportColumn = ['status', ['Stare', 'Status', 'Stato']];
export const UPDATED_AT: ExportColumn = ['updated_at', ['Modificat la', 'Changed at', 'Modificato il']];
export const LAST_ERROR: ExportColumn = ['last_error', ['Ultima eroare', 'Last error', 'Ultimo errore']];
export const SENT_AT: ExportColumn = ['sent_at', ['Trimis la', 'Sent at', 'Inviato il']];
export const APPLICATION: ExportColumn = ['application', ['Aplicație', 'Application', 'Applicazione']];
export const LAST_NUMBER: ExportColumn = ['last_number', ['Ultimul număr', 'Last number', 'Ultimo numero']];
export const VEHICLE: ExportColumn = ['vehicle_key', ['Vehicul (nr. sau VIN)', 'Vehicle (plate or VIN)', 'Veicolo (targa o VIN)']];

/**
 * The tables of several modules as one, in the order given; a table declared twice is a mistake.
 * (A module's own tables keep the order it lists them in.)
 */
export const assembleCoverage = (owners: readonly { name: string; exportTables?: ExportCoverage }[]): ExportCoverage => {
  const all: Record<string, Coverage> = {};
  const owner = new Map<string, string>();
  for (const { name, exportTables } of owners) {
    for (const [table, coverage] of Object.entries(exportTables ?? {})) {
      const other = owner.get(table);
      if (other) throw new Error(`table ${table} is declared for the data export by both ${other} and ${name}`);
      owner.set(table, name);
      all[table] = coverage;
    }
  }
  return all;
};
