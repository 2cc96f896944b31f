import { type FieldSpec, type Option, type ScalarSpec, type StepSpec, type Text, type TotalSpec, f, opt, same, t } from './build.js';
import { columnTotal, payableTotals } from './estimate-steps.js';
import { exVat } from './fragments.js';

/**
 * The construction family's shared steps: the works and their site, and the lines of a works
 * estimate (domain-ro §1 "Construcții / instalații / electrice / renovare"): article, U.M.,
 * quantity, unit prices for material and labour apart, and their amounts.
 */

export const worksUnits: Option[] = [
  opt('mp', t('mp', 'm²', 'm²')),
  opt('mc', t('mc', 'm³', 'm³')),
  opt('ml', t('ml', 'lin. m', 'm lin.')),
  opt('buc', t('buc', 'pcs', 'pz')),
  same('kg'),
  same('t'),
  same('l'),
  same('set'),
  opt('ora', t('oră', 'hour', 'ora')),
  opt('ans', t('ans.', 'lump sum', 'a corpo')),
];

/** What is built or installed and where; `extra` fields go after the address. */
export const siteStep = ({ workPlaceholder, extra = [] }: { workPlaceholder: Text; extra?: FieldSpec[] }): StepSpec => ({
  name: 'site',
  title: t('Lucrare și amplasament', 'Works and site', 'Lavori e cantiere'),
  prefill: 'history',
  fields: [
    f.text('work', t('Lucrarea', 'Works', 'Lavori'), { placeholder: workPlaceholder, required: true, maxLength: 200 }),
    f.textarea('address', t('Amplasament (adresa lucrării)', 'Site address', 'Indirizzo del cantiere'), { required: true, maxLength: 300 }),
    ...extra,
    f.date('start_date', t('Data estimată de începere', 'Estimated start date', 'Data di inizio prevista'), { width: 'half' }),
    f.textarea('description', t('Descrierea lucrărilor', 'Description of the works', 'Descrizione dei lavori'), { maxLength: 3000 }),
  ],
});

/**
 * Work items: an optional group column (chapter, room, circuit), the description, `extra` columns, U.M. and quantity, then material and labour unit prices and
 * amounts (the two amounts, as in a bill of quantities, with no line total).
 */
export const worksStep = ({
  vatPayer,
  title = t('Lucrări', 'Works', 'Lavori'),
  group,
  units = worksUnits,
  defaultUnit = 'mp',
  extra = [],
}: {
  vatPayer: boolean;
  title?: Text;
  group?: { label: Text; placeholder: Text };
  units?: Option[];
  defaultUnit?: string;
  extra?: ScalarSpec[];
}): StepSpec => ({
  name: 'works',
  title,
  fields: [
    f.array(
      'items',
      t('Articole de lucrări', 'Work items', 'Voci di lavoro'),
      [
        ...(group ? [f.text('group', group.label, { placeholder: group.placeholder, maxLength: 100 })] : []),
        f.text('description', t('Denumire articol', 'Description', 'Descrizione'), { required: true, maxLength: 300 }),
        ...extra,
        f.select('unit', t('U.M.', 'Unit', 'U.M.'), units, { required: true, default: defaultUnit }),
        f.number('qty', t('Cantitate', 'Quantity', 'Quantità'), { required: true, min: 0.001, decimals: 3 }),
        f.money('mat_price', exVat(vatPayer, t('Preț unitar material', 'Material unit price', 'Prezzo unitario materiale')), { min: 0 }),
        f.money('lab_price', exVat(vatPayer, t('Preț unitar manoperă', 'Labour unit price', 'Prezzo unitario manodopera')), { min: 0 }),
        f.money('mat_value', t('Valoare material', 'Material amount', 'Importo materiale'), { compute: 'qty * mat_price' }),
        f.money('lab_value', t('Valoare manoperă', 'Labour amount', 'Importo manodopera'), { compute: 'qty * lab_price' }),
      ],
      { historyPick: true, maxItems: 500, role: 'lines.items' },
    ),
  ],
});

/** Overhead and profit rates of a formal estimate (its recapitulation), for the terms step. */
export const overheadProfitFields = (): FieldSpec[] => [
  f.percent('overhead', t('Cheltuieli indirecte (%)', 'Overheads (%)', 'Spese generali (%)'), { min: 0, max: 100, decimals: 2, width: 'half' }),
  f.percent('profit', t('Profit (%)', 'Profit (%)', 'Utile (%)'), { min: 0, max: 100, decimals: 2, width: 'half' }),
];

/**
 * Materials and labour totals (roles total.parts and total.labor, as parts and labour of a service
 * estimate); with `overheadProfit` (the step holding overheadProfitFields), overheads on the
 * direct cost and profit on direct cost plus overheads, each left out when its rate is empty;
 * then VAT or the non-payer grand total.
 */
export const worksTotals = ({ vatPayer, overheadProfit }: { vatPayer: boolean; overheadProfit?: string }): TotalSpec[] => {
  const subtotals: TotalSpec[] = [
    columnTotal('materials', t('Total materiale', 'Materials total', 'Totale materiali'), 'works.items.mat_value', 'total.parts'),
    columnTotal('labor', t('Total manoperă', 'Labour total', 'Totale manodopera'), 'works.items.lab_value', 'total.labor'),
  ];
  if (overheadProfit) {
    subtotals.push(
      {
        name: 'overhead',
        label: t('Cheltuieli indirecte', 'Overheads', 'Spese generali'),
        compute: `${overheadProfit}.overhead > 0 ? round((totals.materials + totals.labor) * ${overheadProfit}.overhead / 100, 2) : ""`,
        format: 'money',
      },
      {
        name: 'profit',
        label: t('Profit', 'Profit', 'Utile'),
        compute: `${overheadProfit}.profit > 0 ? round((totals.materials + totals.labor + totals.overhead) * ${overheadProfit}.profit / 100, 2) : ""`,
        format: 'money',
      },
    );
  }
  return payableTotals({ vatPayer, subtotals });
};
