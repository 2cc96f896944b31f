import type { Trade } from '@atelier/core';
import { type AppSpec, type Keywords, type CatalogEntry, type FieldSpec, type ScalarSpec, type StepSpec, type Text, type TotalSpec, defineApp, f, t } from './build.js';
import { companyStep, contactFields, grandTotal } from './fragments.js';
import { signatureFields } from './fragments-commercial.js';

/**
 * Fragments of the applications for GSM/PC repair shops, tailors, freelancers, farmers and general
 * small businesses (issue 20): the application with its trades and search words, parties that are
 * individuals, clauses, signatures, and the few fields these trades keep asking for.
 */

/** Search words in each language, comma separated: the one helper of fragments-trades.ts. */
export { kw } from './fragments-trades.js';

/** An application of these trades: trades and keywords are required, so the catalogue can find it. */
export const tradeApp = (spec: AppSpec & { trades: Trade[]; keywords: Keywords }): CatalogEntry => defineApp(spec);

/** The issuing business (from the profile) with the document's number and date, and `extra` fields. */
export const firmStep = (numberLabel: Text, title: Text, extra: FieldSpec[] = [], opts: { vatPayer?: boolean; validUntil?: boolean; dateLabel?: Text; dateType?: 'date' | 'datetime' } = {}): StepSpec =>
  companyStep({ numberLabel, title, validUntil: opts.validUntil ?? false, extra, ...(opts.vatPayer === undefined ? {} : { vatPayer: opts.vatPayer }), ...(opts.dateLabel ? { dateLabel: opts.dateLabel } : {}), ...(opts.dateType ? { dateType: opts.dateType } : {}) });

/** Identity card series and number, issued by, on (a party that must be identified: contracts, purchases from individuals). */
export const idCardFields = ({ required = true, visibleIf }: { required?: boolean; visibleIf?: string } = {}): ScalarSpec[] => [
  f.text('id_card', t('CI seria și nr.', 'ID card series and no.', "Carta d'identità serie e n."), { ...(required ? { required: true } : {}), maxLength: 30, ...(visibleIf ? { visibleIf } : {}), width: 'half' }),
  f.text('id_issued', t('Eliberată de / la data', 'Issued by / on', 'Rilasciata da / il'), { maxLength: 100, ...(visibleIf ? { visibleIf } : {}), width: 'half' }),
];

/**
 * An individual party (seller, lessor, employee, producer): name, CNP, identity card, address and
 * phone. With `asClient` the fields carry the client.* roles (search, pre-fill, the PDF's party box).
 */
export const personStep = (
  name: string,
  title: Text,
  { asClient = false, cnpRequired = true, idCard = true, addressRequired = true, extra = [] }: { asClient?: boolean; cnpRequired?: boolean; idCard?: boolean; addressRequired?: boolean; extra?: FieldSpec[] } = {},
): StepSpec => ({
  name,
  title,
  prefill: 'history',
  fields: [
    f.text('name', t('Nume și prenume', 'Full name', 'Nome e cognome'), { required: true, maxLength: 200, ...(asClient ? { role: 'client.name' } : {}) }),
    f.cnp('cnp', t('CNP', 'Personal numeric code (CNP)', 'Codice personale (CNP)'), {
      ...(cnpRequired ? { required: true } : { help: t('Opțional (Legea 190/2018).', 'Optional (Law 190/2018).', 'Facoltativo (Legge 190/2018).') }),
      ...(asClient ? { role: 'client.cnp' } : {}),
      width: 'half',
    }),
    ...(idCard ? idCardFields() : []),
    f.textarea('address', t('Domiciliul', 'Home address', 'Residenza'), { ...(addressRequired ? { required: true } : {}), maxLength: 300, ...(asClient ? { role: 'client.address' } : {}) }),
    ...(asClient ? contactFields('client') : [f.phone('phone', t('Telefon', 'Phone', 'Telefono'), { width: 'half' })]),
    ...extra,
  ],
});

/** A company or an individual that is not the client (supplier, partner): name, CUI, address, representative. */
export const partnerStep = (name: string, title: Text, { supplier = false, extra = [] }: { supplier?: boolean; extra?: FieldSpec[] } = {}): StepSpec => ({
  name,
  title,
  prefill: 'history',
  fields: [
    f.text('name', t('Denumire / Nume', 'Name', 'Denominazione / Nome'), { required: true, maxLength: 200, ...(supplier ? { role: 'supplier.name' } : {}) }),
    f.cui('cui', t('CUI / CIF', 'Tax ID (CUI)', 'Codice fiscale (CUI)'), { ...(supplier ? { role: 'supplier.cui' } : {}), width: 'half' }),
    f.text('reg_no', t('Nr. Reg. Com.', 'Trade register no.', 'N. registro imprese'), { maxLength: 30, width: 'half' }),
    f.textarea('address', t('Sediu / adresă', 'Address', 'Sede / indirizzo'), { maxLength: 300 }),
    f.text('representative', t('Reprezentant (nume, funcție)', 'Representative (name, position)', 'Rappresentante (nome, funzione)'), { maxLength: 150 }),
    ...extra,
  ],
});

/** A clause: a text with its usual wording as default, which the user may change. */
export const clause = (name: string, label: Text, text: string, required = true): ScalarSpec =>
  f.textarea(name, label, { ...(required ? { required: true } : {}), default: text, maxLength: 4000 });

/** The last step: clauses or notes, then one signature field per party (drawn in the PDF's boxes). */
export const closingStep = (title: Text, fields: FieldSpec[], signatures: Text[], name = 'closing'): StepSpec => ({
  name,
  title,
  fields: [...fields, ...signatureFields(signatures)],
});

/** A notes field, optional. */
export const notesField = (label: Text = t('Observații', 'Remarks', 'Osservazioni')): ScalarSpec => f.textarea('notes', label, { maxLength: 2000 });

/** A money total of a column or expression. */
export const moneyTotal = (name: string, label: Text, compute: string, role?: TotalSpec['role']): TotalSpec => ({
  name,
  label,
  compute,
  format: 'money',
  ...(role ? { role } : {}),
});

export const numberTotal = (name: string, label: Text, compute: string): TotalSpec => ({ name, label, compute, format: 'number' });

/** The total due (role total.grand) of a sum. */
export const grand = (compute: string, label?: Text): TotalSpec => (label ? { ...grandTotal(compute), label } : grandTotal(compute));

/** An advance paid and the rest to pay, both printed. */
export const advanceAndRest = (advance: string): TotalSpec[] => [
  moneyTotal('advance', t('Avans achitat', 'Advance paid', 'Acconto versato'), `${advance}`, 'total.advance'),
  moneyTotal('rest', t('Rest de plată', 'Balance due', 'Saldo da pagare'), 'max(totals.grand - totals.advance, 0)', 'total.due'),
];

/** The mention printed under a document issued by a business that is not VAT-registered. */
export const nonPayerNote = t(
  'Neplătitor de TVA – regim special de scutire, art. 310 Cod fiscal.',
  'Not registered for VAT – special exemption scheme, art. 310 of the Romanian Fiscal Code.',
  'Non soggetto IVA – regime speciale di esenzione, art. 310 del Codice fiscale romeno.',
);

/** The GDPR line for papers holding a customer's personal data. */
export const gdprNote = t(
  'Datele cu caracter personal se prelucrează numai pentru executarea acestui document, conform Regulamentului (UE) 2016/679.',
  'Personal data are processed only to carry out this document, under Regulation (EU) 2016/679.',
  'I dati personali sono trattati solo per questo documento, ai sensi del Regolamento (UE) 2016/679.',
);

/** Units these trades use. */
export const COMMON = {
  date: t('Data', 'Date', 'Data'),
  description: t('Descriere', 'Description', 'Descrizione'),
  qty: t('Cantitate', 'Quantity', 'Quantità'),
  unit: t('U.M.', 'Unit', 'U.M.'),
  price: t('Preț unitar', 'Unit price', 'Prezzo unitario'),
  value: t('Valoare', 'Amount', 'Importo'),
  total: t('Total', 'Total', 'Totale'),
  notes: t('Observații', 'Remarks', 'Osservazioni'),
};
