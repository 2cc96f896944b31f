import { type CatalogEntry, type ScalarSpec, type Text, f, opt, t } from '../build.js';
import { clientStep } from '../fragments.js';
import { unitField } from '../fragments-commercial.js';
import { COMMON, clause, closingStep, firmStep, grand, kw, moneyTotal, notesField, numberTotal, partnerStep, tradeApp } from '../fragments-trades-a.js';
import { clientCompany, firm, partnerCompany } from '../samples-trades-a.js';

/**
 * General small business – money and stock papers (issue 20): receipt, cash voucher, cash book,
 * materials requisition, inventory list, goods acceptance, transfer note, accounting note, fixed
 * asset card and write-off, expense claim, payment reminder, purchase order, sale of goods,
 * shareholder loan. The forms of OMFP 2634/2015 keep their codes on the paper where the code is the
 * standard one (chitanță 14-4-1, dispoziție 14-4-4, registru de casă 14-4-7A, bon de consum 14-3-4A,
 * listă de inventariere 14-3-12); the transfer note and the fixed asset card cite the order only.
 */

const trades: ['general'] = ['general'];
const company = t('Firmă', 'Company', 'Azienda');
const omfp = (code: string): Text =>
  t(
    `Formular cod ${code} – OMFP nr. 2634/2015 privind documentele financiar-contabile`,
    `Form code ${code} – Order of the Minister of Public Finance 2634/2015 on accounting documents`,
    `Modulo codice ${code} – Ordine del Ministro delle Finanze 2634/2015 sui documenti contabili`,
  );
const inWords = (): ScalarSpec =>
  f.text('amount_words', t('Suma în litere', 'Amount in words', 'Importo in lettere'), { required: true, maxLength: 200, help: t('De ex. „una mie două sute lei”.', 'E.g. "one thousand two hundred lei".', 'Ad es. "milleduecento lei".') });
const stockUnits = [opt('buc', t('buc', 'pcs', 'pz')), opt('kg', t('kg', 'kg', 'kg')), opt('l', t('l', 'l', 'l')), opt('m', t('m', 'm', 'm')), opt('set', t('set', 'set', 'set'))];

const receipt = (): CatalogEntry =>
  tradeApp({
    key: 'chitanta',
    version: 1,
    trades: ['general', 'freelance', 'tailoring', 'gsm-pc', 'farming'],
    public: true,
    keywords: kw(
      'chitanta, chitanță, chitantier, incasare numerar, bon de incasare, dovada plata cash, chitanta PFA',
      'cash receipt, receipt for cash payment, payment receipt, receipt book',
      'ricevuta di pagamento in contanti, quietanza, ricevuta',
    ),
    title: t('Chitanță', 'Cash receipt (chitanță)', 'Ricevuta di incasso (chitanță)'),
    description: t(
      'Chitanța pentru o sumă încasată în numerar: seria și numărul, de la cine s-a primit (cu CUI sau CNP și adresă), suma în cifre și în litere, ce reprezintă (de ex. factura achitată) și semnătura casierului.',
      'The receipt for an amount collected in cash: series and number, who paid (with tax ID or personal code and address), the amount in figures and words, what it is for (e.g. the invoice paid) and the cashier’s signature.',
      "La ricevuta per un importo incassato in contanti: serie e numero, da chi (con codice fiscale o personale e indirizzo), importo in cifre e in lettere, causale (ad es. la fattura saldata) e firma del cassiere.",
    ),
    category: 'commercial',
    document: { kind: 'receipt', currency: 'RON', number: { field: 'company.number', prefix: 'CH', start: 1, padding: 6 } },
    steps: [
      firmStep(t('Chitanța nr.', 'Receipt no.', 'Ricevuta n.'), company, [f.text('series', t('Seria', 'Series', 'Serie'), { required: true, maxLength: 10, width: 'half' })]),
      clientStep({ title: t('Am primit de la', 'Received from', 'Ricevuto da'), addressRequired: true }),
      {
        name: 'payment',
        title: t('Suma', 'Amount', 'Importo'),
        fields: [
          f.money('amount', t('Suma (lei)', 'Amount (lei)', 'Importo (lei)'), { required: true, min: 0.01, width: 'half' }),
          inWords(),
          f.text('represents', t('Reprezentând', 'For', 'Causale'), { required: true, maxLength: 200 }),
        ],
      },
      closingStep(t('Semnătură', 'Signature', 'Firma'), [], [t('Casier', 'Cashier', 'Cassiere')]),
    ],
    totals: [grand('payment.amount', t('Suma încasată', 'Amount received', 'Importo incassato'))],
    pdf: { layout: 'invoice', title: t('CHITANȚĂ', 'RECEIPT', 'RICEVUTA'), signatures: [t('Casier', 'Cashier', 'Cassiere')], footer: t('Chitanța dovedește plata în numerar; încasările în numerar de la persoane juridice și fizice sunt supuse plafoanelor legale de numerar.', 'The receipt proves a cash payment; cash takings from companies and individuals are subject to the legal cash limits.', 'La ricevuta prova il pagamento in contanti; gli incassi in contanti sono soggetti ai limiti di legge.'), legal: [omfp('14-4-1')] },
    sample: {
      company: { ...firm('general', '2026-03-16'), series: 'CJ' },
      client: clientCompany,
      payment: { amount: 1200, amount_words: 'una mie două sute lei', represents: 'Contravaloare factura nr. CE-0215 din 10.03.2026' },
      closing: {},
    },
  });

const cashVoucher = (): CatalogEntry =>
  tradeApp({
    key: 'dispozitie-plata-incasare-casierie',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'dispozitie de plata, dispozitie de incasare, dispozitie plata catre casierie, avans spre decontare, casierie, plata numerar angajat',
      'cash payment voucher, cash receipt voucher, petty cash, cash advance',
      'buono di cassa, ordine di pagamento alla cassa, ordine di incasso, anticipo di cassa',
    ),
    title: t('Dispoziție de plată / încasare către casierie', 'Cash payment / receipt voucher', 'Ordine di pagamento / incasso alla cassa'),
    description: t(
      'Ordinul scris prin care administratorul cere casierului să plătească sau să încaseze o sumă fără alt document (avans spre decontare, restituire, încasare de la un angajat): persoana cu actul de identitate, suma, scopul și semnăturile.',
      'The written order by which the manager tells the cashier to pay out or collect an amount without another document (cash advance, refund, collection from an employee): the person with their ID, the amount, the purpose and signatures.',
      "L'ordine scritto con cui l'amministratore chiede al cassiere di pagare o incassare una somma senza altro documento (anticipo, rimborso, incasso da un dipendente): persona con documento, importo, scopo e firme.",
    ),
    category: 'records',
    document: { kind: 'receipt', currency: 'RON', number: { field: 'company.number', prefix: 'DP', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Dispoziția nr.', 'Voucher no.', 'Ordine n.'), company),
      {
        name: 'order',
        title: t('Dispoziția', 'The order', "L'ordine"),
        fields: [
          f.radio('kind', t('Tip', 'Type', 'Tipo'), [opt('pay', t('Plată (casierul plătește)', 'Payment (cashier pays out)', 'Pagamento (il cassiere paga)')), opt('collect', t('Încasare (casierul încasează)', 'Receipt (cashier collects)', 'Incasso (il cassiere incassa)'))], { required: true }),
          f.text('person', t('Numele și prenumele', 'Full name', 'Nome e cognome'), { required: true, maxLength: 100, width: 'half' }),
          f.text('id_card', t('Act de identitate (seria, nr.)', 'ID card (series, no.)', "Documento d'identità (serie, n.)"), { required: true, maxLength: 30, width: 'half' }),
          f.money('amount', t('Suma (lei)', 'Amount (lei)', 'Importo (lei)'), { required: true, min: 0.01, width: 'half' }),
          inWords(),
          f.text('purpose', t('Scopul', 'Purpose', 'Scopo'), { required: true, maxLength: 200 }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Conducătorul unității', 'Manager', 'Responsabile'), t('Casier', 'Cashier', 'Cassiere'), t('Am primit / am plătit', 'Received / paid', 'Ricevuto / pagato')]),
    ],
    totals: [grand('order.amount', t('Suma', 'Amount', 'Importo'))],
    pdf: { layout: 'generic', title: t('DISPOZIȚIE CĂTRE CASIERIE', 'CASH VOUCHER', 'ORDINE ALLA CASSA'), signatures: [t('Conducătorul unității', 'Manager', 'Responsabile'), t('Casier', 'Cashier', 'Cassiere'), t('Am primit / am plătit', 'Received / paid', 'Ricevuto / pagato')], footer: t('Avansurile spre decontare se justifică prin decont în termenul stabilit de conducere.', 'Cash advances are justified by an expense claim within the time set by management.', "Gli anticipi si giustificano con la nota spese nel termine stabilito dall'amministrazione."), legal: [omfp('14-4-4')] },
    sample: {
      company: firm('general', '2026-03-18'),
      order: { kind: 'pay', person: 'Mihai Bălănescu', id_card: 'RX 778899', amount: 800, amount_words: 'opt sute lei', purpose: 'Avans spre decontare pentru deplasarea la Brașov, 19–20.03.2026' },
      closing: {},
    },
  });

const cashBook = (): CatalogEntry =>
  tradeApp({
    key: 'registru-de-casa',
    version: 1,
    trades,
    public: true,
    keywords: kw(
      'registru de casa, registrul de casa, casierie, sold casa, incasari plati numerar, raport de casa, registru casa zilnic',
      'cash book, daily cash register, petty cash book, cash balance',
      'registro di cassa, libro cassa, saldo di cassa, incassi e pagamenti in contanti',
    ),
    title: t('Registru de casă', 'Cash book', 'Registro di cassa'),
    description: t(
      'Operațiunile zilnice ale casieriei: soldul din ziua precedentă, fiecare încasare și plată cu numărul documentului (chitanță, bon fiscal, dispoziție) și explicația, totalurile zilei și soldul final calculat, semnat de casier și de compartimentul financiar.',
      'The day’s cash transactions: balance brought forward, each receipt and payment with the document number (receipt, till slip, voucher) and explanation, the day’s totals and the computed closing balance, signed by the cashier and accounts.',
      'Le operazioni giornaliere di cassa: saldo del giorno precedente, ogni incasso e pagamento con numero del documento (ricevuta, scontrino, ordine) e spiegazione, totali del giorno e saldo finale calcolato, firmato da cassiere e contabilità.',
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'RC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fila nr.', 'Page no.', 'Pagina n.'), company, [f.money('opening', t('Sold din ziua precedentă (lei)', 'Balance brought forward (lei)', 'Saldo del giorno precedente (lei)'), { required: true, min: 0, width: 'half' })]),
      {
        name: 'entries',
        title: t('Operațiuni', 'Transactions', 'Operazioni'),
        fields: [
          f.array('items', t('Operațiuni', 'Transactions', 'Operazioni'), [
            f.text('doc_no', t('Nr. act casă', 'Document no.', 'N. documento'), { required: true, maxLength: 30 }),
            f.text('explanation', t('Explicații', 'Explanation', 'Spiegazione'), { required: true, maxLength: 150 }),
            f.money('in', t('Încasări', 'Receipts', 'Incassi'), { min: 0 }),
            f.money('out', t('Plăți', 'Payments', 'Pagamenti'), { min: 0 }),
          ], { required: true, maxItems: 300, role: 'lines.items' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Casier', 'Cashier', 'Cassiere'), t('Compartiment financiar-contabil', 'Accounts', 'Contabilità')]),
    ],
    totals: [
      moneyTotal('opening', t('Sold precedent', 'Balance brought forward', 'Saldo precedente'), 'company.opening'),
      moneyTotal('in', t('Total încasări', 'Total receipts', 'Totale incassi'), 'sum(entries.items.in)'),
      moneyTotal('out', t('Total plăți', 'Total payments', 'Totale pagamenti'), 'sum(entries.items.out)'),
      moneyTotal('closing', t('Sold final', 'Closing balance', 'Saldo finale'), 'totals.opening + totals.in - totals.out'),
    ],
    pdf: { layout: 'generic', title: t('REGISTRU DE CASĂ', 'CASH BOOK', 'REGISTRO DI CASSA'), signatures: [t('Casier', 'Cashier', 'Cassiere'), t('Compartiment financiar-contabil', 'Accounts', 'Contabilità')], footer: t('Se întocmește zilnic, în ordinea operațiunilor; soldul final devine soldul de început al zilei următoare.', 'Drawn up daily, in the order of transactions; the closing balance becomes the next day’s opening balance.', 'Si compila ogni giorno in ordine cronologico; il saldo finale diventa il saldo iniziale del giorno dopo.'), legal: [omfp('14-4-7A')] },
    sample: {
      company: { ...firm('general', '2026-03-16'), opening: 1850.4 },
      entries: { items: [
        { doc_no: 'CH 000231', explanation: 'Încasare factura CE-0215, Ștefănescu Transport SRL', in: 1200 },
        { doc_no: 'Raport Z 0412', explanation: 'Vânzări casa de marcat', in: 2315.5 },
        { doc_no: 'DP 00045', explanation: 'Avans spre decontare M. Bălănescu', out: 800 },
        { doc_no: 'Foaie vărsământ 118', explanation: 'Depunere numerar la bancă', out: 3000 },
      ] },
      closing: {},
    },
  });

const requisition = (): CatalogEntry =>
  tradeApp({
    key: 'bon-de-consum',
    version: 1,
    trades: ['general', 'construction', 'tailoring'],
    keywords: kw(
      'bon de consum, bon consum materiale, eliberare materiale din magazie, consum materiale, descarcare gestiune, materiale consumabile',
      'materials requisition, stock issue note, consumption slip, materials released from stock',
      'buono di prelievo, buono di consumo, scarico di magazzino, materiali consumati',
    ),
    title: t('Bon de consum', 'Materials requisition (bon de consum)', 'Buono di prelievo materiali'),
    description: t(
      'Eliberarea de materiale din magazie pentru consum (producție, lucrare, întreținere): gestiunea, locul de consum, materialele cu codul, cantitatea cerută și cea eliberată, prețul unitar și valoarea calculată, semnat de cel care predă și cel care primește.',
      'Issuing materials from the store for use (production, a job, upkeep): the store, place of use, materials with code, quantity requested and issued, unit price and computed value, signed by who hands over and who receives.',
      "Prelievo di materiali dal magazzino per il consumo (produzione, lavoro, manutenzione): magazzino, luogo di consumo, materiali con codice, quantità richiesta e rilasciata, prezzo unitario e valore calcolato, firmato da chi consegna e chi riceve.",
    ),
    category: 'records',
    document: { kind: 'other', currency: 'RON', number: { field: 'company.number', prefix: 'BC', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Bon nr.', 'Slip no.', 'Buono n.'), company, [
        f.text('store', t('Gestiunea', 'Store', 'Magazzino'), { required: true, maxLength: 60, width: 'half' }),
        f.text('used_at', t('Locul de consum / lucrarea', 'Place of use / job', 'Luogo di consumo / lavoro'), { required: true, maxLength: 100, width: 'half' }),
      ]),
      {
        name: 'materials',
        title: t('Materiale', 'Materials', 'Materiali'),
        fields: [
          f.array('items', t('Materiale', 'Materials', 'Materiali'), [
            f.text('code', t('Cod', 'Code', 'Codice'), { maxLength: 20 }),
            f.text('name', t('Denumire', 'Item', 'Descrizione'), { required: true, maxLength: 120 }),
            f.select('unit', COMMON.unit, stockUnits, { required: true, default: 'buc' }),
            f.number('requested', t('Cerut', 'Requested', 'Richiesto'), { required: true, min: 0.001, decimals: 3 }),
            f.number('issued', t('Eliberat', 'Issued', 'Rilasciato'), { required: true, min: 0, decimals: 3 }),
            f.money('price', COMMON.price, { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'issued * price' }),
          ], { required: true, maxItems: 100, role: 'lines.parts' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Șef compartiment', 'Head of department', 'Responsabile reparto'), t('Gestionar (predat)', 'Storekeeper (issued)', 'Magazziniere (consegnato)'), t('Primitor', 'Received by', 'Ricevente')]),
    ],
    totals: [grand('sum(materials.items.value)', t('Valoare totală', 'Total value', 'Valore totale'))],
    pdf: { layout: 'generic', title: t('BON DE CONSUM', 'MATERIALS REQUISITION', 'BUONO DI PRELIEVO'), signatures: [t('Șef compartiment', 'Head of department', 'Responsabile reparto'), t('Gestionar (predat)', 'Storekeeper (issued)', 'Magazziniere (consegnato)'), t('Primitor', 'Received by', 'Ricevente')], footer: t('Document de eliberare din gestiune și de descărcare a acesteia; stă la baza înregistrării consumului în contabilitate.', 'Document for issuing stock and releasing it from the store; the basis for booking consumption.', 'Documento di scarico del magazzino; base della registrazione contabile del consumo.'), legal: [omfp('14-3-4A')] },
    sample: {
      company: { ...firm('general', '2026-03-19'), store: 'Magazia centrală', used_at: 'Amenajare punct de lucru Turda' },
      materials: { items: [{ code: 'M-0112', name: 'Vopsea lavabilă albă 15 l', unit: 'buc', requested: 4, issued: 4, price: 189.9 }, { code: 'M-0230', name: 'Gips-carton 12,5 mm', unit: 'buc', requested: 20, issued: 18, price: 32.5 }] },
      closing: {},
    },
  });

const inventory = (): CatalogEntry =>
  tradeApp({
    key: 'lista-de-inventariere',
    version: 1,
    trades: ['general', 'gsm-pc', 'farming', 'tailoring'],
    public: true,
    keywords: kw(
      'proces verbal de inventar, lista de inventariere, inventar anual, inventariere stocuri, plusuri lipsuri, diferente inventar, comisie inventariere',
      'inventory count list, stocktaking, annual inventory, surpluses and shortages, inventory committee',
      'inventario, lista di inventario, conta fisica, eccedenze e ammanchi, commissione inventario',
    ),
    title: t('Listă de inventariere (proces-verbal de inventar)', 'Inventory count list (stocktaking record)', "Lista d'inventario (verbale di conta)"),
    description: t(
      'Inventarierea unei gestiuni: comisia, fiecare bun cu codul, unitatea de măsură, cantitatea scriptică și cea găsită faptic, diferența (plus sau minus) și valoarea ei la prețul de evidență, totalurile plusurilor și lipsurilor.',
      'Counting a store’s stock: the committee, each item with code, unit, book quantity and the quantity actually found, the difference (surplus or shortage) and its value at book price, total surpluses and shortages.',
      "L'inventario di un magazzino: commissione, ogni bene con codice, unità, quantità contabile e quantità rilevata, differenza (eccedenza o ammanco) e suo valore al prezzo contabile, totali.",
    ),
    category: 'records',
    document: { kind: 'report', currency: 'RON', number: { field: 'company.number', prefix: 'INV', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Lista nr.', 'List no.', 'Lista n.'), company, [
        f.text('store', t('Gestiunea', 'Store', 'Magazzino'), { required: true, maxLength: 80, width: 'half' }),
        f.text('decision', t('Decizia de inventariere nr.', 'Inventory decision no.', 'Decisione di inventario n.'), { maxLength: 40, width: 'half' }),
        f.textarea('committee', t('Comisia de inventariere', 'Inventory committee', 'Commissione di inventario'), { required: true, maxLength: 500 }),
      ]),
      {
        name: 'items',
        title: t('Bunuri inventariate', 'Items counted', 'Beni inventariati'),
        fields: [
          f.array('lines', t('Bunuri', 'Items', 'Beni'), [
            f.text('code', t('Cod', 'Code', 'Codice'), { maxLength: 20 }),
            f.text('name', t('Denumire', 'Item', 'Descrizione'), { required: true, maxLength: 100 }),
            f.select('unit', COMMON.unit, stockUnits, { required: true, default: 'buc' }),
            f.number('book', t('Scriptic', 'Book qty', 'Contabile'), { required: true, min: 0, decimals: 3 }),
            f.number('found', t('Faptic', 'Counted', 'Rilevato'), { required: true, min: 0, decimals: 3 }),
            f.money('price', t('Preț evidență', 'Book price', 'Prezzo contabile'), { required: true, min: 0 }),
            f.number('diff', t('Diferență', 'Difference', 'Differenza'), { compute: 'found - book', decimals: 3 }),
            f.money('diff_value', t('Valoare diferență', 'Difference value', 'Valore differenza'), { compute: '(found - book) * price' }),
          ], { required: true, maxItems: 1000, role: 'lines.items' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [notesField(t('Explicațiile gestionarului', "Storekeeper's explanations", 'Spiegazioni del magazziniere'))], [t('Comisia de inventariere', 'Inventory committee', 'Commissione'), t('Gestionar', 'Storekeeper', 'Magazziniere')]),
    ],
    totals: [
      moneyTotal('diff', t('Diferențe (plus − minus)', 'Differences (surplus − shortage)', 'Differenze (eccedenze − ammanchi)'), 'sum(items.lines.diff_value)'),
      numberTotal('lines', t('Poziții inventariate', 'Lines counted', 'Righe inventariate'), 'count(items.lines)'),
    ],
    pdf: { layout: 'generic', title: t('LISTĂ DE INVENTARIERE', 'INVENTORY LIST', "LISTA D'INVENTARIO"), signatures: [t('Comisia de inventariere', 'Inventory committee', 'Commissione'), t('Gestionar', 'Storekeeper', 'Magazziniere')], footer: t('Diferențele negative (lipsuri) și pozitive (plusuri) se explică de gestionar și se regularizează pe baza procesului-verbal al comisiei.', 'Shortages and surpluses are explained by the storekeeper and settled on the committee’s record.', 'Ammanchi ed eccedenze sono spiegati dal magazziniere e regolarizzati con il verbale della commissione.'), legal: [omfp('14-3-12'), t('OMFP nr. 2861/2009 – normele privind organizarea și efectuarea inventarierii', 'Order 2861/2009 – rules on organising and carrying out inventories', 'Ordine 2861/2009 – norme sull’inventario')] },
    sample: {
      company: { ...firm('general', '2026-12-31'), store: 'Magazin Cluj – raft accesorii', decision: 'D-14/15.12.2026', committee: 'Ioana Șerban (președinte), Radu Ciobanu, Cristina Țuțuianu' },
      items: { lines: [{ code: 'A-101', name: 'Husă silicon iPhone 15', unit: 'buc', book: 24, found: 23, price: 25 }, { code: 'A-214', name: 'Cablu USB-C 1 m', unit: 'buc', book: 40, found: 41, price: 18.5 }, { code: 'A-330', name: 'Încărcător 20 W', unit: 'buc', book: 12, found: 12, price: 49 }] },
      closing: { notes: 'Husa lipsă a fost probabil dată ca mostră; cablul în plus provine dintr-un retur neînregistrat.' },
    },
  });

const goodsAcceptance = (): CatalogEntry =>
  tradeApp({
    key: 'proces-verbal-receptie-marfa',
    version: 1,
    trades: ['general', 'construction'],
    keywords: kw(
      'proces-verbal de receptie, proces verbal receptie marfa, receptie cantitativa calitativa, conform neconform, livrare furnizor, marfa deteriorata',
      'goods acceptance record, delivery inspection, conforming non-conforming, supplier delivery, damaged goods',
      'verbale di ricevimento merce, controllo quantitativo e qualitativo, conforme non conforme',
    ),
    title: t('Proces-verbal de recepție marfă (conform / neconform)', 'Goods acceptance record (conforming / not)', 'Verbale di ricevimento merce (conforme / non conforme)'),
    description: t(
      'Recepția unei livrări de la furnizor: documentul însoțitor, fiecare produs cu cantitatea din document și cea primită, verdictul conform sau neconform cu motivul, ce se întâmplă cu marfa neconformă, semnat de comisie și de delegatul furnizorului.',
      'Checking a supplier’s delivery: the accompanying document, each product with quantity on the document and received, conforming or not with the reason, what happens to non-conforming goods, signed by the committee and the supplier’s delegate.',
      'Ricevimento di una consegna del fornitore: documento di accompagnamento, ogni prodotto con quantità da documento e ricevuta, conforme o non conforme con motivo, cosa succede alla merce non conforme, firmato da commissione e incaricato del fornitore.',
    ),
    category: 'workshop',
    document: { kind: 'handover', currency: 'RON', number: { field: 'company.number', prefix: 'PVR', start: 1, padding: 4 } },
    steps: [
      firmStep(t('PV nr.', 'Record no.', 'Verbale n.'), t('Beneficiar', 'Buyer', 'Destinatario'), [f.text('delivery_doc', t('Factură / aviz nr. și data', 'Invoice / delivery note no. and date', 'Fattura / DDT n. e data'), { required: true, maxLength: 60 })]),
      partnerStep('supplier', t('Furnizor', 'Supplier', 'Fornitore'), { supplier: true, extra: [f.text('delegate', t('Delegat / șofer', 'Delegate / driver', 'Incaricato / autista'), { maxLength: 100 })] }),
      {
        name: 'goods',
        title: t('Mărfuri recepționate', 'Goods received', 'Merce ricevuta'),
        fields: [
          f.array('items', t('Produse', 'Products', 'Prodotti'), [
            f.text('name', t('Produs', 'Product', 'Prodotto'), { required: true, maxLength: 120 }),
            unitField(),
            f.number('doc_qty', t('Cant. document', 'Qty on document', 'Q.tà documento'), { required: true, min: 0, decimals: 3 }),
            f.number('received', t('Cant. primită', 'Qty received', 'Q.tà ricevuta'), { required: true, min: 0, decimals: 3 }),
            f.number('diff', t('Diferență', 'Difference', 'Differenza'), { compute: 'received - doc_qty', decimals: 3 }),
            f.select('verdict', t('Verdict', 'Verdict', 'Esito'), [opt('ok', t('Conform', 'Conforming', 'Conforme')), opt('nok', t('Neconform', 'Non-conforming', 'Non conforme'))], { required: true }),
            f.text('reason', t('Motiv', 'Reason', 'Motivo'), { maxLength: 100 }),
          ], { required: true, maxItems: 200, role: 'lines.items' }),
          f.textarea('measures', t('Măsuri pentru marfa neconformă', 'Action on non-conforming goods', 'Misure per la merce non conforme'), { maxLength: 1000 }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Comisia de recepție', 'Acceptance committee', 'Commissione'), t('Delegat furnizor', "Supplier's delegate", 'Incaricato del fornitore')]),
    ],
    totals: [numberTotal('lines', t('Poziții recepționate', 'Lines received', 'Righe ricevute'), 'count(goods.items)')],
    pdf: { layout: 'handover', title: t('PV DE RECEPȚIE MARFĂ', 'GOODS ACCEPTANCE RECORD', 'VERBALE RICEVIMENTO MERCE'), signatures: [t('Comisia de recepție', 'Acceptance committee', 'Commissione'), t('Delegat furnizor', "Supplier's delegate", 'Incaricato del fornitore')], footer: t('Diferențele și neconformitățile se comunică furnizorului în scris; marfa conformă se înregistrează în gestiune prin nota de recepție (NIR).', 'Differences and non-conformities are notified to the supplier in writing; conforming goods enter the store through the receiving note (NIR).', 'Differenze e non conformità si comunicano per iscritto al fornitore; la merce conforme entra in magazzino con la nota di ricevimento.') },
    sample: {
      company: { ...firm('general', '2026-03-20'), delivery_doc: 'Factura TMD 88231 / 19.03.2026' },
      supplier: { ...partnerCompany, delegate: 'Gigel Marin, șofer' },
      goods: { items: [{ name: 'Laptop HP 250 G10', unit: 'buc', doc_qty: 5, received: 5, verdict: 'ok' }, { name: 'Monitor Dell 24"', unit: 'buc', doc_qty: 5, received: 4, verdict: 'nok', reason: 'Unul lipsă, unul cu ecran spart' }], measures: 'Monitorul spart a fost refuzat și returnat cu delegatul; furnizorul emite factură de stornare pentru 2 bucăți.' },
      closing: {},
    },
  });

const transferNote = (): CatalogEntry =>
  tradeApp({
    key: 'bon-predare-transfer-restituire',
    version: 2,
    trades,
    keywords: kw(
      'bon de predare transfer restituire, transfer intre gestiuni, transfer marfa punct de lucru, restituire magazie, mutare stoc',
      'transfer note, stock transfer between stores, goods moved to another branch, return to store',
      'bolla di trasferimento, trasferimento tra magazzini, reso al magazzino',
    ),
    title: t('Bon de predare, transfer, restituire', 'Stock transfer / return note', 'Bolla di consegna, trasferimento, reso'),
    description: t(
      'Mutarea bunurilor între gestiunile aceleiași firme (depozit, magazine, puncte de lucru) sau restituirea lor în magazie: gestiunea care predă și cea care primește, bunurile cu cantitatea și prețul, valoarea calculată.',
      'Moving goods between the same company’s stores (warehouse, shops, branches) or returning them to the store: the store handing over and the one receiving, items with quantity and price, computed value.',
      "Spostamento di beni tra magazzini della stessa azienda (deposito, negozi, sedi) o reso al magazzino: magazzino che consegna e che riceve, beni con quantità e prezzo, valore calcolato.",
    ),
    category: 'records',
    document: { kind: 'transport-document', currency: 'RON', number: { field: 'company.number', prefix: 'BT', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Bon nr.', 'Note no.', 'Bolla n.'), company, [
        f.radio('kind', t('Operațiune', 'Operation', 'Operazione'), [opt('transfer', t('Transfer', 'Transfer', 'Trasferimento')), opt('return', t('Restituire', 'Return', 'Reso')), opt('handover', t('Predare', 'Handover', 'Consegna'))], { required: true }),
        f.text('from_store', t('Gestiunea predătoare', 'From store', 'Magazzino cedente'), { required: true, maxLength: 80, width: 'half' }),
        f.text('to_store', t('Gestiunea primitoare', 'To store', 'Magazzino ricevente'), { required: true, maxLength: 80, width: 'half' }),
      ]),
      {
        name: 'goods',
        title: t('Bunuri', 'Items', 'Beni'),
        fields: [
          f.array('items', t('Bunuri', 'Items', 'Beni'), [
            f.text('code', t('Cod', 'Code', 'Codice'), { maxLength: 20 }),
            f.text('name', t('Denumire', 'Item', 'Descrizione'), { required: true, maxLength: 120 }),
            f.select('unit', COMMON.unit, stockUnits, { required: true, default: 'buc' }),
            f.number('qty', COMMON.qty, { required: true, min: 0.001, decimals: 3 }),
            f.money('price', COMMON.price, { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'qty * price' }),
          ], { required: true, maxItems: 300, role: 'lines.items' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Gestionar predător', 'Handing storekeeper', 'Magazziniere cedente'), t('Gestionar primitor', 'Receiving storekeeper', 'Magazziniere ricevente')]),
    ],
    totals: [grand('sum(goods.items.value)', t('Valoare totală', 'Total value', 'Valore totale'))],
    pdf: { layout: 'generic', title: t('BON DE PREDARE, TRANSFER, RESTITUIRE', 'TRANSFER NOTE', 'BOLLA DI TRASFERIMENTO'), signatures: [t('Gestionar predător', 'Handing storekeeper', 'Magazziniere cedente'), t('Gestionar primitor', 'Receiving storekeeper', 'Magazziniere ricevente')], footer: t('Bunurile transportate între puncte de lucru circulă însoțite de acest bon sau de avizul de însoțire a mărfii.', 'Goods moved between premises travel with this note or the delivery note.', 'I beni trasportati tra sedi viaggiano con questa bolla o con il documento di trasporto.'), legal: [t('OMFP nr. 2634/2015 privind documentele financiar-contabile (bonul de predare, transfer, restituire)', 'Order 2634/2015 of the Minister of Public Finance on accounting documents (transfer note)', 'Ordine del Ministro delle Finanze 2634/2015 sui documenti contabili (bolla di trasferimento)')] },
    sample: {
      company: { ...firm('general', '2026-03-21'), kind: 'transfer', from_store: 'Depozit central Cluj-Napoca', to_store: 'Magazin Turda' },
      goods: { items: [{ code: 'A-101', name: 'Husă silicon iPhone 15', unit: 'buc', qty: 10, price: 25 }, { code: 'A-214', name: 'Cablu USB-C 1 m', unit: 'buc', qty: 15, price: 18.5 }] },
      closing: {},
    },
  });

const accountingNote = (): CatalogEntry =>
  tradeApp({
    key: 'nota-contabila',
    version: 2,
    trades,
    keywords: kw(
      'nota contabila, notă contabilă, inregistrare contabila, cont debitor cont creditor, corectii contabile, regularizare',
      'journal voucher, accounting entry, debit and credit accounts, adjustment entry',
      'nota contabile, scrittura contabile, conto dare avere, rettifica',
    ),
    title: t('Notă contabilă', 'Journal voucher (accounting note)', 'Nota contabile'),
    description: t(
      'Înregistrarea contabilă a operațiunilor care nu au alt document (corectări, regularizări, amortizare, închideri de conturi): explicația, contul debitor și cel creditor cu suma pe fiecare rând; totalul debit se calculează.',
      'Booking transactions that have no other document (corrections, adjustments, depreciation, closing entries): explanation, debit and credit accounts with the amount on each line; the debit total is computed.',
      "Registrazione contabile di operazioni senza altro documento (correzioni, rettifiche, ammortamenti, chiusure): spiegazione, conto dare e conto avere con l'importo su ogni riga; totale calcolato.",
    ),
    category: 'records',
    document: { kind: 'finance', currency: 'RON', number: { field: 'company.number', prefix: 'NC', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Nota nr.', 'Voucher no.', 'Nota n.'), company),
      {
        name: 'entries',
        title: t('Înregistrări', 'Entries', 'Registrazioni'),
        fields: [
          f.array('items', t('Înregistrări', 'Entries', 'Registrazioni'), [
            f.text('explanation', t('Explicații', 'Explanation', 'Spiegazione'), { required: true, maxLength: 150 }),
            f.text('debit', t('Cont debitor', 'Debit account', 'Conto dare'), { required: true, maxLength: 20, pattern: '^[0-9]{3,4}(\\.[0-9A-Za-z]+)*$' }),
            f.text('credit', t('Cont creditor', 'Credit account', 'Conto avere'), { required: true, maxLength: 20, pattern: '^[0-9]{3,4}(\\.[0-9A-Za-z]+)*$' }),
            f.money('amount', t('Suma', 'Amount', 'Importo'), { required: true, min: 0.01 }),
          ], { required: true, maxItems: 100, role: 'lines.items' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Întocmit', 'Prepared by', 'Redatto da'), t('Verificat', 'Checked by', 'Verificato da')]),
    ],
    totals: [grand('sum(entries.items.amount)', t('Total', 'Total', 'Totale'))],
    pdf: { layout: 'generic', title: t('NOTĂ CONTABILĂ', 'JOURNAL VOUCHER', 'NOTA CONTABILE'), signatures: [t('Întocmit', 'Prepared by', 'Redatto da'), t('Verificat', 'Checked by', 'Verificato da')], footer: t('Conturile din planul de conturi general (OMFP nr. 1802/2014), cu analiticele firmei.', 'Accounts from the general chart of accounts (Order 1802/2014), with the company’s sub-accounts.', 'Conti del piano dei conti generale (Ordine 1802/2014), con i sottoconti aziendali.'), legal: [t('OMFP nr. 2634/2015 privind documentele financiar-contabile (nota contabilă)', 'Order 2634/2015 on accounting documents (journal voucher)', 'Ordine 2634/2015 sui documenti contabili (nota contabile)')] },
    sample: {
      company: firm('general', '2026-03-31'),
      entries: { items: [{ explanation: 'Amortizare martie 2026 – laptopuri', debit: '6811', credit: '2814', amount: 412.5 }, { explanation: 'Corectare încasare înregistrată greșit', debit: '5311', credit: '4111', amount: 150 }] },
      closing: {},
    },
  });

const assetCard = (): CatalogEntry =>
  tradeApp({
    key: 'fisa-mijlocului-fix',
    version: 2,
    trades: ['general', 'farming', 'transport'],
    keywords: kw(
      'fisa mijlocului fix, fisa mijloc fix, amortizare, durata normala de functionare, cod clasificare, mijloace fixe, valoare de inventar',
      'fixed asset card, depreciation, useful life, asset classification code, fixed assets register',
      'scheda cespite, ammortamento, vita utile, codice di classificazione, registro cespiti',
    ),
    title: t('Fișa mijlocului fix', 'Fixed asset card', 'Scheda del cespite'),
    description: t(
      'Fișa unui mijloc fix: numărul de inventar, denumirea și caracteristicile, codul din catalogul de clasificare, data punerii în funcțiune, valoarea de intrare, durata normală de funcționare și amortizarea liniară lunară și anuală calculate.',
      'The card of a fixed asset: inventory number, name and features, classification code, date put into use, entry value, useful life and the computed straight-line monthly and yearly depreciation.',
      "La scheda di un cespite: numero d'inventario, descrizione e caratteristiche, codice di classificazione, data di entrata in funzione, valore d'ingresso, vita utile e ammortamento lineare mensile e annuo calcolati.",
    ),
    category: 'records',
    document: { kind: 'register', currency: 'RON', number: { field: 'company.number', prefix: 'MF', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Fișa nr.', 'Card no.', 'Scheda n.'), company),
      {
        name: 'asset',
        title: t('Mijlocul fix', 'The asset', 'Il cespite'),
        fields: [
          f.text('inv_no', t('Nr. de inventar', 'Inventory no.', "N. d'inventario"), { required: true, maxLength: 20, width: 'half' }),
          f.text('class_code', t('Cod de clasificare', 'Classification code', 'Codice di classificazione'), { required: true, maxLength: 20, width: 'half' }),
          f.text('name', t('Denumire', 'Name', 'Descrizione'), { required: true, maxLength: 150 }),
          f.textarea('features', t('Caracteristici (serie, accesorii)', 'Features (serial, accessories)', 'Caratteristiche (matricola, accessori)'), { maxLength: 1000 }),
          f.text('doc', t('Document de intrare', 'Acquisition document', "Documento d'acquisto"), { required: true, maxLength: 60, width: 'half' }),
          f.date('in_use', t('Pus în funcțiune la', 'Put into use on', 'In funzione dal'), { required: true, width: 'half' }),
          f.money('value', t('Valoare de intrare (lei)', 'Entry value (lei)', "Valore d'ingresso (lei)"), { required: true, min: 0, width: 'third' }),
          f.number('life_years', t('Durata normală (ani)', 'Useful life (years)', 'Vita utile (anni)'), { required: true, min: 1, max: 60, decimals: 0, width: 'third' }),
          f.money('monthly', t('Amortizare lunară (lei)', 'Monthly depreciation (lei)', 'Ammortamento mensile (lei)'), { compute: 'value / (life_years * 12)', width: 'third' }),
          f.text('location', t('Locul de folosință / gestionar', 'Location / keeper', 'Ubicazione / consegnatario'), { maxLength: 100 }),
        ],
      },
    ],
    totals: [moneyTotal('monthly', t('Amortizare lunară', 'Monthly depreciation', 'Ammortamento mensile'), 'asset.monthly'), moneyTotal('yearly', t('Amortizare anuală', 'Yearly depreciation', 'Ammortamento annuo'), 'round(asset.value / asset.life_years, 2)')],
    pdf: { layout: 'generic', title: t('FIȘA MIJLOCULUI FIX', 'FIXED ASSET CARD', 'SCHEDA CESPITE'), signatures: [t('Contabil', 'Accountant', 'Contabile')], footer: t('Amortizare liniară; amortizarea începe din luna următoare punerii în funcțiune.', 'Straight-line depreciation, starting the month after the asset is put into use.', "Ammortamento lineare, dal mese successivo all'entrata in funzione."), legal: [t('OMFP nr. 2634/2015 privind documentele financiar-contabile (fișa mijlocului fix)', 'Order 2634/2015 of the Minister of Public Finance on accounting documents (fixed asset card)', 'Ordine del Ministro delle Finanze 2634/2015 sui documenti contabili (scheda cespite)'), t('HG nr. 2139/2004 – Catalogul privind clasificarea și duratele normale de funcționare a mijloacelor fixe', 'Government Decision 2139/2004 – catalogue of fixed asset classes and useful lives', 'HG 2139/2004 – catalogo di classificazione e vita utile dei cespiti')] },
    sample: {
      company: firm('general', '2026-03-05'),
      asset: { inv_no: 'MF-0031', class_code: '2.2.9', name: 'Server Dell PowerEdge T150', features: 'Serie 8KQ2X93, 32 GB RAM, 2 × SSD 960 GB, UPS APC 1500 VA', doc: 'Factura TMD 87102 / 28.02.2026', in_use: '2026-03-05', value: 14400, life_years: 4, location: 'Camera server, Radu Ciobanu' },
    },
  });

const writeOff = (): CatalogEntry =>
  tradeApp({
    key: 'proces-verbal-casare',
    version: 1,
    trades: ['general', 'gsm-pc'],
    keywords: kw(
      'proces verbal de casare, scoatere din functiune, casare mijloace fixe, casare obiecte de inventar, deseuri echipamente, DEEE',
      'write-off record, asset disposal, scrapping fixed assets, disposal of equipment, WEEE',
      'verbale di dismissione, rottamazione cespiti, smaltimento attrezzature, RAEE',
    ),
    title: t('Proces-verbal de scoatere din funcțiune și casare', 'Asset write-off and disposal record', 'Verbale di dismissione e rottamazione'),
    description: t(
      'Scoaterea din uz a mijloacelor fixe sau a obiectelor de inventar uzate sau defecte: comisia, fiecare bun cu numărul de inventar, valoarea de intrare și cea rămasă neamortizată, motivul, ce se recuperează și cui se predau deșeurile (inclusiv echipamentele electrice și electronice).',
      'Taking worn or broken fixed assets or small equipment out of use: the committee, each item with inventory number, entry value and remaining undepreciated value, reason, what is recovered and who receives the waste (electrical and electronic equipment included).',
      'Dismissione di cespiti o attrezzature usurati o guasti: commissione, ogni bene con numero d’inventario, valore d’ingresso e residuo, motivo, cosa si recupera e a chi vanno i rifiuti (anche RAEE).',
    ),
    category: 'records',
    document: { kind: 'report', currency: 'RON', number: { field: 'company.number', prefix: 'PVC', start: 1, padding: 4 } },
    steps: [
      firmStep(t('PV nr.', 'Record no.', 'Verbale n.'), company, [f.textarea('committee', t('Comisia', 'Committee', 'Commissione'), { required: true, maxLength: 500 })]),
      {
        name: 'items',
        title: t('Bunuri casate', 'Items written off', 'Beni dismessi'),
        fields: [
          f.array('lines', t('Bunuri', 'Items', 'Beni'), [
            f.text('inv_no', t('Nr. inventar', 'Inventory no.', "N. d'inventario"), { required: true, maxLength: 20 }),
            f.text('name', t('Denumire', 'Item', 'Descrizione'), { required: true, maxLength: 100 }),
            f.money('entry_value', t('Valoare intrare', 'Entry value', "Valore d'ingresso"), { required: true, min: 0 }),
            f.money('remaining', t('Neamortizat', 'Undepreciated', 'Residuo'), { min: 0 }),
            f.text('reason', t('Motiv', 'Reason', 'Motivo'), { required: true, maxLength: 100 }),
          ], { required: true, maxItems: 200, role: 'lines.items' }),
          f.textarea('recovered', t('Piese și materiale recuperate', 'Parts and materials recovered', 'Parti e materiali recuperati'), { maxLength: 1000 }),
          f.text('waste_to', t('Deșeuri predate la (operator autorizat, document)', 'Waste handed to (licensed operator, document)', 'Rifiuti consegnati a (operatore autorizzato, documento)'), { maxLength: 200 }),
        ],
      },
      closingStep(t('Aprobare', 'Approval', 'Approvazione'), [], [t('Comisia', 'Committee', 'Commissione'), t('Aprobat administrator', 'Approved by the manager', "Approvato dall'amministratore")]),
    ],
    totals: [moneyTotal('entry', t('Valoare de intrare', 'Entry value', "Valore d'ingresso"), 'sum(items.lines.entry_value)'), moneyTotal('remaining', t('Valoare neamortizată', 'Undepreciated value', 'Valore residuo'), 'sum(items.lines.remaining)')],
    pdf: { layout: 'generic', title: t('PROCES-VERBAL DE CASARE', 'WRITE-OFF RECORD', 'VERBALE DI DISMISSIONE'), signatures: [t('Comisia', 'Committee', 'Commissione'), t('Aprobat administrator', 'Approved by the manager', "Approvato dall'amministratore")], footer: t('Echipamentele electrice și electronice casate se predau numai operatorilor autorizați pentru colectarea DEEE, după ștergerea datelor.', 'Scrapped electrical and electronic equipment goes only to licensed WEEE collectors, after the data are erased.', 'Le apparecchiature elettriche ed elettroniche si consegnano solo a operatori RAEE autorizzati, dopo la cancellazione dei dati.'), legal: [t('OUG nr. 5/2015 privind deșeurile de echipamente electrice și electronice', 'Emergency Ordinance 5/2015 on waste electrical and electronic equipment', 'OUG 5/2015 sui rifiuti di apparecchiature elettriche ed elettroniche')] },
    sample: {
      company: { ...firm('general', '2026-03-30'), committee: 'Ioana Șerban (președinte), Radu Ciobanu, Cristina Țuțuianu' },
      items: { lines: [{ inv_no: 'MF-0012', name: 'Server HP ProLiant ML110 G7', entry_value: 6200, remaining: 0, reason: 'Placă de bază defectă, reparație neeconomică' }, { inv_no: 'OI-0340', name: 'Imprimantă Canon LBP6030', entry_value: 450, remaining: 0, reason: 'Uzură, cuptor defect' }], recovered: '2 hard diskuri (distruse fizic după ștergere), memorie RAM 16 GB', waste_to: 'Green Recycling SRL, aut. CJ-512 – aviz 0044' },
      closing: {},
    },
  });

const expenseClaim = (): CatalogEntry =>
  tradeApp({
    key: 'decont-de-cheltuieli',
    version: 1,
    trades,
    keywords: kw(
      'decont de cheltuieli, decont avans, justificare avans, decont deplasare, cheltuieli angajat, restituire avans',
      'expense claim, cash advance settlement, travel expenses, employee expenses, advance refund',
      'nota spese, rendiconto anticipo, spese di trasferta, rimborso spese dipendente',
    ),
    title: t('Decont de cheltuieli (justificarea avansului)', 'Expense claim (settling a cash advance)', "Nota spese (rendiconto dell'anticipo)"),
    description: t(
      'Justificarea unui avans primit de un angajat: avansul, cheltuielile cu documentul și suma fiecăreia, totalul cheltuit și diferența de restituit de angajat sau de primit de la firmă, calculată.',
      'Settling an advance an employee received: the advance, the expenses with document and amount of each, the total spent and the difference to be returned by the employee or paid by the company, computed.',
      "Il rendiconto di un anticipo ricevuto da un dipendente: anticipo, spese con documento e importo, totale speso e differenza da restituire o da ricevere, calcolata.",
    ),
    category: 'records',
    document: { kind: 'finance', currency: 'RON', number: { field: 'company.number', prefix: 'DC', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Decont nr.', 'Claim no.', 'Nota n.'), company, [
        f.text('employee', t('Angajat', 'Employee', 'Dipendente'), { required: true, maxLength: 100, width: 'half' }),
        f.text('purpose', t('Scopul avansului', 'Purpose of the advance', "Scopo dell'anticipo"), { required: true, maxLength: 150, width: 'half' }),
        f.money('advance', t('Avans primit (lei)', 'Advance received (lei)', 'Anticipo ricevuto (lei)'), { required: true, min: 0, width: 'half' }),
      ]),
      {
        name: 'expenses',
        title: t('Cheltuieli', 'Expenses', 'Spese'),
        fields: [
          f.array('items', t('Cheltuieli', 'Expenses', 'Spese'), [
            f.date('date', COMMON.date, { required: true }),
            f.text('document', t('Document', 'Document', 'Documento'), { required: true, maxLength: 60 }),
            f.text('description', COMMON.description, { required: true, maxLength: 150 }),
            f.money('amount', t('Suma', 'Amount', 'Importo'), { required: true, min: 0 }),
          ], { required: true, maxItems: 100, role: 'lines.items' }),
        ],
      },
      closingStep(t('Semnături', 'Signatures', 'Firme'), [], [t('Titularul avansului', 'Employee', 'Dipendente'), t('Verificat', 'Checked', 'Verificato'), t('Aprobat', 'Approved', 'Approvato')]),
    ],
    totals: [
      moneyTotal('spent', t('Total cheltuit', 'Total spent', 'Totale speso'), 'sum(expenses.items.amount)'),
      moneyTotal('advance', t('Avans primit', 'Advance received', 'Anticipo ricevuto'), 'company.advance'),
      moneyTotal('to_return', t('De restituit de angajat', 'To return by the employee', 'Da restituire dal dipendente'), 'max(totals.advance - totals.spent, 0)'),
      moneyTotal('to_pay', t('De plătit angajatului', 'To pay the employee', 'Da pagare al dipendente'), 'max(totals.spent - totals.advance, 0)'),
    ],
    pdf: { layout: 'generic', title: t('DECONT DE CHELTUIELI', 'EXPENSE CLAIM', 'NOTA SPESE'), signatures: [t('Titularul avansului', 'Employee', 'Dipendente'), t('Verificat', 'Checked', 'Verificato'), t('Aprobat', 'Approved', 'Approvato')], footer: t('Documentele justificative se anexează; suma nejustificată se restituie la casierie prin chitanță sau dispoziție de încasare.', 'Supporting documents are attached; the unjustified amount is returned to the cashier with a receipt or receipt voucher.', "Si allegano i giustificativi; l'importo non giustificato si restituisce alla cassa con ricevuta o ordine d'incasso.") },
    sample: {
      company: { ...firm('general', '2026-03-21'), employee: 'Mihai Bălănescu', purpose: 'Deplasare Brașov, 19–20.03.2026', advance: 800 },
      expenses: { items: [{ date: '2026-03-19', document: 'Bon fiscal OMV 2231', description: 'Motorină', amount: 312.4 }, { date: '2026-03-19', document: 'Factura Hotel Aro 5512', description: 'Cazare o noapte', amount: 385 }, { date: '2026-03-20', document: 'Bon parcare 0091', description: 'Parcare centru', amount: 24 }] },
      closing: {},
    },
  });

const paymentReminder = (): CatalogEntry =>
  tradeApp({
    key: 'somatie-de-plata',
    version: 1,
    trades: ['general', 'freelance', 'construction'],
    keywords: kw(
      'somatie de plata, notificare plata, facturi restante, reamintire plata, recuperare creante, penalitati intarziere, punere in intarziere',
      'payment reminder, overdue invoices notice, letter before action, late payment penalties, debt collection',
      'sollecito di pagamento, diffida, fatture scadute, penali di ritardo, recupero crediti',
    ),
    title: t('Somație de plată (notificare facturi restante)', 'Payment demand (overdue invoices notice)', 'Sollecito di pagamento (diffida per fatture scadute)'),
    description: t(
      'Notificarea trimisă unui client care nu a plătit: facturile restante cu scadența, zilele de întârziere și suma fiecăreia, penalitățile calculate cu procentul pe zi, termenul final de plată și ce urmează (ordonanță de plată, executare).',
      'The notice sent to a client who has not paid: overdue invoices with due date, days late and amount of each, penalties computed at the daily rate, the final deadline and what follows (court payment order, enforcement).',
      'La diffida inviata a un cliente che non ha pagato: fatture scadute con scadenza, giorni di ritardo e importo, penali calcolate al tasso giornaliero, termine finale e cosa segue (ingiunzione, esecuzione).',
    ),
    category: 'commercial',
    document: { kind: 'other', currency: 'RON', number: { field: 'company.number', prefix: 'SOM', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Nr. înregistrare', 'Reference no.', 'N. di protocollo'), t('Creditor', 'Creditor', 'Creditore')),
      clientStep({ title: t('Debitor', 'Debtor', 'Debitore'), addressRequired: true }),
      {
        name: 'invoices',
        title: t('Facturi restante', 'Overdue invoices', 'Fatture scadute'),
        fields: [
          f.percent('daily_rate', t('Penalitate contractuală (% pe zi)', 'Contract penalty (% per day)', 'Penale contrattuale (% al giorno)'), { required: true, min: 0, max: 5, decimals: 3, default: 0.1, width: 'half' }),
          f.date('deadline', t('Termen final de plată', 'Final deadline', 'Termine ultimo'), { required: true, width: 'half' }),
          f.array('items', t('Facturi', 'Invoices', 'Fatture'), [
            f.text('invoice', t('Factura nr. / data', 'Invoice no. / date', 'Fattura n. / data'), { required: true, maxLength: 40 }),
            f.date('due', t('Scadența', 'Due date', 'Scadenza'), { required: true }),
            f.number('days_late', t('Zile întârziere', 'Days late', 'Giorni di ritardo'), { required: true, min: 1, decimals: 0 }),
            f.money('amount', t('Rest de plată', 'Outstanding', 'Residuo'), { required: true, min: 0.01 }),
            f.money('penalty', t('Penalități', 'Penalties', 'Penali'), { compute: 'amount * invoices.daily_rate / 100 * days_late' }),
          ], { required: true, maxItems: 100, role: 'lines.items' }),
        ],
      },
      closingStep(t('Somația', 'The demand', 'La diffida'), [clause('text', t('Textul somației', 'Text of the demand', 'Testo della diffida'), 'Vă punem în întârziere și vă somăm ca, până la termenul final de mai sus, să achitați suma datorată și penalitățile calculate în contul indicat. În lipsa plății, vom sesiza instanța pentru emiterea unei ordonanțe de plată și vom solicita cheltuielile de judecată și de executare.')], [t('Creditor', 'Creditor', 'Creditore')]),
    ],
    totals: [moneyTotal('principal', t('Debit restant', 'Outstanding debt', 'Debito residuo'), 'sum(invoices.items.amount)'), moneyTotal('penalties', t('Penalități calculate', 'Penalties computed', 'Penali calcolate'), 'sum(invoices.items.penalty)'), grand('totals.principal + totals.penalties', t('Total de plată', 'Total due', 'Totale dovuto'))],
    pdf: { layout: 'estimate', title: t('SOMAȚIE DE PLATĂ', 'PAYMENT DEMAND', 'DIFFIDA DI PAGAMENTO'), signatures: [t('Creditor', 'Creditor', 'Creditore')], footer: t('Penalitățile sunt cele din contract; fără clauză penală se datorează dobânda legală penalizatoare. Se trimite cu confirmare de primire.', 'Penalties are those in the contract; without a penalty clause the statutory late-payment interest is due. Sent with acknowledgement of receipt.', 'Le penali sono quelle contrattuali; in mancanza è dovuto l’interesse legale di mora. Inviata con avviso di ricevimento.'), legal: [t('Legea nr. 72/2013 (întârzierea plăților între profesioniști); OG nr. 13/2011 (dobânda legală)', 'Law 72/2013 (late payment between businesses); Government Ordinance 13/2011 (statutory interest)', 'Legge 72/2013 (ritardi di pagamento tra imprese); OG 13/2011 (interesse legale)')] },
    sample: {
      company: firm('general', '2026-04-06'),
      client: clientCompany,
      invoices: { daily_rate: 0.1, deadline: '2026-04-16', items: [{ invoice: 'CE-0198 / 12.02.2026', due: '2026-02-27', days_late: 38, amount: 4350 }, { invoice: 'CE-0215 / 10.03.2026', due: '2026-03-25', days_late: 12, amount: 1780.5 }] },
      closing: {},
    },
  });

const purchaseOrder = (): CatalogEntry =>
  tradeApp({
    key: 'comanda-catre-furnizor',
    version: 1,
    trades: ['general', 'construction', 'gsm-pc'],
    public: true,
    keywords: kw(
      'comanda furnizor, comanda de achizitie, nota de comanda, comanda marfa, purchase order, aprovizionare, comanda ferma',
      'purchase order, supplier order, PO, procurement, firm order',
      'ordine di acquisto, ordine al fornitore, ordine merce, approvvigionamento',
    ),
    title: t('Comandă către furnizor', 'Purchase order to a supplier', 'Ordine di acquisto al fornitore'),
    description: t(
      'Comanda fermă trimisă unui furnizor: produsele cu codul furnizorului, cantitatea și prețul convenit, termenul și locul de livrare, condițiile de plată, persoana de contact; valoarea fără TVA, TVA-ul și totalul se calculează.',
      'The firm order sent to a supplier: products with the supplier’s code, quantity and agreed price, delivery date and place, payment terms, contact person; the value excluding VAT, VAT and total are computed.',
      "L'ordine fermo inviato a un fornitore: prodotti con codice del fornitore, quantità e prezzo concordato, data e luogo di consegna, pagamento, referente; imponibile, IVA e totale calcolati.",
    ),
    category: 'commercial',
    document: { kind: 'order', currency: 'RON', vat: { payer: true, rate: 21 }, number: { field: 'company.number', prefix: 'CMD', start: 1, padding: 5 } },
    steps: [
      firmStep(t('Comanda nr.', 'Order no.', 'Ordine n.'), t('Cumpărător', 'Buyer', 'Acquirente'), [], { vatPayer: true }),
      partnerStep('supplier', t('Furnizor', 'Supplier', 'Fornitore'), { supplier: true }),
      {
        name: 'lines',
        title: t('Produse comandate', 'Products ordered', 'Prodotti ordinati'),
        fields: [
          f.array('items', t('Produse', 'Products', 'Prodotti'), [
            f.text('code', t('Cod furnizor', 'Supplier code', 'Codice fornitore'), { maxLength: 30 }),
            f.text('name', t('Produs', 'Product', 'Prodotto'), { required: true, maxLength: 150 }),
            unitField(),
            f.number('qty', COMMON.qty, { required: true, min: 0.001, decimals: 3 }),
            f.money('price', t('Preț fără TVA', 'Price excl. VAT', 'Prezzo IVA esclusa'), { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'qty * price' }),
          ], { required: true, maxItems: 200, role: 'lines.items' }),
          f.date('delivery_date', t('Termen de livrare', 'Delivery date', 'Data di consegna'), { required: true, width: 'half' }),
          f.text('delivery_place', t('Locul livrării', 'Delivery place', 'Luogo di consegna'), { required: true, maxLength: 150, width: 'half' }),
          f.text('payment', t('Condiții de plată', 'Payment terms', 'Condizioni di pagamento'), { default: 'OP la 30 de zile de la factură', maxLength: 100 }),
        ],
      },
      closingStep(t('Confirmare', 'Confirmation', 'Conferma'), [], [t('Cumpărător', 'Buyer', 'Acquirente'), t('Confirmat furnizor', 'Confirmed by the supplier', 'Confermato dal fornitore')]),
    ],
    totals: [
      moneyTotal('net', t('Total fără TVA', 'Total excl. VAT', 'Imponibile'), 'sum(lines.items.value)', 'total.net'),
      moneyTotal('vat', t('TVA 21%', 'VAT 21%', 'IVA 21%'), 'round(totals.net * document.vat.rate / 100, 2)', 'total.vat'),
      grand('totals.net + totals.vat'),
    ],
    pdf: { layout: 'quote', title: t('COMANDĂ', 'PURCHASE ORDER', 'ORDINE DI ACQUISTO'), signatures: [t('Cumpărător', 'Buyer', 'Acquirente'), t('Confirmat furnizor', 'Confirmed by the supplier', 'Confermato dal fornitore')], footer: t('Vă rugăm să confirmați comanda și termenul în 2 zile lucrătoare și să menționați numărul comenzii pe factură și aviz.', 'Please confirm the order and date within 2 working days and quote the order number on the invoice and delivery note.', "Si prega di confermare ordine e data entro 2 giorni lavorativi e di indicare il numero d'ordine su fattura e DDT.") },
    sample: {
      company: { ...firm('general', '2026-03-11'), cui: 'RO18547290' },
      supplier: partnerCompany,
      lines: { items: [{ code: 'HP-7N0X', name: 'Laptop HP 250 G10, i5, 16 GB, 512 GB', unit: 'buc', qty: 5, price: 2890 }, { code: 'DL-P2425', name: 'Monitor Dell 24" P2425H', unit: 'buc', qty: 5, price: 790 }], delivery_date: '2026-03-19', delivery_place: 'Str. Fabricii nr. 10, Cluj-Napoca', payment: 'OP la 30 de zile de la factură' },
      closing: {},
    },
  });

const goodsSale = (): CatalogEntry =>
  tradeApp({
    key: 'contract-vanzare-cumparare-bunuri',
    version: 1,
    trades,
    keywords: kw(
      'contract de vanzare cumparare, contract vanzare bunuri, vanzare echipament, vanzare mobilier, contract vanzare intre firme, transfer proprietate',
      'sale of goods contract, sales agreement, selling equipment, business-to-business sale, transfer of ownership',
      'contratto di compravendita, vendita di beni, vendita attrezzature, trasferimento di proprietà',
    ),
    title: t('Contract de vânzare-cumpărare bunuri', 'Sale of goods contract', 'Contratto di compravendita di beni'),
    description: t(
      'Vânzarea unor bunuri mobile (echipamente, mobilier, stocuri, un utilaj folosit): bunurile cu starea și prețul, momentul transferului proprietății și al riscului, predarea, plata, garanția pentru vicii și evicțiune.',
      'Selling movable goods (equipment, furniture, stock, a used machine): the goods with condition and price, when ownership and risk pass, delivery, payment, warranty against defects and eviction.',
      'Vendita di beni mobili (attrezzature, mobili, scorte, un macchinario usato): beni con stato e prezzo, passaggio di proprietà e rischio, consegna, pagamento, garanzia per vizi ed evizione.',
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'CVB', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Vânzător', 'Seller', 'Venditore'), [f.text('representative', t('Reprezentat prin', 'Represented by', 'Rappresentato da'), { maxLength: 150 })]),
      clientStep({ title: t('Cumpărător', 'Buyer', 'Acquirente'), addressRequired: true }),
      {
        name: 'goods',
        title: t('Bunurile', 'The goods', 'I beni'),
        fields: [
          f.array('items', t('Bunuri', 'Goods', 'Beni'), [
            f.text('name', t('Bun (denumire, serie)', 'Item (name, serial)', 'Bene (descrizione, matricola)'), { required: true, maxLength: 150 }),
            f.select('state', t('Stare', 'Condition', 'Stato'), [opt('new', t('Nou', 'New', 'Nuovo')), opt('used', t('Folosit', 'Used', 'Usato'))], { required: true }),
            f.number('qty', COMMON.qty, { required: true, min: 1, decimals: 0 }),
            f.money('price', COMMON.price, { required: true, min: 0 }),
            f.money('value', COMMON.value, { compute: 'qty * price' }),
          ], { required: true, maxItems: 100, role: 'lines.items' }),
          f.date('delivery', t('Data predării', 'Delivery date', 'Data di consegna'), { required: true, width: 'half' }),
          f.text('payment', t('Plata', 'Payment', 'Pagamento'), { required: true, maxLength: 150, width: 'half' }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [
        clause('ownership', t('Proprietate și risc', 'Ownership and risk', 'Proprietà e rischio'), 'Proprietatea bunurilor trece la cumpărător la plata integrală a prețului; riscul pieirii trece la predare, consemnată prin proces-verbal. Până la plata integrală, vânzătorul își rezervă dreptul de proprietate.'),
        clause('warranty', t('Garanții', 'Warranties', 'Garanzie'), 'Vânzătorul garantează că bunurile îi aparțin, nu sunt grevate de sarcini și nu fac obiectul vreunui litigiu. Bunurile folosite se vând în starea în care au fost văzute și verificate de cumpărător, vânzătorul răspunzând numai pentru viciile ascunse pe care le cunoștea.'),
      ], [t('Vânzător', 'Seller', 'Venditore'), t('Cumpărător', 'Buyer', 'Acquirente')]),
    ],
    totals: [grand('sum(goods.items.value)', t('Preț total', 'Total price', 'Prezzo totale'))],
    pdf: { layout: 'contract', title: t('CONTRACT DE VÂNZARE', 'SALE CONTRACT', 'CONTRATTO DI VENDITA'), signatures: [t('Vânzător', 'Seller', 'Venditore'), t('Cumpărător', 'Buyer', 'Acquirente')], footer: t('Prețul include TVA acolo unde vânzătorul este plătitor; factura se emite la predare.', 'The price includes VAT where the seller is VAT-registered; the invoice is issued on delivery.', 'Il prezzo include l’IVA se il venditore è soggetto; la fattura si emette alla consegna.'), legal: [t('Codul civil, art. 1650 și urm. (contractul de vânzare)', 'Romanian Civil Code, art. 1650 ff. (sale contract)', 'Codice civile romeno, art. 1650 e segg. (vendita)')] },
    sample: {
      company: { ...firm('general', '2026-03-24'), representative: 'Ioana Șerban, administrator' },
      client: clientCompany,
      goods: { items: [{ name: 'Rafturi metalice depozit 2 × 1 m', state: 'used', qty: 6, price: 350 }, { name: 'Transpalet manual Jungheinrich, serie 4471', state: 'used', qty: 1, price: 1200 }], delivery: '2026-03-27', payment: 'OP integral înainte de predare' },
      closing: {},
    },
  });

const shareholderLoan = (): CatalogEntry =>
  tradeApp({
    key: 'contract-imprumut-asociat',
    version: 1,
    trades,
    keywords: kw(
      'contract de imprumut, imprumut asociat firma, creditare societate, imprumut de la asociat, dobanda imprumut, rambursare',
      'shareholder loan agreement, loan to the company, director loan, interest, repayment',
      'contratto di finanziamento soci, prestito del socio alla società, interessi, rimborso',
    ),
    title: t('Contract de împrumut (asociat – societate)', 'Loan agreement (shareholder to company)', 'Contratto di finanziamento (socio – società)'),
    description: t(
      'Împrumutul de bani dat firmei de un asociat sau administrator: suma, cum se virează, dobânda anuală (sau fără dobândă), scadența sau ratele, dobânda anuală calculată și rambursarea anticipată.',
      'Money lent to the company by a shareholder or director: amount, how it is paid in, yearly interest (or none), due date or instalments, the computed yearly interest and early repayment.',
      'Denaro prestato alla società da un socio o amministratore: importo, modalità di versamento, interesse annuo (o infruttifero), scadenza o rate, interesse annuo calcolato e rimborso anticipato.',
    ),
    category: 'commercial',
    document: { kind: 'contract', currency: 'RON', number: { field: 'company.number', prefix: 'CI', start: 1, padding: 4 } },
    steps: [
      firmStep(t('Contract nr.', 'Contract no.', 'Contratto n.'), t('Împrumutat (societatea)', 'Borrower (the company)', 'Mutuatario (la società)'), [f.text('representative', t('Reprezentat prin', 'Represented by', 'Rappresentato da'), { required: true, maxLength: 150 })]),
      {
        name: 'lender',
        title: t('Împrumutător (asociat)', 'Lender (shareholder)', 'Mutuante (socio)'),
        prefill: 'history',
        fields: [
          f.text('name', t('Nume și prenume', 'Full name', 'Nome e cognome'), { required: true, maxLength: 150, role: 'client.name' }),
          f.cnp('cnp', t('CNP', 'Personal code', 'Codice personale'), { required: true, role: 'client.cnp', width: 'half' }),
          f.text('capacity', t('Calitatea', 'Capacity', 'Qualità'), { default: 'asociat', maxLength: 60, width: 'half' }),
          f.iban('iban', t('IBAN pentru rambursare', 'IBAN for repayment', 'IBAN per il rimborso'), { width: 'half' }),
        ],
      },
      {
        name: 'loan',
        title: t('Împrumutul', 'The loan', 'Il prestito'),
        fields: [
          f.money('amount', t('Suma (lei)', 'Amount (lei)', 'Importo (lei)'), { required: true, min: 1, width: 'third' }),
          f.percent('rate', t('Dobândă anuală %', 'Yearly interest %', 'Interesse annuo %'), { required: true, min: 0, max: 50, decimals: 2, width: 'third' }),
          f.date('due', t('Scadență', 'Due date', 'Scadenza'), { required: true, width: 'third' }),
          f.money('yearly_interest', t('Dobândă pe un an (lei)', 'Interest for one year (lei)', 'Interessi per un anno (lei)'), { compute: 'amount * rate / 100', width: 'half' }),
          f.text('purpose', t('Destinația sumei', 'Use of the money', 'Destinazione della somma'), { maxLength: 150 }),
        ],
      },
      closingStep(t('Clauze', 'Clauses', 'Clausole'), [clause('terms', t('Clauze', 'Clauses', 'Clausole'), 'Suma se virează în contul societății și se rambursează prin virament în contul împrumutătorului. Societatea poate rambursa oricând anticipat, integral sau parțial, fără penalități; dobânda se calculează pe zilele efective de folosință. Dobânda plătită persoanei fizice este venit din dobânzi, cu impozitul reținut la sursă de societate.')], [t('Împrumutat', 'Borrower', 'Mutuatario'), t('Împrumutător', 'Lender', 'Mutuante')]),
    ],
    totals: [grand('loan.amount', t('Suma împrumutată', 'Amount lent', 'Importo prestato')), moneyTotal('interest', t('Dobândă pe un an', 'Interest for one year', 'Interessi per un anno'), 'loan.yearly_interest')],
    pdf: { layout: 'contract', title: t('CONTRACT DE ÎMPRUMUT', 'LOAN AGREEMENT', 'CONTRATTO DI FINANZIAMENTO'), signatures: [t('Împrumutat', 'Borrower', 'Mutuatario'), t('Împrumutător', 'Lender', 'Mutuante')], footer: t('Împrumutul de consumație se încheie conform Codului civil; contractul se păstrează ca justificare a sumelor înregistrate în contul 455 „Sume datorate acționarilor/asociaților”.', 'A loan for consumption under the Romanian Civil Code; kept as support for the amounts booked in account 455 "Amounts owed to shareholders".', 'Mutuo ai sensi del Codice civile romeno; conservato a giustificazione delle somme nel conto 455 "Debiti verso soci".'), legal: [t('Codul civil, art. 2158 și urm. (împrumutul de consumație)', 'Romanian Civil Code, art. 2158 ff. (loan for consumption)', 'Codice civile romeno, art. 2158 e segg. (mutuo)')] },
    sample: {
      company: { ...firm('general', '2026-02-02'), representative: 'Ioana Șerban, administrator' },
      lender: { name: 'Ștefan Țăranu', cnp: '1630615123457', capacity: 'asociat', iban: 'RO49AAAA1B31007593840000' },
      loan: { amount: 50000, rate: 5, due: '2027-02-01', purpose: 'Achiziție stoc de marfă pentru sezonul de primăvară' },
      closing: {},
    },
  });

export const generalFinance: CatalogEntry[] = [
  receipt(),
  cashVoucher(),
  cashBook(),
  requisition(),
  inventory(),
  goodsAcceptance(),
  transferNote(),
  accountingNote(),
  assetCard(),
  writeOff(),
  expenseClaim(),
  paymentReminder(),
  purchaseOrder(),
  goodsSale(),
  shareholderLoan(),
];

