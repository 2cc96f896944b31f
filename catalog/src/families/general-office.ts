import { type CatalogEntry, type FieldSpec, type Text, f, opt, t } from '../build.js';
import { clientStep, vehicleFields } from '../fragments.js';
import { COMMON, clause, closingStep, firmStep, gdprNote, grand, kw, moneyTotal, numberTotal, personStep, tradeApp } from '../fragments-trades-a.js';
import { clientPerson, firm, personA, personB, personC } from '../samples-trades-a.js';

/**
 * General small business – contracts, premises and staff papers (issue 20): car sale between
 * individuals, rental of premises and equipment, loan for use of a registered office, premises
 * handover, leave request, attendance sheet, certificate request and certificate, job
 * description, resignation, safety training card, sworn statement, power of attorney,
 * correspondence register, finding record, customer complaints register.
 */

const trades: ['general'] = ['general'];
const company = () => t('Firmă', 'Company', 'Azienda');
const employer = t('Angajator', 'Employer', 'Datore di lavoro');
const employeeStep = (extra: FieldSpec[] = []) =>
  personStep('employee', t('Salariat', 'Employee', 'Dipendente'), {
    idCard: false,
    addressRequired: false,
    extra: [
      f.text('position', t('Funcția', 'Position', 'Mansione'), { required: true, maxLength: 100, width: 'half' }),
      f.text('department', t('Compartiment', 'Department', 'Reparto'), { maxLength: 100, width: 'half' }),
      ...extra,
    ],
  });
const codulMuncii = (article: string, ro: string, en: string, it: string): Text =>
  t(`Codul muncii (Legea nr. 53/2003), ${article} – ${ro}`, `Romanian Labour Code (Law 53/2003), ${article} – ${en}`, `Codice del lavoro romeno (Legge 53/2003), ${article} – ${it}`);

const carSale = (): CatalogEntry =>
  tradeApp({
    key: 'contract-vanzare-cumparare-auto',
    version: 2,
    trades: ['general', 'auto'],
    public: true,
    keywords: kw(
      'contract de vanzare-cumparare auto, contract vanzare masina, contract vanzare auto persoane fizice, vanzare autoturism, transcriere, taxe locale, CIV',
      'car sale contract, vehicle sale between individuals, used car sale agreement, selling a car',
      'contratto di compravendita auto, vendita auto tra privati, vendita veicolo usato',
    ),
    title: t('Contract de vânzare-cumpărare auto (între persoane fizice)', 'Car sale contract (between individuals)', 'Contratto di compravendita auto (tra privati)'),
    description: t(
      'Vânzarea unui autovehicul folosit de la o persoană la alta: vânzătorul și cumpărătorul cu CNP și act de identitate, vehiculul cu număr, VIN, CIV, an, cilindree și km, prețul și plata, data predării, declarațiile vânzătorului și obligațiile de înmatriculare și de declarare la taxe locale.',
      'Selling a used vehicle from one person to another: seller and buyer with personal code and ID card, the vehicle with plate, VIN, vehicle identity card, year, engine size and mileage, price and payment, handover date, the seller’s declarations and the registration and local-tax duties.',
      "Vendita di un veicolo usato tra privati: venditore e acquirente con codice personale e documento, veicolo con targa, VIN, carta d'identità del veicolo, anno, cilindrata e km, prezzo e pagamento, data di consegna, dichiarazioni del venditore e obblighi di immatricolazione e tasse locali.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'contract.number', prefix: 'VA', start: 1, padding: 4 } },
    steps: [
      {
        name: 'contract',
        title: t('Contract', 'Contract', 'Contratto'),
        fields: [
          f.text('number', t('Nr.', 'No.', 'N.'), { maxLength: 30, role: 'document.number', width: 'third', help: t('Se completează automat la salvare.', 'Filled in automatically when saved.', 'Compilato automaticamente al salvataggio.') }),
          f.date('date', COMMON.date, { required: true, role: 'document.date', width: 'third' }),
          f.text('place', t('Localitatea', 'Place', 'Luogo'), { required: true, maxLength: 80, width: 'third' }),
        ],
      },
      personStep('seller', t('Vânzător', 'Seller', 'Venditore')),
      personStep('buyer', t('Cumpărător', 'Buyer', 'Acquirente'), { asClient: true }),
      {
        name: 'vehicle',
        title: t('Autovehiculul', 'The vehicle', 'Il veicolo'),
        fields: [
          ...vehicleFields({ odometerLabel: t('Km la bord', 'Odometer (km)', 'Km al contachilometri') }),
          f.text('civ', t('Seria CIV', 'Vehicle identity card no.', "N. carta d'identità del veicolo"), { required: true, maxLength: 20, width: 'third' }),
          f.number('engine_cc', t('Cilindree (cm³)', 'Engine size (cc)', 'Cilindrata (cm³)'), { min: 0, decimals: 0, width: 'third' }),
          f.text('color', t('Culoare', 'Colour', 'Colore'), { maxLength: 30, width: 'third' }),
        ],
      },
      {
        name: 'price',
        title: t('Preț și predare', 'Price and handover', 'Prezzo e consegna'),
        fields: [
          f.money('price', t('Preț (lei)', 'Price (lei)', 'Prezzo (lei)'), { required: true, min: 1, width: 'half' }),
          f.text('price_words', t('Prețul în litere', 'Price in words', 'Prezzo in lettere'), { required: true, maxLength: 200 }),
          f.radio('paid', t('Plata', 'Payment', 'Pagamento'), [opt('cash', t('Integral, în numerar, la semnare', 'In full, cash, on signing', 'Per intero, in contanti, alla firma')), opt('transfer', t('Prin transfer bancar', 'By bank transfer', 'Con bonifico'))], { required: true }),
          f.text('handed', t('Se predau: chei, acte, dotări', 'Handed over: keys, papers, equipment', 'Si consegnano: chiavi, documenti, dotazioni'), { default: '2 chei, CIV, certificat de înmatriculare, trusă, extinctor', maxLength: 200 }),
        ],
      },
      closingStep(t('Declarații', 'Declarations', 'Dichiarazioni'), [
        f.checkbox('owner', t('Vânzătorul declară că vehiculul îi aparține, nu este gajat, furat sau sechestrat și nu are datorii la taxe locale', 'The seller declares the vehicle is theirs, not pledged, stolen or seized and has no local-tax debts', 'Il venditore dichiara che il veicolo è suo, non è pignorato, rubato o sequestrato e non ha debiti di tasse locali'), { required: true }),
        f.checkbox('km_true', t('Vânzătorul declară că kilometrajul nu a fost modificat', 'The seller declares the odometer was not tampered with', 'Il venditore dichiara che il contachilometri non è stato manomesso'), { required: true }),
        f.checkbox('seen', t('Cumpărătorul a verificat vehiculul și îl acceptă în starea în care se află', 'The buyer inspected the vehicle and accepts it as it is', 'L’acquirente ha verificato il veicolo e lo accetta nello stato in cui si trova'), { required: true }),
      ], [t('Vânzător', 'Seller', 'Venditore'), t('Cumpărător', 'Buyer', 'Acquirente')]),
    ],
    totals: [grand('price.price', t('Preț', 'Price', 'Prezzo'))],
    pdf: {
      layout: 'contract',
      title: t('CONTRACT VÂNZARE AUTO', 'CAR SALE CONTRACT', 'CONTRATTO VENDITA AUTO'),
      signatures: [t('Vânzător', 'Seller', 'Venditore'), t('Cumpărător', 'Buyer', 'Acquirente')],
      footer: t(
        'Încheiat în 3 exemplare: vânzător, cumpărător, organul fiscal local. Vânzătorul scoate vehiculul din evidența fiscală, iar cumpărătorul îl declară la organul fiscal local și solicită transcrierea înmatriculării, în termenele prevăzute de legislația în vigoare.',
        'Made in 3 copies: seller, buyer, local tax office. The seller removes the vehicle from the local tax records; the buyer declares it to the local tax office and applies for the registration transfer, within the time limits set by the law in force.',
        "Redatto in 3 copie: venditore, acquirente, ufficio tributi locale. Il venditore cancella il veicolo dai registri fiscali; l'acquirente lo dichiara all'ufficio tributi locale e chiede la trascrizione dell'immatricolazione, nei termini previsti dalla legge in vigore.",
      ),
      legal: [t('Codul civil, art. 1650 și urm. (vânzarea); OUG nr. 195/2002 privind circulația pe drumurile publice (transcrierea)', 'Romanian Civil Code, art. 1650 ff. (sale); Emergency Ordinance 195/2002 on road traffic (registration transfer)', 'Codice civile romeno, art. 1650 e segg.; OUG 195/2002 sulla circolazione stradale (trascrizione)')],
    },
    sample: {
      contract: { date: '2026-03-22', place: 'Turda' },
      seller: personA,
      buyer: personC,
      vehicle: { make: 'Dacia', model: 'Logan MCV 1.5 dCi', plate: 'CJ 12 ABC', vin: '1M8GDM9AXKP042788', odometer: 164300, year: 2016, fuel: 'motorina', civ: 'J123456', engine_cc: 1461, color: 'Gri Platine' },
      price: { price: 28500, price_words: 'douăzeci și opt de mii cinci sute lei', paid: 'transfer', handed: '2 chei, CIV, certificat de înmatriculare, trusă, extinctor' },
      closing: { owner: true, km_true: true, seen: true },
    },
  });

const premisesLease = (): CatalogEntry =>
  tradeApp({
    key: 'contract-inchiriere-spatiu-comercial',
    version: 2,
    trades: ['general', 'freelance', 'gsm-pc', 'tailoring'],
    public: true,
    keywords: kw(
      'contract de inchiriere spatiu, inchiriere spatiu comercial, inchiriere birou, contract locatiune, chirie, garantie chirie, inchiriere magazin',
      'commercial lease, office rental contract, shop lease, premises rental, rent deposit',
      'contratto di locazione commerciale, affitto ufficio, affitto negozio, deposito cauzionale',
    ),
    title: t('Contract de închiriere spațiu comercial / birou', 'Commercial premises / office lease', 'Contratto di locazione di locale commerciale / ufficio'),
    description: t(
      'Închirierea unui spațiu pentru magazin, atelier sau birou: spațiul cu adresa, suprafața și destinația, chiria lunară în euro sau lei, garanția în număr de chirii, utilitățile, durata, indexarea, amenajările, subînchirierea și încetarea.',
      'Renting premises for a shop, workshop or office: the premises with address, area and use, monthly rent in euro or lei, deposit in months of rent, utilities, term, indexation, fit-out, subletting and termination.',
      'Locazione di un locale per negozio, laboratorio o ufficio: indirizzo, superficie e destinazione, canone mensile in euro o lei, deposito in mensilità, utenze, durata, indicizzazione, lavori, sublocazione e recesso.',
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'EUR', number: { field: 'company.number', prefix: 'CIS', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Locator', 'Landlord', 'Locatore'), [f.text('representative', t('Reprezentat prin', 'Represented by', 'Rappresentato da'), { maxLength: 150 })]),
      clientStep({ title: t('Locatar', 'Tenant', 'Conduttore'), addressRequired: true }),
      {
        name: 'premises',
        title: t('Spațiul', 'The premises', 'Il locale'),
        fields: [
          f.textarea('address', t('Adresa spațiului', 'Address of the premises', 'Indirizzo del locale'), { required: true, maxLength: 300 }),
          f.number('area', t('Suprafață utilă (mp)', 'Floor area (m²)', 'Superficie utile (m²)'), { required: true, min: 1, decimals: 2, width: 'third' }),
          f.text('use', t('Destinația', 'Use', 'Destinazione'), { required: true, maxLength: 100, width: 'third' }),
          f.text('land_book', t('Carte funciară nr.', 'Land book no.', 'N. tavolare'), { maxLength: 40, width: 'third' }),
          f.money('rent', t('Chirie lunară (EUR, fără TVA)', 'Monthly rent (EUR, excl. VAT)', 'Canone mensile (EUR, IVA esclusa)'), { required: true, min: 1, width: 'third' }),
          f.number('deposit_months', t('Garanție (nr. chirii)', 'Deposit (months of rent)', 'Deposito (mensilità)'), { required: true, min: 0, max: 12, decimals: 0, default: 2, width: 'third' }),
          f.number('pay_day', t('Plata până în ziua', 'Rent due by day', 'Canone entro il giorno'), { required: true, min: 1, max: 31, decimals: 0, default: 5, width: 'third' }),
          f.date('start', t('Data începerii', 'Start date', 'Data di inizio'), { required: true, width: 'half' }),
          f.number('months', t('Durata (luni)', 'Term (months)', 'Durata (mesi)'), { required: true, min: 1, decimals: 0, default: 36, width: 'half' }),
          f.text('utilities', t('Utilități', 'Utilities', 'Utenze'), { default: 'Plătite de locatar, pe baza contoarelor proprii', maxLength: 200 }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [
        clause('payment', t('Chiria', 'The rent', 'Il canone'), 'Chiria se plătește lunar, în avans, în lei, la cursul BNR din ziua facturării. Chiria se indexează anual cu indicele prețurilor de consum în euro comunicat de Eurostat, fără a scădea.'),
        clause('duties', t('Obligații', 'Obligations', 'Obblighi'), 'Locatarul folosește spațiul numai pentru destinația convenită, face reparațiile locative, nu subînchiriază și nu cedează contractul fără acordul scris al locatorului, obține avizele necesare activității sale. Amenajările se fac cu acordul scris al locatorului și rămân în spațiu la încetare, fără despăgubire, dacă nu s-a convenit altfel. Locatorul asigură folosința liniștită și utilă și face reparațiile capitale.'),
        clause('end', t('Încetare', 'Termination', 'Cessazione'), 'Oricare parte poate denunța contractul cu un preaviz scris de 3 luni. Neplata chiriei mai mult de 30 de zile dă locatorului dreptul să rezilieze contractul după o notificare. Garanția se restituie în 30 de zile de la predarea spațiului, după reținerea sumelor datorate.'),
      ], [t('Locator', 'Landlord', 'Locatore'), t('Locatar', 'Tenant', 'Conduttore')]),
    ],
    totals: [
      moneyTotal('rent', t('Chirie lunară', 'Monthly rent', 'Canone mensile'), 'premises.rent', 'total.net'),
      moneyTotal('deposit', t('Garanție', 'Deposit', 'Deposito'), 'round(premises.rent * premises.deposit_months, 2)'),
      grand('round(premises.rent * 12, 2)', t('Chirie pe un an', 'Rent for one year', 'Canone annuo')),
    ],
    pdf: {
      layout: 'contract',
      title: t('CONTRACT DE ÎNCHIRIERE', 'LEASE CONTRACT', 'CONTRATTO DI LOCAZIONE'),
      signatures: [t('Locator', 'Landlord', 'Locatore'), t('Locatar', 'Tenant', 'Conduttore')],
      footer: t(
        'Contractul se încheie în două exemplare, câte unul pentru fiecare parte.',
        'The contract is made in two copies, one for each party.',
        "Il contratto si redige in due copie, una per ciascuna parte.",
      ),
      legal: [t('Codul civil, art. 1777 și urm. (contractul de locațiune)', 'Romanian Civil Code, art. 1777 ff. (lease)', 'Codice civile romeno, art. 1777 e segg. (locazione)')],
    },
    sample: {
      company: { ...firm('general', '2026-03-25'), representative: 'Ioana Șerban, administrator' },
      client: { ...clientPerson, type: 'pj', name: 'Atelier Croitorie Ioana Mureșan PFA', cui: '40123452', reg_no: 'F12/987/2018', contact: 'Ioana Mureșan', address: 'Str. Horea nr. 31, Cluj-Napoca' },
      premises: { address: 'Str. Memorandumului nr. 14, parter, Cluj-Napoca, jud. Cluj', area: 42.5, use: 'Atelier de croitorie și magazin', land_book: 'CF 254871-C1-U4', rent: 650, deposit_months: 2, pay_day: 5, start: '2026-04-01', months: 36, utilities: 'Plătite de locatar, pe baza contoarelor proprii' },
      closing: {},
    },
  });

const equipmentRental = (): CatalogEntry =>
  tradeApp({
    key: 'contract-inchiriere-echipamente',
    version: 1,
    trades: ['general', 'construction'],
    keywords: kw(
      'contract inchiriere echipamente, inchiriere scule, inchiriere utilaje, inchiriere schela, inchiriere aparatura, garantie inchiriere, tarif pe zi',
      'equipment rental contract, tool hire, machinery hire, scaffolding rental, daily rate, deposit',
      'contratto di noleggio attrezzature, noleggio utensili, noleggio macchinari, ponteggi, tariffa giornaliera, cauzione',
    ),
    title: t('Contract de închiriere echipamente', 'Equipment rental contract', 'Contratto di noleggio attrezzature'),
    description: t(
      'Închirierea de scule, utilaje, schele sau aparatură: fiecare echipament cu seria, valoarea de înlocuire, tariful pe zi și zilele, chiria calculată, garanția, starea la predare și ce plătește clientul pentru întârziere, pierdere sau deteriorare.',
      'Renting tools, machines, scaffolding or equipment: each item with serial, replacement value, daily rate and days, the computed rent, deposit, condition at handover and what the client pays for late return, loss or damage.',
      'Noleggio di utensili, macchinari, ponteggi o apparecchiature: ogni articolo con matricola, valore di sostituzione, tariffa giornaliera e giorni, canone calcolato, cauzione, stato alla consegna e cosa paga il cliente per ritardo, perdita o danno.',
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'CIE', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Locator', 'Owner', 'Locatore')),
      clientStep({ title: t('Locatar', 'Renter', 'Locatario'), phoneRequired: true, addressRequired: true, extra: [f.text('id_card', t('CI seria și nr. / delegat', 'ID card / delegate', 'Documento / incaricato'), { required: true, maxLength: 60 })] }),
      {
        name: 'equipment',
        title: t('Echipamente', 'Equipment', 'Attrezzature'),
        fields: [
          f.array('items', t('Echipamente închiriate', 'Equipment rented', 'Attrezzature noleggiate'), [
            f.text('item', t('Echipament', 'Item', 'Attrezzatura'), { required: true, maxLength: 100 }),
            f.text('serial', t('Serie', 'Serial', 'Matricola'), { maxLength: 30 }),
            f.money('replacement', t('Valoare înlocuire', 'Replacement value', 'Valore di sostituzione'), { required: true, min: 0 }),
            f.money('daily', t('Tarif / zi', 'Rate / day', 'Tariffa / giorno'), { required: true, min: 0 }),
            f.number('days', t('Zile', 'Days', 'Giorni'), { required: true, min: 1, decimals: 0 }),
            f.money('value', COMMON.value, { compute: 'daily * days' }),
          ], { required: true, maxItems: 50, role: 'lines.items' }),
          f.date('from', t('Predat la', 'Handed over on', 'Consegnato il'), { required: true, width: 'third' }),
          f.date('to', t('Se returnează la', 'Return by', 'Da restituire il'), { required: true, width: 'third' }),
          f.money('deposit', t('Garanție (lei)', 'Deposit (lei)', 'Cauzione (lei)'), { required: true, min: 0, width: 'third' }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [clause('terms', t('Clauze', 'Clauses', 'Clausole'), 'Echipamentele se predau verificate și funcționale și se returnează curate, în aceeași stare, cu uzura normală. Fiecare zi de întârziere se plătește la tariful zilnic. Echipamentul pierdut, furat sau distrus se plătește la valoarea de înlocuire; reparațiile pentru deteriorări se plătesc la cost. Garanția se restituie la returnare, după reținerea sumelor datorate.')], [t('Locator', 'Owner', 'Locatore'), t('Locatar', 'Renter', 'Locatario')]),
    ],
    totals: [moneyTotal('rent', t('Chirie', 'Rent', 'Noleggio'), 'sum(equipment.items.value)', 'total.net'), moneyTotal('deposit', t('Garanție', 'Deposit', 'Cauzione'), 'equipment.deposit'), grand('totals.rent + totals.deposit', t('De plată la predare', 'Due at handover', 'Da pagare alla consegna'))],
    pdf: { layout: 'contract', title: t('CONTRACT DE ÎNCHIRIERE', 'RENTAL CONTRACT', 'CONTRATTO DI NOLEGGIO'), signatures: [t('Locator', 'Owner', 'Locatore'), t('Locatar', 'Renter', 'Locatario')], footer: t('Contract de locațiune a bunurilor mobile (Codul civil). Starea la predare și la returnare se consemnează prin proces-verbal.', 'Lease of movable goods (Romanian Civil Code). Condition at handover and return is recorded in a handover record.', 'Locazione di beni mobili (Codice civile romeno). Lo stato alla consegna e alla restituzione si registra con verbale.') },
    sample: {
      company: firm('general', '2026-04-02'),
      client: { ...clientPerson, name: 'Ștefan Țăranu', id_card: 'CJ 123456' },
      equipment: { items: [{ item: 'Ciocan rotopercutor Hilti TE 70', serial: 'HT7-55120', replacement: 6500, daily: 120, days: 3 }, { item: 'Schelă mobilă aluminiu 6 m', serial: 'SC-014', replacement: 4200, daily: 80, days: 5 }], from: '2026-04-02', to: '2026-04-07', deposit: 1500 },
      closing: {},
    },
  });

const officeLoan = (): CatalogEntry =>
  tradeApp({
    key: 'contract-comodat-sediu-social',
    version: 1,
    trades: ['general', 'freelance'],
    keywords: kw(
      'contract de comodat, comodat sediu social, sediu firma gratuit, folosinta gratuita spatiu, infiintare firma sediu, ONRC sediu',
      'loan for use of premises, free registered office, registered office agreement, company formation address',
      'comodato d’uso, sede legale gratuita, comodato di immobile, costituzione società sede',
    ),
    title: t('Contract de comodat pentru sediul social', 'Loan-for-use contract for a registered office', 'Contratto di comodato per la sede legale'),
    description: t(
      'Folosința gratuită a unei locuințe sau a unui spațiu pentru sediul social sau un punct de lucru al unei firme (frecvent la înființare): proprietarul, imobilul cu cartea funciară, destinația, durata, gratuitatea și acordul asociației de proprietari când e cazul.',
      'Free use of a home or premises as a company’s registered office or branch (common when setting up): the owner, the property with its land book, the use, term, free of charge, and the owners’ association consent where needed.',
      "Uso gratuito di un'abitazione o di un locale come sede legale o sede operativa di un'impresa (frequente alla costituzione): proprietario, immobile con tavolare, destinazione, durata, gratuità e consenso del condominio se serve.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'CCS', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Comodatar (firma)', 'Borrower (the company)', 'Comodatario (società)')),
      personStep('owner', t('Comodant (proprietar)', 'Lender (owner)', 'Comodante (proprietario)'), { asClient: true }),
      {
        name: 'property',
        title: t('Imobilul', 'The property', "L'immobile"),
        fields: [
          f.textarea('address', t('Adresa imobilului', 'Address of the property', "Indirizzo dell'immobile"), { required: true, maxLength: 300 }),
          f.text('land_book', t('Carte funciară / nr. cadastral', 'Land book / cadastral no.', 'Tavolare / n. catastale'), { required: true, maxLength: 60, width: 'half' }),
          f.text('title_doc', t('Actul de proprietate', 'Title deed', 'Titolo di proprietà'), { maxLength: 100, width: 'half' }),
          f.radio('use', t('Destinația', 'Use', 'Destinazione'), [opt('seat', t('Sediu social', 'Registered office', 'Sede legale')), opt('branch', t('Punct de lucru', 'Branch', 'Sede operativa')), opt('both', t('Sediu social și punct de lucru', 'Registered office and branch', 'Sede legale e operativa'))], { required: true }),
          f.number('years', t('Durata (ani)', 'Term (years)', 'Durata (anni)'), { required: true, min: 1, max: 99, decimals: 0, default: 10, width: 'half' }),
          f.checkbox('association', t('Acordul asociației de proprietari / vecinilor anexat', "Owners' association / neighbours' consent attached", 'Consenso del condominio / dei vicini allegato'), { width: 'half' }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [clause('terms', t('Clauze', 'Clauses', 'Clausole'), 'Folosința este gratuită. Comodatarul folosește imobilul numai pentru destinația arătată, nu îl dă în folosință altuia și suportă cheltuielile obișnuite legate de folosință. Comodantul poate cere restituirea înainte de termen numai pentru o nevoie urgentă și neprevăzută, cu un preaviz de 60 de zile, pentru a permite mutarea sediului.')], [t('Comodatar', 'Borrower', 'Comodatario'), t('Comodant', 'Lender', 'Comodante')]),
    ],
    pdf: { layout: 'contract', title: t('CONTRACT DE COMODAT', 'LOAN FOR USE CONTRACT', 'CONTRATTO DI COMODATO'), signatures: [t('Comodatar', 'Borrower', 'Comodatario'), t('Comodant', 'Lender', 'Comodante')], footer: t('Se depune la Registrul Comerțului ca dovadă a sediului, împreună cu extrasul de carte funciară.', 'Filed with the Trade Register as proof of the registered office, with the land book extract.', 'Si deposita al Registro delle imprese come prova della sede, con l’estratto tavolare.'), legal: [t('Codul civil, art. 2146 și urm. (comodatul)', 'Romanian Civil Code, art. 2146 ff. (loan for use)', 'Codice civile romeno, art. 2146 e segg. (comodato)')] },
    sample: {
      company: { ...firm('freelance', '2026-01-10') },
      owner: personB,
      property: { address: 'Str. Mântuleasa nr. 7, ap. 3, sector 3, București', land_book: 'CF 220145-C1-U3', title_doc: 'Contract de vânzare aut. nr. 1120/2015', use: 'seat', years: 10, association: true },
      closing: {},
    },
  });

const premisesHandover = (): CatalogEntry =>
  tradeApp({
    key: 'proces-verbal-predare-spatiu',
    version: 1,
    trades: ['general'],
    keywords: kw(
      'proces verbal predare primire spatiu, predare chei, index contoare, predare apartament, predare birou chirie, stare spatiu',
      'premises handover record, keys handover, meter readings, move-in inspection, move-out inspection',
      'verbale di consegna locale, consegna chiavi, letture contatori, stato dei locali',
    ),
    title: t('Proces-verbal de predare-primire a spațiului', 'Premises handover record', 'Verbale di consegna dei locali'),
    description: t(
      'Predarea unui spațiu închiriat la începutul sau la sfârșitul închirierii: indexul contoarelor (energie, apă, gaz), cheile și cartelele predate, starea fiecărei încăperi și a dotărilor, cu fotografii, semnat de ambele părți.',
      'Handing over rented premises at the start or end of a lease: meter readings (electricity, water, gas), keys and cards handed over, the condition of each room and fitting, with photos, signed by both parties.',
      "Consegna di un locale in affitto all'inizio o alla fine della locazione: letture dei contatori (luce, acqua, gas), chiavi e badge consegnati, stato di ogni stanza e dotazione, con foto, firmato dalle parti.",
    ),
    category: 'workshop',
    document: { kind: 'handover', currency: 'RON', number: { field: 'company.number', prefix: 'PVS', start: 1, padding: 4 } },
    steps: [
      firmStep(t('PV nr.', 'Record no.', 'Verbale n.'), t('Locator', 'Landlord', 'Locatore'), [f.text('contract_ref', t('Contract de închiriere nr.', 'Lease contract no.', 'Contratto di locazione n.'), { required: true, maxLength: 40 })]),
      clientStep({ title: t('Locatar', 'Tenant', 'Conduttore') }),
      {
        name: 'meters',
        title: t('Contoare și chei', 'Meters and keys', 'Contatori e chiavi'),
        fields: [
          f.radio('moment', t('Predare la', 'Handover at', 'Consegna'), [opt('start', t('Începutul închirierii', 'Start of the lease', 'Inizio della locazione')), opt('end', t('Sfârșitul închirierii', 'End of the lease', 'Fine della locazione'))], { required: true }),
          f.number('electricity', t('Index energie electrică (kWh)', 'Electricity meter (kWh)', 'Contatore luce (kWh)'), { min: 0, decimals: 1, width: 'third' }),
          f.number('water', t('Index apă (mc)', 'Water meter (m³)', 'Contatore acqua (m³)'), { min: 0, decimals: 3, width: 'third' }),
          f.number('gas', t('Index gaz (mc)', 'Gas meter (m³)', 'Contatore gas (m³)'), { min: 0, decimals: 3, width: 'third' }),
          f.number('keys', t('Chei predate (buc.)', 'Keys handed over', 'Chiavi consegnate'), { required: true, min: 0, decimals: 0, width: 'half' }),
          f.text('cards', t('Cartele, telecomenzi, coduri alarmă', 'Cards, remotes, alarm codes', 'Badge, telecomandi, codici allarme'), { maxLength: 150, width: 'half' }),
        ],
      },
      {
        name: 'rooms',
        title: t('Starea spațiului', 'Condition of the premises', 'Stato dei locali'),
        fields: [
          f.array('items', t('Încăperi și dotări', 'Rooms and fittings', 'Stanze e dotazioni'), [
            f.text('room', t('Încăpere / dotare', 'Room / fitting', 'Stanza / dotazione'), { required: true, maxLength: 80 }),
            f.select('state', t('Stare', 'Condition', 'Stato'), [opt('good', t('Bună', 'Good', 'Buono')), opt('worn', t('Uzură normală', 'Normal wear', 'Usura normale')), opt('damaged', t('Deteriorată', 'Damaged', 'Danneggiato'))], { required: true }),
            f.text('remarks', t('Observații', 'Remarks', 'Osservazioni'), { maxLength: 150 }),
          ], { required: true, maxItems: 60, role: 'lines.items' }),
          f.checkbox('photos', t('Fotografiile spațiului sunt anexate', 'Photos of the premises are attached', 'Le foto dei locali sono allegate')),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Am predat', 'Handed over by', 'Consegnato da'), t('Am primit', 'Received by', 'Ricevuto da')]),
    ],
    totals: [numberTotal('rooms', t('Poziții verificate', 'Items checked', 'Voci verificate'), 'count(rooms.items)')],
    pdf: { layout: 'handover', title: t('PV PREDARE SPAȚIU', 'PREMISES HANDOVER', 'VERBALE CONSEGNA LOCALI'), signatures: [t('Am predat', 'Handed over by', 'Consegnato da'), t('Am primit', 'Received by', 'Ricevuto da')], footer: t('Procesul-verbal face parte din contractul de închiriere; indexurile stau la baza decontării utilităților.', 'This record is part of the lease; the meter readings are the basis for settling utilities.', 'Il verbale fa parte del contratto di locazione; le letture sono la base per il conguaglio delle utenze.') },
    sample: {
      company: { ...firm('general', '2026-04-01'), contract_ref: 'CIS-0007' },
      client: { ...clientPerson, type: 'pj', name: 'Atelier Croitorie Ioana Mureșan PFA', cui: '40123452', contact: 'Ioana Mureșan' },
      meters: { moment: 'start', electricity: 18452.6, water: 312.45, gas: 0, keys: 3, cards: 'Telecomandă rulou, cod alarmă comunicat separat' },
      rooms: { items: [{ room: 'Spațiu de vânzare', state: 'good', remarks: 'Zugrăvit proaspăt' }, { room: 'Grup sanitar', state: 'worn', remarks: 'Faianță ciobită lângă lavoar' }, { room: 'Aer condiționat Daikin', state: 'good' }], photos: true },
      closing: {},
    },
  });

const leaveRequest = (): CatalogEntry =>
  tradeApp({
    key: 'cerere-concediu',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'cerere concediu de odihna, cerere concediu, cerere concediu fara plata, concediu pentru evenimente familiale, zile libere, planificare concediu',
      'leave request, annual leave request, holiday request, unpaid leave, family event leave, days off',
      'richiesta di ferie, domanda di ferie, permesso non retribuito, congedo per eventi familiari',
    ),
    title: t('Cerere de concediu', 'Leave request', 'Richiesta di ferie / permesso'),
    description: t(
      'Cererea unui salariat pentru concediu de odihnă, fără plată, pentru evenimente familiale sau pentru studii: perioada, numărul de zile lucrătoare, anul pentru care se ia concediul, înlocuitorul și aprobarea șefului și a conducerii.',
      'An employee’s request for annual, unpaid, family-event or study leave: the period, number of working days, the year the leave counts for, the replacement and the approval of the line manager and management.',
      'La richiesta di un dipendente per ferie, permesso non retribuito, eventi familiari o studio: periodo, giorni lavorativi, anno di competenza, sostituto e approvazione del responsabile e della direzione.',
    ),
    category: 'records',
    document: { kind: 'request', currency: 'RON', number: { field: 'company.number', prefix: 'CO', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Nr. înregistrare', 'Reference no.', 'N. di protocollo'), employer),
      employeeStep(),
      {
        name: 'leave',
        title: t('Concediul', 'The leave', 'Le ferie'),
        fields: [
          f.radio('kind', t('Tipul concediului', 'Type of leave', 'Tipo di congedo'), [opt('annual', t('De odihnă', 'Annual leave', 'Ferie')), opt('unpaid', t('Fără plată', 'Unpaid', 'Non retribuito')), opt('family', t('Evenimente familiale', 'Family event', 'Eventi familiari')), opt('study', t('Pentru studii', 'Study leave', 'Studio'))], { required: true }),
          f.date('from', t('De la', 'From', 'Dal'), { required: true, width: 'third' }),
          f.date('to', t('Până la (inclusiv)', 'To (inclusive)', 'Al (incluso)'), { required: true, width: 'third' }),
          f.number('days', t('Zile lucrătoare', 'Working days', 'Giorni lavorativi'), { required: true, min: 0.5, max: 90, decimals: 1, width: 'third' }),
          f.text('year', t('Din concediul anului', 'From the leave of year', "Dalle ferie dell'anno"), { maxLength: 10, visibleIf: 'kind == "annual"', width: 'half' }),
          f.text('event', t('Evenimentul (căsătorie, naștere, deces)', 'The event (marriage, birth, death)', "L'evento (matrimonio, nascita, decesso)"), { maxLength: 100, visibleIf: 'kind == "family"', width: 'half' }),
          f.text('replacement', t('Înlocuitor pe perioada concediului', 'Replacement during the leave', 'Sostituto durante le ferie'), { maxLength: 100 }),
        ],
      },
      closingStep(t('Aprobare', 'Approval', 'Approvazione'), [f.radio('decision', t('Decizia', 'Decision', 'Decisione'), [opt('approved', t('Aprobat', 'Approved', 'Approvato')), opt('rejected', t('Respins', 'Rejected', 'Respinto'))])], [t('Salariat', 'Employee', 'Dipendente'), t('Șef direct', 'Line manager', 'Responsabile'), t('Aprobat conducere', 'Approved by management', 'Approvato dalla direzione')]),
    ],
    pdf: { layout: 'generic', title: t('CERERE DE CONCEDIU', 'LEAVE REQUEST', 'RICHIESTA DI FERIE'), signatures: [t('Salariat', 'Employee', 'Dipendente'), t('Șef direct', 'Line manager', 'Responsabile'), t('Aprobat conducere', 'Approved by management', 'Approvato dalla direzione')], footer: t('Concediul de odihnă se efectuează conform programării; cererea aprobată se păstrează la dosarul de personal și se reflectă în pontaj.', 'Annual leave follows the leave schedule; the approved request goes in the personnel file and into the attendance sheet.', 'Le ferie seguono la programmazione; la richiesta approvata va nel fascicolo personale e nel foglio presenze.'), legal: [codulMuncii('art. 145 și urm.', 'dreptul la concediu de odihnă anual de cel puțin 20 de zile lucrătoare', 'right to at least 20 working days of annual leave', 'diritto ad almeno 20 giorni lavorativi di ferie annuali')] },
    sample: {
      company: firm('general', '2026-06-15'),
      employee: { name: 'Cristina Țuțuianu', cnp: '2961215053210', phone: '0744 555 010', position: 'Consultant vânzări', department: 'Magazin Cluj' },
      leave: { kind: 'annual', from: '2026-07-13', to: '2026-07-24', days: 10, year: '2026', replacement: 'Ioana Șerban' },
      closing: { decision: 'approved' },
    },
  });

const attendance = (): CatalogEntry =>
  tradeApp({
    key: 'foaie-colectiva-de-prezenta',
    version: 1,
    trades: ['general', 'construction', 'tailoring', 'gsm-pc'],
    public: true,
    keywords: kw(
      'pontaj, foaie colectiva de prezenta, condica de prezenta, evidenta orelor lucrate, ore suplimentare, concediu medical, absente, pontaj lunar',
      'attendance sheet, timesheet, hours worked record, overtime, sick leave, absences, monthly time record',
      'foglio presenze, registro presenze, ore lavorate, straordinari, malattia, assenze',
    ),
    title: t('Foaie colectivă de prezență (pontaj)', 'Attendance sheet (pontaj)', 'Foglio presenze collettivo'),
    description: t(
      'Pontajul lunar al salariaților: pentru fiecare, zilele lucrate, orele normale și suplimentare, zilele de concediu de odihnă și medical, absențele; totalul orelor lucrate se calculează pe fiecare salariat și pe firmă, pentru salarizare.',
      'The monthly time record of employees: for each, days worked, normal and overtime hours, days of annual and sick leave, absences; total hours are computed per employee and for the company, for payroll.',
      'Le presenze mensili dei dipendenti: per ciascuno giorni lavorati, ore ordinarie e straordinarie, giorni di ferie e malattia, assenze; le ore totali sono calcolate per dipendente e per azienda, per le paghe.',
    ),
    category: 'records',
    document: { kind: 'timesheet', currency: 'RON', number: { field: 'company.number', prefix: 'FP', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Foaia nr.', 'Sheet no.', 'Foglio n.'), employer, [
        f.text('month', t('Luna', 'Month', 'Mese'), { required: true, maxLength: 30, width: 'half' }),
        f.number('working_days', t('Zile lucrătoare în lună', 'Working days in the month', 'Giorni lavorativi del mese'), { required: true, min: 1, max: 23, decimals: 0, width: 'half' }),
      ]),
      {
        name: 'staff',
        title: t('Salariați', 'Employees', 'Dipendenti'),
        fields: [
          f.array('items', t('Salariați', 'Employees', 'Dipendenti'), [
            f.text('name', t('Salariat', 'Employee', 'Dipendente'), { required: true, maxLength: 80 }),
            f.number('days', t('Zile lucrate', 'Days worked', 'Giorni lavorati'), { required: true, min: 0, max: 31, decimals: 0 }),
            f.number('hours', t('Ore normale', 'Normal hours', 'Ore ordinarie'), { required: true, min: 0, decimals: 1 }),
            f.number('overtime', t('Ore supl.', 'Overtime', 'Straord.'), { min: 0, decimals: 1 }),
            f.number('co', t('CO (zile)', 'Leave (days)', 'Ferie (gg)'), { min: 0, decimals: 0 }),
            f.number('cm', t('CM (zile)', 'Sick (days)', 'Malattia (gg)'), { min: 0, decimals: 0 }),
            f.number('absent', t('Absențe', 'Absences', 'Assenze'), { min: 0, decimals: 0 }),
            f.number('total', t('Total ore', 'Total hours', 'Ore totali'), { compute: 'hours + overtime', decimals: 1 }),
          ], { required: true, maxItems: 200, role: 'lines.items' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Întocmit', 'Prepared by', 'Redatto da'), t('Verificat șef compartiment', 'Checked by the head of department', 'Verificato dal responsabile')]),
    ],
    totals: [numberTotal('staff', t('Salariați', 'Employees', 'Dipendenti'), 'count(staff.items)'), numberTotal('overtime', t('Ore suplimentare', 'Overtime hours', 'Ore straordinarie'), 'sum(staff.items.overtime)'), numberTotal('hours', t('Total ore lucrate', 'Total hours worked', 'Ore lavorate totali'), 'sum(staff.items.total)')],
    pdf: { layout: 'generic', title: t('FOAIE COLECTIVĂ DE PREZENȚĂ', 'ATTENDANCE SHEET', 'FOGLIO PRESENZE'), signatures: [t('Întocmit', 'Prepared by', 'Redatto da'), t('Verificat șef compartiment', 'Checked by the head of department', 'Verificato dal responsabile')], footer: t('CO – concediu de odihnă; CM – concediu medical. Orele suplimentare se compensează cu timp liber sau se plătesc cu spor, conform contractului.', 'CO – annual leave; CM – sick leave. Overtime is compensated with time off or paid with a bonus, per the contract.', 'CO – ferie; CM – malattia. Gli straordinari si compensano con riposi o si pagano con maggiorazione, come da contratto.'), legal: [codulMuncii('art. 119', 'evidența orelor de muncă prestate zilnic de fiecare salariat', 'record of hours worked daily by each employee', 'registrazione delle ore lavorate ogni giorno da ciascun dipendente')] },
    sample: {
      company: { ...firm('general', '2026-03-31'), month: 'Martie 2026', working_days: 22 },
      staff: { items: [
        { name: 'Ioana Șerban', days: 22, hours: 176, overtime: 6 },
        { name: 'Cristina Țuțuianu', days: 17, hours: 136, co: 5 },
        { name: 'Radu Ciobanu', days: 19, hours: 152, overtime: 2, cm: 3 },
      ] },
      closing: {},
    },
  });

const certificateRequest = (): CatalogEntry =>
  tradeApp({
    key: 'cerere-eliberare-adeverinta',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'cerere adeverinta, cerere adeverinta de salariat, cerere adeverinta de venit, adeverinta vechime, adeverinta medic de familie, cerere catre angajator',
      'request for an employment certificate, income certificate request, seniority certificate, request to employer',
      'richiesta di certificato di lavoro, certificato di reddito, certificato di anzianità',
    ),
    title: t('Cerere de eliberare a unei adeverințe', 'Request for an employment certificate', 'Richiesta di un certificato di lavoro'),
    description: t(
      'Cererea prin care un salariat îi cere angajatorului o adeverință: tipul ei (de salariat, de venit, de vechime, pentru medicul de familie), instituția la care servește, numărul de exemplare și cum o primește.',
      'The request by which an employee asks the employer for a certificate: its type (employment, income, seniority, for the family doctor), the institution it is for, the number of copies and how it is delivered.',
      "La richiesta con cui un dipendente chiede al datore un certificato: tipo (di lavoro, di reddito, di anzianità, per il medico di famiglia), l'ente a cui serve, il numero di copie e come riceverlo.",
    ),
    category: 'records',
    document: { kind: 'request', currency: 'RON', number: { field: 'company.number', prefix: 'CA', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Nr. înregistrare', 'Reference no.', 'N. di protocollo'), employer),
      employeeStep(),
      {
        name: 'request',
        title: t('Adeverința cerută', 'Certificate requested', 'Certificato richiesto'),
        fields: [
          f.radio('kind', t('Tip', 'Type', 'Tipo'), [opt('employee', t('De salariat', 'Employment', 'Di lavoro')), opt('income', t('De venit', 'Income', 'Di reddito')), opt('seniority', t('De vechime', 'Seniority', 'Di anzianità')), opt('doctor', t('Pentru medicul de familie / asigurat', 'For the family doctor / health insurance', 'Per il medico / assicurazione'))], { required: true }),
          f.text('for', t('Îmi este necesară la', 'Needed for', 'Mi serve per'), { required: true, maxLength: 150 }),
          f.number('months', t('Venitul pe ultimele (luni)', 'Income for the last (months)', 'Reddito degli ultimi (mesi)'), { min: 1, max: 12, decimals: 0, visibleIf: 'kind == "income"', width: 'half' }),
          f.number('copies', t('Exemplare', 'Copies', 'Copie'), { required: true, min: 1, max: 5, decimals: 0, default: 1, width: 'half' }),
          f.radio('delivery', t('O primesc', 'Delivery', 'Consegna'), [opt('paper', t('Pe hârtie, la sediu', 'On paper, at the office', 'Su carta, in sede')), opt('email', t('Pe e-mail, semnată electronic', 'By e-mail, e-signed', 'Per e-mail, firmato digitalmente'))], { required: true }),
        ],
      },
      closingStep(t('Semnătură', 'Signature', 'Firma'), [], [t('Salariat', 'Employee', 'Dipendente')]),
    ],
    pdf: { layout: 'generic', title: t('CERERE ADEVERINȚĂ', 'CERTIFICATE REQUEST', 'RICHIESTA CERTIFICATO'), signatures: [t('Salariat', 'Employee', 'Dipendente')], footer: t('Angajatorul eliberează la cerere documentele care atestă activitatea, vechimea și salariul salariatului.', 'On request, the employer issues documents attesting the employee’s work, seniority and pay.', 'Su richiesta il datore rilascia documenti che attestano attività, anzianità e retribuzione.'), legal: [codulMuncii('art. 40 alin. (2) lit. h)', 'obligația angajatorului de a elibera, la cerere, documentele care atestă calitatea de salariat', "the employer's duty to issue, on request, documents attesting employment", 'obbligo del datore di rilasciare, su richiesta, i documenti che attestano il rapporto di lavoro')] },
    sample: {
      company: firm('general', '2026-03-09'),
      employee: { name: 'Cristina Țuțuianu', cnp: '2961215053210', phone: '0744 555 010', position: 'Consultant vânzări', department: 'Magazin Cluj' },
      request: { kind: 'income', for: 'Banca Transilvania – dosar de credit', months: 6, copies: 1, delivery: 'paper' },
      closing: {},
    },
  });

const employmentCertificate = (): CatalogEntry =>
  tradeApp({
    key: 'adeverinta-de-salariat',
    version: 1,
    trades,
    keywords: kw(
      'adeverinta de salariat, adeverinta angajator, adeverinta de venit, adeverinta salariu, adeverinta vechime, adeverinta pentru banca',
      'employment certificate, certificate of employment, income certificate, salary certificate',
      'certificato di lavoro, attestato di servizio, certificato di reddito',
    ),
    title: t('Adeverință de salariat', 'Employment certificate', 'Certificato di lavoro'),
    description: t(
      'Adeverința eliberată de angajator: salariatul cu CNP, contractul individual de muncă (număr, dată, durată, normă), funcția și codul COR, vechimea la angajator, salariul brut dacă este cerut, scopul pentru care se eliberează, semnată de administrator.',
      'The certificate the employer issues: the employee with personal code, the employment contract (number, date, type, hours), position and occupation code, seniority with the employer, gross salary if asked, the purpose it is issued for, signed by the manager.',
      'Il certificato rilasciato dal datore: dipendente con codice personale, contratto di lavoro (numero, data, tipo, orario), mansione e codice COR, anzianità, retribuzione lorda se richiesta, scopo, firmato dall’amministratore.',
    ),
    category: 'records',
    document: { kind: 'certificate', currency: 'RON', number: { field: 'company.number', prefix: 'ADV', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Adeverința nr.', 'Certificate no.', 'Certificato n.'), employer),
      employeeStep([f.text('cor', t('Cod COR', 'Occupation code (COR)', 'Codice COR'), { maxLength: 10, pattern: '^[0-9]{6}$', width: 'half' })]),
      {
        name: 'employment',
        title: t('Contractul de muncă', 'Employment contract', 'Contratto di lavoro'),
        fields: [
          f.text('contract', t('CIM nr. / data', 'Contract no. / date', 'Contratto n. / data'), { required: true, maxLength: 40, width: 'half' }),
          f.date('since', t('Angajat din', 'Employed since', 'Assunto dal'), { required: true, width: 'half' }),
          f.radio('term', t('Durata', 'Term', 'Durata'), [opt('indefinite', t('Nedeterminată', 'Indefinite', 'Indeterminato')), opt('fixed', t('Determinată', 'Fixed-term', 'Determinato'))], { required: true, width: 'half' }),
          f.number('hours_day', t('Normă (ore/zi)', 'Hours per day', 'Ore al giorno'), { required: true, min: 1, max: 8, decimals: 0, default: 8, width: 'half' }),
          f.money('gross', t('Salariu brut lunar (lei)', 'Gross monthly salary (lei)', 'Retribuzione lorda mensile (lei)'), { min: 0, width: 'half' }),
          f.text('purpose', t('Se eliberează pentru a-i servi la', 'Issued to be used at', 'Rilasciato per servire presso'), { required: true, maxLength: 150 }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Administrator', 'Manager', 'Amministratore'), t('Întocmit (resurse umane)', 'Prepared by (HR)', 'Redatto da (personale)')]),
    ],
    pdf: { layout: 'generic', title: t('ADEVERINȚĂ', 'CERTIFICATE', 'CERTIFICATO'), signatures: [t('Administrator', 'Manager', 'Amministratore'), t('Întocmit (resurse umane)', 'Prepared by (HR)', 'Redatto da (personale)')], footer: t('Prin prezenta se adeverește că persoana de mai sus este salariata unității, conform datelor din registrul general de evidență a salariaților. ' + gdprNote.ro, 'This certifies that the person above is employed by the company, per the general register of employees. ' + gdprNote.en, "Si certifica che la persona sopra indicata è dipendente dell'azienda, secondo il registro generale dei dipendenti. " + gdprNote.it) },
    sample: {
      company: firm('general', '2026-03-10'),
      employee: { name: 'Cristina Țuțuianu', cnp: '2961215053210', position: 'Consultant vânzări', department: 'Magazin Cluj', cor: '524902' },
      employment: { contract: '14 / 01.09.2023', since: '2023-09-01', term: 'indefinite', hours_day: 8, gross: 5200, purpose: 'Banca Transilvania – dosar de credit' },
      closing: {},
    },
  });

const jobDescription = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-postului',
    version: 2,
    trades,
    keywords: kw(
      'fisa postului, fișa postului, atributii post, responsabilitati angajat, cod COR, anexa contract de munca, cerinte post',
      'job description, job duties, responsibilities, occupation code, employment contract annex, job requirements',
      'mansionario, descrizione della mansione, compiti, responsabilità, requisiti',
    ),
    title: t('Fișa postului', 'Job description', 'Mansionario (descrizione del posto)'),
    description: t(
      'Descrierea unui post, anexă la contractul individual de muncă: denumirea și codul COR, compartimentul, cui se subordonează și pe cine coordonează, atribuțiile numerotate, responsabilitățile, cerințele de studii și experiență și programul, semnată de salariat pentru luare la cunoștință.',
      'The description of a job, an annex to the employment contract: title and occupation code, department, reporting line and who it supervises, numbered duties, responsibilities, education and experience required and working hours, signed by the employee as read.',
      'La descrizione di un posto, allegata al contratto di lavoro: denominazione e codice COR, reparto, a chi risponde e chi coordina, compiti numerati, responsabilità, titoli ed esperienza richiesti e orario, firmata dal dipendente per presa visione.',
    ),
    category: 'records',
    document: { kind: 'other', currency: 'RON', number: { field: 'company.number', prefix: 'FP', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fișa nr.', 'Description no.', 'Mansionario n.'), employer),
      {
        name: 'job',
        title: t('Postul', 'The job', 'Il posto'),
        fields: [
          f.text('title', t('Denumirea postului', 'Job title', 'Denominazione del posto'), { required: true, maxLength: 100, width: 'half' }),
          f.text('cor', t('Cod COR', 'Occupation code (COR)', 'Codice COR'), { required: true, maxLength: 6, pattern: '^[0-9]{6}$', width: 'half' }),
          f.text('department', t('Compartiment', 'Department', 'Reparto'), { maxLength: 100, width: 'half' }),
          f.text('reports_to', t('Se subordonează', 'Reports to', 'Risponde a'), { required: true, maxLength: 100, width: 'half' }),
          f.text('supervises', t('Coordonează', 'Supervises', 'Coordina'), { maxLength: 150 }),
          f.array('duties', t('Atribuții', 'Duties', 'Compiti'), [f.text('duty', t('Atribuție', 'Duty', 'Compito'), { required: true, maxLength: 300 })], { required: true, maxItems: 40 }),
          f.textarea('responsibilities', t('Responsabilități', 'Responsibilities', 'Responsabilità'), { maxLength: 2000 }),
          f.textarea('requirements', t('Cerințe (studii, experiență, competențe)', 'Requirements (education, experience, skills)', 'Requisiti (titoli, esperienza, competenze)'), { required: true, maxLength: 2000 }),
          f.text('schedule', t('Program de lucru', 'Working hours', 'Orario di lavoro'), { maxLength: 100 }),
        ],
      },
      closingStep(t('Luare la cunoștință', 'Acknowledgement', 'Presa visione'), [f.text('employee', t('Salariat (nume)', 'Employee (name)', 'Dipendente (nome)'), { required: true, maxLength: 100 })], [t('Angajator', 'Employer', 'Datore di lavoro'), t('Am luat la cunoștință – salariat', 'Read and received – employee', 'Per presa visione – dipendente')]),
    ],
    totals: [numberTotal('duties', t('Atribuții', 'Duties', 'Compiti'), 'count(job.duties)')],
    pdf: { layout: 'generic', title: t('FIȘA POSTULUI', 'JOB DESCRIPTION', 'MANSIONARIO'), signatures: [t('Angajator', 'Employer', 'Datore di lavoro'), t('Am luat la cunoștință – salariat', 'Read and received – employee', 'Per presa visione – dipendente')], footer: t('Anexă la contractul individual de muncă; atribuțiile se pot modifica numai cu informarea salariatului.', 'Annex to the employment contract; duties change only with the employee informed.', 'Allegato al contratto di lavoro; i compiti cambiano solo informando il dipendente.'), legal: [codulMuncii('art. 17 alin. (3)', 'atribuțiile postului se comunică salariatului la angajare', 'the job duties are communicated to the employee on hiring', 'i compiti sono comunicati al dipendente all’assunzione')] },
    sample: {
      company: firm('general', '2026-03-02'),
      job: {
        title: 'Consultant vânzări', cor: '524902', department: 'Magazin Cluj', reports_to: 'Administrator', supervises: '—',
        duties: [{ duty: 'Consiliază clienții și vinde produsele din magazin' }, { duty: 'Emite bonuri fiscale și încasează numerar sau card' }, { duty: 'Recepționează marfa și participă la inventar' }],
        responsibilities: 'Răspunde de numerarul din casă și de marfa din raft pe durata programului.',
        requirements: 'Studii medii, experiență în vânzări de minimum 1 an, utilizare PC.',
        schedule: 'Luni–vineri 9–17, prin rotație sâmbăta',
      },
      closing: { employee: 'Cristina Țuțuianu' },
    },
  });

const resignation = (): CatalogEntry =>
  tradeApp({
    key: 'demisie',
    version: 1,
    trades,
    keywords: kw(
      'demisie, cerere de demisie, notificare demisie, preaviz, incetare contract de munca, model demisie',
      'resignation letter, notice of resignation, notice period, ending the employment contract',
      'dimissioni, lettera di dimissioni, preavviso, cessazione del rapporto di lavoro',
    ),
    title: t('Demisie (notificare)', 'Resignation notice', 'Lettera di dimissioni'),
    description: t(
      'Notificarea scrisă prin care salariatul își încetează contractul de muncă: contractul, data înregistrării, preavizul în zile lucrătoare, ultima zi de lucru și, opțional, renunțarea angajatorului la preaviz.',
      'The written notice by which an employee ends the employment contract: the contract, registration date, notice period in working days, last working day and, optionally, the employer waiving the notice.',
      'La comunicazione scritta con cui il dipendente cessa il contratto di lavoro: contratto, data di protocollo, preavviso in giorni lavorativi, ultimo giorno e, facoltativamente, la rinuncia del datore al preavviso.',
    ),
    category: 'records',
    document: { kind: 'request', currency: 'RON', number: { field: 'company.number', prefix: 'DEM', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Nr. înregistrare', 'Reference no.', 'N. di protocollo'), employer),
      employeeStep(),
      {
        name: 'notice',
        title: t('Demisia', 'The resignation', 'Le dimissioni'),
        fields: [
          f.text('contract', t('CIM nr. / data', 'Contract no. / date', 'Contratto n. / data'), { required: true, maxLength: 40, width: 'half' }),
          f.number('notice_days', t('Preaviz (zile lucrătoare)', 'Notice (working days)', 'Preavviso (giorni lavorativi)'), { required: true, min: 0, max: 45, decimals: 0, default: 20, width: 'half' }),
          f.date('last_day', t('Ultima zi de lucru', 'Last working day', 'Ultimo giorno di lavoro'), { required: true, width: 'half' }),
          f.checkbox('waiver', t('Angajatorul renunță la preaviz', 'The employer waives the notice', 'Il datore rinuncia al preavviso'), { width: 'half' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Salariat', 'Employee', 'Dipendente'), t('Înregistrat angajator', 'Registered by the employer', 'Protocollato dal datore')]),
    ],
    pdf: { layout: 'generic', title: t('DEMISIE', 'RESIGNATION', 'DIMISSIONI'), signatures: [t('Salariat', 'Employee', 'Dipendente'), t('Înregistrat angajator', 'Registered by the employer', 'Protocollato dal datore')], footer: t('Prin prezenta vă notific demisia mea, cu respectarea termenului de preaviz. Demisia nu trebuie motivată, iar angajatorul este obligat să o înregistreze.', 'I hereby give notice of my resignation, observing the notice period. A resignation needs no reason, and the employer must register it.', 'Con la presente comunico le mie dimissioni, nel rispetto del preavviso. Le dimissioni non vanno motivate e il datore deve protocollarle.'), legal: [codulMuncii('art. 81', 'preaviz de cel mult 20 de zile lucrătoare pentru funcțiile de execuție și 45 pentru cele de conducere', 'notice of at most 20 working days for staff and 45 for management positions', 'preavviso massimo di 20 giorni lavorativi per gli esecutivi e 45 per i dirigenti')] },
    sample: {
      company: firm('general', '2026-05-04'),
      employee: { name: 'Radu Ciobanu', cnp: '1790730127899', phone: '0723 010 020', position: 'Tehnician IT', department: 'Administrativ' },
      notice: { contract: '9 / 15.02.2022', notice_days: 20, last_day: '2026-06-01', waiver: false },
      closing: {},
    },
  });

const safetyTraining = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-instruire-ssm',
    version: 1,
    trades: ['general', 'construction', 'farming'],
    keywords: kw(
      'fisa de instruire SSM, fisa individuala de instruire, protectia muncii, instruire introductiv generala, instruire la locul de munca, instruire periodica',
      'health and safety training record, individual safety training card, induction training, on-the-job training, periodic training',
      'scheda formazione sicurezza, formazione individuale sicurezza sul lavoro, formazione generale, formazione periodica',
    ),
    title: t('Fișă individuală de instruire în domeniul securității și sănătății în muncă', 'Individual health and safety training card', 'Scheda individuale di formazione sulla sicurezza sul lavoro'),
    description: t(
      'Evidența instruirilor SSM ale unui lucrător: instruirea introductiv-generală, la locul de muncă și periodică, fiecare cu data, durata în ore, temele, cine a instruit și verificarea însușirii, semnate de lucrător și de instructor.',
      'The record of a worker’s safety training: induction, on-the-job and periodic training, each with date, hours, topics, who trained and the check of understanding, signed by the worker and the trainer.',
      'Le formazioni sulla sicurezza di un lavoratore: generale, sul posto di lavoro e periodica, ciascuna con data, ore, argomenti, formatore e verifica, firmate dal lavoratore e dal formatore.',
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'SSM', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fișa nr.', 'Card no.', 'Scheda n.'), employer),
      employeeStep([f.text('workplace', t('Locul de muncă', 'Workplace', 'Posto di lavoro'), { maxLength: 100 })]),
      {
        name: 'trainings',
        title: t('Instruiri', 'Training', 'Formazioni'),
        fields: [
          f.array('items', t('Instruiri', 'Training sessions', 'Sessioni'), [
            f.date('date', COMMON.date, { required: true }),
            f.select('kind', t('Tip', 'Type', 'Tipo'), [opt('induction', t('Introductiv-generală', 'Induction', 'Generale')), opt('workplace', t('La locul de muncă', 'On the job', 'Sul posto')), opt('periodic', t('Periodică', 'Periodic', 'Periodica')), opt('extra', t('Suplimentară', 'Additional', 'Aggiuntiva'))], { required: true }),
            f.number('hours', t('Ore', 'Hours', 'Ore'), { required: true, min: 0.5, decimals: 1 }),
            f.text('topics', t('Teme', 'Topics', 'Argomenti'), { required: true, maxLength: 200 }),
            f.text('trainer', t('Instruit de', 'Trainer', 'Formatore'), { required: true, maxLength: 80 }),
            f.select('result', t('Verificare', 'Check', 'Verifica'), [opt('ok', t('Admis', 'Passed', 'Superato')), opt('redo', t('Reluare', 'Repeat', 'Da ripetere'))], { required: true }),
          ], { required: true, maxItems: 100, role: 'lines.items' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Lucrător', 'Worker', 'Lavoratore'), t('Instructor', 'Trainer', 'Formatore')]),
    ],
    totals: [numberTotal('hours', t('Total ore de instruire', 'Total training hours', 'Ore totali di formazione'), 'sum(trainings.items.hours)')],
    pdf: { layout: 'generic', title: t('FIȘĂ DE INSTRUIRE SSM', 'SAFETY TRAINING CARD', 'SCHEDA FORMAZIONE SICUREZZA'), signatures: [t('Lucrător', 'Worker', 'Lavoratore'), t('Instructor', 'Trainer', 'Formatore')], footer: t('Lucrătorul începe lucrul numai după instruirea introductivă generală și cea la locul de muncă; instruirea periodică se repetă la intervalul stabilit de angajator.', 'No worker starts without induction and on-the-job training; periodic training is repeated at the interval set by the employer.', 'Nessun lavoratore inizia senza formazione generale e sul posto; la periodica si ripete all’intervallo stabilito dal datore.'), legal: [t('Legea nr. 319/2006 a securității și sănătății în muncă', 'Law 319/2006 on occupational safety and health', 'Legge 319/2006 sulla sicurezza e la salute sul lavoro')] },
    sample: {
      company: firm('general', '2026-03-02'),
      employee: { name: 'Cristina Țuțuianu', cnp: '2961215053210', phone: '0744 555 010', position: 'Consultant vânzări', department: 'Magazin Cluj', workplace: 'Magazin Cluj, Str. Fabricii nr. 10' },
      trainings: { items: [{ date: '2023-09-01', kind: 'induction', hours: 8, topics: 'Legislație SSM, PSI, prim ajutor', trainer: 'Ioana Șerban', result: 'ok' }, { date: '2023-09-01', kind: 'workplace', hours: 2, topics: 'Riscuri la casa de marcat și în depozit', trainer: 'Ioana Șerban', result: 'ok' }, { date: '2026-03-02', kind: 'periodic', hours: 2, topics: 'Evacuare, manipulare manuală', trainer: 'Ioana Șerban', result: 'ok' }] },
      closing: {},
    },
  });

const swornStatement = (): CatalogEntry =>
  tradeApp({
    key: 'declaratie-pe-proprie-raspundere',
    version: 1,
    trades: ['general', 'farming', 'freelance'],
    keywords: kw(
      'declaratie pe proprie raspundere, declaratie proprie raspundere, declaratie, model declaratie, fals in declaratii',
      'sworn statement, declaration on own responsibility, self-declaration, statutory declaration',
      'dichiarazione sostitutiva, autocertificazione, dichiarazione sotto la propria responsabilità',
    ),
    title: t('Declarație pe propria răspundere', 'Sworn statement (own responsibility)', 'Dichiarazione sotto la propria responsabilità'),
    description: t(
      'Declarația unei persoane (sau a reprezentantului unei firme) pe propria răspundere: cine declară, cu datele de identitate, calitatea, ce declară, instituția căreia îi este destinată și mențiunea că știe ce riscă pentru fals.',
      'A person’s (or a company representative’s) statement on their own responsibility: who declares, with identity details, capacity, what is declared, the institution it is for and the note that they know the penalty for false statements.',
      "La dichiarazione di una persona (o del rappresentante di un'impresa) sotto la propria responsabilità: chi dichiara con i dati d'identità, qualità, cosa dichiara, ente destinatario e consapevolezza delle sanzioni per il falso.",
    ),
    category: 'records',
    document: { kind: 'other', currency: 'RON', number: { field: 'company.number', prefix: 'DPR', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Nr.', 'No.', 'N.'), t('Firma (dacă declară în numele ei)', 'Company (if declaring for it)', 'Azienda (se dichiara per essa)')),
      personStep('declarant', t('Subsemnatul / subsemnata', 'The undersigned', 'Il / la sottoscritto/a'), { asClient: true, extra: [f.text('capacity', t('În calitate de', 'In the capacity of', 'In qualità di'), { maxLength: 100 })] }),
      {
        name: 'statement',
        title: t('Declarația', 'The statement', 'La dichiarazione'),
        fields: [
          f.textarea('text', t('Declar pe propria răspundere că', 'I declare on my own responsibility that', 'Dichiaro sotto la mia responsabilità che'), { required: true, maxLength: 4000 }),
          f.text('for', t('Declarația îmi este necesară la', 'This statement is for', 'La dichiarazione serve per'), { maxLength: 150 }),
        ],
      },
      closingStep(t('Semnătură', 'Signature', 'Firma'), [], [t('Declarant', 'Declarant', 'Dichiarante')]),
    ],
    pdf: { layout: 'generic', title: t('DECLARAȚIE', 'STATEMENT', 'DICHIARAZIONE'), signatures: [t('Declarant', 'Declarant', 'Dichiarante')], footer: t('Cunoscând prevederile Codului penal privind falsul în declarații, declar că datele de mai sus sunt reale, corecte și complete.', 'Aware of the Criminal Code provisions on false statements, I declare that the above is true, correct and complete.', 'Consapevole delle norme del Codice penale sul falso in dichiarazioni, dichiaro che quanto sopra è vero, corretto e completo.'), legal: [t('Codul penal, art. 326 – falsul în declarații', 'Romanian Criminal Code, art. 326 – false statements', 'Codice penale romeno, art. 326 – falso in dichiarazioni')] },
    sample: {
      company: firm('farm', '2026-03-12'),
      declarant: { ...personB, capacity: 'administrator', email: 'elena.valcu@exemplu.ro' },
      statement: { text: 'societatea nu are datorii la bugetul local al comunei Grindu și nu se află în procedură de insolvență sau lichidare la data prezentei.', for: 'Primăria comunei Grindu – închiriere pășune comunală' },
      closing: {},
    },
  });

const powerOfAttorney = (): CatalogEntry =>
  tradeApp({
    key: 'imputernicire-delegat',
    version: 1,
    trades: ['general', 'transport'],
    keywords: kw(
      'imputernicire, împuternicire, delegatie, procura firma, imputernicire ridicare marfa, reprezentare la ANAF, delegat',
      'authorisation letter, power of attorney for a company, delegate, collecting goods, representation',
      'delega, procura aziendale, autorizzazione al ritiro merce, rappresentanza',
    ),
    title: t('Împuternicire (delegație) pentru reprezentarea firmei', 'Authorisation to represent the company', "Delega a rappresentare l'azienda"),
    description: t(
      'Împuternicirea dată de firmă unei persoane să o reprezinte: cine este delegatul (nume, CNP, act de identitate), ce poate face (ridicare de marfă sau documente, depunere la instituții, semnare de procese-verbale), limitele, valabilitatea și dacă poate semna în numele firmei.',
      'The authorisation a company gives a person to represent it: who the delegate is (name, personal code, ID card), what they may do (collect goods or documents, file with institutions, sign handover records), limits, validity and whether they may sign for the company.',
      "La delega con cui un'impresa autorizza una persona a rappresentarla: chi è il delegato (nome, codice personale, documento), cosa può fare (ritirare merce o documenti, depositare presso enti, firmare verbali), limiti, validità e se può firmare per l'azienda.",
    ),
    category: 'records',
    document: { kind: 'other', currency: 'RON', number: { field: 'company.number', prefix: 'IMP', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Nr. înregistrare', 'Reference no.', 'N. di protocollo'), t('Firma mandantă', 'Company granting it', 'Azienda delegante'), [f.text('representative', t('Prin administrator', 'By the manager', "Tramite l'amministratore"), { required: true, maxLength: 150 })]),
      personStep('delegate', t('Delegat', 'Delegate', 'Delegato'), { addressRequired: false }),
      {
        name: 'scope',
        title: t('Obiectul împuternicirii', 'Scope', 'Oggetto della delega'),
        fields: [
          f.textarea('acts', t('Delegatul poate', 'The delegate may', 'Il delegato può'), { required: true, maxLength: 2000 }),
          f.text('institution', t('În relația cu', 'Dealing with', 'Nei rapporti con'), { maxLength: 150 }),
          f.date('valid_until', t('Valabilă până la', 'Valid until', 'Valida fino al'), { required: true, role: 'document.valid_until', width: 'half' }),
          f.checkbox('sign', t('Poate semna documente în numele firmei', 'May sign documents for the company', "Può firmare documenti per l'azienda"), { width: 'half' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Administrator', 'Manager', 'Amministratore'), t('Delegat', 'Delegate', 'Delegato')]),
    ],
    pdf: { layout: 'generic', title: t('ÎMPUTERNICIRE', 'AUTHORISATION', 'DELEGA'), signatures: [t('Administrator', 'Manager', 'Amministratore'), t('Delegat', 'Delegate', 'Delegato')], footer: t('Delegatul se legitimează cu actul de identitate; actele făcute în limitele împuternicirii obligă firma (mandatul, Codul civil).', 'The delegate shows their ID; acts within the authorisation bind the company (mandate, Romanian Civil Code).', "Il delegato si identifica con il documento; gli atti entro i limiti della delega vincolano l'azienda (mandato, Codice civile romeno).") },
    sample: {
      company: { ...firm('general', '2026-03-16'), representative: 'Ioana Șerban' },
      delegate: { name: 'Mihai Bălănescu', cnp: '1921103404565', id_card: 'RX 778899', id_issued: 'DEPABD București, 21.02.2022', phone: '0733 441 902' },
      scope: { acts: 'Să ridice marfa comandată prin comanda CMD-00031 de la Tehnomar Distribuție SRL, să verifice cantitatea și să semneze factura, avizul și procesul-verbal de recepție.', institution: 'Tehnomar Distribuție SRL, Timișoara', valid_until: '2026-03-31', sign: true },
      closing: {},
    },
  });

const correspondence = (): CatalogEntry =>
  tradeApp({
    key: 'registru-intrari-iesiri-documente',
    version: 1,
    trades,
    keywords: kw(
      'registru intrari iesiri, registratura, registru de corespondenta, numar de inregistrare, evidenta documente, adrese primite',
      'correspondence register, incoming and outgoing documents log, registry, reference number',
      'registro di protocollo, protocollo in entrata e uscita, registro corrispondenza, numero di protocollo',
    ),
    title: t('Registru de intrări-ieșiri documente', 'Incoming and outgoing documents register', 'Registro di protocollo (entrata e uscita)'),
    description: t(
      'Registratura firmei: fiecare document primit sau trimis cu numărul de înregistrare, data, emitentul sau destinatarul, conținutul pe scurt, cui a fost repartizat și cum s-a rezolvat; numărul documentelor intrate și ieșite se calculează.',
      'The company’s registry: each document received or sent with reference number, date, sender or recipient, short content, who it was assigned to and how it was dealt with; incoming and outgoing counts are computed.',
      "Il protocollo dell'azienda: ogni documento ricevuto o inviato con numero, data, mittente o destinatario, contenuto breve, assegnatario ed esito; conteggi di entrata e uscita calcolati.",
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'RIE', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fila nr.', 'Page no.', 'Pagina n.'), t('Firmă', 'Company', 'Azienda')),
      {
        name: 'entries',
        title: t('Documente', 'Documents', 'Documenti'),
        fields: [
          f.array('items', t('Înregistrări', 'Entries', 'Registrazioni'), [
            f.text('no', t('Nr. înreg.', 'Ref. no.', 'N. prot.'), { required: true, maxLength: 15 }),
            f.date('date', COMMON.date, { required: true }),
            f.select('direction', t('Sens', 'Direction', 'Verso'), [opt('in', t('Intrare', 'In', 'Entrata')), opt('out', t('Ieșire', 'Out', 'Uscita'))], { required: true }),
            f.text('party', t('Emitent / destinatar', 'Sender / recipient', 'Mittente / destinatario'), { required: true, maxLength: 80 }),
            f.text('content', t('Conținut pe scurt', 'Short content', 'Contenuto breve'), { required: true, maxLength: 150 }),
            f.text('assigned', t('Repartizat', 'Assigned to', 'Assegnato a'), { maxLength: 60 }),
            f.number('is_in', t('Intrat', 'In', 'Entrata'), { compute: 'direction == "in" ? 1 : 0', decimals: 0 }),
          ], { required: true, maxItems: 1000, role: 'lines.items' }),
        ],
      },
    ],
    totals: [numberTotal('total', t('Documente înregistrate', 'Documents registered', 'Documenti protocollati'), 'count(entries.items)'), numberTotal('in', t('Intrări', 'Incoming', 'In entrata'), 'sum(entries.items.is_in)'), numberTotal('out', t('Ieșiri', 'Outgoing', 'In uscita'), 'totals.total - totals.in')],
    pdf: { layout: 'generic', title: t('REGISTRU INTRĂRI-IEȘIRI', 'DOCUMENTS REGISTER', 'REGISTRO DI PROTOCOLLO'), footer: t('Numerele de înregistrare se dau în ordine, fără goluri, pe an calendaristic.', 'Reference numbers are given in order, without gaps, per calendar year.', 'I numeri di protocollo si assegnano in ordine, senza salti, per anno solare.') },
    sample: {
      company: firm('general', '2026-03-31'),
      entries: { items: [
        { no: '118', date: '2026-03-02', direction: 'in', party: 'ANAF – AJFP Cluj', content: 'Notificare privind depunerea declarației 300', assigned: 'Contabilitate' },
        { no: '119', date: '2026-03-05', direction: 'out', party: 'Ștefănescu Transport SRL', content: 'Somație de plată facturi restante', assigned: 'Administrator' },
        { no: '120', date: '2026-03-09', direction: 'in', party: 'Cristina Țuțuianu', content: 'Cerere de adeverință de venit', assigned: 'Resurse umane' },
      ] },
    },
  });

const findingRecord = (): CatalogEntry =>
  tradeApp({
    key: 'proces-verbal-de-constatare',
    version: 1,
    trades: ['general', 'construction', 'gsm-pc'],
    keywords: kw(
      'proces verbal de constatare, constatare defecte, constatare avarie, constatare daune, incident, inundatie birou, proces verbal incident',
      'finding record, incident report, damage report, defect report, flood in the office',
      'verbale di constatazione, verbale di sinistro, rapporto incidente, danni',
    ),
    title: t('Proces-verbal de constatare', 'Finding record (incident / damage report)', 'Verbale di constatazione'),
    description: t(
      'Consemnarea unei situații constatate la fața locului (avarie, defect, incident, pagubă, neconformitate): unde și când, cine a participat, ce s-a constatat, cauza probabilă, pagubele estimate pe fiecare bun și măsurile stabilite.',
      'Recording a situation found on site (breakdown, defect, incident, damage, non-conformity): where and when, who was there, what was found, likely cause, estimated damage per item and the measures agreed.',
      'La registrazione di una situazione constatata sul posto (guasto, difetto, incidente, danno, non conformità): dove e quando, chi era presente, cosa si è constatato, causa probabile, danni stimati per bene e misure concordate.',
    ),
    category: 'workshop',
    document: { kind: 'report', currency: 'RON', number: { field: 'company.number', prefix: 'PVC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('PV nr.', 'Record no.', 'Verbale n.'), t('Firmă', 'Company', 'Azienda'), [f.text('place', t('Locul constatării', 'Place', 'Luogo'), { required: true, maxLength: 150 })], { dateLabel: t('Data și ora', 'Date and time', 'Data e ora'), dateType: 'datetime' }),
      {
        name: 'finding',
        title: t('Constatarea', 'The finding', 'La constatazione'),
        fields: [
          f.textarea('present', t('Participanți (nume, calitate)', 'Present (name, capacity)', 'Presenti (nome, qualità)'), { required: true, maxLength: 1000 }),
          f.textarea('found', t('S-a constatat', 'Found', 'Si è constatato'), { required: true, maxLength: 3000 }),
          f.textarea('cause', t('Cauza probabilă', 'Likely cause', 'Causa probabile'), { maxLength: 1000 }),
          f.array('damages', t('Pagube estimate', 'Estimated damage', 'Danni stimati'), [
            f.text('item', t('Bun afectat', 'Item affected', 'Bene danneggiato'), { required: true, maxLength: 120 }),
            f.money('estimate', t('Valoare estimată', 'Estimated value', 'Valore stimato'), { required: true, min: 0 }),
          ], { maxItems: 50, role: 'lines.items' }),
          f.textarea('measures', t('Măsuri stabilite', 'Measures agreed', 'Misure concordate'), { maxLength: 2000 }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Întocmit', 'Prepared by', 'Redatto da'), t('Participanți', 'Present', 'Presenti')]),
    ],
    totals: [grand('sum(finding.damages.estimate)', t('Pagube estimate', 'Estimated damage', 'Danni stimati'))],
    pdf: { layout: 'generic', title: t('PROCES-VERBAL DE CONSTATARE', 'FINDING RECORD', 'VERBALE DI CONSTATAZIONE'), signatures: [t('Întocmit', 'Prepared by', 'Redatto da'), t('Participanți', 'Present', 'Presenti')], footer: t('Fotografiile și documentele anexate fac parte din acest document; o parte care nu semnează își consemnează obiecțiile.', 'Attached photos and documents are part of the record; a party that does not sign records its objections.', 'Foto e documenti allegati fanno parte del verbale; chi non firma annota le proprie obiezioni.') },
    sample: {
      company: { ...firm('general', '2026-02-14T09:15'), place: 'Depozitul din Str. Fabricii 10' },
      finding: { present: 'Ioana Șerban (administrator), Radu Ciobanu (tehnician), Vasile Dăncilă (administrator clădire)', found: 'Apă pe pardoseala depozitului pe circa 20 mp, provenită din țeava de alimentare a apartamentului de la etajul 1; două rafturi inferioare udate.', cause: 'Fisurarea țevii de alimentare din cauza înghețului.', damages: [{ item: 'Cutii cu accesorii telefoane (40 buc.)', estimate: 1400 }, { item: 'Raft metalic inferior', estimate: 350 }], measures: 'Apa a fost oprită; marfa udată se inventariază separat; se anunță asigurătorul clădirii.' },
      closing: {},
    },
  });

const complaintsRegister = (): CatalogEntry =>
  tradeApp({
    key: 'registru-reclamatii-clienti',
    version: 1,
    trades: ['general', 'gsm-pc', 'tailoring'],
    keywords: kw(
      'registru reclamatii, registru de sesizari, reclamatii clienti, evidenta reclamatii, solutionare reclamatii, ANPC',
      'customer complaints register, complaints log, complaint handling, consumer complaints',
      'registro reclami, registro segnalazioni clienti, gestione reclami',
    ),
    title: t('Registru de reclamații ale clienților', 'Customer complaints register', 'Registro dei reclami dei clienti'),
    description: t(
      'Evidența reclamațiilor primite de la clienți: data, clientul și contactul, produsul sau serviciul, problema, soluția, data răspunsului și dacă clientul a fost mulțumit; zilele de răspuns se completează pentru a urmări termenul.',
      'The record of complaints received from customers: date, customer and contact, product or service, problem, solution, reply date and whether the customer was satisfied; days to reply are filled in to track the deadline.',
      'La registrazione dei reclami ricevuti: data, cliente e contatto, prodotto o servizio, problema, soluzione, data della risposta ed esito; i giorni di risposta servono a seguire il termine.',
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'RR', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fila nr.', 'Page no.', 'Pagina n.'), t('Firmă', 'Company', 'Azienda')),
      {
        name: 'complaints',
        title: t('Reclamații', 'Complaints', 'Reclami'),
        fields: [
          f.array('items', t('Reclamații', 'Complaints', 'Reclami'), [
            f.date('date', COMMON.date, { required: true }),
            f.text('customer', t('Client / contact', 'Customer / contact', 'Cliente / contatto'), { required: true, maxLength: 80 }),
            f.text('subject', t('Produs / serviciu', 'Product / service', 'Prodotto / servizio'), { required: true, maxLength: 80 }),
            f.text('problem', t('Problema', 'Problem', 'Problema'), { required: true, maxLength: 150 }),
            f.text('solution', t('Soluția', 'Solution', 'Soluzione'), { maxLength: 150 }),
            f.number('days', t('Zile până la răspuns', 'Days to reply', 'Giorni alla risposta'), { min: 0, decimals: 0 }),
            f.select('outcome', t('Rezultat', 'Outcome', 'Esito'), [opt('solved', t('Rezolvată', 'Solved', 'Risolto')), opt('open', t('În lucru', 'Open', 'Aperto')), opt('rejected', t('Respinsă', 'Rejected', 'Respinto'))], { required: true }),
          ], { required: true, maxItems: 500, role: 'lines.items' }),
        ],
      },
    ],
    totals: [numberTotal('count', t('Reclamații înregistrate', 'Complaints recorded', 'Reclami registrati'), 'count(complaints.items)'), numberTotal('max_days', t('Cel mai lung timp de răspuns (zile)', 'Longest reply time (days)', 'Tempo massimo di risposta (giorni)'), 'max(complaints.items.days)')],
    pdf: { layout: 'generic', title: t('REGISTRU DE RECLAMAȚII', 'COMPLAINTS REGISTER', 'REGISTRO RECLAMI'), footer: t('Consumatorul nemulțumit de răspuns se poate adresa ANPC sau unei entități de soluționare alternativă a litigiilor (SAL).', 'A consumer unhappy with the answer may turn to ANPC or an alternative dispute resolution (ADR) body.', "Il consumatore insoddisfatto può rivolgersi all'ANPC o a un organismo di risoluzione alternativa delle controversie (ADR)."), legal: [t('OG nr. 21/1992 privind protecția consumatorilor', 'Government Ordinance 21/1992 on consumer protection', 'OG 21/1992 sulla tutela dei consumatori')] },
    sample: {
      company: firm('gsm', '2026-03-31'),
      complaints: { items: [
        { date: '2026-03-03', customer: 'Ioana Șerbănescu, 0746 302 118', subject: 'Înlocuire display', problem: 'Touch-ul nu răspunde la margine', solution: 'Display înlocuit în garanție', days: 2, outcome: 'solved' },
        { date: '2026-03-23', customer: 'Vlad Sârbu, 0766 110 220', subject: 'Căști Sony', problem: 'Casca dreaptă nu redă sunet', solution: 'Înlocuire din stoc', days: 3, outcome: 'solved' },
      ] },
    },
  });

const jobApplication = (): CatalogEntry =>
  tradeApp({
    key: 'cerere-de-angajare',
    version: 1,
    trades,
    keywords: kw(
      'cerere de angajare, formular angajare, aplicare post, candidat, date candidat, acte angajare',
      'job application form, applying for a job, candidate details, hiring documents',
      'domanda di assunzione, candidatura, modulo candidato, documenti per l’assunzione',
    ),
    title: t('Cerere de angajare', 'Job application', 'Domanda di assunzione'),
    description: t(
      'Cererea unui candidat pentru un post: datele de contact, postul dorit, data de la care poate începe, studiile și experiența pe rânduri, actele depuse la dosar și acordul pentru prelucrarea datelor în procesul de recrutare.',
      'A candidate’s application for a job: contact details, the job wanted, start date, education and experience line by line, documents filed and consent to data processing during recruitment.',
      'La domanda di un candidato per un posto: contatti, posto desiderato, data di inizio, studi ed esperienza per righe, documenti consegnati e consenso al trattamento dei dati per la selezione.',
    ),
    category: 'records',
    document: { kind: 'request', currency: 'RON', number: { field: 'company.number', prefix: 'CA', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Nr. înregistrare', 'Reference no.', 'N. di protocollo'), employer),
      personStep('candidate', t('Candidat', 'Candidate', 'Candidato'), { asClient: true, cnpRequired: false, idCard: false }),
      {
        name: 'application',
        title: t('Postul și experiența', 'Job and experience', 'Posto ed esperienza'),
        fields: [
          f.text('job', t('Postul pentru care candidez', 'Job applied for', 'Posto richiesto'), { required: true, maxLength: 100, width: 'half' }),
          f.date('available', t('Pot începe de la', 'Available from', 'Disponibile dal'), { width: 'half' }),
          f.array('history', t('Studii și experiență', 'Education and experience', 'Studi ed esperienza'), [
            f.text('period', t('Perioada', 'Period', 'Periodo'), { required: true, maxLength: 30 }),
            f.text('where', t('Instituția / angajatorul', 'School / employer', 'Istituto / datore'), { required: true, maxLength: 100 }),
            f.text('role', t('Calificare / funcție', 'Qualification / position', 'Qualifica / mansione'), { required: true, maxLength: 100 }),
          ], { maxItems: 30 }),
          f.text('documents', t('Acte depuse', 'Documents filed', 'Documenti consegnati'), { maxLength: 200 }),
          f.checkbox('consent', t('Sunt de acord cu prelucrarea datelor mele în scopul recrutării, pe durata acesteia și 6 luni după', 'I agree to my data being processed for recruitment, for its duration and 6 months after', 'Acconsento al trattamento dei miei dati per la selezione, per la sua durata e 6 mesi dopo'), { required: true }),
        ],
      },
      closingStep(t('Semnătură', 'Signature', 'Firma'), [], [t('Candidat', 'Candidate', 'Candidato')]),
    ],
    totals: [numberTotal('history', t('Poziții în istoric', 'History entries', 'Voci nello storico'), 'count(application.history)')],
    pdf: { layout: 'estimate', title: t('CERERE DE ANGAJARE', 'JOB APPLICATION', 'DOMANDA DI ASSUNZIONE'), signatures: [t('Candidat', 'Candidate', 'Candidato')], footer: gdprNote },
    sample: {
      company: firm('general', '2026-04-08'),
      candidate: { name: 'Andreea Rădulescu', address: 'Str. Observatorului nr. 12, Cluj-Napoca', phone: '0745 880 123', email: 'andreea.r@exemplu.ro' },
      application: { job: 'Consultant vânzări', available: '2026-05-01', history: [{ period: '2015–2019', where: 'Colegiul Economic Iulian Pop, Cluj-Napoca', role: 'Bacalaureat, profil economic' }, { period: '2020–2026', where: 'Flanco Retail SA', role: 'Consultant vânzări' }], documents: 'CV, copie diplomă bacalaureat, recomandare', consent: true },
      closing: {},
    },
  });

const accountingHandover = (): CatalogEntry =>
  tradeApp({
    key: 'proces-verbal-predare-documente-contabile',
    version: 1,
    trades: ['general', 'freelance', 'farming'],
    keywords: kw(
      'predare documente contabilitate, proces verbal predare acte contabile, documente catre contabil, dosar lunar contabilitate, borderou documente',
      'handing documents to the accountant, monthly accounting documents, bookkeeping handover record',
      'consegna documenti al commercialista, documenti contabili mensili, verbale di consegna documenti',
    ),
    title: t('Proces-verbal de predare a documentelor contabile', 'Handover of accounting documents', 'Verbale di consegna dei documenti contabili'),
    description: t(
      'Predarea lunară a documentelor către contabil sau firma de contabilitate: luna, fiecare tip de document (facturi emise și primite, extrase, bonuri, chitanțe, contracte) cu numărul de file și intervalul de numere, ce lipsește și termenul de completare.',
      'The monthly handover of documents to the accountant or accounting firm: the month, each type of document (invoices issued and received, statements, receipts, contracts) with the number of pages and range of numbers, what is missing and the deadline to complete it.',
      'La consegna mensile dei documenti al commercialista: mese, ogni tipo di documento (fatture emesse e ricevute, estratti, scontrini, ricevute, contratti) con numero di fogli e intervallo di numeri, cosa manca e termine per completare.',
    ),
    category: 'workshop',
    document: { kind: 'handover', currency: 'RON', number: { field: 'company.number', prefix: 'PDC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('PV nr.', 'Record no.', 'Verbale n.'), t('Firmă (predă)', 'Company (hands over)', 'Azienda (consegna)'), [f.text('month', t('Luna', 'Month', 'Mese'), { required: true, maxLength: 30 })]),
      clientStep({ title: t('Contabil (primește)', 'Accountant (receives)', 'Commercialista (riceve)') }),
      {
        name: 'documents',
        title: t('Documente predate', 'Documents handed over', 'Documenti consegnati'),
        fields: [
          f.array('items', t('Documente', 'Documents', 'Documenti'), [
            f.text('kind', t('Tip document', 'Document type', 'Tipo di documento'), { required: true, maxLength: 80 }),
            f.text('range', t('De la nr. – la nr.', 'From no. – to no.', 'Dal n. – al n.'), { maxLength: 60 }),
            f.number('pages', t('File', 'Pages', 'Fogli'), { required: true, min: 1, decimals: 0 }),
          ], { required: true, maxItems: 60, role: 'lines.items' }),
          f.textarea('missing', t('Documente lipsă', 'Missing documents', 'Documenti mancanti'), { maxLength: 1000 }),
          f.date('complete_by', t('Se completează până la', 'To be completed by', 'Da completare entro il'), { width: 'half' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Am predat', 'Handed over by', 'Consegnato da'), t('Am primit', 'Received by', 'Ricevuto da')]),
    ],
    totals: [numberTotal('pages', t('Total file', 'Total pages', 'Fogli totali'), 'sum(documents.items.pages)')],
    pdf: { layout: 'handover', title: t('PV PREDARE DOCUMENTE', 'DOCUMENTS HANDOVER', 'CONSEGNA DOCUMENTI'), signatures: [t('Am predat', 'Handed over by', 'Consegnato da'), t('Am primit', 'Received by', 'Ricevuto da')], footer: t('Documentele se predau până la data convenită din luna următoare, ca declarațiile fiscale să poată fi depuse la termen; originalele rămân în păstrarea firmei.', 'Documents are handed over by the agreed day of the following month so that tax returns can be filed on time; originals stay with the company.', 'I documenti si consegnano entro il giorno concordato del mese successivo per depositare in tempo le dichiarazioni; gli originali restano all’azienda.') },
    sample: {
      company: { ...firm('general', '2026-04-06'), month: 'Martie 2026' },
      client: { type: 'pj', name: 'Contexpert Audit SRL', cui: '4266367', contact: 'Daniela Pop, expert contabil', address: 'Str. Dorobanților nr. 18, Cluj-Napoca', email: 'office@contexpert.ro' },
      documents: { items: [{ kind: 'Facturi emise', range: 'CE-0205 – CE-0231', pages: 27 }, { kind: 'Facturi primite', pages: 34 }, { kind: 'Extrase de cont BT', range: '1–4', pages: 9 }, { kind: 'Registru de casă și chitanțe', pages: 22 }], missing: 'Factura de energie pentru martie (nesosită de la furnizor).', complete_by: '2026-04-15' },
      closing: {},
    },
  });

const managerDecision = (): CatalogEntry =>
  tradeApp({
    key: 'decizie-administrator',
    version: 1,
    trades: ['general'],
    keywords: kw(
      'decizie administrator, decizie interna, decizie numire, decizie comisie inventariere, decizie numire responsabil, act intern firma',
      'manager decision, internal decision, appointment decision, inventory committee decision, company internal act',
      'determina dell’amministratore, decisione interna, nomina, nomina commissione inventario',
    ),
    title: t('Decizie a administratorului', "Manager's decision", "Determina dell'amministratore"),
    description: t(
      'Actul intern prin care administratorul hotărăște ceva (numirea comisiei de inventariere, a unui responsabil, aprobarea unui regulament, a plafonului de casă): temeiul, articolele numerotate, cine duce la îndeplinire și cui se comunică.',
      'The internal act by which the manager decides something (appointing the inventory committee or a person in charge, approving internal rules, the cash limit): the legal basis, numbered articles, who carries it out and who is notified.',
      "L'atto interno con cui l'amministratore decide qualcosa (nomina della commissione d'inventario o di un responsabile, approvazione di un regolamento, limite di cassa): base, articoli numerati, chi esegue e a chi si comunica.",
    ),
    category: 'records',
    document: { kind: 'other', currency: 'RON', number: { field: 'company.number', prefix: 'DEC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Decizia nr.', 'Decision no.', 'Determina n.'), company(), [f.text('manager', t('Administrator', 'Manager', 'Amministratore'), { required: true, maxLength: 100 })]),
      {
        name: 'decision',
        title: t('Decizia', 'The decision', 'La determina'),
        fields: [
          f.text('subject', t('Privind', 'Concerning', 'Oggetto'), { required: true, maxLength: 200 }),
          f.textarea('basis', t('Având în vedere (temeiul)', 'Considering (basis)', 'Visto (base)'), { required: true, maxLength: 1500 }),
          f.array('articles', t('Articole', 'Articles', 'Articoli'), [f.textarea('text', t('Articol', 'Article', 'Articolo'), { required: true, maxLength: 1500 })], { required: true, maxItems: 20 }),
          f.text('notify', t('Se comunică', 'Notified to', 'Si comunica a'), { maxLength: 200 }),
        ],
      },
      closingStep(t('Semnătură', 'Signature', 'Firma'), [], [t('Administrator', 'Manager', 'Amministratore')]),
    ],
    totals: [numberTotal('articles', t('Articole', 'Articles', 'Articoli'), 'count(decision.articles)')],
    pdf: { layout: 'generic', title: t('DECIZIE', 'DECISION', 'DETERMINA'), signatures: [t('Administrator', 'Manager', 'Amministratore')], footer: t('Decizia intră în vigoare la data semnării și se păstrează în registrul de decizii al firmei.', 'The decision takes effect when signed and is kept in the company’s register of decisions.', 'La determina entra in vigore alla firma e si conserva nel registro delle determine.') },
    sample: {
      company: { ...firm('general', '2026-12-15'), manager: 'Ioana Șerban' },
      decision: { subject: 'Numirea comisiei de inventariere pentru anul 2026', basis: 'Legea contabilității nr. 82/1991 și OMFP nr. 2861/2009 privind inventarierea elementelor de activ și de pasiv.', articles: [{ text: 'Se numește comisia de inventariere: Ioana Șerban – președinte, Radu Ciobanu și Cristina Țuțuianu – membri.' }, { text: 'Inventarierea se desfășoară între 28 și 31 decembrie 2026, cu rezultatele consemnate în listele de inventariere.' }], notify: 'Membrii comisiei, gestionarii, contabilitatea' },
      closing: {},
    },
  });

const quoteRequest = (): CatalogEntry =>
  tradeApp({
    key: 'cerere-de-oferta',
    version: 1,
    trades: ['general', 'construction', 'farming'],
    keywords: kw(
      'cerere de oferta, solicitare oferta, cerere pret furnizor, request for quotation, RFQ, achizitie, comparare oferte',
      'request for quotation, RFQ, price request to suppliers, procurement, comparing offers',
      'richiesta di offerta, richiesta di preventivo, RFQ, acquisti, confronto offerte',
    ),
    title: t('Cerere de ofertă către furnizori', 'Request for quotation to suppliers', 'Richiesta di offerta ai fornitori'),
    description: t(
      'Cererea trimisă mai multor furnizori înainte de cumpărare: produsele sau serviciile cu cantitatea și specificațiile, termenul de livrare dorit, locul, condițiile de plată, termenul până la care se primesc ofertele și criteriul de alegere.',
      'The request sent to several suppliers before buying: products or services with quantity and specifications, wanted delivery time, place, payment terms, the deadline for offers and how the winner is chosen.',
      "La richiesta inviata a più fornitori prima dell'acquisto: prodotti o servizi con quantità e specifiche, consegna desiderata, luogo, pagamento, termine per le offerte e criterio di scelta.",
    ),
    category: 'commercial',
    document: { kind: 'request', currency: 'RON', number: { field: 'company.number', prefix: 'CO', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Cerere nr.', 'Request no.', 'Richiesta n.'), t('Solicitant', 'Buyer', 'Richiedente')),
      {
        name: 'needs',
        title: t('Ce se cere', 'What is requested', 'Cosa si richiede'),
        fields: [
          f.array('items', t('Produse / servicii', 'Products / services', 'Prodotti / servizi'), [
            f.text('name', t('Produs / serviciu', 'Product / service', 'Prodotto / servizio'), { required: true, maxLength: 150 }),
            f.text('specs', t('Specificații', 'Specifications', 'Specifiche'), { maxLength: 200 }),
            f.select('unit', COMMON.unit, [opt('buc', t('buc', 'pcs', 'pz')), opt('kg', t('kg', 'kg', 'kg')), opt('t', t('t', 't', 't')), opt('mp', t('mp', 'm²', 'm²')), opt('serv', t('serviciu', 'service', 'servizio'))], { required: true, default: 'buc' }),
            f.number('qty', COMMON.qty, { required: true, min: 0.001, decimals: 3 }),
          ], { required: true, maxItems: 100, role: 'lines.items' }),
          f.text('delivery', t('Livrare (termen, loc)', 'Delivery (date, place)', 'Consegna (data, luogo)'), { required: true, maxLength: 200 }),
          f.text('payment', t('Condiții de plată propuse', 'Proposed payment terms', 'Condizioni di pagamento proposte'), { maxLength: 150 }),
          f.date('offers_by', t('Ofertele se primesc până la', 'Offers by', 'Offerte entro il'), { required: true, width: 'half' }),
          f.radio('criterion', t('Criteriu de alegere', 'Selection criterion', 'Criterio di scelta'), [opt('price', t('Prețul cel mai mic', 'Lowest price', 'Prezzo più basso')), opt('value', t('Cel mai bun raport calitate-preț', 'Best value for money', 'Miglior rapporto qualità-prezzo'))], { required: true, width: 'half' }),
        ],
      },
      closingStep(t('Semnătură', 'Signature', 'Firma'), [], [t('Solicitant', 'Buyer', 'Richiedente')]),
    ],
    totals: [numberTotal('lines', t('Poziții cerute', 'Lines requested', 'Righe richieste'), 'count(needs.items)')],
    pdf: { layout: 'quote', title: t('CERERE DE OFERTĂ', 'REQUEST FOR QUOTATION', 'RICHIESTA DI OFFERTA'), signatures: [t('Solicitant', 'Buyer', 'Richiedente')], footer: t('Cererea nu obligă la cumpărare. Vă rugăm să precizați în ofertă prețurile fără TVA, valabilitatea și garanția.', 'This request is not a commitment to buy. Please state prices excluding VAT, validity and warranty in your offer.', "La richiesta non impegna all'acquisto. Indicare nell'offerta prezzi IVA esclusa, validità e garanzia.") },
    sample: {
      company: firm('general', '2026-03-04'),
      needs: { items: [{ name: 'Laptop 15,6"', specs: 'i5 sau Ryzen 5, 16 GB RAM, SSD 512 GB, Windows 11 Pro', unit: 'buc', qty: 5 }, { name: 'Monitor 24"', specs: 'IPS, Full HD, reglabil pe înălțime', unit: 'buc', qty: 5 }], delivery: 'În 10 zile de la comandă, la sediul din Cluj-Napoca', payment: 'OP la 30 de zile', offers_by: '2026-03-09', criterion: 'value' },
      closing: {},
    },
  });

export const generalOffice: CatalogEntry[] = [
  carSale(),
  premisesLease(),
  equipmentRental(),
  officeLoan(),
  premisesHandover(),
  leaveRequest(),
  attendance(),
  certificateRequest(),
  employmentCertificate(),
  jobDescription(),
  resignation(),
  safetyTraining(),
  swornStatement(),
  powerOfAttorney(),
  correspondence(),
  findingRecord(),
  complaintsRegister(),
  jobApplication(),
  accountingHandover(),
  managerDecision(),
  quoteRequest(),
];

