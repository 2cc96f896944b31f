import { type CatalogEntry, type Text, defineApp, f, opt, t } from '../build.js';
import { clientStep, companyStep, partsStep, vehicleFields, vehicleStep } from '../fragments.js';
import { carEquipmentFields, carHandoverFields, gdprConsent, lineVatFields, lineVatTotals, signatureFields, unitField, vehicleStateFields } from '../fragments-commercial.js';
import { sampleEntrySheet, sampleHandover, sampleNir, sampleServiceOrder } from '../samples-commercial.js';
import { about } from './taxonomy.js';

/** Workshop papers (domain-ro §2.1, 2.2, 2.4, 2.5): no prices but the NIR's, no VAT regime to choose. */

const checkIn = t('Data și ora intrării', 'Check-in date and time', 'Data e ora di ingresso');
const workshopSignatures: Text[] = [t('Client', 'Client', 'Cliente'), t('Recepționer', 'Service receptionist', 'Accettatore')];

/** What the client asks for: symptoms (the reason of the visit), the work, the spending limit. */
const requestFields = (requested: 'text' | 'lines') => [
  f.textarea('symptoms', t('Simptome declarate de client', 'Symptoms reported by the client', 'Sintomi dichiarati dal cliente'), {
    required: true,
    maxLength: 2000,
    role: 'service.reason',
  }),
  ...(requested === 'text'
    ? [f.textarea('requested', t('Lucrări solicitate', 'Work requested', 'Lavori richiesti'), { required: true, maxLength: 2000 })]
    : [
        f.array(
          'works',
          t('Lucrări comandate', 'Work ordered', 'Lavori ordinati'),
          [
            f.text('operation', t('Lucrare', 'Job', 'Lavoro'), { required: true, maxLength: 200 }),
            f.text('mechanic', t('Mecanic', 'Technician', 'Meccanico'), { maxLength: 100 }),
            f.number('hours', t('Timp estimat (ore)', 'Estimated time (hours)', 'Tempo stimato (ore)'), { min: 0, decimals: 2 }),
          ],
          { required: true, historyPick: true, maxItems: 100, role: 'lines.labor' },
        ),
        f.text('mechanic', t('Mecanic responsabil', 'Technician in charge', 'Meccanico responsabile'), { maxLength: 100, width: 'half' }),
      ]),
  f.money('approval_limit', t('Cost maxim fără acord suplimentar (lei, cu TVA)', 'Spending limit without further approval (lei, incl. VAT)', 'Spesa massima senza ulteriore consenso (lei, IVA inclusa)'), {
    help: t('Peste această sumă, service-ul cere acordul clientului.', 'Above this amount the workshop asks the client first.', "Oltre questo importo l'officina chiede prima il consenso del cliente."),
    min: 0,
    width: 'half',
  }),
  f.text('estimate_ref', t('Deviz atașat (nr.)', 'Linked estimate (no.)', 'Preventivo collegato (n.)'), { maxLength: 30, width: 'half' }),
];

const termsDefault =
  'Vehiculul se ridică în cel mult 3 zile de la anunțarea finalizării; după acest termen se percepe o taxă de parcare de 20 lei/zi. Service-ul nu răspunde de bunurile lăsate în vehicul și nedeclarate mai sus. Garanția lucrărilor se acordă conform certificatului de garanție.';

/** Conditions, consent and signatures: the last step of an entry sheet or service order. */
const termsStep = ({ oldParts }: { oldParts: boolean }) => ({
  name: 'terms',
  title: t('Condiții și semnături', 'Terms and signatures', 'Condizioni e firme'),
  fields: [
    f.textarea('terms', t('Condiții', 'Terms', 'Condizioni'), { default: termsDefault, maxLength: 3000 }),
    ...(oldParts
      ? [f.checkbox('old_parts', t('Clientul dorește piesele înlocuite', 'The client wants the replaced parts back', 'Il cliente desidera i ricambi sostituiti'))]
      : []),
    gdprConsent(),
    ...signatureFields(workshopSignatures),
  ],
});

const entrySheet = (): CatalogEntry =>
  defineApp({
    key: 'fisa-intrare-service',
    version: 4,
    title: t('Fișă de intrare service (PV recepție auto)', 'Vehicle entry sheet (check-in report)', 'Scheda di accettazione veicolo'),
    description: t(
      'Recepția mașinii în service: data și ora intrării, km, nivel combustibil, stare caroserie, dotări din vehicul, simptome și lucrări solicitate, cost maxim acceptat, acord GDPR, semnături.',
      'Checking a car into the workshop: date and time, odometer, fuel level, body condition, items in the car, reported symptoms and requested work, spending limit, GDPR consent, signatures.',
      "Accettazione dell'auto in officina: data e ora, km, livello carburante, stato della carrozzeria, dotazioni a bordo, sintomi e lavori richiesti, spesa massima, consenso GDPR, firme.",
    ),
    category: 'workshop',
    ...about('fisa-intrare-service'),
    addon: 'entry_sheet',
    document: { kind: 'entry-sheet', currency: 'RON', number: { field: 'company.number', prefix: 'FI', start: 1, padding: 4 } },
    steps: [
      companyStep({
        numberLabel: t('Fișă nr.', 'Sheet no.', 'Scheda n.'),
        title: t('Service și fișă', 'Workshop and sheet', 'Officina e scheda'),
        validUntil: false,
        dateLabel: checkIn,
        dateType: 'datetime',
      }),
      clientStep(),
      vehicleStep({ vinRequired: false, entryDate: false, papers: true }),
      {
        name: 'condition',
        title: t('Starea vehiculului la predare', 'Vehicle condition at check-in', 'Stato del veicolo alla consegna'),
        fields: [...vehicleStateFields(), ...carEquipmentFields(), ...carHandoverFields()],
      },
      { name: 'request', title: t('Solicitarea clientului', "Client's request", 'Richiesta del cliente'), fields: requestFields('text') },
      termsStep({ oldParts: true }),
    ],
    pdf: {
      layout: 'entry-sheet',
      title: t('FIȘĂ DE INTRARE', 'ENTRY SHEET', 'SCHEDA DI ACCETTAZIONE'),
      signatures: workshopSignatures,
      footer: t(
        'Clientul confirmă starea vehiculului și a dotărilor consemnate mai sus la predarea în service.',
        'The client confirms the condition of the vehicle and of the items recorded above at check-in.',
        "Il cliente conferma lo stato del veicolo e delle dotazioni sopra indicate al momento della consegna in officina.",
      ),
    },
    sample: sampleEntrySheet,
  });

const serviceOrder = (): CatalogEntry =>
  defineApp({
    key: 'comanda-service',
    version: 3,
    title: t('Comandă de service', 'Service work order', 'Ordine di lavoro officina'),
    description: t(
      'Comanda fermă de lucrări pentru un vehicul: lucrările comandate cu mecanicul fiecăreia, piesele aduse de client, termenul de predare, costul maxim acceptat, semnături.',
      'The firm work order for a vehicle: the jobs ordered with the technician of each, the parts the client brings, the hand-over deadline, the spending limit, signatures.',
      'Ordine di lavoro per un veicolo: lavori ordinati con il meccanico di ciascuno, ricambi forniti dal cliente, termine di consegna, spesa massima, firme.',
    ),
    category: 'workshop',
    ...about('comanda-service'),
    document: { kind: 'order', currency: 'RON', number: { field: 'company.number', prefix: 'CS', start: 1, padding: 4 } },
    steps: [
      companyStep({
        numberLabel: t('Comandă nr.', 'Order no.', 'Ordine n.'),
        title: t('Service și comandă', 'Workshop and order', 'Officina e ordine'),
        validUntil: false,
        dateLabel: t('Data și ora comenzii', 'Order date and time', "Data e ora dell'ordine"),
        dateType: 'datetime',
      }),
      clientStep(),
      vehicleStep({ vinRequired: false, entryDate: false, papers: true, exitLabel: t('Termen de predare', 'Hand-over deadline', 'Termine di consegna'), exitRequired: true }),
      { name: 'request', title: t('Solicitare și lucrări', 'Request and work', 'Richiesta e lavori'), fields: requestFields('lines') },
      {
        ...partsStep({ vatPayer: false, title: t('Piese furnizate de client', 'Parts supplied by the client', 'Ricambi forniti dal cliente'), source: false, priced: false }),
        description: t(
          'Service-ul nu acordă garanție pentru piesele aduse de client, doar pentru montaj.',
          'The workshop gives no warranty on parts the client brings, only on fitting them.',
          "L'officina non garantisce i ricambi forniti dal cliente, solo il montaggio.",
        ),
      },
      termsStep({ oldParts: true }),
    ],
    pdf: {
      layout: 'entry-sheet',
      title: t('COMANDĂ DE SERVICE', 'WORK ORDER', 'ORDINE DI LAVORO'),
      signatures: workshopSignatures,
      footer: t(
        'Lucrările suplimentare sau depășirea costului maxim se execută numai cu acordul clientului.',
        'Additional work, or going over the spending limit, only with the client’s approval.',
        'Lavori aggiuntivi o il superamento della spesa massima solo con il consenso del cliente.',
      ),
    },
    sample: sampleServiceOrder,
  });

const conditionOptions = [
  opt('new', t('Nou', 'New', 'Nuovo')),
  opt('good', t('Bun', 'Good', 'Buono')),
  opt('used', t('Uzat', 'Worn', 'Usato')),
  opt('faulty', t('Defect', 'Faulty', 'Difettoso')),
];

const handover = (): CatalogEntry =>
  defineApp({
    key: 'proces-verbal-predare-primire',
    version: 2,
    title: t('Proces-verbal de predare-primire', 'Handover record', 'Verbale di consegna'),
    description: t(
      'Proces-verbal pentru bunuri, echipamente, lucrări sau un vehicul predate între firmă și un partener: părțile și reprezentanții, obiectul, lista cu cod/serie, cantitate și stare, datele vehiculului când este cazul.',
      'Record of goods, equipment, works or a vehicle handed over between the company and a partner: parties and representatives, subject, list with code/serial, quantity and condition, vehicle data when relevant.',
      'Verbale di beni, attrezzature, lavori o un veicolo consegnati tra l’azienda e un partner: parti e rappresentanti, oggetto, elenco con codice/matricola, quantità e stato, dati del veicolo se serve.',
    ),
    category: 'workshop',
    ...about('proces-verbal-predare-primire'),
    document: { kind: 'handover', currency: 'RON', number: { field: 'company.number', prefix: 'PV', start: 1, padding: 4 } },
    steps: [
      companyStep({
        numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'),
        title: t('Firmă și proces-verbal', 'Company and record', 'Azienda e verbale'),
        validUntil: false,
        extra: [f.text('place', t('Locul încheierii', 'Place', 'Luogo'), { required: true, maxLength: 100 })],
      }),
      clientStep({ title: t('Partener', 'Partner', 'Controparte') }),
      {
        name: 'handover',
        title: t('Obiectul predării', 'Subject of the handover', 'Oggetto della consegna'),
        fields: [
          f.radio(
            'direction',
            t('Firma noastră', 'Our company', 'La nostra azienda'),
            [opt('hands', t('predă bunurile', 'hands over', 'consegna')), opt('receives', t('primește bunurile', 'receives', 'riceve'))],
            { required: true, default: 'hands' },
          ),
          f.text('handed_by', t('Predat de (nume, funcție)', 'Handed over by (name, position)', 'Consegnato da (nome, funzione)'), { required: true, maxLength: 150, width: 'half' }),
          f.text('received_by', t('Primit de (nume, funcție)', 'Received by (name, position)', 'Ricevuto da (nome, funzione)'), { required: true, maxLength: 150, width: 'half' }),
          f.textarea('subject', t('Obiectul predării', 'Subject', 'Oggetto'), { required: true, maxLength: 2000 }),
          f.text('basis', t('În baza (contract, comandă, factură nr.)', 'Under (contract, order, invoice no.)', 'In base a (contratto, ordine, fattura n.)'), { maxLength: 200 }),
          f.checkbox('is_vehicle', t('Se predă un vehicul', 'A vehicle is handed over', 'Si consegna un veicolo')),
        ],
      },
      {
        name: 'vehicle',
        title: t('Vehicul predat', 'Vehicle handed over', 'Veicolo consegnato'),
        prefill: 'history',
        visibleIf: 'handover.is_vehicle',
        fields: [
          ...vehicleFields({ vinRequired: false, odometerLabel: t('Km la predare', 'Odometer at handover (km)', 'Km alla consegna') }),
          ...vehicleStateFields(),
          ...carHandoverFields(),
        ],
      },
      {
        name: 'goods',
        title: t('Bunuri predate', 'Items handed over', 'Beni consegnati'),
        fields: [
          f.array(
            'items',
            t('Bunuri', 'Items', 'Beni'),
            [
              f.text('name', t('Denumire', 'Item', 'Descrizione'), { required: true, maxLength: 200 }),
              f.text('code', t('Cod / serie', 'Code / serial no.', 'Codice / matricola'), { maxLength: 100 }),
              unitField(),
              f.number('qty', t('Cantitate', 'Quantity', 'Quantità'), { required: true, min: 0.001, decimals: 3 }),
              f.select('condition', t('Stare', 'Condition', 'Stato'), conditionOptions),
              f.money('price', t('Preț unitar (fără TVA)', 'Unit price (excl. VAT)', 'Prezzo unitario (IVA esclusa)'), { min: 0 }),
              f.money('value', t('Valoare (fără TVA)', 'Amount (excl. VAT)', 'Importo (IVA esclusa)'), { compute: 'price > 0 ? qty * price : ""' }),
              f.text('remarks', t('Observații', 'Remarks', 'Osservazioni'), { maxLength: 300 }),
            ],
            { required: true, historyPick: true, maxItems: 300, role: 'lines.items' },
          ),
        ],
      },
      {
        name: 'closing',
        title: t('Observații', 'Remarks', 'Osservazioni'),
        fields: [f.textarea('remarks', t('Observații', 'Remarks', 'Osservazioni'), { maxLength: 2000 })],
      },
    ],
    totals: [
      {
        name: 'value',
        label: t('Valoare totală', 'Total value', 'Valore totale'),
        compute: 'sum(goods.items.value) > 0 ? sum(goods.items.value) : ""',
        format: 'money',
      },
    ],
    pdf: {
      layout: 'handover',
      title: t('PROCES-VERBAL DE PREDARE-PRIMIRE', 'HANDOVER RECORD', 'VERBALE DI CONSEGNA'),
      signatures: [t('Am predat', 'Handed over by', 'Ho consegnato'), t('Am primit', 'Received by', 'Ho ricevuto')],
      footer: t(
        'Prezentul proces-verbal s-a încheiat în două exemplare, câte unul pentru fiecare parte.',
        'This record was drawn up in two copies, one for each party.',
        'Il presente verbale è redatto in due copie, una per ciascuna parte.',
      ),
    },
    sample: sampleHandover,
  });

const nir = (): CatalogEntry =>
  defineApp({
    key: 'nota-receptie-nir',
    version: 2,
    title: t('Notă de recepție și constatare de diferențe (NIR)', 'Goods received note with discrepancies (NIR)', 'Nota di ricevimento merce e differenze (NIR)'),
    description: t(
      'NIR, cod 14-3-1A (OMFP 2634/2015): recepția mărfii de la furnizor pe baza facturii sau avizului, cantitate din document și recepționată cu diferența calculată, preț fără TVA, valoare, TVA, comisia de recepție, gestionarul.',
      'NIR, form 14-3-1A (OMFP 2634/2015): goods received from a supplier against the invoice or delivery note, quantity per document and received with the difference computed, price excl. VAT, value, VAT, receiving committee, storekeeper.',
      'NIR, modello 14-3-1A (OMFP 2634/2015): ricevimento merce dal fornitore in base alla fattura o al DDT, quantità da documento e ricevuta con differenza calcolata, prezzo IVA esclusa, valore, IVA, commissione, magazziniere.',
    ),
    category: 'workshop',
    ...about('nota-receptie-nir'),
    document: { kind: 'handover', currency: 'RON', vat: { payer: true, rate: 21 }, number: { field: 'company.number', prefix: 'NIR', start: 1, padding: 4 } },
    steps: [
      companyStep({
        numberLabel: t('NIR nr.', 'NIR no.', 'NIR n.'),
        title: t('Unitate și NIR', 'Company and NIR', 'Azienda e NIR'),
        validUntil: false,
        extra: [f.text('store', t('Gestiunea (magazie, depozit)', 'Store (warehouse)', 'Magazzino'), { required: true, maxLength: 100 })],
      }),
      {
        name: 'supplier',
        title: t('Furnizor și document însoțitor', 'Supplier and delivery document', 'Fornitore e documento di trasporto'),
        prefill: 'history',
        fields: [
          f.text('name', t('Furnizor', 'Supplier', 'Fornitore'), { required: true, maxLength: 200, role: 'supplier.name' }),
          f.cui('cui', t('CUI / CIF', 'Tax ID (CUI)', 'Codice fiscale (CUI)'), { required: true, role: 'supplier.cui', width: 'half' }),
          f.text('reg_no', t('Nr. Reg. Com.', 'Trade register no.', 'N. registro imprese'), { maxLength: 30, width: 'half' }),
          f.textarea('address', t('Sediu', 'Registered office', 'Sede'), { maxLength: 300 }),
          f.select(
            'doc_type',
            t('Document însoțitor', 'Delivery document', 'Documento di accompagnamento'),
            [
              opt('invoice', t('Factură', 'Invoice', 'Fattura')),
              opt('note', t('Aviz de însoțire a mărfii', 'Delivery note', 'Documento di trasporto (DDT)')),
              opt('both', t('Factură și aviz', 'Invoice and delivery note', 'Fattura e DDT')),
            ],
            { required: true, default: 'invoice', width: 'third' },
          ),
          f.text('doc_no', t('Seria și nr. documentului', 'Document series and no.', 'Serie e n. documento'), { required: true, maxLength: 50, width: 'third' }),
          f.date('doc_date', t('Data documentului', 'Document date', 'Data documento'), { required: true, width: 'third' }),
          f.text('transport', t('Delegat / mijloc de transport', 'Driver / vehicle', 'Incaricato / mezzo di trasporto'), { maxLength: 150 }),
        ],
      },
      {
        name: 'goods',
        title: t('Bunuri recepționate', 'Goods received', 'Merce ricevuta'),
        fields: [
          f.array(
            'items',
            t('Bunuri', 'Goods', 'Merce'),
            [
              f.text('name', t('Denumirea bunurilor', 'Goods', 'Descrizione merce'), { required: true, maxLength: 200 }),
              unitField(),
              f.number('qty_doc', t('Cant. conform document', 'Qty per document', 'Q.tà da documento'), { required: true, min: 0, decimals: 3 }),
              f.number('qty', t('Cant. recepționată', 'Qty received', 'Q.tà ricevuta'), { required: true, min: 0, decimals: 3 }),
              f.number('difference', t('Diferență', 'Difference', 'Differenza'), { compute: 'qty - qty_doc', decimals: 3 }),
              f.money('price', t('Preț unitar fără TVA', 'Unit price excl. VAT', 'Prezzo unit. IVA escl.'), { required: true, min: 0 }),
              f.money('value', t('Valoare fără TVA', 'Amount excl. VAT', 'Importo IVA escl.'), { compute: 'qty * price' }),
              ...lineVatFields(),
              f.money('sale_price', t('Preț vânzare (cu TVA)', 'Retail price (incl. VAT)', 'Prezzo di vendita (IVA inclusa)'), {
                help: t('Pentru gestiunile evidențiate la preț de vânzare.', 'For stores kept at retail price.', 'Per magazzini tenuti a prezzo di vendita.'),
                min: 0,
              }),
              f.money('sale_value', t('Valoare vânzare', 'Retail value', 'Valore di vendita'), { compute: 'sale_price > 0 ? qty * sale_price : ""' }),
            ],
            { required: true, historyPick: true, maxItems: 500, role: 'lines.items' },
          ),
        ],
      },
      {
        name: 'committee',
        title: t('Comisia de recepție', 'Receiving committee', 'Commissione di ricevimento'),
        fields: [
          f.array(
            'members',
            t('Membrii comisiei', 'Committee members', 'Membri della commissione'),
            [
              f.text('name', t('Nume și prenume', 'Name', 'Nome e cognome'), { required: true, maxLength: 100 }),
              f.text('position', t('Funcția', 'Position', 'Funzione'), { maxLength: 100 }),
            ],
            { required: true, maxItems: 10 },
          ),
          f.textarea('findings', t('Constatări privind diferențele', 'Findings on discrepancies', 'Rilievi sulle differenze'), {
            help: t('Cauza diferențelor și măsurile luate (comunicare la furnizor, proces-verbal).', 'Cause of the discrepancies and action taken (supplier notified, report).', 'Causa delle differenze e provvedimenti (comunicazione al fornitore, verbale).'),
            maxLength: 2000,
          }),
          f.text('storekeeper', t('Primit în gestiune (gestionar)', 'Taken into stock by (storekeeper)', 'Preso in carico da (magazziniere)'), { required: true, maxLength: 100 }),
        ],
      },
    ],
    totals: lineVatTotals('goods'),
    pdf: {
      layout: 'handover',
      title: t('NIR', 'NIR', 'NIR'),
      signatures: [t('Comisia de recepție', 'Receiving committee', 'Commissione di ricevimento'), t('Primit în gestiune', 'Taken into stock', 'Preso in carico')],
      footer: t(
        'Notă de recepție și constatare de diferențe – cod 14-3-1A (OMFP 2634/2015). Bunurile au fost recepționate cantitativ și calitativ de comisia de mai sus.',
        'Goods received note with discrepancies – form 14-3-1A (OMFP 2634/2015). The goods were checked for quantity and quality by the committee above.',
        'Nota di ricevimento e constatazione differenze – modello 14-3-1A (OMFP 2634/2015). La merce è stata controllata per quantità e qualità dalla commissione.',
      ),
    },
    sample: sampleNir,
  });

export const workshop: CatalogEntry[] = [entrySheet(), serviceOrder(), handover(), nir()];
