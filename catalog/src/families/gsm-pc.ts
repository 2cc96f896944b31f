import { type CatalogEntry, type FieldSpec, type StepSpec, f, opt, same, t } from '../build.js';
import { clientStep, estimateFooter, estimateSignatures, estimateTotals, laborStep, partsStep } from '../fragments.js';
import { unitField } from '../fragments-commercial.js';
import { COMMON, clause, closingStep, firmStep, gdprNote, grand, kw, moneyTotal, notesField, numberTotal, personStep, tradeApp } from '../fragments-trades-a.js';
import { bothVariants, vatVariant } from '../variants.js';
import { clientCompany, clientPerson, firm, personB } from '../samples-trades-a.js';

/**
 * Phone, GSM, tablet and PC repair shops (issue 20): the service sheet a device is left with, the
 * estimate, the warranty certificate, the hand-back, IT work for companies, data and recycling.
 */

const trades: ['gsm-pc'] = ['gsm-pc'];
const shop = t('Service', 'Repair shop', 'Centro assistenza');
const sign = { client: t('Client', 'Client', 'Cliente'), tech: t('Tehnician', 'Technician', 'Tecnico'), shop: t('Reprezentant service', 'Shop representative', 'Per il centro assistenza') };

/** IMEI: 15 digits (the phone shows it at *#06#); the check digit is Luhn's, the pattern keeps the form. */
const imeiField = (name = 'imei', label = t('IMEI', 'IMEI', 'IMEI'), required = false) =>
  f.text(name, label, {
    help: t('15 cifre, se afișează cu *#06#.', '15 digits, shown by dialling *#06#.', '15 cifre, si visualizza con *#06#.'),
    pattern: '^[0-9]{15}$',
    ...(required ? { required: true } : {}),
    width: 'half',
  });

const deviceTypeOptions = [
  opt('phone', t('Telefon mobil', 'Mobile phone', 'Cellulare')),
  opt('tablet', t('Tabletă', 'Tablet', 'Tablet')),
  opt('watch', t('Ceas inteligent', 'Smartwatch', 'Smartwatch')),
  opt('laptop', t('Laptop', 'Laptop', 'Portatile')),
  opt('pc', t('PC / unitate centrală', 'Desktop PC', 'PC fisso')),
  opt('console', t('Consolă', 'Game console', 'Console')),
  opt('other', t('Altul', 'Other', 'Altro')),
];

const brandModel = (): FieldSpec[] => [
  f.text('brand', t('Marcă', 'Brand', 'Marca'), { required: true, maxLength: 50, width: 'half' }),
  f.text('model', t('Model', 'Model', 'Modello'), { required: true, maxLength: 80, width: 'half' }),
];
const serialField = (required = false) => f.text('serial', t('Serie (S/N)', 'Serial number', 'Numero di serie'), { ...(required ? { required: true } : {}), maxLength: 60, width: 'half' });

/** The device of the phone sheet, the estimate, the warranty: type, brand, model, IMEI and serial. */
const deviceStep = ({ imei = true, extra = [] }: { imei?: boolean; extra?: FieldSpec[] } = {}): StepSpec => ({
  name: 'device',
  title: t('Dispozitiv', 'Device', 'Dispositivo'),
  fields: [
    f.select('type', t('Tip', 'Type', 'Tipo'), deviceTypeOptions, { required: true, default: 'phone', width: 'third' }),
    ...brandModel(),
    ...(imei ? [imeiField('imei', t('IMEI 1', 'IMEI 1', 'IMEI 1')), imeiField('imei2', t('IMEI 2 (dual SIM)', 'IMEI 2 (dual SIM)', 'IMEI 2 (dual SIM)'))] : []),
    serialField(),
    ...extra,
  ],
});

const phoneSheet = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-service-telefon',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'fisa service telefon, fișă service GSM, bon service telefon, receptie telefon, IMEI, reparatie telefon, schimb display, tableta',
      'phone repair ticket, GSM service sheet, device check-in, IMEI, phone repair, screen replacement, tablet repair',
      'scheda riparazione cellulare, accettazione telefono, IMEI, riparazione smartphone, sostituzione display, tablet',
    ),
    title: t('Fișă de service telefon / tabletă', 'Phone / tablet repair sheet', 'Scheda di riparazione telefono / tablet'),
    description: t(
      'Primirea unui telefon sau a unei tablete în service: IMEI și serie, starea la primire (ecran, carcasă, urme de lichid), accesoriile lăsate, defectul declarat, codul sau modelul de deblocare cu acordul clientului, salvarea datelor, costul estimat, avansul și termenul.',
      'Checking a phone or tablet into the repair shop: IMEI and serial, condition on arrival (screen, housing, liquid marks), accessories left, reported fault, unlock code or pattern with the client’s consent, data backup, estimated cost, advance and deadline.',
      "Accettazione di un telefono o tablet in assistenza: IMEI e numero di serie, stato all'arrivo (schermo, scocca, tracce di liquidi), accessori lasciati, guasto dichiarato, codice o sequenza di sblocco con il consenso del cliente, backup dei dati, costo stimato, acconto e termine.",
    ),
    category: 'workshop',
    document: { kind: 'entry-sheet', currency: 'RON', number: { field: 'company.number', prefix: 'FST', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Fișă nr.', 'Sheet no.', 'Scheda n.'), shop, [], { dateLabel: t('Data și ora primirii', 'Received on', 'Data e ora di ricezione'), dateType: 'datetime' }),
      clientStep({ phoneRequired: true }),
      deviceStep({ extra: [f.text('color', t('Culoare', 'Colour', 'Colore'), { maxLength: 30, width: 'half' })] }),
      {
        name: 'condition',
        title: t('Starea la primire', 'Condition on arrival', "Stato all'arrivo"),
        fields: [
          f.radio('powers_on', t('Pornește', 'Powers on', 'Si accende'), [opt('yes', t('Da', 'Yes', 'Sì')), opt('no', t('Nu', 'No', 'No')), opt('unknown', t('Netestat', 'Not tested', 'Non verificato'))], { required: true, width: 'half' }),
          f.checkbox('screen_cracked', t('Ecran spart / fisurat', 'Cracked screen', 'Schermo rotto / incrinato'), { width: 'half' }),
          f.checkbox('housing_damage', t('Carcasă lovită / zgâriată', 'Dented / scratched housing', 'Scocca ammaccata / graffiata'), { width: 'half' }),
          f.checkbox('liquid', t('Urme de lichid / oxidare', 'Liquid / corrosion marks', 'Tracce di liquidi / ossidazione'), { width: 'half' }),
          f.textarea('condition_notes', t('Alte constatări la primire', 'Other findings on arrival', "Altre osservazioni all'arrivo"), { maxLength: 1000 }),
          f.checkbox('acc_charger', t('Încărcător / cablu', 'Charger / cable', 'Caricatore / cavo'), { width: 'third' }),
          f.checkbox('acc_case', t('Husă', 'Case', 'Custodia'), { width: 'third' }),
          f.checkbox('acc_sim', t('Cartelă SIM', 'SIM card', 'SIM'), { width: 'third' }),
          f.checkbox('acc_memory', t('Card de memorie', 'Memory card', 'Scheda di memoria'), { width: 'third' }),
          f.checkbox('acc_box', t('Cutie / acte', 'Box / papers', 'Scatola / documenti'), { width: 'third' }),
          f.text('acc_other', t('Alte accesorii lăsate', 'Other accessories left', 'Altri accessori lasciati'), { maxLength: 200 }),
        ],
      },
      {
        name: 'request',
        title: t('Defect și estimare', 'Fault and estimate', 'Guasto e stima'),
        fields: [
          f.textarea('fault', t('Defect declarat de client', 'Fault reported by the client', 'Guasto dichiarato dal cliente'), { required: true, maxLength: 2000, role: 'service.reason' }),
          f.radio('lock', t('Deblocare', 'Unlocking', 'Sblocco'), [
            opt('none', t('Fără cod', 'No lock', 'Nessun blocco')),
            opt('pin', t('Cod PIN / parolă comunicat', 'PIN / password given', 'PIN / password comunicato')),
            opt('pattern', t('Model (pattern) comunicat', 'Pattern given', 'Sequenza comunicata')),
            opt('refused', t('Clientul nu comunică codul', 'Client does not give the code', 'Il cliente non comunica il codice')),
          ], { required: true, default: 'none' }),
          f.text('lock_code', t('Cod / model de deblocare', 'Unlock code / pattern', 'Codice / sequenza di sblocco'), {
            help: t('Model: cifrele punctelor 1–9 în ordine, de ex. 1-4-7-8-9.', 'Pattern: the dots 1–9 in order, e.g. 1-4-7-8-9.', 'Sequenza: i punti 1–9 in ordine, ad es. 1-4-7-8-9.'),
            maxLength: 40,
            visibleIf: 'lock == "pin" || lock == "pattern"',
          }),
          f.checkbox('code_consent', t('Clientul este de acord ca tehnicianul să folosească codul numai pentru testarea dispozitivului', 'The client agrees that the technician uses the code only to test the device', 'Il cliente acconsente che il tecnico usi il codice solo per collaudare il dispositivo'), { visibleIf: 'lock == "pin" || lock == "pattern"' }),
          f.checkbox('data_risk', t('Clientul a fost informat că reparația poate duce la pierderea datelor și și-a salvat datele', 'The client was told the repair may erase data and has backed them up', 'Il cliente è stato informato che la riparazione può cancellare i dati e ne ha fatto il backup'), { required: true }),
          f.money('estimate', t('Cost estimat (lei, cu TVA)', 'Estimated cost (lei, incl. VAT)', 'Costo stimato (lei, IVA incl.)'), { min: 0, width: 'third' }),
          f.money('advance', t('Avans (lei)', 'Advance (lei)', 'Acconto (lei)'), { min: 0, width: 'third' }),
          f.date('due', t('Termen estimat', 'Estimated ready date', 'Data prevista'), { role: 'service.exit_date', width: 'third' }),
        ],
      },
      closingStep(
        t('Condiții', 'Terms', 'Condizioni'),
        [
          clause(
            'terms',
            t('Condiții de service', 'Service terms', 'Condizioni di assistenza'),
            'Diagnoza este gratuită dacă reparația se execută; altfel se percepe taxa de diagnoză afișată. Costul final peste estimare se comunică și se aplică numai cu acordul clientului. Dispozitivul se ridică în 30 de zile de la anunțarea finalizării, pe baza acestei fișe; după acest termen se percepe taxă de depozitare. Service-ul nu răspunde de datele din dispozitiv și de accesoriile nedeclarate pe fișă.',
          ),
        ],
        [sign.client, sign.tech],
      ),
    ],
    totals: [moneyTotal('estimate', t('Cost estimat', 'Estimated cost', 'Costo stimato'), 'request.estimate'), moneyTotal('advance', t('Avans', 'Advance', 'Acconto'), 'request.advance', 'total.advance'), moneyTotal('rest', t('Rest estimat de plată', 'Estimated balance', 'Saldo stimato'), 'max(request.estimate - request.advance, 0)', 'total.due')],
    pdf: {
      layout: 'entry-sheet',
      title: t('FIȘĂ DE SERVICE', 'REPAIR SHEET', 'SCHEDA DI RIPARAZIONE'),
      signatures: [sign.client, sign.tech],
      footer: t(
        'Dispozitivul se eliberează numai pe baza acestei fișe. Clientul confirmă starea și accesoriile consemnate. ' + gdprNote.ro,
        'The device is handed back only against this sheet. The client confirms the condition and accessories recorded. ' + gdprNote.en,
        'Il dispositivo si restituisce solo con questa scheda. Il cliente conferma lo stato e gli accessori indicati. ' + gdprNote.it,
      ),
    },
    sample: {
      company: firm('gsm', '2026-03-16T10:20'),
      client: clientPerson,
      device: { type: 'phone', brand: 'Samsung', model: 'Galaxy A54 5G', imei: '356933112345675', serial: 'R58T41ABCDE', color: 'Negru grafit' },
      condition: { powers_on: 'yes', screen_cracked: true, housing_damage: true, liquid: false, condition_notes: 'Colț stânga-sus ciobit, sticla cameră spate zgâriată', acc_charger: false, acc_case: true, acc_sim: true, acc_memory: false, acc_box: false, acc_other: 'Folie de sticlă crăpată' },
      request: { fault: 'Ecran spart după cădere, touch-ul nu răspunde în partea de jos', lock: 'pattern', lock_code: '1-4-7-8-9', code_consent: true, data_risk: true, estimate: 650, advance: 200, due: '2026-03-18' },
      closing: {},
    },
  });

const pcSheet = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-service-laptop-pc',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'fisa service laptop, fișă service calculator, service PC, reparatie laptop, receptie calculator, parola windows, backup date',
      'laptop repair ticket, PC service sheet, computer check-in, laptop repair, Windows password, data backup',
      'scheda riparazione portatile, assistenza PC, accettazione computer, password Windows, backup dati',
    ),
    title: t('Fișă de service laptop / PC', 'Laptop / PC repair sheet', 'Scheda di riparazione portatile / PC'),
    description: t(
      'Primirea unui laptop sau calculator în service: serie, configurație (procesor, memorie, stocare, sistem de operare), accesorii lăsate, defect declarat, parola de cont, copia de siguranță a datelor cerută sau nu, costul maxim acceptat fără alt acord.',
      'Checking a laptop or PC into the repair shop: serial, configuration (processor, memory, storage, operating system), accessories left, reported fault, account password, whether a data backup is wanted, spending limit without further approval.',
      "Accettazione di un portatile o PC in assistenza: numero di serie, configurazione (processore, memoria, archiviazione, sistema operativo), accessori lasciati, guasto dichiarato, password dell'account, backup dei dati richiesto o no, spesa massima senza ulteriore consenso.",
    ),
    category: 'workshop',
    document: { kind: 'entry-sheet', currency: 'RON', number: { field: 'company.number', prefix: 'FSP', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Fișă nr.', 'Sheet no.', 'Scheda n.'), shop, [], { dateLabel: t('Data și ora primirii', 'Received on', 'Data e ora di ricezione'), dateType: 'datetime' }),
      clientStep({ phoneRequired: true }),
      {
        name: 'computer',
        title: t('Calculator', 'Computer', 'Computer'),
        fields: [
          f.radio('type', t('Tip', 'Type', 'Tipo'), [opt('laptop', t('Laptop', 'Laptop', 'Portatile')), opt('desktop', t('Unitate centrală', 'Desktop', 'PC fisso')), opt('aio', t('All-in-one', 'All-in-one', 'All-in-one'))], { required: true, default: 'laptop' }),
          ...brandModel(),
          serialField(true),
          f.text('cpu', t('Procesor', 'Processor', 'Processore'), { maxLength: 60, width: 'half' }),
          f.text('ram', t('Memorie RAM', 'RAM', 'RAM'), { maxLength: 30, width: 'half' }),
          f.text('storage', t('Stocare (SSD/HDD)', 'Storage (SSD/HDD)', 'Archiviazione (SSD/HDD)'), { maxLength: 60, width: 'half' }),
          f.text('os', t('Sistem de operare', 'Operating system', 'Sistema operativo'), { maxLength: 60, width: 'half' }),
          f.text('accessories', t('Accesorii lăsate (încărcător, geantă, mouse)', 'Accessories left (charger, bag, mouse)', 'Accessori lasciati (alimentatore, borsa, mouse)'), { maxLength: 200 }),
          f.textarea('visible_damage', t('Stare fizică la primire', 'Physical condition on arrival', "Stato fisico all'arrivo"), { maxLength: 1000 }),
        ],
      },
      {
        name: 'request',
        title: t('Defect și solicitare', 'Fault and request', 'Guasto e richiesta'),
        fields: [
          f.textarea('fault', t('Defect declarat', 'Reported fault', 'Guasto dichiarato'), { required: true, maxLength: 2000, role: 'service.reason' }),
          f.textarea('requested', t('Lucrări solicitate', 'Work requested', 'Lavori richiesti'), { maxLength: 1000 }),
          f.text('password', t('Parolă cont (dacă e necesară testării)', 'Account password (if needed for testing)', "Password dell'account (se serve per il collaudo)"), { maxLength: 60, width: 'half' }),
          f.radio('backup', t('Copie de siguranță a datelor', 'Data backup', 'Backup dei dati'), [
            opt('client', t('Făcută de client', 'Done by the client', 'Fatto dal cliente')),
            opt('shop', t('Cerută service-ului (contra cost)', 'Asked of the shop (paid)', 'Richiesto al centro (a pagamento)')),
            opt('none', t('Nu este necesară', 'Not needed', 'Non necessario')),
          ], { required: true, width: 'half' }),
          f.money('approval_limit', t('Cost maxim fără alt acord (lei)', 'Spending limit without further approval (lei)', 'Spesa massima senza ulteriore consenso (lei)'), { min: 0, width: 'half' }),
          f.date('due', t('Termen estimat', 'Estimated ready date', 'Data prevista'), { role: 'service.exit_date', width: 'half' }),
        ],
      },
      closingStep(
        t('Condiții', 'Terms', 'Condizioni'),
        [
          clause(
            'terms',
            t('Condiții de service', 'Service terms', 'Condizioni di assistenza'),
            'Service-ul nu răspunde de pierderea datelor; copia de siguranță este responsabilitatea clientului, dacă nu a fost comandată service-ului. Lucrările peste costul maxim se fac numai cu acordul clientului. Echipamentul nereclamat în 30 de zile de la anunțare se depozitează contra cost.',
          ),
        ],
        [sign.client, sign.tech],
      ),
    ],
    pdf: {
      layout: 'entry-sheet',
      title: t('FIȘĂ SERVICE CALCULATOR', 'COMPUTER REPAIR SHEET', 'SCHEDA ASSISTENZA PC'),
      signatures: [sign.client, sign.tech],
      footer: t('Echipamentul se eliberează numai pe baza acestei fișe. ' + gdprNote.ro, 'The equipment is handed back only against this sheet. ' + gdprNote.en, "L'apparecchio si restituisce solo con questa scheda. " + gdprNote.it),
    },
    sample: {
      company: firm('gsm', '2026-03-17T15:05'),
      client: clientCompany,
      computer: { type: 'laptop', brand: 'Lenovo', model: 'ThinkPad T14 Gen 2', serial: 'PF3KX9Z2', cpu: 'Intel Core i5-1135G7', ram: '16 GB', storage: 'SSD NVMe 512 GB', os: 'Windows 11 Pro', accessories: 'Încărcător original 65 W, geantă', visible_damage: 'Balama stângă slăbită, tastatură uzată' },
      request: { fault: 'Se oprește singur după 10 minute, ventilator zgomotos', requested: 'Curățare sistem de răcire, pastă termică, verificare SSD', backup: 'client', approval_limit: 400, due: '2026-03-19' },
      closing: {},
    },
  });

const gsmEstimate = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-service-gsm-pc',
    vatPayer,
    prefix: 'DG',
    trades,
    keywords: kw(
      'deviz service GSM, deviz reparatie telefon, deviz laptop, oferta reparatie telefon, estimare cost reparatie',
      'phone repair estimate, laptop repair estimate, GSM service quote, repair cost',
      'preventivo riparazione cellulare, preventivo riparazione portatile, preventivo assistenza',
    ),
    title: t('Deviz service GSM / PC', 'Phone / PC repair estimate', 'Preventivo riparazione telefono / PC'),
    description: t(
      'Deviz de reparație pentru telefoane, tablete și calculatoare: dispozitivul cu IMEI și serie, defectul constatat, manopera și piesele (display, baterie, conector) cu proveniența lor.',
      'Repair estimate for phones, tablets and computers: the device with IMEI and serial, the fault found, labour and parts (display, battery, connector) with their source.',
      'Preventivo di riparazione per telefoni, tablet e computer: dispositivo con IMEI e numero di serie, guasto riscontrato, manodopera e ricambi (display, batteria, connettore) con la provenienza.',
    ),
    category: 'repairs',
    steps: [
      firmStep(t('Deviz nr.', 'Estimate no.', 'Preventivo n.'), t('Service și deviz', 'Shop and estimate', 'Centro e preventivo'), [], { vatPayer, validUntil: true }),
      clientStep(),
      deviceStep(),
      {
        name: 'diagnosis',
        title: t('Diagnoză', 'Diagnosis', 'Diagnosi'),
        fields: [
          f.textarea('fault', t('Defect declarat', 'Reported fault', 'Guasto dichiarato'), { required: true, maxLength: 2000, role: 'service.reason' }),
          f.textarea('findings', t('Defect constatat', 'Fault found', 'Guasto riscontrato'), { maxLength: 2000, role: 'service.findings' }),
          f.text('warranty', t('Garanție lucrare', 'Repair warranty', 'Garanzia riparazione'), { default: '3 luni', maxLength: 100, width: 'half' }),
          f.text('lead_time', t('Termen execuție', 'Completion time', 'Tempi di esecuzione'), { maxLength: 100, width: 'half' }),
        ],
      },
      laborStep({ vatPayer, workerLabel: sign.tech }),
      partsStep({ vatPayer, units: [opt('buc', t('buc', 'pcs', 'pz')), opt('set', t('set', 'set', 'set'))] }),
    ],
    totals: estimateTotals({ vatPayer }),
    pdf: { layout: 'estimate', title: t('DEVIZ', 'ESTIMATE', 'PREVENTIVO'), signatures: estimateSignatures, footer: estimateFooter({ vatPayer }) },
    sample: {
      company: { ...firm('gsm', '2026-03-16'), cui: vatPayer ? 'RO31456784' : '31456784', valid_until: '2026-03-31' },
      client: clientPerson,
      device: { type: 'phone', brand: 'Apple', model: 'iPhone 13', imei: '356933112345675', serial: 'F2LXK9ABC123' },
      diagnosis: { fault: 'Bateria se descarcă în 3 ore, telefonul nu se încarcă decât în anumite poziții', findings: 'Baterie 71% capacitate, conector Lightning oxidat', warranty: '3 luni', lead_time: '1 zi lucrătoare' },
      labor: { items: [{ operation: 'Înlocuire baterie', hours: 0.5, rate: 120, technician: 'Radu Ciobanu' }, { operation: 'Înlocuire conector încărcare', hours: 1, rate: 120 }] },
      parts: { items: [{ name: 'Baterie compatibilă 3227 mAh', qty: 1, unit: 'buc', price: 180, source: 'new' }, { code: 'LC-13', name: 'Flex conector încărcare', qty: 1, unit: 'buc', price: 95, source: 'new' }] },
    },
  });

const repairWarranty = (): CatalogEntry =>
  tradeApp({
    key: 'certificat-garantie-reparatie-gsm-pc',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'certificat de garantie reparatie, garanție service telefon, garantie reparatie laptop, certificat garanție',
      'repair warranty certificate, phone repair guarantee, laptop repair warranty',
      'certificato di garanzia riparazione, garanzia assistenza telefono, garanzia riparazione portatile',
    ),
    title: t('Certificat de garanție pentru reparație', 'Repair warranty certificate', 'Certificato di garanzia della riparazione'),
    description: t(
      'Garanția dată la predarea unui telefon sau calculator reparat: dispozitivul cu IMEI/serie, lucrările și piesele garantate cu termenul fiecăreia, condițiile în care garanția se pierde, fișa de service și factura de referință.',
      'The warranty given with a repaired phone or computer: the device with IMEI/serial, the work and parts covered with their terms, what voids the warranty, the repair sheet and invoice it refers to.',
      'La garanzia consegnata con un telefono o computer riparato: dispositivo con IMEI/numero di serie, lavori e ricambi garantiti con la durata, cosa fa decadere la garanzia, scheda e fattura di riferimento.',
    ),
    category: 'workshop',
    document: { kind: 'certificate', currency: 'RON', number: { field: 'company.number', prefix: 'CG', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Certificat nr.', 'Certificate no.', 'Certificato n.'), shop, [
        f.text('sheet_ref', t('Fișa de service nr.', 'Repair sheet no.', 'Scheda di riparazione n.'), { maxLength: 30, width: 'half' }),
        f.text('invoice_ref', t('Factura / bonul fiscal nr.', 'Invoice / receipt no.', 'Fattura / scontrino n.'), { maxLength: 30, width: 'half' }),
      ]),
      clientStep(),
      deviceStep(),
      {
        name: 'covered',
        title: t('Lucrări și piese garantate', 'Work and parts covered', 'Lavori e ricambi garantiti'),
        fields: [
          f.array('items', t('Garanții', 'Warranties', 'Garanzie'), [
            f.text('item', t('Lucrare / piesă', 'Work / part', 'Lavoro / ricambio'), { required: true, maxLength: 200 }),
            f.number('months', t('Luni garanție', 'Months', 'Mesi'), { required: true, min: 0, max: 60, decimals: 0 }),
            f.date('until', t('Valabilă până la', 'Valid until', 'Valida fino al')),
          ], { required: true, maxItems: 30, role: 'lines.items' }),
        ],
      },
      closingStep(
        t('Condiții de garanție', 'Warranty terms', 'Condizioni di garanzia'),
        [
          clause(
            'exclusions',
            t('Garanția nu acoperă', 'Not covered', 'La garanzia non copre'),
            'Defectele produse prin lovire, cădere, presiune, contact cu lichide, umiditate sau supratensiune; intervenția altui service sau deschiderea dispozitivului; folosirea de încărcătoare neconforme; sigiliul de garanție deteriorat; alte componente decât cele reparate.',
          ),
          clause('procedure', t('Cum se solicită garanția', 'How to claim', 'Come richiedere la garanzia'), 'Dispozitivul se aduce la service cu acest certificat. Remedierea se face gratuit, în cel mult 15 zile calendaristice de la sesizare, iar durata garanției se prelungește cu timpul de imobilizare.'),
        ],
        [sign.shop, sign.client],
      ),
    ],
    pdf: {
      layout: 'handover',
      title: t('CERTIFICAT DE GARANȚIE', 'WARRANTY CERTIFICATE', 'CERTIFICATO DI GARANZIA'),
      signatures: [sign.shop, sign.client],
      footer: t(
        'Garanția pentru reparație nu înlătură drepturile legale ale consumatorului (OG 21/1992 privind protecția consumatorilor).',
        'This repair warranty does not affect the consumer’s statutory rights (Romanian Government Ordinance 21/1992 on consumer protection).',
        'La garanzia della riparazione non pregiudica i diritti di legge del consumatore (OG 21/1992 sulla tutela dei consumatori).',
      ),
    },
    sample: {
      company: { ...firm('gsm', '2026-03-18'), sheet_ref: 'FST-00412', invoice_ref: 'MST-2291' },
      client: clientPerson,
      device: { type: 'phone', brand: 'Samsung', model: 'Galaxy A54 5G', imei: '356933112345675', serial: 'R58T41ABCDE' },
      covered: { items: [{ item: 'Display AMOLED original (service pack)', months: 6, until: '2026-09-18' }, { item: 'Manoperă înlocuire display', months: 3, until: '2026-06-18' }] },
      closing: {},
    },
  });

const handBack = (): CatalogEntry =>
  tradeApp({
    key: 'proces-verbal-predare-dispozitiv-reparat',
    version: 1,
    trades,
    keywords: kw(
      'predare telefon reparat, proces verbal predare dispozitiv, ridicare telefon service, predare laptop',
      'repaired device handover, phone pick-up record, laptop hand-back',
      'verbale di riconsegna dispositivo, ritiro telefono riparato, riconsegna portatile',
    ),
    title: t('Proces-verbal de predare a dispozitivului reparat', 'Repaired device hand-back record', 'Verbale di riconsegna del dispositivo riparato'),
    description: t(
      'Predarea către client a dispozitivului reparat: ce s-a lucrat, testele făcute de față cu clientul (ecran, sunet, camere, încărcare, rețea), accesoriile restituite, piesele vechi, suma încasată și confirmarea clientului.',
      'Handing the repaired device back: what was done, the tests run in front of the client (screen, sound, cameras, charging, network), accessories returned, old parts, amount collected and the client’s confirmation.',
      'Riconsegna al cliente del dispositivo riparato: lavori eseguiti, prove fatte davanti al cliente (schermo, audio, fotocamere, ricarica, rete), accessori restituiti, ricambi vecchi, importo incassato e conferma del cliente.',
    ),
    category: 'workshop',
    document: { kind: 'handover', currency: 'RON', number: { field: 'company.number', prefix: 'PVD', start: 1, padding: 5 } },
    steps: [
      firmStep(t('PV nr.', 'Record no.', 'Verbale n.'), shop, [f.text('sheet_ref', t('Fișa de service nr.', 'Repair sheet no.', 'Scheda di riparazione n.'), { required: true, maxLength: 30 })]),
      clientStep(),
      deviceStep(),
      {
        name: 'checks',
        title: t('Lucrări și teste la predare', 'Work and hand-back tests', 'Lavori e prove alla riconsegna'),
        fields: [
          f.textarea('work_done', t('Lucrări efectuate', 'Work done', 'Lavori eseguiti'), { required: true, maxLength: 2000, role: 'service.findings' }),
          f.checkbox('t_screen', t('Ecran și touch', 'Screen and touch', 'Schermo e touch'), { width: 'third' }),
          f.checkbox('t_audio', t('Sunet și microfon', 'Sound and microphone', 'Audio e microfono'), { width: 'third' }),
          f.checkbox('t_camera', t('Camere', 'Cameras', 'Fotocamere'), { width: 'third' }),
          f.checkbox('t_charge', t('Încărcare', 'Charging', 'Ricarica'), { width: 'third' }),
          f.checkbox('t_network', t('Rețea / Wi-Fi / Bluetooth', 'Network / Wi-Fi / Bluetooth', 'Rete / Wi-Fi / Bluetooth'), { width: 'third' }),
          f.checkbox('t_buttons', t('Butoane și senzori', 'Buttons and sensors', 'Tasti e sensori'), { width: 'third' }),
          f.text('returned', t('Accesorii restituite', 'Accessories returned', 'Accessori restituiti'), { maxLength: 200 }),
          f.checkbox('old_parts', t('Piesele înlocuite au fost oferite clientului', 'The replaced parts were offered to the client', 'I ricambi sostituiti sono stati offerti al cliente')),
          f.money('paid', t('Suma achitată (lei)', 'Amount paid (lei)', 'Importo pagato (lei)'), { min: 0, width: 'half' }),
          f.radio('method', t('Plătit', 'Paid by', 'Pagato con'), [opt('cash', t('Numerar', 'Cash', 'Contanti')), opt('card', t('Card', 'Card', 'Carta')), opt('transfer', t('Transfer', 'Transfer', 'Bonifico'))], { width: 'half' }),
        ],
      },
      closingStep(t('Confirmare', 'Confirmation', 'Conferma'), [f.checkbox('confirmed', t('Clientul a primit dispozitivul funcțional și nu are obiecții', 'The client received the device working and has no objections', 'Il cliente ha ricevuto il dispositivo funzionante e non ha obiezioni'), { required: true })], [sign.shop, sign.client]),
    ],
    totals: [grand('checks.paid', t('Total încasat', 'Total collected', 'Totale incassato'))],
    pdf: { layout: 'handover', title: t('PV PREDARE-PRIMIRE', 'HAND-BACK RECORD', 'VERBALE DI RICONSEGNA'), signatures: [t('Am predat', 'Handed over by', 'Consegnato da'), t('Am primit', 'Received by', 'Ricevuto da')], footer: t('Încheiat în două exemplare, câte unul pentru fiecare parte.', 'Drawn up in two copies, one for each party.', 'Redatto in due copie, una per ciascuna parte.') },
    sample: {
      company: { ...firm('gsm', '2026-03-18'), sheet_ref: 'FST-00412' },
      client: clientPerson,
      device: { type: 'phone', brand: 'Samsung', model: 'Galaxy A54 5G', imei: '356933112345675' },
      checks: { work_done: 'Înlocuit display complet cu ramă, curățat conector încărcare', t_screen: true, t_audio: true, t_camera: true, t_charge: true, t_network: true, t_buttons: true, returned: 'Husă, cartelă SIM', old_parts: true, paid: 650, method: 'card' },
      closing: { confirmed: true },
    },
  });

const unlockConsent = (): CatalogEntry =>
  tradeApp({
    key: 'acord-acces-date-dispozitiv',
    version: 1,
    trades,
    keywords: kw(
      'acord parola telefon, acord deblocare, consimtamant acces date, cod deblocare, pattern, GDPR service',
      'unlock code consent, data access consent, phone password authorisation, GDPR repair',
      'consenso codice sblocco, accesso ai dati, autorizzazione password telefono, GDPR assistenza',
    ),
    title: t('Acord de acces la dispozitiv și la date', 'Device and data access consent', "Consenso all'accesso al dispositivo e ai dati"),
    description: t(
      'Acordul scris al clientului pentru ca service-ul să deblocheze și să folosească dispozitivul: ce are voie tehnicianul (testare, transfer de date, resetare), ce date pot fi văzute, riscul pierderii datelor, ștergerea codului după predare.',
      'The client’s written consent for the shop to unlock and use the device: what the technician may do (testing, data transfer, reset), which data may be seen, the risk of data loss, deleting the code after hand-back.',
      "Il consenso scritto del cliente perché il centro sblocchi e usi il dispositivo: cosa può fare il tecnico (collaudo, trasferimento dati, ripristino), quali dati si possono vedere, il rischio di perdita dei dati, la cancellazione del codice dopo la riconsegna.",
    ),
    category: 'workshop',
    document: { kind: 'other', currency: 'RON', number: { field: 'company.number', prefix: 'AD', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Acord nr.', 'Consent no.', 'Consenso n.'), shop, [f.text('sheet_ref', t('Fișa de service nr.', 'Repair sheet no.', 'Scheda di riparazione n.'), { maxLength: 30 })]),
      clientStep({ phoneRequired: true }),
      deviceStep(),
      {
        name: 'consent',
        title: t('Ce autorizează clientul', 'What the client authorises', 'Cosa autorizza il cliente'),
        fields: [
          f.checkbox('allow_test', t('Deblocare pentru testarea funcțiilor', 'Unlocking to test the functions', 'Sblocco per collaudare le funzioni'), { width: 'half' }),
          f.checkbox('allow_transfer', t('Transfer de date pe alt dispozitiv', 'Transferring data to another device', 'Trasferimento dati su altro dispositivo'), { width: 'half' }),
          f.checkbox('allow_reset', t('Resetare la setările din fabrică (datele se pierd)', 'Factory reset (data are lost)', 'Ripristino di fabbrica (i dati si perdono)'), { width: 'half' }),
          f.checkbox('allow_update', t('Actualizare software', 'Software update', 'Aggiornamento software'), { width: 'half' }),
          f.text('accounts', t('Conturi ce rămân conectate (Google, iCloud)', 'Accounts left signed in (Google, iCloud)', 'Account che restano collegati (Google, iCloud)'), { maxLength: 200 }),
          f.textarea('limits', t('Date pe care tehnicianul nu le accesează', 'Data the technician must not open', 'Dati che il tecnico non apre'), { default: 'Mesaje, fotografii, aplicații bancare și de e-mail.', maxLength: 1000 }),
          f.checkbox('loss_accepted', t('Clientul acceptă riscul pierderii datelor și declară că și-a făcut copie de siguranță', 'The client accepts the risk of data loss and declares having a backup', 'Il cliente accetta il rischio di perdita dei dati e dichiara di avere un backup'), { required: true }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [clause('erase', t('Ștergerea codului', 'Deleting the code', 'Cancellazione del codice'), 'Codul de deblocare se folosește numai pentru lucrarea de pe fișa de service, nu se transmite altor persoane și se șterge din evidențele service-ului la predarea dispozitivului.')], [sign.client, sign.tech]),
    ],
    pdf: { layout: 'handover', title: t('ACORD ACCES DATE', 'DATA ACCESS CONSENT', 'CONSENSO ACCESSO DATI'), signatures: [sign.client, sign.tech], footer: t('Acord dat conform Regulamentului (UE) 2016/679 (GDPR); clientul îl poate retrage oricând până la începerea lucrării.', 'Consent given under Regulation (EU) 2016/679 (GDPR); the client may withdraw it at any time before work starts.', 'Consenso dato ai sensi del Regolamento (UE) 2016/679 (GDPR); il cliente può revocarlo prima che inizi il lavoro.') },
    sample: {
      company: { ...firm('gsm', '2026-03-16'), sheet_ref: 'FST-00412' },
      client: clientPerson,
      device: { type: 'phone', brand: 'Xiaomi', model: 'Redmi Note 12', imei: '861234059876543' },
      consent: { allow_test: true, allow_transfer: true, allow_reset: false, allow_update: true, accounts: 'Cont Google ioana.s@exemplu.ro', limits: 'Mesaje, fotografii, aplicații bancare și de e-mail.', loss_accepted: true },
      closing: {},
    },
  });

const salesWarranty = (): CatalogEntry =>
  tradeApp({
    key: 'certificat-garantie-telefon-vandut',
    version: 3,
    trades,
    public: true,
    keywords: kw(
      'certificat de garantie telefon, garantie telefon second hand, garanție laptop vândut, certificat garantie produs, garantie conformitate',
      'phone warranty certificate, used phone warranty, laptop sale warranty, product guarantee',
      'certificato di garanzia telefono, garanzia usato, garanzia portatile venduto, garanzia di conformità',
    ),
    title: t('Certificat de garanție – telefon / laptop vândut', 'Warranty certificate – phone / laptop sold', 'Certificato di garanzia – telefono / portatile venduto'),
    description: t(
      'Certificatul dat la vânzarea unui telefon, tablete sau laptop, nou sau second-hand: produsul cu IMEI/serie, starea, termenul de garanție, documentul de vânzare, unde și cum se reclamă, condițiile de excludere.',
      'The certificate given when selling a phone, tablet or laptop, new or second-hand: the product with IMEI/serial, its condition, the warranty term, the sale document, where and how to claim, exclusions.',
      'Il certificato consegnato con la vendita di un telefono, tablet o portatile, nuovo o usato: prodotto con IMEI/numero di serie, stato, durata della garanzia, documento di vendita, dove e come reclamare, esclusioni.',
    ),
    category: 'commercial',
    document: { kind: 'certificate', currency: 'RON', number: { field: 'company.number', prefix: 'GV', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Certificat nr.', 'Certificate no.', 'Certificato n.'), t('Vânzător', 'Seller', 'Venditore'), [f.text('sale_doc', t('Bon fiscal / factură nr.', 'Receipt / invoice no.', 'Scontrino / fattura n.'), { required: true, maxLength: 40 })]),
      clientStep({ title: t('Cumpărător', 'Buyer', 'Acquirente') }),
      deviceStep({
        extra: [
          f.radio('state', t('Stare', 'Condition', 'Stato'), [opt('new', t('Nou', 'New', 'Nuovo')), opt('used', t('Second-hand', 'Second-hand', 'Usato')), opt('refurb', t('Recondiționat', 'Refurbished', 'Ricondizionato'))], { required: true, default: 'new' }),
          f.money('price', t('Preț de vânzare (lei)', 'Sale price (lei)', 'Prezzo di vendita (lei)'), { required: true, min: 0, width: 'half' }),
          f.number('months', t('Garanție (luni)', 'Warranty (months)', 'Garanzia (mesi)'), { required: true, min: 12, max: 60, decimals: 0, default: 24, width: 'half', help: t('Produs nou: 24 de luni; second-hand: cel puțin 12, dacă s-a convenit.', 'New product: 24 months; second-hand: at least 12 if agreed.', 'Prodotto nuovo: 24 mesi; usato: almeno 12 se concordato.') }),
        ],
      }),
      closingStep(t('Condiții', 'Terms', 'Condizioni'), [
        clause('claims', t('Reclamații', 'Claims', 'Reclami'), 'Produsul neconform se aduce la sediul vânzătorului cu acest certificat și documentul de vânzare. Vânzătorul îl aduce la conformitate prin reparare sau înlocuire, fără cost, într-o perioadă rezonabilă de cel mult 15 zile calendaristice de la data la care a fost informat; dacă nu este posibil, cumpărătorul poate cere reducerea prețului sau rezoluțiunea contractului.'),
        clause('exclusions', t('Excluderi', 'Exclusions', 'Esclusioni'), 'Deteriorări mecanice, contact cu lichide, intervenții neautorizate, uzura normală a bateriei, software instalat de cumpărător.'),
      ], [t('Vânzător', 'Seller', 'Venditore'), t('Cumpărător', 'Buyer', 'Acquirente')]),
    ],
    totals: [grand('device.price', t('Preț', 'Price', 'Prezzo'))],
    pdf: {
      layout: 'handover',
      title: t('CERTIFICAT DE GARANȚIE', 'WARRANTY CERTIFICATE', 'CERTIFICATO DI GARANZIA'),
      signatures: [t('Vânzător', 'Seller', 'Venditore'), t('Cumpărător', 'Buyer', 'Acquirente')],
      footer: t(
        'Garanția legală de conformitate se acordă conform OUG 140/2021 privind vânzarea bunurilor către consumatori; garanția comercială nu o înlătură.',
        'The statutory guarantee of conformity applies under Emergency Ordinance 140/2021 on sales of goods to consumers; a commercial warranty does not replace it.',
        "La garanzia legale di conformità si applica ai sensi dell'OUG 140/2021 sulla vendita di beni ai consumatori; la garanzia commerciale non la sostituisce.",
      ),
    },
    sample: {
      company: { ...firm('gsm', '2026-03-20'), sale_doc: 'BF 0045 / 20.03.2026' },
      client: clientPerson,
      device: { type: 'phone', brand: 'Apple', model: 'iPhone 12 128 GB', imei: '356933112345675', serial: 'DNPX81ABCD', state: 'used', price: 1850, months: 12 },
      closing: {},
    },
  });

const buyUsed = (): CatalogEntry =>
  tradeApp({
    key: 'contract-achizitie-telefon-second-hand',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'cumparare telefon second hand, achizitie telefon de la persoana fizica, declaratie provenienta telefon, buy back telefon, amanet telefon',
      'buying a used phone, purchase from an individual, phone provenance declaration, buy-back',
      'acquisto telefono usato, acquisto da privato, dichiarazione di provenienza telefono, permuta',
    ),
    title: t('Contract de achiziție telefon / laptop second-hand', 'Used phone / laptop purchase contract', 'Contratto di acquisto telefono / portatile usato'),
    description: t(
      'Cumpărarea unui telefon, unei tablete sau unui laptop folosit de la o persoană fizică: vânzătorul identificat cu CNP și act de identitate, dispozitivul cu IMEI și serie, declarația că îi aparține, nu e furat sau blocat în rețea și nu are conturi active, prețul plătit.',
      'Buying a used phone, tablet or laptop from an individual: the seller identified by personal code and ID card, the device with IMEI and serial, the declaration that it is theirs, not stolen or network-blocked and without active accounts, the price paid.',
      "Acquisto di un telefono, tablet o portatile usato da un privato: venditore identificato con codice personale e documento, dispositivo con IMEI e numero di serie, dichiarazione che è suo, non rubato né bloccato e senza account attivi, prezzo pagato.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'ACH', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Cumpărător (service)', 'Buyer (shop)', 'Acquirente (negozio)')),
      personStep('seller', t('Vânzător (persoană fizică)', 'Seller (individual)', 'Venditore (privato)'), { asClient: true }),
      deviceStep({
        extra: [
          f.textarea('condition', t('Stare și defecte', 'Condition and faults', 'Stato e difetti'), { maxLength: 1000 }),
          f.text('accessories', t('Accesorii predate', 'Accessories handed over', 'Accessori consegnati'), { maxLength: 200 }),
          f.money('price', t('Preț plătit (lei)', 'Price paid (lei)', 'Prezzo pagato (lei)'), { required: true, min: 0, width: 'half' }),
          f.radio('method', t('Plătit', 'Paid by', 'Pagato con'), [opt('cash', t('Numerar', 'Cash', 'Contanti')), opt('transfer', t('Transfer bancar', 'Bank transfer', 'Bonifico'))], { required: true, width: 'half' }),
        ],
      }),
      closingStep(t('Declarația vânzătorului', "Seller's declaration", 'Dichiarazione del venditore'), [
        f.checkbox('owner', t('Dispozitivul îmi aparține și nu provine din furt sau din altă faptă penală', 'The device is mine and does not come from theft or any other offence', 'Il dispositivo è mio e non proviene da furto o da altro reato'), { required: true }),
        f.checkbox('unlocked', t('Nu este blocat în rețea (blacklist) și am ieșit din contul iCloud / Google', 'It is not network-blocked (blacklisted) and I signed out of iCloud / Google', 'Non è bloccato in rete (blacklist) e ho disconnesso iCloud / Google'), { required: true }),
        f.checkbox('no_debt', t('Nu are abonament sau rate neachitate la operator', 'It has no unpaid contract or instalments with the carrier', "Non ha abbonamenti o rate non pagate con l'operatore"), { required: true }),
      ], [t('Vânzător', 'Seller', 'Venditore'), t('Cumpărător', 'Buyer', 'Acquirente')]),
    ],
    totals: [grand('device.price', t('Preț plătit', 'Price paid', 'Prezzo pagato'))],
    pdf: {
      layout: 'contract',
      title: t('CONTRACT DE ACHIZIȚIE', 'PURCHASE CONTRACT', 'CONTRATTO DI ACQUISTO'),
      signatures: [t('Vânzător', 'Seller', 'Venditore'), t('Cumpărător', 'Buyer', 'Acquirente')],
      footer: t(
        'Vânzătorul răspunde pentru declarațiile făcute (Codul penal, art. 326 – falsul în declarații). Proprietatea și riscul trec la cumpărător la plata prețului. ' + gdprNote.ro,
        'The seller is liable for these statements (Romanian Criminal Code, art. 326 – false statements). Ownership and risk pass to the buyer when the price is paid. ' + gdprNote.en,
        'Il venditore risponde delle dichiarazioni rese (Codice penale romeno, art. 326 – false dichiarazioni). Proprietà e rischio passano all’acquirente al pagamento. ' + gdprNote.it,
      ),
    },
    sample: {
      company: firm('gsm', '2026-03-21'),
      seller: personB,
      device: { type: 'phone', brand: 'Apple', model: 'iPhone 12 128 GB', imei: '356933112345675', serial: 'DNPX81ABCD', condition: 'Baterie 84%, zgârieturi fine pe ramă', accessories: 'Cutie, cablu', price: 1200, method: 'cash' },
      closing: { owner: true, unlocked: true, no_debt: true },
    },
  });

const diagnosisReport = (): CatalogEntry =>
  tradeApp({
    key: 'raport-diagnoza-calculator',
    version: 1,
    trades,
    keywords: kw(
      'raport diagnoza, diagnoza laptop, test hardware, raport tehnic calculator, sanatate baterie, SMART SSD, constatare tehnica',
      'diagnostic report, laptop diagnosis, hardware test, battery health, SSD SMART, technical assessment',
      'rapporto diagnostico, diagnosi portatile, test hardware, salute batteria, SMART SSD, perizia tecnica',
    ),
    title: t('Raport de diagnoză hardware', 'Hardware diagnostic report', 'Rapporto di diagnosi hardware'),
    description: t(
      'Rezultatul diagnozei unui calculator sau telefon: fiecare componentă testată cu valoarea măsurată (baterie, stocare, temperaturi, memorie) și verdictul, concluzia tehnică, dacă reparația merită și costul diagnozei.',
      'The result of diagnosing a computer or phone: each component tested with the measured value (battery, storage, temperatures, memory) and verdict, the technical conclusion, whether the repair is worth it and the diagnosis fee.',
      "L'esito della diagnosi di un computer o telefono: ogni componente provato con il valore misurato (batteria, archiviazione, temperature, memoria) e l'esito, conclusione tecnica, se la riparazione conviene e costo della diagnosi.",
    ),
    category: 'repairs',
    document: { kind: 'report', currency: 'RON', number: { field: 'company.number', prefix: 'RD', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Raport nr.', 'Report no.', 'Rapporto n.'), shop),
      clientStep(),
      deviceStep({ imei: false }),
      {
        name: 'tests',
        title: t('Teste', 'Tests', 'Prove'),
        fields: [
          f.array('items', t('Componente testate', 'Components tested', 'Componenti provati'), [
            f.text('component', t('Componentă', 'Component', 'Componente'), { required: true, maxLength: 80 }),
            f.text('method', t('Test / utilitar', 'Test / tool', 'Prova / strumento'), { maxLength: 80 }),
            f.text('result', t('Valoare măsurată', 'Measured value', 'Valore misurato'), { maxLength: 80 }),
            f.select('verdict', t('Verdict', 'Verdict', 'Esito'), [opt('ok', t('OK', 'OK', 'OK')), opt('worn', t('Uzat', 'Worn', 'Usurato')), opt('faulty', t('Defect', 'Faulty', 'Guasto'))], { required: true }),
          ], { required: true, maxItems: 40, role: 'lines.items' }),
          f.textarea('conclusion', t('Concluzie tehnică', 'Technical conclusion', 'Conclusione tecnica'), { required: true, maxLength: 2000, role: 'service.findings' }),
          f.radio('worth', t('Recomandare', 'Recommendation', 'Raccomandazione'), [opt('repair', t('Reparație recomandată', 'Repair recommended', 'Riparazione consigliata')), opt('replace', t('Înlocuire recomandată (reparație neeconomică)', 'Replacement recommended (repair not economic)', 'Sostituzione consigliata (riparazione non conveniente)'))], { required: true }),
          f.money('fee', t('Taxă diagnoză (lei)', 'Diagnosis fee (lei)', 'Costo diagnosi (lei)'), { min: 0 }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [sign.tech, sign.client]),
    ],
    totals: [grand('tests.fee', t('Taxă diagnoză', 'Diagnosis fee', 'Costo diagnosi'))],
    pdf: { layout: 'generic', title: t('RAPORT DE DIAGNOZĂ', 'DIAGNOSTIC REPORT', 'RAPPORTO DI DIAGNOSI'), signatures: [sign.tech, sign.client], footer: t('Valorile sunt cele măsurate la data raportului; taxa de diagnoză se scade din costul reparației dacă aceasta se execută.', 'Values are those measured on the report date; the diagnosis fee is deducted from the repair if the repair is done.', 'I valori sono quelli misurati alla data del rapporto; il costo della diagnosi si detrae dalla riparazione se eseguita.') },
    sample: {
      company: firm('gsm', '2026-03-17'),
      client: clientCompany,
      device: { type: 'laptop', brand: 'Dell', model: 'Latitude 5420', serial: 'CN-0H7X2K' },
      tests: {
        items: [
          { component: 'Baterie', method: 'BatteryInfoView', result: '48% din capacitatea nominală', verdict: 'worn' },
          { component: 'SSD 256 GB', method: 'CrystalDiskInfo (SMART)', result: '12 sectoare realocate', verdict: 'faulty' },
          { component: 'Memorie RAM 8 GB', method: 'MemTest86, 2 treceri', result: '0 erori', verdict: 'ok' },
          { component: 'Procesor', method: 'HWiNFO, sarcină 15 min', result: '94 °C, throttling', verdict: 'worn' },
        ],
        conclusion: 'SSD în curs de defectare, risc de pierdere a datelor; răcire ineficientă din cauza prafului.',
        worth: 'repair',
        fee: 80,
      },
      closing: {},
    },
  });

const softwareSheet = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-instalare-software',
    version: 1,
    trades,
    keywords: kw(
      'instalare windows, fisa instalare software, licente, reinstalare sistem, cheie licenta, instalare programe, transfer date',
      'software installation sheet, Windows install, licences, licence key, OS reinstall, data migration',
      'scheda installazione software, installazione Windows, licenze, chiave di licenza, reinstallazione, migrazione dati',
    ),
    title: t('Fișă de instalare software și licențe', 'Software installation and licence sheet', 'Scheda di installazione software e licenze'),
    description: t(
      'Ce s-a instalat pe un calculator: sistemul de operare, programele cu tipul și cheia de licență, cine deține licența, datele transferate și conturile create, predate clientului.',
      'What was installed on a computer: operating system, programs with licence type and key, who owns the licence, data transferred and accounts created, handed to the client.',
      "Cosa è stato installato su un computer: sistema operativo, programmi con tipo e chiave di licenza, titolare della licenza, dati trasferiti e account creati, consegnati al cliente.",
    ),
    category: 'records',
    document: { kind: 'report', currency: 'RON', number: { field: 'company.number', prefix: 'IS', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Fișă nr.', 'Sheet no.', 'Scheda n.'), shop),
      clientStep(),
      { name: 'computer', title: t('Calculator', 'Computer', 'Computer'), fields: [...brandModel(), serialField(), f.text('os', t('Sistem de operare instalat', 'Operating system installed', 'Sistema operativo installato'), { required: true, maxLength: 80 })] },
      {
        name: 'software',
        title: t('Programe și licențe', 'Programs and licences', 'Programmi e licenze'),
        fields: [
          f.array('items', t('Programe', 'Programs', 'Programmi'), [
            f.text('program', t('Program', 'Program', 'Programma'), { required: true, maxLength: 100 }),
            f.select('licence', t('Licență', 'Licence', 'Licenza'), [opt('oem', t('OEM', 'OEM', 'OEM')), opt('retail', t('Retail', 'Retail', 'Retail')), opt('subscription', t('Abonament', 'Subscription', 'Abbonamento')), opt('free', t('Gratuit / open source', 'Free / open source', 'Gratuito / open source'))], { required: true }),
            f.text('key', t('Cheie / cont licență', 'Key / licence account', 'Chiave / account licenza'), { maxLength: 80 }),
            f.text('owner', t('Titular licență', 'Licence holder', 'Titolare licenza'), { maxLength: 100 }),
          ], { required: true, maxItems: 60, role: 'lines.items' }),
          f.textarea('data_moved', t('Date transferate', 'Data transferred', 'Dati trasferiti'), { maxLength: 1000 }),
          f.text('accounts', t('Conturi create', 'Accounts created', 'Account creati'), { maxLength: 200 }),
        ],
      },
      closingStep(t('Confirmare', 'Confirmation', 'Conferma'), [f.checkbox('licences_own', t('Clientul declară că deține licențele pentru programele instalate la cererea sa', 'The client declares owning licences for the programs installed at their request', 'Il cliente dichiara di possedere le licenze dei programmi installati su sua richiesta'), { required: true })], [sign.tech, sign.client]),
    ],
    pdf: { layout: 'generic', title: t('FIȘĂ INSTALARE SOFTWARE', 'SOFTWARE INSTALLATION SHEET', 'SCHEDA INSTALLAZIONE SOFTWARE'), signatures: [sign.tech, sign.client], footer: t('Programele se instalează numai cu licență valabilă (Legea 8/1996 privind dreptul de autor). Păstrați cheile de licență în loc sigur.', 'Programs are installed only with a valid licence (Romanian copyright law 8/1996). Keep licence keys in a safe place.', 'I programmi si installano solo con licenza valida (legge romena 8/1996 sul diritto d’autore). Conservare le chiavi in luogo sicuro.') },
    sample: {
      company: firm('gsm', '2026-03-19'),
      client: clientCompany,
      computer: { brand: 'HP', model: 'ProBook 450 G9', serial: '5CD2341XYZ', os: 'Windows 11 Pro 24H2' },
      software: {
        items: [
          { program: 'Windows 11 Pro', licence: 'oem', key: 'Activare digitală (BIOS)', owner: 'Ștefănescu Transport SRL' },
          { program: 'Microsoft 365 Business Standard', licence: 'subscription', key: 'office@stefanescu.ro', owner: 'Ștefănescu Transport SRL' },
          { program: 'LibreOffice 25.2', licence: 'free' },
        ],
        data_moved: 'Documente, desktop și favorite din browser de pe laptopul vechi (120 GB)',
        accounts: 'Cont local administrator, cont utilizator ioana.serban',
      },
      closing: { licences_own: true },
    },
  });

const itContract = (): CatalogEntry =>
  tradeApp({
    key: 'contract-mentenanta-it',
    version: 1,
    trades: ['gsm-pc', 'freelance'],
    keywords: kw(
      'contract mentenanta IT, abonament IT, service calculatoare firma, suport tehnic, administrare retea, SLA',
      'IT maintenance contract, IT support subscription, managed IT services, SLA, helpdesk',
      'contratto di manutenzione IT, assistenza informatica, canone IT, SLA, supporto tecnico',
    ),
    title: t('Contract de mentenanță IT', 'IT maintenance contract', 'Contratto di manutenzione informatica'),
    description: t(
      'Abonamentul lunar de întreținere a calculatoarelor unei firme: stațiile și serverele incluse, orele de intervenție cuprinse, tariful orar peste ele, timpul de răspuns, vizitele programate, confidențialitatea datelor și rezilierea.',
      'The monthly upkeep of a company’s computers: workstations and servers covered, hours included, hourly rate beyond them, response time, scheduled visits, data confidentiality and termination.',
      "Il canone mensile di manutenzione dei computer di un'azienda: postazioni e server inclusi, ore comprese, tariffa oraria oltre, tempi di risposta, visite programmate, riservatezza dei dati e recesso.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', vat: { payer: true, rate: 21 }, number: { field: 'company.number', prefix: 'CM', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Prestator', 'Provider', 'Fornitore'), [f.text('representative', t('Reprezentat prin', 'Represented by', 'Rappresentato da'), { maxLength: 150 })], { vatPayer: true }),
      clientStep({ title: t('Beneficiar', 'Customer', 'Cliente'), addressRequired: true }),
      {
        name: 'scope',
        title: t('Obiect și tarif', 'Scope and fee', 'Oggetto e canone'),
        fields: [
          f.number('workstations', t('Stații de lucru incluse', 'Workstations covered', 'Postazioni incluse'), { required: true, min: 0, decimals: 0, width: 'third' }),
          f.number('servers', t('Servere / NAS', 'Servers / NAS', 'Server / NAS'), { min: 0, decimals: 0, width: 'third' }),
          f.number('printers', t('Imprimante / rețea', 'Printers / network', 'Stampanti / rete'), { min: 0, decimals: 0, width: 'third' }),
          f.money('monthly_fee', t('Abonament lunar (lei, fără TVA)', 'Monthly fee (lei, excl. VAT)', 'Canone mensile (lei, IVA esclusa)'), { required: true, min: 0, width: 'half' }),
          f.number('hours_included', t('Ore incluse pe lună', 'Hours included per month', 'Ore incluse al mese'), { required: true, min: 0, decimals: 1, width: 'half' }),
          f.money('extra_rate', t('Tarif oră suplimentară (lei, fără TVA)', 'Extra hour rate (lei, excl. VAT)', 'Tariffa ora extra (lei, IVA esclusa)'), { min: 0, width: 'half' }),
          f.text('response_time', t('Timp de răspuns', 'Response time', 'Tempo di risposta'), { default: '4 ore lucrătoare', maxLength: 60, width: 'half' }),
          f.date('start', t('Valabil de la', 'Valid from', 'Valido dal'), { required: true, width: 'half' }),
          f.number('months', t('Durată (luni)', 'Term (months)', 'Durata (mesi)'), { required: true, min: 1, decimals: 0, default: 12, width: 'half' }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [
        clause('services', t('Servicii incluse', 'Services included', 'Servizi inclusi'), 'Instalarea și actualizarea sistemelor de operare și a programelor licențiate, copii de siguranță programate, antivirus, administrarea rețelei locale și a imprimantelor, asistență telefonică și de la distanță în programul de lucru. Piesele și licențele se facturează separat, cu acordul beneficiarului.'),
        clause('confidentiality', t('Confidențialitate și date', 'Confidentiality and data', 'Riservatezza e dati'), 'Prestatorul păstrează confidențialitatea informațiilor la care are acces și prelucrează datele personale numai la instrucțiunile beneficiarului, ca persoană împuternicită (art. 28 din Regulamentul (UE) 2016/679).'),
        clause('payment', t('Plată', 'Payment', 'Pagamento'), 'Abonamentul se facturează la începutul lunii, orele suplimentare la sfârșitul lunii, pe baza rapoartelor de intervenție; plata în 15 zile de la factură.'),
        clause('termination', t('Încetare', 'Termination', 'Cessazione'), 'Contractul se prelungește cu perioade egale dacă nicio parte nu îl denunță cu 30 de zile înainte. Oricare parte îl poate rezilia pentru neexecutare, după o notificare cu termen de remediere de 15 zile.'),
      ], [t('Prestator', 'Provider', 'Fornitore'), t('Beneficiar', 'Customer', 'Cliente')]),
    ],
    totals: [moneyTotal('net', t('Abonament lunar fără TVA', 'Monthly fee excl. VAT', 'Canone mensile imponibile'), 'scope.monthly_fee', 'total.net'), moneyTotal('vat', t('TVA 21%', 'VAT 21%', 'IVA 21%'), 'round(totals.net * document.vat.rate / 100, 2)', 'total.vat'), grand('totals.net + totals.vat', t('Abonament lunar cu TVA', 'Monthly fee incl. VAT', 'Canone mensile IVA inclusa'))],
    pdf: { layout: 'contract', title: t('CONTRACT DE MENTENANȚĂ IT', 'IT MAINTENANCE CONTRACT', 'CONTRATTO DI MANUTENZIONE IT'), signatures: [t('Prestator', 'Provider', 'Fornitore'), t('Beneficiar', 'Customer', 'Cliente')], footer: t('Contract de prestări servicii încheiat conform Codului civil, în două exemplare originale.', 'Services contract under the Romanian Civil Code, in two original copies.', 'Contratto di servizi ai sensi del Codice civile romeno, in due originali.') },
    sample: {
      company: { ...firm('gsm', '2026-03-02'), cui: 'RO31456784', representative: 'Radu Ciobanu, administrator' },
      client: clientCompany,
      scope: { workstations: 12, servers: 1, printers: 3, monthly_fee: 1200, hours_included: 8, extra_rate: 150, response_time: '4 ore lucrătoare', start: '2026-04-01', months: 12 },
      closing: {},
    },
  });

const interventionReport = (): CatalogEntry =>
  tradeApp({
    key: 'raport-interventie-it',
    version: 1,
    trades: ['gsm-pc', 'freelance'],
    keywords: kw(
      'raport interventie IT, fisa interventie, deplasare la client, ore lucrate IT, suport tehnic la sediu, proces verbal interventie',
      'IT call-out report, on-site intervention, service visit report, IT hours, technician visit',
      'rapportino di intervento IT, intervento presso il cliente, ore tecnico, visita tecnica',
    ),
    title: t('Raport de intervenție IT la client', 'On-site IT intervention report', 'Rapportino di intervento IT presso il cliente'),
    description: t(
      'Intervenția unui tehnician la sediul clientului: ora sosirii și a plecării, orele lucrate calculate, deplasarea, problema raportată, ce s-a făcut, materialele folosite și confirmarea clientului, pentru facturare.',
      'A technician’s visit at the client’s premises: arrival and departure, hours worked computed, travel, the problem reported, what was done, materials used and the client’s confirmation, for invoicing.',
      "Intervento di un tecnico presso il cliente: arrivo e partenza, ore lavorate calcolate, trasferta, problema segnalato, lavoro svolto, materiali usati e conferma del cliente, per la fatturazione.",
    ),
    category: 'workshop',
    document: { kind: 'report', currency: 'RON', number: { field: 'company.number', prefix: 'RI', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Raport nr.', 'Report no.', 'Rapportino n.'), shop),
      clientStep(),
      {
        name: 'visit',
        title: t('Intervenție', 'Intervention', 'Intervento'),
        fields: [
          f.text('technician', t('Tehnician', 'Technician', 'Tecnico'), { required: true, maxLength: 100, width: 'half' }),
          f.text('ticket', t('Tichet / solicitare nr.', 'Ticket no.', 'Ticket n.'), { maxLength: 40, width: 'half' }),
          f.number('arrival', t('Sosire (ora, zecimal: 9,5 = 9:30)', 'Arrival (hour, decimal: 9.5 = 9:30)', 'Arrivo (ora decimale: 9,5 = 9:30)'), { required: true, min: 0, max: 24, decimals: 2, width: 'third' }),
          f.number('departure', t('Plecare (ora, zecimal)', 'Departure (hour, decimal)', 'Partenza (ora decimale)'), { required: true, min: 0, max: 24, decimals: 2, width: 'third' }),
          f.number('hours', t('Ore lucrate', 'Hours worked', 'Ore lavorate'), { compute: 'departure - arrival', decimals: 2, width: 'third' }),
          f.money('rate', t('Tarif orar (lei)', 'Hourly rate (lei)', 'Tariffa oraria (lei)'), { required: true, min: 0, width: 'half' }),
          f.money('travel', t('Deplasare (lei)', 'Travel (lei)', 'Trasferta (lei)'), { min: 0, width: 'half' }),
          f.textarea('problem', t('Problema raportată', 'Problem reported', 'Problema segnalato'), { required: true, maxLength: 2000, role: 'service.reason' }),
          f.textarea('work', t('Lucrări efectuate', 'Work done', 'Lavori eseguiti'), { required: true, maxLength: 3000, role: 'service.findings' }),
          f.radio('status', t('Stare', 'Status', 'Stato'), [opt('solved', t('Rezolvat', 'Solved', 'Risolto')), opt('pending', t('Necesită revenire', 'Needs a follow-up', 'Serve un altro intervento'))], { required: true }),
        ],
      },
      {
        name: 'materials',
        title: t('Materiale folosite', 'Materials used', 'Materiali usati'),
        fields: [
          f.array('items', t('Materiale', 'Materials', 'Materiali'), [
            f.text('name', t('Denumire', 'Item', 'Descrizione'), { required: true, maxLength: 150 }),
            f.number('qty', COMMON.qty, { required: true, min: 0.01, decimals: 2 }),
            unitField(),
            f.money('price', COMMON.price, { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'qty * price' }),
          ], { maxItems: 50, role: 'lines.parts' }),
        ],
      },
      closingStep(t('Confirmare client', 'Client confirmation', 'Conferma del cliente'), [f.text('confirmed_by', t('Confirmat de (nume, funcție)', 'Confirmed by (name, position)', 'Confermato da (nome, funzione)'), { required: true, maxLength: 150 })], [sign.tech, t('Beneficiar', 'Customer', 'Cliente')]),
    ],
    totals: [
      numberTotal('hours', t('Ore lucrate', 'Hours worked', 'Ore lavorate'), 'visit.hours'),
      moneyTotal('labor', t('Manoperă', 'Labour', 'Manodopera'), 'round(visit.hours * visit.rate, 2)', 'total.labor'),
      moneyTotal('parts', t('Materiale', 'Materials', 'Materiali'), 'sum(materials.items.value)', 'total.parts'),
      moneyTotal('travel', t('Deplasare', 'Travel', 'Trasferta'), 'visit.travel'),
      grand('totals.labor + totals.parts + totals.travel'),
    ],
    pdf: { layout: 'generic', title: t('RAPORT DE INTERVENȚIE', 'INTERVENTION REPORT', 'RAPPORTINO DI INTERVENTO'), signatures: [sign.tech, t('Beneficiar', 'Customer', 'Cliente')], footer: t('Raportul semnat de beneficiar stă la baza facturării orelor și materialelor.', 'The report signed by the customer is the basis for invoicing hours and materials.', 'Il rapportino firmato dal cliente è la base per fatturare ore e materiali.') },
    sample: {
      company: firm('gsm', '2026-03-24'),
      client: clientCompany,
      visit: { technician: 'Radu Ciobanu', ticket: 'T-2026-118', arrival: 9.5, departure: 12.25, rate: 150, travel: 50, problem: 'Imprimanta de rețea nu mai tipărește de pe 4 stații, internet intermitent', work: 'Reconfigurat IP fix imprimantă, actualizat driver pe 4 stații, înlocuit cablu patch defect la switch', status: 'solved' },
      materials: { items: [{ name: 'Cablu patch UTP Cat6 2 m', qty: 2, unit: 'buc', price: 18 }] },
      closing: { confirmed_by: 'Ioana Șerban, office manager' },
    },
  });

const assetRegister = (): CatalogEntry =>
  tradeApp({
    key: 'inventar-echipamente-it',
    version: 1,
    trades: ['gsm-pc', 'general'],
    keywords: kw(
      'inventar IT, evidenta echipamente IT, registru calculatoare, lista echipamente, gestiune laptopuri, garanții echipamente',
      'IT asset register, equipment inventory, computer register, laptop tracking, warranty list',
      'inventario IT, registro apparecchiature, elenco computer, gestione portatili, garanzie',
    ),
    title: t('Inventar echipamente IT', 'IT asset register', 'Inventario apparecchiature IT'),
    description: t(
      'Lista echipamentelor IT ale unei firme: fiecare cu număr de inventar, tip, model, serie, utilizatorul și locul, data achiziției, garanția și starea; numărul de echipamente și valoarea lor de achiziție.',
      'A company’s IT equipment list: each item with inventory number, type, model, serial, user and location, purchase date, warranty and condition; the number of items and their purchase value.',
      "Elenco delle apparecchiature IT di un'azienda: ciascuna con numero d'inventario, tipo, modello, numero di serie, utente e luogo, data d'acquisto, garanzia e stato; numero e valore d'acquisto.",
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'INV', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Inventar nr.', 'Register no.', 'Inventario n.'), t('Firmă', 'Company', 'Azienda')),
      {
        name: 'assets',
        title: t('Echipamente', 'Equipment', 'Apparecchiature'),
        fields: [
          f.array('items', t('Echipamente', 'Equipment', 'Apparecchiature'), [
            f.text('inv_no', t('Nr. inventar', 'Inventory no.', "N. d'inventario"), { maxLength: 20 }),
            f.text('device', t('Echipament (tip, model)', 'Item (type, model)', 'Apparecchio (tipo, modello)'), { required: true, maxLength: 120 }),
            f.text('serial', t('Serie', 'Serial', 'Matricola'), { maxLength: 40 }),
            f.text('user', t('Utilizator / loc', 'User / location', 'Utente / luogo'), { maxLength: 80 }),
            f.date('bought', t('Data achiziției', 'Purchase date', "Data d'acquisto")),
            f.date('warranty', t('Garanție până la', 'Warranty until', 'Garanzia fino al')),
            f.money('cost', t('Valoare achiziție', 'Purchase value', "Valore d'acquisto"), { min: 0 }),
          ], { required: true, maxItems: 500, role: 'lines.items' }),
        ],
      },
      closingStep(t('Întocmire', 'Prepared', 'Redazione'), [f.text('prepared_by', t('Întocmit de', 'Prepared by', 'Redatto da'), { required: true, maxLength: 100 }), notesField()], [t('Întocmit', 'Prepared by', 'Redatto da'), t('Aprobat', 'Approved', 'Approvato')]),
    ],
    totals: [numberTotal('count', t('Număr echipamente', 'Number of items', 'Numero di apparecchi'), 'count(assets.items)'), moneyTotal('value', t('Valoare totală de achiziție', 'Total purchase value', "Valore totale d'acquisto"), 'sum(assets.items.cost)')],
    pdf: { layout: 'generic', title: t('INVENTAR ECHIPAMENTE IT', 'IT ASSET REGISTER', 'INVENTARIO IT'), signatures: [t('Întocmit', 'Prepared by', 'Redatto da'), t('Aprobat', 'Approved', 'Approvato')], footer: t('Evidență internă de gestiune; nu înlocuiește listele de inventariere contabile.', 'Internal record; it does not replace the accounting inventory lists.', "Registro interno; non sostituisce le liste d'inventario contabili.") },
    sample: {
      company: firm('general', '2026-03-31'),
      assets: {
        items: [
          { inv_no: 'IT-001', device: 'Laptop Lenovo ThinkPad T14', serial: 'PF3KX9Z2', user: 'Ioana Șerban / birou', bought: '2023-02-10', warranty: '2026-02-10', cost: 5400 },
          { inv_no: 'IT-002', device: 'Imprimantă multifuncțională Brother MFC-L2750', serial: 'E78412K1', user: 'Recepție', bought: '2024-06-01', warranty: '2026-06-01', cost: 1650 },
          { inv_no: 'IT-003', device: 'NAS Synology DS223', serial: '2290QXR', user: 'Camera server', bought: '2025-01-15', warranty: '2027-01-15', cost: 1890 },
        ],
      },
      closing: { prepared_by: 'Radu Ciobanu', notes: 'Laptopul IT-001 a ieșit din garanție; se recomandă înlocuirea bateriei.' },
    },
  });

const repairLog = (): CatalogEntry =>
  tradeApp({
    key: 'registru-reparatii-service-gsm',
    version: 1,
    trades,
    keywords: kw(
      'registru service, registru reparatii, evidenta telefoane primite, condica service, registru intrari service GSM',
      'repair log, service register, devices received log, repair book',
      'registro riparazioni, registro assistenza, registro dispositivi ricevuti',
    ),
    title: t('Registru de reparații (intrări în service)', 'Repair log (devices received)', 'Registro riparazioni (dispositivi ricevuti)'),
    description: t(
      'Evidența zilnică a dispozitivelor primite în service: fișa, data, clientul, dispozitivul și IMEI/serie, defectul, stadiul și data predării; ajută la căutarea unui telefon după IMEI și la controalele autorităților.',
      'The daily log of devices received: sheet, date, client, device and IMEI/serial, fault, status and hand-back date; helps find a phone by IMEI and during inspections.',
      'Il registro giornaliero dei dispositivi ricevuti: scheda, data, cliente, dispositivo e IMEI/numero di serie, guasto, stato e data di riconsegna; aiuta a trovare un telefono per IMEI e nei controlli.',
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'REG', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Registru / fila nr.', 'Register / page no.', 'Registro / pagina n.'), shop, [f.text('month', t('Luna', 'Month', 'Mese'), { required: true, maxLength: 30 })]),
      {
        name: 'entries',
        title: t('Intrări', 'Entries', 'Registrazioni'),
        fields: [
          f.array('items', t('Dispozitive primite', 'Devices received', 'Dispositivi ricevuti'), [
            f.text('sheet', t('Fișa nr.', 'Sheet no.', 'Scheda n.'), { required: true, maxLength: 20 }),
            f.date('received', t('Primit', 'Received', 'Ricevuto'), { required: true }),
            f.text('client', t('Client / telefon', 'Client / phone', 'Cliente / telefono'), { required: true, maxLength: 100 }),
            f.text('device', t('Dispozitiv', 'Device', 'Dispositivo'), { required: true, maxLength: 80 }),
            f.text('imei', t('IMEI / serie', 'IMEI / serial', 'IMEI / seriale'), { maxLength: 30 }),
            f.text('fault', t('Defect', 'Fault', 'Guasto'), { maxLength: 150 }),
            f.select('status', t('Stadiu', 'Status', 'Stato'), [opt('in', t('În lucru', 'In progress', 'In lavorazione')), opt('parts', t('Așteaptă piese', 'Waiting for parts', 'In attesa ricambi')), opt('ready', t('Gata', 'Ready', 'Pronto')), opt('out', t('Predat', 'Handed back', 'Riconsegnato'))], { required: true }),
            f.date('handed', t('Predat la', 'Handed back on', 'Riconsegnato il')),
          ], { required: true, maxItems: 1000, role: 'lines.items' }),
        ],
      },
    ],
    totals: [numberTotal('count', t('Dispozitive înregistrate', 'Devices logged', 'Dispositivi registrati'), 'count(entries.items)')],
    pdf: { layout: 'generic', title: t('REGISTRU DE REPARAȚII', 'REPAIR LOG', 'REGISTRO RIPARAZIONI'), footer: t('Registru intern al service-ului; datele clienților se păstrează numai cât este necesar (Regulamentul (UE) 2016/679).', 'Internal register of the shop; client data are kept only as long as needed (Regulation (EU) 2016/679).', 'Registro interno del centro; i dati dei clienti si conservano solo per il tempo necessario (Regolamento (UE) 2016/679).') },
    sample: {
      company: { ...firm('gsm', '2026-03-31'), month: 'Martie 2026' },
      entries: {
        items: [
          { sheet: 'FST-00412', received: '2026-03-16', client: 'Ioana Șerbănescu, 0746 302 118', device: 'Samsung Galaxy A54', imei: '356933112345675', fault: 'Ecran spart', status: 'out', handed: '2026-03-18' },
          { sheet: 'FST-00413', received: '2026-03-16', client: 'Vasile Dăncilă, 0755 111 222', device: 'iPhone 11', imei: '861234059876543', fault: 'Nu se încarcă', status: 'parts' },
          { sheet: 'FSP-00088', received: '2026-03-17', client: 'Ștefănescu Transport SRL', device: 'Lenovo ThinkPad T14', imei: 'PF3KX9Z2', fault: 'Supraîncălzire', status: 'ready' },
        ],
      },
    },
  });

const pickupNotice = (): CatalogEntry =>
  tradeApp({
    key: 'notificare-ridicare-dispozitiv',
    version: 1,
    trades: ['gsm-pc', 'tailoring'],
    keywords: kw(
      'notificare ridicare, dispozitiv neridicat, somatie ridicare telefon, taxa depozitare, bunuri abandonate service',
      'pick-up notice, uncollected device, storage fee notice, abandoned item',
      'avviso di ritiro, dispositivo non ritirato, diritti di deposito, bene abbandonato',
    ),
    title: t('Notificare de ridicare a bunului din service', 'Notice to collect an item from the shop', 'Avviso di ritiro del bene in assistenza'),
    description: t(
      'Notificarea trimisă clientului care nu și-a ridicat telefonul, calculatorul sau haina lăsată la reparat: bunul, fișa, data finalizării, suma de plată, termenul-limită, taxa de depozitare pe zi calculată și ce se întâmplă după termen.',
      'The notice sent to a client who has not collected a phone, computer or garment left for repair: the item, the sheet, when it was finished, the amount due, the deadline, the daily storage fee computed and what happens after the deadline.',
      'Avviso al cliente che non ha ritirato il telefono, il computer o il capo lasciato in riparazione: bene, scheda, data di completamento, importo dovuto, termine, deposito giornaliero calcolato e cosa succede dopo.',
    ),
    category: 'workshop',
    document: { kind: 'other', currency: 'RON', number: { field: 'company.number', prefix: 'NR', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Notificare nr.', 'Notice no.', 'Avviso n.'), shop),
      clientStep({ addressRequired: true }),
      {
        name: 'item',
        title: t('Bunul nerevendicat', 'Uncollected item', 'Bene non ritirato'),
        fields: [
          f.text('item', t('Bunul (dispozitiv, haină)', 'Item (device, garment)', 'Bene (dispositivo, capo)'), { required: true, maxLength: 150 }),
          f.text('sheet_ref', t('Fișa / bonul nr.', 'Sheet / ticket no.', 'Scheda / ricevuta n.'), { required: true, maxLength: 30, width: 'half' }),
          f.date('ready_on', t('Gata din data', 'Ready since', 'Pronto dal'), { required: true, width: 'half' }),
          f.money('due', t('Suma de plată pentru lucrare (lei)', 'Amount due for the work (lei)', 'Importo dovuto per il lavoro (lei)'), { required: true, min: 0, width: 'half' }),
          f.date('deadline', t('Termen de ridicare', 'Collect by', 'Ritirare entro il'), { required: true, width: 'half' }),
          f.money('daily_fee', t('Taxă depozitare (lei/zi)', 'Storage fee (lei/day)', 'Deposito (lei/giorno)'), { min: 0, width: 'half' }),
          f.number('days', t('Zile de depozitare până azi', 'Storage days so far', 'Giorni di deposito finora'), { min: 0, decimals: 0, width: 'half' }),
          f.money('storage', t('Taxă depozitare acumulată (lei)', 'Storage fee so far (lei)', 'Deposito maturato (lei)'), { compute: 'daily_fee * days' }),
        ],
      },
      closingStep(t('Consecințe', 'Consequences', 'Conseguenze'), [clause('after', t('După termen', 'After the deadline', 'Dopo il termine'), 'Dacă bunul nu este ridicat până la termenul de mai sus, conform condițiilor acceptate la predare, service-ul poate reține bunul până la plata sumelor datorate și își rezervă dreptul de a-l valorifica sau preda la reciclare pentru acoperirea lor, cu notificarea prealabilă a clientului.')], [shop]),
    ],
    totals: [moneyTotal('work', t('Lucrare', 'Work', 'Lavoro'), 'item.due'), moneyTotal('storage', t('Depozitare', 'Storage', 'Deposito'), 'item.storage'), grand('totals.work + totals.storage')],
    pdf: { layout: 'generic', title: t('NOTIFICARE', 'NOTICE', 'AVVISO'), signatures: [shop], footer: t('Dreptul de retenție al celui care a lucrat bunul până la plata prețului este prevăzut de Codul civil. Trimisă prin scrisoare recomandată cu confirmare de primire sau e-mail.', 'The right to retain an item until the work is paid is provided by the Romanian Civil Code. Sent by registered letter with acknowledgement of receipt or e-mail.', 'Il diritto di ritenzione del bene fino al pagamento è previsto dal Codice civile romeno. Inviata con raccomandata A/R o e-mail.') },
    sample: {
      company: firm('gsm', '2026-05-04'),
      client: { ...clientPerson, name: 'Vasile Dăncilă', phone: '0755 111 222' },
      item: { item: 'Laptop Asus VivoBook 15, serie M7N0CV12', sheet_ref: 'FSP-00071', ready_on: '2026-03-20', due: 420, deadline: '2026-05-20', daily_fee: 5, days: 15 },
      closing: {},
    },
  });

const pcBuildQuote = (): CatalogEntry =>
  tradeApp({
    key: 'oferta-configuratie-pc',
    version: 1,
    trades,
    keywords: kw(
      'oferta calculator, configuratie PC, asamblare PC, sistem gaming, oferta componente, PC la comanda',
      'custom PC quote, PC build, computer configuration, gaming PC, components quote',
      'preventivo PC, configurazione computer, assemblaggio PC, PC da gaming, preventivo componenti',
    ),
    title: t('Ofertă configurație PC la comandă', 'Custom PC build quote', 'Preventivo PC su misura'),
    description: t(
      'Oferta pentru un calculator asamblat la comandă: componentele pe categorii (procesor, placă de bază, memorie, stocare, placă video, sursă, carcasă), cu garanția fiecăreia, manopera de asamblare și instalare, valabilitate și termen de livrare.',
      'The quote for a custom-built computer: components by category (processor, motherboard, memory, storage, graphics card, power supply, case) with the warranty of each, assembly and installation labour, validity and delivery time.',
      'Preventivo per un computer assemblato su misura: componenti per categoria (processore, scheda madre, memoria, archiviazione, scheda video, alimentatore, case) con la garanzia di ciascuno, assemblaggio e installazione, validità e consegna.',
    ),
    category: 'commercial',
    document: { kind: 'quote', currency: 'RON', number: { field: 'company.number', prefix: 'OPC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Ofertă nr.', 'Quote no.', 'Preventivo n.'), t('Firmă și ofertă', 'Company and quote', 'Azienda e preventivo'), [], { validUntil: true }),
      clientStep(),
      {
        name: 'components',
        title: t('Componente', 'Components', 'Componenti'),
        fields: [
          f.text('purpose', t('Destinație (birou, gaming, grafică)', 'Use (office, gaming, design)', 'Uso (ufficio, gaming, grafica)'), { maxLength: 100 }),
          f.array('items', t('Componente', 'Components', 'Componenti'), [
            f.select('category', t('Categorie', 'Category', 'Categoria'), [
              opt('cpu', t('Procesor', 'CPU', 'CPU')), opt('mb', t('Placă de bază', 'Motherboard', 'Scheda madre')), opt('ram', t('Memorie', 'Memory', 'Memoria')), opt('ssd', t('Stocare', 'Storage', 'Archiviazione')),
              opt('gpu', t('Placă video', 'Graphics card', 'Scheda video')), opt('psu', t('Sursă', 'Power supply', 'Alimentatore')), opt('case', t('Carcasă / răcire', 'Case / cooling', 'Case / raffreddamento')), opt('other', t('Altele', 'Other', 'Altro')),
            ], { required: true }),
            f.text('name', t('Produs', 'Product', 'Prodotto'), { required: true, maxLength: 150 }),
            f.number('qty', COMMON.qty, { required: true, min: 1, decimals: 0, default: 1 }),
            f.money('price', t('Preț (cu TVA)', 'Price (incl. VAT)', 'Prezzo (IVA incl.)'), { required: true, min: 0 }),
            f.number('warranty', t('Garanție (luni)', 'Warranty (months)', 'Garanzia (mesi)'), { min: 0, decimals: 0 }),
            f.money('value', COMMON.value, { compute: 'qty * price' }),
          ], { required: true, maxItems: 40, role: 'lines.items' }),
          f.money('assembly', t('Asamblare, testare, instalare sistem (lei)', 'Assembly, testing, OS install (lei)', 'Assemblaggio, collaudo, installazione (lei)'), { min: 0, width: 'half' }),
          f.text('delivery', t('Termen de livrare', 'Delivery time', 'Tempi di consegna'), { maxLength: 60, width: 'half' }),
        ],
      },
      closingStep(t('Acceptare', 'Acceptance', 'Accettazione'), [notesField()], [t('Ofertant', 'Offered by', 'Offerente'), t('Acceptat client', 'Accepted by the client', 'Accettato dal cliente')]),
    ],
    totals: [moneyTotal('components', t('Componente', 'Components', 'Componenti'), 'sum(components.items.value)', 'total.parts'), moneyTotal('assembly', t('Asamblare', 'Assembly', 'Assemblaggio'), 'components.assembly', 'total.labor'), grand('totals.components + totals.assembly')],
    pdf: { layout: 'quote', title: t('OFERTĂ PC', 'PC QUOTE', 'PREVENTIVO PC'), signatures: [t('Ofertant', 'Offered by', 'Offerente'), t('Acceptat client', 'Accepted by the client', 'Accettato dal cliente')], footer: t('Prețurile includ TVA și sunt valabile până la data menționată, în limita stocului furnizorilor.', 'Prices include VAT and are valid until the date shown, subject to supplier stock.', 'Prezzi IVA inclusa, validi fino alla data indicata salvo disponibilità dei fornitori.') },
    sample: {
      company: { ...firm('gsm', '2026-03-10'), valid_until: '2026-03-17' },
      client: clientPerson,
      components: {
        purpose: 'Gaming 1440p și editare video',
        items: [
          { category: 'cpu', name: 'AMD Ryzen 7 7700', qty: 1, price: 1290, warranty: 36 },
          { category: 'mb', name: 'MSI B650 Tomahawk WiFi', qty: 1, price: 1050, warranty: 36 },
          { category: 'ram', name: 'Kingston Fury 32 GB DDR5 6000', qty: 1, price: 560, warranty: 120 },
          { category: 'ssd', name: 'Samsung 990 Pro 2 TB', qty: 1, price: 890, warranty: 60 },
          { category: 'gpu', name: 'GeForce RTX 5070 12 GB', qty: 1, price: 3150, warranty: 36 },
          { category: 'psu', name: 'Seasonic Focus GX-750', qty: 1, price: 520, warranty: 120 },
        ],
        assembly: 250,
        delivery: '5 zile lucrătoare',
      },
      closing: {},
    },
  });

const dataRecovery = (): CatalogEntry =>
  tradeApp({
    key: 'comanda-recuperare-date',
    version: 1,
    trades,
    keywords: kw(
      'recuperare date, comanda recuperare date, hard disk defect, SSD defect, card memorie, date sterse, confidentialitate',
      'data recovery order, failed hard drive, SSD recovery, memory card, deleted files',
      'recupero dati, ordine recupero dati, disco guasto, SSD, scheda di memoria, file cancellati',
    ),
    title: t('Comandă de recuperare date', 'Data recovery order', 'Ordine di recupero dati'),
    description: t(
      'Comanda pentru recuperarea datelor de pe un hard disk, SSD, stick sau card: suportul cu capacitate și serie, ce s-a întâmplat, ce date contează, suportul pe care se predau, prețul diagnozei și al recuperării, confidențialitatea și ștergerea copiilor.',
      'The order to recover data from a hard drive, SSD, stick or card: the medium with capacity and serial, what happened, which data matter, the medium to deliver on, diagnosis and recovery prices, confidentiality and erasure of copies.',
      "L'ordine per recuperare dati da disco, SSD, chiavetta o scheda: supporto con capacità e numero di serie, cosa è successo, quali dati contano, supporto di consegna, prezzo di diagnosi e recupero, riservatezza e cancellazione delle copie.",
    ),
    category: 'repairs',
    document: { kind: 'order', currency: 'RON', number: { field: 'company.number', prefix: 'RD', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Comandă nr.', 'Order no.', 'Ordine n.'), shop),
      clientStep({ phoneRequired: true }),
      {
        name: 'media',
        title: t('Suport de date', 'Storage medium', 'Supporto dati'),
        fields: [
          f.select('kind', t('Tip suport', 'Medium', 'Tipo di supporto'), [opt('hdd', t('Hard disk', 'Hard drive', 'Disco rigido')), opt('ssd', t('SSD', 'SSD', 'SSD')), opt('usb', t('Stick USB', 'USB stick', 'Chiavetta USB')), opt('card', t('Card de memorie', 'Memory card', 'Scheda di memoria')), opt('phone', t('Telefon', 'Phone', 'Telefono'))], { required: true, width: 'third' }),
          f.text('capacity', t('Capacitate', 'Capacity', 'Capacità'), { maxLength: 20, width: 'third' }),
          serialField(),
          f.textarea('incident', t('Ce s-a întâmplat', 'What happened', 'Cosa è successo'), { required: true, maxLength: 1500, role: 'service.reason' }),
          f.textarea('wanted', t('Date prioritare (foldere, tipuri de fișiere)', 'Priority data (folders, file types)', 'Dati prioritari (cartelle, tipi di file)'), { maxLength: 1000 }),
          f.text('target', t('Suport de predare', 'Delivery medium', 'Supporto di consegna'), { maxLength: 100 }),
          f.money('diagnosis_fee', t('Diagnoză (lei)', 'Diagnosis (lei)', 'Diagnosi (lei)'), { min: 0, width: 'half' }),
          f.money('recovery_price', t('Recuperare, dacă reușește (lei)', 'Recovery, if successful (lei)', 'Recupero, se riuscito (lei)'), { min: 0, width: 'half' }),
        ],
      },
      closingStep(t('Condiții', 'Terms', 'Condizioni'), [
        clause('terms', t('Condiții', 'Terms', 'Condizioni'), 'Recuperarea nu poate fi garantată. Prețul recuperării se plătește numai dacă datele prioritare sunt recuperate și verificate de client. Deschiderea discului se face în mediu controlat; suportul original poate rămâne nefuncțional.'),
        clause('privacy', t('Confidențialitate', 'Confidentiality', 'Riservatezza'), 'Service-ul nu deschide și nu copiază fișierele decât pentru verificarea recuperării, nu le transmite terților și șterge toate copiile la 15 zile după predare.'),
      ], [sign.client, sign.tech]),
    ],
    totals: [moneyTotal('diag', t('Diagnoză', 'Diagnosis', 'Diagnosi'), 'media.diagnosis_fee'), moneyTotal('rec', t('Recuperare', 'Recovery', 'Recupero'), 'media.recovery_price'), grand('totals.diag + totals.rec', t('Total maxim', 'Maximum total', 'Totale massimo'))],
    pdf: { layout: 'entry-sheet', title: t('COMANDĂ RECUPERARE DATE', 'DATA RECOVERY ORDER', 'ORDINE RECUPERO DATI'), signatures: [sign.client, sign.tech], footer: gdprNote },
    sample: {
      company: firm('gsm', '2026-03-12'),
      client: clientCompany,
      media: { kind: 'hdd', capacity: '2 TB', serial: 'WD-WX12A34B5678', incident: 'Discul extern a căzut de pe birou și face zgomote de țăcănit, nu mai este recunoscut', wanted: 'Folderul Contabilitate 2024–2025 (Excel, PDF) și arhiva de facturi', target: 'SSD extern 1 TB furnizat de service', diagnosis_fee: 150, recovery_price: 1400 },
      closing: {},
    },
  });

const wipeCertificate = (): CatalogEntry =>
  tradeApp({
    key: 'certificat-stergere-date',
    version: 1,
    trades: ['gsm-pc', 'general'],
    keywords: kw(
      'certificat stergere date, stergere securizata, distrugere date, wipe, casare calculatoare, GDPR stergere',
      'data erasure certificate, secure wipe, data destruction, IT disposal, GDPR erasure',
      'certificato di cancellazione dati, cancellazione sicura, distruzione dati, dismissione IT',
    ),
    title: t('Certificat de ștergere securizată a datelor', 'Secure data erasure certificate', 'Certificato di cancellazione sicura dei dati'),
    description: t(
      'Dovada că datele de pe calculatoare, telefoane sau discuri au fost șterse ireversibil înainte de vânzare, donare sau casare: fiecare suport cu serie și capacitate, metoda (suprascriere, ștergere criptografică, distrugere fizică), rezultatul verificării.',
      'Proof that data on computers, phones or drives were irreversibly erased before sale, donation or disposal: each medium with serial and capacity, the method (overwrite, cryptographic erase, physical destruction), the verification result.',
      "Prova che i dati di computer, telefoni o dischi sono stati cancellati in modo irreversibile prima di vendita, donazione o smaltimento: ogni supporto con numero di serie e capacità, il metodo, l'esito della verifica.",
    ),
    category: 'records',
    document: { kind: 'certificate', currency: 'RON', number: { field: 'company.number', prefix: 'CSD', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Certificat nr.', 'Certificate no.', 'Certificato n.'), shop),
      clientStep(),
      {
        name: 'media',
        title: t('Suporturi șterse', 'Media erased', 'Supporti cancellati'),
        fields: [
          f.array('items', t('Suporturi', 'Media', 'Supporti'), [
            f.text('device', t('Echipament / suport', 'Device / medium', 'Apparecchio / supporto'), { required: true, maxLength: 100 }),
            f.text('serial', t('Serie', 'Serial', 'Matricola'), { required: true, maxLength: 40 }),
            f.text('capacity', t('Capacitate', 'Capacity', 'Capacità'), { maxLength: 20 }),
            f.select('method', t('Metodă', 'Method', 'Metodo'), [opt('overwrite', t('Suprascriere', 'Overwrite', 'Sovrascrittura')), opt('crypto', t('Ștergere criptografică', 'Cryptographic erase', 'Cancellazione crittografica')), opt('reset', t('Resetare + criptare', 'Reset + encryption', 'Ripristino + cifratura')), opt('destroy', t('Distrugere fizică', 'Physical destruction', 'Distruzione fisica'))], { required: true }),
            f.select('verified', t('Verificat', 'Verified', 'Verificato'), [opt('yes', t('Da', 'Yes', 'Sì')), opt('no', t('Nu', 'No', 'No'))], { required: true }),
          ], { required: true, maxItems: 300, role: 'lines.items' }),
          f.text('tool', t('Program / echipament folosit', 'Software / equipment used', 'Software / apparecchio usato'), { maxLength: 100 }),
          f.text('standard', t('Standard urmat', 'Standard followed', 'Standard seguito'), { default: 'NIST SP 800-88 Rev. 1 (Purge)', maxLength: 100 }),
        ],
      },
      closingStep(t('Declarație', 'Statement', 'Dichiarazione'), [f.text('operator', t('Operator', 'Operator', 'Operatore'), { required: true, maxLength: 100 })], [sign.tech, t('Beneficiar', 'Customer', 'Cliente')]),
    ],
    totals: [numberTotal('count', t('Suporturi șterse', 'Media erased', 'Supporti cancellati'), 'count(media.items)')],
    pdf: { layout: 'generic', title: t('CERTIFICAT DE ȘTERGERE DATE', 'DATA ERASURE CERTIFICATE', 'CERTIFICATO DI CANCELLAZIONE'), signatures: [sign.tech, t('Beneficiar', 'Customer', 'Cliente')], footer: t('Certificăm că datele de pe suporturile de mai sus au fost șterse astfel încât nu mai pot fi recuperate, conform art. 17 și 32 din Regulamentul (UE) 2016/679.', 'We certify that the data on the media above were erased so that they can no longer be recovered, in line with art. 17 and 32 of Regulation (EU) 2016/679.', 'Certifichiamo che i dati dei supporti sopra indicati sono stati cancellati in modo non recuperabile, in linea con gli art. 17 e 32 del Regolamento (UE) 2016/679.') },
    sample: {
      company: firm('gsm', '2026-03-26'),
      client: clientCompany,
      media: {
        items: [
          { device: 'Laptop HP ProBook 440 G5 – SSD', serial: 'S3Z9NX0K123456', capacity: '256 GB', method: 'crypto', verified: 'yes' },
          { device: 'PC Dell OptiPlex 3060 – HDD', serial: 'WD-WCC6Y4KX1234', capacity: '1 TB', method: 'overwrite', verified: 'yes' },
          { device: 'Telefon Samsung Galaxy A52', serial: 'R58R30XYZ', capacity: '128 GB', method: 'reset', verified: 'yes' },
        ],
        tool: 'ShredOS / nwipe 0.37, Samsung Magician',
        standard: 'NIST SP 800-88 Rev. 1 (Purge)',
      },
      closing: { operator: 'Radu Ciobanu' },
    },
  });

const complaint = (): CatalogEntry =>
  tradeApp({
    key: 'formular-reclamatie-retur-produs',
    version: 1,
    trades: ['gsm-pc', 'general'],
    public: true,
    keywords: kw(
      'formular reclamatie, retur produs, cerere retur, produs defect, garantie, drept de retragere 14 zile, reclamatie client',
      'complaint form, product return, return request, faulty product, warranty claim, 14-day withdrawal',
      'modulo di reclamo, reso prodotto, richiesta di reso, prodotto difettoso, recesso 14 giorni',
    ),
    title: t('Formular de reclamație / retur produs', 'Product complaint / return form', 'Modulo di reclamo / reso prodotto'),
    description: t(
      'Reclamația unui client pentru un produs cumpărat (telefon, accesoriu, electronice): documentul de cumpărare, produsul cu serie/IMEI, motivul (neconform, retragere în 14 zile pentru cumpărături la distanță), ce cere clientul și răspunsul magazinului.',
      'A customer’s complaint about a product bought (phone, accessory, electronics): purchase document, product with serial/IMEI, the reason (non-conforming, 14-day withdrawal for distance purchases), what the customer asks and the shop’s answer.',
      'Il reclamo di un cliente per un prodotto acquistato (telefono, accessorio, elettronica): documento di acquisto, prodotto con matricola/IMEI, motivo (non conforme, recesso entro 14 giorni per acquisti a distanza), richiesta del cliente e risposta del negozio.',
    ),
    category: 'commercial',
    document: { kind: 'request', currency: 'RON', number: { field: 'company.number', prefix: 'REC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Reclamație nr.', 'Complaint no.', 'Reclamo n.'), t('Magazin', 'Shop', 'Negozio')),
      clientStep({ phoneRequired: true }),
      {
        name: 'product',
        title: t('Produs și motiv', 'Product and reason', 'Prodotto e motivo'),
        fields: [
          f.text('product', t('Produs', 'Product', 'Prodotto'), { required: true, maxLength: 150 }),
          f.text('serial', t('Serie / IMEI', 'Serial / IMEI', 'Matricola / IMEI'), { maxLength: 40, width: 'half' }),
          f.text('purchase_doc', t('Bon / factură nr. și data', 'Receipt / invoice no. and date', 'Scontrino / fattura n. e data'), { required: true, maxLength: 60, width: 'half' }),
          f.money('price', t('Preț plătit (lei)', 'Price paid (lei)', 'Prezzo pagato (lei)'), { min: 0, width: 'half' }),
          f.radio('reason', t('Motiv', 'Reason', 'Motivo'), [opt('defect', t('Produs neconform / defect', 'Non-conforming / faulty', 'Non conforme / difettoso')), opt('withdrawal', t('Retragere în 14 zile (cumpărat online / la distanță)', '14-day withdrawal (bought online / at a distance)', 'Recesso entro 14 giorni (acquisto online / a distanza)')), opt('other', t('Alt motiv', 'Other', 'Altro'))], { required: true }),
          f.textarea('details', t('Descrierea problemei', 'Description of the problem', 'Descrizione del problema'), { required: true, maxLength: 2000 }),
          f.radio('wants', t('Clientul solicită', 'The customer asks for', 'Il cliente chiede'), [opt('repair', t('Reparare', 'Repair', 'Riparazione')), opt('replace', t('Înlocuire', 'Replacement', 'Sostituzione')), opt('refund', t('Restituirea banilor', 'Refund', 'Rimborso')), opt('discount', t('Reducerea prețului', 'Price reduction', 'Riduzione del prezzo'))], { required: true }),
        ],
      },
      closingStep(t('Răspunsul magazinului', "Shop's answer", 'Risposta del negozio'), [
        f.radio('decision', t('Decizie', 'Decision', 'Decisione'), [opt('accepted', t('Admisă', 'Accepted', 'Accolto')), opt('rejected', t('Respinsă', 'Rejected', 'Respinto')), opt('expert', t('Trimis la expertiză / service', 'Sent for assessment', 'Inviato a perizia'))]),
        f.textarea('answer', t('Motivare / măsuri', 'Reasons / actions', 'Motivazione / misure'), { maxLength: 2000 }),
      ], [t('Client', 'Customer', 'Cliente'), t('Magazin', 'Shop', 'Negozio')]),
    ],
    pdf: {
      layout: 'handover',
      title: t('RECLAMAȚIE / RETUR', 'COMPLAINT / RETURN', 'RECLAMO / RESO'),
      signatures: [t('Client', 'Customer', 'Cliente'), t('Magazin', 'Shop', 'Negozio')],
      footer: t(
        'Dreptul de retragere de 14 zile se aplică contractelor la distanță și în afara spațiilor comerciale (OUG 34/2014); produsele neconforme se aduc la conformitate conform OUG 140/2021. Consumatorul se poate adresa ANPC.',
        'The 14-day right of withdrawal applies to distance and off-premises contracts (Emergency Ordinance 34/2014); non-conforming goods are brought into conformity under Emergency Ordinance 140/2021. Consumers may turn to ANPC.',
        "Il recesso di 14 giorni si applica ai contratti a distanza e fuori dai locali commerciali (OUG 34/2014); i beni non conformi si rendono conformi ai sensi dell'OUG 140/2021. Il consumatore può rivolgersi all'ANPC.",
      ),
    },
    sample: {
      company: firm('gsm', '2026-03-23'),
      client: clientPerson,
      product: { product: 'Căști wireless Sony WH-1000XM5', serial: 'S01-4471234', purchase_doc: 'BF 0031 / 02.03.2026', price: 1499, reason: 'defect', details: 'Casca dreaptă nu mai redă sunet după 3 săptămâni de utilizare normală', wants: 'replace' },
      closing: { decision: 'accepted', answer: 'Produsul se înlocuiește din stoc în 3 zile lucrătoare.' },
    },
  });

const networkInstall = (): CatalogEntry =>
  tradeApp({
    key: 'proces-verbal-instalare-retea',
    version: 2,
    trades: ['gsm-pc', 'construction'],
    keywords: kw(
      'instalare retea, cablare structurata, proces verbal retea, prize de date, testare cabluri, wifi, rack',
      'network installation record, structured cabling, data outlets, cable test, Wi-Fi, rack',
      'verbale installazione rete, cablaggio strutturato, prese dati, test cavi, Wi-Fi, armadio rack',
    ),
    title: t('Proces-verbal de instalare rețea și cablare', 'Network and cabling installation record', 'Verbale di installazione rete e cablaggio'),
    description: t(
      'Recepția unei rețele de calculatoare instalate: fiecare priză de date cu eticheta, camera, lungimea și rezultatul testului, echipamentele montate (switch, router, puncte Wi-Fi) cu serie, parolele predate și confirmarea beneficiarului.',
      'Acceptance of an installed computer network: each data outlet with label, room, length and test result, equipment installed (switch, router, Wi-Fi points) with serials, passwords handed over and the customer’s confirmation.',
      'Collaudo di una rete installata: ogni presa dati con etichetta, locale, lunghezza ed esito del test, apparati montati (switch, router, access point) con matricola, password consegnate e conferma del cliente.',
    ),
    category: 'construction',
    document: { kind: 'handover', currency: 'RON', number: { field: 'company.number', prefix: 'PVR', start: 1, padding: 4 } },
    steps: [
      firmStep(t('PV nr.', 'Record no.', 'Verbale n.'), t('Executant', 'Installer', 'Installatore'), [f.text('site', t('Locația instalării', 'Installation site', 'Luogo di installazione'), { required: true, maxLength: 200 })]),
      clientStep({ title: t('Beneficiar', 'Customer', 'Cliente') }),
      {
        name: 'outlets',
        title: t('Prize de date testate', 'Data outlets tested', 'Prese dati collaudate'),
        fields: [
          f.array('items', t('Prize', 'Outlets', 'Prese'), [
            f.text('label', t('Etichetă', 'Label', 'Etichetta'), { required: true, maxLength: 20 }),
            f.text('room', t('Încăpere', 'Room', 'Locale'), { maxLength: 60 }),
            f.select('category', t('Categorie cablu', 'Cable category', 'Categoria cavo'), [same('cat5e', 'Cat5e'), same('cat6', 'Cat6'), same('cat6a', 'Cat6A'), opt('fibra', t('Fibră', 'Fibre', 'Fibra'))], { required: true }),
            f.number('length', t('Lungime (m)', 'Length (m)', 'Lunghezza (m)'), { min: 0, decimals: 1 }),
            f.select('test', t('Test', 'Test', 'Test'), [opt('pass', t('Trecut', 'Pass', 'Superato')), opt('fail', t('Picat', 'Fail', 'Fallito'))], { required: true }),
          ], { required: true, maxItems: 500, role: 'lines.items' }),
        ],
      },
      {
        name: 'equipment',
        title: t('Echipamente și acces', 'Equipment and access', 'Apparati e accessi'),
        fields: [
          f.textarea('devices', t('Echipamente montate (model, serie, loc)', 'Equipment installed (model, serial, place)', 'Apparati montati (modello, matricola, luogo)'), { required: true, maxLength: 2000 }),
          f.checkbox('passwords', t('Parolele de administrare și Wi-Fi au fost predate beneficiarului în plic sigilat', 'Admin and Wi-Fi passwords were handed to the customer in a sealed envelope', 'Le password di amministrazione e Wi-Fi sono state consegnate in busta chiusa')),
          f.checkbox('diagram', t('Schema rețelei a fost predată', 'The network diagram was handed over', 'Lo schema della rete è stato consegnato')),
          notesField(),
        ],
      },
      closingStep(t('Recepție', 'Acceptance', 'Collaudo'), [f.radio('result', t('Rezultat', 'Result', 'Esito'), [opt('accepted', t('Admisă', 'Accepted', 'Accettato')), opt('remarks', t('Admisă cu observații', 'Accepted with remarks', 'Accettato con riserve'))], { required: true })], [t('Executant', 'Installer', 'Installatore'), t('Beneficiar', 'Customer', 'Cliente')]),
    ],
    totals: [numberTotal('outlets', t('Prize instalate', 'Outlets installed', 'Prese installate'), 'count(outlets.items)'), numberTotal('meters', t('Cablu total (m)', 'Total cable (m)', 'Cavo totale (m)'), 'sum(outlets.items.length)')],
    pdf: { layout: 'handover', title: t('PV INSTALARE REȚEA', 'NETWORK INSTALLATION RECORD', 'VERBALE RETE'), signatures: [t('Executant', 'Installer', 'Installatore'), t('Beneficiar', 'Customer', 'Cliente')], footer: t('Garanția instalației începe la data acestui proces-verbal de recepție.', 'The installation warranty starts on the date of this acceptance record.', "La garanzia dell'impianto decorre dalla data di questo verbale di collaudo.") },
    sample: {
      company: { ...firm('gsm', '2026-03-27'), site: 'Bd. Unirii nr. 21, et. 2, sector 4, București' },
      client: clientCompany,
      outlets: { items: [{ label: 'D01', room: 'Birou contabilitate', category: 'cat6', length: 18.5, test: 'pass' }, { label: 'D02', room: 'Birou contabilitate', category: 'cat6', length: 21, test: 'pass' }, { label: 'D03', room: 'Sală ședințe', category: 'cat6a', length: 34.2, test: 'pass' }] },
      equipment: { devices: 'Switch TP-Link TL-SG1024DE, serie 2231456789, rack 9U hol; Router MikroTik hAP ax³, serie HF1234ABC; 2 × Access point Ubiquiti U6 Lite (birou, sală ședințe)', passwords: true, diagram: true, notes: 'Priza D04 (recepție) se montează după finalizarea mobilierului.' },
      closing: { result: 'remarks' },
    },
  });

const cctvRecord = (): CatalogEntry =>
  tradeApp({
    key: 'proces-verbal-instalare-cctv',
    version: 1,
    trades: ['gsm-pc', 'construction'],
    keywords: kw(
      'instalare camere video, CCTV, supraveghere video, proces verbal camere, DVR, NVR, montaj camere',
      'CCTV installation record, video surveillance, cameras installed, DVR, NVR',
      'verbale installazione videosorveglianza, telecamere, TVCC, DVR, NVR',
    ),
    title: t('Proces-verbal de instalare sistem de supraveghere video', 'CCTV installation record', 'Verbale di installazione videosorveglianza'),
    description: t(
      'Predarea unui sistem de camere video: fiecare cameră cu zona filmată, rezoluția și dacă filmează spațiu public, înregistratorul cu capacitate și zile de arhivă, accesul de pe telefon, instruirea beneficiarului și obligația de a afișa semnul de supraveghere.',
      'Handing over a CCTV system: each camera with the area filmed, resolution and whether it films public space, the recorder with capacity and days of archive, phone access, the customer’s training and the duty to display the surveillance sign.',
      "Consegna di un impianto di videosorveglianza: ogni telecamera con zona ripresa, risoluzione e se riprende spazi pubblici, registratore con capacità e giorni di archivio, accesso da telefono, formazione del cliente e obbligo del cartello.",
    ),
    category: 'construction',
    document: { kind: 'handover', currency: 'RON', number: { field: 'company.number', prefix: 'PVC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('PV nr.', 'Record no.', 'Verbale n.'), t('Executant', 'Installer', 'Installatore'), [f.text('site', t('Obiectiv', 'Site', 'Sito'), { required: true, maxLength: 200 })]),
      clientStep({ title: t('Beneficiar', 'Customer', 'Cliente') }),
      {
        name: 'cameras',
        title: t('Camere', 'Cameras', 'Telecamere'),
        fields: [
          f.array('items', t('Camere', 'Cameras', 'Telecamere'), [
            f.text('camera', t('Cameră (model)', 'Camera (model)', 'Telecamera (modello)'), { required: true, maxLength: 80 }),
            f.text('area', t('Zona filmată', 'Area filmed', 'Zona ripresa'), { required: true, maxLength: 100 }),
            f.text('resolution', t('Rezoluție', 'Resolution', 'Risoluzione'), { maxLength: 20 }),
            f.checkbox('public_space', t('Prinde spațiu public', 'Covers public space', 'Riprende spazio pubblico')),
          ], { required: true, maxItems: 64, role: 'lines.items' }),
        ],
      },
      {
        name: 'recorder',
        title: t('Înregistrare și acces', 'Recording and access', 'Registrazione e accesso'),
        fields: [
          f.text('nvr', t('Înregistrator (DVR/NVR, serie)', 'Recorder (DVR/NVR, serial)', 'Registratore (DVR/NVR, matricola)'), { required: true, maxLength: 120 }),
          f.text('storage', t('Capacitate stocare', 'Storage capacity', 'Capacità di archiviazione'), { maxLength: 30, width: 'half' }),
          f.number('retention', t('Zile de arhivă', 'Days of archive', 'Giorni di archivio'), { min: 1, max: 365, decimals: 0, width: 'half' }),
          f.checkbox('app_access', t('Acces de pe telefon configurat pentru beneficiar', 'Phone access set up for the customer', 'Accesso da telefono configurato per il cliente'), { width: 'half' }),
          f.checkbox('trained', t('Beneficiarul a fost instruit (vizualizare, export, parolă)', 'Customer trained (viewing, export, password)', 'Cliente formato (visione, esportazione, password)'), { width: 'half' }),
        ],
      },
      closingStep(t('Recepție', 'Acceptance', 'Collaudo'), [notesField()], [t('Executant', 'Installer', 'Installatore'), t('Beneficiar', 'Customer', 'Cliente')]),
    ],
    totals: [numberTotal('cams', t('Camere instalate', 'Cameras installed', 'Telecamere installate'), 'count(cameras.items)')],
    pdf: {
      layout: 'handover',
      title: t('PV INSTALARE CCTV', 'CCTV INSTALLATION RECORD', 'VERBALE TVCC'),
      signatures: [t('Executant', 'Installer', 'Installatore'), t('Beneficiar', 'Customer', 'Cliente')],
      footer: t(
        'Beneficiarul, ca operator de date, afișează semnul de supraveghere video, informează persoanele filmate și nu orientează camerele spre spațiul public decât în măsura necesară (Regulamentul (UE) 2016/679).',
        'The customer, as data controller, displays the CCTV sign, informs the people filmed and points cameras at public space only as far as necessary (Regulation (EU) 2016/679).',
        'Il cliente, titolare del trattamento, espone il cartello di videosorveglianza, informa le persone riprese e riprende lo spazio pubblico solo se necessario (Regolamento (UE) 2016/679).',
      ),
    },
    sample: {
      company: { ...firm('gsm', '2026-03-28'), site: 'Magazin Str. Lăpușneanu nr. 5, Iași' },
      client: clientCompany,
      cameras: { items: [{ camera: 'Hikvision DS-2CD2143G2-I', area: 'Casa de marcat', resolution: '4 MP', public_space: false }, { camera: 'Hikvision DS-2CD2143G2-I', area: 'Intrare magazin', resolution: '4 MP', public_space: true }, { camera: 'Dahua IPC-HFW2441S', area: 'Depozit', resolution: '4 MP', public_space: false }] },
      recorder: { nvr: 'NVR Hikvision 8 canale, serie L12345678', storage: 'HDD 4 TB', retention: 30, app_access: true, trained: true },
      closing: { notes: 'Camera de la intrare reglată să filmeze doar 1 m din trotuar.' },
    },
  });

const batteryRepair = (): CatalogEntry =>
  tradeApp({
    key: 'bon-service-rapid-gsm',
    version: 1,
    trades,
    keywords: kw(
      'bon service rapid, folie sticla, schimb baterie pe loc, lucrare pe loc, bon lucrare GSM, montaj folie',
      'quick service ticket, screen protector fitting, battery swap while you wait, walk-in repair',
      'ricevuta servizio rapido, pellicola vetro, cambio batteria immediato, riparazione al banco',
    ),
    title: t('Bon de lucrare rapidă (pe loc)', 'Walk-in quick job ticket', 'Buono di lavoro rapido (al banco)'),
    description: t(
      'Lucrările făcute pe loc, de față cu clientul, fără fișă de service: montaj folie, schimb baterie sau carcasă, curățare, configurare; fiecare cu prețul, plus acordul clientului că a verificat funcționarea.',
      'Jobs done on the spot with the client present, without a repair sheet: screen protector, battery or case swap, cleaning, set-up; each with its price, plus the client’s confirmation that it works.',
      'Lavori fatti al banco con il cliente presente, senza scheda: pellicola, cambio batteria o scocca, pulizia, configurazione; ciascuno con il prezzo, più la conferma del cliente che funziona.',
    ),
    category: 'repairs',
    document: { kind: 'receipt', currency: 'RON', number: { field: 'company.number', prefix: 'BL', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Bon nr.', 'Ticket no.', 'Buono n.'), shop),
      {
        name: 'job',
        title: t('Lucrări', 'Jobs', 'Lavori'),
        fields: [
          f.text('client_name', t('Client', 'Client', 'Cliente'), { maxLength: 100, role: 'client.name', width: 'half' }),
          f.text('device', t('Dispozitiv', 'Device', 'Dispositivo'), { required: true, maxLength: 100, width: 'half' }),
          f.array('items', t('Lucrări', 'Jobs', 'Lavori'), [
            f.text('job', t('Lucrare / produs montat', 'Job / item fitted', 'Lavoro / articolo montato'), { required: true, maxLength: 150 }),
            f.number('qty', COMMON.qty, { required: true, min: 1, decimals: 0, default: 1 }),
            f.money('price', t('Preț (cu TVA)', 'Price (incl. VAT)', 'Prezzo (IVA incl.)'), { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'qty * price' }),
          ], { required: true, maxItems: 20, role: 'lines.items' }),
          f.checkbox('checked', t('Clientul a verificat funcționarea înainte de plecare', 'The client checked it works before leaving', 'Il cliente ha verificato il funzionamento prima di andare'), { required: true }),
        ],
      },
    ],
    totals: [grand('sum(job.items.value)')],
    pdf: { layout: 'invoice', title: t('BON DE LUCRARE', 'JOB TICKET', 'BUONO DI LAVORO'), signatures: [sign.tech, sign.client], footer: t('Bonul nu ține loc de bon fiscal. Garanție 30 de zile pentru manoperă; folia nu este garantată la spargere.', 'This ticket is not a fiscal receipt. 30-day warranty on labour; screen protectors are not covered against breaking.', 'Il buono non sostituisce lo scontrino fiscale. Garanzia 30 giorni sulla manodopera; la pellicola non è garantita contro la rottura.') },
    sample: {
      company: firm('gsm', '2026-03-19'),
      job: { client_name: 'Vlad Sârbu', device: 'iPhone 14', items: [{ job: 'Folie sticlă securizată 9H montată', qty: 1, price: 60 }, { job: 'Curățare difuzor și port încărcare', qty: 1, price: 40 }], checked: true },
    },
  });

export const gsmPc: CatalogEntry[] = [
  phoneSheet(),
  pcSheet(),
  ...bothVariants(gsmEstimate),
  repairWarranty(),
  handBack(),
  unlockConsent(),
  salesWarranty(),
  buyUsed(),
  diagnosisReport(),
  softwareSheet(),
  itContract(),
  interventionReport(),
  assetRegister(),
  repairLog(),
  pickupNotice(),
  pcBuildQuote(),
  dataRecovery(),
  wipeCertificate(),
  complaint(),
  networkInstall(),
  cctvRecord(),
  batteryRepair(),
];
