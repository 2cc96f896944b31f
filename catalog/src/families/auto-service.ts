import { type CatalogEntry, defineApp, same, t } from '../build.js';
import { columnTotal, payableTotals, reshapeStep, servicesStep, withNote } from '../estimate-steps.js';
import { clientStep, companyStep, estimateFooter, estimateSignatures, estimateTotals, laborStep, observationsStep, partsStep, unitOptions, vehicleStep } from '../fragments.js';
import { sampleEstimate } from '../samples.js';
import { bothVariants, vatVariant } from '../variants.js';
import { airConditioningStep, bodyworkLaborStep, bodyworkVehicleStep, claimStep, paintMaterialsStep, storageStep, tyresStep } from './auto-service.steps.js';
import { sampleAirConditioning, sampleBodywork, sampleTyres } from './auto-service.samples.js';
import { about } from './taxonomy.js';

const estimateNumber = t('Deviz nr.', 'Estimate no.', 'Preventivo n.');

/** The car-service estimate, for a workshop that charges VAT or one that does not (art. 310). */
const carEstimate = ({ vatPayer }: { vatPayer: boolean }): CatalogEntry =>
  defineApp({
    key: vatPayer ? 'deviz-auto-platitor-tva' : 'deviz-auto-neplatitor-tva',
    version: 3,
    title: vatPayer
      ? t('Deviz auto (plătitor de TVA)', 'Car service estimate (VAT payer)', 'Preventivo officina auto (soggetto IVA)')
      : t('Deviz auto (neplătitor de TVA)', 'Car service estimate (not VAT-registered)', 'Preventivo officina auto (non soggetto IVA)'),
    description: vatPayer
      ? t(
          'Deviz de reparații auto pentru service-uri plătitoare de TVA: manoperă, piese, TVA 21%.',
          'Car repair estimate for VAT-registered workshops: labour, parts, 21% VAT.',
          'Preventivo di riparazione auto per officine soggette a IVA: manodopera, ricambi, IVA 21%.',
        )
      : t(
          'Deviz de reparații auto pentru service-uri neplătitoare de TVA (regim special de scutire, art. 310 Cod fiscal): manoperă, piese, fără TVA.',
          'Car repair estimate for workshops not registered for VAT (special exemption scheme, art. 310 Fiscal Code): labour, parts, no VAT.',
          'Preventivo di riparazione auto per officine non soggette a IVA (regime speciale di esenzione, art. 310 Codice fiscale): manodopera, ricambi, senza IVA.',
        ),
    category: 'auto-service',
    ...about('deviz-auto'),
    public: true,
    document: {
      kind: 'estimate',
      currency: 'RON',
      vat: vatPayer ? { payer: true, rate: 21 } : { payer: false, rate: 0 },
      number: { field: 'company.number', prefix: 'DV', start: 1, padding: 4 },
    },
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      clientStep(),
      vehicleStep(),
      observationsStep(),
      laborStep({ vatPayer }),
      partsStep({ vatPayer }),
    ],
    totals: estimateTotals({ vatPayer }),
    pdf: {
      layout: 'estimate',
      title: t('DEVIZ', 'ESTIMATE', 'PREVENTIVO'),
      signatures: estimateSignatures,
      footer: estimateFooter({ vatPayer }),
    },
    sample: sampleEstimate({ vatPayer }),
  });

/** Tyre service (vulcanizare): tyres by position, rims, TPMS, tyre hotel; services priced per operation. */
const tyreEstimate = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-vulcanizare',
    version: 3,
    pages: 2,
    vatPayer,
    prefix: 'VLC',
    title: t('Deviz vulcanizare', 'Tyre service estimate', 'Preventivo gommista'),
    description: t(
      'Deviz pentru vulcanizare: anvelope pe poziții (dimensiune, indice, DOT, profil, presiune), jante, echilibrare, senzori TPMS și hotel de anvelope.',
      'Tyre service estimate: tyres by position (size, index, DOT, tread, pressure), rims, balancing, TPMS sensors and tyre storage.',
      'Preventivo gommista: pneumatici per posizione (misura, indice, DOT, battistrada, pressione), cerchi, equilibratura, sensori TPMS e deposito pneumatici.',
    ),
    category: 'auto-service',
    ...about('deviz-vulcanizare'),
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      clientStep(),
      reshapeStep(vehicleStep({ vinRequired: false }), { patch: { odometer: { required: false } }, drop: ['fuel', 'exit_date'] }),
      tyresStep(),
      storageStep(),
      observationsStep({ reasonLabel: t('Solicitarea clientului', "Client's request", 'Richiesta del cliente'), oldParts: false }),
      servicesStep({ vatPayer, title: t('Servicii vulcanizare', 'Tyre services', 'Servizi gommista') }),
      partsStep({ vatPayer, title: t('Anvelope, piese și materiale', 'Tyres, parts and materials', 'Pneumatici, ricambi e materiali') }),
    ],
    totals: payableTotals({
      vatPayer,
      subtotals: [
        columnTotal('labor', t('Total servicii', 'Services total', 'Totale servizi'), 'labor.items.value', 'total.labor'),
        columnTotal('parts', t('Total anvelope și piese', 'Tyres and parts total', 'Totale pneumatici e ricambi'), 'parts.items.value', 'total.parts'),
      ],
    }),
    pdf: { layout: 'estimate', title: t('DEVIZ', 'ESTIMATE', 'PREVENTIVO'), signatures: estimateSignatures, footer: estimateFooter({ vatPayer }) },
    sample: sampleTyres({ vatPayer }),
  });

/** Bodywork and paint (tinichigerie-vopsitorie): damaged elements with hours at two rates, parts, paint materials, RCA/CASCO claim. */
const bodyworkEstimate = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-tinichigerie-vopsitorie',
    version: 3,
    pages: 2,
    vatPayer,
    prefix: 'DTV',
    title: t('Deviz tinichigerie-vopsitorie', 'Bodywork and paint estimate', 'Preventivo carrozzeria e verniciatura'),
    description: t(
      'Deviz de tinichigerie și vopsitorie: elemente avariate cu ore de tinichigerie și de vopsitorie, piese, materiale de vopsitorie, cod culoare și dosar de daună RCA/CASCO.',
      'Bodywork and paint estimate: damaged elements with bodywork and paint hours, parts, paint materials, colour code and RCA/CASCO insurance claim.',
      'Preventivo di carrozzeria e verniciatura: elementi danneggiati con ore di carrozzeria e di verniciatura, ricambi, materiali di verniciatura, codice colore e sinistro RCA/CASCO.',
    ),
    category: 'auto-service',
    ...about('deviz-tinichigerie-vopsitorie'),
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      clientStep(),
      bodyworkVehicleStep(),
      claimStep(),
      observationsStep({ reasonLabel: t('Descrierea avariei', 'Description of the damage', 'Descrizione del danno') }),
      bodyworkLaborStep({ vatPayer }),
      partsStep({ vatPayer }),
      paintMaterialsStep({ vatPayer }),
    ],
    totals: payableTotals({
      vatPayer,
      subtotals: [
        columnTotal('labor', t('Total manoperă', 'Labour total', 'Totale manodopera'), 'labor.items.value', 'total.labor'),
        columnTotal('parts', t('Total piese', 'Parts total', 'Totale ricambi'), 'parts.items.value', 'total.parts'),
        columnTotal('materials', t('Total materiale vopsitorie', 'Paint materials total', 'Totale materiali di verniciatura'), 'materials.items.value'),
      ],
    }),
    pdf: {
      layout: 'estimate',
      title: t('DEVIZ', 'ESTIMATE', 'PREVENTIVO'),
      signatures: estimateSignatures,
      footer: withNote(
        estimateFooter({ vatPayer }),
        t(
          'Pentru daunele RCA sau CASCO, lucrările încep după aprobarea devizului de către asigurător.',
          'For RCA or CASCO claims, work starts once the insurer has approved the estimate.',
          "Per i sinistri RCA o CASCO, i lavori iniziano dopo l'approvazione del preventivo da parte della compagnia.",
        ),
      ),
    },
    sample: sampleBodywork({ vatPayer }),
  });

/** Car air conditioning: refrigerant type and grams, oil, leak test; refrigerant sold by the gram. */
const airConditioningEstimate = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-climatizare-auto',
    version: 3,
    pages: 2,
    vatPayer,
    prefix: 'DAC',
    title: t('Deviz climatizare auto', 'Car air-conditioning estimate', 'Preventivo climatizzazione auto'),
    description: t(
      'Deviz pentru service-ul instalației de aer condiționat auto: agent frigorific R134a sau R1234yf, cantități în grame, ulei, test de etanșeitate, manoperă și materiale.',
      'Car air-conditioning service estimate: R134a or R1234yf refrigerant, quantities in grams, oil, leak test, labour and materials.',
      "Preventivo per l'assistenza al climatizzatore auto: refrigerante R134a o R1234yf, quantità in grammi, olio, prova di tenuta, manodopera e materiali.",
    ),
    category: 'auto-service',
    ...about('deviz-climatizare-auto'),
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      clientStep(),
      vehicleStep(),
      airConditioningStep(),
      observationsStep({ reasonLabel: t('Simptome semnalate de client', 'Symptoms reported by the client', 'Sintomi segnalati dal cliente') }),
      servicesStep({ vatPayer, title: t('Manoperă', 'Labour', 'Manodopera') }),
      partsStep({ vatPayer, units: [...unitOptions, same('g'), same('ml')] }),
    ],
    totals: estimateTotals({ vatPayer }),
    pdf: { layout: 'estimate', title: t('DEVIZ', 'ESTIMATE', 'PREVENTIVO'), signatures: estimateSignatures, footer: estimateFooter({ vatPayer }) },
    sample: sampleAirConditioning({ vatPayer }),
  });

export const autoService: CatalogEntry[] = [
  carEstimate({ vatPayer: true }),
  carEstimate({ vatPayer: false }),
  ...bothVariants(tyreEstimate),
  ...bothVariants(bodyworkEstimate),
  ...bothVariants(airConditioningEstimate),
];
