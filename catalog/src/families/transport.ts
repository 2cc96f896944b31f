import { type CatalogEntry, type FieldSpec, type StepSpec, type Text, f, opt, t } from '../build.js';
import { clientStep, plateField } from '../fragments.js';
import { fuelLevelOptions, unitField } from '../fragments-commercial.js';
import {
  L,
  both,
  checklistField,
  gdprNote,
  kw,
  numberTotal,
  peopleField,
  remarksField,
  step,
  sumTotal,
  tradeDoc,
  twoCopies,
  vat21,
} from '../fragments-trades.js';
import { firm, issuer, person, truck } from '../samples-trades.js';

/**
 * Transporters and fleet owners (SPEC §1): the consignment note (CMR), the delivery note (aviz),
 * the delegation order and its expense report, fuel and activity records, orders and contracts,
 * damage, incident and pallet papers, the fleet's registers and the cost of a trip.
 */

const trades = ['transport' as const];
const sampleCo = (extra = {}) => issuer('transport', extra);

/** A party named on a transport paper: a Romanian company (CUI checked) or, with `foreign`, any country. */
const partyStep = (name: string, title: Text, { foreign = false, roles = false }: { foreign?: boolean; roles?: boolean } = {}): StepSpec =>
  step(
    name,
    title,
    [
      f.text('name', t('Denumire / nume', 'Name', 'Denominazione / nome'), { required: true, maxLength: 200, ...(roles ? { role: 'client.name' as const } : {}) }),
      foreign
        ? f.text('vat_no', t('Cod fiscal / cod TVA', 'Tax / VAT ID', 'Codice fiscale / partita IVA'), { maxLength: 30, width: 'half' })
        : f.cui('cui', t('CUI / CIF', 'Tax ID (CUI)', 'Codice fiscale (CUI)'), { required: true, width: 'half', ...(roles ? { role: 'client.cui' as const } : {}) }),
      f.textarea('address', t('Adresă', 'Address', 'Indirizzo'), { required: true, maxLength: 300, ...(roles ? { role: 'client.address' as const } : {}) }),
      ...(foreign ? [f.text('country', t('Țara', 'Country', 'Paese'), { required: true, maxLength: 60, width: 'half' })] : []),
      f.text('contact', t('Persoană de contact, telefon', 'Contact person, phone', 'Referente, telefono'), { maxLength: 150, width: 'half' }),
    ],
    { prefill: 'history' },
  );

const vehicleIdFields = ({ trailer = true, vin = false }: { trailer?: boolean; vin?: boolean } = {}): FieldSpec[] => [
  plateField(),
  ...(trailer ? [f.plate('trailer', t('Nr. remorcă / semiremorcă', 'Trailer plate', 'Targa rimorchio'), { width: 'half' })] : []),
  ...(vin ? [f.vin('vin', t('Serie șasiu (VIN)', 'VIN', 'Numero di telaio (VIN)'), { role: 'vehicle.vin', width: 'half' })] : []),
];

const driverFields = (): FieldSpec[] => [
  f.text('driver', L.driver, { required: true, maxLength: 100, width: 'half' }),
  f.text('id_card', L.idCard, { maxLength: 40, width: 'half' }),
];

/** 1. CMR consignment note. */
const cmr = tradeDoc({
  key: 'scrisoare-transport-cmr',
  title: t('Scrisoare de transport internațional (CMR)', 'International consignment note (CMR)', 'Lettera di vettura internazionale (CMR)'),
  description: t(
    'Scrisoarea de trăsură CMR pentru transportul rutier internațional de mărfuri: expeditor, destinatar, transportator și transportatori succesivi, locul și data încărcării și a livrării, documente anexate, mărfurile cu mărci, colete, ambalaj, greutate brută și volum, instrucțiuni vamale, rambursul, rezervele transportatorului și semnăturile celor trei părți.',
    'The CMR consignment note for international road haulage: sender, consignee, carrier and successive carriers, place and date of loading and delivery, attached documents, goods with marks, packages, packing, gross weight and volume, customs instructions, cash on delivery, the carrier’s reservations and the three parties’ signatures.',
    'La lettera di vettura CMR per il trasporto internazionale su strada: mittente, destinatario, vettore e vettori successivi, luogo e data di carico e consegna, documenti allegati, merci con marche, colli, imballaggio, peso lordo e volume, istruzioni doganali, assegno, riserve del vettore e firme delle tre parti.',
  ),
  category: 'commercial',
  trades,
  keywords: kw(
    'cmr, scrisoare de trasura, scrisoare de transport, document transport international, aviz transport extern, lettera di vettura',
    'cmr, consignment note, waybill, international transport document, road haulage, bill of lading',
    'cmr, lettera di vettura, documento di trasporto internazionale, autotrasporto, vettura',
  ),
  public: true,
  kind: 'transport-document',
  prefix: 'CMR',
  company: { numberLabel: t('CMR nr.', 'CMR no.', 'CMR n.'), title: t('Transportator (16)', 'Carrier (16)', 'Vettore (16)'), extra: [f.text('place', t('Întocmit la (localitate)', 'Established in (place)', 'Compilata a (luogo)'), { required: true, maxLength: 100, width: 'half' })] },
  steps: [
    partyStep('sender', t('1. Expeditor', '1. Sender', '1. Mittente'), { foreign: true }),
    partyStep('consignee', t('2. Destinatar', '2. Consignee', '2. Destinatario'), { foreign: true }),
    step('route', t('Încărcare și livrare', 'Taking over and delivery', 'Presa in carico e consegna'), [
      f.text('delivery_place', t('3. Locul prevăzut pentru livrare (localitate, țară)', '3. Place of delivery (place, country)', '3. Luogo previsto per la consegna (località, paese)'), { required: true, maxLength: 150 }),
      f.text('loading_place', t('4. Locul încărcării (localitate, țară)', '4. Place of taking over (place, country)', '4. Luogo della presa in carico (località, paese)'), { required: true, maxLength: 150, width: 'half' }),
      f.date('loading_date', t('4. Data încărcării', '4. Date of taking over', '4. Data della presa in carico'), { required: true, width: 'half' }),
      f.textarea('documents', t('5. Documente anexate', '5. Documents attached', '5. Documenti allegati'), { maxLength: 500 }),
      ...vehicleIdFields(),
      f.text('successive', t('17. Transportatori succesivi', '17. Successive carriers', '17. Vettori successivi'), { maxLength: 200 }),
    ]),
    step('goods', t('Mărfuri (6–12)', 'Goods (6–12)', 'Merci (6–12)'), [
      f.array(
        'items',
        t('Mărfuri', 'Goods', 'Merci'),
        [
          f.text('marks', t('6. Mărci și numere', '6. Marks and numbers', '6. Marche e numeri'), { maxLength: 60 }),
          f.number('packages', t('7. Nr. colete', '7. Number of packages', '7. Numero colli'), { required: true, min: 1, decimals: 0 }),
          f.text('packing', t('8. Mod de ambalare', '8. Method of packing', '8. Imballaggio'), { maxLength: 40 }),
          f.text('nature', t('9. Natura mărfii', '9. Nature of the goods', '9. Natura della merce'), { required: true, maxLength: 120 }),
          f.text('hs_code', t('10. Nr. statistic', '10. Statistical no.', '10. N. statistico'), { maxLength: 20 }),
          f.number('weight', t('11. Greutate brută (kg)', '11. Gross weight (kg)', '11. Peso lordo (kg)'), { required: true, min: 0.1, decimals: 1 }),
          f.number('volume', t('12. Volum (m³)', '12. Volume (m³)', '12. Volume (m³)'), { min: 0, decimals: 2 }),
        ],
        { required: true, maxItems: 50, role: 'lines.items' },
      ),
    ]),
    step('instructions', t('Instrucțiuni și plată', 'Instructions and charges', 'Istruzioni e pagamento'), [
      f.checkbox('adr', t('Marfă periculoasă (ADR) – clasa, nr. ONU în instrucțiuni', 'Dangerous goods (ADR) – class and UN no. in the instructions', 'Merce pericolosa (ADR) – classe e n. ONU nelle istruzioni')),
      f.textarea('sender_instructions', t('13. Instrucțiunile expeditorului (vamă, temperatură, ADR)', "13. Sender's instructions (customs, temperature, ADR)", '13. Istruzioni del mittente (dogana, temperatura, ADR)'), { maxLength: 1000 }),
      f.radio('payment', t('14. Prescripții de francare', '14. Instructions as to payment for carriage', '14. Pagamento del porto'), [
        opt('franco', t('Franco (plătit de expeditor)', 'Carriage paid', 'Franco (pagato dal mittente)')),
        opt('nefranco', t('Nefranco (plătit de destinatar)', 'Carriage forward', 'Assegnato (pagato dal destinatario)')),
      ], { required: true, default: 'franco' }),
      f.money('cod', t('15. Ramburs', '15. Cash on delivery', '15. Rimborso (contrassegno)'), { min: 0, width: 'half' }),
      f.money('freight', t('20. Preț transport (de plătit)', '20. Carriage charges', '20. Prezzo del trasporto'), { min: 0, width: 'half' }),
      f.textarea('reservations', t('18. Rezervele și observațiile transportatorului', "18. Carrier's reservations and observations", '18. Riserve e osservazioni del vettore'), { maxLength: 1000 }),
      f.textarea('agreements', t('19. Convenții speciale', '19. Special agreements', '19. Convenzioni particolari'), { maxLength: 500 }),
    ]),
  ],
  totals: [
    numberTotal('packages', t('Total colete', 'Total packages', 'Totale colli'), 'sum(goods.items.packages)'),
    numberTotal('weight', t('Greutate brută totală (kg)', 'Total gross weight (kg)', 'Peso lordo totale (kg)'), 'sum(goods.items.weight)'),
  ],
  pdfTitle: t('SCRISOARE DE TRANSPORT CMR', 'CMR CONSIGNMENT NOTE', 'LETTERA DI VETTURA CMR'),
  signatures: [t('22. Expeditor', '22. Sender', '22. Mittente'), t('23. Transportator', '23. Carrier', '23. Vettore'), t('24. Destinatar – marfa primită', '24. Goods received – consignee', '24. Destinatario – merce ricevuta')],
  footer: t('Se întocmește în trei exemplare originale: expeditor, destinatar, transportator.', 'Made out in three originals: sender, consignee, carrier.', 'Redatta in tre originali: mittente, destinatario, vettore.'),
  legal: [
    t(
      'Acest transport este supus, indiferent de orice clauză contrară, Convenției privind contractul de transport internațional de mărfuri pe șosele (CMR), Geneva, 19 mai 1956.',
      'This carriage is subject, notwithstanding any clause to the contrary, to the Convention on the Contract for the International Carriage of Goods by Road (CMR), Geneva, 19 May 1956.',
      'Questo trasporto è soggetto, nonostante qualsiasi clausola contraria, alla Convenzione relativa al contratto di trasporto internazionale di merci su strada (CMR), Ginevra, 19 maggio 1956.',
    ),
  ],
  sample: {
    company: sampleCo({ place: 'Turda' }),
    sender: { name: 'Mobila Țării SRL', vat_no: 'RO4266367', address: 'Str. Industriei 12, Reghin, jud. Mureș', country: 'România', contact: 'Ana Mureșan, 0744 111 222' },
    consignee: { name: 'Möbelhaus Schäfer GmbH', vat_no: 'DE811907980', address: 'Industriestraße 4, 90402 Nürnberg', country: 'Germania', contact: 'Jürgen Schäfer' },
    route: {
      delivery_place: 'Nürnberg, Germania',
      loading_place: 'Reghin, România',
      loading_date: '2026-03-16',
      documents: 'Factura nr. MT-1045, packing list, declarație de export',
      plate: truck.plate,
      trailer: 'CJ 35 TRK',
    },
    goods: {
      items: [
        { marks: 'MT-1045/1-18', packages: 18, packing: 'paleți', nature: 'Mobilier din lemn masiv (mese)', hs_code: '940360', weight: 6200, volume: 42 },
        { marks: 'MT-1045/19-24', packages: 6, packing: 'cutii', nature: 'Scaune tapițate', hs_code: '940161', weight: 720, volume: 9.5 },
      ],
    },
    instructions: {
      adr: false,
      sender_instructions: 'Marfa se descarcă doar cu motostivuitor; a nu se suprapune paleții.',
      payment: 'franco',
      freight: 2450,
      reservations: 'Fără rezerve la încărcare; sigiliu nr. 004512.',
    },
  },
});

/** 2. Aviz de însoțire a mărfii. */
const aviz = tradeDoc({
  key: 'aviz-insotire-marfa',
  title: t('Aviz de însoțire a mărfii', 'Goods delivery note (aviz)', 'Documento di accompagnamento merce (aviz)'),
  description: t(
    'Avizul de însoțire a mărfii (cod 14-3-6A) pentru transportul bunurilor fără factură sau până la facturare: furnizor, cumpărător sau gestiunea de destinație, produsele cu U.M., cantitate, preț și valoare, delegatul cu actul de identitate, mijlocul de transport, data și ora expedierii.',
    'The goods delivery note (form 14-3-6A) that goes with goods moved without an invoice or before invoicing: supplier, buyer or receiving store, goods with unit, quantity, price and amount, the delegate with identity card, the vehicle, the date and time of dispatch.',
    "L'aviz di accompagnamento merce (modello 14-3-6A) per il trasporto di beni senza fattura o prima della fatturazione: fornitore, acquirente o magazzino di destinazione, prodotti con U.M., quantità, prezzo e importo, incaricato con documento, mezzo di trasporto, data e ora di spedizione.",
  ),
  category: 'commercial',
  trades: ['transport', 'general'],
  keywords: kw(
    'aviz, aviz de insotire, aviz insotire marfa, 14-3-6A, document transport marfa, livrare fara factura',
    'delivery note, dispatch note, goods note, aviz, packing slip',
    'ddt, documento di trasporto, bolla di accompagnamento, aviz, bolla di consegna',
  ),
  public: true,
  kind: 'transport-document',
  prefix: 'AVZ',
  company: { numberLabel: t('Aviz nr.', 'Note no.', 'Aviz n.'), title: t('Furnizor și aviz', 'Supplier and note', 'Fornitore e aviz'), extra: [f.text('store', t('Gestiunea de expediere', 'Dispatching store', 'Magazzino di spedizione'), { maxLength: 100 })] },
  steps: [
    clientStep({ title: t('Cumpărător / destinatar', 'Buyer / consignee', 'Acquirente / destinatario'), addressRequired: true }),
    step('goods', t('Produse', 'Goods', 'Prodotti'), [
      f.array(
        'items',
        t('Produse', 'Goods', 'Prodotti'),
        [
          f.text('name', t('Denumirea produselor', 'Goods', 'Descrizione prodotti'), { required: true, maxLength: 200 }),
          unitField(),
          f.number('qty', L.qty, { required: true, min: 0.001, decimals: 3 }),
          f.money('price', t('Preț unitar (fără TVA)', 'Unit price (excl. VAT)', 'Prezzo unitario (IVA esclusa)'), { min: 0 }),
          f.money('value', t('Valoare (fără TVA)', 'Amount (excl. VAT)', 'Importo (IVA esclusa)'), { compute: 'qty * price' }),
        ],
        { required: true, historyPick: true, maxItems: 300, role: 'lines.items' },
      ),
    ]),
    step('dispatch', t('Date privind expediția', 'Dispatch details', 'Dati della spedizione'), [
      ...driverFields(),
      plateField({ required: false }),
      f.datetime('dispatched_at', t('Data și ora expedierii', 'Dispatch date and time', 'Data e ora di spedizione'), { required: true, width: 'half' }),
      f.text('invoice_ref', t('Se facturează cu factura nr. (după caz)', 'To be invoiced with invoice no. (if any)', 'Da fatturare con fattura n. (se presente)'), { maxLength: 50 }),
    ]),
  ],
  totals: [sumTotal('value', t('Total valoare (fără TVA)', 'Total amount (excl. VAT)', 'Totale (IVA esclusa)'), 'sum(goods.items.value)')],
  layout: 'handover',
  pdfTitle: t('AVIZ DE ÎNSOȚIRE A MĂRFII', 'DELIVERY NOTE', 'AVIZ DI ACCOMPAGNAMENTO'),
  signatures: [t('Semnătura și ștampila furnizorului', "Supplier's signature and stamp", 'Firma e timbro del fornitore'), t('Semnătura delegatului', "Delegate's signature", "Firma dell'incaricato"), t('Semnătura de primire', 'Received by', 'Firma per ricevuta')],
  footer: t('Avizul însoțește marfa pe timpul transportului și stă la baza facturării și a recepției (NIR).', 'The note goes with the goods in transit and is the basis for invoicing and receipt (NIR).', 'Accompagna la merce durante il trasporto ed è la base per fatturazione e ricevimento (NIR).'),
  legal: [
    t(
      'Aviz de însoțire a mărfii – cod 14-3-6A (OMFP nr. 2634/2015).',
      'Goods delivery note – form 14-3-6A (Order 2634/2015 of the Ministry of Public Finance).',
      'Aviz di accompagnamento merce – modello 14-3-6A (Ordine MFP n. 2634/2015).',
    ),
  ],
  sample: {
    company: sampleCo({ store: 'Depozit central Turda' }),
    client: firm,
    goods: {
      items: [
        { name: 'Paleți lemn EUR 1200×800', unit: 'buc', qty: 40, price: 48.5 },
        { name: 'Folie stretch 23 µm', unit: 'kg', qty: 62.5, price: 9.8 },
      ],
    },
    dispatch: { driver: 'Ionuț Bălan', id_card: 'CJ 123456', plate: 'CJ 34 TRK', dispatched_at: '2026-03-16T07:30', invoice_ref: 'TCL-0231' },
  },
});

/** 3. Ordin de deplasare (delegation order). */
const delegation = tradeDoc({
  key: 'ordin-de-deplasare',
  version: 2,
  title: t('Ordin de deplasare (delegație)', 'Delegation order (business travel)', 'Ordine di trasferta'),
  description: t(
    'Ordinul de deplasare al unui angajat sau șofer: numele și funcția, destinația, scopul, perioada, mijlocul de transport, avansul primit, confirmările de sosire și plecare la fiecare destinație și diurna calculată pe zile.',
    'The delegation order of an employee or driver: name and position, destination, purpose, period, means of transport, advance received, arrival and departure confirmations at each destination and the daily allowance computed by days.',
    "L'ordine di trasferta di un dipendente o autista: nome e funzione, destinazione, scopo, periodo, mezzo di trasporto, anticipo ricevuto, conferme di arrivo e partenza a ogni destinazione e diaria calcolata per giorni.",
  ),
  category: 'trip-logs',
  trades: ['transport', 'general'],
  keywords: kw(
    'ordin de deplasare, delegatie, deplasare in interes de serviciu, diurna, ordin deplasare sofer',
    'delegation order, business trip order, travel order, per diem, travel authorisation',
    'ordine di trasferta, trasferta, missione, diaria, foglio di viaggio dipendente',
  ),
  public: true,
  kind: 'order',
  prefix: 'OD',
  company: { numberLabel: t('Ordin nr.', 'Order no.', 'Ordine n.'), title: t('Unitate și ordin', 'Company and order', 'Azienda e ordine') },
  steps: [
    step('employee', t('Persoana delegată', 'Employee sent', 'Persona in trasferta'), [
      f.text('name', L.name, { required: true, maxLength: 100, width: 'half' }),
      f.text('position', L.position, { required: true, maxLength: 100, width: 'half' }),
      f.text('id_card', L.idCard, { maxLength: 40, width: 'half' }),
    ], { prefill: 'history' }),
    step('trip', t('Deplasarea', 'The trip', 'La trasferta'), [
      f.text('destination', t('Se deplasează la (localitate, unitate)', 'Travels to (town, organisation)', 'Si reca a (località, ente)'), { required: true, maxLength: 200 }),
      f.textarea('purpose', t('Scopul deplasării', 'Purpose of the trip', 'Scopo della trasferta'), { required: true, maxLength: 500 }),
      f.date('from', t('Data plecării', 'Departure date', 'Data di partenza'), { required: true, width: 'half' }),
      f.date('to', t('Data întoarcerii', 'Return date', 'Data di rientro'), { required: true, width: 'half' }),
      f.select('transport', t('Mijloc de transport', 'Means of transport', 'Mezzo di trasporto'), [
        opt('company', t('Autovehiculul firmei', 'Company vehicle', "Veicolo aziendale")),
        opt('own', t('Autoturism propriu', 'Own car', 'Auto propria')),
        opt('train', t('Tren', 'Train', 'Treno')),
        opt('bus', t('Autocar', 'Coach', 'Pullman')),
        opt('plane', t('Avion', 'Plane', 'Aereo')),
      ], { required: true, width: 'half' }),
      plateField({ required: false }),
    ]),
    step('confirmations', t('Confirmarea unității vizitate', 'Confirmation by the places visited', 'Conferma degli enti visitati'), [
      f.array('items', t('Sosiri și plecări', 'Arrivals and departures', 'Arrivi e partenze'), [
        f.text('place', t('Unitatea / localitatea', 'Organisation / town', 'Ente / località'), { required: true, maxLength: 150 }),
        f.datetime('arrived', t('Sosit', 'Arrived', 'Arrivato'), { required: true }),
        f.datetime('left', t('Plecat', 'Left', 'Partito')),
        f.text('confirmed_by', t('Confirmat de', 'Confirmed by', 'Confermato da'), { maxLength: 100 }),
      ], { maxItems: 20 }),
    ]),
    step('money', t('Avans și diurnă', 'Advance and allowance', 'Anticipo e diaria'), [
      f.number('days', t('Zile de deplasare', 'Days away', 'Giorni di trasferta'), { required: true, min: 0, decimals: 1, width: 'third' }),
      f.money('daily_rate', t('Diurnă pe zi (lei)', 'Daily allowance (lei)', 'Diaria giornaliera (lei)'), { required: true, min: 0, width: 'third' }),
      f.money('advance', t('Avans acordat (lei)', 'Advance paid (lei)', 'Anticipo versato (lei)'), { min: 0, width: 'third' }),
    ]),
  ],
  totals: [
    sumTotal('allowance', t('Diurnă cuvenită', 'Allowance due', 'Diaria spettante'), 'round(money.days * money.daily_rate, 2)'),
    sumTotal('advance', t('Avans acordat', 'Advance paid', 'Anticipo versato'), 'money.advance > 0 ? money.advance : ""'),
  ],
  pdfTitle: t('ORDIN DE DEPLASARE', 'DELEGATION ORDER', 'ORDINE DI TRASFERTA'),
  signatures: [t('Conducătorul unității', 'Manager', 'Il responsabile'), t('Persoana delegată', 'Employee', 'Il dipendente')],
  footer: t('Decontul se depune la întoarcere, cu documentele justificative.', 'The expense report is handed in on return, with receipts.', 'Il rendiconto si consegna al rientro, con i giustificativi.'),
  legal: [
    t(
      'Partea neimpozabilă a diurnei se stabilește potrivit Codului fiscal în vigoare la data deplasării.',
      'The tax-free part of the allowance follows the Romanian Fiscal Code in force on the date of the trip.',
      "La parte esente della diaria segue il Codice fiscale romeno in vigore alla data della trasferta.",
    ),
  ],
  sample: {
    company: sampleCo(),
    employee: { name: 'Ionuț Bălan', position: 'Conducător auto', id_card: 'CJ 123456' },
    trip: {
      destination: 'Constanța, Portul Constanța Sud – terminal containere',
      purpose: 'Transport container și ridicare marfă de import conform comenzii CT-118',
      from: '2026-03-16',
      to: '2026-03-18',
      transport: 'company',
      plate: 'CJ 34 TRK',
    },
    confirmations: { items: [{ place: 'Terminal Constanța Sud', arrived: '2026-03-17T06:40', left: '2026-03-17T13:15', confirmed_by: 'Marius Tănase' }] },
    money: { days: 3, daily_rate: 57.5, advance: 500 },
  },
});

/** 4. Decont de cheltuieli de deplasare. */
const travelExpenses = tradeDoc({
  key: 'decont-cheltuieli-deplasare',
  title: t('Decont de cheltuieli de deplasare', 'Travel expense report', 'Rendiconto spese di trasferta'),
  description: t(
    'Decontul unei deplasări: ordinul de deplasare, avansul primit, cheltuielile pe documente (cazare, transport, taxe de drum, parcare), diurna pe zile și diferența de restituit sau de primit.',
    'The expense report of a business trip: the delegation order, the advance received, expenses by receipt (lodging, transport, road tolls, parking), the daily allowance and the balance to return or to receive.',
    'Il rendiconto di una trasferta: ordine di trasferta, anticipo ricevuto, spese per giustificativo (alloggio, trasporto, pedaggi, parcheggio), diaria e saldo da restituire o da ricevere.',
  ),
  category: 'trip-logs',
  trades: ['transport', 'general'],
  keywords: kw('decont, decont deplasare, decont cheltuieli, cheltuieli deplasare, diurna, avans spre decontare', 'expense report, travel expenses, expense claim, per diem, travel advance', 'nota spese, rendiconto spese, spese di trasferta, rimborso spese, diaria'),
  kind: 'finance',
  prefix: 'DD',
  company: { numberLabel: t('Decont nr.', 'Report no.', 'Rendiconto n.'), title: t('Unitate și decont', 'Company and report', 'Azienda e rendiconto') },
  steps: [
    step('trip', t('Deplasarea', 'The trip', 'La trasferta'), [
      f.text('employee', L.name, { required: true, maxLength: 100, width: 'half' }),
      f.text('order_ref', t('Ordin de deplasare nr./data', 'Delegation order no./date', 'Ordine di trasferta n./data'), { required: true, maxLength: 50, width: 'half' }),
      f.text('destination', t('Destinația', 'Destination', 'Destinazione'), { required: true, maxLength: 150 }),
      f.number('days', t('Zile', 'Days', 'Giorni'), { required: true, min: 0, decimals: 1, width: 'third' }),
      f.money('daily_rate', t('Diurnă pe zi', 'Allowance per day', 'Diaria al giorno'), { required: true, min: 0, width: 'third' }),
      f.money('advance', t('Avans primit', 'Advance received', 'Anticipo ricevuto'), { min: 0, width: 'third' }),
    ]),
    step('expenses', t('Cheltuieli justificate', 'Expenses with receipts', 'Spese giustificate'), [
      f.array('items', t('Cheltuieli', 'Expenses', 'Spese'), [
        f.date('date', L.date, { required: true }),
        f.select('kind', t('Tip cheltuială', 'Expense type', 'Tipo di spesa'), [
          opt('lodging', t('Cazare', 'Lodging', 'Alloggio')),
          opt('transport', t('Transport / bilete', 'Transport / tickets', 'Trasporto / biglietti')),
          opt('fuel', t('Combustibil', 'Fuel', 'Carburante')),
          opt('toll', t('Taxă de drum / pod', 'Road / bridge toll', 'Pedaggio')),
          opt('parking', t('Parcare', 'Parking', 'Parcheggio')),
          opt('other', t('Altele', 'Other', 'Altro')),
        ], { required: true }),
        f.text('document', t('Document (nr.)', 'Document (no.)', 'Documento (n.)'), { required: true, maxLength: 50 }),
        f.money('amount', L.value, { required: true, min: 0 }),
      ], { required: true, maxItems: 100 }),
    ]),
  ],
  totals: [
    sumTotal('expenses', t('Total cheltuieli', 'Total expenses', 'Totale spese'), 'sum(expenses.items.amount)'),
    sumTotal('allowance', t('Diurnă', 'Allowance', 'Diaria'), 'round(trip.days * trip.daily_rate, 2)'),
    sumTotal('total', t('Total de decontat', 'Total claimed', 'Totale da rimborsare'), 'totals.expenses + totals.allowance'),
    sumTotal('refund', t('De restituit de angajat', 'To be returned by the employee', 'Da restituire dal dipendente'), 'max(trip.advance - totals.total, 0)'),
    sumTotal('due', t('De primit de angajat', 'Due to the employee', 'Da corrispondere al dipendente'), 'max(totals.total - trip.advance, 0)'),
  ],
  pdfTitle: t('DECONT DE CHELTUIELI', 'EXPENSE REPORT', 'RENDICONTO SPESE'),
  signatures: [t('Titular avans', 'Employee', 'Il dipendente'), t('Verificat (contabilitate)', 'Checked (accounts)', 'Verificato (contabilità)'), t('Aprobat', 'Approved', 'Approvato')],
  footer: t(
    'Se decontează numai cheltuielile dovedite cu documente justificative; avansul nejustificat se restituie la casierie.',
    'Only expenses proved by receipts are reimbursed; an advance not accounted for is paid back to the cash desk.',
    'Si rimborsano solo le spese documentate; l’anticipo non giustificato si restituisce alla cassa.',
  ),
  sample: {
    company: sampleCo(),
    trip: { employee: 'Ionuț Bălan', order_ref: 'OD-0012 / 16.03.2026', destination: 'Constanța', days: 3, daily_rate: 57.5, advance: 500 },
    expenses: {
      items: [
        { date: '2026-03-16', kind: 'toll', document: 'Bon CNAIR 4471', amount: 25 },
        { date: '2026-03-17', kind: 'lodging', document: 'Factura HTL-889', amount: 210 },
        { date: '2026-03-17', kind: 'parking', document: 'Chitanța 0123', amount: 40 },
      ],
    },
  },
});

/** 5. Fișă de evidență a alimentărilor (fuel log). */
const fuelLog = tradeDoc({
  key: 'fisa-evidenta-alimentari',
  title: t('Fișă de evidență a alimentărilor cu combustibil', 'Fuel log (refuelling record)', 'Registro rifornimenti carburante'),
  description: t(
    'Evidența lunară a alimentărilor unui vehicul: cardul de combustibil, fiecare alimentare cu data, stația, km de bord, litri, preț pe litru și valoare, apoi consumul mediu real pe 100 km din km parcurși.',
    'The monthly refuelling record of one vehicle: the fuel card, each refuel with date, station, odometer, litres, price per litre and amount, then the actual average consumption per 100 km from the distance driven.',
    'Il registro mensile dei rifornimenti di un veicolo: carta carburante, ogni rifornimento con data, distributore, km, litri, prezzo al litro e importo, poi il consumo medio reale su 100 km.',
  ),
  category: 'trip-logs',
  trades,
  keywords: kw('alimentari, fisa alimentari, evidenta combustibil, consum carburant, card combustibil, motorina', 'fuel log, refuelling record, fuel card, fuel consumption, diesel log', 'registro carburante, rifornimenti, scheda carburante, consumo, carta carburante'),
  public: true,
  kind: 'register',
  prefix: 'FA',
  company: { numberLabel: t('Fișa nr.', 'Log no.', 'Scheda n.'), title: t('Unitate și fișă', 'Company and log', 'Azienda e scheda') },
  steps: [
    step('vehicle', t('Vehicul și perioadă', 'Vehicle and period', 'Veicolo e periodo'), [
      plateField(),
      f.text('fuel_card', t('Card combustibil nr.', 'Fuel card no.', 'Carta carburante n.'), { maxLength: 30, width: 'half' }),
      f.text('driver', L.driver, { maxLength: 100, width: 'half' }),
      f.text('month', t('Luna', 'Month', 'Mese'), { required: true, maxLength: 20, width: 'half' }),
      f.number('km_start', t('Km bord la început', 'Odometer at the start', 'Km a inizio periodo'), { required: true, min: 0, decimals: 0, role: 'trip.km_start', width: 'half' }),
      f.number('km_end', t('Km bord la sfârșit', 'Odometer at the end', 'Km a fine periodo'), { required: true, min: 0, decimals: 0, role: 'trip.km_end', width: 'half' }),
    ], { prefill: 'history' }),
    step('refuels', t('Alimentări', 'Refuels', 'Rifornimenti'), [
      f.array('items', t('Alimentări', 'Refuels', 'Rifornimenti'), [
        f.date('date', L.date, { required: true }),
        f.text('station', t('Stația', 'Station', 'Distributore'), { maxLength: 100 }),
        f.number('odometer', t('Km bord', 'Odometer', 'Km'), { min: 0, decimals: 0 }),
        f.number('liters', t('Litri', 'Litres', 'Litri'), { required: true, min: 0.01, decimals: 2 }),
        f.money('price', t('Preț/litru', 'Price/litre', 'Prezzo/litro'), { required: true, min: 0 }),
        f.money('value', L.value, { compute: 'round(liters * price, 2)' }),
        f.text('receipt', t('Bon fiscal nr.', 'Receipt no.', 'Scontrino n.'), { maxLength: 30 }),
      ], { required: true, maxItems: 100 }),
    ]),
  ],
  totals: [
    numberTotal('liters', t('Total litri', 'Total litres', 'Totale litri'), 'sum(refuels.items.liters)'),
    sumTotal('value', t('Valoare totală', 'Total amount', 'Importo totale'), 'sum(refuels.items.value)'),
    numberTotal('km', t('Km parcurși', 'Distance (km)', 'Km percorsi'), 'vehicle.km_end - vehicle.km_start'),
    numberTotal('average', t('Consum mediu (l/100 km)', 'Average consumption (l/100 km)', 'Consumo medio (l/100 km)'), 'totals.km > 0 ? round(totals.liters * 100 / totals.km, 2) : ""'),
  ],
  pdfTitle: t('FIȘĂ ALIMENTĂRI', 'FUEL LOG', 'REGISTRO CARBURANTE'),
  signatures: [L.driver, t('Verificat', 'Checked by', 'Verificato da')],
  footer: t(
    'Consumul mediu se compară cu norma proprie de consum a vehiculului; alimentările se justifică cu bonuri fiscale sau extrasul cardului de combustibil.',
    "The average consumption is compared with the vehicle's own consumption norm; refuels are backed by receipts or the fuel card statement.",
    'Il consumo medio si confronta con la norma di consumo del veicolo; i rifornimenti si giustificano con scontrini o estratto della carta carburante.',
  ),
  sample: {
    company: sampleCo(),
    vehicle: { plate: 'CJ 34 TRK', fuel_card: 'OMV 7080 1234', driver: 'Ionuț Bălan', month: 'Martie 2026', km_start: 412300, km_end: 415980 },
    refuels: {
      items: [
        { date: '2026-03-02', station: 'OMV Turda', odometer: 412310, liters: 410.5, price: 7.42, receipt: '0045' },
        { date: '2026-03-09', station: 'MOL Arad', odometer: 413720, liters: 395.2, price: 7.39, receipt: '1187' },
        { date: '2026-03-16', station: 'Petrom Sibiu', odometer: 415010, liters: 388, price: 7.45, receipt: '2231' },
      ],
    },
  },
});

/** 6. PV de predare-primire a vehiculului către șofer. */
const driverHandover = tradeDoc({
  key: 'pv-predare-vehicul-sofer',
  title: t('Proces-verbal de predare-primire vehicul către șofer', 'Vehicle handover to a driver', 'Verbale di consegna veicolo al conducente'),
  description: t(
    'Predarea unui vehicul din flotă către șofer (sau restituirea lui): km și combustibil, documentele de bord cu valabilitatea ITP, RCA și rovinietei, dotările obligatorii, cardul de combustibil, daunele existente și semnăturile.',
    'Handing a fleet vehicle to a driver (or back): odometer and fuel, the on-board documents with inspection, insurance and vignette expiry, mandatory equipment, the fuel card, existing damage and signatures.',
    'Consegna di un veicolo della flotta al conducente (o restituzione): km e carburante, documenti di bordo con scadenze di revisione, RCA e vignetta, dotazioni obbligatorie, carta carburante, danni esistenti e firme.',
  ),
  category: 'records',
  trades: ['transport', 'general'],
  keywords: kw('predare vehicul, proces verbal predare auto, predare masina sofer, primire autovehicul, flota', 'vehicle handover, car handover to driver, fleet vehicle, handover record', 'consegna veicolo, verbale consegna auto, assegnazione veicolo, flotta'),
  public: true,
  kind: 'handover',
  prefix: 'PVS',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Firmă și proces-verbal', 'Company and record', 'Azienda e verbale') },
  steps: [
    step('vehicle', t('Vehicul', 'Vehicle', 'Veicolo'), [
      f.radio('direction', t('Operațiune', 'Operation', 'Operazione'), [opt('out', t('Predare către șofer', 'Handed to the driver', 'Consegna al conducente')), opt('in', t('Restituire de la șofer', 'Returned by the driver', 'Restituzione dal conducente'))], { required: true, default: 'out' }),
      f.text('make', t('Marcă și model', 'Make and model', 'Marca e modello'), { required: true, maxLength: 80, role: 'vehicle.make', width: 'half' }),
      ...vehicleIdFields({ trailer: false, vin: true }),
      f.number('odometer', t('Km bord', 'Odometer (km)', 'Km'), { required: true, min: 0, decimals: 0, role: 'vehicle.odometer', width: 'half' }),
      f.radio('fuel_level', t('Nivel combustibil', 'Fuel level', 'Livello carburante'), fuelLevelOptions, { required: true }),
    ], { prefill: 'history' }),
    step('papers', t('Documente și dotări', 'Documents and equipment', 'Documenti e dotazioni'), [
      f.date('itp_until', t('ITP valabil până la', 'Inspection valid until', 'Revisione valida fino al'), { required: true, width: 'third' }),
      f.date('rca_until', t('RCA valabil până la', 'Insurance valid until', 'RCA valida fino al'), { required: true, width: 'third' }),
      f.date('vignette_until', t('Rovinietă valabilă până la', 'Vignette valid until', 'Vignetta valida fino al'), { width: 'third' }),
      f.checkbox('registration', t('Certificat de înmatriculare', 'Registration certificate', 'Carta di circolazione'), { width: 'third' }),
      f.checkbox('licence_copy', t('Copie conformă licență transport', 'Certified copy of the transport licence', 'Copia conforme licenza di trasporto'), { width: 'third' }),
      f.checkbox('kit', t('Trusă, extinctor, triunghiuri, vestă', 'First-aid kit, extinguisher, triangles, vest', 'Kit, estintore, triangoli, giubbotto'), { width: 'third' }),
      f.text('fuel_card', t('Card combustibil nr.', 'Fuel card no.', 'Carta carburante n.'), { maxLength: 30, width: 'half' }),
      f.number('keys', t('Chei predate', 'Keys handed over', 'Chiavi consegnate'), { min: 0, max: 10, decimals: 0, width: 'half' }),
    ]),
    step('driver', t('Șofer și stare', 'Driver and condition', 'Conducente e stato'), [
      ...driverFields(),
      f.text('licence', L.licence, { required: true, maxLength: 60, width: 'half' }),
      f.textarea('damage', t('Daune și defecte existente', 'Existing damage and defects', 'Danni e difetti esistenti'), { maxLength: 2000 }),
    ]),
  ],
  pdfTitle: t('PV PREDARE-PRIMIRE VEHICUL', 'VEHICLE HANDOVER RECORD', 'VERBALE CONSEGNA VEICOLO'),
  signatures: [t('Am predat', 'Handed over by', 'Ho consegnato'), t('Am primit', 'Received by', 'Ho ricevuto')],
  footer: both(
    t(
      'Șoferul răspunde de vehicul și de documentele primite până la restituire și anunță imediat orice avarie sau accident.',
      'The driver is responsible for the vehicle and documents until they are returned and reports any damage or accident at once.',
      'Il conducente risponde del veicolo e dei documenti fino alla restituzione e segnala subito ogni danno o incidente.',
    ),
    twoCopies,
  ),
  sample: {
    company: sampleCo(),
    vehicle: { direction: 'out', make: 'Ford Transit Custom', plate: 'CJ 07 FLT', vin: 'VF1RFB00162345678', odometer: 98450, fuel_level: '3/4' },
    papers: { itp_until: '2026-11-20', rca_until: '2026-09-30', vignette_until: '2026-12-31', registration: true, licence_copy: true, kit: true, fuel_card: 'OMV 7080 5521', keys: 2 },
    driver: { driver: 'Radu Ștefănescu', id_card: 'CJ 654321', licence: 'Nr. 12345678, cat. B, C', damage: 'Ușa glisantă dreapta – zgârietură 20 cm; parbriz fisurat colț stânga jos.' },
  },
});

/** 7. Fișă de activitate a șoferului (tahograf). */
const driverActivity = tradeDoc({
  key: 'fisa-activitate-sofer',
  title: t('Fișă săptămânală de activitate a șoferului (tahograf)', 'Weekly driver activity sheet (tachograph)', 'Scheda settimanale attività del conducente (tachigrafo)'),
  description: t(
    'Evidența pe zile a timpilor șoferului, transcriși din tahograf: ora de început și de sfârșit, timp de conducere, alte activități, disponibilitate, pauze, odihnă zilnică și km, cu totalurile săptămânii comparate cu limitele Regulamentului (CE) nr. 561/2006.',
    "A driver's times by day, copied from the tachograph: start and end time, driving, other work, availability, breaks, daily rest and km, with the week's totals checked against the limits of Regulation (EC) No 561/2006.",
    'I tempi del conducente giorno per giorno, trascritti dal tachigrafo: inizio e fine, guida, altre mansioni, disponibilità, pause, riposo giornaliero e km, con i totali della settimana confrontati con i limiti del Regolamento (CE) n. 561/2006.',
  ),
  category: 'trip-logs',
  trades,
  keywords: kw('tahograf, fisa activitate sofer, timp de conducere, timpi de odihna, 561/2006, card tahograf', 'tachograph, driver activity, driving time, rest periods, 561/2006, driver hours', 'tachigrafo, attività conducente, tempi di guida, riposi, 561/2006, ore di guida'),
  kind: 'timesheet',
  prefix: 'TAH',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Unitate și fișă', 'Company and sheet', 'Azienda e scheda') },
  steps: [
    step('driver', t('Șofer și vehicul', 'Driver and vehicle', 'Conducente e veicolo'), [
      f.text('driver', L.driver, { required: true, maxLength: 100, width: 'half' }),
      f.text('card', t('Card tahograf nr.', 'Tachograph card no.', 'Carta tachigrafica n.'), { required: true, maxLength: 20, width: 'half' }),
      plateField(),
      f.date('week_from', t('Săptămâna – de la', 'Week – from', 'Settimana – dal'), { required: true, width: 'half' }),
    ], { prefill: 'history' }),
    step('days', t('Activitate pe zile', 'Activity by day', 'Attività per giorno'), [
      f.array('items', t('Zile', 'Days', 'Giorni'), [
        f.date('date', L.date, { required: true }),
        f.time('start', t('Început', 'Start', 'Inizio')),
        f.time('end', t('Sfârșit', 'End', 'Fine')),
        f.number('driving', t('Conducere (h)', 'Driving (h)', 'Guida (h)'), { required: true, min: 0, max: 24, decimals: 2 }),
        f.number('other', t('Alte activități (h)', 'Other work (h)', 'Altre mansioni (h)'), { min: 0, max: 24, decimals: 2 }),
        f.number('available', t('Disponibilitate (h)', 'Availability (h)', 'Disponibilità (h)'), { min: 0, max: 24, decimals: 2 }),
        f.number('rest', t('Odihnă zilnică (h)', 'Daily rest (h)', 'Riposo giornaliero (h)'), { min: 0, max: 24, decimals: 2 }),
        f.number('km', t('Km', 'Km', 'Km'), { min: 0, decimals: 0 }),
      ], { required: true, maxItems: 7 }),
      remarksField(),
    ]),
  ],
  totals: [
    numberTotal('driving', t('Conducere în săptămână (h, max. 56)', 'Driving in the week (h, max. 56)', 'Guida nella settimana (h, max. 56)'), 'sum(days.items.driving)'),
    numberTotal('work', t('Timp de lucru (conducere + alte activități, h)', 'Working time (driving + other work, h)', 'Tempo di lavoro (guida + altre mansioni, h)'), 'sum(days.items.driving) + sum(days.items.other)'),
    numberTotal('longest', t('Cea mai lungă zi de conducere (h)', 'Longest driving day (h)', 'Giornata di guida più lunga (h)'), 'max(days.items.driving)'),
    numberTotal('km', t('Total km', 'Total km', 'Totale km'), 'sum(days.items.km)'),
  ],
  pdfTitle: t('FIȘĂ DE ACTIVITATE ȘOFER', 'DRIVER ACTIVITY SHEET', 'SCHEDA ATTIVITÀ CONDUCENTE'),
  signatures: [L.driver, t('Verificat (dispecer)', 'Checked (dispatcher)', 'Verificato (dispatcher)')],
  footer: t('Timpii se transcriu din datele descărcate din tahograf și de pe cardul șoferului.', "Times are copied from the tachograph download and the driver's card.", 'I tempi sono trascritti dallo scarico del tachigrafo e dalla carta del conducente.'),
  legal: [
    t(
      'Regulamentul (CE) nr. 561/2006: conducere zilnică de cel mult 9 ore (de două ori pe săptămână 10 ore), cel mult 56 de ore pe săptămână și 90 de ore în două săptămâni consecutive; pauză de 45 de minute după 4 ore și 30 de minute de conducere.',
      'Regulation (EC) No 561/2006: daily driving of at most 9 hours (10 hours twice a week), at most 56 hours a week and 90 hours in two consecutive weeks; a 45-minute break after 4 hours 30 minutes of driving.',
      'Regolamento (CE) n. 561/2006: guida giornaliera massima di 9 ore (10 ore due volte a settimana), massimo 56 ore a settimana e 90 ore in due settimane consecutive; pausa di 45 minuti dopo 4 ore e 30 minuti di guida.',
    ),
  ],
  sample: {
    company: sampleCo(),
    driver: { driver: 'Ionuț Bălan', card: 'RO00000123456700', plate: 'CJ 34 TRK', week_from: '2026-03-09' },
    days: {
      items: [
        { date: '2026-03-09', start: '05:30', end: '17:10', driving: 8.5, other: 1, available: 0.5, rest: 11, km: 690 },
        { date: '2026-03-10', start: '06:00', end: '18:45', driving: 9.75, other: 0.75, available: 1, rest: 11, km: 802 },
        { date: '2026-03-11', start: '07:00', end: '15:30', driving: 6, other: 1.5, available: 0, rest: 12, km: 470 },
      ],
      remarks: 'Încărcare la Arad pe 10.03, așteptare la rampă 1 h (disponibilitate).',
    },
  },
});

/** 8. Atestat de activități (Regulamentul (CE) nr. 561/2006 / AETR). */
const attestation = tradeDoc({
  key: 'atestat-activitati-sofer',
  version: 2,
  title: t('Atestat de activități al șoferului (Regulamentul 561/2006 / AETR)', 'Attestation of activities (Regulation 561/2006 / AETR)', 'Attestato di attività del conducente (Reg. 561/2006 / AETR)'),
  description: t(
    'Formularul prin care firma atestă perioadele în care șoferul nu a condus un vehicul cu tahograf (concediu medical, concediu de odihnă, repaus, conducerea unui vehicul exceptat, alte activități, disponibilitate), pentru controlul în trafic.',
    'The form in which the company attests the periods when the driver did not drive a vehicle with a tachograph (sick leave, annual leave, rest, driving an exempt vehicle, other work, availability), for roadside checks.',
    "Il modulo con cui l'azienda attesta i periodi in cui il conducente non ha guidato un veicolo con tachigrafo (malattia, ferie, riposo, guida di veicolo esente, altre mansioni, disponibilità), per i controlli su strada.",
  ),
  category: 'records',
  trades,
  keywords: kw('atestat activitati, formular concediu sofer, certificat activitate sofer, aetr, zile libere sofer tahograf', 'attestation of activities, driver leave form, AETR, tachograph attestation', 'attestato di attività, modulo assenza conducente, aetr, tachigrafo'),
  kind: 'certificate',
  prefix: 'AA',
  company: { numberLabel: t('Atestat nr.', 'Attestation no.', 'Attestato n.'), title: t('1–2. Întreprinderea', '1–2. Undertaking', '1–2. Impresa') },
  steps: [
    step('signatory', t('3–4. Persoana care semnează', '3–4. Person signing', '3–4. Firmatario'), [
      f.text('name', L.name, { required: true, maxLength: 100, width: 'half' }),
      f.text('position', L.position, { required: true, maxLength: 100, width: 'half' }),
    ]),
    step('driver', t('5–8. Șoferul', '5–8. Driver', '5–8. Conducente'), [
      f.text('name', L.name, { required: true, maxLength: 100, width: 'half' }),
      f.date('birth_date', t('Data nașterii', 'Date of birth', 'Data di nascita'), { required: true, width: 'half' }),
      f.text('licence', t('Permis de conducere / act de identitate nr.', 'Driving licence / identity card no.', 'Patente / documento n.'), { required: true, maxLength: 60, width: 'half' }),
      f.date('employed_since', t('Angajat din data', 'Employed since', 'Assunto dal'), { required: true, width: 'half' }),
    ], { prefill: 'history' }),
    step('period', t('9–11. Perioada și motivul', '9–11. Period and reason', '9–11. Periodo e motivo'), [
      f.datetime('from', t('De la (ora, data)', 'From (time, date)', 'Dalle (ora, data)'), { required: true, width: 'half' }),
      f.datetime('to', t('Până la (ora, data)', 'To (time, date)', 'Alle (ora, data)'), { required: true, width: 'half' }),
      f.radio('reason', t('Șoferul', 'The driver', 'Il conducente'), [
        opt('sick', t('a fost în concediu medical', 'was on sick leave', 'era in malattia')),
        opt('annual', t('a fost în concediu de odihnă', 'was on annual leave', 'era in ferie')),
        opt('rest', t('a fost în concediu sau repaus', 'was on leave or rest', 'era in congedo o riposo')),
        opt('exempt', t('a condus un vehicul exceptat de la Reg. 561/2006 sau AETR', 'drove a vehicle exempt from Reg. 561/2006 or AETR', 'ha guidato un veicolo esente dal Reg. 561/2006 o AETR')),
        opt('other_work', t('a efectuat alte activități decât conducerea', 'performed other work than driving', 'ha svolto altre mansioni')),
        opt('available', t('a fost disponibil', 'was available', 'era disponibile')),
      ], { required: true }),
      f.text('place', L.place, { required: true, maxLength: 100 }),
    ]),
  ],
  pdfTitle: t('ATESTAT DE ACTIVITĂȚI', 'ATTESTATION OF ACTIVITIES', 'ATTESTATO DI ATTIVITÀ'),
  signatures: [t('12. Pentru întreprindere', '12. For the undertaking', "12. Per l'impresa"), t('13. Șoferul', '13. Driver', '13. Il conducente')],
  footer: t('Se completează la calculator și se semnează înainte de plecarea în cursă; se păstrează în vehicul.', 'Typed and signed before the journey; kept in the vehicle.', 'Compilato e firmato prima del viaggio; conservato a bordo.'),
  legal: [
    t(
      'Formular de atestare a activităților (Regulamentul (CE) nr. 561/2006 sau AETR).',
      'Attestation of activities form (Regulation (EC) No 561/2006 or the AETR).',
      'Modulo di attestazione delle attività (Regolamento (CE) n. 561/2006 o AETR).',
    ),
  ],
  sample: {
    company: sampleCo(),
    signatory: { name: 'Dana Crișan', position: 'Manager transport' },
    driver: { name: 'Ionuț Bălan', birth_date: '1985-03-04', licence: 'Permis nr. 12345678', employed_since: '2021-05-10' },
    period: { from: '2026-03-02T08:00', to: '2026-03-08T20:00', reason: 'annual', place: 'Turda' },
  },
});

/** 9. Comandă de transport. */
const transportOrder = tradeDoc({
  key: 'comanda-de-transport',
  title: t('Comandă de transport marfă', 'Freight transport order', 'Ordine di trasporto merci'),
  description: t(
    'Comanda fermă către transportator: clientul, locul și intervalul de încărcare și de descărcare, marfa cu greutatea, numărul de paleți și temperatura, tipul vehiculului cerut, prețul convenit, termenul de plată, documentele de returnat și penalitățile.',
    'The firm order to a carrier: the client, loading and unloading places and time windows, the goods with weight, pallets and temperature, the vehicle required, the agreed price, payment term, documents to return and penalties.',
    "L'ordine fermo al vettore: cliente, luogo e fascia oraria di carico e scarico, merce con peso, pallet e temperatura, veicolo richiesto, prezzo concordato, termine di pagamento, documenti da restituire e penali.",
  ),
  category: 'commercial',
  trades,
  keywords: kw('comanda transport, comanda de transport, ordin transport, contract cursa, bursa transport, cursa marfa', 'transport order, freight order, haulage order, load order, booking', 'ordine di trasporto, incarico di trasporto, ordine viaggio, carico'),
  public: true,
  kind: 'order',
  prefix: 'CT',
  company: { numberLabel: t('Comandă nr.', 'Order no.', 'Ordine n.'), title: t('Firmă și comandă', 'Company and order', 'Azienda e ordine') },
  steps: [
    clientStep({ title: t('Transportator / client', 'Carrier / client', 'Vettore / cliente') }),
    step('route', t('Încărcare și descărcare', 'Loading and unloading', 'Carico e scarico'), [
      f.textarea('loading_address', t('Adresa de încărcare', 'Loading address', 'Indirizzo di carico'), { required: true, maxLength: 300 }),
      f.datetime('loading_at', t('Încărcare – data și ora', 'Loading – date and time', 'Carico – data e ora'), { required: true, width: 'half' }),
      f.text('loading_ref', t('Referință încărcare', 'Loading reference', 'Riferimento di carico'), { maxLength: 50, width: 'half' }),
      f.textarea('unloading_address', t('Adresa de descărcare', 'Unloading address', 'Indirizzo di scarico'), { required: true, maxLength: 300 }),
      f.datetime('unloading_at', t('Descărcare – data și ora', 'Unloading – date and time', 'Scarico – data e ora'), { required: true, width: 'half' }),
      f.number('distance', t('Distanță estimată (km)', 'Estimated distance (km)', 'Distanza stimata (km)'), { min: 0, decimals: 0, width: 'half' }),
    ]),
    step('cargo', t('Marfa și vehiculul', 'Cargo and vehicle', 'Merce e veicolo'), [
      f.text('goods', t('Natura mărfii', 'Goods', 'Merce'), { required: true, maxLength: 200 }),
      f.number('weight', t('Greutate (t)', 'Weight (t)', 'Peso (t)'), { required: true, min: 0.01, decimals: 2, width: 'third' }),
      f.number('pallets', t('Paleți', 'Pallets', 'Pallet'), { min: 0, decimals: 0, width: 'third' }),
      f.text('temperature', t('Temperatură (°C)', 'Temperature (°C)', 'Temperatura (°C)'), { maxLength: 20, width: 'third' }),
      f.select('vehicle_type', t('Vehicul cerut', 'Vehicle required', 'Veicolo richiesto'), [
        opt('prelata', t('Prelată 13,6 m', 'Curtainsider 13.6 m', 'Centinato 13,6 m')),
        opt('frigo', t('Frigorific', 'Reefer', 'Frigorifero')),
        opt('duba', t('Dubă 3,5 t', 'Van 3.5 t', 'Furgone 3,5 t')),
        opt('platforma', t('Platformă', 'Flatbed', 'Pianale')),
        opt('cisterna', t('Cisternă', 'Tanker', 'Cisterna')),
      ], { required: true, width: 'half' }),
      f.checkbox('adr', t('Marfă ADR', 'ADR goods', 'Merce ADR'), { width: 'half' }),
    ]),
    step('terms', t('Preț și condiții', 'Price and terms', 'Prezzo e condizioni'), [
      f.money('price', t('Preț convenit (fără TVA)', 'Agreed price (excl. VAT)', 'Prezzo concordato (IVA esclusa)'), { required: true, min: 0, width: 'half' }),
      f.number('payment_days', t('Termen de plată (zile de la primirea documentelor)', 'Payment term (days from receipt of documents)', 'Pagamento (giorni dal ricevimento documenti)'), { required: true, min: 0, decimals: 0, width: 'half' }),
      f.textarea('documents', t('Documente de returnat', 'Documents to return', 'Documenti da restituire'), { maxLength: 500 }),
      f.textarea('conditions', t('Condiții și penalități', 'Conditions and penalties', 'Condizioni e penali'), { maxLength: 2000 }),
    ]),
  ],
  totals: vat21('terms.price'),
  pdfTitle: t('COMANDĂ DE TRANSPORT', 'TRANSPORT ORDER', 'ORDINE DI TRASPORTO'),
  signatures: [t('Beneficiar (ordonator)', 'Ordering party', 'Committente'), t('Transportator – confirmare', 'Carrier – confirmation', 'Vettore – conferma')],
  footer: t('Comanda se confirmă în scris de transportator înainte de încărcare.', 'The carrier confirms the order in writing before loading.', "Il vettore conferma l'ordine per iscritto prima del carico."),
  legal: [
    t(
      'Comanda confirmată are valoare de contract de transport (Codul civil, contractul de transport); transportul internațional se supune Convenției CMR.',
      'The confirmed order is a contract of carriage (Romanian Civil Code, contract of carriage); international carriage is subject to the CMR Convention.',
      "L'ordine confermato vale come contratto di trasporto (Codice civile romeno); il trasporto internazionale è soggetto alla Convenzione CMR.",
    ),
  ],
  vat: { payer: true, rate: 21 },
  sample: {
    company: sampleCo(),
    client: { ...firm, name: 'Rapid Cargo Express SRL' },
    route: {
      loading_address: 'Str. Industriei 12, Reghin, jud. Mureș',
      loading_at: '2026-03-17T08:00',
      loading_ref: 'LD-5521',
      unloading_address: 'Calea Aradului 90, Timișoara, jud. Timiș',
      unloading_at: '2026-03-18T07:00',
      distance: 395,
    },
    cargo: { goods: 'Mobilier ambalat pe paleți', weight: 8.4, pallets: 22, temperature: 'ambient', vehicle_type: 'prelata', adr: false },
    terms: {
      price: 3200,
      payment_days: 30,
      documents: 'CMR / aviz semnat și ștampilat de destinatar, în original',
      conditions: 'Întârzierea la încărcare peste 2 ore se taxează cu 50 lei/oră. Anularea cu mai puțin de 24 de ore înainte: 30% din preț.',
    },
  },
});

/** 10. Proces-verbal de constatare a daunelor la marfă. */
const cargoDamage = tradeDoc({
  key: 'pv-constatare-daune-marfa',
  title: t('Proces-verbal de constatare a daunelor la marfă', 'Cargo damage report', 'Verbale di constatazione danni alla merce'),
  description: t(
    'Constatarea la descărcare a mărfii lipsă sau avariate: documentul de transport, starea sigiliului și a vehiculului, liniile cu cantitatea din document, cea lipsă sau avariată și valoarea estimată, cauza probabilă și rezervele destinatarului.',
    'Recording missing or damaged goods at unloading: the transport document, the state of the seal and vehicle, lines with the quantity on the document, missing or damaged and the estimated value, the likely cause and the consignee’s reservations.',
    'Constatazione allo scarico di merce mancante o danneggiata: documento di trasporto, stato del sigillo e del veicolo, righe con quantità da documento, mancante o danneggiata e valore stimato, causa probabile e riserve del destinatario.',
  ),
  category: 'records',
  trades,
  keywords: kw('constatare daune, marfa avariata, lipsa marfa, rezerve cmr, dauna transport, proces verbal paguba', 'cargo damage, damage report, shortage, CMR reservations, claim', 'danni merce, verbale danni, ammanco, riserve cmr, reclamo trasporto'),
  kind: 'report',
  prefix: 'PVD',
  company: { numberLabel: t('Proces-verbal nr.', 'Report no.', 'Verbale n.'), title: t('Firmă și proces-verbal', 'Company and report', 'Azienda e verbale'), extra: [f.text('place', L.place, { required: true, maxLength: 100 })] },
  steps: [
    step('transport', t('Transportul', 'The carriage', 'Il trasporto'), [
      f.text('document', t('CMR / aviz nr.', 'CMR / delivery note no.', 'CMR / DDT n.'), { required: true, maxLength: 50, width: 'half' }),
      f.text('carrier', t('Transportator', 'Carrier', 'Vettore'), { required: true, maxLength: 200, width: 'half' }),
      ...vehicleIdFields(),
      f.text('driver', L.driver, { maxLength: 100, width: 'half' }),
      f.radio('seal', t('Sigiliul', 'Seal', 'Sigillo'), [opt('intact', t('Intact', 'Intact', 'Integro')), opt('broken', t('Rupt / lipsă', 'Broken / missing', 'Rotto / mancante'))], { required: true, default: 'intact' }),
    ]),
    step('damage', t('Daune constatate', 'Damage found', 'Danni riscontrati'), [
      f.array('items', t('Mărfuri', 'Goods', 'Merci'), [
        f.text('name', L.item, { required: true, maxLength: 150 }),
        f.number('qty_doc', t('Cant. în document', 'Qty on document', 'Q.tà da documento'), { required: true, min: 0, decimals: 3 }),
        f.number('missing', t('Lipsă', 'Missing', 'Mancante'), { min: 0, decimals: 3 }),
        f.number('damaged', t('Avariat', 'Damaged', 'Danneggiato'), { min: 0, decimals: 3 }),
        f.money('unit_value', t('Valoare unitară', 'Unit value', 'Valore unitario'), { min: 0 }),
        f.money('loss', t('Pagubă estimată', 'Estimated loss', 'Danno stimato'), { compute: '(missing + damaged) * unit_value' }),
      ], { required: true, maxItems: 100, role: 'lines.items' }),
      f.textarea('cause', t('Cauza probabilă și descrierea avariei', 'Likely cause and description', 'Causa probabile e descrizione'), { required: true, maxLength: 2000 }),
      f.image('photo', t('Fotografie', 'Photo', 'Foto'), { maxSizeKb: 2048 }),
      f.textarea('driver_statement', t('Declarația șoferului', "Driver's statement", 'Dichiarazione del conducente'), { maxLength: 1000 }),
    ]),
  ],
  totals: [sumTotal('loss', t('Total pagubă estimată', 'Total estimated loss', 'Totale danno stimato'), 'sum(damage.items.loss)')],
  pdfTitle: t('PV CONSTATARE DAUNE', 'DAMAGE REPORT', 'VERBALE DANNI'),
  signatures: [t('Destinatar', 'Consignee', 'Destinatario'), L.driver],
  footer: t('Procesul-verbal se semnează de destinatar și de șofer la descărcare; o copie însoțește CMR-ul.', 'The report is signed by the consignee and the driver at unloading; a copy goes with the CMR.', 'Il verbale è firmato da destinatario e conducente allo scarico; una copia accompagna la CMR.'),
  legal: [
    t(
      'Rezervele pentru pierderi sau avarii aparente se fac la livrare; pentru cele neaparente, în scris în 7 zile de la livrare, duminicile și sărbătorile exceptate (Convenția CMR, art. 30).',
      'Reservations for apparent loss or damage are made at delivery; for damage not apparent, in writing within 7 days of delivery, Sundays and public holidays excepted (CMR Convention, art. 30).',
      'Le riserve per perdite o avarie apparenti si fanno alla consegna; per quelle non apparenti, per iscritto entro 7 giorni dalla consegna, domeniche e festivi esclusi (Convenzione CMR, art. 30).',
    ),
  ],
  sample: {
    company: sampleCo({ place: 'Timișoara' }),
    transport: { document: 'CMR 0045871', carrier: 'Trans Carpatica Logistic SRL', plate: 'CJ 34 TRK', trailer: 'CJ 35 TRK', driver: 'Ionuț Bălan', seal: 'intact' },
    damage: {
      items: [
        { name: 'Masă lemn masiv 180×90', qty_doc: 12, damaged: 2, unit_value: 1450 },
        { name: 'Scaun tapițat', qty_doc: 48, missing: 1, unit_value: 320 },
      ],
      cause: 'Palet răsturnat în timpul transportului; colțurile a două mese sunt spărgite, ambalaj rupt.',
      driver_statement: 'Frânare bruscă pe DN7, la Deva; marfa a fost asigurată cu 4 chingi.',
    },
  },
});

/** 11. Raport de cursă internațională (km pe țări). */
const tripReport = tradeDoc({
  key: 'raport-cursa-internationala',
  title: t('Raport de cursă internațională (km pe țări)', 'International trip report (km by country)', 'Rapporto di viaggio internazionale (km per paese)'),
  description: t(
    'Raportul șoferului la întoarcerea dintr-o cursă: km de tahograf la plecare și la sosire, trecerile de frontieră cu data și ora, km parcurși în fiecare țară (pentru taxe de drum și salarizare), încărcări și descărcări.',
    "The driver's report after a trip: tachograph km at departure and return, border crossings with date and time, km driven in each country (for tolls and pay), loadings and unloadings.",
    'Il rapporto del conducente al rientro: km del tachigrafo alla partenza e al rientro, passaggi di frontiera con data e ora, km percorsi in ogni paese (per pedaggi e retribuzione), carichi e scarichi.',
  ),
  category: 'trip-logs',
  trades,
  keywords: kw('raport cursa, cursa internationala, km pe tari, treceri frontiera, decont cursa sofer', 'trip report, international trip, km per country, border crossing, driver report', 'rapporto di viaggio, viaggio internazionale, km per paese, frontiera'),
  kind: 'report',
  prefix: 'RC',
  company: { numberLabel: t('Raport nr.', 'Report no.', 'Rapporto n.'), title: t('Unitate și raport', 'Company and report', 'Azienda e rapporto') },
  steps: [
    step('trip', t('Cursa', 'The trip', 'Il viaggio'), [
      f.text('driver', L.driver, { required: true, maxLength: 100, width: 'half' }),
      ...vehicleIdFields(),
      f.text('order_ref', t('Comandă / CMR', 'Order / CMR', 'Ordine / CMR'), { maxLength: 60, width: 'half' }),
      f.number('km_start', t('Km tahograf la plecare', 'Tachograph km at departure', 'Km tachigrafo alla partenza'), { required: true, min: 0, decimals: 0, role: 'trip.km_start', width: 'half' }),
      f.number('km_end', t('Km tahograf la întoarcere', 'Tachograph km on return', 'Km tachigrafo al rientro'), { required: true, min: 0, decimals: 0, role: 'trip.km_end', width: 'half' }),
    ]),
    step('countries', t('Țări și frontiere', 'Countries and borders', 'Paesi e frontiere'), [
      f.array('items', t('Țări parcurse', 'Countries crossed', 'Paesi attraversati'), [
        f.text('country', t('Țara', 'Country', 'Paese'), { required: true, maxLength: 40 }),
        f.text('border', t('Punct de frontieră (intrare)', 'Border crossing (entry)', 'Valico (ingresso)'), { maxLength: 80 }),
        f.datetime('entered', t('Intrare', 'Entered', 'Ingresso')),
        f.number('km', t('Km în țară', 'Km in the country', 'Km nel paese'), { required: true, min: 0, decimals: 0 }),
      ], { required: true, maxItems: 30 }),
      remarksField(),
    ]),
  ],
  totals: [
    numberTotal('km', t('Km declarați pe țări', 'Km declared by country', 'Km dichiarati per paese'), 'sum(countries.items.km)'),
    numberTotal('tachograph', t('Km tahograf', 'Tachograph km', 'Km tachigrafo'), 'trip.km_end - trip.km_start'),
    numberTotal('difference', t('Diferență', 'Difference', 'Differenza'), 'totals.tachograph - totals.km'),
  ],
  pdfTitle: t('RAPORT DE CURSĂ', 'TRIP REPORT', 'RAPPORTO DI VIAGGIO'),
  signatures: [L.driver, t('Dispecer', 'Dispatcher', 'Dispatcher')],
  footer: t(
    'Km pe țări se confruntă cu datele descărcate din tahograf și cu rapoartele de taxare rutieră.',
    'The km by country are checked against the tachograph download and the road toll statements.',
    'I km per paese si confrontano con lo scarico del tachigrafo e con gli estratti dei pedaggi.',
  ),
  sample: {
    company: sampleCo(),
    trip: { driver: 'Ionuț Bălan', plate: 'CJ 34 TRK', trailer: 'CJ 35 TRK', order_ref: 'CMR 0045871', km_start: 415980, km_end: 419020 },
    countries: {
      items: [
        { country: 'România', border: '', km: 410 },
        { country: 'Ungaria', border: 'Nădlac – Csanádpalota', entered: '2026-03-16T14:20', km: 520 },
        { country: 'Austria', border: 'Nickelsdorf', entered: '2026-03-16T21:05', km: 310 },
        { country: 'Germania', border: 'Suben', entered: '2026-03-17T06:30', km: 280 },
      ],
      remarks: 'Retur gol pe aceeași rută.',
    },
  },
});

/** 12. Registrul documentelor flotei (expirări). */
const fleetPapers = tradeDoc({
  key: 'registru-documente-flota',
  title: t('Registrul documentelor flotei (ITP, RCA, rovinietă, tahograf)', 'Fleet documents register (inspection, insurance, vignette, tachograph)', 'Registro scadenze flotta (revisione, RCA, vignetta, tachigrafo)'),
  description: t(
    'Evidența documentelor fiecărui vehicul din flotă cu datele de expirare: ITP, RCA, CASCO, rovinietă, verificarea periodică a tahografului și copia conformă a licenței de transport, pentru a nu circula cu acte expirate.',
    "Each fleet vehicle's papers with their expiry dates: roadworthiness inspection, liability insurance, comprehensive cover, vignette, the tachograph's periodic check and the certified copy of the transport licence, so no vehicle runs with expired papers.",
    'Le scadenze dei documenti di ogni veicolo della flotta: revisione, RCA, kasko, vignetta, verifica periodica del tachigrafo e copia conforme della licenza, per non circolare con documenti scaduti.',
  ),
  category: 'records',
  trades,
  keywords: kw('registru flota, expirare itp, expirare rca, rovinieta, verificare tahograf, copie conforma, acte masini', 'fleet register, inspection expiry, insurance expiry, vignette, tachograph calibration, fleet documents', 'registro flotta, scadenza revisione, scadenza assicurazione, vignetta, taratura tachigrafo'),
  kind: 'register',
  prefix: 'RDF',
  company: { numberLabel: t('Registru nr.', 'Register no.', 'Registro n.'), title: t('Unitate și registru', 'Company and register', 'Azienda e registro') },
  steps: [
    step('vehicles', t('Vehicule', 'Vehicles', 'Veicoli'), [
      f.array('items', t('Vehicule și documente', 'Vehicles and papers', 'Veicoli e documenti'), [
        f.plate('plate', t('Nr. înmatriculare', 'Licence plate', 'Targa'), { required: true }),
        f.text('model', t('Marcă / model', 'Make / model', 'Marca / modello'), { maxLength: 60 }),
        f.date('itp', t('ITP până la', 'Inspection until', 'Revisione fino al'), { required: true }),
        f.date('rca', t('RCA până la', 'Insurance until', 'RCA fino al'), { required: true }),
        f.date('casco', t('CASCO până la', 'Comprehensive until', 'Kasko fino al')),
        f.date('vignette', t('Rovinietă până la', 'Vignette until', 'Vignetta fino al')),
        f.date('tachograph', t('Verificare tahograf până la', 'Tachograph check until', 'Verifica tachigrafo fino al')),
        f.text('licence_copy', t('Copie conformă nr.', 'Licence copy no.', 'Copia conforme n.'), { maxLength: 30 }),
      ], { required: true, maxItems: 300 }),
      remarksField(),
    ]),
  ],
  totals: [numberTotal('vehicles', t('Vehicule în evidență', 'Vehicles listed', 'Veicoli registrati'), 'count(vehicles.items.plate)')],
  pdfTitle: t('REGISTRUL DOCUMENTELOR FLOTEI', 'FLEET DOCUMENTS REGISTER', 'REGISTRO SCADENZE FLOTTA'),
  signatures: [t('Responsabil flotă', 'Fleet manager', 'Responsabile flotta')],
  footer: t(
    'Vehiculele de transport rutier contra cost circulă cu ITP, RCA și rovinietă valabile, cu tahograful verificat periodic și cu copia conformă a licenței de transport la bord.',
    'Vehicles for hire or reward must run with a valid inspection, insurance and vignette, a periodically checked tachograph and the certified copy of the transport licence on board.',
    'I veicoli per trasporto conto terzi circolano con revisione, RCA e vignetta validi, tachigrafo verificato periodicamente e copia conforme della licenza a bordo.',
  ),
  sample: {
    company: sampleCo(),
    vehicles: {
      items: [
        { plate: 'CJ 34 TRK', model: 'Mercedes-Benz Actros', itp: '2026-08-14', rca: '2026-06-30', casco: '2026-06-30', vignette: '2026-12-31', tachograph: '2027-02-10', licence_copy: '0123456' },
        { plate: 'CJ 07 FLT', model: 'Ford Transit Custom', itp: '2026-11-20', rca: '2026-09-30', vignette: '2026-12-31', licence_copy: '0123457' },
      ],
      remarks: 'Verificare lunară a termenelor, în prima zi lucrătoare.',
    },
  },
});

/** 13. Raport de incident rutier (intern). */
const incident = tradeDoc({
  key: 'raport-incident-rutier',
  title: t('Raport de incident rutier', 'Road incident report', 'Rapporto di incidente stradale'),
  description: t(
    'Raportul intern al șoferului după un accident sau incident: data, ora și locul, vehiculul, cealaltă parte (nr. înmatriculare, asigurător), dacă s-a chemat poliția sau s-a completat constatarea amiabilă, descrierea, răniți, martori și fotografii.',
    "The driver's internal report after an accident or incident: date, time and place, the vehicle, the other party (plate, insurer), whether police were called or a joint accident report was filled in, description, injuries, witnesses and photos.",
    'Il rapporto interno del conducente dopo un incidente: data, ora e luogo, veicolo, controparte (targa, assicurazione), intervento della polizia o constatazione amichevole, descrizione, feriti, testimoni e foto.',
  ),
  category: 'records',
  trades: ['transport', 'general'],
  keywords: kw('raport accident, incident rutier, constatare amiabila, accident masina firma, dauna auto, declaratie sofer', 'accident report, road incident, vehicle accident, insurance claim, driver statement', 'rapporto incidente, sinistro stradale, constatazione amichevole, denuncia sinistro'),
  kind: 'report',
  prefix: 'RI',
  company: { numberLabel: t('Raport nr.', 'Report no.', 'Rapporto n.'), title: t('Firmă și raport', 'Company and report', 'Azienda e rapporto') },
  steps: [
    step('event', t('Evenimentul', 'The event', "L'evento"), [
      f.datetime('when', t('Data și ora', 'Date and time', 'Data e ora'), { required: true, width: 'half' }),
      f.text('where', t('Locul (drum, km, localitate)', 'Place (road, km, town)', 'Luogo (strada, km, località)'), { required: true, maxLength: 200 }),
      plateField(),
      f.text('driver', L.driver, { required: true, maxLength: 100, width: 'half' }),
      f.plate('other_plate', t('Nr. înmatriculare al celeilalte părți', "Other party's plate", 'Targa della controparte'), { width: 'half' }),
      f.text('other_insurer', t('Asigurătorul celeilalte părți, poliță', "Other party's insurer, policy", 'Assicurazione della controparte, polizza'), { maxLength: 150, width: 'half' }),
      f.checkbox('police', t('Poliția a fost chemată', 'Police were called', 'È intervenuta la polizia'), { width: 'third' }),
      f.checkbox('joint_report', t('Constatare amiabilă completată', 'Joint accident report filled in', 'Constatazione amichevole compilata'), { width: 'third' }),
      f.checkbox('injuries', t('Persoane rănite', 'People injured', 'Persone ferite'), { width: 'third' }),
    ]),
    step('account', t('Descriere', 'Account', 'Descrizione'), [
      f.textarea('description', t('Cum s-a produs', 'How it happened', 'Dinamica'), { required: true, maxLength: 3000 }),
      f.textarea('damage', t('Avarii la vehiculul propriu și la marfă', 'Damage to own vehicle and cargo', 'Danni al proprio veicolo e alla merce'), { maxLength: 2000 }),
      peopleField('witnesses', t('Martori', 'Witnesses', 'Testimoni'), { required: false }),
      f.image('photo', t('Fotografie', 'Photo', 'Foto'), { maxSizeKb: 2048 }),
    ]),
  ],
  pdfTitle: t('RAPORT DE INCIDENT', 'INCIDENT REPORT', 'RAPPORTO DI INCIDENTE'),
  signatures: [L.driver, t('Responsabil flotă', 'Fleet manager', 'Responsabile flotta')],
  footer: t(
      'Dacă sunt victime, se anunță de îndată 112 și poliția; constatarea amiabilă se poate folosi numai pentru pagube materiale, fără răniți.',
      'If anyone is hurt, call 112 and the police at once; a joint accident report may be used only for material damage without injuries.',
      'In caso di feriti si chiamano subito il 112 e la polizia; la constatazione amichevole vale solo per danni materiali senza feriti.',
    ),
  legal: [gdprNote],
  sample: {
    company: sampleCo(),
    event: { when: '2026-03-12T16:40', where: 'DN1, km 452, Florești, jud. Cluj', plate: 'CJ 07 FLT', driver: 'Radu Ștefănescu', other_plate: 'B 123 XYZ', other_insurer: 'Allianz-Țiriac, poliță RO/25/123456', police: false, joint_report: true, injuries: false },
    account: {
      description: 'Autoturismul B 123 XYZ a frânat brusc la semafor; autoutilitara a lovit ușor bara din spate a acestuia.',
      damage: 'Bară față fisurată, proiector stânga spart; marfa nu a fost afectată.',
      witnesses: [{ name: 'Maria Pop', position: 'Pieton' }],
    },
  },
});

/** 14. Contract de transport marfă. */
const transportContract = tradeDoc({
  key: 'contract-transport-marfa',
  title: t('Contract de transport rutier de marfă', 'Road haulage contract', 'Contratto di trasporto merci su strada'),
  description: t(
    'Contract-cadru între transportator și beneficiar: obiectul (rute, tipuri de marfă), durata, tarifele, obligațiile transportatorului (vehicul adecvat, livrare la termen, asigurarea CMR) și ale beneficiarului (încărcare, documente, plată), răspunderea, penalități, reziliere și litigii.',
    'A framework contract between a carrier and a customer: subject (routes, goods), term, rates, the carrier’s duties (suitable vehicle, on-time delivery, CMR insurance) and the customer’s (loading, documents, payment), liability, penalties, termination and disputes.',
    'Contratto quadro tra vettore e committente: oggetto (tratte, merci), durata, tariffe, obblighi del vettore (veicolo idoneo, consegna puntuale, assicurazione CMR) e del committente (carico, documenti, pagamento), responsabilità, penali, risoluzione e controversie.',
  ),
  category: 'commercial',
  trades,
  keywords: kw('contract transport, contract de transport marfa, contract cadru transport, transportator, expeditie', 'haulage contract, transport contract, carriage agreement, framework contract, carrier', 'contratto di trasporto, contratto quadro, vettore, autotrasporto'),
  kind: 'contract',
  prefix: 'CTR',
  company: { numberLabel: t('Contract nr.', 'Contract no.', 'Contratto n.'), title: t('Transportator', 'Carrier', 'Vettore'), extra: [f.text('representative', t('Reprezentat prin', 'Represented by', 'Rappresentato da'), { required: true, maxLength: 100 })] },
  steps: [
    clientStep({ title: t('Beneficiar', 'Customer', 'Committente'), addressRequired: true }),
    step('clauses', t('Clauze', 'Clauses', 'Clausole'), [
      f.textarea('subject', t('Obiectul contractului', 'Subject', 'Oggetto'), { required: true, maxLength: 2000 }),
      f.date('start', t('Valabil de la', 'Valid from', 'Valido dal'), { required: true, width: 'half' }),
      f.number('months', t('Durata (luni)', 'Term (months)', 'Durata (mesi)'), { required: true, min: 1, decimals: 0, width: 'half' }),
      f.money('rate_km', t('Tarif (lei/km, fără TVA)', 'Rate (lei/km, excl. VAT)', 'Tariffa (lei/km, IVA esclusa)'), { required: true, min: 0, width: 'half' }),
      f.number('payment_days', t('Termen de plată (zile)', 'Payment term (days)', 'Pagamento (giorni)'), { required: true, min: 0, decimals: 0, width: 'half' }),
      f.textarea('carrier_duties', t('Obligațiile transportatorului', "Carrier's duties", 'Obblighi del vettore'), { required: true, maxLength: 3000 }),
      f.textarea('customer_duties', t('Obligațiile beneficiarului', "Customer's duties", 'Obblighi del committente'), { required: true, maxLength: 3000 }),
      f.textarea('liability', t('Răspundere și penalități', 'Liability and penalties', 'Responsabilità e penali'), { required: true, maxLength: 3000 }),
      f.textarea('termination', t('Încetare, forță majoră, litigii', 'Termination, force majeure, disputes', 'Risoluzione, forza maggiore, controversie'), { required: true, maxLength: 3000 }),
    ]),
  ],
  layout: 'contract',
  pdfTitle: t('CONTRACT DE TRANSPORT', 'HAULAGE CONTRACT', 'CONTRATTO DI TRASPORTO'),
  signatures: [t('Transportator', 'Carrier', 'Vettore'), t('Beneficiar', 'Customer', 'Committente')],
  footer: twoCopies,
  legal: [
    t(
        'Contractul se completează cu dispozițiile Codului civil privind contractul de transport; transporturile internaționale se supun Convenției CMR (Geneva, 1956).',
        'The contract is supplemented by the Romanian Civil Code provisions on contracts of carriage; international carriage is subject to the CMR Convention (Geneva, 1956).',
        'Il contratto è integrato dalle norme del Codice civile romeno sul contratto di trasporto; i trasporti internazionali sono soggetti alla Convenzione CMR (Ginevra, 1956).',
      ),
  ],
  sample: {
    company: sampleCo({ representative: 'Dana Crișan, administrator' }),
    client: firm,
    clauses: {
      subject: 'Transportul rutier de mobilier și materiale de ambalare pe rutele Reghin – București și Reghin – Timișoara, la comanda scrisă a beneficiarului.',
      start: '2026-04-01',
      months: 12,
      rate_km: 6.8,
      payment_days: 30,
      carrier_duties: 'Pune la dispoziție vehicule prelată 13,6 m în stare tehnică bună, livrează în termenul din comandă, deține asigurare CMR de cel puțin 100.000 EUR.',
      customer_duties: 'Încarcă marfa ambalat corespunzător, predă documentele de însoțire, plătește factura în termen.',
      liability: 'Întârzierea livrării din culpa transportatorului: 0,1% din valoarea transportului pe zi. Întârzierea plății: 0,05% pe zi din suma datorată.',
      termination: 'Oricare parte poate denunța contractul cu notificare de 30 de zile. Litigiile se soluționează amiabil, apoi de instanța de la sediul transportatorului.',
    },
  },
});

/** 15. Fișă de încărcare / descărcare. */
const loadingSheet = tradeDoc({
  key: 'fisa-incarcare-descarcare',
  title: t('Fișă de încărcare-descărcare (timpi, sigilii, paleți)', 'Loading and unloading sheet (times, seals, pallets)', 'Scheda di carico e scarico (tempi, sigilli, pallet)'),
  description: t(
    'Consemnarea la rampă a sosirii vehiculului, a începutului și sfârșitului încărcării sau descărcării, a orelor de așteptare facturabile, a sigiliilor, a temperaturii, a greutății și a paleților schimbați.',
    "Recording at the dock the vehicle's arrival, the start and end of loading or unloading, billable waiting hours, seals, temperature, weight and pallets exchanged.",
    "Registrazione alla baia dell'arrivo del veicolo, di inizio e fine carico o scarico, ore di attesa fatturabili, sigilli, temperatura, peso e pallet scambiati.",
  ),
  category: 'records',
  trades,
  keywords: kw('fisa incarcare, descarcare, timp asteptare rampa, sigiliu, stationare camion, rampa', 'loading sheet, unloading, dock waiting time, seal number, demurrage', 'scheda di carico, scarico, tempi di attesa, sigillo, sosta'),
  kind: 'report',
  prefix: 'FID',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Firmă și fișă', 'Company and sheet', 'Azienda e scheda') },
  steps: [
    step('operation', t('Operațiunea', 'Operation', 'Operazione'), [
      f.radio('kind', t('Tip', 'Type', 'Tipo'), [opt('loading', t('Încărcare', 'Loading', 'Carico')), opt('unloading', t('Descărcare', 'Unloading', 'Scarico'))], { required: true, default: 'loading' }),
      f.text('site', t('Locația (firmă, adresă, rampă)', 'Site (company, address, dock)', 'Luogo (azienda, indirizzo, baia)'), { required: true, maxLength: 200 }),
      f.text('document', t('CMR / aviz / comandă', 'CMR / note / order', 'CMR / DDT / ordine'), { maxLength: 60, width: 'half' }),
      ...vehicleIdFields(),
      f.text('driver', L.driver, { maxLength: 100, width: 'half' }),
    ]),
    step('times', t('Timpi', 'Times', 'Tempi'), [
      f.datetime('arrived', t('Sosire la rampă', 'Arrival at the dock', 'Arrivo alla baia'), { required: true, width: 'half' }),
      f.datetime('started', t('Început operațiune', 'Operation started', 'Inizio operazione'), { required: true, width: 'half' }),
      f.datetime('finished', t('Sfârșit operațiune', 'Operation finished', 'Fine operazione'), { required: true, width: 'half' }),
      f.number('free_hours', t('Ore libere incluse', 'Free hours included', 'Ore di franchigia'), { min: 0, decimals: 1, default: 2, width: 'half' }),
      f.number('waiting_hours', t('Ore de staționare totale', 'Total waiting hours', 'Ore di sosta totali'), { required: true, min: 0, decimals: 1, width: 'half' }),
      f.money('waiting_rate', t('Tarif staționare (lei/oră)', 'Waiting rate (lei/hour)', 'Tariffa sosta (lei/ora)'), { min: 0, width: 'half' }),
    ]),
    step('cargo', t('Marfă, sigilii, paleți', 'Cargo, seals, pallets', 'Merce, sigilli, pallet'), [
      f.text('seals', t('Sigilii nr.', 'Seal numbers', 'Sigilli n.'), { maxLength: 100, width: 'half' }),
      f.text('temperature', t('Temperatură la rampă (°C)', 'Temperature at the dock (°C)', 'Temperatura alla baia (°C)'), { maxLength: 20, width: 'half' }),
      f.number('weight', t('Greutate (kg)', 'Weight (kg)', 'Peso (kg)'), { min: 0, decimals: 0, width: 'third' }),
      f.number('pallets_given', t('Paleți EUR predați', 'EUR pallets given', 'Pallet EUR consegnati'), { min: 0, decimals: 0, width: 'third' }),
      f.number('pallets_received', t('Paleți EUR primiți', 'EUR pallets received', 'Pallet EUR ricevuti'), { min: 0, decimals: 0, width: 'third' }),
      remarksField(),
    ]),
  ],
  totals: [
    numberTotal('billable', t('Ore de staționare facturabile', 'Billable waiting hours', 'Ore di sosta fatturabili'), 'max(times.waiting_hours - times.free_hours, 0)'),
    sumTotal('waiting', t('Valoare staționare', 'Waiting charge', 'Importo sosta'), 'round(totals.billable * times.waiting_rate, 2)'),
    numberTotal('pallets', t('Sold paleți (primiți − predați)', 'Pallet balance (received − given)', 'Saldo pallet (ricevuti − consegnati)'), 'cargo.pallets_received - cargo.pallets_given'),
  ],
  pdfTitle: t('FIȘĂ DE ÎNCĂRCARE', 'LOADING SHEET', 'SCHEDA DI CARICO'),
  signatures: [t('Magazioner / responsabil rampă', 'Dock supervisor', 'Responsabile di baia'), L.driver],
  footer: t(
    'Orele de staționare peste timpul liber convenit se facturează conform comenzii de transport; sigiliile se verifică și la descărcare.',
    'Waiting beyond the agreed free time is invoiced under the transport order; seals are checked again at unloading.',
    'La sosta oltre la franchigia concordata si fattura secondo l’ordine di trasporto; i sigilli si verificano anche allo scarico.',
  ),
  sample: {
    company: sampleCo(),
    operation: { kind: 'loading', site: 'Mobila Țării SRL, Reghin – rampa 3', document: 'CT-0009', plate: 'CJ 34 TRK', trailer: 'CJ 35 TRK', driver: 'Ionuț Bălan' },
    times: { arrived: '2026-03-17T07:40', started: '2026-03-17T10:15', finished: '2026-03-17T11:50', free_hours: 2, waiting_hours: 4.2, waiting_rate: 50 },
    cargo: { seals: '004512, 004513', temperature: 'ambient', weight: 8400, pallets_given: 22, pallets_received: 20, remarks: 'Doi paleți EUR nereturnați – se recuperează la cursa următoare.' },
  },
});

/** 16. Evidența schimbului de paleți. */
const pallets = tradeDoc({
  key: 'evidenta-schimb-paleti',
  title: t('Evidența schimbului de paleți cu un partener', 'Pallet exchange ledger with a partner', 'Registro scambio pallet con un partner'),
  description: t(
    'Contul de paleți cu un client sau furnizor: pe fiecare operațiune paleții EUR și alte tipuri predați și primiți, soldul pe linie și soldul total de recuperat sau de restituit, valoarea lui la prețul convenit.',
    'The pallet account with a customer or supplier: for each operation the EUR and other pallets given and received, the balance per line and the total balance to recover or return, valued at the agreed price.',
    'Il conto pallet con un cliente o fornitore: per ogni operazione pallet EUR e altri consegnati e ricevuti, saldo di riga e saldo totale da recuperare o restituire, valorizzato al prezzo concordato.',
  ),
  category: 'records',
  trades,
  keywords: kw('paleti, schimb paleti, sold paleti, europaleti, paleti euro, bon paleti', 'pallet exchange, pallet account, euro pallets, pallet balance, pallet note', 'scambio pallet, conto pallet, europallet, saldo pallet, buono pallet'),
  kind: 'register',
  prefix: 'PAL',
  company: { numberLabel: t('Fișa nr.', 'Ledger no.', 'Scheda n.'), title: t('Firmă și fișă', 'Company and ledger', 'Azienda e scheda') },
  steps: [
    clientStep({ title: t('Partener', 'Partner', 'Partner') }),
    step('moves', t('Operațiuni', 'Operations', 'Operazioni'), [
      f.array('items', t('Operațiuni', 'Operations', 'Operazioni'), [
        f.date('date', L.date, { required: true }),
        f.text('document', t('Document (CMR, aviz)', 'Document (CMR, note)', 'Documento (CMR, DDT)'), { required: true, maxLength: 50 }),
        f.select('type', t('Tip palet', 'Pallet type', 'Tipo pallet'), [opt('eur', t('EUR 1200×800', 'EUR 1200×800', 'EUR 1200×800')), opt('ind', t('Industrial 1200×1000', 'Industrial 1200×1000', 'Industriale 1200×1000')), opt('other', t('Alt tip', 'Other', 'Altro'))], { required: true, default: 'eur' }),
        f.number('given', t('Predați', 'Given', 'Consegnati'), { min: 0, decimals: 0 }),
        f.number('received', t('Primiți', 'Received', 'Ricevuti'), { min: 0, decimals: 0 }),
        f.number('balance', t('Sold linie', 'Line balance', 'Saldo riga'), { compute: 'given - received', decimals: 0 }),
      ], { required: true, maxItems: 300 }),
      f.money('pallet_price', t('Preț convenit pe palet (lei)', 'Agreed price per pallet (lei)', 'Prezzo concordato per pallet (lei)'), { min: 0, width: 'half' }),
    ]),
  ],
  totals: [
    numberTotal('balance', t('Paleți de recuperat de la partener', 'Pallets to recover from the partner', 'Pallet da recuperare dal partner'), 'sum(moves.items.balance)'),
    sumTotal('value', t('Valoarea soldului', 'Value of the balance', 'Valore del saldo'), 'round(totals.balance * moves.pallet_price, 2)'),
  ],
  pdfTitle: t('EVIDENȚĂ PALEȚI', 'PALLET LEDGER', 'REGISTRO PALLET'),
  signatures: [t('Pentru firmă', 'For the company', "Per l'azienda"), t('Partener – confirmare sold', 'Partner – balance confirmed', 'Partner – saldo confermato')],
  footer: t(
    'Un sold pozitiv înseamnă paleți datorați firmei de partener; soldul confirmat de ambele părți se restituie în natură sau se facturează la prețul convenit.',
    'A positive balance means pallets the partner owes the company; the balance both parties confirm is returned in kind or invoiced at the agreed price.',
    "Un saldo positivo indica pallet dovuti dal partner all'azienda; il saldo confermato si restituisce in natura o si fattura al prezzo concordato.",
  ),
  sample: {
    company: sampleCo(),
    client: firm,
    moves: {
      items: [
        { date: '2026-03-03', document: 'CMR 0045790', type: 'eur', given: 33, received: 30 },
        { date: '2026-03-10', document: 'AVZ-0041', type: 'eur', given: 22, received: 24 },
        { date: '2026-03-16', document: 'CMR 0045871', type: 'ind', given: 6, received: 0 },
      ],
      pallet_price: 48.5,
    },
  },
});

/** 17. Calculul diurnei internaționale. */
const perDiem = tradeDoc({
  key: 'calcul-diurna-internationala',
  version: 2,
  title: t('Calculul diurnei pentru deplasări externe', 'Per diem calculation for trips abroad', 'Calcolo della diaria per trasferte estere'),
  description: t(
    'Calculul indemnizației de deplasare a șoferului în transport internațional: pe fiecare țară zilele petrecute și diurna pe zi în euro, totalul cuvenit, avansul în valută și diferența de plată.',
    "The allowance of a driver on international trips: for each country the days spent and the daily rate in euro, the total due, the foreign-currency advance and the balance.",
    "Il calcolo dell'indennità di trasferta del conducente internazionale: per ogni paese i giorni e la diaria giornaliera in euro, il totale, l'anticipo in valuta e il saldo.",
  ),
  category: 'trip-logs',
  trades,
  keywords: kw('diurna externa, diurna sofer, diurna international, indemnizatie deplasare, diurna euro', 'per diem abroad, driver allowance, international allowance, subsistence allowance', 'diaria estero, indennità di trasferta, diaria autista'),
  kind: 'finance',
  prefix: 'DIU',
  currency: 'EUR',
  company: { numberLabel: t('Calcul nr.', 'Calculation no.', 'Calcolo n.'), title: t('Unitate și calcul', 'Company and calculation', 'Azienda e calcolo') },
  steps: [
    step('driver', t('Șofer și perioadă', 'Driver and period', 'Conducente e periodo'), [
      f.text('driver', L.driver, { required: true, maxLength: 100, width: 'half' }),
      f.text('order_ref', t('Ordin de deplasare nr.', 'Delegation order no.', 'Ordine di trasferta n.'), { maxLength: 30, width: 'half' }),
      f.date('from', t('De la', 'From', 'Dal'), { required: true, width: 'half' }),
      f.date('to', t('Până la', 'To', 'Al'), { required: true, width: 'half' }),
      f.money('advance', t('Avans în valută (EUR)', 'Foreign-currency advance (EUR)', 'Anticipo in valuta (EUR)'), { min: 0, width: 'half' }),
    ], { prefill: 'history' }),
    step('countries', t('Țări', 'Countries', 'Paesi'), [
      f.array('items', t('Zile pe țări', 'Days by country', 'Giorni per paese'), [
        f.text('country', t('Țara', 'Country', 'Paese'), { required: true, maxLength: 40 }),
        f.number('days', t('Zile', 'Days', 'Giorni'), { required: true, min: 0, decimals: 1 }),
        f.money('rate', t('Diurnă / zi (EUR)', 'Per day (EUR)', 'Al giorno (EUR)'), { required: true, min: 0 }),
        f.money('value', t('Valoare (EUR)', 'Amount (EUR)', 'Importo (EUR)'), { compute: 'round(days * rate, 2)' }),
      ], { required: true, maxItems: 30 }),
    ]),
  ],
  totals: [
    numberTotal('days', t('Total zile', 'Total days', 'Totale giorni'), 'sum(countries.items.days)'),
    sumTotal('allowance', t('Diurnă cuvenită', 'Allowance due', 'Diaria spettante'), 'sum(countries.items.value)'),
    sumTotal('balance', t('Rest de plată șoferului', 'Balance due to the driver', 'Saldo da pagare al conducente'), 'max(totals.allowance - driver.advance, 0)'),
  ],
  pdfTitle: t('CALCUL DIURNĂ EXTERNĂ', 'PER DIEM CALCULATION', 'CALCOLO DIARIA ESTERO'),
  signatures: [L.driver, t('Întocmit (contabilitate)', 'Prepared (accounts)', 'Redatto (contabilità)')],
  footer: t('Zilele pe țări se stabilesc după trecerile de frontieră din raportul de cursă.', 'Days by country follow the border crossings of the trip report.', 'I giorni per paese seguono i passaggi di frontiera del rapporto di viaggio.'),
  legal: [
    t(
      'Partea neimpozabilă a diurnei pentru deplasări externe se stabilește potrivit Codului fiscal în vigoare la data deplasării.',
      'The tax-free part of the allowance for trips abroad follows the Romanian Fiscal Code in force on the date of the trip.',
      "La parte esente della diaria per trasferte all'estero segue il Codice fiscale romeno in vigore alla data della trasferta.",
    ),
  ],
  sample: {
    company: sampleCo(),
    driver: { driver: 'Ionuț Bălan', order_ref: 'OD-0013', from: '2026-03-16', to: '2026-03-20', advance: 150 },
    countries: {
      items: [
        { country: 'Ungaria', days: 1, rate: 35 },
        { country: 'Austria', days: 1, rate: 52.5 },
        { country: 'Germania', days: 3, rate: 87.5 },
      ],
    },
  },
});

/** 18. Confirmare de livrare (POD). */
const proofOfDelivery = tradeDoc({
  key: 'confirmare-livrare-pod',
  title: t('Confirmare de livrare (POD)', 'Proof of delivery (POD)', 'Prova di consegna (POD)'),
  description: t(
    'Dovada livrării către destinatar: documentul de transport, persoana care primește cu actul de identitate, data și ora, cantitățile comandate și livrate cu diferența pe fiecare linie, starea ambalajelor și semnătura de primire.',
    'Proof of delivery to the consignee: the transport document, the person receiving with identity card, date and time, quantities ordered and delivered with the difference per line, the state of the packaging and the signature of receipt.',
    'La prova di consegna al destinatario: documento di trasporto, persona che riceve con documento, data e ora, quantità ordinate e consegnate con differenza per riga, stato degli imballaggi e firma.',
  ),
  category: 'commercial',
  trades: ['transport', 'general'],
  keywords: kw('confirmare livrare, pod, dovada livrarii, proces verbal livrare, semnatura primire marfa, curierat', 'proof of delivery, pod, delivery receipt, signed delivery, courier', 'prova di consegna, pod, ricevuta di consegna, firma destinatario'),
  kind: 'transport-document',
  prefix: 'POD',
  company: { numberLabel: t('POD nr.', 'POD no.', 'POD n.'), title: t('Firmă și confirmare', 'Company and proof', 'Azienda e prova') },
  steps: [
    clientStep({ title: t('Destinatar', 'Consignee', 'Destinatario'), addressRequired: true }),
    step('delivery', t('Livrarea', 'Delivery', 'Consegna'), [
      f.text('document', t('Document de transport (CMR, aviz, comandă)', 'Transport document (CMR, note, order)', 'Documento di trasporto (CMR, DDT, ordine)'), { required: true, maxLength: 60, width: 'half' }),
      f.datetime('delivered_at', t('Livrat la (data, ora)', 'Delivered at (date, time)', 'Consegnato il (data, ora)'), { required: true, width: 'half' }),
      f.text('received_by', t('Primit de (nume)', 'Received by (name)', 'Ricevuto da (nome)'), { required: true, maxLength: 100, width: 'half' }),
      f.text('id_card', L.idCard, { maxLength: 40, width: 'half' }),
      f.array('items', t('Colete / produse', 'Parcels / goods', 'Colli / prodotti'), [
        f.text('name', L.item, { required: true, maxLength: 150 }),
        f.number('ordered', t('Comandat', 'Ordered', 'Ordinato'), { required: true, min: 0, decimals: 3 }),
        f.number('delivered', t('Livrat', 'Delivered', 'Consegnato'), { required: true, min: 0, decimals: 3 }),
        f.number('difference', t('Diferență', 'Difference', 'Differenza'), { compute: 'delivered - ordered', decimals: 3 }),
      ], { required: true, maxItems: 100, role: 'lines.items' }),
      f.radio('packaging', t('Ambalaje', 'Packaging', 'Imballaggi'), [opt('intact', t('Intacte', 'Intact', 'Integri')), opt('damaged', t('Deteriorate – vezi observații', 'Damaged – see remarks', 'Danneggiati – vedi note'))], { required: true, default: 'intact' }),
      remarksField(),
    ]),
  ],
  totals: [numberTotal('difference', t('Diferență totală', 'Total difference', 'Differenza totale'), 'sum(delivery.items.difference)')],
  pdfTitle: t('CONFIRMARE DE LIVRARE', 'PROOF OF DELIVERY', 'PROVA DI CONSEGNA'),
  signatures: [t('Curier / șofer', 'Courier / driver', 'Corriere / autista'), t('Destinatar – am primit', 'Consignee – received', 'Destinatario – ricevuto')],
  footer: t(
      'Prin semnătură destinatarul confirmă primirea cantităților de mai sus; diferențele și avariile se consemnează aici, la livrare.',
      'By signing, the consignee confirms receipt of the quantities above; differences and damage are recorded here, at delivery.',
      'Con la firma il destinatario conferma il ricevimento delle quantità indicate; differenze e danni si annotano qui, alla consegna.',
    ),
  legal: [gdprNote],
  sample: {
    company: sampleCo(),
    client: person,
    delivery: {
      document: 'AVZ-0041',
      delivered_at: '2026-03-16T15:20',
      received_by: 'Ștefan Țăranu',
      id_card: 'CJ 778899',
      items: [
        { name: 'Canapea extensibilă – 3 colete', ordered: 3, delivered: 3 },
        { name: 'Fotoliu relax', ordered: 2, delivered: 1 },
      ],
      packaging: 'intact',
      remarks: 'Un fotoliu rămâne de livrat, la cursa din 18.03.',
    },
  },
});

/** 19. Fișa de mentenanță a vehiculului. */
const maintenanceLog = tradeDoc({
  key: 'fisa-mentenanta-vehicul-flota',
  title: t('Fișa de mentenanță a vehiculului din flotă', 'Fleet vehicle maintenance log', 'Scheda di manutenzione del veicolo di flotta'),
  description: t(
    'Istoricul intervențiilor unui vehicul din flotă: fiecare revizie, reparație sau anvelopare cu data, km, service-ul și costul, costul total și costul de întreținere pe km, ultima și următoarea revizie.',
    "A fleet vehicle's service history: each service, repair or tyre job with date, odometer, workshop and cost, the total and the maintenance cost per km, the last and next service.",
    'Lo storico degli interventi su un veicolo di flotta: ogni tagliando, riparazione o cambio gomme con data, km, officina e costo, il costo totale e per km, ultimo e prossimo tagliando.',
  ),
  category: 'records',
  trades: ['transport', 'auto'],
  keywords: kw('mentenanta flota, istoric reparatii, cost intretinere, fisa vehicul, revizii camion, cost pe km', 'fleet maintenance, service history, maintenance cost, vehicle log, cost per km', 'manutenzione flotta, storico interventi, costi di manutenzione, costo per km'),
  kind: 'register',
  prefix: 'FMV',
  company: { numberLabel: t('Fișa nr.', 'Log no.', 'Scheda n.'), title: t('Unitate și fișă', 'Company and log', 'Azienda e scheda') },
  steps: [
    step('vehicle', t('Vehicul', 'Vehicle', 'Veicolo'), [
      f.text('make', t('Marcă', 'Make', 'Marca'), { required: true, maxLength: 50, role: 'vehicle.make', width: 'half' }),
      f.text('model', t('Model', 'Model', 'Modello'), { maxLength: 50, role: 'vehicle.model', width: 'half' }),
      ...vehicleIdFields({ trailer: false, vin: true }),
      f.number('next_service_km', t('Următoarea revizie la (km)', 'Next service at (km)', 'Prossimo tagliando a (km)'), { min: 0, decimals: 0, width: 'half' }),
    ], { prefill: 'history' }),
    step('works', t('Intervenții', 'Interventions', 'Interventi'), [
      f.array('items', t('Intervenții', 'Interventions', 'Interventi'), [
        f.date('date', L.date, { required: true }),
        f.number('km', t('Km bord', 'Odometer', 'Km'), { required: true, min: 0, decimals: 0 }),
        f.select('type', t('Tip', 'Type', 'Tipo'), [
          opt('service', t('Revizie', 'Service', 'Tagliando')),
          opt('repair', t('Reparație', 'Repair', 'Riparazione')),
          opt('tyres', t('Anvelope', 'Tyres', 'Pneumatici')),
          opt('itp', t('ITP', 'Inspection', 'Revisione')),
        ], { required: true }),
        f.text('description', L.description, { required: true, maxLength: 200 }),
        f.text('workshop', t('Service', 'Workshop', 'Officina'), { maxLength: 100 }),
        f.money('cost', t('Cost (fără TVA)', 'Cost (excl. VAT)', 'Costo (IVA esclusa)'), { required: true, min: 0 }),
      ], { required: true, historyPick: true, maxItems: 500 }),
    ]),
  ],
  totals: [
    sumTotal('cost', t('Cost total întreținere', 'Total maintenance cost', 'Costo totale di manutenzione'), 'sum(works.items.cost)'),
    numberTotal('km', t('Km între prima și ultima intervenție', 'Km between first and last job', 'Km tra primo e ultimo intervento'), 'max(works.items.km) - min(works.items.km)'),
    sumTotal('per_km', t('Cost pe km', 'Cost per km', 'Costo per km'), 'totals.km > 0 ? round(totals.cost / totals.km, 2) : ""'),
  ],
  pdfTitle: t('FIȘĂ DE MENTENANȚĂ', 'MAINTENANCE LOG', 'SCHEDA DI MANUTENZIONE'),
  signatures: [t('Responsabil flotă', 'Fleet manager', 'Responsabile flotta')],
  footer: t(
    'Intervențiile se justifică prin devizele și facturile service-urilor; reparațiile la sistemele de frânare, direcție și siguranță se fac numai în service-uri autorizate RAR.',
    'Each job is backed by the workshop’s estimate and invoice; repairs to brakes, steering and safety systems only in RAR-authorised workshops.',
    'Gli interventi sono giustificati da preventivi e fatture; le riparazioni a freni, sterzo e sicurezza solo in officine autorizzate RAR.',
  ),
  sample: {
    company: sampleCo(),
    vehicle: { make: 'Mercedes-Benz', model: 'Actros 1845', plate: truck.plate, vin: truck.vin, next_service_km: 450000 },
    works: {
      items: [
        { date: '2025-09-12', km: 361200, type: 'service', description: 'Revizie ulei, filtre, gresare', workshop: 'Auto Service Mureșan', cost: 2850 },
        { date: '2025-12-03', km: 388400, type: 'tyres', description: 'Anvelope iarnă axa motoare (4 buc.)', workshop: 'Vulcanizare Roată Bună', cost: 6400 },
        { date: '2026-02-20', km: 409900, type: 'repair', description: 'Înlocuire saboți și tamburi remorcă', workshop: 'Auto Service Mureșan', cost: 3120 },
      ],
    },
  },
});

/** 20. Registrul taxelor de drum și al amenzilor. */
const tolls = tradeDoc({
  key: 'registru-taxe-drum-amenzi',
  version: 2,
  title: t('Registrul taxelor de drum și al amenzilor', 'Road tolls and fines register', 'Registro pedaggi e multe'),
  description: t(
    'Evidența pe vehicule și șoferi a taxelor de drum (rovinietă, peaj, pod, vinietă străină), a parcărilor și a amenzilor, cu documentul, suma, și dacă amenda se recuperează de la șofer.',
    'The record, by vehicle and driver, of road charges (vignette, tolls, bridges, foreign vignettes), parking and fines, with the document, the amount and whether a fine is recovered from the driver.',
    'Il registro per veicolo e conducente di pedaggi (vignetta, autostrade, ponti, vignette estere), parcheggi e multe, con documento, importo e se la multa si recupera dal conducente.',
  ),
  category: 'records',
  trades,
  keywords: kw('taxe drum, peaj, amenzi, rovinieta, vinieta, evidenta amenzi soferi, taxa pod', 'road tolls, fines, vignette, toll register, traffic fines', 'pedaggi, multe, vignetta, registro multe, telepedaggio'),
  kind: 'register',
  prefix: 'RTA',
  company: { numberLabel: t('Registru nr.', 'Register no.', 'Registro n.'), title: t('Unitate și registru', 'Company and register', 'Azienda e registro') },
  steps: [
    step('entries', t('Înregistrări', 'Entries', 'Registrazioni'), [
      f.text('period', t('Perioada', 'Period', 'Periodo'), { required: true, maxLength: 50 }),
      f.array('items', t('Taxe și amenzi', 'Tolls and fines', 'Pedaggi e multe'), [
        f.date('date', L.date, { required: true }),
        f.plate('plate', t('Nr. înmatriculare', 'Plate', 'Targa'), { required: true }),
        f.text('driver', L.driver, { maxLength: 80 }),
        f.select('kind', t('Tip', 'Type', 'Tipo'), [
          opt('vignette', t('Rovinietă / vinietă', 'Vignette', 'Vignetta')),
          opt('toll', t('Peaj / pod / tunel', 'Toll / bridge / tunnel', 'Pedaggio / ponte / tunnel')),
          opt('parking', t('Parcare', 'Parking', 'Parcheggio')),
          opt('fine', t('Amendă', 'Fine', 'Multa')),
        ], { required: true }),
        f.text('country', t('Țara', 'Country', 'Paese'), { maxLength: 30 }),
        f.text('document', t('Document', 'Document', 'Documento'), { maxLength: 50 }),
        f.money('amount', t('Sumă (lei)', 'Amount (lei)', 'Importo (lei)'), { required: true, min: 0 }),
        f.money('recovered', t('Recuperat de la șofer', 'Recovered from the driver', 'Recuperato dal conducente'), { min: 0 }),
      ], { required: true, maxItems: 500 }),
    ]),
  ],
  totals: [
    sumTotal('amount', t('Total plătit', 'Total paid', 'Totale pagato'), 'sum(entries.items.amount)'),
    sumTotal('recovered', t('Total recuperat', 'Total recovered', 'Totale recuperato'), 'sum(entries.items.recovered)'),
    sumTotal('net', t('Cost net al firmei', 'Net cost to the company', "Costo netto per l'azienda"), 'totals.amount - totals.recovered'),
  ],
  pdfTitle: t('REGISTRU TAXE ȘI AMENZI', 'TOLLS AND FINES REGISTER', 'REGISTRO PEDAGGI E MULTE'),
  signatures: [t('Responsabil flotă', 'Fleet manager', 'Responsabile flotta')],
  footer: t('Taxele se justifică cu documentele emise de operatorii de drum; amenzile se anunță responsabilului de flotă.', 'Charges are backed by the road operators’ documents; fines are reported to the fleet manager.', 'I pedaggi si giustificano con i documenti dei gestori; le multe si segnalano al responsabile flotta.'),
  legal: [
    t(
      'Recuperarea unei amenzi de la salariat se face numai cu acordul lui scris sau pe baza unei hotărâri judecătorești, potrivit Codului muncii.',
      'A fine is recovered from an employee only with their written consent or under a court judgment, as the Romanian Labour Code provides.',
      'Il recupero di una multa dal dipendente avviene solo con il suo consenso scritto o in base a una sentenza, come prevede il Codice del lavoro romeno.',
    ),
  ],
  sample: {
    company: sampleCo(),
    entries: {
      period: 'Martie 2026',
      items: [
        { date: '2026-03-16', plate: 'CJ 34 TRK', driver: 'Ionuț Bălan', kind: 'toll', country: 'Ungaria', document: 'HU-GO 88123', amount: 612.4 },
        { date: '2026-03-17', plate: 'CJ 34 TRK', driver: 'Ionuț Bălan', kind: 'toll', country: 'Austria', document: 'GO-Box 4471', amount: 845 },
        { date: '2026-03-12', plate: 'CJ 07 FLT', driver: 'Radu Ștefănescu', kind: 'fine', country: 'România', document: 'PV seria CJ nr. 1234567', amount: 580, recovered: 580 },
      ],
    },
  },
});

/** 21. Verificarea zilnică a vehiculului. */
const dailyCheck = tradeDoc({
  key: 'verificare-zilnica-vehicul',
  title: t('Verificarea zilnică a vehiculului înainte de cursă', 'Daily pre-trip vehicle check', 'Controllo giornaliero del veicolo prima del viaggio'),
  description: t(
    'Lista de verificare pe care șoferul o face înainte de plecare: anvelope, lumini, frâne, niveluri, scurgeri, oglinzi, tahograf, fixarea încărcăturii și dotările, cu defectele găsite și decizia dacă vehiculul poate pleca.',
    'The check the driver does before leaving: tyres, lights, brakes, fluid levels, leaks, mirrors, tachograph, load securing and equipment, with the defects found and whether the vehicle may leave.',
    'La lista di controllo del conducente prima della partenza: pneumatici, luci, freni, livelli, perdite, specchi, tachigrafo, fissaggio del carico e dotazioni, con difetti e decisione sulla partenza.',
  ),
  category: 'trip-logs',
  trades,
  keywords: kw('verificare zilnica, check list camion, verificare inainte de plecare, inspectie vehicul sofer', 'daily check, walkaround check, pre-trip inspection, vehicle checklist', 'controllo giornaliero, check list veicolo, ispezione pre-partenza'),
  kind: 'report',
  prefix: 'VZ',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Firmă și fișă', 'Company and sheet', 'Azienda e scheda'), dateType: 'datetime', dateLabel: t('Data și ora verificării', 'Check date and time', 'Data e ora del controllo') },
  steps: [
    step('vehicle', t('Vehicul', 'Vehicle', 'Veicolo'), [
      ...vehicleIdFields(),
      f.number('odometer', t('Km bord', 'Odometer (km)', 'Km'), { required: true, min: 0, decimals: 0, role: 'vehicle.odometer', width: 'half' }),
      f.text('driver', L.driver, { required: true, maxLength: 100, width: 'half' }),
    ]),
    step('checks', t('Verificări', 'Checks', 'Controlli'), [
      checklistField('items', t('Puncte verificate', 'Items checked', 'Punti controllati')),
      f.textarea('defects', t('Defecte constatate și măsuri', 'Defects found and action', 'Difetti riscontrati e provvedimenti'), { maxLength: 2000 }),
      f.radio('fit', t('Vehiculul poate pleca în cursă', 'The vehicle may leave', 'Il veicolo può partire'), [opt('yes', t('Da', 'Yes', 'Sì')), opt('no', t('Nu – se retrage din exploatare', 'No – withdrawn from use', 'No – fermo'))], { required: true, default: 'yes' }),
    ]),
  ],
  pdfTitle: t('VERIFICARE ZILNICĂ', 'DAILY CHECK', 'CONTROLLO GIORNALIERO'),
  signatures: [L.driver, t('Dispecer / mecanic', 'Dispatcher / mechanic', 'Dispatcher / meccanico')],
  footer: t(
    'Un vehicul cu defecte la frâne, direcție, anvelope sau lumini nu pleacă în cursă până la remediere.',
    'A vehicle with faulty brakes, steering, tyres or lights does not leave until it is repaired.',
    'Un veicolo con difetti a freni, sterzo, pneumatici o luci non parte fino alla riparazione.',
  ),
  sample: {
    company: sampleCo({ date: '2026-03-16T05:15' }),
    vehicle: { plate: 'CJ 34 TRK', trailer: 'CJ 35 TRK', odometer: 415990, driver: 'Ionuț Bălan' },
    checks: {
      items: [
        { point: 'Anvelope – presiune și uzură', status: 'ok' },
        { point: 'Lumini și semnalizare', status: 'watch', note: 'Lampă gabarit spate stânga slabă' },
        { point: 'Frâne și aer comprimat', status: 'ok' },
        { point: 'Niveluri ulei, lichid răcire, AdBlue', status: 'ok' },
        { point: 'Fixarea încărcăturii (chingi, colțare)', status: 'ok' },
        { point: 'Tahograf, card, hârtie', status: 'ok' },
      ],
      defects: 'Lampa de gabarit se înlocuiește la întoarcere.',
      fit: 'yes',
    },
  },
});

/** 22. Calculul costului unei curse. */
const tripCosting = tradeDoc({
  key: 'calculatie-cost-cursa',
  title: t('Calculația costului și a prețului unei curse', 'Trip cost and price calculation', 'Calcolo del costo e del prezzo di un viaggio'),
  description: t(
    'Calculul prețului unei curse pornind de la costuri: km cu marfă și în gol, consumul și prețul motorinei, taxele de drum, costul șoferului pe zi, alte costuri și marja, cu costul pe km și prețul propus fără TVA.',
    'Pricing a trip from its costs: loaded and empty km, fuel consumption and price, road tolls, driver cost per day, other costs and the margin, with the cost per km and the proposed price excluding VAT.',
    'Il prezzo di un viaggio a partire dai costi: km a carico e a vuoto, consumo e prezzo del gasolio, pedaggi, costo del conducente al giorno, altri costi e margine, con costo al km e prezzo proposto IVA esclusa.',
  ),
  category: 'commercial',
  trades,
  keywords: kw('calcul cost cursa, pret transport, cost pe km, tarif transport, calculatie transport, cotatie', 'trip costing, freight rate, cost per km, transport price, quotation', 'calcolo costo viaggio, tariffa trasporto, costo al km, quotazione'),
  kind: 'other',
  prefix: 'CC',
  company: { numberLabel: t('Calculația nr.', 'Calculation no.', 'Calcolo n.'), title: t('Firmă și calculație', 'Company and calculation', 'Azienda e calcolo') },
  steps: [
    step('route', t('Ruta', 'Route', 'Percorso'), [
      f.text('route', t('Traseu', 'Route', 'Percorso'), { required: true, maxLength: 200 }),
      f.number('km_loaded', t('Km cu marfă', 'Loaded km', 'Km a carico'), { required: true, min: 0, decimals: 0, width: 'half' }),
      f.number('km_empty', t('Km în gol', 'Empty km', 'Km a vuoto'), { min: 0, decimals: 0, width: 'half' }),
      f.number('days', t('Zile de cursă', 'Trip days', 'Giorni di viaggio'), { required: true, min: 0.5, decimals: 1, width: 'half' }),
    ]),
    step('costs', t('Costuri', 'Costs', 'Costi'), [
      f.number('consumption', t('Consum (l/100 km)', 'Consumption (l/100 km)', 'Consumo (l/100 km)'), { required: true, min: 1, decimals: 1, width: 'half' }),
      f.money('fuel_price', t('Preț motorină (lei/l, fără TVA)', 'Diesel price (lei/l, excl. VAT)', 'Prezzo gasolio (lei/l, IVA esclusa)'), { required: true, min: 0, width: 'half' }),
      f.money('tolls', t('Taxe de drum', 'Road tolls', 'Pedaggi'), { min: 0, width: 'half' }),
      f.money('driver_day', t('Cost șofer pe zi (salariu, diurnă)', 'Driver cost per day (pay, allowance)', 'Costo conducente al giorno'), { required: true, min: 0, width: 'half' }),
      f.money('other', t('Alte costuri (amortizare, asigurări, anvelope)', 'Other costs (depreciation, insurance, tyres)', 'Altri costi (ammortamento, assicurazioni, gomme)'), { min: 0, width: 'half' }),
      f.percent('margin', t('Marjă (%)', 'Margin (%)', 'Margine (%)'), { required: true, min: 0, max: 100, width: 'half' }),
    ]),
  ],
  totals: [
    sumTotal('fuel', t('Cost combustibil', 'Fuel cost', 'Costo carburante'), 'round((route.km_loaded + route.km_empty) * costs.consumption / 100 * costs.fuel_price, 2)'),
    sumTotal('driver', t('Cost șofer', 'Driver cost', 'Costo conducente'), 'round(route.days * costs.driver_day, 2)'),
    sumTotal('cost', t('Cost total cursă', 'Total trip cost', 'Costo totale del viaggio'), 'totals.fuel + totals.driver + costs.tolls + costs.other'),
    sumTotal('per_km', t('Cost pe km cu marfă', 'Cost per loaded km', 'Costo per km a carico'), 'route.km_loaded > 0 ? round(totals.cost / route.km_loaded, 2) : ""'),
    sumTotal('price', t('Preț propus (fără TVA)', 'Proposed price (excl. VAT)', 'Prezzo proposto (IVA esclusa)'), 'round(totals.cost * (1 + costs.margin / 100), 2)'),
  ],
  pdfTitle: t('CALCULAȚIE COST CURSĂ', 'TRIP COSTING', 'CALCOLO COSTO VIAGGIO'),
  signatures: [t('Întocmit', 'Prepared by', 'Redatto da')],
  footer: t(
    'Calculație internă de preț; prețurile nu includ TVA. Costurile estimate se compară după cursă cu cele efective.',
    'Internal price calculation; prices exclude VAT. Estimated costs are compared with the actual ones after the trip.',
    'Calcolo interno del prezzo; prezzi IVA esclusa. I costi stimati si confrontano con quelli effettivi dopo il viaggio.',
  ),
  sample: {
    company: sampleCo(),
    route: { route: 'Reghin – Nürnberg – Reghin', km_loaded: 1520, km_empty: 1490, days: 4 },
    costs: { consumption: 29.5, fuel_price: 6.2, tolls: 2350, driver_day: 420, other: 1800, margin: 12 },
  },
});

/** 23. Raport lunar de cost pe vehicul. */
const fleetCost = tradeDoc({
  key: 'raport-cost-lunar-vehicul',
  title: t('Raport lunar de cost pe vehicul', 'Monthly cost report per vehicle', 'Rapporto mensile dei costi per veicolo'),
  description: t(
    'Costul lunar al fiecărui vehicul din flotă: km parcurși, litri consumați și consumul mediu, costul combustibilului, întreținerea, taxele de drum și alte costuri, costul total și costul pe km al fiecăruia și al flotei.',
    'The monthly cost of each fleet vehicle: km driven, litres used and average consumption, fuel cost, maintenance, road charges and other costs, the total and the cost per km of each and of the fleet.',
    'Il costo mensile di ogni veicolo della flotta: km percorsi, litri e consumo medio, costo del carburante, manutenzione, pedaggi e altri costi, costo totale e costo al km di ciascuno e della flotta.',
  ),
  category: 'records',
  trades,
  keywords: kw('cost flota, cost pe km, raport flota, consum mediu, cost vehicul, tco', 'fleet cost, cost per km, fleet report, vehicle running costs', 'costi flotta, costo al km, rapporto flotta, consumo medio'),
  kind: 'report',
  prefix: 'RCV',
  company: { numberLabel: t('Raport nr.', 'Report no.', 'Rapporto n.'), title: t('Unitate și raport', 'Company and report', 'Azienda e rapporto') },
  steps: [
    step('vehicles', t('Vehicule', 'Vehicles', 'Veicoli'), [
      f.text('month', t('Luna', 'Month', 'Mese'), { required: true, maxLength: 20, width: 'half' }),
      f.array('items', t('Costuri pe vehicul', 'Costs by vehicle', 'Costi per veicolo'), [
        f.plate('plate', t('Nr. înmatriculare', 'Plate', 'Targa'), { required: true }),
        f.number('km', t('Km', 'Km', 'Km'), { required: true, min: 0, decimals: 0 }),
        f.number('liters', t('Litri', 'Litres', 'Litri'), { required: true, min: 0, decimals: 1 }),
        f.number('avg', t('l/100 km', 'l/100 km', 'l/100 km'), { compute: 'km > 0 ? round(liters * 100 / km, 1) : ""', decimals: 1 }),
        f.money('fuel', t('Combustibil', 'Fuel', 'Carburante'), { required: true, min: 0 }),
        f.money('maintenance', t('Întreținere', 'Maintenance', 'Manutenzione'), { min: 0 }),
        f.money('tolls', t('Taxe drum', 'Road charges', 'Pedaggi'), { min: 0 }),
        f.money('cost', t('Cost total', 'Total cost', 'Costo totale'), { compute: 'fuel + maintenance + tolls' }),
        f.money('per_km', t('Lei/km', 'Lei/km', 'Lei/km'), { compute: 'km > 0 ? round((fuel + maintenance + tolls) / km, 2) : ""' }),
      ], { required: true, maxItems: 300 }),
    ]),
  ],
  totals: [
    numberTotal('km', t('Km flotă', 'Fleet km', 'Km flotta'), 'sum(vehicles.items.km)'),
    sumTotal('cost', t('Cost total flotă', 'Total fleet cost', 'Costo totale flotta'), 'sum(vehicles.items.cost)'),
    sumTotal('per_km', t('Cost mediu pe km', 'Average cost per km', 'Costo medio al km'), 'totals.km > 0 ? round(totals.cost / totals.km, 2) : ""'),
  ],
  pdfTitle: t('RAPORT COST FLOTĂ', 'FLEET COST REPORT', 'COSTI FLOTTA'),
  signatures: [t('Responsabil flotă', 'Fleet manager', 'Responsabile flotta')],
  footer: t(
    'Costurile se iau din fișele de alimentări, facturile de service și rapoartele de taxe de drum ale lunii; sumele sunt fără TVA.',
    "Costs come from the month's fuel logs, workshop invoices and road-charge statements; amounts exclude VAT.",
    'I costi provengono da schede carburante, fatture di officina ed estratti pedaggi del mese; importi IVA esclusa.',
  ),
  sample: {
    company: sampleCo(),
    vehicles: {
      month: 'Martie 2026',
      items: [
        { plate: 'CJ 34 TRK', km: 9800, liters: 2890, fuel: 21450, maintenance: 3120, tolls: 4820 },
        { plate: 'CJ 07 FLT', km: 3400, liters: 296, fuel: 2190, maintenance: 0, tolls: 120 },
      ],
    },
  },
});

/** 24. PV de sigilare / desigilare. */
const sealRecord = tradeDoc({
  key: 'pv-sigilare-desigilare-remorca',
  title: t('Proces-verbal de sigilare sau desigilare a remorcii / containerului', 'Trailer or container sealing / unsealing record', 'Verbale di piombatura o rimozione sigilli del rimorchio / container'),
  description: t(
    'Consemnarea aplicării sau a ruperii sigiliilor pe o remorcă sau un container: vehiculul și containerul, numerele sigiliilor aplicate sau găsite, starea lor, motivul desigilării (vamă, control, descărcare) și martorii.',
    'Recording seals put on or broken on a trailer or container: the vehicle and container, the seal numbers applied or found, their state, why it was unsealed (customs, inspection, unloading) and the witnesses.',
    "La registrazione dell'applicazione o della rottura dei sigilli su rimorchio o container: veicolo e container, numeri dei sigilli applicati o trovati, stato, motivo della rimozione (dogana, controllo, scarico) e testimoni.",
  ),
  category: 'records',
  trades,
  keywords: kw('sigiliu, sigilare remorca, desigilare, container, numar sigiliu, proces verbal sigiliu', 'seal record, trailer seal, container seal, unsealing', 'sigillo, piombatura, rimozione sigillo, container'),
  kind: 'report',
  prefix: 'PVS',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Firmă și proces-verbal', 'Company and record', 'Azienda e verbale'), dateType: 'datetime', dateLabel: t('Data și ora', 'Date and time', 'Data e ora'), extra: [f.text('place', L.place, { required: true, maxLength: 100 })] },
  steps: [
    step('unit', t('Vehicul și container', 'Vehicle and container', 'Veicolo e container'), [
      ...vehicleIdFields(),
      f.text('container', t('Container nr.', 'Container no.', 'Container n.'), { pattern: '^[A-Z]{4}[0-9]{7}$', maxLength: 11, width: 'half' }),
      f.text('document', t('CMR / document vamal', 'CMR / customs document', 'CMR / documento doganale'), { maxLength: 60, width: 'half' }),
    ]),
    step('seals', t('Sigilii', 'Seals', 'Sigilli'), [
      f.radio('operation', t('Operațiune', 'Operation', 'Operazione'), [opt('seal', t('Sigilare', 'Sealing', 'Piombatura')), opt('unseal', t('Desigilare', 'Unsealing', 'Rimozione sigilli'))], { required: true }),
      f.array('items', t('Sigilii', 'Seals', 'Sigilli'), [
        f.text('number', t('Nr. sigiliu', 'Seal no.', 'N. sigillo'), { required: true, maxLength: 30 }),
        f.select('state', t('Stare', 'State', 'Stato'), [opt('applied', t('Aplicat', 'Applied', 'Applicato')), opt('intact', t('Găsit intact', 'Found intact', 'Trovato integro')), opt('broken', t('Găsit rupt', 'Found broken', 'Trovato rotto'))], { required: true }),
      ], { required: true, maxItems: 10 }),
      f.text('reason', t('Motiv', 'Reason', 'Motivo'), { required: true, maxLength: 150 }),
      peopleField('witnesses', t('Participanți', 'Present', 'Presenti')),
    ]),
  ],
  pdfTitle: t('PV SIGILARE', 'SEAL RECORD', 'VERBALE SIGILLI'),
  signatures: [L.driver, t('Reprezentant expeditor / destinatar', 'Sender / consignee representative', 'Rappresentante mittente / destinatario')],
  footer: t(
    'Un sigiliu găsit rupt sau cu alt număr decât cel din documente se consemnează înainte de descărcare, cu rezervele de rigoare pe CMR.',
    'A seal found broken or with a number other than on the documents is recorded before unloading, with reservations on the CMR.',
    'Un sigillo trovato rotto o con numero diverso dai documenti si annota prima dello scarico, con riserva sulla CMR.',
  ),
  sample: {
    company: sampleCo({ date: '2026-03-17T06:20', place: 'Nürnberg' }),
    unit: { plate: 'CJ 34 TRK', trailer: 'CJ 35 TRK', container: 'MSCU1234565', document: 'CMR 0045871' },
    seals: {
      operation: 'unseal',
      items: [{ number: '004512', state: 'intact' }, { number: '004513', state: 'intact' }],
      reason: 'Descărcare la destinatar',
      witnesses: [{ name: 'Jürgen Schäfer', position: 'Magazioner destinatar' }],
    },
  },
});

export const transportFamily: CatalogEntry[] = [
  cmr,
  aviz,
  delegation,
  travelExpenses,
  fuelLog,
  driverHandover,
  driverActivity,
  attestation,
  transportOrder,
  cargoDamage,
  tripReport,
  fleetPapers,
  incident,
  transportContract,
  loadingSheet,
  pallets,
  perDiem,
  proofOfDelivery,
  maintenanceLog,
  tolls,
  dailyCheck,
  tripCosting,
  fleetCost,
  sealRecord,
];
