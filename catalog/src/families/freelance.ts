import { type CatalogEntry, type Text, f, opt, t } from '../build.js';
import { clientStep } from '../fragments.js';
import { withAddressParts } from '../fragments-commercial.js';
import { COMMON, clause, closingStep, firmStep, gdprNote, grand, kw, moneyTotal, nonPayerNote, notesField, numberTotal, personStep, tradeApp } from '../fragments-trades-a.js';
import { clientCompany, clientPerson, firm } from '../samples-trades-a.js';

/**
 * Freelancers (PFA, II, one-person companies) and creative services (issue 20): contract,
 * statement of work, acceptance, timesheet, invoice by hours, proposal, copyright assignment,
 * NDA, retainer, reports, expenses, briefs, change requests, photography, model release, handover
 * of files, translations, tutoring, the cash-basis register, meeting minutes, DPA, website offer.
 */

const trades: ['freelance'] = ['freelance'];
const provider = t('Prestator', 'Provider', 'Prestatore');
const customer = t('Beneficiar', 'Client', 'Committente');
const parties: Text[] = [provider, customer];
const ccivil = t('Contract încheiat conform Codului civil, în două exemplare originale.', 'Contract under the Romanian Civil Code, in two original copies.', 'Contratto ai sensi del Codice civile romeno, in due originali.');
const copyrightLaw = t('Legea nr. 8/1996 privind dreptul de autor și drepturile conexe', 'Romanian Law 8/1996 on copyright and related rights', 'Legge romena 8/1996 sul diritto d’autore e diritti connessi');
const gdpr = t('Regulamentul (UE) 2016/679 (GDPR)', 'Regulation (EU) 2016/679 (GDPR)', 'Regolamento (UE) 2016/679 (GDPR)');
const contractNo = t('Contract nr.', 'Contract no.', 'Contratto n.');

const servicesContract = (): CatalogEntry =>
  tradeApp({
    key: 'contract-prestari-servicii-freelancer',
    version: 1,
    trades: ['freelance', 'general'],
    public: true,
    keywords: kw(
      'contract prestari servicii, contract PFA, contract freelancer, contract colaborare, contract servicii IT, contract design, contract consultanta',
      'services contract, freelance contract, contractor agreement, consulting contract, design contract',
      'contratto di prestazione di servizi, contratto freelance, contratto di collaborazione, contratto di consulenza',
    ),
    title: t('Contract de prestări servicii (freelancer / PFA)', 'Services contract (freelancer / sole trader)', 'Contratto di prestazione di servizi (freelance)'),
    description: t(
      'Contractul dintre un PFA sau o firmă mică și clientul său: obiectul și livrabilele, termenul, prețul fix sau pe oră, plata și avansul, drepturile asupra rezultatelor, confidențialitatea, independența prestatorului, încetarea și litigiile.',
      'The contract between a freelancer or small firm and their client: scope and deliverables, deadline, fixed or hourly price, payment and advance, rights in the results, confidentiality, the provider’s independence, termination and disputes.',
      "Il contratto tra un freelance o una piccola impresa e il suo cliente: oggetto e consegne, termine, prezzo fisso o orario, pagamento e acconto, diritti sui risultati, riservatezza, autonomia del prestatore, cessazione e controversie.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'CPS', start: 1, padding: 4 } },
    steps: [
      firmStep(contractNo, provider, [f.text('representative', t('Reprezentat prin', 'Represented by', 'Rappresentato da'), { maxLength: 150 })]),
      clientStep({ title: customer, addressRequired: true }),
      {
        name: 'scope',
        title: t('Obiect și preț', 'Scope and price', 'Oggetto e prezzo'),
        fields: [
          f.textarea('object', t('Obiectul contractului', 'Subject of the contract', 'Oggetto del contratto'), { required: true, maxLength: 3000 }),
          f.textarea('deliverables', t('Livrabile', 'Deliverables', 'Consegne'), { required: true, maxLength: 3000 }),
          f.date('start', t('Data începerii', 'Start date', 'Data di inizio'), { required: true, width: 'half' }),
          f.date('deadline', t('Termen de finalizare', 'Completion deadline', 'Termine di completamento'), { required: true, width: 'half' }),
          f.radio('pricing', t('Preț', 'Pricing', 'Prezzo'), [opt('fixed', t('Preț fix', 'Fixed price', 'Prezzo fisso')), opt('hourly', t('Pe oră, după pontaj', 'Hourly, by timesheet', 'Orario, da timesheet'))], { required: true }),
          f.money('amount', t('Preț fix (lei)', 'Fixed price (lei)', 'Prezzo fisso (lei)'), { min: 0, visibleIf: 'pricing == "fixed"', width: 'half' }),
          f.money('rate', t('Tarif orar (lei)', 'Hourly rate (lei)', 'Tariffa oraria (lei)'), { min: 0, visibleIf: 'pricing == "hourly"', width: 'half' }),
          f.number('hours_cap', t('Plafon de ore', 'Hours cap', 'Tetto di ore'), { min: 0, decimals: 0, visibleIf: 'pricing == "hourly"', width: 'half' }),
          f.percent('advance_pct', t('Avans %', 'Advance %', 'Acconto %'), { min: 0, max: 100, width: 'half' }),
          f.number('pay_days', t('Plata în (zile de la factură)', 'Payment within (days of invoice)', 'Pagamento entro (giorni dalla fattura)'), { required: true, min: 0, decimals: 0, default: 15, width: 'half' }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [
        clause('independence', t('Independența prestatorului', "Provider's independence", 'Autonomia del prestatore'), 'Prestatorul lucrează independent, cu mijloacele proprii, își stabilește programul și locul de muncă și nu este subordonat beneficiarului; contractul nu este un contract individual de muncă. Prestatorul își plătește singur impozitele și contribuțiile.'),
        clause('rights', t('Drepturi asupra rezultatelor', 'Rights in the results', 'Diritti sui risultati'), 'După plata integrală, beneficiarul dobândește dreptul exclusiv de a folosi, reproduce și modifica livrabilele, pe toate teritoriile și pe durata protecției legale. Prestatorul poate prezenta lucrarea în portofoliul propriu, dacă beneficiarul nu se opune în scris.'),
        clause('confidentiality', t('Confidențialitate', 'Confidentiality', 'Riservatezza'), 'Părțile păstrează confidențialitatea informațiilor primite în executarea contractului, pe durata acestuia și 2 ani după încetare.'),
        clause('termination', t('Încetare și litigii', 'Termination and disputes', 'Cessazione e controversie'), 'Oricare parte poate denunța contractul cu o notificare scrisă de 15 zile; lucrările efectuate până la data încetării se plătesc. Neexecutarea obligațiilor dă dreptul la rezilierea contractului după o notificare cu termen de remediere de 10 zile. Litigiile se soluționează amiabil, iar în caz contrar de instanțele de la sediul prestatorului.'),
      ], parties),
    ],
    totals: [
      moneyTotal('fixed', t('Preț fix', 'Fixed price', 'Prezzo fisso'), 'scope.pricing == "fixed" ? scope.amount : round(scope.rate * scope.hours_cap, 2)'),
      grand('totals.fixed', t('Valoarea contractului', 'Contract value', 'Valore del contratto')),
      moneyTotal('advance', t('Avans la semnare', 'Advance on signing', 'Acconto alla firma'), 'round(totals.grand * scope.advance_pct / 100, 2)', 'total.advance'),
    ],
    pdf: { layout: 'contract', title: t('CONTRACT DE PRESTĂRI SERVICII', 'SERVICES CONTRACT', 'CONTRATTO DI SERVIZI'), signatures: parties, footer: ccivil, legal: [nonPayerNote] },
    sample: {
      company: { ...firm('freelance', '2026-03-02'), representative: 'Andrei Păunescu, titular' },
      client: clientCompany,
      scope: {
        object: 'Proiectarea și dezvoltarea unei aplicații web de programări pentru service-ul auto al beneficiarului.',
        deliverables: 'Machete grafice pentru 8 ecrane; aplicație web funcțională cu cod sursă; documentație de instalare; 2 ore de instruire.',
        start: '2026-03-09',
        deadline: '2026-05-29',
        pricing: 'fixed',
        amount: 24000,
        advance_pct: 30,
        pay_days: 15,
      },
      closing: {},
    },
  });

const statementOfWork = (): CatalogEntry =>
  tradeApp({
    key: 'anexa-specificatie-lucrari',
    version: 1,
    trades,
    keywords: kw(
      'caiet de sarcini, specificatie lucrari, anexa la contract, statement of work, SOW, etape proiect, livrabile, criterii de acceptare',
      'statement of work, SOW, project scope annex, milestones, deliverables, acceptance criteria',
      'capitolato, allegato tecnico, statement of work, fasi del progetto, consegne, criteri di accettazione',
    ),
    title: t('Anexă – specificația lucrărilor (statement of work)', 'Annex – statement of work', 'Allegato – specifica dei lavori (statement of work)'),
    description: t(
      'Anexa la contract care spune exact ce se livrează: etapele cu livrabilul, criteriile de acceptare, termenul și suma fiecăreia, ce nu intră în preț, ce pune la dispoziție clientul și cine aprobă.',
      'The contract annex that says exactly what is delivered: milestones with deliverable, acceptance criteria, date and amount of each, what is not included, what the client provides and who approves.',
      "L'allegato al contratto che dice esattamente cosa si consegna: fasi con consegna, criteri di accettazione, data e importo di ciascuna, cosa non è incluso, cosa fornisce il cliente e chi approva.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'SOW', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Anexa nr.', 'Annex no.', 'Allegato n.'), provider, [f.text('contract_ref', t('La contractul nr. / data', 'To contract no. / date', 'Al contratto n. / data'), { required: true, maxLength: 60 })]),
      clientStep({ title: customer }),
      {
        name: 'milestones',
        title: t('Etape și livrabile', 'Milestones and deliverables', 'Fasi e consegne'),
        fields: [
          f.array('items', t('Etape', 'Milestones', 'Fasi'), [
            f.text('milestone', t('Etapă / livrabil', 'Milestone / deliverable', 'Fase / consegna'), { required: true, maxLength: 150 }),
            f.text('criteria', t('Criterii de acceptare', 'Acceptance criteria', 'Criteri di accettazione'), { required: true, maxLength: 300 }),
            f.date('due', t('Termen', 'Due', 'Scadenza'), { required: true }),
            f.money('amount', t('Sumă (lei)', 'Amount (lei)', 'Importo (lei)'), { required: true, min: 0 }),
          ], { required: true, maxItems: 30, role: 'lines.items' }),
        ],
      },
      {
        name: 'limits',
        title: t('Limite și responsabilități', 'Limits and responsibilities', 'Limiti e responsabilità'),
        fields: [
          f.textarea('excluded', t('Nu sunt incluse', 'Not included', 'Non incluso'), { required: true, maxLength: 2000 }),
          f.textarea('client_provides', t('Beneficiarul pune la dispoziție', 'The client provides', 'Il committente fornisce'), { maxLength: 2000 }),
          f.text('approver', t('Persoana care aprobă livrabilele', 'Person who approves deliverables', 'Persona che approva le consegne'), { required: true, maxLength: 150 }),
          f.number('review_days', t('Zile pentru verificare', 'Days to review', 'Giorni per la verifica'), { min: 1, decimals: 0, default: 5, width: 'half' }),
          f.number('revisions', t('Runde de modificări incluse', 'Revision rounds included', 'Revisioni incluse'), { min: 0, decimals: 0, default: 2, width: 'half' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], parties),
    ],
    totals: [numberTotal('count', t('Etape', 'Milestones', 'Fasi'), 'count(milestones.items)'), grand('sum(milestones.items.amount)', t('Total etape', 'Milestones total', 'Totale fasi'))],
    pdf: { layout: 'contract', title: t('SPECIFICAȚIA LUCRĂRILOR', 'STATEMENT OF WORK', 'SPECIFICA DEI LAVORI'), signatures: parties, footer: t('Anexa face parte integrantă din contract. Un livrabil neverificat în termenul stabilit se consideră acceptat.', 'This annex is an integral part of the contract. A deliverable not reviewed within the agreed time is deemed accepted.', "L'allegato è parte integrante del contratto. Una consegna non verificata nei termini si intende accettata.") },
    sample: {
      company: { ...firm('freelance', '2026-03-02'), contract_ref: 'CPS-0012 / 02.03.2026' },
      client: clientCompany,
      milestones: { items: [
        { milestone: 'Machete grafice (8 ecrane)', criteria: 'Aprobate în scris de beneficiar', due: '2026-03-23', amount: 6000 },
        { milestone: 'Aplicație pe serverul de test', criteria: 'Toate scenariile din anexa 2 funcționează', due: '2026-05-08', amount: 12000 },
        { milestone: 'Lansare și instruire', criteria: 'Aplicația în producție, 2 ore instruire', due: '2026-05-29', amount: 6000 },
      ] },
      limits: { excluded: 'Găzduire, domeniu, licențe plătite, texte și fotografii de prezentare.', client_provides: 'Logo vectorial, lista serviciilor și a prețurilor, acces la serverul de găzduire.', approver: 'Ioana Șerban, office manager', review_days: 5, revisions: 2 },
      closing: {},
    },
  });

const acceptance = (): CatalogEntry =>
  tradeApp({
    key: 'proces-verbal-receptie-servicii',
    version: 1,
    trades: ['freelance', 'general'],
    public: true,
    keywords: kw(
      'proces verbal de receptie servicii, proces-verbal de receptie, PV receptie, acceptanta livrabile, receptie lucrare, confirmare servicii prestate',
      'acceptance record, services acceptance, deliverables sign-off, acceptance certificate',
      'verbale di accettazione, collaudo servizi, accettazione consegne',
    ),
    title: t('Proces-verbal de recepție a serviciilor', 'Services acceptance record', 'Verbale di accettazione dei servizi'),
    description: t(
      'Documentul prin care clientul confirmă serviciile sau livrabilele primite: fiecare livrabil acceptat sau acceptat cu observații, remedierile și termenul lor, valoarea acceptată la plată; stă la baza facturii.',
      'The document in which the client confirms the services or deliverables received: each deliverable accepted or accepted with remarks, fixes and their deadline, the value accepted for payment; the basis for the invoice.',
      'Il documento con cui il cliente conferma i servizi o le consegne ricevute: ogni consegna accettata o accettata con riserve, correzioni e termine, valore accettato per il pagamento; base della fattura.',
    ),
    category: 'workshop',
    document: { kind: 'handover', currency: 'RON', number: { field: 'company.number', prefix: 'PVR', start: 1, padding: 4 } },
    steps: [
      firmStep(t('PV nr.', 'Record no.', 'Verbale n.'), provider, [f.text('contract_ref', t('Contract / comandă nr.', 'Contract / order no.', 'Contratto / ordine n.'), { required: true, maxLength: 60 })]),
      clientStep({ title: customer }),
      {
        name: 'deliverables',
        title: t('Livrabile recepționate', 'Deliverables received', 'Consegne ricevute'),
        fields: [
          f.array('items', t('Livrabile', 'Deliverables', 'Consegne'), [
            f.text('deliverable', t('Serviciu / livrabil', 'Service / deliverable', 'Servizio / consegna'), { required: true, maxLength: 200 }),
            f.select('result', t('Rezultat', 'Result', 'Esito'), [opt('accepted', t('Acceptat', 'Accepted', 'Accettato')), opt('remarks', t('Cu observații', 'With remarks', 'Con riserve')), opt('rejected', t('Respins', 'Rejected', 'Respinto'))], { required: true }),
            f.text('remarks', t('Observații', 'Remarks', 'Osservazioni'), { maxLength: 300 }),
            f.money('value', t('Valoare acceptată', 'Value accepted', 'Valore accettato'), { min: 0 }),
          ], { required: true, maxItems: 50, role: 'lines.items' }),
          f.date('fix_by', t('Termen remediere observații', 'Deadline for fixes', 'Termine per le correzioni'), { width: 'half' }),
        ],
      },
      closingStep(t('Concluzie', 'Conclusion', 'Conclusione'), [f.radio('conclusion', t('Concluzia recepției', 'Conclusion', 'Conclusione'), [opt('accepted', t('Servicii recepționate', 'Services accepted', 'Servizi accettati')), opt('partial', t('Recepție parțială', 'Partly accepted', 'Accettazione parziale'))], { required: true })], [t('Predat (prestator)', 'Delivered (provider)', 'Consegnato (prestatore)'), t('Recepționat (beneficiar)', 'Accepted (client)', 'Accettato (committente)')]),
    ],
    totals: [grand('sum(deliverables.items.value)', t('Valoare acceptată la plată', 'Value accepted for payment', 'Valore accettato per il pagamento'))],
    pdf: { layout: 'handover', title: t('PROCES-VERBAL DE RECEPȚIE', 'ACCEPTANCE RECORD', 'VERBALE DI ACCETTAZIONE'), signatures: [t('Predat (prestator)', 'Delivered (provider)', 'Consegnato (prestatore)'), t('Recepționat (beneficiar)', 'Accepted (client)', 'Accettato (committente)')], footer: t('Procesul-verbal semnat de ambele părți stă la baza facturării valorii acceptate.', 'The record signed by both parties is the basis for invoicing the value accepted.', 'Il verbale firmato dalle parti è la base per fatturare il valore accettato.') },
    sample: {
      company: { ...firm('freelance', '2026-03-24'), contract_ref: 'CPS-0012 / 02.03.2026' },
      client: clientCompany,
      deliverables: { items: [{ deliverable: 'Machete grafice – 8 ecrane (Figma)', result: 'accepted', value: 6000 }, { deliverable: 'Ghid de stil (culori, fonturi, componente)', result: 'remarks', remarks: 'Lipsește varianta monocromă a logo-ului', value: 0 }], fix_by: '2026-03-27' },
      closing: { conclusion: 'partial' },
    },
  });

const timesheet = (): CatalogEntry =>
  tradeApp({
    key: 'pontaj-ore-proiect',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'pontaj ore, timesheet, foaie de timp, ore lucrate proiect, evidenta ore freelancer, ore facturabile',
      'timesheet, time sheet, hours worked, billable hours, project hours log',
      'foglio ore, timesheet, ore lavorate, ore fatturabili, registro ore progetto',
    ),
    title: t('Pontaj ore pe proiect (timesheet)', 'Project timesheet', 'Foglio ore di progetto (timesheet)'),
    description: t(
      'Orele lucrate pentru un client într-o perioadă: fiecare zi cu proiectul, activitatea și orele, marcate facturabile sau nu; orele facturabile × tariful orar dau suma de facturat, confirmată de client.',
      'Hours worked for a client in a period: each day with project, task and hours, marked billable or not; billable hours × hourly rate give the amount to invoice, confirmed by the client.',
      "Le ore lavorate per un cliente in un periodo: ogni giorno con progetto, attività e ore, fatturabili o no; ore fatturabili × tariffa oraria danno l'importo da fatturare, confermato dal cliente.",
    ),
    category: 'records',
    document: { kind: 'timesheet', currency: 'RON', number: { field: 'company.number', prefix: 'TS', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Pontaj nr.', 'Timesheet no.', 'Foglio n.'), provider, [
        f.date('period_from', t('Perioada – de la', 'Period – from', 'Periodo – dal'), { required: true, width: 'half' }),
        f.date('period_to', t('Perioada – până la', 'Period – to', 'Periodo – al'), { required: true, width: 'half' }),
        f.money('rate', t('Tarif orar (lei)', 'Hourly rate (lei)', 'Tariffa oraria (lei)'), { required: true, min: 0, width: 'half' }),
      ]),
      clientStep({ title: customer }),
      {
        name: 'entries',
        title: t('Ore lucrate', 'Hours worked', 'Ore lavorate'),
        fields: [
          f.array('items', t('Înregistrări', 'Entries', 'Registrazioni'), [
            f.date('date', COMMON.date, { required: true }),
            f.text('project', t('Proiect', 'Project', 'Progetto'), { required: true, maxLength: 80 }),
            f.text('task', t('Activitate', 'Task', 'Attività'), { required: true, maxLength: 200 }),
            f.number('hours', t('Ore', 'Hours', 'Ore'), { required: true, min: 0.25, max: 24, decimals: 2 }),
            f.checkbox('billable', t('Facturabil', 'Billable', 'Fatturabile'), { default: true }),
            f.number('billed', t('Ore facturabile', 'Billable hours', 'Ore fatturabili'), { compute: 'billable ? hours : 0', decimals: 2 }),
          ], { required: true, maxItems: 400, role: 'lines.labor' }),
        ],
      },
      closingStep(t('Confirmare', 'Confirmation', 'Conferma'), [], [provider, t('Confirmat beneficiar', 'Confirmed by the client', 'Confermato dal committente')]),
    ],
    totals: [
      numberTotal('hours', t('Total ore', 'Total hours', 'Ore totali'), 'sum(entries.items.hours)'),
      numberTotal('billable', t('Ore facturabile', 'Billable hours', 'Ore fatturabili'), 'sum(entries.items.billed)'),
      grand('round(totals.billable * company.rate, 2)', t('De facturat', 'To invoice', 'Da fatturare')),
    ],
    pdf: { layout: 'generic', title: t('PONTAJ ORE', 'TIMESHEET', 'FOGLIO ORE'), signatures: [provider, t('Confirmat beneficiar', 'Confirmed by the client', 'Confermato dal committente')], footer: t('Pontajul confirmat este anexă la factura perioadei.', 'The confirmed timesheet is attached to the period’s invoice.', 'Il foglio ore confermato è allegato alla fattura del periodo.') },
    sample: {
      company: { ...firm('freelance', '2026-03-31'), period_from: '2026-03-01', period_to: '2026-03-31', rate: 180 },
      client: clientCompany,
      entries: { items: [
        { date: '2026-03-03', project: 'Aplicație programări', task: 'Analiză cerințe cu beneficiarul', hours: 3, billable: true },
        { date: '2026-03-10', project: 'Aplicație programări', task: 'Dezvoltare modul calendar', hours: 6.5, billable: true },
        { date: '2026-03-11', project: 'Aplicație programări', task: 'Corectare eroare proprie la export', hours: 1.5, billable: false },
        { date: '2026-03-18', project: 'Site prezentare', task: 'Actualizare pagini servicii', hours: 2.25, billable: true },
      ] },
      closing: {},
    },
  });

const hoursInvoice = (): CatalogEntry =>
  tradeApp({
    key: 'factura-servicii-ore',
    // 2: the addresses in parts (street, city, county, postal code), as e-Factura needs them.
    version: 2,
    trades,
    public: true,
    keywords: kw(
      'factura PFA, factura freelancer, factura ore lucrate, factura servicii, factura neplatitor TVA, factura consultanta',
      'freelancer invoice, hourly invoice, services invoice, sole trader invoice, not VAT-registered invoice',
      'fattura freelance, fattura a ore, fattura servizi, fattura senza IVA',
    ),
    title: t('Factură de servicii pe ore (neplătitor de TVA)', 'Hourly services invoice (not VAT-registered)', 'Fattura di servizi a ore (non soggetto IVA)'),
    description: t(
      'Factura unui PFA sau a unei firme neplătitoare de TVA pentru servicii lucrate pe oră: fiecare activitate cu orele și tariful, perioada prestării, termenul de plată, IBAN-ul și mențiunea de scutire de TVA.',
      'The invoice of a sole trader or small firm not registered for VAT for hourly services: each task with hours and rate, the service period, due date, IBAN and the VAT exemption mention.',
      "La fattura di un freelance o di un'impresa non soggetta IVA per servizi a ore: ogni attività con ore e tariffa, periodo della prestazione, scadenza, IBAN e dicitura di esenzione IVA.",
    ),
    category: 'commercial',
    document: { kind: 'invoice', currency: 'RON', vat: { payer: false, rate: 0 }, number: { field: 'company.number', prefix: 'AP', start: 1, padding: 4 } },
    steps: [
      withAddressParts(
        firmStep(t('Factura nr.', 'Invoice no.', 'Fattura n.'), t('Furnizor', 'Supplier', 'Fornitore'), [
          f.date('due_date', t('Scadența', 'Due date', 'Scadenza'), { required: true, role: 'invoice.due_date', width: 'half' }),
          f.text('service_period', t('Perioada prestării', 'Service period', 'Periodo della prestazione'), { required: true, maxLength: 60, width: 'half' }),
        ], { vatPayer: false }),
        'company',
      ),
      withAddressParts(clientStep({ title: t('Cumpărător', 'Customer', 'Cliente'), addressRequired: true }), 'client'),
      {
        name: 'lines',
        title: t('Servicii', 'Services', 'Servizi'),
        fields: [
          f.array('items', t('Servicii', 'Services', 'Servizi'), [
            f.text('name', t('Serviciu', 'Service', 'Servizio'), { required: true, maxLength: 200 }),
            f.number('hours', t('Ore', 'Hours', 'Ore'), { required: true, min: 0.25, decimals: 2 }),
            f.money('rate', t('Tarif orar', 'Hourly rate', 'Tariffa oraria'), { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'hours * rate' }),
          ], { required: true, maxItems: 100, role: 'lines.items' }),
          f.text('timesheet_ref', t('Conform pontajului nr.', 'As per timesheet no.', 'Secondo il foglio ore n.'), { maxLength: 30 }),
        ],
      },
    ],
    totals: [numberTotal('hours', t('Total ore', 'Total hours', 'Ore totali'), 'sum(lines.items.hours)'), grand('sum(lines.items.value)')],
    pdf: { layout: 'invoice', title: t('FACTURĂ', 'INVOICE', 'FATTURA'), signatures: [t('Furnizor', 'Supplier', 'Fornitore'), t('Cumpărător', 'Customer', 'Cliente')], footer: t('Plata prin transfer bancar în contul de mai sus, până la scadență.', 'Payment by bank transfer to the account above by the due date.', 'Pagamento con bonifico sul conto indicato entro la scadenza.'), legal: [t('Scutit de TVA conform art. 310 Cod fiscal (regim special de scutire pentru întreprinderile mici).', 'VAT exempt under art. 310 of the Romanian Fiscal Code (small-enterprise scheme).', 'Esente IVA ai sensi dell’art. 310 del Codice fiscale romeno (regime delle piccole imprese).')] },
    sample: {
      company: { ...firm('freelance', '2026-04-01'), address: 'Str. Mântuleasa nr. 7', city: 'Sector 3', county: 'B', postal_code: '030024', due_date: '2026-04-16', service_period: '01–31.03.2026' },
      client: { ...clientCompany, address: 'Bd. Unirii nr. 21', city: 'Sector 4', county: 'B', postal_code: '040105' },
      lines: { items: [{ name: 'Dezvoltare aplicație programări – martie 2026', hours: 9.5, rate: 180 }, { name: 'Actualizare site de prezentare', hours: 2.25, rate: 180 }], timesheet_ref: 'TS-0003' },
    },
  });

const proposal = (): CatalogEntry =>
  tradeApp({
    key: 'oferta-servicii-freelance',
    version: 1,
    trades,
    keywords: kw(
      'oferta servicii, propunere proiect, oferta freelancer, oferta design, oferta programare, propunere comerciala, etape si termene',
      'project proposal, freelance quote, design proposal, development proposal, phases and timeline',
      'proposta di progetto, preventivo freelance, proposta grafica, proposta sviluppo, fasi e tempi',
    ),
    title: t('Ofertă de servicii pe etape (propunere de proiect)', 'Phased services proposal', 'Proposta di servizi per fasi'),
    description: t(
      'Propunerea trimisă unui client înainte de contract: contextul și obiectivul, etapele cu durata în zile și prețul fiecăreia, opțiunile suplimentare, condițiile de plată, valabilitatea ofertei și acceptarea clientului.',
      'The proposal sent to a client before the contract: context and goal, phases with duration in days and price of each, optional extras, payment terms, validity and the client’s acceptance.',
      "La proposta inviata al cliente prima del contratto: contesto e obiettivo, fasi con durata in giorni e prezzo, opzioni aggiuntive, condizioni di pagamento, validità e accettazione del cliente.",
    ),
    category: 'commercial',
    document: { kind: 'quote', currency: 'RON', number: { field: 'company.number', prefix: 'OF', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Ofertă nr.', 'Proposal no.', 'Proposta n.'), provider, [], { validUntil: true }),
      clientStep({ title: t('Către', 'To', 'A') }),
      {
        name: 'context',
        title: t('Context', 'Context', 'Contesto'),
        fields: [
          f.textarea('goal', t('Obiectivul clientului', "The client's goal", 'Obiettivo del cliente'), { required: true, maxLength: 2000 }),
          f.textarea('approach', t('Abordarea propusă', 'Proposed approach', 'Approccio proposto'), { maxLength: 2000 }),
        ],
      },
      {
        name: 'phases',
        title: t('Etape', 'Phases', 'Fasi'),
        fields: [
          f.array('items', t('Etape', 'Phases', 'Fasi'), [
            f.text('phase', t('Etapă', 'Phase', 'Fase'), { required: true, maxLength: 150 }),
            f.number('days', t('Durată (zile lucrătoare)', 'Duration (working days)', 'Durata (giorni lavorativi)'), { required: true, min: 0.5, decimals: 1 }),
            f.money('price', t('Preț', 'Price', 'Prezzo'), { required: true, min: 0 }),
          ], { required: true, maxItems: 20, role: 'lines.items' }),
          f.array('options', t('Opțiuni (nu sunt incluse în total)', 'Options (not in the total)', 'Opzioni (non incluse nel totale)'), [
            f.text('option', t('Opțiune', 'Option', 'Opzione'), { required: true, maxLength: 150 }),
            f.money('price', t('Preț', 'Price', 'Prezzo'), { required: true, min: 0 }),
          ], { maxItems: 10 }),
          f.text('payment_terms', t('Condiții de plată', 'Payment terms', 'Condizioni di pagamento'), { default: '30% avans, restul la predarea fiecărei etape', maxLength: 200 }),
        ],
      },
      closingStep(t('Acceptare', 'Acceptance', 'Accettazione'), [], [provider, t('Acceptat client', 'Accepted by the client', 'Accettato dal cliente')]),
    ],
    totals: [numberTotal('days', t('Durată totală (zile)', 'Total duration (days)', 'Durata totale (giorni)'), 'sum(phases.items.days)'), grand('sum(phases.items.price)')],
    pdf: { layout: 'quote', title: t('OFERTĂ', 'PROPOSAL', 'PROPOSTA'), signatures: [provider, t('Acceptat client', 'Accepted by the client', 'Accettato dal cliente')], footer: t('Oferta este valabilă până la data menționată; durata curge de la plata avansului și primirea materialelor.', 'The proposal is valid until the date shown; the duration runs from payment of the advance and receipt of the materials.', "La proposta è valida fino alla data indicata; la durata decorre dal pagamento dell'acconto e dalla ricezione dei materiali."), legal: [nonPayerNote] },
    sample: {
      company: { ...firm('freelance', '2026-02-20'), valid_until: '2026-03-06' },
      client: clientCompany,
      context: { goal: 'Clienții service-ului să își facă singuri programarea online, fără telefon, cu reamintire prin SMS.', approach: 'Aplicație web responsivă, integrată cu calendarul existent, livrată în trei etape verificabile.' },
      phases: { items: [{ phase: 'Analiză și machete', days: 8, price: 6000 }, { phase: 'Dezvoltare și testare', days: 25, price: 12000 }, { phase: 'Lansare și instruire', days: 3, price: 6000 }], options: [{ option: 'Mentenanță 12 luni', price: 4800 }], payment_terms: '30% avans, restul la predarea fiecărei etape' },
      closing: {},
    },
  });

const copyrightAssignment = (): CatalogEntry =>
  tradeApp({
    key: 'contract-cesiune-drepturi-autor',
    version: 1,
    trades,
    keywords: kw(
      'cesiune drepturi de autor, contract cesiune, drepturi patrimoniale, drept de autor design, logo, fotografii, cod sursa, licenta exclusiva',
      'copyright assignment, transfer of economic rights, logo rights, photo rights, source code rights, exclusive licence',
      'cessione diritti d’autore, diritti patrimoniali, diritti logo, diritti fotografie, codice sorgente, licenza esclusiva',
    ),
    title: t('Contract de cesiune a drepturilor patrimoniale de autor', 'Copyright (economic rights) assignment contract', 'Contratto di cessione dei diritti patrimoniali d’autore'),
    description: t(
      'Cesiunea către client a drepturilor asupra unei opere (logo, fotografii, texte, cod, ilustrații): opera, drepturile cedate una câte una, exclusivitatea, teritoriul, durata, remunerația și mențiunea autorului.',
      'Assigning the rights in a work (logo, photos, texts, code, illustrations) to the client: the work, each right assigned, exclusivity, territory, term, remuneration and credit to the author.',
      "Cessione al cliente dei diritti su un'opera (logo, foto, testi, codice, illustrazioni): opera, diritti ceduti uno per uno, esclusiva, territorio, durata, compenso e menzione dell'autore.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'CDA', start: 1, padding: 4 } },
    steps: [
      firmStep(contractNo, t('Cedent (autor)', 'Assignor (author)', 'Cedente (autore)')),
      clientStep({ title: t('Cesionar', 'Assignee', 'Cessionario'), addressRequired: true }),
      {
        name: 'work',
        title: t('Opera și drepturile cedate', 'The work and the rights assigned', 'Opera e diritti ceduti'),
        fields: [
          f.textarea('work', t('Opera (descriere, format, număr de elemente)', 'The work (description, format, number of items)', "L'opera (descrizione, formato, numero di elementi)"), { required: true, maxLength: 2000 }),
          f.checkbox('r_reproduce', t('Reproducere', 'Reproduction', 'Riproduzione'), { width: 'third' }),
          f.checkbox('r_distribute', t('Distribuire', 'Distribution', 'Distribuzione'), { width: 'third' }),
          f.checkbox('r_public', t('Comunicare publică / online', 'Communication to the public / online', 'Comunicazione al pubblico / online'), { width: 'third' }),
          f.checkbox('r_adapt', t('Adaptare / opere derivate', 'Adaptation / derivative works', 'Adattamento / opere derivate'), { width: 'third' }),
          f.checkbox('r_trademark', t('Înregistrare ca marcă', 'Registration as a trademark', 'Registrazione come marchio'), { width: 'third' }),
          f.radio('exclusive', t('Cesiune', 'Assignment', 'Cessione'), [opt('exclusive', t('Exclusivă', 'Exclusive', 'Esclusiva')), opt('non_exclusive', t('Neexclusivă', 'Non-exclusive', 'Non esclusiva'))], { required: true }),
          f.text('territory', t('Teritoriu', 'Territory', 'Territorio'), { required: true, default: 'Toate țările', maxLength: 100, width: 'half' }),
          f.text('term', t('Durată', 'Term', 'Durata'), { required: true, default: 'Pe toată durata de protecție a drepturilor', maxLength: 100, width: 'half' }),
          f.money('fee', t('Remunerație (lei)', 'Remuneration (lei)', 'Compenso (lei)'), { required: true, min: 0, width: 'half' }),
          f.checkbox('credit', t('Autorul este menționat la utilizare', 'The author is credited when used', "L'autore è citato nell'uso"), { width: 'half' }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [
        clause('warranty', t('Garanția autorului', "Author's warranty", "Garanzia dell'autore"), 'Cedentul garantează că este autorul operei, că aceasta este originală și că nu a cedat anterior drepturile de mai sus altei persoane; răspunde față de cesionar pentru orice pretenție a terților privind opera.'),
        clause('moral', t('Drepturile morale', 'Moral rights', 'Diritti morali'), 'Drepturile morale ale autorului (paternitatea, integritatea operei) nu pot face obiectul cesiunii și rămân ale autorului.'),
      ], [t('Cedent', 'Assignor', 'Cedente'), t('Cesionar', 'Assignee', 'Cessionario')]),
    ],
    totals: [grand('work.fee', t('Remunerație', 'Remuneration', 'Compenso'))],
    pdf: { layout: 'contract', title: t('CONTRACT DE CESIUNE', 'ASSIGNMENT CONTRACT', 'CONTRATTO DI CESSIONE'), signatures: [t('Cedent', 'Assignor', 'Cedente'), t('Cesionar', 'Assignee', 'Cessionario')], footer: t('Drepturile necuprinse expres în contract rămân ale autorului. Contractul de cesiune se încheie în formă scrisă.', 'Rights not expressly included remain with the author. An assignment contract is made in writing.', 'I diritti non espressamente inclusi restano all’autore. Il contratto di cessione si stipula per iscritto.'), legal: [copyrightLaw] },
    sample: {
      company: firm('freelance', '2026-03-12'),
      client: clientCompany,
      work: { work: 'Logo „Ștefănescu Transport” în variantele color, monocrom și negativ (fișiere AI, SVG, PNG) și manualul de identitate vizuală de 12 pagini.', r_reproduce: true, r_distribute: true, r_public: true, r_adapt: true, r_trademark: true, exclusive: 'exclusive', territory: 'Toate țările', term: 'Pe toată durata de protecție a drepturilor', fee: 3500, credit: false },
      closing: {},
    },
  });

const nda = (): CatalogEntry =>
  tradeApp({
    key: 'acord-confidentialitate',
    version: 1,
    trades: ['freelance', 'general'],
    public: true,
    keywords: kw(
      'acord de confidentialitate, NDA, contract confidentialitate, informatii confidentiale, secret comercial, nedivulgare',
      'non-disclosure agreement, NDA, confidentiality agreement, trade secrets',
      'accordo di riservatezza, NDA, patto di non divulgazione, segreti commerciali',
    ),
    title: t('Acord de confidențialitate (NDA)', 'Non-disclosure agreement (NDA)', 'Accordo di riservatezza (NDA)'),
    description: t(
      'Acordul prin care una sau ambele părți se obligă să nu divulge informațiile primite: scopul pentru care se dau, ce e confidențial și ce nu, durata, restituirea informațiilor și penalitatea la încălcare.',
      'The agreement under which one or both parties undertake not to disclose the information received: the purpose it is given for, what is and is not confidential, duration, return of information and the penalty for breach.',
      "L'accordo con cui una o entrambe le parti si impegnano a non divulgare le informazioni ricevute: scopo, cosa è riservato e cosa no, durata, restituzione e penale in caso di violazione.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'NDA', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Acord nr.', 'Agreement no.', 'Accordo n.'), t('Partea 1', 'Party 1', 'Parte 1')),
      clientStep({ title: t('Partea 2', 'Party 2', 'Parte 2'), addressRequired: true }),
      {
        name: 'terms',
        title: t('Termenii acordului', 'Terms of the agreement', "Termini dell'accordo"),
        fields: [
          f.radio('direction', t('Obligația de confidențialitate', 'Confidentiality obligation', 'Obbligo di riservatezza'), [opt('mutual', t('Reciprocă', 'Mutual', 'Reciproco')), opt('one_way', t('Doar Partea 2', 'Party 2 only', 'Solo Parte 2'))], { required: true }),
          f.textarea('purpose', t('Scopul dezvăluirii', 'Purpose of disclosure', 'Scopo della divulgazione'), { required: true, maxLength: 1000 }),
          f.number('years', t('Durata obligației (ani)', 'Obligation lasts (years)', 'Durata dell’obbligo (anni)'), { required: true, min: 1, max: 20, decimals: 0, default: 3, width: 'half' }),
          f.money('penalty', t('Penalitate la încălcare (lei)', 'Penalty for breach (lei)', 'Penale per violazione (lei)'), { min: 0, width: 'half' }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [
        clause('definition', t('Informații confidențiale', 'Confidential information', 'Informazioni riservate'), 'Sunt confidențiale informațiile tehnice, comerciale, financiare și despre clienți, în orice formă, comunicate în legătură cu scopul de mai sus. Nu sunt confidențiale informațiile publice, cele deja cunoscute legal de partea care le primește sau cele a căror dezvăluire este cerută de lege sau de o autoritate.'),
        clause('duties', t('Obligații', 'Obligations', 'Obblighi'), 'Partea care primește informațiile le folosește numai pentru scopul acordului, le dezvăluie doar angajaților și colaboratorilor care trebuie să le cunoască și care sunt ținuți de aceeași obligație, și le restituie sau le distruge la cerere.'),
      ], [t('Partea 1', 'Party 1', 'Parte 1'), t('Partea 2', 'Party 2', 'Parte 2')]),
    ],
    pdf: { layout: 'contract', title: t('ACORD DE CONFIDENȚIALITATE', 'NON-DISCLOSURE AGREEMENT', 'ACCORDO DI RISERVATEZZA'), signatures: [t('Partea 1', 'Party 1', 'Parte 1'), t('Partea 2', 'Party 2', 'Parte 2')], footer: t('Penalitatea nu înlătură dreptul la despăgubiri pentru prejudiciul mai mare dovedit. Legea aplicabilă: legea română.', 'The penalty does not exclude damages for a greater proven loss. Governing law: Romanian law.', 'La penale non esclude il risarcimento del maggior danno provato. Legge applicabile: legge romena.'), legal: [t('Legea nr. 11/1991 privind combaterea concurenței neloiale (secretul comercial)', 'Romanian Law 11/1991 on unfair competition (trade secrets)', 'Legge romena 11/1991 sulla concorrenza sleale (segreto commerciale)')] },
    sample: {
      company: firm('freelance', '2026-02-18'),
      client: clientCompany,
      terms: { direction: 'mutual', purpose: 'Evaluarea și realizarea unei aplicații de programări pentru service-ul auto, inclusiv accesul la baza de date a clienților.', years: 3, penalty: 20000 },
      closing: {},
    },
  });

const retainer = (): CatalogEntry =>
  tradeApp({
    key: 'contract-abonament-servicii-lunar',
    version: 1,
    trades,
    keywords: kw(
      'abonament lunar servicii, retainer, contract abonament, pachet ore lunar, mentenanta site, social media lunar, ore incluse',
      'monthly retainer, retainer agreement, monthly hours package, website maintenance, social media management',
      'canone mensile, contratto a canone, pacchetto ore mensile, manutenzione sito, gestione social',
    ),
    title: t('Contract de abonament lunar de servicii (retainer)', 'Monthly retainer agreement', 'Contratto di servizi a canone mensile'),
    description: t(
      'Abonamentul lunar cu un pachet de ore sau de livrabile (mentenanță site, social media, contabilitate, consultanță): ce intră lunar, orele incluse și tariful orelor peste pachet, reportarea orelor nefolosite, facturarea și încetarea.',
      'A monthly package of hours or deliverables (website upkeep, social media, bookkeeping, consulting): what is included each month, hours included and the rate beyond, carry-over of unused hours, invoicing and termination.',
      'Il canone mensile con un pacchetto di ore o di consegne (manutenzione sito, social, contabilità, consulenza): cosa include, ore incluse e tariffa oltre il pacchetto, riporto delle ore non usate, fatturazione e recesso.',
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'AB', start: 1, padding: 4 } },
    steps: [
      firmStep(contractNo, provider),
      clientStep({ title: customer, addressRequired: true }),
      {
        name: 'package',
        title: t('Pachet lunar', 'Monthly package', 'Pacchetto mensile'),
        fields: [
          f.textarea('included', t('Servicii incluse lunar', 'Services included monthly', 'Servizi inclusi ogni mese'), { required: true, maxLength: 2000 }),
          f.money('monthly_fee', t('Abonament lunar (lei)', 'Monthly fee (lei)', 'Canone mensile (lei)'), { required: true, min: 0, width: 'third' }),
          f.number('hours', t('Ore incluse / lună', 'Hours included / month', 'Ore incluse / mese'), { required: true, min: 0, decimals: 1, width: 'third' }),
          f.money('extra_rate', t('Oră suplimentară (lei)', 'Extra hour (lei)', 'Ora extra (lei)'), { required: true, min: 0, width: 'third' }),
          f.money('effective_rate', t('Tarif efectiv în pachet (lei/oră)', 'Effective rate in the package (lei/hour)', 'Tariffa effettiva nel pacchetto (lei/ora)'), { compute: 'hours > 0 ? monthly_fee / hours : 0', width: 'half' }),
          f.radio('carry_over', t('Ore nefolosite', 'Unused hours', 'Ore non usate'), [opt('lost', t('Nu se reportează', 'Not carried over', 'Non si riportano')), opt('next', t('Se reportează o lună', 'Carried over one month', 'Si riportano di un mese'))], { required: true, width: 'half' }),
          f.date('start', t('Începând cu', 'Starting', 'A partire dal'), { required: true, width: 'half' }),
          f.number('notice_days', t('Preaviz denunțare (zile)', 'Notice to end (days)', 'Preavviso di recesso (giorni)'), { required: true, min: 0, decimals: 0, default: 30, width: 'half' }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [
        clause('billing', t('Facturare și raportare', 'Invoicing and reporting', 'Fatturazione e rendiconto'), 'Abonamentul se facturează în primele 5 zile ale lunii, în avans. Orele suplimentare, aprobate în prealabil prin e-mail, se facturează la sfârșitul lunii, împreună cu raportul lunar de activitate.'),
      ], parties),
    ],
    totals: [moneyTotal('fee', t('Abonament lunar', 'Monthly fee', 'Canone mensile'), 'package.monthly_fee'), grand('round(package.monthly_fee * 12, 2)', t('Valoare pe 12 luni', 'Value over 12 months', 'Valore su 12 mesi'))],
    pdf: { layout: 'contract', title: t('CONTRACT DE ABONAMENT', 'RETAINER AGREEMENT', 'CONTRATTO A CANONE'), signatures: parties, footer: ccivil, legal: [nonPayerNote] },
    sample: {
      company: firm('freelance', '2026-03-25'),
      client: clientCompany,
      package: { included: 'Actualizări de securitate, copii de siguranță săptămânale, modificări de conținut, monitorizare disponibilitate, raport lunar.', monthly_fee: 900, hours: 6, extra_rate: 170, carry_over: 'next', start: '2026-04-01', notice_days: 30 },
      closing: {},
    },
  });

const activityReport = (): CatalogEntry =>
  tradeApp({
    key: 'raport-lunar-activitate',
    version: 1,
    trades,
    keywords: kw(
      'raport de activitate, raport lunar, raport activitate PFA, activitati desfasurate, anexa factura, raport colaborator',
      'monthly activity report, contractor report, work report, invoice annex',
      'rapporto mensile di attività, relazione attività, allegato fattura',
    ),
    title: t('Raport lunar de activitate', 'Monthly activity report', 'Rapporto mensile di attività'),
    description: t(
      'Raportul pe care un colaborator îl atașează facturii lunare: activitățile desfășurate cu rezultatul și orele, obiectivele lunii atinse sau nu, problemele și planul pentru luna următoare, confirmat de client.',
      'The report a contractor attaches to the monthly invoice: activities carried out with result and hours, the month’s goals met or not, issues and next month’s plan, confirmed by the client.',
      'Il rapporto che un collaboratore allega alla fattura mensile: attività svolte con risultato e ore, obiettivi del mese raggiunti o no, problemi e piano per il mese successivo, confermato dal cliente.',
    ),
    category: 'records',
    document: { kind: 'report', currency: 'RON', number: { field: 'company.number', prefix: 'RA', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Raport nr.', 'Report no.', 'Rapporto n.'), provider, [f.text('month', t('Luna', 'Month', 'Mese'), { required: true, maxLength: 30, width: 'half' }), f.text('contract_ref', t('Contract nr.', 'Contract no.', 'Contratto n.'), { maxLength: 40, width: 'half' })]),
      clientStep({ title: customer }),
      {
        name: 'activities',
        title: t('Activități', 'Activities', 'Attività'),
        fields: [
          f.array('items', t('Activități desfășurate', 'Activities carried out', 'Attività svolte'), [
            f.text('activity', t('Activitate', 'Activity', 'Attività'), { required: true, maxLength: 200 }),
            f.text('result', t('Rezultat', 'Result', 'Risultato'), { maxLength: 200 }),
            f.number('hours', t('Ore', 'Hours', 'Ore'), { min: 0, decimals: 2 }),
          ], { required: true, maxItems: 100, role: 'lines.labor' }),
          f.textarea('issues', t('Probleme și riscuri', 'Issues and risks', 'Problemi e rischi'), { maxLength: 1500 }),
          f.textarea('next', t('Plan pentru luna următoare', "Next month's plan", 'Piano per il mese prossimo'), { maxLength: 1500 }),
        ],
      },
      closingStep(t('Confirmare', 'Confirmation', 'Conferma'), [], [provider, t('Confirmat beneficiar', 'Confirmed by the client', 'Confermato dal committente')]),
    ],
    totals: [numberTotal('hours', t('Total ore', 'Total hours', 'Ore totali'), 'sum(activities.items.hours)')],
    pdf: { layout: 'generic', title: t('RAPORT DE ACTIVITATE', 'ACTIVITY REPORT', 'RAPPORTO DI ATTIVITÀ'), signatures: [provider, t('Confirmat beneficiar', 'Confirmed by the client', 'Confermato dal committente')], footer: t('Raportul confirmat justifică prestarea serviciilor facturate în luna respectivă.', 'The confirmed report evidences the services invoiced for the month.', 'Il rapporto confermato giustifica i servizi fatturati nel mese.') },
    sample: {
      company: { ...firm('freelance', '2026-03-31'), month: 'Martie 2026', contract_ref: 'AB-0002' },
      client: clientCompany,
      activities: { items: [{ activity: 'Actualizări de securitate WordPress și module', result: '14 module actualizate, fără erori', hours: 1.5 }, { activity: 'Pagină nouă „Servicii ITP”', result: 'Publicată pe 18.03', hours: 3 }, { activity: 'Copii de siguranță și test de restaurare', result: '4 copii, restaurare verificată', hours: 1 }], issues: 'Certificatul SSL expiră în mai; reînnoirea automată trebuie activată de găzduire.', next: 'Optimizare viteză pagini, formular de programare.' },
      closing: {},
    },
  });

const expenses = (): CatalogEntry =>
  tradeApp({
    key: 'decont-cheltuieli-refacturabile',
    version: 1,
    trades,
    keywords: kw(
      'decont cheltuieli, cheltuieli refacturate, refacturare cheltuieli, deplasare proiect, cheltuieli in numele clientului, decont client',
      'expense claim to client, rebillable expenses, project expenses, travel costs, disbursements',
      'nota spese al cliente, spese rifatturabili, spese di progetto, trasferte, anticipazioni',
    ),
    title: t('Decont de cheltuieli către client', 'Expense claim to the client', 'Nota spese al cliente'),
    description: t(
      'Cheltuielile făcute de prestator pentru proiectul clientului și recuperate de la el: fiecare cu data, documentul justificativ, descrierea și suma, marcate dacă sunt sau nu refacturabile conform contractului.',
      'Expenses the provider paid for the client’s project and recovers from them: each with date, supporting document, description and amount, marked as rebillable or not under the contract.',
      'Le spese sostenute dal prestatore per il progetto del cliente e recuperate da lui: ciascuna con data, documento giustificativo, descrizione e importo, indicate come rifatturabili o no secondo il contratto.',
    ),
    category: 'records',
    document: { kind: 'finance', currency: 'RON', number: { field: 'company.number', prefix: 'DC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Decont nr.', 'Claim no.', 'Nota n.'), provider, [f.text('project', t('Proiect', 'Project', 'Progetto'), { required: true, maxLength: 150 })]),
      clientStep({ title: customer }),
      {
        name: 'expenses',
        title: t('Cheltuieli', 'Expenses', 'Spese'),
        fields: [
          f.array('items', t('Cheltuieli', 'Expenses', 'Spese'), [
            f.date('date', COMMON.date, { required: true }),
            f.text('document', t('Document (factură, bon)', 'Document (invoice, receipt)', 'Documento (fattura, scontrino)'), { required: true, maxLength: 60 }),
            f.text('description', COMMON.description, { required: true, maxLength: 200 }),
            f.money('amount', t('Sumă', 'Amount', 'Importo'), { required: true, min: 0 }),
            f.checkbox('rebill', t('Refacturabil', 'Rebillable', 'Rifatturabile'), { default: true }),
            f.money('claimed', t('Solicitat', 'Claimed', 'Richiesto'), { compute: 'rebill ? amount : 0' }),
          ], { required: true, maxItems: 200, role: 'lines.items' }),
        ],
      },
      closingStep(t('Aprobare', 'Approval', 'Approvazione'), [notesField()], [provider, t('Aprobat beneficiar', 'Approved by the client', 'Approvato dal committente')]),
    ],
    totals: [moneyTotal('spent', t('Total cheltuit', 'Total spent', 'Totale speso'), 'sum(expenses.items.amount)'), grand('sum(expenses.items.claimed)', t('De recuperat de la client', 'To recover from the client', 'Da recuperare dal cliente'))],
    pdf: { layout: 'generic', title: t('DECONT DE CHELTUIELI', 'EXPENSE CLAIM', 'NOTA SPESE'), signatures: [provider, t('Aprobat beneficiar', 'Approved by the client', 'Approvato dal committente')], footer: t('Copiile documentelor justificative se anexează. Suma aprobată se refacturează clientului.', 'Copies of supporting documents are attached. The approved amount is re-invoiced to the client.', "Si allegano le copie dei giustificativi. L'importo approvato è rifatturato al cliente.") },
    sample: {
      company: { ...firm('freelance', '2026-03-31'), project: 'Aplicație programări – Ștefănescu Transport' },
      client: clientCompany,
      expenses: { items: [{ date: '2026-03-04', document: 'Factura NMC 2291', description: 'Domeniu programari-stefanescu.ro, 1 an', amount: 65, rebill: true }, { date: '2026-03-10', document: 'Bon CFR 551204', description: 'Tren București–Ploiești, ședință la client', amount: 42, rebill: true }, { date: '2026-03-10', document: 'Bon 0032', description: 'Prânz de lucru', amount: 78, rebill: false }] },
      closing: { notes: 'Prânzul nu se refacturează (nu este prevăzut în contract).' },
    },
  });

const creativeBrief = (): CatalogEntry =>
  tradeApp({
    key: 'brief-proiect-creativ',
    version: 1,
    trades,
    keywords: kw(
      'brief, brief creativ, brief design, brief logo, brief site, chestionar client, cerinte proiect, public tinta',
      'creative brief, design brief, logo brief, website brief, client questionnaire, target audience',
      'brief creativo, brief grafico, brief logo, brief sito, questionario cliente, pubblico target',
    ),
    title: t('Brief de proiect creativ', 'Creative project brief', 'Brief di progetto creativo'),
    description: t(
      'Ce vrea clientul, înainte de ofertă: obiectivul, publicul țintă, mesajul, ce îi place și ce nu, concurenții, livrabilele și formatele, bugetul orientativ și termenul, cine decide.',
      'What the client wants, before the quote: goal, target audience, message, likes and dislikes, competitors, deliverables and formats, indicative budget and deadline, who decides.',
      "Cosa vuole il cliente, prima del preventivo: obiettivo, pubblico, messaggio, cosa piace e cosa no, concorrenti, consegne e formati, budget indicativo e scadenza, chi decide.",
    ),
    category: 'planning',
    document: { kind: 'project', currency: 'RON', number: { field: 'company.number', prefix: 'BR', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Brief nr.', 'Brief no.', 'Brief n.'), provider),
      clientStep(),
      {
        name: 'brief',
        title: t('Brief', 'Brief', 'Brief'),
        fields: [
          f.text('project', t('Proiect', 'Project', 'Progetto'), { required: true, maxLength: 150, role: 'project.name' }),
          f.select('type', t('Tip', 'Type', 'Tipo'), [opt('logo', t('Logo / identitate', 'Logo / identity', 'Logo / identità')), opt('web', t('Site web', 'Website', 'Sito web')), opt('print', t('Tipărituri', 'Print', 'Stampa')), opt('video', t('Video', 'Video', 'Video')), opt('social', t('Social media', 'Social media', 'Social media'))], { required: true, role: 'project.type', width: 'half' }),
          f.date('due', t('Termen dorit', 'Wanted by', 'Scadenza desiderata'), { role: 'project.due_date', width: 'half' }),
          f.textarea('goal', t('Obiectiv', 'Goal', 'Obiettivo'), { required: true, maxLength: 1500 }),
          f.textarea('audience', t('Public țintă', 'Target audience', 'Pubblico target'), { required: true, maxLength: 1000 }),
          f.textarea('message', t('Mesajul principal', 'Key message', 'Messaggio principale'), { maxLength: 1000 }),
          f.textarea('likes', t('Exemple care plac / nu plac', 'Examples liked / disliked', 'Esempi che piacciono / non piacciono'), { maxLength: 1500 }),
          f.text('competitors', t('Concurenți', 'Competitors', 'Concorrenti'), { maxLength: 300 }),
          f.textarea('deliverables', t('Livrabile și formate', 'Deliverables and formats', 'Consegne e formati'), { required: true, maxLength: 1500 }),
          f.money('budget', t('Buget orientativ (lei)', 'Indicative budget (lei)', 'Budget indicativo (lei)'), { min: 0, width: 'half' }),
          f.text('decision_maker', t('Cine aprobă', 'Who approves', 'Chi approva'), { maxLength: 100, width: 'half' }),
        ],
      },
    ],
    pdf: { layout: 'estimate', title: t('BRIEF', 'BRIEF', 'BRIEF'), footer: t('Brieful stă la baza ofertei; schimbările de obiectiv după aprobarea ofertei se tratează ca cereri de modificare.', 'The brief is the basis of the quote; changes of goal after the quote is approved are handled as change requests.', "Il brief è la base del preventivo; cambi di obiettivo dopo l'approvazione si gestiscono come richieste di modifica.") },
    sample: {
      company: firm('freelance', '2026-02-12'),
      client: clientCompany,
      brief: { project: 'Identitate vizuală Ștefănescu Transport', type: 'logo', due: '2026-03-15', goal: 'Un logo modern care să arate seriozitate și să se vadă bine pe camioane și pe site.', audience: 'Firme de producție și distribuție din Muntenia, manageri de logistică 30–55 de ani.', message: 'Livrăm la timp, oriunde în țară.', likes: 'Le plac logo-urile DHL și Raben; nu vor litere înclinate sau săgeți.', competitors: 'Trans Rapid SRL, Cargo Nord SRL', deliverables: 'Logo în 3 variante, fișiere AI, SVG, PNG, manual de utilizare, machetă pentru prelata camionului.', budget: 3500, decision_maker: 'Ioana Șerban' },
    },
  });

const changeRequest = (): CatalogEntry =>
  tradeApp({
    key: 'cerere-modificare-proiect',
    version: 1,
    trades,
    keywords: kw(
      'cerere de modificare, change request, modificare cerinte, lucrari suplimentare, impact cost termen, act aditional proiect',
      'change request, scope change, additional work, cost and schedule impact',
      'richiesta di modifica, change request, lavori aggiuntivi, impatto su costi e tempi',
    ),
    title: t('Cerere de modificare a proiectului (change request)', 'Project change request', 'Richiesta di modifica del progetto'),
    description: t(
      'Modificarea cerută de client după aprobarea ofertei: ce se schimbă și de ce, impactul asupra costului (ore × tarif) și asupra termenului, noua dată de livrare și aprobarea scrisă înainte de lucru.',
      'A change the client asks for after the quote was approved: what changes and why, the impact on cost (hours × rate) and on the deadline, the new delivery date and written approval before work starts.',
      "Una modifica chiesta dal cliente dopo l'approvazione: cosa cambia e perché, impatto sui costi (ore × tariffa) e sui tempi, nuova data di consegna e approvazione scritta prima di iniziare.",
    ),
    category: 'planning',
    document: { kind: 'request', currency: 'RON', number: { field: 'company.number', prefix: 'CR', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Cerere nr.', 'Request no.', 'Richiesta n.'), provider, [f.text('contract_ref', t('Contract nr.', 'Contract no.', 'Contratto n.'), { required: true, maxLength: 40 })]),
      clientStep({ title: customer }),
      {
        name: 'change',
        title: t('Modificarea', 'The change', 'La modifica'),
        fields: [
          f.textarea('description', t('Ce se modifică', 'What changes', 'Cosa cambia'), { required: true, maxLength: 2000 }),
          f.textarea('reason', t('Motivul', 'Reason', 'Motivo'), { maxLength: 1000 }),
          f.number('hours', t('Ore suplimentare estimate', 'Extra hours estimated', 'Ore aggiuntive stimate'), { required: true, min: 0, decimals: 1, width: 'third' }),
          f.money('rate', t('Tarif orar (lei)', 'Hourly rate (lei)', 'Tariffa oraria (lei)'), { required: true, min: 0, width: 'third' }),
          f.money('cost', t('Cost suplimentar (lei)', 'Extra cost (lei)', 'Costo aggiuntivo (lei)'), { compute: 'hours * rate', width: 'third' }),
          f.number('delay_days', t('Decalare termen (zile lucrătoare)', 'Deadline moves by (working days)', 'Slittamento (giorni lavorativi)'), { min: 0, decimals: 0, width: 'half' }),
          f.date('new_deadline', t('Noul termen', 'New deadline', 'Nuovo termine'), { width: 'half' }),
          f.radio('decision', t('Decizia beneficiarului', "Client's decision", 'Decisione del committente'), [opt('approved', t('Aprobat', 'Approved', 'Approvato')), opt('rejected', t('Respins', 'Rejected', 'Respinto'))]),
        ],
      },
      closingStep(t('Aprobare', 'Approval', 'Approvazione'), [], parties),
    ],
    totals: [grand('change.cost', t('Cost suplimentar', 'Extra cost', 'Costo aggiuntivo'))],
    pdf: { layout: 'estimate', title: t('CERERE DE MODIFICARE', 'CHANGE REQUEST', 'RICHIESTA DI MODIFICA'), signatures: parties, footer: t('Modificarea aprobată completează contractul; lucrul începe după semnarea de către beneficiar.', 'An approved change supplements the contract; work starts after the client signs.', 'La modifica approvata integra il contratto; il lavoro inizia dopo la firma del committente.') },
    sample: {
      company: { ...firm('freelance', '2026-04-14'), contract_ref: 'CPS-0012' },
      client: clientCompany,
      change: { description: 'Adăugarea plății online cu cardul la programare, cu returnarea sumei la anulare.', reason: 'Reducerea programărilor neonorate.', hours: 14, rate: 180, delay_days: 4, new_deadline: '2026-06-04', decision: 'approved' },
      closing: {},
    },
  });

const photographer = (): CatalogEntry =>
  tradeApp({
    key: 'contract-fotograf-eveniment',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'contract fotograf, contract foto nunta, fotograf eveniment, videograf, contract foto video botez, sedinta foto, avans fotograf',
      'photographer contract, wedding photography contract, event photographer, videographer, photo shoot',
      'contratto fotografo, fotografo matrimonio, fotografo eventi, videomaker, servizio fotografico',
    ),
    title: t('Contract fotograf / videograf eveniment', 'Event photographer / videographer contract', 'Contratto fotografo / videomaker per eventi'),
    description: t(
      'Contractul pentru fotografierea sau filmarea unei nunți, unui botez sau eveniment de firmă: data, locațiile și orele de acoperire, numărul minim de fotografii editate, durata filmului, termenul de livrare, avansul, drepturile de folosire și ce se întâmplă la anulare.',
      'The contract to photograph or film a wedding, christening or company event: date, venues and hours covered, minimum edited photos, film length, delivery time, advance, usage rights and what happens on cancellation.',
      "Il contratto per fotografare o filmare un matrimonio, un battesimo o un evento aziendale: data, luoghi e ore coperte, numero minimo di foto editate, durata del video, consegna, acconto, diritti d'uso e cosa succede in caso di annullamento.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'CF', start: 1, padding: 4 } },
    steps: [
      firmStep(contractNo, t('Fotograf', 'Photographer', 'Fotografo')),
      clientStep({ phoneRequired: true, addressRequired: true }),
      {
        name: 'event',
        title: t('Evenimentul', 'The event', "L'evento"),
        fields: [
          f.select('kind', t('Eveniment', 'Event', 'Evento'), [opt('wedding', t('Nuntă', 'Wedding', 'Matrimonio')), opt('christening', t('Botez', 'Christening', 'Battesimo')), opt('corporate', t('Eveniment de firmă', 'Corporate event', 'Evento aziendale')), opt('session', t('Ședință foto', 'Photo shoot', 'Servizio fotografico'))], { required: true, width: 'half' }),
          f.date('date', t('Data evenimentului', 'Event date', "Data dell'evento"), { required: true, role: 'appointment.date', width: 'half' }),
          f.textarea('venues', t('Locații și program', 'Venues and schedule', 'Luoghi e programma'), { required: true, maxLength: 1000 }),
          f.number('hours', t('Ore de acoperire', 'Hours covered', 'Ore di copertura'), { required: true, min: 1, decimals: 1, width: 'third' }),
          f.number('photos', t('Fotografii editate (minim)', 'Edited photos (minimum)', 'Foto editate (minimo)'), { min: 0, decimals: 0, width: 'third' }),
          f.number('film_min', t('Film (minute)', 'Film (minutes)', 'Video (minuti)'), { min: 0, decimals: 0, width: 'third' }),
          f.number('delivery_days', t('Livrare în (zile)', 'Delivery within (days)', 'Consegna entro (giorni)'), { required: true, min: 1, decimals: 0, default: 45, width: 'half' }),
          f.text('format', t('Format livrare', 'Delivery format', 'Formato di consegna'), { default: 'Galerie online + stick USB', maxLength: 100, width: 'half' }),
          f.money('price', t('Preț total (lei)', 'Total price (lei)', 'Prezzo totale (lei)'), { required: true, min: 0, width: 'half' }),
          f.money('advance', t('Avans la semnare (lei)', 'Advance on signing (lei)', 'Acconto alla firma (lei)'), { min: 0, width: 'half' }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [
        clause('cancel', t('Anulare și amânare', 'Cancellation and postponement', 'Annullamento e rinvio'), 'Avansul rezervă data și nu se restituie la anularea de către client. Evenimentul amânat se poate muta pe o dată liberă a fotografului în următoarele 12 luni. Dacă fotograful nu se poate prezenta, asigură un înlocuitor de nivel egal cu acordul clientului sau restituie integral sumele primite.'),
        clause('usage', t('Drepturi de folosire', 'Usage rights', "Diritti d'uso"), 'Clientul poate folosi fotografiile în scop personal, fără limită. Fotograful păstrează drepturile de autor și poate folosi cel mult 20 de fotografii în portofoliu numai cu acordul clientului, bifat mai jos.'),
        f.checkbox('portfolio_ok', t('Clientul acceptă folosirea fotografiilor în portofoliul fotografului', "The client agrees to the photographer's portfolio use", "Il cliente acconsente all'uso delle foto nel portfolio")),
      ], [t('Fotograf', 'Photographer', 'Fotografo'), t('Client', 'Client', 'Cliente')]),
    ],
    totals: [grand('event.price', t('Preț total', 'Total price', 'Prezzo totale')), moneyTotal('advance', t('Avans', 'Advance', 'Acconto'), 'event.advance', 'total.advance'), moneyTotal('rest', t('Rest de plată în ziua evenimentului', 'Balance on the event day', "Saldo il giorno dell'evento"), 'max(totals.grand - totals.advance, 0)', 'total.due')],
    pdf: { layout: 'contract', title: t('CONTRACT FOTO ȘI VIDEO', 'PHOTO AND VIDEO CONTRACT', 'CONTRATTO FOTO E VIDEO'), signatures: [t('Fotograf', 'Photographer', 'Fotografo'), t('Client', 'Client', 'Cliente')], footer: ccivil, legal: [copyrightLaw, gdpr] },
    sample: {
      company: { ...firm('freelance', '2026-01-20'), name: 'Andrei Păunescu PFA – Fotografie' },
      client: { ...clientPerson, name: 'Andreea Rădulescu' },
      event: { kind: 'wedding', date: '2026-06-20', venues: 'Pregătiri miresei (Iași, 11:00), cununia religioasă – Biserica Sf. Nicolae (14:00), petrecerea – Restaurant Grădina Copou (19:00–02:00)', hours: 12, photos: 500, film_min: 15, delivery_days: 45, format: 'Galerie online + stick USB', price: 6500, advance: 1500 },
      closing: { portfolio_ok: true },
    },
  });

const modelRelease = (): CatalogEntry =>
  tradeApp({
    key: 'acord-utilizare-imagine',
    version: 1,
    trades: ['freelance', 'general'],
    keywords: kw(
      'acord utilizare imagine, model release, consimtamant foto, drept la imagine, acord publicare fotografii, minor foto',
      'model release, image use consent, photo release, right to one’s image, minor consent',
      'liberatoria immagine, consenso uso immagine, liberatoria foto, diritto all’immagine, minore',
    ),
    title: t('Acord de utilizare a imaginii (model release)', 'Image use consent (model release)', "Liberatoria per l'uso dell'immagine"),
    description: t(
      'Acordul unei persoane fotografiate sau filmate pentru folosirea imaginii sale: ședința, unde se poate publica (site, social media, tipărituri, reclame), durata, dacă e plătită, acordul părintelui pentru un minor și retragerea consimțământului.',
      'A photographed or filmed person’s consent to the use of their image: the shoot, where it may be published (website, social media, print, ads), for how long, whether paid, a parent’s consent for a minor and withdrawal of consent.',
      "Il consenso di una persona fotografata o filmata all'uso della sua immagine: servizio, dove si può pubblicare (sito, social, stampa, pubblicità), durata, compenso, consenso del genitore per un minore e revoca.",
    ),
    category: 'commercial',
    document: { kind: 'other', currency: 'RON', number: { field: 'company.number', prefix: 'AI', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Acord nr.', 'Consent no.', 'Liberatoria n.'), t('Beneficiarul imaginii', 'Image user', "Utilizzatore dell'immagine")),
      personStep('person', t('Persoana fotografiată', 'Person photographed', 'Persona ritratta'), { asClient: true, cnpRequired: false, idCard: false }),
      {
        name: 'use',
        title: t('Utilizare', 'Use', 'Uso'),
        fields: [
          f.text('shoot', t('Ședința / evenimentul', 'Shoot / event', 'Servizio / evento'), { required: true, maxLength: 200 }),
          f.checkbox('u_web', t('Site și social media', 'Website and social media', 'Sito e social media'), { width: 'third' }),
          f.checkbox('u_print', t('Tipărituri', 'Print', 'Stampa'), { width: 'third' }),
          f.checkbox('u_ads', t('Reclame plătite', 'Paid ads', 'Pubblicità a pagamento'), { width: 'third' }),
          f.number('years', t('Durata (ani)', 'Duration (years)', 'Durata (anni)'), { required: true, min: 1, max: 20, decimals: 0, default: 5, width: 'half' }),
          f.money('fee', t('Onorariu (lei, 0 dacă nu e plătit)', 'Fee (lei, 0 if unpaid)', 'Compenso (lei, 0 se gratuito)'), { min: 0, width: 'half' }),
          f.checkbox('minor', t('Persoana fotografiată este minoră', 'The person photographed is a minor', 'La persona ritratta è minorenne')),
          f.text('parent', t('Părinte / tutore (nume, CI)', 'Parent / guardian (name, ID)', 'Genitore / tutore (nome, documento)'), { required: true, maxLength: 150, visibleIf: 'minor' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [clause('withdraw', t('Retragerea acordului', 'Withdrawing consent', 'Revoca del consenso'), 'Acordul poate fi retras oricând, în scris; retragerea nu afectează materialele deja tipărite sau publicate înainte de primirea ei, care nu mai sunt însă refolosite.')], [t('Beneficiar', 'Image user', 'Utilizzatore'), t('Persoana fotografiată / părinte', 'Person photographed / parent', 'Persona ritratta / genitore')]),
    ],
    pdf: { layout: 'handover', title: t('ACORD DE UTILIZARE A IMAGINII', 'IMAGE USE CONSENT', 'LIBERATORIA IMMAGINE'), signatures: [t('Beneficiar', 'Image user', 'Utilizzatore'), t('Persoana fotografiată / părinte', 'Person photographed / parent', 'Persona ritratta / genitore')], footer: t('Imaginea unei persoane se folosește numai cu acordul ei (dreptul la propria imagine, Codul civil); datele se prelucrează conform GDPR.', "A person's image is used only with their consent (right to one's own image, Romanian Civil Code); data are processed under the GDPR.", "L'immagine di una persona si usa solo con il suo consenso (diritto all'immagine, Codice civile romeno); dati trattati secondo il GDPR."), legal: [gdpr] },
    sample: {
      company: { ...firm('freelance', '2026-03-14'), name: 'Andrei Păunescu PFA – Fotografie' },
      person: { name: 'Elena Vâlcu', address: 'Str. Păcurari nr. 88, Iași', phone: '0752 987 210', email: 'elena.valcu@exemplu.ro' },
      use: { shoot: 'Ședință foto de prezentare pentru colecția de primăvară a Boutique Lăcrămioara, 14.03.2026', u_web: true, u_print: true, u_ads: false, years: 3, fee: 400, minor: false },
      closing: {},
    },
  });

const filesHandover = (): CatalogEntry =>
  tradeApp({
    key: 'proces-verbal-predare-fisiere-conturi',
    version: 1,
    trades: ['freelance', 'gsm-pc'],
    keywords: kw(
      'predare fisiere, predare cod sursa, predare conturi, predare parole, predare proiect, transfer domeniu, fisiere sursa design',
      'source files handover, source code handover, accounts and passwords handover, project handover, domain transfer',
      'consegna file sorgente, consegna codice sorgente, consegna account e password, passaggio di consegne',
    ),
    title: t('Proces-verbal de predare a fișierelor și conturilor', 'Handover of files and accounts', 'Verbale di consegna di file e account'),
    description: t(
      'La sfârșitul unui proiect, ce predă prestatorul clientului: fișierele sursă și codul cu locul unde se află, conturile (domeniu, găzduire, rețele sociale, analytics) cu titularul și modul de predare a parolelor, și confirmarea că accesul prestatorului a fost retras.',
      'At the end of a project, what the provider hands to the client: source files and code with their location, accounts (domain, hosting, social networks, analytics) with the holder and how passwords are handed over, and confirmation that the provider’s access was removed.',
      "A fine progetto, cosa consegna il prestatore al cliente: file sorgente e codice con la posizione, account (dominio, hosting, social, analytics) con il titolare e la modalità di consegna delle password, e conferma che l'accesso del prestatore è stato rimosso.",
    ),
    category: 'workshop',
    document: { kind: 'handover', currency: 'RON', number: { field: 'company.number', prefix: 'PVF', start: 1, padding: 4 } },
    steps: [
      firmStep(t('PV nr.', 'Record no.', 'Verbale n.'), provider, [f.text('project', t('Proiect', 'Project', 'Progetto'), { required: true, maxLength: 150 })]),
      clientStep({ title: customer }),
      {
        name: 'files',
        title: t('Fișiere și cod', 'Files and code', 'File e codice'),
        fields: [
          f.array('items', t('Fișiere predate', 'Files handed over', 'File consegnati'), [
            f.text('item', t('Ce se predă', 'Item', 'Cosa si consegna'), { required: true, maxLength: 150 }),
            f.text('location', t('Unde (link, suport)', 'Where (link, medium)', 'Dove (link, supporto)'), { required: true, maxLength: 200 }),
          ], { required: true, maxItems: 50, role: 'lines.items' }),
        ],
      },
      {
        name: 'accounts',
        title: t('Conturi', 'Accounts', 'Account'),
        fields: [
          f.array('items', t('Conturi predate', 'Accounts handed over', 'Account consegnati'), [
            f.text('service', t('Serviciu', 'Service', 'Servizio'), { required: true, maxLength: 100 }),
            f.text('holder', t('Titular / utilizator', 'Holder / user', 'Titolare / utente'), { required: true, maxLength: 100 }),
            f.select('password', t('Parola', 'Password', 'Password'), [opt('changed', t('Schimbată de client', 'Changed by the client', 'Cambiata dal cliente')), opt('envelope', t('În plic sigilat', 'In a sealed envelope', 'In busta chiusa')), opt('manager', t('Prin manager de parole', 'Via password manager', 'Tramite password manager'))], { required: true }),
          ], { maxItems: 50 }),
          f.checkbox('access_removed', t('Accesul prestatorului la conturile clientului a fost retras', "The provider's access to the client's accounts was removed", "L'accesso del prestatore agli account del cliente è stato rimosso")),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Am predat', 'Handed over by', 'Consegnato da'), t('Am primit', 'Received by', 'Ricevuto da')]),
    ],
    pdf: { layout: 'handover', title: t('PV PREDARE FIȘIERE ȘI CONTURI', 'FILES AND ACCOUNTS HANDOVER', 'CONSEGNA FILE E ACCOUNT'), signatures: [t('Am predat', 'Handed over by', 'Consegnato da'), t('Am primit', 'Received by', 'Ricevuto da')], footer: t('Parolele nu se scriu în acest proces-verbal. După predare, prestatorul nu mai răspunde de securitatea conturilor.', 'Passwords are not written in this record. After handover the provider is no longer responsible for the accounts’ security.', 'Le password non si scrivono in questo verbale. Dopo la consegna il prestatore non risponde più della sicurezza degli account.') },
    sample: {
      company: { ...firm('freelance', '2026-05-29'), project: 'Aplicație programări – Ștefănescu Transport' },
      client: clientCompany,
      files: { items: [{ item: 'Cod sursă aplicație (versiunea 1.0.0)', location: 'Depozit Git transferat în contul beneficiarului' }, { item: 'Machete grafice Figma', location: 'Proiect transferat contului office@stefanescu.ro' }, { item: 'Documentație instalare', location: 'PDF trimis pe e-mail și stick USB' }] },
      accounts: { items: [{ service: 'Domeniu programari-stefanescu.ro', holder: 'Ștefănescu Transport SRL', password: 'changed' }, { service: 'Găzduire VPS', holder: 'office@stefanescu.ro', password: 'envelope' }], access_removed: true },
      closing: {},
    },
  });

const translation = (): CatalogEntry =>
  tradeApp({
    key: 'comanda-traducere',
    version: 1,
    trades,
    keywords: kw(
      'comanda traducere, traducere autorizata, traducere legalizata, pret pagina traducere, traducator, numar caractere',
      'translation order, certified translation, sworn translation, price per page, translator, character count',
      'ordine di traduzione, traduzione giurata, traduzione asseverata, prezzo a cartella, traduttore',
    ),
    title: t('Comandă de traducere', 'Translation order', 'Ordine di traduzione'),
    description: t(
      'Comanda unei traduceri: documentele cu perechea de limbi și numărul de caractere fără spații, din care se calculează paginile de 2.000 de caractere și prețul, tipul (simplă, autorizată, legalizată), taxa de legalizare și termenul.',
      'A translation order: documents with language pair and character count without spaces, from which the 2,000-character pages and the price are computed, the type (plain, certified, notarised), notarisation fee and deadline.',
      'Ordine di traduzione: documenti con coppia di lingue e numero di caratteri senza spazi, da cui si calcolano le cartelle di 2.000 caratteri e il prezzo, tipo (semplice, giurata, legalizzata), spese di legalizzazione e termine.',
    ),
    category: 'commercial',
    document: { kind: 'order', currency: 'RON', number: { field: 'company.number', prefix: 'TR', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Comandă nr.', 'Order no.', 'Ordine n.'), t('Traducător / birou', 'Translator / agency', 'Traduttore / agenzia'), [f.text('authorisation', t('Autorizație Ministerul Justiției nr.', 'Ministry of Justice authorisation no.', 'Autorizzazione del Ministero della Giustizia n.'), { maxLength: 30 })]),
      clientStep({ phoneRequired: true }),
      {
        name: 'documents',
        title: t('Documente', 'Documents', 'Documenti'),
        fields: [
          f.array('items', t('Documente de tradus', 'Documents to translate', 'Documenti da tradurre'), [
            f.text('document', t('Document', 'Document', 'Documento'), { required: true, maxLength: 150 }),
            f.text('languages', t('Din – în', 'From – to', 'Da – a'), { required: true, maxLength: 40 }),
            f.number('chars', t('Caractere fără spații', 'Characters without spaces', 'Caratteri senza spazi'), { required: true, min: 1, decimals: 0 }),
            f.number('pages', t('Pagini (2.000 car.)', 'Pages (2,000 chars)', 'Cartelle (2.000 car.)'), { compute: 'round(chars / 2000, 2)', decimals: 2 }),
            f.money('page_price', t('Preț / pagină', 'Price / page', 'Prezzo / cartella'), { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'pages * page_price' }),
          ], { required: true, maxItems: 50, role: 'lines.items' }),
          f.radio('kind', t('Tip traducere', 'Translation type', 'Tipo di traduzione'), [opt('plain', t('Simplă', 'Plain', 'Semplice')), opt('certified', t('Autorizată (ștampila traducătorului)', 'Certified (translator’s stamp)', 'Giurata (timbro del traduttore)')), opt('notarised', t('Legalizată la notar', 'Notarised', 'Legalizzata dal notaio'))], { required: true }),
          f.money('notary_fee', t('Taxă legalizare (lei)', 'Notarisation fee (lei)', 'Spese di legalizzazione (lei)'), { min: 0, visibleIf: 'kind == "notarised"', width: 'half' }),
          f.date('deadline', t('Termen de predare', 'Delivery date', 'Data di consegna'), { required: true, width: 'half' }),
        ],
      },
    ],
    totals: [
      numberTotal('pages', t('Total pagini', 'Total pages', 'Cartelle totali'), 'sum(documents.items.pages)'),
      moneyTotal('translation', t('Traducere', 'Translation', 'Traduzione'), 'sum(documents.items.value)'),
      moneyTotal('notary', t('Legalizare', 'Notarisation', 'Legalizzazione'), 'documents.notary_fee'),
      grand('totals.translation + totals.notary'),
    ],
    pdf: { layout: 'quote', title: t('COMANDĂ TRADUCERE', 'TRANSLATION ORDER', 'ORDINE DI TRADUZIONE'), signatures: [t('Traducător', 'Translator', 'Traduttore'), t('Client', 'Client', 'Cliente')], footer: t('Pagina de calcul are 2.000 de caractere fără spații. Traducerea autorizată este certificată de un traducător autorizat de Ministerul Justiției; legalizarea o face notarul public.', 'A billing page is 2,000 characters without spaces. A certified translation is certified by a translator authorised by the Ministry of Justice; notarisation is done by a notary public.', 'La cartella è di 2.000 caratteri senza spazi. La traduzione giurata è certificata da un traduttore autorizzato dal Ministero della Giustizia; la legalizzazione la fa il notaio.'), legal: [nonPayerNote] },
    sample: {
      company: { ...firm('freelance', '2026-03-18'), name: 'Andrei Păunescu PFA – Traduceri', authorisation: '41287' },
      client: clientPerson,
      documents: { items: [{ document: 'Diplomă de licență și supliment', languages: 'română – italiană', chars: 5400, page_price: 45 }, { document: 'Certificat de naștere', languages: 'română – italiană', chars: 1100, page_price: 45 }], kind: 'notarised', notary_fee: 120, deadline: '2026-03-23' },
    },
  });

const tutoring = (): CatalogEntry =>
  tradeApp({
    key: 'contract-meditatii',
    version: 1,
    trades,
    keywords: kw(
      'contract meditatii, meditatii, lectii private, cursuri particulare, profesor meditatii, abonament sedinte, pregatire bacalaureat',
      'private tutoring contract, private lessons, tutoring package, exam preparation',
      'contratto ripetizioni, lezioni private, pacchetto lezioni, preparazione esami',
    ),
    title: t('Contract de meditații / lecții private', 'Private tutoring / lessons contract', 'Contratto di ripetizioni / lezioni private'),
    description: t(
      'Contractul pentru lecții private: elevul (minor, cu părintele care semnează), materia și nivelul, durata și numărul ședințelor, prețul pe ședință și pe pachet, programul, anularea ședințelor și plata.',
      'The contract for private lessons: the pupil (a minor, with the parent who signs), subject and level, session length and number, price per session and package, schedule, session cancellation and payment.',
      "Il contratto per lezioni private: l'allievo (minore, con il genitore che firma), materia e livello, durata e numero di lezioni, prezzo per lezione e pacchetto, orario, annullamento e pagamento.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'CM', start: 1, padding: 4 } },
    steps: [
      firmStep(contractNo, t('Profesor / prestator', 'Tutor / provider', 'Insegnante / prestatore')),
      personStep('parent', t('Părinte / beneficiar', 'Parent / client', 'Genitore / committente'), { asClient: true, cnpRequired: false, idCard: false }),
      {
        name: 'lessons',
        title: t('Lecții', 'Lessons', 'Lezioni'),
        fields: [
          f.text('pupil', t('Elev (nume, clasă)', 'Pupil (name, grade)', 'Allievo (nome, classe)'), { required: true, maxLength: 100 }),
          f.text('subject', t('Materia și scopul', 'Subject and aim', 'Materia e obiettivo'), { required: true, maxLength: 150 }),
          f.radio('mode', t('Mod', 'Mode', 'Modalità'), [opt('home', t('La domiciliu', 'At home', 'A domicilio')), opt('office', t('La sediul profesorului', "At the tutor's", "Presso l'insegnante")), opt('online', t('Online', 'Online', 'Online'))], { required: true }),
          f.number('minutes', t('Durata ședinței (min)', 'Session length (min)', 'Durata lezione (min)'), { required: true, min: 30, decimals: 0, default: 60, width: 'third' }),
          f.number('sessions', t('Ședințe în pachet', 'Sessions in the package', 'Lezioni nel pacchetto'), { required: true, min: 1, decimals: 0, width: 'third' }),
          f.money('session_price', t('Preț / ședință (lei)', 'Price / session (lei)', 'Prezzo / lezione (lei)'), { required: true, min: 0, width: 'third' }),
          f.text('schedule', t('Program', 'Schedule', 'Orario'), { maxLength: 150 }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [clause('cancel', t('Anulare și plată', 'Cancellation and payment', 'Annullamento e pagamento'), 'Pachetul se plătește înainte de prima ședință. O ședință anulată cu cel puțin 24 de ore înainte se reprogramează; anulată mai târziu se consideră efectuată. Ședințele neefectuate din vina profesorului se reprogramează sau se restituie.')], [t('Profesor', 'Tutor', 'Insegnante'), t('Părinte', 'Parent', 'Genitore')]),
    ],
    totals: [grand('round(lessons.sessions * lessons.session_price, 2)', t('Preț pachet', 'Package price', 'Prezzo del pacchetto'))],
    pdf: { layout: 'contract', title: t('CONTRACT DE MEDITAȚII', 'TUTORING CONTRACT', 'CONTRATTO DI RIPETIZIONI'), signatures: [t('Profesor', 'Tutor', 'Insegnante'), t('Părinte', 'Parent', 'Genitore')], footer: t('Pentru elevul minor, contractul se semnează de părinte sau tutore. ' + gdprNote.ro, 'For a minor pupil, the contract is signed by a parent or guardian. ' + gdprNote.en, 'Per un allievo minore firma il genitore o il tutore. ' + gdprNote.it), legal: [nonPayerNote] },
    sample: {
      company: { ...firm('freelance', '2026-02-25'), name: 'Elena Vâlcu PFA – Meditații matematică' },
      parent: { name: 'Mihai Bălănescu', address: 'Calea Moșilor nr. 210, sector 2, București', phone: '0733 441 902', email: 'mihai.b@exemplu.ro' },
      lessons: { pupil: 'Ștefan Bălănescu, clasa a XII-a', subject: 'Matematică M1 – pregătire pentru bacalaureat', mode: 'online', minutes: 90, sessions: 12, session_price: 120, schedule: 'Marți și joi, 17:00–18:30' },
      closing: {},
    },
  });

const cashBasisRegister = (): CatalogEntry =>
  tradeApp({
    key: 'registru-jurnal-incasari-plati',
    version: 1,
    trades: ['freelance', 'general'],
    keywords: kw(
      'registru jurnal de incasari si plati, registru incasari plati PFA, contabilitate partida simpla, evidenta PFA, incasari numerar banca',
      'cash-basis journal, receipts and payments journal, single-entry bookkeeping, sole trader ledger',
      'registro incassi e pagamenti, contabilità semplificata, partita semplice, ditta individuale',
    ),
    title: t('Registru-jurnal de încasări și plăți (PFA)', 'Receipts and payments journal (sole trader)', 'Registro giornale di incassi e pagamenti (ditta individuale)'),
    description: t(
      'Evidența în partidă simplă a unui PFA, II sau a unei profesii liberale: fiecare operațiune cu data, documentul, explicația și suma, încasată sau plătită, în numerar sau prin bancă; totalurile lunii pe fiecare coloană.',
      'The single-entry books of a sole trader or liberal profession: each transaction with date, document, explanation and amount, received or paid, in cash or by bank; the month’s totals per column.',
      'La contabilità in partita semplice di una ditta individuale o libero professionista: ogni operazione con data, documento, spiegazione e importo, incassato o pagato, in contanti o banca; totali del mese per colonna.',
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'RJ', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fila nr.', 'Page no.', 'Pagina n.'), t('Titular', 'Holder', 'Titolare'), [f.text('month', t('Luna', 'Month', 'Mese'), { required: true, maxLength: 30 })]),
      {
        name: 'entries',
        title: t('Operațiuni', 'Transactions', 'Operazioni'),
        fields: [
          f.array('items', t('Operațiuni', 'Transactions', 'Operazioni'), [
            f.date('date', COMMON.date, { required: true }),
            f.text('document', t('Document (fel, nr.)', 'Document (type, no.)', 'Documento (tipo, n.)'), { required: true, maxLength: 60 }),
            f.text('explanation', t('Explicații', 'Explanation', 'Spiegazione'), { required: true, maxLength: 150 }),
            f.money('in_cash', t('Încasări numerar', 'Received cash', 'Incassi contanti'), { min: 0 }),
            f.money('in_bank', t('Încasări bancă', 'Received bank', 'Incassi banca'), { min: 0 }),
            f.money('out_cash', t('Plăți numerar', 'Paid cash', 'Pagamenti contanti'), { min: 0 }),
            f.money('out_bank', t('Plăți bancă', 'Paid bank', 'Pagamenti banca'), { min: 0 }),
          ], { required: true, maxItems: 500, role: 'lines.items' }),
        ],
      },
    ],
    totals: [
      moneyTotal('in_cash', t('Încasări numerar', 'Received in cash', 'Incassi in contanti'), 'sum(entries.items.in_cash)'),
      moneyTotal('in_bank', t('Încasări bancă', 'Received by bank', 'Incassi in banca'), 'sum(entries.items.in_bank)'),
      moneyTotal('out_cash', t('Plăți numerar', 'Paid in cash', 'Pagamenti in contanti'), 'sum(entries.items.out_cash)'),
      moneyTotal('out_bank', t('Plăți bancă', 'Paid by bank', 'Pagamenti in banca'), 'sum(entries.items.out_bank)'),
      moneyTotal('net', t('Încasări minus plăți', 'Receipts minus payments', 'Incassi meno pagamenti'), 'totals.in_cash + totals.in_bank - totals.out_cash - totals.out_bank'),
    ],
    pdf: { layout: 'generic', title: t('REGISTRU-JURNAL DE ÎNCASĂRI ȘI PLĂȚI', 'RECEIPTS AND PAYMENTS JOURNAL', 'GIORNALE INCASSI E PAGAMENTI'), footer: t('Se completează cronologic, pe baza documentelor justificative; totalurile lunare se reportează în registrul anului.', 'Filled in chronologically from supporting documents; monthly totals carry over to the year’s register.', "Si compila in ordine cronologica dai documenti giustificativi; i totali mensili si riportano nel registro dell'anno.") },
    sample: {
      company: { ...firm('freelance', '2026-03-31'), month: 'Martie 2026' },
      entries: { items: [
        { date: '2026-03-05', document: 'Extras de cont 3', explanation: 'Încasare factura AP-0011, Ștefănescu Transport SRL', in_bank: 7200 },
        { date: '2026-03-09', document: 'Chitanța 12', explanation: 'Încasare meditații, pachet martie', in_cash: 960 },
        { date: '2026-03-15', document: 'Factura RDS 884120', explanation: 'Abonament internet birou', out_bank: 64.9 },
        { date: '2026-03-25', document: 'OP 44', explanation: 'Plată contribuții CAS și CASS trimestrul I', out_bank: 2900 },
      ] },
    },
  });

const meetingMinutes = (): CatalogEntry =>
  tradeApp({
    key: 'minuta-sedinta',
    version: 1,
    trades: ['freelance', 'general', 'construction'],
    keywords: kw(
      'minuta sedinta, minuta intalnire, proces verbal sedinta, decizii sedinta, actiuni responsabili termene, meeting notes',
      'meeting minutes, meeting notes, decisions, action items, owners and deadlines',
      'verbale di riunione, minuta, decisioni, azioni responsabili scadenze',
    ),
    title: t('Minuta ședinței', 'Meeting minutes', 'Verbale della riunione'),
    description: t(
      'Ce s-a discutat și decis la o întâlnire cu clientul sau cu echipa: participanții, ordinea de zi, deciziile și acțiunile fiecare cu responsabil și termen, data următoarei întâlniri; trimisă spre confirmare participanților.',
      'What was discussed and decided at a meeting with the client or team: attendees, agenda, decisions and actions each with an owner and deadline, next meeting date; sent to the attendees to confirm.',
      'Cosa si è discusso e deciso in una riunione con il cliente o il team: partecipanti, ordine del giorno, decisioni e azioni con responsabile e scadenza, prossima riunione; inviato ai partecipanti per conferma.',
    ),
    category: 'planning',
    document: { kind: 'report', currency: 'RON', number: { field: 'company.number', prefix: 'MIN', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Minuta nr.', 'Minutes no.', 'Verbale n.'), t('Organizator', 'Organiser', 'Organizzatore'), [f.text('place', t('Locul / online', 'Place / online', 'Luogo / online'), { required: true, maxLength: 150 })]),
      {
        name: 'meeting',
        title: t('Ședința', 'The meeting', 'La riunione'),
        fields: [
          f.textarea('attendees', t('Participanți', 'Attendees', 'Partecipanti'), { required: true, maxLength: 1000 }),
          f.textarea('agenda', t('Ordinea de zi', 'Agenda', 'Ordine del giorno'), { required: true, maxLength: 1500 }),
          f.textarea('decisions', t('Decizii', 'Decisions', 'Decisioni'), { required: true, maxLength: 3000 }),
          f.array('actions', t('Acțiuni', 'Action items', 'Azioni'), [
            f.text('action', t('Acțiune', 'Action', 'Azione'), { required: true, maxLength: 200 }),
            f.text('owner', t('Responsabil', 'Owner', 'Responsabile'), { required: true, maxLength: 80 }),
            f.date('due', t('Termen', 'Due', 'Scadenza'), { required: true }),
          ], { maxItems: 50, role: 'lines.items' }),
          f.date('next_meeting', t('Următoarea ședință', 'Next meeting', 'Prossima riunione'), { width: 'half' }),
        ],
      },
    ],
    totals: [numberTotal('actions', t('Acțiuni stabilite', 'Actions agreed', 'Azioni concordate'), 'count(meeting.actions)')],
    pdf: { layout: 'generic', title: t('MINUTĂ', 'MINUTES', 'VERBALE'), signatures: [t('Întocmit', 'Prepared by', 'Redatto da')], footer: t('Observațiile la minută se transmit în 2 zile lucrătoare de la primire; în lipsa lor minuta se consideră acceptată.', 'Comments on the minutes are sent within 2 working days of receipt; otherwise the minutes are deemed accepted.', 'Le osservazioni al verbale si inviano entro 2 giorni lavorativi; in mancanza il verbale si intende accettato.') },
    sample: {
      company: { ...firm('freelance', '2026-03-10'), place: 'Sediul Ștefănescu Transport, sala de ședințe' },
      meeting: {
        attendees: 'Ioana Șerban (Ștefănescu Transport), Andrei Păunescu (prestator), Radu Ciobanu (IT)',
        agenda: '1. Prezentarea machetelor. 2. Integrarea cu calendarul service-ului. 3. Calendarul de lansare.',
        decisions: 'Machetele se aprobă cu schimbarea culorii butoanelor; integrarea se face cu Google Calendar; lansarea rămâne la 29 mai.',
        actions: [{ action: 'Trimite varianta finală a machetelor', owner: 'Andrei Păunescu', due: '2026-03-13' }, { action: 'Creează contul de serviciu Google', owner: 'Radu Ciobanu', due: '2026-03-17' }],
        next_meeting: '2026-03-24',
      },
    },
  });

const dpa = (): CatalogEntry =>
  tradeApp({
    key: 'acord-prelucrare-date-gdpr',
    version: 1,
    trades: ['freelance', 'gsm-pc', 'general'],
    keywords: kw(
      'acord prelucrare date, DPA, contract imputernicit GDPR, art 28 GDPR, persoana imputernicita, operator date, clauze GDPR',
      'data processing agreement, DPA, GDPR article 28, processor agreement, controller processor',
      'accordo sul trattamento dei dati, DPA, art. 28 GDPR, responsabile del trattamento',
    ),
    title: t('Acord de prelucrare a datelor (împuternicit, art. 28 GDPR)', 'Data processing agreement (processor, GDPR art. 28)', 'Accordo sul trattamento dei dati (responsabile, art. 28 GDPR)'),
    description: t(
      'Acordul cerut de GDPR când un prestator prelucrează date personale pentru client (site, aplicație, contabilitate, IT): categoriile de date și persoane, scopul, durata, măsurile de securitate, subîmputerniciții, notificarea incidentelor și ștergerea datelor la final.',
      'The agreement the GDPR requires when a provider processes personal data for a client (website, app, bookkeeping, IT): data and subject categories, purpose, duration, security measures, sub-processors, incident notification and deletion at the end.',
      "L'accordo richiesto dal GDPR quando un prestatore tratta dati personali per il cliente (sito, app, contabilità, IT): categorie di dati e interessati, finalità, durata, misure di sicurezza, sub-responsabili, notifica degli incidenti e cancellazione finale.",
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'DPA', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Acord nr.', 'Agreement no.', 'Accordo n.'), t('Persoana împuternicită', 'Processor', 'Responsabile del trattamento'), [f.text('main_contract', t('La contractul nr.', 'To contract no.', 'Al contratto n.'), { required: true, maxLength: 40 })]),
      clientStep({ title: t('Operator', 'Controller', 'Titolare del trattamento'), addressRequired: true }),
      {
        name: 'processing',
        title: t('Prelucrarea', 'The processing', 'Il trattamento'),
        fields: [
          f.textarea('purpose', t('Scopul și natura prelucrării', 'Purpose and nature of the processing', 'Finalità e natura del trattamento'), { required: true, maxLength: 1500 }),
          f.textarea('data', t('Categorii de date', 'Categories of data', 'Categorie di dati'), { required: true, maxLength: 1000 }),
          f.textarea('subjects', t('Categorii de persoane vizate', 'Categories of data subjects', 'Categorie di interessati'), { required: true, maxLength: 500 }),
          f.textarea('security', t('Măsuri de securitate', 'Security measures', 'Misure di sicurezza'), { required: true, maxLength: 1500 }),
          f.textarea('subprocessors', t('Subîmputerniciți (furnizor, țara)', 'Sub-processors (provider, country)', 'Sub-responsabili (fornitore, paese)'), { maxLength: 1000 }),
          f.number('breach_hours', t('Notificarea incidentelor în (ore)', 'Incident notice within (hours)', 'Notifica incidenti entro (ore)'), { required: true, min: 1, max: 72, decimals: 0, default: 24, width: 'half' }),
          f.number('delete_days', t('Ștergerea datelor după încetare (zile)', 'Data deleted after the end (days)', 'Cancellazione dopo la cessazione (giorni)'), { required: true, min: 0, decimals: 0, default: 30, width: 'half' }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [clause('duties', t('Obligațiile împuternicitului', "Processor's obligations", 'Obblighi del responsabile'), 'Persoana împuternicită prelucrează datele numai pe baza instrucțiunilor documentate ale operatorului, asigură confidențialitatea persoanelor care le accesează, nu angajează alți subîmputerniciți fără acordul scris al operatorului, îl ajută să răspundă cererilor persoanelor vizate, îi pune la dispoziție informațiile necesare auditului și, la încetare, șterge sau returnează datele.')], [t('Împuternicit', 'Processor', 'Responsabile'), t('Operator', 'Controller', 'Titolare')]),
    ],
    pdf: { layout: 'contract', title: t('ACORD DE PRELUCRARE A DATELOR', 'DATA PROCESSING AGREEMENT', 'ACCORDO SUL TRATTAMENTO DEI DATI'), signatures: [t('Împuternicit', 'Processor', 'Responsabile'), t('Operator', 'Controller', 'Titolare')], footer: t('Anexă la contractul principal; în caz de neconcordanță prevalează acest acord în privința datelor personale.', 'Annex to the main contract; on personal data this agreement prevails.', 'Allegato al contratto principale; sui dati personali prevale questo accordo.'), legal: [t('Art. 28 din Regulamentul (UE) 2016/679 (GDPR)', 'Art. 28 of Regulation (EU) 2016/679 (GDPR)', 'Art. 28 del Regolamento (UE) 2016/679 (GDPR)')] },
    sample: {
      company: { ...firm('freelance', '2026-03-02'), main_contract: 'CPS-0012' },
      client: clientCompany,
      processing: { purpose: 'Găzduirea și întreținerea aplicației de programări; copii de siguranță; remedierea erorilor.', data: 'Nume, telefon, e-mail, număr de înmatriculare, istoricul programărilor.', subjects: 'Clienții service-ului auto al operatorului.', security: 'Criptare TLS, copii de siguranță criptate, autentificare în doi pași, acces nominal și jurnal de acces.', subprocessors: 'Hetzner Online GmbH (Germania) – găzduire; SMSLink SRL (România) – trimitere SMS.', breach_hours: 24, delete_days: 30 },
      closing: {},
    },
  });

const websiteOffer = (): CatalogEntry =>
  tradeApp({
    key: 'oferta-realizare-site',
    version: 1,
    trades,
    keywords: kw(
      'oferta site, realizare site web, oferta website, site prezentare, magazin online, pret site, gazduire domeniu',
      'website quote, website design offer, business website, online shop, hosting and domain',
      'preventivo sito web, realizzazione sito, sito vetrina, negozio online, hosting e dominio',
    ),
    title: t('Ofertă de realizare site web', 'Website build quote', 'Preventivo per la realizzazione di un sito web'),
    description: t(
      'Oferta pentru un site de prezentare sau un magazin online: tipul și platforma, numărul de pagini și limbi, funcțiile (formular, blog, plăți), cine scrie conținutul, domeniul și găzduirea pe primul an, mentenanța lunară opțională și termenul.',
      'The quote for a business website or online shop: type and platform, number of pages and languages, features (form, blog, payments), who writes the content, domain and hosting for the first year, optional monthly upkeep and deadline.',
      'Il preventivo per un sito vetrina o un negozio online: tipo e piattaforma, numero di pagine e lingue, funzioni (modulo, blog, pagamenti), chi scrive i contenuti, dominio e hosting per il primo anno, manutenzione mensile opzionale e tempi.',
    ),
    category: 'commercial',
    document: { kind: 'quote', currency: 'RON', number: { field: 'company.number', prefix: 'OS', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Ofertă nr.', 'Quote no.', 'Preventivo n.'), provider, [], { validUntil: true }),
      clientStep(),
      {
        name: 'site',
        title: t('Site-ul', 'The website', 'Il sito'),
        fields: [
          f.radio('type', t('Tip', 'Type', 'Tipo'), [opt('presentation', t('Site de prezentare', 'Business website', 'Sito vetrina')), opt('shop', t('Magazin online', 'Online shop', 'Negozio online')), opt('landing', t('Pagină de prezentare unică', 'Landing page', 'Landing page'))], { required: true }),
          f.text('platform', t('Platformă', 'Platform', 'Piattaforma'), { maxLength: 60, width: 'half' }),
          f.number('pages', t('Număr de pagini', 'Number of pages', 'Numero di pagine'), { required: true, min: 1, decimals: 0, width: 'third' }),
          f.number('languages', t('Limbi', 'Languages', 'Lingue'), { required: true, min: 1, decimals: 0, default: 1, width: 'third' }),
          f.money('page_price', t('Preț / pagină / limbă (lei)', 'Price / page / language (lei)', 'Prezzo / pagina / lingua (lei)'), { required: true, min: 0, width: 'third' }),
          f.textarea('features', t('Funcții incluse', 'Features included', 'Funzioni incluse'), { maxLength: 1500 }),
          f.money('features_price', t('Preț funcții (lei)', 'Features price (lei)', 'Prezzo funzioni (lei)'), { min: 0, width: 'half' }),
          f.money('hosting', t('Domeniu și găzduire primul an (lei)', 'Domain and hosting, first year (lei)', 'Dominio e hosting primo anno (lei)'), { min: 0, width: 'half' }),
          f.radio('content_by', t('Conținut (texte, fotografii)', 'Content (texts, photos)', 'Contenuti (testi, foto)'), [opt('client', t('Furnizat de client', 'Provided by the client', 'Forniti dal cliente')), opt('provider', t('Realizat de prestator', 'Made by the provider', 'Realizzati dal prestatore'))], { required: true }),
          f.money('maintenance', t('Mentenanță lunară opțională (lei)', 'Optional monthly upkeep (lei)', 'Manutenzione mensile opzionale (lei)'), { min: 0, width: 'half' }),
          f.number('weeks', t('Termen (săptămâni)', 'Lead time (weeks)', 'Tempi (settimane)'), { required: true, min: 1, decimals: 0, width: 'half' }),
        ],
      },
      closingStep(t('Acceptare', 'Acceptance', 'Accettazione'), [], [provider, t('Acceptat client', 'Accepted by the client', 'Accettato dal cliente')]),
    ],
    totals: [
      moneyTotal('pages', t('Pagini', 'Pages', 'Pagine'), 'round(site.pages * site.languages * site.page_price, 2)'),
      moneyTotal('features', t('Funcții', 'Features', 'Funzioni'), 'site.features_price'),
      moneyTotal('hosting', t('Domeniu și găzduire', 'Domain and hosting', 'Dominio e hosting'), 'site.hosting'),
      grand('totals.pages + totals.features + totals.hosting'),
    ],
    pdf: { layout: 'quote', title: t('OFERTĂ SITE WEB', 'WEBSITE QUOTE', 'PREVENTIVO SITO WEB'), signatures: [provider, t('Acceptat client', 'Accepted by the client', 'Accettato dal cliente')], footer: t('Mentenanța lunară nu este inclusă în total. Domeniul se înregistrează pe numele clientului.', 'Monthly upkeep is not in the total. The domain is registered in the client’s name.', 'La manutenzione mensile non è nel totale. Il dominio è registrato a nome del cliente.'), legal: [nonPayerNote] },
    sample: {
      company: { ...firm('freelance', '2026-03-03'), valid_until: '2026-03-31' },
      client: { ...clientCompany, name: 'Boutique Lăcrămioara SRL', contact: 'Lăcrămioara Dinu' },
      site: { type: 'shop', platform: 'WooCommerce', pages: 8, languages: 2, page_price: 250, features: 'Catalog cu filtre, plată cu cardul, calcul livrare, facturare automată, formular de contact, pagini GDPR și ANPC.', features_price: 3500, hosting: 450, content_by: 'client', maintenance: 300, weeks: 6 },
      closing: {},
    },
  });

export const freelance: CatalogEntry[] = [
  servicesContract(),
  statementOfWork(),
  acceptance(),
  timesheet(),
  hoursInvoice(),
  proposal(),
  copyrightAssignment(),
  nda(),
  retainer(),
  activityReport(),
  expenses(),
  creativeBrief(),
  changeRequest(),
  photographer(),
  modelRelease(),
  filesHandover(),
  translation(),
  tutoring(),
  cashBasisRegister(),
  meetingMinutes(),
  dpa(),
  websiteOffer(),
];

