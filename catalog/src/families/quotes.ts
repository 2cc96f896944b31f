import { type CatalogEntry, type FieldSpec, type StepSpec, type Text, defineApp, f, opt, same, t } from '../build.js';
import { clientStep, clientTypeOptions, companyStep, contactFields, documentHeadFields, estimateSignatures, grandTotal, vatTotals } from '../fragments.js';
import { itemsStep } from '../fragments-commercial.js';
import { sampleQuote } from '../samples-commercial.js';
import { about } from './taxonomy.js';

/**
 * Price quotes (domain-ro §2.7) and the Italian "modelli di preventivo" (§2.8), each simple,
 * professional and technical: one builder, the Italian ones Italian first, in euro, with IVA
 * or the regime forfettario.
 */
export type QuoteVariant = 'simple' | 'professional' | 'technical';

/** Partita IVA: 11 digits, optionally after IT (the check digit is not verified by a pattern). */
const PIVA = '^(IT)?[0-9]{11}$';
/** Codice fiscale: 16 characters of a person (digits may be replaced by letters, omocodia) or 11 digits of a company. */
const CODICE_FISCALE = '^([A-Za-z]{6}[0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{3}[A-Za-z]|[0-9]{11})$';

const pivaLabel = t('Partita IVA', 'VAT number (Partita IVA)', 'Partita IVA');
const cfLabel = t('Cod fiscal italian', 'Italian tax code (codice fiscale)', 'Codice fiscale');
const cfHelp = t('16 caractere (persoană) sau 11 cifre (firmă).', '16 characters (individual) or 11 digits (company).', '16 caratteri (persona) o 11 cifre (società).');

const FORFETTARIO_NOTE =
  '"Operazione in franchigia da IVA effettuata ai sensi dell\'art. 1, commi da 54 a 89, della Legge n. 190/2014 – regime forfettario."';

/** The Italian issuer: ragione sociale, P.IVA, codice fiscale, contacts and the VAT regime. */
const italianCompanyStep = (): StepSpec => ({
  name: 'company',
  title: t('Firmă și ofertă', 'Company and quote', 'Azienda e preventivo'),
  description: t('Datele firmei se completează din profil.', 'Company details are filled in from the profile.', "I dati dell'azienda sono compilati dal profilo."),
  prefill: 'profile',
  fields: [
    ...documentHeadFields({ numberLabel: t('Ofertă nr.', 'Quote no.', 'Preventivo n.'), validUntil: 'required' }),
    f.text('name', t('Denumire firmă', 'Company name', 'Ragione sociale'), { required: true, maxLength: 200, role: 'company.name' }),
    f.text('piva', pivaLabel, { required: true, pattern: PIVA, placeholder: t('12345678903', '12345678903', '12345678903'), role: 'company.cui', width: 'half' }),
    f.text('cf', cfLabel, { help: cfHelp, pattern: CODICE_FISCALE, maxLength: 16, width: 'half' }),
    f.textarea('address', t('Sediu (stradă, nr., CAP, localitate, provincie)', 'Registered office (street, no., postcode, town, province)', 'Sede (via, n., CAP, comune, provincia)'), {
      required: true,
      maxLength: 300,
      role: 'company.address',
    }),
    ...contactFields('company'),
    f.iban('iban', t('IBAN', 'IBAN', 'IBAN'), { role: 'company.iban', width: 'half' }),
    f.radio(
      'regime',
      t('Regim fiscal', 'Tax regime', 'Regime fiscale'),
      [opt('ordinario', t('Ordinar (cu IVA)', 'Standard (with VAT)', 'Ordinario (con IVA)')), opt('forfettario', t('Forfetar (fără IVA)', 'Flat-rate (no VAT)', 'Forfettario (senza IVA)'))],
      { required: true, default: 'ordinario', width: 'half' },
    ),
  ],
});

/** The Italian customer: a private person or a company (P.IVA), the codice fiscale. */
const italianClientStep = (): StepSpec => ({
  name: 'client',
  title: t('Client', 'Client', 'Cliente'),
  prefill: 'history',
  fields: [
    f.radio('type', t('Tip client', 'Client type', 'Tipo di cliente'), clientTypeOptions, { required: true, default: 'pf', role: 'client.type' }),
    f.text('name', t('Nume și prenume / Denumire', 'Name / company name', 'Nome e cognome / ragione sociale'), { required: true, maxLength: 200, role: 'client.name' }),
    f.text('piva', pivaLabel, { required: true, pattern: PIVA, visibleIf: 'type == "pj"', role: 'client.cui', width: 'half' }),
    f.text('cf', cfLabel, { help: cfHelp, pattern: CODICE_FISCALE, maxLength: 16, width: 'half' }),
    f.text('contact', t('În atenția', 'For the attention of', 'Alla cortese attenzione di'), { maxLength: 200, visibleIf: 'type == "pj"' }),
    f.textarea('address', t('Adresă', 'Address', 'Indirizzo'), { maxLength: 300, role: 'client.address' }),
    ...contactFields('client'),
  ],
});

/** What the quote is about (professional and technical quotes). */
const offerStep = (variant: QuoteVariant): StepSpec => ({
  name: 'offer',
  title: t('Prezentarea ofertei', 'Quote overview', 'Presentazione del preventivo'),
  fields: [
    f.text('subject', t('Obiectul ofertei', 'Subject', 'Oggetto'), { required: true, maxLength: 200 }),
    ...(variant === 'technical' ? [f.text('site', t('Locul livrării / amplasament', 'Delivery site', 'Luogo di consegna / cantiere'), { maxLength: 200 })] : []),
    f.textarea('intro', t('Introducere', 'Introduction', 'Premessa'), { maxLength: 2000 }),
  ],
});

/** The technical part: the specification table. */
const specsStep = (): StepSpec => ({
  name: 'specs',
  title: t('Specificații tehnice', 'Technical specifications', 'Specifiche tecniche'),
  fields: [
    f.array(
      'items',
      t('Specificații', 'Specifications', 'Specifiche'),
      [
        f.text('parameter', t('Caracteristică', 'Specification', 'Caratteristica'), { required: true, maxLength: 200 }),
        f.text('value', t('Valoare', 'Value', 'Valore'), { required: true, maxLength: 200 }),
        f.text('note', t('Normă / observații', 'Standard / notes', 'Norma / note'), { maxLength: 200 }),
      ],
      { historyPick: true, maxItems: 100 },
    ),
  ],
});

/** Standards, exclusions and a drawing: after the specification table, in their own section. */
const scopeStep = (): StepSpec => ({
  name: 'scope',
  title: t('Standarde și excluderi', 'Standards and exclusions', 'Norme ed esclusioni'),
  fields: [
    f.textarea('standards', t('Standarde, certificări, conformitate', 'Standards, certifications, compliance', 'Norme, certificazioni, conformità'), { maxLength: 2000 }),
    f.textarea('exclusions', t('Nu sunt incluse în ofertă', 'Not included', 'Esclusioni'), { maxLength: 2000 }),
    f.image('drawing', t('Schiță / fotografie', 'Drawing / photo', 'Disegno / foto'), { maxSizeKb: 2048 }),
  ],
});

const italianRates = [same('22', '22%'), same('10', '10%'), same('5', '5%'), same('4', '4%')];

/** Lead time, payment, warranty and delivery terms, notes; the Italian quote also its IVA rate or the forfettario mention. */
const termsStep = (variant: QuoteVariant, italian: boolean): StepSpec => {
  const full = variant !== 'simple';
  const fields: FieldSpec[] = [
    f.text('lead_time', t('Termen de livrare / execuție', 'Delivery / completion time', 'Tempi di consegna'), { required: full, maxLength: 100, width: 'half' }),
    f.text('payment', t('Condiții de plată', 'Payment terms', 'Modalità di pagamento'), { required: full, maxLength: 200, width: 'half' }),
    ...(full
      ? [
          f.text('warranty', t('Garanție', 'Warranty', 'Garanzia'), { maxLength: 200, width: 'half' }),
          f.text('delivery', t('Condiții de livrare (transport, montaj)', 'Delivery terms (transport, installation)', 'Condizioni di consegna (trasporto, installazione)'), { maxLength: 200, width: 'half' }),
        ]
      : []),
    ...(italian
      ? [
          f.select('iva_rate', t('Cota IVA', 'VAT rate', 'Aliquota IVA'), italianRates, { required: true, default: '22', visibleIf: 'company.regime != "forfettario"', width: 'half' }),
          f.textarea('forfettario', t('Mențiune regim forfetar', 'Flat-rate scheme mention', 'Dicitura regime forfettario'), {
            compute: `company.regime == "forfettario" ? ${FORFETTARIO_NOTE} : ""`,
          }),
        ]
      : []),
    f.textarea('notes', t('Note', 'Notes', 'Note'), { maxLength: 2000 }),
  ];
  return { name: 'terms', title: t('Condiții', 'Terms', 'Condizioni'), fields };
};

const titles: Record<QuoteVariant, { ro: Text; it: Text; pdf: Text }> = {
  simple: {
    ro: t('Ofertă de preț simplă', 'Simple price quote', 'Offerta di prezzo semplice'),
    it: t('Preventivo italian – simplu', 'Italian quote (preventivo) – simple', 'Preventivo semplice'),
    pdf: t('OFERTĂ DE PREȚ', 'PRICE QUOTE', 'PREVENTIVO'),
  },
  professional: {
    ro: t('Ofertă de preț profesională', 'Professional price quote', 'Offerta di prezzo professionale'),
    it: t('Preventivo italian – profesional', 'Italian quote (preventivo) – professional', 'Preventivo professionale'),
    pdf: t('OFERTĂ DE PREȚ', 'PRICE QUOTE', 'PREVENTIVO'),
  },
  technical: {
    ro: t('Ofertă tehnico-comercială', 'Technical and commercial quote', 'Offerta tecnico-commerciale'),
    it: t('Preventivo italian – tehnic', 'Italian quote (preventivo) – technical', 'Preventivo tecnico'),
    pdf: t('OFERTĂ TEHNICĂ', 'TECHNICAL QUOTE', 'PREVENTIVO TECNICO'),
  },
};

const descriptions: Record<QuoteVariant, Text> = {
  simple: t(
    'Ofertă de preț rapidă: produse sau servicii cu cantitate, preț și discount, total fără TVA, TVA și total, valabilitate, termen și condiții de plată.',
    'A quick price quote: goods or services with quantity, price and discount, net total, VAT and total, validity, lead time and payment terms.',
    'Offerta rapida: prodotti o servizi con quantità, prezzo e sconto, imponibile, IVA e totale, validità, tempi e pagamento.',
  ),
  professional: t(
    'Ofertă de preț completă pentru clienți firme: obiect și introducere, linii cu discount, totaluri cu TVA, termen de livrare, condiții de plată și livrare, garanție, acceptarea clientului.',
    'A complete price quote for business clients: subject and introduction, lines with discount, totals with VAT, lead time, payment and delivery terms, warranty, client acceptance.',
    'Offerta completa per clienti aziendali: oggetto e premessa, righe con sconto, totali con IVA, tempi di consegna, condizioni di pagamento e consegna, garanzia, accettazione.',
  ),
  technical: t(
    'Ofertă tehnico-comercială pentru echipamente și lucrări: linii cu cod/model, tabel de specificații tehnice, standarde, schiță, excluderi, termene, garanție, acceptarea clientului.',
    'A technical and commercial quote for equipment and works: lines with code/model, technical specification table, standards, drawing, exclusions, terms, warranty, client acceptance.',
    'Offerta tecnico-commerciale per attrezzature e lavori: righe con codice/modello, tabella delle specifiche, norme, disegno, esclusioni, termini, garanzia, accettazione.',
  ),
};

const italianDescriptions: Record<QuoteVariant, Text> = {
  simple: t(
    'Model italian de ofertă (preventivo) în euro: firmă cu Partita IVA, client, linii cu cantitate și preț, imponibil, IVA 22% (sau 10/5/4%) ori regim forfetar fără IVA, valabilitate.',
    'Italian quote template (preventivo) in euro: company with Partita IVA, client, lines with quantity and price, taxable amount, IVA 22% (or 10/5/4%) or the flat-rate scheme without IVA, validity.',
    'Modello di preventivo semplice in euro: azienda con Partita IVA, cliente, righe con quantità e prezzo, imponibile, IVA 22% (o 10/5/4%) oppure regime forfettario senza IVA, validità.',
  ),
  professional: t(
    'Model italian de ofertă profesională în euro: obiect și introducere, linii cu discount, IVA sau regim forfetar (L. 190/2014), termene de livrare, plată, garanție, semnătura de acceptare.',
    'Italian professional quote template in euro: subject and introduction, lines with discount, IVA or the flat-rate scheme (L. 190/2014), delivery and payment terms, warranty, signature for acceptance.',
    'Modello di preventivo professionale in euro: oggetto e premessa, righe con sconto, IVA o regime forfettario (L. 190/2014), tempi di consegna, pagamento, garanzia, firma per accettazione.',
  ),
  technical: t(
    'Model italian de ofertă tehnică în euro: linii cu cod/model, specificații tehnice, norme, schiță, excluderi, IVA sau regim forfetar, termene, garanție, semnătura de acceptare.',
    'Italian technical quote template in euro: lines with code/model, technical specifications, standards, drawing, exclusions, IVA or the flat-rate scheme, terms, warranty, signature for acceptance.',
    'Modello di preventivo tecnico in euro: righe con codice/modello, specifiche tecniche, norme, disegno, esclusioni, IVA o regime forfettario, tempi, garanzia, firma per accettazione.',
  ),
};

const keys: Record<QuoteVariant, { ro: string; it: string }> = {
  simple: { ro: 'oferta-pret-simpla', it: 'preventivo-semplice' },
  professional: { ro: 'oferta-pret-profesionala', it: 'preventivo-professionale' },
  technical: { ro: 'oferta-pret-tehnica', it: 'preventivo-tecnico' },
};

const italianTotals = [
  { name: 'net', label: t('Bază impozabilă', 'Taxable amount', 'Imponibile'), compute: 'sum(lines.items.value)', role: 'total.net' as const, format: 'money' as const },
  {
    name: 'vat',
    label: t('IVA', 'VAT (IVA)', 'IVA'),
    compute: 'company.regime == "forfettario" ? "" : round(totals.net * terms.iva_rate / 100, 2)',
    role: 'total.vat' as const,
    format: 'money' as const,
  },
  grandTotal('totals.net + totals.vat'),
];

const quote = ({ variant, italian }: { variant: QuoteVariant; italian: boolean }): CatalogEntry =>
  defineApp({
    key: italian ? keys[variant].it : keys[variant].ro,
    version: 3,
    ...(italian ? { base: 'it' as const } : {}),
    title: italian ? titles[variant].it : titles[variant].ro,
    description: italian ? italianDescriptions[variant] : descriptions[variant],
    category: 'commercial',
    ...about(italian ? keys[variant].it : keys[variant].ro),
    document: {
      kind: 'quote',
      currency: italian ? 'EUR' : 'RON',
      vat: italian ? { payer: true, rate: 22 } : { payer: true, rate: 21 },
      number: { field: 'company.number', prefix: italian ? 'PREV' : 'OF', start: 1, padding: 4 },
    },
    steps: [
      italian
        ? italianCompanyStep()
        : companyStep({ vatPayer: true, numberLabel: t('Ofertă nr.', 'Quote no.', 'Offerta n.'), title: t('Firmă și ofertă', 'Company and quote', 'Azienda e offerta'), validUntil: 'required' }),
      italian ? italianClientStep() : clientStep(),
      ...(variant === 'simple' ? [] : [offerStep(variant)]),
      itemsStep({ ...(italian ? {} : { vatPayer: true }), code: variant === 'technical' }),
      ...(variant === 'technical' ? [specsStep(), scopeStep()] : []),
      termsStep(variant, italian),
    ],
    totals: italian ? italianTotals : vatTotals({ net: 'sum(lines.items.value)' }),
    pdf: {
      layout: 'quote',
      title: titles[variant].pdf,
      signatures: italian ? [t('Furnizor', 'Supplier', 'Il fornitore'), t('Acceptat client', 'Accepted by the client', 'Firma per accettazione')] : estimateSignatures,
      footer: italian
        ? t(
            'Prețuri în euro. Oferta este valabilă până la data indicată; semnătura clientului valorează acceptarea ofertei.',
            'Prices in euro. The quote is valid until the date shown; the client’s signature means acceptance.',
            'Prezzi in euro. Il preventivo è valido fino alla data indicata; la firma del cliente vale come accettazione.',
          )
        : t(
            'Prețurile sunt exprimate în lei, fără TVA; TVA 21% se aplică totalului. Oferta este valabilă până la data menționată.',
            'Prices are in lei, excluding VAT; 21% VAT applies to the total. The quote is valid until the date shown.',
            "Prezzi in lei, IVA esclusa; l'IVA del 21% si applica al totale. L'offerta è valida fino alla data indicata.",
          ),
    },
    ...(italian && variant === 'technical' ? { pages: 2 } : {}),
    sample: sampleQuote({ variant, italian }),
    // The other Italian VAT regime, so its computations (IVA or the forfettario mention) are shown too.
    ...(italian ? { moreSamples: [sampleQuote({ variant, italian, forfettario: variant !== 'simple' })] } : {}),
  });

const variants: QuoteVariant[] = ['simple', 'professional', 'technical'];
export const quotes: CatalogEntry[] = [...variants.map((variant) => quote({ variant, italian: false })), ...variants.map((variant) => quote({ variant, italian: true }))];
