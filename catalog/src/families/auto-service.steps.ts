import { type Option, type StepSpec, type Text, f, opt, same, t } from '../build.js';
import { reshapeStep } from '../estimate-steps.js';
import { exVat, vehicleStep } from '../fragments.js';

/** The object steps of the tyre, bodywork and air-conditioning estimates (domain-ro §1 variants). */

const seasonOptions: Option[] = [
  opt('vara', t('Vară', 'Summer', 'Estivi')),
  opt('iarna', t('Iarnă', 'Winter', 'Invernali')),
  opt('all', t('All season', 'All season', 'Quattro stagioni')),
];

const positionOptions: Option[] = [
  opt('fs', t('Față stânga', 'Front left', 'Anteriore sinistra')),
  opt('fd', t('Față dreapta', 'Front right', 'Anteriore destra')),
  opt('ss', t('Spate stânga', 'Rear left', 'Posteriore sinistra')),
  opt('sd', t('Spate dreapta', 'Rear right', 'Posteriore destra')),
  opt('rez', t('Rezervă', 'Spare', 'Scorta')),
];

/** Tyres by position (size, load/speed index, DOT, tread, pressure), rims, TPMS, locking bolts. */
export const tyresStep = (): StepSpec => ({
  name: 'tyres',
  title: t('Anvelope și jante', 'Tyres and rims', 'Pneumatici e cerchi'),
  fields: [
    f.select('season', t('Anvelope montate', 'Tyres fitted', 'Pneumatici montati'), seasonOptions, { width: 'third' }),
    f.select('rim', t('Jante', 'Rims', 'Cerchi'), [opt('tabla', t('Tablă', 'Steel', 'Acciaio')), opt('aliaj', t('Aliaj', 'Alloy', 'Lega'))], { width: 'third' }),
    f.number('torque', t('Cuplu de strângere (Nm)', 'Tightening torque (Nm)', 'Coppia di serraggio (Nm)'), { min: 0, max: 1000, decimals: 0, width: 'third' }),
    f.array(
      'items',
      t('Anvelope', 'Tyres', 'Pneumatici'),
      [
        f.select('position', t('Poziție', 'Position', 'Posizione'), positionOptions, { required: true }),
        f.text('brand', t('Marcă și model', 'Brand and model', 'Marca e modello'), { maxLength: 100 }),
        f.text('size', t('Dimensiune', 'Size', 'Misura'), { placeholder: t('205/55 R16', '205/55 R16', '205/55 R16'), required: true, maxLength: 30 }),
        f.text('load_speed', t('Indice sarcină/viteză', 'Load/speed index', 'Indice carico/velocità'), { placeholder: t('91V', '91V', '91V'), maxLength: 10 }),
        f.text('dot', t('DOT', 'DOT', 'DOT'), {
          help: t(
            'Săptămâna și anul fabricației (SSAA), ex. 2324 = săptămâna 23 din 2024.',
            'Week and year of manufacture (WWYY), e.g. 2324 = week 23 of 2024.',
            'Settimana e anno di produzione (SSAA), es. 2324 = settimana 23 del 2024.',
          ),
          pattern: '\\d{4}',
          maxLength: 4,
        }),
        f.number('tread', t('Profil (mm)', 'Tread (mm)', 'Battistrada (mm)'), { min: 0, max: 30, decimals: 1 }),
        f.number('pressure', t('Presiune (bar)', 'Pressure (bar)', 'Pressione (bar)'), { min: 0, max: 12, decimals: 1 }),
      ],
      { maxItems: 22 },
    ),
    f.select(
      'tpms',
      t('Senzori de presiune (TPMS)', 'Pressure sensors (TPMS)', 'Sensori di pressione (TPMS)'),
      [
        opt('nu', t('Fără TPMS', 'No TPMS', 'Senza TPMS')),
        opt('direct', t('Direct – senzori în roți', 'Direct – sensors in the wheels', 'Diretto – sensori nelle ruote')),
        opt('indirect', t('Indirect – prin ABS', 'Indirect – via ABS', 'Indiretto – tramite ABS')),
      ],
      { width: 'half' },
    ),
    f.text('tpms_note', t('Observații TPMS', 'TPMS notes', 'Note TPMS'), { maxLength: 200, visibleIf: 'tpms == "direct"', width: 'half' }),
    f.checkbox('locking_bolts', t('Prezoane antifurt (cheia returnată)', 'Locking wheel bolts (key returned)', 'Bulloni antifurto (chiave restituita)')),
  ],
});

/** Tyres left with the workshop for the season (tyre hotel); the fee is a service line. */
export const storageStep = (): StepSpec => {
  const stored = 'stored';
  return {
    name: 'storage',
    title: t('Hotel anvelope', 'Tyre storage', 'Deposito pneumatici'),
    description: t(
      'Anvelopele lăsate în depozitare; tariful se trece la servicii.',
      'Tyres left in storage; the fee goes in the services.',
      'Pneumatici lasciati in deposito; la tariffa va tra i servizi.',
    ),
    fields: [
      f.checkbox(stored, t('Anvelope lăsate în depozitare', 'Tyres left in storage', 'Pneumatici lasciati in deposito')),
      f.number('count', t('Număr bucăți', 'Number of tyres', 'Numero di pneumatici'), { min: 1, max: 22, decimals: 0, default: 4, visibleIf: stored, width: 'third' }),
      f.select('season', t('Sezon', 'Season', 'Stagione'), seasonOptions, { visibleIf: stored, width: 'third' }),
      f.checkbox('with_rims', t('Cu jante', 'With rims', 'Con cerchi'), { visibleIf: stored, width: 'third' }),
      f.text('description', t('Marcă și dimensiune', 'Brand and size', 'Marca e misura'), {
        placeholder: t('Michelin Alpin 6, 205/55 R16', 'Michelin Alpin 6, 205/55 R16', 'Michelin Alpin 6, 205/55 R16'),
        maxLength: 200,
        visibleIf: stored,
      }),
      f.text('location', t('Locație / etichetă', 'Location / label', 'Posizione / etichetta'), {
        placeholder: t('Raft B3, eticheta 0457', 'Rack B3, label 0457', 'Scaffale B3, etichetta 0457'),
        maxLength: 100,
        visibleIf: stored,
        width: 'third',
      }),
      f.date('from', t('Depozitat de la', 'Stored from', 'In deposito dal'), { visibleIf: stored, width: 'third' }),
      f.date('until', t('Ridicare estimată', 'Expected collection', 'Ritiro previsto'), { visibleIf: stored, width: 'third' }),
      f.textarea('condition', t('Starea la predare', 'Condition when left', 'Stato alla consegna'), { maxLength: 1000, visibleIf: stored }),
    ],
  };
};

/** The vehicle with its paint: colour code and paint type, after the fuel. */
export const bodyworkVehicleStep = (): StepSpec =>
  reshapeStep(vehicleStep(), {
    after: {
      fuel: [
        f.text('paint_code', t('Cod culoare', 'Paint code', 'Codice colore'), { placeholder: t('LY9B', 'LY9B', 'LY9B'), maxLength: 30, width: 'half' }),
        f.select(
          'paint_type',
          t('Tip vopsea', 'Paint type', 'Tipo di vernice'),
          [
            opt('solid', t('Solidă (nemetalizată)', 'Solid', 'Pastello')),
            opt('metal', t('Metalizată', 'Metallic', 'Metallizzata')),
            opt('perla', t('Perlată', 'Pearlescent', 'Perlata')),
            opt('mata', t('Mată', 'Matt', 'Opaca')),
          ],
          { width: 'half' },
        ),
      ],
    },
  });

/** Who pays the bodywork: the client, or an insurer under RCA or CASCO (claim details optional). */
export const claimStep = (): StepSpec => {
  const insured = 'payer != "client"';
  return {
    name: 'claim',
    title: t('Dosar de daună', 'Insurance claim', 'Sinistro'),
    fields: [
      f.radio(
        'payer',
        t('Plata reparației', 'Repair paid by', 'Pagamento della riparazione'),
        [
          opt('client', t('Client (fără asigurare)', 'Client (no insurance)', 'Cliente (senza assicurazione)')),
          opt('rca', t('Asigurare RCA', 'Third-party liability (RCA)', 'RC auto (RCA)')),
          opt('casco', t('Asigurare CASCO', 'Comprehensive cover (CASCO)', 'Kasko (CASCO)')),
        ],
        { required: true, default: 'client' },
      ),
      f.text('insurer', t('Asigurător', 'Insurer', 'Compagnia assicurativa'), { maxLength: 100, visibleIf: insured, width: 'half' }),
      f.text('claim_no', t('Nr. dosar daună', 'Claim number', 'Numero di sinistro'), { maxLength: 50, visibleIf: insured, width: 'half' }),
      f.text('policy_no', t('Nr. poliță', 'Policy number', 'Numero di polizza'), { maxLength: 50, visibleIf: insured, width: 'half' }),
      f.date('event_date', t('Data evenimentului', 'Date of the incident', "Data dell'evento"), { visibleIf: insured, width: 'half' }),
      f.money('deductible', t('Franșiză (suportată de client)', 'Deductible (paid by the client)', 'Franchigia (a carico del cliente)'), {
        min: 0,
        visibleIf: 'payer == "casco"',
        width: 'half',
      }),
    ],
  };
};

const hourly = (vatPayer: boolean, what: Text): Text => {
  const ex = vatPayer ? [', fără TVA', ', excl. VAT', ', IVA esclusa'] : ['', '', ''];
  return t(`Tarif orar ${what.ro} (lei/oră${ex[0]})`, `${what.en} hourly rate (lei/hour${ex[1]})`, `Tariffa oraria ${what.it} (lei/ora${ex[2]})`);
};

/** Damaged elements, each with its operation and bodywork and paint hours at the two hourly rates. */
export const bodyworkLaborStep = ({ vatPayer }: { vatPayer: boolean }): StepSpec => ({
  name: 'labor',
  title: t('Manoperă tinichigerie și vopsitorie', 'Bodywork and paint labour', 'Manodopera carrozzeria e verniciatura'),
  fields: [
    f.money('body_rate', hourly(vatPayer, t('tinichigerie', 'Bodywork', 'carrozzeria')), { required: true, min: 0, width: 'half' }),
    f.money('paint_rate', hourly(vatPayer, t('vopsitorie', 'Paint', 'verniciatura')), { required: true, min: 0, width: 'half' }),
    f.array(
      'items',
      t('Elemente avariate', 'Damaged elements', 'Elementi danneggiati'),
      [
        f.text('element', t('Element', 'Element', 'Elemento'), {
          placeholder: t('Aripă față stânga', 'Front left wing', 'Parafango anteriore sinistro'),
          required: true,
          maxLength: 100,
        }),
        f.text('damage', t('Avarie', 'Damage', 'Danno'), { maxLength: 200 }),
        f.select(
          'operation',
          t('Operațiune', 'Operation', 'Operazione'),
          [
            opt('reparatie', t('Reparație', 'Repair', 'Riparazione')),
            opt('inlocuire', t('Înlocuire', 'Replacement', 'Sostituzione')),
            opt('vopsire', t('Doar vopsire', 'Paint only', 'Solo verniciatura')),
            opt('pdr', t('Îndreptare fără vopsire', 'Paintless dent repair', 'Levabolli senza verniciatura')),
            opt('polish', t('Polish', 'Polishing', 'Lucidatura')),
          ],
          { required: true, default: 'reparatie' },
        ),
        f.number('body_hours', t('Ore tinichigerie', 'Bodywork hours', 'Ore carrozzeria'), { min: 0, decimals: 2 }),
        f.number('paint_hours', t('Ore vopsitorie', 'Paint hours', 'Ore verniciatura'), { min: 0, decimals: 2 }),
        f.money('value', exVat(vatPayer, t('Valoare', 'Amount', 'Importo')), { compute: 'body_hours * body_rate + paint_hours * paint_rate' }),
      ],
      { historyPick: true, maxItems: 100, role: 'lines.labor' },
    ),
  ],
});

/** Paint materials: basecoat, clearcoat, primer, filler, thinner, abrasives. */
export const paintMaterialsStep = ({ vatPayer }: { vatPayer: boolean }): StepSpec => {
  const units: Option[] = [same('l'), same('kg'), opt('buc', t('buc', 'pcs', 'pz')), same('set')];
  return {
    name: 'materials',
    title: t('Materiale vopsitorie', 'Paint materials', 'Materiali di verniciatura'),
    fields: [
      f.array(
        'items',
        t('Materiale', 'Materials', 'Materiali'),
        [
          f.text('name', t('Material', 'Material', 'Materiale'), {
            placeholder: t('Vopsea bază apă, cod LY9B', 'Water-based basecoat, code LY9B', "Base all'acqua, codice LY9B"),
            required: true,
            maxLength: 200,
          }),
          f.number('qty', t('Cantitate', 'Quantity', 'Quantità'), { required: true, min: 0.001, decimals: 3 }),
          f.select('unit', t('U.M.', 'Unit', 'U.M.'), units, { required: true, default: 'l' }),
          f.money('price', exVat(vatPayer, t('Preț unitar', 'Unit price', 'Prezzo unitario')), { required: true, min: 0 }),
          f.money('value', exVat(vatPayer, t('Valoare', 'Amount', 'Importo')), { compute: 'qty * price' }),
        ],
        { historyPick: true, maxItems: 100, role: 'lines.items' },
      ),
    ],
  };
};

/** The air-conditioning system: refrigerant and its grams, compressor oil, leak test and outlet temperature. */
export const airConditioningStep = (): StepSpec => ({
  name: 'ac',
  title: t('Instalația de climatizare', 'Air-conditioning system', 'Impianto di climatizzazione'),
  fields: [
    f.select('refrigerant', t('Agent frigorific', 'Refrigerant', 'Refrigerante'), [same('r134a', 'R134a'), same('r1234yf', 'R1234yf'), same('r744', 'R744 (CO2)')], {
      required: true,
      width: 'third',
    }),
    f.number('nominal_g', t('Cantitate nominală (g)', 'Nominal charge (g)', 'Carica nominale (g)'), {
      help: t('De pe eticheta din compartimentul motor.', 'From the label under the bonnet.', "Dall'etichetta nel vano motore."),
      min: 0,
      max: 5000,
      decimals: 0,
      width: 'third',
    }),
    f.text('oil', t('Ulei compresor', 'Compressor oil', 'Olio compressore'), { placeholder: t('PAG 46', 'PAG 46', 'PAG 46'), maxLength: 50, width: 'third' }),
    f.number('recovered_g', t('Cantitate recuperată (g)', 'Recovered (g)', 'Recuperato (g)'), { min: 0, max: 5000, decimals: 0, width: 'third' }),
    f.number('charged_g', t('Cantitate încărcată (g)', 'Charged (g)', 'Caricato (g)'), { min: 0, max: 5000, decimals: 0, width: 'third' }),
    f.number('oil_ml', t('Ulei adăugat (ml)', 'Oil added (ml)', 'Olio aggiunto (ml)'), { min: 0, max: 1000, decimals: 0, width: 'third' }),
    f.select(
      'leak_test',
      t('Test de etanșeitate', 'Leak test', 'Prova di tenuta'),
      [
        opt('vid', t('Test de vid', 'Vacuum test', 'Prova del vuoto')),
        opt('azot', t('Azot / formier', 'Nitrogen / forming gas', 'Azoto / gas formante')),
        opt('uv', t('Trasor UV', 'UV dye', 'Tracciante UV')),
        opt('electronic', t('Detector electronic', 'Electronic detector', 'Rilevatore elettronico')),
      ],
      { width: 'half' },
    ),
    f.radio(
      'leak_result',
      t('Rezultat', 'Result', 'Esito'),
      [opt('etans', t('Fără pierderi', 'No leak', 'Nessuna perdita')), opt('pierdere', t('Pierdere identificată', 'Leak found', 'Perdita rilevata'))],
      { width: 'half' },
    ),
    f.text('leak_location', t('Locul pierderii', 'Leak location', 'Punto della perdita'), { maxLength: 200, visibleIf: 'leak_result == "pierdere"' }),
    f.number('vent_temp', t('Temperatura la gurile de ventilație (°C)', 'Air vent temperature (°C)', 'Temperatura alle bocchette (°C)'), {
      min: -30,
      max: 60,
      decimals: 1,
      width: 'half',
    }),
    f.checkbox('uv_dye', t('Trasor UV adăugat', 'UV dye added', 'Tracciante UV aggiunto'), { width: 'half' }),
    f.text('technician_cert', t('Atestat tehnician (gaze fluorurate)', 'Technician certificate (F-gases)', 'Certificato del tecnico (gas fluorurati)'), {
      maxLength: 100,
    }),
  ],
});
