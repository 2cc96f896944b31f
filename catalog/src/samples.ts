import type { FieldValue, FormData } from '@atelier/core';

type Line = Record<string, FieldValue>;

/**
 * Realistic sample data that the catalogue test submits and prints for each application: valid
 * check digits (CUI, CNP, IBAN, VIN) and Romanian diacritics, so a PDF that drops a letter fails.
 */

export const sampleCompany = ({ vatPayer }: { vatPayer: boolean }) => ({
  date: '2026-03-16',
  valid_until: '2026-04-15',
  name: 'Service Exemplu SRL',
  cui: vatPayer ? 'RO18547290' : '18547290',
  reg_no: 'J12/345/2020',
  address: 'Str. Fabricii nr. 10, Cluj-Napoca, jud. Cluj',
  iban: 'RO49 AAAA 1B31 0075 9384 0000',
  bank: 'Banca Transilvania',
  phone: '0264 123 456',
  email: 'office@service-exemplu.ro',
});

export const sampleClientPerson = { type: 'pf', name: 'Ștefan Țăranu', cnp: '1630615123457', address: 'Str. Mărășești 4, Turda', phone: '0745 123 456' };
export const sampleClientCompany = {
  type: 'pj',
  name: 'Ștefănescu Transport SRL',
  cui: '4266367',
  reg_no: 'J40/1200/2007',
  contact: 'Ioana Șerban',
  address: 'Bd. Unirii 21, București',
  email: 'office@stefanescu.ro',
};

export const sampleVehicle = {
  make: 'Škoda',
  model: 'Octavia',
  plate: 'CJ 12 ABC',
  vin: '1M8GDM9AXKP042788',
  odometer: 187500,
  year: 2016,
  fuel: 'motorina',
  entry_date: '2026-03-16',
  exit_date: '2026-03-18',
};

export const sampleObservations = {
  reason: 'Zgomot la frânare, vibrații în volan',
  findings: 'Plăcuțe și discuri uzate, lichid de frână degradat',
  recommendations: 'Înlocuire anvelope în maximum 5.000 km',
  warranty: '12 luni sau 20.000 km',
  lead_time: '2 zile lucrătoare',
};

export const sampleLabor: Line[] = [
  { operation: 'Înlocuire plăcuțe și discuri frână față', code: 'FR-01', hours: 1.5, rate: 150, technician: 'Mihai Ștefan' },
  { operation: 'Aerisire sistem de frânare', hours: 0.7, rate: 150, discount: 10 },
];

export const sampleParts: Line[] = [
  { code: 'BRM-09.A820.11', name: 'Discuri frână față', qty: 2, unit: 'buc', price: 245.9, discount: 5, source: 'new' },
  { code: 'BRM-P85075', name: 'Plăcuțe frână față', qty: 1, unit: 'set', price: 189.9, source: 'new' },
  { name: 'Lichid frână DOT4 – ușor', qty: 0.5, unit: 'l', price: 42 },
];

/** The sample of a full vehicle estimate (company, client, vehicle, observations, labour, parts). */
export const sampleEstimate = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: sampleCompany({ vatPayer }),
  client: sampleClientCompany,
  vehicle: sampleVehicle,
  observations: sampleObservations,
  labor: { items: sampleLabor },
  parts: { items: sampleParts },
});
