import { type CatalogEntry, type Option, type ScalarSpec, type StepSpec, type Text, f, opt, t } from '../build.js';
import { clientStep, plateField, vehicleStep } from '../fragments.js';
import { L, checklistField, gdprNote, kw, numberTotal, remarksField, step, sumTotal, tradeDoc, twoCopies, vat21 } from '../fragments-trades.js';
import { car, firm, issuer, person } from '../samples-trades.js';

/**
 * Tyre shops (vulcanizare, SPEC §1, domain-ro §1 "Vulcanizare"): the tyre hotel, the change,
 * balancing, alignment, TPMS and puncture sheets, the tyre quote with the EU label, warranties and
 * claims, the used-tyre register and its hand-over to a collector, fleet and truck tyre checks.
 */

const trades = ['tyres' as const];
const sampleCo = (extra = {}) => issuer('tyres', extra);
const carStep = () => vehicleStep({ serviceDates: false, vinRequired: false });
const shopSignatures: Text[] = [t('Vulcanizare', 'Tyre shop', 'Gommista'), t('Client', 'Client', 'Cliente')];

/** Tyre size as moulded on the sidewall: width/profile R rim, then load and speed index. */
const SIZE = '^[0-9]{2,3}/[0-9]{2}\\s?Z?R\\s?[0-9]{2}(\\.5)?.*$';
const sizeField = (required = true): ScalarSpec =>
  f.text('size', t('Dimensiune', 'Size', 'Misura'), { ...(required ? { required: true } : {}), pattern: SIZE, maxLength: 30, placeholder: t('205/55 R16 91V', '205/55 R16 91V', '205/55 R16 91V') });
/** DOT date code: week and year of manufacture (WWYY). */
const dotField = (): ScalarSpec => f.text('dot', t('DOT (săpt./an)', 'DOT (week/year)', 'DOT (sett./anno)'), { pattern: '^(0[1-9]|[1-4][0-9]|5[0-3])[0-9]{2}$', maxLength: 4, placeholder: t('2324', '2324', '2324') });
const positions: Option[] = [
  opt('FS', t('Față stânga', 'Front left', 'Anteriore sinistra')),
  opt('FD', t('Față dreapta', 'Front right', 'Anteriore destra')),
  opt('SS', t('Spate stânga', 'Rear left', 'Posteriore sinistra')),
  opt('SD', t('Spate dreapta', 'Rear right', 'Posteriore destra')),
  opt('R', t('Rezervă', 'Spare', 'Scorta')),
];
const positionField = (): ScalarSpec => f.select('position', t('Poziție', 'Position', 'Posizione'), positions, { required: true });
const seasonOptions: Option[] = [opt('summer', t('Vară', 'Summer', 'Estivo')), opt('winter', t('Iarnă', 'Winter', 'Invernale')), opt('all', t('All season', 'All-season', '4 stagioni'))];
const treadField = (required = true): ScalarSpec => f.number('tread', t('Profil (mm)', 'Tread (mm)', 'Battistrada (mm)'), { ...(required ? { required: true } : {}), min: 0, max: 30, decimals: 1 });
const rimOptions: Option[] = [opt('steel', t('Tablă', 'Steel', 'Ferro')), opt('alloy', t('Aliaj', 'Alloy', 'Lega'))];
const wheels = [
  { position: 'FS', size: '205/55 R16 91H', brand: 'Michelin Alpin 6', dot: '3822', tread: 6.5 },
  { position: 'FD', size: '205/55 R16 91H', brand: 'Michelin Alpin 6', dot: '3822', tread: 6.4 },
  { position: 'SS', size: '205/55 R16 91H', brand: 'Michelin Alpin 6', dot: '3822', tread: 7.1 },
  { position: 'SD', size: '205/55 R16 91H', brand: 'Michelin Alpin 6', dot: '3822', tread: 7 },
];
const minTread = t(
  'Adâncimea minimă legală a profilului pentru autoturisme și autoutilitare ușoare este 1,6 mm (Directiva 89/459/CEE).',
  'The legal minimum tread depth for cars and light vans is 1.6 mm (Directive 89/459/EEC).',
  'La profondità minima legale del battistrada per autovetture e veicoli commerciali leggeri è 1,6 mm (Direttiva 89/459/CEE).',
);
const winterRule = t(
  'Pe drumurile acoperite cu zăpadă, gheață sau polei, autovehiculele circulă numai echipate cu anvelope de iarnă.',
  'On roads covered with snow, ice or frost, vehicles may only be driven fitted with winter tyres.',
  'Sulle strade coperte da neve, ghiaccio o brina i veicoli circolano solo con pneumatici invernali.',
);

/** The wheel set of the tyre hotel: position, size, brand, DOT, tread, rim. */
const storedSetStep = (): StepSpec =>
  step('set', t('Set depozitat', 'Stored set', 'Treno depositato'), [
    f.select('season', t('Sezon', 'Season', 'Stagione'), seasonOptions, { required: true, width: 'third' }),
    f.checkbox('with_rims', t('Cu jante', 'With rims', 'Con cerchi'), { width: 'third' }),
    f.select('rim', t('Jante', 'Rims', 'Cerchi'), rimOptions, { visibleIf: 'with_rims', width: 'third' }),
    f.array('items', t('Anvelope', 'Tyres', 'Pneumatici'), [positionField(), sizeField(), f.text('brand', t('Marcă / model', 'Brand / model', 'Marca / modello'), { required: true, maxLength: 60 }), dotField(), treadField()], {
      required: true,
      maxItems: 6,
      role: 'lines.items',
    }),
    f.text('location', t('Locație în depozit (raft, nivel)', 'Storage location (rack, level)', 'Posizione in deposito (scaffale, livello)'), { required: true, maxLength: 40, width: 'half' }),
  ]);

/** 1. Recepție hotel anvelope. */
const hotelIn = tradeDoc({
  key: 'hotel-anvelope-receptie',
  title: t('Hotel anvelope – bon de depozitare', 'Tyre hotel – storage receipt', 'Deposito pneumatici – ricevuta di deposito'),
  description: t(
    'Bonul pe care clientul îl primește când își lasă anvelopele la depozitare: vehiculul, setul (sezon, cu sau fără jante), fiecare anvelopă cu poziția, dimensiunea, marca, DOT și profilul măsurat, locația din depozit, perioada și tariful.',
    'The receipt a client gets when leaving tyres in storage: the vehicle, the set (season, with or without rims), each tyre with position, size, brand, DOT and measured tread, the storage location, the period and the fee.',
    'La ricevuta che il cliente riceve lasciando le gomme in deposito: veicolo, treno (stagione, con o senza cerchi), ogni pneumatico con posizione, misura, marca, DOT e battistrada misurato, posizione in deposito, periodo e tariffa.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('hotel anvelope, depozitare anvelope, pastrare anvelope, depozit roti, bon depozitare', 'tyre hotel, tyre storage, wheel storage, storage receipt', 'deposito gomme, hotel pneumatici, custodia pneumatici'),
  public: true,
  kind: 'receipt',
  prefix: 'HA',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Bon nr.', 'Receipt no.', 'Ricevuta n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista'), vatPayer: true },
  steps: [
    clientStep({ phoneRequired: true }),
    carStep(),
    storedSetStep(),
    step('fee', t('Perioadă și tarif', 'Period and fee', 'Periodo e tariffa'), [
      f.date('until', t('Depozitat până la', 'Stored until', 'Depositato fino al'), { required: true, width: 'half' }),
      f.money('price', t('Tarif depozitare (fără TVA)', 'Storage fee (excl. VAT)', 'Tariffa di deposito (IVA esclusa)'), { required: true, min: 0, width: 'half' }),
      remarksField('condition', t('Starea anvelopelor la primire', 'Condition of the tyres on receipt', 'Stato dei pneumatici alla ricezione')),
    ]),
  ],
  totals: vat21('fee.price'),
  layout: 'estimate',
  pdfTitle: t('HOTEL ANVELOPE', 'TYRE HOTEL', 'DEPOSITO GOMME'),
  signatures: shopSignatures,
  footer: t(
    'Anvelopele se eliberează numai pe baza acestui bon. Setul nereclamat la 6 luni după data de depozitare convenită se consideră abandonat, după notificarea clientului.',
    'Tyres are released only against this receipt. A set not claimed 6 months after the agreed storage date is considered abandoned, after notice to the client.',
    'I pneumatici si riconsegnano solo contro questa ricevuta. Il treno non ritirato 6 mesi dopo la data concordata si considera abbandonato, previo avviso al cliente.',
  ),
  legal: [gdprNote],
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    set: { season: 'winter', with_rims: true, rim: 'alloy', items: wheels, location: 'R3-N2-07' },
    fee: { until: '2026-11-15', price: 150, condition: 'Fără tăieturi sau umflături; jante cu zgârieturi ușoare pe FD.' },
  },
});

/** 2. Restituire din hotel anvelope. */
const hotelOut = tradeDoc({
  key: 'hotel-anvelope-restituire',
  title: t('Hotel anvelope – fișă de restituire', 'Tyre hotel – release note', 'Deposito pneumatici – scheda di riconsegna'),
  description: t(
    'Eliberarea setului depozitat: bonul de depozitare, data primirii și a restituirii, lunile de depozitare facturate cu tariful lunar, starea la restituire și confirmarea clientului că a primit toate anvelopele.',
    'Releasing a stored set: the storage receipt, the dates stored and released, the months billed at the monthly rate, the condition on release and the client’s confirmation of receiving every tyre.',
    'Riconsegna del treno depositato: ricevuta di deposito, date di deposito e riconsegna, mesi fatturati alla tariffa mensile, stato alla riconsegna e conferma del cliente.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('restituire anvelope, ridicare anvelope depozit, hotel anvelope, eliberare set roti', 'tyre release, collect stored tyres, tyre hotel', 'ritiro gomme, riconsegna deposito pneumatici'),
  kind: 'handover',
  prefix: 'HR',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Fișa nr.', 'Note no.', 'Scheda n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista'), vatPayer: true },
  steps: [
    clientStep(),
    step('release', t('Restituire', 'Release', 'Riconsegna'), [
      plateField(),
      f.text('receipt_no', t('Bon de depozitare nr.', 'Storage receipt no.', 'Ricevuta di deposito n.'), { required: true, maxLength: 20, width: 'half' }),
      f.text('location', t('Locație în depozit', 'Storage location', 'Posizione in deposito'), { maxLength: 40, width: 'half' }),
      f.date('stored_on', t('Depozitat la', 'Stored on', 'Depositato il'), { required: true, width: 'half' }),
      f.number('months', t('Luni de depozitare', 'Months stored', 'Mesi di deposito'), { required: true, min: 1, max: 24, decimals: 0, width: 'third' }),
      f.money('monthly', t('Tarif lunar (fără TVA)', 'Monthly rate (excl. VAT)', 'Tariffa mensile (IVA esclusa)'), { required: true, min: 0, width: 'third' }),
      f.money('prepaid', t('Achitat la depozitare (fără TVA)', 'Paid at storage (excl. VAT)', 'Pagato al deposito (IVA esclusa)'), { min: 0, width: 'third' }),
      f.number('tyres', t('Anvelope restituite (buc)', 'Tyres released (pcs)', 'Pneumatici riconsegnati (pz)'), { required: true, min: 1, max: 6, decimals: 0, width: 'half' }),
      remarksField('condition', t('Stare la restituire', 'Condition on release', 'Stato alla riconsegna')),
    ]),
  ],
  totals: vat21('max(release.months * release.monthly - release.prepaid, 0)'),
  layout: 'handover',
  pdfTitle: t('RESTITUIRE ANVELOPE', 'TYRE RELEASE', 'RICONSEGNA GOMME'),
  signatures: [t('Am predat', 'Released by', 'Consegnato'), t('Am primit – client', 'Received – client', 'Ricevuto – cliente')],
  footer: t(
    'Clientul confirmă primirea tuturor anvelopelor depozitate, în starea consemnată; restul de plată se calculează pe lunile de depozitare minus suma achitată la depozitare.',
    'The client confirms receiving every stored tyre in the condition noted; the balance is the storage months less the amount paid at storage.',
    'Il cliente conferma di aver ricevuto tutti i pneumatici nello stato indicato; il saldo è calcolato sui mesi di deposito meno quanto già pagato.',
  ),
  sample: {
    company: sampleCo(),
    client: person,
    release: { plate: 'CJ 12 ABC', receipt_no: 'HA-0112', location: 'R3-N2-07', stored_on: '2025-11-10', months: 5, monthly: 30, prepaid: 100, tyres: 4, condition: 'Identică cu cea de la depozitare.' },
  },
});

/** 3. Fișă de schimb anvelope. */
const tyreChange = tradeDoc({
  key: 'fisa-schimb-anvelope',
  title: t('Fișă de schimb anvelope (montaj roți)', 'Tyre change sheet (wheel fitting)', 'Scheda cambio gomme (montaggio ruote)'),
  description: t(
    'Fișa montajului sezonier sau a anvelopelor noi: anvelopele demontate și montate pe poziții cu dimensiunea, DOT și profilul, presiunea de umflare, cuplul de strângere al prezoanelor, valvele schimbate și reamintirea strângerii după 50 km.',
    'The record of a seasonal or new-tyre fitting: tyres removed and fitted by position with size, DOT and tread, inflation pressure, wheel-bolt torque, valves replaced and the reminder to re-torque after 50 km.',
    'La scheda del montaggio stagionale o di gomme nuove: pneumatici smontati e montati per posizione con misura, DOT e battistrada, pressione, coppia di serraggio dei bulloni, valvole sostituite e promemoria di riserraggio dopo 50 km.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('schimb anvelope, montaj anvelope, schimb roti, vulcanizare, cuplu strangere, anvelope iarna', 'tyre change, tyre fitting, wheel change, seasonal change, torque', 'cambio gomme, montaggio pneumatici, cambio stagionale, coppia di serraggio'),
  public: true,
  kind: 'report',
  prefix: 'SA',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista') },
  steps: [
    clientStep(),
    carStep(),
    step('fitted', t('Anvelope montate', 'Tyres fitted', 'Pneumatici montati'), [
      f.array('items', t('Roți', 'Wheels', 'Ruote'), [positionField(), sizeField(), f.text('brand', t('Marcă / model', 'Brand / model', 'Marca / modello'), { required: true, maxLength: 60 }), dotField(), treadField(), f.number('pressure', t('Presiune (bar)', 'Pressure (bar)', 'Pressione (bar)'), { required: true, min: 0.5, max: 10, decimals: 1 })], { required: true, maxItems: 6, role: 'lines.items' }),
      f.number('torque', t('Cuplu de strângere (Nm)', 'Wheel-bolt torque (Nm)', 'Coppia di serraggio (Nm)'), { required: true, min: 50, max: 700, decimals: 0, width: 'third' }),
      f.checkbox('valves', t('Valve noi', 'New valves', 'Valvole nuove'), { width: 'third' }),
      f.checkbox('balanced', t('Roți echilibrate', 'Wheels balanced', 'Ruote equilibrate'), { width: 'third' }),
      f.text('removed', t('Anvelope demontate (destinație)', 'Tyres removed (where to)', 'Pneumatici smontati (destinazione)'), { maxLength: 150 }),
    ]),
  ],
  layout: 'estimate',
  pdfTitle: t('FIȘĂ SCHIMB ANVELOPE', 'TYRE CHANGE SHEET', 'SCHEDA CAMBIO GOMME'),
  signatures: shopSignatures,
  footer: t(
    'Prezoanele se strâng din nou după primii 50–100 km. Presiunea se verifică lunar, la rece, conform etichetei vehiculului.',
    'Wheel bolts are re-torqued after the first 50–100 km. Pressure is checked monthly, cold, as the vehicle label states.',
    'I bulloni si riserrano dopo i primi 50–100 km. La pressione si controlla ogni mese, a freddo, come da etichetta del veicolo.',
  ),
  legal: [winterRule],
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    fitted: {
      items: wheels.map((w) => ({ ...w, pressure: w.position.startsWith('F') ? 2.3 : 2.1 })),
      torque: 120,
      valves: true,
      balanced: true,
      removed: 'Anvelope de vară depozitate la hotel, bon HA-0113',
    },
  },
});

/** 4. Fișă de echilibrare. */
const balancing = tradeDoc({
  key: 'fisa-echilibrare-roti',
  version: 2,
  title: t('Fișă de echilibrare a roților', 'Wheel balancing sheet', 'Scheda di equilibratura ruote'),
  description: t(
    'Echilibrarea pe fiecare roată: dezechilibrul măsurat pe interior și exterior, greutățile aplicate (cu clemă sau adezive) în grame, dezechilibrul rezidual după corecție și totalul greutăților folosite.',
    'Balancing each wheel: the imbalance measured on the inner and outer plane, the weights fitted (clip-on or adhesive) in grams, the residual imbalance after correction and the total weight used.',
    'Equilibratura di ogni ruota: squilibrio misurato sul piano interno ed esterno, contrappesi applicati (a molla o adesivi) in grammi, squilibrio residuo dopo la correzione e totale dei pesi usati.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('echilibrare, echilibrare roti, greutati echilibrare, vibratii volan, plumbi roti', 'wheel balancing, balance weights, steering vibration', 'equilibratura, contrappesi, vibrazioni volante'),
  kind: 'report',
  prefix: 'ER',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista') },
  steps: [
    carStep(),
    step('wheels', t('Echilibrare', 'Balancing', 'Equilibratura'), [
      f.array('items', t('Roți', 'Wheels', 'Ruote'), [
        positionField(),
        f.number('inner', t('Interior (g)', 'Inner (g)', 'Interno (g)'), { required: true, min: 0, decimals: 0 }),
        f.number('outer', t('Exterior (g)', 'Outer (g)', 'Esterno (g)'), { required: true, min: 0, decimals: 0 }),
        f.select('weight_type', t('Tip greutăți', 'Weight type', 'Tipo contrappesi'), [opt('clip', t('Cu clemă', 'Clip-on', 'A molla')), opt('adhesive', t('Adezive', 'Adhesive', 'Adesivi'))], { required: true }),
        f.number('total', t('Total roată (g)', 'Wheel total (g)', 'Totale ruota (g)'), { compute: 'inner + outer', decimals: 0 }),
        f.number('residual', t('Rezidual (g)', 'Residual (g)', 'Residuo (g)'), { min: 0, decimals: 0 }),
      ], { required: true, maxItems: 6 }),
      f.text('machine', t('Mașina de echilibrat', 'Balancing machine', 'Equilibratrice'), { maxLength: 80, width: 'half' }),
    ]),
  ],
  totals: [numberTotal('weights', t('Total greutăți aplicate (g)', 'Total weights fitted (g)', 'Totale contrappesi (g)'), 'sum(wheels.items.total)')],
  pdfTitle: t('FIȘĂ ECHILIBRARE', 'BALANCING SHEET', 'SCHEDA EQUILIBRATURA'),
  signatures: [t('Operator', 'Operator', 'Operatore')],
  footer: t(
    'Valoare orientativă din practica atelierelor, nu normă legală: un rezidual de cel mult 5 g pe plan este de regulă acceptat; peste această valoare roata se reechilibrează sau se verifică janta.',
    'Workshop rule of thumb, not a legal standard: a residual of at most 5 g per plane is usually accepted; above that the wheel is rebalanced or the rim checked.',
    'Valore indicativo della pratica di officina, non norma di legge: un residuo fino a 5 g per piano è di solito accettato; oltre, la ruota si riequilibra o si controlla il cerchio.',
  ),
  sample: {
    company: sampleCo(),
    vehicle: car,
    wheels: {
      items: [
        { position: 'FS', inner: 25, outer: 15, weight_type: 'adhesive', residual: 0 },
        { position: 'FD', inner: 10, outer: 20, weight_type: 'adhesive', residual: 5 },
        { position: 'SS', inner: 35, outer: 5, weight_type: 'adhesive', residual: 0 },
        { position: 'SD', inner: 15, outer: 10, weight_type: 'adhesive', residual: 0 },
      ],
      machine: 'Hunter Road Force Elite',
    },
  },
});

/** 5. Fișă de geometrie. */
const alignment = tradeDoc({
  key: 'fisa-geometrie-roti',
  title: t('Fișă de geometrie a roților (înainte și după reglaj)', 'Wheel alignment report (before and after)', "Scheda di assetto ruote (prima e dopo la regolazione)"),
  description: t(
    'Raportul de geometrie: pe fiecare roată unghiul de cădere (camber), fuga (caster) și convergența, înainte și după reglaj, comparate cu valorile producătorului, convergența totală pe axă și poziția volanului.',
    'The alignment report: for each wheel camber, caster and toe, before and after adjustment, against the maker’s values, total toe per axle and the steering wheel position.',
    "Il rapporto d'assetto: per ogni ruota campanatura, incidenza e convergenza, prima e dopo la regolazione, rispetto ai valori del costruttore, convergenza totale per asse e posizione del volante.",
  ),
  category: 'auto-service',
  trades: ['tyres', 'auto'],
  keywords: kw('geometrie, geometrie roti, aliniere roti, convergenta, camber, unghiuri roti', 'wheel alignment, tracking, toe, camber, caster', 'assetto ruote, convergenza, campanatura, allineamento'),
  public: true,
  kind: 'report',
  prefix: 'GR',
  company: { numberLabel: t('Fișa nr.', 'Report no.', 'Scheda n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista') },
  steps: [
    clientStep(),
    carStep(),
    step('angles', t('Unghiuri', 'Angles', 'Angoli'), [
      f.array('items', t('Măsurători', 'Measurements', 'Misure'), [
        positionField(),
        f.number('camber_before', t('Cădere înainte (°)', 'Camber before (°)', 'Campanatura prima (°)'), { decimals: 2, min: -10, max: 10 }),
        f.number('camber_after', t('Cădere după (°)', 'Camber after (°)', 'Campanatura dopo (°)'), { required: true, decimals: 2, min: -10, max: 10 }),
        f.number('toe_before', t('Convergență înainte (°)', 'Toe before (°)', 'Convergenza prima (°)'), { decimals: 2, min: -5, max: 5 }),
        f.number('toe_after', t('Convergență după (°)', 'Toe after (°)', 'Convergenza dopo (°)'), { required: true, decimals: 2, min: -5, max: 5 }),
        f.number('caster', t('Fugă (°)', 'Caster (°)', 'Incidenza (°)'), { decimals: 2, min: -5, max: 15 }),
      ], { required: true, maxItems: 4 }),
      f.text('spec', t('Valori producător (convergență totală față/spate)', "Maker's values (total toe front/rear)", 'Valori del costruttore (convergenza totale ant./post.)'), { maxLength: 100 }),
      f.checkbox('wheel_centered', t('Volan centrat la probă', 'Steering wheel centred on test', 'Volante centrato alla prova')),
    ]),
  ],
  totals: [
    numberTotal('camber_spread', t('Diferența maximă de cădere între roți după reglaj (°)', 'Largest camber difference between wheels after (°)', 'Differenza massima di campanatura dopo (°)'), 'round(max(angles.items.camber_after) - min(angles.items.camber_after), 2)'),
  ],
  layout: 'estimate',
  pdfTitle: t('FIȘĂ GEOMETRIE', 'ALIGNMENT REPORT', 'SCHEDA ASSETTO'),
  signatures: shopSignatures,
  footer: t(
    'Reglajul se face pe standul de geometrie calibrat, cu vehiculul la presiunea corectă și fără încărcătură; o convergență greșită uzează anvelopele pe margini.',
    'Adjustment is done on a calibrated alignment rig, the car at correct pressure and unladen; wrong toe wears tyres on their edges.',
    "La regolazione si fa su banco assetto tarato, con il veicolo alla pressione corretta e scarico; una convergenza errata consuma i bordi dei pneumatici.",
  ),
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    angles: {
      items: [
        { position: 'FS', camber_before: -1.2, camber_after: -0.75, toe_before: 0.25, toe_after: 0.05, caster: 7.2 },
        { position: 'FD', camber_before: -0.6, camber_after: -0.7, toe_before: -0.1, toe_after: 0.05, caster: 7.1 },
        { position: 'SS', camber_before: -1.4, camber_after: -1.4, toe_before: 0.12, toe_after: 0.12 },
        { position: 'SD', camber_before: -1.3, camber_after: -1.3, toe_before: 0.1, toe_after: 0.1 },
      ],
      spec: 'Față 0°10′ ± 0°10′; spate 0°20′ ± 0°10′',
      wheel_centered: true,
    },
  },
});

/** 6. Raport service TPMS. */
const tpms = tradeDoc({
  key: 'raport-service-tpms',
  title: t('Raport service senzori de presiune (TPMS)', 'TPMS sensor service report', 'Rapporto di servizio sensori di pressione (TPMS)'),
  description: t(
    'Verificarea și programarea senzorilor de presiune: pe fiecare roată ID-ul senzorului, starea bateriei, presiunea și temperatura citite, senzorii înlocuiți sau programați și procedura de reînvățare făcută.',
    'Checking and programming tyre pressure sensors: for each wheel the sensor ID, battery status, pressure and temperature read, sensors replaced or programmed and the relearn procedure done.',
    'Verifica e programmazione dei sensori di pressione: per ogni ruota ID del sensore, stato della batteria, pressione e temperatura lette, sensori sostituiti o programmati e procedura di riapprendimento.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('tpms, senzori presiune, senzor presiune anvelope, martor presiune, programare senzori', 'tpms, tyre pressure sensor, sensor relearn, pressure warning light', 'tpms, sensori pressione pneumatici, spia pressione, riapprendimento'),
  kind: 'report',
  prefix: 'TP',
  company: { numberLabel: t('Raport nr.', 'Report no.', 'Rapporto n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista') },
  steps: [
    clientStep(),
    carStep(),
    step('sensors', t('Senzori', 'Sensors', 'Sensori'), [
      f.array('items', t('Senzori', 'Sensors', 'Sensori'), [
        positionField(),
        f.text('sensor_id', t('ID senzor', 'Sensor ID', 'ID sensore'), { required: true, maxLength: 12 }),
        f.select('battery', t('Baterie', 'Battery', 'Batteria'), [opt('ok', t('Bună', 'OK', 'Buona')), opt('low', t('Slabă', 'Low', 'Scarica'))], { required: true }),
        f.number('pressure', t('Presiune (bar)', 'Pressure (bar)', 'Pressione (bar)'), { min: 0, max: 10, decimals: 1 }),
        f.number('temperature', t('Temperatură (°C)', 'Temperature (°C)', 'Temperatura (°C)'), { min: -40, max: 120, decimals: 0 }),
        f.select('action', t('Acțiune', 'Action', 'Azione'), [opt('none', t('Niciuna', 'None', 'Nessuna')), opt('replaced', t('Înlocuit', 'Replaced', 'Sostituito')), opt('programmed', t('Programat', 'Programmed', 'Programmato'))], { required: true }),
      ], { required: true, maxItems: 5 }),
      f.select('relearn', t('Reînvățare', 'Relearn', 'Riapprendimento'), [opt('auto', t('Automată (rulare)', 'Automatic (driving)', 'Automatico (guida)')), opt('tool', t('Cu tester OBD', 'With OBD tool', 'Con strumento OBD')), opt('manual', t('Procedură manuală', 'Manual procedure', 'Procedura manuale'))], { required: true, width: 'half' }),
      f.checkbox('light_off', t('Martorul TPMS stins după reînvățare', 'TPMS light off after relearn', 'Spia TPMS spenta dopo il riapprendimento'), { width: 'half' }),
    ]),
  ],
  layout: 'estimate',
  pdfTitle: t('RAPORT TPMS', 'TPMS REPORT', 'RAPPORTO TPMS'),
  signatures: shopSignatures,
  footer: t(
    'La fiecare montaj se înlocuiesc garnitura și piulița valvei senzorului; bateria unui senzor nu se schimbă separat.',
    'At each fitting the sensor valve seal and nut are replaced; a sensor battery is not replaced on its own.',
    "A ogni montaggio si sostituiscono guarnizione e dado della valvola del sensore; la batteria di un sensore non si cambia separatamente.",
  ),
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    sensors: {
      items: [
        { position: 'FS', sensor_id: '1A2B3C4D', battery: 'ok', pressure: 2.3, temperature: 18, action: 'none' },
        { position: 'FD', sensor_id: '1A2B3C55', battery: 'low', pressure: 2.2, temperature: 18, action: 'replaced' },
        { position: 'SS', sensor_id: '1A2B3C6E', battery: 'ok', pressure: 2.1, temperature: 17, action: 'none' },
        { position: 'SD', sensor_id: '1A2B3C7F', battery: 'ok', pressure: 2.1, temperature: 17, action: 'none' },
      ],
      relearn: 'tool',
      light_off: true,
    },
  },
});

/** 7. Fișă de reparație a unei pene. */
const puncture = tradeDoc({
  key: 'fisa-reparatie-pana',
  title: t('Fișă de reparație a unei pene', 'Puncture repair record', 'Scheda di riparazione foratura'),
  description: t(
    'Evaluarea și repararea unei anvelope înțepate: poziția, dimensiunea și DOT, locul înțepăturii (banda de rulare sau flanc), diametrul, dacă anvelopa a rulat dezumflată, metoda de reparație (ciupercă, petic, dop) sau motivul pentru care nu se poate repara.',
    'Assessing and repairing a punctured tyre: position, size and DOT, where the puncture is (tread or sidewall), its diameter, whether the tyre ran flat, the repair method (mushroom plug, patch, plug) or why it cannot be repaired.',
    'Valutazione e riparazione di un pneumatico forato: posizione, misura e DOT, punto della foratura (battistrada o fianco), diametro, se ha girato sgonfio, metodo di riparazione (fungo, pezza, tappo) o motivo per cui non è riparabile.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('reparatie pana, pana, anvelopa inteapta, vulcanizare pana, petic, ciuperca', 'puncture repair, flat tyre, tyre plug, tyre patch', 'riparazione foratura, gomma forata, fungo, pezza'),
  kind: 'report',
  prefix: 'RP',
  company: { numberLabel: t('Fișa nr.', 'Record no.', 'Scheda n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista') },
  steps: [
    clientStep(),
    carStep(),
    step('tyre', t('Anvelopă și înțepătură', 'Tyre and puncture', 'Pneumatico e foratura'), [
      positionField(),
      sizeField(),
      dotField(),
      treadField(),
      f.select('zone', t('Locul înțepăturii', 'Puncture location', 'Punto della foratura'), [opt('tread', t('Banda de rulare (zona centrală)', 'Tread (centre area)', 'Battistrada (zona centrale)')), opt('shoulder', t('Umăr', 'Shoulder', 'Spalla')), opt('sidewall', t('Flanc', 'Sidewall', 'Fianco'))], { required: true, width: 'half' }),
      f.number('diameter', t('Diametru (mm)', 'Diameter (mm)', 'Diametro (mm)'), { required: true, min: 0, max: 50, decimals: 1, width: 'half' }),
      f.checkbox('run_flat', t('A rulat dezumflată (urme pe interior)', 'Ran flat (inner liner marks)', 'Ha girato sgonfio (segni interni)')),
      f.radio('method', t('Reparație', 'Repair', 'Riparazione'), [
        opt('mushroom', t('Ciupercă (din interior)', 'Mushroom plug (from inside)', 'Fungo (dall’interno)')),
        opt('patch', t('Petic vulcanizat', 'Vulcanised patch', 'Pezza vulcanizzata')),
        opt('plug', t('Dop (provizoriu)', 'String plug (temporary)', 'Tappo (provvisorio)')),
        opt('none', t('Nu se poate repara', 'Not repairable', 'Non riparabile')),
      ], { required: true }),
      remarksField(),
    ]),
  ],
  layout: 'estimate',
  pdfTitle: t('REPARAȚIE PANĂ', 'PUNCTURE REPAIR', 'RIPARAZIONE FORATURA'),
  signatures: shopSignatures,
  footer: t(
    'Se repară numai înțepăturile din zona centrală a benzii de rulare, de diametru mic, conform instrucțiunilor producătorului materialelor; flancul și umărul nu se repară. Dopul exterior este o reparație provizorie.',
    'Only small punctures in the centre of the tread are repaired, as the repair-material maker instructs; sidewall and shoulder are not repaired. An outside plug is a temporary repair.',
    'Si riparano solo forature piccole nella zona centrale del battistrada, secondo le istruzioni del produttore dei materiali; fianco e spalla non si riparano. Il tappo esterno è provvisorio.',
  ),
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    tyre: { position: 'SD', size: '205/55 R16 91H', dot: '3822', tread: 7, zone: 'tread', diameter: 4, run_flat: false, method: 'mushroom', remarks: 'Șurub extras din banda de rulare; roată reechilibrată.' },
  },
});

/** 8. Certificat de garanție anvelope. */
const tyreWarranty = tradeDoc({
  key: 'certificat-garantie-anvelope',
  title: t('Certificat de garanție pentru anvelope vândute', 'Warranty certificate for tyres sold', 'Certificato di garanzia per pneumatici venduti'),
  description: t(
    'Garanția anvelopelor vândute și montate: factura, anvelopele cu dimensiune, marcă, DOT și cantitate, data montajului și km, condițiile (presiune corectă, geometrie, fără avarii din drum) și ce nu acoperă garanția.',
    'The warranty of tyres sold and fitted: the invoice, tyres with size, brand, DOT and quantity, the fitting date and odometer, the conditions (correct pressure, alignment, no road hazard damage) and what the warranty does not cover.',
    'La garanzia dei pneumatici venduti e montati: fattura, pneumatici con misura, marca, DOT e quantità, data di montaggio e km, condizioni (pressione corretta, assetto, nessun danno stradale) ed esclusioni.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('garantie anvelope, certificat garantie anvelope, anvelope noi, defect fabricatie anvelopa', 'tyre warranty, tyre guarantee, manufacturing defect', 'garanzia pneumatici, difetto di fabbricazione'),
  kind: 'certificate',
  prefix: 'CGA',
  company: { numberLabel: t('Certificat nr.', 'Certificate no.', 'Certificato n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista') },
  steps: [
    clientStep(),
    carStep(),
    step('tyres', t('Anvelope', 'Tyres', 'Pneumatici'), [
      f.text('invoice', t('Factura nr./data', 'Invoice no./date', 'Fattura n./data'), { required: true, maxLength: 50, width: 'half' }),
      f.number('months', t('Garanție (luni)', 'Warranty (months)', 'Garanzia (mesi)'), { required: true, min: 24, decimals: 0, default: 24, width: 'half' }),
      f.array('items', t('Anvelope vândute', 'Tyres sold', 'Pneumatici venduti'), [sizeField(), f.text('brand', t('Marcă / model', 'Brand / model', 'Marca / modello'), { required: true, maxLength: 60 }), dotField(), f.number('qty', L.qty, { required: true, min: 1, decimals: 0 })], { required: true, maxItems: 10, role: 'lines.items' }),
      f.textarea('exclusions', t('Nu sunt acoperite de garanție', 'Not covered', 'Non coperto dalla garanzia'), { required: true, maxLength: 1500 }),
    ]),
  ],
  totals: [numberTotal('qty', t('Anvelope (buc)', 'Tyres (pcs)', 'Pneumatici (pz)'), 'sum(tyres.items.qty)')],
  layout: 'estimate',
  pdfTitle: t('CERTIFICAT DE GARANȚIE', 'WARRANTY CERTIFICATE', 'CERTIFICATO DI GARANZIA'),
  signatures: shopSignatures,
  footer: t(
    'Reclamațiile se depun cu anvelopa demontată, factura și acest certificat; defectul se constată de vânzător și, la nevoie, de producător.',
    'Claims are made with the tyre removed, the invoice and this certificate; the fault is assessed by the seller and, if need be, the maker.',
    'I reclami si presentano con il pneumatico smontato, la fattura e questo certificato; il difetto è valutato dal venditore e, se serve, dal produttore.',
  ),
  legal: [t(
    'Consumatorii beneficiază de garanția legală de conformitate de 2 ani pentru bunurile cumpărate (OUG nr. 140/2021), pe lângă această garanție comercială.',
    'Consumers have the 2-year legal guarantee of conformity for goods bought (Emergency Ordinance 140/2021), in addition to this commercial warranty.',
    'I consumatori hanno la garanzia legale di conformità di 2 anni sui beni acquistati (OUG n. 140/2021), oltre a questa garanzia commerciale.',
  )],
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    tyres: {
      invoice: 'RB-0451 / 16.03.2026',
      months: 24,
      items: [{ size: '205/55 R16 91V', brand: 'Continental PremiumContact 7', dot: '0626', qty: 4 }],
      exclusions: 'Uzura normală, tăieturi și lovituri din drum, rularea dezumflată, geometria incorectă, montajul făcut de terți.',
    },
  },
});

/** 9. Comandă de anvelope. */
const tyreOrder = tradeDoc({
  key: 'comanda-anvelope-furnizor',
  title: t('Comandă de anvelope către distribuitor', 'Tyre order to a distributor', 'Ordine di pneumatici al distributore'),
  description: t(
    'Comanda de anvelope și jante: pe fiecare linie dimensiunea, indicii de sarcină și viteză, sezonul, marca, cantitatea și prețul, cu mențiunea DOT maxim acceptat, clientul pentru care se comandă și termenul.',
    'An order for tyres and rims: each line with size, load and speed index, season, brand, quantity and price, the oldest DOT accepted, the client it is for and the delivery date.',
    'Ordine di pneumatici e cerchi: ogni riga con misura, indici di carico e velocità, stagione, marca, quantità e prezzo, DOT più vecchio accettato, cliente per cui si ordina e termine.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('comanda anvelope, comanda distribuitor, aprovizionare anvelope, jante, stoc anvelope', 'tyre order, purchase order, tyre distributor', 'ordine pneumatici, distributore gomme, cerchi'),
  kind: 'order',
  prefix: 'CA',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Comandă nr.', 'Order no.', 'Ordine n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista'), vatPayer: true },
  steps: [
    step('supplier', t('Distribuitor', 'Distributor', 'Distributore'), [
      f.text('name', t('Distribuitor', 'Distributor', 'Distributore'), { required: true, maxLength: 200, role: 'supplier.name' }),
      f.cui('cui', t('CUI / CIF', 'Tax ID (CUI)', 'Codice fiscale (CUI)'), { required: true, role: 'supplier.cui', width: 'half' }),
      f.text('for_client', t('Pentru clientul / vehiculul', 'For client / vehicle', 'Per cliente / veicolo'), { maxLength: 100, width: 'half' }),
    ], { prefill: 'history' }),
    step('tyres', t('Anvelope', 'Tyres', 'Pneumatici'), [
      f.array('items', t('Linii', 'Lines', 'Righe'), [
        sizeField(),
        f.select('season', t('Sezon', 'Season', 'Stagione'), seasonOptions, { required: true }),
        f.text('brand', t('Marcă / model', 'Brand / model', 'Marca / modello'), { required: true, maxLength: 60 }),
        f.number('qty', L.qty, { required: true, min: 1, decimals: 0 }),
        f.money('price', t('Preț (fără TVA)', 'Price (excl. VAT)', 'Prezzo (IVA esclusa)'), { required: true, min: 0 }),
        f.money('value', t('Valoare', 'Amount', 'Importo'), { compute: 'round(qty * price, 2)' }),
      ], { required: true, historyPick: true, maxItems: 100, role: 'lines.items' }),
      f.text('dot_min', t('DOT acceptat (nu mai vechi de)', 'DOT accepted (not older than)', 'DOT accettato (non più vecchio di)'), { maxLength: 20, width: 'half' }),
      f.date('needed_by', t('Termen de livrare', 'Delivery date', 'Termine di consegna'), { required: true, width: 'half' }),
    ]),
  ],
  totals: vat21('sum(tyres.items.value)'),
  pdfTitle: t('COMANDĂ ANVELOPE', 'TYRE ORDER', 'ORDINE PNEUMATICI'),
  signatures: [t('Comandat de', 'Ordered by', 'Ordinato da'), t('Distribuitor – confirmare', 'Distributor – confirmation', 'Distributore – conferma')],
  footer: t(
    'Anvelopele cu DOT mai vechi decât cel acceptat nu se recepționează; livrarea se face cu factură sau aviz de însoțire.',
    'Tyres with a DOT older than accepted are refused at receipt; delivery comes with an invoice or delivery note.',
    'I pneumatici con DOT più vecchio di quello accettato si rifiutano; la consegna avviene con fattura o DDT.',
  ),
  sample: {
    company: sampleCo(),
    supplier: { name: 'Anvelope Distribuție Transilvania SRL', cui: '14400023', for_client: 'Ștefan Țăranu – CJ 12 ABC' },
    tyres: {
      items: [
        { size: '205/55 R16 91V', season: 'summer', brand: 'Continental PremiumContact 7', qty: 4, price: 389 },
        { size: '225/45 R17 94W', season: 'summer', brand: 'Michelin Primacy 4+', qty: 2, price: 512 },
      ],
      dot_min: '2025',
      needed_by: '2026-03-18',
    },
  },
});

/** 10. Ofertă de anvelope cu eticheta UE. */
const tyreQuote = tradeDoc({
  key: 'oferta-anvelope-eticheta-ue',
  title: t('Ofertă de anvelope cu eticheta UE', 'Tyre quote with the EU tyre label', "Offerta di pneumatici con l'etichetta UE"),
  description: t(
    'Oferta de anvelope în mai multe variante (economic, mediu, premium): pentru fiecare dimensiunea, marca, clasele de pe eticheta UE (eficiență energetică, aderență pe ud, zgomot în dB), prețul pe bucată, cantitatea, montajul și totalul.',
    'A tyre quote in several options (budget, mid, premium): for each the size, brand, EU label classes (energy efficiency, wet grip, noise in dB), price per tyre, quantity, fitting and total.',
    "Un'offerta di pneumatici in più varianti (economica, media, premium): per ciascuna misura, marca, classi dell'etichetta UE (efficienza energetica, aderenza sul bagnato, rumore in dB), prezzo unitario, quantità, montaggio e totale.",
  ),
  category: 'auto-service',
  trades,
  keywords: kw('oferta anvelope, pret anvelope, eticheta anvelope, anvelope vara, anvelope iarna, oferta vulcanizare', 'tyre quote, tyre prices, eu tyre label, tyre offer', 'offerta pneumatici, prezzo gomme, etichetta pneumatici'),
  public: true,
  kind: 'quote',
  prefix: 'OA',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Ofertă nr.', 'Quote no.', 'Offerta n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista'), validUntil: 'required', vatPayer: true },
  steps: [
    clientStep(),
    step('options', t('Variante', 'Options', 'Varianti'), [
      f.array('items', t('Anvelope', 'Tyres', 'Pneumatici'), [
        f.select('tier', t('Variantă', 'Option', 'Variante'), [opt('budget', t('Economic', 'Budget', 'Economica')), opt('mid', t('Mediu', 'Mid-range', 'Media')), opt('premium', t('Premium', 'Premium', 'Premium'))], { required: true }),
        sizeField(),
        f.text('brand', t('Marcă / model', 'Brand / model', 'Marca / modello'), { required: true, maxLength: 60 }),
        f.select('fuel_class', t('Clasa energetică', 'Energy class', 'Classe energetica'), ['A', 'B', 'C', 'D', 'E'].map((c) => opt(c, t(c, c, c))), { required: true }),
        f.select('wet_class', t('Aderență pe ud', 'Wet grip', 'Aderenza sul bagnato'), ['A', 'B', 'C', 'D', 'E'].map((c) => opt(c, t(c, c, c))), { required: true }),
        f.number('noise', t('Zgomot (dB)', 'Noise (dB)', 'Rumore (dB)'), { required: true, min: 50, max: 90, decimals: 0 }),
        f.number('qty', L.qty, { required: true, min: 1, decimals: 0, default: 4 }),
        f.money('price', t('Preț / buc (fără TVA)', 'Price / tyre (excl. VAT)', 'Prezzo / pz (IVA esclusa)'), { required: true, min: 0 }),
        f.money('value', t('Valoare', 'Amount', 'Importo'), { compute: 'round(qty * price, 2)' }),
      ], { required: true, maxItems: 12, role: 'lines.items' }),
      f.money('fitting', t('Montaj și echilibrare set (fără TVA)', 'Fitting and balancing per set (excl. VAT)', 'Montaggio ed equilibratura (IVA esclusa)'), { min: 0, width: 'half' }),
      f.select('chosen', t('Varianta aleasă de client', "Client's choice", 'Variante scelta dal cliente'), [opt('budget', t('Economic', 'Budget', 'Economica')), opt('mid', t('Mediu', 'Mid-range', 'Media')), opt('premium', t('Premium', 'Premium', 'Premium'))], { width: 'half' }),
    ]),
  ],
  totals: [
    sumTotal('lowest', t('Cea mai ieftină variantă (anvelope)', 'Cheapest option (tyres)', 'Variante più economica (pneumatici)'), 'min(options.items.value)'),
    sumTotal('highest', t('Cea mai scumpă variantă (anvelope)', 'Most expensive option (tyres)', 'Variante più cara (pneumatici)'), 'max(options.items.value)'),
    sumTotal('fitting_vat', t('Montaj cu TVA', 'Fitting incl. VAT', 'Montaggio IVA inclusa'), 'round(options.fitting * (1 + document.vat.rate / 100), 2)'),
  ],
  layout: 'quote',
  pdfTitle: t('OFERTĂ ANVELOPE', 'TYRE QUOTE', 'OFFERTA PNEUMATICI'),
  signatures: [t('Vulcanizare', 'Tyre shop', 'Gommista'), t('Client – acceptat', 'Client – accepted', 'Cliente – accettato')],
  footer: t(
    'Prețurile sunt pe bucată, fără TVA (21%); oferta este valabilă până la data indicată, în limita stocului.',
    'Prices are per tyre, excluding VAT (21%); the quote is valid until the date shown, while stocks last.',
    'Prezzi per pneumatico, IVA esclusa (21%); offerta valida fino alla data indicata, salvo esaurimento scorte.',
  ),
  legal: [t(
    'Clasele de pe eticheta anvelopelor sunt cele declarate de producător conform Regulamentului (UE) 2020/740.',
    'The tyre label classes are those declared by the maker under Regulation (EU) 2020/740.',
    "Le classi dell'etichetta sono quelle dichiarate dal produttore ai sensi del Regolamento (UE) 2020/740.",
  )],
  sample: {
    company: sampleCo({ valid_until: '2026-03-31' }),
    client: person,
    options: {
      items: [
        { tier: 'budget', size: '205/55 R16 91V', brand: 'Kormoran Road Performance', fuel_class: 'C', wet_class: 'B', noise: 71, qty: 4, price: 245 },
        { tier: 'mid', size: '205/55 R16 91V', brand: 'Hankook Ventus Prime 4', fuel_class: 'B', wet_class: 'A', noise: 69, qty: 4, price: 329 },
        { tier: 'premium', size: '205/55 R16 91V', brand: 'Michelin Primacy 4+', fuel_class: 'A', wet_class: 'A', noise: 68, qty: 4, price: 455 },
      ],
      fitting: 140,
      chosen: 'mid',
    },
  },
});

/** 11. Registrul anvelopelor uzate preluate. */
const usedTyresRegister = tradeDoc({
  key: 'registru-anvelope-uzate',
  version: 2,
  title: t('Registrul anvelopelor uzate preluate de la clienți', 'Register of used tyres taken back from clients', 'Registro dei pneumatici usati ritirati dai clienti'),
  description: t(
    'Evidența anvelopelor uzate lăsate de clienți la schimb: data, clientul, numărul de anvelope și greutatea estimată, stocul rămas și predările la colectorul autorizat, pe perioada raportată.',
    'The record of used tyres clients leave when they buy new ones: date, client, number of tyres and estimated weight, the stock left and the hand-overs to the authorised collector, for the period reported.',
    'Il registro dei pneumatici usati lasciati dai clienti al cambio: data, cliente, numero di pneumatici e peso stimato, giacenza e consegne al raccoglitore autorizzato, per il periodo.',
  ),
  category: 'records',
  trades,
  keywords: kw('anvelope uzate, registru anvelope uzate, evidenta deseuri anvelope, preluare anvelope vechi, deseuri', 'used tyres, end-of-life tyres, tyre waste register, take-back', 'pneumatici fuori uso, pfu, registro rifiuti, ritiro gomme usate'),
  kind: 'register',
  prefix: 'RAU',
  company: { numberLabel: t('Registru nr.', 'Register no.', 'Registro n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista') },
  steps: [
    step('period', t('Perioada', 'Period', 'Periodo'), [
      f.text('period', t('Perioada', 'Period', 'Periodo'), { required: true, maxLength: 50, width: 'half' }),
      f.number('stock_start', t('Stoc la început (buc)', 'Stock at the start (pcs)', 'Giacenza iniziale (pz)'), { required: true, min: 0, decimals: 0, width: 'half' }),
    ]),
    step('entries', t('Înregistrări', 'Entries', 'Registrazioni'), [
      f.array('items', t('Preluări și predări', 'Take-backs and hand-overs', 'Ritiri e consegne'), [
        f.date('date', L.date, { required: true }),
        f.text('party', t('Client / colector', 'Client / collector', 'Cliente / raccoglitore'), { required: true, maxLength: 100 }),
        f.number('in', t('Preluate (buc)', 'Taken in (pcs)', 'Ritirati (pz)'), { min: 0, decimals: 0 }),
        f.number('out', t('Predate colectorului (buc)', 'Handed to collector (pcs)', 'Consegnati (pz)'), { min: 0, decimals: 0 }),
        f.number('kg', t('Greutate (kg)', 'Weight (kg)', 'Peso (kg)'), { min: 0, decimals: 0 }),
        f.text('document', t('Document', 'Document', 'Documento'), { maxLength: 40 }),
      ], { required: true, maxItems: 1000 }),
    ]),
  ],
  totals: [
    numberTotal('in', t('Total preluate (buc)', 'Total taken in (pcs)', 'Totale ritirati (pz)'), 'sum(entries.items.in)'),
    numberTotal('out', t('Total predate (buc)', 'Total handed over (pcs)', 'Totale consegnati (pz)'), 'sum(entries.items.out)'),
    numberTotal('stock', t('Stoc la sfârșit (buc)', 'Stock at the end (pcs)', 'Giacenza finale (pz)'), 'period.stock_start + totals.in - totals.out'),
  ],
  pdfTitle: t('REGISTRU ANVELOPE UZATE', 'USED TYRE REGISTER', 'REGISTRO PNEUMATICI USATI'),
  signatures: [t('Responsabil', 'Responsible person', 'Responsabile')],
  footer: t(
    'Anvelopele uzate se depozitează separat, ferit de foc, și se predau numai operatorilor autorizați, pe bază de document de predare.',
    'Used tyres are stored apart, away from fire, and handed only to authorised operators, against a hand-over document.',
    'I pneumatici usati si stoccano separatamente, lontano da fiamme, e si consegnano solo a operatori autorizzati, con documento di consegna.',
  ),
  legal: [t(
    'Gestionarea anvelopelor uzate: HG nr. 170/2004 privind gestionarea anvelopelor uzate.',
    'Management of used tyres: Government Decision 170/2004 on the management of used tyres.',
    'Gestione dei pneumatici usati: Decisione del Governo n. 170/2004 sulla gestione dei pneumatici usati.',
  )],
  sample: {
    company: sampleCo(),
    period: { period: 'Martie 2026', stock_start: 36 },
    entries: {
      items: [
        { date: '2026-03-02', party: 'Ștefan Țăranu', in: 4, kg: 36, document: 'RB-0402' },
        { date: '2026-03-09', party: 'Ștefănescu Distribuție SRL', in: 8, kg: 88, document: 'RB-0428' },
        { date: '2026-03-14', party: 'Eco Anvelope Colect SRL', out: 40, kg: 380, document: 'PV-0007' },
      ],
    },
  },
});

/** 12. PV de predare a anvelopelor uzate la colector. */
const usedTyresHandover = tradeDoc({
  key: 'pv-predare-anvelope-uzate-colector',
  title: t('Proces-verbal de predare a anvelopelor uzate către colector', 'Hand-over of used tyres to a collector', 'Verbale di consegna dei pneumatici usati al raccoglitore'),
  description: t(
    'Predarea anvelopelor uzate către un operator autorizat: colectorul cu CUI și autorizația de mediu, codul deșeului, numărul și greutatea pe categorii (autoturism, camion, moto), vehiculul de transport și semnăturile.',
    'Handing used tyres to an authorised operator: the collector with tax ID and environmental permit, the waste code, number and weight by category (car, truck, motorcycle), the transport vehicle and signatures.',
    "Consegna dei pneumatici usati a un operatore autorizzato: raccoglitore con codice fiscale e autorizzazione ambientale, codice del rifiuto, numero e peso per categoria (auto, camion, moto), veicolo di trasporto e firme.",
  ),
  category: 'records',
  trades,
  keywords: kw('predare anvelope uzate, colector anvelope, deseu 16 01 03, reciclare anvelope, proces verbal predare deseuri', 'used tyre handover, waste collector, 16 01 03, tyre recycling', 'consegna pneumatici usati, raccoglitore, 16 01 03, riciclo'),
  kind: 'handover',
  prefix: 'PAU',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Deținător', 'Holder', 'Detentore') },
  steps: [
    step('collector', t('Colector autorizat', 'Authorised collector', 'Raccoglitore autorizzato'), [
      f.text('name', t('Denumire', 'Name', 'Denominazione'), { required: true, maxLength: 200, role: 'supplier.name' }),
      f.cui('cui', t('CUI / CIF', 'Tax ID (CUI)', 'Codice fiscale (CUI)'), { required: true, role: 'supplier.cui', width: 'half' }),
      f.text('permit', t('Autorizație de mediu nr./valabilă până la', 'Environmental permit no./valid until', 'Autorizzazione ambientale n./scadenza'), { required: true, maxLength: 80, width: 'half' }),
      plateField({ required: false }),
      f.text('driver', L.driver, { maxLength: 100, width: 'half' }),
    ], { prefill: 'history' }),
    step('waste', t('Deșeuri predate', 'Waste handed over', 'Rifiuti consegnati'), [
      f.text('code', t('Cod deșeu', 'Waste code', 'Codice rifiuto'), { required: true, default: '16 01 03', maxLength: 10, width: 'half' }),
      f.array('items', t('Categorii', 'Categories', 'Categorie'), [
        f.select('category', t('Categorie', 'Category', 'Categoria'), [opt('car', t('Autoturism / SUV', 'Car / SUV', 'Auto / SUV')), opt('van', t('Autoutilitară', 'Van', 'Furgone')), opt('truck', t('Camion / autobuz', 'Truck / bus', 'Camion / autobus')), opt('moto', t('Moto / bicicletă', 'Motorcycle / bicycle', 'Moto / bici')), opt('agri', t('Agricole', 'Agricultural', 'Agricoli'))], { required: true }),
        f.number('qty', t('Bucăți', 'Pieces', 'Pezzi'), { required: true, min: 1, decimals: 0 }),
        f.number('kg', t('Greutate (kg)', 'Weight (kg)', 'Peso (kg)'), { required: true, min: 0, decimals: 0 }),
      ], { required: true, maxItems: 10, role: 'lines.items' }),
    ]),
  ],
  totals: [
    numberTotal('qty', t('Total bucăți', 'Total pieces', 'Totale pezzi'), 'sum(waste.items.qty)'),
    numberTotal('kg', t('Total greutate (kg)', 'Total weight (kg)', 'Peso totale (kg)'), 'sum(waste.items.kg)'),
  ],
  pdfTitle: t('PREDARE ANVELOPE UZATE', 'USED TYRE HANDOVER', 'CONSEGNA PNEUMATICI USATI'),
  signatures: [t('Am predat – deținător', 'Handed over – holder', 'Consegnato – detentore'), t('Am primit – colector', 'Received – collector', 'Ricevuto – raccoglitore')],
  footer: twoCopies,
  legal: [t(
    'Anvelope scoase din uz – cod deșeu 16 01 03 (Lista europeană a deșeurilor); gestionare conform HG nr. 170/2004.',
    'End-of-life tyres – waste code 16 01 03 (European List of Waste); managed under Government Decision 170/2004.',
    'Pneumatici fuori uso – codice rifiuto 16 01 03 (Elenco europeo dei rifiuti); gestione secondo la Decisione del Governo n. 170/2004.',
  )],
  sample: {
    company: sampleCo(),
    collector: { name: 'Eco Anvelope Colect SRL', cui: '14400007', permit: 'AM nr. 123/2024, până la 31.12.2029', plate: 'CJ 45 ECO', driver: 'Dorel Pop' },
    waste: { code: '16 01 03', items: [{ category: 'car', qty: 36, kg: 324 }, { category: 'van', qty: 4, kg: 56 }] },
  },
});

/** 13. Fișă de reparație jante. */
const rimRepair = tradeDoc({
  key: 'fisa-reparatie-jante',
  title: t('Fișă de reparație și îndreptare jante', 'Rim repair and straightening sheet', 'Scheda di riparazione e raddrizzatura cerchi'),
  description: t(
    'Repararea jantelor: pe fiecare jantă dimensiunea, materialul, defectul (îndoitură, fisură, zgârieturi pe buză), bătaia radială și laterală înainte și după, operațiile (îndreptare, sudură, vopsire, diamantare) și prețul.',
    'Repairing rims: for each the size, material, damage (bend, crack, kerb rash), radial and lateral run-out before and after, operations (straightening, welding, painting, diamond cut) and price.',
    'Riparazione dei cerchi: per ciascuno misura, materiale, danno (piega, crepa, graffi sul bordo), eccentricità radiale e laterale prima e dopo, operazioni (raddrizzatura, saldatura, verniciatura, diamantatura) e prezzo.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('indreptare jante, reparatie jante, jante aliaj, vopsire jante, diamantare, sudura jante', 'rim repair, wheel straightening, alloy wheel repair, kerb rash', 'raddrizzatura cerchi, riparazione cerchi in lega, verniciatura cerchi'),
  kind: 'estimate',
  prefix: 'RJ',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista'), vatPayer: true },
  steps: [
    clientStep(),
    step('rims', t('Jante', 'Rims', 'Cerchi'), [
      f.array('items', t('Jante', 'Rims', 'Cerchi'), [
        f.text('size', t('Dimensiune', 'Size', 'Misura'), { required: true, maxLength: 20 }),
        f.select('material', t('Material', 'Material', 'Materiale'), rimOptions, { required: true }),
        f.text('damage', t('Defect', 'Damage', 'Danno'), { required: true, maxLength: 100 }),
        f.number('runout_before', t('Bătaie înainte (mm)', 'Run-out before (mm)', 'Eccentricità prima (mm)'), { min: 0, decimals: 2 }),
        f.number('runout_after', t('Bătaie după (mm)', 'Run-out after (mm)', 'Eccentricità dopo (mm)'), { min: 0, decimals: 2 }),
        f.text('work', t('Operații', 'Work', 'Lavorazioni'), { required: true, maxLength: 100 }),
        f.money('price', t('Preț (fără TVA)', 'Price (excl. VAT)', 'Prezzo (IVA esclusa)'), { required: true, min: 0 }),
      ], { required: true, maxItems: 8, role: 'lines.labor' }),
    ]),
  ],
  totals: vat21('sum(rims.items.price)'),
  pdfTitle: t('REPARAȚIE JANTE', 'RIM REPAIR', 'RIPARAZIONE CERCHI'),
  signatures: shopSignatures,
  footer: t(
    'Jantele fisurate în zona spițelor sau a butucului nu se sudează; după reparație janta se verifică pe echilibror și se testează la etanșeitate.',
    'Rims cracked at the spokes or hub are not welded; after repair the rim is checked on the balancer and leak-tested.',
    'I cerchi crepati nelle razze o nel mozzo non si saldano; dopo la riparazione il cerchio si controlla sull’equilibratrice e si prova la tenuta.',
  ),
  sample: {
    company: sampleCo(),
    client: person,
    rims: {
      items: [
        { size: '7,5J×17 ET45', material: 'alloy', damage: 'Îndoitură buză interioară', runout_before: 1.8, runout_after: 0.3, work: 'Îndreptare, test etanșeitate', price: 150 },
        { size: '7,5J×17 ET45', material: 'alloy', damage: 'Zgârieturi buză exterioară (bordură)', work: 'Șlefuire și vopsire', price: 220 },
      ],
    },
  },
});

/** 14. Raport de inspecție a anvelopelor unei flote. */
const fleetTyreCheck = tradeDoc({
  key: 'raport-inspectie-anvelope-flota',
  title: t('Raport de inspecție a anvelopelor flotei', 'Fleet tyre inspection report', 'Rapporto di ispezione pneumatici della flotta'),
  description: t(
    'Inspecția periodică a anvelopelor vehiculelor unei firme: pe fiecare vehicul și poziție profilul minim, presiunea, DOT și defectele, recomandarea (în regulă, de urmărit, de înlocuit) și numărul de anvelope de înlocuit.',
    "The periodic tyre check of a company's vehicles: for each vehicle and position the lowest tread, pressure, DOT and defects, the recommendation (fine, monitor, replace) and the number of tyres to replace.",
    "L'ispezione periodica dei pneumatici dei veicoli di un'azienda: per ogni veicolo e posizione battistrada minimo, pressione, DOT e difetti, raccomandazione (ok, da monitorare, da sostituire) e numero di gomme da sostituire.",
  ),
  category: 'records',
  trades: ['tyres', 'transport'],
  keywords: kw('inspectie anvelope flota, verificare anvelope, profil anvelope, uzura anvelope flota, audit anvelope', 'fleet tyre inspection, tread depth check, tyre audit', 'ispezione pneumatici flotta, controllo battistrada'),
  kind: 'report',
  prefix: 'IAF',
  company: { numberLabel: t('Raport nr.', 'Report no.', 'Rapporto n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista') },
  steps: [
    clientStep({ title: t('Client (flotă)', 'Client (fleet)', 'Cliente (flotta)') }),
    step('tyres', t('Anvelope verificate', 'Tyres checked', 'Pneumatici controllati'), [
      f.array('items', t('Anvelope', 'Tyres', 'Pneumatici'), [
        f.plate('plate', t('Nr. înmatriculare', 'Plate', 'Targa'), { required: true }),
        positionField(),
        treadField(),
        f.number('pressure', t('Presiune (bar)', 'Pressure (bar)', 'Pressione (bar)'), { min: 0, max: 10, decimals: 1 }),
        dotField(),
        f.select('action', t('Recomandare', 'Recommendation', 'Raccomandazione'), [opt('ok', t('În regulă', 'Fine', 'OK')), opt('watch', t('De urmărit', 'Monitor', 'Da monitorare')), opt('replace', t('De înlocuit', 'Replace', 'Da sostituire'))], { required: true }),
        f.text('defect', t('Defect', 'Defect', 'Difetto'), { maxLength: 80 }),
      ], { required: true, maxItems: 500 }),
    ]),
  ],
  totals: [
    numberTotal('checked', t('Anvelope verificate', 'Tyres checked', 'Pneumatici controllati'), 'count(tyres.items.plate)'),
    numberTotal('lowest', t('Profil minim găsit (mm)', 'Lowest tread found (mm)', 'Battistrada minimo (mm)'), 'min(tyres.items.tread)'),
  ],
  pdfTitle: t('INSPECȚIE ANVELOPE FLOTĂ', 'FLEET TYRE INSPECTION', 'ISPEZIONE GOMME FLOTTA'),
  signatures: shopSignatures,
  footer: t(
    'Anvelopele marcate „de înlocuit” se schimbă înainte de următoarea cursă; cele „de urmărit” se reverifică la următoarea inspecție.',
    'Tyres marked "replace" are changed before the next trip; those to "monitor" are rechecked at the next inspection.',
    'I pneumatici "da sostituire" si cambiano prima del prossimo viaggio; quelli "da monitorare" si ricontrollano alla prossima ispezione.',
  ),
  legal: [minTread],
  sample: {
    company: sampleCo(),
    client: firm,
    tyres: {
      items: [
        { plate: 'CJ 07 FLT', position: 'FS', tread: 4.2, pressure: 3.4, dot: '1224', action: 'ok' },
        { plate: 'CJ 07 FLT', position: 'FD', tread: 2.1, pressure: 3.1, dot: '1224', action: 'replace', defect: 'Uzură pe umărul interior' },
        { plate: 'B 123 XYZ', position: 'SS', tread: 3, pressure: 2.4, dot: '4521', action: 'watch' },
      ],
    },
  },
});

/** 15. Fișă de service anvelope camion. */
const truckTyres = tradeDoc({
  key: 'fisa-service-anvelope-camion',
  title: t('Fișă de service anvelope camion (pe axe)', 'Truck tyre service sheet (by axle)', 'Scheda servizio pneumatici camion (per asse)'),
  description: t(
    'Intervenția la anvelopele unui camion sau ale unei semiremorci, pe axe (direcție, tracțiune, remorcă): poziția exactă, dimensiunea, profilul, presiunea, operația (montaj, rotire, recanelare, reparație) și km la intervenție.',
    'Work on the tyres of a truck or trailer, by axle (steer, drive, trailer): exact position, size, tread, pressure, operation (fitting, rotation, regrooving, repair) and odometer at the job.',
    "Intervento sui pneumatici di un camion o semirimorchio, per asse (sterzante, motore, rimorchio): posizione esatta, misura, battistrada, pressione, operazione (montaggio, rotazione, riscolpitura, riparazione) e km all'intervento.",
  ),
  category: 'auto-service',
  trades: ['tyres', 'transport'],
  keywords: kw('anvelope camion, vulcanizare camion, recanelare, anvelope tir, axa directie, anvelope semiremorca', 'truck tyres, hgv tyres, regrooving, steer axle, trailer tyres', 'pneumatici camion, riscolpitura, asse sterzante, rimorchio'),
  kind: 'report',
  prefix: 'SAC',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista'), vatPayer: true },
  steps: [
    clientStep(),
    step('vehicle', t('Vehicul', 'Vehicle', 'Veicolo'), [
      plateField(),
      f.plate('trailer', t('Nr. remorcă', 'Trailer plate', 'Targa rimorchio'), { width: 'half' }),
      f.number('odometer', t('Km bord', 'Odometer (km)', 'Km'), { required: true, min: 0, decimals: 0, role: 'vehicle.odometer', width: 'half' }),
    ], { prefill: 'history' }),
    step('work', t('Intervenții', 'Work', 'Interventi'), [
      f.array('items', t('Anvelope', 'Tyres', 'Pneumatici'), [
        f.select('axle', t('Axa', 'Axle', 'Asse'), [opt('steer', t('Direcție', 'Steer', 'Sterzante')), opt('drive', t('Tracțiune', 'Drive', 'Motore')), opt('trailer', t('Remorcă', 'Trailer', 'Rimorchio'))], { required: true }),
        f.text('position', t('Poziție (ex. 2SE)', 'Position (e.g. 2LO)', 'Posizione (es. 2SE)'), { required: true, maxLength: 10 }),
        sizeField(),
        treadField(),
        f.number('pressure', t('Presiune (bar)', 'Pressure (bar)', 'Pressione (bar)'), { min: 0, max: 12, decimals: 1 }),
        f.select('operation', t('Operație', 'Operation', 'Operazione'), [opt('fit', t('Montaj', 'Fitting', 'Montaggio')), opt('rotate', t('Rotire', 'Rotation', 'Rotazione')), opt('regroove', t('Recanelare', 'Regrooving', 'Riscolpitura')), opt('repair', t('Reparație', 'Repair', 'Riparazione'))], { required: true }),
        f.money('price', t('Preț (fără TVA)', 'Price (excl. VAT)', 'Prezzo (IVA esclusa)'), { required: true, min: 0 }),
      ], { required: true, maxItems: 24, role: 'lines.labor' }),
    ]),
  ],
  totals: vat21('sum(work.items.price)'),
  pdfTitle: t('SERVICE ANVELOPE CAMION', 'TRUCK TYRE SERVICE', 'SERVIZIO GOMME CAMION'),
  signatures: [t('Vulcanizare', 'Tyre shop', 'Gommista'), L.driver],
  footer: t(
    'Recanelarea se face numai pe anvelopele marcate „REGROOVABLE” de producător, la adâncimea indicată de acesta; pe axa de direcție a autobuzelor nu se montează anvelope reșapate fără acordul producătorului vehiculului.',
    'Regrooving only on tyres marked "REGROOVABLE" by the maker, to the depth it states; retreaded tyres go on a bus steer axle only if the vehicle maker allows.',
    'La riscolpitura solo sui pneumatici marcati "REGROOVABLE", alla profondità indicata dal produttore; niente ricostruiti sull’asse sterzante degli autobus senza consenso del costruttore del veicolo.',
  ),
  sample: {
    company: sampleCo(),
    client: firm,
    vehicle: { plate: 'CJ 34 TRK', trailer: 'CJ 35 TRK', odometer: 416200 },
    work: {
      items: [
        { axle: 'steer', position: '1S', size: '385/65 R22.5 164K', tread: 12.5, pressure: 9, operation: 'fit', price: 120 },
        { axle: 'steer', position: '1D', size: '385/65 R22.5 164K', tread: 12.5, pressure: 9, operation: 'fit', price: 120 },
        { axle: 'drive', position: '2SE', size: '315/80 R22.5 156L', tread: 4, pressure: 8.5, operation: 'regroove', price: 180 },
      ],
    },
  },
});

/** 16. Contract de depozitare a anvelopelor (abonament). */
const storageContract = tradeDoc({
  key: 'contract-depozitare-anvelope',
  title: t('Contract de depozitare sezonieră a anvelopelor', 'Seasonal tyre storage contract', 'Contratto di deposito stagionale dei pneumatici'),
  description: t(
    'Contractul anual de depozitare a seturilor de anvelope (persoane fizice sau flote): numărul de seturi, durata, tariful pe set și sezon, schimburile incluse, răspunderea depozitarului, ridicarea și abandonul, încetarea.',
    'The yearly storage contract for tyre sets (individuals or fleets): number of sets, term, fee per set and season, changes included, the keeper’s liability, collection and abandonment, termination.',
    'Il contratto annuale di deposito dei treni di pneumatici (privati o flotte): numero di treni, durata, tariffa per treno e stagione, cambi inclusi, responsabilità del depositario, ritiro e abbandono, risoluzione.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('contract depozitare anvelope, abonament hotel anvelope, depozit anvelope flota, contract depozit', 'tyre storage contract, tyre hotel subscription, storage agreement', 'contratto deposito gomme, abbonamento deposito pneumatici'),
  kind: 'contract',
  prefix: 'CDA',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Contract nr.', 'Contract no.', 'Contratto n.'), title: t('Depozitar (vulcanizare)', 'Keeper (tyre shop)', 'Depositario (gommista)'), vatPayer: true },
  steps: [
    clientStep({ title: t('Deponent', 'Depositor', 'Depositante'), addressRequired: true }),
    step('terms', t('Clauze', 'Clauses', 'Clausole'), [
      f.number('sets', t('Seturi depozitate', 'Sets stored', 'Treni depositati'), { required: true, min: 1, decimals: 0, width: 'third' }),
      f.money('price_set', t('Tarif pe set și sezon (fără TVA)', 'Fee per set and season (excl. VAT)', 'Tariffa per treno e stagione (IVA esclusa)'), { required: true, min: 0, width: 'third' }),
      f.number('seasons', t('Sezoane', 'Seasons', 'Stagioni'), { required: true, min: 1, max: 4, decimals: 0, width: 'third' }),
      f.date('start', t('Valabil de la', 'Valid from', 'Valido dal'), { required: true, width: 'half' }),
      f.date('end', t('Valabil până la', 'Valid until', 'Valido fino al'), { required: true, width: 'half' }),
      f.textarea('included', t('Servicii incluse', 'Services included', 'Servizi inclusi'), { required: true, maxLength: 1500 }),
      f.textarea('liability', t('Răspunderea depozitarului', "Keeper's liability", 'Responsabilità del depositario'), { required: true, maxLength: 2000 }),
      f.textarea('abandonment', t('Ridicare, abandon și încetare', 'Collection, abandonment and termination', 'Ritiro, abbandono e risoluzione'), { required: true, maxLength: 2000 }),
    ]),
  ],
  totals: vat21('terms.sets * terms.price_set * terms.seasons'),
  layout: 'contract',
  pdfTitle: t('CONTRACT DE DEPOZITARE', 'STORAGE CONTRACT', 'CONTRATTO DI DEPOSITO'),
  signatures: [t('Depozitar', 'Keeper', 'Depositario'), t('Deponent', 'Depositor', 'Depositante')],
  footer: twoCopies,
  legal: [t(
    'Contract de depozit cu titlu oneros, guvernat de Codul civil; bunurile se restituie în starea în care au fost primite, consemnată în bonurile de depozitare.',
    'A paid deposit contract governed by the Romanian Civil Code; the goods are returned in the condition received, as stated in the storage receipts.',
    'Contratto di deposito oneroso regolato dal Codice civile romeno; i beni si restituiscono nello stato in cui sono stati ricevuti, indicato nelle ricevute.',
  ), gdprNote],
  sample: {
    company: sampleCo(),
    client: firm,
    terms: {
      sets: 12,
      price_set: 120,
      seasons: 2,
      start: '2026-04-01',
      end: '2027-03-31',
      included: 'Spălare roți, verificare profil și presiune la depozitare, două schimburi sezoniere cu echilibrare.',
      liability: 'Depozitarul răspunde de pierderea sau deteriorarea seturilor în depozit, în limita valorii declarate la depozitare.',
      abandonment: 'Seturile neridicate la 6 luni după încetarea contractului, după notificare, se consideră abandonate. Oricare parte poate denunța contractul cu 30 de zile înainte.',
    },
  },
});

/** 17. Fișă de umflare cu azot. */
const nitrogen = tradeDoc({
  key: 'fisa-umflare-azot',
  title: t('Fișă de umflare a anvelopelor cu azot', 'Nitrogen tyre inflation record', 'Scheda di gonfiaggio pneumatici con azoto'),
  description: t(
    'Umflarea cu azot: pe fiecare roată presiunea găsită, presiunea recomandată și cea setată, purjările făcute, puritatea azotului și capacele de valvă marcate, cu data următoarei verificări.',
    'Nitrogen inflation: for each wheel the pressure found, the recommended and the set pressure, purges done, nitrogen purity and marked valve caps, with the next check date.',
    'Gonfiaggio con azoto: per ogni ruota pressione trovata, consigliata e impostata, spurghi, purezza dell’azoto e tappi marcati, con la data del prossimo controllo.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('umflare azot, azot anvelope, presiune anvelope, umflare roti', 'nitrogen inflation, tyre pressure, nitrogen tyres', 'gonfiaggio azoto, pressione pneumatici'),
  kind: 'report',
  prefix: 'AZ',
  company: { numberLabel: t('Fișa nr.', 'Record no.', 'Scheda n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista') },
  steps: [
    carStep(),
    step('wheels', t('Presiuni', 'Pressures', 'Pressioni'), [
      f.array('items', t('Roți', 'Wheels', 'Ruote'), [
        positionField(),
        f.number('found', t('Găsită (bar)', 'Found (bar)', 'Trovata (bar)'), { required: true, min: 0, max: 10, decimals: 1 }),
        f.number('recommended', t('Recomandată (bar)', 'Recommended (bar)', 'Consigliata (bar)'), { required: true, min: 0.5, max: 10, decimals: 1 }),
        f.number('set', t('Setată (bar)', 'Set (bar)', 'Impostata (bar)'), { required: true, min: 0.5, max: 10, decimals: 1 }),
        f.number('loss', t('Pierdere găsită (bar)', 'Loss found (bar)', 'Perdita trovata (bar)'), { compute: 'round(recommended - found, 1)', decimals: 1 }),
      ], { required: true, maxItems: 5 }),
      f.number('purges', t('Purjări', 'Purges', 'Spurghi'), { min: 0, max: 5, decimals: 0, width: 'third' }),
      f.percent('purity', t('Puritate azot (%)', 'Nitrogen purity (%)', 'Purezza azoto (%)'), { min: 80, max: 100, decimals: 1, width: 'third' }),
      f.date('next_check', t('Următoarea verificare', 'Next check', 'Prossimo controllo'), { width: 'third' }),
    ]),
  ],
  totals: [numberTotal('max_loss', t('Cea mai mare pierdere (bar)', 'Largest loss (bar)', 'Perdita massima (bar)'), 'max(wheels.items.loss)')],
  pdfTitle: t('UMFLARE CU AZOT', 'NITROGEN INFLATION', 'GONFIAGGIO AZOTO'),
  signatures: [t('Operator', 'Operator', 'Operatore')],
  footer: t(
    'Presiunea se verifică și cu azot, lunar; o pierdere mare pe o singură roată indică o înțepătură sau o valvă neetanșă.',
    'Pressure is still checked monthly with nitrogen; a large loss on one wheel points to a puncture or a leaking valve.',
    'La pressione si controlla ogni mese anche con l’azoto; una perdita alta su una ruota indica una foratura o una valvola che perde.',
  ),
  sample: {
    company: sampleCo(),
    vehicle: car,
    wheels: {
      items: [
        { position: 'FS', found: 2.0, recommended: 2.3, set: 2.3 },
        { position: 'FD', found: 2.1, recommended: 2.3, set: 2.3 },
        { position: 'SS', found: 1.6, recommended: 2.1, set: 2.1 },
        { position: 'SD', found: 2.0, recommended: 2.1, set: 2.1 },
      ],
      purges: 2,
      purity: 95,
      next_check: '2026-04-16',
    },
  },
});

/** 18. Raport de uzură a anvelopelor. */
const wearReport = tradeDoc({
  key: 'raport-uzura-anvelope',
  title: t('Raport de uzură a anvelopelor (interior, centru, exterior)', 'Tyre wear report (inner, centre, outer)', 'Rapporto di usura pneumatici (interno, centro, esterno)'),
  description: t(
    'Măsurarea profilului în trei puncte pe fiecare anvelopă (interior, centru, exterior), diferența dintre margini care arată o geometrie greșită și media centrului care arată o presiune greșită, cu recomandarea.',
    'Measuring tread at three points of each tyre (inner, centre, outer): the difference between the edges, which shows wrong alignment, and the centre against the edges, which shows wrong pressure, with the recommendation.',
    'La misura del battistrada in tre punti di ogni pneumatico (interno, centro, esterno): la differenza tra i bordi indica un assetto errato, il centro rispetto ai bordi una pressione errata, con la raccomandazione.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('uzura anvelope, uzura neuniforma, profil anvelope, masurare profil, geometrie gresita', 'tyre wear, uneven wear, tread depth, wear pattern', 'usura pneumatici, usura irregolare, battistrada'),
  kind: 'report',
  prefix: 'RU',
  company: { numberLabel: t('Raport nr.', 'Report no.', 'Rapporto n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista') },
  steps: [
    clientStep(),
    carStep(),
    step('wear', t('Măsurători', 'Measurements', 'Misure'), [
      f.array('items', t('Anvelope', 'Tyres', 'Pneumatici'), [
        positionField(),
        f.number('inner', t('Interior (mm)', 'Inner (mm)', 'Interno (mm)'), { required: true, min: 0, max: 30, decimals: 1 }),
        f.number('centre', t('Centru (mm)', 'Centre (mm)', 'Centro (mm)'), { required: true, min: 0, max: 30, decimals: 1 }),
        f.number('outer', t('Exterior (mm)', 'Outer (mm)', 'Esterno (mm)'), { required: true, min: 0, max: 30, decimals: 1 }),
        f.number('edge_diff', t('Diferență margini (mm)', 'Edge difference (mm)', 'Differenza bordi (mm)'), { compute: 'round(abs(inner - outer), 1)', decimals: 1 }),
        f.number('centre_diff', t('Centru − margini (mm)', 'Centre − edges (mm)', 'Centro − bordi (mm)'), { compute: 'round(centre - (inner + outer) / 2, 1)', decimals: 1 }),
        f.number('lowest', t('Minim (mm)', 'Lowest (mm)', 'Minimo (mm)'), { compute: 'min(inner, centre, outer)', decimals: 1 }),
      ], { required: true, maxItems: 5 }),
      f.textarea('recommendation', t('Recomandare', 'Recommendation', 'Raccomandazione'), { required: true, maxLength: 1500 }),
    ]),
  ],
  totals: [numberTotal('lowest', t('Profil minim (mm)', 'Lowest tread (mm)', 'Battistrada minimo (mm)'), 'min(wear.items.lowest)')],
  layout: 'estimate',
  pdfTitle: t('RAPORT UZURĂ ANVELOPE', 'TYRE WEAR REPORT', 'RAPPORTO USURA'),
  signatures: shopSignatures,
  footer: t(
    'O diferență mare între margini indică geometrie greșită; centrul mai uzat decât marginile – presiune prea mare; marginile mai uzate – presiune prea mică.',
    'A large edge difference points to wrong alignment; a centre more worn than the edges to over-inflation; worn edges to under-inflation.',
    'Una forte differenza tra i bordi indica assetto errato; centro più consumato dei bordi – pressione troppo alta; bordi consumati – pressione troppo bassa.',
  ),
  legal: [minTread],
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    wear: {
      items: [
        { position: 'FS', inner: 2.4, centre: 4.6, outer: 4.9 },
        { position: 'FD', inner: 2.8, centre: 4.7, outer: 5 },
        { position: 'SS', inner: 5.6, centre: 5.8, outer: 5.7 },
        { position: 'SD', inner: 5.5, centre: 5.8, outer: 5.6 },
      ],
      recommendation: 'Geometrie pe puntea față (convergență), rotirea roților față-spate și înlocuirea anvelopelor față la sub 3 mm pe interior.',
    },
  },
});

/** 19. Reclamație anvelopă la producător. */
const tyreClaim = tradeDoc({
  key: 'reclamatie-anvelopa-producator',
  title: t('Reclamație pentru o anvelopă defectă', 'Defective tyre claim', 'Reclamo per un pneumatico difettoso'),
  description: t(
    'Reclamația unei anvelope cu defect de fabricație către distribuitor sau producător: anvelopa cu dimensiune, marcă, DOT și serie, factura, profilul inițial și rămas cu uzura calculată în procente, defectul constatat și solicitarea.',
    'A claim for a tyre with a manufacturing defect to the distributor or maker: the tyre with size, brand, DOT and serial, the invoice, original and remaining tread with wear computed in percent, the defect found and the request.',
    'Reclamo per un pneumatico con difetto di fabbricazione al distributore o produttore: pneumatico con misura, marca, DOT e matricola, fattura, battistrada iniziale e residuo con usura calcolata in percentuale, difetto e richiesta.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('reclamatie anvelopa, garantie anvelopa, defect anvelopa, umflatura anvelopa, expertiza anvelopa', 'tyre claim, tyre warranty claim, defective tyre, sidewall bulge', 'reclamo pneumatico, garanzia gomma, difetto pneumatico'),
  kind: 'request',
  prefix: 'REC',
  company: { numberLabel: t('Reclamația nr.', 'Claim no.', 'Reclamo n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista') },
  steps: [
    clientStep(),
    step('tyre', t('Anvelopa reclamată', 'Tyre claimed', 'Pneumatico reclamato'), [
      sizeField(),
      f.text('brand', t('Marcă / model', 'Brand / model', 'Marca / modello'), { required: true, maxLength: 60, width: 'half' }),
      dotField(),
      f.text('invoice', t('Factura nr./data', 'Invoice no./date', 'Fattura n./data'), { required: true, maxLength: 50, width: 'half' }),
      f.number('tread_new', t('Profil inițial (mm)', 'Original tread (mm)', 'Battistrada iniziale (mm)'), { required: true, min: 1, max: 30, decimals: 1, width: 'third' }),
      f.number('tread_now', t('Profil rămas (mm)', 'Remaining tread (mm)', 'Battistrada residuo (mm)'), { required: true, min: 0, max: 30, decimals: 1, width: 'third' }),
      { ...f.percent('wear', t('Uzură (%)', 'Wear (%)', 'Usura (%)'), { compute: 'round((tread_new - tread_now) * 100 / tread_new, 0)', width: 'third' }) },
      f.textarea('defect', t('Defectul constatat', 'Defect found', 'Difetto riscontrato'), { required: true, maxLength: 1500 }),
      f.radio('request', t('Solicitare', 'Request', 'Richiesta'), [opt('replace', t('Înlocuire', 'Replacement', 'Sostituzione')), opt('prorata', t('Compensare proporțională cu uzura', 'Pro-rata credit by wear', 'Rimborso proporzionale all’usura')), opt('refund', t('Restituirea prețului', 'Refund', 'Rimborso'))], { required: true }),
      f.image('photo', t('Fotografie', 'Photo', 'Foto'), { maxSizeKb: 2048 }),
    ]),
  ],
  layout: 'estimate',
  pdfTitle: t('RECLAMAȚIE ANVELOPĂ', 'TYRE CLAIM', 'RECLAMO PNEUMATICO'),
  signatures: [t('Vulcanizare', 'Tyre shop', 'Gommista'), t('Client', 'Client', 'Cliente')],
  footer: t(
    'Anvelopa reclamată se păstrează nemontată până la expertiză; avariile din drum (lovituri, tăieturi) și rularea dezumflată nu sunt defecte de fabricație.',
    'The claimed tyre is kept off the car until inspected; road damage (impacts, cuts) and running flat are not manufacturing defects.',
    'Il pneumatico reclamato resta smontato fino alla perizia; danni stradali (urti, tagli) e marcia a terra non sono difetti di fabbricazione.',
  ),
  legal: [t('Garanția legală de conformitate pentru consumatori: OUG nr. 140/2021.', 'Legal guarantee of conformity for consumers: Emergency Ordinance 140/2021.', 'Garanzia legale di conformità per i consumatori: OUG n. 140/2021.')],
  sample: {
    company: sampleCo(),
    client: person,
    tyre: { size: '205/55 R16 91V', brand: 'Continental PremiumContact 7', dot: '0626', invoice: 'RB-0451 / 16.03.2026', tread_new: 8, tread_now: 7.2, defect: 'Umflătură pe flancul exterior fără urme de impact pe jantă; separare de straturi.', request: 'replace' },
  },
});

/** 20. Inventarul hotelului de anvelope. */
const hotelInventory = tradeDoc({
  key: 'inventar-hotel-anvelope',
  title: t('Inventarul hotelului de anvelope', 'Tyre hotel inventory', 'Inventario del deposito pneumatici'),
  description: t(
    'Lista seturilor aflate în depozit la o dată: locația pe raft, bonul de depozitare, clientul, vehiculul, sezonul, numărul de anvelope și termenul de ridicare, cu seturile depășite de termen.',
    'The list of sets in storage on a date: rack location, storage receipt, client, vehicle, season, number of tyres and collection date, with the sets past their date.',
    "L'elenco dei treni in deposito a una data: posizione a scaffale, ricevuta, cliente, veicolo, stagione, numero di pneumatici e termine di ritiro, con i treni scaduti.",
  ),
  category: 'records',
  trades,
  keywords: kw('inventar hotel anvelope, inventar depozit, stoc seturi anvelope, evidenta depozit anvelope', 'tyre hotel inventory, stored sets, storage stock list', 'inventario deposito gomme, giacenze treni'),
  kind: 'register',
  prefix: 'IHA',
  company: { numberLabel: t('Inventar nr.', 'Inventory no.', 'Inventario n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista') },
  steps: [
    step('sets', t('Seturi în depozit', 'Sets in storage', 'Treni in deposito'), [
      f.array('items', t('Seturi', 'Sets', 'Treni'), [
        f.text('location', t('Locație', 'Location', 'Posizione'), { required: true, maxLength: 20 }),
        f.text('receipt', t('Bon nr.', 'Receipt no.', 'Ricevuta n.'), { required: true, maxLength: 20 }),
        f.text('client', L.client, { required: true, maxLength: 100 }),
        f.plate('plate', t('Nr. înmatriculare', 'Plate', 'Targa')),
        f.select('season', t('Sezon', 'Season', 'Stagione'), seasonOptions, { required: true }),
        f.number('tyres', t('Buc.', 'Pcs', 'Pz'), { required: true, min: 1, max: 6, decimals: 0 }),
        f.date('until', t('Ridicare până la', 'Collect by', 'Ritiro entro'), { required: true }),
      ], { required: true, maxItems: 1000 }),
      f.text('counted_by', t('Inventariat de', 'Counted by', 'Inventariato da'), { required: true, maxLength: 100, width: 'half' }),
    ]),
  ],
  totals: [
    numberTotal('sets', t('Seturi', 'Sets', 'Treni'), 'count(sets.items.receipt)'),
    numberTotal('tyres', t('Anvelope', 'Tyres', 'Pneumatici'), 'sum(sets.items.tyres)'),
  ],
  pdfTitle: t('INVENTAR HOTEL ANVELOPE', 'TYRE HOTEL INVENTORY', 'INVENTARIO DEPOSITO'),
  signatures: [t('Inventariat', 'Counted by', 'Inventariato'), t('Verificat', 'Checked by', 'Verificato')],
  footer: t(
    'Diferențele dintre inventar și bonurile de depozitare se cercetează imediat; clienții cu termen depășit se notifică pentru ridicare.',
    'Differences between the count and the storage receipts are investigated at once; clients past their date are notified to collect.',
    'Le differenze tra inventario e ricevute si verificano subito; i clienti scaduti si avvisano per il ritiro.',
  ),
  sample: {
    company: sampleCo(),
    sets: {
      items: [
        { location: 'R3-N2-07', receipt: 'HA-0112', client: 'Ștefan Țăranu', plate: 'CJ 12 ABC', season: 'summer', tyres: 4, until: '2026-11-15' },
        { location: 'R3-N2-08', receipt: 'HA-0113', client: 'Ștefănescu Distribuție SRL', plate: 'B 123 XYZ', season: 'summer', tyres: 4, until: '2026-11-30' },
        { location: 'R1-N1-02', receipt: 'HA-0071', client: 'Ana Mureșan', season: 'winter', tyres: 4, until: '2026-03-01' },
      ],
      counted_by: 'Vasile Roată',
    },
  },
});

/** 21. PV de constatare a stării roților la recepție. */
const wheelCondition = tradeDoc({
  key: 'pv-constatare-stare-roti',
  title: t('Proces-verbal de constatare a stării roților la recepție', 'Wheel condition record at check-in', 'Verbale dello stato delle ruote all’accettazione'),
  description: t(
    'Consemnarea, înainte de lucru, a defectelor existente ale jantelor și anvelopelor (zgârieturi, lovituri, fisuri, prezoane gripate, piulițe antifurt fără cheie), semnată de client, ca să nu fie atribuite ulterior vulcanizării.',
    'Recording before work the existing defects of rims and tyres (scratches, dents, cracks, seized bolts, locking nuts without key), signed by the client so they are not later blamed on the tyre shop.',
    "Registrazione, prima del lavoro, dei difetti esistenti di cerchi e pneumatici (graffi, colpi, crepe, bulloni grippati, antifurto senza chiave), firmata dal cliente perché non siano attribuiti poi all'officina.",
  ),
  category: 'auto-service',
  trades,
  keywords: kw('constatare jante, defecte jante, zgarieturi jante, prezoane gripate, piulite antifurt, receptie vulcanizare', 'wheel condition, rim damage, check-in record, locking wheel nut', 'stato cerchi, danni cerchi, bulloni antifurto'),
  kind: 'report',
  prefix: 'PCR',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista') },
  steps: [
    clientStep(),
    carStep(),
    step('condition', t('Stare constatată', 'Condition found', 'Stato riscontrato'), [
      checklistField('items', t('Roți', 'Wheels', 'Ruote')),
      f.checkbox('locking_key', t('Cheia piulițelor antifurt predată', 'Locking wheel nut key handed over', 'Chiave antifurto consegnata'), { width: 'half' }),
      f.checkbox('seized', t('Prezoane gripate (risc de rupere)', 'Seized bolts (risk of breaking)', 'Bulloni grippati (rischio rottura)'), { width: 'half' }),
      f.image('photo', t('Fotografie', 'Photo', 'Foto'), { maxSizeKb: 2048 }),
    ]),
  ],
  layout: 'estimate',
  pdfTitle: t('STAREA ROȚILOR', 'WHEEL CONDITION', 'STATO DELLE RUOTE'),
  signatures: shopSignatures,
  footer: t(
    'Clientul confirmă defectele consemnate înainte de începerea lucrului; ruperea prezoanelor gripate semnalate aici nu este imputabilă vulcanizării.',
    'The client confirms the defects recorded before work starts; breaking the seized bolts reported here is not the tyre shop’s fault.',
    "Il cliente conferma i difetti registrati prima del lavoro; la rottura dei bulloni grippati segnalati qui non è imputabile all'officina.",
  ),
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    condition: {
      items: [
        { point: 'Jantă FS', status: 'watch', note: 'Zgârieturi pe buză de la bordură' },
        { point: 'Jantă FD', status: 'ok' },
        { point: 'Jantă SS', status: 'nok', note: 'Lovitură pe buza interioară' },
        { point: 'Jantă SD', status: 'ok' },
      ],
      locking_key: true,
      seized: false,
    },
  },
});

/** 22. Bon de vânzare anvelope second-hand. */
const usedTyreSale = tradeDoc({
  key: 'vanzare-anvelope-second-hand',
  title: t('Fișă de vânzare anvelope second-hand cu declarația stării', 'Used tyre sale sheet with condition statement', 'Scheda di vendita pneumatici usati con dichiarazione dello stato'),
  description: t(
    'Vânzarea anvelopelor folosite: pe fiecare anvelopă dimensiunea, marca, DOT și vârsta, profilul măsurat, reparațiile anterioare și prețul, cu declarația vânzătorului despre starea lor și avertizarea privind anvelopele vechi.',
    'Selling used tyres: for each the size, brand, DOT and age, measured tread, previous repairs and price, with the seller’s statement of their condition and the warning about old tyres.',
    "La vendita di pneumatici usati: per ciascuno misura, marca, DOT ed età, battistrada misurato, riparazioni precedenti e prezzo, con la dichiarazione del venditore sullo stato e l'avvertenza sui pneumatici vecchi.",
  ),
  category: 'auto-service',
  trades,
  keywords: kw('anvelope second hand, anvelope folosite, vanzare anvelope sh, anvelope rulate', 'used tyres, second-hand tyres, part-worn tyres', 'gomme usate, pneumatici usati'),
  kind: 'receipt',
  prefix: 'ASH',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Vulcanizare', 'Tyre shop', 'Gommista'), vatPayer: true },
  steps: [
    clientStep(),
    step('tyres', t('Anvelope vândute', 'Tyres sold', 'Pneumatici venduti'), [
      f.array('items', t('Anvelope', 'Tyres', 'Pneumatici'), [
        sizeField(),
        f.text('brand', t('Marcă / model', 'Brand / model', 'Marca / modello'), { required: true, maxLength: 60 }),
        dotField(),
        treadField(),
        f.checkbox('repaired', t('Reparată anterior', 'Previously repaired', 'Riparato in precedenza')),
        f.money('price', t('Preț (fără TVA)', 'Price (excl. VAT)', 'Prezzo (IVA esclusa)'), { required: true, min: 0 }),
      ], { required: true, maxItems: 8, role: 'lines.items' }),
      f.checkbox('informed', t('Clientul a fost informat despre vârsta și starea anvelopelor', 'The client was told the age and condition of the tyres', "Il cliente è stato informato sull'età e sullo stato dei pneumatici")),
    ]),
  ],
  totals: [numberTotal('lowest', t('Profil minim (mm)', 'Lowest tread (mm)', 'Battistrada minimo (mm)'), 'min(tyres.items.tread)'), ...vat21('sum(tyres.items.price)')],
  pdfTitle: t('ANVELOPE SECOND-HAND', 'USED TYRES', 'PNEUMATICI USATI'),
  signatures: shopSignatures,
  footer: t(
    'Anvelopele folosite au fost verificate la interior și exterior (fără tăieturi, umflături sau separări); anvelopele mai vechi de 6 ani se recomandă doar ca rezervă.',
    'The used tyres were checked inside and out (no cuts, bulges or separations); tyres older than 6 years are advised only as spares.',
    'I pneumatici usati sono stati controllati dentro e fuori (senza tagli, rigonfiamenti o distacchi); quelli con più di 6 anni sono consigliati solo come scorta.',
  ),
  legal: [minTread],
  sample: {
    company: sampleCo(),
    client: person,
    tyres: {
      items: [
        { size: '205/55 R16 91V', brand: 'Continental EcoContact 6', dot: '2223', tread: 5.8, repaired: false, price: 120 },
        { size: '205/55 R16 91V', brand: 'Continental EcoContact 6', dot: '2223', tread: 5.6, repaired: true, price: 100 },
      ],
      informed: true,
    },
  },
});

export const tyresFamily: CatalogEntry[] = [
  hotelIn,
  hotelOut,
  tyreChange,
  balancing,
  alignment,
  tpms,
  puncture,
  tyreWarranty,
  tyreOrder,
  tyreQuote,
  usedTyresRegister,
  usedTyresHandover,
  rimRepair,
  fleetTyreCheck,
  truckTyres,
  storageContract,
  nitrogen,
  wearReport,
  tyreClaim,
  hotelInventory,
  wheelCondition,
  usedTyreSale,
];
