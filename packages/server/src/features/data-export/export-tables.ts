import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Locale } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { CSV_BOM, csvLine, type CsvDialect } from './export-csv.js';
import type { ZipEntryWriter } from './zip-writer.js';

/** A text in the export's three languages: [ro, en, it]. */
type Said = readonly [ro: string, en: string, it: string];
const say = (text: Said, locale: Locale): string => text[locale === 'ro' ? 0 : locale === 'en' ? 1 : 2];

/** One column of a table's CSV: the row's key and its header (translated, with the key: "Denumire (name)", as the documents' CSV). */
type Column = readonly [key: string, header: Said];

/** A table the ZIP holds as `data/<file>.csv`: one row per row of the business, only the columns named. */
export type TableCsv = {
  file: string;
  title: Said;
  columns: readonly Column[];
  /**
   * The business's rows; dates as 'YYYY-MM-DD', timestamps as Date. Every query is bound to the
   * business and ends in an order by whose last key is unique (it is read in pages).
   */
  rows: (businessId: string) => RawBuilder<Record<string, unknown>>;
};

/**
 * Where each table of the database is in the data export, or why it is not (GDPR art. 20: the
 * business gets all of its data). export-tables.int.test.ts reads the database's real table list
 * and fails on a table that is in neither: a new feature's table must be decided here.
 */
export type Coverage = { csv: TableCsv } | { in: string } | { excluded: string };

const by = (column: string) => sql.raw(`(select u.email from users u where u.id = ${column})`);
const docNumber = (column: string) => sql.raw(`(select d.number from documents d where d.id = ${column})`);
const tagName = (column: string) => sql.raw(`(select g.name from service_tags g where g.id = ${column})`);
const formKey = (column: string) => sql.raw(`(select f.key from forms f where f.id = ${column})`);

const CREATED_AT: Column = ['created_at', ['Creat la', 'Created at', 'Creato il']];
const CREATED_BY: Column = ['created_by', ['Creat de', 'Made by', 'Creato da']];
const DOCUMENT: Column = ['document', ['Document', 'Document', 'Documento']];
const TAG: Column = ['tag', ['Etichetă', 'Tag', 'Etichetta']];
const EMAIL: Column = ['email', ['E-mail', 'E-mail', 'E-mail']];
const LOCALE: Column = ['locale', ['Limba', 'Language', 'Lingua']];
const STATUS: Column = ['status', ['Stare', 'Status', 'Stato']];
const UPDATED_AT: Column = ['updated_at', ['Modificat la', 'Changed at', 'Modificato il']];
const LAST_ERROR: Column = ['last_error', ['Ultima eroare', 'Last error', 'Ultimo errore']];
const AUTOPASS_ID: Column = ['autopass_id', ['ID AutoPass', 'AutoPass id', 'ID AutoPass']];
const SENT_AT: Column = ['sent_at', ['Trimis la', 'Sent at', 'Inviato il']];
const APPLICATION: Column = ['application', ['Aplicație', 'Application', 'Applicazione']];
const LAST_NUMBER: Column = ['last_number', ['Ultimul număr', 'Last number', 'Ultimo numero']];
const VEHICLE: Column = ['vehicle_key', ['Vehicul (nr. sau VIN)', 'Vehicle (plate or VIN)', 'Veicolo (targa o VIN)']];

export const EXPORT_COVERAGE: Record<string, Coverage> = {
  // In business.json (the business, its people, profile, subscriptions) and logo.png / logo.jpg.
  businesses: { in: 'business.json' },
  users: { in: 'business.json (members: name, e-mail, role, dates; never the password hash)' },
  company_profiles: { in: 'business.json' },
  subscriptions: { in: 'business.json' },
  business_logos: { in: 'logo.png / logo.jpg' },
  // Every document, as CSV, JSON and PDF.
  documents: { in: 'applications/<application>/documents.csv, documents.json, pdf/' },

  form_access: {
    csv: {
      file: 'applications',
      title: ['aplicațiile firmei', "the business's applications", "le applicazioni dell'azienda"],
      columns: [
        APPLICATION,
        ['granted_at', ['Acordată la', 'Granted at', 'Concessa il']],
      ],
      rows: (b) => sql`select ${formKey('a.form_id')} as application, a.granted_at from form_access a where a.business_id = ${b} order by a.granted_at, a.form_id`,
    },
  },
  form_requests: {
    csv: {
      file: 'application-requests',
      title: ['aplicațiile cerute', 'applications asked for', 'applicazioni richieste'],
      columns: [
        APPLICATION,
        STATUS,
        ['requested_by', ['Cerută de', 'Asked by', 'Richiesta da']],
        CREATED_AT,
        ['decided_at', ['Decisă la', 'Decided at', 'Decisa il']],
      ],
      rows: (b) =>
        sql`select ${formKey('r.form_id')} as application, r.status, ${by('r.requested_by')} as requested_by, r.created_at, r.decided_at
            from form_requests r where r.business_id = ${b} order by r.created_at, r.id`,
    },
  },
  invitations: {
    csv: {
      file: 'invitations',
      title: ['invitațiile în echipă', 'team invitations', 'inviti nel team'],
      columns: [
        EMAIL,
        ['name', ['Nume', 'Name', 'Nome']],
        LOCALE,
        ['invited_by', ['Invitat de', 'Invited by', 'Invitato da']],
        CREATED_AT,
        ['expires_at', ['Expiră la', 'Expires at', 'Scade il']],
        ['accepted_at', ['Acceptată la', 'Accepted at', 'Accettato il']],
        ['revoked_at', ['Retrasă la', 'Revoked at', 'Revocato il']],
      ],
      rows: (b) =>
        sql`select i.email, i.name, i.locale, ${by('i.invited_by')} as invited_by, i.created_at, i.expires_at, i.accepted_at, i.revoked_at
            from invitations i where i.business_id = ${b} order by i.created_at, i.id`,
    },
  },
  document_series: {
    csv: {
      file: 'number-series',
      title: ['seriile de numerotare', 'number series', 'serie di numerazione'],
      columns: [
        ['series', ['Serie', 'Series', 'Serie']],
        LAST_NUMBER,
      ],
      rows: (b) => sql`select s.series, s.last_number from document_series s where s.business_id = ${b} order by s.series`,
    },
  },
  document_counters: {
    csv: {
      file: 'number-counters',
      title: ['numerotarea fiecărei aplicații', "each application's numbering", 'la numerazione di ogni applicazione'],
      columns: [
        APPLICATION,
        LAST_NUMBER,
      ],
      rows: (b) => sql`select ${formKey('c.form_id')} as application, c.last_number from document_counters c where c.business_id = ${b} order by 1, c.form_id`,
    },
  },
  service_tags: {
    csv: {
      file: 'tags',
      title: ['etichetele de service', 'service tags', 'etichette di servizio'],
      columns: [
        ['name', ['Denumire', 'Name', 'Nome']],
        ['interval_months', ['Interval (luni)', 'Interval (months)', 'Intervallo (mesi)']],
        ['aliases', ['Alte denumiri', 'Aliases', 'Altri nomi']],
        CREATED_BY,
        CREATED_AT,
        ['updated_at', ['Modificată la', 'Changed at', 'Modificata il']],
      ],
      rows: (b) =>
        sql`select t.name, t.interval_months, t.aliases, ${by('t.created_by')} as created_by, t.created_at, t.updated_at
            from service_tags t where t.business_id = ${b} order by t.created_at, t.id`,
    },
  },
  document_tags: {
    csv: {
      file: 'document-tags',
      title: ['etichetele documentelor', "the documents' tags", 'le etichette dei documenti'],
      columns: [
        DOCUMENT,
        TAG,
        VEHICLE,
        ['service_date', ['Data service-ului', 'Service date', 'Data del servizio']],
        ['source', ['Pusă', 'Added', 'Aggiunta']],
        CREATED_AT,
      ],
      rows: (b) =>
        sql`select ${docNumber('x.document_id')} as document, ${tagName('x.tag_id')} as tag, x.vehicle_key, to_char(x.service_date, 'YYYY-MM-DD') as service_date, x.source, x.created_at
            from document_tags x where x.business_id = ${b} order by x.created_at, x.document_id, x.tag_id`,
    },
  },
  document_tag_removals: {
    csv: {
      file: 'document-tags-removed',
      title: ['etichetele scoase de mână', 'tags taken off by hand', 'etichette tolte a mano'],
      columns: [DOCUMENT, TAG, ['removed_at', ['Scoasă la', 'Removed at', 'Tolta il']]],
      rows: (b) =>
        sql`select ${docNumber('x.document_id')} as document, ${tagName('x.tag_id')} as tag, x.removed_at
            from document_tag_removals x where x.business_id = ${b} order by x.removed_at, x.document_id, x.tag_id`,
    },
  },
  reminder_settings: {
    csv: {
      file: 'reminder-settings',
      title: ['setările mementourilor', 'reminder settings', 'impostazioni dei promemoria'],
      columns: [
        ['upcoming_days', ['Zile înainte în listă', 'Days ahead in the list', "Giorni d'anticipo nell'elenco"]],
        ['mail_enabled', ['E-mailuri către clienți', 'E-mails to customers', 'E-mail ai clienti']],
        ['mail_days_before', ['Zile înainte pentru e-mail', 'Days before for the e-mail', "Giorni prima per l'e-mail"]],
        ['digest_enabled', ['Rezumat săptămânal', 'Weekly digest', 'Riepilogo settimanale']],
        LOCALE,
        ['updated_at', ['Modificate la', 'Changed at', 'Modificate il']],
      ],
      rows: (b) => sql`select s.upcoming_days, s.mail_enabled, s.mail_days_before, s.digest_enabled, s.locale, s.updated_at from reminder_settings s where s.business_id = ${b}`,
    },
  },
  reminder_consents: {
    csv: {
      file: 'reminder-consents',
      title: ['acordurile clienților pentru mementouri', "customers' consents to reminders", 'consensi dei clienti ai promemoria'],
      columns: [
        EMAIL,
        ['client_name', ['Client', 'Customer', 'Cliente']],
        LOCALE,
        ['source', ['Cum a fost dat', 'How it was given', 'Come è stato dato']],
        ['consented_at', ['Dat la', 'Given at', 'Dato il']],
        ['recorded_by', ['Înregistrat de', 'Recorded by', 'Registrato da']],
        ['unsubscribed_at', ['Retras la', 'Withdrawn at', 'Revocato il']],
      ],
      // Never the unsubscribe link's token (its hash either).
      rows: (b) =>
        sql`select c.email, c.client_name, c.locale, c.source, c.consented_at, ${by('c.recorded_by')} as recorded_by, c.unsubscribed_at
            from reminder_consents c where c.business_id = ${b} order by c.consented_at, c.id`,
    },
  },
  reminder_sends: {
    csv: {
      file: 'reminder-mails',
      title: ['mementourile trimise', 'reminder e-mails sent', 'promemoria inviati'],
      columns: [
        TAG,
        VEHICLE,
        ['due_date', ['Scadent la', 'Due on', 'Scadenza']],
        EMAIL,
        STATUS,
        ['error', ['Eroare', 'Error', 'Errore']],
        CREATED_AT,
        SENT_AT,
      ],
      rows: (b) =>
        sql`select ${tagName('s.tag_id')} as tag, s.vehicle_key, to_char(s.due_date, 'YYYY-MM-DD') as due_date, s.email, s.status, s.error, s.created_at, s.sent_at
            from reminder_sends s where s.business_id = ${b} order by s.created_at, s.id`,
    },
  },
  working_hours: {
    csv: {
      file: 'working-hours',
      title: ['programul de lucru', 'working hours', 'orario di lavoro'],
      columns: [
        ['weekday', ['Ziua săptămânii (1 = luni)', 'Weekday (1 = Monday)', 'Giorno (1 = lunedì)']],
        ['working', ['Zi lucrătoare', 'Working day', 'Giorno lavorativo']],
        ['open_at', ['Deschide la', 'Opens at', 'Apre alle']],
        ['close_at', ['Închide la', 'Closes at', 'Chiude alle']],
        ['available_hours', ['Ore disponibile', 'Hours available', 'Ore disponibili']],
        ['updated_by', ['Modificat de', 'Changed by', 'Modificato da']],
        UPDATED_AT,
      ],
      rows: (b) =>
        sql`select w.weekday, w.working, w.open_at, w.close_at, w.available_hours::text as available_hours, ${by('w.updated_by')} as updated_by, w.updated_at
            from working_hours w where w.business_id = ${b} order by w.weekday`,
    },
  },
  closed_days: {
    csv: {
      file: 'closed-days',
      title: ['zilele închise', 'closed days', 'giorni di chiusura'],
      columns: [['day', ['Ziua', 'Day', 'Giorno']], ['note', ['Notă', 'Note', 'Nota']], CREATED_BY, CREATED_AT],
      rows: (b) => sql`select to_char(c.day, 'YYYY-MM-DD') as day, c.note, ${by('c.created_by')} as created_by, c.created_at from closed_days c where c.business_id = ${b} order by c.day`,
    },
  },
  appointment_mails: {
    csv: {
      file: 'appointment-mails',
      title: ['confirmările de programare trimise', 'appointment confirmations sent', 'conferme di appuntamento inviate'],
      columns: [DOCUMENT, EMAIL, LOCALE, ['sent_by', ['Trimis de', 'Sent by', 'Inviato da']], SENT_AT],
      rows: (b) =>
        sql`select ${docNumber('m.document_id')} as document, m.email, m.locale, ${by('m.sent_by')} as sent_by, m.sent_at
            from appointment_mails m where m.business_id = ${b} order by m.sent_at, m.id`,
    },
  },
  calendar_feeds: {
    csv: {
      file: 'calendar-feed',
      title: ['fluxul de calendar (fără adresa lui secretă)', 'the calendar feed (without its secret address)', 'il feed del calendario (senza il suo indirizzo segreto)'],
      columns: [CREATED_BY, CREATED_AT, ['last_used_at', ['Folosit ultima dată la', 'Last used at', 'Ultimo uso il']]],
      // That a feed exists, never its token or URL; a revoked feed's row is deleted, so no row is "none or revoked".
      rows: (b) => sql`select ${by('f.created_by')} as created_by, f.created_at, f.last_used_at from calendar_feeds f where f.business_id = ${b}`,
    },
  },
  registry_accounts: {
    csv: {
      file: 'registry-account',
      title: ['contul RAR AutoPass (fără parolă și sesiune)', 'the RAR AutoPass account (without password or session)', "l'account RAR AutoPass (senza password né sessione)"],
      columns: [
        STATUS,
        ['last_checked_at', ['Verificat la', 'Checked at', 'Verificato il']],
        LAST_ERROR,
        CREATED_BY,
        CREATED_AT,
        UPDATED_AT,
      ],
      // Never the credentials, the session, their key ids, or the registry's own code list.
      rows: (b) =>
        sql`select a.status, a.last_checked_at, a.last_error, ${by('a.created_by')} as created_by, a.created_at, a.updated_at from registry_accounts a where a.business_id = ${b}`,
    },
  },
  registry_records: {
    csv: {
      file: 'registry-records',
      title: ['înregistrările în registrul RAR', 'RAR registry records', 'registrazioni nel registro RAR'],
      columns: [
        DOCUMENT,
        AUTOPASS_ID,
        ['state', ['Stare', 'State', 'Stato']],
        ['last_error_code', ['Cod eroare', 'Error code', 'Codice di errore']],
        LAST_ERROR,
        ['payload', ['Date trimise (JSON)', 'Data sent (JSON)', 'Dati inviati (JSON)']],
        ['attempts', ['Încercări', 'Attempts', 'Tentativi']],
        SENT_AT,
        UPDATED_AT,
      ],
      rows: (b) =>
        sql`select ${docNumber('r.document_id')} as document, r.autopass_id, r.state, r.last_error_code, r.last_error, r.payload, r.attempts, r.sent_at, r.updated_at
            from registry_records r where r.business_id = ${b} order by r.updated_at, r.document_id`,
    },
  },
  registry_sends: {
    csv: {
      file: 'registry-sends',
      title: ['trimiterile către registrul RAR', 'sends to the RAR registry', 'invii al registro RAR'],
      columns: [
        DOCUMENT,
        ['action', ['Acțiune', 'Action', 'Azione']],
        ['request', ['Date trimise (JSON)', 'Data sent (JSON)', 'Dati inviati (JSON)']],
        ['outcome', ['Rezultat', 'Outcome', 'Esito']],
        ['response', ['Răspunsul registrului (JSON)', "The registry's answer (JSON)", 'Risposta del registro (JSON)']],
        AUTOPASS_ID,
        ['created_by', ['Trimis de', 'Sent by', 'Inviato da']],
        CREATED_AT,
      ],
      rows: (b) =>
        sql`select ${docNumber('s.document_id')} as document, s.action, s.request, s.outcome, s.response, s.autopass_id, ${by('s.created_by')} as created_by, s.created_at
            from registry_sends s where s.business_id = ${b} order by s.created_at, s.id`,
    },
  },

  // Derived: made from the documents (and the tags) by triggers or jobs; the documents are exported.
  appointment_slots: { excluded: "derived: each appointment document's day and hours, written by a trigger from the document (exported in applications/)" },
  service_reminders: { excluded: 'derived: the last tagged document per vehicle and tag, computed from document-tags.csv and the documents' },
  document_stats: { excluded: 'derived: the statistics index of the documents (triggers of migration 005)' },
  document_stat_lines: { excluded: 'derived: the statistics index of the documents’ lines (triggers of migration 005)' },
  stat_buckets: { excluded: 'derived: statistics totals summed from the documents' },
  // The operator's catalogue, not the business's data.
  forms: { excluded: "the operator's catalogue of applications; each document names its application and version" },
  form_versions: { excluded: "the operator's catalogue of application definitions" },
  stat_form_lines: { excluded: "derived from the operator's application definitions" },
  stat_form_versions: { excluded: "derived from the operator's application definitions" },
  // Secrets, sign-in and security records.
  refresh_tokens: { excluded: 'secret: sign-in tokens (hashed)' },
  session_devices: { excluded: 'sign-in sessions: security records of devices, never exported' },
  session_locks: { excluded: 'sign-in sessions: locks of idle sessions' },
  password_resets: { excluded: 'secret: one-time password reset links (hashed)' },
  email_changes: { excluded: 'secret: one-time e-mail change links (hashed)' },
  account_deletion_requests: { excluded: 'secret: one-time account deletion links (hashed)' },
  idempotency_keys: { excluded: 'transient: replayed answers to retried requests, kept hours' },
  // Not the business's: the public site's, ANAF's shared cache, the operator's records, the machinery.
  public_submissions: { excluded: 'not a business’s: forms filled in on the public site by visitors' },
  public_submission_counters: { excluded: 'not a business’s: numbering of the public site’s forms' },
  contact_messages: { excluded: 'not a business’s: messages sent through the public site’s contact form' },
  anaf_companies: { excluded: "not a business's: ANAF's public answers per CUI, a cache shared by every business (e-Factura)" },
  anaf_pacing: { excluded: "not a business's: the moment of the last request to ANAF (e-Factura's one request per second)" },
  deleted_accounts: { excluded: "the operator's legal record of deleted businesses (billing kept by law)" },
  data_exports: { excluded: "the exports' own bookkeeping (the account page lists them)" },
  jobs: { excluded: 'background work bookkeeping (tagging runs, reminder runs, e-Factura month ZIPs made from the documents)' },
  schema_migrations: { excluded: "the database's own bookkeeping" },
};

/** The tables exported as data/<file>.csv, in the order of EXPORT_COVERAGE. */
export const TABLE_CSVS: readonly TableCsv[] = Object.values(EXPORT_COVERAGE).flatMap((c) => ('csv' in c ? [c.csv] : []));

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

export const tableTitle = (table: TableCsv, locale: Locale) => say(table.title, locale);
