import type { FieldValue } from '@atelier/core';

/**
 * Sample parties of the trade documents (issue 20): valid check digits (CUI, CNP, IBAN, VIN, plates)
 * and Romanian diacritics, so a PDF that drops a letter fails its test.
 */

type Values = Record<string, FieldValue>;

const issuers = {
  auto: { name: 'Auto Service Mureșan SRL', address: 'Str. Fabricii nr. 10, Cluj-Napoca, jud. Cluj', email: 'office@automuresan.ro' },
  tyres: { name: 'Vulcanizare Roată Bună SRL', address: 'Calea Turzii nr. 178, Cluj-Napoca, jud. Cluj', email: 'contact@roatabuna.ro' },
  moto: { name: 'Velo & Moto Atelier SRL', address: 'Str. Horea nr. 52, Cluj-Napoca, jud. Cluj', email: 'atelier@velomoto.ro' },
  transport: { name: 'Trans Carpatica Logistic SRL', address: 'Str. Depozitelor nr. 7, Turda, jud. Cluj', email: 'dispecerat@transcarpatica.ro' },
  construction: { name: 'Construct Țărână & Fiii SRL', address: 'Str. Zidarilor nr. 3, Florești, jud. Cluj', email: 'ofertare@constructtarana.ro' },
} as const;

/** The issuing company of a trade's sample, dated 16.03.2026 (`date` a datetime where the document asks for one). */
export const issuer = (trade: keyof typeof issuers, extra: Values = {}, { vatPayer = true }: { vatPayer?: boolean } = {}): Values => ({
  date: '2026-03-16',
  ...issuers[trade],
  cui: vatPayer ? 'RO18547290' : '18547290',
  reg_no: 'J12/345/2020',
  iban: 'RO49 AAAA 1B31 0075 9384 0000',
  bank: 'Banca Transilvania',
  phone: '0264 123 456',
  ...extra,
});

export const person = { type: 'pf', name: 'Ștefan Țăranu', cnp: '1630615123457', address: 'Str. Mărășești 4, Turda, jud. Cluj', phone: '0745 123 456' };
export const firm = {
  type: 'pj',
  name: 'Ștefănescu Distribuție SRL',
  cui: '4266367',
  reg_no: 'J40/1200/2007',
  contact: 'Ioana Șerban',
  address: 'Bd. Unirii 21, Sector 3, București',
  email: 'office@stefanescu.ro',
};

/** A car as a workshop records it (no service dates). */
export const car = { make: 'Škoda', model: 'Octavia', plate: 'CJ 12 ABC', vin: '1M8GDM9AXKP042788', odometer: 187500, year: 2016, fuel: 'motorina' };
/** A truck tractor and its trailer. */
export const truck = { make: 'Mercedes-Benz', model: 'Actros 1845', plate: 'CJ 34 TRK', vin: 'WDB9066391S123456' };
