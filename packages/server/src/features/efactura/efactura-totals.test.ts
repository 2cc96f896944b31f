import { describe, expect, it } from 'vitest';
import { Decimal, computeValues, convertMoney, formatMoney, toMoneyString } from '@atelier/core';
import { renderDocumentPdf } from '../../pdf/render.js';
import { pdfText, plain } from '../../pdf/test-support/pdf-tools.js';
import { invoiceFromDocument } from './from-document.js';
import { makeInvoice, type InvoiceKey } from '../../test/invoices.js';
import { writeUbl } from './ubl.js';
import { brokenRules } from './rules.js';
import { orderProblems } from './ubl-order.js';
import { all, has, parseXml, val } from './xml-query.js';

const samples: [string, InvoiceKey, Record<string, Record<string, unknown>>][] = [
  ['VAT payer sample (21 % and 11 %, discount, advance)', 'factura-platitor-tva', {}],
  ['non-VAT payer sample', 'factura-neplatitor-tva', {}],
  ['EUR sample (reverse charge)', 'factura-valuta-eur', {}],
  ['EUR with VAT, lei at the invoice rate', 'factura-valuta-eur', { payment: { reverse_charge: false }, client: { cui: 'RO4266367', country: 'RO', county: 'CJ', city: 'Cluj-Napoca' } }],
  // Amounts whose per-line VAT rounding differs from rounding each breakdown: the XML keeps the PDF's.
  ['many lines rounding per line', 'factura-platitor-tva', { payment: { advance: 0 }, lines: { items: Array.from({ length: 40 }, (_, i) => ({ name: `Piesa ${i + 1}`, unit: 'buc', qty: 3, price: ((35 + i) / 100).toFixed(2), vat_rate: i % 3 === 0 ? '11' : '21' })) } }],
  ['storno', 'factura-platitor-tva', { payment: { storno: true, storno_of: 'FCT-0041', advance: 0 } }],
  // A discount on the whole invoice: one document allowance per VAT category.
  ['discount on the total, single rate', 'factura-platitor-tva', { payment: { doc_discount: 10, advance: 0 }, lines: { items: [{ name: 'Manoperă', unit: 'ora', qty: 3, price: '133.33', vat_rate: '21' }, { name: 'Piese', unit: 'buc', qty: 7, price: '12.49', vat_rate: '21' }] } }],
  ['discount on the total, 21 % and 11 %', 'factura-platitor-tva', { payment: { doc_discount: 7.5 } }],
  // Shares that round apart: 3 × 0.33… of 0.05 each round up, the printed discount does not.
  ['discount on the total, shares rounding apart', 'factura-platitor-tva', { payment: { doc_discount: 15, advance: 0 }, lines: { items: ['21', '11', '9'].map((vat_rate) => ({ name: `Cota ${vat_rate}`, unit: 'buc', qty: 1, price: '0.30', vat_rate })) } }],
  ['discount on the total, non-VAT payer', 'factura-neplatitor-tva', { payment: { doc_discount: 12.5 } }],
  ['discount on the total, EUR', 'factura-valuta-eur', { payment: { doc_discount: 5, reverse_charge: false }, client: { cui: 'RO4266367', country: 'RO', county: 'CJ', city: 'Cluj-Napoca' } }],
  ['discount on a storno', 'factura-platitor-tva', { payment: { doc_discount: 10, storno: true, storno_of: 'FCT-0041', advance: 0 } }],
];

const ROLE_TO_XML: Record<string, string> = {
  'total.lines': 'LegalMonetaryTotal/LineExtensionAmount',
  'total.net': 'LegalMonetaryTotal/TaxExclusiveAmount',
  'total.grand': 'LegalMonetaryTotal/TaxInclusiveAmount',
  'total.advance': 'LegalMonetaryTotal/PrepaidAmount',
  'total.due': 'LegalMonetaryTotal/PayableAmount',
};

describe('the XML totals are the PDF totals, to the ban', () => {
  it.each(samples)('%s', async (_name, key, patch) => {
    const { definition, data } = makeInvoice(key, patch);
    const result = invoiceFromDocument({ definition, data, number: 'FCT-0042' });
    if (!result.ok) throw new Error(JSON.stringify(result.missing));
    const inv = parseXml(writeUbl(result.invoice));
    const { totals } = computeValues(definition, data);
    const currency = definition.document.currency;
    const pdf = pdfText(await renderDocumentPdf({ definition, document: { data, number: 'FCT-0042' }, locale: 'ro' })).flat;
    const shown = (amount: string, c = currency) => plain(formatMoney(amount, { locale: 'ro', currency: c }));
    let compared = 0;
    for (const total of definition.totals ?? []) {
      const value = totals[total.name];
      if (!total.role || value === undefined || value === '') continue;
      const xml =
        total.role === 'total.vat'
          ? val(all(inv, 'TaxTotal').find((tt) => all(tt, 'TaxAmount')[0]?.attr('currencyID') === currency) ?? [], 'TaxAmount')
          : total.role === 'total.allowance'
            ? // The PDF prints the discount negative; the XML's allowance total (BT-107) is positive.
              toMoneyString(new Decimal(val(inv, 'LegalMonetaryTotal/AllowanceTotalAmount') || '0').neg())
            : val(inv, ROLE_TO_XML[total.role] ?? '-');
      if (total.role === 'total.due' && Number(value) === 0 && Number(xml) < 0) continue;
      expect(xml, total.role).toBe(value);
      expect(pdf, `${total.role} on the PDF`).toContain(shown(xml));
      compared += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(1);
    // The VAT in lei of an invoice in another currency: the PDF's line, the XML's BT-111.
    if (currency !== 'RON') {
      const rate = (data.payment as Record<string, unknown>).rate;
      const lei = all(inv, 'TaxTotal/TaxAmount').find((el) => el.attr('currencyID') === 'RON')?.text;
      expect(lei).toBe(convertMoney(totals.vat, rate) ?? '0.00');
      if (Number(lei) > 0) expect(pdf).toContain(shown(lei ?? '', 'RON'));
    }
    // A discount: one allowance per VAT category of the breakdown, adding up to the printed discount.
    const discount = totals.discount ?? '';
    if (discount !== '') {
      const allowances = all(inv, 'AllowanceCharge');
      expect(allowances.length).toBe(all(inv, 'TaxTotal/TaxSubtotal').length);
      expect(allowances.reduce((sum, ac) => sum.plus(val(ac, 'Amount')), new Decimal(0)).neg().toFixed(2)).toBe(discount);
      expect(brokenRules(writeUbl(result.invoice))).toEqual([]);
      expect(orderProblems(writeUbl(result.invoice))).toEqual([]);
    } else expect(has(inv, 'AllowanceCharge')).toBe(false);
    // The breakdown adds up to the document's VAT (BR-CO-14) with the PDF's per-line rounding.
    const breakdown = all(inv, 'TaxTotal/TaxSubtotal/TaxAmount').reduce((sum, el) => sum + Math.round(Number(el.text) * 100), 0);
    expect(breakdown).toBe(Math.round(Number(totals.vat ?? '0') * 100));
  });
});
