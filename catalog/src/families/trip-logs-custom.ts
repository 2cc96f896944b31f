import { type CatalogEntry, defineApp, f, t } from '../build.js';
import { makeModelFields, plateField } from '../fragments.js';
import {
  driverField,
  issuerStep,
  kmTotal,
  notesField,
  periodFields,
  periodOdometerFields,
  routeColumns,
  tripLog,
  tripsStep,
  vehicleCategoryOptions,
} from '../fragments-records.js';
import { sampleCustomTripLog, sampleMonthlyTripLog } from '../samples-records.js';
import { about } from './taxonomy.js';

/**
 * The trip logs that settle costs rather than fuel: a custom log with fewer mandatory columns and
 * the trip's costs, and the monthly claim for a private car used for business (km × rate).
 */

/** Fewer mandatory columns, the km typed directly, plus client/project and the trip's costs. */
const customLog = defineApp({
  key: 'foaie-de-parcurs-personalizata',
  version: 2,
  title: t('Foaie de parcurs personalizată', 'Custom trip log', 'Foglio di viaggio personalizzato'),
  description: t(
    'Foaie de parcurs simplificată, cu mai puține câmpuri obligatorii: km introduși direct, coloane suplimentare pentru client sau proiect, taxe de drum, parcare și alte costuri, totalizate pe perioadă.',
    'Simplified trip log with fewer mandatory fields: distance typed directly, extra columns for the client or project, road tolls, parking and other costs, totalled over the period.',
    'Foglio di viaggio semplificato, con meno campi obbligatori: km inseriti direttamente, colonne aggiuntive per cliente o progetto, pedaggi, parcheggi e altri costi, totalizzati sul periodo.',
  ),
  category: 'trip-logs',
  ...about('foaie-de-parcurs-personalizata'),
  document: { kind: 'trip-log', currency: 'RON', number: { field: 'company.number', prefix: 'FP', start: 1, padding: 4 } },
  steps: [
    issuerStep({ numberLabel: tripLog.numberLabel, title: tripLog.issuerTitle }),
    {
      name: 'vehicle',
      title: t('Vehicul și conducător auto', 'Vehicle and driver', 'Veicolo e conducente'),
      prefill: 'history',
      fields: [
        plateField(),
        f.select('category', t('Categoria vehiculului', 'Vehicle category', 'Categoria del veicolo'), vehicleCategoryOptions, { default: 'M1', width: 'half' }),
        driverField(),
        f.number('norm', t('Normă de consum (l/100 km)', 'Fuel norm (l/100 km)', 'Norma di consumo (l/100 km)'), { min: 0, decimals: 2, width: 'half' }),
        ...periodFields(),
        ...periodOdometerFields({ typed: true }),
      ],
    },
    tripsStep({
      item: [
        ...routeColumns({ times: false, required: false }),
        f.text('client', t('Client / proiect', 'Client / project', 'Cliente / progetto'), { maxLength: 100 }),
        f.number('km', t('Km parcurși', 'Distance (km)', 'Km percorsi'), { required: true, min: 0, decimals: 0 }),
        f.money('tolls', t('Taxe drum și parcare', 'Tolls and parking', 'Pedaggi e parcheggi'), { min: 0 }),
        f.money('other', t('Alte costuri', 'Other costs', 'Altri costi'), { min: 0 }),
      ],
    }),
    { name: 'closing', title: t('Observații și aprobare', 'Notes and approval', 'Note e approvazione'), fields: [notesField(), tripLog.approvedBy] },
  ],
  totals: [
    { name: 'costs', label: t('Total costuri deplasări', 'Total trip costs', 'Totale costi dei viaggi'), compute: 'sum(trips.items.tolls, trips.items.other)', format: 'money' },
    {
      name: 'odometer',
      label: t('Km după bordul mașinii', 'Km by the odometer', 'Km da contachilometri'),
      compute: 'vehicle.km_end - vehicle.km_start',
      format: 'number',
    },
    kmTotal(),
  ],
  pdf: { layout: 'trip-log', title: tripLog.pdfTitle, signatures: tripLog.signatures },
  sample: sampleCustomTripLog,
});

/** An employee's own car used for business: km × the company's rate per km, settled monthly. */
const monthlyLog = defineApp({
  key: 'decont-deplasari-auto-personal',
  version: 2,
  title: t('Foaie de parcurs lunară – autoturism personal', 'Monthly trip log – private car', 'Foglio di viaggio mensile – auto privata'),
  description: t(
    'Decont lunar al deplasărilor în interes de serviciu făcute cu autoturismul personal al angajatului sau asociatului: traseu, scop, km de bord, total km și suma de decontat = km × tariful pe km stabilit de firmă.',
    "Monthly claim for business trips made with an employee's or partner's private car: route, purpose, odometer readings, total km and the amount to reimburse = km × the company's rate per km.",
    "Rimborso mensile dei viaggi di lavoro fatti con l'auto privata del dipendente o socio: percorso, scopo, km, totale km e importo da rimborsare = km × tariffa per km fissata dall'azienda.",
  ),
  category: 'trip-logs',
  ...about('decont-deplasari-auto-personal'),
  document: { kind: 'trip-log', currency: 'RON', number: { field: 'company.number', prefix: 'DD', start: 1, padding: 4 } },
  steps: [
    issuerStep({ numberLabel: t('Decont nr.', 'Claim no.', 'Rimborso n.'), title: t('Firmă și decont', 'Company and claim', 'Azienda e rimborso') }),
    {
      name: 'vehicle',
      title: t('Angajat și autoturism', 'Employee and car', 'Dipendente e auto'),
      prefill: 'history',
      fields: [
        f.text('employee', t('Angajat / asociat (nume și prenume)', 'Employee / partner (full name)', 'Dipendente / socio (nome e cognome)'), {
          required: true,
          maxLength: 100,
          width: 'half',
        }),
        f.text('position', t('Funcția', 'Position', 'Funzione'), { maxLength: 100, width: 'half' }),
        plateField(),
        ...makeModelFields({ required: false }),
        f.text('owner', t('Proprietar autoturism', 'Car owner', "Proprietario dell'auto"), { maxLength: 100, width: 'half' }),
        f.money('rate', t('Tarif decontare (lei/km)', 'Reimbursement rate (lei/km)', 'Tariffa di rimborso (lei/km)'), {
          help: t('Stabilit prin decizie internă.', 'Set by internal decision.', 'Fissata con decisione interna.'),
          required: true,
          min: 0.01,
          width: 'half',
        }),
        ...periodFields(),
      ],
    },
    tripLog.standardTrips,
    { name: 'closing', title: t('Kilometraj și observații', 'Odometer and notes', 'Chilometraggio e note'), fields: [...periodOdometerFields(), notesField()] },
  ],
  totals: [
    kmTotal(t('Total km în interes de serviciu', 'Total business km', 'Totale km di lavoro')),
    { name: 'grand', label: t('Total de decontat', 'Total to reimburse', 'Totale da rimborsare'), compute: 'round(totals.km * vehicle.rate, 2)', role: 'total.grand', format: 'money' },
  ],
  pdf: {
    layout: 'trip-log',
    title: t('DECONT DEPLASĂRI', 'TRAVEL CLAIM', 'RIMBORSO VIAGGI'),
    signatures: [t('Angajat', 'Employee', 'Dipendente'), t('Aprobat', 'Approved by', 'Approvato da'), t('Viză contabilitate', 'Accounting check', 'Visto contabilità')],
    footer: t(
      'Se decontează numai deplasările în interes de serviciu consemnate mai sus; km parcurși în interes personal nu se decontează.',
      'Only the business trips listed above are reimbursed; private km are not.',
      'Si rimborsano solo i viaggi di lavoro sopra elencati; i km privati non sono rimborsati.',
    ),
  },
  sample: sampleMonthlyTripLog,
});

export const customTripLogs: CatalogEntry[] = [customLog, monthlyLog];
