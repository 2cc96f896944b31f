/**
 * Words the generated documents are made of: Romanian names (with diacritics), companies, car
 * makes, part names with plausible prices. Earlier entries are picked more often (see `pickSkewed`),
 * so common surnames and parts come up thousands of times and the tail only a few.
 */
import { PLATE_COUNTIES } from '@atelier/core';

export const SURNAMES = [
  'Popa', 'Popescu', 'Pop', 'Radu', 'Dumitru', 'Stan', 'Stoica', 'Gheorghe', 'Matei', 'Ciobanu',
  'Ionescu', 'Rusu', 'Mihai', 'Constantin', 'Mureșan', 'Marin', 'Munteanu', 'Ștefan', 'Bălan', 'Lupu',
  'Dinu', 'Tudor', 'Cristea', 'Toma', 'Ene', 'Sârbu', 'Moldovan', 'Dobre', 'Florea', 'Nistor',
  'Barbu', 'Lazăr', 'Oprea', 'Tănase', 'Ștefănescu', 'Neagu', 'Roșu', 'Avram', 'Coman', 'Vlad',
  'Iordache', 'Șerban', 'Preda', 'Voicu', 'Grigore', 'Manea', 'Mocanu', 'Dragomir', 'Bucur', 'Crăciun',
  'Nedelcu', 'Năstase', 'Păun', 'Drăgan', 'Ardeleanu', 'Țurcanu', 'Pîrvu', 'Căpraru', 'Ispas', 'Zăvoianu',
  'Georgescu', 'Anghel', 'Costea', 'Vasile', 'Niculescu', 'Gavrilă', 'Ursu', 'Diaconu', 'Enache', 'Mitrea',
  'Cojocaru', 'Surdu', 'Rădulescu', 'Tănăsescu', 'Burlacu', 'Chiriac', 'Pană', 'Hodoș', 'Vărzaru', 'Țăranu',
  'Sima', 'Bogdan', 'Olteanu', 'Petrescu', 'Dumitrescu', 'Nicolae', 'Ilie', 'Zamfir', 'Mazilu', 'Fărcaș',
  'Buzatu', 'Lungu', 'Pascu', 'Dobrescu', 'Frățilă', 'Iancu', 'Șandru', 'Mihăilescu', 'Moraru', 'Râpeanu',
  'Ciucă', 'Bîrlădeanu', 'Grecu', 'Tătaru', 'Paraschiv', 'Dănilă', 'Jitaru', 'Oancea', 'Rotaru', 'Zaharia',
];

export const FIRST_NAMES = [
  'Ion', 'Maria', 'Andrei', 'Elena', 'Alexandru', 'Ioana', 'Mihai', 'Ana', 'Gheorghe', 'Cristina',
  'Vasile', 'Mihaela', 'Ștefan', 'Andreea', 'Florin', 'Gabriela', 'Răzvan', 'Mădălina', 'Bogdan', 'Raluca',
  'Ionuț', 'Oana', 'Cătălin', 'Irina', 'Adrian', 'Nicoleta', 'Marius', 'Teodora', 'Dănuț', 'Simona',
  'Sorin', 'Alina', 'Cosmin', 'Iuliana', 'Tudor', 'Roxana', 'Ciprian', 'Lăcrămioara', 'Costel', 'Bianca',
  'Ilie', 'Georgiana', 'Petruț', 'Daniela', 'Laurențiu', 'Florentina', 'Viorel', 'Carmen', 'Aurel', 'Luminița',
];

export const COMPANY_WORDS = [
  'Transcom', 'Agromec', 'Construct', 'Dacoterm', 'Carpați', 'Mureș', 'Someș', 'Olt', 'Bucegi', 'Ceahlău',
  'Logistic', 'Impex', 'Prod', 'Serv', 'Trans', 'Tehno', 'Auto', 'Distribuție', 'Comerț', 'Instal',
  'Nord', 'Vest', 'Est', 'Sud', 'Delta', 'Dunărea', 'Ardeal', 'Moldova', 'Bărăgan', 'Vrancea',
];
export const COMPANY_FORMS = ['SRL', 'SRL', 'SRL', 'SA', 'SRL-D', 'PFA', 'II'];

/** Make, weight: Dacia dominates the Romanian fleet. */
export const MAKES = [
  'Dacia', 'Dacia', 'Dacia', 'Volkswagen', 'Renault', 'Ford', 'Skoda', 'Opel', 'BMW', 'Mercedes-Benz',
  'Audi', 'Toyota', 'Hyundai', 'Peugeot', 'Citroën', 'Fiat', 'Kia', 'Nissan', 'Suzuki', 'Mazda',
  'Seat', 'Volvo', 'Honda', 'Mitsubishi', 'Chevrolet', 'Jeep', 'Lada', 'Iveco',
];

/** Part name and list price in lei. */
export const PARTS: readonly (readonly [string, number])[] = [
  ['Filtru ulei', 45.5], ['Ulei motor 5W30', 52.25], ['Filtru aer', 68], ['Filtru polen', 59.9], ['Filtru combustibil', 89],
  ['Plăcuțe frână față', 189], ['Plăcuțe frână spate', 159], ['Discuri frână față', 349], ['Discuri frână spate', 289],
  ['Bujii', 42], ['Curea distribuție', 410], ['Kit distribuție', 720], ['Pompă apă', 265], ['Kit ambreiaj', 980],
  ['Amortizor față', 315], ['Amortizor spate', 248], ['Bieletă antiruliu', 74], ['Pivot', 96], ['Rulment roată față', 188],
  ['Baterie 12V 60Ah', 420], ['Lichid frână DOT4', 38], ['Antigel G12', 49], ['Lamele ștergătoare', 85], ['Bec H7', 24.5],
  ['Termostat', 132], ['Senzor ABS', 210], ['Cap de bară', 88], ['Burduf planetară', 64], ['Planetară', 690],
  ['Garnitură chiulasă', 240], ['Curea accesorii', 118], ['Întinzător curea', 175], ['Radiator apă', 560],
  ['Electroventilator', 480], ['Alternator', 1150], ['Electromotor', 890], ['Supapă EGR', 640], ['Filtru particule', 2890],
  ['Injector', 1350], ['Turbosuflantă', 3200], ['Bobină inducție', 260], ['Sondă lambda', 330], ['Senzor vibrochen', 145],
  ['Tobă eșapament', 395], ['Catalizator', 2400], ['Brațe suspensie', 240], ['Bucșă bară stabilizatoare', 22],
  ['Cilindru receptor', 156], ['Volantă masă dublă', 2150], ['Compresor climă', 2350], ['Încărcare freon', 180],
  ['Manoperă diagnoză', 150], ['Manoperă schimb ulei', 80], ['Geometrie roți', 120], ['Echilibrare roți', 60],
  ['Anvelopă 205/55 R16', 395], ['Jantă oțel 16', 210], ['Oglindă retrovizoare', 340], ['Far stânga', 1250],
  ['Stop spate', 420], ['Parbriz', 980], ['Furtun radiator', 72], ['Pompă benzină', 520], ['Regulator tensiune', 190],
  ['Mufă electrică', 35], ['Siguranță 15A', 3.5], ['Capac rezervor', 45], ['Tampon motor', 168],
];

/** Bucharest (B) plus the county codes: Bucharest and the big counties come first. */
export const COUNTIES = ['B', 'B', 'B', 'IF', 'CJ', 'TM', 'IS', 'CT', 'BV', 'PH', ...PLATE_COUNTIES.filter((c) => !['IF', 'CJ', 'TM', 'IS', 'CT', 'BV', 'PH'].includes(c))];

