import { describe, expect, it } from 'vitest';
import { invoiceFromDocument } from './from-document.js';
import type { EInvoice } from './invoice-model.js';
import { ALL_RULES, CO_RULES, EN_RULES, RO_RULES, brokenRules, type Rule } from './rules.js';
import { makeInvoice, type InvoiceKey } from '../../test/invoices.js';
import { writeUbl } from './ubl.js';

const invoiceOf = (key: InvoiceKey, patch: Record<string, Record<string, unknown>> = {}): EInvoice => {
  const { definition, data } = makeInvoice(key, patch);
  const result = invoiceFromDocument({ definition, data, number: 'FCT-0042' });
  if (!result.ok) throw new Error(JSON.stringify(result.missing));
  return result.invoice;
};

const vatPayer = () => invoiceOf('factura-platitor-tva');
const nonPayer = () => invoiceOf('factura-neplatitor-tva');
const eur = () => invoiceOf('factura-valuta-eur', { payment: { reverse_charge: false }, client: { cui: 'RO4266367', country: 'RO', county: 'CJ', city: 'Cluj-Napoca' } });
const long = (n: number) => 'x'.repeat(n);
// A discount on the whole invoice: document-level allowances (one per VAT category).
const discounted = () => invoiceOf('factura-platitor-tva', { payment: { doc_discount: 10 } });
const discountedNonPayer = () => invoiceOf('factura-neplatitor-tva', { payment: { doc_discount: 10 } });
const discountedExempt = () =>
  invoiceOf('factura-platitor-tva', {
    payment: { doc_discount: 10, exempt_basis: 'art. 292 alin. (2) lit. a) Cod fiscal' },
    lines: { items: [{ name: 'Curs', unit: 'ora', qty: 2, price: 100, vat_rate: '0' }, { name: 'Manual', unit: 'buc', qty: 1, price: 50, vat_rate: '21' }] },
  });
const allowancesOf = (inv: EInvoice, code: string) => inv.allowances.filter((a) => a.category.code === code);
/** Every reason and reason code of the allowances (document and line) taken out. */
const NO_REASON = /<cbc:AllowanceChargeReasonCode>95<\/cbc:AllowanceChargeReasonCode><cbc:AllowanceChargeReason>Discount<\/cbc:AllowanceChargeReason>/g;

type Case = { valid: () => string; broken: () => string };
const edit = (make: () => EInvoice, change: (inv: EInvoice) => void): (() => string) => () => {
  const inv = make();
  change(inv);
  return writeUbl(inv);
};
const text = (make: () => EInvoice, from: string | RegExp, to: string): (() => string) => () => {
  const xml = writeUbl(make());
  const changed = xml.replace(from, to);
  if (changed === xml) throw new Error(`no ${String(from)} in the XML`);
  return changed;
};
const ok = (make: () => EInvoice = vatPayer) => () => writeUbl(make());

/** For every rule: an invoice that passes it and one that breaks it (and nothing else we check decides). */
const CASES: Record<string, Case> = {
  'BR-RO-001': { valid: ok(), broken: text(vatPayer, 'CIUS-RO:1.0.1', 'CIUS-RO:1.0.0') },
  'BR-RO-010': { valid: ok(), broken: edit(vatPayer, (i) => (i.number = 'FCT-ABC')) },
  'BR-RO-020': { valid: ok(), broken: text(vatPayer, '<cbc:InvoiceTypeCode>380<', '<cbc:InvoiceTypeCode>381<') },
  'BR-RO-030': { valid: ok(eur), broken: edit(eur, (i) => delete i.taxCurrency) },
  'BR-RO-065': { valid: ok(), broken: edit(vatPayer, (i) => delete i.seller.vatId) },
  'BR-RO-081': { valid: ok(), broken: edit(vatPayer, (i) => (i.seller.street = ' ')) },
  'BR-RO-082': { valid: ok(), broken: edit(vatPayer, (i) => (i.buyer.street = '')) },
  'BR-RO-091': { valid: ok(), broken: edit(vatPayer, (i) => (i.seller.city = '')) },
  'BR-RO-092': { valid: ok(), broken: edit(vatPayer, (i) => (i.buyer.city = '')) },
  'BR-RO-100': { valid: ok(), broken: edit(vatPayer, (i) => Object.assign(i.seller, { countySubentity: 'RO-B', city: 'București' })) },
  'BR-RO-101': { valid: ok(), broken: edit(vatPayer, (i) => (i.buyer.city = 'Bucuresti')) },
  'BR-RO-110': { valid: ok(), broken: edit(vatPayer, (i) => (i.seller.countySubentity = 'Cluj')) },
  'BR-RO-111': { valid: ok(), broken: edit(vatPayer, (i) => delete i.buyer.countySubentity) },
  'BR-RO-120': { valid: ok(), broken: edit(vatPayer, (i) => (delete i.buyer.legalId, delete i.buyer.vatId)) },
  'BR-RO-A020': { valid: edit(vatPayer, (i) => (i.notes = Array(20).fill('n'))), broken: edit(vatPayer, (i) => (i.notes = Array(21).fill('n'))) },
  'BR-RO-L302': { valid: edit(vatPayer, (i) => (i.notes = [long(300)])), broken: edit(vatPayer, (i) => (i.notes = [long(301)])) },
  'BR-RO-L155': { valid: edit(vatPayer, (i) => (i.number = `1${long(199)}`)), broken: edit(vatPayer, (i) => (i.number = `1${long(200)}`)) },
  'BR-RO-L151': { valid: edit(vatPayer, (i) => (i.seller.street = long(150))), broken: edit(vatPayer, (i) => (i.seller.street = long(151))) },
  'BR-RO-L152': { valid: edit(vatPayer, (i) => (i.buyer.street = long(150))), broken: edit(vatPayer, (i) => (i.buyer.street = long(151))) },
  'BR-RO-L0501': { valid: edit(vatPayer, (i) => (i.seller.city = long(50))), broken: edit(vatPayer, (i) => (i.seller.city = long(51))) },
  'BR-RO-L0502': { valid: edit(nonPayer, (i) => (i.buyer.city = long(50))), broken: edit(nonPayer, (i) => (i.buyer.city = long(51))) },
  'BR-RO-L0201': { valid: edit(vatPayer, (i) => (i.seller.postalCode = long(20))), broken: edit(vatPayer, (i) => (i.seller.postalCode = long(21))) },
  'BR-RO-L0202': { valid: edit(vatPayer, (i) => (i.buyer.postalCode = long(20))), broken: edit(vatPayer, (i) => (i.buyer.postalCode = long(21))) },
  'BR-RO-L201': { valid: edit(vatPayer, (i) => (i.seller.name = long(200))), broken: edit(vatPayer, (i) => (i.seller.name = long(201))) },
  'BR-RO-L203': { valid: edit(vatPayer, (i) => (i.buyer.name = long(200))), broken: edit(vatPayer, (i) => (i.buyer.name = long(201))) },
  'BR-RO-L1005': { valid: edit(vatPayer, (i) => (i.seller.phone = long(100))), broken: text(vatPayer, /<cbc:Telephone>[^<]*</, `<cbc:Telephone>${long(101)}<`) },
  'BR-RO-L1006': { valid: ok(), broken: text(vatPayer, /<cbc:ElectronicMail>[^<]*</, `<cbc:ElectronicMail>${long(101)}<`) },
  'BR-RO-L1010': { valid: ok(nonPayer), broken: text(nonPayer, /(<cac:AccountingCustomerParty>.*?<cbc:Telephone>)[^<]*</, `$1${long(101)}<`) },
  'BR-RO-L1011': { valid: ok(), broken: text(vatPayer, /(<cac:AccountingCustomerParty>.*?<cbc:ElectronicMail>)[^<]*</, `$1${long(101)}<`) },
  'BR-RO-L208': { valid: ok(), broken: text(vatPayer, /(<cac:PayeeFinancialAccount><cbc:ID>[^<]*<\/cbc:ID><cbc:Name>)[^<]*</, `$1${long(201)}<`) },
  'BR-RO-L156': { valid: edit(vatPayer, (i) => (i.preceding = { number: long(200) })), broken: text(vatPayer, '<cac:AccountingSupplierParty>', `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${long(201)}</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference><cac:AccountingSupplierParty>`) },
  'BR-RO-L1019': {
    valid: ok(invoiceOfExempt),
    broken: text(invoiceOfExempt, /<cbc:TaxExemptionReason>[^<]*</, `<cbc:TaxExemptionReason>${long(101)}<`),
  },
  'BR-RO-L1024': { valid: edit(vatPayer, (i) => i.lines[0] && (i.lines[0].name = long(100))), broken: edit(vatPayer, (i) => i.lines[0] && (i.lines[0].name = long(101))) },
  'BR-RO-L212': { valid: edit(vatPayer, (i) => i.lines[0] && (i.lines[0].description = long(200))), broken: edit(vatPayer, (i) => i.lines[0] && (i.lines[0].description = long(201))) },
  'BR-RO-DT001': { valid: ok(), broken: edit(vatPayer, (i) => (i.issueDate = '20.03.2026')) },
  'BR-RO-DT003': { valid: ok(), broken: edit(vatPayer, (i) => (i.dueDate = '2026-02-30')) },
  'BR-RO-DT004': { valid: ok(), broken: edit(vatPayer, (i) => (i.deliveryDate = '2026-3-19')) },
  'BR-27': { valid: ok(), broken: edit(vatPayer, (i) => i.lines[0] && (i.lines[0].price = '-1.00')) },

  'BR-CO-04': { valid: ok(), broken: text(vatPayer, /<cac:ClassifiedTaxCategory><cbc:ID>S<\/cbc:ID>/, '<cac:ClassifiedTaxCategory><cbc:ID></cbc:ID>') },
  'BR-CO-09': { valid: ok(), broken: edit(vatPayer, (i) => (i.seller.vatId = '18547290')) },
  'BR-CO-10': { valid: ok(), broken: edit(vatPayer, (i) => (i.totals.lineExtension = '1.00')) },
  'BR-CO-11': { valid: ok(discounted), broken: edit(discounted, (i) => (i.totals.allowance = '1.00')) },
  'BR-CO-13': { valid: ok(discounted), broken: edit(discounted, (i) => (i.totals.taxExclusive = i.totals.lineExtension)) },
  'BR-CO-14': { valid: ok(), broken: edit(vatPayer, (i) => (i.totals.tax = '1.00')) },
  'BR-CO-15': { valid: ok(), broken: edit(vatPayer, (i) => (i.totals.taxInclusive = '1.00')) },
  'BR-CO-16': { valid: ok(), broken: edit(vatPayer, (i) => (i.totals.payable = i.totals.taxInclusive)) },
  'BR-CO-17': {
    valid: edit(vatPayer, (i) => i.breakdown[0] && (i.breakdown[0].tax = (Number(i.breakdown[0].tax) + 0.99).toFixed(2))),
    broken: edit(vatPayer, (i) => i.breakdown[0] && (i.breakdown[0].tax = (Number(i.breakdown[0].tax) + 1).toFixed(2))),
  },
  'BR-CO-18': { valid: ok(), broken: edit(vatPayer, (i) => (i.breakdown = [])) },
  'BR-CO-23': { valid: ok(), broken: text(vatPayer, /<cbc:AllowanceChargeReasonCode>95<\/cbc:AllowanceChargeReasonCode><cbc:AllowanceChargeReason>Discount<\/cbc:AllowanceChargeReason>/, '') },
  'BR-CO-21': { valid: ok(discounted), broken: text(discounted, NO_REASON, '') },
  'BR-CO-25': { valid: edit(vatPayer, (i) => (delete i.dueDate, (i.totals.prepaid = i.totals.taxInclusive), (i.totals.payable = '0.00'))), broken: edit(vatPayer, (i) => delete i.dueDate) },
  'BR-CO-26': { valid: ok(nonPayer), broken: edit(nonPayer, (i) => delete i.seller.legalId) },

  'BR-16': { valid: ok(), broken: edit(vatPayer, (i) => (i.lines = [])) },
  'UBL-SR-53': { valid: ok(nonPayer), broken: text(nonPayer, /<cac:TaxScheme><cbc:ID>FC<\/cbc:ID><\/cac:TaxScheme>/, '<cac:TaxScheme/>') },
  'BR-DEC': { valid: ok(), broken: edit(vatPayer, (i) => (i.totals.payable = '1.001')) },
  'BR-53': { valid: ok(eur), broken: edit(eur, (i) => delete i.taxInTaxCurrency) },
  'BR-61': { valid: ok(), broken: edit(vatPayer, (i) => i.payment && delete i.payment.iban) },
  'BR-31': {
    valid: ok(discounted),
    broken: text(discounted, /<cbc:Amount currencyID="RON">[^<]*<\/cbc:Amount>(<cbc:BaseAmount currencyID="RON">[^<]*<\/cbc:BaseAmount><cac:TaxCategory>)/g, '$1'),
  },
  'BR-32': { valid: ok(discounted), broken: text(discounted, /<cac:TaxCategory>(?:(?!<\/cac:TaxCategory>).)*<\/cac:TaxCategory><\/cac:AllowanceCharge>/g, '</cac:AllowanceCharge>') },
  'BR-33': { valid: ok(discounted), broken: text(discounted, NO_REASON, '') },
  'BR-S-06': { valid: ok(discounted), broken: edit(discounted, (i) => allowancesOf(i, 'S').forEach((a) => (a.category = { code: 'S', percent: '0' }))) },
  'BR-E-06': { valid: ok(discountedExempt), broken: edit(discountedExempt, (i) => allowancesOf(i, 'E').forEach((a) => (a.category = { code: 'E', percent: '5' }))) },
  'BR-E-08': { valid: ok(discountedExempt), broken: edit(discountedExempt, (i) => allowancesOf(i, 'E').forEach((a) => (a.amount = (Number(a.amount) + 0.01).toFixed(2)))) },
  'BR-O-06': { valid: ok(discountedNonPayer), broken: edit(discountedNonPayer, (i) => allowancesOf(i, 'O').forEach((a) => (a.category = { code: 'O', percent: '0' }))) },
  'BR-O-08': { valid: ok(discountedNonPayer), broken: edit(discountedNonPayer, (i) => allowancesOf(i, 'O').forEach((a) => (a.amount = '1.00'))) },
  'BR-S-08': { valid: ok(discounted), broken: edit(discounted, (i) => allowancesOf(i, 'S').forEach((a) => (a.amount = (Number(a.amount) + 1).toFixed(2)))) },
  'BR-E-10': { valid: ok(invoiceOfExempt), broken: edit(invoiceOfExempt, (i) => i.breakdown.forEach((b) => delete b.category.exemptionReason)) },
  'BR-AE-10': { valid: ok(reverse), broken: edit(reverse, (i) => i.breakdown.forEach((b) => delete b.category.exemptionCode)) },
  'BR-AE-02': { valid: ok(reverse), broken: edit(reverse, (i) => (delete i.buyer.vatId, delete i.buyer.legalId)) },
  'BR-O-02': { valid: ok(nonPayer), broken: edit(nonPayer, (i) => (i.buyer.vatId = 'RO4266367')) },
  'BR-O-05': { valid: ok(nonPayer), broken: edit(nonPayer, (i) => i.lines[0] && (i.lines[0].category = { ...i.lines[0].category, percent: '0' })) },
  'BR-O-09': { valid: ok(nonPayer), broken: edit(nonPayer, (i) => i.breakdown[0] && (i.breakdown[0].tax = '1.00')) },
  'BR-O-10': { valid: ok(nonPayer), broken: edit(nonPayer, (i) => i.breakdown.forEach((b) => delete b.category.exemptionCode)) },
  'BR-O-11': { valid: ok(nonPayer), broken: edit(nonPayer, (i) => i.breakdown.push({ category: { code: 'S', percent: '21' }, taxable: '0.00', tax: '0.00' })) },
};

function invoiceOfExempt(): EInvoice {
  return invoiceOf('factura-platitor-tva', {
    payment: { exempt_basis: 'art. 292 alin. (2) lit. a) Cod fiscal' },
    lines: { items: [{ name: 'Curs', unit: 'ora', qty: 2, price: 100, vat_rate: '0' }] },
  });
}
function reverse(): EInvoice {
  return invoiceOf('factura-platitor-tva', { payment: { cash_vat: false, reverse_charge: true } });
}

const idsOf = (xml: string, rules: Rule[]) => brokenRules(xml, rules).map((r) => r.id);

describe('each implemented rule, passing and failing', () => {
  it('has a case for every rule', () => {
    expect(Object.keys(CASES).sort()).toEqual(ALL_RULES.map((r) => r.id).sort());
  });

  it.each([...RO_RULES, ...CO_RULES, ...EN_RULES].map((r) => [r.id, r] as const))('%s', (id, rule) => {
    const c = CASES[id];
    if (!c) throw new Error(`no case for ${id}`);
    expect(idsOf(c.valid(), [rule]), 'valid case').toEqual([]);
    expect(idsOf(c.broken(), [rule]), 'broken case').toEqual([id]);
  });
});
