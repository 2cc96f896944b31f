import { type CatalogEntry, type Text, f, opt, t } from '../build.js';
import { advanceTotal, itemsStep, materialsByField, netTotals, subjectStep, termsStep, withNote } from '../estimate-steps.js';
import { clientStep, companyStep, estimateFooter } from '../fragments.js';
import { bothVariants, vatVariant } from '../variants.js';
import { overheadProfitFields, siteStep, worksStep, worksTotals } from '../works-steps.js';
import { sampleConstruction, sampleElectrical, sampleGeneral, samplePainting, samplePlumbing, sampleRenovation } from './construction.samples.js';
import { circuitsStep, electricalStep, plumbingStep, roomsStep } from './construction.steps.js';
import { about } from './taxonomy.js';

/**
 * Works estimates (domain-ro §1 "Construcții / instalații / electrice / renovare"): the works and
 * their site, lines with material and labour priced apart, terms; VAT 21% for a VAT payer (the
 * reduced rates for housing are out of scope).
 */

const estimateNumber = t('Deviz nr.', 'Estimate no.', 'Preventivo n.');
const beneficiary = clientStep({ title: t('Beneficiar', 'Client', 'Committente') });
const worksSignatures: Text[] = [t('Executant', 'Contractor', 'Esecutore'), t('Beneficiar – de acord', 'Client – agreed', 'Committente – per accettazione')];
const measuredNote = t(
  'Cantitățile se regularizează pe baza situațiilor de lucrări.',
  'Quantities are settled on the statements of works actually carried out.',
  'Le quantità si regolano sugli stati di avanzamento dei lavori.',
);
const worksPdf = (vatPayer: boolean, signatures = worksSignatures) => ({
  layout: 'estimate' as const,
  title: t('DEVIZ', 'ESTIMATE', 'PREVENTIVO'),
  signatures,
  footer: withNote(estimateFooter({ vatPayer }), measuredNote),
});
const terms = () => termsStep({ extra: [materialsByField()] });

const construction = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-constructii',
    version: 3,
    pages: 2,
    vatPayer,
    prefix: 'DC',
    title: t('Deviz lucrări de construcții', 'Construction works estimate', 'Preventivo lavori edili'),
    description: t(
      'Deviz pe capitole pentru lucrări de construcții: amplasament, articole cu U.M. (mp, mc, ml, buc), cantități, prețuri unitare separate pentru material și manoperă, cheltuieli indirecte și profit opționale.',
      'Construction works estimate by chapter: site, items with units (m², m³, metres, pieces), quantities, separate material and labour unit prices, optional overheads and profit.',
      'Computo estimativo per capitoli di lavori edili: cantiere, voci con U.M. (m², m³, metri, pezzi), quantità, prezzi unitari separati per materiali e manodopera, spese generali e utile facoltativi.',
    ),
    category: 'construction',
    ...about('deviz-constructii'),
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      beneficiary,
      siteStep({
        workPlaceholder: t('Construire locuință P+1E', 'Two-storey house', 'Costruzione abitazione su due piani'),
        extra: [
          f.text('cadastral', t('Nr. cadastral / carte funciară', 'Cadastral / land register no.', 'N. catastale / tavolare'), { maxLength: 50, width: 'half' }),
          f.text('permit', t('Autorizație de construire (nr., data)', 'Building permit (no., date)', 'Permesso di costruire (n., data)'), { maxLength: 100, width: 'half' }),
        ],
      }),
      worksStep({
        vatPayer,
        group: { label: t('Capitol', 'Chapter', 'Capitolo'), placeholder: t('1. Terasamente', '1. Earthworks', '1. Scavi') },
        defaultUnit: 'mc',
      }),
      termsStep({ extra: [materialsByField(), ...overheadProfitFields()] }),
    ],
    totals: [...worksTotals({ vatPayer, overheadProfit: 'terms' }), advanceTotal()],
    pdf: worksPdf(vatPayer),
    sample: sampleConstruction({ vatPayer }),
  });

const plumbing = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-instalatii-sanitare-termice',
    version: 3,
    pages: vatPayer ? 2 : 1,
    vatPayer,
    prefix: 'DIS',
    title: t('Deviz instalații sanitare și termice', 'Plumbing and heating estimate', 'Preventivo impianti idraulici e termici'),
    description: t(
      'Deviz pentru instalații sanitare și termice: centrală, corpuri de încălzire, băi, probă de presiune, articole cu material și manoperă pe zone.',
      'Plumbing and heating estimate: boiler, heat emitters, bathrooms, pressure test, items with material and labour by zone.',
      'Preventivo per impianti idraulici e termici: caldaia, terminali, bagni, prova di pressione, voci con materiali e manodopera per zona.',
    ),
    category: 'construction',
    ...about('deviz-instalatii-sanitare-termice'),
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      beneficiary,
      siteStep({ workPlaceholder: t('Instalație termică și sanitară apartament', 'Flat heating and plumbing', 'Impianto termico e idraulico appartamento') }),
      plumbingStep(),
      worksStep({
        vatPayer,
        group: { label: t('Zonă / circuit', 'Zone / circuit', 'Zona / circuito'), placeholder: t('Baie etaj', 'Upstairs bathroom', 'Bagno piano superiore') },
        defaultUnit: 'buc',
      }),
      terms(),
    ],
    totals: [...worksTotals({ vatPayer }), advanceTotal()],
    pdf: worksPdf(vatPayer),
    sample: samplePlumbing({ vatPayer }),
  });

const electrical = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-instalatii-electrice',
    version: 3,
    pages: 2,
    vatPayer,
    prefix: 'DIE',
    title: t('Deviz instalații electrice', 'Electrical installation estimate', 'Preventivo impianto elettrico'),
    description: t(
      'Deviz pentru instalații electrice: alimentare, putere, circuite (cablu, protecție, puncte), electrician autorizat ANRE, buletin PRAM, articole cu material și manoperă.',
      'Electrical installation estimate: supply, power, circuits (cable, protection, points), ANRE-authorised electrician, PRAM test report, items with material and labour.',
      "Preventivo per impianti elettrici: alimentazione, potenza, circuiti (cavo, protezione, punti), elettricista autorizzato ANRE, verbale PRAM, voci con materiali e manodopera.",
    ),
    category: 'construction',
    ...about('deviz-instalatii-electrice'),
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      beneficiary,
      siteStep({ workPlaceholder: t('Instalație electrică locuință', 'House wiring', 'Impianto elettrico abitazione') }),
      electricalStep(),
      circuitsStep(),
      worksStep({
        vatPayer,
        group: { label: t('Circuit / zonă', 'Circuit / zone', 'Circuito / zona'), placeholder: t('C2 – Prize bucătărie', 'C2 – Kitchen sockets', 'C2 – Prese cucina') },
        defaultUnit: 'buc',
      }),
      terms(),
    ],
    totals: [...worksTotals({ vatPayer }), advanceTotal()],
    pdf: worksPdf(vatPayer, [
      t('Executant', 'Contractor', 'Esecutore'),
      t('Electrician autorizat ANRE', 'ANRE-authorised electrician', 'Elettricista autorizzato ANRE'),
      t('Beneficiar – de acord', 'Client – agreed', 'Committente – per accettazione'),
    ]),
    sample: sampleElectrical({ vatPayer }),
  });

const general = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-general',
    version: 3,
    vatPayer,
    prefix: 'DG',
    title: t('Deviz general', 'General estimate', 'Preventivo generico'),
    description: t(
      'Deviz cu linii libere pentru orice meserie: descriere, U.M., cantitate, preț unitar, discount, termen, garanție și avans.',
      'Estimate with free lines for any trade: description, unit, quantity, unit price, discount, lead time, warranty and advance.',
      'Preventivo a righe libere per qualsiasi mestiere: descrizione, U.M., quantità, prezzo unitario, sconto, tempi, garanzia e acconto.',
    ),
    category: 'construction',
    ...about('deviz-general'),
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      clientStep(),
      subjectStep({ placeholder: t('Montaj tâmplărie PVC', 'Fitting PVC windows', 'Posa serramenti in PVC') }),
      itemsStep({ vatPayer }),
      termsStep(),
    ],
    totals: [...netTotals({ vatPayer, net: 'sum(lines.items.value)' }), advanceTotal()],
    pdf: { layout: 'estimate', title: t('DEVIZ', 'ESTIMATE', 'PREVENTIVO'), signatures: worksSignatures, footer: estimateFooter({ vatPayer }) },
    sample: sampleGeneral({ vatPayer }),
  });

const renovation = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-renovare',
    version: 3,
    pages: vatPayer ? 2 : 1,
    vatPayer,
    prefix: 'DR',
    title: t('Deviz renovare și finisaje', 'Renovation estimate', 'Preventivo ristrutturazione'),
    description: t(
      'Deviz de renovare și finisaje pe încăperi: suprafețe de pardoseală, pereți și tavan, articole cu material și manoperă, cine asigură materialele.',
      'Renovation and finishing estimate by room: floor, wall and ceiling areas, items with material and labour, who supplies the materials.',
      'Preventivo di ristrutturazione e finiture per locale: superfici di pavimenti, pareti e soffitti, voci con materiali e manodopera, chi fornisce i materiali.',
    ),
    category: 'construction',
    ...about('deviz-renovare'),
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      beneficiary,
      siteStep({ workPlaceholder: t('Renovare apartament 2 camere', 'Two-room flat renovation', 'Ristrutturazione bilocale') }),
      roomsStep(),
      worksStep({ vatPayer, group: { label: t('Încăpere', 'Room', 'Locale'), placeholder: t('Baie', 'Bathroom', 'Bagno') } }),
      terms(),
    ],
    totals: [...worksTotals({ vatPayer }), advanceTotal()],
    pdf: worksPdf(vatPayer),
    sample: sampleRenovation({ vatPayer }),
  });

const painting = (vatPayer: boolean): CatalogEntry =>
  vatVariant({
    key: 'deviz-zugraveli',
    version: 3,
    vatPayer,
    prefix: 'DZ',
    title: t('Deviz zugrăveli și vopsitorii', 'Painting and decorating estimate', 'Preventivo tinteggiature'),
    description: t(
      'Deviz pentru zugrăveli și vopsitorii: încăperi, suprafețe (pereți, tavane, fațade), produse și culori, protejarea mobilierului, material și manoperă pe mp.',
      'Painting and decorating estimate: rooms, surfaces (walls, ceilings, facades), products and colours, furniture protection, material and labour per m².',
      'Preventivo per tinteggiature e verniciature: locali, superfici (pareti, soffitti, facciate), prodotti e colori, protezione dei mobili, materiali e manodopera al m².',
    ),
    category: 'construction',
    ...about('deviz-zugraveli'),
    steps: [
      companyStep({ vatPayer, numberLabel: estimateNumber }),
      beneficiary,
      siteStep({
        workPlaceholder: t('Zugrăveli interioare apartament', 'Flat interior painting', 'Tinteggiatura interni appartamento'),
        extra: [
          f.text('products', t('Produse propuse', 'Proposed products', 'Prodotti proposti'), { maxLength: 200, width: 'half' }),
          f.text('colours', t('Culori (coduri)', 'Colours (codes)', 'Colori (codici)'), { maxLength: 200, width: 'half' }),
          f.checkbox('protection', t('Protejarea mobilierului și a pardoselilor inclusă', 'Furniture and floor protection included', 'Protezione di mobili e pavimenti inclusa'), {
            width: 'half',
          }),
          f.checkbox('cleaning', t('Curățenie după lucrare inclusă', 'Clean-up after the work included', 'Pulizia finale inclusa'), { width: 'half' }),
        ],
      }),
      worksStep({
        vatPayer,
        group: { label: t('Încăpere / zonă', 'Room / area', 'Locale / zona'), placeholder: t('Living', 'Living room', 'Soggiorno') },
        extra: [
          f.select('surface', t('Suprafață', 'Surface', 'Superficie'), [
            opt('pereti', t('Pereți', 'Walls', 'Pareti')),
            opt('tavan', t('Tavan', 'Ceiling', 'Soffitto')),
            opt('fatada', t('Fațadă', 'Facade', 'Facciata')),
            opt('tamplarie', t('Tâmplărie', 'Joinery', 'Serramenti')),
            opt('altele', t('Altele', 'Other', 'Altro')),
          ]),
        ],
      }),
      terms(),
    ],
    totals: [...worksTotals({ vatPayer }), advanceTotal()],
    pdf: worksPdf(vatPayer),
    sample: samplePainting({ vatPayer }),
  });

export const constructionFamily: CatalogEntry[] = [construction, plumbing, electrical, general, renovation, painting].flatMap(bothVariants);
