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
    tank_end: 18.5,
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
    battery_end: 45,
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

/** A client, phone included (appointments and reminders call them), and the car they bring. */
export const sampleCaller = { ...sampleClientPerson, email: 'stefan.taranu@exemplu.ro' };
export const sampleCar = { make: sampleVehicle.make, model: sampleVehicle.model, plate: sampleVehicle.plate };
