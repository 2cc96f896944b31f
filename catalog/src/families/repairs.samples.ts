import type { FormData } from '@atelier/core';
import { sampleClientCompany, sampleClientPerson, sampleCompany } from '../samples.js';

/** Samples of the repairs family (submitted and printed by the tests). */

const company = (vatPayer: boolean, name: string, domain: string) => ({ ...sampleCompany({ vatPayer }), name, email: `office@${domain}` });

export const sampleMotorcycle = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: company(vatPayer, 'Moto Service Exemplu SRL', 'moto-exemplu.ro'),
  client: sampleClientPerson,
  vehicle: {
    make: 'Honda',
    model: 'Africa Twin CRF1100L',
    plate: 'CJ 07 MTR',
    vin: 'JH2SD1100LK000123',
    odometer: 24300,
    year: 2021,
    displacement: 1084,
    fuel: 'benzina',
    entry_date: '2026-03-16',
    exit_date: '2026-03-17',
  },
  observations: {
    reason: 'Revizie de 24.000 km și zgomot la lanț',
    findings: 'Kit lanț uzat (pinion cu dinți ascuțiți), plăcuțe spate la limită',
    recommendations: 'Înlocuirea lichidului de frână la următoarea revizie',
    old_parts_returned: true,
    warranty: '6 luni',
    lead_time: '1 zi lucrătoare',
  },
  labor: {
    items: [
      { operation: 'Revizie periodică (ulei, filtre, verificări)', code: 'REV-24', hours: 2, rate: 160, technician: 'Andrei Mureșan' },
      { operation: 'Înlocuire kit lanț', hours: 1.2, rate: 160 },
      { operation: 'Înlocuire plăcuțe frână spate', hours: 0.5, rate: 160, discount: 10 },
    ],
  },
  parts: {
    items: [
      { name: 'Ulei motor 10W-30 semisintetic', qty: 4.2, unit: 'l', price: 62, source: 'new' },
      { code: '15410-MFJ-D01', name: 'Filtru ulei', qty: 1, unit: 'buc', price: 58, source: 'new' },
      { code: 'DID-525ZVM-X', name: 'Kit lanț DID 525 (lanț, pinion, coroană)', qty: 1, unit: 'set', price: 1150, source: 'new' },
      { name: 'Plăcuțe frână spate', qty: 1, unit: 'set', price: 165, source: 'new' },
    ],
  },
});

export const sampleBicycle = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: company(vatPayer, 'Bike Service Exemplu SRL', 'bike-exemplu.ro'),
  client: sampleClientPerson,
  bicycle: {
    kind: 'ebike',
    brand: 'Cube',
    model: 'Reaction Hybrid Pro 625',
    frame_no: 'WCU2231456K',
    colour: 'Gri metalizat',
    frame_size: 'L / 50 cm',
    wheel_size: '29"',
    motor: 'Bosch Performance CX, 625 Wh',
    ebike_km: 3420,
    entry_date: '2026-03-16',
    exit_date: '2026-03-19',
  },
  observations: {
    reason: 'Schimbătorul sare de pe pinioane, frâna față scârțâie',
    findings: 'Cablu schimbător întins, plăcuțe frână față contaminate cu ulei',
    recommendations: 'Curățarea transmisiei la fiecare 500 km',
    old_parts_returned: false,
    warranty: '3 luni la reglaje',
    lead_time: '3 zile lucrătoare',
  },
  labor: {
    items: [
      { operation: 'Revizie generală bicicletă electrică', qty: 1, unit: 'buc', price: 220 },
      { operation: 'Reglaj schimbător spate', qty: 1, unit: 'buc', price: 40 },
      { operation: 'Aerisire frână hidraulică față', qty: 1, unit: 'buc', price: 70, discount: 10 },
    ],
  },
  parts: {
    items: [
      { code: 'SH-BH-M6000', name: 'Plăcuțe frână disc Shimano', qty: 1, unit: 'set', price: 89, source: 'new' },
      { name: 'Cablu și cămașă schimbător', qty: 1, unit: 'set', price: 45, source: 'new' },
      { name: 'Ulei mineral frână Shimano', qty: 0.05, unit: 'l', price: 160 },
    ],
  },
});

export const sampleEquipment = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: company(vatPayer, 'Tehnic Reparații Exemplu SRL', 'tehnic-exemplu.ro'),
  client: sampleClientCompany,
  equipment: {
    kind: 'Compresor cu piston',
    brand: 'Abac',
    model: 'Pro B6000 500 FT 7,5',
    serial: 'ITM1234567',
    year: 2019,
    inventory_no: 'INV-0452',
    warranty_status: 'post',
    accessories: 'Furtun spiralat 10 m, cuplă rapidă',
    condition: 'Vopsea ciupită pe rezervor, manometru fisurat',
    fault: 'Nu mai atinge presiunea de lucru; se oprește din protecția termică',
    entry_date: '2026-03-16',
    exit_date: '2026-03-20',
  },
  diagnosis: {
    findings: 'Segmenți uzați la treapta a doua, supapă de reținere blocată, presostat defect',
    recommendations: 'Înlocuirea segmenților și a presostatului; golirea zilnică a condensului din rezervor',
    warranty: '6 luni la piesele înlocuite',
    lead_time: '4 zile lucrătoare',
  },
  labor: {
    items: [
      { operation: 'Demontare și revizie cap compresor', hours: 3, rate: 140, technician: 'Vlad Știrbu' },
      { operation: 'Înlocuire presostat și supapă de reținere', hours: 1, rate: 140 },
      { operation: 'Probă de funcționare', hours: 0.5, rate: 140 },
    ],
  },
  parts: {
    items: [
      { code: '2236106592', name: 'Set segmenți treapta a doua', qty: 1, unit: 'set', price: 320, source: 'new' },
      { code: 'MDR3-11', name: 'Presostat trifazat 11 bar', qty: 1, unit: 'buc', price: 410, source: 'new' },
      { name: 'Supapă de reținere 1/2"', qty: 1, unit: 'buc', price: 95, source: 'new' },
      { name: 'Ulei compresor', qty: 2, unit: 'l', price: 48 },
    ],
  },
});

export const sampleMachine = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: company(vatPayer, 'Agro Service Exemplu SRL', 'agro-exemplu.ro'),
  client: { type: 'pj', name: 'Ferma Mureșeni SRL', cui: '4266367', reg_no: 'J12/456/2011', contact: 'Ilie Mureșan', address: 'Sat Mureșeni nr. 12, jud. Cluj' },
  machine: {
    kind: 'tractor',
    make: 'John Deere',
    model: '6155M',
    serial: '1L06155MHKK912345',
    engine_serial: 'PE6068R123456',
    registration: 'CJ 456 AGR',
    year: 2019,
    hours: 6240.5,
    location: 'teren',
    site: 'Tarlaua 14, extravilan Mureșeni',
    fault: 'Pierde putere la arat, fum negru, cod de eroare la injecție',
    entry_date: '2026-03-16',
    exit_date: '2026-03-18',
  },
  diagnosis: {
    findings: 'Injector cilindrul 4 blocat, filtru de combustibil colmatat',
    recommendations: 'Înlocuirea filtrelor de combustibil la fiecare 500 de ore',
    warranty: '3 luni sau 500 de ore',
    lead_time: '2 zile',
  },
  labor: {
    items: [
      { operation: 'Diagnoză computerizată motor', hours: 1, rate: 220, technician: 'Sorin Țîrlea' },
      { operation: 'Înlocuire injector și filtre combustibil', hours: 3.5, rate: 220 },
    ],
  },
  parts: {
    items: [
      { code: 'RE533615', name: 'Injector recondiționat', qty: 1, unit: 'buc', price: 2850, source: 'used' },
      { code: 'RE541922', name: 'Filtru combustibil primar', qty: 1, unit: 'buc', price: 240, source: 'new' },
      { code: 'RE541925', name: 'Filtru combustibil secundar', qty: 1, unit: 'buc', price: 265, source: 'new' },
    ],
  },
  travel: { km: 64, trips: 2, rate: 3.5 },
});

export const sampleAppliance = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: company(vatPayer, 'Electro Service Exemplu SRL', 'electro-exemplu.ro'),
  client: sampleClientPerson,
  appliance: {
    kind: 'spalat_rufe',
    brand: 'Whirlpool',
    model: 'FFB 8458 WV EE',
    serial: '1234567890123',
    purchase_date: '2022-05-20',
    warranty_status: 'post',
    accessories: 'Fără accesorii',
    condition: 'Zgârieturi pe capacul superior',
    fault: 'Nu evacuează apa, afișează eroarea F9 E1',
    place: 'domiciliu',
    entry_date: '2026-03-16',
    exit_date: '2026-03-17',
  },
  diagnosis: {
    findings: 'Pompă de evacuare blocată de corpuri străine, bobina pompei întreruptă',
    recommendations: 'Curățarea filtrului pompei o dată pe lună',
    inspection_fee: 80,
    warranty: '3 luni',
    lead_time: '1 zi lucrătoare',
  },
  labor: {
    items: [
      { operation: 'Înlocuire pompă de evacuare', qty: 1, unit: 'buc', price: 150 },
      { operation: 'Deplasare la domiciliu', qty: 18, unit: 'km', price: 2.5 },
    ],
  },
  parts: {
    items: [
      { code: 'C00311297', name: 'Pompă de evacuare', qty: 1, unit: 'buc', price: 185 },
      { name: 'Colier furtun evacuare', qty: 2, unit: 'buc', price: 6.5 },
    ],
  },
});

export const sampleRepairOffer = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: company(vatPayer, 'Hidraulica Exemplu SRL', 'hidraulica-exemplu.ro'),
  client: sampleClientCompany,
  object: {
    subject: 'Pompă hidraulică excavator',
    identification: 'JCB 3CX, pompă Rexroth A10VO45, serie 91245678',
    location: 'În atelier, Cluj-Napoca',
    diagnosis: 'Debit scăzut la presiune mare; uzură la placa de distribuție și la pistonașe',
    solution: 'Recondiționarea pompei cu kit de reparație original și probă pe stand',
  },
  lines: {
    items: [
      { kind: 'manopera', description: 'Demontare și montare pompă pe utilaj', unit: 'ora', qty: 4, price: 180 },
      { kind: 'manopera', description: 'Recondiționare pompă și probă pe stand', unit: 'ans', qty: 1, price: 950 },
      { kind: 'piesa', description: 'Kit reparație Rexroth A10VO45', unit: 'set', qty: 1, price: 2400, discount: 5 },
      { kind: 'material', description: 'Ulei hidraulic HLP 46', unit: 'l', qty: 20, price: 18 },
    ],
  },
  terms: {
    lead_time: '7 zile lucrătoare de la acceptare',
    warranty: '6 luni',
    advance: 50,
    payment: 'Avans 50% la acceptarea ofertei, diferența la predare, prin transfer bancar',
    notes: 'Piesele suplimentare descoperite la demontare se ofertează separat',
  },
});

export const sampleLabourQuote = ({ vatPayer }: { vatPayer: boolean }): FormData => ({
  company: company(vatPayer, 'Meșteșug Exemplu SRL', 'mestesug-exemplu.ro'),
  client: sampleClientPerson,
  work: {
    subject: 'Montaj gresie și faianță baie',
    location: 'Str. Mărășești 4, ap. 2, Turda',
    description: 'Baie de 6 mp: pereți placați până la 2,10 m, pardoseală cu sifon central',
  },
  labor: {
    items: [
      { operation: 'Demontare faianță veche', qty: 18, unit: 'mp', price: 25 },
      { operation: 'Montaj faianță', qty: 21.5, unit: 'mp', price: 85 },
      { operation: 'Montaj gresie cu pantă spre sifon', qty: 6, unit: 'mp', price: 95 },
      { operation: 'Montaj profile de colț', qty: 8.4, unit: 'ml', price: 15, discount: 10 },
    ],
  },
  terms: {
    lead_time: '6 zile lucrătoare',
    warranty: '2 ani',
    advance: 30,
    payment: 'Avans 30%, restul la recepția lucrării',
  },
});
