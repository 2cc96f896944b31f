import type { Trade } from '@atelier/core';
import type { Keywords } from '../build.js';

type About = { trades: readonly Trade[]; keywords: Keywords };

const kw = (ro: string[], en: string[], it: string[]): Keywords => ({ ro, en, it });

const ESTIMATE_KW = { ro: ['deviz', 'ofertă', 'calculație', 'estimare cost'], en: ['estimate', 'quote', 'quotation', 'cost estimate'], it: ['preventivo', 'stima dei costi', 'offerta'] };
const estimate = (trades: Trade[], ro: string[], en: string[], it: string[]): About => ({
  trades,
  keywords: kw([...ESTIMATE_KW.ro, ...ro], [...ESTIMATE_KW.en, ...en], [...ESTIMATE_KW.it, ...it]),
});

/**
 * The trades and search words of the applications the catalogue had before issue 20 (keyed by the
 * key without its VAT suffix). New families write theirs inline, in the application itself.
 */
const ABOUT: Record<string, About> = {
  'deviz-auto': estimate(['auto'], ['service auto', 'reparații auto', 'mașină', 'piese', 'manoperă'], ['car repair', 'garage', 'workshop', 'parts', 'labour'], ['officina', 'riparazione auto', 'ricambi', 'manodopera']),
  'deviz-vulcanizare': estimate(['tyres', 'auto'], ['anvelope', 'cauciucuri', 'echilibrare', 'hotel anvelope', 'roți'], ['tyres', 'tires', 'wheel balancing', 'tyre hotel'], ['gommista', 'pneumatici', 'gomme', 'equilibratura']),
  'deviz-tinichigerie-vopsitorie': estimate(['auto'], ['caroserie', 'vopsitorie', 'daună', 'asigurare', 'tinichigiu'], ['bodywork', 'paint shop', 'body repair', 'insurance claim'], ['carrozzeria', 'verniciatura', 'sinistro']),
  'deviz-climatizare-auto': estimate(['auto'], ['aer condiționat', 'AC', 'freon', 'clima'], ['air conditioning', 'AC', 'refrigerant'], ['aria condizionata', 'climatizzatore', 'gas refrigerante']),
  'deviz-moto': estimate(['moto-bike'], ['motocicletă', 'scuter', 'ATV', 'service moto'], ['motorcycle', 'scooter', 'motorbike service'], ['moto', 'motocicletta', 'scooter', 'officina moto']),
  'deviz-bicicleta': estimate(['moto-bike'], ['bicicletă', 'bicicletă electrică', 'cadru', 'service biciclete'], ['bicycle', 'bike', 'e-bike', 'cycle service'], ['bicicletta', 'bici', 'e-bike', 'ciclofficina']),
  'deviz-reparatii-echipamente': estimate(['gsm-pc', 'general'], ['echipamente', 'aparatură', 'service', 'reparații'], ['equipment repair', 'devices', 'service'], ['riparazione attrezzature', 'apparecchiature', 'assistenza']),
  'deviz-reparatii-utilaje': estimate(['farming', 'construction'], ['utilaje', 'tractor', 'utilaje agricole', 'deplasare', 'excavator'], ['machinery', 'tractor', 'farm machinery', 'on-site repair'], ['macchinari', 'trattore', 'macchine agricole', 'intervento in loco']),
  'deviz-electrocasnice-electronice': estimate(['gsm-pc'], ['electrocasnice', 'electronice', 'televizor', 'laptop', 'telefon'], ['appliances', 'electronics', 'TV', 'laptop', 'phone'], ['elettrodomestici', 'elettronica', 'televisore', 'portatile']),
  'deviz-constructii': estimate(['construction'], ['construcții', 'constructor', 'materiale', 'cheltuieli indirecte', 'antreprenor'], ['construction', 'builder', 'contractor', 'materials', 'overheads'], ['edilizia', 'costruzioni', 'impresa edile', 'computo metrico']),
  'deviz-instalatii-sanitare-termice': estimate(['construction'], ['instalator', 'instalații sanitare', 'centrală termică', 'încălzire', 'țevi'], ['plumber', 'plumbing', 'heating', 'boiler'], ['idraulico', 'impianto idraulico', 'riscaldamento', 'caldaia']),
  'deviz-instalatii-electrice': estimate(['construction'], ['electrician', 'instalații electrice', 'tablou electric', 'cabluri'], ['electrician', 'electrical installation', 'wiring'], ['elettricista', 'impianto elettrico', 'cablaggio']),
  'deviz-general': estimate(['general', 'construction'], ['lucrări', 'servicii', 'materiale și manoperă'], ['works', 'services', 'materials and labour'], ['lavori', 'servizi', 'materiali e manodopera']),
  'deviz-renovare': estimate(['construction'], ['renovare', 'finisaje', 'amenajări interioare', 'gresie', 'faianță'], ['renovation', 'finishing', 'interior fit-out', 'tiling'], ['ristrutturazione', 'finiture', 'piastrelle']),
  'deviz-zugraveli': estimate(['construction'], ['zugrav', 'zugrăveli', 'vopsitorii', 'lavabil', 'glet'], ['painter', 'painting and decorating', 'wall painting'], ['imbianchino', 'tinteggiatura', 'pittura pareti']),
  'oferta-reparatie': {
    trades: ['gsm-pc', 'moto-bike', 'general'],
    keywords: kw(['ofertă', 'deviz', 'reparație', 'cotație'], ['repair quote', 'estimate', 'quotation'], ['preventivo di riparazione', 'offerta', 'preventivo']),
  },
  'oferta-manopera': {
    trades: ['construction', 'general'],
    keywords: kw(['ofertă', 'manoperă', 'tarif orar', 'deviz'], ['labour quote', 'hourly rate', 'estimate'], ['preventivo manodopera', 'tariffa oraria', 'preventivo']),
  },
  'factura-platitor-tva': {
    trades: ['general'],
    keywords: kw(['factură fiscală', 'factura', 'TVA', 'facturare', 'art. 319'], ['tax invoice', 'bill', 'VAT invoice', 'invoicing'], ['fattura', 'fattura IVA', 'fatturazione']),
  },
  'factura-neplatitor-tva': {
    trades: ['general', 'freelance'],
    keywords: kw(['factură fiscală', 'factura', 'PFA', 'fără TVA', 'art. 310'], ['tax invoice', 'bill', 'sole trader', 'no VAT'], ['fattura', 'ditta individuale', 'senza IVA']),
  },
  'factura-valuta-eur': {
    trades: ['general', 'freelance', 'transport'],
    keywords: kw(['factură fiscală', 'factură în euro', 'valută', 'curs BNR', 'export'], ['foreign currency invoice', 'euro invoice', 'export', 'exchange rate'], ['fattura in euro', 'valuta estera', 'cambio', 'esportazione']),
  },
  'factura-proforma': {
    trades: ['general'],
    keywords: kw(['proformă', 'avans', 'comandă', 'ofertă'], ['pro forma', 'advance payment', 'order confirmation'], ['proforma', 'acconto', 'conferma ordine']),
  },
  'oferta-pret-simpla': {
    trades: ['general'],
    keywords: kw(['ofertă de preț', 'cotație', 'deviz', 'preț'], ['price quote', 'quotation', 'price offer'], ['offerta di prezzo', 'preventivo', 'quotazione']),
  },
  'oferta-pret-profesionala': {
    trades: ['general', 'freelance'],
    keywords: kw(['ofertă de preț', 'ofertă comercială', 'cotație', 'deviz', 'propunere'], ['price quote', 'business proposal', 'quotation'], ['offerta commerciale', 'preventivo', 'proposta']),
  },
  'oferta-pret-tehnica': {
    trades: ['general', 'construction'],
    keywords: kw(['ofertă tehnică', 'ofertă de preț', 'specificații tehnice', 'caiet de sarcini', 'licitație'], ['technical quote', 'technical specification', 'tender'], ['offerta tecnica', 'specifiche tecniche', 'capitolato', 'gara']),
  },
  'preventivo-semplice': {
    trades: ['general'],
    keywords: kw(['deviz', 'ofertă de preț', 'Italia', 'euro'], ['estimate', 'quote', 'Italy', 'euro'], ['preventivo', 'offerta', 'regime forfettario']),
  },
  'preventivo-professionale': {
    trades: ['general', 'freelance'],
    keywords: kw(['deviz', 'ofertă de preț', 'ofertă profesională', 'Italia', 'euro'], ['estimate', 'professional quote', 'Italy', 'euro'], ['preventivo', 'offerta', 'regime forfettario', 'libero professionista']),
  },
  'preventivo-tecnico': {
    trades: ['general', 'construction'],
    keywords: kw(['deviz', 'ofertă tehnică', 'Italia', 'euro', 'specificații'], ['estimate', 'technical quote', 'Italy', 'euro'], ['preventivo', 'offerta tecnica', 'capitolato', 'specifiche']),
  },
  'contract-inchiriere-auto': {
    trades: ['auto', 'transport'],
    keywords: kw(['închiriere mașină', 'rent a car', 'contract închiriere', 'autoturism', 'garanție'], ['car rental', 'rent a car', 'vehicle hire', 'lease'], ['noleggio auto', 'contratto di noleggio', 'autonoleggio']),
  },
  'foaie-de-parcurs': {
    trades: ['transport'],
    keywords: kw(['FAZ', 'deplasări', 'kilometri', 'consum combustibil', 'șofer'], ['trip log', 'mileage log', 'fuel consumption', 'driver'], ['foglio di viaggio', 'chilometri', 'consumo carburante', 'autista']),
  },
  'foaie-de-parcurs-electric': {
    trades: ['transport'],
    keywords: kw(['mașină electrică', 'încărcare', 'kWh', 'deplasări', 'kilometri'], ['electric vehicle', 'EV', 'charging', 'mileage log'], ['auto elettrica', 'ricarica', 'chilometri']),
  },
  'foaie-de-parcurs-personalizata': {
    trades: ['transport', 'general'],
    keywords: kw(['deplasări', 'kilometri', 'foaie parcurs', 'traseu'], ['trip log', 'mileage log', 'custom log', 'route'], ['foglio di viaggio', 'chilometri', 'percorso']),
  },
  'decont-deplasari-auto-personal': {
    trades: ['transport', 'freelance', 'general'],
    keywords: kw(['decont', 'mașină personală', 'deplasări', 'kilometri', 'diurnă'], ['mileage claim', 'personal car', 'expense claim'], ['rimborso chilometrico', 'auto personale', 'trasferte']),
  },
  'fisa-intrare-service': {
    trades: ['auto'],
    keywords: kw(['proces-verbal recepție auto', 'PV recepție', 'primire mașină', 'inventar auto', 'daune'], ['vehicle check-in', 'vehicle inspection', 'car intake'], ['accettazione veicolo', 'scheda di accettazione', 'verbale']),
  },
  'comanda-service': {
    trades: ['auto', 'moto-bike', 'gsm-pc'],
    keywords: kw(['comandă', 'ordin de lucru', 'lucrări service', 'client'], ['work order', 'job card', 'service order'], ['ordine di lavoro', 'commessa', 'ordine di servizio']),
  },
  'proces-verbal-predare-primire': {
    trades: ['auto', 'general', 'construction'],
    keywords: kw(['PV predare', 'predare primire', 'proces verbal', 'livrare'], ['handover record', 'delivery note', 'acceptance'], ['verbale di consegna', 'consegna', 'riconsegna']),
  },
  'nota-receptie-nir': {
    trades: ['general'],
    keywords: kw(['NIR', 'recepție marfă', 'diferențe', 'gestiune', 'intrare marfă'], ['goods receipt note', 'stock receipt', 'discrepancies'], ['bolla di entrata', 'ricevimento merce', 'differenze']),
  },
  'programare-interna-service': {
    trades: ['auto', 'moto-bike', 'tyres'],
    keywords: kw(['programare', 'rezervare', 'calendar', 'service'], ['appointment', 'booking', 'schedule'], ['appuntamento', 'prenotazione', 'agenda']),
  },
  'proiect-montaj-video': {
    trades: ['freelance'],
    keywords: kw(['montaj video', 'editare video', 'videograf', 'proiect', 'filmare'], ['video editing', 'videographer', 'project', 'footage'], ['montaggio video', 'videomaker', 'progetto']),
  },
  'evidenta-flota': {
    trades: ['transport'],
    keywords: kw(['flotă', 'mașini', 'cheltuieli auto', 'parc auto', 'costuri'], ['fleet', 'vehicle costs', 'fleet records'], ['flotta', 'parco auto', 'costi veicoli']),
  },
  'venituri-cheltuieli': {
    trades: ['general', 'freelance', 'farming'],
    keywords: kw(['registru venituri', 'încasări', 'plăți', 'PFA', 'contabilitate'], ['income', 'expenses', 'bookkeeping', 'cash book'], ['entrate', 'uscite', 'prima nota', 'contabilità']),
  },
  'notificari-service': {
    trades: ['auto', 'transport'],
    keywords: kw(['ITP', 'RCA', 'rovinietă', 'scadențe', 'reamintire', 'revizie'], ['reminders', 'MOT', 'insurance renewal', 'due dates'], ['scadenze', 'revisione', 'promemoria', 'assicurazione']),
  },
  'integrare-registru-rar-autopass': {
    trades: ['auto'],
    keywords: kw(['RAR', 'AutoPass', 'registru auto', 'istoric kilometri'], ['vehicle registry', 'RAR', 'AutoPass', 'mileage history'], ['registro veicoli', 'RAR', 'AutoPass']),
  },
  'fisa-istoric-service': {
    trades: ['auto', 'transport'],
    keywords: kw(['istoric', 'carte service', 'intervenții', 'revizii'], ['service history', 'service book', 'maintenance log'], ['storico interventi', 'libretto di manutenzione', 'tagliandi']),
  },
};

/** The trades and search words of one of the catalogue's original applications. */
export const about = (key: string): About => {
  const found = ABOUT[key];
  if (!found) throw new Error(`no trades and keywords for ${key} in families/taxonomy.ts`);
  return found;
};
