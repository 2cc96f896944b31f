import { type FormData } from '@atelier/core';
import { type CatalogEntry, type StepSpec, type Text, type TotalSpec, defineApp, f, opt, t } from '../build.js';
import { clientStep, companyStep, grandTotal, optionalVehicleStep } from '../fragments.js';
import { advanceTotals, itemsStep, lineVatTotals, withAddressParts } from '../fragments-commercial.js';
import { sampleInvoice, sampleProforma } from '../samples-commercial.js';
import { quotes } from './quotes.js';
import { rentals } from './rental.js';
import { about } from './taxonomy.js';

/** Invoices (domain-ro §2.6) and the proforma: series and number, issue and delivery dates, lines with their VAT, payment. */

const noSignature = t(
  'Factura circulă fără semnătură și ștampilă (art. 319 alin. (29) Cod fiscal).',
  'The invoice is valid without signature or stamp (art. 319(29) of the Romanian Fiscal Code).',
  "La fattura è valida senza firma né timbro (art. 319 c. 29 del Codice fiscale romeno).",
);
const art310 = t(
  'Neplătitor de TVA – regim special de scutire, art. 310 Cod fiscal.',
  'Not registered for VAT – special exemption scheme, art. 310 of the Romanian Fiscal Code.',
  'Non soggetto IVA – regime speciale di esenzione, art. 310 del Codice fiscale romeno.',
);
const join = (a: Text, b: Text): Text => t(`${a.ro} ${b.ro}`, `${a.en} ${b.en}`, `${a.it} ${b.it}`);

const statusOptions = [
  opt('unpaid', t('Neîncasată', 'Unpaid', 'Da incassare')),
  opt('partial', t('Încasată parțial', 'Partly paid', 'Incassata in parte')),
  opt('paid', t('Încasată', 'Paid', 'Incassata')),
];
const methodOptions = [
  opt('transfer', t('Ordin de plată / transfer bancar', 'Bank transfer', 'Bonifico bancario')),
  opt('cash', t('Numerar', 'Cash', 'Contanti')),
  opt('card', t('Card', 'Card', 'Carta')),
  opt('offset', t('Compensare', 'Offsetting', 'Compensazione')),
];

/** The mention a VAT payer's invoice must carry: reverse charge first (no VAT is collected then), else cash accounting. */
const MENTION = 'reverse_charge ? "taxare inversă" : cash_vat ? "TVA la încasare" : ""';

type InvoiceOptions = { vatPayer: boolean; currency?: 'RON' | 'EUR' };

const paymentStep = ({ vatPayer, currency = 'RON' }: InvoiceOptions): StepSpec => ({
  name: 'payment',
  title: t('Livrare și plată', 'Delivery and payment', 'Consegna e pagamento'),
  fields: [
    f.date('delivery_date', t('Data livrării / prestării', 'Delivery / supply date', 'Data di consegna / prestazione'), {
      help: t('Dacă diferă de data emiterii.', 'If it differs from the issue date.', 'Se diversa dalla data di emissione.'),
      width: 'third',
    }),
    f.date('due_date', t('Scadență', 'Due date', 'Scadenza'), { required: true, role: 'invoice.due_date', width: 'third' }),
    f.select('status', t('Stare plată', 'Payment status', 'Stato del pagamento'), statusOptions, { required: true, default: 'unpaid', role: 'invoice.status', width: 'third' }),
    f.select('method', t('Modalitate de plată', 'Payment method', 'Modalità di pagamento'), methodOptions, { default: 'transfer', width: 'half' }),
    f.percent('doc_discount', t('Discount la total %', 'Discount on the total %', 'Sconto sul totale %'), {
      help: t(
        'Se scade din valoarea tuturor liniilor, înainte de TVA.',
        'Taken off the sum of all lines, before VAT.',
        "Si sottrae dalla somma di tutte le righe, prima dell'IVA.",
      ),
      min: 0,
      max: 100,
      role: 'invoice.discount',
      width: 'half',
    }),
    f.money('advance', currency === 'RON' ? t('Avans încasat (lei)', 'Advance received (lei)', 'Acconto ricevuto (lei)') : t('Avans încasat', 'Advance received', 'Acconto ricevuto'), {
      min: 0,
      width: 'half',
    }),
    ...(currency === 'RON'
      ? []
      : [
          f.number('rate', t(`Curs BNR (lei pentru 1 ${currency})`, `BNR exchange rate (lei per 1 ${currency})`, `Cambio BNR (lei per 1 ${currency})`), {
            help: t(
              'Cursul din ziua anterioară livrării; TVA și totalul se tipăresc și în lei (art. 319 alin. (20) lit. j) Cod fiscal).',
              'The rate of the day before delivery; VAT and total are also printed in lei (art. 319(20)(j) Fiscal Code).',
              'Il cambio del giorno precedente la consegna; IVA e totale sono stampati anche in lei (art. 319 c. 20 lett. j).',
            ),
            required: true,
            min: 0.0001,
            decimals: 4,
            role: 'invoice.exchange_rate',
            width: 'half',
          }),
        ]),
    ...(vatPayer
      ? [
          f.checkbox('cash_vat', t('Aplic sistemul de TVA la încasare', 'Cash accounting for VAT applies', "Si applica l'IVA per cassa"), { width: 'half' }),
          f.checkbox('reverse_charge', t('Taxare inversă (TVA datorată de cumpărător)', 'Reverse charge (VAT due by the customer)', 'Inversione contabile (IVA dovuta dal cliente)'), { width: 'half' }),
          f.text('mention', t('Mențiune pe factură', 'Mention on the invoice', 'Dicitura in fattura'), { compute: MENTION }),
          f.text('reverse_basis', t('Temei legal taxare inversă', 'Legal basis of the reverse charge', "Base giuridica dell'inversione contabile"), {
            // Domestic reverse charge, or services to a business in another EU state (place of supply at the customer).
            default: currency === 'RON' ? 'art. 331 Cod fiscal' : 'art. 278 alin. (2) și art. 307 alin. (2) Cod fiscal',
            required: true,
            maxLength: 200,
            visibleIf: 'reverse_charge',
          }),
          f.text('exempt_basis', t('Temei legal scutire (linii cu 0%)', 'Legal basis of the exemption (0% lines)', "Base giuridica dell'esenzione (righe allo 0%)"), {
            placeholder: t('de ex. art. 292 alin. (2) lit. a) Cod fiscal', 'e.g. art. 292(2)(a) Fiscal Code', 'ad es. art. 292 c. 2 lett. a) Codice fiscale'),
            required: true,
            maxLength: 200,
            visibleIf: 'min(lines.items.vat_rate) == 0 && !reverse_charge',
          }),
        ]
      : []),
    // Storno (art. 330 Cod fiscal): an invoice with the amounts of the one it reverses, negative,
    // naming it. e-Factura: an Invoice 380 with negative quantities and a BillingReference (see
    // efactura/from-document.ts for why not a CreditNote 381).
    f.checkbox('storno', t('Factură de stornare', 'Reversal (storno) invoice', 'Fattura di storno'), {
      help: t('Cantitățile se scriu pozitiv; valorile ies negative.', 'Enter quantities as positive numbers; the amounts come out negative.', 'Inserisci quantità positive; gli importi risultano negativi.'),
      width: 'third',
    }),
    f.text('storno_of', t('Stornează factura (seria și nr.)', 'Reverses invoice (series and no.)', 'Storna la fattura (serie e n.)'), { required: true, maxLength: 50, visibleIf: 'storno', width: 'third' }),
    f.date('storno_date', t('Din data', 'Dated', 'Del'), { visibleIf: 'storno', width: 'third' }),
    f.text('delegate', t('Delegat (nume, act de identitate)', 'Delivery agent (name, ID)', 'Incaricato (nome, documento)'), { maxLength: 150, width: 'half' }),
    f.text('transport', t('Mijloc de transport (nr. auto)', 'Vehicle (plate no.)', 'Mezzo di trasporto (targa)'), { maxLength: 50, width: 'half' }),
    f.textarea('notes', t('Alte mențiuni', 'Other notes', 'Altre annotazioni'), {
      placeholder: t('de ex. Conform contract nr. 12 din 02.03.2026', 'e.g. Under contract no. 12 of 02.03.2026', 'ad es. Secondo il contratto n. 12 del 02.03.2026'),
      maxLength: 300,
    }),
  ],
});

const invoiceKey = ({ vatPayer, currency = 'RON' }: InvoiceOptions): string =>
  currency !== 'RON' ? `factura-valuta-${currency.toLowerCase()}` : vatPayer ? 'factura-platitor-tva' : 'factura-neplatitor-tva';

const invoiceTitle = ({ vatPayer, currency = 'RON' }: InvoiceOptions): Text => {
  if (currency !== 'RON') return t(`Factură în valută (${currency}, plătitor de TVA)`, `Invoice in ${currency} (VAT payer)`, `Fattura in ${currency} (soggetto IVA)`);
  return vatPayer ? t('Factură (plătitor de TVA)', 'Invoice (VAT payer)', 'Fattura (soggetto IVA)') : t('Factură (neplătitor de TVA)', 'Invoice (not VAT-registered)', 'Fattura (non soggetto IVA)');
};

/**
 * The discount on the whole invoice (payment.doc_discount, a percent of the lines' sum): the sum
 * before it and the discount itself, both printed only when there is one, then the net after it.
 * Each line's VAT is computed on its value less the discount, so the VAT is that of the amount
 * actually invoiced (e-Factura: a document-level allowance per VAT category, from-document.ts).
 */
const DISCOUNT = 'payment.doc_discount > 0';
const discountTotals = (): TotalSpec[] => [
  { name: 'lines', label: t('Subtotal', 'Subtotal', 'Subtotale'), compute: `${DISCOUNT} ? sum(lines.items.value) : ""`, role: 'total.lines', format: 'money' },
  {
    name: 'discount',
    label: t('Discount la total', 'Discount on the total', 'Sconto sul totale'),
    compute: `${DISCOUNT} ? 0 - round(sum(lines.items.value) * payment.doc_discount / 100, 2) : ""`,
    role: 'total.allowance',
    format: 'money',
  },
];
const invoiceTotals = (vatPayer: boolean): TotalSpec[] => {
  if (!vatPayer) return [...discountTotals(), grandTotal('sum(lines.items.value) + totals.discount')];
  const [net, ...vatAndGrand] = lineVatTotals();
  return [...discountTotals(), ...(net ? [{ ...net, compute: `${net.compute} + totals.discount` }] : []), ...vatAndGrand];
};

const invoice = ({ vatPayer, currency = 'RON' }: InvoiceOptions): CatalogEntry =>
  defineApp({
    key: invoiceKey({ vatPayer, currency }),
    version: 6,
    title: invoiceTitle({ vatPayer, currency }),
    description: currency !== 'RON'
      ? t(
          `Factură în ${currency} pentru clienți din străinătate sau contracte în valută: linii cu cota TVA, cursul BNR, TVA și total tipărite și în lei, scadență, stare plată, avans, taxare inversă pentru servicii intracomunitare.`,
          `Invoice in ${currency} for foreign customers or contracts in foreign currency: lines with their VAT rate, the BNR exchange rate, VAT and total also printed in lei, due date, payment status, advance, reverse charge for intra-EU services.`,
          `Fattura in ${currency} per clienti esteri o contratti in valuta: righe con aliquota IVA, cambio BNR, IVA e totale stampati anche in lei, scadenza, stato del pagamento, acconto, inversione contabile per servizi intra-UE.`,
        )
      : vatPayer
      ? t(
          'Factură cu toate mențiunile art. 319 Cod fiscal: serie și număr, date de emitere și livrare, furnizor și cumpărător, produse cu cota și valoarea TVA pe linie, scadență, stare plată, avans, TVA la încasare, taxare inversă.',
          'Invoice with every item of art. 319 of the Fiscal Code: series and number, issue and delivery dates, supplier and customer, lines with their VAT rate and amount, due date, payment status, advance, cash VAT, reverse charge.',
          "Fattura con tutti i dati dell'art. 319 del Codice fiscale romeno: serie e numero, date di emissione e consegna, fornitore e cliente, righe con aliquota e importo IVA, scadenza, stato del pagamento, acconto, IVA per cassa, inversione contabile.",
        )
      : t(
          'Factură pentru firme și PFA neplătitoare de TVA (art. 310 Cod fiscal): serie și număr, furnizor și cumpărător, produse și servicii fără TVA, scadență, stare plată, avans, mențiunea de scutire.',
          'Invoice for companies and sole traders not registered for VAT (art. 310 Fiscal Code): series and number, supplier and customer, goods and services without VAT, due date, payment status, advance, the exemption mention.',
          'Fattura per aziende e ditte individuali non soggette a IVA (art. 310 Codice fiscale romeno): serie e numero, fornitore e cliente, righe senza IVA, scadenza, stato del pagamento, acconto, dicitura di esenzione.',
        ),
    category: 'commercial',
    ...about(invoiceKey({ vatPayer, currency })),
    document: {
      kind: 'invoice',
      currency,
      vat: vatPayer ? { payer: true, rate: 21 } : { payer: false, rate: 0 },
      number: { field: 'company.number', prefix: 'FCT', start: 1, padding: 4 },
    },
    steps: [
      withAddressParts(
        companyStep({
          vatPayer,
          numberLabel: t('Seria și nr. facturii', 'Invoice series and no.', 'Serie e n. fattura'),
          title: t('Furnizor și factură', 'Supplier and invoice', 'Fornitore e fattura'),
          validUntil: false,
          dateLabel: t('Data emiterii', 'Issue date', 'Data di emissione'),
        }),
        'company',
      ),
      withAddressParts(clientStep({ title: t('Cumpărător', 'Customer', 'Cliente'), addressRequired: true, foreign: currency !== 'RON' }), 'client', { foreign: currency !== 'RON' }),
      optionalVehicleStep(),
      itemsStep({
        vatPayer,
        code: true,
        value: '(payment.storno ? -1 : 1) * qty * price * (1 - discount / 100)',
        ...(vatPayer ? { lineVat: { vat: 'payment.reverse_charge ? 0 : round(value * (1 - payment.doc_discount / 100) * vat_rate / 100, 2)' } } : {}),
      }),
      paymentStep({ vatPayer, currency }),
    ],
    totals: [...invoiceTotals(vatPayer), ...advanceTotals('payment.advance')],
    pdf: {
      layout: 'invoice',
      title: t('FACTURĂ', 'INVOICE', 'FATTURA'),
      signatures: [t('Furnizor', 'Supplier', 'Fornitore'), t('Primit (cumpărător / delegat)', 'Received (customer / agent)', 'Ricevuto (cliente / incaricato)')],
      footer: vatPayer ? noSignature : join(art310, noSignature),
    },
    sample: sampleInvoice({ vatPayer, currency }),
    // The discount on the total (its subtotal and discount lines print only with one).
    moreSamples: [withDiscount(sampleInvoice({ vatPayer, currency }))],
  });

const withDiscount = (sample: FormData): FormData => ({ ...sample, payment: { ...sample.payment, doc_discount: 5 } });

const proforma = (): CatalogEntry =>
  defineApp({
    key: 'factura-proforma',
    version: 4,
    title: t('Factură proformă', 'Proforma invoice', 'Fattura proforma'),
    description: t(
      'Factură proformă pentru plata în avans sau confirmarea comenzii: produse și servicii cu cota TVA pe linie, totaluri, valabilitate, termen de livrare și condiții de plată. Nu este document fiscal.',
      'Proforma invoice for an advance payment or to confirm an order: lines with their VAT rate, totals, validity, delivery time and payment terms. Not a tax document.',
      "Fattura proforma per un pagamento anticipato o per confermare un ordine: righe con aliquota IVA, totali, validità, tempi di consegna e condizioni di pagamento. Non è un documento fiscale.",
    ),
    category: 'commercial',
    ...about('factura-proforma'),
    document: { kind: 'quote', currency: 'RON', vat: { payer: true, rate: 21 }, number: { field: 'company.number', prefix: 'PRF', start: 1, padding: 4 } },
    steps: [
      companyStep({ vatPayer: true, numberLabel: t('Proformă nr.', 'Proforma no.', 'Proforma n.'), title: t('Furnizor și proformă', 'Supplier and proforma', 'Fornitore e proforma') }),
      clientStep({ title: t('Cumpărător', 'Customer', 'Cliente') }),
      optionalVehicleStep(),
      itemsStep({ vatPayer: true, code: true, lineVat: {} }),
      {
        name: 'terms',
        title: t('Condiții', 'Terms', 'Condizioni'),
        fields: [
          f.text('payment', t('Condiții de plată', 'Payment terms', 'Condizioni di pagamento'), { default: 'Plata integrală în avans, prin ordin de plată', maxLength: 200 }),
          f.text('lead_time', t('Termen de livrare', 'Delivery time', 'Tempi di consegna'), { maxLength: 100 }),
          f.textarea('notes', t('Note', 'Notes', 'Note'), { maxLength: 1000 }),
        ],
      },
    ],
    totals: lineVatTotals(),
    pdf: {
      layout: 'invoice',
      title: t('FACTURĂ PROFORMĂ', 'PROFORMA INVOICE', 'FATTURA PROFORMA'),
      signatures: [t('Furnizor', 'Supplier', 'Fornitore'), t('Client – de acord', 'Client – agreed', 'Cliente – per accettazione')],
      footer: t(
        'Factura proformă nu este document fiscal. Factura fiscală se emite la încasarea avansului sau la livrare.',
        'A proforma invoice is not a tax document. The invoice is issued when the advance is received or on delivery.',
        "La fattura proforma non è un documento fiscale. La fattura viene emessa all'incasso dell'acconto o alla consegna.",
      ),
    },
    sample: sampleProforma,
  });

/** The commercial family: invoices, price quotes (Romanian and Italian), the rental contract. */
export const commercial: CatalogEntry[] = [
  invoice({ vatPayer: true }),
  invoice({ vatPayer: false }),
  invoice({ vatPayer: true, currency: 'EUR' }),
  proforma(),
  ...quotes,
  ...rentals,
];
