import type { FieldValue, FormData } from '@atelier/core';
import { sampleClientPerson, sampleCompany, sampleVehicle } from './samples.js';

type Line = Record<string, FieldValue>;

/** The issuing company of a document without VAT or validity; `date: false` when the form has no document date. */
export const sampleIssuer = ({ date = true, name = 'Ștefănescu Logistică SRL' }: { date?: boolean; name?: string } = {}) => {
  const { valid_until: _validUntil, date: day, ...company } = sampleCompany({ vatPayer: true });
  return { ...(date ? { date: day } : {}), ...company, name };
};

type Leg = { date: string; departure?: string; arrival?: string; from: string; to: string; purpose: string; km: number };

/** Trip lines whose odometer readings follow one another from `odometer`. */
const tripLines = (odometer: number, legs: Leg[]): Line[] => {
  let km = odometer;
  return legs.map(({ km: distance, ...leg }) => {
    const line = { ...leg, km_start: km, km_end: km + distance };
    km += distance;
    return line;
  });
};

const marchLegs: Leg[] = [
  { date: '2026-03-02', departure: '07:30', arrival: '09:15', from: 'Cluj-Napoca', to: 'Târgu Mureș', purpose: 'Livrare piese la client Mureș Auto', km: 106 },
  { date: '2026-03-02', departure: '14:00', arrival: '15:40', from: 'Târgu Mureș', to: 'Cluj-Napoca', purpose: 'Întoarcere la sediu', km: 107 },
  { date: '2026-03-05', departure: '08:10', arrival: '09:05', from: 'Cluj-Napoca', to: 'Turda', purpose: 'Ridicare marfă de la furnizor', km: 33 },
  { date: '2026-03-05', departure: '11:30', arrival: '12:20', from: 'Turda', to: 'Cluj-Napoca', purpose: 'Predare marfă în depozit', km: 34 },
  { date: '2026-03-11', departure: '06:45', arrival: '10:10', from: 'Cluj-Napoca', to: 'Brașov', purpose: 'Întâlnire comercială – ofertă flotă', km: 271 },
];

export const sampleFuelTripLog: FormData = {
  company: sampleIssuer(),
  vehicle: {
    plate: 'CJ 07 ȘTR'.replace('Ș', 'S'),
    category: 'N1',
    make: 'Dacia',
    model: 'Dokker Van',
    norm: 6.8,
    fuel: 'motorina',
    driver: 'Gheorghiță Știrbu',
    licence: '123456 – B, C',
    period_from: '2026-03-01',
    period_to: '2026-03-31',
  },
  trips: { items: tripLines(104_250, marchLegs) },
  energy: {
    tank_start: 22,
    tank_end: 27,
    items: [
      { date: '2026-03-02', station: 'OMV Târgu Mureș', document_no: 'BF 0042', liters: 30.5, value: 237.9 },
      { date: '2026-03-11', station: 'Petrom Brașov', document_no: 'BF 1187', liters: 11.4, value: 88.92 },
    ],
    notes: 'Foaie pentru luna martie; alimentările sunt plătite cu cardul de flotă.',
    approved_by: 'Ioana Șerban, administrator',
  },
};

export const samplePowerTripLog: FormData = {
  company: sampleIssuer(),
  vehicle: {
    plate: 'B 123 XYZ',
    category: 'M1',
    make: 'Škoda',
    model: 'Enyaq iV 80',
    norm: 17.5,
    battery: 77,
    driver: 'Andreea Țurcanu',
    period_from: '2026-03-01',
    period_to: '2026-03-31',
  },
  trips: { items: tripLines(32_410, marchLegs.slice(0, 4)) },
  energy: {
    battery_start: 80,
    battery_end: 57,
    items: [
      { date: '2026-03-02', station: 'Kaufland Târgu Mureș', kind: 'dc', document_no: 'FC 2231', kwh: 18.4, value: 42.32 },
      { date: '2026-03-04', station: 'Sediu – wallbox', kind: 'office', kwh: 12.6 },
    ],
    approved_by: 'Ioana Șerban, administrator',
  },
};

export const sampleCustomTripLog: FormData = {
  company: sampleIssuer(),
  vehicle: {
    plate: 'CJ 12 ABC',
    category: 'M1',
    driver: 'Mihai Ștefan',
    period_from: '2026-03-01',
    period_to: '2026-03-31',
    km_start: 187_500,
    km_end: 187_912,
  },
  trips: {
    items: [
      { date: '2026-03-03', from: 'Cluj-Napoca', to: 'Florești', purpose: 'Măsurători', client: 'Băilești SRL', km: 14, tolls: 10 },
      { date: '2026-03-09', from: 'Cluj-Napoca', to: 'Oradea', purpose: 'Montaj', client: 'Hala Bihor', km: 152, tolls: 15 },
      { date: '2026-03-10', from: 'Oradea', to: 'Cluj-Napoca', client: 'Hala Bihor', km: 153, other: 35.5 },
    ],
  },
  closing: { notes: 'Restul de 93 km sunt deplasări în interes personal.', approved_by: 'Ioana Șerban, administrator' },
};

export const sampleMonthlyTripLog: FormData = {
  company: sampleIssuer({ name: 'Consultanță Țărănescu SRL' }),
  vehicle: {
    employee: 'Ștefan Țăranu',
    position: 'Consultant vânzări',
    plate: 'CJ 99 ȚAR'.replace('Ț', 'T'),
    make: 'Volkswagen',
    model: 'Golf',
    owner: 'Ștefan Țăranu',
    rate: 1.2,
    period_from: '2026-03-01',
    period_to: '2026-03-31',
  },
  trips: { items: tripLines(98_020, marchLegs.slice(2)).map(({ departure: _d, arrival: _a, ...line }) => line) },
  closing: { notes: 'Deplasări aprobate prin ordinele de deplasare nr. 12–14/2026.' },
};

/** The shared vehicle without the entry and hand-over dates of an estimate. */
const { entry_date: _entry, exit_date: _exit, ...vehicleOnly } = sampleVehicle;

/** A client, phone included (appointments and reminders call them), and the car they bring. */
export const sampleCaller = { ...sampleClientPerson, email: 'stefan.taranu@exemplu.ro' };
export const sampleCar = { make: sampleVehicle.make, model: sampleVehicle.model, plate: sampleVehicle.plate };

export const sampleAppointment: FormData = {
  company: sampleIssuer({ date: false, name: 'Service Exemplu SRL' }),
  client: sampleCaller,
  vehicle: { ...sampleCar, odometer: 187_950, year: 2016, fuel: 'motorina' },
  appointment: {
    service: 'Revizie ulei și filtre, verificare zgomot la frânare',
    date: '2026-03-19',
    start: '09:30',
    hours: 2.5,
    technician: 'Mihai Ștefan',
    bay: 'Elevator 2',
    status: 'scheduled',
    courtesy_car: false,
    notes: 'Clientul așteaptă în service; piesele sunt comandate la Bărăgan Parts.',
  },
};

export const sampleVideoProject: FormData = {
  company: sampleIssuer({ name: 'Studio Cadru Țesut SRL' }),
  client: sampleCaller,
  project: {
    name: 'Nunta Ioana & Ștefan',
    type: 'wedding',
    status: 'in_progress',
    priority: 'high',
    event_date: '2026-03-07',
    start_date: '2026-03-16',
    due_date: '2026-04-10',
    duration: 24,
    editor: 'Răzvan Șandor',
    footage: '2 camere + dronă, 640 GB pe discul „Nunți 2026”',
    brief: 'Stil cinematic, muzică liniștită; fără scenele de la petrecerea de după miezul nopții.',
  },
  deliverables: {
    items: [
      { description: 'Film integral', format: '16x9', resolution: '4k', minutes: 75, revisions: 1, price: 1800 },
      { description: 'Rezumat cinematic „highlights”', format: '16x9', resolution: '4k', minutes: 5, revisions: 2, price: 900 },
      { description: 'Trei reels pentru Instagram', format: '9x16', resolution: 'hd', minutes: 1, revisions: 1, price: 450 },
    ],
    advance: 1000,
    payment_terms: 'Restul la predarea filmului integral',
  },
};

export const sampleFleetEntry: FormData = {
  company: sampleIssuer({ date: false }),
  entry: {
    plate: 'CJ 07 STR',
    date: '2026-03-11',
    kind: 'expense',
    expense_category: 'fuel',
    amount: 326.82,
    liters: 41.9,
    document_no: 'BF 1187',
    odometer: 104_801,
    driver: 'Gheorghiță Știrbu',
    partner: 'Petrom Brașov',
    notes: 'Plin înainte de cursa spre Sibiu.',
  },
};

export const sampleBusinessEntry: FormData = {
  company: sampleIssuer({ date: false, name: 'Service Exemplu SRL' }),
  entry: {
    kind: 'expense',
    expense_category: 'utilities',
    description: 'Energie electrică atelier – februarie',
    date: '2026-03-05',
    payment: 'transfer',
    amount: 1452.1,
    vat_rate: '21',
    document_type: 'invoice',
    document_no: 'ELC 0456123',
    partner: 'Electrica Furnizare SA',
    partner_cui: 'RO18547290',
    notes: 'Plătit din contul de la Banca Transilvania.',
  },
};

export const sampleReminder: FormData = {
  company: sampleIssuer({ date: false, name: 'Service Exemplu SRL' }),
  client: sampleCaller,
  vehicle: { ...sampleCar, odometer: 187_950 },
  reminder: {
    kind: 'itp',
    tag: 'ITP',
    last_date: '2024-04-02',
    interval: 24,
    due_date: '2026-04-02',
    channel: 'sms',
    status: 'pending',
    notes: 'Clientul preferă programare sâmbăta dimineața.',
  },
};

export const sampleRegistryRecord: FormData = {
  company: sampleIssuer({ date: false, name: 'Service Exemplu SRL' }),
  operator: { authorization: 'RAR-CJ 0123/2024', technician: 'Mihai Ștefan' },
  vehicle: vehicleOnly,
  intervention: {
    service_date: '2026-03-18',
    document_no: 'DV-0042',
    odometer_code: 'I-ODO',
    initial_odometer: 187_480,
    more_codes: 'REV-ULEI',
    accident: false,
    notes: 'Bloc de bord înlocuit cu unul nou de la dealer; kilometrajul a fost setat la valoarea citită din calculatorul motorului.',
  },
};

export const sampleServiceHistory: FormData = {
  company: sampleIssuer({ name: 'Service Exemplu SRL' }),
  client: sampleClientPerson,
  vehicle: vehicleOnly,
  history: {
    items: [
      { date: '2024-03-12', km: 152_300, work: 'Revizie ulei și filtre', parts: 'Ulei 5W30 4,5 l; filtre ulei, aer, polen', technician: 'Mihai Ștefan', document_no: 'DV-0012', cost: 845 },
      { date: '2025-03-20', km: 171_050, work: 'Înlocuire kit distribuție și pompă apă', parts: 'Kit distribuție Contitech, pompă apă', document_no: 'DV-0031', cost: 2390.5 },
      { date: '2026-03-16', km: 187_500, work: 'Plăcuțe și discuri frână față', parts: 'Discuri și plăcuțe Brembo, lichid DOT4', technician: 'Mihai Ștefan', document_no: 'DV-0042', cost: 1183.34 },
    ],
  },
  next: { due_date: '2027-03-16', due_km: 202_500, recommendations: 'Anvelopele de vară au 3 mm; înlocuire în sezonul următor.' },
};
