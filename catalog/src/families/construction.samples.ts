import type { FormData } from '@atelier/core';
import { sampleClientCompany, sampleClientPerson, sampleCompany } from '../samples.js';

/** Samples of the construction family (submitted and printed by the tests). */

const company = (vatPayer: boolean, name: string, domain: string) => ({ ...sampleCompany({ vatPayer }), name, email: `office@${domain}` });

export const sampleConstruction = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: company(vatPayer, 'Construct Exemplu SRL', 'construct-exemplu.ro'),
  client: sampleClientPerson,
  site: {
    work: 'Construire locuință P+1E, zidărie confinată',
    address: 'Str. Viitorului nr. 25, Florești, jud. Cluj',
    cadastral: 'CF 54321 Florești, nr. cad. 54321',
    permit: 'AC nr. 112 din 12.02.2026',
    start_date: '2026-04-06',
    description: 'Fundații, structură și închideri până la stadiul de roșu',
  },
  works: {
    items: [
      { group: '1. Terasamente', description: 'Săpătură mecanică pentru fundații, teren categoria II', unit: 'mc', qty: 86.4, lab_price: 32 },
      { group: '1. Terasamente', description: 'Încărcare și transport pământ excedentar', unit: 't', qty: 140, lab_price: 18 },
      { group: '2. Fundații', description: 'Beton de egalizare C8/10', unit: 'mc', qty: 6.2, mat_price: 390, lab_price: 85 },
      { group: '2. Fundații', description: 'Beton armat C25/30 în fundații continue', unit: 'mc', qty: 38.5, mat_price: 520, lab_price: 140 },
      { group: '2. Fundații', description: 'Armături din oțel BST500 în fundații', unit: 'kg', qty: 2650, mat_price: 5.2, lab_price: 1.8 },
      { group: '3. Zidărie', description: 'Zidărie din blocuri ceramice de 25 cm cu mortar M10', unit: 'mc', qty: 62, mat_price: 410, lab_price: 160 },
    ],
  },
  terms: {
    overhead: 8,
    profit: 5,
    lead_time: '90 de zile calendaristice',
    warranty: '3 ani de la recepția lucrărilor',
    materials_by: 'executant',
    advance: 20,
    payment: 'Avans 20% la semnarea contractului, restul pe baza situațiilor de lucrări lunare',
    notes: 'Prețurile materialelor sunt valabile 30 de zile',
  },
});

export const samplePlumbing = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: company(vatPayer, 'Instal Exemplu SRL', 'instal-exemplu.ro'),
  client: sampleClientPerson,
  site: { work: 'Instalație termică și sanitară apartament 3 camere', address: 'Str. Observatorului nr. 90, ap. 14, Cluj-Napoca', start_date: '2026-04-01' },
  installation: {
    scope: 'ambele',
    building: 'apartament',
    bathrooms: 2,
    heat_source: 'gaz',
    boiler: 'Viessmann Vitodens 100-W, 26 kW',
    emitters: 'radiatoare',
    heated_area: 78.5,
    pressure_test: true,
    test_pressure: 6,
    iscir: 'Termo Exemplu SRL, autorizație ISCIR nr. 1234/2024',
  },
  works: {
    items: [
      { group: 'Centrală', description: 'Montaj centrală termică murală în condensare', unit: 'buc', qty: 1, mat_price: 5900, lab_price: 650 },
      { group: 'Centrală', description: 'Kit evacuare gaze arse coaxial 60/100', unit: 'set', qty: 1, mat_price: 420, lab_price: 120 },
      { group: 'Încălzire', description: 'Radiator din oțel 22/600/1000 cu robinet termostatat', unit: 'buc', qty: 7, mat_price: 560, lab_price: 180 },
      { group: 'Încălzire', description: 'Țeavă PEX-AL-PEX 16 mm, tur și retur', unit: 'ml', qty: 120, mat_price: 9.5, lab_price: 14 },
      { group: 'Baie etaj', description: 'Vas WC suspendat cu rezervor încastrat', unit: 'buc', qty: 1, mat_price: 1450, lab_price: 350 },
      { group: 'Toate', description: 'Probă de presiune și spălarea instalației', unit: 'ans', qty: 1, lab_price: 300 },
    ],
  },
  terms: {
    lead_time: '12 zile lucrătoare',
    warranty: '2 ani pentru manoperă',
    materials_by: 'executant',
    advance: 40,
    payment: 'Avans 40% pentru materiale, restul la punerea în funcțiune',
  },
});

export const sampleElectrical = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: company(vatPayer, 'Electro Instal Exemplu SRL', 'electroinstal-exemplu.ro'),
  client: sampleClientPerson,
  site: { work: 'Refacere instalație electrică casă P+M', address: 'Str. Trandafirilor nr. 7, Baciu, jud. Cluj', start_date: '2026-04-13' },
  installation: {
    kind: 'refacere',
    supply: 'mono',
    power_kw: 11,
    building: 'casa',
    atr: 'ATR nr. 7012345/2026',
    pram: true,
    electrician: 'Cristian Bălănescu',
    anre_no: '12345',
    anre_grade: 'iib',
    firm_attestation: 'Atestat ANRE tip B nr. 9876',
  },
  circuits: {
    items: [
      { name: 'C1 – Iluminat parter', kind: 'iluminat', cable: 'CYY-F 3x1,5 mm²', protection: 'C10', points: 14, length: 85 },
      { name: 'C2 – Prize bucătărie', kind: 'prize', cable: 'CYY-F 3x2,5 mm²', protection: 'C16 + DDR 30 mA', points: 8, length: 40 },
      { name: 'C3 – Plită electrică', kind: 'dedicat', cable: 'CYY-F 3x6 mm²', protection: 'C32 + DDR 30 mA', points: 1, length: 12 },
    ],
  },
  works: {
    items: [
      { group: 'Tablou', description: 'Tablou electric 24 de module, echipat', unit: 'buc', qty: 1, mat_price: 1650, lab_price: 450 },
      { group: 'C1', description: 'Cablu CYY-F 3x1,5 mm² în tub flexibil', unit: 'ml', qty: 85, mat_price: 6.8, lab_price: 9 },
      { group: 'C2', description: 'Priză dublă cu împământare', unit: 'buc', qty: 8, mat_price: 38, lab_price: 45 },
      { group: 'C3', description: 'Circuit dedicat plită, CYY-F 3x6 mm²', unit: 'ml', qty: 12, mat_price: 24, lab_price: 12 },
      { group: 'Măsurători', description: 'Măsurători PRAM și buletin', unit: 'ans', qty: 1, lab_price: 600 },
    ],
  },
  terms: {
    lead_time: '8 zile lucrătoare',
    warranty: '2 ani',
    materials_by: 'executant',
    advance: 30,
    payment: 'Avans 30%, restul la recepție',
  },
});

export const sampleGeneral = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: company(vatPayer, 'Tâmplărie Exemplu SRL', 'tamplarie-exemplu.ro'),
  client: sampleClientCompany,
  work: {
    subject: 'Montaj tâmplărie PVC',
    location: 'Bd. Unirii 21, București',
    description: 'Înlocuirea a cinci ferestre și a ușii de balcon cu tâmplărie PVC cu geam termoizolant',
  },
  lines: {
    items: [
      { description: 'Demontare tâmplărie veche din lemn', unit: 'buc', qty: 6, price: 80 },
      { description: 'Montaj fereastră PVC cu spumă și bandă de etanșare', unit: 'buc', qty: 5, price: 220 },
      { description: 'Montaj ușă de balcon PVC', unit: 'buc', qty: 1, price: 320 },
      { description: 'Glafuri interioare PVC', unit: 'ml', qty: 7.5, price: 65, discount: 10 },
      { description: 'Transport deșeuri', unit: 'ans', qty: 1, price: 150 },
    ],
  },
  terms: { lead_time: '3 zile lucrătoare', warranty: '5 ani la montaj', advance: 50, payment: 'Avans 50%, restul la finalizare' },
});

export const sampleRenovation = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: company(vatPayer, 'Renovări Exemplu SRL', 'renovari-exemplu.ro'),
  client: sampleClientPerson,
  site: { work: 'Renovare apartament 2 camere', address: 'Bd. 21 Decembrie 1989 nr. 102, ap. 8, Cluj-Napoca', start_date: '2026-04-20' },
  rooms: {
    items: [
      { name: 'Living', floor: 22.5, walls: 58, ceiling: 22.5, finish: 'Parchet laminat, pereți lavabil alb' },
      { name: 'Dormitor', floor: 14.2, walls: 42, ceiling: 14.2 },
      { name: 'Baie', floor: 4.8, walls: 21.6, ceiling: 4.8, finish: 'Gresie și faianță până la tavan' },
    ],
  },
  works: {
    items: [
      { group: 'Living', description: 'Demontare parchet vechi', unit: 'mp', qty: 22.5, lab_price: 15 },
      { group: 'Living', description: 'Parchet laminat 10 mm cu folie', unit: 'mp', qty: 22.5, mat_price: 78, lab_price: 35 },
      { group: 'Dormitor', description: 'Glet de ipsos în două straturi', unit: 'mp', qty: 56.2, mat_price: 9, lab_price: 28 },
      { group: 'Baie', description: 'Faianță până la tavan', unit: 'mp', qty: 21.6, mat_price: 95, lab_price: 90 },
      { group: 'Baie', description: 'Hidroizolație pardoseală', unit: 'mp', qty: 4.8, mat_price: 45, lab_price: 30 },
    ],
  },
  terms: {
    lead_time: '25 de zile lucrătoare',
    warranty: '2 ani',
    materials_by: 'mixt',
    advance: 30,
    payment: 'Avans 30%, apoi săptămânal pe baza lucrărilor executate',
  },
});

export const samplePainting = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: company(vatPayer, 'Zugrăveli Exemplu SRL', 'zugraveli-exemplu.ro'),
  client: sampleClientPerson,
  site: {
    work: 'Zugrăveli interioare apartament',
    address: 'Str. Mărășești 4, ap. 2, Turda',
    start_date: '2026-04-27',
    products: 'Vopsea lavabilă superlavabilă, amorsă acrilică',
    colours: 'Alb RAL 9010; living gri cald',
    protection: true,
    cleaning: true,
  },
  works: {
    items: [
      { group: 'Living', surface: 'pereti', description: 'Zugrăveală lavabilă în două straturi', unit: 'mp', qty: 58, mat_price: 7.5, lab_price: 14 },
      { group: 'Living', surface: 'tavan', description: 'Zugrăveală lavabilă tavan, două straturi', unit: 'mp', qty: 22.5, mat_price: 7.5, lab_price: 17 },
      { group: 'Hol', surface: 'pereti', description: 'Reparații fisuri și glet local', unit: 'mp', qty: 6, mat_price: 12, lab_price: 35 },
      { group: 'Dormitor', surface: 'pereti', description: 'Amorsă și zugrăveală lavabilă, două straturi', unit: 'mp', qty: 42, mat_price: 9, lab_price: 16 },
    ],
  },
  terms: { lead_time: '5 zile lucrătoare', warranty: '1 an', materials_by: 'executant', advance: 30, payment: 'Avans 30%, restul la finalizare' },
});
