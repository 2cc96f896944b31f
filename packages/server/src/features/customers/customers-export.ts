import { zipSync, strToU8 } from 'fflate';
import type { Locale } from '@atelier/core';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import type { DocumentsService, PdfService } from '../documents/index.js';
import type { CustomerErasure } from './customers-erasure.js';
import type { CustomersService } from './customers.service.js';

/** Past this many documents the ZIP holds their data but not their PDFs (a request renders them all). */
export const EXPORT_PDF_LIMIT = 100;

const README: Record<Locale, (o: { name: string; documents: number; pdfs: number }) => string> = {
  ro: ({ name, documents, pdfs }) =>
    `Datele clientului ${name}, exportate la cererea sa (GDPR art. 15 și 20).\n\n` +
    `customer.json: datele clientului, vehiculele, lista documentelor și istoricul consimțământului pentru mementouri.\n` +
    `documents.csv: lista documentelor (${documents}).\ndocuments/: datele fiecărui document, în JSON.\npdf/: documentele în PDF (${pdfs}).\n` +
    `customer-data/: ce mai păstrează firma despre client în afara documentelor (documentele trimise și răspunsurile sale, confirmările programărilor, mementourile, acordurile, unirile de înregistrări), în JSON.\n` +
    (pdfs < documents ? `Documentele peste ${EXPORT_PDF_LIMIT} sunt doar în JSON: descărcați-le PDF-ul din Istoric.\n` : ''),
  en: ({ name, documents, pdfs }) =>
    `The data of the customer ${name}, exported at their request (GDPR art. 15 and 20).\n\n` +
    `customer.json: the customer's details, vehicles, list of documents and history of consent to reminders.\n` +
    `documents.csv: the list of documents (${documents}).\ndocuments/: each document's data, as JSON.\npdf/: the documents as PDF (${pdfs}).\n` +
    `customer-data/: what else the business keeps about the customer outside the documents (documents sent and their answers, appointment confirmations, reminders, consents, merged records), as JSON.\n` +
    (pdfs < documents ? `Documents past ${EXPORT_PDF_LIMIT} are in JSON only: download their PDF from History.\n` : ''),
  it: ({ name, documents, pdfs }) =>
    `I dati del cliente ${name}, esportati su sua richiesta (GDPR art. 15 e 20).\n\n` +
    `customer.json: i dati del cliente, i veicoli, l'elenco dei documenti e lo storico del consenso ai promemoria.\n` +
    `documents.csv: l'elenco dei documenti (${documents}).\ndocuments/: i dati di ogni documento, in JSON.\npdf/: i documenti in PDF (${pdfs}).\n` +
    `customer-data/: cos'altro conserva l'azienda sul cliente fuori dai documenti (documenti inviati e sue risposte, conferme degli appuntamenti, promemoria, consensi, record uniti), in JSON.\n` +
    (pdfs < documents ? `I documenti oltre ${EXPORT_PDF_LIMIT} sono solo in JSON: scarica il loro PDF dalla Cronologia.\n` : ''),
};

const BUSY_WAIT_MS = 500;
const BUSY_ATTEMPTS = 20;

/** A PDF from a pool too busy for one more (503, other users' PDFs) is asked again, for ten seconds at most. */
const patiently = async (render: () => Promise<{ pdf: Buffer }>): Promise<Buffer> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await render()).pdf;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'service_unavailable') || attempt >= BUSY_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
    }
  }
};

/** A file name any unzip tool takes: ASCII letters, digits, dot, dash, underscore. */
const fileName = (text: string, fallback: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+|[.-]+$/g, '').slice(0, 80) || fallback;

const csvCell = (value: string) => (/[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * Everything the business holds about one customer, as a ZIP made in memory (one customer's
 * documents): their details, vehicles, documents (data and PDF) and consent history, and what
 * every other place keeps of them (customer-data/: the places their erasure empties).
 */
export const createCustomerExport = ({
  customers,
  erasure,
  documents,
  pdfs,
  now,
}: {
  customers: CustomersService;
  erasure: CustomerErasure;
  documents: DocumentsService;
  pdfs: PdfService;
  now: () => Date;
}) =>
  async (scope: RequestScope, id: string, locale: Locale): Promise<{ zip: Buffer; name: string; ascii: string }> => {
    const detail = await customers.get(scope, id, locale);
    const files: Record<string, Uint8Array> = {};
    const names = new Set<string>();
    let pdfCount = 0;
    for (const [index, item] of detail.documents.entries()) {
      let base = fileName(item.number, item.id);
      if (names.has(base)) base = `${base}-${item.id}`;
      names.add(base);
      const doc = await documents.get(scope, item.id);
      files[`documents/${base}.json`] = strToU8(JSON.stringify({ id: doc.id, application: item.form_title, kind: item.kind, number: doc.number, date: item.date, created_at: doc.created_at, data: doc.data, facts: doc.facts }, null, 2));
      if (index >= EXPORT_PDF_LIMIT) continue;
      try {
        files[`pdf/${base}.pdf`] = await patiently(() => pdfs.saved(scope, { id: item.id, locale }));
        pdfCount += 1;
      } catch (error) {
        // One document the renderer refuses (too complex, timed out) does not cost the whole export.
        if (!(error instanceof AppError)) throw error;
        files[`pdf/${base}.txt`] = strToU8(error.message);
      }
    }
    for (const { file, rows } of await erasure.dataOf(scope, id, locale)) files[`customer-data/${file}.json`] = strToU8(JSON.stringify(rows, null, 2));
    const name = detail.customer.name ?? detail.customer.phone ?? detail.customer.email ?? id;
    files['customer.json'] = strToU8(JSON.stringify({ exported_at: now().toISOString(), ...detail }, null, 2));
    files['documents.csv'] = strToU8(
      `\ufeff${['number', 'application', 'kind', 'date', 'total', 'currency'].join(';')}\n` +
        detail.documents.map((d) => [d.number, d.form_title, d.kind, d.date, d.total ?? '', d.currency].map(csvCell).join(';')).join('\n') + '\n',
    );
    files['README.txt'] = strToU8(README[locale]({ name, documents: detail.documents.length, pdfs: pdfCount }));
    const zipName = `client-${fileName(name, id).toLowerCase()}.zip`;
    return { zip: Buffer.from(zipSync(files, { level: 6 })), name: zipName, ascii: zipName };
  };

export type CustomerExport = ReturnType<typeof createCustomerExport>;
