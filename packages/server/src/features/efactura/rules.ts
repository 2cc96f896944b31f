import { COUNTIES, Decimal, roundHalfUp } from '@atelier/core';
import { CIUS_RO } from './ubl.js';
import { all, deep, has, parseXml, val, type El } from './xml-query.js';

/**
 * Our own TypeScript reading of the fatal rules of EN 16931 (UBL binding) and of CIUS-RO 1.0.9
 * (RO16931-rules.sch, phax/phive-rules) that the invoices Atelier makes can meet. Each rule is the
 * schematron's test, rewritten over the written XML; rules.test.ts has a passing and a failing
 * invoice for each. Codes follow the schematron's ids. They run at export, in milliseconds;
 * official-rules.test.ts runs the published rule sets themselves (CIUS-RO 1.0.9 and the latest
 * EN 16931 UBL, via SaxonJS) over every invoice application, and is the authority.
 */
export type Rule = { id: string; text: string; test: (inv: El) => boolean };

const ISO_RO = new Set(COUNTIES.map(([code]) => `RO-${code}`));
const SECTORS = new Set(['SECTOR1', 'SECTOR2', 'SECTOR3', 'SECTOR4', 'SECTOR5', 'SECTOR6']);
/** BR-CO-09's list: ISO 3166-1 alpha-2 plus EL (Greece) and XI (Northern Ireland); the codes our customers can have. */
const VAT_PREFIXES = new Set(
  'AD AE AL AM AR AT AU AZ BA BE BG BR BY CA CH CN CY CZ DE DK EE EG EL ES FI FR GB GE HK HR HU IE IL IN IS IT JP KR KZ LI LT LU LV MC MD ME MK MT MX NL NO NZ PL PT RO RS RU SE SG SI SK SM TR UA US XI'.split(' '),
);

const dec = (text: string): Decimal | undefined => {
  try {
    return text.trim() === '' ? undefined : new Decimal(text.trim());
  } catch {
    return undefined;
  }
};
const round2 = (value: Decimal): Decimal => roundHalfUp(value, 2);
const sum = (els: El[]): Decimal => els.reduce((acc, el) => acc.plus(dec(el.text) ?? 0), new Decimal(0));
const eq = (a: string, b: Decimal): boolean => dec(a)?.eq(b) ?? false;
const maxLen = (path: string, max: number) => (inv: El) => all(inv, path).every((el) => [...el.text.replace(/\s+/g, ' ').trim()].length <= max);
const isDate = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const datesAt = (name: string) => (inv: El) => deep(inv, name).every((el) => isDate(el.text.trim()));

const SELLER = 'AccountingSupplierParty/Party';
const BUYER = 'AccountingCustomerParty/Party';
const VAT_CATEGORIES_NEEDING_IDS = new Set(['S', 'Z', 'E', 'AE', 'K', 'G', 'L', 'M']);
const vatScheme = (party: El[]) => all(party, 'PartyTaxScheme').filter((ts) => val(ts, 'TaxScheme/ID').toUpperCase() === 'VAT');
const lineCategories = (inv: El): string[] => all(inv, 'InvoiceLine/Item/ClassifiedTaxCategory/ID').map((el) => el.text.trim());
const usesVatCategories = (inv: El): boolean => lineCategories(inv).some((c) => VAT_CATEGORIES_NEEDING_IDS.has(c));
const mainTaxTotal = (inv: El): El | undefined => {
  const currency = val(inv, 'DocumentCurrencyCode');
  return all(inv, 'TaxTotal').find((tt) => all(tt, 'TaxAmount')[0]?.attr('currencyID') === currency);
};
const subtotals = (inv: El): El[] => all(inv, 'TaxTotal/TaxSubtotal');
/** Document-level allowances (BG-20) or charges (BG-21): the Invoice's own AllowanceCharge children. */
const documentLevel = (inv: El, charge: boolean): El[] => all(inv, 'AllowanceCharge').filter((ac) => val(ac, 'ChargeIndicator') === String(charge));
const isCategory = (el: El, code: string, path: string) => val(el, `${path}/ID`) === code;
/**
 * The taxable amount a VAT category's breakdown must hold (BR-S-08, BR-E-08, BR-O-08…): Σ net of
 * its lines + its document charges − its document allowances. `rate` narrows to one rate (S).
 */
const categoryBase = (inv: El, code: string, rate?: Decimal): Decimal => {
  const sameRate = (el: El, path: string) => rate === undefined || (dec(val(el, `${path}/Percent`))?.eq(rate) ?? false);
  const lines = all(inv, 'InvoiceLine').filter((line) => isCategory(line, code, 'Item/ClassifiedTaxCategory') && sameRate(line, 'Item/ClassifiedTaxCategory'));
  const of = (charge: boolean) => documentLevel(inv, charge).filter((ac) => isCategory(ac, code, 'TaxCategory') && sameRate(ac, 'TaxCategory'));
  return sum(lines.flatMap((line) => all(line, 'LineExtensionAmount')))
    .plus(sum(of(true).flatMap((ac) => all(ac, 'Amount'))))
    .minus(sum(of(false).flatMap((ac) => all(ac, 'Amount'))));
};

/** Bucharest needs a sector as the city; elsewhere in Romania the county is an ISO 3166-2:RO code. */
const sectorRule = (party: string) => (inv: El) =>
  !(val(inv, `${party}/PostalAddress/Country/IdentificationCode`) === 'RO' && val(inv, `${party}/PostalAddress/CountrySubentity`) === 'RO-B') ||
  SECTORS.has(val(inv, `${party}/PostalAddress/CityName`));
const countyRule = (party: string) => (inv: El) =>
  val(inv, `${party}/PostalAddress/Country/IdentificationCode`) !== 'RO' || ISO_RO.has(val(inv, `${party}/PostalAddress/CountrySubentity`));

export const RO_RULES: Rule[] = [
  { id: 'BR-RO-001', text: 'CustomizationID (BT-24) is the CIUS-RO 1.0.1 identifier', test: (inv) => val(inv, 'CustomizationID') === CIUS_RO },
  { id: 'BR-RO-010', text: 'Invoice number (BT-1) holds a digit', test: (inv) => /[0-9]/.test(val(inv, 'ID')) },
  { id: 'BR-RO-020', text: 'Invoice type code (BT-3) is 380, 384, 389 or 751', test: (inv) => ['380', '384', '389', '751'].includes(val(inv, 'InvoiceTypeCode')) },
  {
    id: 'BR-RO-030',
    text: 'An invoice in another currency than RON has RON as VAT accounting currency (BT-6)',
    test: (inv) => {
      const doc = val(inv, 'DocumentCurrencyCode');
      const tax = val(inv, 'TaxCurrencyCode');
      return doc === 'RON' ? tax === '' || tax === 'RON' : tax === 'RON';
    },
  },
  { id: 'BR-RO-065', text: 'Seller VAT id (BT-31) or tax registration id (BT-32) present', test: (inv) => !usesVatCategories(inv) || all(inv, `${SELLER}/PartyTaxScheme/CompanyID`).some((el) => el.text.trim() !== '') },
  { id: 'BR-RO-081', text: 'Seller street (BT-35) present', test: (inv) => val(inv, `${SELLER}/PostalAddress/StreetName`) !== '' },
  { id: 'BR-RO-082', text: 'Buyer street (BT-50) present', test: (inv) => val(inv, `${BUYER}/PostalAddress/StreetName`) !== '' },
  { id: 'BR-RO-091', text: 'Seller city (BT-37) present', test: (inv) => val(inv, `${SELLER}/PostalAddress/CityName`) !== '' },
  { id: 'BR-RO-092', text: 'Buyer city (BT-52) present', test: (inv) => val(inv, `${BUYER}/PostalAddress/CityName`) !== '' },
  { id: 'BR-RO-100', text: 'Seller in Bucharest (RO-B): city is SECTOR1…SECTOR6', test: sectorRule(SELLER) },
  { id: 'BR-RO-101', text: 'Buyer in Bucharest (RO-B): city is SECTOR1…SECTOR6', test: sectorRule(BUYER) },
  { id: 'BR-RO-110', text: 'Seller in Romania: county (BT-39) is an ISO 3166-2:RO code', test: countyRule(SELLER) },
  { id: 'BR-RO-111', text: 'Buyer in Romania: county (BT-54) is an ISO 3166-2:RO code', test: countyRule(BUYER) },
  {
    id: 'BR-RO-120',
    text: 'Buyer legal id (BT-47) or VAT id (BT-48) present',
    test: (inv) => !usesVatCategories(inv) || has(inv, `${BUYER}/PartyLegalEntity/CompanyID`) || has(inv, `${BUYER}/PartyTaxScheme/CompanyID`),
  },
  { id: 'BR-RO-A020', text: 'At most 20 invoice notes (BG-1)', test: (inv) => all(inv, 'Note').length <= 20 },
  { id: 'BR-RO-L302', text: 'Invoice note (BT-22) ≤ 300 characters', test: maxLen('Note', 300) },
  { id: 'BR-RO-L155', text: 'Invoice number (BT-1) ≤ 200 characters', test: maxLen('ID', 200) },
  { id: 'BR-RO-L151', text: 'Seller street (BT-35) ≤ 150 characters', test: maxLen(`${SELLER}/PostalAddress/StreetName`, 150) },
  { id: 'BR-RO-L152', text: 'Buyer street (BT-50) ≤ 150 characters', test: maxLen(`${BUYER}/PostalAddress/StreetName`, 150) },
  { id: 'BR-RO-L0501', text: 'Seller city (BT-37) ≤ 50 characters', test: maxLen(`${SELLER}/PostalAddress/CityName`, 50) },
  { id: 'BR-RO-L0502', text: 'Buyer city (BT-52) ≤ 50 characters', test: maxLen(`${BUYER}/PostalAddress/CityName`, 50) },
  { id: 'BR-RO-L0201', text: 'Seller post code (BT-38) ≤ 20 characters', test: maxLen(`${SELLER}/PostalAddress/PostalZone`, 20) },
  { id: 'BR-RO-L0202', text: 'Buyer post code (BT-53) ≤ 20 characters', test: maxLen(`${BUYER}/PostalAddress/PostalZone`, 20) },
  { id: 'BR-RO-L201', text: 'Seller name (BT-27) ≤ 200 characters', test: maxLen(`${SELLER}/PartyLegalEntity/RegistrationName`, 200) },
  { id: 'BR-RO-L203', text: 'Buyer name (BT-44) ≤ 200 characters', test: maxLen(`${BUYER}/PartyLegalEntity/RegistrationName`, 200) },
  { id: 'BR-RO-L1005', text: 'Seller telephone (BT-42) ≤ 100 characters', test: maxLen(`${SELLER}/Contact/Telephone`, 100) },
  { id: 'BR-RO-L1006', text: 'Seller e-mail (BT-43) ≤ 100 characters', test: maxLen(`${SELLER}/Contact/ElectronicMail`, 100) },
  { id: 'BR-RO-L1010', text: 'Buyer telephone (BT-57) ≤ 100 characters', test: maxLen(`${BUYER}/Contact/Telephone`, 100) },
  { id: 'BR-RO-L1011', text: 'Buyer e-mail (BT-58) ≤ 100 characters', test: maxLen(`${BUYER}/Contact/ElectronicMail`, 100) },
  { id: 'BR-RO-L208', text: 'Payment account name (BT-85) ≤ 200 characters', test: maxLen('PaymentMeans/PayeeFinancialAccount/Name', 200) },
  { id: 'BR-RO-L156', text: 'Preceding invoice number (BT-25) ≤ 200 characters', test: maxLen('BillingReference/InvoiceDocumentReference/ID', 200) },
  { id: 'BR-RO-L1019', text: 'VAT exemption reason (BT-120) ≤ 100 characters', test: maxLen('TaxTotal/TaxSubtotal/TaxCategory/TaxExemptionReason', 100) },
  { id: 'BR-RO-L1024', text: 'Item name (BT-153) ≤ 100 characters', test: maxLen('InvoiceLine/Item/Name', 100) },
  { id: 'BR-RO-L212', text: 'Item description (BT-154) ≤ 200 characters', test: maxLen('InvoiceLine/Item/Description', 200) },
  { id: 'BR-RO-DT001', text: 'Issue date (BT-2) is YYYY-MM-DD', test: datesAt('IssueDate') },
  { id: 'BR-RO-DT003', text: 'Due date (BT-9) is YYYY-MM-DD', test: datesAt('DueDate') },
  { id: 'BR-RO-DT004', text: 'Delivery date (BT-72) is YYYY-MM-DD', test: datesAt('ActualDeliveryDate') },
  { id: 'BR-27', text: 'Item net price (BT-146) not negative (CIUS-RO 1.0.9)', test: (inv) => all(inv, 'InvoiceLine/Price/PriceAmount').every((el) => (dec(el.text) ?? new Decimal(-1)).gte(0)) },
];

const lineNets = (inv: El) => all(inv, 'InvoiceLine/LineExtensionAmount');
const total = (inv: El, name: string) => val(inv, `LegalMonetaryTotal/${name}`);

export const CO_RULES: Rule[] = [
  { id: 'BR-CO-04', text: 'Each line has a VAT category (BT-151)', test: (inv) => all(inv, 'InvoiceLine').every((line) => val(line, 'Item/ClassifiedTaxCategory/ID') !== '') },
  {
    id: 'BR-CO-09',
    text: 'VAT identifiers (BT-31, BT-48) start with a country code',
    test: (inv) => [...vatScheme(all(inv, SELLER)), ...vatScheme(all(inv, BUYER))].every((ts) => VAT_PREFIXES.has(val(ts, 'CompanyID').slice(0, 2))),
  },
  { id: 'BR-CO-10', text: 'Sum of line net amounts (BT-106) = Σ line net amounts (BT-131)', test: (inv) => eq(total(inv, 'LineExtensionAmount'), round2(sum(lineNets(inv)))) },
  {
    id: 'BR-CO-11',
    text: 'Sum of allowances on document level (BT-107) = Σ document-level allowance amounts (BT-92)',
    test: (inv) => {
      const allowances = documentLevel(inv, false);
      return allowances.length === 0 ? !has(inv, 'LegalMonetaryTotal/AllowanceTotalAmount') : eq(total(inv, 'AllowanceTotalAmount'), round2(sum(allowances.flatMap((ac) => all(ac, 'Amount')))));
    },
  },
  {
    id: 'BR-CO-13',
    text: 'Total without VAT (BT-109) = Σ line net − document allowances + charges',
    test: (inv) => {
      const allowances = dec(total(inv, 'AllowanceTotalAmount')) ?? new Decimal(0);
      const charges = dec(total(inv, 'ChargeTotalAmount')) ?? new Decimal(0);
      return eq(total(inv, 'TaxExclusiveAmount'), round2((dec(total(inv, 'LineExtensionAmount')) ?? new Decimal(0)).minus(allowances).plus(charges)));
    },
  },
  {
    id: 'BR-CO-14',
    text: 'Total VAT (BT-110) = Σ VAT category tax amounts (BT-117)',
    test: (inv) => {
      const main = mainTaxTotal(inv);
      return main !== undefined && eq(val(main, 'TaxAmount'), round2(sum(all(main, 'TaxSubtotal/TaxAmount'))));
    },
  },
  {
    id: 'BR-CO-15',
    text: 'Total with VAT (BT-112) = total without VAT (BT-109) + total VAT (BT-110)',
    test: (inv) => {
      const main = mainTaxTotal(inv);
      const currency = val(inv, 'DocumentCurrencyCode');
      const count = all(inv, 'TaxTotal/TaxAmount').filter((el) => el.attr('currencyID') === currency).length;
      return main !== undefined && count === 1 && eq(total(inv, 'TaxInclusiveAmount'), round2((dec(total(inv, 'TaxExclusiveAmount')) ?? new Decimal(0)).plus(dec(val(main, 'TaxAmount')) ?? 0)));
    },
  },
  {
    id: 'BR-CO-16',
    text: 'Amount due (BT-115) = total with VAT − paid amount (BT-113) + rounding (BT-114)',
    test: (inv) => {
      const prepaid = dec(total(inv, 'PrepaidAmount')) ?? new Decimal(0);
      const rounding = dec(total(inv, 'PayableRoundingAmount')) ?? new Decimal(0);
      return eq(total(inv, 'PayableAmount'), round2((dec(total(inv, 'TaxInclusiveAmount')) ?? new Decimal(0)).minus(prepaid).plus(rounding)));
    },
  },
  {
    id: 'BR-CO-17',
    text: 'VAT category tax amount (BT-117) = taxable amount × rate / 100, rounded (±1 unit allowed)',
    test: (inv) =>
      subtotals(inv).every((st) => {
        const percent = dec(val(st, 'TaxCategory/Percent'));
        const tax = dec(val(st, 'TaxAmount')) ?? new Decimal(0);
        if (percent === undefined) return true;
        if (percent.round(0).eq(0)) return tax.round(0).eq(0);
        const expected = round2((dec(val(st, 'TaxableAmount')) ?? new Decimal(0)).abs().times(percent).div(100));
        return tax.abs().minus(1).lt(expected) && tax.abs().plus(1).gt(expected);
      }),
  },
  { id: 'BR-CO-18', text: 'At least one VAT breakdown (BG-23)', test: (inv) => subtotals(inv).length > 0 },
  {
    id: 'BR-CO-23',
    text: 'Each line allowance (BG-27) has a reason (BT-139) or reason code (BT-140)',
    test: (inv) => all(inv, 'InvoiceLine/AllowanceCharge').every((ac) => has(ac, 'AllowanceChargeReason') || has(ac, 'AllowanceChargeReasonCode')),
  },
  {
    id: 'BR-CO-21',
    text: 'Each document-level allowance (BG-20) has a reason (BT-97) or reason code (BT-98)',
    test: (inv) => documentLevel(inv, false).every((ac) => has(ac, 'AllowanceChargeReason') || has(ac, 'AllowanceChargeReasonCode')),
  },
  {
    id: 'BR-CO-25',
    text: 'A positive amount due (BT-115) has a due date (BT-9) or payment terms (BT-20)',
    test: (inv) => !(dec(total(inv, 'PayableAmount')) ?? new Decimal(0)).gt(0) || has(inv, 'DueDate') || has(inv, 'PaymentTerms/Note'),
  },
  {
    id: 'BR-CO-26',
    text: 'The seller is identified by a VAT id (BT-31), an identifier (BT-29) or a legal id (BT-30)',
    test: (inv) => vatScheme(all(inv, SELLER)).some((ts) => has(ts, 'CompanyID')) || has(inv, `${SELLER}/PartyIdentification/ID`) || has(inv, `${SELLER}/PartyLegalEntity/CompanyID`),
  },
];

/** Every PartyTaxScheme of the parties (seller, buyer, tax representative). */
const partyTaxSchemes = (inv: El): El[] => all(inv, 'AccountingSupplierParty/Party/PartyTaxScheme').concat(all(inv, 'AccountingCustomerParty/Party/PartyTaxScheme'), all(inv, 'TaxRepresentativeParty/PartyTaxScheme'));

const twoDecimals = (el: El): boolean => (el.text.split('.')[1] ?? '').length <= 2;
const categoryIs = (code: string) => (st: El) => val(st, 'TaxCategory/ID') === code;

/** Rules of EN 16931 beyond BR-CO that our invoices touch: VAT categories, decimals, payment. */
export const EN_RULES: Rule[] = [
  { id: 'BR-16', text: 'At least one invoice line', test: (inv) => all(inv, 'InvoiceLine').length > 0 },
  {
    id: 'UBL-SR-53',
    text: 'A party tax scheme has its identifier (CompanyID) and names its scheme (TaxScheme/ID) (EN 16931 1.3.14+)',
    test: (inv) => partyTaxSchemes(inv).every((ts) => all(ts, 'TaxScheme/ID').length > 0 && all(ts, 'CompanyID').length > 0),
  },
  {
    id: 'BR-DEC',
    text: 'Amounts have at most 2 decimals',
    test: (inv) =>
      ['LineExtensionAmount', 'TaxExclusiveAmount', 'TaxInclusiveAmount', 'PrepaidAmount', 'PayableAmount', 'TaxAmount', 'TaxableAmount', 'Amount', 'BaseAmount'].every((name) => deep(inv, name).every(twoDecimals)),
  },
  { id: 'BR-53', text: 'With a VAT accounting currency (BT-6), the VAT total in it (BT-111) is given', test: (inv) => !has(inv, 'TaxCurrencyCode') || all(inv, 'TaxTotal/TaxAmount').some((el) => el.attr('currencyID') === val(inv, 'TaxCurrencyCode')) },
  {
    id: 'BR-61',
    text: 'A credit transfer (code 30, 58) names the payment account (BT-84)',
    test: (inv) => all(inv, 'PaymentMeans').every((pm) => !['30', '58'].includes(val(pm, 'PaymentMeansCode')) || has(pm, 'PayeeFinancialAccount/ID')),
  },
  { id: 'BR-31', text: 'Each document-level allowance (BG-20) has an amount (BT-92)', test: (inv) => documentLevel(inv, false).every((ac) => has(ac, 'Amount')) },
  {
    id: 'BR-32',
    text: 'Each document-level allowance (BG-20) has a VAT category code (BT-95)',
    test: (inv) => documentLevel(inv, false).every((ac) => all(ac, 'TaxCategory').some((tc) => val(tc, 'TaxScheme/ID').toUpperCase() === 'VAT' && val(tc, 'ID') !== '')),
  },
  {
    id: 'BR-33',
    text: 'Each document-level allowance (BG-20) has a reason (BT-97) or reason code (BT-98)',
    test: (inv) => documentLevel(inv, false).every((ac) => has(ac, 'AllowanceChargeReason') || has(ac, 'AllowanceChargeReasonCode')),
  },
  {
    id: 'BR-S-06',
    text: 'A standard-rated (S) document-level allowance has a VAT rate above zero (BT-96)',
    test: (inv) => documentLevel(inv, false).filter((ac) => isCategory(ac, 'S', 'TaxCategory')).every((ac) => (dec(val(ac, 'TaxCategory/Percent')) ?? new Decimal(0)).gt(0)),
  },
  {
    id: 'BR-S-08',
    text: 'Standard rated: taxable amount per rate = Σ line net amounts − document allowances + charges at that rate (±1)',
    test: (inv) =>
      subtotals(inv)
        .filter(categoryIs('S'))
        .every((st) => {
          const rate = dec(val(st, 'TaxCategory/Percent'));
          if (rate === undefined) return false;
          const expected = categoryBase(inv, 'S', rate);
          const taxable = dec(val(st, 'TaxableAmount')) ?? new Decimal(0);
          return taxable.minus(1).lt(expected) && taxable.plus(1).gt(expected);
        }),
  },
  {
    id: 'BR-E-06',
    text: 'An exempt (E) document-level allowance has the VAT rate 0 (BT-96)',
    test: (inv) => documentLevel(inv, false).filter((ac) => isCategory(ac, 'E', 'TaxCategory')).every((ac) => dec(val(ac, 'TaxCategory/Percent'))?.eq(0) ?? false),
  },
  {
    id: 'BR-E-08',
    text: 'Exempt (E): taxable amount = Σ line net amounts − document allowances + charges of category E',
    test: (inv) => subtotals(inv).filter(categoryIs('E')).every((st) => eq(val(st, 'TaxableAmount'), categoryBase(inv, 'E'))),
  },
  { id: 'BR-E-10', text: 'Exempt (E) breakdown has an exemption reason or code', test: (inv) => subtotals(inv).filter(categoryIs('E')).every((st) => has(st, 'TaxCategory/TaxExemptionReason') || has(st, 'TaxCategory/TaxExemptionReasonCode')) },
  { id: 'BR-AE-10', text: 'Reverse charge (AE) breakdown has an exemption reason or code', test: (inv) => subtotals(inv).filter(categoryIs('AE')).every((st) => has(st, 'TaxCategory/TaxExemptionReason') || has(st, 'TaxCategory/TaxExemptionReasonCode')) },
  {
    id: 'BR-AE-02',
    text: 'Reverse charge lines: the seller VAT id and the buyer VAT or legal id are present',
    test: (inv) => !lineCategories(inv).includes('AE') || (has(inv, `${SELLER}/PartyTaxScheme/CompanyID`) && (vatScheme(all(inv, BUYER)).length > 0 || has(inv, `${BUYER}/PartyLegalEntity/CompanyID`))),
  },
  {
    id: 'BR-O-02',
    text: 'Not subject to VAT (O): neither seller nor buyer has a VAT identifier',
    test: (inv) => !lineCategories(inv).includes('O') || (vatScheme(all(inv, SELLER)).length === 0 && vatScheme(all(inv, BUYER)).length === 0),
  },
  { id: 'BR-O-05', text: 'A line not subject to VAT (O) has no VAT rate', test: (inv) => all(inv, 'InvoiceLine/Item/ClassifiedTaxCategory').every((c) => val(c, 'ID') !== 'O' || !has(c, 'Percent')) },
  {
    id: 'BR-O-06',
    text: 'A document-level allowance not subject to VAT (O) has no VAT rate',
    test: (inv) => documentLevel(inv, false).filter((ac) => isCategory(ac, 'O', 'TaxCategory')).every((ac) => !has(ac, 'TaxCategory/Percent')),
  },
  {
    id: 'BR-O-08',
    text: 'Not subject to VAT (O): taxable amount = Σ line net amounts − document allowances + charges of category O',
    test: (inv) => subtotals(inv).filter(categoryIs('O')).every((st) => eq(val(st, 'TaxableAmount'), categoryBase(inv, 'O'))),
  },
  { id: 'BR-O-09', text: 'Not subject to VAT (O): VAT amount 0', test: (inv) => subtotals(inv).filter(categoryIs('O')).every((st) => (dec(val(st, 'TaxAmount')) ?? new Decimal(1)).eq(0)) },
  { id: 'BR-O-10', text: 'Not subject to VAT (O) breakdown has an exemption reason or code', test: (inv) => subtotals(inv).filter(categoryIs('O')).every((st) => has(st, 'TaxCategory/TaxExemptionReason') || has(st, 'TaxCategory/TaxExemptionReasonCode')) },
  { id: 'BR-O-11', text: 'An O breakdown is the only breakdown', test: (inv) => !subtotals(inv).some(categoryIs('O')) || subtotals(inv).every(categoryIs('O')) },
];

export const ALL_RULES: Rule[] = [...RO_RULES, ...CO_RULES, ...EN_RULES];

/** The rules an invoice's XML breaks (empty when it passes every one we implement). */
export const brokenRules = (xml: string, rules: Rule[] = ALL_RULES): Rule[] => {
  const inv = parseXml(xml);
  return rules.filter((rule) => !rule.test(inv));
};
