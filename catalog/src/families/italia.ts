import type { Trade } from '@atelier/core';
import { type CatalogEntry, type FieldSpec, type ScalarSpec, type StepSpec, type Text, type TotalSpec, f, opt, same, t } from '../build.js';
import { contactFields, documentHeadFields, grandTotal } from '../fragments.js';
import { L, checklistField, kw, numberTotal, remarksField, step, sumTotal, tradeDoc } from '../fragments-trades.js';

/**
 * The Italian market (modelli italiani, domain-ro §2.8): Italian first, in euro, with Partita IVA
 * and codice fiscale – receipts for occasional work, the DDT, the intervention report, quotes for
 * the workshop, the building site and the tyre shop, the SAL, the declaration of conformity of an
 * installation (DM 37/2008), a purchase order, a bike repair sheet, a tyre storage receipt and an
 * expense report with mileage allowance.
 */

/** Partita IVA: 11 digits, optionally after IT. */
const PIVA = '^(IT)?[0-9]{11}$';
/** Codice fiscale: 16 characters of a person (omocodia letters allowed) or 11 digits of a company. */
const CODICE_FISCALE = '^([A-Za-z]{6}[0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{3}[A-Za-z]|[0-9]{11})$';
/** Italian plates since 1994: AB 123 CD. */
const TARGA = '^[A-Za-z]{2}\\s?[0-9]{3}\\s?[A-Za-z]{2}$';

const pivaField = (required: boolean, role?: 'company.cui' | 'client.cui', visibleIf?: string): ScalarSpec =>
  f.text('piva', t('Partita IVA', 'VAT number (Partita IVA)', 'Partita IVA'), {
    ...(required ? { required: true } : {}),
    pattern: PIVA,
    placeholder: t('12345678903', '12345678903', '12345678903'),
    ...(role ? { role } : {}),
    ...(visibleIf ? { visibleIf } : {}),
    width: 'half',
  });
const cfField = (required = false): ScalarSpec =>
  f.text('cf', t('Cod fiscal italian', 'Italian tax code (codice fiscale)', 'Codice fiscale'), {
    help: t('16 caractere (persoană) sau 11 cifre (firmă).', '16 characters (individual) or 11 digits (company).', '16 caratteri (persona) o 11 cifre (società).'),
    ...(required ? { required: true } : {}),
    pattern: CODICE_FISCALE,
    maxLength: 16,
    width: 'half',
  });
const targaField = (required = true): ScalarSpec =>
  f.text('targa', t('Număr de înmatriculare (Italia)', 'Licence plate (Italy)', 'Targa'), { ...(required ? { required: true } : {}), pattern: TARGA, maxLength: 10, placeholder: t('AB 123 CD', 'AB 123 CD', 'AB 123 CD'), width: 'half' });

/** The Italian issuer: ragione sociale, P.IVA, codice fiscale, address, contacts (with `piva` optional for a private person issuing a receipt). */
const companyStep = ({ numberLabel, title, validUntil = false, extra = [], personal = false }: { numberLabel: Text; title: Text; validUntil?: boolean | 'required'; extra?: FieldSpec[]; personal?: boolean }): StepSpec =>
  step(
    'company',
    title,
    [
      ...documentHeadFields({ numberLabel, validUntil }),
      f.text('name', personal ? t('Nume și prenume', 'Full name', 'Nome e cognome') : t('Denumire firmă', 'Company name', 'Ragione sociale'), { required: true, maxLength: 200, role: 'company.name' }),
      ...(personal ? [cfField(true)] : [pivaField(true, 'company.cui'), cfField()]),
      f.textarea('address', t('Sediu / domiciliu (stradă, CAP, localitate, provincie)', 'Address (street, postcode, town, province)', 'Indirizzo (via, CAP, comune, provincia)'), { required: true, maxLength: 300, role: 'company.address' }),
      ...contactFields('company'),
      f.iban('iban', t('IBAN', 'IBAN', 'IBAN'), { role: 'company.iban', width: 'half' }),
      ...extra,
    ],
    { prefill: 'profile', description: t('Datele se completează din profil.', 'Details are filled in from the profile.', 'I dati sono compilati dal profilo.') },
  );

/** The Italian customer: a private person (codice fiscale) or a company (Partita IVA). */
const clientStep = (title: Text = t('Client', 'Client', 'Cliente')): StepSpec =>
  step(
    'client',
    title,
    [
      f.radio('type', t('Tip client', 'Client type', 'Tipo di cliente'), [opt('pf', t('Persoană fizică', 'Individual', 'Privato')), opt('pj', t('Persoană juridică', 'Company', 'Azienda'))], { required: true, default: 'pf', role: 'client.type' }),
      f.text('name', t('Nume / denumire', 'Name / company name', 'Nome / ragione sociale'), { required: true, maxLength: 200, role: 'client.name' }),
      pivaField(true, 'client.cui', 'type == "pj"'),
      cfField(),
      f.textarea('address', t('Adresă', 'Address', 'Indirizzo'), { maxLength: 300, role: 'client.address' }),
      ...contactFields('client'),
    ],
    { prefill: 'history' },
  );

const ivaRates = [same('22', '22%'), same('10', '10%'), same('5', '5%'), same('4', '4%')];
const ivaField = (defaultRate = '22'): ScalarSpec => f.select('iva_rate', t('Cota IVA', 'VAT rate', 'Aliquota IVA'), ivaRates, { required: true, default: defaultRate, width: 'half' });
/** Imponibile, IVA at the rate chosen in `ivaAt`, total. */
const ivaTotals = (net: string, ivaAt: string): TotalSpec[] => [
  sumTotal('net', t('Bază impozabilă', 'Taxable amount', 'Imponibile'), net, 'total.net'),
  sumTotal('vat', t('IVA', 'VAT (IVA)', 'IVA'), `round(totals.net * ${ivaAt} / 100, 2)`, 'total.vat'),
  grandTotal('totals.net + totals.vat'),
];
const forfettario = t(
  'Pentru regimul forfetar: operațiune fără IVA conform art. 1, alineatele 54–89, Legea nr. 190/2014 (se lasă cota IVA 0).',
  'Under the flat-rate scheme: no VAT under art. 1, paragraphs 54–89, Law 190/2014.',
  'Per i contribuenti in regime forfettario: operazione senza applicazione dell’IVA ai sensi dell’art. 1, commi 54–89, L. 190/2014.',
);
const privacy = t(
  'Datele personale sunt prelucrate conform Regulamentului (UE) 2016/679.',
  'Personal data are processed under Regulation (EU) 2016/679.',
  'I dati personali sono trattati ai sensi del Regolamento (UE) 2016/679.',
);

const base = 'it' as const;
const italian = (trades: Trade[]) => ({ base, currency: 'EUR' as const, category: 'commercial' as const, trades });
const issuer = (name: string, extra: Record<string, string | number | boolean> = {}) => ({
  date: '2026-03-16',
  name,
  piva: '12345678903',
  cf: '12345678903',
  address: 'Via Garibaldi 12, 20121 Milano (MI)',
  phone: '+39 02 1234 5678',
  email: 'info@esempio.it',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  ...extra,
});
const privato = { type: 'pf', name: 'Giulia Bianchi', cf: 'BNCGLI85M41F205X', address: 'Via Manzoni 8, 20121 Milano (MI)', phone: '+39 333 123 4567' };
const azienda = { type: 'pj', name: 'Edilnord S.r.l.', piva: '12345678903', address: 'Corso Buenos Aires 40, 20124 Milano (MI)', email: 'amministrazione@edilnord.it' };

/** 1. Ricevuta per prestazione occasionale. */
const ricevuta = tradeDoc({
  ...italian(['freelance', 'general']),
  key: 'ricevuta-prestazione-occasionale',
  title: t('Chitanță pentru prestație ocazională (Italia)', 'Receipt for occasional work (Italy)', 'Ricevuta per prestazione occasionale'),
  description: t(
    'Chitanța unei persoane fizice fără Partita IVA pentru o prestație ocazională în Italia: prestatorul cu codul fiscal, clientul, descrierea și perioada, suma brută, reținerea la sursă de 20% când clientul este substitut de impozit, timbrul fiscal de 2 € peste 77,47 € și suma netă.',
    'The receipt of a private person without a VAT number for occasional work in Italy: the provider with tax code, the client, description and period, gross amount, the 20% withholding when the client is a withholding agent, the €2 revenue stamp above €77.47 and the net amount.',
    "La ricevuta di chi, senza Partita IVA, svolge una prestazione occasionale: prestatore con codice fiscale, committente, descrizione e periodo, compenso lordo, ritenuta d'acconto del 20% se il committente è sostituto d'imposta, marca da bollo da 2 € oltre 77,47 € e netto a pagare.",
  ),
  keywords: kw('chitanta italia, prestatie ocazionala, ritenuta d acconto, ricevuta', 'occasional work receipt, withholding tax italy, ricevuta', 'ricevuta, prestazione occasionale, ritenuta d’acconto, marca da bollo, ricevuta non fiscale'),
  public: true,
  kind: 'receipt',
  prefix: 'RIC',
  company: false,
  steps: [
    companyStep({ numberLabel: t('Chitanța nr.', 'Receipt no.', 'Ricevuta n.'), title: t('Prestator', 'Provider', 'Prestatore'), personal: true }),
    clientStep(t('Client (comitent)', 'Client', 'Committente')),
    step('service', t('Prestația', 'The work', 'La prestazione'), [
      f.textarea('description', L.description, { required: true, maxLength: 1000 }),
      f.text('period', t('Perioada', 'Period', 'Periodo'), { maxLength: 60, width: 'half' }),
      f.money('gross', t('Sumă brută (€)', 'Gross amount (€)', 'Compenso lordo (€)'), { required: true, min: 0.01, width: 'half' }),
      f.checkbox('withholding', t('Clientul este substitut de impozit (reținere 20%)', 'The client is a withholding agent (20% withheld)', "Il committente è sostituto d'imposta (ritenuta 20%)"), { default: true }),
      f.checkbox('stamp_on_client', t('Timbrul fiscal se plătește de client', 'The revenue stamp is charged to the client', 'Marca da bollo a carico del committente')),
    ]),
  ],
  totals: [
    sumTotal('gross', t('Sumă brută', 'Gross amount', 'Compenso lordo'), 'service.gross'),
    sumTotal('withholding', t("Reținere la sursă 20%", 'Withholding 20%', "Ritenuta d'acconto 20%"), 'service.withholding ? round(service.gross * 0.2, 2) : 0'),
    sumTotal('stamp', t('Timbru fiscal', 'Revenue stamp', 'Marca da bollo'), 'service.gross > 77.47 && service.stamp_on_client ? 2 : 0'),
    grandTotal('totals.gross - totals.withholding + totals.stamp'),
  ],
  pdfTitle: t('CHITANȚĂ', 'RECEIPT', 'RICEVUTA'),
  signatures: [t('Prestator', 'Provider', 'Il prestatore')],
  footer: t(
    'Prestator fără Partita IVA; prestație ocazională fără caracter de continuitate.',
    'The provider has no VAT number; occasional work without continuity.',
    'Prestazione occasionale resa senza vincolo di subordinazione e senza carattere di abitualità.',
  ),
  legal: [
    t('Operațiune exclusă din câmpul de aplicare al IVA conform art. 5 DPR nr. 633/1972.', 'Outside the scope of VAT under art. 5 of Presidential Decree 633/1972.', 'Operazione esclusa dal campo di applicazione IVA ai sensi dell’art. 5 del DPR n. 633/1972.'),
    t('Reținere la sursă conform art. 25 DPR nr. 600/1973. Timbru fiscal de 2 € pe chitanțele de peste 77,47 € (DPR nr. 642/1972).', 'Withholding under art. 25 of Presidential Decree 600/1973. A €2 revenue stamp on receipts above €77.47 (Presidential Decree 642/1972).', "Ritenuta d'acconto ai sensi dell'art. 25 del DPR n. 600/1973. Marca da bollo da 2 € sulle ricevute di importo superiore a 77,47 € (DPR n. 642/1972)."),
  ],
  sample: {
    company: (({ piva: _piva, ...person }) => person)(issuer('Marco Verdi', { cf: 'VRDMRC90A01F205Z', address: 'Via Dante 5, 20121 Milano (MI)', email: 'marco.verdi@esempio.it' })),
    client: azienda,
    service: { description: 'Traduzione dal rumeno all’italiano del manuale tecnico (48 pagine)', period: '1–10 marzo 2026', gross: 600, withholding: true, stamp_on_client: true },
  },
});

/** 2. DDT – documento di trasporto. */
const ddt = tradeDoc({
  ...italian(['transport', 'general']),
  key: 'ddt-documento-di-trasporto',
  title: t('DDT – document de transport (Italia)', 'DDT – Italian transport document', 'DDT – Documento di trasporto'),
  description: t(
    'Documentul de transport italian care însoțește marfa: numărul și data, expeditorul (cedent) și destinatarul (cesionar), locul de destinație, cauza transportului, marfa cu descrierea, U.M. și cantitatea, coletele și greutatea, transportul în grija cui, transportatorul și data ridicării.',
    'The Italian transport document that travels with the goods: number and date, the seller and the buyer, destination, reason for transport, goods with description, unit and quantity, packages and weight, who transports, the carrier and pick-up date.',
    'Il documento che accompagna la merce: numero e data, cedente e cessionario, luogo di destinazione, causale del trasporto, beni con descrizione, U.M. e quantità, colli e peso, trasporto a cura di, vettore e data del ritiro.',
  ),
  keywords: kw('ddt, document de transport italia, aviz italia, bolla', 'ddt, delivery note italy, transport document, packing slip', 'ddt, documento di trasporto, bolla di accompagnamento, bolla di consegna'),
  public: true,
  kind: 'transport-document',
  prefix: 'DDT',
  company: false,
  steps: [
    companyStep({ numberLabel: t('DDT nr.', 'DDT no.', 'DDT n.'), title: t('Expeditor (cedent)', 'Seller (cedente)', 'Cedente / mittente') }),
    clientStep(t('Destinatar (cesionar)', 'Buyer (cessionario)', 'Cessionario / destinatario')),
    step('shipment', t('Transport', 'Shipment', 'Trasporto'), [
      f.text('destination', t('Locul de destinație', 'Destination', 'Luogo di destinazione'), { required: true, maxLength: 200 }),
      f.select('reason', t('Cauza transportului', 'Reason for transport', 'Causale del trasporto'), [
        opt('vendita', t('Vânzare', 'Sale', 'Vendita')),
        opt('conto_visione', t('În vizionare', 'On approval', 'Conto visione')),
        opt('conto_lavorazione', t('Pentru prelucrare', 'For processing', 'Conto lavorazione')),
        opt('reso', t('Retur', 'Return', 'Reso')),
        opt('riparazione', t('Reparație', 'Repair', 'Riparazione')),
      ], { required: true, width: 'half' }),
      f.select('by', t('Transport în grija', 'Transport by', 'Trasporto a cura del'), [opt('mittente', t('expeditorului', 'sender', 'mittente')), opt('destinatario', t('destinatarului', 'recipient', 'destinatario')), opt('vettore', t('transportatorului', 'carrier', 'vettore'))], { required: true, width: 'half' }),
      f.text('carrier', t('Transportator', 'Carrier', 'Vettore'), { maxLength: 150, visibleIf: 'by == "vettore"', width: 'half' }),
      f.datetime('pickup', t('Data și ora ridicării', 'Pick-up date and time', 'Data e ora del ritiro'), { required: true, width: 'half' }),
      f.text('appearance', t('Aspectul exterior al bunurilor', 'Outward appearance of the goods', 'Aspetto esteriore dei beni'), { maxLength: 60, width: 'half' }),
      f.number('packages', t('Nr. colete', 'Packages', 'N. colli'), { required: true, min: 1, decimals: 0, width: 'third' }),
      f.number('weight', t('Greutate (kg)', 'Weight (kg)', 'Peso (kg)'), { min: 0, decimals: 1, width: 'third' }),
    ]),
    step('goods', t('Bunuri', 'Goods', 'Beni'), [
      f.array('items', t('Bunuri', 'Goods', 'Beni'), [
        f.text('code', t('Cod', 'Code', 'Codice'), { maxLength: 30 }),
        f.text('name', L.description, { required: true, maxLength: 200 }),
        f.select('unit', L.unit, [same('pz'), same('kg'), same('m'), same('l'), same('conf')], { required: true, default: 'pz' }),
        f.number('qty', L.qty, { required: true, min: 0.001, decimals: 3 }),
      ], { required: true, maxItems: 300, role: 'lines.items' }),
    ]),
  ],
  totals: [numberTotal('qty', t('Cantitate totală', 'Total quantity', 'Quantità totale'), 'sum(goods.items.qty)')],
  pdfTitle: t('DOCUMENT DE TRANSPORT', 'TRANSPORT DOCUMENT', 'DOCUMENTO DI TRASPORTO'),
  signatures: [t('Semnătura expeditorului', "Sender's signature", 'Firma del mittente'), t('Semnătura transportatorului', "Carrier's signature", 'Firma del vettore'), t('Semnătura destinatarului', "Recipient's signature", 'Firma del destinatario')],
  footer: t(
    'DDT-ul permite facturarea amânată: factura se emite până la data de 15 a lunii următoare predării.',
    'The DDT allows deferred invoicing: the invoice is issued by the 15th of the month after delivery.',
    'Il DDT consente la fatturazione differita: la fattura si emette entro il giorno 15 del mese successivo alla consegna.',
  ),
  legal: [t('Document de transport conform DPR nr. 472/1996.', 'Transport document under Presidential Decree 472/1996.', 'Documento di trasporto ai sensi del DPR n. 472/1996.')],
  sample: {
    company: issuer('Ferramenta Lombarda S.r.l.'),
    client: azienda,
    shipment: { destination: 'Cantiere Via Padova 120, 20132 Milano (MI)', reason: 'vendita', by: 'vettore', carrier: 'Trasporti Brianza S.n.c.', pickup: '2026-03-16T08:30', appearance: 'Bancali', packages: 3, weight: 640 },
    goods: {
      items: [
        { code: 'CEM-325', name: 'Cemento Portland 32,5 R, sacchi 25 kg', unit: 'pz', qty: 20 },
        { code: 'RET-66', name: 'Rete elettrosaldata Ø6 20×20', unit: 'pz', qty: 12 },
      ],
    },
  },
});

/** 3. Rapportino di intervento. */
const rapportino = tradeDoc({
  ...italian(['construction', 'general']),
  key: 'rapportino-di-intervento',
  title: t('Raport de intervenție tehnică (Italia)', 'Technical intervention report (Italy)', 'Rapportino di intervento tecnico'),
  description: t(
    'Raportul tehnicianului la client: data, orele de sosire și de plecare, adresa intervenției, defectul semnalat, lucrarea făcută, materialele folosite, orele lucrate și deplasarea, valorile cu IVA și semnătura clientului.',
    "The technician's report at a client's: date, arrival and departure times, place of the job, reported fault, work done, materials used, hours worked and call-out, amounts with VAT and the client's signature.",
    "Il rapportino del tecnico presso il cliente: data, orari di arrivo e partenza, luogo dell'intervento, guasto segnalato, lavoro eseguito, materiali usati, ore lavorate e uscita, importi con IVA e firma del cliente.",
  ),
  keywords: kw('raport interventie, fisa interventie, rapportino, deplasare tehnician', 'intervention report, service report, job sheet, technician report', 'rapportino, rapportino di intervento, scheda intervento, foglio di lavoro, bolla di lavoro'),
  public: true,
  kind: 'report',
  prefix: 'RAP',
  company: false,
  steps: [
    companyStep({ numberLabel: t('Raport nr.', 'Report no.', 'Rapportino n.'), title: t('Firmă', 'Company', 'Ditta') }),
    clientStep(),
    step('job', t('Intervenție', 'Job', 'Intervento'), [
      f.text('site', t('Locul intervenției', 'Place of the job', "Luogo dell'intervento"), { required: true, maxLength: 200 }),
      f.text('technician', L.technician, { required: true, maxLength: 100, width: 'half' }),
      f.time('arrival', t('Sosire', 'Arrival', 'Arrivo'), { required: true, width: 'third' }),
      f.time('departure', t('Plecare', 'Departure', 'Partenza'), { required: true, width: 'third' }),
      f.number('hours', t('Ore lucrate', 'Hours worked', 'Ore lavorate'), { required: true, min: 0.25, decimals: 2, width: 'third' }),
      f.money('rate', t('Tarif orar (€)', 'Hourly rate (€)', 'Tariffa oraria (€)'), { required: true, min: 0, width: 'half' }),
      f.money('callout', t('Deplasare (€)', 'Call-out (€)', 'Diritto di chiamata (€)'), { min: 0, width: 'half' }),
      f.textarea('fault', t('Defect semnalat', 'Reported fault', 'Guasto segnalato'), { required: true, maxLength: 1000, role: 'service.reason' }),
      f.textarea('work', t('Lucrare executată', 'Work done', 'Lavoro eseguito'), { required: true, maxLength: 2000 }),
      f.array('materials', t('Materiale folosite', 'Materials used', 'Materiali utilizzati'), [
        f.text('name', L.description, { required: true, maxLength: 150 }),
        f.number('qty', L.qty, { required: true, min: 0.01, decimals: 2 }),
        f.money('price', t('Preț unitar (€)', 'Unit price (€)', 'Prezzo unitario (€)'), { required: true, min: 0 }),
        f.money('value', t('Valoare (€)', 'Amount (€)', 'Importo (€)'), { compute: 'round(qty * price, 2)' }),
      ], { maxItems: 100, role: 'lines.parts' }),
      f.radio('closed', t('Intervenția', 'The job is', "L'intervento è"), [opt('done', t('încheiată', 'complete', 'concluso')), opt('open', t('de continuat', 'to be continued', 'da completare'))], { required: true, default: 'done' }),
      ivaField(),
    ]),
  ],
  totals: ivaTotals('round(job.hours * job.rate, 2) + job.callout + sum(job.materials.value)', 'job.iva_rate'),
  pdfTitle: t('RAPORT DE INTERVENȚIE', 'INTERVENTION REPORT', 'RAPPORTINO DI INTERVENTO'),
  signatures: [L.technician, t('Clientul – pentru confirmare', 'Client – confirmed', 'Il cliente – per conferma')],
  footer: t(
    'Clientul confirmă prin semnătură orele și materialele consemnate, care stau la baza facturii.',
    'By signing, the client confirms the hours and materials recorded, on which the invoice is based.',
    'Con la firma il cliente conferma ore e materiali indicati, sui quali si basa la fattura.',
  ),
  legal: [forfettario],
  sample: {
    company: issuer('Impianti Bianchi S.r.l.'),
    client: privato,
    job: {
      site: 'Via Manzoni 8, 20121 Milano (MI), appartamento 3° piano',
      technician: 'Luca Ferri',
      arrival: '09:10',
      departure: '11:40',
      hours: 2.5,
      rate: 38,
      callout: 30,
      fault: 'Caldaia in blocco, acqua calda assente.',
      work: 'Sostituzione della sonda NTC del sanitario, pulizia dello scambiatore e prova di funzionamento.',
      materials: [{ name: 'Sonda NTC 10 kΩ', qty: 1, price: 24.5 }],
      closed: 'done',
      iva_rate: '22',
    },
  },
});

/** 4. Preventivo officina auto. */
const preventivoOfficina = tradeDoc({
  ...italian(['auto']),
  key: 'preventivo-riparazione-auto',
  title: t('Deviz reparație auto (Italia)', 'Car repair quote (Italy)', 'Preventivo di riparazione auto'),
  description: t(
    'Devizul unui atelier auto italian: vehiculul cu numărul de înmatriculare italian și km, manopera în ore × tariful orar, piesele cu codul și prețul, IVA 22% și totalul, valabilitatea și semnătura de acceptare.',
    "An Italian workshop's repair quote: the vehicle with Italian plate and km, labour in hours × hourly rate, parts with number and price, 22% VAT and total, validity and the signature of acceptance.",
    "Il preventivo dell'officina: veicolo con targa e km, manodopera in ore × tariffa oraria, ricambi con codice e prezzo, IVA 22% e totale, validità e firma per accettazione.",
  ),
  keywords: kw('deviz auto italia, preventivo auto, deviz service', 'car repair quote italy, workshop estimate', 'preventivo officina, preventivo riparazione auto, preventivo meccanico, preventivo carrozzeria'),
  kind: 'quote',
  prefix: 'PRA',
  vat: { payer: true, rate: 22 },
  company: false,
  steps: [
    companyStep({ numberLabel: t('Deviz nr.', 'Quote no.', 'Preventivo n.'), title: t('Atelier', 'Workshop', 'Officina'), validUntil: 'required' }),
    clientStep(),
    step('vehicle', t('Vehicul', 'Vehicle', 'Veicolo'), [
      f.text('make', t('Marcă și model', 'Make and model', 'Marca e modello'), { required: true, maxLength: 80, role: 'vehicle.make', width: 'half' }),
      targaField(),
      f.vin('vin', t('Serie șasiu (VIN)', 'VIN', 'Telaio (VIN)'), { role: 'vehicle.vin', width: 'half' }),
      f.number('km', t('Km', 'Km', 'Km'), { required: true, min: 0, decimals: 0, role: 'vehicle.odometer', width: 'half' }),
      f.textarea('request', t('Solicitarea clientului', "Client's request", 'Richiesta del cliente'), { required: true, maxLength: 1000, role: 'service.reason' }),
    ], { prefill: 'history' }),
    step('work', t('Manoperă și piese', 'Labour and parts', 'Manodopera e ricambi'), [
      f.array('labour', t('Manoperă', 'Labour', 'Manodopera'), [
        f.text('operation', t('Operație', 'Operation', 'Operazione'), { required: true, maxLength: 150 }),
        f.number('hours', t('Ore', 'Hours', 'Ore'), { required: true, min: 0.1, decimals: 2 }),
        f.money('rate', t('Tarif orar (€)', 'Hourly rate (€)', 'Tariffa oraria (€)'), { required: true, min: 0 }),
        f.money('value', t('Valoare (€)', 'Amount (€)', 'Importo (€)'), { compute: 'round(hours * rate, 2)' }),
      ], { required: true, maxItems: 100, role: 'lines.labor' }),
      f.array('parts', t('Piese', 'Parts', 'Ricambi'), [
        f.text('code', t('Cod', 'Part no.', 'Codice'), { maxLength: 40 }),
        f.text('name', t('Piesă', 'Part', 'Ricambio'), { required: true, maxLength: 150 }),
        f.number('qty', L.qty, { required: true, min: 0.01, decimals: 2 }),
        f.money('price', t('Preț unitar (€)', 'Unit price (€)', 'Prezzo unitario (€)'), { required: true, min: 0 }),
        f.money('value', t('Valoare (€)', 'Amount (€)', 'Importo (€)'), { compute: 'round(qty * price, 2)' }),
      ], { maxItems: 200, role: 'lines.parts' }),
    ]),
  ],
  totals: [
    sumTotal('labour', t('Total manoperă', 'Labour total', 'Totale manodopera'), 'sum(work.labour.value)', 'total.labor'),
    sumTotal('parts', t('Total piese', 'Parts total', 'Totale ricambi'), 'sum(work.parts.value)', 'total.parts'),
    sumTotal('net', t('Bază impozabilă', 'Taxable amount', 'Imponibile'), 'totals.labour + totals.parts', 'total.net'),
    sumTotal('vat', t('IVA 22%', 'VAT 22%', 'IVA 22%'), 'round(totals.net * document.vat.rate / 100, 2)', 'total.vat'),
    grandTotal('totals.net + totals.vat'),
  ],
  layout: 'quote',
  pdfTitle: t('DEVIZ', 'QUOTE', 'PREVENTIVO'),
  signatures: [t('Atelier', 'Workshop', "L'officina"), t('Acceptat client', 'Accepted by the client', 'Firma per accettazione')],
  footer: t(
    'Prețuri în euro. Lucrările suplimentare se execută numai cu acordul clientului; devizul este valabil până la data indicată.',
    'Prices in euro. Additional work only with the client’s consent; the quote is valid until the date shown.',
    'Prezzi in euro. Eventuali lavori aggiuntivi solo previo consenso del cliente; il preventivo è valido fino alla data indicata.',
  ),
  legal: [privacy],
  sample: {
    company: issuer('Autofficina Rossi S.r.l.', { valid_until: '2026-04-15' }),
    client: privato,
    vehicle: { make: 'Fiat Panda 1.2', targa: 'FX 123 KL', vin: 'ZFA31200200123456', km: 98400, request: 'Rumore ai freni anteriori, tagliando.' },
    work: {
      labour: [
        { operation: 'Sostituzione pastiglie e dischi anteriori', hours: 1.5, rate: 45 },
        { operation: 'Tagliando con cambio olio e filtri', hours: 1, rate: 45 },
      ],
      parts: [
        { code: '51874123', name: 'Kit pastiglie anteriori', qty: 1, price: 38.9 },
        { code: '51906521', name: 'Dischi freno anteriori', qty: 2, price: 42 },
        { name: 'Olio 5W-40 (l)', qty: 3.5, price: 9.5 },
      ],
    },
  },
});

/** 5. Preventivo lavori edili (computo). */
const preventivoEdile = tradeDoc({
  ...italian(['construction']),
  key: 'preventivo-lavori-edili',
  title: t('Deviz lucrări de construcții (Italia)', 'Building works quote (Italy)', 'Preventivo lavori edili (computo metrico)'),
  description: t(
    'Devizul unei firme de construcții italiene sub formă de calcul metric estimativ: lucrarea și amplasamentul, categorii și articole cu U.M., cantitate și preț unitar, IVA 22% sau 10% (renovări la locuințe) ori 4%, termene, plată și semnătura de acceptare.',
    "An Italian builder's quote as a bill of quantities: the works and site, categories and items with unit, quantity and unit price, 22% VAT or 10% (home renovation) or 4%, lead time, payment and the signature of acceptance.",
    "Il preventivo dell'impresa edile come computo metrico estimativo: opera e cantiere, categorie e voci con U.M., quantità e prezzo unitario, IVA 22% o 10% (ristrutturazione di abitazioni) o 4%, tempi, pagamento e firma per accettazione.",
  ),
  keywords: kw('deviz constructii italia, computo metrico, preventivo edile', 'building quote italy, bill of quantities, renovation quote', 'preventivo edile, computo metrico estimativo, preventivo ristrutturazione, preventivo muratore'),
  kind: 'quote',
  prefix: 'PRE',
  company: false,
  steps: [
    companyStep({ numberLabel: t('Deviz nr.', 'Quote no.', 'Preventivo n.'), title: t('Firmă', 'Company', 'Impresa'), validUntil: 'required' }),
    clientStep(t('Beneficiar', 'Client', 'Committente')),
    step('works', t('Lucrări', 'Works', 'Lavori'), [
      f.text('subject', t('Obiectul lucrării', 'Subject', "Oggetto dell'opera"), { required: true, maxLength: 200 }),
      f.text('site', t('Amplasament', 'Site', 'Cantiere'), { required: true, maxLength: 200 }),
      f.array('items', t('Articole', 'Items', 'Voci'), [
        f.text('category', t('Categorie', 'Category', 'Categoria'), { maxLength: 60 }),
        f.text('name', t('Articol', 'Item', 'Voce'), { required: true, maxLength: 200 }),
        f.select('unit', L.unit, [same('m²'), same('m³'), same('ml'), same('pz'), same('kg'), same('a corpo')], { required: true, default: 'm²' }),
        f.number('qty', L.qty, { required: true, min: 0.001, decimals: 3 }),
        f.money('price', t('Preț unitar (€)', 'Unit price (€)', 'Prezzo unitario (€)'), { required: true, min: 0 }),
        f.money('value', t('Valoare (€)', 'Amount (€)', 'Importo (€)'), { compute: 'round(qty * price, 2)' }),
      ], { required: true, historyPick: true, maxItems: 500, role: 'lines.items' }),
    ]),
    step('terms', t('Condiții', 'Terms', 'Condizioni'), [
      ivaField('10'),
      f.text('lead_time', t('Termen de execuție', 'Completion time', 'Tempi di esecuzione'), { required: true, maxLength: 100, width: 'half' }),
      f.textarea('payment', t('Modalitate de plată', 'Payment terms', 'Modalità di pagamento'), { required: true, maxLength: 1000 }),
      f.textarea('exclusions', t('Nu sunt incluse', 'Not included', 'Esclusioni'), { maxLength: 1000 }),
    ]),
  ],
  totals: ivaTotals('sum(works.items.value)', 'terms.iva_rate'),
  layout: 'quote',
  pdfTitle: t('DEVIZ', 'QUOTE', 'PREVENTIVO'),
  signatures: [t('Firma', 'The company', "L'impresa"), t('Acceptat beneficiar', 'Accepted by the client', 'Firma per accettazione')],
  footer: t(
    'Cantitățile se verifică la final pe baza măsurătorilor; cota IVA redusă se aplică numai când sunt îndeplinite condițiile legale (de ex. lucrări de renovare la locuințe).',
    'Quantities are checked at the end against measurements; the reduced VAT rate applies only when the legal conditions are met (e.g. renovation of homes).',
    "Le quantità si verificano a consuntivo sulle misure; l'aliquota IVA agevolata si applica solo in presenza dei requisiti di legge (ad es. interventi di recupero su abitazioni).",
  ),
  legal: [forfettario],
  sample: {
    company: issuer('Costruzioni Galli S.r.l.', { valid_until: '2026-04-30' }),
    client: privato,
    works: {
      subject: 'Rifacimento del bagno',
      site: 'Via Manzoni 8, 20121 Milano (MI)',
      items: [
        { category: 'Demolizioni', name: 'Rimozione rivestimenti e sanitari', unit: 'a corpo', qty: 1, price: 650 },
        { category: 'Impianti', name: 'Rifacimento impianto idrico bagno', unit: 'a corpo', qty: 1, price: 1400 },
        { category: 'Finiture', name: 'Posa piastrelle pavimento e pareti', unit: 'm²', qty: 28.5, price: 42 },
      ],
    },
    terms: { iva_rate: '10', lead_time: '15 giorni lavorativi', payment: '30% alla firma, saldo a fine lavori con bonifico.', exclusions: 'Sanitari e rubinetteria forniti dal committente.' },
  },
});

/** 6. Preventivo gommista con contributo PFU. */
const preventivoGommista = tradeDoc({
  ...italian(['tyres']),
  key: 'preventivo-gommista',
  title: t('Deviz pentru anvelope (Italia)', 'Tyre quote (Italy)', 'Preventivo gommista'),
  description: t(
    'Devizul unui vulcanizator italian: pentru fiecare anvelopă dimensiunea, marca și clasele etichetei UE, prețul, contribuția de mediu PFU pe bucată, montajul și echilibrarea, IVA 22% și totalul.',
    "An Italian tyre shop's quote: for each tyre the size, brand and EU label classes, price, the PFU environmental contribution per tyre, fitting and balancing, 22% VAT and total.",
    'Il preventivo del gommista: per ogni pneumatico misura, marca e classi dell’etichetta UE, prezzo, contributo ambientale PFU per pezzo, montaggio ed equilibratura, IVA 22% e totale.',
  ),
  keywords: kw('deviz anvelope italia, preventivo gomme, pfu', 'tyre quote italy, pfu contribution', 'preventivo gomme, preventivo pneumatici, contributo pfu, cambio gomme'),
  kind: 'quote',
  prefix: 'PRG',
  vat: { payer: true, rate: 22 },
  company: false,
  steps: [
    companyStep({ numberLabel: t('Deviz nr.', 'Quote no.', 'Preventivo n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista'), validUntil: 'required' }),
    clientStep(),
    step('tyres', t('Anvelope', 'Tyres', 'Pneumatici'), [
      targaField(false),
      f.array('items', t('Anvelope', 'Tyres', 'Pneumatici'), [
        f.text('size', t('Dimensiune', 'Size', 'Misura'), { required: true, maxLength: 30 }),
        f.text('brand', t('Marcă / model', 'Brand / model', 'Marca / modello'), { required: true, maxLength: 60 }),
        f.text('label', t('Etichetă UE (energie/ud/dB)', 'EU label (energy/wet/dB)', 'Etichetta UE (energia/bagnato/dB)'), { maxLength: 20 }),
        f.number('qty', L.qty, { required: true, min: 1, decimals: 0 }),
        f.money('price', t('Preț / buc (€)', 'Price / tyre (€)', 'Prezzo / pz (€)'), { required: true, min: 0 }),
        f.money('pfu', t('Contribuție PFU / buc (€)', 'PFU contribution / tyre (€)', 'Contributo PFU / pz (€)'), { required: true, min: 0 }),
        f.money('value', t('Valoare (€)', 'Amount (€)', 'Importo (€)'), { compute: 'round(qty * (price + pfu), 2)' }),
      ], { required: true, maxItems: 10, role: 'lines.items' }),
      f.money('fitting', t('Montaj și echilibrare (€)', 'Fitting and balancing (€)', 'Montaggio ed equilibratura (€)'), { min: 0, width: 'half' }),
    ]),
  ],
  totals: [
    sumTotal('pfu', t('din care contribuție PFU', 'of which PFU contribution', 'di cui contributo PFU'), 'sum(tyres.items.pfu)'),
    sumTotal('net', t('Bază impozabilă', 'Taxable amount', 'Imponibile'), 'sum(tyres.items.value) + tyres.fitting', 'total.net'),
    sumTotal('vat', t('IVA 22%', 'VAT 22%', 'IVA 22%'), 'round(totals.net * document.vat.rate / 100, 2)', 'total.vat'),
    grandTotal('totals.net + totals.vat'),
  ],
  layout: 'quote',
  pdfTitle: t('DEVIZ ANVELOPE', 'TYRE QUOTE', 'PREVENTIVO GOMME'),
  signatures: [t('Vulcanizare', 'Tyre shop', 'Il gommista'), t('Acceptat client', 'Accepted by the client', 'Firma per accettazione')],
  footer: t(
    'Contribuția de mediu PFU (pentru colectarea anvelopelor uzate) se facturează pe fiecare anvelopă nouă și este supusă IVA.',
    'The PFU environmental contribution (for collecting end-of-life tyres) is charged on each new tyre and is subject to VAT.',
    'Il contributo ambientale PFU per la gestione degli pneumatici fuori uso si applica a ogni pneumatico nuovo ed è soggetto a IVA.',
  ),
  legal: [t('Clasele etichetei anvelopelor conform Regulamentului (UE) 2020/740.', 'Tyre label classes under Regulation (EU) 2020/740.', "Classi dell'etichetta dei pneumatici ai sensi del Regolamento (UE) 2020/740.")],
  sample: {
    company: issuer('Gomme Service Brambilla S.n.c.', { valid_until: '2026-03-31' }),
    client: privato,
    tyres: {
      targa: 'FX 123 KL',
      items: [{ size: '175/65 R14 82T', brand: 'Pirelli Cinturato P1', label: 'B / A / 69', qty: 4, price: 68, pfu: 2.6 }],
      fitting: 48,
    },
  },
});

/** 7. Scheda di accettazione veicolo. */
const accettazione = tradeDoc({
  ...italian(['auto']),
  key: 'scheda-accettazione-veicolo',
  title: t('Fișă de recepție a vehiculului (Italia)', 'Vehicle check-in sheet (Italy)', 'Scheda di accettazione veicolo in officina'),
  description: t(
    'Recepția mașinii într-un atelier italian: data și ora, vehiculul cu număr de înmatriculare și km, nivelul de combustibil, daunele existente, dotările, lucrările cerute, costul maxim acceptat și consimțământul pentru date.',
    'Checking a car into an Italian workshop: date and time, the vehicle with plate and km, fuel level, existing damage, equipment, work requested, spending limit and data consent.',
    "L'accettazione dell'auto in officina: data e ora, veicolo con targa e km, livello carburante, danni esistenti, dotazioni, lavori richiesti, spesa massima e consenso privacy.",
  ),
  keywords: kw('fisa receptie italia, accettazione veicolo', 'vehicle check-in italy, workshop intake', 'scheda accettazione, accettazione veicolo, presa in carico auto, scheda di lavoro'),
  kind: 'entry-sheet',
  prefix: 'ACC',
  company: false,
  steps: [
    companyStep({ numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina') }),
    clientStep(),
    step('vehicle', t('Vehicul', 'Vehicle', 'Veicolo'), [
      f.text('make', t('Marcă și model', 'Make and model', 'Marca e modello'), { required: true, maxLength: 80, role: 'vehicle.make', width: 'half' }),
      targaField(),
      f.number('km', t('Km', 'Km', 'Km'), { required: true, min: 0, decimals: 0, role: 'vehicle.odometer', width: 'third' }),
      f.select('fuel_level', t('Carburant', 'Fuel', 'Carburante'), [same('0'), same('1/4'), same('1/2'), same('3/4'), same('1')], { required: true, width: 'third' }),
      f.time('time_in', t('Ora intrării', 'Time in', 'Ora di ingresso'), { required: true, width: 'third' }),
      checklistField('checks', t('Stare și dotări', 'Condition and equipment', 'Stato e dotazioni'), { required: false }),
    ], { prefill: 'history' }),
    step('request', t('Solicitare', 'Request', 'Richiesta'), [
      f.textarea('requested', t('Lucrări cerute', 'Work requested', 'Lavori richiesti'), { required: true, maxLength: 1500, role: 'service.reason' }),
      f.money('limit', t('Cost maxim fără acord (€)', 'Spending limit (€)', 'Spesa massima senza consenso (€)'), { min: 0, width: 'half' }),
      f.date('ready', t('Data estimată de predare', 'Estimated ready date', 'Data di riconsegna prevista'), { role: 'service.exit_date', width: 'half' }),
      f.checkbox('privacy', t('Clientul își dă consimțământul pentru prelucrarea datelor', 'The client consents to data processing', 'Il cliente acconsente al trattamento dei dati'), { required: true }),
    ]),
  ],
  layout: 'entry-sheet',
  pdfTitle: t('FIȘĂ DE RECEPȚIE', 'CHECK-IN SHEET', 'SCHEDA DI ACCETTAZIONE'),
  signatures: [t('Atelier', 'Workshop', "L'accettatore"), t('Client', 'Client', 'Il cliente')],
  footer: t(
    'Clientul confirmă starea vehiculului la predare. Atelierul nu răspunde de obiectele lăsate în vehicul și nedeclarate.',
    'The client confirms the condition of the vehicle at drop-off. The workshop is not liable for undeclared items left in the car.',
    "Il cliente conferma lo stato del veicolo alla consegna. L'officina non risponde degli oggetti lasciati nel veicolo e non dichiarati.",
  ),
  legal: [privacy],
  sample: {
    company: issuer('Autofficina Rossi S.r.l.'),
    client: privato,
    vehicle: {
      make: 'Fiat Panda 1.2',
      targa: 'FX 123 KL',
      km: 98400,
      fuel_level: '1/4',
      time_in: '08:40',
      checks: [
        { point: 'Paraurti posteriore', status: 'watch', note: 'Graffio 10 cm' },
        { point: 'Ruota di scorta e cric', status: 'ok' },
      ],
    },
    request: { requested: 'Tagliando e controllo freni anteriori.', limit: 350, ready: '2026-03-17', privacy: true },
  },
});

/** 8. Stato avanzamento lavori (SAL). */
const sal = tradeDoc({
  ...italian(['construction']),
  key: 'stato-avanzamento-lavori',
  title: t('Stadiul de execuție a lucrărilor – SAL (Italia)', 'Progress payment statement – SAL (Italy)', 'Stato di avanzamento lavori (SAL)'),
  description: t(
    'Stadiul lucrărilor pentru plata pe etape: contractul, numărul SAL, pentru fiecare categorie valoarea contractată și procentul realizat, valoarea acumulată, SAL-urile anterioare, reținerea de garanție și suma de plată cu IVA.',
    'The progress statement for stage payments: the contract, the SAL number, for each category the contract amount and the percentage done, the value to date, previous statements, retention and the amount payable with VAT.',
    'Lo stato di avanzamento per i pagamenti a stadi: contratto, numero del SAL, per ogni categoria importo contrattuale e percentuale eseguita, importo maturato, SAL precedenti, ritenuta a garanzia e importo da pagare con IVA.',
  ),
  keywords: kw('sal, stadiu lucrari, situatie de plata italia', 'progress statement, interim payment, sal', 'sal, stato avanzamento lavori, certificato di pagamento, contabilità lavori'),
  kind: 'report',
  prefix: 'SAL',
  company: false,
  steps: [
    companyStep({ numberLabel: t('SAL nr.', 'SAL no.', 'SAL n.'), title: t('Firmă', 'Company', 'Impresa') }),
    clientStep(t('Beneficiar', 'Client', 'Committente')),
    step('progress', t('Stadiu', 'Progress', 'Avanzamento'), [
      f.text('contract', t('Contract', 'Contract', 'Contratto'), { required: true, maxLength: 100, width: 'half' }),
      f.date('until', t('Lucrări executate până la', 'Works done up to', 'Lavori eseguiti fino al'), { required: true, width: 'half' }),
      f.array('items', t('Categorii', 'Categories', 'Categorie'), [
        f.text('category', t('Categorie de lucrări', 'Work category', 'Categoria di lavori'), { required: true, maxLength: 150 }),
        f.money('contract_value', t('Valoare contract (€)', 'Contract amount (€)', 'Importo contrattuale (€)'), { required: true, min: 0 }),
        f.percent('done', t('Realizat (%)', 'Done (%)', 'Eseguito (%)'), { required: true, min: 0, max: 100 }),
        f.money('value', t('Valoare realizată (€)', 'Value done (€)', 'Importo maturato (€)'), { compute: 'round(contract_value * done / 100, 2)' }),
      ], { required: true, maxItems: 100, role: 'lines.items' }),
      f.money('previous', t('SAL-uri anterioare (€)', 'Previous statements (€)', 'SAL precedenti (€)'), { min: 0, width: 'third' }),
      f.percent('retention', t('Reținere de garanție (%)', 'Retention (%)', 'Ritenuta a garanzia (%)'), { min: 0, max: 10, width: 'third' }),
      ivaField('10'),
    ]),
  ],
  totals: [
    sumTotal('to_date', t('Valoare acumulată', 'Value to date', 'Importo maturato'), 'sum(progress.items.value)'),
    sumTotal('net', t('Valoarea acestui SAL (după reținere)', 'This statement (after retention)', 'Importo del presente SAL (al netto della ritenuta)'), 'round((totals.to_date - progress.previous) * (1 - progress.retention / 100), 2)', 'total.net'),
    sumTotal('vat', t('IVA', 'VAT (IVA)', 'IVA'), 'round(totals.net * progress.iva_rate / 100, 2)', 'total.vat'),
    grandTotal('totals.net + totals.vat'),
  ],
  pdfTitle: t('STADIU LUCRĂRI (SAL)', 'PROGRESS STATEMENT', 'STATO AVANZAMENTO LAVORI'),
  signatures: [t('Firma', 'The company', "L'impresa"), t('Directorul lucrărilor', 'Works supervisor', 'Il direttore dei lavori'), t('Beneficiar', 'Client', 'Il committente')],
  footer: t(
    'Procentele se confirmă de directorul lucrărilor; reținerea de garanție se restituie la recepția finală.',
    'Percentages are confirmed by the works supervisor; the retention is released at final acceptance.',
    'Le percentuali sono confermate dal direttore dei lavori; la ritenuta a garanzia si svincola al collaudo.',
  ),
  legal: [forfettario],
  sample: {
    company: issuer('Costruzioni Galli S.r.l.'),
    client: azienda,
    progress: {
      contract: 'Contratto d’appalto n. 12/2026',
      until: '2026-03-15',
      items: [
        { category: 'Opere strutturali', contract_value: 42000, done: 100 },
        { category: 'Tamponamenti e tramezzi', contract_value: 18000, done: 60 },
        { category: 'Impianti', contract_value: 25000, done: 20 },
      ],
      previous: 30000,
      retention: 5,
      iva_rate: '10',
    },
  },
});

/** 9. Dichiarazione di conformità dell'impianto (DM 37/2008). */
const conformita = tradeDoc({
  ...italian(['construction']),
  key: 'dichiarazione-conformita-impianto',
  title: t('Declarație de conformitate a instalației (Italia, DM 37/2008)', 'Declaration of conformity of an installation (Italy, DM 37/2008)', "Dichiarazione di conformità dell'impianto alla regola dell'arte"),
  description: t(
    'Declarația pe care instalatorul o dă la terminarea unei instalații (electrică, termică, gaz, hidraulică): firma și responsabilul tehnic, instalația și clădirea, normele respectate, materialele, anexele obligatorii (proiect, schemă, relația materialelor) și verificările făcute.',
    'The declaration an installer issues on finishing an installation (electrical, heating, gas, plumbing): the company and technical manager, the installation and building, standards followed, materials, mandatory annexes (design, diagram, list of materials) and tests done.',
    "La dichiarazione che l'installatore rilascia a fine lavori (impianto elettrico, termico, gas, idrico): impresa e responsabile tecnico, impianto ed edificio, norme seguite, materiali, allegati obbligatori (progetto, schema, relazione dei materiali) e verifiche eseguite.",
  ),
  keywords: kw('declaratie de conformitate, dico, dm 37/2008, conformitate instalatie', 'declaration of conformity, dico, installation certificate italy', 'dichiarazione di conformità, dico, dm 37/08, regola dell’arte, certificato impianto'),
  kind: 'certificate',
  prefix: 'DICO',
  company: false,
  steps: [
    companyStep({
      numberLabel: t('Declarația nr.', 'Declaration no.', 'Dichiarazione n.'),
      title: t('Firma instalatoare', 'Installer', 'Impresa installatrice'),
      extra: [
        f.text('manager', t('Responsabil tehnic', 'Technical manager', 'Responsabile tecnico'), { required: true, maxLength: 100, width: 'half' }),
        f.text('register', t('Registrul firmelor / CCIAA nr.', 'Companies register / CCIAA no.', 'Iscrizione CCIAA / Albo imprese artigiane n.'), { required: true, maxLength: 60, width: 'half' }),
      ],
    }),
    clientStep(t('Beneficiar', 'Client', 'Committente')),
    step('plant', t('Instalația', 'The installation', "L'impianto"), [
      f.select('kind', t('Tip instalație', 'Installation type', 'Tipo di impianto'), [
        opt('a', t('Electrică (lit. a)', 'Electrical (letter a)', 'Elettrico (lett. a)')),
        opt('c', t('Termică și climatizare (lit. c)', 'Heating and air-conditioning (letter c)', 'Termico e di climatizzazione (lett. c)')),
        opt('d', t('Hidrosanitară (lit. d)', 'Plumbing (letter d)', 'Idrico-sanitario (lett. d)')),
        opt('e', t('Gaz (lit. e)', 'Gas (letter e)', 'Gas (lett. e)')),
      ], { required: true, width: 'half' }),
      f.select('work', t('Lucrare', 'Work', 'Lavoro'), [opt('new', t('Instalație nouă', 'New installation', 'Nuovo impianto')), opt('change', t('Transformare', 'Alteration', 'Trasformazione')), opt('extension', t('Extindere', 'Extension', 'Ampliamento')), opt('maintenance', t('Întreținere extraordinară', 'Major maintenance', 'Manutenzione straordinaria'))], { required: true, width: 'half' }),
      f.text('building', t('Clădirea (adresă, etaj, destinație)', 'Building (address, floor, use)', 'Edificio (indirizzo, piano, destinazione)'), { required: true, maxLength: 200 }),
      f.textarea('standards', t('Norme tehnice respectate', 'Technical standards followed', 'Norme tecniche applicate'), { required: true, maxLength: 1000 }),
      f.textarea('materials', t('Materiale și componente folosite', 'Materials and components used', 'Materiali e componenti utilizzati'), { required: true, maxLength: 1500 }),
      f.checkbox('att_project', t('Anexă: proiect', 'Annex: design', 'Allegato: progetto'), { width: 'half' }),
      f.checkbox('att_scheme', t('Anexă: schema instalației realizate', 'Annex: diagram of the installation', "Allegato: schema dell'impianto realizzato"), { width: 'half' }),
      f.checkbox('att_materials', t('Anexă: relația materialelor', 'Annex: list of materials', 'Allegato: relazione con tipologie dei materiali'), { width: 'half' }),
      f.checkbox('att_requirements', t('Anexă: certificatul cerințelor tehnico-profesionale', 'Annex: certificate of technical requirements', 'Allegato: certificato dei requisiti tecnico-professionali'), { width: 'half' }),
      f.textarea('tests', t('Verificări efectuate cu rezultat pozitiv', 'Tests passed', 'Verifiche eseguite con esito positivo'), { required: true, maxLength: 1500 }),
    ]),
  ],
  pdfTitle: t('DECLARAȚIE DE CONFORMITATE', 'DECLARATION OF CONFORMITY', 'DICHIARAZIONE DI CONFORMITÀ'),
  signatures: [t('Responsabilul tehnic', 'Technical manager', 'Il responsabile tecnico'), t('Titularul firmei', 'Company owner', "Il titolare dell'impresa")],
  footer: t(
    'Firma declară pe propria răspundere că instalația a fost realizată conform regulilor tehnice, respectând proiectul și normele indicate.',
    'The company declares under its responsibility that the installation was built to good practice, following the design and the standards stated.',
    "L'impresa dichiara sotto la propria responsabilità che l'impianto è stato realizzato in modo conforme alla regola dell'arte, secondo il progetto e le norme indicate.",
  ),
  legal: [t('Declarație de conformitate conform art. 7 din DM nr. 37/2008.', 'Declaration of conformity under art. 7 of Ministerial Decree 37/2008.', "Dichiarazione di conformità ai sensi dell'art. 7 del DM n. 37/2008.")],
  sample: {
    company: issuer('Impianti Bianchi S.r.l.', { manager: 'Per. Ind. Luca Ferri', register: 'CCIAA Milano REA MI-1234567' }),
    client: privato,
    plant: {
      kind: 'a',
      work: 'change',
      building: 'Via Manzoni 8, 20121 Milano (MI), 3° piano, civile abitazione',
      standards: 'CEI 64-8, CEI 0-21',
      materials: 'Cavi FS17 450/750 V, quadro con interruttore differenziale 30 mA, prese e frutti serie civile.',
      att_project: false,
      att_scheme: true,
      att_materials: true,
      att_requirements: true,
      tests: 'Continuità dei conduttori di protezione, resistenza di isolamento, prova degli interruttori differenziali.',
    },
  },
});

/** 10. Ordine di acquisto. */
const ordine = tradeDoc({
  ...italian(['general']),
  key: 'ordine-di-acquisto',
  title: t('Comandă de achiziție (Italia)', 'Purchase order (Italy)', "Ordine d'acquisto"),
  description: t(
    'Comanda fermă către un furnizor italian: furnizorul cu Partita IVA, produsele cu cod, cantitate, preț și reducere, locul și data livrării, condițiile de plată, IVA și totalul.',
    'A firm order to an Italian supplier: the supplier with VAT number, goods with code, quantity, price and discount, delivery place and date, payment terms, VAT and total.',
    "L'ordine fermo al fornitore: fornitore con Partita IVA, articoli con codice, quantità, prezzo e sconto, luogo e data di consegna, condizioni di pagamento, IVA e totale.",
  ),
  keywords: kw('comanda achizitie italia, ordine acquisto', 'purchase order italy, po', "ordine d'acquisto, buono d'ordine, ordine fornitore, conferma d'ordine"),
  kind: 'order',
  prefix: 'ODA',
  company: false,
  steps: [
    companyStep({ numberLabel: t('Comanda nr.', 'Order no.', 'Ordine n.'), title: t('Cumpărător', 'Buyer', 'Acquirente') }),
    clientStep(t('Furnizor', 'Supplier', 'Fornitore')),
    step('lines', t('Articole', 'Items', 'Articoli'), [
      f.array('items', t('Articole', 'Items', 'Articoli'), [
        f.text('code', t('Cod', 'Code', 'Codice'), { maxLength: 30 }),
        f.text('name', L.description, { required: true, maxLength: 200 }),
        f.number('qty', L.qty, { required: true, min: 0.001, decimals: 3 }),
        f.money('price', t('Preț unitar (€)', 'Unit price (€)', 'Prezzo unitario (€)'), { required: true, min: 0 }),
        f.percent('discount', t('Reducere %', 'Discount %', 'Sconto %'), { min: 0, max: 100 }),
        f.money('value', t('Valoare (€)', 'Amount (€)', 'Importo (€)'), { compute: 'round(qty * price * (1 - discount / 100), 2)' }),
      ], { required: true, historyPick: true, maxItems: 300, role: 'lines.items' }),
      f.text('delivery_place', t('Locul livrării', 'Delivery place', 'Luogo di consegna'), { required: true, maxLength: 200 }),
      f.date('delivery_date', t('Data livrării', 'Delivery date', 'Data di consegna'), { required: true, width: 'half' }),
      f.text('payment', t('Plată', 'Payment', 'Pagamento'), { required: true, maxLength: 100, width: 'half' }),
      ivaField(),
    ]),
  ],
  totals: ivaTotals('sum(lines.items.value)', 'lines.iva_rate'),
  layout: 'quote',
  pdfTitle: t('COMANDĂ DE ACHIZIȚIE', 'PURCHASE ORDER', "ORDINE D'ACQUISTO"),
  signatures: [t('Cumpărător', 'Buyer', "L'acquirente"), t('Furnizor – confirmare', 'Supplier – confirmation', 'Il fornitore – per conferma')],
  footer: t(
    'Vă rugăm să confirmați comanda și să indicați numărul ei pe DDT și pe factură.',
    'Please confirm the order and quote its number on the DDT and the invoice.',
    "Si prega di confermare l'ordine e di indicarne il numero sul DDT e sulla fattura.",
  ),
  legal: [privacy],
  sample: {
    company: issuer('Edilnord S.r.l.'),
    client: { type: 'pj', name: 'Ferramenta Lombarda S.r.l.', piva: '12345678903', address: 'Via Torino 21, 20123 Milano (MI)' },
    lines: {
      items: [
        { code: 'TAS-8', name: 'Tasselli in nylon 8 mm (conf. 100)', qty: 10, price: 6.9, discount: 10 },
        { code: 'VIT-45', name: 'Viti autoforanti 4,5×40 (conf. 500)', qty: 4, price: 18.5 },
      ],
      delivery_place: 'Magazzino Via Padova 120, 20132 Milano (MI)',
      delivery_date: '2026-03-20',
      payment: 'Bonifico a 30 giorni data fattura',
      iva_rate: '22',
    },
  },
});

/** 11. Scheda riparazione bici / moto. */
const schedaBici = tradeDoc({
  ...italian(['moto-bike']),
  key: 'scheda-riparazione-bici-moto',
  title: t('Fișă de reparație bicicletă sau motocicletă (Italia)', 'Bicycle or motorcycle repair sheet (Italy)', 'Scheda di riparazione bici o moto'),
  description: t(
    'Fișa unui atelier italian de biciclete sau motociclete: mijlocul (bicicletă, e-bike, scuter, motocicletă) cu marca, modelul și seria cadrului sau numărul de înmatriculare, defectul, lucrările, piesele, orele, IVA și termenul.',
    "An Italian bike or motorcycle workshop's repair sheet: the vehicle (bicycle, e-bike, scooter, motorcycle) with brand, model and frame number or plate, the fault, the work, parts, hours, VAT and ready date.",
    "La scheda di riparazione dell'officina di bici o moto: mezzo (bici, e-bike, scooter, moto) con marca, modello e telaio o targa, guasto, lavori, ricambi, ore, IVA e data di riconsegna.",
  ),
  keywords: kw('reparatie bicicleta italia, scheda riparazione', 'bike repair sheet italy, motorcycle repair', 'scheda riparazione, riparazione bici, officina moto, ciclofficina'),
  kind: 'estimate',
  prefix: 'SRB',
  company: false,
  steps: [
    companyStep({ numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina') }),
    clientStep(),
    step('vehicle', t('Mijloc', 'Vehicle', 'Mezzo'), [
      f.select('kind', t('Tip', 'Type', 'Tipo'), [opt('bici', t('Bicicletă', 'Bicycle', 'Bicicletta')), opt('ebike', t('Bicicletă electrică', 'E-bike', 'E-bike')), opt('scooter', t('Scuter', 'Scooter', 'Scooter')), opt('moto', t('Motocicletă', 'Motorcycle', 'Moto'))], { required: true, width: 'half' }),
      f.text('model', t('Marcă și model', 'Brand and model', 'Marca e modello'), { required: true, maxLength: 80, width: 'half' }),
      f.text('frame', t('Serie cadru / șasiu', 'Frame / chassis no.', 'Numero di telaio'), { maxLength: 40, width: 'half' }),
      f.text('targa', t('Număr de înmatriculare', 'Plate', 'Targa'), { maxLength: 10, visibleIf: 'kind == "scooter" || kind == "moto"', width: 'half' }),
      f.textarea('fault', t('Defect', 'Fault', 'Guasto'), { required: true, maxLength: 1000, role: 'service.reason' }),
    ], { prefill: 'history' }),
    step('work', t('Lucrări', 'Work', 'Lavori'), [
      f.array('items', t('Lucrări și piese', 'Work and parts', 'Lavori e ricambi'), [
        f.text('name', L.description, { required: true, maxLength: 150 }),
        f.number('qty', L.qty, { required: true, min: 0.1, decimals: 2 }),
        f.money('price', t('Preț unitar (€)', 'Unit price (€)', 'Prezzo unitario (€)'), { required: true, min: 0 }),
        f.money('value', t('Valoare (€)', 'Amount (€)', 'Importo (€)'), { compute: 'round(qty * price, 2)' }),
      ], { required: true, maxItems: 100, role: 'lines.items' }),
      f.date('ready', t('Gata la', 'Ready on', 'Pronta il'), { role: 'service.exit_date', width: 'half' }),
      ivaField(),
    ]),
  ],
  totals: ivaTotals('sum(work.items.value)', 'work.iva_rate'),
  layout: 'estimate',
  pdfTitle: t('FIȘĂ DE REPARAȚIE', 'REPAIR SHEET', 'SCHEDA DI RIPARAZIONE'),
  signatures: [t('Atelier', 'Workshop', "L'officina"), t('Client', 'Client', 'Il cliente')],
  footer: t(
    'Mijlocul se ridică în 15 zile de la anunțarea finalizării; după acest termen se poate percepe o taxă de depozitare.',
    'Collect within 15 days of being told it is ready; after that a storage fee may be charged.',
    "Il mezzo va ritirato entro 15 giorni dall'avviso; oltre può essere applicato un costo di custodia.",
  ),
  legal: [forfettario],
  sample: {
    company: issuer('Ciclofficina Navigli S.n.c.'),
    client: privato,
    vehicle: { kind: 'ebike', model: 'Bianchi e-Omnia T', frame: 'BIA2024X1234', fault: 'Freno posteriore spugnoso, cambio impreciso.' },
    work: {
      items: [
        { name: 'Spurgo freno idraulico posteriore', qty: 1, price: 25 },
        { name: 'Registrazione cambio', qty: 1, price: 15 },
        { name: 'Pastiglie freno Shimano', qty: 1, price: 22 },
      ],
      ready: '2026-03-18',
      iva_rate: '22',
    },
  },
});

/** 12. Ricevuta deposito pneumatici. */
const depositoGomme = tradeDoc({
  ...italian(['tyres']),
  key: 'ricevuta-deposito-pneumatici',
  title: t('Chitanță de depozitare anvelope (Italia)', 'Tyre storage receipt (Italy)', 'Ricevuta di deposito pneumatici'),
  description: t(
    'Chitanța de depozit a unui vulcanizator italian: vehiculul cu număr de înmatriculare, setul (sezon, cu jante sau nu), anvelopele cu dimensiunea, marca și profilul, poziția în depozit, perioada și prețul cu IVA.',
    "An Italian tyre shop's storage receipt: the vehicle with plate, the set (season, with rims or not), tyres with size, brand and tread, storage location, period and price with VAT.",
    'La ricevuta di deposito del gommista: veicolo con targa, treno (stagione, con o senza cerchi), pneumatici con misura, marca e battistrada, posizione in deposito, periodo e prezzo con IVA.',
  ),
  keywords: kw('depozitare anvelope italia, deposito gomme', 'tyre storage italy, tyre hotel', 'deposito gomme, deposito pneumatici, custodia gomme, hotel gomme'),
  kind: 'receipt',
  prefix: 'DEP',
  vat: { payer: true, rate: 22 },
  company: false,
  steps: [
    companyStep({ numberLabel: t('Chitanța nr.', 'Receipt no.', 'Ricevuta n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista') }),
    clientStep(),
    step('set', t('Set depozitat', 'Stored set', 'Treno depositato'), [
      targaField(),
      f.select('season', t('Sezon', 'Season', 'Stagione'), [opt('estivi', t('Vară', 'Summer', 'Estivi')), opt('invernali', t('Iarnă', 'Winter', 'Invernali')), opt('4s', t('All season', 'All-season', '4 stagioni'))], { required: true, width: 'half' }),
      f.checkbox('rims', t('Cu jante', 'With rims', 'Con cerchi'), { width: 'half' }),
      f.array('items', t('Anvelope', 'Tyres', 'Pneumatici'), [
        f.text('size', t('Dimensiune', 'Size', 'Misura'), { required: true, maxLength: 30 }),
        f.text('brand', t('Marcă', 'Brand', 'Marca'), { required: true, maxLength: 60 }),
        f.number('tread', t('Profil (mm)', 'Tread (mm)', 'Battistrada (mm)'), { required: true, min: 0, max: 20, decimals: 1 }),
      ], { required: true, maxItems: 6, role: 'lines.items' }),
      f.text('location', t('Poziție în depozit', 'Storage location', 'Posizione in deposito'), { required: true, maxLength: 30, width: 'half' }),
      f.date('until', t('Până la', 'Until', 'Fino al'), { required: true, width: 'half' }),
      f.money('price', t('Preț depozitare (€, fără IVA)', 'Storage price (€, excl. VAT)', 'Prezzo deposito (€, IVA esclusa)'), { required: true, min: 0, width: 'half' }),
    ]),
  ],
  totals: [
    numberTotal('tyres', t('Anvelope depozitate', 'Tyres stored', 'Pneumatici depositati'), 'count(set.items.size)'),
    sumTotal('net', t('Bază impozabilă', 'Taxable amount', 'Imponibile'), 'set.price', 'total.net'),
    sumTotal('vat', t('IVA 22%', 'VAT 22%', 'IVA 22%'), 'round(totals.net * document.vat.rate / 100, 2)', 'total.vat'),
    grandTotal('totals.net + totals.vat'),
  ],
  layout: 'estimate',
  pdfTitle: t('DEPOZITARE ANVELOPE', 'TYRE STORAGE', 'DEPOSITO PNEUMATICI'),
  signatures: [t('Vulcanizare', 'Tyre shop', 'Il gommista'), t('Client', 'Client', 'Il cliente')],
  footer: t(
    'Anvelopele se restituie numai pe baza acestei chitanțe; la termen, clientul este anunțat pentru ridicare sau reînnoire.',
    'Tyres are released only against this receipt; at the due date the client is notified to collect or renew.',
    'I pneumatici si riconsegnano solo dietro presentazione della presente ricevuta; alla scadenza il cliente viene avvisato per il ritiro o il rinnovo.',
  ),
  legal: [privacy],
  sample: {
    company: issuer('Gomme Service Brambilla S.n.c.'),
    client: privato,
    set: {
      targa: 'FX 123 KL',
      season: 'invernali',
      rims: true,
      items: [
        { size: '175/65 R14 82T', brand: 'Michelin Alpin', tread: 5.5 },
        { size: '175/65 R14 82T', brand: 'Michelin Alpin', tread: 5.6 },
        { size: '175/65 R14 82T', brand: 'Michelin Alpin', tread: 6.2 },
        { size: '175/65 R14 82T', brand: 'Michelin Alpin', tread: 6.1 },
      ],
      location: 'B-04-12',
      until: '2026-10-31',
      price: 40,
    },
  },
});

/** 13. Nota spese trasferta con rimborso chilometrico. */
const notaSpese = tradeDoc({
  ...italian(['transport', 'general']),
  key: 'nota-spese-trasferta',
  title: t('Decont de cheltuieli de deplasare (Italia)', 'Travel expense claim (Italy)', 'Nota spese di trasferta'),
  description: t(
    'Decontul unei deplasări în Italia: angajatul și motivul, cheltuielile cu documentul justificativ (cazare, masă, transport, taxe de autostradă), km parcurși cu mașina proprie și rambursarea pe km, avansul și diferența de plată.',
    "An Italian travel expense claim: the employee and purpose, expenses with receipts (lodging, meals, transport, motorway tolls), km driven with one's own car and the per-km reimbursement, the advance and the balance.",
    'La nota spese di una trasferta: dipendente e motivo, spese con giustificativo (alloggio, vitto, trasporti, pedaggi), km percorsi con auto propria e rimborso chilometrico, anticipo e saldo.',
  ),
  keywords: kw('decont deplasare italia, nota spese', 'expense claim italy, mileage allowance', 'nota spese, rimborso spese, rimborso chilometrico, trasferta, tabelle aci'),
  kind: 'finance',
  prefix: 'NS',
  company: false,
  steps: [
    companyStep({ numberLabel: t('Decont nr.', 'Claim no.', 'Nota n.'), title: t('Firmă', 'Company', 'Azienda') }),
    step('trip', t('Deplasarea', 'The trip', 'La trasferta'), [
      f.text('employee', t('Angajat', 'Employee', 'Dipendente'), { required: true, maxLength: 100, width: 'half' }),
      f.text('destination', t('Destinație', 'Destination', 'Destinazione'), { required: true, maxLength: 100, width: 'half' }),
      f.textarea('purpose', t('Motivul deplasării', 'Purpose', 'Motivo della trasferta'), { required: true, maxLength: 500 }),
      f.number('km', t('Km cu mașina proprie', 'Km with own car', 'Km con auto propria'), { min: 0, decimals: 0, width: 'third' }),
      f.money('per_km', t('Rambursare pe km (€)', 'Reimbursement per km (€)', 'Rimborso al km (€)'), { min: 0, width: 'third' }),
      f.money('advance', t('Avans primit (€)', 'Advance received (€)', 'Anticipo ricevuto (€)'), { min: 0, width: 'third' }),
    ]),
    step('expenses', t('Cheltuieli', 'Expenses', 'Spese'), [
      f.array('items', t('Cheltuieli', 'Expenses', 'Spese'), [
        f.date('date', L.date, { required: true }),
        f.select('kind', t('Tip', 'Type', 'Tipo'), [opt('alloggio', t('Cazare', 'Lodging', 'Alloggio')), opt('vitto', t('Masă', 'Meals', 'Vitto')), opt('trasporto', t('Transport', 'Transport', 'Trasporto')), opt('pedaggio', t('Autostradă / parcare', 'Tolls / parking', 'Pedaggio / parcheggio')), opt('altro', t('Altele', 'Other', 'Altro'))], { required: true }),
        f.text('document', t('Document justificativ', 'Receipt', 'Giustificativo'), { required: true, maxLength: 50 }),
        f.money('amount', t('Sumă (€)', 'Amount (€)', 'Importo (€)'), { required: true, min: 0 }),
      ], { required: true, maxItems: 100 }),
      remarksField(),
    ]),
  ],
  totals: [
    sumTotal('expenses', t('Cheltuieli documentate', 'Documented expenses', 'Spese documentate'), 'sum(expenses.items.amount)'),
    sumTotal('mileage', t('Rambursare kilometrică', 'Mileage allowance', 'Rimborso chilometrico'), 'round(trip.km * trip.per_km, 2)'),
    sumTotal('total', t('Total de rambursat', 'Total to reimburse', 'Totale da rimborsare'), 'totals.expenses + totals.mileage', 'total.grand'),
    sumTotal('due', t('Rest de plată angajatului', 'Balance due to the employee', 'Saldo a favore del dipendente'), 'max(totals.total - trip.advance, 0)', 'total.due'),
  ],
  pdfTitle: t('DECONT CHELTUIELI', 'EXPENSE CLAIM', 'NOTA SPESE'),
  signatures: [t('Angajat', 'Employee', 'Il dipendente'), t('Aprobat', 'Approved', 'Approvato')],
  footer: t(
    'Se rambursează numai cheltuielile cu document justificativ; rambursarea kilometrică se calculează pe baza tabelelor ACI pentru vehiculul folosit.',
    'Only expenses with receipts are reimbursed; the mileage allowance is computed from the ACI tables for the car used.',
    'Si rimborsano solo le spese documentate; il rimborso chilometrico è calcolato sulla base delle tabelle ACI per il veicolo utilizzato.',
  ),
  legal: [privacy],
  sample: {
    company: issuer('Edilnord S.r.l.'),
    trip: { employee: 'Andrea Colombo', destination: 'Torino', purpose: 'Sopralluogo cantiere e riunione con la direzione lavori.', km: 290, per_km: 0.42, advance: 100 },
    expenses: {
      items: [
        { date: '2026-03-12', kind: 'pedaggio', document: 'Ricevuta Autostrade 4471', amount: 18.4 },
        { date: '2026-03-12', kind: 'vitto', document: 'Scontrino 0091', amount: 24.5 },
      ],
      remarks: 'Rientro in giornata.',
    },
  },
});

export const italiaFamily: CatalogEntry[] = [
  ricevuta,
  ddt,
  rapportino,
  preventivoOfficina,
  preventivoEdile,
  preventivoGommista,
  accettazione,
  sal,
  conformita,
  ordine,
  schedaBici,
  depositoGomme,
  notaSpese,
];
