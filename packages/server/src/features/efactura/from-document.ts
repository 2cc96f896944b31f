import {
  Decimal,
  bucharestSector,
  computeValues,
  convertMoney,
  countyCodeOf,
  formatNumber,
  formatPlate,
  parseDecimal,
  roundHalfUp,
  toMoneyString,
  UNIT_CODES,
  type FieldValue,
  type FormData,
  type FormDefinition,
} from '@atelier/core';
import type { DocumentAllowance, EInvoice, InvoiceLine, Party, PaymentMeans, VatBreakdown, VatCategory } from './invoice-model.js';

/** A field to fill before the invoice can be an e-Factura: its path in the form and why, in words. */
export type Missing = { path: string; code: string; message: string };

export type FromDocument = { ok: true; invoice: EInvoice } | { ok: false; missing: Missing[] };


const PAYMENT_CODES: Record<string, PaymentMeans['code']> = { transfer: '30', cash: '10', card: '48', offset: '97' };

/** The individual buyer without a CNP (ANAF: 13 zeros). */
export const NO_CNP = '0000000000000';
const ITEM_NAME_MAX = 100;


const text = (value: FieldValue | undefined): string => (value === undefined || value === null ? '' : String(value).trim());
const money = (value: unknown): string => toMoneyString(parseDecimal(value) ?? new Decimal(0));
const dec = (value: unknown): Decimal => parseDecimal(value) ?? new Decimal(0);

/** The value (and its path) of the field holding a role; both empty when the definition has none. */
const byRole = (def: FormDefinition, data: FormData, role: string): { path: string; value: string; exists: boolean } => {
  for (const step of def.steps)
    for (const field of step.fields)
      if (field.role === role && field.type !== 'array') return { path: `${step.name}.${field.name}`, value: text(data[step.name]?.[field.name] as FieldValue), exists: true };
  return { path: '', value: '', exists: false };
};

const byName = (data: FormData, path: string): string => {
  const [step = '', field = ''] = path.split('.');
  return text(data[step]?.[field] as FieldValue);
};

/**
 * The car a workshop's invoice is for, as the paper writes it ("Auto: CJ 12 ABC, VIN …, km 123.456"):
 * an invoice note (BT-22), so the buyer (a fleet's accountant) sees which car the work was on; ""
 * without a plate or VIN.
 */
const carNote = (def: FormDefinition, data: FormData): string => {
  const plate = byRole(def, data, 'vehicle.plate').value;
  const vin = byRole(def, data, 'vehicle.vin').value;
  if (plate === '' && vin === '') return '';
  const km = formatNumber(byRole(def, data, 'vehicle.odometer').value, { locale: 'ro', decimals: 0 });
  return `Auto: ${[plate ? formatPlate(plate) : '', vin ? `VIN ${vin}` : '', km ? `km ${km}` : ''].filter(Boolean).join(', ')}`;
};

/** "Str. Fabricii nr. 10, Cluj-Napoca, jud. Cluj": an address in one line (invoices before version 3) read in parts. */
const splitOneLine = (line: string): { street: string; city: string; county: string | undefined } => {
  const parts = line.split(/[,\n]/).map((part) => part.trim()).filter(Boolean);
  const countyAt = parts.findIndex((part, i) => i > 0 && countyCodeOf(part) !== undefined && (/^jud/i.test(part) || i === parts.length - 1));
  const county = countyAt > 0 ? countyCodeOf(parts[countyAt]) : undefined;
  const rest = countyAt > 0 ? parts.slice(0, countyAt) : parts;
  const bucharest = parts.find((part) => /bucure[sș]ti/i.test(part));
  return { street: rest[0] ?? '', city: rest.slice(1).join(', ') || (bucharest ?? ''), county: county ?? (bucharest ? 'B' : undefined) };
};

type PartyRead = { party: Omit<Party, 'vatId' | 'taxRegistrationId' | 'legalId' | 'name'>; missing: Missing[] };

/** Street, city, county and country of the company or the client, with what is missing for CIUS-RO. */
const readAddress = (def: FormDefinition, data: FormData, who: 'company' | 'client', words: string): PartyRead => {
  const missing: Missing[] = [];
  const street = byRole(def, data, `${who}.address`);
  const city = byRole(def, data, `${who}.city`);
  const county = byRole(def, data, `${who}.county`);
  const countryField = byRole(def, data, `${who}.country`);
  const country = (countryField.value || 'RO').toUpperCase();
  const parts = city.exists ? { street: street.value, city: city.value, county: countyCodeOf(county.value) } : splitOneLine(street.value);
  const at = (field: { path: string; exists: boolean }) => (field.exists ? field.path : street.path);
  if (parts.street === '') missing.push({ path: street.path, code: 'street', message: `${words}: street and number` });
  else if (parts.street.length > 150) missing.push({ path: street.path, code: 'street_too_long', message: `${words}: street and number in at most 150 characters` });
  let cityName = parts.city;
  let subentity: string | undefined;
  if (country === 'RO') {
    if (!parts.county) missing.push({ path: at(county), code: 'county', message: `${words}: county` });
    else if (parts.county === 'B') {
      const sector = bucharestSector(parts.city) ?? bucharestSector(parts.street);
      if (!sector) missing.push({ path: at(city), code: 'sector', message: `${words}: the Bucharest sector as the city ("Sector 3")` });
      cityName = sector ?? '';
    }
    subentity = parts.county ? `RO-${parts.county}` : undefined;
  }
  if (cityName === '' && !missing.some((m) => m.code === 'sector')) missing.push({ path: at(city), code: 'city', message: `${words}: city` });
  else if (cityName.length > 50) missing.push({ path: at(city), code: 'city_too_long', message: `${words}: city in at most 50 characters` });
  const postal = byRole(def, data, `${who}.postal_code`).value;
  const phone = byRole(def, data, `${who}.phone`).value;
  const email = byRole(def, data, `${who}.email`).value;
  return {
    party: {
      street: parts.street,
      city: cityName,
      country,
      ...(subentity ? { countySubentity: subentity } : {}),
      ...(postal ? { postalCode: postal } : {}),
      ...(phone ? { phone } : {}),
      ...(email ? { email } : {}),
    },
    missing,
  };
};

const digitsOf = (cui: string): string => cui.toUpperCase().replace(/^RO/, '').replace(/\s/g, '');

/** The VAT category of a line: a non-payer's lines are O; a payer's are S, E (0 %) or AE (reverse charge). */
const lineCategory = ({ vatPayer, rate, reverseCharge, exemptBasis }: { vatPayer: boolean; rate: string; reverseCharge: boolean; exemptBasis: string }): VatCategory => {
  if (!vatPayer) return { code: 'O', exemptionCode: 'VATEX-EU-O' };
  if (reverseCharge) return { code: 'AE', percent: '0', exemptionCode: 'VATEX-EU-AE' };
  if (dec(rate).eq(0)) return { code: 'E', percent: '0', exemptionReason: exemptBasis.slice(0, 100) || 'Scutit' };
  return { code: 'S', percent: dec(rate).toString() };
};

const categoryKey = (c: VatCategory): string => `${c.code}:${c.percent ?? ''}`;

/** Item name ≤ 100 characters (BR-RO-L1024): a longer one is cut at a word and kept whole in the description. */
const itemName = (name: string): { name: string; description?: string } => {
  if ([...name].length <= ITEM_NAME_MAX) return { name };
  const cut = [...name].slice(0, ITEM_NAME_MAX - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return { name: `${atWord.length > 40 ? atWord : cut}…`, description: [...name].slice(0, 200).join('') };
};

/**
 * The invoice's discount on its total as one document-level allowance per VAT category (BR-S-08,
 * BR-E-08, BR-O-08 want each category's taxable amount to be its lines less its allowances): each
 * category's share is its net sum × percent, rounded; the cent(s) by which the rounded shares miss
 * the printed discount go to the largest category, so the allowances add up to the PDF's discount
 * exactly (BR-CO-11, BR-CO-13). `groups` hold each category's net sum as `taxable`.
 */
const splitAllowance = (groups: VatBreakdown[], total: Decimal, percent: string): DocumentAllowance[] => {
  const rate = dec(percent);
  const shares = groups.map((group) => roundHalfUp(dec(group.taxable).times(rate).div(100), 2));
  const missing = total.minus(shares.reduce((sum, share) => sum.plus(share), new Decimal(0)));
  const largest = groups.reduce((best, group, i) => (dec(group.taxable).abs().gt(dec(groups[best]?.taxable).abs()) ? i : best), 0);
  return groups.map((group, i) => ({
    amount: toMoneyString(i === largest ? (shares[i] ?? new Decimal(0)).plus(missing) : (shares[i] ?? new Decimal(0))),
    base: group.taxable,
    percent: rate.toString(),
    reason: 'Discount',
    category: { code: group.category.code, ...(group.category.percent !== undefined ? { percent: group.category.percent } : {}) },
  }));
};

/**
 * The e-Factura of an invoice document, from the same computed values and totals the PDF prints
 * (computeValues), or every field still to fill.
 *
 * A storno (payment.storno) is an Invoice 380 with negative quantities and amounts that names the
 * invoice it reverses (BG-3), not a CreditNote 381: in Romania the reversal is an invoice of the
 * same series (Cod fiscal art. 330) with negative values, which is what the PDF prints and what
 * ANAF accepts (CIUS-RO 1.0.9 only forbids a negative unit price, BR-27); the numbering, the PDF
 * and the month's ZIP stay those of an invoice, and the totals stay equal to the PDF's.
 */
export const invoiceFromDocument = ({ definition: def, data: saved, number, createdAt }: { definition: FormDefinition; data: FormData; number: string; createdAt?: string }): FromDocument => {
  const { data, totals } = computeValues(def, saved);
  const missing: Missing[] = [];
  const vatPayer = def.document.vat?.payer === true;
  const currency = def.document.currency ?? 'RON';

  // Seller
  const sellerName = byRole(def, data, 'company.name');
  const cui = byRole(def, data, 'company.cui');
  if (sellerName.value === '') missing.push({ path: sellerName.path || 'company.name', code: 'seller_name', message: 'Supplier: company name' });
  if (cui.value === '') missing.push({ path: cui.path || 'company.cui', code: 'seller_cui', message: 'Supplier: tax id (CUI)' });
  const sellerAddress = readAddress(def, data, 'company', 'Supplier');
  missing.push(...sellerAddress.missing);
  const regNo = byRole(def, data, 'company.reg_no').value;
  const seller: Party = {
    name: sellerName.value,
    ...sellerAddress.party,
    ...(vatPayer ? { vatId: `RO${digitsOf(cui.value)}` } : { taxRegistrationId: digitsOf(cui.value) }),
    legalId: regNo || digitsOf(cui.value),
  };

  // Buyer
  const buyerName = byRole(def, data, 'client.name');
  if (buyerName.value === '') missing.push({ path: buyerName.path || 'client.name', code: 'buyer_name', message: 'Customer: name' });
  const buyerAddress = readAddress(def, data, 'client', 'Customer');
  missing.push(...buyerAddress.missing);
  const company = byRole(def, data, 'client.type').value !== 'pf';
  const buyerCui = byRole(def, data, 'client.cui');
  const cnp = byRole(def, data, 'client.cnp').value;
  const buyer: Party = { name: buyerName.value, ...buyerAddress.party };
  if (company) {
    const id = buyerCui.value.toUpperCase().replace(/\s/g, '');
    if (id === '') missing.push({ path: buyerCui.path || 'client.cui', code: 'buyer_cui', message: 'Customer: tax id (CUI)' });
    // A buyer with a VAT number (RO… or another EU prefix) has a VAT identifier (BT-48), except on
    // a non-payer's invoice, where BR-O-02 forbids VAT identifiers: the CUI is then its legal id.
    const hasPrefix = /^[A-Z]{2}/.test(id);
    if (hasPrefix && vatPayer) buyer.vatId = id;
    const regNo = byRole(def, data, 'client.reg_no').value;
    buyer.legalId = hasPrefix && id.startsWith('RO') ? digitsOf(id) : hasPrefix ? regNo || id : id;
  } else {
    buyer.legalId = cnp || NO_CNP;
  }

  // Lines
  const linesField = def.steps.flatMap((step) => step.fields.map((field) => ({ step, field }))).find(({ field }) => field.type === 'array' && field.role === 'lines.items');
  const rows = linesField ? ((data[linesField.step.name]?.[linesField.field.name] as Record<string, FieldValue>[] | undefined) ?? []) : [];
  const reverseCharge = byName(data, 'payment.reverse_charge') === 'true';
  const exemptBasis = byName(data, 'payment.exempt_basis');
  const storno = byName(data, 'payment.storno') === 'true';
  if (rows.length === 0) missing.push({ path: linesField ? `${linesField.step.name}.${linesField.field.name}` : 'lines.items', code: 'lines', message: 'At least one line' });
  const lines: InvoiceLine[] = rows.map((row, i) => {
    const path = `${linesField?.step.name}.${linesField?.field.name}[${i}]`;
    const rate = text(row.vat_rate);
    if (vatPayer && rate === '') missing.push({ path: `${path}.vat_rate`, code: 'vat_rate', message: `Line ${i + 1}: VAT rate` });
    const qty = dec(row.qty);
    const price = dec(row.price);
    const net = money(row.value);
    const gross = roundHalfUp(qty.times(price), 2);
    const discount = dec(row.discount);
    const sign = storno ? -1 : 1;
    const allowanceAmount = gross.minus(dec(net).abs());
    const category = lineCategory({ vatPayer, rate, reverseCharge, exemptBasis });
    const name = itemName(text(row.name));
    const code = text(row.code);
    return {
      id: String(i + 1),
      ...name,
      ...(code ? { sellersItemId: code } : {}),
      quantity: qty.times(sign).toString(),
      unitCode: UNIT_CODES[text(row.unit)] ?? 'C62',
      net,
      price: toMoneyString(price.abs()),
      ...(discount.gt(0) && !allowanceAmount.eq(0)
        ? { allowance: { amount: toMoneyString(allowanceAmount.times(sign)), base: toMoneyString(gross.times(sign)), percent: discount.toString(), reason: 'Discount' } }
        : {}),
      category,
      vat: vatPayer ? money(row.vat) : '0.00',
    };
  });

  // VAT breakdown: per category and rate, the sum of the lines' net amounts and of their VAT,
  // exactly what the PDF adds up (BR-CO-17 allows the per-line rounding: ±1 unit).
  const groups = new Map<string, VatBreakdown>();
  for (const line of lines) {
    const key = categoryKey(line.category);
    const group = groups.get(key) ?? { category: line.category, taxable: '0.00', tax: '0.00' };
    groups.set(key, { ...group, taxable: toMoneyString(dec(group.taxable).plus(line.net)), tax: toMoneyString(dec(group.tax).plus(line.vat)) });
  }
  const lineExtension = toMoneyString(lines.reduce((sum, line) => sum.plus(line.net), new Decimal(0)));
  // The discount on the total, as the PDF prints it (negative), split over the VAT categories.
  const allowanceTotal = dec(totals.discount).neg();
  const allowances = allowanceTotal.eq(0) ? [] : splitAllowance([...groups.values()], allowanceTotal, byRole(def, data, 'invoice.discount').value);
  const breakdown = [...groups.values()].map((group, i) => {
    const allowance = allowances[i];
    return allowance ? { ...group, taxable: toMoneyString(dec(group.taxable).minus(allowance.amount)) } : group;
  });

  const net = money(totals.net ?? dec(lineExtension).minus(allowanceTotal));
  const tax = vatPayer ? money(totals.vat) : '0.00';
  const grand = money(totals.grand);
  const advance = parseDecimal(totals.advance);
  const prepaid = advance && advance.gt(0) ? toMoneyString(advance) : undefined;
  const payable = prepaid ? toMoneyString(dec(grand).minus(prepaid)) : grand;

  // Dates, currency, payment
  const issueDate = byRole(def, data, 'document.date').value.slice(0, 10) || (createdAt ?? '').slice(0, 10);
  const due = byRole(def, data, 'invoice.due_date');
  if (dec(payable).gt(0) && due.value === '') missing.push({ path: due.path || 'payment.due_date', code: 'due_date', message: 'Due date' });
  let taxInTaxCurrency: string | undefined;
  if (currency !== 'RON') {
    const rate = byRole(def, data, 'invoice.exchange_rate');
    taxInTaxCurrency = convertMoney(tax, rate.value) ?? (dec(tax).eq(0) && parseDecimal(rate.value) ? '0.00' : undefined);
    if (taxInTaxCurrency === undefined) missing.push({ path: rate.path || 'payment.rate', code: 'exchange_rate', message: 'Exchange rate (lei per unit of the currency)' });
  }
  const method = byName(data, 'payment.method');
  const iban = byRole(def, data, 'company.iban');
  const paymentCode: PaymentMeans['code'] | undefined = method ? PAYMENT_CODES[method] : iban.value ? '30' : undefined;
  if (paymentCode === '30' && iban.value === '') missing.push({ path: iban.path || 'company.iban', code: 'iban', message: 'Supplier: IBAN, for a payment by bank transfer' });
  const bank = byRole(def, data, 'company.bank').value;

  const notes = [
    byName(data, 'payment.mention'),
    reverseCharge ? `Taxare inversă – ${byName(data, 'payment.reverse_basis')}` : '',
    vatPayer ? '' : (def.pdf.footer ?? ''),
    carNote(def, data),
    byName(data, 'payment.notes'),
  ]
    .map((note) => note.replace(/\s+/g, ' ').trim().slice(0, 300))
    .filter(Boolean)
    .slice(0, 20);

  const stornoOf = byName(data, 'payment.storno_of');
  if (storno && stornoOf === '') missing.push({ path: 'payment.storno_of', code: 'storno_of', message: 'The number of the invoice this storno reverses' });
  const stornoDate = byName(data, 'payment.storno_date');
  const deliveryDate = byName(data, 'payment.delivery_date');

  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    invoice: {
      typeCode: '380',
      number,
      issueDate,
      ...(due.value ? { dueDate: due.value } : {}),
      notes,
      currency,
      ...(currency !== 'RON' ? { taxCurrency: 'RON' as const, taxInTaxCurrency: taxInTaxCurrency ?? '0.00' } : {}),
      ...(storno ? { preceding: { number: stornoOf, ...(stornoDate ? { issueDate: stornoDate } : {}) } } : {}),
      seller,
      buyer,
      ...(deliveryDate ? { deliveryDate } : {}),
      ...(paymentCode ? { payment: { code: paymentCode, ...(paymentCode === '30' ? { iban: iban.value.replace(/\s/g, ''), ...(bank ? { bank } : {}) } : {}) } } : {}),
      lines,
      allowances,
      breakdown,
      totals: {
        lineExtension,
        ...(allowances.length > 0 ? { allowance: toMoneyString(allowanceTotal) } : {}),
        taxExclusive: net,
        tax,
        taxInclusive: grand,
        ...(prepaid ? { prepaid } : {}),
        payable,
      },
    },
  };
};
