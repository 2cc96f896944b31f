import { formatProblems, parseFormDefinition, type FormDefinition } from '@atelier/core';
import { pdfFonts } from './fonts.js';
import { renderDocumentPdf, type RenderInput } from './render.js';

/**
 * A small estimate that goes through what every PDF goes through (both fonts, header, parties,
 * a lines table over two pages, totals, signatures, money and dates in Romanian), so a thread
 * that has rendered it has its code compiled and its caches filled before the first user's PDF.
 */
const definition = (): FormDefinition => {
  const parsed = parseFormDefinition({
    schemaVersion: 1,
    key: 'pdf-warm-up',
    version: 1,
    title: 'Deviz',
    category: 'auto',
    document: { kind: 'estimate', currency: 'RON', vat: { payer: true, rate: 21 }, number: { field: 'company.number', prefix: 'DV' } },
    steps: [
      {
        name: 'company',
        title: 'Firmă',
        fields: [
          { type: 'text', name: 'number', label: 'Deviz nr.', role: 'document.number' },
          { type: 'date', name: 'date', label: 'Data', role: 'document.date' },
          { type: 'text', name: 'name', label: 'Denumire firmă', role: 'company.name' },
          { type: 'cui', name: 'cui', label: 'CUI / CIF', role: 'company.cui' },
          { type: 'textarea', name: 'address', label: 'Sediu', role: 'company.address' },
          { type: 'iban', name: 'iban', label: 'IBAN', role: 'company.iban' },
        ],
      },
      {
        name: 'client',
        title: 'Client',
        fields: [
          { type: 'text', name: 'name', label: 'Nume și prenume / Denumire', role: 'client.name' },
          { type: 'textarea', name: 'address', label: 'Adresa', role: 'client.address' },
        ],
      },
      {
        name: 'lines',
        title: 'Linii deviz',
        fields: [
          {
            type: 'array',
            name: 'items',
            label: 'Linii',
            role: 'lines.items',
            item: [
              { type: 'text', name: 'description', label: 'Descriere' },
              { type: 'number', name: 'qty', label: 'Cantitate', decimals: 2 },
              { type: 'money', name: 'price', label: 'Preț unitar' },
              { type: 'percent', name: 'discount', label: 'Discount %' },
              { type: 'money', name: 'value', label: 'Valoare', compute: 'qty * price * (1 - discount / 100)' },
            ],
          },
        ],
      },
    ],
    totals: [{ name: 'grand', label: 'Total de plată', compute: 'sum(lines.items.value)', role: 'total.grand', format: 'money' }],
    pdf: { layout: 'estimate', title: 'DEVIZ', signatures: ['Executant', 'Beneficiar'], footer: 'Document generat de Atelier.' },
  });
  if (!parsed.ok) throw new Error(`the PDF warm-up definition is invalid: ${formatProblems(parsed.problems)}`);
  return parsed.definition;
};

const WORDS = ['Înlocuire', 'plăcuțe', 'frână', 'față', 'Schimb', 'ulei', 'și', 'filtre', 'Diagnoză', 'distribuție', 'Ștergătoare', 'țeavă'];

const input = (): RenderInput => ({
  definition: definition(),
  document: {
    number: 'DV-0001',
    data: {
      company: { date: '2026-01-15', name: 'Service Auto Țurcanu SRL', cui: 'RO18547290', address: 'Str. Țebei nr. 7, Cluj-Napoca', iban: 'RO49AAAA1B31007593840000' },
      client: { name: 'Ștefan Mureșan', address: 'Bd. 21 Decembrie 1989 nr. 14, Cluj-Napoca' },
      lines: {
        items: Array.from({ length: 35 }, (_, i) => ({
          description: `${WORDS[i % WORDS.length] ?? ''} ${WORDS[(i * 5) % WORDS.length] ?? ''} ${i + 1}`,
          qty: 1 + (i % 4),
          price: (12.5 + i * 7.25).toFixed(2),
          discount: i % 5 === 0 ? 10 : 0,
        })),
      },
    },
  },
  locale: 'ro',
});

/** Renders the first few PDFs of a thread take noticeably longer than the rest (compilation). */
const RENDERS = 2;

/** Loads the fonts and renders the sample a few times in this thread; its PDFs are thrown away. */
export const warmUpPdf = async (): Promise<void> => {
  pdfFonts();
  const sample = input();
  for (let i = 0; i < RENDERS; i++) await renderDocumentPdf(sample);
};
