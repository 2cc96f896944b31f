import { COUNTIES, type FieldRole } from '@atelier/core';
import { type FieldSpec, type Option, type ScalarSpec, type StepSpec, type Text, type TotalSpec, f, opt, same, t } from './build.js';
import { exVat, grandTotal, units } from './fragments.js';

/**
 * Steps shared by the workshop papers (entry sheet, service order, handover record, NIR) and the
 * commercial documents (invoices, quotes, the Italian preventivi, the rental contract).
 */

/** Units of commercial lines; the values are the Romanian abbreviations, as on the paper. */
export const commercialUnits: Option[] = units('buc', 'ora', 'zi', 'luna', 'km', 'l', 'kg', 'm', 'mp', 'mc', 'set', 'serv');

export const unitField = (): ScalarSpec =>
  f.select('unit', t('U.M.', 'Unit', 'U.M.'), commercialUnits, { required: true, default: 'buc' });

/** Romanian VAT rates of a line: 21% standard, 11% reduced, 9% housing (until 31.07.2026), 0% exempt or reverse charge. */
export const vatRateOptions: Option[] = [
  same('21', '21%'),
  same('11', '11%'),
  same('9', '9%'),
  opt('0', t('0% (scutit / taxare inversă)', '0% (exempt / reverse charge)', '0% (esente / inversione contabile)')),
];

/** The VAT rate and the VAT amount of a line whose net amount is `value` (rounded per line, as form 14-4-10A prints it). */
export const lineVatFields = ({ vat = 'round(value * vat_rate / 100, 2)' }: { vat?: string } = {}): ScalarSpec[] => [
  f.select('vat_rate', t('Cota TVA', 'VAT rate', 'Aliquota IVA'), vatRateOptions, { required: true, default: '21' }),
  f.money('vat', t('Valoare TVA', 'VAT amount', 'Importo IVA'), { compute: vat }),
];

/**
 * Goods and services lines: description, code (optional), unit, quantity × unit price, discount,
 * amount; with `lineVat` each line also has its VAT rate and VAT amount (invoices).
 */
export const itemsStep = ({
  vatPayer,
  title = t('Produse și servicii', 'Goods and services', 'Prodotti e servizi'),
  code = false,
  lineVat,
  value = 'qty * price * (1 - discount / 100)',
  extra = [],
}: {
  /** Prices "excl. VAT" for a VAT payer; undefined: plain prices (Italian templates, whose IVA may not apply). */
  vatPayer?: boolean;
  title?: Text;
  /** A code / model column (technical quotes, invoices of goods). */
  code?: boolean;
  /** Per-line VAT, with this expression for the VAT amount (default rate × value). */
  lineVat?: { vat?: string };
  /** The line amount's expression (an invoice's storno makes it negative). */
  value?: string;
  /** Step fields after the lines (e.g. the IVA rate of a preventivo). */
  extra?: FieldSpec[];
}): StepSpec => ({
  name: 'lines',
  title,
  fields: [
    f.array(
      'items',
      t('Linii', 'Lines', 'Righe'),
      [
        ...(code ? [f.text('code', t('Cod / model', 'Code / model', 'Codice / modello'), { maxLength: 50 })] : []),
        f.text('name', t('Denumire produs / serviciu', 'Goods / service', 'Descrizione'), { required: true, maxLength: 200 }),
        unitField(),
        f.number('qty', t('Cantitate', 'Quantity', 'Quantità'), { required: true, min: 0.001, decimals: 3 }),
        f.money('price', exVat(vatPayer === true, t('Preț unitar', 'Unit price', 'Prezzo unitario')), { required: true, min: 0 }),
        f.percent('discount', t('Discount %', 'Discount %', 'Sconto %'), { min: 0, max: 100 }),
        f.money('value', exVat(vatPayer === true, t('Valoare', 'Amount', 'Importo')), { compute: value }),
        ...(lineVat ? lineVatFields(lineVat) : []),
      ],
      { required: true, historyPick: true, maxItems: 300, role: 'lines.items' },
    ),
    ...extra,
  ],
});

/** Net, VAT and grand total of documents whose lines carry their own VAT (invoices, NIR). */
export const lineVatTotals = (step = 'lines'): TotalSpec[] => [
  { name: 'net', label: t('Total fără TVA', 'Total excl. VAT', 'Imponibile'), compute: `sum(${step}.items.value)`, role: 'total.net', format: 'money' },
  { name: 'vat', label: t('TVA', 'VAT', 'IVA'), compute: `sum(${step}.items.vat)`, role: 'total.vat', format: 'money' },
  grandTotal('totals.net + totals.vat'),
];

/**
 * An advance already paid and what is left to pay; both stay empty (and off the paper) without
 * an advance. `field` is the "step.field" of the advance.
 */
export const advanceTotals = (field: string): TotalSpec[] => [
  { name: 'advance', label: t('Avans încasat', 'Advance received', 'Acconto ricevuto'), compute: `${field} > 0 ? ${field} : ""`, role: 'total.advance', format: 'money' },
  { name: 'due', label: t('Rest de plată', 'Balance due', 'Saldo da pagare'), compute: `${field} > 0 ? max(totals.grand - totals.advance, 0) : ""`, role: 'total.due', format: 'money' },
];

export const fuelLevelOptions: Option[] = [same('0'), same('1/4', '¼'), same('1/2', '½'), same('3/4', '¾'), opt('1', t('1 (plin)', '1 (full)', '1 (pieno)'))];

/** Fuel level and visible damage of a vehicle handed over (entry sheet, handover record, rental). */
export const vehicleStateFields = ({ fuelLabel = t('Nivel combustibil', 'Fuel level', 'Livello carburante') }: { fuelLabel?: Text } = {}): FieldSpec[] => [
  f.radio('fuel_level', fuelLabel, fuelLevelOptions, { required: true }),
  f.textarea('damage', t('Stare caroserie (zgârieturi, lovituri, fisuri)', 'Body condition (scratches, dents, cracks)', 'Stato carrozzeria (graffi, ammaccature, crepe)'), {
    help: t('Poziție și descriere, de ex. „bară spate dreapta – zgârietură 10 cm”.', 'Position and description, e.g. "rear bumper right – 10 cm scratch".', 'Posizione e descrizione, ad es. "paraurti posteriore destro – graffio 10 cm".'),
    maxLength: 2000,
  }),
];

/** The usual equipment of a car, as ticks (entry sheet). */
export const carEquipmentFields = (): FieldSpec[] => [
  f.checkbox('spare_wheel', t('Roată de rezervă / kit pană', 'Spare wheel / repair kit', 'Ruota di scorta / kit gonfiaggio'), { width: 'third' }),
  f.checkbox('jack', t('Cric și cheie roți', 'Jack and wheel brace', 'Cric e chiave ruote'), { width: 'third' }),
  f.checkbox('first_aid', t('Trusă medicală', 'First-aid kit', 'Kit di pronto soccorso'), { width: 'third' }),
  f.checkbox('triangles', t('Triunghiuri reflectorizante', 'Warning triangles', 'Triangoli di emergenza'), { width: 'third' }),
  f.checkbox('extinguisher', t('Extinctor', 'Fire extinguisher', 'Estintore'), { width: 'third' }),
  f.checkbox('vest', t('Vestă reflectorizantă', 'Hi-vis vest', 'Giubbotto catarifrangente'), { width: 'third' }),
];

/** The papers, keys and anything else handed over with a car. */
export const carHandoverFields = (): FieldSpec[] => [
  f.checkbox('documents', t('Certificat de înmatriculare, RCA', 'Registration certificate, insurance', 'Libretto, assicurazione'), { width: 'half' }),
  f.number('keys', t('Chei predate (buc.)', 'Keys handed over', 'Chiavi consegnate'), { min: 0, max: 10, decimals: 0, width: 'half' }),
  f.text('other_items', t('Alte obiecte în vehicul', 'Other items in the car', 'Altri oggetti nel veicolo'), { maxLength: 300 }),
];

/** The GDPR consent line of papers that hold a customer's personal data. */
export const gdprConsent = (): ScalarSpec =>
  f.checkbox(
    'gdpr',
    t(
      'Clientul a fost informat despre prelucrarea datelor personale (Regulamentul UE 2016/679) și este de acord să fie contactat pentru această lucrare și pentru notificări (ITP, revizii)',
      'The client was informed about the processing of personal data (Regulation (EU) 2016/679) and agrees to be contacted about this job and for reminders (inspection, servicing)',
      'Il cliente è stato informato sul trattamento dei dati personali (Regolamento UE 2016/679) e accetta di essere contattato per questo lavoro e per promemoria (revisione, tagliandi)',
    ),
  );

/** Signature fields, drawn into the PDF's signature boxes in this order. */
export const signatureFields = (labels: Text[]): ScalarSpec[] =>
  labels.map((label, i) => f.signature(`signature_${i + 1}`, label, { width: 'half' }));

/**
 * e-Factura (CIUS-RO) wants the address in parts: street and number (≤ 150), city (≤ 50; in
 * Bucharest the sector), county as ISO 3166-2:RO and a postal code. Invoices ask for them up
 * front, so a normally filled invoice always makes a valid XML.
 */
const countyOptions = COUNTIES.map(([code, name]) => same(code, name));

const addressFields = (party: 'company' | 'client', { foreign = false }: { foreign?: boolean } = {}): FieldSpec[] => [
  f.text('address', t('Stradă și număr', 'Street and number', 'Via e numero civico'), {
    placeholder: t('de ex. Str. Fabricii nr. 10', 'e.g. Str. Fabricii nr. 10', 'ad es. Str. Fabricii nr. 10'),
    required: true,
    maxLength: 150,
    role: `${party}.address` as FieldRole,
  }),
  ...(foreign
    ? [
        f.text('country', t('Țara (cod ISO)', 'Country (ISO code)', 'Paese (codice ISO)'), {
          help: t('Două litere: RO, DE, IT…', 'Two letters: RO, DE, IT…', 'Due lettere: RO, DE, IT…'),
          required: true,
          default: 'RO',
          pattern: '[A-Z]{2}',
          maxLength: 2,
          role: 'client.country' as FieldRole,
          width: 'third' as const,
        }),
      ]
    : []),
  f.text('city', t('Localitate', 'City / town', 'Località'), {
    help: t('În București: sectorul, de ex. „Sector 3”.', 'In Bucharest: the sector, e.g. "Sector 3".', 'A Bucarest: il settore, ad es. "Sector 3".'),
    required: true,
    maxLength: 50,
    role: `${party}.city` as FieldRole,
    width: 'third',
  }),
  f.select('county', t('Județ', 'County', 'Distretto'), countyOptions, {
    required: true,
    role: `${party}.county` as FieldRole,
    width: 'third',
    ...(foreign ? { visibleIf: 'country == "RO"' } : {}),
  }),
  f.text('postal_code', t('Cod poștal', 'Postal code', 'CAP'), { maxLength: 20, role: `${party}.postal_code` as FieldRole, width: 'third' }),
];

/** A step whose one-line address becomes the address in parts (see addressFields). */
export const withAddressParts = (step: StepSpec, party: 'company' | 'client', options: { foreign?: boolean } = {}): StepSpec => ({
  ...step,
  fields: step.fields.flatMap((field) => (field.name === 'address' ? addressFields(party, options) : [field])),
});
