import { type CatalogEntry, opt, t } from '../build.js';
import {
  advanceTotal,
  columnTotal,
  diagnosisStep,
  itemsStep,
  netTotals,
  offerFooter,
  offerSignatures,
  payableTotals,
  servicesStep,
  subjectStep,
  termsStep,
  withNote,
} from '../estimate-steps.js';
import { clientStep, companyStep, estimateFooter, estimateSignatures, estimateTotals, laborStep, observationsStep, partsStep } from '../fragments.js';
import { bothVariants, vatVariant } from '../variants.js';
import { sampleAppliance, sampleBicycle, sampleEquipment, sampleLabourQuote, sampleMachine, sampleMotorcycle, sampleRepairOffer } from './repairs.samples.js';
import { applianceStep, bicycleStep, equipmentStep, machineStep, motorcycleStep, repairObjectStep, travelStep } from './repairs.steps.js';
import { about } from './taxonomy.js';

/** Repair estimates and offers beyond cars: motorcycles, bicycles, equipment, machinery, appliances. */

const estimateNumber = t('Deviz nr.', 'Estimate no.', 'Preventivo n.');
const offerNumber = t('Ofertă nr.', 'Offer no.', 'Offerta n.');
const offerCompany = t('Firmă și ofertă', 'Company and offer', 'Azienda e offerta');
const estimatePdf = (vatPayer: boolean) => ({
  layout: 'estimate' as const,
  title: t('DEVIZ', 'ESTIMATE', 'PREVENTIVO'),
  signatures: estimateSignatures,
  footer: estimateFooter({ vatPayer }),
});
const technician = t('Tehnician', 'Technician', 'Tecnico');

const motorcycle = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-moto',
    version: 3,
    vatPayer,
    prefix: 'DM',
    title: t('Deviz moto', 'Motorcycle service estimate', 'Preventivo officina moto'),
    description: t(
      'Deviz de reparații pentru motociclete, scutere și ATV-uri: număr de înmatriculare, VIN, capacitate cilindrică, km, manoperă în ore normate și piese.',
      'Repair estimate for motorcycles, scooters and ATVs: licence plate, VIN, engine size, odometer, labour in standard hours and parts.',
      'Preventivo di riparazione per moto, scooter e quad: targa, VIN, cilindrata, km, manodopera a tempi standard e ricambi.',
    ),
    category: 'repairs',
    ...about('deviz-moto'),
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      clientStep(),
      motorcycleStep(),
      observationsStep(),
      laborStep({ vatPayer }),
      partsStep({ vatPayer }),
    ],
    totals: estimateTotals({ vatPayer }),
    pdf: estimatePdf(vatPayer),
    sample: sampleMotorcycle({ vatPayer }),
  });

const bicycle = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-bicicleta',
    version: 3,
    vatPayer,
    prefix: 'DB',
    title: t('Deviz service bicicletă', 'Bicycle service estimate', 'Preventivo officina bici'),
    description: t(
      'Deviz pentru service de biciclete, inclusiv electrice: serie cadru în loc de VIN și număr de înmatriculare, operațiuni cu preț pe bucată și piese.',
      'Estimate for bicycle workshops, e-bikes included: frame number instead of VIN and plate, operations priced per piece and parts.',
      'Preventivo per officine di biciclette, anche elettriche: numero di telaio al posto di VIN e targa, operazioni a prezzo unitario e ricambi.',
    ),
    category: 'repairs',
    ...about('deviz-bicicleta'),
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      clientStep(),
      bicycleStep(),
      observationsStep({ reasonLabel: t('Solicitarea clientului', "Client's request", 'Richiesta del cliente') }),
      servicesStep({ vatPayer, title: t('Manoperă', 'Labour', 'Manodopera') }),
      partsStep({ vatPayer }),
    ],
    totals: estimateTotals({ vatPayer }),
    pdf: estimatePdf(vatPayer),
    sample: sampleBicycle({ vatPayer }),
  });

const equipment = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-reparatii-echipamente',
    version: 3,
    pages: vatPayer ? 2 : 1,
    vatPayer,
    prefix: 'DRE',
    title: t('Deviz reparații echipamente', 'Equipment repair estimate', 'Preventivo riparazione apparecchiature'),
    description: t(
      'Deviz pentru repararea echipamentelor profesionale (compresoare, generatoare, aparate de sudură, scule electrice): tip, marcă, model, serie, defect reclamat, diagnostic, manoperă și piese.',
      'Repair estimate for professional equipment (compressors, generators, welders, power tools): type, brand, model, serial number, reported fault, diagnosis, labour and parts.',
      'Preventivo di riparazione di apparecchiature professionali (compressori, generatori, saldatrici, elettroutensili): tipo, marca, modello, numero di serie, difetto, diagnosi, manodopera e ricambi.',
    ),
    category: 'repairs',
    ...about('deviz-reparatii-echipamente'),
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      clientStep(),
      equipmentStep(),
      diagnosisStep({ vatPayer }),
      laborStep({ vatPayer, workerLabel: technician }),
      partsStep({ vatPayer }),
    ],
    totals: estimateTotals({ vatPayer }),
    pdf: estimatePdf(vatPayer),
    sample: sampleEquipment({ vatPayer }),
  });

const machinery = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-reparatii-utilaje',
    version: 3,
    pages: vatPayer ? 2 : 1,
    vatPayer,
    prefix: 'DU',
    title: t('Deviz reparații utilaje', 'Machinery repair estimate', 'Preventivo riparazione macchine'),
    description: t(
      'Deviz pentru repararea utilajelor agricole și de construcții (tractoare, combine, excavatoare, stivuitoare): ore de funcționare în loc de km, reparație în atelier sau în câmp cu deplasare.',
      'Repair estimate for farm and construction machinery (tractors, combines, excavators, forklifts): engine hours instead of km, repair in the workshop or on site with travel.',
      'Preventivo di riparazione di macchine agricole ed edili (trattori, mietitrebbie, escavatori, carrelli elevatori): ore di funzionamento al posto dei km, riparazione in officina o in loco con trasferta.',
    ),
    category: 'repairs',
    ...about('deviz-reparatii-utilaje'),
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      clientStep(),
      machineStep(),
      diagnosisStep({ vatPayer }),
      laborStep({ vatPayer }),
      partsStep({ vatPayer }),
      travelStep({ vatPayer }),
    ],
    totals: payableTotals({
      vatPayer,
      subtotals: [
        columnTotal('labor', t('Total manoperă', 'Labour total', 'Totale manodopera'), 'labor.items.value', 'total.labor'),
        columnTotal('parts', t('Total piese', 'Parts total', 'Totale ricambi'), 'parts.items.value', 'total.parts'),
        { name: 'travel', label: t('Deplasare', 'Travel', 'Trasferta'), compute: 'travel.value', format: 'money' },
      ],
    }),
    pdf: estimatePdf(vatPayer),
    sample: sampleMachine({ vatPayer }),
  });

const appliance = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-electrocasnice-electronice',
    version: 3,
    vatPayer,
    prefix: 'DEC',
    title: t('Deviz reparații electrocasnice și electronice', 'Appliance and electronics repair estimate', 'Preventivo riparazione elettrodomestici ed elettronica'),
    description: t(
      'Deviz pentru service de electrocasnice și electronice (frigidere, mașini de spălat, televizoare, laptopuri, telefoane): serie, IMEI, defect reclamat, taxă de constatare, reparație în atelier sau la domiciliu.',
      'Repair estimate for appliances and electronics (fridges, washing machines, TVs, laptops, phones): serial number, IMEI, reported fault, inspection fee, repair in the workshop or at home.',
      'Preventivo per assistenza elettrodomestici ed elettronica (frigoriferi, lavatrici, televisori, portatili, telefoni): numero di serie, IMEI, difetto, costo di verifica, riparazione in laboratorio o a domicilio.',
    ),
    category: 'repairs',
    ...about('deviz-electrocasnice-electronice'),
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      clientStep(),
      applianceStep(),
      diagnosisStep({ vatPayer, fee: true }),
      servicesStep({ vatPayer, title: t('Manoperă', 'Labour', 'Manodopera') }),
      partsStep({ vatPayer, source: false }),
    ],
    totals: estimateTotals({ vatPayer }),
    pdf: estimatePdf(vatPayer),
    sample: sampleAppliance({ vatPayer }),
  });

const repairOffer = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'oferta-reparatie',
    version: 3,
    vatPayer,
    kind: 'quote',
    prefix: 'OR',
    title: t('Ofertă de reparație', 'Repair offer', 'Offerta di riparazione'),
    description: t(
      'Ofertă de reparație pentru orice obiect: diagnostic, soluția propusă, linii de manoperă, piese și materiale, valabilitate, termen, garanție, avans și acceptarea clientului.',
      'Repair offer for anything: diagnosis, proposed solution, lines of labour, parts and materials, validity, lead time, warranty, advance and client acceptance.',
      "Offerta di riparazione per qualsiasi oggetto: diagnosi, soluzione proposta, righe di manodopera, ricambi e materiali, validità, tempi, garanzia, acconto e accettazione del cliente.",
    ),
    category: 'repairs',
    ...about('oferta-reparatie'),
    steps: [
      companyStep({ vatPayer, numberLabel: offerNumber, title: offerCompany }),
      clientStep(),
      repairObjectStep(),
      itemsStep({ vatPayer, title: t('Linii ofertă', 'Offer lines', "Righe dell'offerta"), kind: true }),
      termsStep(),
    ],
    totals: [...netTotals({ vatPayer, net: 'sum(lines.items.value)' }), advanceTotal()],
    pdf: { layout: 'quote', title: t('OFERTĂ', 'OFFER', 'OFFERTA'), signatures: offerSignatures, footer: offerFooter({ vatPayer }) },
    sample: sampleRepairOffer({ vatPayer }),
  });

const labourQuote = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'oferta-manopera',
    version: 3,
    vatPayer,
    kind: 'quote',
    prefix: 'OM',
    title: t('Ofertă manoperă', 'Labour-only quote', 'Offerta di sola manodopera'),
    description: t(
      'Ofertă numai pentru manoperă, fără piese sau materiale: operațiuni pe oră, mp, ml sau bucată, termen de execuție, garanție, avans și acceptarea clientului.',
      'Quote for labour only, with no parts or materials: operations per hour, m², metre or piece, lead time, warranty, advance and client acceptance.',
      "Offerta di sola manodopera, senza ricambi né materiali: operazioni a ora, m², metro o pezzo, tempi, garanzia, acconto e accettazione del cliente.",
    ),
    category: 'repairs',
    ...about('oferta-manopera'),
    steps: [
      companyStep({ vatPayer, numberLabel: offerNumber, title: offerCompany }),
      clientStep(),
      subjectStep({
        subjectLabel: t('Lucrarea ofertată', 'Work quoted', 'Lavoro offerto'),
        placeholder: t('Montaj gresie și faianță baie', 'Bathroom tiling', 'Posa piastrelle bagno'),
      }),
      servicesStep({
        vatPayer,
        title: t('Manoperă', 'Labour', 'Manodopera'),
        units: [
          opt('ora', t('oră', 'hour', 'ora')),
          opt('buc', t('buc', 'pcs', 'pz')),
          opt('mp', t('mp', 'm²', 'm²')),
          opt('ml', t('ml', 'lin. m', 'm lin.')),
          opt('ans', t('ans.', 'lump sum', 'a corpo')),
        ],
      }),
      termsStep(),
    ],
    totals: [...netTotals({ vatPayer, net: 'sum(labor.items.value)' }), advanceTotal()],
    pdf: {
      layout: 'quote',
      title: t('OFERTĂ', 'OFFER', 'OFFERTA'),
      signatures: offerSignatures,
      footer: withNote(
        offerFooter({ vatPayer }),
        t(
          'Oferta cuprinde numai manopera; piesele și materialele se asigură de beneficiar.',
          'The offer covers labour only; parts and materials are supplied by the client.',
          "L'offerta comprende solo la manodopera; ricambi e materiali sono forniti dal cliente.",
        ),
      ),
    },
    sample: sampleLabourQuote({ vatPayer }),
  });

export const repairs: CatalogEntry[] = [motorcycle, bicycle, equipment, machinery, appliance, repairOffer, labourQuote].flatMap(bothVariants);
