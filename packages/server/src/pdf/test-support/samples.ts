import { readFileSync } from 'node:fs';
import { formatProblems, parseFormDefinition, type FormData, type FormDefinition } from '@atelier/core';
import type { CustomerAnswerForPdf } from '../customer-answer.js';

export const repoRoot = new URL('../../../../../', import.meta.url);

/** A catalog definition, parsed as the server would. */
export const catalogDefinition = (file: string): FormDefinition => {
  const result = parseFormDefinition(JSON.parse(readFileSync(new URL(`catalog/${file}`, repoRoot), 'utf8')));
  if (!result.ok) throw new Error(formatProblems(result.problems));
  return result.definition;
};

const OPERATIONS = ['Înlocuire plăcuțe frână față', 'Schimb ulei și filtre', 'Diagnoză computerizată', 'Înlocuire distribuție (kit + pompă apă)', 'Reglaj geometrie roți', 'Încărcare freon instalație A/C'];
const PARTS = ['Plăcuțe frână față ATE', 'Filtru ulei Mann', 'Ulei motor 5W30 Castrol', 'Kit distribuție Gates', 'Pompă apă SKF', 'Disc frână ventilat Brembo', 'Bec H7 Osram', 'Ștergătoare Bosch Aerotwin'];

/** A realistic estimate of the catalog definitions: `labor` and `parts` lines. */
export const estimateSample = ({ labor = 3, parts = 5 }: { labor?: number; parts?: number } = {}): FormData => ({
  company: {
    date: '2025-09-15',
    valid_until: '2025-10-15',
    name: 'Service Auto Mureșan & Fiii SRL',
    cui: 'RO18547290',
    reg_no: 'J12/3456/2015',
    address: 'Str. Țebei nr. 7, Cluj-Napoca, jud. Cluj',
    iban: 'RO49AAAA1B31007593840000',
    bank: 'Banca Transilvania',
    phone: '0264 123 456',
    email: 'office@muresan-service.ro',
  },
  client: { type: 'pf', name: 'Ștefan Țurcanu-Brâncoveanu', address: 'Bd. 21 Decembrie 1989 nr. 14, ap. 3, Cluj-Napoca', phone: '0722 123 456', email: 'stefan@example.ro' },
  vehicle: { make: 'Dacia', model: 'Logan', plate: 'CJ 12 ABC', vin: 'UU1LSDAAH12345678', odometer: 187450, year: 2016, fuel: 'motorina', entry_date: '2025-09-15', exit_date: '2025-09-17' },
  observations: {
    reason: 'Zgomot la frânare și vibrații în volan la viteze peste 90 km/h; martor ABS aprins intermitent.',
    findings: 'Plăcuțe frână față uzate sub limită (2 mm), discuri cu bătaie; senzor ABS roată dreapta față cu conector oxidat.',
    recommendations: 'Înlocuirea lichidului de frână la următoarea revizie. Verificarea bucșelor de la brațele față.',
    old_parts_returned: true,
    warranty: '12 luni sau 20.000 km',
    lead_time: '2 zile lucrătoare',
  },
  labor: {
    items: Array.from({ length: labor }, (_, i) => ({
      operation: `${OPERATIONS[i % OPERATIONS.length]}${i >= OPERATIONS.length ? ` (${i + 1})` : ''}`,
      code: `OP-${100 + i}`,
      hours: 0.5 + (i % 4) * 0.75,
      rate: '180.00',
      ...(i % 5 === 2 ? { discount: 10 } : {}),
      technician: i % 2 ? 'Ionuț Bălan' : 'Mihai Șerban',
    })),
  },
  parts: {
    items: Array.from({ length: parts }, (_, i) => ({
      code: `P${(734012 + i * 37).toString()}`,
      name: `${PARTS[i % PARTS.length]}${i >= PARTS.length ? ` (${i + 1})` : ''}`,
      qty: i % 3 === 0 ? 4 : 1,
      unit: i % 4 === 2 ? 'l' : 'buc',
      price: (45.5 + i * 17.25).toFixed(2),
      source: 'new',
    })),
  },
});

/** A trip log (foaie de parcurs): no dedicated layout yet, so it prints through the generic one. */
export const tripLogDefinition = (layout: FormDefinition['pdf']['layout'] = 'trip-log'): FormDefinition => {
  const result = parseFormDefinition({
    schemaVersion: 1,
    key: `foaie-parcurs-${layout}`,
    version: 1,
    title: 'Foaie de parcurs',
    category: 'fleet',
    public: true,
    document: { kind: 'trip-log', currency: 'RON', number: { field: 'header.number', prefix: 'FP' } },
    steps: [
      {
        name: 'header',
        title: 'Date generale',
        fields: [
          { name: 'number', type: 'text', label: 'Nr. foaie', role: 'document.number' },
          { name: 'date', type: 'date', label: 'Data', required: true, role: 'document.date' },
          { name: 'company', type: 'text', label: 'Unitatea', required: true, role: 'company.name' },
          { name: 'driver', type: 'text', label: 'Conducător auto', required: true },
          { name: 'plate', type: 'plate', label: 'Nr. înmatriculare', required: true, role: 'vehicle.plate' },
          { name: 'category', type: 'select', label: 'Categoria vehiculului', options: [{ value: 'M1', label: 'M1 (autoturism)' }, { value: 'N1', label: 'N1 (utilitară ≤ 3,5 t)' }] },
          { name: 'norm', type: 'number', label: 'Normă proprie de consum (l/100 km)', decimals: 1 },
          { name: 'notes', type: 'textarea', label: 'Observații' },
        ],
      },
      {
        name: 'trips',
        title: 'Deplasări',
        fields: [
          {
            name: 'items',
            type: 'array',
            label: 'Deplasări',
            role: 'trip.lines',
            item: [
              { name: 'date', type: 'date', label: 'Data', required: true },
              { name: 'from', type: 'text', label: 'Loc plecare', required: true },
              { name: 'to', type: 'text', label: 'Destinație', required: true },
              { name: 'purpose', type: 'text', label: 'Scopul deplasării', required: true },
              { name: 'km_start', type: 'number', label: 'Km bord plecare', decimals: 0 },
              { name: 'km_end', type: 'number', label: 'Km bord sosire', decimals: 0 },
              { name: 'km', type: 'number', label: 'Km parcurși', decimals: 0, compute: 'km_end - km_start' },
            ],
          },
        ],
      },
      {
        name: 'signatures',
        title: 'Semnături',
        fields: [{ name: 'driver_signature', type: 'signature', label: 'Șofer' }],
      },
    ],
    totals: [{ name: 'km', label: 'Total km parcurși', compute: 'sum(trips.items.km)', format: 'number' }],
    pdf: { layout, title: 'FOAIE DE PARCURS', signatures: ['Șofer', 'Aprobat'] },
  });
  if (!result.ok) throw new Error(formatProblems(result.problems));
  return result.definition;
};

const PLACES = ['Cluj-Napoca', 'Turda', 'Târgu Mureș', 'Brașov', 'Sibiu', 'Alba Iulia', 'Bistrița', 'Zalău'];

export const tripLogSample = (trips = 12, signature?: string): FormData => {
  let km = 104_250;
  return {
    header: { date: '2025-09-30', company: 'Transport Ședințe & Tâmplărie SRL', driver: 'Gheorghița Știrbu', plate: 'CJ 07 ȘTR'.replace('Ș', 'S'), category: 'N1', norm: 7.8, notes: 'Foaie pentru luna septembrie; alimentările sunt în registrul separat.' },
    trips: {
      items: Array.from({ length: trips }, (_, i) => {
        const start = km;
        km += 35 + ((i * 47) % 180);
        return { date: `2025-09-${String(1 + i).padStart(2, '0')}`, from: PLACES[i % PLACES.length] ?? '', to: PLACES[(i + 3) % PLACES.length] ?? '', purpose: i % 2 ? 'Livrare piese la client' : 'Ridicare marfă de la furnizor', km_start: start, km_end: km };
      }),
    },
    ...(signature ? { signatures: { driver_signature: signature } } : {}),
  };
};

const parse = (json: unknown): FormDefinition => {
  const result = parseFormDefinition(json);
  if (!result.ok) throw new Error(formatProblems(result.problems));
  return result.definition;
};

/** A car-rental contract: parties, vehicle, numbered clauses, price lines, signatures. */
export const contractDefinition = (): FormDefinition =>
  parse({
    schemaVersion: 1,
    key: 'contract-inchiriere-auto',
    version: 1,
    title: 'Contract de închiriere auto',
    category: 'rental',
    public: true,
    document: { kind: 'contract', currency: 'RON', vat: { payer: true, rate: 21 }, number: { field: 'company.number', prefix: 'CI' } },
    steps: [
      {
        name: 'company',
        title: 'Locator',
        fields: [
          { name: 'number', type: 'text', label: 'Contract nr.', role: 'document.number' },
          { name: 'date', type: 'date', label: 'Data', required: true, role: 'document.date' },
          { name: 'name', type: 'text', label: 'Denumire', required: true, role: 'company.name' },
          { name: 'cui', type: 'text', label: 'CUI', role: 'company.cui' },
          { name: 'address', type: 'textarea', label: 'Sediu', role: 'company.address' },
        ],
      },
      {
        name: 'client',
        title: 'Locatar',
        fields: [
          { name: 'name', type: 'text', label: 'Nume și prenume', required: true, role: 'client.name' },
          { name: 'id_card', type: 'text', label: 'CI seria/nr.' },
          { name: 'licence', type: 'text', label: 'Permis nr., categorie' },
          { name: 'address', type: 'textarea', label: 'Domiciliu', role: 'client.address' },
          { name: 'phone', type: 'phone', label: 'Telefon', role: 'client.phone' },
        ],
      },
      {
        name: 'vehicle',
        title: 'Vehicul închiriat',
        fields: [
          { name: 'make', type: 'text', label: 'Marcă', role: 'vehicle.make' },
          { name: 'model', type: 'text', label: 'Model', role: 'vehicle.model' },
          { name: 'plate', type: 'plate', label: 'Nr. înmatriculare', role: 'vehicle.plate' },
          { name: 'odometer', type: 'number', label: 'Km la predare', decimals: 0, role: 'vehicle.odometer' },
        ],
      },
      {
        name: 'clauses',
        title: 'Clauze',
        fields: [
          { name: 'object', type: 'textarea', label: 'Obiectul contractului' },
          { name: 'duration', type: 'textarea', label: 'Durata închirierii' },
          { name: 'price', type: 'textarea', label: 'Prețul și modalitatea de plată' },
          { name: 'deposit', type: 'textarea', label: 'Garanția (depozitul)' },
          { name: 'renter', type: 'textarea', label: 'Obligațiile locatarului' },
          { name: 'owner', type: 'textarea', label: 'Obligațiile locatorului' },
          { name: 'disputes', type: 'textarea', label: 'Litigii' },
        ],
      },
      {
        name: 'charges',
        title: 'Tarife',
        fields: [
          {
            name: 'items',
            type: 'array',
            label: 'Tarife',
            role: 'lines.items',
            item: [
              { name: 'name', type: 'text', label: 'Descriere', required: true },
              { name: 'qty', type: 'number', label: 'Zile / buc.', required: true },
              { name: 'price', type: 'money', label: 'Preț unitar', required: true },
              { name: 'value', type: 'money', label: 'Valoare', compute: 'qty * price' },
            ],
          },
        ],
      },
    ],
    totals: [
      { name: 'net', label: 'Total fără TVA', compute: 'sum(charges.items.value)', role: 'total.net' },
      { name: 'vat', label: 'TVA 21%', compute: 'round(totals.net * document.vat.rate / 100, 2)', role: 'total.vat' },
      { name: 'grand', label: 'Total de plată', compute: 'totals.net + totals.vat', role: 'total.grand' },
    ],
    pdf: { layout: 'contract', title: 'CONTRACT DE ÎNCHIRIERE', signatures: ['Locator', 'Locatar'] },
  });

export const contractSample = (): FormData => ({
  company: { date: '2025-10-01', name: 'Rent Ardeal Mobilitate SRL', cui: 'RO18547290', address: 'Calea Turzii nr. 180, Cluj-Napoca' },
  client: { name: 'Ioana Mărginean-Ștețcu', id_card: 'CJ 123456', licence: '0987654, cat. B', address: 'Str. Fântânele nr. 3, Florești, jud. Cluj', phone: '0744 555 666' },
  vehicle: { make: 'Škoda', model: 'Octavia', plate: 'CJ 99 RNT', odometer: 45210 },
  clauses: {
    object: 'Locatorul dă în folosința locatarului autoturismul descris mai sus, împreună cu actele și dotările din procesul-verbal de predare-primire anexat.',
    duration: 'De la 01.10.2025, ora 10:00, până la 08.10.2025, ora 10:00, cu predarea și restituirea la sediul locatorului. Întârzierea se taxează cu o zi de închiriere pentru fiecare 24 de ore începute.',
    price: 'Tariful este de 180 lei/zi fără TVA, plătibil integral la predare, prin card sau transfer bancar.',
    deposit: 'Locatarul constituie o garanție de 1.500 lei, restituită în cel mult 7 zile de la predarea autoturismului fără daune.',
    renter: 'Să folosească autoturismul cu prudență, numai pe teritoriul României, fără subînchiriere; să achite amenzile și taxele de drum; să anunțe imediat orice accident (poliție sau constatare amiabilă).',
    owner: 'Să predea autoturismul cu ITP, RCA și rovinietă valabile și cu actele în original.',
    disputes: 'Litigiile se soluționează pe cale amiabilă, iar în caz contrar de instanțele de la sediul locatorului.',
  },
  charges: {
    items: [
      { name: 'Închiriere Škoda Octavia (zile)', qty: 7, price: '180.00' },
      { name: 'Scaun copil', qty: 1, price: '70.00' },
      { name: 'Asigurare CASCO fără franciză (zile)', qty: 7, price: '35.00' },
    ],
  },
});

/** A vehicle entry sheet (fișă de intrare service): client, vehicle, checklist, damage notes. */
export const entrySheetDefinition = (): FormDefinition =>
  parse({
    schemaVersion: 1,
    key: 'fisa-intrare-service',
    version: 1,
    title: 'Fișă de intrare service',
    category: 'auto-service',
    public: true,
    document: { kind: 'entry-sheet', currency: 'RON', number: { field: 'company.number', prefix: 'FI' } },
    steps: [
      {
        name: 'company',
        title: 'Service',
        fields: [
          { name: 'number', type: 'text', label: 'Fișă nr.', role: 'document.number' },
          { name: 'date', type: 'datetime', label: 'Data și ora intrării', required: true, role: 'document.date' },
          { name: 'name', type: 'text', label: 'Denumire', required: true, role: 'company.name' },
        ],
      },
      { name: 'client', title: 'Client', fields: [{ name: 'name', type: 'text', label: 'Nume', required: true, role: 'client.name' }, { name: 'phone', type: 'phone', label: 'Telefon', role: 'client.phone' }] },
      {
        name: 'vehicle',
        title: 'Vehicul',
        fields: [
          { name: 'plate', type: 'plate', label: 'Nr. înmatriculare', required: true, role: 'vehicle.plate' },
          { name: 'make', type: 'text', label: 'Marcă', role: 'vehicle.make' },
          { name: 'odometer', type: 'number', label: 'Km', decimals: 0, role: 'vehicle.odometer' },
          { name: 'fuel', type: 'select', label: 'Nivel combustibil', options: [{ value: '0', label: 'Rezervă' }, { value: '50', label: '½' }, { value: '100', label: 'Plin' }] },
        ],
      },
      {
        name: 'condition',
        title: 'Stare și dotări',
        fields: [
          { name: 'spare', type: 'checkbox', label: 'Roată de rezervă' },
          { name: 'jack', type: 'checkbox', label: 'Cric' },
          { name: 'kit', type: 'checkbox', label: 'Trusă medicală' },
          { name: 'extinguisher', type: 'checkbox', label: 'Extinctor' },
          { name: 'damage', type: 'textarea', label: 'Stare caroserie (daune constatate)' },
          { name: 'symptoms', type: 'textarea', label: 'Simptome declarate de client', required: true },
          { name: 'limit', type: 'money', label: 'Cost maxim fără acord suplimentar' },
        ],
      },
      { name: 'sign', title: 'Semnături', fields: [{ name: 'client_signature', type: 'signature', label: 'Client' }] },
    ],
    pdf: { layout: 'entry-sheet', title: 'FIȘĂ DE INTRARE', signatures: ['Client', 'Recepționer'] },
  });

export const entrySheetSample = (signature?: string): FormData => ({
  company: { date: '2025-11-03T08:45', name: 'Service Auto Mureșan & Fiii SRL' },
  client: { name: 'Mădălina Țepeș', phone: '0733 111 222' },
  vehicle: { plate: 'MS 07 ȚEP'.replace('Ț', 'T'), make: 'Volkswagen Golf', odometer: 212_400, fuel: '50' },
  condition: {
    spare: true,
    jack: true,
    kit: false,
    extinguisher: true,
    damage: 'Zgârietură ușă spate stânga (15 cm); ciobitură parbriz în zona ștergătorului dreapta.',
    symptoms: 'Bătăi în direcție la viraj strâns; se aude un șuierat la accelerare peste 2.500 rpm.',
    limit: '800.00',
  },
  ...(signature ? { sign: { client_signature: signature } } : {}),
});

/** A customer's answer as the sharing feature passes it to the PDF: `lines` by index, a drawn signature (PNG bytes). */
export const customerAnswerSample = (overrides: Partial<CustomerAnswerForPdf> = {}): CustomerAnswerForPdf => ({
  decision: 'partly_approved',
  signerName: 'Ștefan Țurcanu-Brâncoveanu',
  answeredAt: '2026-07-15T10:05:00.000Z',
  documentVersion: 2,
  lines: [
    { index: 0, approved: true },
    { index: 1, approved: false },
    { index: 2, approved: true },
  ],
  comment: 'Schimbul de ulei îl fac la toamnă; restul lucrărilor sunt în regulă.',
  contentSha256: '3f0c9a7e5b1d2c4e6f8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e',
  network: '203.0.113.0/24',
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  linkId: '665f1c2ab8e4d93a7c0b1e2f',
  ...overrides,
});
