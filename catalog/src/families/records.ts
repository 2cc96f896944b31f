import { type CatalogEntry, type Option, defineApp, f, opt, t } from '../build.js';
import { clientStep, plateField } from '../fragments.js';
import {
  amountWithVatFields,
  customerCarStep,
  documentNoField,
  financeDateField,
  financeKindFields,
  issuerStep,
  notesField,
  paymentMethodOptions,
} from '../fragments-records.js';
import { sampleBusinessEntry, sampleFleetEntry, sampleReminder } from '../samples-records.js';
import { about } from './taxonomy.js';

/**
 * Records (SPEC §2 statistics): one entry per document, so that the fleet statistics (per car:
 * income, expense, yield) and the income/expense overview read them by role (finance.*,
 * vehicle.plate) without knowing the form; and the reminders of the Notificări application.
 */

const entryNumber = t('Înregistrare nr.', 'Entry no.', 'Registrazione n.');
const companyTitle = t('Firmă', 'Company', 'Azienda');
const otherIncome = opt('other_income', t('Alte venituri', 'Other income', 'Altre entrate'));
const otherExpense = opt('other_expense', t('Alte cheltuieli', 'Other expenses', 'Altre spese'));

const fleetIncome: Option[] = [
  opt('transport', t('Venit din transport', 'Transport income', 'Ricavi da trasporto')),
  opt('rental', t('Venit din închiriere', 'Rental income', 'Ricavi da noleggio')),
  opt('recharged', t('Costuri refacturate', 'Recharged costs', 'Costi rifatturati')),
  opt('insurance_claim', t('Despăgubire asigurare', 'Insurance payout', 'Risarcimento assicurativo')),
  otherIncome,
];
const fleetExpense: Option[] = [
  opt('fuel', t('Combustibil', 'Fuel', 'Carburante')),
  opt('service', t('Service și reparații', 'Service and repairs', 'Manutenzione e riparazioni')),
  opt('tyres', t('Anvelope', 'Tyres', 'Pneumatici')),
  opt('rca', t('Asigurare RCA', 'Third-party insurance (RCA)', 'Assicurazione RC auto (RCA)')),
  opt('casco', t('Asigurare CASCO', 'Comprehensive insurance (CASCO)', 'Assicurazione kasko (CASCO)')),
  opt('itp', t('ITP', 'Roadworthiness test (ITP)', 'Revisione (ITP)')),
  opt('vignette', t('Rovinietă', 'Road vignette', 'Vignetta stradale')),
  opt('tolls', t('Taxe de pod și peaj', 'Bridge and road tolls', 'Pedaggi')),
  opt('parking', t('Parcare', 'Parking', 'Parcheggio')),
  opt('wash', t('Spălătorie', 'Car wash', 'Autolavaggio')),
  opt('leasing', t('Rată leasing', 'Lease instalment', 'Rata di leasing')),
  opt('tax', t('Impozit auto', 'Vehicle tax', 'Tassa automobilistica')),
  opt('fines', t('Amenzi', 'Fines', 'Multe')),
  opt('driver', t('Șofer (salariu, diurnă)', 'Driver (wages, allowance)', 'Autista (stipendio, diaria)')),
  otherExpense,
];

const fleetRecord = defineApp({
  key: 'evidenta-flota',
  version: 2,
  title: t('Evidență flotă – venituri și cheltuieli pe mașină', 'Fleet record – income and expenses per car', 'Registro flotta – entrate e spese per veicolo'),
  description: t(
    'O înregistrare pentru o mașină din flotă: numărul de înmatriculare, data, venit sau cheltuială, categoria (combustibil, service, RCA, CASCO, ITP, rovinietă, venit din transport sau închiriere…), suma, documentul și km de bord. Statisticile flotei calculează din ele veniturile, cheltuielile și randamentul fiecărei mașini.',
    'One entry for a fleet car: plate, date, income or expense, category (fuel, service, RCA, CASCO, ITP, vignette, transport or rental income…), amount, document and odometer. The fleet statistics compute each car’s income, expenses and yield from these entries.',
    'Una registrazione per un veicolo della flotta: targa, data, entrata o spesa, categoria (carburante, manutenzione, RCA, kasko, revisione, vignetta, ricavi da trasporto o noleggio…), importo, documento e km. Le statistiche della flotta ne ricavano entrate, spese e rendimento di ogni veicolo.',
  ),
  category: 'records',
  ...about('evidenta-flota'),
  document: { kind: 'fleet', currency: 'RON', number: { field: 'company.number', prefix: 'FL', start: 1, padding: 5 } },
  steps: [
    issuerStep({ numberLabel: entryNumber, title: companyTitle, date: false }),
    {
      name: 'entry',
      title: t('Înregistrare', 'Entry', 'Registrazione'),
      fields: [
        plateField(),
        financeDateField(),
        ...financeKindFields({ income: fleetIncome, expense: fleetExpense }),
        f.money('amount', t('Sumă (cu TVA)', 'Amount (incl. VAT)', 'Importo (IVA inclusa)'), { required: true, min: 0.01, role: 'finance.amount', width: 'half' }),
        f.number('liters', t('Litri', 'Litres', 'Litri'), { visibleIf: 'expense_category == "fuel"', min: 0.01, decimals: 2, width: 'half' }),
        documentNoField(t('Document (factură, bon) nr.', 'Document (invoice, receipt) no.', 'Documento (fattura, scontrino) n.')),
        f.number('odometer', t('Km la bord', 'Odometer (km)', 'Km al contachilometri'), { min: 0, decimals: 0, role: 'vehicle.odometer', width: 'half' }),
        f.text('driver', t('Șofer', 'Driver', 'Autista'), { maxLength: 100, width: 'half' }),
        f.text('partner', t('Furnizor / client', 'Supplier / customer', 'Fornitore / cliente'), { maxLength: 200, width: 'half' }),
        notesField(),
      ],
    },
  ],
  pdf: { layout: 'generic', title: t('EVIDENȚĂ FLOTĂ', 'FLEET RECORD', 'REGISTRO FLOTTA') },
  sample: sampleFleetEntry,
});

const businessIncome: Option[] = [
  opt('sales', t('Vânzări de mărfuri', 'Sales of goods', 'Vendita di merci')),
  opt('services', t('Prestări servicii', 'Services', 'Prestazioni di servizi')),
  opt('rent', t('Chirii încasate', 'Rent received', 'Affitti incassati')),
  opt('subsidy', t('Subvenții (APIA, fonduri)', 'Subsidies (APIA, grants)', 'Sovvenzioni (APIA, fondi)')),
  opt('interest', t('Dobânzi', 'Interest', 'Interessi')),
  otherIncome,
];
const businessExpense: Option[] = [
  opt('goods', t('Marfă și materii prime', 'Goods and raw materials', 'Merci e materie prime')),
  opt('supplies', t('Materiale și consumabile', 'Supplies and consumables', 'Materiali e consumabili')),
  opt('rent', t('Chirie', 'Rent', 'Affitto')),
  opt('utilities', t('Utilități', 'Utilities', 'Utenze')),
  opt('salaries', t('Salarii și contribuții', 'Wages and contributions', 'Stipendi e contributi')),
  opt('taxes', t('Taxe și impozite', 'Taxes and duties', 'Tasse e imposte')),
  opt('fuel', t('Combustibil', 'Fuel', 'Carburante')),
  opt('vehicles', t('Auto (service, asigurări)', 'Vehicles (service, insurance)', 'Veicoli (manutenzione, assicurazioni)')),
  opt('telecom', t('Telefonie și internet', 'Phone and internet', 'Telefonia e internet')),
  opt('accounting', t('Contabilitate și consultanță', 'Accounting and advice', 'Contabilità e consulenza')),
  opt('marketing', t('Publicitate', 'Advertising', 'Pubblicità')),
  opt('equipment', t('Echipamente și scule', 'Equipment and tools', 'Attrezzature e utensili')),
  opt('bank', t('Comisioane bancare', 'Bank fees', 'Commissioni bancarie')),
  otherExpense,
];

const businessEntry = defineApp({
  key: 'venituri-cheltuieli',
  version: 2,
  title: t('Venituri și cheltuieli', 'Income and expenses', 'Entrate e uscite'),
  description: t(
    'Înregistrarea unui venit sau a unei cheltuieli a firmei: categorie, descriere, data, suma cu TVA și TVA-ul calculat pe cotă, modalitatea de plată, documentul justificativ și partenerul. Prezentarea generală calculează din ele veniturile, cheltuielile, soldul și totalurile pe categorii.',
    "Recording one of the business's income or expense items: category, description, date, amount including VAT and the VAT worked out from the rate, payment method, supporting document and partner. The overview computes income, expenses, balance and totals by category from these.",
    "Registrazione di un'entrata o di una spesa dell'azienda: categoria, descrizione, data, importo con IVA e IVA calcolata dall'aliquota, modalità di pagamento, documento giustificativo e controparte. Il riepilogo ne ricava entrate, uscite, saldo e totali per categoria.",
  ),
  category: 'records',
  ...about('venituri-cheltuieli'),
  document: { kind: 'finance', currency: 'RON', number: { field: 'company.number', prefix: 'VC', start: 1, padding: 5 } },
  steps: [
    issuerStep({ numberLabel: entryNumber, title: companyTitle, date: false }),
    {
      name: 'entry',
      title: t('Înregistrare', 'Entry', 'Registrazione'),
      fields: [
        ...financeKindFields({ income: businessIncome, expense: businessExpense }),
        f.text('description', t('Descriere', 'Description', 'Descrizione'), { required: true, maxLength: 200 }),
        financeDateField(),
        f.select('payment', t('Modalitate de plată', 'Payment method', 'Modalità di pagamento'), paymentMethodOptions, { required: true, default: 'transfer', width: 'half' }),
        ...amountWithVatFields(),
        f.select(
          'document_type',
          t('Document justificativ', 'Supporting document', 'Documento giustificativo'),
          [
            opt('invoice', t('Factură', 'Invoice', 'Fattura')),
            opt('receipt', t('Bon fiscal', 'Till receipt', 'Scontrino fiscale')),
            opt('cash_receipt', t('Chitanță', 'Cash receipt', 'Ricevuta')),
            opt('statement', t('Extras de cont', 'Bank statement', 'Estratto conto')),
            opt('contract', t('Contract', 'Contract', 'Contratto')),
            opt('payroll', t('Stat de plată', 'Payroll', 'Cedolino')),
            opt('other', t('Alt document', 'Other document', 'Altro documento')),
          ],
          { width: 'half' },
        ),
        documentNoField(),
        f.text('partner', t('Partener (client / furnizor)', 'Partner (customer / supplier)', 'Controparte (cliente / fornitore)'), { maxLength: 200, width: 'half' }),
        f.cui('partner_cui', t('CUI partener', 'Partner tax ID', 'Codice fiscale controparte'), { width: 'half' }),
        notesField(),
      ],
    },
  ],
  pdf: { layout: 'generic', title: t('VENIT / CHELTUIALĂ', 'INCOME / EXPENSE', 'ENTRATA / USCITA') },
  sample: sampleBusinessEntry,
});

const reminderKinds: Option[] = [
  opt('oil', t('Revizie ulei (schimb ulei și filtre)', 'Oil service (oil and filters)', 'Tagliando olio (olio e filtri)')),
  opt('itp', t('ITP', 'Roadworthiness test (ITP)', 'Revisione (ITP)')),
  opt('rca', t('RCA', 'Third-party insurance (RCA)', 'RC auto (RCA)')),
  opt('casco', t('CASCO', 'Comprehensive insurance (CASCO)', 'Kasko (CASCO)')),
  opt('vignette', t('Rovinietă', 'Road vignette', 'Vignetta stradale')),
  opt('timing', t('Distribuție (kit, curea)', 'Timing belt kit', 'Distribuzione (kit, cinghia)')),
  opt('brake_fluid', t('Lichid de frână', 'Brake fluid', 'Liquido freni')),
  opt('coolant', t('Antigel', 'Coolant', 'Antigelo')),
  opt('cabin_filter', t('Filtru habitaclu (polen)', 'Cabin (pollen) filter', 'Filtro abitacolo (antipolline)')),
  opt('air_conditioning', t('Climatizare (igienizare, freon)', 'Air conditioning (cleaning, refrigerant)', 'Climatizzatore (igienizzazione, gas)')),
  opt('tyres', t('Anvelope de sezon (vară / iarnă)', 'Seasonal tyres (summer / winter)', 'Pneumatici stagionali (estivi / invernali)')),
  opt('extinguisher', t('Extinctor', 'Fire extinguisher', 'Estintore')),
  opt('tachograph', t('Tahograf', 'Tachograph', 'Tachigrafo')),
  opt('other', t('Altele', 'Other', 'Altro')),
];

const reminder = defineApp({
  key: 'notificari-service',
  version: 2,
  title: t('Notificări – scadențe service', 'Notificări – service reminders', 'Notificări – scadenze officina'),
  description: t(
    'Notificare pentru un client al atelierului: ce expiră sau trebuie făcut (ITP, RCA, CASCO, rovinietă, revizie ulei, distribuție, anvelope de sezon…), la ce dată sau la câți km, eticheta, canalul de anunțare și starea. Lista de notificări arată ce e scadent în 30 de zile și ce a depășit termenul.',
    'A reminder for a workshop customer: what expires or is due (ITP, RCA, CASCO, vignette, oil service, timing belt, seasonal tyres…), by which date or at what km, its tag, how to notify and where it stands. The reminders list shows what falls due within 30 days and what is overdue.',
    "Un promemoria per un cliente dell'officina: cosa scade o va fatto (revisione ITP, RCA, kasko, vignetta, tagliando, distribuzione, pneumatici stagionali…), entro quale data o a quanti km, l'etichetta, il canale di avviso e lo stato. L'elenco mostra le scadenze entro 30 giorni e quelle superate.",
  ),
  category: 'records',
  ...about('notificari-service'),
  document: { kind: 'reminder', currency: 'RON', number: { field: 'company.number', prefix: 'NT', start: 1, padding: 5 } },
  steps: [
    issuerStep({ numberLabel: t('Notificare nr.', 'Reminder no.', 'Promemoria n.'), title: companyTitle, date: false }),
    clientStep({ phoneRequired: true }),
    customerCarStep(),
    {
      name: 'reminder',
      title: t('Notificare', 'Reminder', 'Promemoria'),
      fields: [
        f.select('kind', t('Ce trebuie făcut', 'What is due', 'Cosa scade'), reminderKinds, { required: true, role: 'reminder.kind', width: 'half' }),
        f.text('tag', t('Etichetă', 'Tag', 'Etichetta'), {
          help: t('Eticheta de service, de ex. „Revizie ulei”.', 'The service tag, e.g. “Oil service”.', 'L’etichetta di servizio, ad es. «Tagliando olio».'),
          maxLength: 50,
          role: 'reminder.tag',
          width: 'half',
        }),
        f.date('last_date', t('Efectuat ultima dată', 'Last done on', 'Ultima esecuzione'), { width: 'third' }),
        f.number('interval', t('Interval (luni)', 'Interval (months)', 'Intervallo (mesi)'), {
          help: t(
            'Uzual: ulei 12, ITP 24 (prima dată 36), RCA, CASCO, rovinietă 12, distribuție 60, lichid de frână 24, antigel 36, anvelope 6.',
            'Usual: oil 12, ITP 24 (first 36), RCA, CASCO, vignette 12, timing belt 60, brake fluid 24, coolant 36, tyres 6.',
            'Di solito: olio 12, ITP 24 (la prima 36), RCA, kasko, vignetta 12, distribuzione 60, liquido freni 24, antigelo 36, pneumatici 6.',
          ),
          min: 1,
          max: 120,
          decimals: 0,
          width: 'third',
        }),
        f.date('due_date', t('Scadență', 'Due date', 'Scadenza'), { required: true, role: 'reminder.due_date', width: 'third' }),
        f.number('due_km', t('Scadent la km', 'Due at km', 'Scadenza a km'), { min: 0, decimals: 0, role: 'reminder.due_km', width: 'half' }),
        f.select(
          'channel',
          t('Anunțare prin', 'Notify by', 'Avviso tramite'),
          [opt('sms', t('SMS', 'SMS', 'SMS')), opt('phone', t('Telefon', 'Phone call', 'Telefonata')), opt('email', t('E-mail', 'E-mail', 'E-mail')), opt('whatsapp', t('WhatsApp', 'WhatsApp', 'WhatsApp'))],
          { default: 'sms', width: 'half' },
        ),
        f.select(
          'status',
          t('Stare', 'Status', 'Stato'),
          [
            opt('pending', t('De anunțat', 'To notify', 'Da avvisare')),
            opt('notified', t('Client anunțat', 'Client notified', 'Cliente avvisato')),
            opt('booked', t('Programat în service', 'Booked in', 'Prenotato')),
            opt('done', t('Efectuat', 'Done', 'Eseguito')),
          ],
          { required: true, default: 'pending', role: 'reminder.status', width: 'half' },
        ),
        notesField(),
      ],
    },
  ],
  pdf: { layout: 'estimate', title: t('NOTIFICARE SERVICE', 'SERVICE REMINDER', 'PROMEMORIA OFFICINA') },
  sample: sampleReminder,
});

export const records: CatalogEntry[] = [fleetRecord, businessEntry, reminder];
