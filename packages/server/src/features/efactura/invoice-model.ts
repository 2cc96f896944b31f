/**
 * An invoice as e-Factura (EN 16931 with the CIUS-RO rules) sees it: the business terms (BT-…)
 * our invoices fill, with amounts as 2-decimal strings. It is built from a document
 * (from-document.ts), checked (rules.ts) and written as UBL 2.1 (ubl.ts) element for element.
 */

export type VatCategoryCode = 'S' | 'E' | 'AE' | 'O';

export type VatCategory = {
  code: VatCategoryCode;
  /** BT-152 / BT-119; absent for O (not subject to VAT). */
  percent?: string;
  /** BT-121 (VATEX-EU-O, VATEX-EU-AE) and/or BT-120 (the legal basis in words). */
  exemptionCode?: string;
  exemptionReason?: string;
};

export type Party = {
  /** BT-27 / BT-44 */
  name: string;
  /** BT-35 / BT-50 */
  street: string;
  /** BT-37 / BT-52; `SECTOR1`…`SECTOR6` in Bucharest. */
  city: string;
  postalCode?: string;
  /** BT-39 / BT-54: ISO 3166-2 (`RO-CJ`). */
  countySubentity?: string;
  /** BT-40 / BT-55: ISO 3166-1 alpha-2. */
  country: string;
  /** BT-31 / BT-48: VAT identifier with its country prefix (`RO18547290`). */
  vatId?: string;
  /** BT-32: the seller's tax registration id outside VAT (a non-payer's CUI). */
  taxRegistrationId?: string;
  /** BT-30 / BT-47: legal registration id (trade register no., CUI, CNP or 13 zeros). */
  legalId?: string;
  phone?: string;
  email?: string;
};

export type LineAllowance = { amount: string; base: string; percent: string; reason: string };

export type InvoiceLine = {
  id: string;
  name: string;
  description?: string;
  sellersItemId?: string;
  /** BT-129 with BT-130 (UN/ECE rec. 20); negative on a storno line. */
  quantity: string;
  unitCode: string;
  /** BT-131 */
  net: string;
  /** BT-146, never negative (BR-27). */
  price: string;
  allowance?: LineAllowance;
  category: VatCategory;
  /** The line's own VAT as the PDF prints it; the breakdown sums them per category. */
  vat: string;
};

export type VatBreakdown = { category: VatCategory; taxable: string; tax: string };

/**
 * A document-level allowance (BG-20): the invoice's discount on the lines of one VAT category
 * (BT-95/96), as a percent (BT-94) of their net sum (BT-93), reason code 95 "Discount" (BT-98).
 */
export type DocumentAllowance = { amount: string; base: string; percent: string; reason: string; category: VatCategory };

export type PaymentMeans = { code: '10' | '30' | '48' | '97'; iban?: string; bank?: string };

export type EInvoice = {
  typeCode: '380';
  /** BT-1 */
  number: string;
  issueDate: string;
  dueDate?: string;
  /** BT-22, each ≤ 300 characters, at most 20. */
  notes: string[];
  currency: string;
  /** BT-6: RON when the invoice is in another currency (BR-RO-030). */
  taxCurrency?: 'RON';
  /** BT-111: the VAT total in lei at the invoice's exchange rate. */
  taxInTaxCurrency?: string;
  /** BG-3: the invoice a storno reverses. */
  preceding?: { number: string; issueDate?: string };
  seller: Party;
  buyer: Party;
  deliveryDate?: string;
  payment?: PaymentMeans;
  lines: InvoiceLine[];
  /** One per VAT category of the lines when the invoice has a discount on its total. */
  allowances: DocumentAllowance[];
  breakdown: VatBreakdown[];
  totals: {
    /** BT-106 */ lineExtension: string;
    /** BT-107: Σ document allowances, present with them. */ allowance?: string;
    /** BT-109 */ taxExclusive: string;
    /** BT-110 */ tax: string;
    /** BT-112 */ taxInclusive: string;
    /** BT-113 */ prepaid?: string;
    /** BT-115 */ payable: string;
  };
};
