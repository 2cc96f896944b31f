import type { FieldValue, FormData } from '@atelier/core';
import { sampleClientCompany, sampleClientPerson, sampleCompany, sampleVehicle } from './samples.js';

type Line = Record<string, FieldValue>;

/** Samples of the workshop papers and commercial documents (valid check digits, diacritics). */

/** The company step of a document without validity: its date (or date and time) and `extra` fields. */
export const companyOn = ({ vatPayer, date, extra = {} }: { vatPayer?: boolean; date: string; extra?: Record<string, FieldValue> }) => {
  const { valid_until: _validUntil, ...company } = sampleCompany({ vatPayer: vatPayer ?? true });
  return { ...company, date, ...extra };
};

const { entry_date: _entry, ...vehicle } = sampleVehicle;
/** The papers' expiry dates an entry sheet or order records. */
const papers = { itp_expiry: '2026-09-14', rca_expiry: '2026-11-30', vignette_expiry: '2026-12-31' };

const signedTerms = { gdpr: true, old_parts: true };

export const sampleEntrySheet: FormData = {
  company: companyOn({ date: '2026-03-16T08:45' }),
  client: sampleClientPerson,
  vehicle: { ...vehicle, ...papers },
  condition: {
    fuel_level: '1/4',
    damage: 'Bară față stânga – zgârietură 15 cm; jantă spate dreapta – ciupită',
    spare_wheel: true,
    jack: true,
    first_aid: true,
    triangles: true,
    extinguisher: false,
    vest: true,
    documents: true,
    keys: 2,
    other_items: 'Scaun copil în portbagaj',
  },
  request: {
    symptoms: 'Zgomot metalic la frânare și vibrații în volan peste 80 km/h',
    requested: 'Verificare sistem de frânare, înlocuire plăcuțe dacă este cazul, echilibrare roți față',
    approval_limit: 1500,
    estimate_ref: 'DV-0042',
  },
  terms: signedTerms,
};

export const sampleServiceOrder: FormData = {
  company: companyOn({ date: '2026-03-16T09:30' }),
  client: sampleClientCompany,
  vehicle: { ...vehicle, ...papers, exit_date: '2026-03-19' },
  request: {
    symptoms: 'Martorul de motor aprins, consum crescut de combustibil',
    works: [
      { operation: 'Diagnoză computerizată', mechanic: 'Mihai Ștefan', hours: 0.5 },
      { operation: 'Înlocuire distribuție completă', mechanic: 'Mihai Ștefan', hours: 4.2 },
      { operation: 'Schimb ulei și filtre', mechanic: 'Andrei Țurcanu', hours: 0.8 },
    ],
    mechanic: 'Mihai Ștefan',
    approval_limit: 3500,
  },
  parts: {
    items: [
      { code: 'CT1028WP2', name: 'Kit distribuție cu pompă de apă', qty: 1, unit: 'set' },
      { name: 'Ulei motor 5W-30 adus de client', qty: 4.5, unit: 'l' },
    ],
  },
  terms: signedTerms,
};

export const sampleHandover: FormData = {
  company: companyOn({ date: '2026-03-20', extra: { place: 'Cluj-Napoca, Str. Fabricii nr. 10' } }),
  client: sampleClientCompany,
  handover: {
    direction: 'hands',
    handed_by: 'Radu Ionescu, șef atelier',
    received_by: 'Ioana Șerban, administrator flotă',
    subject: 'Predarea autoutilitarei după reparație, împreună cu accesoriile și piesele înlocuite',
    basis: 'Comanda de service CS-0017 din 16.03.2026',
    is_vehicle: true,
  },
  vehicle: {
    make: 'Ford',
    model: 'Transit Custom',
    plate: 'B 123 XYZ',
    vin: 'WF0XXXTTGXKM12345',
    odometer: 143210,
    year: 2019,
    fuel: 'motorina',
    fuel_level: '1/2',
    damage: 'Fără daune noi față de fișa de intrare',
    documents: true,
    keys: 2,
  },
  goods: {
    items: [
      { name: 'Set anvelope iarnă pe jante', code: 'DOT 4223', unit: 'set', qty: 1, condition: 'used', remarks: 'Profil 5 mm' },
      { name: 'Turbosuflantă înlocuită (piesă veche)', code: 'GTB1749VK', unit: 'buc', qty: 1, condition: 'faulty' },
      { name: 'Cameră de bord', code: 'SN 88342-Ț', unit: 'buc', qty: 1, condition: 'good', price: 420 },
    ],
  },
  closing: { remarks: 'Clientul a verificat vehiculul și accesoriile; nu are obiecțiuni.' },
};

export const sampleNir: FormData = {
  company: companyOn({ date: '2026-03-17', extra: { store: 'Magazie piese – Cluj' } }),
  supplier: {
    name: 'Piese Auto Mureș SRL',
    cui: 'RO4266367',
    reg_no: 'J26/1234/2005',
    address: 'Str. Gheorghe Doja 120, Târgu Mureș, jud. Mureș',
    doc_type: 'invoice',
    doc_no: 'PAM 20451',
    doc_date: '2026-03-16',
    transport: 'Curier – Vasile Țâru',
  },
  goods: {
    items: [
      { name: 'Discuri frână față BRM-09.A820.11', unit: 'buc', qty_doc: 10, qty: 10, price: 180.5, vat_rate: '21', sale_price: 259 },
      { name: 'Filtru ulei MANN W712/95', unit: 'buc', qty_doc: 24, qty: 22, price: 27.4, vat_rate: '21' },
      { name: 'Ulei motor 5W-30 – bidon 5 l', unit: 'buc', qty_doc: 12, qty: 12, price: 139.9, vat_rate: '21' },
    ],
  },
  committee: {
    members: [
      { name: 'Radu Ionescu', position: 'Șef atelier' },
      { name: 'Elena Mărgărit', position: 'Contabil' },
    ],
    findings: 'Lipsă 2 filtre ulei față de factură; furnizorul a fost anunțat și va emite factură de stornare.',
    storekeeper: 'Cristian Pătrașcu',
  },
};


const invoiceLines = (vatPayer: boolean): Line[] => {
  const lines: Line[] = [
    { code: 'SRV-01', name: 'Revizie completă autoturism – manoperă', unit: 'ora', qty: 2.5, price: 150, vat_rate: '21' },
    { code: 'UL-5W30', name: 'Ulei motor 5W-30 sintetic', unit: 'l', qty: 4.5, price: 52.9, discount: 5, vat_rate: '21' },
    { name: 'Manual de întreținere tipărit', unit: 'buc', qty: 1, price: 85, vat_rate: '11' },
  ];
  return vatPayer ? lines : lines.map(({ vat_rate: _rate, ...line }) => line);
};

const sampleForeignClient = {
  type: 'pj',
  name: 'Müller Logistik GmbH',
  cui: 'DE123456789',
  reg_no: 'HRB 12345 München',
  contact: 'Jürgen Weiß',
  address: 'Landsberger Straße 155',
  country: 'DE',
  city: 'München',
  postal_code: '80687',
  email: 'einkauf@mueller-logistik.de',
};

/** Invoices hold the address in parts (e-Factura): street and number, city, county code, postal code. */
const invoiceCompany = (vatPayer: boolean) => ({
  ...companyOn({ vatPayer, date: '2026-03-20' }),
  address: 'Str. Fabricii nr. 10',
  city: 'Cluj-Napoca',
  county: 'CJ',
  postal_code: '400620',
});
const invoiceClientCompany = { ...sampleClientCompany, address: 'Bd. Unirii 21', city: 'Sector 3', county: 'B', postal_code: '030823' };
const invoiceClientPerson = { ...sampleClientPerson, address: 'Str. Mărășești 4', city: 'Turda', county: 'CJ' };

/** The car a workshop's invoice names (its optional vehicle step); the invoice in a foreign currency leaves it out, as other trades do. */
const invoiceCar = { plate: 'CJ 12 ABC', vin: '1M8GDM9AXKP042788', odometer: 123456 };

export const sampleInvoice = ({ vatPayer, currency = 'RON' }: { vatPayer: boolean; currency?: string }): FormData => ({
  company: invoiceCompany(vatPayer),
  client: currency !== 'RON' ? sampleForeignClient : vatPayer ? invoiceClientCompany : invoiceClientPerson,
  ...(currency === 'RON' ? { vehicle: invoiceCar } : {}),
  lines: { items: invoiceLines(vatPayer) },
  payment: {
    delivery_date: '2026-03-19',
    due_date: '2026-04-03',
    status: 'partial',
    method: 'transfer',
    advance: 500,
    ...(currency === 'RON' ? {} : { rate: 5.0943, reverse_charge: true }),
    ...(vatPayer && currency === 'RON' ? { cash_vat: true } : {}),
    delegate: 'Ioana Șerban, CI seria RX nr. 123456',
    notes: 'Conform comenzii CS-0017 din 16.03.2026',
  },
});

export const sampleProforma: FormData = {
  company: sampleCompany({ vatPayer: true }),
  client: sampleClientCompany,
  vehicle: { plate: 'B 123 XYZ', odometer: 64200 },
  lines: {
    items: [
      { code: 'ANV-2055', name: 'Anvelope iarnă 205/55 R16 91H', unit: 'buc', qty: 4, price: 389, vat_rate: '21' },
      { name: 'Montaj și echilibrare', unit: 'set', qty: 1, price: 160, vat_rate: '21' },
    ],
  },
  terms: { payment: 'Plata integrală în avans, prin ordin de plată', lead_time: '3 zile lucrătoare de la plată', notes: 'Anvelopele se comandă după confirmarea plății.' },
};

const roQuoteLines: Line[] = [
  { code: 'AC-12K-INV', name: 'Aparat aer condiționat inverter 12.000 BTU', unit: 'buc', qty: 3, price: 2150, discount: 5 },
  { code: 'KIT-3M', name: 'Kit instalare țeavă cupru 3 m', unit: 'set', qty: 3, price: 240 },
  { name: 'Montaj și punere în funcțiune', unit: 'serv', qty: 3, price: 450 },
];

const itQuoteLines: Line[] = [
  { code: 'CLD-25C', name: 'Caldaia a condensazione 25 kW – classe A', unit: 'buc', qty: 1, price: 1890 },
  { code: 'TRM-WIFI', name: 'Termostato Wi-Fi con cronoprogrammazione', unit: 'buc', qty: 1, price: 149.9, discount: 10 },
  { name: 'Installazione e collaudo dell’impianto', unit: 'ora', qty: 8, price: 45 },
];

const italianCompany = ({ forfettario }: { forfettario: boolean }) => ({
  date: '2026-03-16',
  valid_until: '2026-04-15',
  name: forfettario ? 'Luca Ferrè – Termoidraulica' : 'Rossi Impianti S.r.l.',
  piva: 'IT12345678903',
  cf: forfettario ? 'RSSMRA85T10A562S' : '12345678903',
  address: 'Via Giuseppe Garibaldi 12, 20121 Milano (MI)',
  phone: '+39 02 1234 5678',
  email: 'info@rossiimpianti.it',
  iban: 'IT60X0542811101000000123456',
  regime: forfettario ? 'forfettario' : 'ordinario',
});

const italianClient = ({ company }: { company: boolean }): Record<string, FieldValue> =>
  company
    ? { type: 'pj', name: 'Bianchi Costruzioni S.p.A.', piva: 'IT12345678903', contact: 'Ing. Lucia Morè', address: 'Corso Vittorio Emanuele II 45, 10121 Torino (TO)', email: 'acquisti@bianchicostruzioni.it' }
    : { type: 'pf', name: 'Niccolò Fabbri', cf: 'FBBNCL80A01A944K', address: 'Via Dante 3, 40125 Bologna (BO)', phone: '+39 333 123 4567' };

/** A quote of each variant: Romanian (air conditioning for an office) or Italian (a boiler; the simple one under the regime forfettario). */
export const sampleQuote = ({
  variant,
  italian,
  forfettario = variant === 'simple',
}: {
  variant: 'simple' | 'professional' | 'technical';
  italian: boolean;
  /** Italian only: the issuer under the regime forfettario (no IVA); the simple quote's default. */
  forfettario?: boolean;
}): FormData => {
  const full = variant !== 'simple';
  const data: FormData = italian
    ? {
        company: italianCompany({ forfettario }),
        client: italianClient({ company: full }),
        lines: { items: variant === 'technical' ? itQuoteLines : itQuoteLines.map(({ code: _code, ...line }) => line) },
        terms: {
          lead_time: '15 giorni lavorativi dall’accettazione',
          payment: '30% alla firma, saldo a fine lavori',
          ...(full ? { warranty: '24 mesi su materiali e manodopera', delivery: 'Trasporto e smaltimento della vecchia caldaia inclusi' } : {}),
          ...(forfettario ? {} : { iva_rate: full ? '10' : '22' }),
          notes: 'Prezzi validi salvo variazioni dei listini dei produttori.',
        },
      }
    : {
        company: sampleCompany({ vatPayer: true }),
        client: sampleClientCompany,
        lines: { items: variant === 'technical' ? roQuoteLines : roQuoteLines.map(({ code: _code, ...line }) => line) },
        terms: {
          lead_time: '10 zile lucrătoare de la comandă',
          payment: '50% avans, diferența la recepție',
          ...(full ? { warranty: '36 de luni pentru echipamente, 24 de luni pentru montaj', delivery: 'Transport și montaj incluse, în Cluj-Napoca' } : {}),
          notes: 'Oferta nu include lucrări de zidărie și zugrăveli.',
        },
      };
  if (full) {
    data.offer = italian
      ? {
          subject: 'Sostituzione della caldaia e termoregolazione',
          ...(variant === 'technical' ? { site: 'Corso Vittorio Emanuele II 45, Torino – piano terra' } : {}),
          intro: 'Facendo seguito al sopralluogo del 12 marzo, Le sottoponiamo la nostra migliore offerta per i lavori richiesti.',
        }
      : {
          subject: 'Sistem de climatizare pentru birouri – 3 unități',
          ...(variant === 'technical' ? { site: 'Bd. Unirii 21, București – etajul 2' } : {}),
          intro: 'Ca urmare a vizitei din 12 martie, vă transmitem oferta noastră pentru climatizarea celor trei birouri.',
        };
  }
  if (variant === 'technical') {
    data.specs = italian
      ? {
          items: [
            { parameter: 'Potenza termica nominale', value: '25 kW', note: 'UNI EN 15502' },
            { parameter: 'Rendimento stagionale', value: '94%', note: 'classe A' },
          ],
        }
      : {
          items: [
            { parameter: 'Capacitate de răcire', value: '3,5 kW', note: 'SEER 6,1' },
            { parameter: 'Agent frigorific', value: 'R32', note: 'Regulamentul UE 517/2014' },
            { parameter: 'Nivel de zgomot unitate interioară', value: '22 dB(A)' },
          ],
        };
    data.scope = italian
      ? {
          standards: 'Impianto conforme al D.M. 37/2008; rilascio della dichiarazione di conformità.',
          exclusions: 'Opere murarie e pratiche comunali non incluse.',
        }
      : {
          standards: 'Montaj realizat de personal atestat ANRE/ARIR; certificat de conformitate pentru fiecare unitate.',
          exclusions: 'Nu sunt incluse lucrările de zidărie, zugrăvelile și alimentarea electrică dedicată.',
        };
  }
  return data;
};

export const sampleRental: FormData = {
  company: companyOn({ date: '2026-04-01', extra: { representative: 'Radu Ionescu, administrator' } }),
  client: {
    ...sampleClientPerson,
    email: 'stefan.taranu@exemplu.ro',
    id_card: 'CJ 123456',
    licence_no: '0123456789AB',
    licence_cat: 'B',
    licence_expiry: '2031-06-15',
    extra_drivers: 'Ana Țăranu, permis nr. 98765432, categoria B',
  },
  vehicle: {
    make: 'Dacia',
    model: 'Logan',
    plate: 'CJ 07 DEF',
    vin: 'UU1LSDAAG12345678',
    odometer: 45210,
    year: 2023,
    fuel: 'benzina',
    color: 'Alb',
    fuel_level: '1',
    damage: 'Zgârietură ușoară pe ușa spate stânga',
  },
  period: {
    pickup_at: '2026-04-01T10:00',
    pickup_place: 'Str. Fabricii nr. 10, Cluj-Napoca',
    return_at: '2026-04-05T10:00',
    return_place: 'Aeroportul Internațional Cluj',
    days: 4,
  },
  price: {
    day_rate: 180,
    deposit: 1500,
    km_day: 300,
    extra_km: 0.5,
    fuel_policy: 'full',
    casco: true,
    excess: 2000,
  },
  extras: { items: [{ name: 'Scaun copil', qty: 1, price: 20 }] },
};
