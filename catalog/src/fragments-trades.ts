import type { CatalogCategory, FormData, FormDefinitionInput, Locale, Trade } from '@atelier/core';
import { type CatalogEntry, type FieldSpec, type Keywords, type Option, type ScalarSpec, type StepSpec, type Text, type TotalSpec, type Variant, defineApp, f, opt, t } from './build.js';
import { companyStep, grandTotal } from './fragments.js';

/**
 * The trade documents of issue 20 (transport, contractors, auto, tyres, moto and bike services,
 * the Italian market): one builder for a document whose first step is the issuing company and
 * whose other steps are its own, plus the columns and texts these documents share.
 */

/** Search words in the three languages, each a comma-separated list. */
export const kw = (ro: string, en: string, it: string): Keywords => {
  const list = (s: string) => s.split(',').map((w) => w.trim()).filter(Boolean);
  return { ro: list(ro), en: list(en), it: list(it) };
};

type Kind = FormDefinitionInput['document']['kind'];
type Layout = FormDefinitionInput['pdf']['layout'];

export type TradeDoc = {
  key: string;
  version?: number;
  base?: Locale;
  title: Text;
  description: Text;
  category: CatalogCategory;
  trades: Trade[];
  keywords: Keywords;
  public?: boolean;
  kind: Kind;
  prefix: string;
  currency?: 'RON' | 'EUR';
  vat?: { payer: boolean; rate: number };
  /** The company step (number label, title, date label, validity, extra fields); `false` for a document whose first step is its own. */
  company: Parameters<typeof companyStep>[0] | false;
  steps: StepSpec[];
  totals?: TotalSpec[];
  layout?: Layout;
  pdfTitle: Text;
  signatures: Text[];
  /** The conditions printed in the note beside the totals. */
  footer: Text;
  /** The legal mentions the paper original carries (laws, standards, form codes), printed under the footer. */
  legal?: Text[];
  sample: FormData;
  moreSamples?: FormData[];
  /** Pages the sample prints on (default 1). */
  pages?: number;
  variant?: Variant;
};

export const tradeDoc = (d: TradeDoc): CatalogEntry =>
  defineApp({
    key: d.key,
    version: d.version ?? 1,
    ...(d.base ? { base: d.base } : {}),
    title: d.title,
    description: d.description,
    category: d.category,
    trades: d.trades,
    keywords: d.keywords,
    ...(d.public ? { public: true } : {}),
    document: {
      kind: d.kind,
      currency: d.currency ?? 'RON',
      ...(d.vat ? { vat: d.vat } : {}),
      number: { field: d.company === false ? `${d.steps[0]?.name ?? 'company'}.number` : 'company.number', prefix: d.prefix, start: 1, padding: 4 },
    },
    steps: [...(d.company === false ? [] : [companyStep({ validUntil: false, ...d.company })]), ...d.steps],
    ...(d.totals ? { totals: d.totals } : {}),
    pdf: { layout: d.layout ?? 'generic', title: d.pdfTitle, signatures: d.signatures, footer: d.footer, ...(d.legal ? { legal: d.legal } : {}) },
    sample: d.sample,
    ...(d.moreSamples ? { moreSamples: d.moreSamples } : {}),
    ...(d.pages ? { pages: d.pages } : {}),
    ...(d.variant ? { variant: d.variant } : {}),
  });

export const step = (name: string, title: Text, fields: FieldSpec[], rest: Partial<Omit<StepSpec, 'name' | 'title' | 'fields'>> = {}): StepSpec => ({
  name,
  title,
  ...rest,
  fields,
});

/** Labels used across the trade documents. */
export const L = {
  date: t('Data', 'Date', 'Data'),
  qty: t('Cantitate', 'Quantity', 'Quantità'),
  unit: t('U.M.', 'Unit', 'U.M.'),
  price: t('Preț unitar', 'Unit price', 'Prezzo unitario'),
  value: t('Valoare', 'Amount', 'Importo'),
  remarks: t('Observații', 'Remarks', 'Osservazioni'),
  name: t('Nume și prenume', 'Full name', 'Nome e cognome'),
  position: t('Funcția', 'Position', 'Funzione'),
  description: t('Descriere', 'Description', 'Descrizione'),
  item: t('Denumire', 'Item', 'Descrizione'),
  result: t('Rezultat', 'Result', 'Esito'),
  place: t('Locul încheierii', 'Place', 'Luogo'),
  idCard: t('Act de identitate (seria, nr.)', 'Identity card (series, no.)', "Documento d'identità (serie, n.)"),
  licence: t('Permis de conducere (nr., categorii)', 'Driving licence (no., categories)', 'Patente (n., categorie)'),
  driver: t('Conducător auto', 'Driver', 'Conducente'),
  client: t('Client', 'Client', 'Cliente'),
  technician: t('Tehnician', 'Technician', 'Tecnico'),
  company: t('Firma', 'Company', 'Azienda'),
};

export const remarksField = (name = 'remarks', label: Text = L.remarks): ScalarSpec => f.textarea(name, label, { maxLength: 2000 });

/** OK / to watch / faulty: the verdict of a check-list line. */
export const checkOptions: Option[] = [
  opt('ok', t('Conform', 'OK', 'Conforme')),
  opt('watch', t('De urmărit', 'Monitor', 'Da monitorare')),
  opt('nok', t('Neconform', 'Faulty', 'Non conforme')),
  opt('na', t('N/A', 'N/A', 'N/A')),
];

/** A check list: the point checked, its verdict, a note. */
export const checklistField = (name: string, label: Text, { required = true }: { required?: boolean } = {}): FieldSpec =>
  f.array(
    name,
    label,
    [
      f.text('point', t('Punct verificat', 'Item checked', 'Punto controllato'), { required: true, maxLength: 150 }),
      f.select('status', t('Stare', 'Status', 'Stato'), checkOptions, { required: true, default: 'ok' }),
      f.text('note', L.remarks, { maxLength: 200 }),
    ],
    { ...(required ? { required: true } : {}), maxItems: 100 },
  );

/** The verdict of a whole test or inspection. */
export const verdictField = (name = 'verdict', label: Text = t('Concluzie', 'Conclusion', 'Conclusione')): ScalarSpec =>
  f.radio(name, label, [opt('admis', t('Admis', 'Passed', 'Superato')), opt('respins', t('Respins', 'Failed', 'Non superato'))], { required: true, default: 'admis' });

/** A person present (committee member, witness): name and position. */
export const peopleField = (name: string, label: Text, { required = true }: { required?: boolean } = {}): FieldSpec =>
  f.array(
    name,
    label,
    [f.text('name', L.name, { required: true, maxLength: 100 }), f.text('position', L.position, { maxLength: 100 })],
    { ...(required ? { required: true } : {}), maxItems: 20 },
  );

/** An amount total (money) over a line column. */
export const sumTotal = (name: string, label: Text, compute: string, role?: TotalSpec['role']): TotalSpec => ({
  name,
  label,
  compute,
  ...(role ? { role } : {}),
  format: 'money',
});

export const numberTotal = (name: string, label: Text, compute: string): TotalSpec => ({ name, label, compute, format: 'number' });

/** Net, VAT 21% (the document's rate) and grand total of a net amount. */
export const vat21 = (net: string): TotalSpec[] => [
  sumTotal('net', t('Total fără TVA', 'Total excl. VAT', 'Imponibile'), net, 'total.net'),
  sumTotal('vat', t('TVA 21%', 'VAT 21%', 'IVA 21%'), 'round(totals.net * document.vat.rate / 100, 2)', 'total.vat'),
  grandTotal('totals.net + totals.vat'),
];

/** The common footer sentence: drawn up in two copies, one for each party. */
export const twoCopies = t(
  'Întocmit în două exemplare, câte unul pentru fiecare parte.',
  'Drawn up in two copies, one for each party.',
  'Redatto in due copie, una per ciascuna parte.',
);

export const gdprNote = t(
  'Datele personale sunt prelucrate conform Regulamentului (UE) 2016/679 (GDPR), numai pentru acest document.',
  'Personal data are processed under Regulation (EU) 2016/679 (GDPR), for this document only.',
  'I dati personali sono trattati ai sensi del Regolamento (UE) 2016/679 (GDPR), solo per questo documento.',
);

/** Two texts one after the other, in each language. */
export const both = (a: Text, b: Text): Text => t(`${a.ro} ${b.ro}`, `${a.en} ${b.en}`, `${a.it} ${b.it}`);
