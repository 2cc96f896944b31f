import type { Locale } from '@atelier/core';
import type { CsvHeaders } from './export-csv.js';

export type ReadmeFacts = {
  businessName: string;
  madeAt: string;
  documents: number;
  applications: { key: string; title: string; documents: number }[];
  /** The business's other tables, one CSV each (the modules' exportTables). */
  tables: { file: string; title: string; rows: number }[];
  /** Documents whose PDF could not be made (named in pdf/<number>.txt instead). */
  pdfFailures: number;
};

type Texts = { headers: CsvHeaders; readme: (facts: ReadmeFacts) => string; pdfFailed: (reason: string) => string };

const list = (facts: ReadmeFacts) => facts.applications.map((a) => `  applications/${a.key}/  ${a.title}: ${a.documents}`).join('\n');
const tableList = (facts: ReadmeFacts) => facts.tables.map((t) => `  ${t.file.padEnd(34)} ${t.title}: ${t.rows}`).join('\n');

/** README.txt, the CSV's first columns and the note left for a PDF that could not be made, in ro/en/it. */
export const EXPORT_TEXTS: Record<Locale, Texts> = {
  ro: {
    headers: { number: 'Număr', created_at: 'Creat la', updated_at: 'Modificat la', created_by: 'Completat de', form_version: 'Versiunea formularului' },
    readme: (f) =>
      `Exportul datelor Atelier — ${f.businessName}\nRealizat la: ${f.madeAt}\nDocumente: ${f.documents}\n\n` +
      `Ce conține arhiva:\n` +
      `  README.txt                         acest fișier\n` +
      `  business.json                      firma, membrii echipei, profilul firmei, abonamentele\n` +
      `  logo.png / logo.jpg                logo-ul firmei, dacă există\n` +
      `  applications/<aplicație>/documents.csv   un rând pe document (UTF-8; se deschide în Excel)\n` +
      `  applications/<aplicație>/documents.json  toate datele documentelor, exact cum sunt salvate\n` +
      `  applications/<aplicație>/pdf/<număr>.pdf  PDF-ul fiecărui document\n` +
      `  data/<tabel>.csv                   celelalte date ale firmei (lista mai jos)\n\n` +
      `Aplicații:\n${list(f)}\n\n` +
      `Celelalte date ale firmei (un CSV pe fiecare; rânduri):\n${tableList(f)}\n` +
      (f.pdfFailures > 0 ? `\nPentru ${f.pdfFailures} documente PDF-ul nu a putut fi generat: motivul este în fișierul .txt cu numărul lor; datele lor sunt în CSV și JSON.\n` : '') +
      `\nDatele sunt ale firmei dumneavoastră. Păstrați arhiva într-un loc sigur: conține date personale ale clienților.\n`,
    pdfFailed: (reason) => `PDF-ul acestui document nu a putut fi generat: ${reason}\nDatele lui sunt în documents.csv și documents.json.\n`,
  },
  en: {
    headers: { number: 'Number', created_at: 'Created at', updated_at: 'Changed at', created_by: 'Made by', form_version: 'Form version' },
    readme: (f) =>
      `Atelier data export — ${f.businessName}\nMade at: ${f.madeAt}\nDocuments: ${f.documents}\n\n` +
      `What the archive holds:\n` +
      `  README.txt                         this file\n` +
      `  business.json                      the business, its team members, company profile, subscriptions\n` +
      `  logo.png / logo.jpg                the business's logo, if any\n` +
      `  applications/<application>/documents.csv   one row per document (UTF-8; opens in Excel)\n` +
      `  applications/<application>/documents.json  every document's data exactly as it is stored\n` +
      `  applications/<application>/pdf/<number>.pdf  each document's PDF\n` +
      `  data/<table>.csv                   the business's other data (listed below)\n\n` +
      `Applications:\n${list(f)}\n\n` +
      `The business's other data (one CSV each; rows):\n${tableList(f)}\n` +
      (f.pdfFailures > 0 ? `\nFor ${f.pdfFailures} documents the PDF could not be made: the reason is in the .txt file with their number; their data is in the CSV and JSON.\n` : '') +
      `\nThis data belongs to your business. Keep the archive somewhere safe: it holds your clients' personal data.\n`,
    pdfFailed: (reason) => `The PDF of this document could not be made: ${reason}\nIts data is in documents.csv and documents.json.\n`,
  },
  it: {
    headers: { number: 'Numero', created_at: 'Creato il', updated_at: 'Modificato il', created_by: 'Compilato da', form_version: 'Versione del modulo' },
    readme: (f) =>
      `Esportazione dei dati Atelier — ${f.businessName}\nCreata il: ${f.madeAt}\nDocumenti: ${f.documents}\n\n` +
      `Cosa contiene l'archivio:\n` +
      `  README.txt                         questo file\n` +
      `  business.json                      l'azienda, i membri del team, il profilo aziendale, gli abbonamenti\n` +
      `  logo.png / logo.jpg                il logo dell'azienda, se presente\n` +
      `  applications/<applicazione>/documents.csv   una riga per documento (UTF-8; si apre in Excel)\n` +
      `  applications/<applicazione>/documents.json  tutti i dati dei documenti, esattamente come sono salvati\n` +
      `  applications/<applicazione>/pdf/<numero>.pdf  il PDF di ogni documento\n` +
      `  data/<tabella>.csv                 gli altri dati dell'azienda (elenco sotto)\n\n` +
      `Applicazioni:\n${list(f)}\n\n` +
      `Gli altri dati dell'azienda (un CSV ciascuno; righe):\n${tableList(f)}\n` +
      (f.pdfFailures > 0 ? `\nPer ${f.pdfFailures} documenti non è stato possibile creare il PDF: il motivo è nel file .txt con il loro numero; i loro dati sono nel CSV e nel JSON.\n` : '') +
      `\nQuesti dati appartengono alla tua azienda. Conserva l'archivio in un luogo sicuro: contiene dati personali dei clienti.\n`,
    pdfFailed: (reason) => `Non è stato possibile creare il PDF di questo documento: ${reason}\nI suoi dati sono in documents.csv e documents.json.\n`,
  },
};
