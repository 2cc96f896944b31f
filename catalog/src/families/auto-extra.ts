import { type CatalogEntry, type Text, f, opt, t } from '../build.js';
import { clientStep, plateField, vehicleStep } from '../fragments.js';
import { fuelLevelOptions, unitField } from '../fragments-commercial.js';
import { L, checkOptions, checklistField, gdprNote, kw, numberTotal, remarksField, step, sumTotal, tradeDoc, twoCopies, vat21, verdictField } from '../fragments-trades.js';
import { car, firm, issuer, person } from '../samples-trades.js';

/**
 * Auto workshops beyond the estimate, entry sheet and order (SPEC §1): the papers around a repair –
 * diagnosis, warranty, extra-work approval, replaced parts, delivery, tests on the stand – and the
 * workshop's own records (parts issued, mechanics' time, supplier orders and claims).
 */

const trades = ['auto' as const];
const sampleCo = (extra = {}) => issuer('auto', extra);
const carStep = (odometerLabel?: Text, papers = false) => vehicleStep({ serviceDates: false, vinRequired: false, papers, ...(odometerLabel ? { odometerLabel } : {}) });
const workshopSignatures: Text[] = [t('Service', 'Workshop', 'Officina'), t('Client', 'Client', 'Cliente')];
const rntr9 = t(
  'Service auto autorizat RAR conform RNTR 9 (Ordinul MT nr. 2131/2005).',
  'Workshop authorised by RAR under RNTR 9 (Order 2131/2005 of the Ministry of Transport).',
  "Officina autorizzata RAR secondo l'RNTR 9 (Ordine MT n. 2131/2005).",
);
const workRef = () => f.text('work_ref', t('Deviz / comandă nr.', 'Estimate / order no.', 'Preventivo / ordine n.'), { maxLength: 30, width: 'half' });

/** 1. Certificat de garanție pentru reparații. */
const repairWarranty = tradeDoc({
  key: 'certificat-garantie-reparatii-auto',
  title: t('Certificat de garanție pentru reparații auto', 'Car repair warranty certificate', 'Certificato di garanzia per riparazioni auto'),
  description: t(
    'Garanția dată clientului pentru lucrările și piesele montate: vehiculul și km la predare, lucrările cu garanția în luni sau km, piesele cu producătorul și garanția lor, condițiile (revizii, utilizare) și ce anulează garanția.',
    'The warranty given to the client for the work and parts fitted: the vehicle and odometer at handover, jobs with their warranty in months or km, parts with their maker and warranty, the conditions (servicing, use) and what voids it.',
    'La garanzia data al cliente per lavori e ricambi montati: veicolo e km alla consegna, lavori con garanzia in mesi o km, ricambi con produttore e garanzia, condizioni (tagliandi, uso) e cause di decadenza.',
  ),
  category: 'workshop',
  trades,
  keywords: kw('certificat garantie, garantie reparatie, garantie service auto, garantie piese, certificat de garantie auto', 'warranty certificate, repair warranty, parts warranty, workshop guarantee', 'certificato di garanzia, garanzia riparazione, garanzia ricambi'),
  public: true,
  kind: 'certificate',
  prefix: 'CG',
  company: { numberLabel: t('Certificat nr.', 'Certificate no.', 'Certificato n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    clientStep(),
    carStep(t('Km la predare', 'Odometer at handover', 'Km alla consegna')),
    step('warranty', t('Garanție', 'Warranty', 'Garanzia'), [
      workRef(),
      f.array('works', t('Lucrări garantate', 'Jobs covered', 'Lavori garantiti'), [
        f.text('work', t('Lucrare', 'Job', 'Lavoro'), { required: true, maxLength: 200 }),
        f.number('months', t('Luni', 'Months', 'Mesi'), { required: true, min: 0, decimals: 0 }),
        f.number('km', t('Km', 'Km', 'Km'), { min: 0, decimals: 0 }),
      ], { required: true, maxItems: 50, role: 'lines.labor' }),
      f.array('parts', t('Piese montate', 'Parts fitted', 'Ricambi montati'), [
        f.text('name', t('Piesă', 'Part', 'Ricambio'), { required: true, maxLength: 150 }),
        f.text('maker', t('Producător / cod', 'Maker / part no.', 'Produttore / codice'), { maxLength: 100 }),
        f.number('months', t('Garanție (luni)', 'Warranty (months)', 'Garanzia (mesi)'), { required: true, min: 0, decimals: 0 }),
      ], { maxItems: 100, role: 'lines.parts' }),
      f.textarea('conditions', t('Condiții și excluderi', 'Conditions and exclusions', 'Condizioni ed esclusioni'), { required: true, maxLength: 2000 }),
    ]),
  ],
  layout: 'estimate',
  pdfTitle: t('CERTIFICAT DE GARANȚIE', 'WARRANTY CERTIFICATE', 'CERTIFICATO DI GARANZIA'),
  signatures: workshopSignatures,
  footer: t(
    'Defectele apărute în perioada de garanție se anunță service-ului de îndată; garanția acoperă manopera și piesele furnizate de service.',
    'Defects appearing during the warranty are reported to the workshop at once; the warranty covers labour and the parts the workshop supplied.',
    "I difetti nel periodo di garanzia si segnalano subito all'officina; la garanzia copre manodopera e ricambi forniti dall'officina.",
  ),
  legal: [
    rntr9,
    t(
      'Pentru piesele vândute consumatorilor se aplică și garanția legală de conformitate (OUG nr. 140/2021).',
      'For parts sold to consumers the legal guarantee of conformity also applies (Emergency Ordinance 140/2021).',
      "Per i ricambi venduti ai consumatori si applica anche la garanzia legale di conformità (OUG n. 140/2021).",
    ),
  ],
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    warranty: {
      work_ref: 'DV-0042',
      works: [
        { work: 'Înlocuire kit distribuție și pompă de apă', months: 24, km: 60000 },
        { work: 'Înlocuire plăcuțe și discuri frână față', months: 12, km: 20000 },
      ],
      parts: [
        { name: 'Kit distribuție cu pompă de apă', maker: 'Contitech CT1028WP2', months: 24 },
        { name: 'Discuri frână față', maker: 'Brembo 09.A820.11', months: 24 },
      ],
      conditions: 'Garanția se pierde la intervenția altui service pe aceleași componente, la folosirea în competiții sau la nerespectarea reviziilor.',
    },
  },
});

/** 2. Fișă de diagnoză computerizată. */
const diagnosis = tradeDoc({
  key: 'fisa-diagnoza-auto',
  title: t('Fișă de diagnoză computerizată', 'Computer diagnostic report', 'Scheda di diagnosi computerizzata'),
  description: t(
    'Rezultatul diagnozei: aparatul folosit, codurile de eroare citite pe fiecare calculator (motor, ABS, airbag) cu descrierea și starea lor (activ, memorat, șters), parametrii măsurați, concluzia și lucrările recomandate.',
    'The diagnostic result: the tool used, fault codes read from each control unit (engine, ABS, airbag) with description and status (active, stored, cleared), measured parameters, conclusion and recommended work.',
    'Il risultato della diagnosi: strumento usato, codici di errore letti per centralina (motore, ABS, airbag) con descrizione e stato (attivo, memorizzato, cancellato), parametri misurati, conclusione e lavori consigliati.',
  ),
  category: 'workshop',
  trades,
  keywords: kw('diagnoza, diagnoza auto, coduri eroare, obd, martor motor, tester auto', 'diagnostic report, fault codes, obd, check engine, scan tool', 'diagnosi, codici errore, obd, spia motore, diagnosi auto'),
  public: true,
  kind: 'report',
  prefix: 'DG',
  company: { numberLabel: t('Fișa nr.', 'Report no.', 'Scheda n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    clientStep(),
    carStep(),
    step('scan', t('Diagnoză', 'Diagnosis', 'Diagnosi'), [
      f.textarea('symptoms', t('Simptome declarate', 'Reported symptoms', 'Sintomi dichiarati'), { required: true, maxLength: 1000, role: 'service.reason' }),
      f.text('tool', t('Aparat de diagnoză', 'Diagnostic tool', 'Strumento di diagnosi'), { maxLength: 100, width: 'half' }),
      f.array('codes', t('Coduri de eroare', 'Fault codes', 'Codici di errore'), [
        f.text('unit', t('Calculator', 'Control unit', 'Centralina'), { required: true, maxLength: 40 }),
        f.text('code', t('Cod', 'Code', 'Codice'), { required: true, maxLength: 12 }),
        f.text('meaning', L.description, { required: true, maxLength: 150 }),
        f.select('status', t('Stare', 'Status', 'Stato'), [opt('active', t('Activ', 'Active', 'Attivo')), opt('stored', t('Memorat', 'Stored', 'Memorizzato')), opt('cleared', t('Șters', 'Cleared', 'Cancellato'))], { required: true }),
      ], { maxItems: 100 }),
      f.textarea('readings', t('Parametri măsurați (valori reale)', 'Measured parameters (live data)', 'Parametri misurati (valori reali)'), { maxLength: 1500 }),
      f.textarea('findings', t('Concluzie', 'Conclusion', 'Conclusione'), { required: true, maxLength: 2000, role: 'service.findings' }),
      f.textarea('recommendations', t('Lucrări recomandate', 'Recommended work', 'Lavori consigliati'), { maxLength: 2000, role: 'service.recommendations' }),
      f.money('fee', t('Cost diagnoză (cu TVA)', 'Diagnostic fee (incl. VAT)', 'Costo diagnosi (IVA inclusa)'), { min: 0, width: 'half' }),
    ]),
  ],
  totals: [numberTotal('codes', t('Coduri citite', 'Codes read', 'Codici letti'), 'count(scan.codes.code)')],
  layout: 'estimate',
  pdfTitle: t('FIȘĂ DE DIAGNOZĂ', 'DIAGNOSTIC REPORT', 'SCHEDA DI DIAGNOSI'),
  signatures: workshopSignatures,
  footer: t(
    'Diagnoza indică sistemul afectat; confirmarea defectului poate cere verificări suplimentare. Codurile șterse pot reapărea dacă defectul persistă.',
    'The diagnosis points to the system affected; confirming the fault may need further checks. Cleared codes can return if the fault persists.',
    'La diagnosi indica il sistema interessato; la conferma del guasto può richiedere altre verifiche. I codici cancellati possono ripresentarsi.',
  ),
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    scan: {
      symptoms: 'Martorul de motor aprins, mașina intră în regim de avarie la accelerare.',
      tool: 'Bosch KTS 560',
      codes: [
        { unit: 'Motor (ECU)', code: 'P0299', meaning: 'Presiune de supraalimentare prea mică', status: 'active' },
        { unit: 'Motor (ECU)', code: 'P0401', meaning: 'Debit EGR insuficient', status: 'stored' },
      ],
      readings: 'Presiune turbo cerută 2.150 mbar / reală 1.620 mbar la 2.500 rpm.',
      findings: 'Furtun intercooler fisurat pe partea de presiune; supapa EGR cu depuneri.',
      recommendations: 'Înlocuire furtun intercooler, curățare supapă EGR, ștergere coduri și probă de drum.',
      fee: 150,
    },
  },
});

/** 3. PV de constatare a daunelor (asigurare). */
const insuranceDamage = tradeDoc({
  key: 'pv-constatare-daune-auto',
  title: t('Proces-verbal de constatare a daunelor auto (dosar de daună)', 'Vehicle damage assessment (insurance claim)', 'Verbale di constatazione danni al veicolo (sinistro)'),
  description: t(
    'Constatarea avariilor unui vehicul pentru dosarul de daună RCA sau CASCO: asigurătorul, polița și numărul dosarului, piesele avariate cu operația (înlocuire, reparare, vopsire), orele de manoperă și avariile ascunse de verificat la demontare.',
    'Recording the damage to a vehicle for a liability or comprehensive insurance claim: the insurer, policy and claim number, damaged parts with the operation (replace, repair, paint), labour hours and hidden damage to check on dismantling.',
    'Constatazione dei danni di un veicolo per la pratica RCA o kasko: assicuratore, polizza e numero di sinistro, parti danneggiate con operazione (sostituzione, riparazione, verniciatura), ore di manodopera e danni occulti da verificare.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('constatare daune, dosar dauna, dauna rca, casco, evaluare dauna, tinichigerie asigurare', 'damage assessment, insurance claim, accident damage, bodywork claim', 'perizia danni, sinistro, rca, kasko, carrozzeria'),
  kind: 'report',
  prefix: 'PCD',
  company: { numberLabel: t('Proces-verbal nr.', 'Report no.', 'Verbale n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    clientStep({ title: t('Păgubit', 'Claimant', 'Danneggiato') }),
    carStep(),
    step('claim', t('Dosar de daună', 'Claim', 'Sinistro'), [
      f.text('insurer', t('Asigurător', 'Insurer', 'Assicuratore'), { required: true, maxLength: 100, width: 'half' }),
      f.select('policy_type', t('Tip poliță', 'Policy type', 'Tipo di polizza'), [opt('rca', t('RCA (a vinovatului)', 'Third-party liability (at-fault party)', 'RCA (del responsabile)')), opt('casco', t('CASCO', 'Comprehensive', 'Kasko'))], { required: true, width: 'half' }),
      f.text('claim_no', t('Nr. dosar de daună', 'Claim no.', 'N. sinistro'), { required: true, maxLength: 40, width: 'half' }),
      f.date('event_date', t('Data evenimentului', 'Date of the event', "Data dell'evento"), { required: true, width: 'half' }),
      f.array('items', t('Piese avariate', 'Damaged parts', 'Parti danneggiate'), [
        f.text('part', t('Piesă / zonă', 'Part / area', 'Parte / zona'), { required: true, maxLength: 100 }),
        f.select('operation', t('Operație', 'Operation', 'Operazione'), [
          opt('replace', t('Înlocuire', 'Replace', 'Sostituzione')),
          opt('repair', t('Reparare', 'Repair', 'Riparazione')),
          opt('paint', t('Vopsire', 'Paint', 'Verniciatura')),
          opt('check', t('Verificare', 'Check', 'Verifica')),
        ], { required: true }),
        f.number('hours', t('Ore manoperă', 'Labour hours', 'Ore manodopera'), { min: 0, decimals: 2 }),
      ], { required: true, maxItems: 100 }),
      f.textarea('hidden', t('Avarii posibil ascunse (de verificat la demontare)', 'Possible hidden damage (to check on dismantling)', 'Possibili danni occulti (da verificare)'), { maxLength: 1500 }),
      f.image('photo', t('Fotografie', 'Photo', 'Foto'), { maxSizeKb: 2048 }),
    ]),
  ],
  totals: [numberTotal('hours', t('Total ore manoperă', 'Total labour hours', 'Totale ore manodopera'), 'sum(claim.items.hours)')],
  layout: 'estimate',
  pdfTitle: t('CONSTATARE DAUNE', 'DAMAGE ASSESSMENT', 'CONSTATAZIONE DANNI'),
  signatures: [t('Service', 'Workshop', 'Officina'), t('Păgubit', 'Claimant', 'Danneggiato'), t('Inspector daune', 'Claims adjuster', 'Perito')],
  footer: t(
    'Constatarea stă la baza devizului de reparație transmis asigurătorului; avariile ascunse descoperite la demontare se constată suplimentar, cu inspectorul de daune.',
    "The assessment is the basis of the repair estimate sent to the insurer; hidden damage found on dismantling is recorded additionally with the adjuster.",
    "La constatazione è la base del preventivo inviato all'assicuratore; i danni occulti scoperti in smontaggio si constatano in aggiunta con il perito.",
  ),
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    claim: {
      insurer: 'Groupama Asigurări',
      policy_type: 'rca',
      claim_no: 'CJ-RCA-26-01234',
      event_date: '2026-03-12',
      items: [
        { part: 'Bară spate', operation: 'replace', hours: 1.2 },
        { part: 'Hayon', operation: 'repair', hours: 3.5 },
        { part: 'Hayon și aripă spate dreapta', operation: 'paint', hours: 4 },
        { part: 'Senzori parcare spate', operation: 'check', hours: 0.5 },
      ],
      hidden: 'Posibilă deformare a traversei spate și a suporturilor de bară.',
    },
  },
});

/** 4. Fișă de revizie periodică. */
const periodicService = tradeDoc({
  key: 'fisa-revizie-periodica-auto',
  title: t('Fișă de revizie periodică auto (check-list)', 'Periodic car service checklist', 'Scheda tagliando periodico (check-list)'),
  description: t(
    'Lista de verificări a unei revizii: fluide, filtre, frâne, suspensie, direcție, lumini, anvelope, baterie, cu starea fiecărui punct, piesele schimbate, km și data următoarei revizii.',
    'The checklist of a service: fluids, filters, brakes, suspension, steering, lights, tyres, battery, with the status of each point, the parts replaced, and the km and date of the next service.',
    'La check-list di un tagliando: liquidi, filtri, freni, sospensioni, sterzo, luci, pneumatici, batteria, con lo stato di ogni punto, i ricambi sostituiti, km e data del prossimo tagliando.',
  ),
  category: 'workshop',
  trades,
  keywords: kw('revizie, fisa revizie, check list revizie, revizie periodica, service periodic, inspectie auto', 'service checklist, periodic service, inspection sheet, maintenance checklist', 'tagliando, check-list tagliando, manutenzione periodica'),
  public: true,
  kind: 'report',
  prefix: 'RV',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    clientStep(),
    carStep(),
    step('checks', t('Verificări', 'Checks', 'Controlli'), [
      checklistField('items', t('Puncte de control', 'Check points', 'Punti di controllo')),
      f.textarea('replaced', t('Piese și fluide înlocuite', 'Parts and fluids replaced', 'Ricambi e liquidi sostituiti'), { maxLength: 1500 }),
      f.textarea('recommendations', t('Recomandări', 'Recommendations', 'Raccomandazioni'), { maxLength: 1500, role: 'service.recommendations' }),
      f.number('next_km', t('Următoarea revizie la (km)', 'Next service at (km)', 'Prossimo tagliando a (km)'), { required: true, min: 0, decimals: 0, role: 'reminder.due_km', width: 'half' }),
      f.date('next_date', t('sau la data', 'or on', 'o alla data'), { role: 'reminder.due_date', width: 'half' }),
    ]),
  ],
  layout: 'estimate',
  pdfTitle: t('FIȘĂ DE REVIZIE', 'SERVICE CHECKLIST', 'SCHEDA TAGLIANDO'),
  signatures: [t('Mecanic', 'Technician', 'Meccanico'), t('Client', 'Client', 'Cliente')],
  footer: t(
    'Revizia respectă intervalele producătorului; punctele „de urmărit” se reverifică la următoarea vizită, cele „neconforme” se remediază cu acordul clientului.',
    'The service follows the maker’s intervals; points to monitor are rechecked at the next visit, faulty ones are fixed with the client’s approval.',
    'Il tagliando segue gli intervalli del costruttore; i punti da monitorare si ricontrollano alla prossima visita, quelli non conformi si riparano con il consenso del cliente.',
  ),
  legal: [rntr9],
  sample: {
    company: sampleCo(),
    client: firm,
    vehicle: car,
    checks: {
      items: [
        { point: 'Ulei motor și filtru', status: 'ok', note: 'Înlocuite' },
        { point: 'Filtru aer și filtru habitaclu', status: 'ok', note: 'Înlocuite' },
        { point: 'Plăcuțe frână față', status: 'watch', note: 'Uzură 70%' },
        { point: 'Lichid de frână', status: 'nok', note: 'Punct de fierbere 165 °C' },
        { point: 'Anvelope și presiune', status: 'ok' },
        { point: 'Baterie', status: 'ok', note: '12,6 V' },
      ],
      replaced: 'Ulei Castrol Edge 5W-30 4,7 l; filtru ulei, aer, habitaclu.',
      recommendations: 'Înlocuire lichid de frână; plăcuțe față la următoarea vizită.',
      next_km: 202500,
      next_date: '2027-03-16',
    },
  },
});

/** 5. PV de predare a vehiculului după reparație. */
const deliveryAfterRepair = tradeDoc({
  key: 'pv-predare-auto-dupa-reparatie',
  title: t('Proces-verbal de predare a vehiculului după reparație', 'Vehicle handover after repair', 'Verbale di riconsegna del veicolo dopo la riparazione'),
  description: t(
    'Predarea mașinii către client la ieșirea din service: lucrările executate, km și nivelul de combustibil la ieșire, piesele vechi predate, factura și plata, verificarea făcută de client și eventualele observații.',
    'Handing the car back to the client: the work done, odometer and fuel level at exit, old parts returned, invoice and payment, the client’s check and any remarks.',
    "Riconsegna dell'auto al cliente: lavori eseguiti, km e livello carburante all'uscita, ricambi vecchi restituiti, fattura e pagamento, verifica del cliente e osservazioni.",
  ),
  category: 'workshop',
  trades,
  keywords: kw('predare auto, iesire service, pv predare masina client, livrare vehicul, ridicare masina', 'vehicle handover, car collection, delivery after repair, release note', 'riconsegna veicolo, ritiro auto, consegna dopo riparazione'),
  kind: 'handover',
  prefix: 'PPA',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Service', 'Workshop', 'Officina'), dateType: 'datetime', dateLabel: t('Data și ora predării', 'Handover date and time', 'Data e ora della consegna') },
  steps: [
    clientStep(),
    carStep(t('Km la ieșire', 'Odometer at exit', "Km all'uscita")),
    step('exit', t('Predare', 'Handover', 'Consegna'), [
      workRef(),
      f.text('invoice', t('Factura nr.', 'Invoice no.', 'Fattura n.'), { maxLength: 30, width: 'half' }),
      f.textarea('works', t('Lucrări executate', 'Work done', 'Lavori eseguiti'), { required: true, maxLength: 2000 }),
      f.radio('fuel_level', t('Nivel combustibil', 'Fuel level', 'Livello carburante'), fuelLevelOptions, { required: true }),
      f.checkbox('old_parts', t('Piesele vechi au fost predate clientului', 'Old parts returned to the client', 'Ricambi vecchi restituiti'), { width: 'half' }),
      f.checkbox('paid', t('Achitat integral', 'Paid in full', 'Saldato'), { width: 'half' }),
      f.checkbox('checked', t('Clientul a verificat vehiculul și lucrările', 'The client checked the car and the work', 'Il cliente ha verificato veicolo e lavori')),
      remarksField(),
    ]),
  ],
  layout: 'handover',
  pdfTitle: t('PV PREDARE VEHICUL', 'VEHICLE HANDOVER', 'RICONSEGNA VEICOLO'),
  signatures: [t('Am predat – service', 'Handed over – workshop', 'Consegnato – officina'), t('Am primit – client', 'Received – client', 'Ricevuto – cliente')],
  footer: twoCopies,
  legal: [rntr9],
  sample: {
    company: sampleCo({ date: '2026-03-18T17:30' }),
    client: person,
    vehicle: { ...car, odometer: 187512 },
    exit: {
      work_ref: 'CS-0017',
      invoice: 'ASM-0231',
      works: 'Înlocuire kit distribuție și pompă de apă, schimb ulei și filtre, probă de drum 12 km.',
      fuel_level: '1/4',
      old_parts: true,
      paid: true,
      checked: true,
      remarks: 'Clientul a fost informat că lichidul de frână trebuie înlocuit.',
    },
  },
});

/** 6. Bon de consum piese pe comandă. */
const partsIssue = tradeDoc({
  key: 'bon-consum-piese-service',
  title: t('Bon de consum piese pe comanda de service', 'Parts issue note for a work order', "Buono di prelievo ricambi per l'ordine di lavoro"),
  description: t(
    'Ieșirea pieselor și materialelor din magazia service-ului pe o comandă de lucru: comanda și vehiculul, mecanicul care primește, piesele cu cod, cantitate și preț de evidență, valoarea consumată.',
    "Parts and materials issued from the workshop store to a work order: the order and vehicle, the mechanic receiving, parts with code, quantity and book price, the value used.",
    "Prelievo di ricambi e materiali dal magazzino dell'officina per un ordine di lavoro: ordine e veicolo, meccanico che riceve, ricambi con codice, quantità e prezzo contabile, valore consumato.",
  ),
  category: 'workshop',
  trades,
  keywords: kw('bon de consum, consum piese, iesire magazie, 14-3-4A, descarcare gestiune piese', 'parts issue, stores requisition, consumption note, stock issue', 'buono di prelievo, scarico magazzino, consumo ricambi'),
  kind: 'handover',
  prefix: 'BC',
  company: { numberLabel: t('Bon nr.', 'Note no.', 'Buono n.'), title: t('Unitate și bon', 'Company and note', 'Azienda e buono') },
  steps: [
    step('order', t('Comandă și vehicul', 'Order and vehicle', 'Ordine e veicolo'), [
      f.text('order_no', t('Comandă de service nr.', 'Work order no.', 'Ordine di lavoro n.'), { required: true, maxLength: 30, width: 'half' }),
      plateField(),
      f.text('store', t('Gestiunea', 'Store', 'Magazzino'), { required: true, maxLength: 80, width: 'half' }),
      f.text('mechanic', t('Primit de (mecanic)', 'Received by (mechanic)', 'Ricevuto da (meccanico)'), { required: true, maxLength: 100, width: 'half' }),
    ]),
    step('parts', t('Piese eliberate', 'Parts issued', 'Ricambi prelevati'), [
      f.array('items', t('Piese', 'Parts', 'Ricambi'), [
        f.text('code', t('Cod', 'Code', 'Codice'), { maxLength: 40 }),
        f.text('name', t('Denumire', 'Item', 'Descrizione'), { required: true, maxLength: 150 }),
        unitField(),
        f.number('qty_requested', t('Cant. cerută', 'Qty requested', 'Q.tà richiesta'), { required: true, min: 0.001, decimals: 3 }),
        f.number('qty', t('Cant. eliberată', 'Qty issued', 'Q.tà prelevata'), { required: true, min: 0, decimals: 3 }),
        f.money('price', t('Preț unitar', 'Unit price', 'Prezzo unitario'), { required: true, min: 0 }),
        f.money('value', L.value, { compute: 'round(qty * price, 2)' }),
      ], { required: true, historyPick: true, maxItems: 200, role: 'lines.parts' }),
    ]),
  ],
  totals: [sumTotal('value', t('Valoare consumată', 'Value issued', 'Valore prelevato'), 'sum(parts.items.value)')],
  pdfTitle: t('BON DE CONSUM', 'ISSUE NOTE', 'BUONO DI PRELIEVO'),
  signatures: [t('Gestionar', 'Storekeeper', 'Magazziniere'), t('Primitor (mecanic)', 'Receiver (mechanic)', 'Ricevente (meccanico)')],
  footer: t(
    'Bonul justifică scăderea pieselor din gestiune și se leagă de comanda de service pe care au fost montate.',
    'The note supports removing the parts from stock and is tied to the work order on which they were fitted.',
    "Il buono giustifica lo scarico dei ricambi ed è collegato all'ordine di lavoro su cui sono stati montati.",
  ),
  legal: [t('Bon de consum – cod 14-3-4A (OMFP nr. 2634/2015).', 'Issue note – form 14-3-4A (Order 2634/2015 of the Ministry of Public Finance).', 'Buono di consumo – modello 14-3-4A (Ordine MFP n. 2634/2015).')],
  sample: {
    company: sampleCo(),
    order: { order_no: 'CS-0017', plate: 'CJ 12 ABC', store: 'Magazie piese', mechanic: 'Mihai Ștefan' },
    parts: {
      items: [
        { code: 'CT1028WP2', name: 'Kit distribuție cu pompă de apă', unit: 'set', qty_requested: 1, qty: 1, price: 712 },
        { code: 'G13', name: 'Antigel G13 concentrat', unit: 'l', qty_requested: 3, qty: 3, price: 24.5 },
      ],
    },
  },
});

/** 7. Fișă de pontaj a mecanicilor pe comenzi. */
const mechanicTime = tradeDoc({
  key: 'pontaj-mecanici-comenzi',
  title: t('Fișă de pontaj a mecanicilor pe comenzi de lucru', "Mechanics' time sheet by work order", 'Foglio ore dei meccanici per ordine di lavoro'),
  description: t(
    'Timpul lucrat de fiecare mecanic pe fiecare comandă: comanda și vehiculul, operația, ora de început și de sfârșit, orele efective față de orele normate și eficiența rezultată.',
    'The time each mechanic spends on each work order: the order and vehicle, the job, start and end, actual hours against standard hours and the resulting efficiency.',
    'Il tempo lavorato da ogni meccanico su ogni ordine: ordine e veicolo, operazione, inizio e fine, ore effettive rispetto alle ore standard ed efficienza.',
  ),
  category: 'workshop',
  trades,
  keywords: kw('pontaj mecanici, ore lucrate service, timp normat, eficienta mecanic, fisa pontaj atelier', 'mechanic time sheet, job clock, flat rate hours, workshop efficiency', 'foglio ore meccanici, tempi standard, efficienza officina'),
  kind: 'timesheet',
  prefix: 'PM',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Foglio n.'), title: t('Service și zi', 'Workshop and day', 'Officina e giorno') },
  steps: [
    step('lines', t('Timpi pe comenzi', 'Time by order', 'Tempi per ordine'), [
      f.array('items', t('Înregistrări', 'Entries', 'Registrazioni'), [
        f.text('mechanic', t('Mecanic', 'Mechanic', 'Meccanico'), { required: true, maxLength: 80 }),
        f.text('order_no', t('Comandă', 'Order', 'Ordine'), { required: true, maxLength: 20 }),
        f.plate('plate', t('Nr. înmatriculare', 'Plate', 'Targa')),
        f.text('job', t('Operație', 'Job', 'Operazione'), { required: true, maxLength: 120 }),
        f.time('start', t('Început', 'Start', 'Inizio')),
        f.time('end', t('Sfârșit', 'End', 'Fine')),
        f.number('actual', t('Ore efective', 'Actual hours', 'Ore effettive'), { required: true, min: 0, decimals: 2 }),
        f.number('standard', t('Ore normate', 'Standard hours', 'Ore standard'), { required: true, min: 0, decimals: 2 }),
      ], { required: true, historyPick: true, maxItems: 200 }),
    ]),
  ],
  totals: [
    numberTotal('actual', t('Total ore efective', 'Total actual hours', 'Totale ore effettive'), 'sum(lines.items.actual)'),
    numberTotal('standard', t('Total ore normate (facturabile)', 'Total standard hours (billable)', 'Totale ore standard (fatturabili)'), 'sum(lines.items.standard)'),
    { name: 'efficiency', label: t('Eficiență (%)', 'Efficiency (%)', 'Efficienza (%)'), compute: 'totals.actual > 0 ? round(totals.standard * 100 / totals.actual, 1) : ""', format: 'percent' },
  ],
  pdfTitle: t('PONTAJ MECANICI', 'MECHANICS TIME SHEET', 'FOGLIO ORE MECCANICI'),
  signatures: [t('Șef atelier', 'Workshop manager', 'Capofficina')],
  footer: t(
    'Eficiența este raportul dintre orele normate facturate și orele efectiv lucrate; peste 100% înseamnă lucru mai rapid decât timpul normat.',
    'Efficiency is billed standard hours over hours actually worked; above 100% means faster than the standard time.',
    "L'efficienza è il rapporto tra ore standard fatturate e ore effettive; oltre il 100% significa più veloce del tempo standard.",
  ),
  sample: {
    company: sampleCo(),
    lines: {
      items: [
        { mechanic: 'Mihai Ștefan', order_no: 'CS-0017', plate: 'CJ 12 ABC', job: 'Înlocuire distribuție', start: '08:10', end: '12:05', actual: 3.9, standard: 4.2 },
        { mechanic: 'Andrei Țurcanu', order_no: 'CS-0018', plate: 'B 123 XYZ', job: 'Schimb ulei și filtre', start: '08:30', end: '09:20', actual: 0.8, standard: 0.8 },
        { mechanic: 'Andrei Țurcanu', order_no: 'CS-0019', plate: 'CJ 07 FLT', job: 'Plăcuțe frână spate', start: '09:40', end: '11:00', actual: 1.3, standard: 1 },
      ],
    },
  },
});

/** 8. Fișă de intervenție la instalația de climatizare. */
const acService = tradeDoc({
  key: 'fisa-service-climatizare-auto',
  title: t('Fișă de intervenție la instalația de climatizare auto', 'Car air-conditioning service record', "Scheda d'intervento sull'impianto di climatizzazione auto"),
  description: t(
    'Evidența unei intervenții la aerul condiționat: agentul frigorific (R134a sau R1234yf), cantitatea recuperată și încărcată față de cea prescrisă, testul de vid și de etanșeitate, uleiul adăugat, temperatura la gura de ventilație și tehnicianul atestat.',
    'The record of an air-conditioning job: the refrigerant (R134a or R1234yf), the quantity recovered and charged against the specified charge, vacuum and leak tests, oil added, vent temperature and the certified technician.',
    "La scheda di un intervento sul climatizzatore: refrigerante (R134a o R1234yf), quantità recuperata e caricata rispetto a quella prescritta, prova del vuoto e di tenuta, olio aggiunto, temperatura alle bocchette e tecnico certificato.",
  ),
  category: 'auto-service',
  trades,
  keywords: kw('incarcare freon, climatizare auto, aer conditionat, r1234yf, r134a, igienizare clima', 'ac recharge, car air conditioning, refrigerant, r1234yf, a/c service', 'ricarica clima, climatizzatore auto, gas refrigerante, r1234yf'),
  kind: 'report',
  prefix: 'AC',
  company: { numberLabel: t('Fișa nr.', 'Record no.', 'Scheda n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    clientStep(),
    carStep(),
    step('ac', t('Intervenție', 'Job', 'Intervento'), [
      f.select('refrigerant', t('Agent frigorific', 'Refrigerant', 'Refrigerante'), [opt('r134a', t('R134a', 'R134a', 'R134a')), opt('r1234yf', t('R1234yf', 'R1234yf', 'R1234yf'))], { required: true, width: 'third' }),
      f.number('specified', t('Cantitate prescrisă (g)', 'Specified charge (g)', 'Carica prescritta (g)'), { required: true, min: 0, decimals: 0, width: 'third' }),
      f.number('recovered', t('Cantitate recuperată (g)', 'Recovered (g)', 'Recuperato (g)'), { required: true, min: 0, decimals: 0, width: 'third' }),
      f.number('charged', t('Cantitate încărcată (g)', 'Charged (g)', 'Caricato (g)'), { required: true, min: 0, decimals: 0, width: 'third' }),
      f.number('oil', t('Ulei adăugat (ml)', 'Oil added (ml)', 'Olio aggiunto (ml)'), { min: 0, decimals: 0, width: 'third' }),
      f.number('vent_temp', t('Temperatură la gura de ventilație (°C)', 'Vent temperature (°C)', 'Temperatura bocchette (°C)'), { min: -10, max: 40, decimals: 1, width: 'third' }),
      f.checkbox('vacuum_ok', t('Test de vid trecut (30 min)', 'Vacuum test passed (30 min)', 'Prova del vuoto superata (30 min)'), { width: 'half' }),
      f.checkbox('leak_ok', t('Fără scurgeri (detector / UV)', 'No leaks (detector / UV)', 'Nessuna perdita (rilevatore / UV)'), { width: 'half' }),
      f.text('technician', t('Tehnician atestat (nume, certificat)', 'Certified technician (name, certificate)', 'Tecnico certificato (nome, certificato)'), { required: true, maxLength: 150 }),
      remarksField(),
    ]),
  ],
  totals: [
    numberTotal('missing', t('Lipsă față de cantitatea prescrisă (g)', 'Shortfall against the specified charge (g)', 'Mancanza rispetto alla carica (g)'), 'ac.specified - ac.recovered'),
    { name: 'loss', label: t('Pierdere (%)', 'Loss (%)', 'Perdita (%)'), compute: 'ac.specified > 0 ? round((ac.specified - ac.recovered) * 100 / ac.specified, 1) : ""', format: 'percent' },
  ],
  layout: 'estimate',
  pdfTitle: t('FIȘĂ CLIMATIZARE', 'A/C SERVICE RECORD', 'SCHEDA CLIMA'),
  signatures: [t('Tehnician', 'Technician', 'Tecnico'), t('Client', 'Client', 'Cliente')],
  footer: t(
    'Agentul frigorific se recuperează integral, nu se eliberează în atmosferă; o pierdere mare indică o scurgere care trebuie remediată înainte de reîncărcare.',
    'The refrigerant is fully recovered, never released into the air; a large loss means a leak to be fixed before recharging.',
    "Il refrigerante si recupera interamente, mai rilasciato nell'atmosfera; una perdita alta indica una fuga da riparare prima della ricarica.",
  ),
  legal: [t(
    'Intervenția se efectuează de personal atestat pentru gazele fluorurate din instalațiile de climatizare ale vehiculelor (legislația UE privind gazele fluorurate cu efect de seră).',
    'The work is done by staff certified for fluorinated gases in vehicle air-conditioning (EU legislation on fluorinated greenhouse gases).',
    "L'intervento è eseguito da personale certificato per i gas fluorurati negli impianti di climatizzazione dei veicoli (normativa UE sui gas fluorurati a effetto serra).",
  )],
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    ac: { refrigerant: 'r134a', specified: 525, recovered: 310, charged: 525, oil: 15, vent_temp: 6.5, vacuum_ok: true, leak_ok: true, technician: 'Sorin Mureșan, certificat nr. 0456', remarks: 'Igienizare cu ozon și filtru habitaclu nou.' },
  },
});

/** 9. Comandă de piese către furnizor. */
const partsOrder = tradeDoc({
  key: 'comanda-piese-furnizor',
  title: t('Comandă de piese către furnizor', 'Parts order to a supplier', 'Ordine ricambi al fornitore'),
  description: t(
    'Comanda de piese auto trimisă furnizorului: vehiculul cu VIN pentru identificarea corectă, piesele cu cod OE sau aftermarket, cantitate și preț de listă cu discount, termenul și modul de livrare.',
    'The car parts order sent to a supplier: the vehicle with VIN for correct identification, parts with OE or aftermarket number, quantity and list price with discount, delivery time and method.',
    'Ordine di ricambi auto inviato al fornitore: veicolo con VIN per identificare correttamente, ricambi con codice OE o aftermarket, quantità e prezzo di listino con sconto, tempi e modalità di consegna.',
  ),
  category: 'workshop',
  trades,
  keywords: kw('comanda piese, comanda furnizor, piese auto, cod oe, aprovizionare service', 'parts order, purchase order, supplier order, oe part number', 'ordine ricambi, ordine fornitore, codice oe'),
  kind: 'order',
  prefix: 'CP',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Comandă nr.', 'Order no.', 'Ordine n.'), title: t('Service', 'Workshop', 'Officina'), vatPayer: true },
  steps: [
    step('supplier', t('Furnizor', 'Supplier', 'Fornitore'), [
      f.text('name', t('Furnizor', 'Supplier', 'Fornitore'), { required: true, maxLength: 200, role: 'supplier.name' }),
      f.cui('cui', t('CUI / CIF', 'Tax ID (CUI)', 'Codice fiscale (CUI)'), { required: true, role: 'supplier.cui', width: 'half' }),
      f.text('contact', t('Agent / telefon', 'Sales rep / phone', 'Agente / telefono'), { maxLength: 100, width: 'half' }),
    ], { prefill: 'history' }),
    step('vehicle', t('Vehicul', 'Vehicle', 'Veicolo'), [
      f.text('make', t('Marcă și model', 'Make and model', 'Marca e modello'), { required: true, maxLength: 80, role: 'vehicle.make', width: 'half' }),
      f.vin('vin', t('Serie șasiu (VIN)', 'VIN', 'Numero di telaio (VIN)'), { required: true, role: 'vehicle.vin', width: 'half' }),
      f.text('engine', t('Cod motor', 'Engine code', 'Codice motore'), { maxLength: 20, width: 'half' }),
      f.text('order_ref', t('Pentru comanda de service', 'For work order', "Per l'ordine di lavoro"), { maxLength: 30, width: 'half' }),
    ]),
    step('parts', t('Piese', 'Parts', 'Ricambi'), [
      f.array('items', t('Piese comandate', 'Parts ordered', 'Ricambi ordinati'), [
        f.text('code', t('Cod OE / aftermarket', 'OE / aftermarket no.', 'Codice OE / aftermarket'), { required: true, maxLength: 40 }),
        f.text('name', t('Denumire', 'Item', 'Descrizione'), { required: true, maxLength: 150 }),
        f.text('brand', t('Marcă preferată', 'Preferred brand', 'Marca preferita'), { maxLength: 40 }),
        f.number('qty', L.qty, { required: true, min: 0.001, decimals: 3 }),
        f.money('price', t('Preț listă (fără TVA)', 'List price (excl. VAT)', 'Prezzo listino (IVA esclusa)'), { min: 0 }),
        f.percent('discount', t('Discount %', 'Discount %', 'Sconto %'), { min: 0, max: 100 }),
        f.money('value', t('Valoare (fără TVA)', 'Amount (excl. VAT)', 'Importo (IVA esclusa)'), { compute: 'round(qty * price * (1 - discount / 100), 2)' }),
      ], { required: true, historyPick: true, maxItems: 200, role: 'lines.parts' }),
      f.select('delivery', t('Livrare', 'Delivery', 'Consegna'), [opt('courier', t('Curier', 'Courier', 'Corriere')), opt('pickup', t('Ridicare de la depozit', 'Pick-up at the warehouse', 'Ritiro in magazzino')), opt('route', t('Cursa furnizorului', "Supplier's round", 'Giro del fornitore'))], { required: true, width: 'half' }),
      f.text('needed_by', t('Termen dorit', 'Needed by', 'Entro'), { maxLength: 50, width: 'half' }),
    ]),
  ],
  totals: vat21('sum(parts.items.value)'),
  pdfTitle: t('COMANDĂ DE PIESE', 'PARTS ORDER', 'ORDINE RICAMBI'),
  signatures: [t('Comandat de', 'Ordered by', 'Ordinato da'), t('Furnizor – confirmare', 'Supplier – confirmation', 'Fornitore – conferma')],
  footer: t(
    'Piesele se identifică după VIN; furnizorul confirmă disponibilitatea, prețul și termenul înainte de livrare.',
    'Parts are identified by VIN; the supplier confirms availability, price and delivery time before shipping.',
    'I ricambi si identificano dal VIN; il fornitore conferma disponibilità, prezzo e tempi prima della consegna.',
  ),
  sample: {
    company: sampleCo(),
    supplier: { name: 'Piese Auto Ardeal SRL', cui: '14400015', contact: 'Vlad Pop, 0744 555 666' },
    vehicle: { make: 'Škoda Octavia 2.0 TDI', vin: car.vin, engine: 'CRMB', order_ref: 'CS-0017' },
    parts: {
      items: [
        { code: '04L198119A', name: 'Kit distribuție cu pompă de apă', brand: 'Contitech', qty: 1, price: 890, discount: 20 },
        { code: '03N115562B', name: 'Filtru ulei', brand: 'Mann', qty: 1, price: 42, discount: 15 },
      ],
      delivery: 'route',
      needed_by: '17.03.2026, cursa de la ora 10',
    },
  },
});

/** 10. PV pentru piesele înlocuite. */
const oldParts = tradeDoc({
  key: 'pv-piese-inlocuite',
  title: t('Proces-verbal pentru piesele înlocuite', 'Record of replaced parts', 'Verbale dei ricambi sostituiti'),
  description: t(
    'Ce se întâmplă cu piesele demontate: lista pieselor înlocuite cu starea lor, dacă clientul le ia sau le lasă service-ului pentru eliminare, și predarea deșeurilor (uleiuri, baterii, filtre) unui colector autorizat.',
    'What happens to removed parts: the list of replaced parts with their condition, whether the client takes them or leaves them for disposal, and the hand-over of waste (oils, batteries, filters) to an authorised collector.',
    'Cosa succede ai ricambi smontati: elenco dei ricambi sostituiti con il loro stato, se il cliente li ritira o li lascia per lo smaltimento, e consegna dei rifiuti (oli, batterie, filtri) a un raccoglitore autorizzato.',
  ),
  category: 'workshop',
  trades,
  keywords: kw('piese inlocuite, piese vechi, returnare piese, deseuri service, ulei uzat, proces verbal piese', 'replaced parts, old parts, returned parts, workshop waste, used oil', 'ricambi sostituiti, pezzi vecchi, rifiuti officina, olio esausto'),
  kind: 'handover',
  prefix: 'PPI',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    clientStep(),
    carStep(),
    step('parts', t('Piese înlocuite', 'Parts replaced', 'Ricambi sostituiti'), [
      workRef(),
      f.array('items', t('Piese', 'Parts', 'Ricambi'), [
        f.text('name', t('Piesă', 'Part', 'Ricambio'), { required: true, maxLength: 150 }),
        f.number('qty', L.qty, { required: true, min: 1, decimals: 0 }),
        f.select('condition', t('Stare', 'Condition', 'Stato'), [opt('worn', t('Uzată', 'Worn', 'Usurato')), opt('broken', t('Defectă', 'Broken', 'Guasto')), opt('damaged', t('Avariată (accident)', 'Damaged (accident)', 'Danneggiato (incidente)'))], { required: true }),
        f.select('destination', t('Destinație', 'Destination', 'Destinazione'), [opt('client', t('Predată clientului', 'Given to the client', 'Consegnato al cliente')), opt('disposal', t('Lăsată pentru eliminare', 'Left for disposal', 'Lasciato per lo smaltimento')), opt('core', t('Returnată furnizorului (schimb)', 'Returned to the supplier (exchange)', 'Reso al fornitore (cambio)'))], { required: true }),
      ], { required: true, maxItems: 100, role: 'lines.parts' }),
      f.textarea('waste', t('Deșeuri predate colectorului autorizat', 'Waste handed to the authorised collector', 'Rifiuti consegnati al raccoglitore autorizzato'), { maxLength: 1000 }),
    ]),
  ],
  totals: [numberTotal('parts', t('Piese înlocuite (buc)', 'Parts replaced (pcs)', 'Ricambi sostituiti (pz)'), 'sum(parts.items.qty)')],
  layout: 'handover',
  pdfTitle: t('PV PIESE ÎNLOCUITE', 'REPLACED PARTS', 'RICAMBI SOSTITUITI'),
  signatures: workshopSignatures,
  footer: t(
    'Piesele lăsate service-ului se elimină ca deșeuri prin operatori autorizați; clientul care le dorește le ridică odată cu vehiculul.',
    'Parts left to the workshop are disposed of as waste through authorised operators; a client who wants them takes them with the car.',
    "I ricambi lasciati all'officina si smaltiscono come rifiuti tramite operatori autorizzati; il cliente che li vuole li ritira con il veicolo.",
  ),
  legal: [t(
    'Uleiurile uzate se gestionează conform HG nr. 235/2007, iar bateriile auto uzate se predau unui colector autorizat.',
    'Used oils are handled under Government Decision 235/2007, and spent car batteries are handed to an authorised collector.',
    'Gli oli usati si gestiscono secondo la Decisione del Governo n. 235/2007 e le batterie esauste si consegnano a un raccoglitore autorizzato.',
  )],
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    parts: {
      work_ref: 'CS-0017',
      items: [
        { name: 'Kit distribuție vechi', qty: 1, condition: 'worn', destination: 'client' },
        { name: 'Pompă de apă', qty: 1, condition: 'broken', destination: 'disposal' },
        { name: 'Alternator (la schimb)', qty: 1, condition: 'broken', destination: 'core' },
      ],
      waste: 'Ulei motor uzat 4,5 l și filtru ulei – predate Eco Oil Recycling SRL.',
    },
  },
});

/** 11. Fișă de verificare înainte de ITP. */
const preItp = tradeDoc({
  key: 'fisa-verificare-inainte-itp',
  version: 2,
  title: t('Fișă de verificare înainte de ITP', 'Pre-inspection check (before the roadworthiness test)', 'Scheda di pre-revisione'),
  description: t(
    'Verificarea mașinii înainte de inspecția tehnică periodică, pe grupele verificate la ITP: frâne, direcție, vizibilitate, lumini, osii și suspensie, șasiu, emisii, cu starea fiecărui punct, remedierile necesare și data scadenței ITP.',
    'Checking the car before the periodic roadworthiness test, by the groups the test covers: brakes, steering, visibility, lights, axles and suspension, chassis, emissions, with the status of each point, the fixes needed and the test due date.',
    "Il controllo dell'auto prima della revisione, per i gruppi verificati: freni, sterzo, visibilità, luci, assi e sospensioni, telaio, emissioni, con stato di ogni punto, interventi necessari e scadenza della revisione.",
  ),
  category: 'workshop',
  trades,
  keywords: kw('verificare itp, pregatire itp, inspectie tehnica periodica, pre itp, verificare inainte de itp', 'pre-inspection, MOT check, roadworthiness, inspection preparation', 'pre-revisione, controllo revisione, revisione auto'),
  kind: 'report',
  prefix: 'VI',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    clientStep(),
    carStep(),
    step('checks', t('Verificări', 'Checks', 'Controlli'), [
      f.date('itp_due', t('ITP expiră la', 'Roadworthiness test due', 'Scadenza revisione'), { required: true, role: 'vehicle.itp_expiry', width: 'half' }),
      f.array('items', t('Grupe verificate', 'Groups checked', 'Gruppi controllati'), [
        f.select('group', t('Grupă', 'Group', 'Gruppo'), [
          opt('brakes', t('Frâne', 'Brakes', 'Freni')),
          opt('steering', t('Direcție', 'Steering', 'Sterzo')),
          opt('visibility', t('Vizibilitate', 'Visibility', 'Visibilità')),
          opt('lights', t('Lumini și instalație electrică', 'Lights and electrics', 'Luci e impianto elettrico')),
          opt('axles', t('Osii, roți, suspensie', 'Axles, wheels, suspension', 'Assi, ruote, sospensioni')),
          opt('chassis', t('Șasiu și caroserie', 'Chassis and body', 'Telaio e carrozzeria')),
          opt('emissions', t('Emisii, zgomot', 'Emissions, noise', 'Emissioni, rumore')),
        ], { required: true }),
        f.text('point', t('Punct verificat', 'Item checked', 'Punto controllato'), { required: true, maxLength: 120 }),
        f.select('status', t('Stare', 'Status', 'Stato'), checkOptions, { required: true, default: 'ok' }),
        f.text('fix', t('Remediere necesară', 'Fix needed', 'Intervento necessario'), { maxLength: 150 }),
      ], { required: true, maxItems: 100 }),
      f.radio('ready', t('Mașina poate fi prezentată la ITP', 'The car may be presented for the test', "L'auto può andare in revisione"), [opt('yes', t('Da', 'Yes', 'Sì')), opt('after', t('După remedieri', 'After the fixes', 'Dopo gli interventi'))], { required: true }),
    ]),
  ],
  layout: 'estimate',
  pdfTitle: t('VERIFICARE ÎNAINTE DE ITP', 'PRE-INSPECTION CHECK', 'PRE-REVISIONE'),
  signatures: [t('Mecanic', 'Technician', 'Meccanico'), t('Client', 'Client', 'Cliente')],
  footer: t(
    'Verificarea este orientativă și nu ține loc de inspecția tehnică periodică, care se face numai într-o stație ITP autorizată RAR.',
    'This check is a guide and does not replace the periodic roadworthiness test, done only at a RAR-authorised test station.',
    'Il controllo è indicativo e non sostituisce la revisione periodica, eseguita solo in un centro autorizzato RAR.',
  ),
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    checks: {
      itp_due: '2026-04-02',
      items: [
        { group: 'brakes', point: 'Eficacitate frână de mână', status: 'nok', fix: 'Reglaj cabluri frână de mână' },
        { group: 'lights', point: 'Far stânga – reglaj', status: 'watch', fix: 'Reglare fascicul' },
        { group: 'axles', point: 'Bielete antiruliu', status: 'ok' },
        { group: 'emissions', point: 'Opacitate (diesel)', status: 'ok' },
      ],
      ready: 'after',
    },
  },
});

/** 12. Acord pentru lucrări suplimentare. */
const extraWorkApproval = tradeDoc({
  key: 'acord-lucrari-suplimentare-auto',
  title: t('Acord pentru lucrări suplimentare', 'Approval of additional work', 'Autorizzazione per lavori aggiuntivi'),
  description: t(
    'Acordul clientului pentru lucrări descoperite în timpul reparației și nepuse în devizul inițial: devizul de referință, defectul găsit, lucrările și piesele suplimentare cu prețul, noul termen și modul în care s-a dat acordul (semnătură, telefon, e-mail).',
    "The client's approval of work found during the repair and not in the original estimate: the estimate referred to, the fault found, extra work and parts with their price, the new deadline and how approval was given (signature, phone, e-mail).",
    "Il consenso del cliente per lavori emersi durante la riparazione e non previsti dal preventivo: preventivo di riferimento, difetto trovato, lavori e ricambi aggiuntivi con prezzo, nuovo termine e modalità del consenso (firma, telefono, e-mail).",
  ),
  category: 'workshop',
  trades,
  keywords: kw('lucrari suplimentare, acord client, aprobare reparatie, deviz suplimentar, depasire deviz', 'additional work approval, extra work, authorisation, estimate overrun', 'lavori aggiuntivi, autorizzazione cliente, preventivo integrativo'),
  public: true,
  kind: 'order',
  prefix: 'ALS',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Acord nr.', 'Approval no.', 'Autorizzazione n.'), title: t('Service', 'Workshop', 'Officina'), vatPayer: true },
  steps: [
    clientStep(),
    carStep(),
    step('extra', t('Lucrări suplimentare', 'Additional work', 'Lavori aggiuntivi'), [
      workRef(),
      f.textarea('found', t('Defect descoperit în timpul lucrării', 'Fault found during the work', 'Difetto emerso durante il lavoro'), { required: true, maxLength: 1500, role: 'service.findings' }),
      f.array('items', t('Lucrări și piese', 'Work and parts', 'Lavori e ricambi'), [
        f.text('name', L.description, { required: true, maxLength: 150 }),
        f.select('kind', t('Tip', 'Type', 'Tipo'), [opt('labour', t('Manoperă', 'Labour', 'Manodopera')), opt('part', t('Piesă', 'Part', 'Ricambio'))], { required: true }),
        f.number('qty', L.qty, { required: true, min: 0.01, decimals: 2 }),
        f.money('price', t('Preț unitar (fără TVA)', 'Unit price (excl. VAT)', 'Prezzo unitario (IVA esclusa)'), { required: true, min: 0 }),
        f.money('value', t('Valoare (fără TVA)', 'Amount (excl. VAT)', 'Importo (IVA esclusa)'), { compute: 'round(qty * price, 2)' }),
      ], { required: true, maxItems: 100, role: 'lines.items' }),
      f.date('new_deadline', t('Noul termen de predare', 'New hand-over date', 'Nuovo termine di consegna'), { role: 'service.exit_date', width: 'half' }),
      f.select('approved_by', t('Acord dat prin', 'Approved by', 'Consenso dato tramite'), [opt('signature', t('Semnătură', 'Signature', 'Firma')), opt('phone', t('Telefon', 'Phone', 'Telefono')), opt('email', t('E-mail / mesaj', 'E-mail / message', 'E-mail / messaggio'))], { required: true, width: 'half' }),
      f.datetime('approved_at', t('Data și ora acordului', 'Date and time of approval', 'Data e ora del consenso'), { required: true, width: 'half' }),
    ]),
  ],
  totals: vat21('sum(extra.items.value)'),
  layout: 'estimate',
  pdfTitle: t('ACORD LUCRĂRI SUPLIMENTARE', 'ADDITIONAL WORK APPROVAL', 'LAVORI AGGIUNTIVI'),
  signatures: [t('Service', 'Workshop', 'Officina'), t('Client – de acord', 'Client – agreed', 'Cliente – approvato')],
  footer: t(
    'Lucrările suplimentare se execută numai cu acordul clientului; acordul telefonic se consemnează cu data și ora și se confirmă prin semnătură la predare.',
    'Additional work is done only with the client’s approval; approval by phone is recorded with date and time and confirmed by signature at handover.',
    'I lavori aggiuntivi si eseguono solo con il consenso del cliente; il consenso telefonico si registra con data e ora e si conferma con la firma alla consegna.',
  ),
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    extra: {
      work_ref: 'DV-0042',
      found: 'La demontarea distribuției s-a constatat scurgere de ulei la simeringul arborelui cotit.',
      items: [
        { name: 'Simering arbore cotit față', kind: 'part', qty: 1, price: 68 },
        { name: 'Înlocuire simering', kind: 'labour', qty: 0.8, price: 150 },
      ],
      new_deadline: '2026-03-19',
      approved_by: 'phone',
      approved_at: '2026-03-17T11:20',
    },
  },
});

/** 13. Fișă de lucru vopsitorie. */
const paintJob = tradeDoc({
  key: 'fisa-lucru-vopsitorie',
  title: t('Fișă de lucru vopsitorie (culoare și consumuri)', 'Paint shop job card (colour and materials)', 'Scheda lavoro verniciatura (colore e consumi)'),
  description: t(
    'Fișa vopsitorului: codul culorii și varianta, panourile vopsite cu operația (vopsire, degradé, lac), straturile, materialele consumate (grund, vopsea, lac, diluant) cu cantitatea și costul, timpul în cabină și temperatura de uscare.',
    "The painter's job card: colour code and variant, panels painted with the operation (paint, blend, clear coat), coats, materials used (primer, paint, clear, thinner) with quantity and cost, booth time and baking temperature.",
    'La scheda del verniciatore: codice colore e variante, pannelli verniciati con operazione (verniciatura, sfumatura, trasparente), mani, materiali consumati (fondo, vernice, trasparente, diluente) con quantità e costo, tempo in cabina e temperatura di essiccazione.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('vopsitorie, fisa vopsitorie, cod culoare, consum vopsea, tinichigerie vopsitorie, lac auto', 'paint job card, paint code, paint materials, body shop, refinish', 'verniciatura, codice colore, consumo vernice, carrozzeria'),
  kind: 'report',
  prefix: 'FV',
  company: { numberLabel: t('Fișa nr.', 'Card no.', 'Scheda n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    carStep(),
    step('colour', t('Culoare și panouri', 'Colour and panels', 'Colore e pannelli'), [
      workRef(),
      f.text('paint_code', t('Cod culoare', 'Paint code', 'Codice colore'), { required: true, maxLength: 20, width: 'third' }),
      f.text('variant', t('Variantă / nuanță', 'Variant / shade', 'Variante / tinta'), { maxLength: 30, width: 'third' }),
      f.select('system', t('Sistem', 'System', 'Sistema'), [opt('solid', t('Solid', 'Solid', 'Pastello')), opt('metallic', t('Metalizat', 'Metallic', 'Metallizzato')), opt('pearl', t('Perlat', 'Pearl', 'Perlato'))], { required: true, width: 'third' }),
      f.array('panels', t('Panouri', 'Panels', 'Pannelli'), [
        f.text('panel', t('Panou', 'Panel', 'Pannello'), { required: true, maxLength: 60 }),
        f.select('operation', t('Operație', 'Operation', 'Operazione'), [opt('full', t('Vopsire completă', 'Full paint', 'Verniciatura completa')), opt('blend', t('Degradé', 'Blend', 'Sfumatura')), opt('clear', t('Doar lac', 'Clear coat only', 'Solo trasparente'))], { required: true }),
        f.number('coats', t('Straturi', 'Coats', 'Mani'), { min: 1, max: 5, decimals: 0 }),
      ], { required: true, maxItems: 30 }),
    ]),
    step('materials', t('Materiale și cabină', 'Materials and booth', 'Materiali e cabina'), [
      f.array('items', t('Materiale', 'Materials', 'Materiali'), [
        f.text('name', t('Material', 'Material', 'Materiale'), { required: true, maxLength: 80 }),
        f.number('qty', t('Cantitate (l / kg)', 'Quantity (l / kg)', 'Quantità (l / kg)'), { required: true, min: 0.01, decimals: 2 }),
        f.money('price', t('Preț / l sau kg', 'Price / l or kg', 'Prezzo / l o kg'), { required: true, min: 0 }),
        f.money('cost', t('Cost', 'Cost', 'Costo'), { compute: 'round(qty * price, 2)' }),
      ], { required: true, maxItems: 50, role: 'lines.parts' }),
      f.number('booth_hours', t('Timp în cabină (ore)', 'Booth time (hours)', 'Tempo in cabina (ore)'), { min: 0, decimals: 2, width: 'half' }),
      f.number('bake_temp', t('Temperatură uscare (°C)', 'Baking temperature (°C)', 'Temperatura essiccazione (°C)'), { min: 0, max: 90, decimals: 0, width: 'half' }),
    ]),
  ],
  totals: [sumTotal('materials', t('Cost materiale', 'Materials cost', 'Costo materiali'), 'sum(materials.items.cost)')],
  pdfTitle: t('FIȘĂ VOPSITORIE', 'PAINT JOB CARD', 'SCHEDA VERNICIATURA'),
  signatures: [t('Vopsitor', 'Painter', 'Verniciatore'), t('Șef atelier', 'Workshop manager', 'Capofficina')],
  footer: t(
    'Nuanța se verifică pe plăcuța de probă înainte de vopsire; degradé-ul pe panourile vecine evită diferențele de culoare.',
    'The shade is checked on a spray-out card before painting; blending into adjacent panels avoids colour differences.',
    'La tinta si verifica su un campione prima della verniciatura; la sfumatura sui pannelli vicini evita differenze di colore.',
  ),
  sample: {
    company: sampleCo(),
    vehicle: car,
    colour: {
      work_ref: 'CS-0021',
      paint_code: 'LF7T',
      variant: 'Varianta 2',
      system: 'metallic',
      panels: [
        { panel: 'Hayon', operation: 'full', coats: 2 },
        { panel: 'Aripă spate dreapta', operation: 'blend', coats: 2 },
        { panel: 'Bară spate', operation: 'full', coats: 2 },
      ],
    },
    materials: {
      items: [
        { name: 'Grund 2K gri', qty: 0.6, price: 145 },
        { name: 'Vopsea bază metalizată', qty: 0.45, price: 420 },
        { name: 'Lac HS', qty: 0.8, price: 190 },
      ],
      booth_hours: 2.5,
      bake_temp: 60,
    },
  },
});

/** 14. Fișă de schimb ulei. */
const oilChange = tradeDoc({
  key: 'fisa-schimb-ulei',
  title: t('Fișă de schimb ulei și filtre', 'Oil and filter change record', 'Scheda cambio olio e filtri'),
  description: t(
    'Evidența unui schimb de ulei: uleiul folosit (marcă, vâscozitate, normă a producătorului), cantitatea, filtrele înlocuite, km la schimb și intervalul până la următorul, cu km și data următorului schimb calculate.',
    'The record of an oil change: the oil used (brand, viscosity, maker approval), quantity, filters replaced, odometer at the change and the interval to the next, with the next change km and date.',
    "Il registro di un cambio olio: olio usato (marca, viscosità, specifica del costruttore), quantità, filtri sostituiti, km al cambio e intervallo fino al prossimo, con km e data del prossimo cambio.",
  ),
  category: 'workshop',
  trades,
  keywords: kw('schimb ulei, fisa schimb ulei, eticheta ulei, filtru ulei, vascozitate, urmatorul schimb', 'oil change, oil service, oil filter, next oil change, oil sticker', 'cambio olio, filtro olio, prossimo cambio, tagliando olio'),
  kind: 'report',
  prefix: 'SU',
  company: { numberLabel: t('Fișa nr.', 'Record no.', 'Scheda n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    clientStep(),
    carStep(t('Km la schimb', 'Odometer at the change', 'Km al cambio')),
    step('oil', t('Ulei și filtre', 'Oil and filters', 'Olio e filtri'), [
      f.text('oil_brand', t('Ulei (marcă, produs)', 'Oil (brand, product)', 'Olio (marca, prodotto)'), { required: true, maxLength: 80, width: 'half' }),
      f.text('viscosity', t('Vâscozitate (SAE)', 'Viscosity (SAE)', 'Viscosità (SAE)'), { required: true, maxLength: 15, width: 'third' }),
      f.text('approval', t('Normă producător', "Maker's approval", 'Specifica costruttore'), { maxLength: 40, width: 'third' }),
      f.number('liters', t('Cantitate (l)', 'Quantity (l)', 'Quantità (l)'), { required: true, min: 0.1, decimals: 2, width: 'third' }),
      f.checkbox('oil_filter', t('Filtru ulei', 'Oil filter', 'Filtro olio'), { width: 'third' }),
      f.checkbox('air_filter', t('Filtru aer', 'Air filter', 'Filtro aria'), { width: 'third' }),
      f.checkbox('cabin_filter', t('Filtru habitaclu', 'Cabin filter', 'Filtro abitacolo'), { width: 'third' }),
      f.checkbox('fuel_filter', t('Filtru combustibil', 'Fuel filter', 'Filtro carburante'), { width: 'third' }),
      f.number('interval_km', t('Interval (km)', 'Interval (km)', 'Intervallo (km)'), { required: true, min: 1000, decimals: 0, width: 'third' }),
      f.number('next_km', t('Următorul schimb la (km)', 'Next change at (km)', 'Prossimo cambio a (km)'), { compute: 'vehicle.odometer + interval_km', decimals: 0, role: 'reminder.due_km', width: 'third' }),
      f.date('next_date', t('sau cel târziu la data', 'or at the latest on', 'o al più tardi il'), { required: true, role: 'reminder.due_date', width: 'half' }),
    ]),
  ],
  layout: 'estimate',
  pdfTitle: t('SCHIMB ULEI', 'OIL CHANGE', 'CAMBIO OLIO'),
  signatures: [t('Mecanic', 'Technician', 'Meccanico')],
  footer: t(
    'Schimbul de ulei se face la intervalul de km sau de timp atins primul; uleiul uzat se predă unui colector autorizat.',
    'The oil is changed at the km or time interval, whichever comes first; used oil goes to an authorised collector.',
    "L'olio si cambia all'intervallo di km o di tempo, quello che arriva prima; l'olio esausto va a un raccoglitore autorizzato.",
  ),
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    oil: { oil_brand: 'Castrol Edge', viscosity: '5W-30', approval: 'VW 504.00/507.00', liters: 4.7, oil_filter: true, air_filter: true, cabin_filter: false, fuel_filter: false, interval_km: 15000, next_date: '2027-03-16' },
  },
});

/** 15. Împuternicire pentru ridicarea vehiculului. */
const pickUpProxy = tradeDoc({
  key: 'imputernicire-ridicare-vehicul',
  title: t('Împuternicire pentru predarea sau ridicarea vehiculului din service', 'Authorisation to drop off or collect a car from the workshop', "Delega per consegnare o ritirare il veicolo dall'officina"),
  description: t(
    'Împuternicirea prin care proprietarul (persoană fizică sau firmă) desemnează o altă persoană să predea mașina în service, să aprobe lucrări și să o ridice: datele proprietarului și ale împuternicitului cu CNP și act de identitate, vehiculul și limitele mandatului.',
    'The authorisation by which the owner (individual or company) names another person to drop the car off, approve work and collect it: the owner’s and the proxy’s data with personal number and ID card, the vehicle and the limits of the mandate.',
    "La delega con cui il proprietario (persona o azienda) incarica un'altra persona di consegnare l'auto, approvare lavori e ritirarla: dati del proprietario e del delegato con codice personale e documento, veicolo e limiti del mandato.",
  ),
  category: 'workshop',
  trades,
  keywords: kw('imputernicire, imputernicire ridicare masina, procura auto service, mandat ridicare vehicul, delegatie ridicare', 'authorisation letter, proxy, collection authorisation, car pick-up', 'delega ritiro auto, procura, autorizzazione ritiro'),
  kind: 'certificate',
  prefix: 'IMP',
  company: { numberLabel: t('Împuternicire nr.', 'Authorisation no.', 'Delega n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    clientStep({ title: t('Proprietar (mandant)', 'Owner (principal)', 'Proprietario (delegante)') }),
    step('proxy', t('Împuternicit', 'Proxy', 'Delegato'), [
      f.text('name', L.name, { required: true, maxLength: 100, width: 'half' }),
      f.cnp('cnp', t('CNP', 'Personal numeric code (CNP)', 'Codice personale (CNP)'), { required: true, width: 'half' }),
      f.text('id_card', L.idCard, { required: true, maxLength: 40, width: 'half' }),
      f.phone('phone', t('Telefon', 'Phone', 'Telefono'), { width: 'half' }),
    ]),
    carStep(),
    step('mandate', t('Mandat', 'Mandate', 'Mandato'), [
      f.checkbox('drop_off', t('Predarea vehiculului în service', 'Dropping the car off', "Consegna dell'auto"), { width: 'third' }),
      f.checkbox('approve', t('Aprobarea lucrărilor și a devizului', 'Approving work and the estimate', 'Approvazione di lavori e preventivo'), { width: 'third' }),
      f.checkbox('collect', t('Ridicarea vehiculului și plata', 'Collecting the car and paying', "Ritiro dell'auto e pagamento"), { width: 'third' }),
      f.money('limit', t('Valoare maximă aprobată (lei, cu TVA)', 'Maximum amount approved (lei, incl. VAT)', 'Importo massimo approvato (lei, IVA inclusa)'), { min: 0, width: 'half' }),
      f.date('valid_until', t('Valabilă până la', 'Valid until', 'Valida fino al'), { required: true, width: 'half' }),
    ]),
  ],
  layout: 'handover',
  pdfTitle: t('ÎMPUTERNICIRE', 'AUTHORISATION', 'DELEGA'),
  signatures: [t('Proprietar', 'Owner', 'Proprietario'), t('Împuternicit', 'Proxy', 'Delegato')],
  footer: t(
    'Service-ul predă vehiculul împuternicitului numai la prezentarea actului de identitate menționat; copia împuternicirii rămâne la dosarul lucrării.',
    'The workshop releases the car to the proxy only on sight of the identity card named above; a copy stays in the job file.',
    "L'officina consegna il veicolo al delegato solo dietro presentazione del documento indicato; una copia resta nella pratica.",
  ),
  legal: [gdprNote],
  sample: {
    company: sampleCo(),
    client: person,
    proxy: { name: 'Elena Țăranu', cnp: '2791120123459', id_card: 'CJ 445566', phone: '0746 222 333' },
    vehicle: car,
    mandate: { drop_off: false, approve: true, collect: true, limit: 2500, valid_until: '2026-03-31' },
  },
});

/** 16. Contract de folosință a mașinii la schimb. */
const courtesyCar = tradeDoc({
  key: 'contract-masina-la-schimb',
  title: t('Contract de folosință a mașinii la schimb', 'Courtesy car agreement', "Contratto per l'auto sostitutiva di cortesia"),
  description: t(
    'Mașina de schimb dată gratuit clientului pe durata reparației: vehiculul de schimb, km și combustibil la predare și la restituire (km parcurși calculați), șoferul cu permisul, franșiza pentru daune, amenzile și termenul de restituire.',
    'The courtesy car lent free of charge during a repair: the loan car, odometer and fuel at handover and return (distance computed), the driver with licence, the excess for damage, fines and the return date.',
    "L'auto di cortesia prestata gratuitamente durante la riparazione: veicolo sostitutivo, km e carburante alla consegna e alla restituzione (km percorsi calcolati), conducente con patente, franchigia danni, multe e termine di restituzione.",
  ),
  category: 'workshop',
  trades,
  keywords: kw('masina la schimb, masina de curtoazie, autoturism inlocuire, comodat auto, masina service', 'courtesy car, loan car, replacement vehicle, service car', 'auto di cortesia, auto sostitutiva, comodato auto'),
  kind: 'contract',
  prefix: 'MS',
  company: { numberLabel: t('Contract nr.', 'Agreement no.', 'Contratto n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    clientStep({ cnpRequired: true, extra: [f.text('licence', L.licence, { required: true, maxLength: 60 })] }),
    step('loan', t('Mașina de schimb', 'Courtesy car', 'Auto di cortesia'), [
      f.text('make', t('Marcă și model', 'Make and model', 'Marca e modello'), { required: true, maxLength: 80, width: 'half' }),
      f.plate('plate', t('Nr. înmatriculare', 'Licence plate', 'Targa'), { required: true, width: 'half' }),
      f.datetime('out_at', t('Predată la', 'Handed over on', 'Consegnata il'), { required: true, width: 'half' }),
      f.datetime('due_at', t('De restituit până la', 'To be returned by', 'Da restituire entro'), { required: true, width: 'half' }),
      f.number('km_out', t('Km la predare', 'Odometer out', 'Km alla consegna'), { required: true, min: 0, decimals: 0, width: 'third' }),
      f.number('km_in', t('Km la restituire', 'Odometer in', 'Km alla restituzione'), { min: 0, decimals: 0, width: 'third' }),
      f.number('km_driven', t('Km parcurși', 'Distance (km)', 'Km percorsi'), { compute: 'km_in > 0 ? km_in - km_out : ""', decimals: 0, width: 'third' }),
      f.radio('fuel_out', t('Combustibil la predare', 'Fuel out', 'Carburante alla consegna'), fuelLevelOptions, { required: true }),
      f.money('excess', t('Franșiză în caz de daună (lei)', 'Damage excess (lei)', 'Franchigia danni (lei)'), { required: true, min: 0, width: 'half' }),
      f.textarea('conditions', t('Condiții de folosință', 'Terms of use', "Condizioni d'uso"), { required: true, maxLength: 3000 }),
      f.textarea('damage', t('Daune existente la predare', 'Existing damage at handover', 'Danni esistenti alla consegna'), { maxLength: 1000 }),
    ]),
  ],
  layout: 'contract',
  pdfTitle: t('CONTRACT MAȘINĂ LA SCHIMB', 'COURTESY CAR AGREEMENT', 'AUTO DI CORTESIA'),
  signatures: [t('Service', 'Workshop', 'Officina'), t('Client', 'Client', 'Cliente')],
  footer: twoCopies,
  legal: [
    t(
      'Folosință gratuită (comodat, Codul civil); clientul răspunde de amenzile și taxele din perioada folosinței și de daune în limita franșizei.',
      'Free use (loan for use, Romanian Civil Code); the client answers for fines and charges during the loan and for damage up to the excess.',
      'Uso gratuito (comodato, Codice civile romeno); il cliente risponde di multe e pedaggi nel periodo e dei danni nei limiti della franchigia.',
    ),
    gdprNote,
  ],
  sample: {
    company: sampleCo(),
    client: { ...person, licence: 'Nr. 87654321, cat. B' },
    loan: {
      make: 'Dacia Logan',
      plate: 'CJ 99 ASM',
      out_at: '2026-03-16T09:00',
      due_at: '2026-03-19T18:00',
      km_out: 64200,
      km_in: 64515,
      fuel_out: '1/2',
      excess: 1000,
      conditions: 'Mașina se folosește numai de client, pe teritoriul României, fără fumat; se restituie cu același nivel de combustibil.',
      damage: 'Zgârietură ușoară pe bara față.',
    },
  },
});

/** 17. PV de probă de drum. */
const roadTest = tradeDoc({
  key: 'pv-proba-de-drum',
  title: t('Proces-verbal de probă de drum după reparație', 'Road test record after repair', 'Verbale di prova su strada dopo la riparazione'),
  description: t(
    'Proba de drum făcută de mecanic după reparație: km la plecare și la întoarcere, traseul, comportarea (frânare, direcție, zgomote, schimbător, climatizare), martorii din bord și concluzia că defectul a fost eliminat.',
    "The technician's road test after a repair: odometer at departure and return, route, behaviour (braking, steering, noises, gearbox, A/C), warning lights and the conclusion that the fault is gone.",
    'La prova su strada del meccanico dopo la riparazione: km alla partenza e al rientro, percorso, comportamento (frenata, sterzo, rumori, cambio, clima), spie e conclusione che il difetto è eliminato.',
  ),
  category: 'workshop',
  trades,
  keywords: kw('proba de drum, test drive service, verificare dupa reparatie, proba rutiera', 'road test, test drive, post-repair check', 'prova su strada, collaudo dopo riparazione'),
  kind: 'report',
  prefix: 'PD',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    carStep(t('Km la plecare', 'Odometer at departure', 'Km alla partenza')),
    step('test', t('Proba', 'The test', 'La prova'), [
      workRef(),
      f.number('km_back', t('Km la întoarcere', 'Odometer on return', 'Km al rientro'), { required: true, min: 0, decimals: 0, width: 'half' }),
      f.number('distance', t('Km parcurși', 'Distance (km)', 'Km percorsi'), { compute: 'km_back - vehicle.odometer', decimals: 0, width: 'half' }),
      f.text('route', t('Traseu', 'Route', 'Percorso'), { maxLength: 150 }),
      checklistField('items', t('Comportare', 'Behaviour', 'Comportamento')),
      f.text('tester', t('Mecanic care a făcut proba', 'Technician who drove', 'Meccanico che ha guidato'), { required: true, maxLength: 100, width: 'half' }),
      verdictField('verdict', t('Defectul a fost eliminat', 'The fault is gone', 'Il difetto è eliminato')),
    ]),
  ],
  totals: [numberTotal('distance', t('Km parcurși în probă', 'Test distance (km)', 'Km della prova'), 'test.distance')],
  pdfTitle: t('PROBĂ DE DRUM', 'ROAD TEST', 'PROVA SU STRADA'),
  signatures: [t('Mecanic', 'Technician', 'Meccanico'), t('Șef atelier', 'Workshop manager', 'Capofficina')],
  footer: t(
    'Km parcurși în proba de drum se consemnează și la predarea vehiculului către client.',
    'The distance driven on the road test is also stated when the car is handed back to the client.',
    'I km della prova si indicano anche alla riconsegna del veicolo al cliente.',
  ),
  sample: {
    company: sampleCo(),
    vehicle: { ...car, odometer: 187500 },
    test: {
      work_ref: 'CS-0017',
      km_back: 187512,
      route: 'Calea Turzii – Centura Apahida – retur',
      items: [
        { point: 'Frânare', status: 'ok' },
        { point: 'Zgomote la rulare și la schimbarea treptelor', status: 'ok' },
        { point: 'Temperatura motorului și ventilatorul', status: 'ok' },
        { point: 'Martori în bord', status: 'ok', note: 'Niciun martor aprins' },
      ],
      tester: 'Mihai Ștefan',
      verdict: 'admis',
    },
  },
});

/** 18. Buletin de testare a bateriei. */
const batteryTest = tradeDoc({
  key: 'buletin-testare-baterie',
  title: t('Buletin de testare a bateriei și a sistemului de încărcare', 'Battery and charging system test report', 'Bollettino di prova della batteria e della ricarica'),
  description: t(
    'Testul bateriei și al alternatorului: bateria (marcă, capacitate Ah, curent de pornire nominal), tensiunea în repaus, curentul de pornire măsurat și starea de sănătate calculată, tensiunea la pornire și de încărcare, concluzia.',
    'Testing the battery and alternator: the battery (brand, Ah capacity, rated cold-cranking current), resting voltage, measured cranking current and computed state of health, cranking and charging voltage, conclusion.',
    "La prova di batteria e alternatore: batteria (marca, capacità Ah, corrente di spunto nominale), tensione a riposo, corrente di spunto misurata e stato di salute calcolato, tensione all'avviamento e di ricarica, conclusione.",
  ),
  category: 'auto-service',
  trades,
  keywords: kw('test baterie, baterie auto, alternator, tester baterie, curent pornire, cca', 'battery test, car battery, alternator test, cold cranking amps, cca', 'test batteria, batteria auto, alternatore, corrente di spunto'),
  kind: 'report',
  prefix: 'TB',
  company: { numberLabel: t('Buletin nr.', 'Report no.', 'Bollettino n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    clientStep(),
    carStep(),
    step('battery', t('Baterie și încărcare', 'Battery and charging', 'Batteria e ricarica'), [
      f.text('brand', t('Baterie (marcă, tip)', 'Battery (brand, type)', 'Batteria (marca, tipo)'), { required: true, maxLength: 80, width: 'half' }),
      f.number('ah', t('Capacitate (Ah)', 'Capacity (Ah)', 'Capacità (Ah)'), { required: true, min: 1, decimals: 0, width: 'half' }),
      f.number('cca_rated', t('Curent de pornire nominal (A, EN)', 'Rated cranking current (A, EN)', 'Corrente di spunto nominale (A, EN)'), { required: true, min: 1, decimals: 0, width: 'third' }),
      f.number('cca_measured', t('Curent de pornire măsurat (A)', 'Measured cranking current (A)', 'Corrente di spunto misurata (A)'), { required: true, min: 0, decimals: 0, width: 'third' }),
      { ...f.percent('health', t('Stare de sănătate (%)', 'State of health (%)', 'Stato di salute (%)'), { compute: 'round(cca_measured * 100 / cca_rated, 0)', width: 'third' }) },
      f.number('rest_v', t('Tensiune în repaus (V)', 'Resting voltage (V)', 'Tensione a riposo (V)'), { required: true, min: 0, max: 16, decimals: 2, width: 'third' }),
      f.number('crank_v', t('Tensiune la pornire (V)', 'Cranking voltage (V)', "Tensione all'avviamento (V)"), { min: 0, max: 16, decimals: 2, width: 'third' }),
      f.number('charge_v', t('Tensiune de încărcare (V)', 'Charging voltage (V)', 'Tensione di ricarica (V)'), { min: 0, max: 16, decimals: 2, width: 'third' }),
      f.radio('result', L.result, [opt('good', t('Bună', 'Good', 'Buona')), opt('charge', t('Necesită încărcare', 'Needs charging', 'Da ricaricare')), opt('replace', t('De înlocuit', 'Replace', 'Da sostituire'))], { required: true }),
    ]),
  ],
  layout: 'estimate',
  pdfTitle: t('TEST BATERIE', 'BATTERY TEST', 'PROVA BATTERIA'),
  signatures: [t('Tehnician', 'Technician', 'Tecnico'), t('Client', 'Client', 'Cliente')],
  footer: t(
    'Starea de sănătate este raportul dintre curentul de pornire măsurat și cel nominal; sub aproximativ 60% bateria poate să nu mai pornească motorul pe frig.',
    'State of health is the measured over the rated cranking current; below about 60% the battery may fail to start the engine in the cold.',
    'Lo stato di salute è il rapporto tra corrente di spunto misurata e nominale; sotto il 60% circa la batteria può non avviare il motore al freddo.',
  ),
  legal: [t('Bateriile auto uzate se predau unui colector autorizat; nu se aruncă la deșeurile menajere.', 'Spent car batteries go to an authorised collector; never into household waste.', 'Le batterie esauste si consegnano a un raccoglitore autorizzato; mai nei rifiuti domestici.')],
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    battery: { brand: 'Varta Blue Dynamic E11', ah: 74, cca_rated: 680, cca_measured: 395, rest_v: 12.38, crank_v: 9.6, charge_v: 14.2, result: 'replace' },
  },
});

/** 19. Buletin de verificare a frânelor pe stand. */
const brakeTest = tradeDoc({
  key: 'buletin-verificare-franare-stand',
  title: t('Buletin de verificare a frânelor pe stand', 'Brake test report (roller tester)', 'Bollettino di prova freni al banco'),
  description: t(
    'Măsurarea forțelor de frânare pe standul cu role: pe fiecare axă forța la roata stângă și dreaptă, dezechilibrul calculat în procente, frâna de mână, masa vehiculului și eficacitatea totală calculată.',
    'Measuring braking forces on the roller tester: for each axle the force at the left and right wheel, the imbalance computed in percent, the parking brake, the vehicle mass and the overall efficiency computed.',
    'La misura delle forze frenanti al banco a rulli: per ogni asse la forza alla ruota sinistra e destra, lo squilibrio calcolato in percentuale, il freno di stazionamento, la massa del veicolo e l’efficienza totale.',
  ),
  category: 'auto-service',
  trades,
  keywords: kw('verificare frane, stand frane, dezechilibru franare, eficacitate franare, test frane', 'brake test, roller brake tester, brake imbalance, braking efficiency', 'prova freni, banco prova freni, squilibrio frenata, efficienza frenante'),
  kind: 'report',
  prefix: 'BF',
  company: { numberLabel: t('Buletin nr.', 'Report no.', 'Bollettino n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    clientStep(),
    carStep(),
    step('brakes', t('Măsurători', 'Measurements', 'Misure'), [
      f.number('mass', t('Masa vehiculului la test (kg)', 'Vehicle mass at test (kg)', 'Massa del veicolo (kg)'), { required: true, min: 100, decimals: 0, width: 'half' }),
      f.array('axles', t('Axe', 'Axles', 'Assi'), [
        f.text('axle', t('Axa', 'Axle', 'Asse'), { required: true, maxLength: 20 }),
        f.number('left', t('Forță stânga (daN)', 'Left force (daN)', 'Forza sinistra (daN)'), { required: true, min: 0, decimals: 0 }),
        f.number('right', t('Forță dreapta (daN)', 'Right force (daN)', 'Forza destra (daN)'), { required: true, min: 0, decimals: 0 }),
        { ...f.percent('imbalance', t('Dezechilibru (%)', 'Imbalance (%)', 'Squilibrio (%)'), { compute: 'max(left, right) > 0 ? round(abs(left - right) * 100 / max(left, right), 1) : 0' }) },
      ], { required: true, maxItems: 5 }),
      f.number('parking', t('Frâna de mână – forță totală (daN)', 'Parking brake – total force (daN)', 'Freno di stazionamento – forza totale (daN)'), { min: 0, decimals: 0, width: 'half' }),
      verdictField(),
    ]),
  ],
  totals: [
    numberTotal('force', t('Forță totală de frânare (daN)', 'Total braking force (daN)', 'Forza frenante totale (daN)'), 'sum(brakes.axles.left) + sum(brakes.axles.right)'),
    { name: 'efficiency', label: t('Eficacitate de frânare (%)', 'Braking efficiency (%)', 'Efficienza frenante (%)'), compute: 'round(totals.force * 10 * 100 / (brakes.mass * 9.81), 1)', format: 'percent' },
    { name: 'worst', label: t('Dezechilibru maxim (%)', 'Largest imbalance (%)', 'Squilibrio massimo (%)'), compute: 'max(brakes.axles.imbalance)', format: 'percent' },
  ],
  layout: 'estimate',
  pdfTitle: t('VERIFICARE FRÂNE', 'BRAKE TEST', 'PROVA FRENI'),
  signatures: [t('Tehnician', 'Technician', 'Tecnico'), t('Client', 'Client', 'Cliente')],
  footer: t(
    'Eficacitatea este forța totală de frânare raportată la greutatea vehiculului; dezechilibrul pe axă este diferența dintre roți raportată la forța cea mai mare.',
    "Efficiency is the total braking force over the vehicle's weight; an axle's imbalance is the difference between its wheels over the larger force.",
    "L'efficienza è la forza frenante totale rapportata al peso del veicolo; lo squilibrio di un asse è la differenza tra le ruote rapportata alla forza maggiore.",
  ),
  legal: [rntr9],
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: car,
    brakes: {
      mass: 1420,
      axles: [
        { axle: 'Față', left: 410, right: 385 },
        { axle: 'Spate', left: 190, right: 150 },
      ],
      parking: 260,
      verdict: 'respins',
    },
  },
});

/** 20. Cerere de garanție pentru o piesă (către furnizor). */
const partClaim = tradeDoc({
  key: 'cerere-garantie-piesa-furnizor',
  title: t('Cerere de garanție pentru o piesă defectă (către furnizor)', 'Warranty claim for a faulty part (to the supplier)', 'Richiesta di garanzia per un ricambio difettoso (al fornitore)'),
  description: t(
    'Reclamația trimisă furnizorului pentru o piesă defectă în garanție: piesa și factura de achiziție, data montajului și km la montaj și la defectare (km în funcționare calculați), vehiculul, descrierea defectului, costurile de demontare cerute și fotografii.',
    'The claim sent to the supplier for a faulty part under warranty: the part and purchase invoice, the date fitted and odometer when fitted and when it failed (km in service computed), the vehicle, the fault, the removal costs claimed and photos.',
    'Il reclamo al fornitore per un ricambio difettoso in garanzia: ricambio e fattura di acquisto, data di montaggio e km al montaggio e al guasto (km di esercizio calcolati), veicolo, difetto, costi di smontaggio richiesti e foto.',
  ),
  category: 'workshop',
  trades,
  keywords: kw('garantie piesa, reclamatie furnizor, retur piesa defecta, rma, cerere garantie', 'warranty claim, part return, RMA, supplier claim, faulty part', 'garanzia ricambio, reclamo fornitore, reso difettoso'),
  kind: 'request',
  prefix: 'RG',
  company: { numberLabel: t('Cerere nr.', 'Claim no.', 'Richiesta n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    step('supplier', t('Furnizor și piesă', 'Supplier and part', 'Fornitore e ricambio'), [
      f.text('supplier', t('Furnizor', 'Supplier', 'Fornitore'), { required: true, maxLength: 200, role: 'supplier.name' }),
      f.cui('supplier_cui', t('CUI furnizor', "Supplier's tax ID", 'Codice fiscale fornitore'), { required: true, role: 'supplier.cui', width: 'half' }),
      f.text('invoice', t('Factura de achiziție nr./data', 'Purchase invoice no./date', 'Fattura di acquisto n./data'), { required: true, maxLength: 60, width: 'half' }),
      f.text('part', t('Piesa (denumire, cod, marcă)', 'Part (name, number, brand)', 'Ricambio (descrizione, codice, marca)'), { required: true, maxLength: 200 }),
    ]),
    carStep(t('Km la defectare', 'Odometer at failure', 'Km al guasto')),
    step('failure', t('Defect', 'Failure', 'Guasto'), [
      f.date('fitted_on', t('Data montajului', 'Date fitted', 'Data di montaggio'), { required: true, width: 'third' }),
      f.number('km_fitted', t('Km la montaj', 'Odometer when fitted', 'Km al montaggio'), { required: true, min: 0, decimals: 0, width: 'third' }),
      f.number('km_used', t('Km în funcționare', 'Km in service', 'Km di esercizio'), { compute: 'vehicle.odometer - km_fitted', decimals: 0, width: 'third' }),
      f.textarea('fault', t('Descrierea defectului', 'Description of the fault', 'Descrizione del difetto'), { required: true, maxLength: 2000 }),
      f.money('labour_claim', t('Manoperă de demontare-montare solicitată (lei)', 'Removal and refitting labour claimed (lei)', 'Manodopera di smontaggio richiesta (lei)'), { min: 0, width: 'half' }),
      f.radio('request', t('Solicităm', 'We ask for', 'Chiediamo'), [opt('replace', t('Înlocuirea piesei', 'A replacement part', 'Sostituzione')), opt('refund', t('Restituirea contravalorii', 'A refund', 'Rimborso'))], { required: true }),
      f.image('photo', t('Fotografie', 'Photo', 'Foto'), { maxSizeKb: 2048 }),
    ]),
  ],
  pdfTitle: t('CERERE DE GARANȚIE', 'WARRANTY CLAIM', 'RICHIESTA DI GARANZIA'),
  signatures: [t('Service (reclamant)', 'Workshop (claimant)', 'Officina (richiedente)'), t('Furnizor – primit', 'Supplier – received', 'Fornitore – ricevuto')],
  footer: t(
    'Piesa defectă se păstrează și se predă furnizorului pentru expertiză, împreună cu copia facturii și a devizului de montaj.',
    'The faulty part is kept and handed to the supplier for inspection, with copies of the invoice and the fitting estimate.',
    'Il ricambio difettoso si conserva e si consegna al fornitore per la perizia, con copia della fattura e del preventivo di montaggio.',
  ),
  sample: {
    company: sampleCo(),
    supplier: { supplier: 'Piese Auto Ardeal SRL', supplier_cui: '14400015', invoice: 'PAA-77812 / 02.12.2025', part: 'Alternator reconditionat Bosch 0 124 525 140' },
    vehicle: car,
    failure: { fitted_on: '2025-12-04', km_fitted: 181200, fault: 'Nu mai încarcă: tensiune la borne 12,1 V cu motorul pornit; regulator defect.', labour_claim: 180, request: 'replace' },
  },
});

/** 21. Raport de inspecție la cumpărarea unei mașini. */
const prePurchase = tradeDoc({
  key: 'raport-inspectie-auto-cumparare',
  version: 3,
  title: t('Raport de inspecție înainte de cumpărarea unei mașini', 'Pre-purchase car inspection report', "Rapporto d'ispezione prima dell'acquisto di un'auto"),
  description: t(
    'Verificarea unei mașini rulate pentru un cumpărător: istoricul (certificat RAR Auto-Pass, cărți de service), grosimea vopselei măsurată pe fiecare panou, starea pe grupe (motor, transmisie, frâne, suspensie, caroserie, electrică), diagnoza și o notă generală.',
    'Checking a used car for a buyer: history (RAR Auto-Pass certificate, service books), paint thickness measured on each panel, condition by group (engine, transmission, brakes, suspension, body, electrics), diagnosis and an overall grade.',
    "Il controllo di un'auto usata per l'acquirente: storico (certificato RAR Auto-Pass, libretti tagliandi), spessore della vernice per pannello, stato per gruppo (motore, trasmissione, freni, sospensioni, carrozzeria, elettrica), diagnosi e voto complessivo.",
  ),
  category: 'auto-service',
  trades,
  keywords: kw('verificare masina la cumparare, inspectie auto second hand, grosime vopsea, verificare istoric, auto pass', 'pre-purchase inspection, used car check, paint thickness, car history', 'ispezione pre-acquisto, auto usata, spessore vernice, storico auto'),
  kind: 'report',
  prefix: 'RIC',
  company: { numberLabel: t('Raport nr.', 'Report no.', 'Rapporto n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    clientStep({ title: t('Cumpărător', 'Buyer', 'Acquirente') }),
    carStep(undefined, true),
    step('history', t('Istoric', 'History', 'Storico'), [
      f.checkbox('autopass', t('Certificat RAR Auto-Pass prezentat', 'RAR Auto-Pass certificate shown', 'Certificato RAR Auto-Pass presentato'), { width: 'half' }),
      f.checkbox('service_book', t('Carte de service', 'Service book', 'Libretto tagliandi'), { width: 'half' }),
      f.textarea('history_notes', t('Observații despre istoric și km', 'Notes on history and odometer', 'Note su storico e km'), { maxLength: 1500 }),
    ]),
    step('paint', t('Grosimea vopselei', 'Paint thickness', 'Spessore vernice'), [
      f.array('panels', t('Panouri', 'Panels', 'Pannelli'), [
        f.text('panel', t('Panou', 'Panel', 'Pannello'), { required: true, maxLength: 40 }),
        f.number('microns', t('Grosime (µm)', 'Thickness (µm)', 'Spessore (µm)'), { required: true, min: 0, decimals: 0 }),
      ], { required: true, maxItems: 20 }),
    ]),
    step('condition', t('Stare pe grupe', 'Condition by group', 'Stato per gruppo'), [
      checklistField('items', t('Grupe verificate', 'Groups checked', 'Gruppi controllati')),
      f.number('grade', t('Notă generală (1–10)', 'Overall grade (1–10)', 'Voto complessivo (1–10)'), { required: true, min: 1, max: 10, decimals: 0, width: 'half' }),
      f.textarea('conclusion', t('Concluzie și costuri estimate de readucere în stare bună', 'Conclusion and estimated cost to put right', 'Conclusione e costi stimati di ripristino'), { required: true, maxLength: 2000 }),
    ]),
  ],
  totals: [
    numberTotal('max_paint', t('Grosime maximă (µm)', 'Highest thickness (µm)', 'Spessore massimo (µm)'), 'max(paint.panels.microns)'),
    numberTotal('min_paint', t('Grosime minimă (µm)', 'Lowest thickness (µm)', 'Spessore minimo (µm)'), 'min(paint.panels.microns)'),
  ],
  layout: 'estimate',
  pdfTitle: t('INSPECȚIE LA CUMPĂRARE', 'PRE-PURCHASE INSPECTION', 'ISPEZIONE PRE-ACQUISTO'),
  signatures: [t('Tehnician', 'Technician', 'Tecnico'), t('Cumpărător', 'Buyer', 'Acquirente')],
  footer: t(
    'Orientativ, din practică (nu normă): vopseaua originală are de obicei o grosime uniformă, de ordinul a 100–160 µm; valori mult mai mari pe un panou indică de regulă o revopsire. Raportul descrie starea la data inspecției.',
    'Rule of thumb, not a standard: factory paint is usually even, around 100–160 µm; much higher values on a panel usually point to a repaint. The report describes the state on the inspection date.',
    "Valore indicativo, non una norma: la vernice originale è di solito uniforme, circa 100–160 µm; valori molto più alti su un pannello indicano di solito una riverniciatura. Il rapporto descrive lo stato alla data dell'ispezione.",
  ),
  legal: [t(
    'De la 1 decembrie 2024 vânzătorul unei mașini rulate îi predă cumpărătorului certificatul RAR Auto-Pass (Legea nr. 142/2023).',
    'Since 1 December 2024 the seller of a used car hands the buyer the RAR Auto-Pass certificate (Law 142/2023).',
    "Dal 1° dicembre 2024 il venditore di un'auto usata consegna all'acquirente il certificato RAR Auto-Pass (Legge n. 142/2023).",
  )],
  sample: {
    company: sampleCo(),
    client: person,
    vehicle: { ...car, itp_expiry: '2026-05-20', rca_expiry: '2026-08-01' },
    history: { autopass: true, service_book: false, history_notes: 'Citirile de km din Auto-Pass sunt crescătoare; ultima revizie documentată la 160.000 km.' },
    paint: {
      panels: [
        { panel: 'Capotă', microns: 118 },
        { panel: 'Aripă față stânga', microns: 124 },
        { panel: 'Ușă față dreapta', microns: 310 },
        { panel: 'Plafon', microns: 131 },
      ],
    },
    condition: {
      items: [
        { point: 'Motor – scurgeri, zgomote', status: 'ok' },
        { point: 'Ambreiaj și cutie', status: 'watch', note: 'Volantă cu joc' },
        { point: 'Caroserie – ușa față dreapta revopsită', status: 'watch' },
        { point: 'Electrică și diagnoză', status: 'ok' },
      ],
      grade: 7,
      conclusion: 'Mașină în stare bună; de bugetat volanta și ambreiajul (aprox. 3.500 lei).',
    },
  },
});

/** 22. Evidența vehiculelor în custodie (taxă de parcare). */
const storageFee = tradeDoc({
  key: 'evidenta-vehicule-custodie',
  title: t('Evidența vehiculelor nerevendicate și a taxei de parcare', 'Register of uncollected cars and parking fees', 'Registro dei veicoli non ritirati e della sosta'),
  description: t(
    'Vehiculele finalizate și neridicate din curtea service-ului: data anunțării clientului, zilele gratuite, zilele de parcare facturabile calculate și tariful, notificările trimise și data ridicării.',
    "Finished cars not yet collected from the workshop yard: the date the client was told, free days, billable parking days computed and the rate, notices sent and the collection date.",
    "I veicoli finiti e non ritirati dal piazzale dell'officina: data dell'avviso al cliente, giorni gratuiti, giorni di sosta fatturabili calcolati e tariffa, solleciti e data del ritiro.",
  ),
  category: 'records',
  trades,
  keywords: kw('taxa parcare service, masini neridicate, custodie vehicul, depozitare auto service', 'uncollected vehicles, storage fee, parking charge, workshop yard', 'veicoli non ritirati, sosta, custodia auto'),
  kind: 'register',
  prefix: 'EVC',
  company: { numberLabel: t('Registru nr.', 'Register no.', 'Registro n.'), title: t('Service', 'Workshop', 'Officina') },
  steps: [
    step('cars', t('Vehicule', 'Vehicles', 'Veicoli'), [
      f.money('rate', t('Tarif parcare (lei/zi)', 'Parking rate (lei/day)', 'Tariffa sosta (lei/giorno)'), { required: true, min: 0, width: 'half' }),
      f.number('free_days', t('Zile gratuite după anunțare', 'Free days after notice', 'Giorni gratuiti dopo avviso'), { required: true, min: 0, decimals: 0, width: 'half' }),
      f.array('items', t('Vehicule neridicate', 'Uncollected vehicles', 'Veicoli non ritirati'), [
        f.plate('plate', t('Nr. înmatriculare', 'Plate', 'Targa'), { required: true }),
        f.text('client', L.client, { required: true, maxLength: 100 }),
        f.date('notified', t('Anunțat la', 'Notified on', 'Avvisato il'), { required: true }),
        f.number('days', t('Zile în curte', 'Days in the yard', 'Giorni sul piazzale'), { required: true, min: 0, decimals: 0 }),
        f.number('billable', t('Zile facturabile', 'Billable days', 'Giorni fatturabili'), { compute: 'max(days - cars.free_days, 0)', decimals: 0 }),
        f.money('fee', t('Taxă (lei)', 'Fee (lei)', 'Importo (lei)'), { compute: 'max(days - cars.free_days, 0) * cars.rate' }),
        f.text('reminders', t('Notificări trimise', 'Notices sent', 'Solleciti'), { maxLength: 60 }),
      ], { required: true, maxItems: 100 }),
    ]),
  ],
  totals: [sumTotal('fees', t('Total taxe de parcare', 'Total parking fees', 'Totale sosta'), 'sum(cars.items.fee)')],
  pdfTitle: t('VEHICULE NERIDICATE', 'UNCOLLECTED CARS', 'VEICOLI NON RITIRATI'),
  signatures: [t('Șef service', 'Service manager', "Responsabile d'officina")],
  footer: t(
    'Taxa de parcare se percepe numai dacă a fost prevăzută în fișa de intrare sau comanda semnată de client.',
    'The parking fee is charged only if it was stated in the entry sheet or order the client signed.',
    "La sosta si addebita solo se prevista nella scheda di accettazione o nell'ordine firmato dal cliente.",
  ),
  sample: {
    company: sampleCo(),
    cars: {
      rate: 20,
      free_days: 3,
      items: [
        { plate: 'CJ 12 ABC', client: 'Ștefan Țăranu', notified: '2026-03-05', days: 11, reminders: 'SMS 08.03, apel 12.03' },
        { plate: 'B 123 XYZ', client: 'Ștefănescu Distribuție SRL', notified: '2026-03-13', days: 3 },
      ],
    },
  },
});

export const autoExtraFamily: CatalogEntry[] = [
  repairWarranty,
  diagnosis,
  insuranceDamage,
  periodicService,
  deliveryAfterRepair,
  partsIssue,
  mechanicTime,
  acService,
  partsOrder,
  oldParts,
  preItp,
  extraWorkApproval,
  paintJob,
  oilChange,
  pickUpProxy,
  courtesyCar,
  roadTest,
  batteryTest,
  brakeTest,
  partClaim,
  prePurchase,
  storageFee,
];
