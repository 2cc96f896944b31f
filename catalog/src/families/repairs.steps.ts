import { type FieldSpec, type Option, type StepSpec, f, opt, t } from '../build.js';
import { reshapeStep } from '../estimate-steps.js';
import { exVat, vehicleStep } from '../fragments.js';

/** The object steps of the repairs family: what is repaired, identified without a VIN where it has none. */

const entryDates = (): FieldSpec[] => [
  f.date('entry_date', t('Data intrare', 'Entry date', 'Data di ingresso'), { role: 'service.entry_date', width: 'half' }),
  f.date('exit_date', t('Data estimată predare', 'Estimated hand-over date', 'Data di consegna prevista'), { role: 'service.exit_date', width: 'half' }),
];

const warrantyField = () =>
  f.radio(
    'warranty_status',
    t('Regim', 'Warranty status', 'Garanzia'),
    [opt('post', t('Post-garanție', 'Out of warranty', 'Fuori garanzia')), opt('garantie', t('În garanție', 'Under warranty', 'In garanzia'))],
    { default: 'post', width: 'half' },
  );

const faultField = () =>
  f.textarea('fault', t('Defect reclamat', 'Reported fault', 'Difetto segnalato'), { required: true, maxLength: 2000, role: 'service.reason' });

/** A motorcycle: a registered vehicle with its engine size; off-road bikes may have no plate. */
export const motorcycleStep = (): StepSpec => ({
  ...reshapeStep(vehicleStep(), {
    patch: {
      plate: {
        required: false,
        help: t(
          'Se lasă gol pentru motocicletele neînmatriculate (off-road, competiție).',
          'Leave empty for unregistered motorcycles (off-road, racing).',
          'Lasciare vuoto per le moto non immatricolate (off-road, competizione).',
        ),
      },
      fuel: { options: [opt('benzina', t('Benzină', 'Petrol', 'Benzina')), opt('electric', t('Electric', 'Electric', 'Elettrico'))] },
    },
    after: { year: [f.number('displacement', t('Capacitate cilindrică (cm³)', 'Engine size (cm³)', 'Cilindrata (cm³)'), { min: 0, max: 3000, decimals: 0, width: 'third' })] },
  }),
  title: t('Motocicletă', 'Motorcycle', 'Moto'),
});

const bicycleKinds: Option[] = [
  opt('oras', t('Oraș / trekking', 'City / trekking', 'Città / trekking')),
  opt('mtb', t('MTB', 'MTB', 'MTB')),
  opt('sosea', t('Cursieră / șosea', 'Road', 'Corsa / strada')),
  opt('gravel', t('Gravel', 'Gravel', 'Gravel')),
  opt('copii', t('Copii', 'Children', 'Bambini')),
  opt('ebike', t('Bicicletă electrică', 'E-bike', 'Bici elettrica')),
  opt('alta', t('Alta', 'Other', 'Altro')),
];

/** A bicycle: no plate and no VIN, the frame's serial number instead; motor and battery for an e-bike. */
export const bicycleStep = (): StepSpec => ({
  name: 'bicycle',
  title: t('Bicicletă', 'Bicycle', 'Bicicletta'),
  prefill: 'history',
  fields: [
    f.select('kind', t('Tip', 'Type', 'Tipo'), bicycleKinds, { required: true, width: 'third' }),
    f.text('brand', t('Marcă', 'Brand', 'Marca'), { required: true, maxLength: 50, width: 'third' }),
    f.text('model', t('Model', 'Model', 'Modello'), { maxLength: 50, width: 'third' }),
    f.text('frame_no', t('Serie cadru', 'Frame number', 'Numero di telaio'), {
      help: t('De obicei gravată sub pedalier.', 'Usually engraved under the bottom bracket.', 'Di solito inciso sotto il movimento centrale.'),
      maxLength: 40,
      width: 'half',
    }),
    f.text('colour', t('Culoare', 'Colour', 'Colore'), { maxLength: 50, width: 'half' }),
    f.text('frame_size', t('Mărime cadru', 'Frame size', 'Taglia del telaio'), { placeholder: t('M / 54 cm', 'M / 54 cm', 'M / 54 cm'), maxLength: 20, width: 'half' }),
    f.text('wheel_size', t('Dimensiune roți', 'Wheel size', 'Misura delle ruote'), { placeholder: t('29" / 700c', '29" / 700c', '29" / 700c'), maxLength: 20, width: 'half' }),
    f.text('motor', t('Motor și baterie', 'Motor and battery', 'Motore e batteria'), {
      placeholder: t('Bosch Performance CX, 625 Wh', 'Bosch Performance CX, 625 Wh', 'Bosch Performance CX, 625 Wh'),
      maxLength: 100,
      visibleIf: 'kind == "ebike"',
      width: 'half',
    }),
    f.number('ebike_km', t('Km pe afișaj', 'Km on the display', 'Km sul display'), { min: 0, decimals: 0, visibleIf: 'kind == "ebike"', width: 'half' }),
    ...entryDates(),
  ],
});

/** Professional equipment: type, brand, model, serial, what came with it, its condition and the fault. */
export const equipmentStep = (): StepSpec => ({
  name: 'equipment',
  title: t('Echipament', 'Equipment', 'Apparecchiatura'),
  prefill: 'history',
  fields: [
    f.text('kind', t('Tip echipament', 'Equipment type', 'Tipo di apparecchiatura'), {
      placeholder: t('Compresor, generator, aparat de sudură', 'Compressor, generator, welder', 'Compressore, generatore, saldatrice'),
      required: true,
      maxLength: 100,
    }),
    f.text('brand', t('Marcă', 'Brand', 'Marca'), { required: true, maxLength: 50, width: 'half' }),
    f.text('model', t('Model', 'Model', 'Modello'), { maxLength: 50, width: 'half' }),
    f.text('serial', t('Serie (S/N)', 'Serial number', 'Numero di serie'), { maxLength: 50, width: 'half' }),
    f.number('year', t('An fabricație', 'Year of manufacture', 'Anno di fabbricazione'), { min: 1900, max: 2100, decimals: 0, width: 'half' }),
    f.text('inventory_no', t('Nr. inventar client', "Client's inventory no.", 'N. inventario del cliente'), { maxLength: 50, width: 'half' }),
    warrantyField(),
    f.text('accessories', t('Accesorii predate', 'Accessories handed in', 'Accessori consegnati'), { maxLength: 300 }),
    f.text('condition', t('Starea la primire', 'Condition on receipt', 'Stato al ricevimento'), { maxLength: 300 }),
    faultField(),
    ...entryDates(),
  ],
});

/** Machinery and farm machinery: serials, engine hours instead of km, in the workshop or on site. */
export const machineStep = (): StepSpec => ({
  name: 'machine',
  title: t('Utilaj', 'Machine', 'Macchina'),
  prefill: 'history',
  fields: [
    f.select(
      'kind',
      t('Tip utilaj', 'Machine type', 'Tipo di macchina'),
      [
        opt('tractor', t('Tractor', 'Tractor', 'Trattore')),
        opt('combina', t('Combină agricolă', 'Combine harvester', 'Mietitrebbia')),
        opt('agricol', t('Utilaj agricol tractat', 'Trailed farm implement', 'Attrezzo agricolo trainato')),
        opt('constructii', t('Utilaj de construcții', 'Construction machine', 'Macchina edile')),
        opt('stivuitor', t('Stivuitor', 'Forklift', 'Carrello elevatore')),
        opt('altul', t('Altul', 'Other', 'Altro')),
      ],
      { required: true, width: 'third' },
    ),
    f.text('make', t('Marcă', 'Make', 'Marca'), { required: true, maxLength: 50, width: 'third' }),
    f.text('model', t('Model', 'Model', 'Modello'), { required: true, maxLength: 50, width: 'third' }),
    f.text('serial', t('Serie șasiu / fabricație', 'Chassis / serial number', 'Numero di telaio / serie'), { required: true, maxLength: 40, width: 'half' }),
    f.text('engine_serial', t('Serie motor', 'Engine number', 'Numero motore'), { maxLength: 40, width: 'half' }),
    f.text('registration', t('Nr. înmatriculare / înregistrare', 'Registration number', 'Targa / immatricolazione'), { maxLength: 20, width: 'third' }),
    f.number('year', t('An fabricație', 'Year of manufacture', 'Anno di fabbricazione'), { min: 1900, max: 2100, decimals: 0, width: 'third' }),
    f.number('hours', t('Ore de funcționare', 'Engine hours', 'Ore di funzionamento'), {
      help: t('De pe contorul de ore al motorului.', "From the engine's hour meter.", 'Dal contaore del motore.'),
      required: true,
      min: 0,
      decimals: 1,
      width: 'third',
    }),
    f.radio(
      'location',
      t('Locul reparației', 'Where the repair is done', 'Luogo della riparazione'),
      [
        opt('atelier', t('În atelier', 'In the workshop', 'In officina')),
        opt('teren', t('La fața locului (câmp, șantier)', 'On site (field, building site)', 'In loco (campo, cantiere)')),
      ],
      { required: true, default: 'atelier' },
    ),
    f.text('site', t('Locul intervenției', 'Site of the repair', "Luogo dell'intervento"), { maxLength: 200, visibleIf: 'location == "teren"' }),
    faultField(),
    ...entryDates(),
  ],
});

/** Travel to a machine repaired on site: distance there and back, trips, rate per km. */
export const travelStep = ({ vatPayer }: { vatPayer: boolean }): StepSpec => ({
  name: 'travel',
  title: t('Deplasare', 'Travel', 'Trasferta'),
  visibleIf: 'machine.location == "teren"',
  fields: [
    f.number('km', t('Distanță dus-întors (km)', 'Round-trip distance (km)', 'Distanza andata e ritorno (km)'), { required: true, min: 0, decimals: 1, width: 'third' }),
    f.number('trips', t('Număr deplasări', 'Number of trips', 'Numero di trasferte'), { required: true, min: 1, decimals: 0, default: 1, width: 'third' }),
    f.money('rate', exVat(vatPayer, t('Tarif (lei/km)', 'Rate (lei/km)', 'Tariffa (lei/km)')), { required: true, min: 0, width: 'third' }),
    f.money('value', exVat(vatPayer, t('Valoare deplasare', 'Travel amount', 'Importo trasferta')), { compute: 'km * trips * rate' }),
  ],
});

const applianceKinds: Option[] = [
  opt('frigider', t('Frigider / congelator', 'Fridge / freezer', 'Frigorifero / congelatore')),
  opt('spalat_rufe', t('Mașină de spălat rufe', 'Washing machine', 'Lavatrice')),
  opt('spalat_vase', t('Mașină de spălat vase', 'Dishwasher', 'Lavastoviglie')),
  opt('uscator', t('Uscător de rufe', 'Tumble dryer', 'Asciugatrice')),
  opt('gatit', t('Aragaz / cuptor / plită', 'Cooker / oven / hob', 'Cucina / forno / piano cottura')),
  opt('microunde', t('Cuptor cu microunde', 'Microwave oven', 'Forno a microonde')),
  opt('mici', t('Electrocasnic mic', 'Small appliance', 'Piccolo elettrodomestico')),
  opt('climatizare', t('Aer condiționat', 'Air conditioner', 'Condizionatore')),
  opt('tv', t('Televizor', 'Television', 'Televisore')),
  opt('calculator', t('Laptop / calculator', 'Laptop / computer', 'Portatile / computer')),
  opt('telefon', t('Telefon / tabletă', 'Phone / tablet', 'Telefono / tablet')),
  opt('altul', t('Altul', 'Other', 'Altro')),
];

/** A household appliance or an electronic device: IMEI for phones, data notice for computers and phones. */
export const applianceStep = (): StepSpec => ({
  name: 'appliance',
  title: t('Aparat', 'Appliance', 'Apparecchio'),
  prefill: 'history',
  fields: [
    f.select('kind', t('Tip aparat', 'Appliance type', 'Tipo di apparecchio'), applianceKinds, { required: true, width: 'third' }),
    f.text('brand', t('Marcă', 'Brand', 'Marca'), { required: true, maxLength: 50, width: 'third' }),
    f.text('model', t('Model', 'Model', 'Modello'), { maxLength: 50, width: 'third' }),
    f.text('serial', t('Serie (S/N)', 'Serial number', 'Numero di serie'), { maxLength: 50, width: 'half' }),
    f.text('imei', t('IMEI', 'IMEI', 'IMEI'), { pattern: '\\d{15}', maxLength: 15, visibleIf: 'kind == "telefon"', width: 'half' }),
    f.date('purchase_date', t('Data achiziției', 'Purchase date', 'Data di acquisto'), { width: 'half' }),
    warrantyField(),
    f.text('accessories', t('Accesorii predate', 'Accessories handed in', 'Accessori consegnati'), { maxLength: 300 }),
    f.text('condition', t('Starea la primire', 'Condition on receipt', 'Stato al ricevimento'), { maxLength: 300 }),
    faultField(),
    f.radio(
      'place',
      t('Locul reparației', 'Where the repair is done', 'Luogo della riparazione'),
      [opt('atelier', t('În atelier', 'In the workshop', 'In laboratorio')), opt('domiciliu', t('La domiciliul clientului', "At the client's home", 'A domicilio'))],
      { default: 'atelier' },
    ),
    f.checkbox(
      'data_notice',
      t(
        'Clientul a fost informat că datele pot fi pierdute și și-a făcut o copie de siguranță',
        'The client was told that data may be lost and has made a backup',
        'Il cliente è stato informato che i dati possono andare persi e ne ha fatto una copia',
      ),
      { visibleIf: 'kind == "calculator" || kind == "telefon"' },
    ),
    ...entryDates(),
  ],
});

/** What a repair offer is for: the object, how it is identified, where, the diagnosis and the proposed solution. */
export const repairObjectStep = (): StepSpec => ({
  name: 'object',
  title: t('Obiectul reparației', 'What is to be repaired', 'Oggetto della riparazione'),
  prefill: 'history',
  fields: [
    f.text('subject', t('Ce se repară', 'Item to repair', 'Oggetto'), {
      placeholder: t('Pompă hidraulică excavator', 'Excavator hydraulic pump', 'Pompa idraulica escavatore'),
      required: true,
      maxLength: 200,
    }),
    f.text('identification', t('Marcă, model, serie', 'Make, model, serial number', 'Marca, modello, numero di serie'), { maxLength: 200, width: 'half' }),
    f.text('location', t('Locul reparației', 'Where the repair is done', 'Luogo della riparazione'), { maxLength: 200, width: 'half' }),
    f.textarea('diagnosis', t('Diagnostic', 'Diagnosis', 'Diagnosi'), { required: true, maxLength: 3000, role: 'service.findings' }),
    f.textarea('solution', t('Soluția propusă', 'Proposed solution', 'Soluzione proposta'), { required: true, maxLength: 3000, role: 'service.recommendations' }),
  ],
});
