import { type FieldSpec, type Option, type ScalarSpec, type StepSpec, type Text, type TotalSpec, f, opt, same, t } from './build.js';
import { companyStep, vehicleStep } from './fragments.js';

/**
 * Steps shared by the trip logs, planning and record applications (domain-ro §2.9, §5, §6):
 * the issuing company without VAT, trip lines, finance kind and category.
 */

/** Company step of a document that carries no VAT; `date: false` when the record's own date has another role. */
export const issuerStep = ({ numberLabel, title, date = true }: { numberLabel: Text; title: Text; date?: boolean }): StepSpec =>
  companyStep({ numberLabel, title, validUntil: false, date });

/** EU vehicle categories (Directive 2007/46/EC) as a trip log asks for them (Norme Cod fiscal pct. 68). */
export const vehicleCategoryOptions: Option[] = [
  opt('M1', t('M1 – autoturism', 'M1 – passenger car', 'M1 – autovettura')),
  opt('M2', t('M2 – microbuz (≤ 5 t)', 'M2 – minibus (≤ 5 t)', 'M2 – minibus (≤ 5 t)')),
  opt('M3', t('M3 – autobuz (> 5 t)', 'M3 – bus (> 5 t)', 'M3 – autobus (> 5 t)')),
  opt('N1', t('N1 – autoutilitară (≤ 3,5 t)', 'N1 – van (≤ 3.5 t)', 'N1 – furgone (≤ 3,5 t)')),
  opt('N2', t('N2 – autocamion (3,5–12 t)', 'N2 – truck (3.5–12 t)', 'N2 – autocarro (3,5–12 t)')),
  opt('N3', t('N3 – autocamion (> 12 t)', 'N3 – truck (> 12 t)', 'N3 – autocarro (> 12 t)')),
  opt('L', t('L – motocicletă / moped', 'L – motorcycle / moped', 'L – motociclo / ciclomotore')),
  opt('T', t('T – tractor agricol', 'T – agricultural tractor', 'T – trattore agricolo')),
];

export const driverField = (): ScalarSpec =>
  f.text('driver', t('Conducător auto', 'Driver', 'Conducente'), { required: true, maxLength: 100, width: 'half' });

/** Period of a trip log or a monthly settlement: from / to. */
export const periodFields = (): FieldSpec[] => [
  f.date('period_from', t('Perioada – de la', 'Period – from', 'Periodo – dal'), { required: true, width: 'half' }),
  f.date('period_to', t('Perioada – până la', 'Period – to', 'Periodo – al'), { required: true, width: 'half' }),
];

/** Date, departure and destination, purpose of a trip (the legal minimum of a trip log line). */
export const routeColumns = ({ times = true, required = true }: { times?: boolean; required?: boolean } = {}): ScalarSpec[] => {
  const req = required ? { required: true } : {};
  return [
    f.date('date', t('Data', 'Date', 'Data'), { required: true }),
    ...(times
      ? [f.time('departure', t('Ora plecare', 'Departure time', 'Ora di partenza')), f.time('arrival', t('Ora sosire', 'Arrival time', 'Ora di arrivo'))]
      : []),
    f.text('from', t('Loc plecare', 'From', 'Partenza'), { ...req, maxLength: 100 }),
    f.text('to', t('Destinație', 'Destination', 'Destinazione'), { ...req, maxLength: 100 }),
    f.text('purpose', t('Scopul deplasării', 'Purpose of the trip', 'Scopo del viaggio'), { ...req, maxLength: 200 }),
  ];
};

/** Odometer at departure and arrival, and the distance between them. */
export const odometerColumns = (): ScalarSpec[] => [
  f.number('km_start', t('Km bord plecare', 'Odometer at departure', 'Km alla partenza'), { required: true, min: 0, decimals: 0 }),
  f.number('km_end', t('Km bord sosire', 'Odometer at arrival', "Km all'arrivo"), { required: true, min: 0, decimals: 0 }),
  f.number('km', t('Km parcurși', 'Distance (km)', 'Km percorsi'), { compute: 'km_end - km_start', decimals: 0 }),
];

/** The trip lines (role trip.lines), read by the later screens without knowing the form. */
export const tripsStep = ({ item, description }: { item: ScalarSpec[]; description?: Text }): StepSpec => ({
  name: 'trips',
  title: t('Deplasări', 'Trips', 'Viaggi'),
  ...(description ? { description } : {}),
  fields: [f.array('items', t('Deplasări', 'Trips', 'Viaggi'), item, { required: true, historyPick: true, maxItems: 500, role: 'trip.lines' })],
});

/**
 * Odometer at the start and end of the period (roles trip.km_start, trip.km_end): taken from the
 * trip lines' readings, or typed when the lines carry the distance only (`typed`).
 */
export const periodOdometerFields = ({ typed = false }: { typed?: boolean } = {}): FieldSpec[] => [
  f.number('km_start', t('Km bord la începutul perioadei', 'Odometer at the start of the period', 'Km a inizio periodo'), {
    ...(typed ? { min: 0 } : { compute: 'min(trips.items.km_start)' }),
    decimals: 0,
    role: 'trip.km_start',
    width: 'half',
  }),
  f.number('km_end', t('Km bord la sfârșitul perioadei', 'Odometer at the end of the period', 'Km a fine periodo'), {
    ...(typed ? { min: 0 } : { compute: 'max(trips.items.km_end)' }),
    decimals: 0,
    role: 'trip.km_end',
    width: 'half',
  }),
];

export const currentKmLabel = t('Km actuali', 'Current odometer (km)', 'Km attuali');

/** The car a customer brings (appointment, reminder): the plate required, the rest optional, no service dates. */
export const customerCarStep = (): StepSpec =>
  vehicleStep({ vinRequired: false, makeRequired: false, odometerRequired: false, odometerLabel: currentKmLabel, serviceDates: false });

/** The day of a finance entry (role finance.date), which the statistics filter by. */
export const financeDateField = (): ScalarSpec => f.date('date', t('Data', 'Date', 'Data'), { required: true, role: 'finance.date', width: 'half' });

/** Refuel or charge lines: date, place, the quantity columns, the receipt and its amount. */
export const energyLinesField = ({ label, place, quantity }: { label: Text; place: Text; quantity: ScalarSpec[] }): FieldSpec =>
  f.array(
    'items',
    label,
    [
      f.date('date', t('Data', 'Date', 'Data'), { required: true }),
      f.text('station', place, { maxLength: 100 }),
      ...quantity,
      documentNoField(t('Bon / factură nr.', 'Receipt / invoice no.', 'Scontrino / fattura n.')),
      f.money('value', t('Valoare', 'Amount', 'Importo'), { min: 0 }),
    ],
    { historyPick: true, maxItems: 200 },
  );

export const notesField = (label: Text = t('Observații', 'Notes', 'Note')): ScalarSpec => f.textarea('notes', label, { maxLength: 2000 });

export const documentNoField = (label: Text = t('Document (nr.)', 'Document (no.)', 'Documento (n.)')): ScalarSpec =>
  f.text('document_no', label, { maxLength: 50, width: 'half' });

/**
 * Income or expense (role finance.kind), then its category from the list of that kind: two
 * selects sharing the role finance.category, only the one of the chosen kind shown.
 */
export const financeKindFields = ({ income, expense }: { income: Option[]; expense: Option[] }): FieldSpec[] => [
  f.radio(
    'kind',
    t('Tip', 'Kind', 'Tipo'),
    [opt('income', t('Venit', 'Income', 'Entrata')), opt('expense', t('Cheltuială', 'Expense', 'Uscita'))],
    { required: true, default: 'expense', role: 'finance.kind' },
  ),
  f.select('income_category', t('Categorie venit', 'Income category', 'Categoria di entrata'), income, {
    required: true,
    visibleIf: 'kind == "income"',
    role: 'finance.category',
    width: 'half',
  }),
  f.select('expense_category', t('Categorie cheltuială', 'Expense category', 'Categoria di spesa'), expense, {
    required: true,
    visibleIf: 'kind == "expense"',
    role: 'finance.category',
    width: 'half',
  }),
];

export const paymentMethodOptions: Option[] = [
  opt('cash', t('Numerar', 'Cash', 'Contanti')),
  opt('card', t('Card', 'Card', 'Carta')),
  opt('transfer', t('Transfer bancar (OP)', 'Bank transfer', 'Bonifico bancario')),
  opt('offset', t('Compensare', 'Offsetting', 'Compensazione')),
  opt('other', t('Altă modalitate', 'Other', 'Altro')),
];

/** VAT rates a record may carry (domain-ro §6): 21% from 01.08.2025, 11% reduced, 19% and 9% earlier or special, 0 exempt. */
export const vatRateOptions: Option[] = [same('21', '21%'), same('11', '11%'), same('19', '19%'), same('9', '9%'), opt('0', t('0% / scutit', '0% / exempt', '0% / esente'))];

/** Amount including VAT (role finance.amount), its VAT rate, and the VAT and net amount computed from them. */
export const amountWithVatFields = (): FieldSpec[] => [
  f.money('amount', t('Sumă totală (cu TVA)', 'Total amount (incl. VAT)', 'Importo totale (IVA inclusa)'), {
    required: true,
    min: 0.01,
    role: 'finance.amount',
    width: 'half',
  }),
  f.select('vat_rate', t('Cota TVA', 'VAT rate', 'Aliquota IVA'), vatRateOptions, { required: true, default: '21', width: 'half' }),
  f.money('vat', t('din care TVA', 'of which VAT', 'di cui IVA'), { compute: 'round(amount * vat_rate / (100 + vat_rate), 2)', width: 'half' }),
  f.money('net', t('Valoare fără TVA', 'Net amount', 'Imponibile'), { compute: 'amount - vat', width: 'half' }),
];

/** What every trip log shares: its number label, PDF title and signatures, the km total, the approver. */
export const tripLog = {
  numberLabel: t('Nr. foaie', 'Log no.', 'N. foglio'),
  issuerTitle: t('Unitate și foaie', 'Company and log', 'Azienda e foglio'),
  pdfTitle: t('FOAIE DE PARCURS', 'TRIP LOG', 'FOGLIO DI VIAGGIO'),
  signatures: [t('Conducător auto', 'Driver', 'Conducente'), t('Aprobat', 'Approved by', 'Approvato da')],
  approvedBy: f.text('approved_by', t('Aprobat de (nume, funcție)', 'Approved by (name, position)', 'Approvato da (nome, funzione)'), { maxLength: 100 }),
  /** Trip lines with times and odometer readings (the standard, electric and monthly logs). */
  standardTrips: tripsStep({ item: [...routeColumns(), ...odometerColumns()] }),
};

export const kmTotal = (label = t('Total km parcurși', 'Total distance (km)', 'Totale km percorsi')): TotalSpec => ({
  name: 'km',
  label,
  compute: 'sum(trips.items.km)',
  format: 'number',
});
