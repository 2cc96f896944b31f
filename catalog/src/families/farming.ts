import { type CatalogEntry, type ScalarSpec, f, opt, t } from '../build.js';
import { clientStep } from '../fragments.js';
import { COMMON, clause, closingStep, firmStep, gdprNote, grand, kw, moneyTotal, notesField, numberTotal, personStep, tradeApp } from '../fragments-trades-a.js';
import { clientCompany, firm, personA, personB, personC } from '../samples-trades-a.js';

/**
 * Farmers (issue 20): buying produce from individuals, land leases and loans for use, the
 * plant-protection, fertiliser, veterinary and animal registers, field work, harvest, fuel,
 * weighbridge tickets, grain, animal and milk sales, day labourers, damage reports.
 */

const trades: ['farming'] = ['farming'];
const farm = t('Exploatație / firmă', 'Farm / company', 'Azienda agricola');
const ccivil = t('Contract încheiat conform Codului civil, în două exemplare originale.', 'Contract under the Romanian Civil Code, in two original copies.', 'Contratto ai sensi del Codice civile romeno, in due originali.');

const parcelColumns = (): ScalarSpec[] => [
  f.text('parcel', t('Tarla / parcelă', 'Block / parcel', 'Appezzamento / particella'), { required: true, maxLength: 40 }),
  f.text('crop', t('Cultura', 'Crop', 'Coltura'), { required: true, maxLength: 60 }),
  f.number('area', t('Suprafață (ha)', 'Area (ha)', 'Superficie (ha)'), { required: true, min: 0.01, decimals: 2 }),
];

/** A Romanian animal's ear tag: RO and its digits. */
const earTag = (required = true): ScalarSpec =>
  f.text('tag', t('Nr. crotalie', 'Ear tag no.', 'N. marca auricolare'), {
    ...(required ? { required: true } : {}),
    pattern: '^RO[0-9]{8,12}$',
    help: t('RO urmat de cifre, fără spații.', 'RO followed by digits, no spaces.', 'RO seguito da cifre, senza spazi.'),
    maxLength: 14,
  });

const speciesOptions = [
  opt('bovine', t('Bovine', 'Cattle', 'Bovini')),
  opt('ovine', t('Ovine', 'Sheep', 'Ovini')),
  opt('caprine', t('Caprine', 'Goats', 'Caprini')),
  opt('swine', t('Porcine', 'Pigs', 'Suini')),
  opt('equine', t('Cabaline', 'Horses', 'Equini')),
];

const purchaseSlip = (): CatalogEntry =>
  tradeApp({
    key: 'borderou-achizitie-produse-agricole',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'borderou de achizitie, borderou achizitie, achizitie produse agricole, cumparare de la producator, cumparare de la persoana fizica, borderou cereale, lapte, legume',
      'purchase slip, buying farm produce from individuals, produce purchase record, grain purchase',
      'borderò di acquisto, acquisto prodotti agricoli da privati, acquisto da produttori',
    ),
    title: t('Borderou de achiziție produse agricole', 'Farm produce purchase slip', 'Borderò di acquisto prodotti agricoli'),
    description: t(
      'Documentul cu care o firmă cumpără produse agricole de la persoane fizice care nu emit factură: producătorul identificat cu CNP, act de identitate și atestat, produsele cu cantitatea, prețul și valoarea, impozitul reținut dacă este cazul și suma plătită.',
      'The document a company uses to buy farm produce from individuals who do not issue invoices: the producer identified by personal code, ID card and producer certificate, products with quantity, price and value, tax withheld where applicable and the amount paid.',
      "Il documento con cui un'azienda acquista prodotti agricoli da privati che non emettono fattura: produttore identificato con codice personale, documento e attestato, prodotti con quantità, prezzo e valore, imposta trattenuta se dovuta e importo pagato.",
    ),
    category: 'commercial',
    document: { kind: 'receipt', currency: 'RON', number: { field: 'company.number', prefix: 'BA', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Borderou nr.', 'Slip no.', 'Borderò n.'), t('Cumpărător', 'Buyer', 'Acquirente'), [f.text('place', t('Locul achiziției', 'Place of purchase', "Luogo dell'acquisto"), { required: true, maxLength: 100 })]),
      personStep('producer', t('Producător (vânzător)', 'Producer (seller)', 'Produttore (venditore)'), {
        asClient: true,
        extra: [f.text('certificate', t('Atestat de producător nr.', 'Producer certificate no.', 'Attestato di produttore n.'), { maxLength: 40, width: 'half' })],
      }),
      {
        name: 'products',
        title: t('Produse achiziționate', 'Products bought', 'Prodotti acquistati'),
        fields: [
          f.array('items', t('Produse', 'Products', 'Prodotti'), [
            f.text('product', t('Produs', 'Product', 'Prodotto'), { required: true, maxLength: 100 }),
            f.select('unit', COMMON.unit, [opt('kg', t('kg', 'kg', 'kg')), opt('t', t('t', 't', 't')), opt('l', t('l', 'l', 'l')), opt('buc', t('buc', 'pcs', 'pz'))], { required: true, default: 'kg' }),
            f.number('qty', COMMON.qty, { required: true, min: 0.001, decimals: 3 }),
            f.money('price', COMMON.price, { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'qty * price' }),
          ], { required: true, maxItems: 30, role: 'lines.items' }),
          f.percent('tax_rate', t('Impozit reținut la sursă %', 'Tax withheld at source %', 'Imposta trattenuta alla fonte %'), {
            help: t('Dacă legea cere reținerea pentru acest producător; altfel 0.', 'If the law requires withholding for this producer; otherwise 0.', 'Se la legge lo richiede per questo produttore; altrimenti 0.'),
            min: 0,
            max: 100,
            default: 0,
            width: 'half',
          }),
          f.radio('paid_by', t('Plătit', 'Paid by', 'Pagato con'), [opt('cash', t('Numerar', 'Cash', 'Contanti')), opt('bank', t('Bancă', 'Bank', 'Banca'))], { required: true, width: 'half' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Cumpărător', 'Buyer', 'Acquirente'), t('Producător – am primit suma', 'Producer – amount received', 'Produttore – importo ricevuto')]),
    ],
    totals: [
      moneyTotal('gross', t('Valoare produse', 'Products value', 'Valore prodotti'), 'sum(products.items.value)', 'total.net'),
      moneyTotal('tax', t('Impozit reținut', 'Tax withheld', 'Imposta trattenuta'), 'round(totals.gross * products.tax_rate / 100, 2)'),
      grand('totals.gross - totals.tax', t('Suma plătită producătorului', 'Amount paid to the producer', 'Importo pagato al produttore')),
    ],
    pdf: { layout: 'invoice', title: t('BORDEROU DE ACHIZIȚIE', 'PURCHASE SLIP', 'BORDERÒ DI ACQUISTO'), signatures: [t('Cumpărător', 'Buyer', 'Acquirente'), t('Producător – am primit suma', 'Producer – amount received', 'Produttore – importo ricevuto')], footer: t('Borderoul ține loc de document justificativ pentru achiziția de la persoane fizice și se înregistrează în contabilitatea cumpărătorului. ' + gdprNote.ro, 'The slip is the supporting document for purchases from individuals and is entered in the buyer’s accounts. ' + gdprNote.en, "Il borderò è il documento giustificativo dell'acquisto da privati e si registra nella contabilità dell'acquirente. " + gdprNote.it) },
    sample: {
      company: { ...firm('farm', '2026-07-08'), place: 'Baza de recepție Grindu' },
      producer: { ...personA, certificate: 'IL-0412/2026' },
      products: { items: [{ product: 'Grâu panificație', unit: 'kg', qty: 4200, price: 0.98 }, { product: 'Orz furajer', unit: 'kg', qty: 1800, price: 0.82 }], paid_by: 'bank' },
      closing: {},
    },
  });

const landLease = (): CatalogEntry =>
  tradeApp({
    key: 'contract-arenda',
    version: 2,
    trades,
    public: true,
    keywords: kw(
      'contract de arenda, arenda teren agricol, arendare, arenda in natura, arenda in bani, teren arabil, parcele, registrul contractelor de arenda',
      'agricultural land lease, farm tenancy, rent in kind, arable land lease, land parcels',
      'contratto di affitto agrario, affitto terreni agricoli, canone in natura, particelle',
    ),
    title: t('Contract de arendă', 'Agricultural land lease (arendă)', 'Contratto di affitto di fondo rustico (arendă)'),
    description: t(
      'Arendarea terenului agricol de la proprietar către fermier: parcelele cu tarla, număr cadastral sau de carte funciară, categorie și suprafață, arenda în natură (kg/ha) sau în bani (lei/ha) calculată pe suprafața totală, durata, data plății, impozitele și înregistrarea la consiliul local.',
      'Leasing farmland from the owner to the farmer: the parcels with block, cadastral or land-book number, category and area, rent in kind (kg/ha) or money (lei/ha) computed on the total area, term, payment date, taxes and registration with the local council.',
      "Affitto di terreni agricoli dal proprietario all'agricoltore: particelle con appezzamento, numero catastale o tavolare, categoria e superficie, canone in natura (kg/ha) o in denaro (lei/ha) calcolato sulla superficie totale, durata, data di pagamento, imposte e registrazione presso il consiglio locale.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'CA', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Arendaș', 'Tenant farmer', 'Affittuario'), [f.text('representative', t('Reprezentat prin', 'Represented by', 'Rappresentato da'), { maxLength: 150 })]),
      personStep('owner', t('Arendator (proprietar)', 'Landowner (lessor)', 'Locatore (proprietario)'), { asClient: true }),
      {
        name: 'land',
        title: t('Terenul arendat', 'Land leased', 'Terreni affittati'),
        fields: [
          f.text('locality', t('Localitatea (UAT)', 'Locality', 'Località'), { required: true, maxLength: 100 }),
          f.array('parcels', t('Parcele', 'Parcels', 'Particelle'), [
            f.text('block', t('Tarla / parcelă', 'Block / parcel', 'Appezzamento / particella'), { required: true, maxLength: 30 }),
            f.text('cadastral', t('Nr. cadastral / CF', 'Cadastral / land-book no.', 'N. catastale / tavolare'), { maxLength: 40 }),
            f.select('category', t('Categorie', 'Category', 'Categoria'), [opt('arabil', t('Arabil', 'Arable', 'Seminativo')), opt('pasune', t('Pășune', 'Pasture', 'Pascolo')), opt('faneata', t('Fâneață', 'Hayfield', 'Prato da fieno')), opt('vie', t('Vie', 'Vineyard', 'Vigneto')), opt('livada', t('Livadă', 'Orchard', 'Frutteto'))], { required: true }),
            f.number('area', t('Suprafață (ha)', 'Area (ha)', 'Superficie (ha)'), { required: true, min: 0.01, decimals: 4 }),
          ], { required: true, maxItems: 100, role: 'lines.items' }),
        ],
      },
      {
        name: 'rent',
        title: t('Arenda și durata', 'Rent and term', 'Canone e durata'),
        fields: [
          f.radio('kind', t('Arenda se plătește', 'Rent is paid', 'Il canone si paga'), [opt('kind', t('În natură', 'In kind', 'In natura')), opt('money', t('În bani', 'In money', 'In denaro'))], { required: true }),
          f.text('product', t('Produsul', 'Product', 'Prodotto'), { default: 'grâu', maxLength: 60, visibleIf: 'kind == "kind"', width: 'half' }),
          f.number('kg_ha', t('Cantitate (kg/ha)', 'Quantity (kg/ha)', 'Quantità (kg/ha)'), { min: 0, decimals: 0, visibleIf: 'kind == "kind"', width: 'half' }),
          f.money('lei_ha', t('Sumă (lei/ha)', 'Amount (lei/ha)', 'Importo (lei/ha)'), { min: 0, visibleIf: 'kind == "money"', width: 'half' }),
          f.number('years', t('Durata (ani agricoli)', 'Term (farming years)', 'Durata (annate agrarie)'), { required: true, min: 1, max: 49, decimals: 0, default: 5, width: 'third' }),
          f.date('start', t('Începând cu', 'Starting', 'A partire dal'), { required: true, width: 'third' }),
          f.text('pay_by', t('Plata arendei până la', 'Rent paid by', 'Canone pagato entro'), { default: '1 noiembrie a fiecărui an', maxLength: 60, width: 'third' }),
          f.checkbox('taxes_tenant', t('Impozitul pe teren îl plătește arendașul', 'The tenant pays the land tax', "L'imposta sul terreno la paga l'affittuario")),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [
        clause('duties', t('Obligațiile părților', "Parties' obligations", 'Obblighi delle parti'), 'Arendașul lucrează terenul ca un bun proprietar, în conformitate cu destinația lui agricolă, menține și îmbunătățește capacitatea de producție a solului, nu schimbă categoria de folosință și nu subarendează fără acordul scris al arendatorului. Arendatorul garantează că este proprietarul terenului și că acesta nu este arendat altcuiva.'),
        clause('end', t('Încetare și prelungire', 'End and renewal', 'Cessazione e rinnovo'), 'La expirarea duratei, contractul se reînnoiește de drept pentru aceeași durată dacă niciuna dintre părți nu comunică celeilalte, în scris, refuzul reînnoirii cu cel puțin un an înainte de expirare în cazul terenurilor agricole (6 luni pentru celelalte bunuri arendate). Părțile pot încheia un act adițional pentru modificarea arendei.'),
      ], [t('Arendaș', 'Tenant farmer', 'Affittuario'), t('Arendator', 'Landowner', 'Locatore')]),
    ],
    totals: [
      numberTotal('area', t('Suprafață totală (ha)', 'Total area (ha)', 'Superficie totale (ha)'), 'sum(land.parcels.area)'),
      numberTotal('kind_kg', t('Arendă anuală în natură (kg)', 'Yearly rent in kind (kg)', 'Canone annuo in natura (kg)'), 'rent.kind == "kind" ? round(totals.area * rent.kg_ha, 0) : ""'),
      moneyTotal('money', t('Arendă anuală în bani', 'Yearly rent in money', 'Canone annuo in denaro'), 'rent.kind == "money" ? round(totals.area * rent.lei_ha, 2) : ""'),
    ],
    pdf: {
      layout: 'contract',
      title: t('CONTRACT DE ARENDĂ', 'LAND LEASE CONTRACT', 'CONTRATTO DI AFFITTO AGRARIO'),
      signatures: [t('Arendaș', 'Tenant farmer', 'Affittuario'), t('Arendator', 'Landowner', 'Locatore')],
      footer: t(
        'Contractul se încheie în formă scrisă, în trei exemplare: câte unul pentru fiecare parte și unul depus la consiliul local pentru înregistrarea în registrul special al contractelor de arendă.',
        'The contract is made in writing, in three copies: one for each party and one filed with the local council to be entered in the special register of land leases.',
        'Il contratto si stipula per iscritto, in tre copie: una per parte e una depositata presso il consiglio locale per la registrazione nel registro speciale degli affitti agrari.',
      ),
      legal: [t('Codul civil, art. 1836–1850 (arendarea)', 'Romanian Civil Code, art. 1836–1850 (agricultural lease)', 'Codice civile romeno, art. 1836–1850 (affitto agrario)')],
    },
    sample: {
      company: { ...firm('farm', '2026-09-15'), representative: 'Gheorghe Bărbulescu, administrator' },
      owner: personB,
      land: { locality: 'Grindu, jud. Ialomița', parcels: [{ block: 'T12 / P45', cadastral: 'CF 21054', category: 'arabil', area: 2.5 }, { block: 'T14 / P7', cadastral: 'CF 21077', category: 'arabil', area: 1.75 }] },
      rent: { kind: 'kind', product: 'grâu', kg_ha: 700, years: 5, start: '2026-10-01', pay_by: '1 noiembrie a fiecărui an', taxes_tenant: true },
      closing: {},
    },
    moreSamples: [
      {
        company: { ...firm('farm', '2026-09-15'), representative: 'Gheorghe Bărbulescu, administrator' },
        owner: personC,
        land: { locality: 'Grindu, jud. Ialomița', parcels: [{ block: 'T3 / P18', category: 'pasune', area: 4 }] },
        rent: { kind: 'money', lei_ha: 900, years: 3, start: '2026-10-01', pay_by: '1 noiembrie a fiecărui an' },
        closing: {},
      },
    ],
  });

const sprayRegister = (): CatalogEntry =>
  tradeApp({
    key: 'registru-tratamente-fitosanitare',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'registru tratamente fitosanitare, evidenta tratamente, produse de protectia plantelor, pesticide, erbicidare, fungicid, insecticid, timp de pauza',
      'plant protection treatment register, pesticide record, spray log, herbicide, fungicide, pre-harvest interval',
      'registro dei trattamenti fitosanitari, quaderno di campagna, registro pesticidi, intervallo di sicurezza',
    ),
    title: t('Registru de evidență a tratamentelor cu produse de protecția plantelor', 'Plant protection treatment register', 'Registro dei trattamenti fitosanitari'),
    description: t(
      'Evidența obligatorie a fiecărui tratament: data, cultura și parcela cu suprafața, produsul comercial și substanța activă, doza la hectar și cantitatea folosită (calculată), agentul de dăunare, timpul de pauză până la recoltare și cine a aplicat.',
      'The mandatory record of each treatment: date, crop and parcel with area, commercial product and active substance, dose per hectare and quantity used (computed), the pest, pre-harvest interval and who applied it.',
      'La registrazione obbligatoria di ogni trattamento: data, coltura e particella con superficie, prodotto commerciale e sostanza attiva, dose per ettaro e quantità usata (calcolata), avversità, intervallo di sicurezza e operatore.',
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'RTF', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Registru / fila nr.', 'Register / page no.', 'Registro / pagina n.'), farm, [
        f.text('season', t('Anul agricol', 'Farming year', 'Annata agraria'), { required: true, maxLength: 20, width: 'half' }),
        f.text('operator', t('Aplicat de (nume, certificat nr.)', 'Applied by (name, certificate no.)', 'Applicato da (nome, certificato n.)'), { required: true, maxLength: 100, width: 'half' }),
      ]),
      {
        name: 'treatments',
        title: t('Tratamente', 'Treatments', 'Trattamenti'),
        fields: [
          f.array('items', t('Tratamente', 'Treatments', 'Trattamenti'), [
            f.date('date', COMMON.date, { required: true }),
            f.text('parcel', t('Parcelă / cultură', 'Parcel / crop', 'Particella / coltura'), { required: true, maxLength: 60 }),
            f.number('area', t('ha', 'ha', 'ha'), { required: true, min: 0.01, decimals: 2 }),
            f.text('product', t('Produs (substanță activă)', 'Product (active substance)', 'Prodotto (sostanza attiva)'), { required: true, maxLength: 100 }),
            f.text('target', t('Agent de dăunare', 'Pest / disease', 'Avversità'), { required: true, maxLength: 80 }),
            f.number('dose', t('Doză / ha', 'Dose / ha', 'Dose / ha'), { required: true, min: 0.001, decimals: 3 }),
            f.number('total', t('Total', 'Total', 'Totale'), { compute: 'dose * area', decimals: 3 }),
            f.number('phi', t('Pauză (zile)', 'PHI (days)', 'Sospensione (gg)'), { min: 0, decimals: 0 }),
          ], { required: true, maxItems: 500, role: 'lines.items' }),
        ],
      },
    ],
    totals: [numberTotal('count', t('Tratamente înregistrate', 'Treatments recorded', 'Trattamenti registrati'), 'count(treatments.items)'), numberTotal('area', t('Suprafață tratată (ha)', 'Area treated (ha)', 'Superficie trattata (ha)'), 'sum(treatments.items.area)')],
    pdf: { layout: 'generic', title: t('REGISTRU TRATAMENTE', 'TREATMENT REGISTER', 'REGISTRO TRATTAMENTI'), signatures: [t('Responsabil exploatație', 'Farm manager', "Responsabile dell'azienda")], footer: t('Doza și cantitatea în l sau kg de produs comercial. Se folosesc numai produse omologate, de operatori cu certificat valabil.', 'Dose and quantity in l or kg of commercial product. Only authorised products, applied by operators with a valid certificate.', 'Dose e quantità in l o kg di prodotto commerciale. Solo prodotti autorizzati, applicati da operatori con certificato valido.'), legal: [t('Regulamentul (CE) nr. 1107/2009, art. 67: evidența tratamentelor se păstrează cel puțin 3 ani.', 'Regulation (EC) No 1107/2009, art. 67: treatment records are kept for at least 3 years.', 'Regolamento (CE) n. 1107/2009, art. 67: i registri dei trattamenti si conservano almeno 3 anni.')] },
    sample: {
      company: { ...firm('farm', '2026-05-31'), season: '2025–2026', operator: 'Ion Mărginean, certificat IL-2291' },
      treatments: { items: [
        { date: '2026-04-12', parcel: 'T12/P45 grâu', area: 2.5, product: 'Axial One', target: 'Buruieni', dose: 1, phi: 60 },
        { date: '2026-05-08', parcel: 'T12/P45 grâu', area: 2.5, product: 'Falcon Pro', target: 'Făinare', dose: 0.6, phi: 35 },
        { date: '2026-05-20', parcel: 'T14/P7 porumb', area: 1.75, product: 'Laudis', target: 'Dicotiledonate', dose: 2.25, phi: 90 },
      ] },
    },
  });

const animalMovements = (): CatalogEntry =>
  tradeApp({
    key: 'registru-miscari-animale',
    version: 1,
    trades,
    keywords: kw(
      'registru miscari animale, registrul exploatatiei, intrari iesiri animale, crotalii, formular de miscare, evidenta efectiv animale, ANSVSA',
      'animal movement register, holding register, animals in and out, ear tags, movement form, herd register',
      'registro di stalla, movimentazione animali, entrate uscite animali, marche auricolari, modello di movimentazione',
    ),
    title: t('Registrul mișcărilor de animale al exploatației', 'Holding register of animal movements', 'Registro di stalla delle movimentazioni'),
    description: t(
      'Intrările și ieșirile de animale ale unei exploatații: data, crotalia, specia, tipul mișcării (naștere, cumpărare, vânzare, sacrificare, moarte), exploatația de proveniență sau de destinație cu codul ei, documentul de mișcare; efectivul se calculează din intrări și ieșiri.',
      'A holding’s animals in and out: date, ear tag, species, type of movement (birth, purchase, sale, slaughter, death), the holding of origin or destination with its code, the movement document; the headcount is computed from ins and outs.',
      "Entrate e uscite degli animali di un'azienda: data, marca auricolare, specie, tipo di movimento (nascita, acquisto, vendita, macellazione, morte), azienda di provenienza o destinazione con codice, documento di movimentazione; la consistenza è calcolata.",
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'RMA', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fila nr.', 'Page no.', 'Pagina n.'), farm, [
        f.text('holding_code', t('Cod exploatație', 'Holding code', 'Codice aziendale'), { required: true, maxLength: 20, width: 'half' }),
        f.number('opening', t('Efectiv la începutul perioadei', 'Headcount at the start', 'Consistenza iniziale'), { required: true, min: 0, decimals: 0, width: 'half' }),
      ]),
      {
        name: 'movements',
        title: t('Mișcări', 'Movements', 'Movimenti'),
        fields: [
          f.array('items', t('Mișcări', 'Movements', 'Movimenti'), [
            f.date('date', COMMON.date, { required: true }),
            earTag(),
            f.select('species', t('Specie', 'Species', 'Specie'), speciesOptions, { required: true }),
            f.select('movement', t('Mișcare', 'Movement', 'Movimento'), [opt('birth', t('Naștere', 'Birth', 'Nascita')), opt('in', t('Intrare (cumpărare)', 'In (purchase)', 'Entrata (acquisto)')), opt('out', t('Ieșire (vânzare)', 'Out (sale)', 'Uscita (vendita)')), opt('slaughter', t('Sacrificare', 'Slaughter', 'Macellazione')), opt('death', t('Moarte', 'Death', 'Morte'))], { required: true }),
            f.text('other_holding', t('Exploatația de origine / destinație', 'Holding of origin / destination', 'Azienda di origine / destinazione'), { maxLength: 80 }),
            f.text('document', t('Document mișcare nr.', 'Movement document no.', 'Documento n.'), { maxLength: 40 }),
            f.number('change', t('+/−', '+/−', '+/−'), { compute: 'movement == "birth" || movement == "in" ? 1 : -1', decimals: 0 }),
          ], { required: true, maxItems: 1000, role: 'lines.items' }),
        ],
      },
    ],
    totals: [numberTotal('moves', t('Mișcări', 'Movements', 'Movimenti'), 'count(movements.items)'), numberTotal('closing', t('Efectiv la sfârșitul perioadei', 'Headcount at the end', 'Consistenza finale'), 'company.opening + sum(movements.items.change)')],
    pdf: { layout: 'generic', title: t('REGISTRUL EXPLOATAȚIEI', 'HOLDING REGISTER', 'REGISTRO DI STALLA'), signatures: [t('Deținător', 'Keeper', 'Detentore')], footer: t('Mișcările se comunică medicului veterinar de liberă practică împuternicit pentru înregistrarea în baza națională de date, în termenele legale.', 'Movements are reported to the authorised private veterinarian for entry in the national database within the legal deadlines.', 'I movimenti si comunicano al veterinario autorizzato per la registrazione nella banca dati nazionale nei termini di legge.'), legal: [t('Regulamentul (UE) 2016/429 privind bolile transmisibile ale animalelor (evidența operatorilor)', 'Regulation (EU) 2016/429 on transmissible animal diseases (operators’ records)', 'Regolamento (UE) 2016/429 sulle malattie animali trasmissibili (registri degli operatori)')] },
    sample: {
      company: { ...firm('farm', '2026-04-30'), holding_code: 'RO210412345', opening: 42 },
      movements: { items: [
        { date: '2026-04-03', tag: 'RO002104567890', species: 'bovine', movement: 'birth', document: 'Notificare nr. 118' },
        { date: '2026-04-10', tag: 'RO002104512345', species: 'bovine', movement: 'in', other_holding: 'RO210455501 – Ferma Dăncilă', document: 'FM 2026-3341' },
        { date: '2026-04-22', tag: 'RO002104498765', species: 'bovine', movement: 'out', other_holding: 'Abator Carmo SRL, Slobozia', document: 'FM 2026-3502' },
        { date: '2026-04-24', tag: 'RO002104511111', species: 'bovine', movement: 'out', other_holding: 'RO210499902 – Ferma Țăranu', document: 'FM 2026-3519' },
      ] },
    },
  });

const fertiliserRegister = (): CatalogEntry =>
  tradeApp({
    key: 'registru-fertilizare',
    version: 1,
    trades,
    keywords: kw(
      'registru fertilizare, evidenta ingrasaminte, azot, gunoi de grajd, plan de fertilizare, nitrati, azotat de amoniu, uree',
      'fertiliser register, fertiliser record, nitrogen, manure, nitrates, fertilisation plan',
      'registro delle concimazioni, fertilizzanti, azoto, letame, nitrati, piano di concimazione',
    ),
    title: t('Registru de evidență a fertilizării', 'Fertiliser application register', 'Registro delle concimazioni'),
    description: t(
      'Fiecare aplicare de îngrășământ chimic sau organic: data, parcela, cultura și suprafața, îngrășământul cu conținutul de azot, cantitatea pe hectar; azotul pe hectar și cel total se calculează, pentru limitele din zonele vulnerabile la nitrați.',
      'Each application of mineral or organic fertiliser: date, parcel, crop and area, the fertiliser with its nitrogen content, rate per hectare; nitrogen per hectare and in total are computed, for the limits in nitrate-vulnerable zones.',
      "Ogni distribuzione di concime minerale o organico: data, particella, coltura e superficie, concime con il contenuto di azoto, dose per ettaro; azoto per ettaro e totale calcolati, per i limiti nelle zone vulnerabili ai nitrati.",
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'RF', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fila nr.', 'Page no.', 'Pagina n.'), farm, [f.text('season', t('Anul agricol', 'Farming year', 'Annata agraria'), { required: true, maxLength: 20 })]),
      {
        name: 'applications',
        title: t('Aplicări', 'Applications', 'Distribuzioni'),
        fields: [
          f.array('items', t('Aplicări', 'Applications', 'Distribuzioni'), [
            f.date('date', COMMON.date, { required: true }),
            ...parcelColumns(),
            f.text('fertiliser', t('Îngrășământ', 'Fertiliser', 'Concime'), { required: true, maxLength: 80 }),
            f.percent('n_pct', t('N %', 'N %', 'N %'), { required: true, min: 0, max: 100, decimals: 1 }),
            f.number('kg_ha', t('kg / ha', 'kg / ha', 'kg / ha'), { required: true, min: 0, decimals: 0 }),
            f.number('n_ha', t('N kg / ha', 'N kg / ha', 'N kg / ha'), { compute: 'kg_ha * n_pct / 100', decimals: 1 }),
            f.number('n_total', t('N total (kg)', 'Total N (kg)', 'N totale (kg)'), { compute: 'kg_ha * n_pct / 100 * area', decimals: 1 }),
          ], { required: true, maxItems: 500, role: 'lines.items' }),
        ],
      },
    ],
    totals: [numberTotal('n', t('Azot aplicat total (kg)', 'Total nitrogen applied (kg)', 'Azoto totale distribuito (kg)'), 'sum(applications.items.n_total)')],
    pdf: { layout: 'generic', title: t('REGISTRU FERTILIZARE', 'FERTILISER REGISTER', 'REGISTRO CONCIMAZIONI'), signatures: [t('Responsabil exploatație', 'Farm manager', "Responsabile dell'azienda")], footer: t('Se ține evidența tuturor fertilizărilor, inclusiv cu gunoi de grajd, conform Codului de bune practici agricole pentru protecția apelor împotriva poluării cu nitrați din surse agricole.', 'All fertilisations are recorded, manure included, under the Code of good agricultural practice for protecting waters against nitrate pollution from agricultural sources.', 'Si registrano tutte le concimazioni, letame compreso, secondo il Codice di buona pratica agricola per la protezione delle acque dai nitrati di origine agricola.'), legal: [t('Directiva 91/676/CEE privind nitrații', 'Nitrates Directive 91/676/EEC', 'Direttiva nitrati 91/676/CEE')] },
    sample: {
      company: { ...firm('farm', '2026-05-31'), season: '2025–2026' },
      applications: { items: [
        { date: '2026-03-05', parcel: 'T12 / P45', crop: 'Grâu de toamnă', area: 2.5, fertiliser: 'Azotat de amoniu', n_pct: 33.5, kg_ha: 200 },
        { date: '2026-04-14', parcel: 'T14 / P7', crop: 'Porumb', area: 1.75, fertiliser: 'Gunoi de grajd bovine', n_pct: 0.5, kg_ha: 25000 },
        { date: '2026-04-16', parcel: 'T14 / P7', crop: 'Porumb', area: 1.75, fertiliser: 'NPK 20-20-0', n_pct: 20, kg_ha: 250 },
      ] },
    },
  });

const grainContract = (): CatalogEntry =>
  tradeApp({
    key: 'contract-vanzare-cereale',
    version: 3,
    trades,
    public: true,
    keywords: kw(
      'contract vanzare cereale, contract grau, contract porumb, floarea soarelui, contract livrare cereale, umiditate, corpuri straine, masa hectolitrica',
      'grain sale contract, wheat sale, maize sale, sunflower, grain delivery, moisture, impurities, test weight',
      'contratto di vendita cereali, frumento, mais, girasole, umidità, impurità, peso specifico',
    ),
    title: t('Contract de vânzare-cumpărare cereale', 'Grain sale contract', 'Contratto di compravendita di cereali'),
    description: t(
      'Vânzarea recoltei către un comerciant sau un procesator: produsul, cantitatea și toleranța, condițiile de calitate de bază (umiditate, corpuri străine, masă hectolitrică) și scăzămintele pentru abateri, prețul pe tonă, livrarea și plata.',
      'Selling the harvest to a trader or processor: product, quantity and tolerance, base quality (moisture, impurities, test weight) and deductions for deviations, price per tonne, delivery and payment.',
      'Vendita del raccolto a un commerciante o trasformatore: prodotto, quantità e tolleranza, qualità di base (umidità, impurità, peso specifico) e detrazioni per scostamenti, prezzo a tonnellata, consegna e pagamento.',
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'VC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Vânzător', 'Seller', 'Venditore')),
      clientStep({ title: t('Cumpărător', 'Buyer', 'Acquirente'), addressRequired: true }),
      {
        name: 'goods',
        title: t('Marfa și calitatea', 'Goods and quality', 'Merce e qualità'),
        fields: [
          f.text('product', t('Produs (recolta anului)', 'Product (harvest year)', 'Prodotto (raccolto)'), { required: true, maxLength: 100 }),
          f.number('tonnes', t('Cantitate (t)', 'Quantity (t)', 'Quantità (t)'), { required: true, min: 0.1, decimals: 3, width: 'third' }),
          f.percent('tolerance', t('Toleranță cantitate ±%', 'Quantity tolerance ±%', 'Tolleranza quantità ±%'), { min: 0, max: 20, default: 5, width: 'third' }),
          f.money('price_t', t('Preț (lei/t)', 'Price (lei/t)', 'Prezzo (lei/t)'), { required: true, min: 0, width: 'third' }),
          f.percent('moisture', t('Umiditate max. %', 'Max. moisture %', 'Umidità max. %'), { required: true, min: 0, max: 40, decimals: 1, default: 14, width: 'third' }),
          f.percent('impurities', t('Corpuri străine max. %', 'Max. impurities %', 'Impurità max. %'), { required: true, min: 0, max: 20, decimals: 1, default: 2, width: 'third' }),
          f.number('test_weight', t('Masă hectolitrică min. (kg/hl)', 'Min. test weight (kg/hl)', 'Peso specifico min. (kg/hl)'), { min: 0, decimals: 0, width: 'third' }),
          f.text('delivery', t('Livrare (loc, perioadă, transport)', 'Delivery (place, period, transport)', 'Consegna (luogo, periodo, trasporto)'), { required: true, maxLength: 200 }),
          f.number('pay_days', t('Plata în (zile de la livrare)', 'Payment within (days of delivery)', 'Pagamento entro (giorni dalla consegna)'), { required: true, min: 0, decimals: 0, default: 10, width: 'half' }),
          f.checkbox('reverse_charge', t('Taxare inversă', 'Reverse charge', 'Inversione contabile'), { help: t('Bifați dacă livrarea se face cu taxare inversă potrivit legislației în vigoare la data livrării.', 'Tick if the supply is made under reverse charge under the law in force on the delivery date.', "Spuntare se la cessione avviene in inversione contabile secondo la normativa in vigore alla data della consegna.") }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [
        clause('quality', t('Recepție și scăzăminte', 'Acceptance and deductions', 'Collaudo e detrazioni'), 'Cantitatea și calitatea se stabilesc la recepție, la cântarul și laboratorul cumpărătorului, în prezența vânzătorului sau a delegatului său, pe bază de buletin de analiză. Pentru umiditate și corpuri străine peste limite se scade din greutate procentul care depășește limita; marfa cu miros străin, atac de dăunători sau peste limitele de respingere poate fi refuzată.'),
        clause('penalties', t('Neexecutare', 'Non-performance', 'Inadempimento'), 'Partea care nu livrează sau nu preia cantitatea contractată plătește celeilalte diferența dintre prețul contractului și prețul pieței la data neexecutării, dovedită cu cotații publice.'),
      ], [t('Vânzător', 'Seller', 'Venditore'), t('Cumpărător', 'Buyer', 'Acquirente')]),
    ],
    totals: [grand('round(goods.tonnes * goods.price_t, 2)', t('Valoare estimată', 'Estimated value', 'Valore stimato'))],
    pdf: { layout: 'contract', title: t('CONTRACT VÂNZARE CEREALE', 'GRAIN SALE CONTRACT', 'CONTRATTO VENDITA CEREALI'), signatures: [t('Vânzător', 'Seller', 'Venditore'), t('Cumpărător', 'Buyer', 'Acquirente')], footer: t('Valoarea finală rezultă din cantitatea netă recepționată. Prețul nu include TVA.', 'The final value follows from the net quantity accepted. The price excludes VAT.', 'Il valore finale risulta dalla quantità netta ricevuta. Prezzo IVA esclusa.') },
    sample: {
      company: firm('farm', '2026-06-20'),
      client: { ...clientCompany, name: 'Cereal Trade Dunărea SRL', contact: 'Cristian Răducanu' },
      goods: { product: 'Grâu panificație, recolta 2026', tonnes: 120, tolerance: 5, price_t: 960, moisture: 14, impurities: 2, test_weight: 76, delivery: 'Franco siloz cumpărător Slobozia, 5–25 iulie 2026, transportul vânzătorului', pay_days: 10, reverse_charge: true },
      closing: {},
    },
  });

const weighTicket = (): CatalogEntry =>
  tradeApp({
    key: 'bon-cantarire',
    version: 1,
    trades: ['farming', 'transport'],
    keywords: kw(
      'bon de cantar, tichet cantar, cantarire camion, bruto tara net, basculă, receptie cereale, umiditate',
      'weighbridge ticket, weighing slip, gross tare net, grain intake, moisture',
      'scontrino di pesata, pesa a ponte, lordo tara netto, ricevimento cereali, umidità',
    ),
    title: t('Bon de cântărire (recepție cereale)', 'Weighbridge ticket (grain intake)', 'Scontrino di pesata (ricevimento cereali)'),
    description: t(
      'Cântărirea unui transport la bascula fermei sau a silozului: vehiculul și șoferul, greutatea brută și tara, greutatea netă, umiditatea și corpurile străine măsurate și greutatea netă după scăzămintele de calitate.',
      'Weighing a load on the farm’s or silo’s weighbridge: vehicle and driver, gross weight and tare, net weight, moisture and impurities measured and net weight after quality deductions.',
      "Pesata di un carico sulla pesa dell'azienda o del silo: veicolo e autista, peso lordo e tara, peso netto, umidità e impurità misurate e peso netto dopo le detrazioni di qualità.",
    ),
    category: 'records',
    document: { kind: 'receipt', currency: 'RON', number: { field: 'company.number', prefix: 'BC', start: 1, padding: 6 } },
    steps: [
      firmStep(t('Bon nr.', 'Ticket no.', 'Scontrino n.'), t('Bascula', 'Weighbridge', 'Pesa'), [], { dateLabel: t('Data și ora', 'Date and time', 'Data e ora'), dateType: 'datetime' }),
      {
        name: 'load',
        title: t('Transport', 'Load', 'Carico'),
        fields: [
          f.text('partner', t('Furnizor / client', 'Supplier / customer', 'Fornitore / cliente'), { required: true, maxLength: 150 }),
          f.plate('plate', t('Nr. înmatriculare', 'Licence plate', 'Targa'), { required: true, role: 'vehicle.plate', width: 'half' }),
          f.text('driver', t('Șofer', 'Driver', 'Autista'), { maxLength: 80, width: 'half' }),
          f.text('product', t('Produs', 'Product', 'Prodotto'), { required: true, maxLength: 80 }),
          f.number('gross', t('Brut (kg)', 'Gross (kg)', 'Lordo (kg)'), { required: true, min: 0, decimals: 0, width: 'third' }),
          f.number('tare', t('Tara (kg)', 'Tare (kg)', 'Tara (kg)'), { required: true, min: 0, decimals: 0, width: 'third' }),
          f.number('net', t('Net (kg)', 'Net (kg)', 'Netto (kg)'), { compute: 'gross - tare', decimals: 0, width: 'third' }),
          f.percent('moisture', t('Umiditate %', 'Moisture %', 'Umidità %'), { min: 0, max: 40, decimals: 1, width: 'third' }),
          f.percent('moisture_base', t('Umiditate de bază %', 'Base moisture %', 'Umidità base %'), { min: 0, max: 40, decimals: 1, default: 14, width: 'third' }),
          f.percent('impurities', t('Corpuri străine peste bază %', 'Impurities above base %', 'Impurità oltre la base %'), { min: 0, max: 20, decimals: 1, width: 'third' }),
          f.number('net_std', t('Net după scăzăminte (kg)', 'Net after deductions (kg)', 'Netto dopo detrazioni (kg)'), { compute: 'round((gross - tare) * (1 - max(moisture - moisture_base, 0) / 100 - impurities / 100), 0)', decimals: 0 }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Operator cântar', 'Weighbridge operator', 'Operatore pesa'), t('Șofer', 'Driver', 'Autista')]),
    ],
    totals: [numberTotal('net', t('Net (kg)', 'Net (kg)', 'Netto (kg)'), 'load.net'), numberTotal('net_std', t('Net după scăzăminte (kg)', 'Net after deductions (kg)', 'Netto dopo detrazioni (kg)'), 'load.net_std')],
    pdf: { layout: 'generic', title: t('BON DE CÂNTĂRIRE', 'WEIGHING TICKET', 'SCONTRINO DI PESATA'), signatures: [t('Operator cântar', 'Weighbridge operator', 'Operatore pesa'), t('Șofer', 'Driver', 'Autista')], footer: t('Cântărire pe bascula verificată metrologic; scăzămintele se aplică procentual pentru umiditatea care depășește baza și pentru corpurile străine.', 'Weighed on a metrologically verified weighbridge; deductions are a percentage for moisture above base and for impurities.', 'Pesata su pesa verificata metrologicamente; detrazioni in percentuale per l’umidità oltre la base e per le impurità.') },
    sample: {
      company: firm('farm', '2026-07-09T14:32'),
      load: { partner: 'Cereal Trade Dunărea SRL', plate: 'IL 07 CRT', driver: 'Vasile Dăncilă', product: 'Grâu panificație', gross: 38420, tare: 14980, moisture: 15.2, moisture_base: 14, impurities: 0.5 },
      closing: {},
    },
  });

const fieldWork = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-lucrari-agricole',
    version: 2,
    trades,
    public: true,
    keywords: kw(
      'fisa lucrari agricole, evidenta lucrari camp, arat, semanat, discuit, recoltat, tractorist, ore utilaj, consum motorina',
      'field operations log, ploughing, sowing, harrowing, harvesting, tractor hours, fuel use',
      'registro lavorazioni, aratura, semina, erpicatura, raccolta, ore trattore, consumo gasolio',
    ),
    title: t('Fișa lucrărilor agricole pe parcelă', 'Field operations log per parcel', 'Registro delle lavorazioni per particella'),
    description: t(
      'Lucrările făcute pe fiecare parcelă: data, lucrarea (arat, discuit, semănat, recoltat), utilajul și tractoristul, suprafața lucrată, orele și motorina consumată; consumul la hectar se calculează pe fiecare lucrare.',
      'The work done on each parcel: date, operation (ploughing, disking, sowing, harvesting), machine and driver, area worked, hours and diesel used; consumption per hectare is computed for each operation.',
      'Le lavorazioni su ogni particella: data, lavorazione (aratura, erpicatura, semina, raccolta), macchina e trattorista, superficie lavorata, ore e gasolio consumato; consumo per ettaro calcolato.',
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'FLA', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fișa nr.', 'Log no.', 'Registro n.'), farm, [f.text('season', t('Anul agricol', 'Farming year', 'Annata agraria'), { required: true, maxLength: 20 })]),
      {
        name: 'operations',
        title: t('Lucrări', 'Operations', 'Lavorazioni'),
        fields: [
          f.array('items', t('Lucrări', 'Operations', 'Lavorazioni'), [
            f.date('date', COMMON.date, { required: true }),
            f.text('parcel', t('Parcela', 'Parcel', 'Particella'), { required: true, maxLength: 40 }),
            f.text('operation', t('Lucrarea', 'Operation', 'Lavorazione'), { required: true, maxLength: 60 }),
            f.text('machine', t('Utilaj / tractorist', 'Machine / driver', 'Macchina / trattorista'), { maxLength: 80 }),
            f.number('area', t('ha lucrate', 'ha worked', 'ha lavorati'), { required: true, min: 0.01, decimals: 2 }),
            f.number('hours', t('Ore', 'Hours', 'Ore'), { min: 0, decimals: 1 }),
            f.number('fuel', t('Motorină (l)', 'Diesel (l)', 'Gasolio (l)'), { min: 0, decimals: 1 }),
            f.number('l_ha', t('l / ha', 'l / ha', 'l / ha'), { compute: 'fuel / area', decimals: 1 }),
          ], { required: true, maxItems: 500, role: 'lines.labor' }),
        ],
      },
    ],
    totals: [numberTotal('area', t('Hectare lucrate', 'Hectares worked', 'Ettari lavorati'), 'sum(operations.items.area)'), numberTotal('fuel', t('Motorină consumată (l)', 'Diesel used (l)', 'Gasolio consumato (l)'), 'sum(operations.items.fuel)'), numberTotal('l_ha', t('Consum mediu (l/ha)', 'Average use (l/ha)', 'Consumo medio (l/ha)'), 'round(totals.fuel / totals.area, 1)')],
    pdf: { layout: 'generic', title: t('FIȘA LUCRĂRILOR AGRICOLE', 'FIELD OPERATIONS LOG', 'REGISTRO LAVORAZIONI'), signatures: [t('Șef fermă', 'Farm manager', 'Capo azienda')], footer: t('Evidența consumului de motorină pe lucrări și suprafețe susține cererile de rambursare a accizei la motorina folosită în agricultură.', 'Recording diesel per operation and area supports claims for the excise refund on diesel used in agriculture.', "La registrazione del gasolio per lavorazione e superficie supporta le domande di rimborso dell'accisa sul gasolio agricolo.") },
    sample: {
      company: { ...firm('farm', '2026-10-31'), season: '2026–2027' },
      operations: { items: [
        { date: '2026-09-22', parcel: 'T12 / P45', operation: 'Arat 25 cm', machine: 'John Deere 6155M – Ion Mărginean', area: 2.5, hours: 4, fuel: 62 },
        { date: '2026-09-29', parcel: 'T12 / P45', operation: 'Pregătit pat germinativ', machine: 'John Deere 6155M + combinator – Ion Mărginean', area: 2.5, hours: 2, fuel: 24 },
        { date: '2026-10-05', parcel: 'T12 / P45', operation: 'Semănat grâu', machine: 'Semănătoare Amazone – Vasile Dăncilă', area: 2.5, hours: 2.5, fuel: 15 },
      ] },
    },
  });

const harvestRegister = (): CatalogEntry =>
  tradeApp({
    key: 'registru-recoltare-productie',
    version: 1,
    trades,
    keywords: kw(
      'registru recoltare, productie la hectar, randament, evidenta recolta, productie cereale, recolta parcela',
      'harvest register, yield per hectare, crop yield, harvest record',
      'registro raccolta, resa per ettaro, produzione per particella',
    ),
    title: t('Registru de recoltare și producție', 'Harvest and yield register', 'Registro di raccolta e produzione'),
    description: t(
      'Producția obținută pe fiecare parcelă: cultura, suprafața recoltată, cantitatea în tone și umiditatea la recoltare, producția la hectar calculată și unde s-a depozitat sau cui s-a livrat recolta.',
      'The yield from each parcel: crop, area harvested, quantity in tonnes and moisture at harvest, the computed yield per hectare and where the harvest was stored or delivered.',
      'La produzione di ogni particella: coltura, superficie raccolta, quantità in tonnellate e umidità alla raccolta, resa per ettaro calcolata e dove è stato stoccato o consegnato il raccolto.',
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'RR', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fila nr.', 'Page no.', 'Pagina n.'), farm, [f.text('season', t('Anul agricol', 'Farming year', 'Annata agraria'), { required: true, maxLength: 20 })]),
      {
        name: 'harvest',
        title: t('Recoltare', 'Harvest', 'Raccolta'),
        fields: [
          f.array('items', t('Parcele recoltate', 'Parcels harvested', 'Particelle raccolte'), [
            f.date('date', COMMON.date, { required: true }),
            ...parcelColumns(),
            f.number('tonnes', t('Producție (t)', 'Yield (t)', 'Produzione (t)'), { required: true, min: 0, decimals: 3 }),
            f.percent('moisture', t('Umiditate %', 'Moisture %', 'Umidità %'), { min: 0, max: 40, decimals: 1 }),
            f.number('t_ha', t('t / ha', 't / ha', 't / ha'), { compute: 'tonnes / area', decimals: 2 }),
            f.text('destination', t('Depozit / livrat la', 'Stored / delivered to', 'Stoccato / consegnato a'), { maxLength: 80 }),
          ], { required: true, maxItems: 300, role: 'lines.items' }),
        ],
      },
    ],
    totals: [numberTotal('area', t('Suprafață recoltată (ha)', 'Area harvested (ha)', 'Superficie raccolta (ha)'), 'sum(harvest.items.area)'), numberTotal('tonnes', t('Producție totală (t)', 'Total yield (t)', 'Produzione totale (t)'), 'sum(harvest.items.tonnes)'), numberTotal('avg', t('Producție medie (t/ha)', 'Average yield (t/ha)', 'Resa media (t/ha)'), 'round(totals.tonnes / totals.area, 2)')],
    pdf: { layout: 'generic', title: t('REGISTRU DE RECOLTARE', 'HARVEST REGISTER', 'REGISTRO DI RACCOLTA'), signatures: [t('Șef fermă', 'Farm manager', 'Capo azienda')], footer: t('Producțiile se înregistrează la greutatea cântărită, înainte de uscare și condiționare.', 'Yields are recorded at the weighed weight, before drying and cleaning.', 'Le produzioni si registrano al peso pesato, prima di essiccazione e pulitura.') },
    sample: {
      company: { ...firm('farm', '2026-07-31'), season: '2025–2026' },
      harvest: { items: [
        { date: '2026-07-06', parcel: 'T12 / P45', crop: 'Grâu de toamnă', area: 2.5, tonnes: 15.8, moisture: 13.5, destination: 'Siloz Cereal Trade Dunărea' },
        { date: '2026-07-10', parcel: 'T9 / P2', crop: 'Orz', area: 3.2, tonnes: 19.1, moisture: 13.1, destination: 'Magazia fermei' },
      ] },
    },
  });

const fuelSheet = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-consum-motorina-utilaje',
    version: 1,
    trades,
    keywords: kw(
      'fisa consum motorina, consum utilaje agricole, alimentare tractor, bon motorina, rambursare acciza motorina agricultura, ore motor',
      'machinery fuel sheet, tractor refuelling, diesel log, agricultural diesel excise refund, engine hours',
      'scheda gasolio macchine, rifornimento trattore, registro gasolio, rimborso accisa gasolio agricolo',
    ),
    title: t('Fișă de consum motorină pe utilaj', 'Diesel consumption sheet per machine', 'Scheda consumo gasolio per macchina'),
    description: t(
      'Alimentările unui tractor, combine sau altui utilaj într-o lună: data, bonul, litrii alimentați, orele de motor la alimentare și lucrarea; consumul pe oră se calculează din orele lucrate între alimentări.',
      'The refuellings of a tractor, combine or other machine in a month: date, receipt, litres, engine hours at refuelling and the work; consumption per hour is computed from the hours between refuellings.',
      'I rifornimenti di un trattore, di una mietitrebbia o altra macchina in un mese: data, scontrino, litri, ore motore e lavoro; il consumo orario è calcolato dalle ore tra i rifornimenti.',
    ),
    category: 'trip-logs',
    document: { kind: 'trip-log', currency: 'RON', number: { field: 'company.number', prefix: 'FCM', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fișa nr.', 'Sheet no.', 'Scheda n.'), farm, [f.text('month', t('Luna', 'Month', 'Mese'), { required: true, maxLength: 30 })]),
      {
        name: 'machine',
        title: t('Utilaj', 'Machine', 'Macchina'),
        fields: [
          f.text('machine', t('Utilaj (marcă, model)', 'Machine (make, model)', 'Macchina (marca, modello)'), { required: true, maxLength: 100, width: 'half' }),
          f.text('reg_no', t('Nr. înmatriculare / inventar', 'Registration / inventory no.', 'Immatricolazione / inventario'), { maxLength: 30, width: 'half' }),
          f.text('driver', t('Mecanizator', 'Operator', 'Operatore'), { required: true, maxLength: 80, width: 'half' }),
          f.number('norm', t('Normă consum (l/oră)', 'Consumption norm (l/hour)', 'Consumo standard (l/ora)'), { min: 0, decimals: 1, width: 'half' }),
        ],
      },
      {
        name: 'refuels',
        title: t('Alimentări', 'Refuellings', 'Rifornimenti'),
        fields: [
          f.array('items', t('Alimentări', 'Refuellings', 'Rifornimenti'), [
            f.date('date', COMMON.date, { required: true }),
            f.text('receipt', t('Bon / aviz', 'Receipt', 'Scontrino'), { maxLength: 40 }),
            f.number('liters', t('Litri', 'Litres', 'Litri'), { required: true, min: 0.1, decimals: 1 }),
            f.number('hours_start', t('Ore motor început', 'Engine hours start', 'Ore motore inizio'), { required: true, min: 0, decimals: 1 }),
            f.number('hours_end', t('Ore motor sfârșit', 'Engine hours end', 'Ore motore fine'), { required: true, min: 0, decimals: 1 }),
            f.number('hours', t('Ore lucrate', 'Hours worked', 'Ore lavorate'), { compute: 'hours_end - hours_start', decimals: 1 }),
            f.text('work', t('Lucrare', 'Work', 'Lavoro'), { maxLength: 80 }),
          ], { required: true, maxItems: 200, role: 'lines.items' }),
        ],
      },
    ],
    totals: [
      numberTotal('liters', t('Litri alimentați', 'Litres filled', 'Litri riforniti'), 'sum(refuels.items.liters)'),
      numberTotal('hours', t('Ore lucrate', 'Hours worked', 'Ore lavorate'), 'sum(refuels.items.hours)'),
      numberTotal('per_hour', t('Consum efectiv (l/oră)', 'Actual use (l/hour)', 'Consumo effettivo (l/ora)'), 'round(totals.liters / totals.hours, 1)'),
      numberTotal('normed', t('Consum normat (l)', 'Standard use (l)', 'Consumo standard (l)'), 'round(totals.hours * machine.norm, 1)'),
    ],
    pdf: { layout: 'trip-log', title: t('FIȘĂ CONSUM MOTORINĂ', 'DIESEL SHEET', 'SCHEDA GASOLIO'), signatures: [t('Mecanizator', 'Operator', 'Operatore'), t('Șef fermă', 'Farm manager', 'Capo azienda')], footer: t('Consumul peste normă se justifică în scris de mecanizator.', 'Consumption above the norm is justified in writing by the operator.', "Il consumo oltre lo standard è giustificato per iscritto dall'operatore.") },
    sample: {
      company: { ...firm('farm', '2026-09-30'), month: 'Septembrie 2026' },
      machine: { machine: 'John Deere 6155M', reg_no: 'IL-T-0412', driver: 'Ion Mărginean', norm: 14 },
      refuels: { items: [{ date: '2026-09-02', receipt: 'Aviz 4471', liters: 180, hours_start: 6120.5, hours_end: 6133, work: 'Arat' }, { date: '2026-09-15', receipt: 'Aviz 4503', liters: 210, hours_start: 6133, hours_end: 6148.5, work: 'Discuit, pregătit teren' }] },
    },
  });

const farmServices = (): CatalogEntry =>
  tradeApp({
    key: 'proces-verbal-lucrari-agricole-prestate',
    version: 1,
    trades,
    keywords: kw(
      'prestari servicii agricole, lucrari agricole la terti, arat la hectar, recoltat la hectar, proces verbal lucrari agricole, pret pe hectar',
      'agricultural contracting, custom farm work, ploughing per hectare, harvesting per hectare, work done record',
      'lavori agricoli conto terzi, contoterzismo, aratura a ettaro, raccolta a ettaro, verbale lavori',
    ),
    title: t('Proces-verbal de lucrări agricole prestate', 'Record of agricultural work done for a client', 'Verbale di lavori agricoli conto terzi'),
    description: t(
      'Lucrările făcute cu utilajele proprii pe terenul altcuiva (arat, semănat, erbicidat, recoltat, balotat): fiecare parcelă cu lucrarea, suprafața și prețul pe hectar, valoarea calculată, cu confirmarea proprietarului pentru facturare.',
      'Work done with one’s own machines on someone else’s land (ploughing, sowing, spraying, harvesting, baling): each parcel with operation, area and price per hectare, the computed value, confirmed by the owner for invoicing.',
      'Lavori fatti con le proprie macchine sul terreno altrui (aratura, semina, diserbo, raccolta, imballatura): ogni particella con lavorazione, superficie e prezzo a ettaro, valore calcolato, confermato dal proprietario per la fattura.',
    ),
    category: 'workshop',
    document: { kind: 'report', currency: 'RON', number: { field: 'company.number', prefix: 'PVL', start: 1, padding: 4 } },
    steps: [
      firmStep(t('PV nr.', 'Record no.', 'Verbale n.'), t('Prestator', 'Contractor', 'Contoterzista')),
      clientStep({ title: t('Beneficiar', 'Client', 'Committente') }),
      {
        name: 'works',
        title: t('Lucrări', 'Work', 'Lavori'),
        fields: [
          f.array('items', t('Lucrări prestate', 'Work done', 'Lavori eseguiti'), [
            f.date('date', COMMON.date, { required: true }),
            f.text('parcel', t('Parcela / localitate', 'Parcel / locality', 'Particella / località'), { required: true, maxLength: 80 }),
            f.text('operation', t('Lucrarea', 'Operation', 'Lavorazione'), { required: true, maxLength: 80 }),
            f.number('area', t('ha', 'ha', 'ha'), { required: true, min: 0.01, decimals: 2 }),
            f.money('price_ha', t('Preț / ha', 'Price / ha', 'Prezzo / ha'), { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'area * price_ha' }),
          ], { required: true, maxItems: 200, role: 'lines.labor' }),
          f.checkbox('fuel_included', t('Motorina este inclusă în preț', 'Diesel is included in the price', 'Il gasolio è incluso nel prezzo'), { width: 'half' }),
        ],
      },
      closingStep(t('Confirmare', 'Confirmation', 'Conferma'), [], [t('Prestator', 'Contractor', 'Contoterzista'), t('Beneficiar', 'Client', 'Committente')]),
    ],
    totals: [numberTotal('area', t('Suprafață lucrată (ha)', 'Area worked (ha)', 'Superficie lavorata (ha)'), 'sum(works.items.area)'), grand('sum(works.items.value)')],
    pdf: { layout: 'handover', title: t('PV LUCRĂRI AGRICOLE', 'AGRICULTURAL WORK RECORD', 'VERBALE LAVORI AGRICOLI'), signatures: [t('Prestator', 'Contractor', 'Contoterzista'), t('Beneficiar', 'Client', 'Committente')], footer: t('Suprafețele au fost măsurate împreună cu beneficiarul; procesul-verbal stă la baza facturii.', 'Areas were measured together with the client; this record is the basis for the invoice.', 'Le superfici sono state misurate con il committente; il verbale è la base della fattura.') },
    sample: {
      company: firm('farm', '2026-10-06'),
      client: { type: 'pf', name: 'Ștefan Țăranu', address: 'Sat Grindu, jud. Ialomița', phone: '0745 123 456' },
      works: { items: [{ date: '2026-09-24', parcel: 'T7 / P11, Grindu', operation: 'Arat', area: 3.4, price_ha: 380 }, { date: '2026-10-02', parcel: 'T7 / P11, Grindu', operation: 'Semănat grâu', area: 3.4, price_ha: 220 }], fuel_included: true },
      closing: {},
    },
  });

const landLoan = (): CatalogEntry =>
  tradeApp({
    key: 'contract-comodat-teren-agricol',
    version: 1,
    trades,
    keywords: kw(
      'contract de comodat teren, comodat teren agricol, folosinta gratuita teren, imprumut de folosinta, APIA comodat, teren familie',
      'land loan for use, free use of farmland, gratuitous loan of land, family land',
      'comodato di terreno agricolo, uso gratuito del terreno, prestito d’uso',
    ),
    title: t('Contract de comodat pentru teren agricol', 'Loan-for-use contract for farmland (comodat)', 'Contratto di comodato di terreno agricolo'),
    description: t(
      'Folosința gratuită a unui teren agricol dat de proprietar (adesea o rudă) unui fermier, pentru o perioadă: parcelele cu suprafața și categoria, durata, cine plătește impozitul, restituirea terenului și faptul că nu se plătește nimic.',
      'Free use of farmland given by the owner (often a relative) to a farmer for a period: parcels with area and category, term, who pays the land tax, return of the land and the fact that nothing is paid.',
      "Uso gratuito di un terreno agricolo concesso dal proprietario (spesso un parente) a un agricoltore per un periodo: particelle con superficie e categoria, durata, chi paga l'imposta, restituzione e gratuità.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'CC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Comodatar (fermierul)', 'Borrower (the farmer)', 'Comodatario (agricoltore)')),
      personStep('owner', t('Comodant (proprietar)', 'Lender (owner)', 'Comodante (proprietario)'), { asClient: true }),
      {
        name: 'land',
        title: t('Terenul', 'The land', 'Il terreno'),
        fields: [
          f.array('parcels', t('Parcele', 'Parcels', 'Particelle'), [
            f.text('block', t('Tarla / parcelă', 'Block / parcel', 'Appezzamento / particella'), { required: true, maxLength: 30 }),
            f.text('cadastral', t('Nr. cadastral / CF', 'Cadastral / land-book no.', 'N. catastale / tavolare'), { maxLength: 40 }),
            f.text('locality', t('Localitate', 'Locality', 'Località'), { required: true, maxLength: 60 }),
            f.number('area', t('ha', 'ha', 'ha'), { required: true, min: 0.01, decimals: 4 }),
          ], { required: true, maxItems: 50, role: 'lines.items' }),
          f.date('from', t('De la', 'From', 'Dal'), { required: true, width: 'half' }),
          f.date('to', t('Până la', 'To', 'Al'), { required: true, width: 'half' }),
          f.checkbox('tax_by_borrower', t('Impozitul pe teren îl plătește comodatarul', 'The borrower pays the land tax', "L'imposta la paga il comodatario")),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [clause('terms', t('Clauze', 'Clauses', 'Clausole'), 'Folosința terenului este gratuită. Comodatarul îl cultivă potrivit destinației agricole, nu îl dă altcuiva în folosință și îl restituie la termen, după strângerea recoltei. Subvențiile pentru teren pe durata contractului se cer de comodatar, ca utilizator al terenului.')], [t('Comodatar', 'Borrower', 'Comodatario'), t('Comodant', 'Lender', 'Comodante')]),
    ],
    totals: [numberTotal('area', t('Suprafață totală (ha)', 'Total area (ha)', 'Superficie totale (ha)'), 'sum(land.parcels.area)')],
    pdf: { layout: 'contract', title: t('CONTRACT DE COMODAT', 'LOAN FOR USE CONTRACT', 'CONTRATTO DI COMODATO'), signatures: [t('Comodatar', 'Borrower', 'Comodatario'), t('Comodant', 'Lender', 'Comodante')], footer: ccivil, legal: [t('Codul civil, comodatul (împrumutul de folosință), art. 2146 și urm.', 'Romanian Civil Code, loan for use (comodat), art. 2146 ff.', 'Codice civile romeno, comodato, art. 2146 e segg.')] },
    sample: {
      company: firm('farm', '2026-09-01'),
      owner: personC,
      land: { parcels: [{ block: 'T5 / P22', cadastral: 'CF 20931', locality: 'Grindu', area: 1.2 }], from: '2026-10-01', to: '2031-09-30', tax_by_borrower: true },
      closing: {},
    },
  });

const vetRegister = (): CatalogEntry =>
  tradeApp({
    key: 'registru-tratamente-veterinare',
    version: 1,
    trades,
    keywords: kw(
      'registru tratamente veterinare, evidenta medicamente veterinare, timp de asteptare, antibiotice animale, vaccinari ferma, registru medicamente',
      'veterinary treatment register, veterinary medicines record, withdrawal period, antibiotics, herd vaccinations',
      'registro dei trattamenti veterinari, farmaci veterinari, tempo di sospensione, antibiotici, vaccinazioni',
    ),
    title: t('Registrul tratamentelor medicamentoase veterinare', 'Veterinary medicines treatment register', 'Registro dei trattamenti con medicinali veterinari'),
    description: t(
      'Fiecare tratament la animalele de producție: data, animalul sau lotul (crotalie), diagnosticul, medicamentul cu seria lotului, doza, durata, timpul de așteptare pentru lapte și carne și data până la care produsele nu se livrează, cu medicul veterinar care a prescris.',
      'Each treatment given to food-producing animals: date, animal or batch (ear tag), diagnosis, medicine with its batch number, dose, duration, withdrawal period for milk and meat and the date until which products are not delivered, with the prescribing vet.',
      'Ogni trattamento agli animali da reddito: data, animale o gruppo (marca), diagnosi, medicinale con lotto, dose, durata, tempo di sospensione per latte e carne e data fino a cui i prodotti non si consegnano, con il veterinario.',
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'RTV', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fila nr.', 'Page no.', 'Pagina n.'), farm, [f.text('holding_code', t('Cod exploatație', 'Holding code', 'Codice aziendale'), { required: true, maxLength: 20 })]),
      {
        name: 'treatments',
        title: t('Tratamente', 'Treatments', 'Trattamenti'),
        fields: [
          f.array('items', t('Tratamente', 'Treatments', 'Trattamenti'), [
            f.date('date', COMMON.date, { required: true }),
            earTag(),
            f.text('diagnosis', t('Diagnostic', 'Diagnosis', 'Diagnosi'), { required: true, maxLength: 80 }),
            f.text('medicine', t('Medicament (lot)', 'Medicine (batch)', 'Medicinale (lotto)'), { required: true, maxLength: 100 }),
            f.text('dose', t('Doză, durată', 'Dose, duration', 'Dose, durata'), { required: true, maxLength: 60 }),
            f.number('withdrawal', t('Așteptare (zile)', 'Withdrawal (days)', 'Sospensione (giorni)'), { required: true, min: 0, decimals: 0 }),
            f.date('until', t('Produse oprite până la', 'Products held until', 'Prodotti bloccati fino al'), { required: true }),
            f.text('vet', t('Medic veterinar', 'Veterinarian', 'Veterinario'), { required: true, maxLength: 60 }),
          ], { required: true, maxItems: 500, role: 'lines.items' }),
        ],
      },
    ],
    totals: [numberTotal('count', t('Tratamente înregistrate', 'Treatments recorded', 'Trattamenti registrati'), 'count(treatments.items)')],
    pdf: { layout: 'generic', title: t('REGISTRU TRATAMENTE VETERINARE', 'VETERINARY TREATMENT REGISTER', 'REGISTRO TRATTAMENTI VETERINARI'), signatures: [t('Deținător', 'Keeper', 'Detentore')], footer: t('Laptele și carnea animalelor tratate nu se livrează pentru consum uman până la sfârșitul timpului de așteptare.', 'Milk and meat of treated animals are not supplied for human consumption until the withdrawal period ends.', 'Latte e carne degli animali trattati non si forniscono per il consumo umano prima della fine del tempo di sospensione.'), legal: [t('Regulamentul (UE) 2019/6, art. 108: evidența medicamentelor la animalele de la care se obțin alimente, păstrată cel puțin 5 ani', 'Regulation (EU) 2019/6, art. 108: records of medicines for food-producing animals, kept at least 5 years', 'Regolamento (UE) 2019/6, art. 108: registro dei medicinali per animali destinati alla produzione di alimenti, conservato almeno 5 anni')] },
    sample: {
      company: { ...firm('farm', '2026-05-31'), holding_code: 'RO210412345' },
      treatments: { items: [{ date: '2026-05-12', tag: 'RO002104567890', diagnosis: 'Mamită clinică, sfert posterior stâng', medicine: 'Synulox LC (lot 4K71)', dose: '1 seringă / 12 h, 3 administrări', withdrawal: 4, until: '2026-05-18', vet: 'Dr. Cornel Ilie' }] },
    },
  });

const animalSale = (): CatalogEntry =>
  tradeApp({
    key: 'contract-vanzare-animale',
    version: 1,
    trades,
    keywords: kw(
      'contract vanzare animale, vanzare vaca, vanzare oi, vanzare vitei, crotalie, certificat sanitar veterinar, pret pe kg viu',
      'livestock sale contract, selling cattle, selling sheep, calves, ear tag, health certificate, price per live kg',
      'contratto di vendita bestiame, vendita bovini, vendita ovini, vitelli, marca auricolare, certificato sanitario',
    ),
    title: t('Contract de vânzare-cumpărare animale', 'Livestock sale contract', 'Contratto di compravendita di bestiame'),
    description: t(
      'Vânzarea unor animale între crescători: fiecare animal cu crotalia, specia, rasa, vârsta și greutatea, prețul pe animal sau pe kilogram în viu, documentele sanitar-veterinare care însoțesc animalele și transferul în baza națională.',
      'Selling animals between farmers: each animal with ear tag, species, breed, age and weight, price per head or per live kilogram, the veterinary documents accompanying them and the transfer in the national database.',
      'Vendita di animali tra allevatori: ogni capo con marca, specie, razza, età e peso, prezzo a capo o al kg vivo, documenti sanitari al seguito e trasferimento nella banca dati nazionale.',
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'VA', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Vânzător', 'Seller', 'Venditore'), [f.text('holding_code', t('Cod exploatație vânzător', "Seller's holding code", 'Codice aziendale venditore'), { required: true, maxLength: 20 })]),
      clientStep({ title: t('Cumpărător', 'Buyer', 'Acquirente'), addressRequired: true, extra: [f.text('holding_code', t('Cod exploatație cumpărător', "Buyer's holding code", 'Codice aziendale acquirente'), { required: true, maxLength: 20 })] }),
      {
        name: 'animals',
        title: t('Animale', 'Animals', 'Animali'),
        fields: [
          f.array('items', t('Animale vândute', 'Animals sold', 'Animali venduti'), [
            earTag(),
            f.select('species', t('Specie', 'Species', 'Specie'), speciesOptions, { required: true }),
            f.text('breed', t('Rasă, sex', 'Breed, sex', 'Razza, sesso'), { maxLength: 60 }),
            f.number('age_months', t('Vârstă (luni)', 'Age (months)', 'Età (mesi)'), { min: 0, decimals: 0 }),
            f.number('weight', t('Greutate (kg)', 'Weight (kg)', 'Peso (kg)'), { required: true, min: 1, decimals: 0 }),
            f.money('price_kg', t('Preț / kg viu', 'Price / live kg', 'Prezzo / kg vivo'), { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'weight * price_kg' }),
          ], { required: true, maxItems: 200, role: 'lines.items' }),
          f.text('health_doc', t('Certificat sanitar-veterinar / document de mișcare nr.', 'Veterinary certificate / movement document no.', 'Certificato sanitario / documento di movimentazione n.'), { required: true, maxLength: 60 }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [clause('terms', t('Clauze', 'Clauses', 'Clausole'), 'Vânzătorul garantează că animalele sunt identificate, înregistrate pe exploatația sa, sănătoase și că nu se află în perioadă de așteptare după tratamente. Riscul trece la cumpărător la încărcarea animalelor. Transferul în baza națională de date se face prin medicul veterinar împuternicit.')], [t('Vânzător', 'Seller', 'Venditore'), t('Cumpărător', 'Buyer', 'Acquirente')]),
    ],
    totals: [numberTotal('head', t('Număr animale', 'Number of animals', 'Numero di capi'), 'count(animals.items)'), numberTotal('kg', t('Greutate totală (kg)', 'Total weight (kg)', 'Peso totale (kg)'), 'sum(animals.items.weight)'), grand('sum(animals.items.value)')],
    pdf: { layout: 'contract', title: t('CONTRACT VÂNZARE ANIMALE', 'LIVESTOCK SALE CONTRACT', 'CONTRATTO VENDITA BESTIAME'), signatures: [t('Vânzător', 'Seller', 'Venditore'), t('Cumpărător', 'Buyer', 'Acquirente')], footer: ccivil, legal: [t('Regulamentul (UE) 2016/429: mișcarea animalelor numai identificate, însoțite de documentele sanitar-veterinare', 'Regulation (EU) 2016/429: animals move only identified and with their veterinary documents', 'Regolamento (UE) 2016/429: gli animali si spostano solo identificati e con i documenti sanitari')] },
    sample: {
      company: { ...firm('farm', '2026-04-22'), holding_code: 'RO210412345' },
      client: { type: 'pf', name: 'Ștefan Țăranu', cnp: '1630615123457', address: 'Sat Grindu, jud. Ialomița', phone: '0745 123 456', holding_code: 'RO210499902' },
      animals: { items: [{ tag: 'RO002104511111', species: 'bovine', breed: 'Bălțată românească, femelă', age_months: 14, weight: 360, price_kg: 11.5 }, { tag: 'RO002104511122', species: 'bovine', breed: 'Bălțată românească, femelă', age_months: 13, weight: 342, price_kg: 11.5 }], health_doc: 'FM 2026-3519' },
      closing: {},
    },
  });

const milkSheet = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-colectare-lapte',
    version: 1,
    trades,
    keywords: kw(
      'fisa colectare lapte, predare lapte, centru colectare lapte, grasime proteina, pret lapte, livrari zilnice lapte',
      'milk collection sheet, milk deliveries, milk collection centre, fat and protein, milk price',
      'scheda raccolta latte, consegne latte, centro di raccolta, grasso e proteine, prezzo del latte',
    ),
    title: t('Fișă de colectare a laptelui', 'Milk collection sheet', 'Scheda di raccolta del latte'),
    description: t(
      'Laptele predat de un producător la centrul de colectare într-o lună: fiecare zi cu litrii, grăsimea și proteina, prețul de bază și bonusul pentru calitate; valoarea zilnică și totalul lunii se calculează pentru plată.',
      'The milk a producer delivered to the collection centre in a month: each day with litres, fat and protein, base price and quality bonus; the daily value and the month’s total are computed for payment.',
      'Il latte consegnato da un produttore al centro di raccolta in un mese: ogni giorno con litri, grasso e proteine, prezzo base e premio qualità; valore giornaliero e totale del mese calcolati per il pagamento.',
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'FL', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fișa nr.', 'Sheet no.', 'Scheda n.'), t('Centru de colectare', 'Collection centre', 'Centro di raccolta'), [f.text('month', t('Luna', 'Month', 'Mese'), { required: true, maxLength: 30 })]),
      personStep('producer', t('Producător', 'Producer', 'Produttore'), { asClient: true, idCard: false, cnpRequired: false, extra: [f.text('holding_code', t('Cod exploatație', 'Holding code', 'Codice aziendale'), { maxLength: 20 })] }),
      {
        name: 'deliveries',
        title: t('Livrări', 'Deliveries', 'Consegne'),
        fields: [
          f.money('base_price', t('Preț de bază (lei/l)', 'Base price (lei/l)', 'Prezzo base (lei/l)'), { required: true, min: 0, width: 'half' }),
          f.array('items', t('Livrări zilnice', 'Daily deliveries', 'Consegne giornaliere'), [
            f.date('date', COMMON.date, { required: true }),
            f.number('liters', t('Litri', 'Litres', 'Litri'), { required: true, min: 0, decimals: 1 }),
            f.percent('fat', t('Grăsime %', 'Fat %', 'Grasso %'), { min: 0, max: 10, decimals: 2 }),
            f.percent('protein', t('Proteină %', 'Protein %', 'Proteine %'), { min: 0, max: 10, decimals: 2 }),
            f.money('bonus', t('Bonus calitate (lei/l)', 'Quality bonus (lei/l)', 'Premio qualità (lei/l)'), { min: 0 }),
            f.money('value', COMMON.value, { compute: 'liters * (deliveries.base_price + bonus)' }),
          ], { required: true, maxItems: 62, role: 'lines.items' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Centru de colectare', 'Collection centre', 'Centro di raccolta'), t('Producător', 'Producer', 'Produttore')]),
    ],
    totals: [numberTotal('liters', t('Litri predați', 'Litres delivered', 'Litri consegnati'), 'sum(deliveries.items.liters)'), grand('sum(deliveries.items.value)', t('Valoare de plată', 'Amount to pay', 'Importo da pagare'))],
    pdf: { layout: 'generic', title: t('FIȘĂ COLECTARE LAPTE', 'MILK COLLECTION SHEET', 'SCHEDA RACCOLTA LATTE'), signatures: [t('Centru de colectare', 'Collection centre', 'Centro di raccolta'), t('Producător', 'Producer', 'Produttore')], footer: t('Calitatea se stabilește pe probele prelevate la predare; laptele de la animale aflate în perioada de așteptare nu se predă.', 'Quality is set on samples taken at delivery; milk from animals in a withdrawal period is not delivered.', 'La qualità si stabilisce sui campioni prelevati alla consegna; il latte di animali in sospensione non si consegna.') },
    sample: {
      company: { ...firm('farm', '2026-03-31'), month: 'Martie 2026' },
      producer: { name: 'Elena Vâlcu', address: 'Sat Grindu nr. 44, jud. Ialomița', phone: '0752 987 210', holding_code: 'RO210433301' },
      deliveries: { base_price: 2.1, items: [{ date: '2026-03-01', liters: 86, fat: 3.9, protein: 3.3, bonus: 0.1 }, { date: '2026-03-02', liters: 84.5, fat: 4, protein: 3.4, bonus: 0.1 }, { date: '2026-03-03', liters: 88, fat: 3.7, protein: 3.2, bonus: 0 }] },
      closing: {},
    },
  });

const dayLabourers = (): CatalogEntry =>
  tradeApp({
    key: 'registru-evidenta-zilieri',
    version: 2,
    trades: ['farming', 'general'],
    keywords: kw(
      'registru zilieri, evidenta zilieri, munca ziliera, lucratori cu ziua, plata zilieri, cules, Legea 52/2011',
      'day labourer register, casual workers, daily workers pay, harvest workers',
      'registro lavoratori giornalieri, braccianti, lavoro occasionale, raccolta',
    ),
    title: t('Registrul de evidență a zilierilor', 'Day labourer register', 'Registro dei lavoratori giornalieri'),
    description: t(
      'Evidența zilnică a zilierilor care lucrează în fermă (cules, prășit, sortat): fiecare cu numele, CNP-ul, ora de început și de sfârșit, activitatea, remunerația brută, impozitul reținut și suma netă plătită, semnătura de primire.',
      'The daily record of day labourers working on the farm (picking, hoeing, sorting): each with name, personal code, start and end time, activity, gross pay, tax withheld and net amount paid, signature on receipt.',
      "La registrazione giornaliera dei lavoratori a giornata in azienda (raccolta, zappatura, cernita): ognuno con nome, codice personale, ora di inizio e fine, attività, compenso lordo, imposta trattenuta e netto pagato, firma di ricevuta.",
    ),
    category: 'records',
    document: { kind: 'timesheet', currency: 'RON', number: { field: 'company.number', prefix: 'RZ', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fila nr.', 'Page no.', 'Pagina n.'), t('Beneficiar', 'Employer', 'Beneficiario'), [f.text('workplace', t('Locul de muncă', 'Place of work', 'Luogo di lavoro'), { required: true, maxLength: 150 })]),
      {
        name: 'workers',
        title: t('Zilieri', 'Day labourers', 'Lavoratori giornalieri'),
        fields: [
          f.percent('tax_rate', t('Impozit reținut %', 'Tax withheld %', 'Imposta trattenuta %'), { min: 0, max: 100, default: 0, width: 'half', help: t('Cota o completează beneficiarul, după legislația fiscală în vigoare la data plății; 0 dacă nu reține impozit.', 'The employer fills in the rate under the tax law in force on the payment date; 0 if no tax is withheld.', "L'aliquota la inserisce il beneficiario secondo la normativa fiscale in vigore alla data del pagamento; 0 se non trattiene imposte.") }),
          f.array('items', t('Zilieri', 'Day labourers', 'Lavoratori'), [
            f.text('name', t('Nume și prenume', 'Full name', 'Nome e cognome'), { required: true, maxLength: 80 }),
            f.cnp('cnp', t('CNP', 'Personal code', 'Codice personale'), { required: true }),
            f.time('start', t('Început', 'Start', 'Inizio'), { required: true }),
            f.time('end', t('Sfârșit', 'End', 'Fine'), { required: true }),
            f.text('activity', t('Activitate', 'Activity', 'Attività'), { required: true, maxLength: 60 }),
            f.money('gross', t('Brut (lei)', 'Gross (lei)', 'Lordo (lei)'), { required: true, min: 0 }),
            f.money('tax', t('Impozit', 'Tax', 'Imposta'), { compute: 'round(gross * workers.tax_rate / 100, 2)' }),
            f.money('net', t('Net plătit', 'Net paid', 'Netto pagato'), { compute: 'gross - tax' }),
          ], { required: true, maxItems: 200, role: 'lines.items' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Beneficiar', 'Employer', 'Beneficiario')]),
    ],
    totals: [moneyTotal('gross', t('Total brut', 'Gross total', 'Totale lordo'), 'sum(workers.items.gross)'), moneyTotal('tax', t('Impozit reținut', 'Tax withheld', 'Imposta trattenuta'), 'sum(workers.items.tax)'), grand('sum(workers.items.net)', t('Total net plătit', 'Net total paid', 'Totale netto pagato'))],
    pdf: { layout: 'generic', title: t('REGISTRU ZILIERI', 'DAY LABOURER REGISTER', 'REGISTRO GIORNALIERI'), signatures: [t('Beneficiar', 'Employer', 'Beneficiario')], footer: t('Registrul se completează zilnic, înainte de începerea activității; remunerația se plătește pe bază de semnătură.', 'The register is filled in daily before work starts; pay is made against signature.', "Il registro si compila ogni giorno prima dell'inizio; il compenso si paga contro firma."), legal: [t('Legea nr. 52/2011 privind exercitarea unor activități cu caracter ocazional desfășurate de zilieri', 'Romanian Law 52/2011 on occasional activities carried out by day labourers', 'Legge romena 52/2011 sulle attività occasionali svolte da lavoratori giornalieri')] },
    sample: {
      company: { ...firm('farm', '2026-07-14'), workplace: 'Livada de cireși, T20 / P3, Grindu' },
      workers: { items: [{ name: 'Vasile Dăncilă', cnp: '1790730127899', start: '07:00', end: '15:00', activity: 'Cules cireșe', gross: 180 }, { name: 'Maria Ilie', cnp: '2961215053210', start: '07:00', end: '15:00', activity: 'Cules cireșe', gross: 180 }] },
      closing: {},
    },
  });

const damageReport = (): CatalogEntry =>
  tradeApp({
    key: 'proces-verbal-constatare-pagube-culturi',
    version: 1,
    trades,
    keywords: kw(
      'proces verbal constatare pagube, calamitate, grindina, seceta, inundatie, pagube culturi, asigurare culturi, procent de dauna',
      'crop damage report, hail damage, drought, flood, crop insurance claim, damage percentage',
      'verbale danni alle colture, grandine, siccità, alluvione, assicurazione colture, percentuale di danno',
    ),
    title: t('Proces-verbal de constatare a pagubelor la culturi', 'Crop damage assessment report', 'Verbale di accertamento dei danni alle colture'),
    description: t(
      'Constatarea pagubelor produse culturilor de grindină, secetă, inundație, îngheț sau animale sălbatice: cauza și data, fiecare parcelă cu cultura, suprafața afectată și procentul de pagubă, suprafața echivalent calamitată calculată și comisia care a constatat.',
      'Assessing crop damage from hail, drought, flood, frost or wild animals: cause and date, each parcel with crop, area affected and damage percentage, the computed equivalent area lost and the committee that assessed it.',
      "Accertamento dei danni alle colture da grandine, siccità, alluvione, gelo o fauna selvatica: causa e data, ogni particella con coltura, superficie colpita e percentuale di danno, superficie equivalente calcolata e commissione.",
    ),
    category: 'records',
    document: { kind: 'report', currency: 'RON', number: { field: 'company.number', prefix: 'PVC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('PV nr.', 'Report no.', 'Verbale n.'), farm, [f.text('locality', t('Localitate', 'Locality', 'Località'), { required: true, maxLength: 100 })]),
      {
        name: 'event',
        title: t('Fenomenul', 'The event', "L'evento"),
        fields: [
          f.select('cause', t('Cauza', 'Cause', 'Causa'), [opt('hail', t('Grindină', 'Hail', 'Grandine')), opt('drought', t('Secetă', 'Drought', 'Siccità')), opt('flood', t('Inundație', 'Flood', 'Alluvione')), opt('frost', t('Îngheț', 'Frost', 'Gelo')), opt('storm', t('Furtună', 'Storm', 'Tempesta')), opt('wildlife', t('Animale sălbatice', 'Wild animals', 'Fauna selvatica'))], { required: true, width: 'half' }),
          f.date('event_date', t('Data producerii', 'Date it happened', "Data dell'evento"), { required: true, width: 'half' }),
          f.text('insurer', t('Asigurător / poliță nr.', 'Insurer / policy no.', 'Assicuratore / polizza n.'), { maxLength: 100 }),
          f.array('items', t('Parcele afectate', 'Parcels affected', 'Particelle colpite'), [
            ...parcelColumns(),
            f.percent('damage_pct', t('Pagubă %', 'Damage %', 'Danno %'), { required: true, min: 0, max: 100, decimals: 0 }),
            f.number('equivalent', t('ha echivalent 100%', 'ha equivalent 100%', 'ha equivalenti 100%'), { compute: 'area * damage_pct / 100', decimals: 2 }),
          ], { required: true, maxItems: 100, role: 'lines.items' }),
        ],
      },
      closingStep(t('Comisia', 'Committee', 'Commissione'), [f.textarea('committee', t('Membrii comisiei (nume, calitate)', 'Committee members (name, capacity)', 'Membri della commissione (nome, ruolo)'), { required: true, maxLength: 1000 }), notesField()], [t('Comisia', 'Committee', 'Commissione'), t('Fermier', 'Farmer', 'Agricoltore')]),
    ],
    totals: [numberTotal('area', t('Suprafață afectată (ha)', 'Area affected (ha)', 'Superficie colpita (ha)'), 'sum(event.items.area)'), numberTotal('equivalent', t('Suprafață echivalent calamitată (ha)', 'Equivalent area lost (ha)', 'Superficie equivalente persa (ha)'), 'sum(event.items.equivalent)')],
    pdf: { layout: 'generic', title: t('PV CONSTATARE PAGUBE', 'DAMAGE REPORT', 'VERBALE DANNI'), signatures: [t('Comisia', 'Committee', 'Commissione'), t('Fermier', 'Farmer', 'Agricoltore')], footer: t('Pagubele se anunță asigurătorului și primăriei în termenele din poliță, respectiv din procedura comisiei locale, cu fotografii datate ale parcelelor.', 'Damage is reported to the insurer and the town hall within the deadlines of the policy and of the local committee procedure, with dated photos of the parcels.', "I danni si denunciano all'assicuratore e al comune nei termini della polizza e della procedura locale, con foto datate.") },
    sample: {
      company: { ...firm('farm', '2026-06-03'), locality: 'Grindu, jud. Ialomița' },
      event: { cause: 'hail', event_date: '2026-06-01', insurer: 'Groupama Asigurări, polița AGR-2026-1187', items: [{ parcel: 'T12 / P45', crop: 'Grâu de toamnă', area: 2.5, damage_pct: 40 }, { parcel: 'T14 / P7', crop: 'Porumb', area: 1.75, damage_pct: 25 }] },
      closing: { committee: 'Ing. Mihaela Dobre – reprezentant primărie; Dan Ionescu – inspector de daune Groupama; Gheorghe Bărbulescu – administrator ferma', notes: 'Spice rupte, boabe căzute pe sol; fotografii anexate.' },
    },
  });

const parcelHistory = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-parcelei-rotatia-culturilor',
    version: 1,
    trades,
    keywords: kw(
      'fisa parcelei, istoric parcela, rotatia culturilor, asolament, cultura premergatoare, analiza sol, pH sol',
      'parcel record, field history, crop rotation, previous crop, soil analysis, soil pH',
      'scheda particella, storico appezzamento, rotazione colturale, coltura precedente, analisi del suolo',
    ),
    title: t('Fișa parcelei și rotația culturilor', 'Parcel record and crop rotation', 'Scheda della particella e rotazione colturale'),
    description: t(
      'Tot ce se știe despre o parcelă: identificarea (bloc fizic, cadastru), suprafața, tipul de sol și analizele (pH, humus, fosfor, potasiu), apoi culturile pe ani cu producția obținută, pentru a planifica rotația și fertilizarea.',
      'Everything known about a parcel: identification (physical block, cadastre), area, soil type and analyses (pH, humus, phosphorus, potassium), then crops by year with the yield obtained, to plan rotation and fertilisation.',
      'Tutto su una particella: identificazione (blocco fisico, catasto), superficie, tipo di suolo e analisi (pH, humus, fosforo, potassio), poi colture per anno con la resa, per pianificare rotazione e concimazione.',
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'FP', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fișa nr.', 'Record no.', 'Scheda n.'), farm),
      {
        name: 'parcel',
        title: t('Parcela', 'The parcel', 'La particella'),
        fields: [
          f.text('block', t('Tarla / parcelă', 'Block / parcel', 'Appezzamento / particella'), { required: true, maxLength: 30, width: 'half' }),
          f.text('physical_block', t('Bloc fizic', 'Physical block', 'Blocco fisico'), { maxLength: 30, width: 'half' }),
          f.text('cadastral', t('Nr. cadastral / CF', 'Cadastral / land-book no.', 'N. catastale / tavolare'), { maxLength: 40, width: 'half' }),
          f.number('area', t('Suprafață (ha)', 'Area (ha)', 'Superficie (ha)'), { required: true, min: 0.01, decimals: 4, width: 'half' }),
          f.text('soil', t('Tip de sol', 'Soil type', 'Tipo di suolo'), { maxLength: 60, width: 'half' }),
          f.number('ph', t('pH', 'pH', 'pH'), { min: 3, max: 10, decimals: 1, width: 'half' }),
          f.percent('humus', t('Humus %', 'Humus %', 'Humus %'), { min: 0, max: 20, decimals: 1, width: 'third' }),
          f.number('p_ppm', t('P mobil (ppm)', 'Available P (ppm)', 'P assimilabile (ppm)'), { min: 0, decimals: 0, width: 'third' }),
          f.number('k_ppm', t('K mobil (ppm)', 'Available K (ppm)', 'K scambiabile (ppm)'), { min: 0, decimals: 0, width: 'third' }),
        ],
      },
      {
        name: 'history',
        title: t('Culturi pe ani', 'Crops by year', 'Colture per anno'),
        fields: [
          f.array('items', t('Culturi', 'Crops', 'Colture'), [
            f.text('year', t('Anul agricol', 'Farming year', 'Annata'), { required: true, maxLength: 20 }),
            f.text('crop', t('Cultura', 'Crop', 'Coltura'), { required: true, maxLength: 60 }),
            f.text('variety', t('Soi / hibrid', 'Variety / hybrid', 'Varietà / ibrido'), { maxLength: 60 }),
            f.number('yield', t('Producție (t/ha)', 'Yield (t/ha)', 'Resa (t/ha)'), { min: 0, decimals: 2 }),
          ], { required: true, maxItems: 50, role: 'lines.items' }),
        ],
      },
    ],
    totals: [numberTotal('years', t('Ani înregistrați', 'Years recorded', 'Anni registrati'), 'count(history.items)')],
    pdf: { layout: 'generic', title: t('FIȘA PARCELEI', 'PARCEL RECORD', 'SCHEDA PARTICELLA'), footer: t('Evitați aceeași cultură pe aceeași parcelă mai mulți ani la rând; analizele de sol se repetă la 4–5 ani.', 'Avoid the same crop on the same parcel several years running; repeat soil analyses every 4–5 years.', 'Evitare la stessa coltura sulla stessa particella per più anni; ripetere le analisi del suolo ogni 4–5 anni.') },
    sample: {
      company: firm('farm', '2026-08-20'),
      parcel: { block: 'T12 / P45', physical_block: '1254', cadastral: 'CF 21054', area: 2.5, soil: 'Cernoziom cambic', ph: 6.8, humus: 3.2, p_ppm: 28, k_ppm: 190 },
      history: { items: [{ year: '2023–2024', crop: 'Floarea-soarelui', variety: 'P64LE25', yield: 2.9 }, { year: '2024–2025', crop: 'Porumb', variety: 'DKC 4670', yield: 7.8 }, { year: '2025–2026', crop: 'Grâu de toamnă', variety: 'Glosa', yield: 6.3 }] },
    },
  });

const machineRental = (): CatalogEntry =>
  tradeApp({
    key: 'contract-inchiriere-utilaj-agricol',
    version: 1,
    trades,
    keywords: kw(
      'inchiriere tractor, inchiriere utilaj agricol, inchiriere combina, utilaj cu operator, pret pe ora motor, inchiriere semanatoare',
      'tractor hire, farm machinery rental, combine hire, machine with operator, price per engine hour',
      'noleggio trattore, noleggio macchine agricole, noleggio mietitrebbia, con operatore, prezzo per ora motore',
    ),
    title: t('Contract de închiriere utilaj agricol', 'Farm machinery rental contract', 'Contratto di noleggio di macchine agricole'),
    description: t(
      'Închirierea unui tractor, unei combine sau a altui utilaj, cu sau fără operator: utilajul cu seria și orele de motor la predare și la restituire, prețul pe oră de motor, orele calculate, cine suportă motorina, garanția și răspunderea pentru defecțiuni.',
      'Renting a tractor, combine or other machine, with or without operator: the machine with serial and engine hours at handover and return, price per engine hour, the computed hours, who pays for diesel, the deposit and liability for breakdowns.',
      "Noleggio di un trattore, di una mietitrebbia o altra macchina, con o senza operatore: macchina con matricola e ore motore alla consegna e alla restituzione, prezzo per ora motore, ore calcolate, chi paga il gasolio, cauzione e responsabilità per guasti.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'IU', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Locator', 'Owner', 'Locatore')),
      clientStep({ title: t('Locatar', 'Renter', 'Locatario'), addressRequired: true }),
      {
        name: 'machine',
        title: t('Utilajul', 'The machine', 'La macchina'),
        fields: [
          f.text('machine', t('Utilaj (marcă, model)', 'Machine (make, model)', 'Macchina (marca, modello)'), { required: true, maxLength: 100, width: 'half' }),
          f.text('serial', t('Serie / nr. înmatriculare', 'Serial / registration', 'Matricola / targa'), { required: true, maxLength: 40, width: 'half' }),
          f.radio('operator', t('Cu operator', 'With operator', 'Con operatore'), [opt('yes', t('Da', 'Yes', 'Sì')), opt('no', t('Nu', 'No', 'No'))], { required: true, width: 'half' }),
          f.radio('fuel_by', t('Motorina', 'Diesel', 'Gasolio'), [opt('owner', t('Locatorul', 'The owner', 'Il locatore')), opt('renter', t('Locatarul', 'The renter', 'Il locatario'))], { required: true, width: 'half' }),
          f.number('hours_out', t('Ore motor la predare', 'Engine hours at handover', 'Ore motore alla consegna'), { required: true, min: 0, decimals: 1, width: 'third' }),
          f.number('hours_back', t('Ore motor la restituire', 'Engine hours at return', 'Ore motore alla restituzione'), { required: true, min: 0, decimals: 1, width: 'third' }),
          f.number('hours', t('Ore facturate', 'Hours billed', 'Ore fatturate'), { compute: 'hours_back - hours_out', decimals: 1, width: 'third' }),
          f.money('rate', t('Preț / oră motor (lei)', 'Price / engine hour (lei)', 'Prezzo / ora motore (lei)'), { required: true, min: 0, width: 'half' }),
          f.money('deposit', t('Garanție (lei)', 'Deposit (lei)', 'Cauzione (lei)'), { min: 0, width: 'half' }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [clause('terms', t('Clauze', 'Clauses', 'Clausole'), 'Utilajul se predă și se restituie curat, cu plinul făcut, cu verificarea stării pe bază de proces-verbal. Locatarul îl folosește numai pe terenurile declarate, cu personal calificat, și răspunde de defecțiunile produse din folosire necorespunzătoare; uzura normală și defectele ascunse sunt în sarcina locatorului.')], [t('Locator', 'Owner', 'Locatore'), t('Locatar', 'Renter', 'Locatario')]),
    ],
    totals: [moneyTotal('rent', t('Chirie (ore × preț)', 'Rent (hours × price)', 'Noleggio (ore × prezzo)'), 'round(machine.hours * machine.rate, 2)'), grand('totals.rent')],
    pdf: { layout: 'contract', title: t('CONTRACT ÎNCHIRIERE UTILAJ', 'MACHINERY RENTAL CONTRACT', 'CONTRATTO NOLEGGIO MACCHINA'), signatures: [t('Locator', 'Owner', 'Locatore'), t('Locatar', 'Renter', 'Locatario')], footer: t('Contract de locațiune (Codul civil). Garanția se restituie la predarea utilajului fără defecțiuni imputabile locatarului.', 'Lease contract (Romanian Civil Code). The deposit is refunded when the machine is returned without faults attributable to the renter.', 'Contratto di locazione (Codice civile romeno). La cauzione si restituisce alla riconsegna senza guasti imputabili al locatario.') },
    sample: {
      company: firm('farm', '2026-07-01'),
      client: { ...clientCompany, name: 'Ferma Dăncilă SRL', contact: 'Vasile Dăncilă', cui: '4266367' },
      machine: { machine: 'Combină Claas Lexion 670', serial: 'C6700451', operator: 'yes', fuel_by: 'renter', hours_out: 2140.5, hours_back: 2178, rate: 650, deposit: 5000 },
      closing: {},
    },
  });

const inputStock = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-magazie-inputuri-agricole',
    version: 1,
    trades,
    keywords: kw(
      'fisa de magazie, stoc seminte, stoc pesticide, stoc ingrasaminte, intrari iesiri magazie, gestiune inputuri ferma',
      'stock card, seed stock, pesticide stock, fertiliser stock, store ins and outs, farm inputs',
      'scheda di magazzino, scorte sementi, fitofarmaci, concimi, entrate uscite magazzino',
    ),
    title: t('Fișă de magazie pentru inputuri agricole', 'Farm inputs stock card', 'Scheda di magazzino dei mezzi tecnici'),
    description: t(
      'Mișcarea unui produs în magazia fermei (sămânță, îngrășământ, produs de protecția plantelor): stocul inițial, fiecare intrare și ieșire cu data, documentul și parcela sau furnizorul, și stocul final calculat.',
      'The movement of one product in the farm store (seed, fertiliser, plant protection product): opening stock, each receipt and issue with date, document and parcel or supplier, and the computed closing stock.',
      'Il movimento di un prodotto nel magazzino aziendale (sementi, concime, fitofarmaco): giacenza iniziale, ogni entrata e uscita con data, documento e particella o fornitore, e giacenza finale calcolata.',
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'FM', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fișa nr.', 'Card no.', 'Scheda n.'), farm),
      {
        name: 'product',
        title: t('Produs', 'Product', 'Prodotto'),
        fields: [
          f.text('product', t('Produs', 'Product', 'Prodotto'), { required: true, maxLength: 100, width: 'half' }),
          f.select('unit', COMMON.unit, [opt('kg', t('kg', 'kg', 'kg')), opt('l', t('l', 'l', 'l')), opt('sac', t('sac', 'bag', 'sacco')), opt('doza', t('doză', 'unit', 'dose'))], { required: true, default: 'kg', width: 'half' }),
          f.number('opening', t('Stoc inițial', 'Opening stock', 'Giacenza iniziale'), { required: true, min: 0, decimals: 3, width: 'half' }),
        ],
      },
      {
        name: 'moves',
        title: t('Intrări și ieșiri', 'Receipts and issues', 'Entrate e uscite'),
        fields: [
          f.array('items', t('Mișcări', 'Movements', 'Movimenti'), [
            f.date('date', COMMON.date, { required: true }),
            f.text('document', t('Document', 'Document', 'Documento'), { required: true, maxLength: 40 }),
            f.text('detail', t('Furnizor / parcelă', 'Supplier / parcel', 'Fornitore / particella'), { maxLength: 80 }),
            f.number('in', t('Intrări', 'In', 'Entrate'), { min: 0, decimals: 3 }),
            f.number('out', t('Ieșiri', 'Out', 'Uscite'), { min: 0, decimals: 3 }),
          ], { required: true, maxItems: 300, role: 'lines.items' }),
        ],
      },
    ],
    totals: [numberTotal('in', t('Total intrări', 'Total in', 'Totale entrate'), 'sum(moves.items.in)'), numberTotal('out', t('Total ieșiri', 'Total out', 'Totale uscite'), 'sum(moves.items.out)'), numberTotal('closing', t('Stoc final', 'Closing stock', 'Giacenza finale'), 'product.opening + totals.in - totals.out')],
    pdf: { layout: 'generic', title: t('FIȘĂ DE MAGAZIE', 'STOCK CARD', 'SCHEDA DI MAGAZZINO'), signatures: [t('Gestionar', 'Storekeeper', 'Magazziniere')], footer: t('Produsele de protecția plantelor se păstrează în spațiu închis, separat, ventilat; ieșirile se corelează cu registrul de tratamente.', 'Plant protection products are kept in a locked, separate, ventilated room; issues match the treatment register.', 'I fitofarmaci si conservano in locale chiuso, separato e ventilato; le uscite corrispondono al registro dei trattamenti.') },
    sample: {
      company: firm('farm', '2026-05-31'),
      product: { product: 'Falcon Pro (protioconazol)', unit: 'l', opening: 2 },
      moves: { items: [{ date: '2026-04-28', document: 'Factura AGR 55120', detail: 'Agrii România SRL', in: 5 }, { date: '2026-05-08', document: 'Bon consum 31', detail: 'T12 / P45 – grâu', out: 1.5 }] },
    },
  });

const cropInsurance = (): CatalogEntry =>
  tradeApp({
    key: 'declaratie-suprafete-cultivate',
    version: 1,
    trades,
    keywords: kw(
      'declaratie suprafete cultivate, plan de cultura, structura culturilor, suprafete pe culturi, asolament anual, evidenta suprafete',
      'cropping plan, crop areas declaration, crop structure, yearly crop plan',
      'piano colturale, dichiarazione superfici coltivate, struttura delle colture',
    ),
    title: t('Plan de cultură (structura suprafețelor cultivate)', 'Cropping plan (crop areas)', 'Piano colturale (superfici coltivate)'),
    description: t(
      'Planul anual al fermei: fiecare parcelă cu forma de folosință (proprietate, arendă, comodat), cultura planificată, soiul și suprafața, cu totalurile pe fermă; baza pentru cererea de plată și pentru comenzile de sămânță și îngrășăminte.',
      'The farm’s yearly plan: each parcel with how it is held (owned, leased, loaned), planned crop, variety and area, with farm totals; the basis for the payment claim and for seed and fertiliser orders.',
      "Il piano annuale dell'azienda: ogni particella con titolo di conduzione (proprietà, affitto, comodato), coltura prevista, varietà e superficie, con i totali; base per la domanda di pagamento e per gli ordini di sementi e concimi.",
    ),
    category: 'planning',
    document: { kind: 'project', currency: 'RON', number: { field: 'company.number', prefix: 'PC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Plan nr.', 'Plan no.', 'Piano n.'), farm, [f.text('season', t('Anul agricol', 'Farming year', 'Annata agraria'), { required: true, maxLength: 20 })]),
      {
        name: 'parcels',
        title: t('Parcele', 'Parcels', 'Particelle'),
        fields: [
          f.array('items', t('Parcele', 'Parcels', 'Particelle'), [
            f.text('parcel', t('Tarla / parcelă', 'Block / parcel', 'Appezzamento / particella'), { required: true, maxLength: 40 }),
            f.select('held', t('Folosință', 'Held as', 'Conduzione'), [opt('own', t('Proprietate', 'Owned', 'Proprietà')), opt('lease', t('Arendă', 'Leased', 'Affitto')), opt('loan', t('Comodat', 'Loaned', 'Comodato'))], { required: true }),
            f.text('crop', t('Cultura planificată', 'Planned crop', 'Coltura prevista'), { required: true, maxLength: 60 }),
            f.text('variety', t('Soi / hibrid', 'Variety / hybrid', 'Varietà / ibrido'), { maxLength: 60 }),
            f.number('area', t('ha', 'ha', 'ha'), { required: true, min: 0.01, decimals: 2 }),
          ], { required: true, maxItems: 300, role: 'lines.items' }),
        ],
      },
    ],
    totals: [numberTotal('parcels', t('Parcele', 'Parcels', 'Particelle'), 'count(parcels.items)'), numberTotal('area', t('Suprafață totală (ha)', 'Total area (ha)', 'Superficie totale (ha)'), 'sum(parcels.items.area)')],
    pdf: { layout: 'generic', title: t('PLAN DE CULTURĂ', 'CROPPING PLAN', 'PIANO COLTURALE'), signatures: [t('Fermier', 'Farmer', 'Agricoltore')], footer: t('Suprafețele se verifică pe documentele de folosință (titlu, contract de arendă sau comodat) înainte de depunerea cererii de plată.', 'Areas are checked against the documents of use (title, lease or loan contract) before the payment claim is filed.', 'Le superfici si verificano sui titoli di conduzione (proprietà, affitto, comodato) prima della domanda di pagamento.') },
    sample: {
      company: { ...firm('farm', '2026-02-15'), season: '2026–2027' },
      parcels: { items: [{ parcel: 'T12 / P45', held: 'lease', crop: 'Porumb', variety: 'DKC 4670', area: 2.5 }, { parcel: 'T14 / P7', held: 'lease', crop: 'Floarea-soarelui', variety: 'P64LE25', area: 1.75 }, { parcel: 'T5 / P22', held: 'loan', crop: 'Grâu de toamnă', variety: 'Glosa', area: 1.2 }] },
    },
  });

export const farming: CatalogEntry[] = [
  purchaseSlip(),
  landLease(),
  sprayRegister(),
  animalMovements(),
  fertiliserRegister(),
  grainContract(),
  weighTicket(),
  fieldWork(),
  harvestRegister(),
  fuelSheet(),
  farmServices(),
  landLoan(),
  vetRegister(),
  animalSale(),
  milkSheet(),
  dayLabourers(),
  damageReport(),
  parcelHistory(),
  machineRental(),
  inputStock(),
  cropInsurance(),
];

