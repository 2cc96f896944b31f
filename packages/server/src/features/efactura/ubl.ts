import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { DocumentAllowance, EInvoice, InvoiceLine, LineAllowance, Party, VatCategory } from './invoice-model.js';

export const CIUS_RO = 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1';
/**
 * The TaxScheme/ID of the seller's tax registration id (BT-32): "FC", the code of that identifier
 * in EN 16931's CII binding (schemeID FC), as XRechnung and others write it in UBL.
 */
export const TAX_REGISTRATION_SCHEME = 'FC';
export const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

/**
 * Writes an e-Factura as UBL 2.1 with xmlbuilder2 (escaping is the library's). Every element is
 * written in the order of the UBL 2.1 schema's sequences (ANAF validates the schema before the
 * rules); ubl-order.ts holds those sequences and the tests check the output against them.
 * No cbc:UBLVersionID: EN 16931's UBL-CR rules warn about it.
 */
export const writeUbl = (invoice: EInvoice): string => {
  const root = create({ version: '1.0', encoding: 'UTF-8', defaultNamespace: { ele: null, att: null } }).ele('Invoice');
  buildInvoice(root, invoice);
  const xml = root.end({ prettyPrint: false });
  // The three namespaces are declared on the root as text: built as namespaced nodes, every one of
  // the ~800 elements of a 40-line invoice had its name validated against them and the serializer
  // copied its prefix map per element, a third of the writing (profiled; the bytes are the same).
  // Every element name here is a constant cac:/cbc: name, so the declarations cover them all.
  const at = xml.indexOf('<Invoice>') + '<Invoice'.length;
  return `${xml.slice(0, at)} xmlns="${NS.invoice}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}"${xml.slice(at)}`;
};

type Node = XMLBuilder;
const cbc = (parent: Node, name: string, value: string, attrs?: Record<string, string>): Node => {
  const el = parent.ele(`cbc:${name}`);
  if (attrs) for (const [key, v] of Object.entries(attrs)) el.att(key, v);
  el.txt(value);
  return parent;
};
const cac = (parent: Node, name: string, fill: (el: Node) => void): Node => {
  fill(parent.ele(`cac:${name}`));
  return parent;
};

const buildInvoice = (root: Node, inv: EInvoice) => {
  const cur = { currencyID: inv.currency };
  cbc(root, 'CustomizationID', CIUS_RO);
  cbc(root, 'ID', inv.number);
  cbc(root, 'IssueDate', inv.issueDate);
  if (inv.dueDate) cbc(root, 'DueDate', inv.dueDate);
  cbc(root, 'InvoiceTypeCode', inv.typeCode);
  for (const note of inv.notes) cbc(root, 'Note', note);
  cbc(root, 'DocumentCurrencyCode', inv.currency);
  if (inv.taxCurrency) cbc(root, 'TaxCurrencyCode', inv.taxCurrency);
  if (inv.preceding) {
    const { number, issueDate } = inv.preceding;
    cac(root, 'BillingReference', (ref) =>
      cac(ref, 'InvoiceDocumentReference', (doc) => {
        cbc(doc, 'ID', number);
        if (issueDate) cbc(doc, 'IssueDate', issueDate);
      }),
    );
  }
  cac(root, 'AccountingSupplierParty', (sp) => cac(sp, 'Party', (p) => party(p, inv.seller)));
  cac(root, 'AccountingCustomerParty', (cp) => cac(cp, 'Party', (p) => party(p, inv.buyer)));
  if (inv.deliveryDate) cac(root, 'Delivery', (d) => cbc(d, 'ActualDeliveryDate', inv.deliveryDate ?? ''));
  if (inv.payment) {
    const { code, iban, bank } = inv.payment;
    cac(root, 'PaymentMeans', (pm) => {
      cbc(pm, 'PaymentMeansCode', code);
      if (iban)
        cac(pm, 'PayeeFinancialAccount', (fa) => {
          cbc(fa, 'ID', iban);
          if (bank) cbc(fa, 'Name', bank.slice(0, 200));
        });
    });
  }
  for (const allowance of inv.allowances) allowanceCharge(root, allowance, inv.currency);
  cac(root, 'TaxTotal', (tt) => {
    cbc(tt, 'TaxAmount', inv.totals.tax, cur);
    for (const sub of inv.breakdown)
      cac(tt, 'TaxSubtotal', (ts) => {
        cbc(ts, 'TaxableAmount', sub.taxable, cur);
        cbc(ts, 'TaxAmount', sub.tax, cur);
        taxCategory(ts, 'TaxCategory', sub.category, true);
      });
  });
  // BT-111: the VAT total in lei, a TaxTotal of its own without breakdown.
  if (inv.taxCurrency && inv.taxInTaxCurrency !== undefined)
    cac(root, 'TaxTotal', (tt) => cbc(tt, 'TaxAmount', inv.taxInTaxCurrency ?? '0.00', { currencyID: inv.taxCurrency ?? 'RON' }));
  cac(root, 'LegalMonetaryTotal', (mt) => {
    const t = inv.totals;
    cbc(mt, 'LineExtensionAmount', t.lineExtension, cur);
    cbc(mt, 'TaxExclusiveAmount', t.taxExclusive, cur);
    cbc(mt, 'TaxInclusiveAmount', t.taxInclusive, cur);
    if (t.allowance) cbc(mt, 'AllowanceTotalAmount', t.allowance, cur);
    if (t.prepaid) cbc(mt, 'PrepaidAmount', t.prepaid, cur);
    cbc(mt, 'PayableAmount', t.payable, cur);
  });
  for (const line of inv.lines) cac(root, 'InvoiceLine', (il) => invoiceLine(il, line, inv.currency));
};

const party = (p: Node, party: Party) => {
  cac(p, 'PostalAddress', (a) => {
    cbc(a, 'StreetName', party.street);
    cbc(a, 'CityName', party.city);
    if (party.postalCode) cbc(a, 'PostalZone', party.postalCode);
    if (party.countySubentity) cbc(a, 'CountrySubentity', party.countySubentity);
    cac(a, 'Country', (c) => cbc(c, 'IdentificationCode', party.country));
  });
  if (party.vatId)
    cac(p, 'PartyTaxScheme', (ts) => {
      cbc(ts, 'CompanyID', party.vatId ?? '');
      cac(ts, 'TaxScheme', (s) => cbc(s, 'ID', 'VAT'));
    });
  // A tax id outside VAT (a non-payer's CUI, BT-32): its TaxScheme/ID is anything but VAT (EN 16931's
  // UBL binding), and present: EN 16931 1.3.14+ refuses a PartyTaxScheme without it (UBL-SR-53).
  if (party.taxRegistrationId)
    cac(p, 'PartyTaxScheme', (ts) => {
      cbc(ts, 'CompanyID', party.taxRegistrationId ?? '');
      cac(ts, 'TaxScheme', (s) => cbc(s, 'ID', TAX_REGISTRATION_SCHEME));
    });
  cac(p, 'PartyLegalEntity', (le) => {
    cbc(le, 'RegistrationName', party.name);
    if (party.legalId) cbc(le, 'CompanyID', party.legalId);
  });
  if (party.phone || party.email)
    cac(p, 'Contact', (c) => {
      if (party.phone) cbc(c, 'Telephone', party.phone.slice(0, 100));
      if (party.email) cbc(c, 'ElectronicMail', party.email.slice(0, 100));
    });
};

/** TaxCategory (breakdown, with the exemption reason; document allowance, without) or ClassifiedTaxCategory (line, without). */
const taxCategory = (parent: Node, name: 'TaxCategory' | 'ClassifiedTaxCategory', category: VatCategory, withReason: boolean) =>
  cac(parent, name, (tc) => {
    cbc(tc, 'ID', category.code);
    if (category.percent !== undefined) cbc(tc, 'Percent', category.percent);
    if (withReason && category.exemptionCode) cbc(tc, 'TaxExemptionReasonCode', category.exemptionCode);
    if (withReason && category.exemptionReason) cbc(tc, 'TaxExemptionReason', category.exemptionReason);
    cac(tc, 'TaxScheme', (s) => cbc(s, 'ID', 'VAT'));
  });

/**
 * An allowance (a discount, reason code 95) of the document (BG-20, with its VAT category) or of a
 * line (BG-27, without: the line's ClassifiedTaxCategory says it).
 */
const allowanceCharge = (parent: Node, allowance: LineAllowance | DocumentAllowance, currency: string) =>
  cac(parent, 'AllowanceCharge', (ac) => {
    const amount = { currencyID: currency };
    cbc(ac, 'ChargeIndicator', 'false');
    cbc(ac, 'AllowanceChargeReasonCode', '95');
    cbc(ac, 'AllowanceChargeReason', allowance.reason);
    cbc(ac, 'MultiplierFactorNumeric', allowance.percent);
    cbc(ac, 'Amount', allowance.amount, amount);
    cbc(ac, 'BaseAmount', allowance.base, amount);
    if ('category' in allowance) taxCategory(ac, 'TaxCategory', allowance.category, false);
  });

const invoiceLine = (il: Node, line: InvoiceLine, currency: string) => {
  const amount = { currencyID: currency };
  cbc(il, 'ID', line.id);
  cbc(il, 'InvoicedQuantity', line.quantity, { unitCode: line.unitCode });
  cbc(il, 'LineExtensionAmount', line.net, amount);
  if (line.allowance) allowanceCharge(il, line.allowance, currency);
  cac(il, 'Item', (item) => {
    if (line.description) cbc(item, 'Description', line.description);
    cbc(item, 'Name', line.name);
    if (line.sellersItemId) cac(item, 'SellersItemIdentification', (id) => cbc(id, 'ID', line.sellersItemId ?? ''));
    taxCategory(item, 'ClassifiedTaxCategory', line.category, false);
  });
  cac(il, 'Price', (p) => cbc(p, 'PriceAmount', line.price, amount));
};
