import type { FormData } from '@atelier/core';
import { type CatalogEntry, type StepSpec, type Text, type TotalSpec, defineApp, f, opt, t } from '../build.js';
import { makeModelFields, plateField } from '../fragments.js';
import {
  driverField,
  energyLinesField,
  issuerStep,
  kmTotal,
  notesField,
  periodFields,
  periodOdometerFields,
  tripLog,
  vehicleCategoryOptions,
} from '../fragments-records.js';
import { sampleFuelTripLog, samplePowerTripLog } from '../samples-records.js';
import { about } from './taxonomy.js';

/**
 * Trip logs (foi de parcurs, domain-ro §2.9): the legal minimum for deducting fuel (Norme Cod
 * fiscal pct. 68) is the vehicle category, the purpose and place of each trip, the km driven and
 * the company's own consumption norm. The standard and electric logs differ only in the energy.
 */

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

const energyLog = (energy: Energy): CatalogEntry =>
  defineApp({
    key: energy.key,
    version: 2,
    title: energy.title,
    description: energy.description,
    category: 'trip-logs',
    ...about(energy.key),
    document: { kind: 'trip-log', currency: 'RON', number: { field: 'company.number', prefix: 'FP', start: 1, padding: 4 } },
    steps: [
      issuerStep({ numberLabel: tripLog.numberLabel, title: tripLog.issuerTitle }),
      vehicleAndDriver(energy),
      tripLog.standardTrips,
      energy.energyStep,
    ],
    totals: energyTotals(energy),
    pdf: { layout: 'trip-log', title: tripLog.pdfTitle, signatures: tripLog.signatures },
    sample: energy.sample,
  });


const fuelLog = energyLog({
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
      energyLinesField({
        label: t('Alimentări', 'Refuels', 'Rifornimenti'),
        place: t('Stație / localitate', 'Station / town', 'Distributore / località'),
        quantity: [f.number('liters', t('Litri', 'Litres', 'Litri'), { required: true, min: 0.01, decimals: 2 })],
      }),
      notesField(),
      tripLog.approvedBy,
    ],
  },
  added: 'sum(energy.items.liters)',
  addedLabel: t('Alimentat în perioadă (l)', 'Refuelled in the period (l)', 'Rifornito nel periodo (l)'),
  costLabel: t('Valoare alimentări', 'Refuels amount', 'Importo rifornimenti'),
  actual: 'round(energy.tank_start + totals.added - energy.tank_end, 2)',
  sample: sampleFuelTripLog,
});

const electricLog = energyLog({
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
      energyLinesField({
        label: t('Încărcări', 'Charges', 'Ricariche'),
        place: t('Stație / locație', 'Charger / location', 'Colonnina / luogo'),
        quantity: [
          f.select('kind', t('Tip', 'Type', 'Tipo'), [
            opt('ac', t('AC (lentă)', 'AC (slow)', 'AC (lenta)')),
            opt('dc', t('DC (rapidă)', 'DC (fast)', 'DC (rapida)')),
            opt('office', t('La sediu', 'At the office', 'In sede')),
          ]),
          f.number('kwh', t('Energie (kWh)', 'Energy (kWh)', 'Energia (kWh)'), { required: true, min: 0.01, decimals: 2 }),
        ],
      }),
      notesField(),
      tripLog.approvedBy,
    ],
  },
  added: 'sum(energy.items.kwh)',
  addedLabel: t('Încărcat în perioadă (kWh)', 'Charged in the period (kWh)', 'Ricaricato nel periodo (kWh)'),
  costLabel: t('Valoare încărcări', 'Charging amount', 'Importo ricariche'),
  // Energy drawn from the battery over the period adds to what was charged.
  actual: 'round(totals.added + (energy.battery_start - energy.battery_end) * vehicle.battery / 100, 2)',
  sample: samplePowerTripLog,
});

export const tripLogs: CatalogEntry[] = [fuelLog, electricLog];
