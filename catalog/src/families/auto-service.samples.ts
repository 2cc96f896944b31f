import type { FormData } from '@atelier/core';
import { sampleClientCompany, sampleClientPerson, sampleCompany, sampleVehicle } from '../samples.js';

/** Samples of the tyre, bodywork and air-conditioning estimates (submitted and printed by the tests). */

export const sampleTyres = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: { ...sampleCompany({ vatPayer }), name: 'Vulcanizare Exemplu SRL', email: 'office@vulcanizare-exemplu.ro' },
  client: sampleClientPerson,
  vehicle: { make: 'Hyundai', model: 'Tucson', plate: 'CJ 34 VLC', odometer: 98450, year: 2020, entry_date: '2026-03-16' },
  tyres: {
    season: 'vara',
    rim: 'aliaj',
    torque: 110,
    items: [
      { position: 'fs', brand: 'Michelin Primacy 4', size: '215/65 R16', load_speed: '98H', dot: '1825', tread: 6.5, pressure: 2.3 },
      { position: 'fd', brand: 'Michelin Primacy 4', size: '215/65 R16', load_speed: '98H', dot: '1825', tread: 6.4, pressure: 2.3 },
      { position: 'ss', brand: 'Michelin Primacy 4', size: '215/65 R16', load_speed: '98H', dot: '2025', tread: 7.1, pressure: 2.2 },
      { position: 'sd', brand: 'Michelin Primacy 4', size: '215/65 R16', load_speed: '98H', dot: '2025', tread: 7, pressure: 2.2 },
    ],
    tpms: 'direct',
    tpms_note: 'Senzor spate dreapta fără semnal, înlocuit',
    locking_bolts: true,
  },
  storage: {
    stored: true,
    count: 4,
    season: 'iarna',
    with_rims: false,
    description: 'Nokian WR Snowproof, 215/65 R16',
    location: 'Raft C2, eticheta 0318',
    from: '2026-03-16',
    until: '2026-11-15',
    condition: 'Profil 5 mm, fără tăieturi; o anvelopă uzată neuniform pe interior',
  },
  observations: {
    reason: 'Schimb sezonier iarnă–vară și martor de presiune aprins',
    findings: 'Senzorul TPMS spate dreapta nu transmite semnal',
    recommendations: 'Verificarea geometriei roților (uzură pe interior la anvelopele de iarnă)',
    warranty: '3 luni la echilibrare',
    lead_time: '1 oră',
  },
  labor: {
    items: [
      { operation: 'Demontat și montat roată', qty: 4, unit: 'buc', price: 15 },
      { operation: 'Demontat și montat anvelopă pe jantă aliaj R16', qty: 4, unit: 'buc', price: 25 },
      { operation: 'Echilibrare roată', qty: 4, unit: 'buc', price: 20 },
      { operation: 'Programare senzor TPMS', qty: 1, unit: 'buc', price: 40 },
      { operation: 'Depozitare anvelope – un sezon', qty: 4, unit: 'buc', price: 30, discount: 10 },
    ],
  },
  parts: {
    items: [
      { code: 'TPMS-3080', name: 'Senzor presiune TPMS', qty: 1, unit: 'buc', price: 189, source: 'new' },
      { name: 'Kit service valvă TPMS', qty: 3, unit: 'buc', price: 22, source: 'new' },
      { name: 'Greutăți de echilibrare adezive', qty: 1, unit: 'set', price: 18 },
    ],
  },
});

export const sampleBodywork = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: { ...sampleCompany({ vatPayer }), name: 'Caroserie Exemplu SRL', email: 'office@caroserie-exemplu.ro' },
  client: sampleClientPerson,
  vehicle: { ...sampleVehicle, odometer: 142300, paint_code: 'F9R', paint_type: 'metal', exit_date: '2026-03-23' },
  claim: {
    payer: 'casco',
    insurer: 'Asigurări Exemplu SA',
    claim_no: 'CJ-CASCO-2026-004512',
    policy_no: 'AE-123456789',
    event_date: '2026-03-10',
    deductible: 500,
  },
  observations: {
    reason: 'Lovitură laterală stânga în parcare; ușa față stânga nu se închide corect',
    findings: 'Ușa față stânga deformată, aripa față stânga zgâriată, carcasa oglinzii stânga spartă',
    recommendations: 'Verificarea senzorului de unghi mort după montaj',
    old_parts_returned: false,
    warranty: '24 luni la vopsitorie',
    lead_time: '5 zile lucrătoare după aprobare',
  },
  labor: {
    body_rate: 140,
    paint_rate: 160,
    items: [
      { element: 'Ușă față stânga', damage: 'Înfundată, îndoită la muchie', operation: 'inlocuire', body_hours: 2.5, paint_hours: 3 },
      { element: 'Aripă față stânga', damage: 'Zgâriată până la grund', operation: 'vopsire', paint_hours: 2.2 },
      { element: 'Oglindă stânga', damage: 'Carcasă spartă', operation: 'inlocuire', body_hours: 0.5, paint_hours: 0.8 },
    ],
  },
  parts: {
    items: [
      { code: '5E4831051', name: 'Ușă față stânga (grunduită)', qty: 1, unit: 'buc', price: 1850, source: 'new' },
      { code: '5E1857537', name: 'Carcasă oglindă stânga', qty: 1, unit: 'buc', price: 145, source: 'new' },
      { name: 'Clipsuri ornament ușă', qty: 1, unit: 'set', price: 38, source: 'new' },
    ],
  },
  materials: {
    items: [
      { name: 'Vopsea bază apă, cod F9R', qty: 0.75, unit: 'l', price: 420 },
      { name: 'Lac 2K HS', qty: 0.5, unit: 'l', price: 180 },
      { name: 'Grund de umplere', qty: 0.4, unit: 'l', price: 150 },
      { name: 'Hârtie abrazivă și bandă de mascare', qty: 1, unit: 'set', price: 65 },
    ],
  },
});

export const sampleAirConditioning = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: { ...sampleCompany({ vatPayer }), name: 'Clima Auto Exemplu SRL', email: 'office@clima-exemplu.ro' },
  client: sampleClientCompany,
  vehicle: sampleVehicle,
  ac: {
    refrigerant: 'r1234yf',
    nominal_g: 525,
    oil: 'PAG 46 YF',
    recovered_g: 180,
    charged_g: 525,
    oil_ml: 10,
    leak_test: 'uv',
    leak_result: 'pierdere',
    leak_location: 'Racordul condensatorului, partea dreaptă',
    vent_temp: 6.5,
    uv_dye: true,
    technician_cert: 'Atestat nr. 2457/2024',
  },
  observations: {
    reason: 'Aerul condiționat nu mai răcește',
    findings: 'Cantitate redusă de agent frigorific (180 g din 525 g); pierdere la racordul condensatorului',
    recommendations: 'Înlocuirea filtrului de polen',
    warranty: '6 luni la etanșeitate',
    lead_time: '1 zi lucrătoare',
  },
  labor: {
    items: [
      { operation: 'Diagnoză instalație de climatizare', qty: 1, unit: 'buc', price: 80 },
      { operation: 'Recuperare, vidare și încărcare instalație', qty: 1, unit: 'buc', price: 150 },
      { operation: 'Înlocuire garnituri racord condensator', qty: 1, unit: 'ora', price: 160 },
    ],
  },
  parts: {
    items: [
      { name: 'Agent frigorific R1234yf', qty: 525, unit: 'g', price: 1.2, source: 'new' },
      { code: 'OR-YF-KIT', name: 'Set garnituri O-ring R1234yf', qty: 1, unit: 'set', price: 45, source: 'new' },
      { name: 'Trasor UV', qty: 7.5, unit: 'ml', price: 4 },
      { name: 'Ulei PAG 46 YF', qty: 10, unit: 'ml', price: 1.5 },
    ],
  },
});
