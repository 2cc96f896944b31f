import { type CatalogEntry, type FieldSpec, type StepSpec, type Text, f, opt, t } from '../build.js';
import { clientStep, units } from '../fragments.js';
import { L, checklistField, kw, numberTotal, peopleField, remarksField, step, sumTotal, tradeDoc, twoCopies, vat21, verdictField } from '../fragments-trades.js';
import { firm, issuer, person } from '../samples-trades.js';

/**
 * Contractors (construction, installation, electrical – SPEC §1): the papers of a site from the
 * hand-over of the land to the final acceptance – works statements, acceptance and hidden-works
 * records, site log, materials, tests of installations, measurements, contracts and warranties.
 */

const trades = ['construction' as const];
const sampleCo = (extra = {}) => issuer('construction', extra);
const worksUnits = units('mp', 'mc', 'ml', 'm', 'buc', 'kg', 'ora', 'ans', 'set');
const beneficiary = (extra: FieldSpec[] = []) => clientStep({ title: t('Beneficiar', 'Client', 'Committente'), extra });

/** The works and where they are: name, address, contract. */
const siteStep = (extra: FieldSpec[] = [], title: Text = t('Lucrarea', 'The works', "L'opera")): StepSpec =>
  step(
    'site',
    title,
    [
      f.text('work', t('Denumirea lucrării', 'Name of the works', "Denominazione dell'opera"), { required: true, maxLength: 200 }),
      f.text('address', t('Amplasament (adresă)', 'Site (address)', 'Cantiere (indirizzo)'), { required: true, maxLength: 200 }),
      f.text('contract', t('Contract nr./data', 'Contract no./date', 'Contratto n./data'), { maxLength: 60, width: 'half' }),
      ...extra,
    ],
    { prefill: 'history' },
  );

const sampleSite = { work: 'Locuință P+1E, str. Zorilor nr. 15', address: 'Str. Zorilor nr. 15, Florești, jud. Cluj', contract: 'CE-0007 / 02.02.2026' };
const siteSignatures: Text[] = [t('Executant', 'Contractor', 'Esecutore'), t('Beneficiar', 'Client', 'Committente')];
const legea10 = t(
  'Legea nr. 10/1995 privind calitatea în construcții.',
  'Law 10/1995 on quality in construction.',
  'Legge n. 10/1995 sulla qualità nelle costruzioni.',
);
const hg343 = t(
  'Regulamentul de recepție a construcțiilor aprobat prin HG nr. 343/2017.',
  'The regulation on the acceptance of construction works approved by Government Decision 343/2017.',
  "Il regolamento di collaudo delle costruzioni approvato con la Decisione del Governo n. 343/2017.",
);

/** 1. Situație de lucrări. */
const worksStatement = tradeDoc({
  key: 'situatie-de-lucrari',
  title: t('Situație de lucrări', 'Statement of works carried out', 'Stato di avanzamento lavori (situazione lavori)'),
  description: t(
    'Situația lunară a lucrărilor executate: pe fiecare articol din deviz cantitatea contractată, cea executată anterior și în perioada curentă, cumulatul, prețul unitar și valoarea perioadei, apoi TVA, reținerea de garanție și suma de plată.',
    'The monthly statement of works carried out: for each item of the estimate the contracted quantity, the quantity done before and in this period, the running total, the unit price and the amount of the period, then VAT, the retention and the sum payable.',
    'Lo stato mensile dei lavori eseguiti: per ogni voce del computo la quantità contrattuale, quella eseguita in precedenza e nel periodo, il cumulato, il prezzo unitario e l’importo del periodo, poi IVA, ritenuta di garanzia e somma da pagare.',
  ),
  category: 'construction',
  trades,
  keywords: kw('situatie de lucrari, situatie lucrari, situatie de plata, lucrari executate, decont lucrari, atasament', 'statement of works, payment application, progress statement, interim valuation, works done', 'stato avanzamento lavori, sal, situazione lavori, contabilità lavori'),
  public: true,
  kind: 'report',
  prefix: 'SL',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Situația nr.', 'Statement no.', 'Situazione n.'), title: t('Executant și situație', 'Contractor and statement', 'Esecutore e situazione'), vatPayer: true },
  steps: [
    beneficiary(),
    siteStep([f.text('period', t('Perioada', 'Period', 'Periodo'), { required: true, maxLength: 60, width: 'half' })]),
    step('items', t('Articole executate', 'Items carried out', 'Voci eseguite'), [
      f.array('items', t('Articole', 'Items', 'Voci'), [
        f.text('code', t('Cod articol', 'Item code', 'Codice voce'), { maxLength: 30 }),
        f.text('name', t('Denumire articol', 'Item', 'Voce'), { required: true, maxLength: 200 }),
        f.select('unit', L.unit, worksUnits, { required: true, default: 'mp' }),
        f.number('qty_contract', t('Cant. contract', 'Contract qty', 'Q.tà contratto'), { min: 0, decimals: 3 }),
        f.number('qty_before', t('Cant. anterioară', 'Previous qty', 'Q.tà precedente'), { min: 0, decimals: 3 }),
        f.number('qty', t('Cant. în perioadă', 'Qty this period', 'Q.tà nel periodo'), { required: true, min: 0, decimals: 3 }),
        f.number('qty_total', t('Cant. cumulată', 'Running total', 'Q.tà cumulata'), { compute: 'qty_before + qty', decimals: 3 }),
        f.money('price', t('Preț unitar (fără TVA)', 'Unit price (excl. VAT)', 'Prezzo unitario (IVA esclusa)'), { required: true, min: 0 }),
        f.money('value', t('Valoare perioadă', 'Amount this period', 'Importo nel periodo'), { compute: 'round(qty * price, 2)' }),
      ], { required: true, historyPick: true, maxItems: 500, role: 'lines.items' }),
      f.percent('retention', t('Reținere de garanție (%)', 'Retention (%)', 'Ritenuta di garanzia (%)'), { min: 0, max: 10, width: 'half' }),
    ]),
  ],
  totals: [
    ...vat21('sum(items.items.value)'),
    sumTotal('retention', t('Reținere de garanție', 'Retention', 'Ritenuta di garanzia'), 'items.retention > 0 ? round(totals.grand * items.retention / 100, 2) : ""'),
    sumTotal('due', t('De plată', 'Payable', 'Da pagare'), 'totals.grand - (items.retention > 0 ? totals.retention : 0)', 'total.due'),
  ],
  pdfTitle: t('SITUAȚIE DE LUCRĂRI', 'STATEMENT OF WORKS', 'SITUAZIONE LAVORI'),
  signatures: [t('Executant', 'Contractor', 'Esecutore'), t('Diriginte de șantier', 'Site supervisor', 'Direttore dei lavori'), t('Beneficiar – confirmat', 'Client – confirmed', 'Committente – confermato')],
  footer: t(
    'Cantitățile se confirmă pe baza măsurătorilor din carnetul de atașament; situația confirmată stă la baza facturării lucrărilor executate.',
    'Quantities are confirmed by the measurements in the site measurement book; the confirmed statement is the basis for invoicing the works done.',
    'Le quantità si confermano con le misure del libretto delle misure; la situazione confermata è la base per la fatturazione.',
  ),
  sample: {
    company: sampleCo(),
    client: firm,
    site: { ...sampleSite, period: '01–31.03.2026' },
    items: {
      items: [
        { code: 'CA01A1', name: 'Beton C25/30 în pereți și stâlpi', unit: 'mc', qty_contract: 48, qty_before: 20, qty: 18.5, price: 620 },
        { code: 'CZ01C1', name: 'Zidărie din blocuri ceramice 25 cm', unit: 'mc', qty_contract: 96, qty_before: 0, qty: 42, price: 385 },
        { code: 'CB02A1', name: 'Armături din oțel-beton PC52', unit: 'kg', qty_contract: 5200, qty_before: 2100, qty: 1850, price: 7.4 },
      ],
      retention: 5,
    },
  },
});

/** 2. PV de recepție la terminarea lucrărilor. */
const completionAcceptance = tradeDoc({
  key: 'pv-receptie-terminare-lucrari',
  title: t('Proces-verbal de recepție la terminarea lucrărilor', 'Certificate of acceptance on completion of works', 'Verbale di collaudo a fine lavori'),
  description: t(
    'Recepția la terminarea lucrărilor: comisia de recepție, documentele examinate (cartea tehnică, procese-verbale de lucrări ascunse), valoarea lucrărilor, constatările, lucrările de remediat cu termene și decizia comisiei (admiterea, amânarea sau respingerea recepției), perioada de garanție.',
    'Acceptance on completion: the acceptance committee, the documents examined (technical book, hidden-works records), the value of the works, findings, defects to remedy with deadlines and the committee’s decision (accept, postpone or refuse), the warranty period.',
    'Collaudo a fine lavori: commissione, documenti esaminati (libro tecnico, verbali di opere nascoste), valore delle opere, rilievi, lavori da completare con scadenze e decisione della commissione (ammissione, rinvio o rifiuto), periodo di garanzia.',
  ),
  category: 'construction',
  trades,
  keywords: kw('proces verbal de receptie, receptie la terminarea lucrarilor, receptie lucrari, pv receptie, predare lucrare, receptie constructie', 'acceptance certificate, completion certificate, handover of works, practical completion, acceptance report', 'verbale di collaudo, fine lavori, collaudo, consegna lavori, presa in consegna'),
  public: true,
  kind: 'report',
  prefix: 'PVR',
  company: { numberLabel: t('Proces-verbal nr.', 'Certificate no.', 'Verbale n.'), title: t('Executant', 'Contractor', 'Esecutore'), extra: [f.text('place', L.place, { required: true, maxLength: 100 })] },
  steps: [
    beneficiary(),
    siteStep([
      f.date('started', t('Începerea lucrărilor', 'Works started', 'Inizio lavori'), { required: true, width: 'half' }),
      f.date('finished', t('Terminarea lucrărilor', 'Works finished', 'Fine lavori'), { required: true, width: 'half' }),
      f.text('permit', t('Autorizație de construire nr./data', 'Building permit no./date', 'Permesso di costruire n./data'), { maxLength: 80, width: 'half' }),
      f.money('value', t('Valoarea lucrărilor (fără TVA)', 'Value of the works (excl. VAT)', 'Valore delle opere (IVA esclusa)'), { min: 0, width: 'half' }),
    ]),
    step('committee', t('Comisia de recepție', 'Acceptance committee', 'Commissione di collaudo'), [
      peopleField('members', t('Membrii comisiei', 'Committee members', 'Membri della commissione')),
      peopleField('guests', t('Specialiști / invitați (proiectant, diriginte de șantier, executant)', 'Specialists / invited (designer, site supervisor, contractor)', 'Specialisti / invitati (progettista, direttore lavori, esecutore)'), { required: false }),
    ]),
    step('findings', t('Constatări', 'Findings', 'Rilievi'), [
      f.textarea('documents', t('Documente examinate', 'Documents examined', 'Documenti esaminati'), { required: true, maxLength: 2000 }),
      f.textarea('observations', t('Constatările comisiei', "The committee's findings", 'Rilievi della commissione'), { required: true, maxLength: 3000 }),
      f.array('defects', t('Lucrări de remediat', 'Works to remedy', 'Lavori da completare'), [
        f.text('item', L.description, { required: true, maxLength: 200 }),
        f.date('deadline', t('Termen', 'Deadline', 'Scadenza'), { required: true }),
        f.text('responsible', t('Responsabil', 'Responsible', 'Responsabile'), { maxLength: 100 }),
      ], { maxItems: 100 }),
      f.radio('decision', t('Decizia comisiei', "Committee's decision", 'Decisione della commissione'), [
        opt('admitted', t('Se admite recepția', 'Acceptance granted', 'Collaudo ammesso')),
        opt('admitted_with', t('Se admite recepția cu obiecții', 'Accepted with reservations', 'Ammesso con riserve')),
        opt('postponed', t('Se amână recepția', 'Acceptance postponed', 'Collaudo rinviato')),
        opt('refused', t('Se respinge recepția', 'Acceptance refused', 'Collaudo respinto')),
      ], { required: true }),
      f.number('warranty_months', t('Perioada de garanție (luni)', 'Warranty period (months)', 'Periodo di garanzia (mesi)'), { required: true, min: 0, decimals: 0, width: 'half' }),
    ]),
  ],
  pdfTitle: t('PROCES-VERBAL DE RECEPȚIE', 'ACCEPTANCE CERTIFICATE', 'VERBALE DI COLLAUDO'),
  signatures: [t('Comisia de recepție', 'Acceptance committee', 'Commissione di collaudo'), t('Executant', 'Contractor', 'Esecutore'), t('Beneficiar', 'Client', 'Committente')],
  footer: t(
    'Recepția la terminarea lucrărilor; garanția curge de la data admiterii recepției, iar remedierile se fac la termenele de mai sus.',
    'Acceptance on completion; the warranty runs from the date acceptance is granted, and the remedial works are done by the dates above.',
    'Collaudo a fine lavori; la garanzia decorre dalla data di ammissione del collaudo e i lavori da completare si eseguono entro le scadenze indicate.',
  ),
  legal: [hg343, legea10],
  sample: {
    company: sampleCo({ place: 'Florești' }),
    client: person,
    site: { ...sampleSite, started: '2025-05-12', finished: '2026-03-10', permit: 'AC nr. 245 / 14.04.2025', value: 612000 },
    committee: {
      members: [
        { name: 'Ștefan Țăranu', position: 'Beneficiar, președinte' },
        { name: 'Ing. Mihaela Pop', position: 'Specialist construcții' },
        { name: 'Ing. Radu Ionescu', position: 'Reprezentant primărie' },
      ],
      guests: [{ name: 'Ing. Vlad Crișan', position: 'Diriginte de șantier' }],
    },
    findings: {
      documents: 'Cartea tehnică a construcției, procesele-verbale de lucrări ascunse și pe faze determinante, buletinele de încercări la beton, certificatele de calitate ale materialelor.',
      observations: 'Lucrările sunt executate conform proiectului și autorizației de construire; finisajele exterioare sunt incomplete la soclu.',
      defects: [{ item: 'Finalizarea tencuielii decorative la soclu', deadline: '2026-04-30', responsible: 'Construct Țărână & Fiii SRL' }],
      decision: 'admitted_with',
      warranty_months: 36,
    },
  },
});

/** 3. PV de recepție finală. */
const finalAcceptance = tradeDoc({
  key: 'pv-receptie-finala',
  title: t('Proces-verbal de recepție finală', 'Final acceptance certificate', 'Verbale di collaudo definitivo'),
  description: t(
    'Recepția finală, la expirarea perioadei de garanție: procesul-verbal de recepție la terminarea lucrărilor, remedierea obiecțiilor de atunci, comportarea construcției în perioada de garanție, viciile apărute și decizia comisiei.',
    'Final acceptance when the warranty period ends: the completion certificate, whether its reservations were remedied, how the building behaved during the warranty, defects that appeared and the committee’s decision.',
    'Collaudo definitivo alla scadenza della garanzia: verbale di fine lavori, eliminazione delle riserve, comportamento della costruzione nel periodo di garanzia, vizi emersi e decisione della commissione.',
  ),
  category: 'construction',
  trades,
  keywords: kw('receptie finala, proces verbal receptie finala, expirare garantie lucrari, receptie definitiva', 'final acceptance, end of defects liability period, final certificate', 'collaudo definitivo, fine garanzia, certificato finale'),
  kind: 'report',
  prefix: 'PVRF',
  company: { numberLabel: t('Proces-verbal nr.', 'Certificate no.', 'Verbale n.'), title: t('Executant', 'Contractor', 'Esecutore'), extra: [f.text('place', L.place, { required: true, maxLength: 100 })] },
  steps: [
    beneficiary(),
    siteStep([
      f.text('completion_ref', t('PV recepție la terminare nr./data', 'Completion certificate no./date', 'Verbale di fine lavori n./data'), { required: true, maxLength: 60, width: 'half' }),
      f.date('warranty_end', t('Sfârșitul perioadei de garanție', 'End of the warranty period', 'Fine del periodo di garanzia'), { required: true, width: 'half' }),
    ]),
    step('review', t('Verificări', 'Review', 'Verifiche'), [
      peopleField('members', t('Membrii comisiei', 'Committee members', 'Membri della commissione')),
      f.radio('reservations_done', t('Obiecțiile de la recepția la terminare', 'Reservations from the completion acceptance', 'Riserve del collaudo di fine lavori'), [
        opt('done', t('Au fost remediate', 'Remedied', 'Eliminate')),
        opt('none', t('Nu au existat', 'There were none', 'Non presenti')),
        opt('open', t('Nu au fost remediate integral', 'Not fully remedied', 'Non del tutto eliminate')),
      ], { required: true }),
      f.textarea('behaviour', t('Comportarea construcției în perioada de garanție', 'Behaviour of the building during the warranty', 'Comportamento della costruzione in garanzia'), { required: true, maxLength: 3000 }),
      f.textarea('defects', t('Vicii apărute și modul de remediere', 'Defects that appeared and how they were fixed', 'Vizi emersi e rimedi'), { maxLength: 3000 }),
      f.radio('decision', t('Decizia comisiei', "Committee's decision", 'Decisione della commissione'), [
        opt('admitted', t('Se admite recepția finală', 'Final acceptance granted', 'Collaudo definitivo ammesso')),
        opt('postponed', t('Se amână recepția finală', 'Final acceptance postponed', 'Collaudo definitivo rinviato')),
      ], { required: true }),
    ]),
  ],
  pdfTitle: t('PV DE RECEPȚIE FINALĂ', 'FINAL ACCEPTANCE', 'COLLAUDO DEFINITIVO'),
  signatures: [t('Comisia de recepție', 'Acceptance committee', 'Commissione di collaudo'), t('Executant', 'Contractor', 'Esecutore'), t('Beneficiar', 'Client', 'Committente')],
  footer: t(
    'Recepția finală se face la expirarea perioadei de garanție și încheie obligațiile executantului, în afara răspunderii pentru vicii ascunse.',
    "Final acceptance takes place when the warranty period ends and closes the contractor's obligations, apart from liability for hidden defects.",
    "Il collaudo definitivo avviene alla scadenza della garanzia e chiude gli obblighi dell'esecutore, salvo la responsabilità per vizi occulti.",
  ),
  legal: [hg343],
  sample: {
    company: sampleCo({ place: 'Florești' }),
    client: person,
    site: { ...sampleSite, completion_ref: 'PVR-0003 / 12.03.2026', warranty_end: '2029-03-12' },
    review: {
      members: [
        { name: 'Ștefan Țăranu', position: 'Beneficiar, președinte' },
        { name: 'Ing. Mihaela Pop', position: 'Specialist construcții' },
      ],
      reservations_done: 'done',
      behaviour: 'Construcția s-a comportat corespunzător; nu s-au constatat tasări, fisuri structurale sau infiltrații.',
      defects: 'Fisură în tencuiala interioară a casei scării, remediată în 2027 de executant.',
      decision: 'admitted',
    },
  },
});

/** 4. Jurnal de șantier. */
const siteLog = tradeDoc({
  key: 'jurnal-de-santier',
  title: t('Jurnal de șantier (raport zilnic)', 'Site daily log', 'Giornale dei lavori (rapporto giornaliero)'),
  description: t(
    'Raportul zilnic al șantierului: vremea și temperatura, efectivul pe meserii, utilajele, lucrările executate, materialele primite, vizitele (diriginte, proiectant, ISC), dispozițiile de șantier și incidentele.',
    'The daily report of a site: weather and temperature, workforce by trade, plant, works carried out, materials received, visits (supervisor, designer, inspectorate), site instructions and incidents.',
    'Il rapporto giornaliero del cantiere: meteo e temperatura, personale per mestiere, mezzi, lavori eseguiti, materiali ricevuti, visite (direttore lavori, progettista, ispettorato), disposizioni e incidenti.',
  ),
  category: 'construction',
  trades,
  keywords: kw('jurnal de santier, raport zilnic santier, condica santier, registru santier, jurnal lucrari', 'site diary, daily log, site report, construction diary, daily report', 'giornale dei lavori, rapporto giornaliero, diario di cantiere'),
  public: true,
  kind: 'report',
  prefix: 'JS',
  company: { numberLabel: t('Fila nr.', 'Page no.', 'Foglio n.'), title: t('Executant și zi', 'Contractor and day', 'Esecutore e giorno') },
  steps: [
    siteStep([
      f.text('weather', t('Vremea', 'Weather', 'Meteo'), { required: true, maxLength: 60, width: 'third' }),
      f.number('temp_min', t('Temp. minimă (°C)', 'Min temp. (°C)', 'Temp. minima (°C)'), { min: -40, max: 50, decimals: 0, width: 'third' }),
      f.number('temp_max', t('Temp. maximă (°C)', 'Max temp. (°C)', 'Temp. massima (°C)'), { min: -40, max: 50, decimals: 0, width: 'third' }),
      f.text('site_manager', t('Șef de șantier', 'Site manager', 'Capocantiere'), { required: true, maxLength: 100, width: 'half' }),
    ]),
    step('resources', t('Efectiv și utilaje', 'Workforce and plant', 'Personale e mezzi'), [
      f.array('crew', t('Efectiv pe meserii', 'Workforce by trade', 'Personale per mestiere'), [
        f.text('trade', t('Meserie / echipă', 'Trade / crew', 'Mestiere / squadra'), { required: true, maxLength: 80 }),
        f.number('people', t('Persoane', 'People', 'Persone'), { required: true, min: 0, decimals: 0 }),
        f.number('hours', t('Ore / persoană', 'Hours / person', 'Ore / persona'), { min: 0, max: 24, decimals: 1 }),
        f.number('man_hours', t('Ore-om', 'Man-hours', 'Ore-uomo'), { compute: 'people * hours', decimals: 1 }),
      ], { required: true, maxItems: 30 }),
      f.textarea('plant', t('Utilaje pe șantier', 'Plant on site', 'Mezzi in cantiere'), { maxLength: 1000 }),
    ]),
    step('day', t('Activitatea zilei', "The day's work", 'Attività del giorno'), [
      f.textarea('works', t('Lucrări executate', 'Works carried out', 'Lavori eseguiti'), { required: true, maxLength: 3000 }),
      f.textarea('materials', t('Materiale primite (aviz nr.)', 'Materials received (note no.)', 'Materiali ricevuti (DDT n.)'), { maxLength: 1500 }),
      f.textarea('visits', t('Vizite și dispoziții de șantier', 'Visits and site instructions', 'Visite e disposizioni'), { maxLength: 1500 }),
      f.textarea('incidents', t('Incidente, opriri, accidente', 'Incidents, stoppages, accidents', 'Incidenti, fermi, infortuni'), { maxLength: 1500 }),
    ]),
  ],
  totals: [
    numberTotal('people', t('Efectiv total', 'Total workforce', 'Personale totale'), 'sum(resources.crew.people)'),
    numberTotal('man_hours', t('Total ore-om', 'Total man-hours', 'Totale ore-uomo'), 'sum(resources.crew.man_hours)'),
  ],
  pdfTitle: t('JURNAL DE ȘANTIER', 'SITE DAILY LOG', 'GIORNALE DEI LAVORI'),
  signatures: [t('Șef de șantier', 'Site manager', 'Capocantiere'), t('Diriginte de șantier', 'Site supervisor', 'Direttore dei lavori')],
  footer: t('Jurnalul face parte din cartea tehnică a construcției.', 'The log is part of the technical book of the building.', 'Il giornale fa parte del libro tecnico della costruzione.'),
  legal: [legea10],
  sample: {
    company: sampleCo(),
    site: { ...sampleSite, weather: 'Senin, vânt slab', temp_min: 4, temp_max: 15, site_manager: 'Ing. Andrei Țărână' },
    resources: {
      crew: [
        { trade: 'Dulgheri', people: 4, hours: 8 },
        { trade: 'Fierari betoniști', people: 3, hours: 8 },
        { trade: 'Zidari', people: 5, hours: 9 },
      ],
      plant: 'Macara turn Liebherr 71 K, betonieră 350 l, pompă de beton (4 ore).',
    },
    day: {
      works: 'Cofrare și armare placă peste parter axele A–C / 1–4; zidărie etaj axele D–E.',
      materials: 'Beton C25/30 – 18 mc (aviz 4471); oțel-beton PC52 – 1,2 t (aviz 0912).',
      visits: 'Dirigintele de șantier a verificat armătura plăcii; s-a încheiat PV de lucrări ascunse nr. 12.',
      incidents: 'Fără incidente.',
    },
  },
});

/** 5. Cerere / bon de materiale. */
const materialsRequest = tradeDoc({
  key: 'cerere-materiale-santier',
  title: t('Cerere de materiale pentru șantier', 'Site materials request', 'Richiesta materiali per il cantiere'),
  description: t(
    'Cererea șefului de echipă sau de șantier către aprovizionare: lucrarea, data la care trebuie livrate, materialele cu specificație, cantitate și preț estimat, furnizorul propus și aprobarea.',
    "The foreman's or site manager's request to purchasing: the works, the date needed on site, materials with specification, quantity and estimated price, suggested supplier and approval.",
    "La richiesta del caposquadra o capocantiere all'ufficio acquisti: lavoro, data di consegna in cantiere, materiali con specifica, quantità e prezzo stimato, fornitore proposto e approvazione.",
  ),
  category: 'construction',
  trades,
  keywords: kw('cerere materiale, necesar materiale, comanda materiale santier, referat necesitate, aprovizionare', 'materials request, requisition, purchase request, site order, materials list', 'richiesta materiali, fabbisogno materiali, ordine materiali cantiere'),
  kind: 'request',
  prefix: 'CM',
  company: { numberLabel: t('Cererea nr.', 'Request no.', 'Richiesta n.'), title: t('Firmă și cerere', 'Company and request', 'Azienda e richiesta') },
  steps: [
    siteStep([
      f.text('requested_by', t('Solicitant (nume, funcție)', 'Requested by (name, position)', 'Richiedente (nome, funzione)'), { required: true, maxLength: 100, width: 'half' }),
      f.date('needed_by', t('Necesar pe șantier la data', 'Needed on site by', 'Necessario in cantiere entro'), { required: true, width: 'half' }),
    ]),
    step('materials', t('Materiale', 'Materials', 'Materiali'), [
      f.array('items', t('Materiale solicitate', 'Materials requested', 'Materiali richiesti'), [
        f.text('name', t('Material', 'Material', 'Materiale'), { required: true, maxLength: 150 }),
        f.text('spec', t('Specificație / marcă', 'Specification / brand', 'Specifica / marca'), { maxLength: 150 }),
        f.select('unit', L.unit, worksUnits, { required: true, default: 'buc' }),
        f.number('qty', L.qty, { required: true, min: 0.001, decimals: 3 }),
        f.money('est_price', t('Preț estimat', 'Estimated price', 'Prezzo stimato'), { min: 0 }),
        f.money('est_value', t('Valoare estimată', 'Estimated amount', 'Importo stimato'), { compute: 'round(qty * est_price, 2)' }),
      ], { required: true, historyPick: true, maxItems: 200, role: 'lines.items' }),
      f.text('supplier', t('Furnizor propus', 'Suggested supplier', 'Fornitore proposto'), { maxLength: 150, width: 'half' }),
      f.radio('approval', t('Aprobare', 'Approval', 'Approvazione'), [opt('approved', t('Aprobat', 'Approved', 'Approvato')), opt('partial', t('Aprobat parțial', 'Partly approved', 'Approvato in parte')), opt('pending', t('În așteptare', 'Pending', 'In attesa'))], { required: true, default: 'pending' }),
    ]),
  ],
  totals: [sumTotal('value', t('Valoare estimată totală (fără TVA)', 'Total estimated amount (excl. VAT)', 'Importo stimato totale (IVA esclusa)'), 'sum(materials.items.est_value)')],
  pdfTitle: t('CERERE DE MATERIALE', 'MATERIALS REQUEST', 'RICHIESTA MATERIALI'),
  signatures: [t('Solicitant', 'Requested by', 'Richiedente'), t('Aprobat', 'Approved', 'Approvato')],
  footer: t(
    'Materialele se recepționează pe șantier pe baza avizului sau a facturii, cu certificatele de calitate și declarațiile de performanță.',
    'Materials are received on site against the delivery note or invoice, with quality certificates and declarations of performance.',
    'I materiali si ricevono in cantiere con DDT o fattura, certificati di qualità e dichiarazioni di prestazione.',
  ),
  sample: {
    company: sampleCo(),
    site: { ...sampleSite, requested_by: 'Ion Pășcuț, șef echipă zidari', needed_by: '2026-03-18' },
    materials: {
      items: [
        { name: 'Blocuri ceramice 25 cm', spec: 'Porotherm 25 N+F', unit: 'buc', qty: 1200, est_price: 6.9 },
        { name: 'Mortar de zidărie M10', spec: 'saci 40 kg', unit: 'buc', qty: 90, est_price: 21.5 },
        { name: 'Plasă sudată', spec: 'Ø6 / 100×100 mm', unit: 'buc', qty: 24, est_price: 118 },
      ],
      supplier: 'Dedeman Cluj',
      approval: 'approved',
    },
  },
});

/** 6. PV de lucrări ascunse. */
const hiddenWorks = tradeDoc({
  key: 'pv-lucrari-ascunse',
  title: t('Proces-verbal de lucrări ce devin ascunse', 'Record of works to be covered up (hidden works)', 'Verbale di opere che diventano nascoste'),
  description: t(
    'Verificarea, înainte de acoperire, a lucrărilor care devin ascunse (armături, hidroizolații, conducte îngropate, fundații): elementul și poziția în axe, planșele, verificările făcute, concluzia și acordul de continuare, semnat de executant și de dirigintele de șantier.',
    'Checking, before they are covered, works that become hidden (reinforcement, waterproofing, buried pipes, foundations): the element and its grid position, drawings, checks made, conclusion and permission to continue, signed by the contractor and the site supervisor.',
    'Verifica, prima della copertura, delle opere che diventano nascoste (armature, impermeabilizzazioni, tubazioni interrate, fondazioni): elemento e posizione negli assi, tavole, controlli, conclusione e nulla osta, firmato da esecutore e direttore dei lavori.',
  ),
  category: 'construction',
  trades,
  keywords: kw('lucrari ascunse, proces verbal lucrari ascunse, pv armare, verificare armatura, lucrari care devin ascunse', 'hidden works, covered-up works, reinforcement inspection, pre-pour inspection', 'opere nascoste, verbale armature, verifica prima del getto'),
  kind: 'report',
  prefix: 'PVLA',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Executant', 'Contractor', 'Esecutore') },
  steps: [
    beneficiary(),
    siteStep(),
    step('element', t('Lucrarea verificată', 'Work inspected', 'Opera verificata'), [
      f.text('element', t('Elementul de construcție', 'Building element', 'Elemento costruttivo'), { required: true, maxLength: 200 }),
      f.text('position', t('Poziție (axe, cote, nivel)', 'Position (grid, levels, floor)', 'Posizione (assi, quote, piano)'), { required: true, maxLength: 150, width: 'half' }),
      f.text('drawings', t('Planșe / detalii de execuție', 'Drawings / details', 'Tavole / particolari'), { required: true, maxLength: 150, width: 'half' }),
      checklistField('checks', t('Verificări', 'Checks', 'Verifiche')),
      verdictField('verdict', t('Concluzie: se poate trece la faza următoare', 'Conclusion: the next phase may start', 'Conclusione: si può procedere alla fase successiva')),
      remarksField(),
    ]),
  ],
  pdfTitle: t('PV LUCRĂRI ASCUNSE', 'HIDDEN WORKS RECORD', 'VERBALE OPERE NASCOSTE'),
  signatures: [t('Executant (responsabil tehnic)', 'Contractor (technical manager)', 'Esecutore (responsabile tecnico)'), t('Diriginte de șantier', 'Site supervisor', 'Direttore dei lavori')],
  footer: t('Procesul-verbal se încheie înainte de acoperirea lucrărilor și se păstrează în cartea tehnică a construcției.', 'The record is signed before the works are covered and kept in the technical book of the building.', 'Il verbale si firma prima della copertura e si conserva nel libro tecnico.'),
  legal: [legea10],
  sample: {
    company: sampleCo(),
    client: person,
    site: sampleSite,
    element: {
      element: 'Armătura plăcii peste parter',
      position: 'Axele A–C / 1–4, cota +2,80',
      drawings: 'R-05, R-06',
      checks: [
        { point: 'Diametre și număr de bare conform planșei', status: 'ok' },
        { point: 'Acoperire cu beton (distanțieri 2,5 cm)', status: 'ok' },
        { point: 'Ancoraje și înnădiri', status: 'ok' },
        { point: 'Curățenia cofrajului', status: 'watch', note: 'Se suflă cu aer înainte de turnare' },
      ],
      verdict: 'admis',
      remarks: 'Se poate turna betonul C25/30.',
    },
  },
});

/** 7. PV de verificare a instalației electrice. */
const electricalCheck = tradeDoc({
  key: 'pv-verificare-instalatie-electrica',
  title: t('Proces-verbal de verificare a instalației electrice', 'Electrical installation verification record', "Verbale di verifica dell'impianto elettrico"),
  description: t(
    'Verificarea instalației electrice interioare înainte de punerea sub tensiune: tabloul, circuitele cu protecția, secțiunea cablului, rezistența de izolație, timpul de declanșare al diferențialului și continuitatea conductorului de protecție, electricianul autorizat ANRE și concluzia.',
    'Checking an indoor electrical installation before energising: the board, circuits with their protection, cable section, insulation resistance, RCD trip time and protective conductor continuity, the ANRE-authorised electrician and the conclusion.',
    "Verifica dell'impianto elettrico interno prima della messa in tensione: quadro, circuiti con protezione, sezione del cavo, resistenza d'isolamento, tempo d'intervento del differenziale e continuità del conduttore di protezione, elettricista autorizzato ANRE e conclusione.",
  ),
  category: 'construction',
  trades,
  keywords: kw('verificare instalatie electrica, pv instalatie electrica, buletin verificare, rezistenta izolatie, electrician anre, pif electric', 'electrical installation test, electrical certificate, insulation resistance, RCD test, periodic inspection', 'verifica impianto elettrico, resistenza di isolamento, prova differenziale, verbale impianto'),
  public: true,
  kind: 'report',
  prefix: 'PVE',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Executant', 'Contractor', 'Esecutore') },
  steps: [
    beneficiary(),
    siteStep([
      f.text('electrician', t('Electrician autorizat (nume)', 'Authorised electrician (name)', 'Elettricista autorizzato (nome)'), { required: true, maxLength: 100, width: 'half' }),
      f.text('anre', t('Legitimație ANRE nr., grad', 'ANRE licence no., grade', 'Abilitazione ANRE n., grado'), { required: true, maxLength: 60, width: 'half' }),
      f.number('power', t('Putere instalată (kW)', 'Installed power (kW)', 'Potenza installata (kW)'), { min: 0, decimals: 1, width: 'third' }),
      f.select('supply', t('Alimentare', 'Supply', 'Alimentazione'), [opt('mono', t('Monofazat 230 V', 'Single-phase 230 V', 'Monofase 230 V')), opt('tri', t('Trifazat 400 V', 'Three-phase 400 V', 'Trifase 400 V'))], { required: true, width: 'third' }),
      f.number('earth', t('Rezistența prizei de pământ (Ω)', 'Earth electrode resistance (Ω)', 'Resistenza di terra (Ω)'), { min: 0, decimals: 2, width: 'third' }),
    ]),
    step('circuits', t('Măsurători pe circuite', 'Measurements by circuit', 'Misure per circuito'), [
      f.array('items', t('Circuite', 'Circuits', 'Circuiti'), [
        f.text('circuit', t('Circuit', 'Circuit', 'Circuito'), { required: true, maxLength: 60 }),
        f.text('protection', t('Protecție (A, curba)', 'Protection (A, curve)', 'Protezione (A, curva)'), { required: true, maxLength: 30 }),
        f.number('section', t('Secțiune (mm²)', 'Section (mm²)', 'Sezione (mm²)'), { required: true, min: 0.5, decimals: 1 }),
        f.number('insulation', t('Izolație (MΩ)', 'Insulation (MΩ)', 'Isolamento (MΩ)'), { required: true, min: 0, decimals: 2 }),
        f.number('rcd_ms', t('Declanșare DDR (ms)', 'RCD trip (ms)', 'Intervento RCD (ms)'), { min: 0, decimals: 0 }),
        f.checkbox('pe_ok', t('Continuitate PE', 'PE continuity', 'Continuità PE')),
      ], { required: true, maxItems: 100 }),
      verdictField('verdict', t('Concluzie: instalația poate fi pusă sub tensiune', 'Conclusion: the installation may be energised', "Conclusione: l'impianto può essere messo in tensione")),
      remarksField(),
    ]),
  ],
  totals: [
    numberTotal('circuits', t('Circuite verificate', 'Circuits tested', 'Circuiti verificati'), 'count(circuits.items.circuit)'),
    numberTotal('min_insulation', t('Rezistența de izolație minimă (MΩ)', 'Lowest insulation resistance (MΩ)', 'Isolamento minimo (MΩ)'), 'min(circuits.items.insulation)'),
  ],
  pdfTitle: t('PV VERIFICARE INSTALAȚIE ELECTRICĂ', 'ELECTRICAL VERIFICATION', 'VERIFICA IMPIANTO ELETTRICO'),
  signatures: [t('Electrician autorizat ANRE', 'ANRE-authorised electrician', 'Elettricista autorizzato ANRE'), t('Beneficiar', 'Client', 'Committente')],
  footer: t('Valorile măsurate se compară cu limitele din normativ și din proiect.', 'The measured values are compared with the limits of the standard and the design.', 'I valori misurati si confrontano con i limiti della norma e del progetto.'),
  legal: [
    t(
      'Verificare efectuată conform Normativului I7/2011 pentru instalațiile electrice aferente clădirilor, de un electrician autorizat ANRE.',
      'Verification under standard I7/2011 for electrical installations in buildings, by an ANRE-authorised electrician.',
      'Verifica eseguita secondo la norma I7/2011 per gli impianti elettrici degli edifici, da un elettricista autorizzato ANRE.',
    ),
  ],
  sample: {
    company: sampleCo(),
    client: person,
    site: { ...sampleSite, electrician: 'Cristian Moldovan', anre: 'Legitimație nr. 12345, grad IIB', power: 11, supply: 'mono', earth: 3.2 },
    circuits: {
      items: [
        { circuit: 'C1 – Iluminat parter', protection: '10 A, C', section: 1.5, insulation: 520, rcd_ms: 18, pe_ok: true },
        { circuit: 'C2 – Prize bucătărie', protection: '16 A, C', section: 2.5, insulation: 480, rcd_ms: 21, pe_ok: true },
        { circuit: 'C3 – Plită electrică', protection: '32 A, C', section: 6, insulation: 610, rcd_ms: 19, pe_ok: true },
      ],
      verdict: 'admis',
      remarks: 'Tabloul electric etichetat; schema monofilară predată beneficiarului.',
    },
  },
});

/** 8. PV de probă de presiune. */
const pressureTest = tradeDoc({
  key: 'pv-proba-presiune-instalatii',
  version: 2,
  title: t('Proces-verbal de probă de presiune (instalații sanitare și termice)', 'Pressure test record (plumbing and heating)', 'Verbale di prova di pressione (impianti idraulici e termici)'),
  description: t(
    'Proba de etanșeitate a unei instalații de apă sau de încălzire: tronsonul, materialul conductelor, presiunea de lucru și de probă, durata, presiunea la început și la sfârșit, căderea de presiune calculată față de cea admisă și concluzia.',
    'The tightness test of a water or heating installation: the section, pipe material, working and test pressure, duration, pressure at start and end, the pressure drop computed against the allowed drop and the conclusion.',
    'La prova di tenuta di un impianto idrico o di riscaldamento: tratto, materiale delle tubazioni, pressione di esercizio e di prova, durata, pressione iniziale e finale, caduta calcolata rispetto a quella ammessa e conclusione.',
  ),
  category: 'construction',
  trades,
  keywords: kw('proba de presiune, proba etanseitate, pv proba presiune, instalatii sanitare, instalatie termica, proba hidraulica', 'pressure test, leak test, hydrostatic test, plumbing test, heating system test', 'prova di pressione, prova di tenuta, collaudo idraulico, impianto termico'),
  public: true,
  kind: 'report',
  prefix: 'PVP',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Executant', 'Contractor', 'Esecutore') },
  steps: [
    beneficiary(),
    siteStep(),
    step('test', t('Proba', 'The test', 'La prova'), [
      f.select('system', t('Instalația', 'Installation', 'Impianto'), [
        opt('cold', t('Apă rece', 'Cold water', 'Acqua fredda')),
        opt('hot', t('Apă caldă', 'Hot water', 'Acqua calda')),
        opt('heating', t('Încălzire', 'Heating', 'Riscaldamento')),
        opt('floor', t('Încălzire în pardoseală', 'Underfloor heating', 'Riscaldamento a pavimento')),
      ], { required: true, width: 'half' }),
      f.text('section', t('Tronson / zonă', 'Section / zone', 'Tratto / zona'), { required: true, maxLength: 100, width: 'half' }),
      f.text('material', t('Material conducte', 'Pipe material', 'Materiale tubazioni'), { required: true, maxLength: 80, width: 'half' }),
      f.number('working', t('Presiune de lucru (bar)', 'Working pressure (bar)', 'Pressione di esercizio (bar)'), { required: true, min: 0, decimals: 1, width: 'half' }),
      f.number('test_pressure', t('Presiune de probă (bar)', 'Test pressure (bar)', 'Pressione di prova (bar)'), { required: true, min: 0, decimals: 1, width: 'third' }),
      f.number('duration', t('Durata (minute)', 'Duration (minutes)', 'Durata (minuti)'), { required: true, min: 1, decimals: 0, width: 'third' }),
      f.number('allowed_drop', t('Cădere admisă (bar)', 'Allowed drop (bar)', 'Caduta ammessa (bar)'), { required: true, min: 0, decimals: 2, width: 'third' }),
      f.number('p_start', t('Presiune la început (bar)', 'Pressure at start (bar)', 'Pressione iniziale (bar)'), { required: true, min: 0, decimals: 2, width: 'third' }),
      f.number('p_end', t('Presiune la sfârșit (bar)', 'Pressure at end (bar)', 'Pressione finale (bar)'), { required: true, min: 0, decimals: 2, width: 'third' }),
      f.number('drop', t('Cădere de presiune (bar)', 'Pressure drop (bar)', 'Caduta di pressione (bar)'), { compute: 'round(p_start - p_end, 2)', decimals: 2, width: 'third' }),
      f.checkbox('no_leaks', t('Fără scurgeri vizibile la îmbinări', 'No visible leaks at joints', 'Nessuna perdita visibile ai giunti')),
      verdictField(),
    ]),
  ],
  pdfTitle: t('PV PROBĂ DE PRESIUNE', 'PRESSURE TEST RECORD', 'VERBALE PROVA DI PRESSIONE'),
  signatures: [t('Executant', 'Contractor', 'Esecutore'), t('Diriginte de șantier / beneficiar', 'Site supervisor / client', 'Direttore lavori / committente')],
  footer: t('Instalația rămâne sub presiune pe toată durata probei; căderea de presiune se compară cu cea admisă.', 'The installation stays under pressure for the whole test; the pressure drop is compared with the allowed one.', 'L’impianto resta in pressione per tutta la prova; la caduta si confronta con quella ammessa.'),
  legal: [
    t(
      'Proba se execută înainte de închiderea șlițurilor și a pardoselilor, conform proiectului și normativelor tehnice în vigoare pentru instalațiile sanitare.',
      'The test is done before chases and floors are closed, under the design and the technical standards in force for plumbing.',
      'La prova si esegue prima della chiusura di tracce e pavimenti, secondo il progetto e le norme tecniche in vigore per gli impianti idraulici.',
    ),
  ],
  sample: {
    company: sampleCo(),
    client: person,
    site: sampleSite,
    test: { system: 'cold', section: 'Baie etaj și bucătărie', material: 'PPR PN20', working: 4, test_pressure: 10, duration: 60, allowed_drop: 0.2, p_start: 10, p_end: 9.9, no_leaks: true, verdict: 'admis' },
  },
});

/** 9. Buletin de măsurare a prizei de pământ. */
const earthTest = tradeDoc({
  key: 'buletin-masurare-priza-pamant',
  title: t('Buletin de măsurare a rezistenței prizei de pământ', 'Earth electrode resistance test report', 'Bollettino di misura della resistenza di terra'),
  description: t(
    'Măsurarea rezistenței de dispersie a prizelor de pământ (instalație de protecție, paratrăsnet): aparatul și metoda, condițiile de sol, valorile măsurate pe fiecare priză comparate cu valoarea admisă și concluzia.',
    'Measuring the resistance of earth electrodes (protective earthing, lightning protection): the instrument and method, soil conditions, measured values per electrode against the allowed value and the conclusion.',
    'Misura della resistenza dei dispersori (impianto di terra, parafulmine): strumento e metodo, condizioni del terreno, valori misurati per dispersore rispetto al valore ammesso e conclusione.',
  ),
  category: 'construction',
  trades,
  keywords: kw('buletin pram, priza de pamant, masurare rezistenta dispersie, paratrasnet, pram, buletin masuratori', 'earth resistance test, earthing test, lightning protection test, earth electrode', 'misura resistenza di terra, impianto di terra, parafulmine, verifica messa a terra'),
  kind: 'report',
  prefix: 'BPP',
  company: { numberLabel: t('Buletin nr.', 'Report no.', 'Bollettino n.'), title: t('Firmă și buletin', 'Company and report', 'Azienda e bollettino') },
  steps: [
    beneficiary(),
    siteStep([
      f.text('instrument', t('Aparat de măsură (tip, serie, verificat metrologic până la)', 'Instrument (type, serial, calibrated until)', 'Strumento (tipo, matricola, tarato fino al)'), { required: true, maxLength: 150 }),
      f.select('soil', t('Starea solului', 'Soil condition', 'Condizione del terreno'), [opt('dry', t('Uscat', 'Dry', 'Asciutto')), opt('normal', t('Normal', 'Normal', 'Normale')), opt('wet', t('Umed', 'Wet', 'Umido'))], { required: true, width: 'half' }),
    ]),
    step('readings', t('Măsurători', 'Readings', 'Misure'), [
      f.array('items', t('Prize de pământ', 'Earth electrodes', 'Dispersori'), [
        f.text('electrode', t('Priza / punctul de măsură', 'Electrode / test point', 'Dispersore / punto di misura'), { required: true, maxLength: 100 }),
        f.select('purpose', t('Destinație', 'Purpose', 'Funzione'), [opt('protection', t('Protecție', 'Protective', 'Protezione')), opt('lightning', t('Paratrăsnet', 'Lightning', 'Parafulmine')), opt('mixed', t('Comună', 'Combined', 'Comune'))], { required: true }),
        f.number('measured', t('Măsurat (Ω)', 'Measured (Ω)', 'Misurato (Ω)'), { required: true, min: 0, decimals: 2 }),
        f.number('allowed', t('Admis (Ω)', 'Allowed (Ω)', 'Ammesso (Ω)'), { required: true, min: 0, decimals: 2 }),
        f.number('margin', t('Rezervă (Ω)', 'Margin (Ω)', 'Margine (Ω)'), { compute: 'round(allowed - measured, 2)', decimals: 2 }),
      ], { required: true, maxItems: 50 }),
      verdictField(),
    ]),
  ],
  totals: [numberTotal('worst', t('Cea mai mică rezervă (Ω)', 'Smallest margin (Ω)', 'Margine minimo (Ω)'), 'min(readings.items.margin)')],
  pdfTitle: t('BULETIN DE MĂSURĂTORI', 'EARTH TEST REPORT', 'BOLLETTINO DI MISURA'),
  signatures: [t('Executant măsurători', 'Tested by', 'Eseguito da'), t('Verificat', 'Checked by', 'Verificato da')],
  footer: t(
    'O rezervă negativă înseamnă o valoare măsurată peste cea admisă: priza de pământ se completează și se măsoară din nou. Valorile admise sunt cele din normativul I7/2011 și din proiect.',
    'A negative margin means a measured value above the allowed one: the electrode is extended and measured again. The allowed values are those of standard I7/2011 and the design.',
    'Un margine negativo indica un valore misurato oltre quello ammesso: il dispersore si integra e si misura di nuovo. I valori ammessi sono quelli della norma I7/2011 e del progetto.',
  ),
  sample: {
    company: sampleCo(),
    client: firm,
    site: { ...sampleSite, instrument: 'Metrel MI 3125, seria 12345678, verificat până la 10.2026', soil: 'normal' },
    readings: {
      items: [
        { electrode: 'Priză tablou general', purpose: 'protection', measured: 3.2, allowed: 4 },
        { electrode: 'Coborâre paratrăsnet NE', purpose: 'lightning', measured: 6.8, allowed: 10 },
      ],
      verdict: 'admis',
    },
  },
});

/** 10. PV de predare a amplasamentului. */
const siteHandover = tradeDoc({
  key: 'pv-predare-amplasament',
  title: t('Proces-verbal de predare-primire a amplasamentului', 'Site handover record (start of works)', "Verbale di consegna dell'area di cantiere"),
  description: t(
    'Predarea amplasamentului de la beneficiar la executant înainte de începerea lucrărilor: autorizația, reperele de nivel și de trasare, rețelele existente (apă, gaz, electricitate), accesul, utilitățile de organizare de șantier și data începerii.',
    'The client hands the site to the contractor before work starts: the permit, level and setting-out benchmarks, existing utilities (water, gas, power), access, site-setup utilities and the start date.',
    "Il committente consegna l'area all'esecutore prima dell'inizio: permesso, capisaldi di quota e tracciamento, reti esistenti (acqua, gas, elettricità), accesso, utenze di cantiere e data d'inizio.",
  ),
  category: 'construction',
  trades,
  keywords: kw('predare amplasament, predare teren, inceperea lucrarilor, pv predare amplasament, reper', 'site handover, site possession, start of works, benchmarks', 'consegna area, consegna cantiere, inizio lavori, capisaldi'),
  kind: 'handover',
  prefix: 'PVA',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Executant', 'Contractor', 'Esecutore'), extra: [f.text('place', L.place, { required: true, maxLength: 100 })] },
  steps: [
    beneficiary(),
    siteStep([
      f.text('permit', t('Autorizație de construire nr./data', 'Building permit no./date', 'Permesso di costruire n./data'), { required: true, maxLength: 80, width: 'half' }),
      f.date('start_date', t('Data începerii lucrărilor', 'Works start date', 'Data di inizio lavori'), { required: true, width: 'half' }),
    ]),
    step('site_state', t('Starea amplasamentului', 'State of the site', "Stato dell'area"), [
      f.textarea('benchmarks', t('Repere de nivel și de trasare predate', 'Level and setting-out benchmarks handed over', 'Capisaldi di quota e tracciamento consegnati'), { required: true, maxLength: 1000 }),
      f.textarea('networks', t('Rețele existente pe amplasament', 'Existing utilities on site', 'Reti esistenti'), { required: true, maxLength: 1000 }),
      f.checkbox('water', t('Sursă de apă pentru șantier', 'Water supply for the site', 'Acqua per il cantiere'), { width: 'third' }),
      f.checkbox('power', t('Energie electrică pentru șantier', 'Power for the site', 'Energia per il cantiere'), { width: 'third' }),
      f.checkbox('access', t('Acces auto asigurat', 'Vehicle access provided', 'Accesso carrabile'), { width: 'third' }),
      remarksField(),
    ]),
  ],
  pdfTitle: t('PV PREDARE AMPLASAMENT', 'SITE HANDOVER', 'CONSEGNA AREA'),
  signatures: [t('Am predat – beneficiar', 'Handed over – client', 'Consegnato – committente'), t('Am primit – executant', 'Received – contractor', 'Ricevuto – esecutore')],
  footer: twoCopies,
  legal: [
    t(
        'Începerea lucrărilor se anunță în scris emitentului autorizației de construire și Inspectoratului de Stat în Construcții (Legea nr. 50/1991).',
        'The start of works is notified in writing to the authority that issued the building permit and to the State Construction Inspectorate (Law 50/1991).',
        "L'inizio lavori si comunica per iscritto all'ente che ha rilasciato il permesso e all'Ispettorato statale per le costruzioni (Legge n. 50/1991).",
      ),
  ],
  sample: {
    company: sampleCo({ place: 'Florești' }),
    client: person,
    site: { ...sampleSite, permit: 'AC nr. 245 / 14.04.2025', start_date: '2025-05-12' },
    site_state: {
      benchmarks: 'Reper de nivel RN1 pe bordura din fața lotului (cota ±0,00 = +345,20 m); bornele 1–4 ale lotului.',
      networks: 'Conductă de gaz la limita de nord a lotului (adâncime 0,9 m); cablu electric subteran pe trotuar.',
      water: true,
      power: true,
      access: true,
      remarks: 'Gardul de împrejmuire provizoriu se montează de executant.',
    },
  },
});

/** 11. Contract de antrepriză (execuție lucrări). */
const worksContract = tradeDoc({
  key: 'contract-executie-lucrari',
  title: t('Contract de execuție lucrări (antrepriză)', 'Construction works contract', "Contratto d'appalto per l'esecuzione di lavori"),
  description: t(
    'Contractul dintre beneficiar și executant pentru o lucrare de construcții sau instalații: obiectul și amplasamentul, prețul și avansul, termenele de începere și de finalizare, obligațiile părților, recepția, garanția lucrărilor, penalitățile, încetarea și litigiile.',
    'The contract between a client and a contractor for construction or installation works: subject and site, price and advance, start and completion dates, each party’s duties, acceptance, warranty, penalties, termination and disputes.',
    "Il contratto tra committente ed esecutore per lavori edili o impiantistici: oggetto e cantiere, prezzo e acconto, inizio e fine lavori, obblighi delle parti, collaudo, garanzia, penali, risoluzione e controversie.",
  ),
  category: 'construction',
  trades,
  keywords: kw('contract antrepriza, contract executie lucrari, contract constructie, contract renovare, contract lucrari', 'construction contract, works contract, building contract, renovation contract', "contratto d'appalto, contratto lavori, appalto edile"),
  kind: 'contract',
  prefix: 'CE',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Contract nr.', 'Contract no.', 'Contratto n.'), title: t('Executant (antreprenor)', 'Contractor', 'Esecutore (appaltatore)'), extra: [f.text('representative', t('Reprezentat prin', 'Represented by', 'Rappresentato da'), { required: true, maxLength: 100 })], vatPayer: true },
  steps: [
    beneficiary(),
    step('terms', t('Clauze', 'Clauses', 'Clausole'), [
      f.textarea('subject', t('Obiectul contractului și amplasamentul', 'Subject and site', 'Oggetto e cantiere'), { required: true, maxLength: 2000 }),
      f.money('price', t('Preț (fără TVA)', 'Price (excl. VAT)', 'Prezzo (IVA esclusa)'), { required: true, min: 0, width: 'half' }),
      f.percent('advance', t('Avans (%)', 'Advance (%)', 'Acconto (%)'), { min: 0, max: 100, width: 'half' }),
      f.date('start', t('Data începerii', 'Start date', 'Data di inizio'), { required: true, width: 'half' }),
      f.date('end', t('Termen de finalizare', 'Completion date', 'Termine di ultimazione'), { required: true, width: 'half' }),
      f.textarea('payment', t('Modalitatea de plată (situații de lucrări)', 'Payment (statements of works)', 'Pagamento (stati di avanzamento)'), { required: true, maxLength: 2000 }),
      f.textarea('duties', t('Obligațiile părților', "Parties' duties", 'Obblighi delle parti'), { required: true, maxLength: 4000 }),
      f.number('warranty_months', t('Garanția lucrărilor (luni de la recepție)', 'Warranty (months from acceptance)', 'Garanzia (mesi dal collaudo)'), { required: true, min: 0, decimals: 0, width: 'half' }),
      f.percent('penalty', t('Penalitate de întârziere (% pe zi)', 'Delay penalty (% per day)', 'Penale di ritardo (% al giorno)'), { min: 0, max: 5, decimals: 2, width: 'half' }),
      f.textarea('termination', t('Încetare, forță majoră, litigii', 'Termination, force majeure, disputes', 'Risoluzione, forza maggiore, controversie'), { required: true, maxLength: 3000 }),
    ]),
  ],
  totals: [...vat21('terms.price'), sumTotal('advance', t('Avans', 'Advance', 'Acconto'), 'terms.advance > 0 ? round(totals.grand * terms.advance / 100, 2) : ""', 'total.advance')],
  layout: 'contract',
  pdfTitle: t('CONTRACT DE EXECUȚIE LUCRĂRI', 'WORKS CONTRACT', "CONTRATTO D'APPALTO"),
  signatures: [t('Executant', 'Contractor', 'Esecutore'), t('Beneficiar', 'Client', 'Committente')],
  footer: twoCopies,
  legal: [
    t(
        'Contract de antrepriză guvernat de Codul civil; recepția se face conform HG nr. 343/2017, iar calitatea lucrărilor conform Legii nr. 10/1995.',
        'A works contract governed by the Romanian Civil Code; acceptance follows Government Decision 343/2017 and quality Law 10/1995.',
        "Contratto d'appalto regolato dal Codice civile romeno; il collaudo segue la Decisione del Governo n. 343/2017 e la qualità la Legge n. 10/1995.",
      ),
  ],
  sample: {
    company: sampleCo({ representative: 'Andrei Țărână, administrator' }),
    client: person,
    terms: {
      subject: 'Executarea structurii și a închiderilor pentru locuința P+1E din str. Zorilor nr. 15, Florești, conform proiectului nr. 45/2025.',
      price: 480000,
      advance: 20,
      start: '2025-05-12',
      end: '2026-03-31',
      payment: 'Lunar, pe baza situațiilor de lucrări confirmate de diriginte, în 10 zile de la factură; avansul se recuperează proporțional.',
      duties: 'Executantul: execută lucrările conform proiectului, cu materiale certificate, respectă normele SSM. Beneficiarul: predă amplasamentul, asigură dirigintele de șantier, plătește la termen.',
      warranty_months: 36,
      penalty: 0.05,
      termination: 'Rezilierea pentru neexecutare, după notificare de 15 zile. Forța majoră exonerează. Litigiile: instanțele de la sediul beneficiarului.',
    },
  },
});

/** 12. Dispoziție de șantier / lucrări suplimentare. */
const changeOrder = tradeDoc({
  key: 'dispozitie-lucrari-suplimentare',
  title: t('Dispoziție de șantier pentru lucrări suplimentare', 'Site instruction for additional works (change order)', 'Ordine di servizio per lavori aggiuntivi (variante)'),
  description: t(
    'Acordul scris pentru lucrări care nu sunt în contract sau în deviz: motivul, emitentul dispoziției, articolele suplimentare cu cantitate și preț, influența asupra termenului și acceptarea beneficiarului înainte de execuție.',
    'Written agreement for works not in the contract or estimate: the reason, who issued the instruction, the additional items with quantity and price, the effect on the deadline and the client’s acceptance before the work is done.',
    'Accordo scritto per lavori non previsti dal contratto o dal computo: motivo, chi dispone, voci aggiuntive con quantità e prezzo, effetto sui tempi e accettazione del committente prima dell’esecuzione.',
  ),
  category: 'construction',
  trades,
  keywords: kw('dispozitie de santier, lucrari suplimentare, lucrari extra, act aditional lucrari, comanda suplimentara', 'change order, variation, additional works, site instruction, extra works', 'variante, lavori extra, ordine di servizio, lavori aggiuntivi'),
  kind: 'order',
  prefix: 'DS',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Dispoziția nr.', 'Instruction no.', 'Ordine n.'), title: t('Executant', 'Contractor', 'Esecutore'), vatPayer: true },
  steps: [
    beneficiary(),
    siteStep([
      f.text('issued_by', t('Emisă de (diriginte, proiectant, beneficiar)', 'Issued by (supervisor, designer, client)', 'Emessa da (direttore lavori, progettista, committente)'), { required: true, maxLength: 100, width: 'half' }),
      f.textarea('reason', t('Motivul lucrărilor suplimentare', 'Reason for the additional works', 'Motivo dei lavori aggiuntivi'), { required: true, maxLength: 2000 }),
    ]),
    step('extra', t('Lucrări suplimentare', 'Additional works', 'Lavori aggiuntivi'), [
      f.array('items', t('Articole', 'Items', 'Voci'), [
        f.text('name', t('Articol', 'Item', 'Voce'), { required: true, maxLength: 200 }),
        f.select('unit', L.unit, worksUnits, { required: true, default: 'mp' }),
        f.number('qty', L.qty, { required: true, min: 0.001, decimals: 3 }),
        f.money('material', t('Material / U.M.', 'Material / unit', 'Materiale / U.M.'), { min: 0 }),
        f.money('labour', t('Manoperă / U.M.', 'Labour / unit', 'Manodopera / U.M.'), { min: 0 }),
        f.money('value', t('Valoare (fără TVA)', 'Amount (excl. VAT)', 'Importo (IVA esclusa)'), { compute: 'round(qty * (material + labour), 2)' }),
      ], { required: true, maxItems: 100, role: 'lines.items' }),
      f.number('extra_days', t('Prelungirea termenului (zile)', 'Extension of time (days)', 'Proroga (giorni)'), { min: 0, decimals: 0, width: 'half' }),
    ]),
  ],
  totals: vat21('sum(extra.items.value)'),
  pdfTitle: t('DISPOZIȚIE DE ȘANTIER', 'SITE INSTRUCTION', 'ORDINE DI SERVIZIO'),
  signatures: [t('Executant', 'Contractor', 'Esecutore'), t('Beneficiar – aprob', 'Client – approved', 'Committente – approvato')],
  footer: t(
    'Lucrările suplimentare se execută numai după semnarea dispoziției de către beneficiar; valoarea și termenul se includ în contract prin act adițional.',
    'Additional works are carried out only after the client signs the instruction; the price and time are added to the contract by an addendum.',
    'I lavori aggiuntivi si eseguono solo dopo la firma del committente; importo e tempi si inseriscono nel contratto con atto aggiuntivo.',
  ),
  sample: {
    company: sampleCo(),
    client: person,
    site: { ...sampleSite, issued_by: 'Ing. Vlad Crișan, diriginte de șantier', reason: 'La săpătură s-a găsit un strat de umplutură neprevăzut; fundația se coboară cu 40 cm.' },
    extra: {
      items: [
        { name: 'Săpătură manuală suplimentară', unit: 'mc', qty: 14, labour: 85 },
        { name: 'Beton de egalizare C12/15', unit: 'mc', qty: 6.5, material: 410, labour: 60 },
      ],
      extra_days: 5,
    },
  },
});

/** 13. Pontaj zilnic pe echipă. */
const crewTimesheet = tradeDoc({
  key: 'pontaj-echipa-santier',
  title: t('Pontaj zilnic al echipei pe șantier', 'Daily crew timesheet on site', 'Foglio presenze giornaliero della squadra'),
  description: t(
    'Pontajul unei echipe pe o zi de șantier: fiecare muncitor cu meseria, ora de începere și de terminare, orele normale și suplimentare, tariful orar și costul manoperei calculat pe echipă.',
    'A crew’s timesheet for one site day: each worker with trade, start and finish, normal and overtime hours, hourly rate and the labour cost computed for the crew.',
    'Il foglio presenze di una squadra per un giorno di cantiere: ogni operaio con mestiere, inizio e fine, ore ordinarie e straordinarie, tariffa oraria e costo della manodopera calcolato.',
  ),
  category: 'construction',
  trades,
  keywords: kw('pontaj, pontaj santier, foaie de prezenta, ore lucrate, condica echipa, manopera echipa', 'timesheet, crew timesheet, attendance, hours worked, labour cost', 'foglio presenze, ore lavorate, rapportino squadra, costo manodopera'),
  kind: 'timesheet',
  prefix: 'PE',
  company: { numberLabel: t('Pontaj nr.', 'Timesheet no.', 'Foglio n.'), title: t('Firmă și zi', 'Company and day', 'Azienda e giorno') },
  steps: [
    siteStep([f.text('foreman', t('Șef de echipă', 'Foreman', 'Caposquadra'), { required: true, maxLength: 100, width: 'half' })]),
    step('crew', t('Echipa', 'Crew', 'Squadra'), [
      f.array('items', t('Muncitori', 'Workers', 'Operai'), [
        f.text('name', L.name, { required: true, maxLength: 100 }),
        f.text('trade', t('Meserie', 'Trade', 'Mestiere'), { maxLength: 50 }),
        f.time('start', t('Început', 'Start', 'Inizio')),
        f.time('end', t('Sfârșit', 'End', 'Fine')),
        f.number('hours', t('Ore normale', 'Normal hours', 'Ore ordinarie'), { required: true, min: 0, max: 12, decimals: 1 }),
        f.number('overtime', t('Ore suplimentare', 'Overtime', 'Straordinari'), { min: 0, max: 12, decimals: 1 }),
        f.money('rate', t('Tarif orar', 'Hourly rate', 'Tariffa oraria'), { min: 0 }),
        f.money('cost', t('Cost', 'Cost', 'Costo'), { compute: 'round((hours + overtime * 1.75) * rate, 2)' }),
      ], { required: true, historyPick: true, maxItems: 60 }),
      f.textarea('works', t('Lucrări executate', 'Works carried out', 'Lavori eseguiti'), { maxLength: 2000 }),
    ]),
  ],
  totals: [
    numberTotal('hours', t('Total ore normale', 'Total normal hours', 'Totale ore ordinarie'), 'sum(crew.items.hours)'),
    numberTotal('overtime', t('Total ore suplimentare', 'Total overtime', 'Totale straordinari'), 'sum(crew.items.overtime)'),
    sumTotal('cost', t('Cost manoperă', 'Labour cost', 'Costo manodopera'), 'sum(crew.items.cost)'),
  ],
  pdfTitle: t('PONTAJ ECHIPĂ', 'CREW TIMESHEET', 'FOGLIO PRESENZE'),
  signatures: [t('Șef de echipă', 'Foreman', 'Caposquadra'), t('Șef de șantier', 'Site manager', 'Capocantiere')],
  footer: t('Orele se confirmă zilnic de șeful de echipă; costul suplimentar include sporul de 75% pentru orele suplimentare.', 'Hours are confirmed daily by the foreman; overtime is costed with a 75% premium.', 'Le ore sono confermate ogni giorno dal caposquadra; gli straordinari sono calcolati con una maggiorazione del 75%.'),
  legal: [
    t(
      'Orele suplimentare se calculează cu un spor de 75% (cel puțin cel prevăzut de Codul muncii), dacă nu se compensează cu timp liber plătit.',
      'Overtime is costed with a 75% premium (at least the Labour Code minimum) unless it is compensated with paid time off.',
      'Gli straordinari si calcolano con una maggiorazione del 75% (almeno quella del Codice del lavoro romeno) se non compensati con riposo retribuito.',
    ),
  ],
  sample: {
    company: sampleCo(),
    site: { ...sampleSite, foreman: 'Ion Pășcuț' },
    crew: {
      items: [
        { name: 'Ion Pășcuț', trade: 'Zidar', start: '07:00', end: '17:00', hours: 8, overtime: 1, rate: 38 },
        { name: 'Vasile Țurcanu', trade: 'Zidar', start: '07:00', end: '16:00', hours: 8, rate: 35 },
        { name: 'Gheorghe Ursu', trade: 'Muncitor necalificat', start: '07:00', end: '16:00', hours: 8, rate: 25 },
      ],
      works: 'Zidărie etaj axele D–E, 14 mc.',
    },
  },
});

/** 14. Bon de transfer materiale pe șantier. */
const materialsTransfer = tradeDoc({
  key: 'bon-transfer-materiale-santier',
  title: t('Bon de predare-transfer a materialelor către șantier', 'Materials transfer note to a site', 'Bolla di trasferimento materiali al cantiere'),
  description: t(
    'Mișcarea materialelor din magazia firmei către un șantier sau între șantiere (ori restituirea lor): gestiunea care predă și cea care primește, materialele cu cantitate și preț de evidență, valoarea transferată.',
    "Moving materials from the company store to a site or between sites (or back): the store handing over and the one receiving, materials with quantity and book price, the value moved.",
    'Il movimento di materiali dal magazzino aziendale al cantiere o tra cantieri (o il reso): magazzino che consegna e che riceve, materiali con quantità e prezzo contabile, valore trasferito.',
  ),
  category: 'construction',
  trades,
  keywords: kw('bon de transfer, transfer materiale, predare materiale santier, restituire materiale, bon predare', 'transfer note, materials transfer, stock transfer, site stores, returns', 'bolla di trasferimento, trasferimento materiali, reso materiali, magazzino cantiere'),
  kind: 'handover',
  prefix: 'BT',
  company: { numberLabel: t('Bon nr.', 'Note no.', 'Bolla n.'), title: t('Firmă și bon', 'Company and note', 'Azienda e bolla') },
  steps: [
    step('stores', t('Gestiuni', 'Stores', 'Magazzini'), [
      f.radio('kind', t('Operațiune', 'Operation', 'Operazione'), [opt('transfer', t('Transfer', 'Transfer', 'Trasferimento')), opt('return', t('Restituire', 'Return', 'Reso'))], { required: true, default: 'transfer' }),
      f.text('from_store', t('Gestiunea care predă', 'Store handing over', 'Magazzino che consegna'), { required: true, maxLength: 100, width: 'half' }),
      f.text('to_store', t('Gestiunea / șantierul care primește', 'Store / site receiving', 'Magazzino / cantiere che riceve'), { required: true, maxLength: 100, width: 'half' }),
      f.text('handed_by', t('Predat de (gestionar)', 'Handed over by (storekeeper)', 'Consegnato da (magazziniere)'), { required: true, maxLength: 100, width: 'half' }),
      f.text('received_by', t('Primit de', 'Received by', 'Ricevuto da'), { required: true, maxLength: 100, width: 'half' }),
    ]),
    step('materials', t('Materiale', 'Materials', 'Materiali'), [
      f.array('items', t('Materiale', 'Materials', 'Materiali'), [
        f.text('code', t('Cod', 'Code', 'Codice'), { maxLength: 30 }),
        f.text('name', t('Material', 'Material', 'Materiale'), { required: true, maxLength: 150 }),
        f.select('unit', L.unit, worksUnits, { required: true, default: 'buc' }),
        f.number('qty', L.qty, { required: true, min: 0.001, decimals: 3 }),
        f.money('price', t('Preț de evidență', 'Book price', 'Prezzo contabile'), { required: true, min: 0 }),
        f.money('value', L.value, { compute: 'round(qty * price, 2)' }),
      ], { required: true, historyPick: true, maxItems: 300, role: 'lines.items' }),
    ]),
  ],
  totals: [sumTotal('value', t('Valoare transferată', 'Value transferred', 'Valore trasferito'), 'sum(materials.items.value)')],
  pdfTitle: t('BON DE TRANSFER MATERIALE', 'MATERIALS TRANSFER NOTE', 'BOLLA DI TRASFERIMENTO'),
  signatures: [t('Am predat', 'Handed over by', 'Ho consegnato'), t('Am primit', 'Received by', 'Ho ricevuto')],
  footer: t(
    'Bonul justifică ieșirea din gestiunea care predă și intrarea în cea care primește; se întocmește în două exemplare.',
    'The note supports the issue from one store and the receipt into the other; drawn up in two copies.',
    "La bolla giustifica l'uscita da un magazzino e l'entrata nell'altro; redatta in due copie.",
  ),
  sample: {
    company: sampleCo(),
    stores: { kind: 'transfer', from_store: 'Magazie centrală Florești', to_store: 'Șantier str. Zorilor 15', handed_by: 'Maria Câmpean', received_by: 'Ion Pășcuț' },
    materials: {
      items: [
        { code: 'M-104', name: 'Ciment CEM II 42,5', unit: 'buc', qty: 40, price: 28.9 },
        { code: 'M-221', name: 'Polistiren expandat EPS 80, 10 cm', unit: 'mp', qty: 120, price: 24.5 },
      ],
    },
  },
});

/** 15. Carnet de atașament (măsurători). */
const measurementBook = tradeDoc({
  key: 'carnet-atasament-masuratori',
  title: t('Carnet de atașament (măsurători)', 'Site measurement book', 'Libretto delle misure'),
  description: t(
    'Măsurătorile lucrărilor executate, din care rezultă cantitățile situației de lucrări: articolul, elementul măsurat, numărul de elemente și dimensiunile (lungime, lățime, înălțime), cantitatea calculată și schița.',
    'Measurements of works carried out, from which the statement of works takes its quantities: the item, the element measured, the number of elements and dimensions (length, width, height), the quantity computed and a sketch.',
    'Le misure dei lavori eseguiti da cui la situazione lavori prende le quantità: voce, elemento misurato, numero di elementi e dimensioni (lunghezza, larghezza, altezza), quantità calcolata e schizzo.',
  ),
  category: 'construction',
  trades,
  keywords: kw('carnet de atasament, atasament, masuratori, antemasuratoare, calcul cantitati, extras cantitati', 'measurement book, site measurements, quantity take-off, bill of quantities', 'libretto delle misure, misure, computo metrico, quantità'),
  kind: 'register',
  prefix: 'CA',
  company: { numberLabel: t('Fila nr.', 'Page no.', 'Foglio n.'), title: t('Executant', 'Contractor', 'Esecutore') },
  steps: [
    siteStep(),
    step('measures', t('Măsurători', 'Measurements', 'Misure'), [
      f.array('items', t('Elemente măsurate', 'Elements measured', 'Elementi misurati'), [
        f.text('item', t('Articol', 'Item', 'Voce'), { required: true, maxLength: 100 }),
        f.text('element', t('Element / poziție', 'Element / position', 'Elemento / posizione'), { required: true, maxLength: 100 }),
        f.number('count', t('Nr. buc.', 'Count', 'N. pezzi'), { required: true, min: 1, decimals: 0, default: 1 }),
        f.number('length', t('Lungime (m)', 'Length (m)', 'Lunghezza (m)'), { required: true, min: 0, decimals: 2 }),
        f.number('width', t('Lățime (m)', 'Width (m)', 'Larghezza (m)'), { min: 0, decimals: 2 }),
        f.number('height', t('Înălțime (m)', 'Height (m)', 'Altezza (m)'), { min: 0, decimals: 2 }),
        f.number('qty', t('Cantitate', 'Quantity', 'Quantità'), { compute: 'round(count * length * (width > 0 ? width : 1) * (height > 0 ? height : 1), 3)', decimals: 3 }),
      ], { required: true, maxItems: 500 }),
      f.image('sketch', t('Schiță', 'Sketch', 'Schizzo'), { maxSizeKb: 2048 }),
    ]),
  ],
  totals: [numberTotal('qty', t('Cantitate totală', 'Total quantity', 'Quantità totale'), 'sum(measures.items.qty)')],
  pdfTitle: t('CARNET DE ATAȘAMENT', 'MEASUREMENT BOOK', 'LIBRETTO DELLE MISURE'),
  signatures: [t('Executant', 'Contractor', 'Esecutore'), t('Diriginte de șantier', 'Site supervisor', 'Direttore dei lavori')],
  footer: t(
    'Cantitatea unui element este nr. × lungime × lățime × înălțime (dimensiunile necompletate contează 1); măsurătorile confirmate stau la baza situației de lucrări.',
    "An element's quantity is count × length × width × height (a blank dimension counts as 1); the confirmed measurements are the basis of the statement of works.",
    'La quantità di un elemento è n. × lunghezza × larghezza × altezza (una dimensione vuota vale 1); le misure confermate sono la base della situazione lavori.',
  ),
  sample: {
    company: sampleCo(),
    site: sampleSite,
    measures: {
      items: [
        { item: 'Beton în stâlpi', element: 'Stâlpi S1–S8 parter', count: 8, length: 0.3, width: 0.3, height: 2.8 },
        { item: 'Beton în grinzi', element: 'Grinzi axele A–C', count: 3, length: 9.6, width: 0.25, height: 0.45 },
        { item: 'Tencuieli interioare', element: 'Living, pereți', count: 1, length: 22.4, height: 2.7 },
      ],
    },
  },
});

/** 16. PV de control pe fază determinantă. */
const criticalPhase = tradeDoc({
  key: 'pv-faza-determinanta',
  title: t('Proces-verbal de control pe fază determinantă', 'Critical-phase inspection record', 'Verbale di controllo di fase determinante'),
  description: t(
    'Controlul calității pe o fază determinantă stabilită prin programul de control al proiectantului (de ex. cofraje și armături la fundații, structura la terminarea ei): participanții (investitor, executant, proiectant, inspectorul ISC), documentele verificate și decizia de continuare.',
    'Quality control at a critical phase set in the designer’s inspection programme (e.g. foundation formwork and reinforcement, the structure when completed): participants (owner, contractor, designer, State Construction Inspectorate inspector), documents checked and the decision to continue.',
    'Controllo di qualità in una fase determinante del programma del progettista (es. casseri e armature delle fondazioni, struttura ultimata): partecipanti (committente, esecutore, progettista, ispettore ISC), documenti verificati e decisione di proseguire.',
  ),
  category: 'construction',
  trades,
  keywords: kw('faza determinanta, proces verbal faza determinanta, control calitate, isc, program control calitate', 'critical phase inspection, quality control, inspection programme, state inspectorate', 'fase determinante, controllo qualità, ispezione di cantiere'),
  kind: 'report',
  prefix: 'PVFD',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Executant', 'Contractor', 'Esecutore') },
  steps: [
    beneficiary(),
    siteStep([f.text('programme', t('Program de control nr. / faza nr.', 'Inspection programme no. / phase no.', 'Programma di controllo n. / fase n.'), { required: true, maxLength: 60, width: 'half' })]),
    step('phase', t('Faza verificată', 'Phase inspected', 'Fase verificata'), [
      f.text('phase', t('Faza determinantă', 'Critical phase', 'Fase determinante'), { required: true, maxLength: 200 }),
      peopleField('participants', t('Participanți', 'Participants', 'Partecipanti')),
      f.textarea('documents', t('Documente verificate', 'Documents checked', 'Documenti verificati'), { required: true, maxLength: 2000 }),
      f.textarea('findings', t('Constatări', 'Findings', 'Rilievi'), { required: true, maxLength: 2000 }),
      f.radio('decision', t('Decizie', 'Decision', 'Decisione'), [opt('continue', t('Se poate continua execuția', 'Work may continue', 'Si può proseguire')), opt('stop', t('Nu se poate continua până la remediere', 'Work may not continue until remedied', 'Non si prosegue fino alla correzione'))], { required: true }),
    ]),
  ],
  pdfTitle: t('PV FAZĂ DETERMINANTĂ', 'CRITICAL PHASE RECORD', 'VERBALE FASE DETERMINANTE'),
  signatures: [t('Investitor / diriginte', 'Owner / supervisor', 'Committente / direttore lavori'), t('Executant', 'Contractor', 'Esecutore'), t('Proiectant', 'Designer', 'Progettista')],
  footer: t('Control pe fază determinantă conform programului de control al calității stabilit de proiectant.', 'Critical-phase inspection under the quality inspection programme set by the designer.', 'Controllo di fase determinante secondo il programma di controllo del progettista.'),
  legal: [legea10],
  sample: {
    company: sampleCo(),
    client: person,
    site: { ...sampleSite, programme: 'Program 45/2025, faza 1' },
    phase: {
      phase: 'Cofraje și armături la fundații, înainte de turnarea betonului',
      participants: [
        { name: 'Ing. Vlad Crișan', position: 'Diriginte de șantier' },
        { name: 'Ing. Andrei Țărână', position: 'Responsabil tehnic cu execuția' },
        { name: 'Ing. Laura Mureșan', position: 'Proiectant' },
      ],
      documents: 'PV de trasare, PV de lucrări ascunse nr. 3 și 4, certificatele de calitate ale oțelului-beton.',
      findings: 'Armarea fundațiilor este conformă planșelor R-01 și R-02.',
      decision: 'continue',
    },
  },
});

/** 17. Certificat de garanție pentru lucrări. */
const worksWarranty = tradeDoc({
  key: 'certificat-garantie-lucrari',
  title: t('Certificat de garanție pentru lucrări de construcții și instalații', 'Warranty certificate for construction and installation works', 'Certificato di garanzia per lavori edili e impianti'),
  description: t(
    'Certificatul dat beneficiarului la predarea lucrării: lucrările garantate cu durata fiecăreia, data de la care curge garanția, ce acoperă și ce nu (uzura normală, intervenția terților), cum se anunță un defect și termenul de intervenție.',
    'The certificate given to the client at handover: the works covered with the period of each, the date the warranty runs from, what it covers and does not (normal wear, third-party work), how to report a defect and the response time.',
    'Il certificato consegnato al committente: lavori garantiti con la durata di ciascuno, data di decorrenza, cosa copre e cosa no (usura normale, interventi di terzi), come segnalare un difetto e tempi di intervento.',
  ),
  category: 'construction',
  trades,
  keywords: kw('certificat de garantie, garantie lucrari, garantie constructii, garantie instalatii, termen garantie', 'warranty certificate, works warranty, guarantee, defects liability', 'certificato di garanzia, garanzia lavori, garanzia impianti'),
  kind: 'certificate',
  prefix: 'CG',
  company: { numberLabel: t('Certificat nr.', 'Certificate no.', 'Certificato n.'), title: t('Executant', 'Contractor', 'Esecutore') },
  steps: [
    beneficiary(),
    siteStep([f.date('from', t('Garanția curge de la (recepție)', 'Warranty runs from (acceptance)', 'Garanzia dal (collaudo)'), { required: true, width: 'half' })]),
    step('warranty', t('Lucrări garantate', 'Works covered', 'Lavori garantiti'), [
      f.array('items', t('Lucrări', 'Works', 'Lavori'), [
        f.text('work', t('Lucrarea', 'Work', 'Lavoro'), { required: true, maxLength: 200 }),
        f.number('months', t('Garanție (luni)', 'Warranty (months)', 'Garanzia (mesi)'), { required: true, min: 1, decimals: 0 }),
      ], { required: true, maxItems: 50 }),
      f.textarea('exclusions', t('Nu sunt acoperite', 'Not covered', 'Esclusioni'), { required: true, maxLength: 2000 }),
      f.text('contact', t('Sesizări la (telefon, e-mail)', 'Report defects to (phone, e-mail)', 'Segnalazioni a (telefono, e-mail)'), { required: true, maxLength: 150, width: 'half' }),
      f.number('response_days', t('Termen de intervenție (zile lucrătoare)', 'Response time (working days)', 'Intervento entro (giorni lavorativi)'), { min: 1, decimals: 0, width: 'half' }),
    ]),
  ],
  pdfTitle: t('CERTIFICAT DE GARANȚIE', 'WARRANTY CERTIFICATE', 'CERTIFICATO DI GARANZIA'),
  signatures: [t('Executant', 'Contractor', 'Esecutore'), t('Beneficiar – am primit', 'Client – received', 'Committente – ricevuto')],
  footer: t('Defectele se anunță în scris imediat ce apar; executantul intervine în termenul de mai sus.', 'Defects are reported in writing as soon as they appear; the contractor responds within the time above.', "I difetti si segnalano per iscritto appena si manifestano; l'esecutore interviene entro il termine indicato."),
  legal: [
    t(
      'Garanția convențională nu restrânge răspunderea legală a executantului pentru viciile ascunse și pentru viciile structurii (Codul civil, Legea nr. 10/1995).',
      "This contractual warranty does not limit the contractor's legal liability for hidden defects and structural defects (Romanian Civil Code, Law 10/1995).",
      "La garanzia convenzionale non limita la responsabilità legale dell'esecutore per vizi occulti e vizi strutturali (Codice civile romeno, Legge n. 10/1995).",
    ),
  ],
  sample: {
    company: sampleCo(),
    client: person,
    site: { ...sampleSite, from: '2026-03-12' },
    warranty: {
      items: [
        { work: 'Structură de rezistență și zidării', months: 60 },
        { work: 'Instalații sanitare și termice', months: 24 },
        { work: 'Finisaje interioare', months: 24 },
      ],
      exclusions: 'Uzura normală, deteriorările din folosire necorespunzătoare, modificările sau reparațiile făcute de terți, fenomenele naturale excepționale.',
      contact: '0264 123 456, service@constructtarana.ro',
      response_days: 5,
    },
  },
});

/** 18. Listă de remedieri (punch list). */
const punchList = tradeDoc({
  key: 'lista-remedieri-lucrari',
  title: t('Listă de remedieri (defecte de finalizat)', 'Punch list (defects to finish)', 'Lista dei difetti da eliminare (punch list)'),
  description: t(
    'Lista defectelor și a lucrărilor rămase de finalizat, găsite la inspecția comună executant-beneficiar: locul, descrierea, categoria, responsabilul, termenul și starea fiecăreia, cu numărul lor.',
    'The list of defects and unfinished items found at the joint contractor–client walk-through: location, description, category, who is responsible, deadline and status of each, with their count.',
    "L'elenco dei difetti e dei lavori da completare trovati nel sopralluogo congiunto: posizione, descrizione, categoria, responsabile, scadenza e stato di ciascuno, con il loro numero.",
  ),
  category: 'construction',
  trades,
  keywords: kw('lista remedieri, defecte lucrare, punch list, lucrari de finalizat, obiectiuni receptie', 'punch list, snag list, defects list, outstanding works', 'lista difetti, punch list, opere da completare, riserve'),
  kind: 'report',
  prefix: 'LR',
  company: { numberLabel: t('Lista nr.', 'List no.', 'Lista n.'), title: t('Executant', 'Contractor', 'Esecutore') },
  steps: [
    beneficiary(),
    siteStep(),
    step('items', t('Remedieri', 'Items', 'Difetti'), [
      f.array('items', t('Defecte', 'Defects', 'Difetti'), [
        f.text('location', t('Loc (încăpere, ax)', 'Location (room, grid)', 'Posizione (locale, asse)'), { required: true, maxLength: 80 }),
        f.text('description', L.description, { required: true, maxLength: 200 }),
        f.select('category', t('Categorie', 'Category', 'Categoria'), [opt('finish', t('Finisaje', 'Finishes', 'Finiture')), opt('mep', t('Instalații', 'Services', 'Impianti')), opt('joinery', t('Tâmplărie', 'Joinery', 'Serramenti')), opt('structure', t('Structură', 'Structure', 'Struttura'))], { required: true }),
        f.text('responsible', t('Responsabil', 'Responsible', 'Responsabile'), { maxLength: 80 }),
        f.date('deadline', t('Termen', 'Deadline', 'Scadenza'), { required: true }),
        f.checkbox('done', t('Rezolvat', 'Done', 'Risolto')),
      ], { required: true, maxItems: 300 }),
    ]),
  ],
  totals: [numberTotal('items', t('Defecte consemnate', 'Defects listed', 'Difetti registrati'), 'count(items.items.description)')],
  pdfTitle: t('LISTĂ DE REMEDIERI', 'PUNCH LIST', 'LISTA DIFETTI'),
  signatures: siteSignatures,
  footer: t(
    'Remedierile se verifică împreună cu beneficiarul la termenele stabilite; lista completată se anexează procesului-verbal de recepție.',
    'Remedial work is checked with the client on the agreed dates; the completed list is attached to the acceptance certificate.',
    'Le correzioni si verificano con il committente alle scadenze concordate; la lista completata si allega al verbale di collaudo.',
  ),
  sample: {
    company: sampleCo(),
    client: person,
    site: sampleSite,
    items: {
      items: [
        { location: 'Baie etaj', description: 'Rost silicon cadă incomplet', category: 'finish', responsible: 'Echipa finisaje', deadline: '2026-03-20', done: true },
        { location: 'Dormitor 2', description: 'Ușa nu se închide – reglaj balamale', category: 'joinery', responsible: 'Tâmplărie Lemnaru', deadline: '2026-03-25', done: false },
        { location: 'Bucătărie', description: 'Priză fără capac', category: 'mep', responsible: 'Cristian Moldovan', deadline: '2026-03-18', done: true },
      ],
    },
  },
});

/** 19. PV de punere în funcțiune a centralei termice. */
const boilerCommissioning = tradeDoc({
  key: 'pv-punere-functiune-centrala',
  title: t('Proces-verbal de punere în funcțiune a centralei termice', 'Boiler commissioning record', 'Verbale di prima accensione della caldaia'),
  description: t(
    'Prima pornire a unei centrale termice: aparatul (marcă, model, serie, putere), presiunea gazului și a apei, analiza gazelor arse (CO, CO₂, randament), tirajul, verificările de siguranță, tehnicianul autorizat ISCIR și instruirea utilizatorului.',
    'The first start-up of a boiler: the appliance (make, model, serial, output), gas and water pressure, flue gas analysis (CO, CO₂, efficiency), draught, safety checks, the ISCIR-authorised technician and user training.',
    "La prima accensione di una caldaia: apparecchio (marca, modello, matricola, potenza), pressione di gas e acqua, analisi dei fumi (CO, CO₂, rendimento), tiraggio, controlli di sicurezza, tecnico autorizzato ISCIR e istruzione dell'utente.",
  ),
  category: 'construction',
  trades,
  keywords: kw('punere in functiune centrala, pif centrala, iscir, analiza gaze arse, centrala termica, verificare centrala', 'boiler commissioning, first start-up, flue gas analysis, boiler service, gas boiler', 'prima accensione, caldaia, analisi fumi, messa in servizio'),
  kind: 'report',
  prefix: 'PIF',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Firmă autorizată', 'Authorised company', 'Ditta autorizzata') },
  steps: [
    beneficiary(),
    step('boiler', t('Aparat', 'Appliance', 'Apparecchio'), [
      f.text('make', t('Marcă și model', 'Make and model', 'Marca e modello'), { required: true, maxLength: 100, width: 'half' }),
      f.text('serial', t('Serie', 'Serial no.', 'Matricola'), { required: true, maxLength: 50, width: 'half' }),
      f.number('power', t('Putere nominală (kW)', 'Rated output (kW)', 'Potenza nominale (kW)'), { required: true, min: 1, decimals: 1, width: 'third' }),
      f.select('type', t('Tip', 'Type', 'Tipo'), [opt('condensing', t('În condensare', 'Condensing', 'A condensazione')), opt('conventional', t('Convențională', 'Conventional', 'Tradizionale'))], { required: true, width: 'third' }),
      f.text('address', t('Adresa de montaj', 'Installation address', 'Indirizzo di installazione'), { required: true, maxLength: 200 }),
    ]),
    step('measures', t('Măsurători și verificări', 'Measurements and checks', 'Misure e verifiche'), [
      f.number('gas_pressure', t('Presiune gaz (mbar)', 'Gas pressure (mbar)', 'Pressione gas (mbar)'), { required: true, min: 0, decimals: 1, width: 'third' }),
      f.number('water_pressure', t('Presiune apă (bar)', 'Water pressure (bar)', 'Pressione acqua (bar)'), { required: true, min: 0, decimals: 1, width: 'third' }),
      f.number('co_ppm', t('CO (ppm)', 'CO (ppm)', 'CO (ppm)'), { required: true, min: 0, decimals: 0, width: 'third' }),
      f.number('co2', t('CO₂ (%)', 'CO₂ (%)', 'CO₂ (%)'), { min: 0, max: 20, decimals: 1, width: 'third' }),
      f.percent('efficiency', t('Randament (%)', 'Efficiency (%)', 'Rendimento (%)'), { min: 0, max: 110, width: 'third' }),
      checklistField('checks', t('Verificări de siguranță', 'Safety checks', 'Controlli di sicurezza')),
      f.text('technician', t('Tehnician autorizat ISCIR (nume, autorizație)', 'ISCIR-authorised technician (name, licence)', 'Tecnico autorizzato ISCIR (nome, autorizzazione)'), { required: true, maxLength: 150 }),
      f.checkbox('trained', t('Utilizatorul a fost instruit și a primit cartea aparatului', 'The user was trained and received the manual', "L'utente è stato istruito e ha ricevuto il libretto")),
      verdictField(),
    ]),
  ],
  pdfTitle: t('PV PUNERE ÎN FUNCȚIUNE', 'COMMISSIONING RECORD', 'VERBALE DI ACCENSIONE'),
  signatures: [t('Tehnician autorizat ISCIR', 'ISCIR-authorised technician', 'Tecnico autorizzato ISCIR'), t('Utilizator', 'User', 'Utente')],
  footer: t('Utilizatorul păstrează procesul-verbal împreună cu cartea tehnică a aparatului.', "The user keeps this record with the appliance's manual.", "L'utente conserva il verbale insieme al libretto dell'apparecchio."),
  legal: [
    t(
      'Punerea în funcțiune a centralelor termice se face numai de persoane autorizate ISCIR, după recepția instalației de gaze; verificarea periodică se face la termenele prescrise de ISCIR și de producător.',
      'Boilers are commissioned only by ISCIR-authorised persons, after the gas installation has been accepted; periodic checks are made at the intervals ISCIR and the maker prescribe.',
      'La messa in servizio delle caldaie spetta solo a persone autorizzate ISCIR, dopo il collaudo dell’impianto gas; le verifiche periodiche seguono i termini ISCIR e del produttore.',
    ),
  ],
  sample: {
    company: sampleCo(),
    client: person,
    boiler: { make: 'Vaillant ecoTEC plus VU 25CS', serial: '21223500100257450006005', power: 25, type: 'condensing', address: 'Str. Zorilor nr. 15, Florești, jud. Cluj' },
    measures: {
      gas_pressure: 20,
      water_pressure: 1.5,
      co_ppm: 42,
      co2: 9.1,
      efficiency: 97.5,
      checks: [
        { point: 'Etanșeitate racord gaz', status: 'ok' },
        { point: 'Evacuare gaze arse și admisie aer', status: 'ok' },
        { point: 'Vas de expansiune și supapă de siguranță', status: 'ok' },
      ],
      technician: 'Sorin Bălan, autorizație ISCIR nr. 1234/2024',
      trained: true,
      verdict: 'admis',
    },
  },
});

/** 20. Fișă de calcul al necesarului de materiale (termoizolație). */
const insulationCalc = tradeDoc({
  key: 'calcul-necesar-termoizolatie',
  title: t('Calculul necesarului de materiale pentru termoizolație', 'Materials calculation for external wall insulation', 'Calcolo dei materiali per il cappotto termico'),
  description: t(
    'Calculul cantităților pentru un sistem de termoizolație la fațadă: suprafața pereților minus golurile, pierderile, plăcile de polistiren sau vată, adezivul, diblurile, plasa și tencuiala decorativă din consumurile pe mp.',
    'Quantities for an external wall insulation system: wall area less openings, waste, the EPS or mineral wool boards, adhesive, anchors, mesh and decorative render from the consumption per m².',
    'Le quantità per un cappotto termico: superficie delle pareti meno le aperture, sfrido, pannelli di EPS o lana minerale, collante, tasselli, rete e intonaco dai consumi al m².',
  ),
  category: 'construction',
  trades,
  keywords: kw('calcul termoizolatie, necesar polistiren, calcul materiale fatada, adeziv polistiren, dibluri, anvelopare', 'insulation calculator, EPS quantity, ETICS, facade materials, render quantity', 'calcolo cappotto, quantità EPS, materiali facciata, collante, tasselli'),
  kind: 'other',
  prefix: 'CNT',
  company: { numberLabel: t('Calcul nr.', 'Calculation no.', 'Calcolo n.'), title: t('Firmă și calcul', 'Company and calculation', 'Azienda e calcolo') },
  steps: [
    beneficiary(),
    step('areas', t('Suprafețe', 'Areas', 'Superfici'), [
      f.array('walls', t('Fațade', 'Facades', 'Facciate'), [
        f.text('name', t('Fațada', 'Facade', 'Facciata'), { required: true, maxLength: 50 }),
        f.number('length', t('Lungime (m)', 'Length (m)', 'Lunghezza (m)'), { required: true, min: 0, decimals: 2 }),
        f.number('height', t('Înălțime (m)', 'Height (m)', 'Altezza (m)'), { required: true, min: 0, decimals: 2 }),
        f.number('openings', t('Goluri (mp)', 'Openings (m²)', 'Aperture (m²)'), { min: 0, decimals: 2 }),
        f.number('net', t('Suprafață netă (mp)', 'Net area (m²)', 'Superficie netta (m²)'), { compute: 'round(length * height - openings, 2)', decimals: 2 }),
      ], { required: true, maxItems: 20 }),
      f.select('board', t('Material termoizolant', 'Insulation board', 'Isolante'), [opt('eps', t('Polistiren expandat EPS', 'Expanded polystyrene (EPS)', 'Polistirene espanso EPS')), opt('wool', t('Vată minerală bazaltică', 'Mineral wool', 'Lana minerale'))], { required: true, width: 'half' }),
      f.number('thickness', t('Grosime (cm)', 'Thickness (cm)', 'Spessore (cm)'), { required: true, min: 1, decimals: 0, width: 'half' }),
      f.percent('waste', t('Pierderi (%)', 'Waste (%)', 'Sfrido (%)'), { required: true, min: 0, max: 30, width: 'third' }),
      f.number('adhesive', t('Adeziv (kg/mp)', 'Adhesive (kg/m²)', 'Collante (kg/m²)'), { required: true, min: 0, decimals: 1, width: 'third' }),
      f.number('anchors', t('Dibluri (buc/mp)', 'Anchors (pcs/m²)', 'Tasselli (pz/m²)'), { required: true, min: 0, decimals: 0, width: 'third' }),
      f.number('render', t('Tencuială decorativă (kg/mp)', 'Decorative render (kg/m²)', 'Intonaco (kg/m²)'), { required: true, min: 0, decimals: 1, width: 'third' }),
    ]),
  ],
  totals: [
    numberTotal('area', t('Suprafață netă (mp)', 'Net area (m²)', 'Superficie netta (m²)'), 'sum(areas.walls.net)'),
    numberTotal('boards', t('Plăci termoizolante cu pierderi (mp)', 'Insulation boards incl. waste (m²)', 'Pannelli con sfrido (m²)'), 'round(totals.area * (1 + areas.waste / 100), 2)'),
    numberTotal('volume', t('Volum termoizolant (mc)', 'Insulation volume (m³)', 'Volume isolante (m³)'), 'round(totals.boards * areas.thickness / 100, 2)'),
    numberTotal('adhesive', t('Adeziv (kg)', 'Adhesive (kg)', 'Collante (kg)'), 'round(totals.area * areas.adhesive, 0)'),
    numberTotal('anchors', t('Dibluri (buc)', 'Anchors (pcs)', 'Tasselli (pz)'), 'round(totals.area * areas.anchors, 0)'),
    numberTotal('mesh', t('Plasă din fibră de sticlă (mp, cu 10% suprapunere)', 'Glass-fibre mesh (m², 10% overlap)', 'Rete in fibra di vetro (m², 10% sovrapposizione)'), 'round(totals.area * 1.1, 2)'),
    numberTotal('render', t('Tencuială decorativă (kg)', 'Decorative render (kg)', 'Intonaco (kg)'), 'round(totals.area * areas.render, 0)'),
  ],
  pdfTitle: t('CALCUL NECESAR MATERIALE', 'MATERIALS CALCULATION', 'CALCOLO MATERIALI'),
  signatures: [t('Întocmit', 'Prepared by', 'Redatto da')],
  footer: t(
    'Consumurile pe mp sunt cele din fișele tehnice ale producătorului sistemului; calculul este estimativ și se verifică pe măsurători la fața locului.',
    "Consumption per m² is taken from the system maker's data sheets; the calculation is an estimate, checked against site measurements.",
    'I consumi al m² sono quelli delle schede tecniche del produttore del sistema; il calcolo è indicativo e si verifica con le misure in loco.',
  ),
  sample: {
    company: sampleCo(),
    client: person,
    areas: {
      walls: [
        { name: 'Nord', length: 12.4, height: 6.2, openings: 8.5 },
        { name: 'Sud', length: 12.4, height: 6.2, openings: 14.2 },
        { name: 'Est', length: 9.6, height: 6.2, openings: 4.1 },
      ],
      board: 'eps',
      thickness: 10,
      waste: 5,
      adhesive: 5,
      anchors: 6,
      render: 3,
    },
  },
});

/** 21. Evidența sculelor predate muncitorilor. */
const toolsRegister = tradeDoc({
  key: 'evidenta-scule-santier',
  title: t('Evidența sculelor și echipamentelor predate muncitorilor', 'Register of tools and equipment issued to workers', 'Registro attrezzi e attrezzature consegnati agli operai'),
  description: t(
    'Fișa de predare a sculelor electrice, echipamentelor și a echipamentului de protecție către muncitori: scula, seria, data predării și a restituirii, starea la restituire și valoarea celor nerestituite.',
    'The issue sheet of power tools, equipment and protective gear to workers: the tool, serial number, dates issued and returned, condition on return and the value of what was not returned.',
    'La scheda di consegna di elettroutensili, attrezzature e DPI agli operai: attrezzo, matricola, date di consegna e restituzione, stato al rientro e valore di quanto non restituito.',
  ),
  category: 'construction',
  trades,
  keywords: kw('evidenta scule, predare scule, fisa scule muncitor, echipament protectie, inventar scule santier', 'tool register, tool issue, tool sign-out, equipment log, PPE issue', 'registro attrezzi, consegna attrezzi, DPI, inventario attrezzature'),
  kind: 'register',
  prefix: 'ES',
  company: { numberLabel: t('Fișa nr.', 'Sheet no.', 'Scheda n.'), title: t('Firmă și fișă', 'Company and sheet', 'Azienda e scheda') },
  steps: [
    step('worker', t('Muncitor', 'Worker', 'Operaio'), [
      f.text('name', L.name, { required: true, maxLength: 100, width: 'half' }),
      f.text('trade', t('Meserie / echipă', 'Trade / crew', 'Mestiere / squadra'), { maxLength: 60, width: 'half' }),
      f.text('site', t('Șantierul', 'Site', 'Cantiere'), { maxLength: 150 }),
    ], { prefill: 'history' }),
    step('tools', t('Scule și echipamente', 'Tools and equipment', 'Attrezzi e attrezzature'), [
      f.array('items', t('Scule', 'Tools', 'Attrezzi'), [
        f.text('tool', t('Scula / echipamentul', 'Tool / equipment', 'Attrezzo'), { required: true, maxLength: 120 }),
        f.text('serial', t('Serie / nr. inventar', 'Serial / asset no.', 'Matricola / n. inventario'), { maxLength: 40 }),
        f.date('issued', t('Predat la', 'Issued on', 'Consegnato il'), { required: true }),
        f.date('returned', t('Restituit la', 'Returned on', 'Restituito il')),
        f.select('condition', t('Stare la restituire', 'Condition on return', 'Stato al rientro'), [opt('good', t('Bună', 'Good', 'Buono')), opt('worn', t('Uzată', 'Worn', 'Usurato')), opt('broken', t('Defectă', 'Broken', 'Guasto')), opt('lost', t('Pierdută', 'Lost', 'Perso'))]),
        f.money('value', t('Valoare de inventar', 'Asset value', 'Valore di inventario'), { min: 0 }),
      ], { required: true, historyPick: true, maxItems: 100 }),
    ]),
  ],
  totals: [
    sumTotal('value', t('Valoarea sculelor predate', 'Value of tools issued', 'Valore attrezzi consegnati'), 'sum(tools.items.value)'),
    numberTotal('out', t('Scule nerestituite', 'Tools not returned', 'Attrezzi non restituiti'), 'count(tools.items.tool) - count(tools.items.returned)'),
  ],
  pdfTitle: t('EVIDENȚĂ SCULE', 'TOOL REGISTER', 'REGISTRO ATTREZZI'),
  signatures: [t('Gestionar', 'Storekeeper', 'Magazziniere'), t('Muncitor – am primit', 'Worker – received', 'Operaio – ricevuto')],
  footer: t('Sculele se restituie la plecarea de pe șantier sau la cerere, în starea primită, cu uzura normală.', 'Tools are returned on leaving the site or on request, in the condition received, allowing for normal wear.', 'Gli attrezzi si restituiscono a fine cantiere o su richiesta, nello stato ricevuto, salvo la normale usura.'),
  legal: [
    t(
      'Echipamentul individual de protecție se acordă gratuit (Legea nr. 319/2006 a securității și sănătății în muncă); pentru sculele pierdute din vina lui, salariatul răspunde potrivit Codului muncii.',
      'Personal protective equipment is provided free of charge (Law 319/2006 on occupational safety and health); for tools lost through their fault the employee is liable under the Labour Code.',
      'I DPI sono forniti gratuitamente (Legge n. 319/2006 sulla sicurezza sul lavoro); per gli attrezzi persi per sua colpa il dipendente risponde secondo il Codice del lavoro.',
    ),
  ],
  sample: {
    company: sampleCo(),
    worker: { name: 'Vasile Țurcanu', trade: 'Zidar', site: 'Șantier str. Zorilor 15, Florești' },
    tools: {
      items: [
        { tool: 'Rotopercutor Bosch GBH 2-28', serial: 'INV-0142', issued: '2026-02-02', returned: '2026-03-13', condition: 'good', value: 1450 },
        { tool: 'Nivelă laser Leica Lino L2', serial: 'INV-0188', issued: '2026-02-02', value: 1980 },
        { tool: 'Cască de protecție și ochelari', issued: '2026-02-02', value: 85 },
      ],
    },
  },
});

/** 22. PV de trasare. */
const settingOut = tradeDoc({
  key: 'pv-trasare-lucrari',
  title: t('Proces-verbal de trasare a construcției', 'Setting-out record', 'Verbale di tracciamento'),
  description: t(
    'Trasarea pe teren a construcției înainte de săpătură: reperele folosite, punctele trasate cu coordonatele X, Y în sistemul Stereo 70 și cota Z, aparatul, topograful autorizat și verificarea diagonalelor.',
    'Setting out the building on the ground before excavation: the benchmarks used, the points set out with X, Y coordinates in the Stereo 70 system and the Z level, the instrument, the licensed surveyor and the diagonal check.',
    "Il tracciamento dell'edificio sul terreno prima dello scavo: capisaldi usati, punti tracciati con coordinate X, Y nel sistema Stereo 70 e quota Z, strumento, topografo abilitato e verifica delle diagonali.",
  ),
  category: 'construction',
  trades,
  keywords: kw('trasare, pv trasare, pichetare, topograf, coordonate stereo 70, trasarea constructiei', 'setting out, staking out, surveying, coordinates, benchmark', 'tracciamento, picchettamento, topografo, coordinate'),
  kind: 'report',
  prefix: 'PVT',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Executant', 'Contractor', 'Esecutore') },
  steps: [
    beneficiary(),
    siteStep([
      f.text('surveyor', t('Topograf autorizat ANCPI (nume, nr. autorizație)', 'Licensed surveyor (name, ANCPI licence)', 'Topografo abilitato (nome, autorizzazione ANCPI)'), { required: true, maxLength: 150 }),
      f.text('instrument', t('Aparat (stație totală / GNSS)', 'Instrument (total station / GNSS)', 'Strumento (stazione totale / GNSS)'), { maxLength: 100, width: 'half' }),
    ]),
    step('points', t('Puncte trasate', 'Points set out', 'Punti tracciati'), [
      f.array('items', t('Puncte', 'Points', 'Punti'), [
        f.text('point', t('Punct', 'Point', 'Punto'), { required: true, maxLength: 20 }),
        f.number('x', t('X (m)', 'X (m)', 'X (m)'), { required: true, decimals: 3 }),
        f.number('y', t('Y (m)', 'Y (m)', 'Y (m)'), { required: true, decimals: 3 }),
        f.number('z', t('Z (m)', 'Z (m)', 'Z (m)'), { decimals: 3 }),
        f.text('marker', t('Materializare', 'Marker', 'Materializzazione'), { maxLength: 40 }),
      ], { required: true, maxItems: 200 }),
      f.number('diag_1', t('Diagonala 1 (m)', 'Diagonal 1 (m)', 'Diagonale 1 (m)'), { min: 0, decimals: 3, width: 'third' }),
      f.number('diag_2', t('Diagonala 2 (m)', 'Diagonal 2 (m)', 'Diagonale 2 (m)'), { min: 0, decimals: 3, width: 'third' }),
      f.number('diag_diff', t('Diferența diagonalelor (mm)', 'Diagonal difference (mm)', 'Differenza diagonali (mm)'), { compute: 'round(abs(diag_1 - diag_2) * 1000, 0)', decimals: 0, width: 'third' }),
    ]),
  ],
  pdfTitle: t('PV DE TRASARE', 'SETTING-OUT RECORD', 'VERBALE DI TRACCIAMENTO'),
  signatures: [t('Topograf', 'Surveyor', 'Topografo'), t('Executant', 'Contractor', 'Esecutore'), t('Diriginte de șantier', 'Site supervisor', 'Direttore dei lavori')],
  footer: t(
    'Coordonate în sistemul de proiecție Stereografic 1970, cote în sistemul Marea Neagră 1975. Trasarea se verifică înainte de începerea săpăturilor.',
    'Coordinates in the Stereographic 1970 projection, levels in the Black Sea 1975 datum. The setting out is checked before excavation starts.',
    'Coordinate nel sistema Stereografico 1970, quote nel sistema Mar Nero 1975. Il tracciamento si verifica prima degli scavi.',
  ),
  legal: [legea10],
  sample: {
    company: sampleCo(),
    client: person,
    site: { ...sampleSite, surveyor: 'Ing. Dan Pop, autorizație ANCPI seria RO-CJ-F nr. 0456', instrument: 'Leica TS07' },
    points: {
      items: [
        { point: 'A1', x: 585412.214, y: 388910.502, z: 345.2, marker: 'țăruș lemn' },
        { point: 'A4', x: 585412.198, y: 388922.9, z: 345.18, marker: 'țăruș lemn' },
        { point: 'C1', x: 585421.81, y: 388910.51, z: 345.22, marker: 'țăruș lemn' },
        { point: 'C4', x: 585421.802, y: 388922.91, z: 345.21, marker: 'țăruș lemn' },
      ],
      diag_1: 15.683,
      diag_2: 15.679,
    },
  },
});

/** 23. Comandă de beton. */
const concreteOrder = tradeDoc({
  key: 'comanda-beton-statie',
  title: t('Comandă de beton către stația de betoane', 'Ready-mixed concrete order', 'Ordine di calcestruzzo preconfezionato'),
  description: t(
    'Comanda de beton pentru o turnare: șantierul și accesul, elementul turnat, clasa de rezistență, clasa de expunere, consistența (tasarea), granula maximă, cantitatea în mc, ora primei autobetoniere și ritmul, pompa și prețul estimat.',
    'A concrete order for one pour: the site and access, the element poured, strength class, exposure class, consistency (slump), maximum aggregate, volume in m³, time of the first truck and the rate, the pump and the estimated price.',
    "L'ordine di calcestruzzo per un getto: cantiere e accesso, elemento gettato, classe di resistenza, classe di esposizione, consistenza (slump), diametro massimo dell'inerte, volume in m³, ora della prima autobetoniera e cadenza, pompa e prezzo stimato.",
  ),
  category: 'construction',
  trades,
  keywords: kw('comanda beton, beton marfa, statie betoane, autobetoniera, pompa beton, c25/30', 'concrete order, ready-mix, concrete pump, mixer truck, c25/30', 'ordine calcestruzzo, preconfezionato, autobetoniera, pompa'),
  kind: 'order',
  prefix: 'CBT',
  vat: { payer: true, rate: 21 },
  company: { numberLabel: t('Comandă nr.', 'Order no.', 'Ordine n.'), title: t('Executant', 'Contractor', 'Esecutore'), vatPayer: true },
  steps: [
    step('supplier', t('Stația de betoane', 'Concrete plant', 'Centrale di betonaggio'), [
      f.text('name', t('Furnizor', 'Supplier', 'Fornitore'), { required: true, maxLength: 200, role: 'supplier.name' }),
      f.cui('cui', t('CUI / CIF', 'Tax ID (CUI)', 'Codice fiscale (CUI)'), { required: true, role: 'supplier.cui', width: 'half' }),
    ], { prefill: 'history' }),
    siteStep([f.text('access', t('Acces auto / restricții', 'Truck access / restrictions', 'Accesso mezzi / limitazioni'), { maxLength: 150 })]),
    step('pour', t('Turnarea', 'The pour', 'Il getto'), [
      f.text('element', t('Elementul turnat', 'Element poured', 'Elemento gettato'), { required: true, maxLength: 150 }),
      f.select('strength', t('Clasa de rezistență', 'Strength class', 'Classe di resistenza'), ['C12/15', 'C16/20', 'C20/25', 'C25/30', 'C30/37', 'C35/45'].map((c) => opt(c, t(c, c, c))), { required: true, width: 'third' }),
      f.text('exposure', t('Clasa de expunere', 'Exposure class', 'Classe di esposizione'), { required: true, maxLength: 20, width: 'third' }),
      f.select('slump', t('Consistență', 'Consistency', 'Consistenza'), ['S2', 'S3', 'S4', 'S5'].map((c) => opt(c, t(c, c, c))), { required: true, width: 'third' }),
      f.number('aggregate', t('Granula maximă (mm)', 'Max aggregate (mm)', 'Inerte massimo (mm)'), { required: true, min: 4, max: 63, decimals: 0, width: 'third' }),
      f.number('volume', t('Cantitate (mc)', 'Volume (m³)', 'Volume (m³)'), { required: true, min: 0.5, decimals: 1, width: 'third' }),
      f.money('price', t('Preț (lei/mc, fără TVA)', 'Price (lei/m³, excl. VAT)', 'Prezzo (lei/m³, IVA esclusa)'), { required: true, min: 0, width: 'third' }),
      f.datetime('first_truck', t('Prima autobetonieră', 'First truck', 'Prima autobetoniera'), { required: true, width: 'half' }),
      f.number('interval', t('Ritm (minute între autobetoniere)', 'Rate (minutes between trucks)', 'Cadenza (minuti tra i mezzi)'), { min: 0, decimals: 0, width: 'half' }),
      f.checkbox('pump', t('Pompă de beton', 'Concrete pump', 'Pompa'), { width: 'half' }),
      f.money('pump_price', t('Pompă (lei, fără TVA)', 'Pump (lei, excl. VAT)', 'Pompa (lei, IVA esclusa)'), { min: 0, visibleIf: 'pump', width: 'half' }),
    ]),
  ],
  totals: vat21('round(pour.volume * pour.price, 2) + (pour.pump ? pour.pump_price : 0)'),
  pdfTitle: t('COMANDĂ BETON', 'CONCRETE ORDER', 'ORDINE CALCESTRUZZO'),
  signatures: [t('Executant', 'Contractor', 'Esecutore'), t('Stația – confirmare', 'Plant – confirmation', 'Centrale – conferma')],
  footer: t(
    'Fiecare transport vine cu bon de livrare și declarație de conformitate; probele de beton se prelevează pe șantier pentru încercări.',
    'Each load comes with a delivery ticket and declaration of conformity; concrete samples are taken on site for testing.',
    'Ogni carico arriva con bolla e dichiarazione di conformità; i provini si prelevano in cantiere per le prove.',
  ),
  legal: [t('Betonul se specifică după SR EN 206 (clase de rezistență, expunere și consistență).', 'Concrete is specified to SR EN 206 (strength, exposure and consistency classes).', 'Il calcestruzzo è specificato secondo la EN 206 (classi di resistenza, esposizione e consistenza).')],
  sample: {
    company: sampleCo(),
    supplier: { name: 'Betoane Someș SRL', cui: '14399999' },
    site: { ...sampleSite, access: 'Acces pe str. Zorilor, fără restricții de tonaj' },
    pour: { element: 'Placă peste parter, axele A–C / 1–4', strength: 'C25/30', exposure: 'XC1', slump: 'S3', aggregate: 16, volume: 18.5, price: 455, first_truck: '2026-03-18T07:30', interval: 20, pump: true, pump_price: 1200 },
  },
});

/** 24. Predarea cărții tehnice și a documentației. */
const asBuiltHandover = tradeDoc({
  key: 'pv-predare-documentatie-lucrare',
  title: t('Proces-verbal de predare a documentației lucrării (cartea tehnică)', 'Handover of the works documentation (technical book)', "Verbale di consegna della documentazione dell'opera (libro tecnico)"),
  description: t(
    'Predarea către beneficiar, la finalizare, a documentației lucrării: documentele din cartea tehnică (proiectul, procesele-verbale, certificatele de calitate, declarațiile de performanță, buletinele de încercări, schemele instalațiilor, instrucțiunile de întreținere), cu numărul de file, cheile și manualele echipamentelor.',
    'Handing the client, at completion, the documentation of the works: the documents of the technical book (design, records, quality certificates, declarations of performance, test reports, installation diagrams, maintenance instructions), with page counts, keys and equipment manuals.',
    "La consegna al committente, a fine lavori, della documentazione dell'opera: documenti del libro tecnico (progetto, verbali, certificati di qualità, dichiarazioni di prestazione, rapporti di prova, schemi degli impianti, istruzioni di manutenzione), con numero di pagine, chiavi e manuali.",
  ),
  category: 'construction',
  trades,
  keywords: kw('cartea tehnica, predare documentatie, as built, documentatie lucrare, predare chei', 'as-built documents, technical book, handover documentation, o&m manuals', 'libro tecnico, documentazione as built, consegna documenti'),
  kind: 'handover',
  prefix: 'PDL',
  company: { numberLabel: t('Proces-verbal nr.', 'Record no.', 'Verbale n.'), title: t('Executant', 'Contractor', 'Esecutore') },
  steps: [
    beneficiary(),
    siteStep(),
    step('docs', t('Documente predate', 'Documents handed over', 'Documenti consegnati'), [
      f.array('items', t('Documente', 'Documents', 'Documenti'), [
        f.text('document', t('Document', 'Document', 'Documento'), { required: true, maxLength: 200 }),
        f.number('pages', t('File', 'Pages', 'Pagine'), { min: 1, decimals: 0 }),
        f.select('form', t('Format', 'Format', 'Formato'), [opt('paper', t('Hârtie', 'Paper', 'Carta')), opt('digital', t('Digital', 'Digital', 'Digitale')), opt('both', t('Ambele', 'Both', 'Entrambi'))], { required: true }),
      ], { required: true, maxItems: 100, role: 'lines.items' }),
      f.number('keys', t('Chei predate (buc)', 'Keys handed over', 'Chiavi consegnate'), { min: 0, decimals: 0, width: 'half' }),
      remarksField(),
    ]),
  ],
  totals: [numberTotal('pages', t('Total file', 'Total pages', 'Totale pagine'), 'sum(docs.items.pages)')],
  pdfTitle: t('PREDARE DOCUMENTAȚIE', 'DOCUMENTATION HANDOVER', 'CONSEGNA DOCUMENTI'),
  signatures: [t('Am predat – executant', 'Handed over – contractor', 'Consegnato – esecutore'), t('Am primit – beneficiar', 'Received – client', 'Ricevuto – committente')],
  footer: t(
    'Beneficiarul păstrează cartea tehnică pe toată durata de existență a construcției și o predă noului proprietar la înstrăinare.',
    'The owner keeps the technical book for the life of the building and hands it to any new owner.',
    "Il committente conserva il libro tecnico per tutta la vita dell'opera e lo consegna al nuovo proprietario in caso di vendita.",
  ),
  legal: [legea10],
  sample: {
    company: sampleCo(),
    client: person,
    site: sampleSite,
    docs: {
      items: [
        { document: 'Proiect tehnic de execuție (arhitectură, structură, instalații)', pages: 214, form: 'both' },
        { document: 'Procese-verbale de lucrări ascunse și faze determinante', pages: 38, form: 'paper' },
        { document: 'Certificate de calitate și declarații de performanță', pages: 65, form: 'digital' },
        { document: 'Instrucțiuni de exploatare și întreținere', pages: 22, form: 'both' },
      ],
      keys: 6,
      remarks: 'Manualele centralei și ale pompei de căldură sunt în cutia echipamentelor.',
    },
  },
});

export const contractorsFamily: CatalogEntry[] = [
  worksStatement,
  completionAcceptance,
  finalAcceptance,
  siteLog,
  materialsRequest,
  hiddenWorks,
  electricalCheck,
  pressureTest,
  earthTest,
  siteHandover,
  worksContract,
  changeOrder,
  crewTimesheet,
  materialsTransfer,
  measurementBook,
  criticalPhase,
  worksWarranty,
  punchList,
  boilerCommissioning,
  insulationCalc,
  toolsRegister,
  settingOut,
  concreteOrder,
  asBuiltHandover,
];
