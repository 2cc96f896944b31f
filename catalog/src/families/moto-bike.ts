import { type CatalogEntry, type FieldSpec, type Option, type StepSpec, type Text, f, opt, t } from '../build.js';
import { clientStep, makeModelFields } from '../fragments.js';
import { fuelLevelOptions } from '../fragments-commercial.js';
import { L, checklistField, gdprNote, kw, numberTotal, remarksField, step, sumTotal, tradeDoc, twoCopies, vat21 } from '../fragments-trades.js';
import { issuer, person } from '../samples-trades.js';

/**
 * Motorcycle and bicycle services (SPEC §1): check-in and service sheets for motorcycles, bicycles,
 * e-bikes and e-scooters, the workshop's measurements (chain, suspension sag, wheel truing, bike
 * fitting), rentals, winter storage, consignment and buying used bikes, warranties and damage.
 */

const trades = ['moto-bike' as const];
const sampleCo = (extra = {}) => issuer('moto', extra);
const shopSignatures: Text[] = [t('Atelier', 'Workshop', 'Officina'), t('Client', 'Client', 'Cliente')];

/** A motorcycle, scooter or ATV: plate (empty for off-road), VIN, km, engine size. */
const motoStep = (): StepSpec =>
  step('moto', t('Motocicletă', 'Motorcycle', 'Moto'), [
    ...makeModelFields(),
    f.plate('plate', t('Nr. înmatriculare', 'Licence plate', 'Targa'), {
      help: t('Gol pentru motocicletele neînmatriculate (off-road).', 'Empty for unregistered (off-road) bikes.', 'Vuoto per moto non immatricolate (off-road).'),
      role: 'vehicle.plate',
      width: 'half',
    }),
    f.vin('vin', t('Serie șasiu (VIN)', 'VIN', 'Numero di telaio (VIN)'), { role: 'vehicle.vin', width: 'half' }),
    f.number('odometer', t('Km', 'Odometer (km)', 'Km'), { required: true, min: 0, decimals: 0, role: 'vehicle.odometer', width: 'third' }),
    f.number('displacement', t('Capacitate (cm³)', 'Engine size (cm³)', 'Cilindrata (cm³)'), { min: 0, max: 3000, decimals: 0, width: 'third' }),
    f.number('year', t('An fabricație', 'Year', 'Anno'), { min: 1900, max: 2100, decimals: 0, role: 'vehicle.year', width: 'third' }),
  ], { prefill: 'history' });
const moto = { make: 'Yamaha', model: 'MT-07', plate: 'CJ 77 MTO', vin: 'JYARN23E7LA012345', odometer: 18450, displacement: 689, year: 2020 };

const bikeKinds: Option[] = [
  opt('city', t('Oraș / trekking', 'City / trekking', 'Città / trekking')),
  opt('mtb', t('MTB', 'MTB', 'MTB')),
  opt('road', t('Cursieră', 'Road', 'Corsa')),
  opt('gravel', t('Gravel', 'Gravel', 'Gravel')),
  opt('kids', t('Copii', 'Children', 'Bambini')),
  opt('ebike', t('Electrică', 'E-bike', 'Elettrica')),
];
/** A bicycle: no plate and no VIN, the frame number instead. */
const bikeFields = ({ frameRequired = false }: { frameRequired?: boolean } = {}): FieldSpec[] => [
  f.select('kind', t('Tip', 'Type', 'Tipo'), bikeKinds, { required: true, width: 'third' }),
  f.text('brand', t('Marcă', 'Brand', 'Marca'), { required: true, maxLength: 50, width: 'third' }),
  f.text('model', t('Model', 'Model', 'Modello'), { maxLength: 50, width: 'third' }),
  f.text('frame_no', t('Serie cadru', 'Frame number', 'Numero di telaio'), { ...(frameRequired ? { required: true } : {}), maxLength: 40, width: 'half' }),
  f.text('colour', t('Culoare', 'Colour', 'Colore'), { maxLength: 40, width: 'half' }),
];
const bikeStep = (extra: FieldSpec[] = []): StepSpec => step('bike', t('Bicicletă', 'Bicycle', 'Bicicletta'), [...bikeFields(), ...extra], { prefill: 'history' });
const bike = { kind: 'mtb', brand: 'Trek', model: 'Marlin 7', frame_no: 'WTU123C4567D', colour: 'Verde mat' };
const ebike = { kind: 'ebike', brand: 'Cube', model: 'Kathmandu Hybrid Pro 625', frame_no: 'CUB2024K99812', colour: 'Gri' };
const saleGuarantee = t(
  'Consumatorii beneficiază de garanția legală de conformitate de 2 ani (OUG nr. 140/2021), pe lângă garanția comercială din acest certificat.',
  'Consumers have the 2-year legal guarantee of conformity (Emergency Ordinance 140/2021), in addition to the commercial warranty in this certificate.',
  'I consumatori hanno la garanzia legale di conformità di 2 anni (OUG n. 140/2021), oltre alla garanzia commerciale di questo certificato.',
);
const rental = t(
  'Contract de închiriere (locațiune) guvernat de Codul civil; chiriașul răspunde de bunul închiriat până la restituire.',
  'A rental (lease) contract governed by the Romanian Civil Code; the renter is responsible for the item until it is returned.',
  'Contratto di noleggio (locazione) regolato dal Codice civile romeno; il noleggiatore risponde del bene fino alla restituzione.',
);

/** 1. Fișă de recepție moto. */
const motoCheckIn = tradeDoc({
  key: 'fisa-receptie-moto',
  title: t('Fișă de recepție motocicletă în service', 'Motorcycle check-in sheet', 'Scheda di accettazione moto'),
  description: t(
    'Primirea motocicletei, scuterului sau ATV-ului în service: km, nivel combustibil, starea carenelor, accesoriile lăsate (cască, genți, cheie alarmă), simptomele, lucrările cerute și costul maxim acceptat.',
    'Checking a motorcycle, scooter or ATV into the workshop: odometer, fuel level, condition of the fairings, accessories left (helmet, bags, alarm fob), symptoms, work requested and spending limit.',
    "Accettazione di moto, scooter o quad in officina: km, carburante, stato delle carene, accessori lasciati (casco, borse, telecomando allarme), sintomi, lavori richiesti e spesa massima.",
  ),
  category: 'repairs',
  trades,
  keywords: kw('fisa receptie moto, service moto, predare moto, scuter, atv, motocicleta', 'motorcycle check-in, motorbike service, scooter, atv', 'accettazione moto, officina moto, scooter, quad'),
  public: true,
  kind: 'entry-sheet',
  prefix: 'RM',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina'), dateType: 'datetime', dateLabel: t('Data și ora intrării', 'Check-in date and time', 'Data e ora di ingresso') },
  steps: [
    clientStep({ phoneRequired: true }),
    motoStep(),
    step('state', t('Stare și solicitare', 'Condition and request', 'Stato e richiesta'), [
      f.radio('fuel_level', t('Nivel combustibil', 'Fuel level', 'Livello carburante'), fuelLevelOptions, { required: true }),
      f.textarea('damage', t('Starea carenelor, zgârieturi, lovituri', 'Fairings, scratches, dents', 'Carene, graffi, ammaccature'), { maxLength: 1000 }),
      f.text('accessories', t('Accesorii lăsate (cască, genți, topcase)', 'Accessories left (helmet, bags, top case)', 'Accessori lasciati (casco, borse, bauletto)'), { maxLength: 200 }),
      f.textarea('symptoms', t('Simptome declarate', 'Reported symptoms', 'Sintomi dichiarati'), { required: true, maxLength: 1500, role: 'service.reason' }),
      f.textarea('requested', t('Lucrări solicitate', 'Work requested', 'Lavori richiesti'), { required: true, maxLength: 1500 }),
      f.money('approval_limit', t('Cost maxim fără acord suplimentar (lei)', 'Spending limit without further approval (lei)', 'Spesa massima senza ulteriore consenso (lei)'), { min: 0, width: 'half' }),
    ]),
  ],
  layout: 'entry-sheet',
  pdfTitle: t('RECEPȚIE MOTO', 'MOTORCYCLE CHECK-IN', 'ACCETTAZIONE MOTO'),
  signatures: shopSignatures,
  footer: t(
    'Clientul confirmă starea motocicletei și accesoriile consemnate. Lucrările peste costul maxim se fac numai cu acordul lui.',
    'The client confirms the condition of the motorcycle and the accessories recorded. Work above the limit only with their approval.',
    'Il cliente conferma lo stato della moto e gli accessori indicati. Lavori oltre la spesa massima solo con il suo consenso.',
  ),
  legal: [gdprNote],
  sample: {
    company: sampleCo({ date: '2026-03-16T10:15' }),
    client: person,
    moto,
    state: {
      fuel_level: '1/2',
      damage: 'Carenă laterală stânga zgâriată; oglindă dreapta fisurată.',
      accessories: 'Cască Shoei, topcase Givi cu cheie',
      symptoms: 'Ralanti instabil la rece, zgomot la lanț.',
      requested: 'Revizie 20.000 km, verificare lanț și pinioane.',
      approval_limit: 1500,
    },
  },
});

/** 2. Fișă de recepție bicicletă. */
const bikeCheckIn = tradeDoc({
  key: 'fisa-receptie-bicicleta',
  title: t('Fișă de recepție bicicletă în service', 'Bicycle check-in sheet', 'Scheda di accettazione bicicletta'),
  description: t(
    'Primirea bicicletei în atelier: tipul, marca, seria cadrului, accesoriile lăsate (lumini, lacăt, ciclocomputer, baterie), starea, ce cere clientul, termenul promis și cât poate costa fără a fi întrebat.',
    'Checking a bicycle into the workshop: type, brand, frame number, accessories left (lights, lock, bike computer, battery), condition, what the client asks for, the promised date and the spending limit.',
    "Accettazione della bicicletta in officina: tipo, marca, numero di telaio, accessori lasciati (luci, lucchetto, ciclocomputer, batteria), stato, richiesta del cliente, termine promesso e spesa massima.",
  ),
  category: 'repairs',
  trades,
  keywords: kw('fisa receptie bicicleta, service biciclete, predare bicicleta, bon service bicicleta', 'bike check-in, bicycle service ticket, bike repair tag', 'accettazione bici, officina bici, ticket riparazione'),
  public: true,
  kind: 'entry-sheet',
  prefix: 'RB',
  company: { numberLabel: t('Fișa nr.', 'Ticket no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina') },
  steps: [
    clientStep({ phoneRequired: true }),
    bikeStep([f.text('accessories', t('Accesorii lăsate', 'Accessories left', 'Accessori lasciati'), { maxLength: 200 })]),
    step('request', t('Solicitare', 'Request', 'Richiesta'), [
      f.textarea('requested', t('Ce solicită clientul', 'What the client asks for', 'Richiesta del cliente'), { required: true, maxLength: 1500, role: 'service.reason' }),
      f.textarea('condition', t('Starea bicicletei', 'Condition of the bike', 'Stato della bici'), { maxLength: 1000 }),
      f.date('ready_by', t('Gata până la', 'Ready by', 'Pronta entro'), { required: true, role: 'service.exit_date', width: 'half' }),
      f.money('approval_limit', t('Cost maxim fără acord (lei)', 'Spending limit (lei)', 'Spesa massima (lei)'), { min: 0, width: 'half' }),
    ]),
  ],
  layout: 'entry-sheet',
  pdfTitle: t('RECEPȚIE BICICLETĂ', 'BIKE CHECK-IN', 'ACCETTAZIONE BICI'),
  signatures: shopSignatures,
  footer: t(
    'Bicicleta se ridică în 7 zile de la anunțarea finalizării; atelierul nu răspunde de accesoriile nedeclarate.',
    'The bike is collected within 7 days of being told it is ready; the workshop is not responsible for undeclared accessories.',
    "La bici si ritira entro 7 giorni dall'avviso; l'officina non risponde degli accessori non dichiarati.",
  ),
  legal: [gdprNote],
  sample: {
    company: sampleCo(),
    client: person,
    bike: { ...bike, accessories: 'Lumină față Lezyne, suport bidon' },
    request: { requested: 'Schimbătorul spate sare pe pinioane; frâna față scârțâie.', condition: 'Uzată normal, lanț ruginit.', ready_by: '2026-03-18', approval_limit: 400 },
  },
});

/** 3. Fișă de revizie bicicletă. */
const bikeService = tradeDoc({
  key: 'fisa-revizie-bicicleta',
  version: 2,
  title: t('Fișă de revizie bicicletă (check-list)', 'Bicycle service checklist', 'Scheda di revisione bicicletta (check-list)'),
  description: t(
    'Revizia bicicletei pe pachete (de bază, standard, completă): verificările cu starea fiecăreia, uzura lanțului măsurată, plăcuțele, presiunea în anvelope, piesele înlocuite și prețul pachetului cu piesele.',
    'A bicycle service by package (basic, standard, full): the checks with the status of each, measured chain wear, brake pads, tyre pressure, parts replaced and the price of the package with parts.',
    'La revisione della bici per pacchetto (base, standard, completa): controlli con lo stato di ciascuno, usura della catena misurata, pastiglie, pressione gomme, ricambi sostituiti e prezzo del pacchetto con i ricambi.',
  ),
  category: 'repairs',
  trades,
  keywords: kw('revizie bicicleta, service bicicleta, reglaj bicicleta, pachet revizie, tune up', 'bike service, tune-up, bicycle maintenance, service package', 'revisione bici, tagliando bici, manutenzione bicicletta'),
  public: true,
  kind: 'report',
  prefix: 'RVB',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina'), vatPayer: true },
  steps: [
    clientStep(),
    bikeStep(),
    step('service', t('Revizie', 'Service', 'Revisione'), [
      f.select('package', t('Pachet', 'Package', 'Pacchetto'), [opt('basic', t('De bază', 'Basic', 'Base')), opt('standard', t('Standard', 'Standard', 'Standard')), opt('full', t('Completă', 'Full', 'Completa'))], { required: true, width: 'third' }),
      f.money('package_price', t('Preț pachet (fără TVA)', 'Package price (excl. VAT)', 'Prezzo pacchetto (IVA esclusa)'), { required: true, min: 0, width: 'third' }),
      f.percent('chain_wear', t('Uzură lanț (%)', 'Chain wear (%)', 'Usura catena (%)'), { min: 0, max: 2, decimals: 2, width: 'third' }),
      checklistField('checks', t('Verificări', 'Checks', 'Controlli')),
      f.array('parts', t('Piese înlocuite', 'Parts replaced', 'Ricambi sostituiti'), [
        f.text('name', t('Piesă', 'Part', 'Ricambio'), { required: true, maxLength: 100 }),
        f.number('qty', L.qty, { required: true, min: 1, decimals: 0 }),
        f.money('price', t('Preț (fără TVA)', 'Price (excl. VAT)', 'Prezzo (IVA esclusa)'), { required: true, min: 0 }),
        f.money('value', t('Valoare', 'Amount', 'Importo'), { compute: 'qty * price' }),
      ], { maxItems: 50, role: 'lines.parts' }),
    ]),
  ],
  totals: vat21('service.package_price + sum(service.parts.value)'),
  layout: 'estimate',
  pdfTitle: t('REVIZIE BICICLETĂ', 'BIKE SERVICE', 'REVISIONE BICI'),
  signatures: [t('Mecanic', 'Mechanic', 'Meccanico'), t('Client', 'Client', 'Cliente')],
  footer: t(
    'Recomandare orientativă din practica atelierelor (nu normă): lanțul se înlocuiește la o alungire de 0,5% (11 viteze și peste) sau 0,75% (până la 10 viteze), ca să nu se uzeze pinioanele.',
    'Workshop guidance, not a standard: the chain is replaced at 0.5% stretch (11 speeds and up) or 0.75% (up to 10 speeds), so the sprockets do not wear.',
    'Indicazione di officina, non una norma: la catena si sostituisce al 0,5% di allungamento (11 velocità e oltre) o allo 0,75% (fino a 10), per non usurare i pignoni.',
  ),
  sample: {
    company: sampleCo(),
    client: person,
    bike,
    service: {
      package: 'standard',
      package_price: 150,
      chain_wear: 0.75,
      checks: [
        { point: 'Schimbătoare și cabluri', status: 'nok', note: 'Cablu spate înlocuit' },
        { point: 'Frâne hidraulice', status: 'watch', note: 'Plăcuțe față 1,2 mm' },
        { point: 'Roți – centrare și spițe', status: 'ok' },
        { point: 'Direcție și butuci', status: 'ok' },
      ],
      parts: [
        { name: 'Lanț Shimano CN-HG601 11v', qty: 1, price: 135 },
        { name: 'Cablu schimbător + cămașă', qty: 1, price: 35 },
      ],
    },
  },
});

/** 4. Fișă de revizie moto cu jocul supapelor. */
const motoService = tradeDoc({
  key: 'fisa-revizie-moto',
  title: t('Fișă de revizie motocicletă (cu jocul supapelor)', 'Motorcycle service sheet (with valve clearances)', 'Scheda tagliando moto (con gioco valvole)'),
  description: t(
    'Revizia periodică a motocicletei: uleiul și filtrele, lichidul de frână și de răcire, bujiile, jocul supapelor măsurat pe fiecare supapă față de toleranța producătorului, sincronizarea, verificările și km următoarei revizii.',
    'A periodic motorcycle service: oil and filters, brake fluid and coolant, spark plugs, valve clearance measured on each valve against the maker’s tolerance, throttle body sync, checks and the next service km.',
    'Il tagliando periodico della moto: olio e filtri, liquido freni e refrigerante, candele, gioco valvole misurato per valvola rispetto alla tolleranza del costruttore, sincronizzazione, controlli e km del prossimo tagliando.',
  ),
  category: 'repairs',
  trades,
  keywords: kw('revizie moto, jocul supapelor, service motocicleta, schimb ulei moto, reglaj supape', 'motorcycle service, valve clearance, valve check, bike service', 'tagliando moto, gioco valvole, registrazione valvole'),
  kind: 'report',
  prefix: 'RVM',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina') },
  steps: [
    clientStep(),
    motoStep(),
    step('service', t('Revizie', 'Service', 'Tagliando'), [
      checklistField('checks', t('Operații și verificări', 'Jobs and checks', 'Operazioni e controlli')),
      f.array('valves', t('Jocul supapelor', 'Valve clearances', 'Gioco valvole'), [
        f.text('valve', t('Supapă (cilindru, adm./evac.)', 'Valve (cylinder, in/ex)', 'Valvola (cilindro, asp./scar.)'), { required: true, maxLength: 20 }),
        f.number('min', t('Min. (mm)', 'Min (mm)', 'Min (mm)'), { required: true, min: 0, max: 1, decimals: 3 }),
        f.number('max', t('Max. (mm)', 'Max (mm)', 'Max (mm)'), { required: true, min: 0, max: 1, decimals: 3 }),
        f.number('measured', t('Măsurat (mm)', 'Measured (mm)', 'Misurato (mm)'), { required: true, min: 0, max: 1, decimals: 3 }),
        f.number('after', t('După reglaj (mm)', 'After shimming (mm)', 'Dopo registrazione (mm)'), { min: 0, max: 1, decimals: 3 }),
      ], { maxItems: 16 }),
      f.number('next_km', t('Următoarea revizie la (km)', 'Next service at (km)', 'Prossimo tagliando a (km)'), { required: true, min: 0, decimals: 0, role: 'reminder.due_km', width: 'half' }),
    ]),
  ],
  totals: [numberTotal('valves', t('Supape măsurate', 'Valves measured', 'Valvole misurate'), 'count(service.valves.valve)')],
  layout: 'estimate',
  pdfTitle: t('REVIZIE MOTO', 'MOTORCYCLE SERVICE', 'TAGLIANDO MOTO'),
  signatures: [t('Mecanic', 'Mechanic', 'Meccanico'), t('Client', 'Client', 'Cliente')],
  footer: t(
    'Jocul supapelor se măsoară cu motorul rece; valorile în afara toleranței se corectează prin înlocuirea pastilelor de reglaj.',
    'Valve clearance is measured with the engine cold; values outside the tolerance are corrected by changing the shims.',
    'Il gioco valvole si misura a motore freddo; i valori fuori tolleranza si correggono sostituendo le pastiglie di registro.',
  ),
  sample: {
    company: sampleCo(),
    client: person,
    moto,
    service: {
      checks: [
        { point: 'Ulei Motul 7100 10W-40 și filtru', status: 'ok', note: 'Înlocuite' },
        { point: 'Bujii', status: 'ok', note: 'Înlocuite' },
        { point: 'Lichid de frână', status: 'ok', note: 'Înlocuit DOT 4' },
        { point: 'Lanț – întindere și ungere', status: 'watch', note: 'Săgeată 35 mm' },
      ],
      valves: [
        { valve: 'Cil. 1 admisie', min: 0.11, max: 0.2, measured: 0.09, after: 0.15 },
        { valve: 'Cil. 1 evacuare', min: 0.21, max: 0.3, measured: 0.24 },
        { valve: 'Cil. 2 admisie', min: 0.11, max: 0.2, measured: 0.14 },
        { valve: 'Cil. 2 evacuare', min: 0.21, max: 0.3, measured: 0.22 },
      ],
      next_km: 28450,
    },
  },
});

/** 5. Certificat de garanție bicicletă. */
const bikeWarranty = tradeDoc({
  key: 'certificat-garantie-bicicleta',
  title: t('Certificat de garanție pentru bicicletă vândută', 'Warranty certificate for a bicycle sold', 'Certificato di garanzia per bicicletta venduta'),
  description: t(
    'Garanția bicicletei noi: modelul și seria cadrului, factura, garanția cadrului și a componentelor, revizia gratuită de rodaj, condițiile (revizii la termen, folosire normală) și ce nu acoperă garanția.',
    'The warranty of a new bicycle: model and frame number, invoice, frame and component warranty, the free run-in service, conditions (services on time, normal use) and what is not covered.',
    'La garanzia della bici nuova: modello e numero di telaio, fattura, garanzia di telaio e componenti, revisione gratuita di rodaggio, condizioni (revisioni puntuali, uso normale) ed esclusioni.',
  ),
  category: 'repairs',
  trades,
  keywords: kw('garantie bicicleta, certificat garantie bicicleta, garantie cadru, bicicleta noua', 'bike warranty, frame warranty, new bicycle guarantee', 'garanzia bici, garanzia telaio, bici nuova'),
  kind: 'certificate',
  prefix: 'GB',
  company: { numberLabel: t('Certificat nr.', 'Certificate no.', 'Certificato n.'), title: t('Magazin', 'Shop', 'Negozio') },
  steps: [
    clientStep(),
    bikeStep([f.text('invoice', t('Factura / bonul nr.', 'Invoice / receipt no.', 'Fattura / scontrino n.'), { required: true, maxLength: 50, width: 'half' })]),
    step('warranty', t('Garanție', 'Warranty', 'Garanzia'), [
      f.number('frame_years', t('Garanție cadru (ani)', 'Frame warranty (years)', 'Garanzia telaio (anni)'), { required: true, min: 2, decimals: 0, width: 'third' }),
      f.number('parts_years', t('Garanție componente (ani)', 'Components warranty (years)', 'Garanzia componenti (anni)'), { required: true, min: 2, decimals: 0, width: 'third' }),
      f.number('runin_km', t('Revizie de rodaj gratuită la (km)', 'Free run-in service at (km)', 'Revisione di rodaggio gratuita a (km)'), { min: 0, decimals: 0, width: 'third' }),
      f.textarea('exclusions', t('Nu sunt acoperite', 'Not covered', 'Esclusioni'), { required: true, maxLength: 1500 }),
    ]),
  ],
  layout: 'estimate',
  pdfTitle: t('CERTIFICAT DE GARANȚIE', 'WARRANTY CERTIFICATE', 'CERTIFICATO DI GARANZIA'),
  signatures: [t('Vânzător', 'Seller', 'Venditore'), t('Cumpărător', 'Buyer', 'Acquirente')],
  footer: t(
    'Revizia de rodaj reglează cablurile și spițele care se așază în primele sute de km; neefectuarea ei poate duce la pierderea garanției pentru componentele afectate.',
    'The run-in service adjusts the cables and spokes that settle in the first few hundred km; skipping it can void the warranty of the parts affected.',
    'La revisione di rodaggio regola cavi e raggi che si assestano nei primi chilometri; saltarla può far decadere la garanzia dei componenti interessati.',
  ),
  legal: [saleGuarantee],
  sample: {
    company: sampleCo(),
    client: person,
    bike: { ...bike, invoice: 'VM-0231 / 16.03.2026' },
    warranty: { frame_years: 5, parts_years: 2, runin_km: 300, exclusions: 'Uzura normală (anvelope, lanț, plăcuțe), accidentele, folosirea în competiții, modificările făcute de terți.' },
  },
});

/** 6. PV de predare bicicletă nouă (PDI). */
const bikeDelivery = tradeDoc({
  key: 'pv-predare-bicicleta-noua',
  title: t('Proces-verbal de predare a bicicletei noi (montaj și verificare)', 'New bicycle handover (assembly and pre-delivery check)', 'Verbale di consegna della bici nuova (montaggio e controllo)'),
  description: t(
    'Predarea bicicletei noi după montaj: verificările înainte de livrare (cuplurile de strângere, frânele, schimbătoarele, presiunea), reglajul pe cumpărător (șa, ghidon), accesoriile montate și instruirea cumpărătorului.',
    'Handing over a new bicycle after assembly: the pre-delivery checks (torques, brakes, gears, pressure), the fit to the buyer (saddle, bars), accessories fitted and the buyer’s briefing.',
    "La consegna della bici nuova dopo il montaggio: controlli prima della consegna (coppie di serraggio, freni, cambio, pressione), regolazione sull'acquirente (sella, manubrio), accessori montati e istruzioni.",
  ),
  category: 'repairs',
  trades,
  keywords: kw('predare bicicleta noua, montaj bicicleta, pdi, livrare bicicleta, verificare bicicleta noua', 'new bike handover, pre-delivery inspection, bike assembly', 'consegna bici nuova, montaggio bici, controllo pre-consegna'),
  kind: 'handover',
  prefix: 'PBN',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Magazin', 'Shop', 'Negozio') },
  steps: [
    clientStep(),
    bikeStep(),
    step('pdi', t('Verificare înainte de livrare', 'Pre-delivery check', 'Controllo pre-consegna'), [
      checklistField('checks', t('Verificări', 'Checks', 'Controlli')),
      f.number('saddle_height', t('Înălțime șa (mm)', 'Saddle height (mm)', 'Altezza sella (mm)'), { min: 300, max: 1200, decimals: 0, width: 'half' }),
      f.text('accessories', t('Accesorii montate', 'Accessories fitted', 'Accessori montati'), { maxLength: 200, width: 'half' }),
      f.checkbox('briefed', t('Cumpărătorul a fost instruit (frâne, schimbătoare, încărcare baterie)', 'The buyer was briefed (brakes, gears, battery charging)', "L'acquirente è stato istruito (freni, cambio, ricarica batteria)")),
    ]),
  ],
  layout: 'handover',
  pdfTitle: t('PREDARE BICICLETĂ NOUĂ', 'NEW BIKE HANDOVER', 'CONSEGNA BICI NUOVA'),
  signatures: [t('Am predat', 'Handed over by', 'Consegnato da'), t('Am primit', 'Received by', 'Ricevuto da')],
  footer: twoCopies,
  legal: [saleGuarantee],
  sample: {
    company: sampleCo(),
    client: person,
    bike: ebike,
    pdi: {
      checks: [
        { point: 'Cupluri de strângere (pipă, ghidon, tijă șa)', status: 'ok' },
        { point: 'Frâne hidraulice – aerisire și reglaj', status: 'ok' },
        { point: 'Schimbător – reglaj indexare', status: 'ok' },
        { point: 'Sistem electric – actualizare firmware', status: 'ok' },
      ],
      saddle_height: 745,
      accessories: 'Suport telefon, lacăt Abus',
      briefed: true,
    },
  },
});

/** 7. Fișă de diagnoză e-bike. */
const ebikeDiagnosis = tradeDoc({
  key: 'fisa-diagnoza-bicicleta-electrica',
  title: t('Fișă de diagnoză a bicicletei electrice', 'E-bike diagnostic report', 'Scheda di diagnosi della bici elettrica'),
  description: t(
    'Diagnoza sistemului electric al unei biciclete: motorul și bateria cu seriile, km și orele de funcționare, ciclurile de încărcare, capacitatea măsurată față de cea nominală (starea bateriei calculată), codurile de eroare și recomandarea.',
    "Diagnosing an e-bike's electric system: motor and battery with serials, km and operating hours, charge cycles, measured against rated capacity (battery health computed), error codes and recommendation.",
    'La diagnosi del sistema elettrico di una bici: motore e batteria con matricole, km e ore di funzionamento, cicli di ricarica, capacità misurata rispetto a quella nominale (salute della batteria calcolata), codici di errore e raccomandazione.',
  ),
  category: 'repairs',
  trades,
  keywords: kw('diagnoza bicicleta electrica, ebike, baterie bicicleta, motor bosch, cicluri incarcare', 'e-bike diagnostics, battery health, e-bike motor, charge cycles', 'diagnosi e-bike, batteria bici elettrica, cicli di ricarica'),
  kind: 'report',
  prefix: 'DEB',
  company: { numberLabel: t('Fișa nr.', 'Report no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina') },
  steps: [
    clientStep(),
    bikeStep(),
    step('system', t('Sistem electric', 'Electric system', 'Sistema elettrico'), [
      f.text('motor', t('Motor (model, serie)', 'Motor (model, serial)', 'Motore (modello, matricola)'), { required: true, maxLength: 100, width: 'half' }),
      f.text('battery', t('Baterie (model, serie)', 'Battery (model, serial)', 'Batteria (modello, matricola)'), { required: true, maxLength: 100, width: 'half' }),
      f.number('km', t('Km', 'Km', 'Km'), { min: 0, decimals: 0, width: 'third' }),
      f.number('hours', t('Ore de funcționare', 'Operating hours', 'Ore di funzionamento'), { min: 0, decimals: 0, width: 'third' }),
      f.number('cycles', t('Cicluri de încărcare', 'Charge cycles', 'Cicli di ricarica'), { min: 0, decimals: 0, width: 'third' }),
      f.number('rated_wh', t('Capacitate nominală (Wh)', 'Rated capacity (Wh)', 'Capacità nominale (Wh)'), { required: true, min: 1, decimals: 0, width: 'third' }),
      f.number('measured_wh', t('Capacitate măsurată (Wh)', 'Measured capacity (Wh)', 'Capacità misurata (Wh)'), { required: true, min: 0, decimals: 0, width: 'third' }),
      { ...f.percent('health', t('Starea bateriei (%)', 'Battery health (%)', 'Salute batteria (%)'), { compute: 'round(measured_wh * 100 / rated_wh, 0)', width: 'third' }) },
      f.textarea('errors', t('Coduri de eroare', 'Error codes', 'Codici di errore'), { maxLength: 1000 }),
      f.textarea('recommendation', t('Recomandare', 'Recommendation', 'Raccomandazione'), { required: true, maxLength: 1500 }),
    ]),
  ],
  layout: 'estimate',
  pdfTitle: t('DIAGNOZĂ E-BIKE', 'E-BIKE DIAGNOSTICS', 'DIAGNOSI E-BIKE'),
  signatures: shopSignatures,
  footer: t(
    'Bateriile litiu-ion se depozitează la 30–60% încărcare, la temperatura camerei; o baterie lovită sau umflată nu se mai încarcă.',
    'Lithium-ion batteries are stored at 30–60% charge at room temperature; a battery that was hit or is swollen must not be charged.',
    'Le batterie agli ioni di litio si conservano al 30–60% di carica, a temperatura ambiente; una batteria urtata o gonfia non va ricaricata.',
  ),
  legal: [t('Bateriile uzate se predau la punctele de colectare; nu se aruncă la deșeurile menajere.', 'Spent batteries go to collection points, never into household waste.', 'Le batterie esauste si consegnano ai punti di raccolta, mai nei rifiuti domestici.')],
  sample: {
    company: sampleCo(),
    client: person,
    bike: ebike,
    system: {
      motor: 'Bosch Performance Line CX, s/n 4012345678',
      battery: 'Bosch PowerTube 625, s/n 0275007512',
      km: 6240,
      hours: 310,
      cycles: 185,
      rated_wh: 625,
      measured_wh: 540,
      errors: '503 – senzor de viteză (memorat, șters)',
      recommendation: 'Repoziționarea magnetului de pe spiță; bateria este în stare bună.',
    },
  },
});

/** 8. Fișă service trotinetă electrică. */
const scooterService = tradeDoc({
  key: 'fisa-service-trotineta-electrica',
  title: t('Fișă de service trotinetă electrică', 'E-scooter service sheet', 'Scheda di assistenza monopattino elettrico'),
  description: t(
    'Reparația unei trotinete electrice: modelul și seria, km, bateria, defectul reclamat, diagnosticul, manopera și piesele (anvelope, camere, controller, frâne) cu prețul și garanția reparației.',
    'Repairing an e-scooter: model and serial, km, battery, reported fault, diagnosis, labour and parts (tyres, tubes, controller, brakes) with their price and the repair warranty.',
    'Riparazione di un monopattino elettrico: modello e matricola, km, batteria, difetto segnalato, diagnosi, manodopera e ricambi (gomme, camere, controller, freni) con prezzo e garanzia.',
  ),
  category: 'repairs',
  trades,
  keywords: kw('service trotineta, trotineta electrica, reparatie trotineta, xiaomi, pana trotineta', 'e-scooter repair, electric scooter service, scooter puncture', 'riparazione monopattino, monopattino elettrico, assistenza monopattino'),
  public: true,
  kind: 'estimate',
  prefix: 'ST',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina'), vatPayer: true },
  steps: [
    clientStep({ phoneRequired: true }),
    step('scooter', t('Trotinetă', 'E-scooter', 'Monopattino'), [
      f.text('model', t('Marcă și model', 'Brand and model', 'Marca e modello'), { required: true, maxLength: 80, width: 'half' }),
      f.text('serial', t('Serie', 'Serial no.', 'Matricola'), { required: true, maxLength: 40, width: 'half' }),
      f.number('km', t('Km pe afișaj', 'Km on the display', 'Km sul display'), { min: 0, decimals: 0, width: 'half' }),
      f.textarea('fault', t('Defect reclamat', 'Reported fault', 'Difetto segnalato'), { required: true, maxLength: 1000, role: 'service.reason' }),
      f.textarea('diagnosis', t('Diagnostic', 'Diagnosis', 'Diagnosi'), { maxLength: 1000, role: 'service.findings' }),
    ], { prefill: 'history' }),
    step('lines', t('Manoperă și piese', 'Labour and parts', 'Manodopera e ricambi'), [
      f.array('items', t('Linii', 'Lines', 'Righe'), [
        f.text('name', L.description, { required: true, maxLength: 150 }),
        f.number('qty', L.qty, { required: true, min: 0.1, decimals: 2 }),
        f.money('price', t('Preț (fără TVA)', 'Price (excl. VAT)', 'Prezzo (IVA esclusa)'), { required: true, min: 0 }),
        f.money('value', t('Valoare', 'Amount', 'Importo'), { compute: 'round(qty * price, 2)' }),
      ], { required: true, maxItems: 50, role: 'lines.items' }),
      f.text('warranty', t('Garanția reparației', 'Repair warranty', 'Garanzia della riparazione'), { maxLength: 100, width: 'half' }),
    ]),
  ],
  totals: vat21('sum(lines.items.value)'),
  layout: 'estimate',
  pdfTitle: t('SERVICE TROTINETĂ', 'E-SCOOTER SERVICE', 'ASSISTENZA MONOPATTINO'),
  signatures: shopSignatures,
  footer: t(
    'Atelierul nu modifică limitatorul de viteză al trotinetei; garanția nu acoperă pătrunderea apei și loviturile.',
    "The workshop does not alter the scooter's speed limiter; the warranty does not cover water ingress or impacts.",
    "L'officina non modifica il limitatore di velocità; la garanzia non copre infiltrazioni d'acqua e urti.",
  ),
  sample: {
    company: sampleCo(),
    client: person,
    scooter: { model: 'Xiaomi Mi Electric Scooter 4 Pro', serial: '31685/00123456', km: 1840, fault: 'Pană roată spate, frâna nu oprește.', diagnosis: 'Cameră spartă, anvelopă uzată; saboți frână uzați.' },
    lines: {
      items: [
        { name: 'Anvelopă tubeless 10″', qty: 1, price: 95 },
        { name: 'Saboți frână disc', qty: 1, price: 40 },
        { name: 'Manoperă montaj roată spate și reglaj frână', qty: 1, price: 80 },
      ],
      warranty: '3 luni pentru manoperă',
    },
  },
});

/** 9. Contract de închiriere biciclete. */
const bikeRental = tradeDoc({
  key: 'contract-inchiriere-biciclete',
  title: t('Contract de închiriere biciclete', 'Bicycle rental agreement', 'Contratto di noleggio biciclette'),
  description: t(
    'Închirierea uneia sau mai multor biciclete: chiriașul cu CNP și act de identitate, bicicletele cu seria, accesoriile (cască, lacăt), ora predării și a restituirii, tariful pe oră sau zi, garanția și regulile de folosire.',
    'Renting one or more bicycles: the renter with personal number and ID card, bikes with serials, accessories (helmet, lock), time out and back, hourly or daily rate, deposit and rules of use.',
    "Il noleggio di una o più biciclette: noleggiatore con codice personale e documento, bici con matricola, accessori (casco, lucchetto), ora di consegna e restituzione, tariffa oraria o giornaliera, cauzione e regole d'uso.",
  ),
  category: 'commercial',
  trades,
  keywords: kw('inchiriere bicicleta, bike rental, inchiriere biciclete, contract inchiriere bicicleta, bicicleta de inchiriat', 'bike rental, bicycle hire, rental agreement', 'noleggio bici, noleggio biciclette, contratto noleggio'),
  kind: 'contract',
  prefix: 'IB',
  company: { numberLabel: t('Contract nr.', 'Agreement no.', 'Contratto n.'), title: t('Locator', 'Owner', 'Locatore') },
  steps: [
    clientStep({ title: t('Chiriaș', 'Renter', 'Noleggiatore'), cnpRequired: true, phoneRequired: true, extra: [f.text('id_card', L.idCard, { required: true, maxLength: 40 })] }),
    step('rental', t('Închiriere', 'Rental', 'Noleggio'), [
      f.array('bikes', t('Biciclete', 'Bikes', 'Biciclette'), [
        f.text('bike', t('Bicicletă (model, mărime)', 'Bike (model, size)', 'Bici (modello, taglia)'), { required: true, maxLength: 80 }),
        f.text('serial', t('Serie / nr. flotă', 'Serial / fleet no.', 'Matricola / n. flotta'), { maxLength: 30 }),
        f.text('accessories', t('Accesorii', 'Accessories', 'Accessori'), { maxLength: 80 }),
      ], { required: true, maxItems: 20, role: 'lines.items' }),
      f.datetime('out_at', t('Predare', 'Out', 'Consegna'), { required: true, width: 'half' }),
      f.datetime('back_at', t('Restituire', 'Back', 'Restituzione'), { required: true, width: 'half' }),
      f.number('units', t('Ore / zile facturate (per bicicletă)', 'Hours / days billed (per bike)', 'Ore / giorni fatturati (per bici)'), { required: true, min: 1, decimals: 1, width: 'third' }),
      f.money('rate', t('Tarif pe oră / zi (lei)', 'Rate per hour / day (lei)', 'Tariffa oraria / giornaliera (lei)'), { required: true, min: 0, width: 'third' }),
      f.money('deposit', t('Garanție (lei)', 'Deposit (lei)', 'Cauzione (lei)'), { required: true, min: 0, width: 'third' }),
      f.textarea('rules', t('Reguli de folosire', 'Rules of use', "Regole d'uso"), { required: true, maxLength: 2000 }),
    ]),
  ],
  totals: [
    sumTotal('rent', t('Chirie', 'Rent', 'Noleggio'), 'round(count(rental.bikes.bike) * rental.units * rental.rate, 2)', 'total.grand'),
    sumTotal('deposit', t('Garanție de restituit', 'Deposit to return', 'Cauzione da restituire'), 'rental.deposit'),
  ],
  layout: 'contract',
  pdfTitle: t('CONTRACT ÎNCHIRIERE BICICLETE', 'BIKE RENTAL AGREEMENT', 'NOLEGGIO BICICLETTE'),
  signatures: [t('Locator', 'Owner', 'Locatore'), t('Chiriaș', 'Renter', 'Noleggiatore')],
  footer: t(
    'Garanția se restituie la predarea bicicletelor în starea primită; pierderea sau furtul se plătesc la valoarea de înlocuire.',
    'The deposit is returned when the bikes come back in the condition received; loss or theft is paid at replacement value.',
    'La cauzione si restituisce alla riconsegna delle bici nello stato ricevuto; perdita o furto si pagano al valore di sostituzione.',
  ),
  legal: [rental, gdprNote],
  sample: {
    company: sampleCo(),
    client: { ...person, id_card: 'CJ 778899' },
    rental: {
      bikes: [
        { bike: 'Trek Marlin 7, M', serial: 'FL-07', accessories: 'Cască, lacăt' },
        { bike: 'Trek Marlin 7, S', serial: 'FL-11', accessories: 'Cască' },
      ],
      out_at: '2026-03-16T09:00',
      back_at: '2026-03-16T17:00',
      units: 8,
      rate: 15,
      deposit: 500,
      rules: 'Bicicletele se folosesc pe drumuri și trasee publice, nu pe trasee de downhill; chiriașul poartă cască și respectă regulile de circulație.',
    },
  },
});

/** 10. Contract de închiriere moto / ATV. */
const motoRental = tradeDoc({
  key: 'contract-inchiriere-moto-atv',
  title: t('Contract de închiriere motocicletă sau ATV', 'Motorcycle or ATV rental agreement', 'Contratto di noleggio moto o quad'),
  description: t(
    'Închirierea unei motociclete sau a unui ATV: chiriașul cu permisul (categoria A, A2 sau B după caz), vehiculul cu km și combustibil, echipamentul de protecție predat, perioada, tariful, km incluși, garanția, franșiza și traseele permise.',
    'Renting a motorcycle or ATV: the renter with licence (category A, A2 or B as the case may be), the vehicle with km and fuel, protective gear handed over, period, rate, km included, deposit, excess and permitted routes.',
    'Noleggio di una moto o di un quad: noleggiatore con patente (categoria A, A2 o B secondo il caso), veicolo con km e carburante, equipaggiamento di protezione, periodo, tariffa, km inclusi, cauzione, franchigia e percorsi consentiti.',
  ),
  category: 'commercial',
  trades,
  keywords: kw('inchiriere moto, inchiriere atv, rent a moto, contract inchiriere motocicleta, atv', 'motorcycle rental, atv rental, bike hire, quad rental', 'noleggio moto, noleggio quad, contratto noleggio moto'),
  kind: 'contract',
  prefix: 'IM',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Contract nr.', 'Agreement no.', 'Contratto n.'), title: t('Locator', 'Owner', 'Locatore'), vatPayer: true },
  steps: [
    clientStep({ title: t('Chiriaș', 'Renter', 'Noleggiatore'), cnpRequired: true, phoneRequired: true, extra: [f.text('licence', L.licence, { required: true, maxLength: 60 })] }),
    motoStep(),
    step('terms', t('Condiții', 'Terms', 'Condizioni'), [
      f.radio('fuel_level', t('Combustibil la predare', 'Fuel out', 'Carburante alla consegna'), fuelLevelOptions, { required: true }),
      f.text('gear', t('Echipament predat (cască, mănuși)', 'Gear handed over (helmet, gloves)', 'Equipaggiamento (casco, guanti)'), { maxLength: 150 }),
      f.datetime('out_at', t('Predare', 'Out', 'Consegna'), { required: true, width: 'half' }),
      f.datetime('back_at', t('Restituire', 'Back', 'Restituzione'), { required: true, width: 'half' }),
      f.number('days', t('Zile', 'Days', 'Giorni'), { required: true, min: 1, decimals: 0, width: 'third' }),
      f.money('rate', t('Tarif pe zi (fără TVA)', 'Daily rate (excl. VAT)', 'Tariffa giornaliera (IVA esclusa)'), { required: true, min: 0, width: 'third' }),
      f.number('km_included', t('Km incluși pe zi', 'Km included per day', 'Km inclusi al giorno'), { min: 0, decimals: 0, width: 'third' }),
      f.money('deposit', t('Garanție (lei)', 'Deposit (lei)', 'Cauzione (lei)'), { required: true, min: 0, width: 'half' }),
      f.money('excess', t('Franșiză la daună (lei)', 'Damage excess (lei)', 'Franchigia danni (lei)'), { required: true, min: 0, width: 'half' }),
      f.textarea('routes', t('Trasee permise și reguli', 'Permitted routes and rules', 'Percorsi consentiti e regole'), { required: true, maxLength: 2000 }),
    ]),
  ],
  totals: vat21('terms.days * terms.rate'),
  layout: 'contract',
  pdfTitle: t('CONTRACT ÎNCHIRIERE MOTO', 'MOTORCYCLE RENTAL', 'NOLEGGIO MOTO'),
  signatures: [t('Locator', 'Owner', 'Locatore'), t('Chiriaș', 'Renter', 'Noleggiatore')],
  footer: t(
    'Chiriașul conduce numai cu permisul categoriei cerute de vehicul, poartă cască omologată și răspunde de amenzi în perioada închirierii.',
    'The renter rides only with the licence category the vehicle requires, wears an approved helmet and answers for fines during the rental.',
    'Il noleggiatore guida solo con la categoria di patente richiesta, indossa un casco omologato e risponde delle multe nel periodo.',
  ),
  legal: [rental, gdprNote],
  sample: {
    company: sampleCo(),
    client: { ...person, licence: 'Nr. 87654321, cat. A, B' },
    moto,
    terms: {
      fuel_level: '1',
      gear: 'Cască HJC mărimea L, mănuși',
      out_at: '2026-03-20T09:00',
      back_at: '2026-03-22T18:00',
      days: 3,
      rate: 350,
      km_included: 250,
      deposit: 3000,
      excess: 2500,
      routes: 'Numai drumuri asfaltate din România; fără pasager sub 12 ani; fără competiții sau trasee off-road.',
    },
  },
});

/** 11. Fișă schimb anvelope moto. */
const motoTyres = tradeDoc({
  key: 'fisa-schimb-anvelope-moto',
  title: t('Fișă de schimb anvelope moto', 'Motorcycle tyre change sheet', 'Scheda cambio gomme moto'),
  description: t(
    'Montajul anvelopelor pe motocicletă: roata față și spate cu dimensiunea, marca, DOT și sensul de rulare, presiunea, echilibrarea în grame, cuplul de strângere al axului și recomandarea de rodaj a anvelopelor noi.',
    'Fitting motorcycle tyres: front and rear with size, brand, DOT and rotation direction, pressure, balancing in grams, axle nut torque and the run-in advice for new tyres.',
    'Montaggio delle gomme della moto: anteriore e posteriore con misura, marca, DOT e senso di rotazione, pressione, equilibratura in grammi, coppia del perno e consiglio di rodaggio.',
  ),
  category: 'repairs',
  trades: ['moto-bike', 'tyres'],
  keywords: kw('anvelope moto, schimb anvelope moto, montaj anvelope motocicleta, echilibrare roata moto', 'motorcycle tyres, bike tyre change, tyre fitting', 'gomme moto, cambio pneumatici moto'),
  kind: 'report',
  prefix: 'AM',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina') },
  steps: [
    clientStep(),
    motoStep(),
    step('tyres', t('Anvelope', 'Tyres', 'Pneumatici'), [
      f.array('items', t('Roți', 'Wheels', 'Ruote'), [
        f.select('wheel', t('Roata', 'Wheel', 'Ruota'), [opt('front', t('Față', 'Front', 'Anteriore')), opt('rear', t('Spate', 'Rear', 'Posteriore'))], { required: true }),
        f.text('size', t('Dimensiune', 'Size', 'Misura'), { required: true, maxLength: 30 }),
        f.text('brand', t('Marcă / model', 'Brand / model', 'Marca / modello'), { required: true, maxLength: 60 }),
        f.text('dot', t('DOT', 'DOT', 'DOT'), { pattern: '^(0[1-9]|[1-4][0-9]|5[0-3])[0-9]{2}$', maxLength: 4 }),
        f.number('pressure', t('Presiune (bar)', 'Pressure (bar)', 'Pressione (bar)'), { required: true, min: 1, max: 4, decimals: 1 }),
        f.number('weights', t('Echilibrare (g)', 'Balance weights (g)', 'Contrappesi (g)'), { min: 0, decimals: 0 }),
        f.number('torque', t('Cuplu ax (Nm)', 'Axle torque (Nm)', 'Coppia perno (Nm)'), { min: 0, decimals: 0 }),
      ], { required: true, maxItems: 2, role: 'lines.items' }),
      f.checkbox('direction_ok', t('Sensul de rulare verificat', 'Rotation direction checked', 'Senso di rotazione verificato')),
    ]),
  ],
  totals: [numberTotal('weights', t('Total greutăți (g)', 'Total weights (g)', 'Totale contrappesi (g)'), 'sum(tyres.items.weights)')],
  layout: 'estimate',
  pdfTitle: t('ANVELOPE MOTO', 'MOTORCYCLE TYRES', 'GOMME MOTO'),
  signatures: shopSignatures,
  footer: t(
    'Anvelopele noi au aderență redusă în primii 100–200 km, până se îndepărtează stratul de la fabricație; se evită înclinările mari și frânările bruște.',
    'New tyres have less grip for the first 100–200 km until the release agent wears off; avoid big lean angles and hard braking.',
    'Le gomme nuove hanno meno aderenza nei primi 100–200 km; evitare pieghe forti e frenate brusche.',
  ),
  sample: {
    company: sampleCo(),
    client: person,
    moto,
    tyres: {
      items: [
        { wheel: 'front', size: '120/70 ZR17 58W', brand: 'Michelin Road 6', dot: '0826', pressure: 2.5, weights: 20, torque: 65 },
        { wheel: 'rear', size: '180/55 ZR17 73W', brand: 'Michelin Road 6', dot: '0726', pressure: 2.9, weights: 35, torque: 105 },
      ],
      direction_ok: true,
    },
  },
});

/** 12. Fișă kit lanț. */
const chainKit = tradeDoc({
  key: 'fisa-kit-lant-pinioane',
  title: t('Fișă de înlocuire kit lanț și pinioane', 'Chain and sprocket kit replacement sheet', 'Scheda sostituzione kit catena e corone'),
  description: t(
    'Înlocuirea transmisiei secundare a motocicletei: pasul lanțului, numărul de zale, dinții pinionului și ai coroanei cu raportul de transmisie calculat, tipul de îmbinare, săgeata lanțului după montaj și km la montaj.',
    "Replacing a motorcycle's final drive: chain pitch, number of links, front and rear sprocket teeth with the ratio computed, the joint type, chain slack after fitting and km at fitting.",
    'Sostituzione della trasmissione finale della moto: passo della catena, numero di maglie, denti di pignone e corona con rapporto calcolato, tipo di giunzione, gioco della catena e km al montaggio.',
  ),
  category: 'repairs',
  trades,
  keywords: kw('kit lant, lant moto, pinion, coroana, raport transmisie, transmisie secundara', 'chain kit, sprockets, final drive, gearing ratio', 'kit catena, corona, pignone, rapporto finale'),
  kind: 'report',
  prefix: 'KL',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina') },
  steps: [
    motoStep(),
    step('kit', t('Kit transmisie', 'Drive kit', 'Kit trasmissione'), [
      f.select('pitch', t('Pas lanț', 'Chain pitch', 'Passo catena'), ['415', '420', '428', '520', '525', '530'].map((p) => opt(p, t(p, p, p))), { required: true, width: 'third' }),
      f.number('links', t('Zale', 'Links', 'Maglie'), { required: true, min: 80, max: 140, decimals: 0, width: 'third' }),
      f.select('joint', t('Îmbinare', 'Joint', 'Giunzione'), [opt('rivet', t('Nit', 'Rivet', 'Ribattino')), opt('clip', t('Clemă', 'Clip', 'Falsa maglia'))], { required: true, width: 'third' }),
      f.number('front', t('Dinți pinion', 'Front sprocket teeth', 'Denti pignone'), { required: true, min: 10, max: 25, decimals: 0, width: 'third' }),
      f.number('rear', t('Dinți coroană', 'Rear sprocket teeth', 'Denti corona'), { required: true, min: 30, max: 60, decimals: 0, width: 'third' }),
      f.number('ratio', t('Raport de transmisie', 'Final drive ratio', 'Rapporto finale'), { compute: 'round(rear / front, 3)', decimals: 3, width: 'third' }),
      f.number('slack', t('Săgeată lanț după montaj (mm)', 'Chain slack after fitting (mm)', 'Gioco catena (mm)'), { required: true, min: 0, max: 80, decimals: 0, width: 'half' }),
      f.text('brand', t('Marcă kit', 'Kit brand', 'Marca kit'), { maxLength: 60, width: 'half' }),
    ]),
  ],
  pdfTitle: t('KIT LANȚ', 'CHAIN KIT', 'KIT CATENA'),
  signatures: [t('Mecanic', 'Mechanic', 'Meccanico'), t('Client', 'Client', 'Cliente')],
  footer: t(
    'Lanțul, pinionul și coroana se schimbă împreună; săgeata se verifică după primii 500 km și la fiecare 1.000 km, cu ungere.',
    'Chain and both sprockets are replaced together; slack is checked after the first 500 km and every 1,000 km, with lubrication.',
    'Catena, pignone e corona si cambiano insieme; il gioco si controlla dopo i primi 500 km e ogni 1.000 km, con lubrificazione.',
  ),
  sample: { company: sampleCo(), moto, kit: { pitch: '525', links: 108, joint: 'rivet', front: 16, rear: 43, slack: 35, brand: 'DID / JT Sprockets' } },
});

/** 13. Fișă de reglaj suspensie (sag). */
const suspensionSetup = tradeDoc({
  key: 'fisa-reglaj-suspensie',
  title: t('Fișă de reglaj al suspensiei (sag)', 'Suspension set-up sheet (sag)', 'Scheda di regolazione sospensioni (sag)'),
  description: t(
    'Reglajul suspensiei pe greutatea pilotului: cursa totală, lungimile măsurate descărcat, sub greutatea proprie și cu pilotul, sag-ul static și cel cu pilotul calculate, preîncărcarea și clicurile de compresie și revenire, pentru furcă și amortizor.',
    "Setting suspension to the rider's weight: total travel, lengths measured unloaded, under the bike's weight and with the rider, static and rider sag computed, preload and compression and rebound clicks, for fork and shock.",
    'Regolazione delle sospensioni sul peso del pilota: escursione totale, lunghezze misurate scarico, sotto il peso della moto e con il pilota, sag statico e con pilota calcolati, precarico e click di compressione ed estensione, per forcella e mono.',
  ),
  category: 'repairs',
  trades,
  keywords: kw('reglaj suspensie, sag, amortizor, furca, preincarcare, setup suspensie', 'suspension setup, sag, preload, rebound, compression', 'regolazione sospensioni, sag, precarico, idraulica'),
  kind: 'report',
  prefix: 'RS',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina') },
  steps: [
    clientStep({ title: t('Pilot', 'Rider', 'Pilota'), extra: [f.number('rider_kg', t('Greutate pilot echipat (kg)', 'Rider weight with gear (kg)', 'Peso pilota equipaggiato (kg)'), { required: true, min: 20, max: 200, decimals: 0 })] }),
    step('ends', t('Furcă și amortizor', 'Fork and shock', 'Forcella e mono'), [
      f.array('items', t('Măsurători', 'Measurements', 'Misure'), [
        f.select('end', t('Capăt', 'End', 'Estremità'), [opt('fork', t('Furcă', 'Fork', 'Forcella')), opt('shock', t('Amortizor', 'Shock', 'Mono'))], { required: true }),
        f.number('travel', t('Cursă (mm)', 'Travel (mm)', 'Escursione (mm)'), { required: true, min: 10, max: 400, decimals: 0 }),
        f.number('l1', t('L1 descărcat (mm)', 'L1 unloaded (mm)', 'L1 scarico (mm)'), { required: true, min: 0, decimals: 0 }),
        f.number('l2', t('L2 greutate proprie (mm)', 'L2 bike only (mm)', 'L2 solo moto (mm)'), { required: true, min: 0, decimals: 0 }),
        f.number('l3', t('L3 cu pilot (mm)', 'L3 with rider (mm)', 'L3 con pilota (mm)'), { required: true, min: 0, decimals: 0 }),
        f.number('static_sag', t('Sag static (mm)', 'Static sag (mm)', 'Sag statico (mm)'), { compute: 'l1 - l2', decimals: 0 }),
        f.number('rider_sag', t('Sag cu pilot (mm)', 'Rider sag (mm)', 'Sag con pilota (mm)'), { compute: 'l1 - l3', decimals: 0 }),
        { ...f.percent('sag_pct', t('Sag (% din cursă)', 'Sag (% of travel)', 'Sag (% escursione)'), { compute: 'round((l1 - l3) * 100 / travel, 0)' }) },
        f.text('clicks', t('Preîncărcare / compresie / revenire', 'Preload / compression / rebound', 'Precarico / compressione / estensione'), { maxLength: 40 }),
      ], { required: true, maxItems: 2 }),
      remarksField(),
    ]),
  ],
  pdfTitle: t('REGLAJ SUSPENSIE', 'SUSPENSION SET-UP', 'REGOLAZIONE SOSPENSIONI'),
  signatures: [t('Tehnician', 'Technician', 'Tecnico'), t('Pilot', 'Rider', 'Pilota')],
  footer: t(
    'Sag-ul cu pilot se alege de obicei între 25 și 33% din cursă, după utilizare (șosea sau teren); se reglează din preîncărcare.',
    'Rider sag is usually set between 25 and 33% of travel depending on use (road or off-road); it is adjusted with the preload.',
    "Il sag con pilota si imposta di solito tra il 25 e il 33% dell'escursione secondo l'uso (strada o fuoristrada); si regola con il precarico.",
  ),
  sample: {
    company: sampleCo(),
    client: { ...person, rider_kg: 92 },
    ends: {
      items: [
        { end: 'fork', travel: 130, l1: 540, l2: 515, l3: 502, clicks: '5 / 10 / 8' },
        { end: 'shock', travel: 130, l1: 610, l2: 598, l3: 574, clicks: '4 / – / 12' },
      ],
      remarks: 'Preîncărcare amortizor mărită cu 2 trepte.',
    },
  },
});

/** 14. Contract de iernare moto. */
const winterStorage = tradeDoc({
  key: 'contract-iernare-motocicleta',
  title: t('Contract de iernare a motocicletei', 'Motorcycle winter storage contract', 'Contratto di rimessaggio invernale della moto'),
  description: t(
    'Depozitarea motocicletei peste iarnă: motocicleta cu km și starea la predare, perioada în luni și tariful lunar, serviciile incluse (întreținerea bateriei, stabilizator de combustibil, presiune în anvelope, husă) și răspunderea depozitarului.',
    'Storing a motorcycle over winter: the motorcycle with km and condition at drop-off, the period in months and monthly rate, services included (battery maintenance, fuel stabiliser, tyre pressure, cover) and the keeper’s liability.',
    'Il rimessaggio invernale della moto: moto con km e stato alla consegna, periodo in mesi e tariffa mensile, servizi inclusi (mantenimento batteria, stabilizzatore carburante, pressione gomme, telo) e responsabilità del depositario.',
  ),
  category: 'repairs',
  trades,
  keywords: kw('iernare moto, depozitare moto iarna, parcare moto iarna, garaj moto, intretinere baterie', 'winter storage, motorcycle storage, bike hibernation', 'rimessaggio moto, deposito invernale moto'),
  kind: 'contract',
  prefix: 'IRN',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Contract nr.', 'Contract no.', 'Contratto n.'), title: t('Depozitar', 'Keeper', 'Depositario'), vatPayer: true },
  steps: [
    clientStep({ title: t('Deponent', 'Owner', 'Depositante'), phoneRequired: true }),
    motoStep(),
    step('storage', t('Depozitare', 'Storage', 'Rimessaggio'), [
      f.date('from', t('De la', 'From', 'Dal'), { required: true, width: 'third' }),
      f.number('months', t('Luni', 'Months', 'Mesi'), { required: true, min: 1, max: 12, decimals: 0, width: 'third' }),
      f.money('monthly', t('Tarif lunar (fără TVA)', 'Monthly rate (excl. VAT)', 'Tariffa mensile (IVA esclusa)'), { required: true, min: 0, width: 'third' }),
      f.checkbox('battery', t('Întreținerea bateriei (încărcător de menținere)', 'Battery maintenance (trickle charger)', 'Mantenimento batteria'), { width: 'half' }),
      f.checkbox('stabiliser', t('Stabilizator de combustibil', 'Fuel stabiliser', 'Stabilizzatore carburante'), { width: 'half' }),
      f.checkbox('tyres', t('Presiune și sprijin pe stander', 'Tyre pressure and paddock stands', 'Pressione e cavalletti'), { width: 'half' }),
      f.checkbox('cover', t('Husă', 'Cover', 'Telo'), { width: 'half' }),
      f.textarea('condition', t('Starea la predare', 'Condition at drop-off', 'Stato alla consegna'), { maxLength: 1000 }),
    ]),
  ],
  totals: vat21('storage.months * storage.monthly'),
  layout: 'contract',
  pdfTitle: t('CONTRACT DE IERNARE', 'WINTER STORAGE', 'RIMESSAGGIO INVERNALE'),
  signatures: [t('Depozitar', 'Keeper', 'Depositario'), t('Deponent', 'Owner', 'Depositante')],
  footer: twoCopies,
  legal: [t(
    'Contract de depozit cu titlu oneros (Codul civil): depozitarul păstrează motocicleta cu grija unui bun al său și o restituie în starea consemnată.',
    'A paid deposit contract (Romanian Civil Code): the keeper looks after the motorcycle as their own and returns it in the recorded condition.',
    'Contratto di deposito oneroso (Codice civile romeno): il depositario custodisce la moto con diligenza e la restituisce nello stato indicato.',
  ), gdprNote],
  sample: {
    company: sampleCo(),
    client: person,
    moto,
    storage: { from: '2025-11-15', months: 5, monthly: 120, battery: true, stabiliser: true, tyres: true, cover: true, condition: 'Spălată, fără defecte vizibile; rezervor plin.' },
  },
});

/** 15. Fișă de centrare roată. */
const wheelTruing = tradeDoc({
  key: 'fisa-centrare-roata-bicicleta',
  title: t('Fișă de centrare și spițuire roată', 'Wheel truing and building sheet', 'Scheda di centratura e raggiatura ruota'),
  description: t(
    'Centrarea sau construirea unei roți de bicicletă: janta, butucul, numărul de spițe și lungimile lor, tensiunea medie, bătaia laterală și radială înainte și după, spițele înlocuite.',
    'Truing or building a bicycle wheel: rim, hub, spoke count and lengths, average tension, lateral and radial run-out before and after, spokes replaced.',
    'Centratura o costruzione di una ruota: cerchio, mozzo, numero e lunghezza dei raggi, tensione media, sbandamento laterale e radiale prima e dopo, raggi sostituiti.',
  ),
  category: 'repairs',
  trades,
  keywords: kw('centrare roata, spituire, spite bicicleta, roata bicicleta, tensiune spite', 'wheel truing, wheel building, spokes, spoke tension', 'centratura ruota, raggiatura, raggi bici'),
  kind: 'report',
  prefix: 'CR',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina') },
  steps: [
    bikeStep(),
    step('wheel', t('Roata', 'Wheel', 'Ruota'), [
      f.select('which', t('Roata', 'Wheel', 'Ruota'), [opt('front', t('Față', 'Front', 'Anteriore')), opt('rear', t('Spate', 'Rear', 'Posteriore'))], { required: true, width: 'third' }),
      f.text('rim', t('Jantă', 'Rim', 'Cerchio'), { required: true, maxLength: 60, width: 'third' }),
      f.text('hub', t('Butuc', 'Hub', 'Mozzo'), { maxLength: 60, width: 'third' }),
      f.number('spokes', t('Spițe (buc)', 'Spokes', 'Raggi'), { required: true, min: 12, max: 48, decimals: 0, width: 'third' }),
      f.text('lengths', t('Lungimi spițe (mm, stânga/dreapta)', 'Spoke lengths (mm, left/right)', 'Lunghezze raggi (mm, sx/dx)'), { maxLength: 30, width: 'third' }),
      f.number('tension', t('Tensiune medie (kgf)', 'Average tension (kgf)', 'Tensione media (kgf)'), { min: 0, max: 200, decimals: 0, width: 'third' }),
      f.number('lateral_before', t('Bătaie laterală înainte (mm)', 'Lateral run-out before (mm)', 'Sbandamento laterale prima (mm)'), { min: 0, decimals: 1, width: 'half' }),
      f.number('lateral_after', t('Bătaie laterală după (mm)', 'Lateral run-out after (mm)', 'Sbandamento laterale dopo (mm)'), { required: true, min: 0, decimals: 1, width: 'half' }),
      f.number('radial_after', t('Bătaie radială după (mm)', 'Radial run-out after (mm)', 'Ovalizzazione dopo (mm)'), { min: 0, decimals: 1, width: 'half' }),
      f.number('replaced', t('Spițe înlocuite', 'Spokes replaced', 'Raggi sostituiti'), { min: 0, decimals: 0, width: 'half' }),
    ]),
  ],
  totals: [numberTotal('improvement', t('Reducerea bătăii laterale (mm)', 'Lateral run-out reduced by (mm)', 'Riduzione sbandamento (mm)'), 'round(wheel.lateral_before - wheel.lateral_after, 1)')],
  pdfTitle: t('CENTRARE ROATĂ', 'WHEEL TRUING', 'CENTRATURA RUOTA'),
  signatures: [t('Mecanic', 'Mechanic', 'Meccanico')],
  footer: t(
    'O roată bine centrată are bătaia laterală sub 0,5 mm; tensiunea se verifică din nou după primii 100 km.',
    'A well-trued wheel has lateral run-out under 0.5 mm; tension is checked again after the first 100 km.',
    'Una ruota ben centrata ha sbandamento laterale sotto 0,5 mm; la tensione si ricontrolla dopo i primi 100 km.',
  ),
  sample: { company: sampleCo(), bike, wheel: { which: 'rear', rim: 'Bontrager Kovee 29″', hub: 'Shimano MT400', spokes: 32, lengths: '292 / 290', tension: 115, lateral_before: 3.5, lateral_after: 0.3, radial_after: 0.4, replaced: 2 } },
});

/** 16. Fișă bike fitting. */
const bikeFitting = tradeDoc({
  key: 'fisa-bike-fitting',
  version: 2,
  title: t('Fișă de bike fitting (poziționare pe bicicletă)', 'Bike fitting sheet', 'Scheda di bike fitting (posizionamento in bici)'),
  description: t(
    'Măsurătorile ciclistului și reglajele bicicletei: înălțimea, lungimea piciorului interior, înălțimea recomandată a șeii calculată din aceasta, reculul șeii, drop-ul ghidonului, lungimea pipei și mărimea de cadru recomandată.',
    "The rider's measurements and the bike's settings: height, inseam, recommended saddle height computed from it, saddle setback, handlebar drop, stem length and recommended frame size.",
    'Le misure del ciclista e le regolazioni della bici: altezza, cavallo, altezza sella consigliata calcolata, arretramento sella, drop del manubrio, lunghezza attacco e taglia consigliata.',
  ),
  category: 'repairs',
  trades,
  keywords: kw('bike fitting, pozitionare bicicleta, inaltime sa, marime cadru, masuratori ciclist', 'bike fit, saddle height, frame size, rider measurements', 'bike fitting, altezza sella, taglia telaio, misure ciclista'),
  kind: 'report',
  prefix: 'BF',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina') },
  steps: [
    clientStep({ title: t('Ciclist', 'Rider', 'Ciclista') }),
    step('body', t('Măsurători', 'Measurements', 'Misure'), [
      f.number('height', t('Înălțime (cm)', 'Height (cm)', 'Altezza (cm)'), { required: true, min: 100, max: 230, decimals: 0, width: 'third' }),
      f.number('inseam', t('Lungime picior interior (cm)', 'Inseam (cm)', 'Cavallo (cm)'), { required: true, min: 50, max: 110, decimals: 1, width: 'third' }),
      f.number('saddle', t('Înălțime șa recomandată (cm)', 'Recommended saddle height (cm)', 'Altezza sella consigliata (cm)'), { compute: 'round(inseam * 0.883, 1)', decimals: 1, width: 'third' }),
      f.number('setback', t('Recul șa (mm)', 'Saddle setback (mm)', 'Arretramento sella (mm)'), { min: 0, max: 150, decimals: 0, width: 'third' }),
      f.number('drop', t('Drop ghidon (mm)', 'Handlebar drop (mm)', 'Drop manubrio (mm)'), { min: -100, max: 200, decimals: 0, width: 'third' }),
      f.number('stem', t('Pipă (mm)', 'Stem (mm)', 'Attacco (mm)'), { min: 30, max: 150, decimals: 0, width: 'third' }),
      f.text('frame_size', t('Mărime cadru recomandată', 'Recommended frame size', 'Taglia consigliata'), { required: true, maxLength: 20, width: 'half' }),
      remarksField(),
    ]),
  ],
  pdfTitle: t('BIKE FITTING', 'BIKE FITTING', 'BIKE FITTING'),
  signatures: [t('Fitter', 'Fitter', 'Fitter'), t('Ciclist', 'Rider', 'Ciclista')],
  footer: t(
    'Formulă orientativă de pornire (nu normă): înălțimea șeii (de la axul pedalierului la vârful șeii) pornește de la 0,883 × lungimea piciorului interior și se ajustează după flexibilitate și pedale.',
    'A starting rule of thumb, not a standard: saddle height (bottom bracket centre to top of the saddle) starts at 0.883 × inseam and is adjusted for flexibility and pedals.',
    "Formula indicativa di partenza, non una norma: l'altezza sella (dal centro del movimento alla sommità della sella) parte da 0,883 × cavallo e si adatta a flessibilità e pedali.",
  ),
  sample: { company: sampleCo(), client: person, body: { height: 182, inseam: 86.5, setback: 65, drop: 60, stem: 100, frame_size: 'L / 56 cm', remarks: 'Pedale SPD-SL, placute reglate 2 mm spre interior.' } },
});

/** 17. Comandă bicicletă personalizată. */
const customBikeOrder = tradeDoc({
  key: 'comanda-bicicleta-personalizata',
  title: t('Comandă de bicicletă personalizată', 'Custom bicycle order', 'Ordine di bicicletta personalizzata'),
  description: t(
    'Comanda unei biciclete montate la cerere: cadrul cu mărimea și culoarea, componentele alese cu prețul fiecăreia, manopera de montaj, avansul plătit, restul de plată și termenul de livrare.',
    'Ordering a bike built to order: the frame with size and colour, the components chosen with their prices, assembly labour, the advance paid, the balance and the delivery date.',
    "L'ordine di una bici montata su misura: telaio con taglia e colore, componenti scelti con prezzo, manodopera di montaggio, acconto versato, saldo e termine di consegna.",
  ),
  category: 'commercial',
  trades,
  keywords: kw('comanda bicicleta, bicicleta personalizata, bicicleta la comanda, montaj custom, avans bicicleta', 'custom bike order, bike build, made-to-order bicycle', 'bici su misura, ordine bici, montaggio personalizzato'),
  kind: 'order',
  prefix: 'CB',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Comandă nr.', 'Order no.', 'Ordine n.'), title: t('Magazin', 'Shop', 'Negozio'), vatPayer: true },
  steps: [
    clientStep({ phoneRequired: true }),
    step('build', t('Configurație', 'Build', 'Configurazione'), [
      f.text('frame', t('Cadru (model, mărime, culoare)', 'Frame (model, size, colour)', 'Telaio (modello, taglia, colore)'), { required: true, maxLength: 150 }),
      f.array('items', t('Componente', 'Components', 'Componenti'), [
        f.text('component', t('Componentă', 'Component', 'Componente'), { required: true, maxLength: 100 }),
        f.text('model', t('Model', 'Model', 'Modello'), { required: true, maxLength: 100 }),
        f.money('price', t('Preț (fără TVA)', 'Price (excl. VAT)', 'Prezzo (IVA esclusa)'), { required: true, min: 0 }),
      ], { required: true, maxItems: 40, role: 'lines.items' }),
      f.money('assembly', t('Montaj (fără TVA)', 'Assembly (excl. VAT)', 'Montaggio (IVA esclusa)'), { required: true, min: 0, width: 'third' }),
      f.money('advance', t('Avans plătit (lei, cu TVA)', 'Advance paid (lei, incl. VAT)', 'Acconto versato (lei, IVA inclusa)'), { required: true, min: 0, width: 'third' }),
      f.date('delivery', t('Termen de livrare', 'Delivery date', 'Consegna'), { required: true, width: 'third' }),
    ]),
  ],
  totals: [
    ...vat21('sum(build.items.price) + build.assembly'),
    sumTotal('advance', t('Avans plătit', 'Advance paid', 'Acconto versato'), 'build.advance', 'total.advance'),
    sumTotal('due', t('Rest de plată', 'Balance due', 'Saldo'), 'max(totals.grand - totals.advance, 0)', 'total.due'),
  ],
  layout: 'estimate',
  pdfTitle: t('COMANDĂ BICICLETĂ', 'BIKE ORDER', 'ORDINE BICI'),
  signatures: [t('Magazin', 'Shop', 'Negozio'), t('Client', 'Client', 'Cliente')],
  footer: t(
    'Avansul acoperă componentele comandate special și nu se restituie la renunțarea clientului după comandarea lor; restul se plătește la livrare.',
    'The advance covers parts ordered specially and is not refunded if the client cancels after they are ordered; the balance is paid on delivery.',
    "L'acconto copre i componenti ordinati appositamente e non si restituisce se il cliente rinuncia dopo l'ordine; il saldo si paga alla consegna.",
  ),
  sample: {
    company: sampleCo(),
    client: person,
    build: {
      frame: 'Cadru gravel aluminiu, mărimea 56, verde oliv',
      items: [
        { component: 'Grup transmisie', model: 'Shimano GRX 1×11', price: 2150 },
        { component: 'Roți', model: 'Hunt 4 Season Gravel', price: 1650 },
        { component: 'Anvelope', model: 'Schwalbe G-One Allround 40 mm', price: 320 },
      ],
      assembly: 300,
      advance: 2000,
      delivery: '2026-04-10',
    },
  },
});

/** 18. Fișă service furcă / amortizor. */
const forkService = tradeDoc({
  key: 'fisa-service-furca-amortizor',
  title: t('Fișă de service furcă și amortizor (bicicletă / moto)', 'Fork and shock service sheet (bicycle / motorcycle)', 'Scheda di revisione forcella e ammortizzatore (bici / moto)'),
  description: t(
    'Revizia suspensiei: componenta (furcă sau amortizor) cu marca, modelul și seria, orele de la ultima revizie, tipul de service (lower legs sau complet), uleiul folosit și cantitatea pe fiecare parte, garniturile schimbate și presiunea de aer recomandată.',
    'Servicing suspension: the part (fork or shock) with brand, model and serial, hours since the last service, the type of service (lower legs or full), the oil used and the volume each side, seals replaced and the recommended air pressure.',
    "La revisione delle sospensioni: componente (forcella o ammortizzatore) con marca, modello e matricola, ore dall'ultima revisione, tipo di servizio (foderi o completo), olio usato e quantità per lato, guarnizioni sostituite e pressione dell'aria consigliata.",
  ),
  category: 'repairs',
  trades,
  keywords: kw('service furca, service amortizor, simeringuri furca, ulei furca, rockshox, fox', 'fork service, shock service, fork seals, suspension oil', 'revisione forcella, revisione ammortizzatore, paraolio'),
  kind: 'report',
  prefix: 'SF',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Atelier', 'Workshop', 'Officina'), vatPayer: true },
  steps: [
    clientStep(),
    step('unit', t('Componenta', 'The part', 'Il componente'), [
      f.select('part', t('Componentă', 'Part', 'Componente'), [opt('fork', t('Furcă', 'Fork', 'Forcella')), opt('shock', t('Amortizor', 'Shock', 'Ammortizzatore'))], { required: true, width: 'third' }),
      f.text('model', t('Marcă și model', 'Brand and model', 'Marca e modello'), { required: true, maxLength: 80, width: 'third' }),
      f.text('serial', t('Serie', 'Serial no.', 'Matricola'), { maxLength: 40, width: 'third' }),
      f.number('hours', t('Ore de la ultima revizie', 'Hours since last service', "Ore dall'ultima revisione"), { min: 0, decimals: 0, width: 'third' }),
      f.select('service', t('Tip service', 'Service type', 'Tipo di servizio'), [opt('lowers', t('Lower legs (50 h)', 'Lower legs (50 h)', 'Foderi (50 h)')), opt('full', t('Complet (damper, 200 h)', 'Full (damper, 200 h)', 'Completo (idraulica, 200 h)'))], { required: true, width: 'third' }),
      f.text('oil', t('Ulei (tip, vâscozitate)', 'Oil (type, weight)', 'Olio (tipo, viscosità)'), { required: true, maxLength: 60, width: 'third' }),
      f.number('oil_left', t('Ulei stânga (ml)', 'Oil left (ml)', 'Olio sinistra (ml)'), { min: 0, decimals: 0, width: 'third' }),
      f.number('oil_right', t('Ulei dreapta (ml)', 'Oil right (ml)', 'Olio destra (ml)'), { min: 0, decimals: 0, width: 'third' }),
      f.number('pressure', t('Presiune aer recomandată (psi)', 'Recommended air pressure (psi)', 'Pressione aria consigliata (psi)'), { min: 0, max: 400, decimals: 0, width: 'third' }),
      f.money('price', t('Preț service (fără TVA)', 'Service price (excl. VAT)', 'Prezzo servizio (IVA esclusa)'), { required: true, min: 0, width: 'half' }),
      f.money('parts', t('Kit garnituri și piese (fără TVA)', 'Seal kit and parts (excl. VAT)', 'Kit guarnizioni e ricambi (IVA esclusa)'), { min: 0, width: 'half' }),
    ]),
  ],
  totals: vat21('unit.price + unit.parts'),
  layout: 'estimate',
  pdfTitle: t('SERVICE SUSPENSIE', 'SUSPENSION SERVICE', 'REVISIONE SOSPENSIONI'),
  signatures: shopSignatures,
  footer: t(
    'Intervalele de service (ore de funcționare) sunt cele recomandate de producătorul suspensiei; presiunea se ajustează pentru sag-ul dorit.',
    "Service intervals (riding hours) are those the suspension maker recommends; pressure is adjusted for the desired sag.",
    'Gli intervalli di revisione (ore di utilizzo) sono quelli del produttore; la pressione si regola per il sag desiderato.',
  ),
  sample: {
    company: sampleCo(),
    client: person,
    unit: { part: 'fork', model: 'RockShox Pike Ultimate 140', serial: 'FS2309A123', hours: 120, service: 'full', oil: 'Maxima Plush 3wt', oil_left: 10, oil_right: 15, pressure: 82, price: 380, parts: 190 },
  },
});

/** 19. Raport de constatare daună bicicletă. */
const bikeDamage = tradeDoc({
  key: 'raport-dauna-bicicleta',
  title: t('Raport de constatare a daunelor la bicicletă', 'Bicycle damage assessment', 'Perizia dei danni alla bicicletta'),
  description: t(
    'Evaluarea daunelor după un accident, pentru asigurare sau pentru cel vinovat: evenimentul, bicicleta, componentele avariate cu decizia (înlocuire sau reparare) și costul de înlocuire, manopera și valoarea totală a daunei.',
    'Assessing damage after an accident, for an insurer or the party at fault: the event, the bike, damaged components with the decision (replace or repair) and replacement cost, labour and the total damage value.',
    "La valutazione dei danni dopo un incidente, per l'assicurazione o il responsabile: evento, bici, componenti danneggiati con decisione (sostituzione o riparazione) e costo, manodopera e valore totale del danno.",
  ),
  category: 'repairs',
  trades,
  keywords: kw('dauna bicicleta, accident bicicleta, evaluare dauna, expertiza bicicleta, asigurare bicicleta', 'bike damage report, bicycle accident, damage assessment, insurance claim', 'danni bici, incidente bici, perizia bicicletta'),
  kind: 'report',
  prefix: 'DB',
  company: { numberLabel: t('Raport nr.', 'Report no.', 'Rapporto n.'), title: t('Atelier', 'Workshop', 'Officina') },
  steps: [
    clientStep(),
    bikeStep(),
    step('damage', t('Daune', 'Damage', 'Danni'), [
      f.date('event_date', t('Data evenimentului', 'Date of the event', "Data dell'evento"), { required: true, width: 'half' }),
      f.text('claim', t('Dosar / asigurător', 'Claim / insurer', 'Sinistro / assicuratore'), { maxLength: 100, width: 'half' }),
      f.array('items', t('Componente avariate', 'Damaged components', 'Componenti danneggiati'), [
        f.text('component', t('Componentă', 'Component', 'Componente'), { required: true, maxLength: 100 }),
        f.select('decision', t('Decizie', 'Decision', 'Decisione'), [opt('replace', t('Înlocuire', 'Replace', 'Sostituzione')), opt('repair', t('Reparare', 'Repair', 'Riparazione'))], { required: true }),
        f.money('cost', t('Cost (cu TVA)', 'Cost (incl. VAT)', 'Costo (IVA inclusa)'), { required: true, min: 0 }),
      ], { required: true, maxItems: 40, role: 'lines.items' }),
      f.money('labour', t('Manoperă (cu TVA)', 'Labour (incl. VAT)', 'Manodopera (IVA inclusa)'), { required: true, min: 0, width: 'half' }),
      f.image('photo', t('Fotografie', 'Photo', 'Foto'), { maxSizeKb: 2048 }),
    ]),
  ],
  totals: [sumTotal('total', t('Valoarea totală a daunei', 'Total damage value', 'Valore totale del danno'), 'sum(damage.items.cost) + damage.labour', 'total.grand')],
  layout: 'estimate',
  pdfTitle: t('CONSTATARE DAUNE', 'DAMAGE ASSESSMENT', 'PERIZIA DANNI'),
  signatures: shopSignatures,
  footer: t(
    'Cadrele din carbon lovite se înlocuiesc dacă nu se poate exclude o fisură internă; evaluarea este valabilă la prețurile din data raportului.',
    'A carbon frame that was hit is replaced unless an internal crack can be ruled out; the assessment holds at prices on the report date.',
    'Un telaio in carbonio urtato si sostituisce se non si può escludere una crepa interna; la perizia vale ai prezzi della data del rapporto.',
  ),
  sample: {
    company: sampleCo(),
    client: person,
    bike,
    damage: {
      event_date: '2026-03-10',
      claim: 'Dosar RCA CJ-26-0456, Omniasig',
      items: [
        { component: 'Schimbător spate Shimano Deore', decision: 'replace', cost: 420 },
        { component: 'Roată față (jantă îndoită)', decision: 'replace', cost: 690 },
        { component: 'Ghidon aluminiu', decision: 'replace', cost: 180 },
      ],
      labour: 250,
    },
  },
});

/** 20. Contract de consignație bicicletă. */
const consignment = tradeDoc({
  key: 'contract-consignatie-bicicleta',
  title: t('Contract de consignație pentru bicicletă second-hand', 'Consignment agreement for a used bicycle', 'Contratto di conto vendita per bicicletta usata'),
  description: t(
    'Vânzarea unei biciclete a unei persoane fizice prin magazin: deponentul cu CNP, bicicleta cu seria cadrului și starea, prețul de vânzare cerut, comisionul magazinului și suma cuvenită deponentului, durata și ridicarea bicicletei nevândute.',
    "Selling a private person's bicycle through the shop: the consignor with personal number, the bike with frame number and condition, the asking price, the shop's commission and the amount due to the consignor, the term and collecting an unsold bike.",
    'La vendita della bici di un privato tramite il negozio: depositante con codice personale, bici con numero di telaio e stato, prezzo richiesto, commissione del negozio e somma spettante, durata e ritiro della bici invenduta.',
  ),
  category: 'commercial',
  trades,
  keywords: kw('consignatie, bicicleta second hand, vanzare in consignatie, comision vanzare, bicicleta sh', 'consignment, used bike sale, consignment agreement, commission', 'conto vendita, bici usata, commissione'),
  kind: 'contract',
  prefix: 'CON',
  company: { numberLabel: t('Contract nr.', 'Agreement no.', 'Contratto n.'), title: t('Consignatar (magazin)', 'Consignee (shop)', 'Consegnatario (negozio)') },
  steps: [
    clientStep({ title: t('Deponent', 'Consignor', 'Depositante'), cnpRequired: true, extra: [f.text('id_card', L.idCard, { required: true, maxLength: 40 }), f.iban('iban', t('IBAN pentru plată', 'IBAN for payment', 'IBAN per il pagamento'), {})] }),
    bikeStep([f.textarea('condition', t('Starea bicicletei', 'Condition', 'Stato'), { required: true, maxLength: 1000 })]),
    step('terms', t('Condiții', 'Terms', 'Condizioni'), [
      f.money('price', t('Preț de vânzare (lei)', 'Asking price (lei)', 'Prezzo di vendita (lei)'), { required: true, min: 0, width: 'third' }),
      f.percent('commission', t('Comision magazin (%)', 'Shop commission (%)', 'Commissione negozio (%)'), { required: true, min: 0, max: 100, width: 'third' }),
      f.number('days', t('Durata (zile)', 'Term (days)', 'Durata (giorni)'), { required: true, min: 1, max: 365, decimals: 0, width: 'third' }),
      f.textarea('unsold', t('Bicicleta nevândută', 'If unsold', 'Se invenduta'), { required: true, maxLength: 1000 }),
    ]),
  ],
  totals: [
    sumTotal('commission', t('Comision magazin', 'Shop commission', 'Commissione negozio'), 'round(terms.price * terms.commission / 100, 2)'),
    sumTotal('payout', t('Cuvenit deponentului la vânzare', 'Due to the consignor on sale', 'Spettante al depositante'), 'terms.price - totals.commission', 'total.grand'),
  ],
  layout: 'contract',
  pdfTitle: t('CONTRACT DE CONSIGNAȚIE', 'CONSIGNMENT AGREEMENT', 'CONTO VENDITA'),
  signatures: [t('Consignatar', 'Consignee', 'Consegnatario'), t('Deponent', 'Consignor', 'Depositante')],
  footer: t(
    'Deponentul declară că bicicleta îi aparține, nu este furată și nu este gajată; suma cuvenită se plătește în 5 zile lucrătoare de la vânzare.',
    'The consignor declares the bike is theirs, not stolen and not pledged; the amount due is paid within 5 working days of the sale.',
    'Il depositante dichiara che la bici è sua, non rubata né pignorata; la somma spettante si paga entro 5 giorni lavorativi dalla vendita.',
  ),
  legal: [t('Contract de consignație (Codul civil).', 'Consignment contract (Romanian Civil Code).', 'Contratto estimatorio / conto vendita (Codice civile romeno).'), gdprNote],
  sample: {
    company: sampleCo(),
    client: { ...person, id_card: 'CJ 778899', iban: 'RO49 AAAA 1B31 0075 9384 0000' },
    bike: { ...bike, condition: 'Folosită 2 sezoane, furcă revizuită, anvelope noi.' },
    terms: { price: 3200, commission: 15, days: 60, unsold: 'Se ridică de deponent în 10 zile de la expirare, fără costuri; după aceea se percepe 5 lei/zi depozitare.' },
  },
});

/** 21. PV de achiziție bicicletă SH de la persoană fizică. */
const usedBikePurchase = tradeDoc({
  key: 'pv-achizitie-bicicleta-second-hand',
  title: t('Proces-verbal de achiziție a unei biciclete second-hand de la o persoană fizică', 'Purchase record of a used bicycle from a private seller', 'Verbale di acquisto di una bicicletta usata da un privato'),
  description: t(
    'Cumpărarea de către magazin a unei biciclete folosite de la o persoană fizică: vânzătorul cu CNP și act de identitate, bicicleta cu seria cadrului și starea verificată, declarația de proprietate, prețul și modul de plată.',
    "The shop buying a used bicycle from a private person: the seller with personal number and ID card, the bike with frame number and checked condition, the ownership declaration, the price and how it is paid.",
    "L'acquisto da parte del negozio di una bici usata da un privato: venditore con codice personale e documento, bici con numero di telaio e stato verificato, dichiarazione di proprietà, prezzo e pagamento.",
  ),
  category: 'commercial',
  trades,
  keywords: kw('achizitie bicicleta, cumparare bicicleta second hand, buy back bicicleta, bicicleta sh, proces verbal achizitie', 'used bike purchase, buy-back, second-hand bicycle', 'acquisto bici usata, ritiro usato'),
  kind: 'handover',
  prefix: 'ACH',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Cumpărător (magazin)', 'Buyer (shop)', 'Acquirente (negozio)') },
  steps: [
    clientStep({ title: t('Vânzător', 'Seller', 'Venditore'), cnpRequired: true, extra: [f.text('id_card', L.idCard, { required: true, maxLength: 40 })] }),
    bikeStep([checklistField('checks', t('Stare verificată', 'Condition checked', 'Stato verificato'))]),
    step('deal', t('Preț și declarație', 'Price and declaration', 'Prezzo e dichiarazione'), [
      f.money('price', t('Preț de achiziție (lei)', 'Purchase price (lei)', "Prezzo d'acquisto (lei)"), { required: true, min: 0, width: 'half' }),
      f.select('paid_by', t('Plată', 'Payment', 'Pagamento'), [opt('cash', t('Numerar', 'Cash', 'Contanti')), opt('transfer', t('Transfer bancar', 'Bank transfer', 'Bonifico'))], { required: true, width: 'half' }),
      f.checkbox('owner', t('Vânzătorul declară pe proprie răspundere că bicicleta îi aparține și nu provine din furt', 'The seller declares on their own responsibility that the bike is theirs and not stolen', 'Il venditore dichiara sotto la propria responsabilità che la bici è sua e non rubata')),
    ]),
  ],
  totals: [sumTotal('price', t('Preț plătit', 'Price paid', 'Prezzo pagato'), 'deal.price', 'total.grand')],
  layout: 'handover',
  pdfTitle: t('PV ACHIZIȚIE BICICLETĂ', 'USED BIKE PURCHASE', 'ACQUISTO BICI USATA'),
  signatures: [t('Cumpărător', 'Buyer', 'Acquirente'), t('Vânzător', 'Seller', 'Venditore')],
  footer: t(
    'Vânzătorul confirmă primirea prețului; procesul-verbal s-a încheiat în două exemplare.',
    'The seller confirms receipt of the price; the record was made in two copies.',
    'Il venditore conferma di aver ricevuto il prezzo; il verbale è redatto in due copie.',
  ),
  legal: [t(
    'Declarația falsă privind proprietatea atrage răspunderea vânzătorului; magazinul păstrează copia actului de identitate pe durata prevăzută de lege.',
    'A false ownership declaration makes the seller liable; the shop keeps a copy of the identity card for the period the law requires.',
    'Una falsa dichiarazione di proprietà comporta la responsabilità del venditore; il negozio conserva copia del documento per il periodo di legge.',
  ), gdprNote],
  sample: {
    company: sampleCo(),
    client: { ...person, id_card: 'CJ 778899' },
    bike: {
      ...bike,
      checks: [
        { point: 'Cadru – fisuri, lovituri', status: 'ok' },
        { point: 'Seria cadrului lizibilă, neștearsă', status: 'ok' },
        { point: 'Transmisie', status: 'watch', note: 'Lanț uzat' },
      ],
    },
    deal: { price: 1800, paid_by: 'transfer', owner: true },
  },
});

/** 22. Jurnal de service al flotei de biciclete de închiriat. */
const rentalFleetLog = tradeDoc({
  key: 'jurnal-service-flota-biciclete',
  title: t('Jurnal de service al flotei de biciclete de închiriat', 'Service log of a rental bike fleet', 'Registro di manutenzione della flotta di bici a noleggio'),
  description: t(
    'Evidența intervențiilor pe bicicletele și trotinetele unei flote de închiriere: numărul din flotă, data, km sau ore, intervenția, piesele și costul, cu starea după intervenție (disponibilă sau retrasă) și costul total al perioadei.',
    'The record of work on the bikes and e-scooters of a rental fleet: fleet number, date, km or hours, the job, parts and cost, with the state afterwards (available or withdrawn) and the total cost for the period.',
    'Il registro degli interventi su bici e monopattini di una flotta a noleggio: numero di flotta, data, km o ore, intervento, ricambi e costo, con lo stato dopo l’intervento (disponibile o ritirato) e il costo totale del periodo.',
  ),
  category: 'records',
  trades,
  keywords: kw('flota biciclete, service flota, inchiriere biciclete, jurnal intretinere, trotinete flota', 'rental fleet maintenance, bike fleet, service log', 'flotta bici, manutenzione flotta, noleggio'),
  kind: 'register',
  prefix: 'JFB',
  company: { numberLabel: t('Jurnal nr.', 'Log no.', 'Registro n.'), title: t('Firmă', 'Company', 'Azienda') },
  steps: [
    step('log', t('Intervenții', 'Jobs', 'Interventi'), [
      f.text('period', t('Perioada', 'Period', 'Periodo'), { required: true, maxLength: 50, width: 'half' }),
      f.array('items', t('Intervenții', 'Jobs', 'Interventi'), [
        f.text('fleet_no', t('Nr. flotă', 'Fleet no.', 'N. flotta'), { required: true, maxLength: 20 }),
        f.date('date', L.date, { required: true }),
        f.number('km', t('Km / ore', 'Km / hours', 'Km / ore'), { min: 0, decimals: 0 }),
        f.text('job', t('Intervenție', 'Job', 'Intervento'), { required: true, maxLength: 150 }),
        f.money('cost', t('Cost (fără TVA)', 'Cost (excl. VAT)', 'Costo (IVA esclusa)'), { required: true, min: 0 }),
        f.select('state', t('Stare după', 'State after', 'Stato dopo'), [opt('available', t('Disponibilă', 'Available', 'Disponibile')), opt('withdrawn', t('Retrasă', 'Withdrawn', 'Ritirata'))], { required: true }),
      ], { required: true, historyPick: true, maxItems: 1000 }),
    ]),
  ],
  totals: [
    sumTotal('cost', t('Cost total întreținere', 'Total maintenance cost', 'Costo totale di manutenzione'), 'sum(log.items.cost)'),
    numberTotal('jobs', t('Intervenții', 'Jobs', 'Interventi'), 'count(log.items.job)'),
  ],
  pdfTitle: t('JURNAL SERVICE FLOTĂ', 'FLEET SERVICE LOG', 'REGISTRO FLOTTA'),
  signatures: [t('Mecanic', 'Mechanic', 'Meccanico'), t('Responsabil flotă', 'Fleet manager', 'Responsabile flotta')],
  footer: t(
    'O bicicletă cu defecte la frâne, direcție sau roți se retrage din închiriere până la remediere.',
    'A bike with faulty brakes, steering or wheels is withdrawn from rental until repaired.',
    'Una bici con difetti a freni, sterzo o ruote si ritira dal noleggio fino alla riparazione.',
  ),
  sample: {
    company: sampleCo(),
    log: {
      period: 'Martie 2026',
      items: [
        { fleet_no: 'FL-07', date: '2026-03-03', km: 1240, job: 'Plăcuțe frână față, reglaj schimbător', cost: 85, state: 'available' },
        { fleet_no: 'FL-11', date: '2026-03-09', km: 980, job: 'Roată spate îndoită – în așteptarea jantei', cost: 0, state: 'withdrawn' },
        { fleet_no: 'ES-02', date: '2026-03-12', km: 640, job: 'Anvelopă față, test frână', cost: 110, state: 'available' },
      ],
    },
  },
});

export const motoBikeFamily: CatalogEntry[] = [
  motoCheckIn,
  bikeCheckIn,
  bikeService,
  motoService,
  bikeWarranty,
  bikeDelivery,
  ebikeDiagnosis,
  scooterService,
  bikeRental,
  motoRental,
  motoTyres,
  chainKit,
  suspensionSetup,
  winterStorage,
  wheelTruing,
  bikeFitting,
  customBikeOrder,
  forkService,
  bikeDamage,
  consignment,
  usedBikePurchase,
  rentalFleetLog,
];
