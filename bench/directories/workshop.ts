/**
 * Deterministic workshop documents for the directories benchmark (issue 31): entry sheets,
 * estimates and invoices, each naming its car and its customer the way a workshop's people type
 * them. The cars and customers are the documents benchmark's (documents.ts `customer`: names with
 * diacritics, companies with a CUI, plates, VINs with their check digit), with what a directory is
 * made of besides: a person's CNP (with its check digit) for some, e-mails, model and year, and an
 * odometer reading that grows with time (now and then written lower: a typo, or a rolled-back
 * odometer). The same plate is written several ways (`CJ 12 ABC`, `CJ12ABC`, `cj12abc`,
 * `CJ-12-ABC`), the phone too, and a VIN is left out of a quarter of a car's documents.
 *
 * A user's customers have one car each, so its pool is its vehicles: one per five documents
 * (100,000 documents, 20,000 vehicles). Customer 0 of user 0 is the car of the vehicle page: every
 * (pool / 40)-th document of the user is its, 200 in all.
 */
import { foldForSearch, type FormData, type FormDefinition, type FormDefinitionInput } from '@atelier/core';
import { estimateDefinition } from '../../packages/server/src/test/forms.js';
import { customer, customerOf, partLines, random, type Built, type Planned } from '../documents/documents.js';

/** The applications, in the order they are published (a row's `form` is its index). */
const APPLICATIONS = [
  { key: 'fisa-intrare-bench', title: 'Fișă de intrare', kind: 'entry-sheet', prefix: 'FI', share: 0.3 },
  { key: 'deviz-service-bench', title: 'Deviz', kind: 'estimate', prefix: 'DV', share: 0.45 },
  { key: 'factura-service-bench', title: 'Factură', kind: 'invoice', prefix: 'FCT', share: 0.25 },
] as const;

/** The estimate's place among them: the saves the benchmark times go through it. */
export const ESTIMATE = 1;

/** The test estimate's steps with the fields a workshop's documents give a directory. */
const workshopSteps = (base: FormDefinition) =>
  base.steps.map((step) => {
    if (step.name === 'client') {
      return {
        ...step,
        fields: [
          ...step.fields,
          { name: 'cnp', type: 'cnp' as const, label: 'CNP', visibleIf: 'type == "pf"', role: 'client.cnp' as const },
          { name: 'email', type: 'email' as const, label: 'E-mail', role: 'client.email' as const },
          { name: 'date', type: 'date' as const, label: 'Data', role: 'document.date' as const },
        ],
      };
    }
    if (step.name !== 'vehicle') return step;
    return {
      ...step,
      fields: [
        ...step.fields,
        { name: 'model', type: 'text' as const, label: 'Model', role: 'vehicle.model' as const },
        { name: 'year', type: 'number' as const, label: 'An fabricație', role: 'vehicle.year' as const },
        { name: 'km', type: 'number' as const, label: 'Km', role: 'vehicle.odometer' as const },
        { name: 'itp', type: 'date' as const, label: 'ITP valabil până la', role: 'vehicle.itp_expiry' as const },
      ],
    };
  });

export const workshopDefinitions = (): FormDefinition[] => {
  const base = estimateDefinition();
  const steps = workshopSteps(base);
  return APPLICATIONS.map(({ key, title, kind, prefix }) =>
    estimateDefinition({ key, title, steps, document: { ...base.document, kind, number: { ...base.document.number, field: 'client.number', prefix } } } as Partial<FormDefinitionInput>),
  );
};

/** Customers (one car each) of a user with this many documents. */
export const workshopPool = (documents: number): number => Math.max(40, Math.round(documents / 5));

const MODELS: Record<string, readonly string[]> = {
  Dacia: ['Logan', 'Sandero', 'Duster', 'Spring', 'Jogger'],
  Volkswagen: ['Golf', 'Passat', 'Polo', 'Tiguan'],
  Renault: ['Clio', 'Megane', 'Captur'],
  Ford: ['Focus', 'Fiesta', 'Kuga', 'Transit'],
  Skoda: ['Octavia', 'Fabia', 'Superb'],
  Opel: ['Astra', 'Corsa', 'Insignia'],
  BMW: ['Seria 3', 'Seria 5', 'X3'],
  'Mercedes-Benz': ['C 220', 'E 220', 'Sprinter'],
};
const DOMAINS = ['gmail.com', 'yahoo.com', 'yahoo.ro', 'outlook.com'];
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
const EPOCH = Date.UTC(2020, 0, 1);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A CNP with a real birth date, a county and its check digit (key 279146358279). */
const cnp = (r: () => number): string => {
  const year = 1950 + Math.floor(r() * 55);
  const sex = (year >= 2000 ? 5 : 1) + (r() < 0.5 ? 0 : 1);
  const body = `${sex}${pad(year % 100)}${pad(1 + Math.floor(r() * 12))}${pad(1 + Math.floor(r() * 28))}${pad(1 + Math.floor(r() * 46))}${pad(1 + Math.floor(r() * 999), 3)}`;
  const weights = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
  const rest = [...body].reduce((sum, d, i) => sum + Number(d) * (weights[i] ?? 0), 0) % 11;
  return `${body}${rest === 10 ? 1 : rest}`;
};

const ascii = (text: string) => foldForSearch(text).replace(/[^a-z0-9]+/g, '');

export type WorkshopCustomer = ReturnType<typeof customer> & { cnp?: string; email?: string; model?: string; year: number; kmAtEpoch: number; kmPerYear: number };

/** Customer `index` of user `user` with the rest of what their documents say (the same on every call). */
export const workshopCustomer = (user: number, index: number): WorkshopCustomer => {
  const base = customer(user, index);
  const r = random(user, index, 0xd12);
  const [first, second] = base.name.split(' ');
  const models = MODELS[base.make];
  const email =
    r() < 0.35 ? (base.type === 'pj' ? `office@${ascii(first ?? 'firma')}${ascii(second ?? '')}.ro` : `${ascii(second ?? '')}.${ascii(first ?? '')}${Math.floor(r() * 90) + 10}@${DOMAINS[Math.floor(r() * DOMAINS.length)]}`) : undefined;
  return {
    ...base,
    ...(base.type === 'pf' && r() < 0.4 ? { cnp: cnp(r) } : {}),
    ...(email ? { email } : {}),
    ...(models ? { model: models[Math.floor(r() * models.length)] as string } : {}),
    year: 2000 + Math.floor(r() * 25),
    kmAtEpoch: Math.floor(r() * 250_000),
    kmPerYear: 5_000 + Math.floor(r() * 25_000),
  };
};

/** A plate as someone typed it this time: spaced, compacted, in lower case or with dashes. */
const writtenPlate = (plate: string, r: number): string => {
  const parts = /^([A-Z]+)\s?(\d+)\s?([A-Z]+)$/.exec(plate);
  if (!parts) return plate;
  const [, county, number, letters] = parts;
  if (r < 0.4) return `${county} ${number} ${letters}`;
  if (r < 0.7) return `${county}${number}${letters}`;
  if (r < 0.85) return `${county}${number}${letters}`.toLowerCase();
  return `${county}-${number}-${letters}`;
};

/** A phone as someone typed it this time. */
const writtenPhone = (phone: string, r: number): string => {
  const digits = phone.replace(/\D/g, '');
  if (r < 0.5) return phone;
  if (r < 0.8) return digits;
  return `+4${digits}`;
};

/** The customer of document `planned` of a user with `pool` customers: the page's car for every (pool / 40)-th of user 0's. */
const customerIndex = ({ user, index, seq }: Planned, pool: number): number => {
  const every = Math.max(1, Math.floor(pool / 40));
  if (user === 0 && seq % every === 0) return 0;
  return 1 + customerOf(index, pool - 1);
};

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What the user typed into document `planned`, and with which application. */
export const workshopDocument = (planned: Planned, pool: number): Built => {
  const c = workshopCustomer(planned.user, customerIndex(planned, pool));
  const r = random(planned.index, 0x3d0c);
  const pick = r();
  const form = pick < (APPLICATIONS[0].share) ? 0 : pick < APPLICATIONS[0].share + APPLICATIONS[1].share ? 1 : 2;
  const years = (planned.createdAt - EPOCH) / YEAR_MS;
  const km = Math.round(c.kmAtEpoch + c.kmPerYear * years);
  // 1.5% of readings are lower than the one before: a typo, or a rolled-back odometer.
  const reading = r() < 0.015 ? Math.max(0, km - 10_000 - Math.floor(r() * 50_000)) : km;
  const vehicle: Record<string, unknown> = { make: c.make, plate: writtenPlate(c.plate, r()), year: c.year };
  if (c.vin && r() < 0.75) vehicle.vin = c.vin;
  if (c.model) vehicle.model = c.model;
  if (form !== 1 || r() < 0.5) vehicle.km = reading;
  if (form === 0 && r() < 0.5) vehicle.itp = day(planned.createdAt + Math.floor(r() * 2 * YEAR_MS));
  const client: Record<string, unknown> = { type: c.type, name: c.name, date: day(planned.createdAt) };
  if (c.cui) client.cui = c.cui;
  if (c.cnp && r() < 0.8) client.cnp = c.cnp;
  if (c.phone) client.phone = writtenPhone(c.phone, r());
  if (c.email && r() < 0.7) client.email = c.email;
  return { form, data: { client, vehicle, parts: { items: partLines(r) } } as FormData };
};
