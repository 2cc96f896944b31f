import { type FieldSpec, type Option, type ScalarSpec, type StepSpec, type Text, type TotalSpec, f, opt, same, t } from './build.js';
import { exVat, grandTotal, units, vatTotals } from './fragments.js';

/**
 * Steps, totals and footers of the estimate and offer families (repairs, construction and the
 * auto-service variants) beyond the car estimate's own: lines priced per operation, construction
 * lines with material and labour apart, diagnosis, terms, the works site.
 */

const amount = t('Valoare', 'Amount', 'Importo');
const discount = () => f.percent('discount', t('Discount %', 'Discount %', 'Sconto %'), { min: 0, max: 100 });

type FieldPatch = Partial<Omit<ScalarSpec, 'type' | 'name'>>;

/** A shared step adapted to one application: fields changed, left out, or added after another. */
export const reshapeStep = (
  step: StepSpec,
  { patch = {}, drop = [], after = {} }: { patch?: Record<string, FieldPatch>; drop?: string[]; after?: Record<string, FieldSpec[]> },
): StepSpec => ({
  ...step,
  fields: step.fields.flatMap((field) => {
    if (drop.includes(field.name)) return [];
    const changes = patch[field.name];
    const changed: FieldSpec = changes && field.type !== 'array' ? { ...field, ...changes } : field;
    return [changed, ...(after[field.name] ?? [])];
  }),
});

export const serviceUnits: Option[] = [opt('buc', t('buc', 'pcs', 'pz')), opt('ora', t('oră', 'hour', 'ora')), same('set'), same('km')];

/**
 * Labour priced per operation rather than by standard hours (tyre fitting, a bicycle tune-up, an
 * appliance repair): operation, quantity and unit × unit price, discount, amount. Named `labor`
 * with the role lines.labor, like the hourly labour step, so statistics read both alike.
 */
export const servicesStep = ({
  vatPayer,
  title = t('Servicii', 'Services', 'Servizi'),
  units = serviceUnits,
}: {
  vatPayer: boolean;
  title?: Text;
  units?: Option[];
}): StepSpec => ({
  name: 'labor',
  title,
  fields: [
    f.array(
      'items',
      t('Operațiuni', 'Operations', 'Operazioni'),
      [
        f.text('operation', t('Operațiune', 'Operation', 'Operazione'), { required: true, maxLength: 200 }),
        f.number('qty', t('Cantitate', 'Quantity', 'Quantità'), { required: true, min: 0.001, decimals: 3, default: 1 }),
        f.select('unit', t('U.M.', 'Unit', 'U.M.'), units, { required: true, default: units[0]?.value ?? 'buc' }),
        f.money('price', exVat(vatPayer, t('Preț unitar', 'Unit price', 'Prezzo unitario')), { required: true, min: 0 }),
        discount(),
        f.money('value', exVat(vatPayer, amount), { compute: 'qty * price * (1 - discount / 100)' }),
      ],
      { historyPick: true, maxItems: 200, role: 'lines.labor' },
    ),
  ],
});

/**
 * What the workshop found and proposes, for applications whose object step already holds the
 * reported fault (equipment, appliances, machinery). `fee`: the inspection fee charged when the
 * client declines the repair.
 */
export const diagnosisStep = ({ vatPayer, fee = false }: { vatPayer: boolean; fee?: boolean }): StepSpec => ({
  name: 'diagnosis',
  title: t('Constatare și diagnostic', 'Inspection and diagnosis', 'Verifica e diagnosi'),
  fields: [
    f.textarea('findings', t('Defecte constatate / diagnostic', 'Faults found / diagnosis', 'Difetti riscontrati / diagnosi'), {
      maxLength: 2000,
      role: 'service.findings',
    }),
    f.textarea('recommendations', t('Soluția propusă și recomandări', 'Proposed solution and recommendations', 'Soluzione proposta e raccomandazioni'), {
      maxLength: 2000,
      role: 'service.recommendations',
    }),
    ...(fee
      ? [
          f.money('inspection_fee', exVat(vatPayer, t('Taxă de constatare', 'Inspection fee', 'Costo di verifica')), {
            help: t(
              'Se achită dacă reparația nu este acceptată.',
              'Payable if the repair is not accepted.',
              'Dovuto se la riparazione non viene accettata.',
            ),
            min: 0,
            width: 'third',
          }),
        ]
      : []),
    f.text('warranty', t('Garanție', 'Warranty', 'Garanzia'), { maxLength: 200, width: fee ? 'third' : 'half' }),
    f.text('lead_time', t('Termen execuție', 'Completion time', 'Tempi di esecuzione'), { maxLength: 100, width: fee ? 'third' : 'half' }),
  ],
});

export const materialsByOptions: Option[] = [
  opt('executant', t('Executant', 'Contractor', 'Esecutore')),
  opt('beneficiar', t('Beneficiar', 'Client', 'Committente')),
  opt('mixt', t('Mixt (conform liniilor)', 'Mixed (as in the lines)', 'Misto (come da righe)')),
];

/** Who supplies the materials: the contractor, the client, or each as the lines say. */
export const materialsByField = (): ScalarSpec =>
  f.select('materials_by', t('Materialele se asigură de', 'Materials supplied by', 'Materiali forniti da'), materialsByOptions, { width: 'half' });

/** Lead time, warranty, advance, payment terms and notes of an offer or a works estimate. */
export const termsStep = ({ extra = [] }: { extra?: FieldSpec[] } = {}): StepSpec => ({
  name: 'terms',
  title: t('Condiții', 'Terms', 'Condizioni'),
  fields: [
    f.text('lead_time', t('Termen de execuție', 'Completion time', 'Tempi di esecuzione'), { maxLength: 100, width: 'half' }),
    f.text('warranty', t('Garanție', 'Warranty', 'Garanzia'), { maxLength: 200, width: 'half' }),
    ...extra,
    f.percent('advance', t('Avans la comandă (%)', 'Advance on order (%)', "Acconto all'ordine (%)"), { min: 0, max: 100, decimals: 2, width: 'half' }),
    f.textarea('payment', t('Condiții de plată', 'Payment terms', 'Modalità di pagamento'), { maxLength: 1000 }),
    f.textarea('notes', t('Mențiuni', 'Notes', 'Note'), { maxLength: 2000 }),
  ],
});

/** The advance asked for with the order, from the terms' percentage; left out when there is none. */
export const advanceTotal = (percent = 'terms.advance'): TotalSpec => ({
  name: 'advance',
  label: t('Avans la comandă', 'Advance on order', "Acconto all'ordine"),
  compute: `${percent} > 0 ? round(totals.grand * ${percent} / 100, 2) : ""`,
  role: 'total.advance',
  format: 'money',
});

/** Subtotals, then net, VAT and grand total for a VAT payer, or their sum as the grand total. */
export const payableTotals = ({ vatPayer, subtotals }: { vatPayer: boolean; subtotals: TotalSpec[] }): TotalSpec[] => {
  const net = subtotals.map((s) => `totals.${s.name}`).join(' + ');
  return [...subtotals, ...(vatPayer ? vatTotals({ net }) : [grandTotal(net)])];
};

/** The sum of one money column. */
export const columnTotal = (name: string, label: Text, column: string, role?: TotalSpec['role']): TotalSpec => ({
  name,
  label,
  compute: `sum(${column})`,
  ...(role ? { role } : {}),
  format: 'money',
});

/** A footer with one more sentence in each language. */
export const withNote = (footer: Text, note: Text): Text => t(`${footer.ro} ${note.ro}`, `${footer.en} ${note.en}`, `${footer.it} ${note.it}`);

/** The footer of an offer: how VAT applies and that the offer holds until its validity date. */
export const offerFooter = ({ vatPayer }: { vatPayer: boolean }): Text =>
  vatPayer
    ? t(
        'Prețurile sunt exprimate în lei, fără TVA; TVA 21% se aplică totalului. Oferta este valabilă până la data menționată.',
        'Prices are in lei, excluding VAT; 21% VAT applies to the total. This offer is valid until the date shown.',
        "Prezzi in lei, IVA esclusa; l'IVA del 21% si applica al totale. L'offerta è valida fino alla data indicata.",
      )
    : t(
        'Neplătitor de TVA – regim special de scutire, art. 310 Cod fiscal. Oferta este valabilă până la data menționată.',
        'Not registered for VAT – special exemption scheme, art. 310 of the Romanian Fiscal Code. This offer is valid until the date shown.',
        'Non soggetto IVA – regime speciale di esenzione, art. 310 del Codice fiscale romeno. L\'offerta è valida fino alla data indicata.',
      );

export const offerSignatures: Text[] = [
  t('Întocmit', 'Prepared by', 'Redatto da'),
  t('Acceptat client (nume, data)', 'Accepted by the client (name, date)', 'Accettato dal cliente (nome, data)'),
];

/** What an offer or a general estimate is about: its subject, where, and a description. */
export const subjectStep = ({
  title = t('Lucrare', 'Works', 'Lavori'),
  subjectLabel = t('Obiectul devizului', 'Subject', 'Oggetto'),
  placeholder,
  extra = [],
}: {
  title?: Text;
  subjectLabel?: Text;
  placeholder: Text;
  extra?: FieldSpec[];
}): StepSpec => ({
  name: 'work',
  title,
  fields: [
    f.text('subject', subjectLabel, { placeholder, required: true, maxLength: 200 }),
    f.text('location', t('Locul execuției', 'Place of work', 'Luogo di esecuzione'), { maxLength: 200 }),
    ...extra,
    f.textarea('description', t('Descriere', 'Description', 'Descrizione'), { maxLength: 3000 }),
  ],
});

export const lineUnits: Option[] = units('buc', 'ora', 'mp', 'ml', 'mc', 'kg', 'l', 'set', 'km', 'ans');

export const lineKindOptions: Option[] = [
  opt('manopera', t('Manoperă', 'Labour', 'Manodopera')),
  opt('piesa', t('Piesă', 'Part', 'Ricambio')),
  opt('material', t('Material', 'Material', 'Materiale')),
  opt('serviciu', t('Serviciu', 'Service', 'Servizio')),
];

/**
 * Free lines for any trade: description, U.M., quantity × unit price, discount, amount; with
 * `kind`, a column saying whether a line is labour, a part, a material or a service.
 */
export const itemsStep = ({
  vatPayer,
  title = t('Linii deviz', 'Estimate lines', 'Righe del preventivo'),
  kind = false,
  units = lineUnits,
}: {
  vatPayer: boolean;
  title?: Text;
  kind?: boolean;
  units?: Option[];
}): StepSpec => ({
  name: 'lines',
  title,
  fields: [
    f.array(
      'items',
      t('Linii', 'Lines', 'Righe'),
      [
        ...(kind ? [f.select('kind', t('Tip', 'Type', 'Tipo'), lineKindOptions, { required: true, default: 'manopera' })] : []),
        f.text('description', t('Descriere', 'Description', 'Descrizione'), { required: true, maxLength: 300 }),
        f.select('unit', t('U.M.', 'Unit', 'U.M.'), units, { required: true, default: units[0]?.value ?? 'buc' }),
        f.number('qty', t('Cantitate', 'Quantity', 'Quantità'), { required: true, min: 0.001, decimals: 3 }),
        f.money('price', exVat(vatPayer, t('Preț unitar', 'Unit price', 'Prezzo unitario')), { required: true, min: 0 }),
        discount(),
        f.money('value', exVat(vatPayer, amount), { compute: 'qty * price * (1 - discount / 100)' }),
      ],
      { historyPick: true, maxItems: 300, role: 'lines.items' },
    ),
  ],
});

/** Net, VAT and grand total of one amount for a VAT payer; the amount as the grand total otherwise. */
export const netTotals = ({ vatPayer, net }: { vatPayer: boolean; net: string }): TotalSpec[] => (vatPayer ? vatTotals({ net }) : [grandTotal(net)]);
