import { type CatalogEntry, type StepSpec, type Text, type TotalSpec, defineApp, f, opt, t } from '../build.js';
import type { FormData } from '@atelier/core';
import { makeModelFields, plateField } from '../fragments.js';
import {
  documentNoField,
  driverField,
  issuerStep,
  notesField,
  odometerColumns,
  periodFields,
  periodOdometerFields,
  routeColumns,
  tripsStep,
  vehicleCategoryOptions,
} from '../fragments-records.js';
import { sampleCustomTripLog, sampleFuelTripLog, sampleMonthlyTripLog, samplePowerTripLog } from '../samples-records.js';

/**
 * Trip logs (foi de parcurs, domain-ro §2.9): the legal minimum for deducting fuel (Norme Cod
 * fiscal pct. 68) is the vehicle category, the purpose and place of each trip, the km driven and
 * the company's own consumption norm. The standard and electric logs differ only in the energy.
 */

const logNumber = t('Nr. foaie', 'Log no.', 'N. foglio');
const tripLogTitle = t('FOAIE DE PARCURS', 'TRIP LOG', 'FOGLIO DI VIAGGIO');
const kmTotal = (label = t('Total km parcurși', 'Total distance (km)', 'Totale km percorsi')): TotalSpec => ({
  name: 'km',
  label,
  compute: 'sum(trips.items.km)',
  format: 'number',
});
const signatures = [t('Conducător auto', 'Driver', 'Conducente'), t('Aprobat', 'Approved by', 'Approvato da')];

type Energy = {
  key: string;
  /** l or kWh in labels. */
  unit: string;
  title: Text;
  description: Text;
  normLabel: Text;
  /** Vehicle fields after the norm (fuel type, battery capacity). */
  vehicleExtra: StepSpec['fields'];
  /** The refuels or charges step: its lines and the tank or battery level. */
  energyStep: StepSpec;
  /** Energy put in over the period, and actual use, as expressions. */
  added: string;
  actual: string;
  addedLabel: Text;
  costLabel: Text;
  sample: FormData;
};

const vehicleAndDriver = (energy: Energy): StepSpec => ({
  name: 'vehicle',
  title: t('Vehicul și conducător auto', 'Vehicle and driver', 'Veicolo e conducente'),
  prefill: 'history',
  fields: [
    plateField(),
    f.select('category', t('Categoria vehiculului', 'Vehicle category', 'Categoria del veicolo'), vehicleCategoryOptions, {
      required: true,
      default: 'M1',
      width: 'half',
    }),
    ...makeModelFields({ required: false }),
    f.number('norm', energy.normLabel, {
      help: t(
        'Norma proprie de consum stabilită prin decizie internă.',
        "The company's own consumption norm, set by internal decision.",
        "La norma di consumo propria dell'azienda, fissata con decisione interna.",
      ),
      required: true,
      min: 0.1,
      decimals: 2,
      width: 'half',
    }),
    ...energy.vehicleExtra,
    driverField(),
    f.text('licence', t('Permis de conducere (nr., categorii)', 'Driving licence (no., categories)', 'Patente (n., categorie)'), { maxLength: 60, width: 'half' }),
    ...periodFields(),
  ],
});

const standardTrips = tripsStep({ item: [...routeColumns(), ...odometerColumns()] });

/** Standard use over the period from the norm, energy put in, actual use, and the difference. */
const energyTotals = (energy: Energy): TotalSpec[] => [
  { name: 'added', label: energy.addedLabel, compute: energy.added, format: 'number' },
  { name: 'cost', label: energy.costLabel, compute: 'sum(energy.items.value)', format: 'money' },
  {
    name: 'standard',
    label: t(`Consum normat (${energy.unit})`, `Standard consumption (${energy.unit})`, `Consumo standard (${energy.unit})`),
    compute: 'round(totals.km * vehicle.norm / 100, 2)',
    format: 'number',
  },
  {
    name: 'actual',
    label: t(`Consum efectiv (${energy.unit})`, `Actual consumption (${energy.unit})`, `Consumo effettivo (${energy.unit})`),
    compute: energy.actual,
    format: 'number',
  },
  {
    name: 'difference',
    label: t(`Abatere de la normă (${energy.unit})`, `Deviation from norm (${energy.unit})`, `Scarto dalla norma (${energy.unit})`),
    compute: 'round(totals.actual - totals.standard, 2)',
    format: 'number',
  },
  kmTotal(),
];

const tripLog = (energy: Energy): CatalogEntry =>
  defineApp({
    key: energy.key,
    version: 1,
    title: energy.title,
    description: energy.description,
    category: 'trip-logs',
    document: { kind: 'trip-log', currency: 'RON', number: { field: 'company.number', prefix: 'FP', start: 1, padding: 4 } },
    steps: [
      issuerStep({ numberLabel: logNumber, title: t('Unitate și foaie', 'Company and log', 'Azienda e foglio') }),
      vehicleAndDriver(energy),
      standardTrips,
      energy.energyStep,
    ],
    totals: energyTotals(energy),
    pdf: { layout: 'trip-log', title: tripLogTitle, signatures },
    sample: energy.sample,
  });

const approvedBy = f.text('approved_by', t('Aprobat de (nume, funcție)', 'Approved by (name, position)', 'Approvato da (nome, funzione)'), {
  maxLength: 100,
});

const fuelLog = tripLog({
  key: 'foaie-de-parcurs',
  unit: 'l',
  title: t('Foaie de parcurs', 'Trip log', 'Foglio di viaggio'),
  description: t(
    'Foaie de parcurs pentru autoturisme și autoutilitare: deplasări cu data, ora, traseul, scopul și km de bord, alimentări, consum normat față de consum efectiv și stocul din rezervor – conținutul cerut pentru deducerea cheltuielilor cu combustibilul.',
    'Trip log for cars and vans: trips with date, time, route, purpose and odometer readings, refuels, standard versus actual fuel consumption and the tank level – the content Romanian tax rules require to deduct fuel costs.',
    'Foglio di viaggio per autovetture e furgoni: viaggi con data, ora, percorso, scopo e km, rifornimenti, consumo standard ed effettivo e livello del serbatoio – quanto richiesto in Romania per dedurre il carburante.',
  ),
  normLabel: t('Normă proprie de consum (l/100 km)', 'Own fuel norm (l/100 km)', 'Norma di consumo propria (l/100 km)'),
  vehicleExtra: [
    f.select(
      'fuel',
      t('Combustibil', 'Fuel', 'Carburante'),
      [opt('motorina', t('Motorină', 'Diesel', 'Gasolio')), opt('benzina', t('Benzină', 'Petrol', 'Benzina')), opt('gpl', t('GPL', 'LPG', 'GPL'))],
      { required: true, role: 'vehicle.fuel', width: 'half' },
    ),
  ],
  energyStep: {
    name: 'energy',
    title: t('Alimentări și consum', 'Refuels and consumption', 'Rifornimenti e consumi'),
    fields: [
      ...periodOdometerFields(),
      f.number('tank_start', t('Stoc rezervor la început (l)', 'Tank at the start (l)', 'Serbatoio a inizio periodo (l)'), { min: 0, decimals: 2, width: 'half' }),
      f.number('tank_end', t('Stoc rezervor la sfârșit (l)', 'Tank at the end (l)', 'Serbatoio a fine periodo (l)'), { min: 0, decimals: 2, width: 'half' }),
      f.array(
        'items',
        t('Alimentări', 'Refuels', 'Rifornimenti'),
        [
          f.date('date', t('Data', 'Date', 'Data'), { required: true }),
          f.text('station', t('Stație / localitate', 'Station / town', 'Distributore / località'), { maxLength: 100 }),
          documentNoField(t('Bon / factură nr.', 'Receipt / invoice no.', 'Scontrino / fattura n.')),
          f.number('liters', t('Litri', 'Litres', 'Litri'), { required: true, min: 0.01, decimals: 2 }),
          f.money('value', t('Valoare', 'Amount', 'Importo'), { min: 0 }),
        ],
        { historyPick: true, maxItems: 200 },
      ),
      notesField(),
      approvedBy,
    ],
  },
  added: 'sum(energy.items.liters)',
  addedLabel: t('Alimentat în perioadă (l)', 'Refuelled in the period (l)', 'Rifornito nel periodo (l)'),
  costLabel: t('Valoare alimentări', 'Refuels amount', 'Importo rifornimenti'),
  actual: 'round(energy.tank_start + totals.added - energy.tank_end, 2)',
  sample: sampleFuelTripLog,
});

const electricLog = tripLog({
  key: 'foaie-de-parcurs-electric',
  unit: 'kWh',
  title: t('Foaie de parcurs – vehicul electric', 'Trip log – electric vehicle', 'Foglio di viaggio – veicolo elettrico'),
  description: t(
    'Foaie de parcurs pentru vehicule electrice: deplasări cu km de bord, încărcări în kWh (AC, DC, la sediu), nivelul bateriei la început și la sfârșit, consum normat în kWh/100 km față de consumul efectiv.',
    'Trip log for electric vehicles: trips with odometer readings, charges in kWh (AC, DC, at the office), battery level at the start and end, standard consumption in kWh/100 km versus actual use.',
    'Foglio di viaggio per veicoli elettrici: viaggi con km, ricariche in kWh (AC, DC, in sede), livello della batteria a inizio e fine periodo, consumo standard in kWh/100 km ed effettivo.',
  ),
  normLabel: t('Normă proprie de consum (kWh/100 km)', 'Own energy norm (kWh/100 km)', 'Norma di consumo propria (kWh/100 km)'),
  vehicleExtra: [
    f.number('battery', t('Capacitate utilă baterie (kWh)', 'Usable battery capacity (kWh)', 'Capacità utile batteria (kWh)'), {
      required: true,
      min: 1,
      decimals: 1,
      width: 'half',
    }),
  ],
  energyStep: {
    name: 'energy',
    title: t('Încărcări și consum', 'Charges and consumption', 'Ricariche e consumi'),
    fields: [
      ...periodOdometerFields(),
      f.percent('battery_start', t('Baterie la început', 'Battery at the start', 'Batteria a inizio periodo'), { min: 0, max: 100, decimals: 0, width: 'half' }),
      f.percent('battery_end', t('Baterie la sfârșit', 'Battery at the end', 'Batteria a fine periodo'), { min: 0, max: 100, decimals: 0, width: 'half' }),
      f.array(
        'items',
        t('Încărcări', 'Charges', 'Ricariche'),
        [
          f.date('date', t('Data', 'Date', 'Data'), { required: true }),
          f.text('station', t('Stație / locație', 'Charger / location', 'Colonnina / luogo'), { maxLength: 100 }),
          f.select('kind', t('Tip', 'Type', 'Tipo'), [
            opt('ac', t('AC (lentă)', 'AC (slow)', 'AC (lenta)')),
            opt('dc', t('DC (rapidă)', 'DC (fast)', 'DC (rapida)')),
            opt('office', t('La sediu', 'At the office', 'In sede')),
          ]),
          documentNoField(t('Bon / factură nr.', 'Receipt / invoice no.', 'Scontrino / fattura n.')),
          f.number('kwh', t('Energie (kWh)', 'Energy (kWh)', 'Energia (kWh)'), { required: true, min: 0.01, decimals: 2 }),
          f.money('value', t('Valoare', 'Amount', 'Importo'), { min: 0 }),
        ],
        { historyPick: true, maxItems: 200 },
      ),
      notesField(),
      approvedBy,
    ],
  },
  added: 'sum(energy.items.kwh)',
  addedLabel: t('Încărcat în perioadă (kWh)', 'Charged in the period (kWh)', 'Ricaricato nel periodo (kWh)'),
  costLabel: t('Valoare încărcări', 'Charging amount', 'Importo ricariche'),
  // Energy drawn from the battery over the period adds to what was charged.
  actual: 'round(totals.added + (energy.battery_start - energy.battery_end) * vehicle.battery / 100, 2)',
  sample: samplePowerTripLog,
});

/** Fewer mandatory columns, the km typed directly, plus client/project and the trip's costs. */
const customLog = defineApp({
  key: 'foaie-de-parcurs-personalizata',
  version: 1,
  title: t('Foaie de parcurs personalizată', 'Custom trip log', 'Foglio di viaggio personalizzato'),
  description: t(
    'Foaie de parcurs simplificată, cu mai puține câmpuri obligatorii: km introduși direct, coloane suplimentare pentru client sau proiect, taxe de drum, parcare și alte costuri, totalizate pe perioadă.',
    'Simplified trip log with fewer mandatory fields: distance typed directly, extra columns for the client or project, road tolls, parking and other costs, totalled over the period.',
    'Foglio di viaggio semplificato, con meno campi obbligatori: km inseriti direttamente, colonne aggiuntive per cliente o progetto, pedaggi, parcheggi e altri costi, totalizzati sul periodo.',
  ),
  category: 'trip-logs',
  document: { kind: 'trip-log', currency: 'RON', number: { field: 'company.number', prefix: 'FP', start: 1, padding: 4 } },
  steps: [
    issuerStep({ numberLabel: logNumber, title: t('Unitate și foaie', 'Company and log', 'Azienda e foglio') }),
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
        f.number('km_start', t('Km bord la începutul perioadei', 'Odometer at the start of the period', 'Km a inizio periodo'), {
          min: 0,
          decimals: 0,
          role: 'trip.km_start',
          width: 'half',
        }),
        f.number('km_end', t('Km bord la sfârșitul perioadei', 'Odometer at the end of the period', 'Km a fine periodo'), {
          min: 0,
          decimals: 0,
          role: 'trip.km_end',
          width: 'half',
        }),
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
    { name: 'closing', title: t('Observații și aprobare', 'Notes and approval', 'Note e approvazione'), fields: [notesField(), approvedBy] },
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
  pdf: { layout: 'trip-log', title: tripLogTitle, signatures },
  sample: sampleCustomTripLog,
});

/** An employee's own car used for business: km × the company's rate per km, settled monthly. */
const monthlyLog = defineApp({
  key: 'decont-deplasari-auto-personal',
  version: 1,
  title: t('Foaie de parcurs lunară – autoturism personal', 'Monthly trip log – private car', 'Foglio di viaggio mensile – auto privata'),
  description: t(
    'Decont lunar al deplasărilor în interes de serviciu făcute cu autoturismul personal al angajatului sau asociatului: traseu, scop, km de bord, total km și suma de decontat = km × tariful pe km stabilit de firmă.',
    "Monthly claim for business trips made with an employee's or partner's private car: route, purpose, odometer readings, total km and the amount to reimburse = km × the company's rate per km.",
    "Rimborso mensile dei viaggi di lavoro fatti con l'auto privata del dipendente o socio: percorso, scopo, km, totale km e importo da rimborsare = km × tariffa per km fissata dall'azienda.",
  ),
  category: 'trip-logs',
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
    standardTrips,
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

export const tripLogs: CatalogEntry[] = [fuelLog, electricLog, customLog, monthlyLog];
