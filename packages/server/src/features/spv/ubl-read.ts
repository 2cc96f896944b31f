import { all, parseXml, val, type El } from '../efactura/index.js';

/**
 * What Atelier reads of a supplier's e-Factura (UBL 2.1 Invoice or CreditNote, CIUS-RO) received
 * through SPV: the parties, the number and dates, the totals, the VAT breakdown and the lines. Pure:
 * the XML in, the facts out; the XML itself is kept whole beside them (the legal original).
 */

export type ReceivedVat = { category: string; rate: number | null; taxable: number | null; vat: number | null };

export type ReceivedLine = {
  name: string;
  /** The supplier's code of the part (SellersItemIdentification), when it gives one. */
  code: string | null;
  quantity: number | null;
  /** UN/ECE rec 20 ("H87" pieces, "SET", "LTR"…). */
  unit_code: string | null;
  /** The price of one unit (PriceAmount divided by BaseQuantity when there is one). */
  unit_price: number | null;
  /** The line's net amount (LineExtensionAmount). */
  net: number | null;
  vat_rate: number | null;
};

export type ReceivedParty = { name: string; cif: string; reg_no: string | null; address: string; city: string; county: string; country: string };

export type ReceivedInvoice = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issueDate: string | null;
  dueDate: string | null;
  currency: string;
  supplierName: string;
  /** As written (RO prefix kept when there is one). */
  supplierCif: string;
  buyerCif: string;
  net: number | null;
  vat: number | null;
  payable: number | null;
  vatBreakdown: ReceivedVat[];
  lines: ReceivedLine[];
  supplier: ReceivedParty;
  buyer: ReceivedParty;
  /** The supplier's accounts to pay into (BT-84), in the XML's order, without repeats. */
  paymentAccounts: string[];
  /** BT-20. */
  paymentTerms: string | null;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A UBL amount or quantity as a number; null when missing or not a number. */
const amount = (text: string): number | null => {
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};
const day = (text: string): string | null => (DAY.test(text) ? text : null);
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

const partyName = (party: El[]) => val(party, 'PartyLegalEntity/RegistrationName') || val(party, 'PartyName/Name');
const partyCif = (party: El[]) => (val(party, 'PartyTaxScheme/CompanyID') || val(party, 'PartyLegalEntity/CompanyID')).replace(/\s+/g, '').toUpperCase();

const readParty = (party: El[]): ReceivedParty => {
  const cif = partyCif(party);
  const registration = val(party, 'PartyLegalEntity/CompanyID').replace(/\s+/g, ' ');
  return {
    name: partyName(party),
    cif,
    reg_no: registration && registration.replace(/\s+/g, '').toUpperCase() !== cif ? registration : null,
    address: [val(party, 'PostalAddress/StreetName'), val(party, 'PostalAddress/AdditionalStreetName')].filter(Boolean).join(', '),
    city: val(party, 'PostalAddress/CityName'),
    county: val(party, 'PostalAddress/CountrySubentity'),
    country: val(party, 'PostalAddress/Country/IdentificationCode'),
  };
};

/** The VAT total in the document's currency (BT-110): a second TaxTotal may be in the VAT currency (BT-111). */
const vatTotal = (root: El, currency: string): El | undefined => {
  const totals = all(root, 'TaxTotal');
  return totals.find((t) => all(t, 'TaxSubtotal').length > 0) ?? totals.find((t) => all(t, 'TaxAmount')[0]?.attr('currencyID') === currency) ?? totals[0];
};

const readLine = (line: El, quantityName: string): ReceivedLine => {
  const quantity = all(line, quantityName)[0];
  const price = amount(val(line, 'Price/PriceAmount'));
  const base = amount(val(line, 'Price/BaseQuantity'));
  return {
    name: val(line, 'Item/Name'),
    code: val(line, 'Item/SellersItemIdentification/ID') || null,
    quantity: amount(val(line, quantityName)),
    unit_code: quantity?.attr('unitCode') ?? null,
    unit_price: price === null ? null : base && base !== 0 ? round(price / base, 6) : price,
    net: amount(val(line, 'LineExtensionAmount')),
    vat_rate: amount(val(line, 'Item/ClassifiedTaxCategory/Percent')),
  };
};

/** A received e-Factura read; undefined when the XML is not an Invoice or CreditNote (or not XML at all). */
export const readReceivedInvoice = (xml: string): ReceivedInvoice | undefined => {
  let root: El;
  try {
    root = parseXml(xml);
  } catch {
    return undefined;
  }
  if (root.name !== 'Invoice' && root.name !== 'CreditNote') return undefined;
  const creditNote = root.name === 'CreditNote';
  const supplier = all(root, 'AccountingSupplierParty/Party');
  const buyer = all(root, 'AccountingCustomerParty/Party');
  const currency = val(root, 'DocumentCurrencyCode') || 'RON';
  const tax = vatTotal(root, currency);
  const totals = all(root, 'LegalMonetaryTotal');
  return {
    kind: creditNote ? 'credit_note' : 'invoice',
    number: val(root, 'ID'),
    issueDate: day(val(root, 'IssueDate')),
    // BT-9: an Invoice's DueDate; a CreditNote carries it in PaymentMeans.
    dueDate: day(val(root, 'DueDate')) ?? day(val(root, 'PaymentMeans/PaymentDueDate')),
    currency,
    supplierName: partyName(supplier),
    supplierCif: partyCif(supplier),
    buyerCif: partyCif(buyer),
    net: amount(val(totals, 'TaxExclusiveAmount')) ?? amount(val(totals, 'LineExtensionAmount')),
    vat: tax ? amount(val(tax, 'TaxAmount')) : null,
    payable: amount(val(totals, 'PayableAmount')) ?? amount(val(totals, 'TaxInclusiveAmount')),
    vatBreakdown: (tax ? all(tax, 'TaxSubtotal') : []).map((sub) => ({
      category: val(sub, 'TaxCategory/ID'),
      rate: amount(val(sub, 'TaxCategory/Percent')),
      taxable: amount(val(sub, 'TaxableAmount')),
      vat: amount(val(sub, 'TaxAmount')),
    })),
    lines: all(root, creditNote ? 'CreditNoteLine' : 'InvoiceLine').map((line) => readLine(line, creditNote ? 'CreditedQuantity' : 'InvoicedQuantity')),
    supplier: readParty(supplier),
    buyer: readParty(buyer),
    paymentAccounts: [...new Set(all(root, 'PaymentMeans/PayeeFinancialAccount/ID').map((el) => el.text.replace(/\s+/g, '')).filter(Boolean))],
    paymentTerms: val(root, 'PaymentTerms/Note') || null,
  };
};

/** The supplier's CIF from ANAF's message text ("… emisa de cif_emitent=18547290 pentru …"), for a file that cannot be read. */
export const supplierCifOf = (details: string): string => /cif_emitent=(\w+)/.exec(details)?.[1] ?? '';
