import { type FieldSpec, type Option, type StepSpec, type Text, type TotalSpec, f, opt, same, t } from './build.js';

/**
 * Steps and totals that many applications share: written once, with their texts in ro/en/it.
 * Each fragment takes the few things that differ between applications as options.
 */

/** "(fără TVA)" after a price label when the company charges VAT, nothing otherwise. */
export const exVat = (vatPayer: boolean, label: Text, ex: Text = t('fără TVA', 'excl. VAT', 'IVA esclusa')): Text =>
  vatPayer ? t(`${label.ro} (${ex.ro})`, `${label.en} (${ex.en})`, `${label.it} (${ex.it})`) : label;

/** The tax ID's help: with or without RO for a VAT payer or not; both cases when the document does not depend on VAT. */
const cuiHelp = (vatPayer: boolean | undefined): Text => {
  if (vatPayer === undefined)
    return t('Cu prefixul RO dacă firma este plătitoare de TVA.', 'With the RO prefix if the company is VAT-registered.', "Con il prefisso RO se l'azienda è soggetta a IVA.");
  return vatPayer
    ? t('Cu prefixul RO (plătitor de TVA).', 'With the RO prefix (VAT payer).', 'Con il prefisso RO (soggetto IVA).')
    : t('Fără prefixul RO (neplătitor de TVA).', 'Without the RO prefix (not VAT-registered).', 'Senza il prefisso RO (non soggetto IVA).');
};

/** Phone and e-mail of the company or the client, side by side. */
export const contactFields = (party: 'company' | 'client', { phoneRequired = false }: { phoneRequired?: boolean } = {}): FieldSpec[] => [
  f.phone('phone', t('Telefon', 'Phone', 'Telefono'), { ...(phoneRequired ? { required: true } : {}), role: `${party}.phone`, width: 'half' }),
  f.email('email', t('E-mail', 'E-mail', 'E-mail'), { maxLength: 254, role: `${party}.email`, width: 'half' }),
];

/** `vatPayer` left out: a document that carries no VAT (trip log, record, appointment, entry sheet, handover record). */
export const companyFields = ({ vatPayer }: { vatPayer?: boolean }): FieldSpec[] => [
  f.text('name', t('Denumire firmă', 'Company name', 'Ragione sociale'), { required: true, maxLength: 200, role: 'company.name' }),
  f.cui('cui', t('CUI / CIF', 'Tax ID (CUI)', 'Codice fiscale (CUI)'), {
    help: cuiHelp(vatPayer),
    ...(vatPayer === true ? { vatPayer: true } : {}),
    required: true,
    role: 'company.cui',
    width: 'half',
  }),
  f.text('reg_no', t('Nr. Reg. Com.', 'Trade register no.', 'N. registro imprese'), { maxLength: 30, role: 'company.reg_no', width: 'half' }),
  f.textarea('address', t('Sediu (stradă, nr., localitate, județ)', 'Registered office (street, no., town, county)', 'Sede (via, n., località, distretto)'), {
    required: true,
    maxLength: 300,
    role: 'company.address',
  }),
  f.iban('iban', t('IBAN', 'IBAN', 'IBAN'), { role: 'company.iban', width: 'half' }),
  f.text('bank', t('Banca', 'Bank', 'Banca'), { maxLength: 100, role: 'company.bank', width: 'half' }),
  ...contactFields('company'),
];

export type DocumentHeadOptions = {
  numberLabel: Text;
  /** 'required' where the validity is part of the document (price quotes). */
  validUntil?: boolean | 'required';
  /** false for a record whose own date has another role (a finance entry's date, an appointment's day). */
  date?: boolean;
  /** A check-in or hand-over moment instead of a plain date (entry sheets, service orders). */
  dateLabel?: Text;
  dateType?: 'date' | 'datetime';
};

/** Document number (filled at save), date and optional validity. */
export const documentHeadFields = ({
  numberLabel,
  validUntil = true,
  date = true,
  dateLabel = t('Data', 'Date', 'Data'),
  dateType = 'date',
}: DocumentHeadOptions): FieldSpec[] => [
  f.text('number', numberLabel, {
    help: t('Se completează automat la salvare.', 'Filled in automatically when saved.', 'Compilato automaticamente al salvataggio.'),
    maxLength: 30,
    role: 'document.number',
    width: 'third',
  }),
  ...(date ? [f[dateType]('date', dateLabel, { required: true, role: 'document.date', width: 'third' })] : []),
  ...(validUntil
    ? [f.date('valid_until', t('Valabil până la', 'Valid until', 'Valido fino al'), { ...(validUntil === 'required' ? { required: true } : {}), role: 'document.valid_until', width: 'third' })]
    : []),
];

/** The first step of most documents: its number and date, then the issuing company from the profile. */
export const companyStep = ({
  vatPayer,
  title = t('Firmă și deviz', 'Company and estimate', 'Azienda e preventivo'),
  extra = [],
  ...head
}: DocumentHeadOptions & {
  vatPayer?: boolean;
  title?: Text;
  /** Fields after the company's own (e.g. the place where a record is drawn up). */
  extra?: FieldSpec[];
}): StepSpec => ({
  name: 'company',
  title,
  description: t('Datele firmei se completează din profil.', 'Company details are filled in from the profile.', "I dati dell'azienda sono compilati dal profilo."),
  prefill: 'profile',
  fields: [...documentHeadFields(head), ...companyFields({ vatPayer }), ...extra],
});

export const clientTypeOptions: Option[] = [
  opt('pf', t('Persoană fizică', 'Individual', 'Persona fisica')),
  opt('pj', t('Persoană juridică', 'Company', 'Persona giuridica')),
];

/** The customer: an individual (optional CNP) or a company (CUI required). */
export const clientStep = ({
  title = t('Client', 'Client', 'Cliente'),
  phoneRequired = false,
  cnpRequired = false,
  extra = [],
  addressRequired = false,
  foreign = false,
}: {
  title?: Text;
  phoneRequired?: boolean;
  /** A contract that identifies the individual (rental): the CNP is required, without the Law 190/2018 note. */
  cnpRequired?: boolean;
  /** Fields after the contact details (identity card, driving licence...). */
  extra?: FieldSpec[];
  /** Invoices and contracts must state the customer's address (Cod fiscal art. 319 alin. (20) lit. f). */
  addressRequired?: boolean;
  /** Customers abroad too: the tax ID is any VAT number with its country prefix, the registration number free text. */
  foreign?: boolean;
} = {}): StepSpec => ({
  name: 'client',
  title,
  prefill: 'history',
  fields: [
    f.radio('type', t('Tip client', 'Client type', 'Tipo di cliente'), clientTypeOptions, { required: true, default: 'pf', role: 'client.type' }),
    f.text('name', t('Nume și prenume / Denumire', 'Name / company name', 'Nome e cognome / ragione sociale'), { required: true, maxLength: 200, role: 'client.name' }),
    f.cnp('cnp', t('CNP', 'Personal numeric code (CNP)', 'Codice personale (CNP)'), {
      ...(cnpRequired ? { required: true } : { help: t('Opțional (Legea 190/2018).', 'Optional (Law 190/2018).', 'Facoltativo (Legge 190/2018).') }),
      visibleIf: 'type == "pf"',
      role: 'client.cnp',
      width: 'half',
    }),
    ...(foreign
      ? [
          f.text('cui', t('CUI / cod de TVA', 'Tax ID / VAT number', 'Codice fiscale / partita IVA'), {
            help: t('Cu prefixul țării, de ex. RO18547290, DE123456789.', 'With the country prefix, e.g. RO18547290, DE123456789.', 'Con il prefisso del paese, ad es. RO18547290, IT12345678903.'),
            required: true,
            maxLength: 30,
            visibleIf: 'type == "pj"',
            role: 'client.cui',
            width: 'half',
          }),
          f.text('reg_no', t('Nr. de înregistrare', 'Registration no.', 'N. di registrazione'), { maxLength: 30, visibleIf: 'type == "pj"', width: 'half' }),
        ]
      : [
          f.cui('cui', t('CUI / CIF', 'Tax ID (CUI)', 'Codice fiscale (CUI)'), { required: true, visibleIf: 'type == "pj"', role: 'client.cui', width: 'half' }),
          f.text('reg_no', t('Nr. Reg. Com.', 'Trade register no.', 'N. registro imprese'), { maxLength: 30, visibleIf: 'type == "pj"', role: 'client.reg_no', width: 'half' }),
        ]),
    f.text('contact', t('Persoană de contact', 'Contact person', 'Persona di contatto'), { maxLength: 200, visibleIf: 'type == "pj"' }),
    f.textarea('address', t('Adresă', 'Address', 'Indirizzo'), { ...(addressRequired ? { required: true } : {}), maxLength: 300, role: 'client.address' }),
    ...contactFields('client', { phoneRequired }),
    ...extra,
  ],
});

export const fuelOptions: Option[] = [
  opt('benzina', t('Benzină', 'Petrol', 'Benzina')),
  opt('motorina', t('Motorină', 'Diesel', 'Gasolio')),
  opt('gpl', t('GPL', 'LPG', 'GPL')),
  opt('hibrid', t('Hibrid', 'Hybrid', 'Ibrido')),
  opt('electric', t('Electric', 'Electric', 'Elettrico')),
];

/** The licence plate (role vehicle.plate), required unless said otherwise. */
export const plateField = ({ required = true, width = 'half' }: { required?: boolean; width?: 'full' | 'half' | 'third' } = {}): FieldSpec =>
  f.plate('plate', t('Nr. înmatriculare', 'Licence plate', 'Targa'), {
    placeholder: t('CJ 12 ABC', 'CJ 12 ABC', 'CJ 12 ABC'),
    ...(required ? { required: true } : {}),
    role: 'vehicle.plate',
    width,
  });

/** The vehicle identification number (role vehicle.vin); `required` left out, optional. */
export const vinField = ({ required, width = 'half' }: { required?: boolean; width?: 'full' | 'half' | 'third' } = {}): FieldSpec =>
  f.vin('vin', t('Serie șasiu (VIN)', 'VIN', 'Numero di telaio (VIN)'), { ...(required === undefined ? {} : { required }), role: 'vehicle.vin', width });

/** Make and model of a vehicle (roles vehicle.make, vehicle.model). */
export const makeModelFields = ({ required = true }: { required?: boolean } = {}): FieldSpec[] => [
  f.text('make', t('Marcă', 'Make', 'Marca'), { ...(required ? { required: true } : {}), maxLength: 50, role: 'vehicle.make', width: 'half' }),
  f.text('model', t('Model', 'Model', 'Modello'), { ...(required ? { required: true } : {}), maxLength: 50, role: 'vehicle.model', width: 'half' }),
];

export type VehicleOptions = { vinRequired?: boolean; makeRequired?: boolean; odometerRequired?: boolean; odometerLabel?: Text; papers?: boolean };

/**
 * The expiry dates a car's papers carry (domain-ro §6): the periodic inspection (ITP), the liability
 * insurance (RCA) and the road vignette (rovinietă), optional. The vehicle directory keeps the newest
 * known of each and the vehicle's page shows them due or overdue (issue 31).
 */
export const vehiclePapersFields = (): FieldSpec[] => [
  f.date('itp_expiry', t('ITP valabil până la', 'Roadworthiness test (ITP) valid until', 'Revisione (ITP) valida fino al'), { role: 'vehicle.itp_expiry', width: 'third' }),
  f.date('rca_expiry', t('RCA valabil până la', 'Liability insurance (RCA) valid until', 'RC auto (RCA) valida fino al'), { role: 'vehicle.rca_expiry', width: 'third' }),
  f.date('vignette_expiry', t('Rovinietă valabilă până la', 'Road vignette valid until', 'Vignetta valida fino al'), { role: 'vehicle.vignette_expiry', width: 'third' }),
];

/**
 * A registered road vehicle: make, model, plate, VIN, odometer, year, fuel. Records that only
 * identify the car (an appointment, a reminder) leave make and model optional (`makeRequired`),
 * the odometer optional or named otherwise.
 */
export const vehicleFields = ({
  vinRequired = true,
  makeRequired = true,
  odometerRequired = true,
  odometerLabel = t('Km la intrare', 'Odometer at entry (km)', "Km all'ingresso"),
  papers = false,
}: VehicleOptions = {}): FieldSpec[] => [
  ...makeModelFields({ required: makeRequired }),
  plateField(),
  vinField({ required: vinRequired }),
  f.number('odometer', odometerLabel, {
    ...(odometerRequired ? { required: true } : {}),
    min: 0,
    decimals: 0,
    role: 'vehicle.odometer',
    width: 'third',
  }),
  f.number('year', t('An fabricație', 'Year of manufacture', 'Anno di fabbricazione'), { min: 1900, max: 2100, decimals: 0, role: 'vehicle.year', width: 'third' }),
  f.select('fuel', t('Combustibil', 'Fuel', 'Carburante'), fuelOptions, { role: 'vehicle.fuel', width: 'third' }),
  ...(papers ? vehiclePapersFields() : []),
];

/** The vehicle step: the vehicle, then (`serviceDates`) its entry and hand-over dates. */
export const vehicleStep = ({
  serviceDates = true,
  entryDate = true,
  exitLabel = t('Data estimată predare', 'Estimated hand-over date', 'Data di consegna prevista'),
  exitRequired = false,
  ...vehicle
}: VehicleOptions & {
  serviceDates?: boolean;
  /** false where the document's own date is the check-in (entry sheet, service order). */
  entryDate?: boolean;
  exitLabel?: Text;
  exitRequired?: boolean;
} = {}): StepSpec => ({
  name: 'vehicle',
  title: t('Vehicul', 'Vehicle', 'Veicolo'),
  prefill: 'history',
  fields: [
    ...vehicleFields(vehicle),
    ...(serviceDates
      ? [
          ...(entryDate ? [f.date('entry_date', t('Data intrare', 'Entry date', 'Data di ingresso'), { role: 'service.entry_date', width: 'half' })] : []),
          f.date('exit_date', exitLabel, { ...(exitRequired ? { required: true } : {}), role: 'service.exit_date', width: entryDate ? 'half' : 'full' }),
        ]
      : []),
  ],
});

/**
 * The car an invoice or a proforma is for, as a workshop writes it on the paper ("Auto: CJ 12 ABC,
 * km 123.456"): plate, VIN and odometer, every one optional, so another trade goes past the step
 * without filling anything. The PDF prints its box and e-Factura its note only when it is filled;
 * with it, the document reaches the car's page (issue 31).
 */
export const optionalVehicleStep = (): StepSpec => ({
  name: 'vehicle',
  title: t('Vehicul', 'Vehicle', 'Veicolo'),
  description: t(
    'Opțional, pentru lucrări la un autovehicul: apare pe document doar dacă îl completați.',
    'Optional, for work on a vehicle: printed on the document only when filled in.',
    'Facoltativo, per lavori su un veicolo: stampato sul documento solo se compilato.',
  ),
  fields: [
    plateField({ required: false, width: 'third' }),
    vinField({ width: 'third' }),
    f.number('odometer', t('Kilometraj (km)', 'Odometer (km)', 'Chilometraggio (km)'), { min: 0, decimals: 0, role: 'vehicle.odometer', width: 'third' }),
  ],
});

/** Why the customer came, what was found, what is recommended, warranty and lead time. */
export const observationsStep = ({
  reasonLabel = t('Motivul intrării în service', 'Reason for the visit', "Motivo dell'ingresso in officina"),
  oldParts = true,
}: { reasonLabel?: Text; oldParts?: boolean } = {}): StepSpec => ({
  name: 'observations',
  title: t('Observații', 'Observations', 'Osservazioni'),
  fields: [
    f.textarea('reason', reasonLabel, { required: true, maxLength: 2000, role: 'service.reason' }),
    f.textarea('findings', t('Defecte constatate', 'Faults found', 'Difetti riscontrati'), { maxLength: 2000, role: 'service.findings' }),
    f.textarea('recommendations', t('Recomandări', 'Recommendations', 'Raccomandazioni'), { maxLength: 2000, role: 'service.recommendations' }),
    ...(oldParts
      ? [f.checkbox('old_parts_returned', t('Piese vechi returnate clientului', 'Old parts returned to the client', 'Ricambi vecchi restituiti al cliente'))]
      : []),
    f.text('warranty', t('Garanție', 'Warranty', 'Garanzia'), { maxLength: 200, width: 'half' }),
    f.text('lead_time', t('Termen execuție', 'Completion time', 'Tempi di esecuzione'), { maxLength: 100, width: 'half' }),
  ],
});

const amount = t('Valoare', 'Amount', 'Importo');

/** Labour lines: operation, standard hours × hourly rate, discount, computed amount. */
export const laborStep = ({
  vatPayer,
  currency = t('lei', 'lei', 'lei'),
  workerLabel = t('Mecanic', 'Technician', 'Meccanico'),
}: {
  vatPayer: boolean;
  currency?: Text;
  workerLabel?: Text;
}): StepSpec => ({
  name: 'labor',
  title: t('Manoperă', 'Labour', 'Manodopera'),
  fields: [
    f.array(
      'items',
      t('Operațiuni', 'Operations', 'Operazioni'),
      [
        f.text('operation', t('Operațiune', 'Operation', 'Operazione'), { required: true, maxLength: 200 }),
        f.text('code', t('Cod operațiune', 'Operation code', 'Codice operazione'), { maxLength: 50 }),
        f.number('hours', t('Timp normat (ore)', 'Standard time (hours)', 'Tempo standard (ore)'), { required: true, min: 0.01, decimals: 2 }),
        f.money('rate', hourlyRate(vatPayer, currency), { required: true, min: 0 }),
        f.percent('discount', t('Discount %', 'Discount %', 'Sconto %'), { min: 0, max: 100 }),
        f.money('value', exVat(vatPayer, amount), { compute: 'hours * rate * (1 - discount / 100)' }),
        f.text('technician', workerLabel, { maxLength: 100 }),
      ],
      { historyPick: true, maxItems: 200, role: 'lines.labor' },
    ),
  ],
});

/** "Tarif orar (lei/oră, fără TVA)" or "Tarif orar (lei/oră)". */
const hourlyRate = (vatPayer: boolean, currency: Text): Text => {
  const ex = vatPayer ? [', fără TVA', ', excl. VAT', ', IVA esclusa'] : ['', '', ''];
  return t(`Tarif orar (${currency.ro}/oră${ex[0]})`, `Hourly rate (${currency.en}/hour${ex[1]})`, `Tariffa oraria (${currency.it}/ora${ex[2]})`);
};

/** Units of measure, by their value (the Romanian abbreviation, as on the paper); lists pick from here. */
export const UNITS = {
  buc: opt('buc', t('buc', 'pcs', 'pz')),
  ora: opt('ora', t('oră', 'hour', 'ora')),
  zi: opt('zi', t('zi', 'day', 'giorno')),
  luna: opt('luna', t('lună', 'month', 'mese')),
  mp: opt('mp', t('mp', 'm²', 'm²')),
  ml: opt('ml', t('ml', 'lin. m', 'm lin.')),
  mc: opt('mc', t('mc', 'm³', 'm³')),
  m: same('m'),
  kg: same('kg'),
  l: same('l'),
  set: same('set'),
  km: same('km'),
  ans: opt('ans', t('ans.', 'lump sum', 'a corpo')),
  serv: opt('serv', t('serviciu', 'service', 'servizio')),
} satisfies Record<string, Option>;

export const units = (...keys: (keyof typeof UNITS)[]): Option[] => keys.map((key) => UNITS[key]);

export const unitOptions: Option[] = units('buc', 'l', 'kg', 'set', 'm');

/** Parts and materials: code, name, quantity and unit × unit price, discount, amount, source. */
export const partsStep = ({
  vatPayer,
  title = t('Piese și materiale', 'Parts and materials', 'Ricambi e materiali'),
  units = unitOptions,
  source = true,
  priced = true,
}: {
  vatPayer: boolean;
  title?: Text;
  units?: Option[];
  source?: boolean;
  /** false for parts listed without prices (the parts a client brings to a service order). */
  priced?: boolean;
}): StepSpec => ({
  name: 'parts',
  title,
  fields: [
    f.array(
      'items',
      t('Piese', 'Parts', 'Ricambi'),
      [
        f.text('code', t('Cod piesă', 'Part number', 'Codice ricambio'), { maxLength: 50 }),
        f.text('name', t('Denumire piesă', 'Part name', 'Descrizione ricambio'), { required: true, maxLength: 200 }),
        f.number('qty', t('Cantitate', 'Quantity', 'Quantità'), { required: true, min: 0.001, decimals: 3 }),
        f.select('unit', t('U.M.', 'Unit', 'U.M.'), units, { required: true, default: units[0]?.value ?? 'buc' }),
        ...(priced
          ? [
              f.money('price', exVat(vatPayer, t('Preț unitar', 'Unit price', 'Prezzo unitario')), { required: true, min: 0 }),
              f.percent('discount', t('Discount %', 'Discount %', 'Sconto %'), { min: 0, max: 100 }),
              f.money('value', exVat(vatPayer, amount), { compute: 'qty * price * (1 - discount / 100)' }),
            ]
          : []),
        ...(source
          ? [
              f.select('source', t('Proveniență', 'Source', 'Provenienza'), [
                opt('new', t('Nouă', 'New', 'Nuovo')),
                opt('used', t('SH', 'Used', 'Usato')),
                opt('client', t('De la client', 'Supplied by the client', 'Fornito dal cliente')),
              ]),
            ]
          : []),
      ],
      { historyPick: true, maxItems: 300, role: 'lines.parts' },
    ),
  ],
});

/**
 * The totals of an estimate with labour and parts: for a VAT payer net, VAT at the document's rate
 * and grand total; for a non-payer the grand total only.
 */
export const estimateTotals = ({ vatPayer, rate = 21 }: { vatPayer: boolean; rate?: number }): TotalSpec[] => [
  { name: 'labor', label: t('Total manoperă', 'Labour total', 'Totale manodopera'), compute: 'sum(labor.items.value)', role: 'total.labor', format: 'money' },
  { name: 'parts', label: t('Total piese', 'Parts total', 'Totale ricambi'), compute: 'sum(parts.items.value)', role: 'total.parts', format: 'money' },
  ...(vatPayer ? vatTotals({ net: 'totals.labor + totals.parts', rate }) : [grandTotal('totals.labor + totals.parts')]),
];

/** Net, VAT and grand total of a net amount expression. */
export const vatTotals = ({ net, rate = 21 }: { net: string; rate?: number }): TotalSpec[] => [
  { name: 'net', label: t('Total fără TVA', 'Total excl. VAT', 'Imponibile'), compute: net, role: 'total.net', format: 'money' },
  { name: 'vat', label: t(`TVA ${rate}%`, `VAT ${rate}%`, `IVA ${rate}%`), compute: 'round(totals.net * document.vat.rate / 100, 2)', role: 'total.vat', format: 'money' },
  grandTotal('totals.net + totals.vat'),
];

export const grandTotal = (compute: string): TotalSpec => ({
  name: 'grand',
  label: t('Total de plată', 'Total due', 'Totale da pagare'),
  compute,
  role: 'total.grand',
  format: 'money',
});

export const estimateSignatures: Text[] = [t('Întocmit', 'Prepared by', 'Redatto da'), t('Client – de acord', 'Client – agreed', 'Cliente – per accettazione')];

/** The footer line of an estimate: how VAT applies, and the validity. */
export const estimateFooter = ({ vatPayer, rate = 21 }: { vatPayer: boolean; rate?: number }): Text =>
  vatPayer
    ? t(
        `Prețurile sunt exprimate în lei, fără TVA; TVA ${rate}% se aplică totalului. Devizul este valabil până la data menționată.`,
        `Prices are in lei, excluding VAT; ${rate}% VAT applies to the total. This estimate is valid until the date shown.`,
        `Prezzi in lei, IVA esclusa; l'IVA del ${rate}% si applica al totale. Il preventivo è valido fino alla data indicata.`,
      )
    : t(
        'Neplătitor de TVA – regim special de scutire, art. 310 Cod fiscal. Devizul este valabil până la data menționată.',
        'Not registered for VAT – special exemption scheme, art. 310 of the Romanian Fiscal Code. This estimate is valid until the date shown.',
        'Non soggetto IVA – regime speciale di esenzione, art. 310 del Codice fiscale romeno. Il preventivo è valido fino alla data indicata.',
      );
