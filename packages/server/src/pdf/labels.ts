import type { Locale } from '@atelier/core';

/** Fixed texts of the PDF that no definition carries; everything else comes from localizeDefinition. */
const LABELS = {
  ro: {
    page: (n: number, of: number) => `Pagina ${n} din ${of}`,
    number: 'Nr.',
    date: 'Data',
    validUntil: 'Valabil până la',
    dueDate: 'Scadență',
    preview: 'PREVIZUALIZARE',
    lineNo: 'Nr. crt.',
    total: 'Total',
    totals: 'Totaluri',
    yes: 'Da',
    no: 'Nu',
    supplier: 'Furnizor',
    client: 'Client',
    vehicle: 'Vehicul',
    signature: 'Semnătura',
  },
  en: {
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    number: 'No.',
    date: 'Date',
    validUntil: 'Valid until',
    dueDate: 'Due date',
    preview: 'PREVIEW',
    lineNo: 'No.',
    total: 'Total',
    totals: 'Totals',
    yes: 'Yes',
    no: 'No',
    supplier: 'Supplier',
    client: 'Client',
    vehicle: 'Vehicle',
    signature: 'Signature',
  },
  it: {
    page: (n: number, of: number) => `Pagina ${n} di ${of}`,
    number: 'N.',
    date: 'Data',
    validUntil: 'Valido fino al',
    dueDate: 'Scadenza',
    preview: 'ANTEPRIMA',
    lineNo: 'N.',
    total: 'Totale',
    totals: 'Totali',
    yes: 'Sì',
    no: 'No',
    supplier: 'Fornitore',
    client: 'Cliente',
    vehicle: 'Veicolo',
    signature: 'Firma',
  },
} as const;

export type PdfLabels = (typeof LABELS)[Locale];
export const pdfLabels = (locale: Locale): PdfLabels => LABELS[locale];
