import { type CatalogEntry, type FieldSpec, f, opt, t } from '../build.js';
import { clientStep } from '../fragments.js';
import { unitField } from '../fragments-commercial.js';
import { COMMON, advanceAndRest, clause, closingStep, firmStep, gdprNote, grand, kw, moneyTotal, nonPayerNote, notesField, numberTotal, tradeApp } from '../fragments-trades-a.js';
import { clientCompany, clientPerson, firm } from '../samples-trades-a.js';

/**
 * Tailors and alteration workshops (issue 20): orders with measurements, fittings and deposits,
 * alterations, bridal and traditional wear, uniforms, curtains, embroidery, subcontracted (lohn)
 * production, dry cleaning and formal-wear rental.
 */

const trades: ['tailoring'] = ['tailoring'];
const atelier = t('Atelier', 'Workshop', 'Sartoria');
const sign = { tailor: t('Croitor', 'Tailor', 'Sarto'), client: t('Client', 'Client', 'Cliente') };

/** A body measurement in centimetres. */
const cm = (name: string, ro: string, en: string, it: string, required = false): FieldSpec =>
  f.number(name, t(`${ro} (cm)`, `${en} (cm)`, `${it} (cm)`), { min: 0, max: 300, decimals: 1, width: 'third', ...(required ? { required: true } : {}) });

const fabricOptions = [
  opt('atelier', t('Materialul atelierului', "The workshop's fabric", 'Tessuto della sartoria')),
  opt('client', t('Adus de client', 'Brought by the client', 'Portato dal cliente')),
];

/** Price, advance and the date the garment is promised for. */
const paymentFields = (): FieldSpec[] => [
  f.money('price', t('Preț total (lei)', 'Total price (lei)', 'Prezzo totale (lei)'), { required: true, min: 0, width: 'third' }),
  f.money('advance', t('Avans (lei)', 'Deposit (lei)', 'Acconto (lei)'), { min: 0, width: 'third' }),
  f.date('delivery', t('Data livrării', 'Delivery date', 'Data di consegna'), { required: true, role: 'service.exit_date', width: 'third' }),
];

const payTotals = (step: string) => [grand(`${step}.price`, t('Preț total', 'Total price', 'Prezzo totale')), ...advanceAndRest(`${step}.advance`)];

const measurementsArray = () =>
  f.array('measurements', t('Măsuri (cm)', 'Measurements (cm)', 'Misure (cm)'), [
    f.text('name', t('Măsură', 'Measurement', 'Misura'), { required: true, maxLength: 60 }),
    f.number('value', t('Valoare (cm)', 'Value (cm)', 'Valore (cm)'), { required: true, min: 0, max: 300, decimals: 1 }),
  ], { maxItems: 40 });

const customOrder = (): CatalogEntry =>
  tradeApp({
    key: 'comanda-croitorie-la-comanda',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'comanda croitorie, haine la comanda, confectionare la comanda, croitorie, comanda rochie, comanda costum, masuri, proba, avans',
      'tailoring order, made-to-measure garment, custom dress order, suit order, measurements, fitting, deposit',
      'ordine sartoria, abito su misura, confezione su misura, misure, prova, acconto',
    ),
    title: t('Comandă de confecționare la comandă', 'Made-to-measure garment order', 'Ordine di confezione su misura'),
    description: t(
      'Comanda unei haine croite pe măsură: modelul cu schiță, materialul (al atelierului sau adus de client) cu metrajul, măsurile luate, datele probelor, prețul, avansul și restul de plată la ridicare.',
      'An order for a garment made to measure: the model with a sketch, the fabric (the workshop’s or the client’s) and its length, the measurements taken, fitting dates, price, deposit and balance on collection.',
      "Ordine per un capo confezionato su misura: modello con schizzo, tessuto (della sartoria o del cliente) e metraggio, misure prese, date delle prove, prezzo, acconto e saldo al ritiro.",
    ),
    category: 'workshop',
    document: { kind: 'order', currency: 'RON', number: { field: 'company.number', prefix: 'CC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Comandă nr.', 'Order no.', 'Ordine n.'), atelier),
      clientStep({ phoneRequired: true }),
      {
        name: 'garment',
        title: t('Model și material', 'Model and fabric', 'Modello e tessuto'),
        fields: [
          f.text('garment', t('Articol (rochie, costum, sacou, pantaloni)', 'Garment (dress, suit, jacket, trousers)', 'Capo (abito, completo, giacca, pantaloni)'), { required: true, maxLength: 100 }),
          f.textarea('model', t('Descrierea modelului', 'Model description', 'Descrizione del modello'), { required: true, maxLength: 2000 }),
          f.image('sketch', t('Schiță / fotografie model', 'Sketch / photo of the model', 'Schizzo / foto del modello'), { maxSizeKb: 2048 }),
          f.radio('fabric_from', t('Material', 'Fabric', 'Tessuto'), fabricOptions, { required: true }),
          f.text('fabric', t('Material (compoziție, culoare)', 'Fabric (composition, colour)', 'Tessuto (composizione, colore)'), { maxLength: 150, width: 'half' }),
          f.number('fabric_m', t('Metraj (m)', 'Fabric length (m)', 'Metraggio (m)'), { min: 0, decimals: 2, width: 'half' }),
          measurementsArray(),
        ],
      },
      {
        name: 'terms',
        title: t('Probe și plată', 'Fittings and payment', 'Prove e pagamento'),
        fields: [
          f.date('fitting1', t('Proba 1', 'Fitting 1', 'Prova 1'), { width: 'half' }),
          f.date('fitting2', t('Proba 2', 'Fitting 2', 'Prova 2'), { width: 'half' }),
          ...paymentFields(),
        ],
      },
      closingStep(t('Condiții', 'Terms', 'Condizioni'), [
        clause('terms', t('Condiții', 'Terms', 'Condizioni'), 'Avansul se folosește la procurarea materialelor și nu se restituie dacă clientul renunță după croire. Clientul se prezintă la probe la datele stabilite; neprezentarea amână livrarea. Modificările de model cerute după croire se plătesc separat. Haina se ridică în 30 de zile de la data livrării.'),
      ], [sign.tailor, sign.client]),
    ],
    totals: payTotals('terms'),
    pdf: { layout: 'estimate', title: t('COMANDĂ', 'ORDER', 'ORDINE'), signatures: [sign.tailor, sign.client], footer: t('Comanda se ridică pe baza acestui document și a achitării restului de plată. ' + gdprNote.ro, 'The garment is collected against this document and payment of the balance. ' + gdprNote.en, 'Il capo si ritira con questo documento e il pagamento del saldo. ' + gdprNote.it) },
    sample: {
      company: firm('tailor', '2026-03-02'),
      client: clientPerson,
      garment: {
        garment: 'Rochie de seară',
        model: 'Rochie lungă în clini, decolteu în V, mâneci trei sferturi din dantelă, fermoar ascuns la spate',
        fabric_from: 'atelier',
        fabric: 'Crep de mătase, bleumarin',
        fabric_m: 3.2,
        measurements: [{ name: 'Bust', value: 92 }, { name: 'Talie', value: 72 }, { name: 'Șolduri', value: 98 }, { name: 'Lungime rochie', value: 148 }],
      },
      terms: { fitting1: '2026-03-12', fitting2: '2026-03-20', price: 1450, advance: 600, delivery: '2026-03-27' },
      closing: {},
    },
  });

const menMeasures = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-masuri-barbati',
    version: 1,
    trades,
    keywords: kw(
      'fisa masuri barbati, masuri costum, masuri camasa, masuri pantaloni, croitorie barbateasca, tabel masuri',
      "men's measurement sheet, suit measurements, shirt measurements, trouser measurements, menswear tailoring",
      'scheda misure uomo, misure abito, misure camicia, misure pantaloni, sartoria maschile',
    ),
    title: t('Fișă de măsuri – bărbați (costum, cămașă)', "Men's measurement sheet (suit, shirt)", 'Scheda misure uomo (abito, camicia)'),
    description: t(
      'Măsurile unui client pentru costum și cămașă, luate după regulile croitoriei bărbătești: gât, piept, talie, bazin, umeri, spate, mânecă, lungimea sacoului, pantaloni (talie, șold, coapsă, lungime exterioară și interioară), postura și preferințele.',
      'A client’s measurements for a suit and shirt, taken the menswear way: neck, chest, waist, seat, shoulders, back, sleeve, jacket length, trousers (waist, seat, thigh, outside and inside leg), posture and preferences.',
      'Le misure di un cliente per abito e camicia, prese secondo la sartoria maschile: collo, torace, vita, bacino, spalle, dorso, manica, lunghezza giacca, pantaloni (vita, bacino, coscia, lunghezza esterna e interna), postura e preferenze.',
    ),
    category: 'records',
    document: { kind: 'other', currency: 'RON', number: { field: 'company.number', prefix: 'FMB', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fișă nr.', 'Sheet no.', 'Scheda n.'), atelier),
      clientStep(),
      {
        name: 'upper',
        title: t('Sacou și cămașă', 'Jacket and shirt', 'Giacca e camicia'),
        fields: [
          cm('neck', 'Gât', 'Neck', 'Collo', true), cm('chest', 'Piept', 'Chest', 'Torace', true), cm('waist', 'Talie', 'Waist', 'Vita', true),
          cm('seat', 'Bazin', 'Seat', 'Bacino'), cm('shoulders', 'Lățime umeri', 'Shoulder width', 'Larghezza spalle'), cm('back', 'Lățime spate', 'Back width', 'Larghezza dorso'),
          cm('sleeve', 'Lungime mânecă', 'Sleeve length', 'Lunghezza manica'), cm('bicep', 'Braț', 'Bicep', 'Bicipite'), cm('wrist', 'Încheietură', 'Wrist', 'Polso'),
          cm('jacket_len', 'Lungime sacou', 'Jacket length', 'Lunghezza giacca'), cm('shirt_len', 'Lungime cămașă', 'Shirt length', 'Lunghezza camicia'),
        ],
      },
      {
        name: 'lower',
        title: t('Pantaloni', 'Trousers', 'Pantaloni'),
        fields: [
          cm('waist', 'Talie pantaloni', 'Trouser waist', 'Vita pantaloni', true), cm('hip', 'Șold', 'Hip', 'Fianchi'), cm('thigh', 'Coapsă', 'Thigh', 'Coscia'),
          cm('knee', 'Genunchi', 'Knee', 'Ginocchio'), cm('hem', 'Lățime jos', 'Hem width', 'Fondo'), cm('outseam', 'Lungime exterioară', 'Outside leg', 'Lunghezza esterna', true),
          cm('inseam', 'Lungime interioară', 'Inside leg', 'Lunghezza interna'), cm('rise', 'Înălțime șezut', 'Rise', 'Cavallo'),
        ],
      },
      {
        name: 'fit',
        title: t('Postură și preferințe', 'Posture and preferences', 'Postura e preferenze'),
        fields: [
          f.select('posture', t('Postură', 'Posture', 'Postura'), [opt('normal', t('Normală', 'Normal', 'Normale')), opt('erect', t('Dreaptă (spate arcuit)', 'Erect', 'Eretta')), opt('stooped', t('Aplecată', 'Stooped', 'Curva'))], { width: 'half' }),
          f.select('shoulder', t('Umeri', 'Shoulders', 'Spalle'), [opt('normal', t('Normali', 'Normal', 'Normali')), opt('sloping', t('Căzuți', 'Sloping', 'Spioventi')), opt('square', t('Drepți', 'Square', 'Dritte'))], { width: 'half' }),
          f.select('fit', t('Croială', 'Fit', 'Vestibilità'), [opt('slim', t('Pe corp', 'Slim', 'Aderente')), opt('regular', t('Clasică', 'Regular', 'Regolare')), opt('comfort', t('Lejeră', 'Comfort', 'Comoda'))], { width: 'half' }),
          f.number('height', t('Înălțime (cm)', 'Height (cm)', 'Altezza (cm)'), { min: 50, max: 250, decimals: 0, width: 'half' }),
          notesField(),
        ],
      },
    ],
    pdf: { layout: 'estimate', title: t('FIȘĂ DE MĂSURI', 'MEASUREMENT SHEET', 'SCHEDA MISURE'), signatures: [sign.tailor], footer: t('Măsuri luate pe corp, în centimetri, peste o cămașă subțire. ' + gdprNote.ro, 'Body measurements in centimetres, over a thin shirt. ' + gdprNote.en, 'Misure sul corpo in centimetri, sopra una camicia leggera. ' + gdprNote.it) },
    sample: {
      company: firm('tailor', '2026-03-05'),
      client: { ...clientPerson, name: 'Mihai Bălănescu', email: 'mihai.b@exemplu.ro' },
      upper: { neck: 41, chest: 104, waist: 92, seat: 106, shoulders: 47, back: 42, sleeve: 64.5, bicep: 33, wrist: 18, jacket_len: 76, shirt_len: 80 },
      lower: { waist: 90, hip: 106, thigh: 62, knee: 44, hem: 42, outseam: 108, inseam: 82, rise: 28 },
      fit: { posture: 'normal', shoulder: 'sloping', fit: 'regular', height: 182, notes: 'Umărul drept cu 1 cm mai jos; preferă pantalonii fără pense.' },
    },
  });

const womenMeasures = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-masuri-femei',
    version: 2,
    trades,
    public: true,
    keywords: kw(
      'fisa masuri femei, masuri rochie, masuri fusta, masuri bluza, tabel masuri dama, croitorie dama',
      "women's measurement sheet, dress measurements, skirt measurements, blouse measurements, womenswear",
      'scheda misure donna, misure abito, misure gonna, misure camicetta, sartoria femminile',
    ),
    title: t('Fișă de măsuri – femei (rochie, fustă, bluză)', "Women's measurement sheet (dress, skirt, blouse)", 'Scheda misure donna (abito, gonna, camicetta)'),
    description: t(
      'Măsurile unei cliente după croitoria de damă: bust, sub bust, talie, șolduri, înălțimea bustului, distanța dintre sâni, lungimea taliei față și spate, umăr, mânecă, lungimi de fustă și rochie, plus mărimea obișnuită.',
      'A client’s measurements the womenswear way: bust, underbust, waist, hips, bust height, bust point distance, front and back waist length, shoulder, sleeve, skirt and dress lengths, plus her usual size.',
      'Le misure di una cliente secondo la sartoria femminile: seno, sottoseno, vita, fianchi, altezza seno, distanza tra i seni, lunghezza vita davanti e dietro, spalla, manica, lunghezze di gonna e abito, più la taglia abituale.',
    ),
    category: 'records',
    document: { kind: 'other', currency: 'RON', number: { field: 'company.number', prefix: 'FMF', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fișă nr.', 'Sheet no.', 'Scheda n.'), atelier),
      clientStep(),
      {
        name: 'body',
        title: t('Circumferințe', 'Girths', 'Circonferenze'),
        fields: [
          cm('bust', 'Bust', 'Bust', 'Seno', true), cm('underbust', 'Sub bust', 'Underbust', 'Sottoseno'), cm('waist', 'Talie', 'Waist', 'Vita', true),
          cm('hips', 'Șolduri', 'Hips', 'Fianchi', true), cm('neck', 'Gât', 'Neck', 'Collo'), cm('arm', 'Braț', 'Upper arm', 'Braccio'),
        ],
      },
      {
        name: 'lengths',
        title: t('Lungimi și lățimi', 'Lengths and widths', 'Lunghezze e larghezze'),
        fields: [
          cm('bust_height', 'Înălțime bust', 'Bust height', 'Altezza seno'), cm('bust_span', 'Distanță sâni', 'Bust point span', 'Distanza seni'), cm('front_waist', 'Lungime talie față', 'Front waist length', 'Lunghezza vita davanti'),
          cm('back_waist', 'Lungime talie spate', 'Back waist length', 'Lunghezza vita dietro'), cm('shoulder', 'Umăr', 'Shoulder', 'Spalla'), cm('sleeve', 'Lungime mânecă', 'Sleeve length', 'Lunghezza manica'),
          cm('skirt_len', 'Lungime fustă', 'Skirt length', 'Lunghezza gonna'), cm('dress_len', 'Lungime rochie', 'Dress length', 'Lunghezza abito'),
          f.text('usual_size', t('Mărime obișnuită', 'Usual size', 'Taglia abituale'), { maxLength: 10, width: 'third' }),
          notesField(),
        ],
      },
    ],
    pdf: { layout: 'estimate', title: t('FIȘĂ DE MĂSURI', 'MEASUREMENT SHEET', 'SCHEDA MISURE'), signatures: [sign.tailor], footer: t('Măsuri luate pe corp, în centimetri. ' + gdprNote.ro, 'Body measurements in centimetres. ' + gdprNote.en, 'Misure sul corpo in centimetri. ' + gdprNote.it) },
    sample: {
      company: firm('tailor', '2026-03-02'),
      client: clientPerson,
      body: { bust: 92, underbust: 78, waist: 72, hips: 98, neck: 34, arm: 28 },
      lengths: { bust_height: 26, bust_span: 18, front_waist: 44, back_waist: 40, shoulder: 12.5, sleeve: 59, skirt_len: 65, dress_len: 148, usual_size: '38', notes: 'Poartă pantofi cu toc de 8 cm la rochia de seară.' },
    },
  });

const alterations = (): CatalogEntry =>
  tradeApp({
    key: 'bon-comanda-retusuri',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'bon retusuri, comanda retus, scurtare pantaloni, ajustare haine, schimbare fermoar, reparatii haine, tiv',
      'alterations ticket, hemming, trouser shortening, garment adjustment, zip replacement, clothing repairs',
      'ricevuta riparazioni sartoriali, orlo, accorciare pantaloni, cambio cerniera, modifiche abiti',
    ),
    title: t('Bon de comandă retușuri', 'Alterations ticket', 'Ricevuta di riparazioni sartoriali'),
    description: t(
      'Bonul dat clientului care lasă haine la retușat: fiecare articol cu lucrarea (tiv, strâmtare, fermoar, căptușeală), prețul, data ridicării, avansul și numărul de bon cu care se ridică hainele.',
      'The ticket given to a client leaving clothes for alteration: each garment with the job (hem, take in, zip, lining), price, pick-up date, deposit and the ticket number to collect them with.',
      'La ricevuta per il cliente che lascia abiti da modificare: ogni capo con il lavoro (orlo, stringere, cerniera, fodera), prezzo, data di ritiro, acconto e numero della ricevuta per il ritiro.',
    ),
    category: 'workshop',
    document: { kind: 'order', currency: 'RON', number: { field: 'company.number', prefix: 'R', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Bon nr.', 'Ticket no.', 'Ricevuta n.'), atelier),
      clientStep({ phoneRequired: true }),
      {
        name: 'items',
        title: t('Articole și lucrări', 'Garments and jobs', 'Capi e lavori'),
        fields: [
          f.array('lines', t('Articole', 'Garments', 'Capi'), [
            f.text('garment', t('Articol', 'Garment', 'Capo'), { required: true, maxLength: 80 }),
            f.text('job', t('Lucrare', 'Job', 'Lavoro'), { required: true, maxLength: 150 }),
            f.number('qty', t('Buc.', 'Pcs', 'Pz'), { required: true, min: 1, decimals: 0, default: 1 }),
            f.money('price', COMMON.price, { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'qty * price' }),
          ], { required: true, maxItems: 30, role: 'lines.labor' }),
          f.date('pickup', t('Data ridicării', 'Pick-up date', 'Data di ritiro'), { required: true, role: 'service.exit_date', width: 'half' }),
          f.money('advance', t('Avans (lei)', 'Deposit (lei)', 'Acconto (lei)'), { min: 0, width: 'half' }),
        ],
      },
    ],
    totals: [grand('sum(items.lines.value)'), ...advanceAndRest('items.advance')],
    pdf: { layout: 'invoice', title: t('BON RETUȘURI', 'ALTERATIONS TICKET', 'RICEVUTA MODIFICHE'), signatures: [sign.tailor, sign.client], footer: t('Hainele se ridică numai pe baza acestui bon, în cel mult 30 de zile de la data ridicării. Atelierul nu răspunde de obiectele uitate în buzunare.', 'Garments are collected only with this ticket, within 30 days of the pick-up date. The workshop is not liable for items left in pockets.', 'I capi si ritirano solo con questa ricevuta, entro 30 giorni dalla data di ritiro. La sartoria non risponde degli oggetti lasciati in tasca.') },
    sample: {
      company: firm('tailor', '2026-03-09'),
      client: clientPerson,
      items: { lines: [{ garment: 'Pantaloni stofă', job: 'Scurtare cu tiv invizibil', qty: 2, price: 35 }, { garment: 'Geacă de iarnă', job: 'Înlocuire fermoar despărțibil 70 cm', qty: 1, price: 90 }, { garment: 'Rochie', job: 'Strâmtare pe talie', qty: 1, price: 60 }], pickup: '2026-03-13', advance: 100 },
    },
  });

const fittingRecord = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-probe-croitorie',
    version: 1,
    trades,
    keywords: kw(
      'fisa probe, proba croitorie, proba rochie, ajustari dupa proba, programare proba',
      'fitting record, dress fitting, adjustments after fitting, fitting appointment',
      'scheda prove, prova abito, modifiche dopo la prova, appuntamento prova',
    ),
    title: t('Fișa probelor', 'Fitting record', 'Scheda delle prove'),
    description: t(
      'Istoricul probelor unei comenzi: la fiecare probă data, ce s-a constatat și ce se modifică (lungimi, strâmtări, umeri), cine a lucrat și data probei următoare, semnat de client la proba finală.',
      'The fittings of an order: at each fitting the date, what was noticed and what changes (lengths, taking in, shoulders), who worked on it and the next fitting, signed by the client at the final fitting.',
      'Lo storico delle prove di un ordine: a ogni prova data, osservazioni e modifiche (lunghezze, stringere, spalle), chi ha lavorato e prossima prova, firmata dal cliente alla prova finale.',
    ),
    category: 'workshop',
    document: { kind: 'report', currency: 'RON', number: { field: 'company.number', prefix: 'FP', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fișă nr.', 'Record no.', 'Scheda n.'), atelier, [f.text('order_ref', t('Comanda nr.', 'Order no.', 'Ordine n.'), { required: true, maxLength: 30, width: 'half' }), f.text('garment', t('Articol', 'Garment', 'Capo'), { required: true, maxLength: 100, width: 'half' })]),
      clientStep(),
      {
        name: 'fittings',
        title: t('Probe', 'Fittings', 'Prove'),
        fields: [
          f.array('items', t('Probe', 'Fittings', 'Prove'), [
            f.date('date', COMMON.date, { required: true }),
            f.textarea('found', t('Constatări', 'Findings', 'Osservazioni'), { required: true, maxLength: 500 }),
            f.textarea('changes', t('Modificări de făcut', 'Changes to make', 'Modifiche da fare'), { maxLength: 500 }),
            f.text('by', t('Croitor', 'Tailor', 'Sarto'), { maxLength: 60 }),
          ], { required: true, maxItems: 10, role: 'lines.labor' }),
          f.date('next', t('Proba următoare / livrare', 'Next fitting / delivery', 'Prossima prova / consegna'), { role: 'service.exit_date' }),
        ],
      },
      closingStep(t('Confirmare', 'Confirmation', 'Conferma'), [f.checkbox('final_ok', t('Clientul acceptă haina la proba finală', 'The client accepts the garment at the final fitting', 'Il cliente accetta il capo alla prova finale'))], [sign.tailor, sign.client]),
    ],
    totals: [numberTotal('count', t('Probe făcute', 'Fittings done', 'Prove eseguite'), 'count(fittings.items)')],
    pdf: { layout: 'estimate', title: t('FIȘA PROBELOR', 'FITTING RECORD', 'SCHEDA PROVE'), signatures: [sign.tailor, sign.client], footer: t('Modificările de model față de comandă, cerute la probe, se plătesc separat.', 'Changes to the model ordered, asked for at fittings, are charged separately.', 'Le modifiche al modello richieste durante le prove si pagano a parte.') },
    sample: {
      company: { ...firm('tailor', '2026-03-20'), order_ref: 'CC-0031', garment: 'Rochie de seară' },
      client: clientPerson,
      fittings: {
        items: [
          { date: '2026-03-12', found: 'Corsajul larg cu 2 cm pe talie, mânecile lungi', changes: 'Strâmtat talia 2 cm, scurtat mânecile 1,5 cm', by: 'Ioana Mureșan' },
          { date: '2026-03-20', found: 'Pică bine; tivul prea lung cu tocurile alese', changes: 'Tiv scurtat 3 cm', by: 'Ioana Mureșan' },
        ],
        next: '2026-03-27',
      },
      closing: { final_ok: true },
    },
  });

const bridal = (): CatalogEntry =>
  tradeApp({
    key: 'contract-rochie-mireasa',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'rochie de mireasa, contract rochie mireasa, comanda rochie mireasa, nunta, rochie la comanda, probe mireasa, avans rochie',
      'wedding dress contract, bridal gown order, wedding, made-to-measure bridal, bridal fittings, deposit',
      'abito da sposa, contratto abito da sposa, ordine abito sposa, matrimonio, prove sposa, acconto',
    ),
    title: t('Contract de confecționare rochie de mireasă', 'Wedding dress making contract', 'Contratto per abito da sposa su misura'),
    description: t(
      'Contractul pentru o rochie de mireasă lucrată la comandă: data nunții, modelul, materialele (dantelă, tul, broderie), calendarul probelor, prețul plătit în tranșe cu data fiecăreia, livrarea cu cel puțin o săptămână înainte și ce se întâmplă la schimbări de greutate sau renunțare.',
      'The contract for a made-to-order wedding dress: wedding date, model, materials (lace, tulle, embroidery), fitting schedule, price paid in instalments with their dates, delivery at least a week before, and what happens with weight changes or cancellation.',
      "Il contratto per un abito da sposa su misura: data delle nozze, modello, materiali (pizzo, tulle, ricamo), calendario delle prove, prezzo in rate con le date, consegna almeno una settimana prima e cosa succede con variazioni di peso o rinuncia.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'CRM', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Atelier (prestator)', 'Workshop (provider)', 'Sartoria (fornitore)')),
      clientStep({ title: t('Beneficiară', 'Client', 'Cliente'), phoneRequired: true, addressRequired: true }),
      {
        name: 'dress',
        title: t('Rochia', 'The dress', "L'abito"),
        fields: [
          f.date('wedding', t('Data nunții', 'Wedding date', 'Data delle nozze'), { required: true, width: 'half' }),
          f.date('delivery', t('Data livrării', 'Delivery date', 'Data di consegna'), { required: true, role: 'service.exit_date', width: 'half' }),
          f.textarea('model', t('Model (siluetă, decolteu, spate, trenă)', 'Model (silhouette, neckline, back, train)', 'Modello (silhouette, scollo, schiena, strascico)'), { required: true, maxLength: 2000 }),
          f.textarea('materials', t('Materiale', 'Materials', 'Materiali'), { required: true, maxLength: 1000 }),
          f.image('sketch', t('Schiță', 'Sketch', 'Schizzo'), { maxSizeKb: 2048 }),
          f.text('accessories', t('Accesorii incluse (voal, bolero)', 'Accessories included (veil, bolero)', 'Accessori inclusi (velo, bolero)'), { maxLength: 200 }),
        ],
      },
      {
        name: 'payment',
        title: t('Preț și tranșe', 'Price and instalments', 'Prezzo e rate'),
        fields: [
          f.array('instalments', t('Tranșe', 'Instalments', 'Rate'), [
            f.text('stage', t('Etapă', 'Stage', 'Fase'), { required: true, maxLength: 80 }),
            f.date('due', t('Scadență', 'Due', 'Scadenza'), { required: true }),
            f.money('amount', t('Sumă (lei)', 'Amount (lei)', 'Importo (lei)'), { required: true, min: 0 }),
          ], { required: true, maxItems: 6 }),
          f.textarea('fittings', t('Calendarul probelor', 'Fitting schedule', 'Calendario delle prove'), { maxLength: 500 }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [
        clause('changes', t('Schimbări de măsuri', 'Changes in measurements', 'Variazioni di misure'), 'Beneficiara anunță orice schimbare importantă de greutate. Ajustările la proba finală sunt incluse în preț; refacerea unor părți din cauza unei variații de peste 4 cm pe bust, talie sau șolduri se plătește separat.'),
        clause('cancel', t('Renunțare', 'Cancellation', 'Rinuncia'), 'La renunțarea beneficiarei, tranșele plătite acoperă materialele cumpărate și munca făcută până atunci și nu se restituie; dacă renunțarea are loc înainte de croire, se restituie suma ce depășește valoarea materialelor.'),
        clause('delay', t('Întârziere', 'Delay', 'Ritardo'), 'Dacă rochia nu este gata la data livrării din culpa atelierului, acesta restituie integral sumele primite și plătește penalități de 1% pe zi din preț, fără a depăși prețul.'),
      ], [t('Atelier', 'Workshop', 'Sartoria'), t('Beneficiară', 'Client', 'Cliente')]),
    ],
    totals: [grand('sum(payment.instalments.amount)', t('Preț total', 'Total price', 'Prezzo totale'))],
    pdf: { layout: 'contract', title: t('CONTRACT ROCHIE DE MIREASĂ', 'WEDDING DRESS CONTRACT', 'CONTRATTO ABITO DA SPOSA'), signatures: [t('Atelier', 'Workshop', 'Sartoria'), t('Beneficiară', 'Client', 'Cliente')], footer: t('Contract de antrepriză (Codul civil), încheiat în două exemplare. ' + gdprNote.ro, 'Contract for work (Romanian Civil Code), in two copies. ' + gdprNote.en, "Contratto d'appalto d'opera (Codice civile romeno), in due copie. " + gdprNote.it) },
    sample: {
      company: firm('tailor', '2026-01-15'),
      client: { ...clientPerson, name: 'Andreea Rădulescu', email: 'andreea.r@exemplu.ro' },
      dress: { wedding: '2026-06-20', delivery: '2026-06-10', model: 'Siluetă A, corset cu balene, decolteu inimă, spate gol cu nasturi îmbrăcați, trenă de 1 m', materials: 'Dantelă franțuzească Chantilly ivoire, tul de mătase, satin duchesse', accessories: 'Voal lung 3 m' },
      payment: { instalments: [{ stage: 'La semnare', due: '2026-01-15', amount: 2500 }, { stage: 'La prima probă', due: '2026-04-10', amount: 2500 }, { stage: 'La livrare', due: '2026-06-10', amount: 2000 }], fittings: '10 aprilie, 8 mai, 29 mai, 10 iunie (finală)' },
      closing: {},
    },
  });

const suitContract = (): CatalogEntry =>
  tradeApp({
    key: 'contract-confectionare-costum',
    version: 1,
    trades,
    keywords: kw(
      'contract confectionare, contract croitorie, costum la comanda, contract haine pe masura, antrepriza croitorie',
      'tailoring contract, bespoke suit contract, made-to-measure contract',
      'contratto di sartoria, abito su misura, contratto confezione',
    ),
    title: t('Contract de confecționare articole vestimentare', 'Garment making contract', 'Contratto di confezione di capi'),
    description: t(
      'Contract scris pentru una sau mai multe haine lucrate pe comandă (costum, palton, uniformă pentru o firmă): articolele cu prețul fiecăruia, cine dă materialul, termenul, probele, recepția, garanția pentru cusături și penalitățile.',
      'A written contract for one or more garments made to order (suit, coat, a company’s uniform): the items with their price, who supplies the fabric, deadline, fittings, acceptance, warranty on seams and penalties.',
      "Contratto scritto per uno o più capi su ordinazione (abito, cappotto, divisa aziendale): articoli con prezzo, chi fornisce il tessuto, termine, prove, collaudo, garanzia sulle cuciture e penali.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'CCF', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Prestator', 'Provider', 'Fornitore')),
      clientStep({ title: t('Beneficiar', 'Client', 'Cliente'), addressRequired: true }),
      {
        name: 'items',
        title: t('Articole', 'Items', 'Articoli'),
        fields: [
          f.array('lines', t('Articole comandate', 'Items ordered', 'Articoli ordinati'), [
            f.text('item', t('Articol și model', 'Item and model', 'Articolo e modello'), { required: true, maxLength: 150 }),
            f.select('fabric_from', t('Material', 'Fabric', 'Tessuto'), fabricOptions, { required: true }),
            f.number('qty', t('Buc.', 'Pcs', 'Pz'), { required: true, min: 1, decimals: 0 }),
            f.money('price', COMMON.price, { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'qty * price' }),
          ], { required: true, maxItems: 50, role: 'lines.items' }),
          f.date('deadline', t('Termen de execuție', 'Completion deadline', 'Termine di esecuzione'), { required: true, role: 'service.exit_date', width: 'half' }),
          f.money('advance', t('Avans (lei)', 'Advance (lei)', 'Acconto (lei)'), { min: 0, width: 'half' }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [
        clause('obligations', t('Obligațiile părților', "Parties' obligations", 'Obblighi delle parti'), 'Prestatorul execută articolele conform modelului și măsurilor convenite, cu materialele precizate, și anunță beneficiarul la probe. Beneficiarul se prezintă la probe, predă materialul propriu la semnare și plătește prețul la termen.'),
        clause('acceptance', t('Recepție și garanție', 'Acceptance and warranty', 'Collaudo e garanzia'), 'Recepția se face la atelier, prin probă; obiecțiile se consemnează în scris. Prestatorul garantează cusăturile și finisajele 6 luni de la recepție, în condiții normale de purtare și întreținere conform etichetei.'),
        clause('penalties', t('Penalități', 'Penalties', 'Penali'), 'Întârzierea predării din culpa prestatorului se penalizează cu 0,5% pe zi din valoarea articolelor întârziate. Articolele neridicate în 30 de zile de la termen se depozitează pe riscul beneficiarului.'),
      ], [t('Prestator', 'Provider', 'Fornitore'), t('Beneficiar', 'Client', 'Cliente')]),
    ],
    totals: [grand('sum(items.lines.value)'), ...advanceAndRest('items.advance')],
    pdf: { layout: 'contract', title: t('CONTRACT DE CONFECȚIONARE', 'GARMENT MAKING CONTRACT', 'CONTRATTO DI CONFEZIONE'), signatures: [t('Prestator', 'Provider', 'Fornitore'), t('Beneficiar', 'Client', 'Cliente')], footer: nonPayerNote },
    sample: {
      company: firm('tailor', '2026-02-10'),
      client: clientCompany,
      items: { lines: [{ item: 'Costum bărbătesc la două rânduri, lână 120s', fabric_from: 'atelier', qty: 1, price: 2800 }, { item: 'Palton lung cașmir, model Chesterfield', fabric_from: 'client', qty: 1, price: 1900 }], deadline: '2026-03-30', advance: 2000 },
      closing: {},
    },
  });

const tailorEstimate = (): CatalogEntry =>
  tradeApp({
    key: 'deviz-croitorie',
    version: 1,
    trades,
    keywords: kw(
      'deviz croitorie, estimare pret haina, calcul pret croitorie, materiale si manopera croitorie, oferta croitorie',
      'tailoring estimate, garment price estimate, materials and labour, tailoring quote',
      'preventivo sartoria, stima prezzo capo, materiali e manodopera, offerta sartoria',
    ),
    title: t('Deviz de croitorie (materiale și manoperă)', 'Tailoring estimate (materials and labour)', 'Preventivo di sartoria (materiali e manodopera)'),
    description: t(
      'Calculul prețului unei haine înainte de comandă: materialele cu metraj și preț pe metru (stofă, căptușeală, întăritură, nasturi, fermoar), operațiile de lucru cu orele și tariful, adaosul pentru urgență și totalul.',
      'Working out a garment’s price before the order: materials with length and price per metre (fabric, lining, interfacing, buttons, zip), the work operations with hours and rate, a rush surcharge and the total.',
      "Il calcolo del prezzo di un capo prima dell'ordine: materiali con metraggio e prezzo al metro (tessuto, fodera, teletta, bottoni, cerniera), lavorazioni con ore e tariffa, maggiorazione per urgenza e totale.",
    ),
    category: 'repairs',
    document: { kind: 'estimate', currency: 'RON', number: { field: 'company.number', prefix: 'DC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Deviz nr.', 'Estimate no.', 'Preventivo n.'), atelier, [], { validUntil: true }),
      clientStep(),
      {
        name: 'materials',
        title: t('Materiale', 'Materials', 'Materiali'),
        fields: [
          f.text('garment', t('Articol', 'Garment', 'Capo'), { required: true, maxLength: 100 }),
          f.array('items', t('Materiale', 'Materials', 'Materiali'), [
            f.text('name', t('Material', 'Material', 'Materiale'), { required: true, maxLength: 120 }),
            f.number('qty', COMMON.qty, { required: true, min: 0.01, decimals: 2 }),
            f.select('unit', COMMON.unit, [opt('m', t('m', 'm', 'm')), opt('buc', t('buc', 'pcs', 'pz')), opt('set', t('set', 'set', 'set'))], { required: true, default: 'm' }),
            f.money('price', COMMON.price, { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'qty * price' }),
          ], { required: true, maxItems: 40, role: 'lines.parts' }),
        ],
      },
      {
        name: 'labor',
        title: t('Manoperă', 'Labour', 'Manodopera'),
        fields: [
          f.array('items', t('Operații', 'Operations', 'Lavorazioni'), [
            f.text('operation', t('Operație', 'Operation', 'Lavorazione'), { required: true, maxLength: 150 }),
            f.number('hours', t('Ore', 'Hours', 'Ore'), { required: true, min: 0.1, decimals: 2 }),
            f.money('rate', t('Tarif orar', 'Hourly rate', 'Tariffa oraria'), { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'hours * rate' }),
          ], { required: true, maxItems: 40, role: 'lines.labor' }),
          f.percent('rush', t('Adaos urgență %', 'Rush surcharge %', 'Maggiorazione urgenza %'), { min: 0, max: 100 }),
        ],
      },
    ],
    totals: [
      moneyTotal('parts', t('Materiale', 'Materials', 'Materiali'), 'sum(materials.items.value)', 'total.parts'),
      moneyTotal('labor', t('Manoperă', 'Labour', 'Manodopera'), 'sum(labor.items.value)', 'total.labor'),
      moneyTotal('rush', t('Adaos urgență', 'Rush surcharge', 'Maggiorazione urgenza'), 'round((totals.parts + totals.labor) * labor.rush / 100, 2)'),
      grand('totals.parts + totals.labor + totals.rush'),
    ],
    pdf: { layout: 'estimate', title: t('DEVIZ', 'ESTIMATE', 'PREVENTIVO'), signatures: [sign.tailor, t('Client – de acord', 'Client – agreed', 'Cliente – per accettazione')], footer: t(nonPayerNote.ro + ' Devizul este valabil până la data menționată.', nonPayerNote.en + ' This estimate is valid until the date shown.', nonPayerNote.it + ' Il preventivo è valido fino alla data indicata.') },
    sample: {
      company: { ...firm('tailor', '2026-03-03'), valid_until: '2026-03-17' },
      client: { ...clientPerson, name: 'Mihai Bălănescu' },
      materials: { garment: 'Sacou bărbătesc un rând', items: [{ name: 'Stofă lână Super 110s', qty: 1.8, unit: 'm', price: 180 }, { name: 'Căptușeală vâscoză', qty: 1.5, unit: 'm', price: 35 }, { name: 'Întăritură termoadezivă', qty: 1, unit: 'm', price: 28 }, { name: 'Nasturi corn', qty: 1, unit: 'set', price: 45 }] },
      labor: { items: [{ operation: 'Croit și pregătit proba', hours: 3, rate: 60 }, { operation: 'Cusut și asamblat', hours: 9, rate: 60 }, { operation: 'Butoniere și finisare', hours: 2, rate: 60 }], rush: 10 },
    },
  });

const pickupHandover = (): CatalogEntry =>
  tradeApp({
    key: 'proces-verbal-predare-haine',
    version: 1,
    trades,
    keywords: kw(
      'predare haine, ridicare comanda croitorie, proces verbal predare articole, receptie haine, livrare comanda',
      'garment handover, order collection record, garments delivered, acceptance of garments',
      'verbale di consegna capi, ritiro ordine sartoria, consegna capi',
    ),
    title: t('Proces-verbal de predare a articolelor confecționate', 'Record of garments handed over', 'Verbale di consegna dei capi confezionati'),
    description: t(
      'Predarea hainelor gata către client: fiecare articol cu cantitatea și starea, materialul rămas restituit, verificarea la probă, suma achitată la ridicare și confirmarea că nu există obiecții.',
      'Handing finished garments to the client: each item with quantity and condition, leftover fabric returned, the try-on check, the amount paid on collection and confirmation of no objections.',
      'Consegna al cliente dei capi finiti: ogni articolo con quantità e stato, tessuto avanzato restituito, verifica in prova, importo pagato al ritiro e conferma di nessuna obiezione.',
    ),
    category: 'workshop',
    document: { kind: 'handover', currency: 'RON', number: { field: 'company.number', prefix: 'PVH', start: 1, padding: 4 } },
    steps: [
      firmStep(t('PV nr.', 'Record no.', 'Verbale n.'), atelier, [f.text('order_ref', t('Comanda nr.', 'Order no.', 'Ordine n.'), { required: true, maxLength: 30 })]),
      clientStep(),
      {
        name: 'items',
        title: t('Articole predate', 'Items handed over', 'Articoli consegnati'),
        fields: [
          f.array('lines', t('Articole', 'Items', 'Articoli'), [
            f.text('item', t('Articol', 'Item', 'Articolo'), { required: true, maxLength: 120 }),
            f.number('qty', t('Buc.', 'Pcs', 'Pz'), { required: true, min: 1, decimals: 0 }),
            f.select('state', t('Stare', 'Condition', 'Stato'), [opt('ok', t('Conform', 'As ordered', 'Conforme')), opt('remarks', t('Cu observații', 'With remarks', 'Con riserve'))], { required: true }),
          ], { required: true, maxItems: 50, role: 'lines.items' }),
          f.text('leftover', t('Material rămas restituit', 'Leftover fabric returned', 'Tessuto avanzato restituito'), { maxLength: 200 }),
          f.checkbox('tried_on', t('Clientul a probat articolele la predare', 'The client tried the items on at handover', 'Il cliente ha provato i capi alla consegna')),
          f.money('paid', t('Achitat la ridicare (lei)', 'Paid on collection (lei)', 'Pagato al ritiro (lei)'), { min: 0, width: 'half' }),
          notesField(),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Am predat', 'Handed over by', 'Consegnato da'), t('Am primit', 'Received by', 'Ricevuto da')]),
    ],
    totals: [grand('items.paid', t('Achitat la ridicare', 'Paid on collection', 'Pagato al ritiro'))],
    pdf: { layout: 'handover', title: t('PV DE PREDARE', 'HANDOVER RECORD', 'VERBALE DI CONSEGNA'), signatures: [t('Am predat', 'Handed over by', 'Consegnato da'), t('Am primit', 'Received by', 'Ricevuto da')], footer: t('Obiecțiile privind aspectul vizibil se fac la predare; defectele ascunse se semnalează în termenul de garanție.', 'Objections to visible aspects are made at handover; hidden defects are reported within the warranty period.', 'Le obiezioni sui difetti visibili si fanno alla consegna; i vizi occulti entro il periodo di garanzia.') },
    sample: {
      company: { ...firm('tailor', '2026-03-27'), order_ref: 'CC-0031' },
      client: clientPerson,
      items: { lines: [{ item: 'Rochie de seară crep de mătase bleumarin', qty: 1, state: 'ok' }, { item: 'Eșarfă asortată', qty: 1, state: 'ok' }], leftover: '0,4 m crep de mătase', tried_on: true, paid: 850, notes: 'Husă de protecție inclusă.' },
      closing: {},
    },
  });

const orderRegister = (): CatalogEntry =>
  tradeApp({
    key: 'registru-comenzi-croitorie',
    version: 1,
    trades,
    keywords: kw(
      'registru comenzi, evidenta comenzi croitorie, caiet comenzi atelier, comenzi in lucru, termene livrare',
      'order book, tailoring orders register, orders in progress, delivery deadlines',
      'registro ordini, ordini sartoria, ordini in lavorazione, scadenze di consegna',
    ),
    title: t('Registru de comenzi al atelierului', 'Workshop order book', 'Registro ordini della sartoria'),
    description: t(
      'Evidența comenzilor unei luni: numărul, data, clientul, articolul, termenul, prețul, avansul și restul de încasat pe fiecare comandă, stadiul; totalurile arată cât s-a încasat ca avans și cât mai e de încasat.',
      'A month’s orders: number, date, client, garment, deadline, price, deposit and balance per order, status; the totals show deposits collected and what is still to be collected.',
      "Gli ordini di un mese: numero, data, cliente, capo, termine, prezzo, acconto e saldo per ordine, stato; i totali mostrano gli acconti incassati e quanto resta da incassare.",
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'RC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fila nr.', 'Page no.', 'Pagina n.'), atelier, [f.text('month', t('Luna', 'Month', 'Mese'), { required: true, maxLength: 30 })]),
      {
        name: 'orders',
        title: t('Comenzi', 'Orders', 'Ordini'),
        fields: [
          f.array('items', t('Comenzi', 'Orders', 'Ordini'), [
            f.text('no', t('Nr.', 'No.', 'N.'), { required: true, maxLength: 20 }),
            f.date('date', COMMON.date, { required: true }),
            f.text('client', t('Client', 'Client', 'Cliente'), { required: true, maxLength: 80 }),
            f.text('garment', t('Articol', 'Garment', 'Capo'), { required: true, maxLength: 80 }),
            f.date('due', t('Termen', 'Due', 'Termine')),
            f.money('price', t('Preț', 'Price', 'Prezzo'), { required: true, min: 0 }),
            f.money('advance', t('Avans', 'Deposit', 'Acconto'), { min: 0 }),
            f.money('rest', t('Rest', 'Balance', 'Saldo'), { compute: 'price - advance' }),
            f.select('status', t('Stadiu', 'Status', 'Stato'), [opt('new', t('Nouă', 'New', 'Nuovo')), opt('work', t('În lucru', 'In progress', 'In lavorazione')), opt('ready', t('Gata', 'Ready', 'Pronto')), opt('done', t('Predată', 'Delivered', 'Consegnato'))], { required: true }),
          ], { required: true, maxItems: 500, role: 'lines.items' }),
        ],
      },
    ],
    totals: [
      moneyTotal('value', t('Valoare comenzi', 'Orders value', 'Valore ordini'), 'sum(orders.items.price)'),
      moneyTotal('advance', t('Avansuri încasate', 'Deposits collected', 'Acconti incassati'), 'sum(orders.items.advance)'),
      moneyTotal('rest', t('De încasat', 'Still to collect', 'Da incassare'), 'sum(orders.items.rest)'),
    ],
    pdf: { layout: 'generic', title: t('REGISTRU DE COMENZI', 'ORDER BOOK', 'REGISTRO ORDINI'), footer: t('Evidență internă; încasările se înregistrează și în documentele contabile (chitanțe, registru de casă).', 'Internal record; payments are also entered in the accounting documents (receipts, cash book).', 'Registro interno; gli incassi si registrano anche nei documenti contabili (ricevute, registro di cassa).') },
    sample: {
      company: { ...firm('tailor', '2026-03-31'), month: 'Martie 2026' },
      orders: {
        items: [
          { no: 'CC-0031', date: '2026-03-02', client: 'Ioana Șerbănescu', garment: 'Rochie de seară', due: '2026-03-27', price: 1450, advance: 600, status: 'done' },
          { no: 'CC-0032', date: '2026-03-05', client: 'Mihai Bălănescu', garment: 'Sacou un rând', due: '2026-04-02', price: 1650, advance: 800, status: 'work' },
          { no: 'CC-0033', date: '2026-03-16', client: 'Ana Ilie', garment: 'Fustă creion', due: '2026-03-25', price: 320, advance: 0, status: 'ready' },
        ],
      },
    },
  });

const techPack = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-tehnica-model',
    version: 1,
    trades,
    keywords: kw(
      'fisa tehnica model, fisa tehnica confectii, tech pack, consum specific, norme de timp, operatii confectie, tabel marimi',
      'tech pack, garment technical sheet, fabric consumption per size, time standards, sewing operations, size chart',
      'scheda tecnica modello, scheda tecnica capo, consumo tessuto, tempi standard, fasi di cucitura, tabella taglie',
    ),
    title: t('Fișă tehnică a modelului', 'Garment technical sheet (tech pack)', 'Scheda tecnica del modello'),
    description: t(
      'Fișa după care se produce un model în serie: codul și descrierea, schița, mărimile cu consumul de material pe mărime, operațiile tehnologice cu mașina și timpul normat; timpul total pe produs se calculează.',
      'The sheet a model is produced from in series: code and description, sketch, sizes with fabric consumption per size, the sewing operations with machine and standard time; the total time per piece is computed.',
      'La scheda con cui si produce un modello in serie: codice e descrizione, schizzo, taglie con consumo di tessuto, fasi di lavorazione con macchina e tempo standard; il tempo totale per capo è calcolato.',
    ),
    category: 'records',
    document: { kind: 'other', currency: 'RON', number: { field: 'company.number', prefix: 'FT', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fișă nr.', 'Sheet no.', 'Scheda n.'), atelier),
      {
        name: 'model',
        title: t('Model', 'Model', 'Modello'),
        fields: [
          f.text('code', t('Cod model', 'Model code', 'Codice modello'), { required: true, maxLength: 30, width: 'half' }),
          f.text('customer', t('Client / colecție', 'Customer / collection', 'Cliente / collezione'), { maxLength: 100, width: 'half' }),
          f.textarea('description', t('Descriere', 'Description', 'Descrizione'), { required: true, maxLength: 1000 }),
          f.image('sketch', t('Schiță tehnică', 'Technical sketch', 'Disegno tecnico'), { maxSizeKb: 2048 }),
          f.text('fabric', t('Material de bază', 'Main fabric', 'Tessuto principale'), { required: true, maxLength: 150 }),
        ],
      },
      {
        name: 'sizes',
        title: t('Mărimi și consum', 'Sizes and consumption', 'Taglie e consumi'),
        fields: [
          f.array('items', t('Mărimi', 'Sizes', 'Taglie'), [
            f.text('size', t('Mărime', 'Size', 'Taglia'), { required: true, maxLength: 10 }),
            f.number('length_cm', t('Lungime produs (cm)', 'Garment length (cm)', 'Lunghezza capo (cm)'), { min: 0, decimals: 1 }),
            f.number('fabric_m', t('Consum material (m)', 'Fabric (m)', 'Tessuto (m)'), { required: true, min: 0, decimals: 3 }),
          ], { required: true, maxItems: 20 }),
        ],
      },
      {
        name: 'operations',
        title: t('Operații tehnologice', 'Sewing operations', 'Fasi di lavorazione'),
        fields: [
          f.array('items', t('Operații', 'Operations', 'Fasi'), [
            f.text('operation', t('Operație', 'Operation', 'Fase'), { required: true, maxLength: 150 }),
            f.text('machine', t('Mașină', 'Machine', 'Macchina'), { maxLength: 60 }),
            f.number('minutes', t('Timp normat (min)', 'Standard time (min)', 'Tempo standard (min)'), { required: true, min: 0.1, decimals: 2 }),
          ], { required: true, maxItems: 100, role: 'lines.labor' }),
        ],
      },
    ],
    totals: [numberTotal('minutes', t('Timp total pe produs (min)', 'Total time per piece (min)', 'Tempo totale per capo (min)'), 'sum(operations.items.minutes)'), numberTotal('ops', t('Număr de operații', 'Number of operations', 'Numero di fasi'), 'count(operations.items)')],
    pdf: { layout: 'generic', title: t('FIȘĂ TEHNICĂ', 'TECHNICAL SHEET', 'SCHEDA TECNICA'), signatures: [t('Tehnolog', 'Technologist', 'Tecnologo'), t('Aprobat client', 'Approved by the customer', 'Approvato dal cliente')], footer: t('Consumurile includ 3% pierderi la încadrare; timpii sunt normați pentru un muncitor calificat.', 'Consumption includes 3% marker waste; times are standards for a skilled operator.', 'I consumi includono il 3% di sfrido; i tempi sono standard per un operatore qualificato.') },
    sample: {
      company: firm('tailor', '2026-02-20'),
      model: { code: 'BL-2026-07', customer: 'Colecția primăvară – Boutique Lăcrămioara', description: 'Bluză de damă din in, guler tunică, mânecă scurtă, nasturi ascunși pe față', fabric: 'In 100%, 145 g/m², lățime 140 cm' },
      sizes: { items: [{ size: 'S', length_cm: 62, fabric_m: 1.15 }, { size: 'M', length_cm: 64, fabric_m: 1.2 }, { size: 'L', length_cm: 66, fabric_m: 1.28 }] },
      operations: { items: [{ operation: 'Surfilat margini', machine: 'Surfilatoare 4 fire', minutes: 3.5 }, { operation: 'Cusut umeri și părți laterale', machine: 'Mașină simplă', minutes: 6 }, { operation: 'Montat guler tunică', machine: 'Mașină simplă', minutes: 8.5 }, { operation: 'Butoniere și nasturi', machine: 'Mașină butoniere', minutes: 4 }] },
    },
  });

const uniforms = (): CatalogEntry =>
  tradeApp({
    key: 'comanda-uniforme-firma',
    version: 1,
    trades,
    keywords: kw(
      'comanda uniforme, echipament de lucru, uniforme angajati, tricouri personalizate, marimi angajati, logo brodat',
      'uniform order, workwear, staff uniforms, custom t-shirts, employee sizes, embroidered logo',
      'ordine divise, abbigliamento da lavoro, divise dipendenti, taglie dipendenti, logo ricamato',
    ),
    title: t('Comandă de uniforme pentru firmă', 'Company uniform order', 'Ordine di divise aziendali'),
    description: t(
      'Comanda de uniforme sau echipament de lucru pentru angajații unei firme: fiecare angajat cu articolul, mărimea și bucățile, logo-ul brodat sau imprimat, culoarea, prețul pe bucată și totalul, termenul de livrare.',
      'An order of uniforms or workwear for a company’s staff: each employee with the item, size and pieces, the embroidered or printed logo, colour, unit price and total, delivery deadline.',
      "Ordine di divise o abbigliamento da lavoro per i dipendenti di un'azienda: ogni dipendente con articolo, taglia e pezzi, logo ricamato o stampato, colore, prezzo unitario e totale, termine di consegna.",
    ),
    category: 'commercial',
    document: { kind: 'order', currency: 'RON', number: { field: 'company.number', prefix: 'CU', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Comandă nr.', 'Order no.', 'Ordine n.'), atelier),
      clientStep({ title: t('Firmă client', 'Customer company', 'Azienda cliente') }),
      {
        name: 'branding',
        title: t('Personalizare', 'Branding', 'Personalizzazione'),
        fields: [
          f.radio('method', t('Logo', 'Logo', 'Logo'), [opt('embroidery', t('Brodat', 'Embroidered', 'Ricamato')), opt('print', t('Imprimat', 'Printed', 'Stampato')), opt('none', t('Fără logo', 'No logo', 'Senza logo'))], { required: true }),
          f.text('position', t('Poziție logo', 'Logo position', 'Posizione logo'), { maxLength: 100, width: 'half' }),
          f.text('color', t('Culoare articole', 'Item colour', 'Colore articoli'), { maxLength: 60, width: 'half' }),
          f.image('logo_file', t('Logo', 'Logo', 'Logo'), { maxSizeKb: 2048 }),
        ],
      },
      {
        name: 'staff',
        title: t('Angajați și mărimi', 'Staff and sizes', 'Dipendenti e taglie'),
        fields: [
          f.array('items', t('Articole pe angajat', 'Items per employee', 'Articoli per dipendente'), [
            f.text('employee', t('Angajat', 'Employee', 'Dipendente'), { required: true, maxLength: 80 }),
            f.text('item', t('Articol', 'Item', 'Articolo'), { required: true, maxLength: 80 }),
            f.select('size', t('Mărime', 'Size', 'Taglia'), ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'].map((s) => opt(s, t(s, s, s))), { required: true }),
            f.number('qty', t('Buc.', 'Pcs', 'Pz'), { required: true, min: 1, decimals: 0 }),
            f.money('price', COMMON.price, { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'qty * price' }),
          ], { required: true, maxItems: 500, role: 'lines.items' }),
          f.date('delivery', t('Termen de livrare', 'Delivery deadline', 'Termine di consegna'), { required: true, width: 'half' }),
        ],
      },
      closingStep(t('Confirmare', 'Confirmation', 'Conferma'), [], [t('Atelier', 'Workshop', 'Sartoria'), t('Client', 'Customer', 'Cliente')]),
    ],
    totals: [numberTotal('pieces', t('Bucăți', 'Pieces', 'Pezzi'), 'sum(staff.items.qty)'), grand('sum(staff.items.value)')],
    pdf: { layout: 'quote', title: t('COMANDĂ UNIFORME', 'UNIFORM ORDER', 'ORDINE DIVISE'), signatures: [t('Atelier', 'Workshop', 'Sartoria'), t('Client', 'Customer', 'Cliente')], footer: t(nonPayerNote.ro + ' Mărimile se confirmă de client; schimbul după personalizare nu este posibil.', nonPayerNote.en + ' Sizes are confirmed by the customer; personalised items cannot be exchanged.', nonPayerNote.it + ' Le taglie sono confermate dal cliente; i capi personalizzati non si cambiano.') },
    sample: {
      company: firm('tailor', '2026-03-04'),
      client: clientCompany,
      branding: { method: 'embroidery', position: 'Piept stânga, 8 cm', color: 'Bleumarin' },
      staff: { items: [{ employee: 'Ion Mărginean', item: 'Tricou polo', size: 'L', qty: 3, price: 65 }, { employee: 'Ion Mărginean', item: 'Geacă softshell', size: 'L', qty: 1, price: 210 }, { employee: 'Cristina Țuțuianu', item: 'Tricou polo', size: 'S', qty: 3, price: 65 }], delivery: '2026-03-25' },
      closing: {},
    },
  });

const materialSheet = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-consum-materiale-croitorie',
    version: 1,
    trades,
    keywords: kw(
      'fisa consum materiale, consum stofa, materiale folosite comanda, cost materiale croitorie, bon consum atelier',
      'materials consumption sheet, fabric used per order, materials cost, workshop consumption',
      'scheda consumo materiali, tessuto usato per ordine, costo materiali, consumi sartoria',
    ),
    title: t('Fișă de consum materiale pe comandă', 'Materials used per order', 'Scheda consumo materiali per ordine'),
    description: t(
      'Ce materiale s-au consumat efectiv la o comandă, din stocul atelierului: stofă, căptușeală, ață, nasturi, cu cantitatea, prețul de achiziție și costul, comparat cu prețul încasat pentru a vedea marja comenzii.',
      'Which materials an order actually used from the workshop’s stock: fabric, lining, thread, buttons, with quantity, purchase price and cost, compared with the price charged to see the order’s margin.',
      "Quali materiali ha consumato un ordine dal magazzino: tessuto, fodera, filo, bottoni, con quantità, prezzo d'acquisto e costo, confrontato con il prezzo incassato per vedere il margine.",
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'FCM', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fișă nr.', 'Sheet no.', 'Scheda n.'), atelier, [f.text('order_ref', t('Comanda nr.', 'Order no.', 'Ordine n.'), { required: true, maxLength: 30, width: 'half' }), f.money('order_price', t('Preț încasat pe comandă (lei)', 'Price charged for the order (lei)', "Prezzo incassato per l'ordine (lei)"), { required: true, min: 0, width: 'half' })]),
      {
        name: 'materials',
        title: t('Materiale consumate', 'Materials used', 'Materiali consumati'),
        fields: [
          f.array('items', t('Materiale', 'Materials', 'Materiali'), [
            f.text('name', t('Material', 'Material', 'Materiale'), { required: true, maxLength: 120 }),
            unitField(),
            f.number('qty', COMMON.qty, { required: true, min: 0.001, decimals: 3 }),
            f.money('cost', t('Preț achiziție', 'Purchase price', "Prezzo d'acquisto"), { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'qty * cost' }),
          ], { required: true, maxItems: 60, role: 'lines.parts' }),
        ],
      },
      closingStep(t('Întocmire', 'Prepared', 'Redazione'), [f.text('prepared_by', t('Întocmit de', 'Prepared by', 'Redatto da'), { required: true, maxLength: 100 })], [t('Întocmit', 'Prepared by', 'Redatto da')]),
    ],
    totals: [moneyTotal('cost', t('Cost materiale', 'Materials cost', 'Costo materiali'), 'sum(materials.items.value)', 'total.parts'), moneyTotal('margin', t('Rămas pentru manoperă și profit', 'Left for labour and profit', 'Resta per manodopera e utile'), 'company.order_price - totals.cost')],
    pdf: { layout: 'generic', title: t('FIȘĂ DE CONSUM', 'MATERIALS SHEET', 'SCHEDA CONSUMI'), signatures: [t('Întocmit', 'Prepared by', 'Redatto da')], footer: t('Document intern de evidență a consumurilor; la persoanele juridice descărcarea de gestiune se face cu bon de consum.', 'Internal consumption record; companies release stock with a materials requisition (bon de consum).', 'Documento interno dei consumi; le società scaricano il magazzino con il buono di prelievo.') },
    sample: {
      company: { ...firm('tailor', '2026-03-27'), order_ref: 'CC-0031', order_price: 1450 },
      materials: { items: [{ name: 'Crep de mătase bleumarin', unit: 'm', qty: 2.8, cost: 120 }, { name: 'Dantelă elastică', unit: 'm', qty: 1.2, cost: 45 }, { name: 'Fermoar ascuns 55 cm', unit: 'buc', qty: 1, cost: 12 }, { name: 'Ață poliester 1000 m', unit: 'buc', qty: 1, cost: 14 }] },
      closing: { prepared_by: 'Ioana Mureșan' },
    },
  });

const lohnContract = (): CatalogEntry =>
  tradeApp({
    key: 'contract-lohn-confectii',
    version: 1,
    trades,
    keywords: kw(
      'contract lohn, productie in lohn, confectii lohn, manopera pe bucata, subcontractare confectii, prelucrare materiale client',
      'CMT contract, cut make trim, subcontract garment production, price per piece, customer materials',
      'contratto di lavorazione conto terzi, façon, confezione conto terzi, prezzo a capo',
    ),
    title: t('Contract de producție în lohn (confecții)', 'Cut-make-trim (lohn) production contract', 'Contratto di confezione conto terzi'),
    description: t(
      'Contractul prin care atelierul coase în serie, din materialele clientului, modele date de acesta: modelele cu cantitatea și prețul manoperei pe bucată, livrările, controlul calității, normele de consum și restituirea materialelor rămase.',
      'The contract under which the workshop sews in series, from the customer’s materials, models the customer gives: models with quantity and labour price per piece, deliveries, quality control, consumption norms and return of leftover materials.',
      "Il contratto con cui il laboratorio cuce in serie, con i materiali del cliente, i modelli da lui forniti: modelli con quantità e prezzo di lavorazione a capo, consegne, controllo qualità, consumi e restituzione dei materiali avanzati.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'CL', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Executant', 'Manufacturer', 'Laboratorio'), [f.text('representative', t('Reprezentat prin', 'Represented by', 'Rappresentato da'), { maxLength: 150 })]),
      clientStep({ title: t('Beneficiar', 'Customer', 'Committente'), addressRequired: true }),
      {
        name: 'models',
        title: t('Modele și prețuri', 'Models and prices', 'Modelli e prezzi'),
        fields: [
          f.array('items', t('Modele', 'Models', 'Modelli'), [
            f.text('code', t('Cod model', 'Model code', 'Codice modello'), { required: true, maxLength: 30 }),
            f.text('name', t('Denumire', 'Name', 'Descrizione'), { required: true, maxLength: 120 }),
            f.number('qty', t('Cantitate (buc.)', 'Quantity (pcs)', 'Quantità (pz)'), { required: true, min: 1, decimals: 0 }),
            f.money('piece_price', t('Manoperă / buc.', 'Labour / piece', 'Lavorazione / capo'), { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'qty * piece_price' }),
            f.date('delivery', t('Livrare', 'Delivery', 'Consegna')),
          ], { required: true, maxItems: 100, role: 'lines.labor' }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [
        clause('materials', t('Materiale', 'Materials', 'Materiali'), 'Beneficiarul pune la dispoziție materialele și accesoriile, însoțite de aviz, cu fișa tehnică și tiparele. Executantul răspunde de materialele primite, le folosește numai pentru această comandă, în limita normelor de consum din fișa tehnică, și restituie materialele rămase și deșeurile utilizabile la încheierea comenzii, pe bază de proces-verbal de reconciliere.'),
        clause('quality', t('Calitate și recepție', 'Quality and acceptance', 'Qualità e collaudo'), 'Recepția calitativă se face la sediul executantului prin sondaj AQL convenit; produsele neconforme se remediază pe cheltuiala executantului în 5 zile lucrătoare.'),
        clause('payment', t('Plată', 'Payment', 'Pagamento'), 'Manopera se facturează la fiecare livrare, pe baza avizului semnat de beneficiar, și se plătește în 30 de zile.'),
      ], [t('Executant', 'Manufacturer', 'Laboratorio'), t('Beneficiar', 'Customer', 'Committente')]),
    ],
    totals: [numberTotal('pieces', t('Total bucăți', 'Total pieces', 'Totale capi'), 'sum(models.items.qty)'), grand('sum(models.items.value)', t('Valoare manoperă', 'Labour value', 'Valore lavorazione'))],
    pdf: { layout: 'contract', title: t('CONTRACT DE PRODUCȚIE ÎN LOHN', 'CMT PRODUCTION CONTRACT', 'CONTRATTO CONTO TERZI'), signatures: [t('Executant', 'Manufacturer', 'Laboratorio'), t('Beneficiar', 'Customer', 'Committente')], footer: t('Materialele rămân proprietatea beneficiarului pe toată durata prelucrării. Prețurile nu includ TVA.', 'Materials remain the customer’s property throughout processing. Prices exclude VAT.', 'I materiali restano di proprietà del committente per tutta la lavorazione. Prezzi IVA esclusa.') },
    sample: {
      company: { ...firm('tailor', '2026-02-02'), representative: 'Ioana Mureșan, titular PFA' },
      client: { ...clientCompany, name: 'Boutique Lăcrămioara SRL', contact: 'Lăcrămioara Dinu' },
      models: { items: [{ code: 'BL-2026-07', name: 'Bluză in, guler tunică', qty: 120, piece_price: 38, delivery: '2026-03-10' }, { code: 'FS-2026-02', name: 'Fustă midi plisată', qty: 80, piece_price: 45, delivery: '2026-03-20' }] },
      closing: {},
    },
  });

const reconciliation = (): CatalogEntry =>
  tradeApp({
    key: 'proces-verbal-reconciliere-materiale-lohn',
    version: 1,
    trades,
    keywords: kw(
      'reconciliere materiale, balanta materiale lohn, materiale primite consumate restituite, deseuri confectii, proces verbal lohn',
      'materials reconciliation, CMT materials balance, received used returned, cutting waste',
      'riconciliazione materiali, bilancio materiali conto terzi, ricevuti consumati restituiti, sfridi',
    ),
    title: t('Proces-verbal de reconciliere a materialelor (lohn)', 'Materials reconciliation record (CMT)', 'Verbale di riconciliazione materiali (conto terzi)'),
    description: t(
      'La încheierea unei comenzi în lohn: pentru fiecare material primit de la beneficiar, cantitatea primită, cea consumată conform normei, cea restituită și deșeul; diferența nejustificată se calculează pe fiecare linie.',
      'At the end of a CMT order: for each material received from the customer, quantity received, used as per the norm, returned and waste; the unexplained difference is computed on each line.',
      'Alla chiusura di un ordine conto terzi: per ogni materiale ricevuto, quantità ricevuta, consumata secondo norma, restituita e sfrido; la differenza non giustificata è calcolata per riga.',
    ),
    category: 'workshop',
    document: { kind: 'report', currency: 'RON', number: { field: 'company.number', prefix: 'PVR', start: 1, padding: 4 } },
    steps: [
      firmStep(t('PV nr.', 'Record no.', 'Verbale n.'), t('Executant', 'Manufacturer', 'Laboratorio'), [f.text('contract_ref', t('Contract / comandă nr.', 'Contract / order no.', 'Contratto / ordine n.'), { required: true, maxLength: 40 })]),
      clientStep({ title: t('Beneficiar', 'Customer', 'Committente') }),
      {
        name: 'materials',
        title: t('Balanța materialelor', 'Materials balance', 'Bilancio materiali'),
        fields: [
          f.array('items', t('Materiale', 'Materials', 'Materiali'), [
            f.text('name', t('Material', 'Material', 'Materiale'), { required: true, maxLength: 100 }),
            f.select('unit', COMMON.unit, [opt('m', t('m', 'm', 'm')), opt('buc', t('buc', 'pcs', 'pz')), opt('kg', t('kg', 'kg', 'kg'))], { required: true, default: 'm' }),
            f.number('received', t('Primit', 'Received', 'Ricevuto'), { required: true, min: 0, decimals: 2 }),
            f.number('used', t('Consumat', 'Used', 'Consumato'), { required: true, min: 0, decimals: 2 }),
            f.number('returned', t('Restituit', 'Returned', 'Restituito'), { min: 0, decimals: 2 }),
            f.number('waste', t('Deșeu', 'Waste', 'Sfrido'), { min: 0, decimals: 2 }),
            f.number('difference', t('Diferență', 'Difference', 'Differenza'), { compute: 'received - used - returned - waste', decimals: 2 }),
          ], { required: true, maxItems: 100, role: 'lines.items' }),
          notesField(),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Executant', 'Manufacturer', 'Laboratorio'), t('Beneficiar', 'Customer', 'Committente')]),
    ],
    pdf: { layout: 'handover', title: t('PV RECONCILIERE MATERIALE', 'MATERIALS RECONCILIATION', 'RICONCILIAZIONE MATERIALI'), signatures: [t('Executant', 'Manufacturer', 'Laboratorio'), t('Beneficiar', 'Customer', 'Committente')], footer: t('Diferențele nejustificate se suportă de executant la prețul de achiziție al beneficiarului, conform contractului.', 'Unexplained differences are borne by the manufacturer at the customer’s purchase price, as per the contract.', 'Le differenze non giustificate sono a carico del laboratorio al prezzo d’acquisto del committente, come da contratto.') },
    sample: {
      company: { ...firm('tailor', '2026-03-22'), contract_ref: 'CL-0004' },
      client: { ...clientCompany, name: 'Boutique Lăcrămioara SRL', contact: 'Lăcrămioara Dinu' },
      materials: { items: [{ name: 'In 100% alb, 140 cm', unit: 'm', received: 150, used: 144, returned: 4.5, waste: 1.5 }, { name: 'Nasturi sidef 11 mm', unit: 'buc', received: 1000, used: 960, returned: 30, waste: 0 }], notes: 'Lipsă 10 nasturi, acceptată de beneficiar ca pierdere normală.' },
      closing: {},
    },
  });

const dryCleaning = (): CatalogEntry =>
  tradeApp({
    key: 'bon-curatatorie',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'bon curatatorie, curatatorie chimica, spalatorie, curatare haine, bon predare haine curatatorie, pete',
      'dry-cleaning ticket, laundry ticket, garment cleaning, stain notes',
      'ricevuta lavanderia, lavaggio a secco, pulitura abiti, macchie',
    ),
    title: t('Bon de curățătorie', 'Dry-cleaning ticket', 'Ricevuta di lavanderia'),
    description: t(
      'Bonul dat la predarea hainelor la curățat: fiecare articol cu serviciul (curățare chimică, spălare, călcare), petele și defectele observate la primire, prețul, data ridicării și limita de răspundere a curățătoriei.',
      'The ticket given when leaving clothes for cleaning: each item with the service (dry cleaning, washing, pressing), stains and defects noticed on arrival, price, pick-up date and the cleaner’s liability limit.',
      'La ricevuta consegnata al deposito dei capi: ogni articolo con il servizio (lavaggio a secco, ad acqua, stiratura), macchie e difetti notati, prezzo, data di ritiro e limite di responsabilità della lavanderia.',
    ),
    category: 'workshop',
    document: { kind: 'receipt', currency: 'RON', number: { field: 'company.number', prefix: 'CU', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Bon nr.', 'Ticket no.', 'Ricevuta n.'), t('Curățătorie', 'Cleaner', 'Lavanderia')),
      clientStep({ phoneRequired: true }),
      {
        name: 'items',
        title: t('Articole', 'Items', 'Capi'),
        fields: [
          f.array('lines', t('Articole predate', 'Items left', 'Capi consegnati'), [
            f.text('item', t('Articol (culoare)', 'Item (colour)', 'Capo (colore)'), { required: true, maxLength: 100 }),
            f.select('service', t('Serviciu', 'Service', 'Servizio'), [opt('dry', t('Curățare chimică', 'Dry cleaning', 'Lavaggio a secco')), opt('wet', t('Spălare', 'Washing', 'Lavaggio ad acqua')), opt('press', t('Călcare', 'Pressing', 'Stiratura')), opt('stain', t('Tratare pete', 'Stain treatment', 'Smacchiatura'))], { required: true }),
            f.text('defects', t('Pete / defecte la primire', 'Stains / defects on arrival', "Macchie / difetti all'arrivo"), { maxLength: 150 }),
            f.money('price', t('Preț', 'Price', 'Prezzo'), { required: true, min: 0 }),
          ], { required: true, maxItems: 40, role: 'lines.items' }),
          f.date('pickup', t('Data ridicării', 'Pick-up date', 'Data di ritiro'), { required: true, role: 'service.exit_date', width: 'half' }),
          f.checkbox('no_guarantee', t('Clientul acceptă că petele vechi pot să nu dispară complet', 'The client accepts old stains may not fully disappear', 'Il cliente accetta che le macchie vecchie possano non sparire del tutto'), { width: 'half' }),
        ],
      },
    ],
    totals: [grand('sum(items.lines.price)')],
    pdf: { layout: 'invoice', title: t('BON CURĂȚĂTORIE', 'CLEANING TICKET', 'RICEVUTA LAVANDERIA'), signatures: [t('Curățătorie', 'Cleaner', 'Lavanderia'), t('Client', 'Client', 'Cliente')], footer: t('Articolele se ridică pe baza bonului. Curățătoria răspunde pentru deteriorarea din culpa sa în limita a de 10 ori prețul serviciului, dacă nu se dovedește o valoare mai mare; articolele fără etichetă de întreținere se curăță pe riscul clientului.', 'Items are collected with this ticket. The cleaner is liable for damage it causes up to 10 times the service price unless a higher value is proven; items without a care label are cleaned at the client’s risk.', 'I capi si ritirano con la ricevuta. La lavanderia risponde dei danni da essa causati fino a 10 volte il prezzo del servizio salvo prova di un valore maggiore; i capi senza etichetta si puliscono a rischio del cliente.') },
    sample: {
      company: { ...firm('tailor', '2026-03-11'), name: 'Atelier Croitorie și Curățătorie Mureșan PFA' },
      client: clientPerson,
      items: { lines: [{ item: 'Palton lână gri', service: 'dry', defects: 'Pată de cafea pe mâneca dreaptă', price: 70 }, { item: 'Cămașă albă', service: 'wet', price: 15 }, { item: 'Rochie mătase verde', service: 'dry', defects: 'Lipsă un nasture', price: 55 }], pickup: '2026-03-14', no_guarantee: true },
    },
  });

const embroidery = (): CatalogEntry =>
  tradeApp({
    key: 'comanda-broderie',
    version: 1,
    trades,
    keywords: kw(
      'comanda broderie, broderie computerizata, brodare logo, broderie nume, numar impunsaturi, broderie textile',
      'embroidery order, machine embroidery, logo embroidery, name embroidery, stitch count',
      'ordine ricamo, ricamo computerizzato, ricamo logo, ricamo nome, numero di punti',
    ),
    title: t('Comandă de broderie computerizată', 'Machine embroidery order', 'Ordine di ricamo computerizzato'),
    description: t(
      'Comanda pentru brodarea unui logo, nume sau motiv pe textile: desenul, dimensiunile, culorile de ață, numărul de împunsături pe care se stabilește prețul, taxa unică de digitizare, articolele și bucățile fiecăruia.',
      'An order to embroider a logo, name or motif on textiles: the design, size, thread colours, stitch count the price is based on, the one-off digitising fee, the items and pieces of each.',
      "Ordine per ricamare un logo, un nome o un motivo su tessuti: disegno, dimensioni, colori del filo, numero di punti su cui si basa il prezzo, costo unico di digitalizzazione, articoli e pezzi.",
    ),
    category: 'commercial',
    document: { kind: 'order', currency: 'RON', number: { field: 'company.number', prefix: 'CB', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Comandă nr.', 'Order no.', 'Ordine n.'), atelier),
      clientStep(),
      {
        name: 'design',
        title: t('Desen', 'Design', 'Disegno'),
        fields: [
          f.image('design', t('Desen / logo', 'Design / logo', 'Disegno / logo'), { maxSizeKb: 2048 }),
          f.text('text', t('Text brodat', 'Embroidered text', 'Testo ricamato'), { maxLength: 100, width: 'half' }),
          f.text('size', t('Dimensiune (lățime × înălțime, mm)', 'Size (width × height, mm)', 'Dimensione (larghezza × altezza, mm)'), { required: true, maxLength: 30, width: 'half' }),
          f.text('colors', t('Culori ață', 'Thread colours', 'Colori del filo'), { maxLength: 150, width: 'half' }),
          f.number('stitches', t('Număr împunsături', 'Stitch count', 'Numero di punti'), { required: true, min: 100, decimals: 0, width: 'half' }),
          f.money('per_1000', t('Preț la 1.000 de împunsături (lei)', 'Price per 1,000 stitches (lei)', 'Prezzo per 1.000 punti (lei)'), { required: true, min: 0, width: 'half' }),
          f.money('unit_price', t('Preț brodare / bucată (lei)', 'Embroidery price / piece (lei)', 'Prezzo ricamo / pezzo (lei)'), { compute: 'stitches / 1000 * per_1000', width: 'half' }),
          f.money('digitizing', t('Digitizare (o singură dată, lei)', 'Digitising (one-off, lei)', 'Digitalizzazione (una tantum, lei)'), { min: 0, width: 'half' }),
        ],
      },
      {
        name: 'items',
        title: t('Articole', 'Items', 'Articoli'),
        fields: [
          f.array('lines', t('Articole de brodat', 'Items to embroider', 'Articoli da ricamare'), [
            f.text('item', t('Articol', 'Item', 'Articolo'), { required: true, maxLength: 100 }),
            f.text('position', t('Poziție', 'Position', 'Posizione'), { maxLength: 60 }),
            f.number('qty', t('Buc.', 'Pcs', 'Pz'), { required: true, min: 1, decimals: 0 }),
          ], { required: true, maxItems: 50, role: 'lines.items' }),
          f.date('delivery', t('Termen', 'Deadline', 'Termine'), { width: 'half' }),
        ],
      },
    ],
    totals: [
      numberTotal('pieces', t('Bucăți', 'Pieces', 'Pezzi'), 'sum(items.lines.qty)'),
      moneyTotal('embroidery', t('Brodare', 'Embroidery', 'Ricamo'), 'round(totals.pieces * design.unit_price, 2)'),
      moneyTotal('digitizing', t('Digitizare', 'Digitising', 'Digitalizzazione'), 'design.digitizing'),
      grand('totals.embroidery + totals.digitizing'),
    ],
    pdf: { layout: 'quote', title: t('COMANDĂ BRODERIE', 'EMBROIDERY ORDER', 'ORDINE RICAMO'), signatures: [t('Atelier', 'Workshop', 'Sartoria'), t('Client', 'Client', 'Cliente')], footer: t(nonPayerNote.ro + ' Clientul garantează că are dreptul de a folosi logo-ul trimis.', nonPayerNote.en + ' The client warrants having the right to use the logo sent.', nonPayerNote.it + ' Il cliente garantisce di avere il diritto di usare il logo inviato.') },
    sample: {
      company: firm('tailor', '2026-03-06'),
      client: clientCompany,
      design: { text: 'Ștefănescu Transport', size: '90 × 35 mm', colors: 'Bleumarin, argintiu', stitches: 8500, per_1000: 1.2, digitizing: 80 },
      items: { lines: [{ item: 'Tricou polo', position: 'Piept stânga', qty: 24 }, { item: 'Șapcă', position: 'Față', qty: 12 }], delivery: '2026-03-18' },
    },
  });

const curtains = (): CatalogEntry =>
  tradeApp({
    key: 'comanda-perdele-draperii',
    version: 1,
    trades,
    keywords: kw(
      'comanda perdele, draperii la comanda, confectionare perdele, calcul material perdele, rejansa, fronseu, masuratori ferestre',
      'curtain order, made-to-measure curtains, drapes, fabric calculation, pleating, window measurements',
      'ordine tende, tende su misura, tendaggi, calcolo tessuto, arricciatura, misure finestre',
    ),
    title: t('Comandă de perdele și draperii', 'Curtain and drape order', 'Ordine di tende e tendaggi'),
    description: t(
      'Comanda de perdele pe măsură: pentru fiecare fereastră lățimea galeriei și înălțimea, coeficientul de încrețire, materialul; metrajul necesar (lățime × coeficient + tivuri) și prețul se calculează pe fiecare fereastră.',
      'A made-to-measure curtain order: for each window the rail width and drop, the fullness ratio, the fabric; the fabric length needed (width × fullness + hems) and the price are computed per window.',
      "Ordine di tende su misura: per ogni finestra larghezza del binario e altezza, coefficiente di arricciatura, tessuto; metraggio (larghezza × coefficiente + orli) e prezzo calcolati per finestra.",
    ),
    category: 'commercial',
    document: { kind: 'order', currency: 'RON', number: { field: 'company.number', prefix: 'CP', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Comandă nr.', 'Order no.', 'Ordine n.'), atelier),
      clientStep({ phoneRequired: true }),
      {
        name: 'windows',
        title: t('Ferestre', 'Windows', 'Finestre'),
        fields: [
          f.array('items', t('Ferestre', 'Windows', 'Finestre'), [
            f.text('room', t('Încăpere', 'Room', 'Locale'), { required: true, maxLength: 60 }),
            f.text('fabric', t('Material', 'Fabric', 'Tessuto'), { required: true, maxLength: 80 }),
            f.number('width', t('Lățime galerie (m)', 'Rail width (m)', 'Larghezza binario (m)'), { required: true, min: 0.1, decimals: 2 }),
            f.number('drop', t('Înălțime (m)', 'Drop (m)', 'Altezza (m)'), { required: true, min: 0.1, decimals: 2 }),
            f.number('fullness', t('Coef. încrețire', 'Fullness', 'Arricciatura'), { required: true, min: 1, max: 4, decimals: 1, default: 2 }),
            f.number('fabric_m', t('Metraj (m)', 'Fabric (m)', 'Metraggio (m)'), { compute: 'width * fullness + 0.2', decimals: 2 }),
            f.money('price_m', t('Preț/m (material + confecție)', 'Price/m (fabric + making)', 'Prezzo/m (tessuto + confezione)'), { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'fabric_m * price_m' }),
          ], { required: true, maxItems: 40, role: 'lines.items' }),
          f.money('installation', t('Montaj (lei)', 'Fitting (lei)', 'Montaggio (lei)'), { min: 0, width: 'third' }),
          f.money('advance', t('Avans (lei)', 'Deposit (lei)', 'Acconto (lei)'), { min: 0, width: 'third' }),
          f.date('delivery', t('Data montajului', 'Fitting date', 'Data di montaggio'), { width: 'third' }),
        ],
      },
    ],
    totals: [
      numberTotal('meters', t('Total metraj (m)', 'Total fabric (m)', 'Metraggio totale (m)'), 'sum(windows.items.fabric_m)'),
      moneyTotal('curtains', t('Perdele și draperii', 'Curtains and drapes', 'Tende e tendaggi'), 'sum(windows.items.value)'),
      moneyTotal('installation', t('Montaj', 'Fitting', 'Montaggio'), 'windows.installation'),
      grand('totals.curtains + totals.installation'),
      ...advanceAndRest('windows.advance'),
    ],
    pdf: { layout: 'quote', title: t('COMANDĂ PERDELE', 'CURTAIN ORDER', 'ORDINE TENDE'), signatures: [t('Atelier', 'Workshop', 'Sartoria'), t('Client', 'Client', 'Cliente')], footer: t('Metrajul include 20 cm pentru tivurile laterale. Materialele tăiate la comandă nu se returnează. ' + nonPayerNote.ro, 'The length includes 20 cm for side hems. Fabric cut to order cannot be returned. ' + nonPayerNote.en, 'Il metraggio include 20 cm per gli orli laterali. Il tessuto tagliato su misura non si restituisce. ' + nonPayerNote.it) },
    sample: {
      company: firm('tailor', '2026-03-08'),
      client: clientPerson,
      windows: { items: [{ room: 'Sufragerie', fabric: 'Voal in natur', width: 3.2, drop: 2.6, fullness: 2.5, price_m: 48 }, { room: 'Dormitor', fabric: 'Draperie blackout gri', width: 2.1, drop: 2.5, fullness: 2, price_m: 75 }], installation: 150, advance: 400, delivery: '2026-03-21' },
    },
  });

const folkCostume = (): CatalogEntry =>
  tradeApp({
    key: 'comanda-ie-costum-popular',
    version: 1,
    trades,
    keywords: kw(
      'comanda ie, ie romaneasca, costum popular, camasa traditionala, broderie traditionala, motive populare, port popular',
      'Romanian blouse order, ie, folk costume, traditional shirt, traditional embroidery',
      'ordine blusa romena, ie, costume tradizionale, camicia tradizionale, ricamo tradizionale',
    ),
    title: t('Comandă ie / costum popular', 'Traditional blouse (ie) / folk costume order', 'Ordine ie / costume tradizionale'),
    description: t(
      'Comanda unei ii sau a unui costum popular lucrat manual: zona etnografică și motivele, tehnica (cusut manual, la mașină), pânza și firele (bumbac, in, borangic, mătase), culorile, măsurile principale, termenul de execuție și avansul.',
      'An order for a hand-made ie or folk costume: ethnographic area and motifs, technique (hand or machine sewn), cloth and threads (cotton, linen, raw silk, silk), colours, main measurements, lead time and deposit.',
      "Ordine di una ie o di un costume tradizionale fatto a mano: zona etnografica e motivi, tecnica (a mano, a macchina), tela e filati (cotone, lino, seta grezza, seta), colori, misure principali, tempi e acconto.",
    ),
    category: 'workshop',
    document: { kind: 'order', currency: 'RON', number: { field: 'company.number', prefix: 'IE', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Comandă nr.', 'Order no.', 'Ordine n.'), atelier),
      clientStep({ phoneRequired: true }),
      {
        name: 'piece',
        title: t('Piesa', 'The piece', 'Il capo'),
        fields: [
          f.select('kind', t('Piesa', 'Piece', 'Capo'), [opt('ie', t('Ie', 'Blouse (ie)', 'Ie')), opt('shirt', t('Cămașă bărbătească', "Men's shirt", 'Camicia da uomo')), opt('costume', t('Costum complet', 'Full costume', 'Costume completo')), opt('skirt', t('Fotă / catrință', 'Wrap skirt (fotă)', 'Gonna (fotă)'))], { required: true, width: 'half' }),
          f.text('region', t('Zona etnografică', 'Ethnographic area', 'Zona etnografica'), { required: true, maxLength: 80, width: 'half' }),
          f.textarea('motifs', t('Motive și compoziție', 'Motifs and layout', 'Motivi e composizione'), { required: true, maxLength: 1000 }),
          f.radio('technique', t('Tehnică', 'Technique', 'Tecnica'), [opt('hand', t('Cusută integral manual', 'Entirely hand-sewn', 'Interamente a mano')), opt('mixed', t('Mixt (asamblare la mașină)', 'Mixed (machine assembly)', 'Misto (assemblaggio a macchina)'))], { required: true }),
          f.text('cloth', t('Pânză', 'Cloth', 'Tela'), { maxLength: 80, width: 'half' }),
          f.text('threads', t('Fire și culori', 'Threads and colours', 'Filati e colori'), { maxLength: 120, width: 'half' }),
          cm('chest', 'Bust / piept', 'Bust / chest', 'Seno / torace', true), cm('length', 'Lungime', 'Length', 'Lunghezza', true), cm('sleeve', 'Lungime mânecă', 'Sleeve length', 'Lunghezza manica'),
        ],
      },
      { name: 'payment', title: t('Termen și plată', 'Lead time and payment', 'Tempi e pagamento'), fields: paymentFields() },
      closingStep(t('Condiții', 'Terms', 'Condizioni'), [clause('terms', t('Condiții', 'Terms', 'Condizioni'), 'Piesa este unicat, lucrată după motivele alese; mici diferențe de culoare și simetrie țin de lucrul manual și nu sunt defecte. Avansul nu se restituie după începerea broderiei. Spălarea se face manual, la 30 °C, fără înălbitor.')], [sign.tailor, sign.client]),
    ],
    totals: payTotals('payment'),
    pdf: { layout: 'estimate', title: t('COMANDĂ IE', 'IE ORDER', 'ORDINE IE'), signatures: [sign.tailor, sign.client], footer: nonPayerNote },
    sample: {
      company: firm('tailor', '2026-02-01'),
      client: clientPerson,
      piece: { kind: 'ie', region: 'Muscel', motifs: 'Altiță cu motivul „steaua” în negru și roșu, încreț în galben, râuri pe mânecă cu „coarnele berbecului”', technique: 'hand', cloth: 'Pânză de bumbac topit', threads: 'Mătase naturală neagră, roșie, galbenă', chest: 92, length: 64, sleeve: 58 },
      payment: { price: 2400, advance: 1000, delivery: '2026-05-15' },
      closing: {},
    },
  });

const formalRental = (): CatalogEntry =>
  tradeApp({
    key: 'contract-inchiriere-tinute',
    version: 1,
    trades,
    keywords: kw(
      'inchiriere rochii, inchiriere costume, inchiriere tinute ocazie, garantie inchiriere rochie, rochii de seara de inchiriat, costume de carnaval',
      'dress rental, suit hire, formal wear rental, rental deposit, costume hire',
      'noleggio abiti, noleggio abiti da cerimonia, cauzione noleggio, noleggio costumi',
    ),
    title: t('Contract de închiriere ținute (rochii, costume)', 'Formal wear rental contract (dresses, suits)', 'Contratto di noleggio abiti (cerimonia, costumi)'),
    description: t(
      'Închirierea unei rochii, unui costum sau a unei ținute de ocazie: articolele cu valoarea de înlocuire și prețul închirierii, perioada, garanția reținută, costul curățării și ce se plătește la întârziere, pătare sau deteriorare.',
      'Renting a dress, suit or formal outfit: items with replacement value and rental price, period, deposit held, cleaning cost and what is charged for late return, stains or damage.',
      "Noleggio di un abito, di un completo o di un outfit da cerimonia: articoli con valore di sostituzione e prezzo, periodo, cauzione, costo della pulitura e cosa si paga per ritardo, macchie o danni.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'IT', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Locator', 'Owner', 'Locatore')),
      clientStep({ title: t('Locatar', 'Renter', 'Locatario'), phoneRequired: true, addressRequired: true, extra: [f.text('id_card', t('CI seria și nr.', 'ID card series and no.', "Carta d'identità serie e n."), { required: true, maxLength: 30, width: 'half' })] }),
      {
        name: 'rental',
        title: t('Articole și perioadă', 'Items and period', 'Articoli e periodo'),
        fields: [
          f.array('items', t('Articole', 'Items', 'Articoli'), [
            f.text('item', t('Articol (model, mărime, culoare)', 'Item (model, size, colour)', 'Articolo (modello, taglia, colore)'), { required: true, maxLength: 150 }),
            f.money('replacement', t('Valoare de înlocuire', 'Replacement value', 'Valore di sostituzione'), { required: true, min: 0 }),
            f.money('rent', t('Preț închiriere', 'Rental price', 'Prezzo noleggio'), { required: true, min: 0 }),
          ], { required: true, maxItems: 10, role: 'lines.items' }),
          f.date('from', t('Ridicare', 'Pick-up', 'Ritiro'), { required: true, width: 'half' }),
          f.date('to', t('Returnare', 'Return', 'Restituzione'), { required: true, role: 'service.exit_date', width: 'half' }),
          f.money('deposit', t('Garanție reținută (lei)', 'Deposit held (lei)', 'Cauzione trattenuta (lei)'), { required: true, min: 0, width: 'half' }),
          f.money('late_fee', t('Penalitate întârziere (lei/zi)', 'Late fee (lei/day)', 'Penale ritardo (lei/giorno)'), { min: 0, width: 'half' }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [
        clause('care', t('Folosire și returnare', 'Use and return', 'Uso e restituzione'), 'Locatarul poartă articolele cu grijă, nu le modifică, nu le spală și nu le subînchiriază. Curățarea obișnuită este inclusă în preț. Petele care nu se îndepărtează, rupturile sau arsurile se plătesc la costul reparației, iar articolul nereturnat sau distrus la valoarea de înlocuire, din garanție și, dacă nu ajunge, separat.'),
      ], [t('Locator', 'Owner', 'Locatore'), t('Locatar', 'Renter', 'Locatario')]),
    ],
    totals: [moneyTotal('rent', t('Preț închiriere', 'Rental price', 'Prezzo noleggio'), 'sum(rental.items.rent)', 'total.net'), moneyTotal('deposit', t('Garanție (se restituie)', 'Deposit (refundable)', 'Cauzione (rimborsabile)'), 'rental.deposit'), grand('totals.rent + totals.deposit', t('De plată la ridicare', 'Due at pick-up', 'Da pagare al ritiro'))],
    pdf: { layout: 'contract', title: t('CONTRACT DE ÎNCHIRIERE', 'RENTAL CONTRACT', 'CONTRATTO DI NOLEGGIO'), signatures: [t('Locator', 'Owner', 'Locatore'), t('Locatar', 'Renter', 'Locatario')], footer: t('Contract de locațiune (Codul civil). Garanția se restituie la returnarea articolelor în starea primită. ' + gdprNote.ro, 'Lease contract (Romanian Civil Code). The deposit is refunded when items are returned in the condition received. ' + gdprNote.en, 'Contratto di locazione (Codice civile romeno). La cauzione si restituisce alla riconsegna nello stato ricevuto. ' + gdprNote.it) },
    sample: {
      company: firm('tailor', '2026-04-16'),
      client: { ...clientPerson, id_card: 'MX 654321' },
      rental: { items: [{ item: 'Rochie de seară lungă, paiete, mărimea 38, argintiu', replacement: 2200, rent: 350 }], from: '2026-04-17', to: '2026-04-20', deposit: 500, late_fee: 50 },
      closing: {},
    },
  });

const garmentsNotice = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-client-croitorie',
    version: 1,
    trades,
    keywords: kw(
      'fisa client croitorie, evidenta clienti atelier, preferinte client, istoric comenzi client, clienta fidela',
      'tailoring client card, client history, client preferences, repeat client',
      'scheda cliente sartoria, storico ordini cliente, preferenze cliente',
    ),
    title: t('Fișa clientului atelierului', "Workshop client card", 'Scheda cliente della sartoria'),
    description: t(
      'Cartonul clientului fidel: preferințele (croială, materiale, culori, alergii la materiale), mărimile de referință și istoricul comenzilor cu data, articolul și prețul; valoarea totală a comenzilor se calculează.',
      'The regular client’s card: preferences (fit, fabrics, colours, fabric allergies), reference sizes and the order history with date, garment and price; the total value of orders is computed.',
      'La scheda del cliente abituale: preferenze (vestibilità, tessuti, colori, allergie), taglie di riferimento e storico ordini con data, capo e prezzo; il valore totale è calcolato.',
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'FC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fișă nr.', 'Card no.', 'Scheda n.'), atelier),
      clientStep(),
      {
        name: 'preferences',
        title: t('Preferințe', 'Preferences', 'Preferenze'),
        fields: [
          f.text('sizes', t('Mărimi de referință', 'Reference sizes', 'Taglie di riferimento'), { maxLength: 100, width: 'half' }),
          f.text('fit', t('Croială preferată', 'Preferred fit', 'Vestibilità preferita'), { maxLength: 100, width: 'half' }),
          f.text('fabrics', t('Materiale și culori preferate', 'Preferred fabrics and colours', 'Tessuti e colori preferiti'), { maxLength: 200 }),
          f.text('avoid', t('De evitat (alergii, materiale)', 'To avoid (allergies, fabrics)', 'Da evitare (allergie, tessuti)'), { maxLength: 200 }),
          f.checkbox('marketing', t('Acceptă să fie anunțat(ă) despre colecții noi', 'Agrees to be told about new collections', 'Accetta di essere avvisato delle nuove collezioni')),
        ],
      },
      {
        name: 'history',
        title: t('Istoric comenzi', 'Order history', 'Storico ordini'),
        fields: [
          f.array('items', t('Comenzi', 'Orders', 'Ordini'), [
            f.date('date', COMMON.date, { required: true }),
            f.text('order', t('Comanda', 'Order', 'Ordine'), { maxLength: 20 }),
            f.text('garment', t('Articol', 'Garment', 'Capo'), { required: true, maxLength: 100 }),
            f.money('price', t('Preț', 'Price', 'Prezzo'), { min: 0 }),
          ], { maxItems: 200, role: 'lines.items' }),
        ],
      },
    ],
    totals: [numberTotal('orders', t('Comenzi', 'Orders', 'Ordini'), 'count(history.items)'), moneyTotal('value', t('Valoare totală', 'Total value', 'Valore totale'), 'sum(history.items.price)')],
    pdf: { layout: 'estimate', title: t('FIȘA CLIENTULUI', 'CLIENT CARD', 'SCHEDA CLIENTE'), footer: t('Datele se păstrează cu acordul clientului și se șterg la cererea sa (Regulamentul (UE) 2016/679).', 'Data are kept with the client’s consent and erased on request (Regulation (EU) 2016/679).', 'I dati si conservano con il consenso del cliente e si cancellano su richiesta (Regolamento (UE) 2016/679).') },
    sample: {
      company: firm('tailor', '2026-03-31'),
      client: clientPerson,
      preferences: { sizes: '38 (EU), sutien 75B', fit: 'Pe talie, fuste midi', fabrics: 'Mătase, in, lână fină; bleumarin, verde smarald', avoid: 'Lână aspră (iritații)', marketing: true },
      history: { items: [{ date: '2025-09-12', order: 'CC-0007', garment: 'Taior lână', price: 1800 }, { date: '2026-03-02', order: 'CC-0031', garment: 'Rochie de seară', price: 1450 }] },
    },
  });

export const tailoring: CatalogEntry[] = [
  customOrder(),
  menMeasures(),
  womenMeasures(),
  alterations(),
  fittingRecord(),
  bridal(),
  suitContract(),
  tailorEstimate(),
  pickupHandover(),
  orderRegister(),
  techPack(),
  uniforms(),
  materialSheet(),
  lohnContract(),
  reconciliation(),
  dryCleaning(),
  embroidery(),
  curtains(),
  folkCostume(),
  formalRental(),
  garmentsNotice(),
];

