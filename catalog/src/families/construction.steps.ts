import { type Option, type StepSpec, f, opt, t } from '../build.js';

/** The installation, circuit and room steps of the construction family. */

const buildingOptions: Option[] = [
  opt('apartament', t('Apartament', 'Flat', 'Appartamento')),
  opt('casa', t('Casă', 'House', 'Casa')),
  opt('comercial', t('Spațiu comercial / birouri', 'Commercial / offices', 'Locale commerciale / uffici')),
  opt('industrial', t('Hală / spațiu industrial', 'Industrial building', 'Capannone')),
  opt('alta', t('Alta', 'Other', 'Altro')),
];

const notSanitary = 'scope != "sanitare"';
const notHeating = 'scope != "termice"';

/** Sanitary and heating installations: scope, building, heat source, emitters, pressure test, ISCIR. */
export const plumbingStep = (): StepSpec => ({
  name: 'installation',
  title: t('Instalație', 'Installation', 'Impianto'),
  fields: [
    f.select(
      'scope',
      t('Instalații', 'Installations', 'Impianti'),
      [
        opt('sanitare', t('Sanitare', 'Plumbing', 'Idraulici')),
        opt('termice', t('Termice', 'Heating', 'Termici')),
        opt('ambele', t('Sanitare și termice', 'Plumbing and heating', 'Idraulici e termici')),
      ],
      { required: true, default: 'ambele', width: 'half' },
    ),
    f.select('building', t('Tip clădire', 'Building type', 'Tipo di edificio'), buildingOptions, { width: 'half' }),
    f.number('bathrooms', t('Număr de băi / grupuri sanitare', 'Bathrooms / toilets', 'Bagni / servizi igienici'), {
      min: 0,
      max: 100,
      decimals: 0,
      visibleIf: notHeating,
      width: 'half',
    }),
    f.select(
      'heat_source',
      t('Sursa de căldură', 'Heat source', 'Fonte di calore'),
      [
        opt('gaz', t('Centrală pe gaz', 'Gas boiler', 'Caldaia a gas')),
        opt('solid', t('Centrală pe lemne / peleți', 'Wood / pellet boiler', 'Caldaia a legna / pellet')),
        opt('pompa', t('Pompă de căldură', 'Heat pump', 'Pompa di calore')),
        opt('electric', t('Centrală electrică', 'Electric boiler', 'Caldaia elettrica')),
        opt('termoficare', t('Termoficare', 'District heating', 'Teleriscaldamento')),
      ],
      { visibleIf: notSanitary, width: 'half' },
    ),
    f.text('boiler', t('Centrală (marcă, model, putere)', 'Boiler (brand, model, output)', 'Caldaia (marca, modello, potenza)'), {
      placeholder: t('Viessmann Vitodens 100-W, 26 kW', 'Viessmann Vitodens 100-W, 26 kW', 'Viessmann Vitodens 100-W, 26 kW'),
      maxLength: 100,
      visibleIf: notSanitary,
      width: 'half',
    }),
    f.select(
      'emitters',
      t('Corpuri de încălzire', 'Heat emitters', 'Terminali di riscaldamento'),
      [
        opt('radiatoare', t('Radiatoare', 'Radiators', 'Radiatori')),
        opt('pardoseala', t('Încălzire în pardoseală', 'Underfloor heating', 'Riscaldamento a pavimento')),
        opt('ventiloconvectoare', t('Ventiloconvectoare', 'Fan coils', 'Ventilconvettori')),
        opt('mixt', t('Mixt', 'Mixed', 'Misto')),
      ],
      { visibleIf: notSanitary, width: 'half' },
    ),
    f.number('heated_area', t('Suprafață încălzită (mp)', 'Heated area (m²)', 'Superficie riscaldata (m²)'), {
      min: 0,
      decimals: 2,
      visibleIf: notSanitary,
      width: 'half',
    }),
    f.checkbox('pressure_test', t('Probă de presiune inclusă', 'Pressure test included', 'Prova di pressione inclusa'), { width: 'half' }),
    f.number('test_pressure', t('Presiune de probă (bar)', 'Test pressure (bar)', 'Pressione di prova (bar)'), {
      min: 0,
      max: 100,
      decimals: 1,
      visibleIf: 'pressure_test',
      width: 'half',
    }),
    f.text('iscir', t('Firmă autorizată ISCIR pentru PIF (nr. autorizație)', 'ISCIR-authorised firm for commissioning (licence no.)', 'Ditta autorizzata ISCIR per la messa in servizio (n.)'), {
      help: t(
        'Punerea în funcțiune a centralei termice se face de o firmă autorizată ISCIR.',
        'The boiler is commissioned by an ISCIR-authorised firm.',
        'La caldaia è messa in servizio da una ditta autorizzata ISCIR.',
      ),
      maxLength: 200,
      visibleIf: notSanitary,
    }),
  ],
});

const anreGrades: Option[] = ['I', 'IIA', 'IIB', 'IIIA', 'IIIB', 'IVA', 'IVB'].map((g) => opt(g.toLowerCase(), t(g, g, g)));

/** The electrical installation: kind of work, supply, power, ATR, PRAM, and the ANRE-authorised electrician (optional). */
export const electricalStep = (): StepSpec => ({
  name: 'installation',
  title: t('Instalație electrică', 'Electrical installation', 'Impianto elettrico'),
  fields: [
    f.select(
      'kind',
      t('Tip lucrare', 'Type of work', 'Tipo di lavoro'),
      [
        opt('noua', t('Instalație nouă', 'New installation', 'Impianto nuovo')),
        opt('refacere', t('Refacere / modernizare', 'Rewiring / upgrade', 'Rifacimento / adeguamento')),
        opt('extindere', t('Extindere', 'Extension', 'Ampliamento')),
        opt('reparatie', t('Reparație', 'Repair', 'Riparazione')),
      ],
      { width: 'third' },
    ),
    f.select(
      'supply',
      t('Alimentare', 'Supply', 'Alimentazione'),
      [opt('mono', t('Monofazată 230 V', 'Single-phase 230 V', 'Monofase 230 V')), opt('tri', t('Trifazată 400 V', 'Three-phase 400 V', 'Trifase 400 V'))],
      { width: 'third' },
    ),
    f.number('power_kw', t('Putere instalată (kW)', 'Installed power (kW)', 'Potenza installata (kW)'), { min: 0, max: 10000, decimals: 2, width: 'third' }),
    f.select('building', t('Tip clădire', 'Building type', 'Tipo di edificio'), buildingOptions, { width: 'half' }),
    f.text('atr', t('Aviz tehnic de racordare (ATR)', 'Grid connection approval (ATR)', 'Parere tecnico di allacciamento (ATR)'), { maxLength: 100, width: 'half' }),
    f.checkbox('pram', t('Buletin de măsurători PRAM inclus', 'PRAM earthing test report included', 'Verbale di misura PRAM incluso')),
    f.text('electrician', t('Electrician autorizat ANRE', 'ANRE-authorised electrician', 'Elettricista autorizzato ANRE'), { maxLength: 100, width: 'third' }),
    f.text('anre_no', t('Nr. legitimație ANRE', 'ANRE licence no.', 'N. tesserino ANRE'), { maxLength: 30, width: 'third' }),
    f.select('anre_grade', t('Grad ANRE', 'ANRE grade', 'Grado ANRE'), anreGrades, { width: 'third' }),
    f.text('firm_attestation', t('Atestat ANRE al firmei (tip, nr.)', "Firm's ANRE certificate (type, no.)", "Attestato ANRE dell'impresa (tipo, n.)"), { maxLength: 100 }),
  ],
});

/** The circuits of an electrical installation (described, priced in the works). */
export const circuitsStep = (): StepSpec => ({
  name: 'circuits',
  title: t('Circuite', 'Circuits', 'Circuiti'),
  fields: [
    f.array(
      'items',
      t('Circuite', 'Circuits', 'Circuiti'),
      [
        f.text('name', t('Circuit', 'Circuit', 'Circuito'), { placeholder: t('C1 – Iluminat living', 'C1 – Living room lighting', 'C1 – Illuminazione soggiorno'), required: true, maxLength: 100 }),
        f.select('kind', t('Destinație', 'Use', 'Uso'), [
          opt('iluminat', t('Iluminat', 'Lighting', 'Illuminazione')),
          opt('prize', t('Prize', 'Sockets', 'Prese')),
          opt('forta', t('Forță', 'Power', 'Forza motrice')),
          opt('dedicat', t('Dedicat (plită, boiler, AC)', 'Dedicated (hob, water heater, AC)', 'Dedicato (piano cottura, boiler, AC)')),
        ]),
        f.text('cable', t('Cablu', 'Cable', 'Cavo'), { placeholder: t('CYY-F 3x2,5 mm²', 'CYY-F 3x2.5 mm²', 'CYY-F 3x2,5 mm²'), maxLength: 50 }),
        f.text('protection', t('Protecție', 'Protection', 'Protezione'), { placeholder: t('C16 + DDR 30 mA', 'C16 + RCD 30 mA', 'C16 + differenziale 30 mA'), maxLength: 50 }),
        f.number('points', t('Nr. puncte', 'Points', 'N. punti'), { min: 0, max: 1000, decimals: 0 }),
        f.number('length', t('Lungime (m)', 'Length (m)', 'Lunghezza (m)'), { min: 0, decimals: 1 }),
      ],
      { maxItems: 200 },
    ),
  ],
});

/** The rooms of a renovation with their floor, wall and ceiling areas, summed. */
export const roomsStep = (): StepSpec => ({
  name: 'rooms',
  title: t('Încăperi și suprafețe', 'Rooms and areas', 'Locali e superfici'),
  fields: [
    f.array(
      'items',
      t('Încăperi', 'Rooms', 'Locali'),
      [
        f.text('name', t('Încăpere', 'Room', 'Locale'), { placeholder: t('Baie', 'Bathroom', 'Bagno'), required: true, maxLength: 100 }),
        f.number('floor', t('Pardoseală (mp)', 'Floor (m²)', 'Pavimento (m²)'), { min: 0, decimals: 2 }),
        f.number('walls', t('Pereți (mp)', 'Walls (m²)', 'Pareti (m²)'), { min: 0, decimals: 2 }),
        f.number('ceiling', t('Tavan (mp)', 'Ceiling (m²)', 'Soffitto (m²)'), { min: 0, decimals: 2 }),
        f.text('finish', t('Finisaj dorit', 'Desired finish', 'Finitura desiderata'), { maxLength: 200 }),
      ],
      { historyPick: true, maxItems: 100 },
    ),
    f.number('total_floor', t('Total pardoseli (mp)', 'Total floor (m²)', 'Totale pavimenti (m²)'), { compute: 'sum(rooms.items.floor)', decimals: 2, width: 'third' }),
    f.number('total_walls', t('Total pereți (mp)', 'Total walls (m²)', 'Totale pareti (m²)'), { compute: 'sum(rooms.items.walls)', decimals: 2, width: 'third' }),
    f.number('total_ceiling', t('Total tavane (mp)', 'Total ceilings (m²)', 'Totale soffitti (m²)'), { compute: 'sum(rooms.items.ceiling)', decimals: 2, width: 'third' }),
  ],
});
