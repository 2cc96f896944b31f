import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceFromDocument } from './from-document.js';
import type { EInvoice } from './invoice-model.js';
import { invoiceApplications, makeInvoice, type InvoiceKey } from '../../test/invoices.js';
import { RULE_SETS, fatalFindings, findings, type RuleSet } from './test-support/official-rules.js';
import { writeUbl } from './ubl.js';

/**
 * The XML of every invoice application, filled normally, against the rule sets as published:
 * ANAF's CIUS-RO 1.0.9 and CEN's latest EN 16931 UBL rules (rules.ts is our own reading of them,
 * checked at export; this is the authority). Each rule set is compiled once, at ~0.3 s an invoice.
 */
const SETS = Object.keys(RULE_SETS) as RuleSet[];

const exported = (input: Parameters<typeof invoiceFromDocument>[0]): { missing: unknown[]; invoice?: EInvoice } => {
  const result = invoiceFromDocument(input);
  return result.ok ? { missing: [], invoice: result.invoice } : { missing: result.missing };
};

/** Each rule set's fatal assertions, by rule set (so a failure names the set and the rules). */
const fatalBySet = (xml: string): Record<string, string[]> =>
  Object.fromEntries(SETS.map((set) => [set, fatalFindings(xml, set).map((f) => `${f.id} at ${f.location}: ${f.text}`)]));
const NONE = Object.fromEntries(SETS.map((set) => [set, []]));

const applications = invoiceApplications();

// Generous limits for a loaded machine: reading both rule sets and the first run of each take seconds.
describe('e-Factura XML against the published CIUS-RO 1.0.9 and EN 16931 UBL 1.3.16 rules', { timeout: 60_000 }, () => {
  beforeAll(() => {
    const { invoice } = exported({ ...makeInvoice('factura-platitor-tva'), number: 'FCT-0042' });
    if (invoice) for (const set of SETS) findings(writeUbl(invoice), set);
  }, 120_000);

  it('runs over every invoice application of the catalogue', () => {
    expect(new Set(applications.map((app) => app.key))).toEqual(new Set(['factura-platitor-tva', 'factura-neplatitor-tva', 'factura-valuta-eur', 'factura-servicii-ore']));
  });

  it.each(applications.map((app) => [`${app.key}, sample ${app.sample + 1}`, app] as const))('%s: exported with 0 fatal errors', (_name, app) => {
    const { missing, invoice } = exported({ definition: app.definition, data: app.data, number: 'FCT-0042' });
    expect(missing).toEqual([]);
    if (!invoice) return;
    expect(fatalBySet(writeUbl(invoice))).toEqual(NONE);
  });

  const variants: [string, InvoiceKey, Record<string, Record<string, unknown>>][] = [
    ['VAT payer, reverse charge', 'factura-platitor-tva', { payment: { cash_vat: false, reverse_charge: true } }],
    ['VAT payer, exempt and standard lines, discount on the total', 'factura-platitor-tva', { payment: { doc_discount: 10, exempt_basis: 'art. 292 alin. (2) lit. a) Cod fiscal' }, lines: { items: [{ name: 'Curs', unit: 'ora', qty: 2, price: 100, vat_rate: '0' }, { name: 'Manual', unit: 'buc', qty: 1, price: 50, vat_rate: '21' }] } }],
    ['VAT payer, individual without CNP, paid in cash', 'factura-platitor-tva', { client: { type: 'pf', name: 'Ion Popescu', cnp: '' }, payment: { method: 'cash', advance: 0 } }],
    ['VAT payer, storno', 'factura-platitor-tva', { payment: { storno: true, storno_of: 'FCT-0041', storno_date: '2026-03-10', advance: 0 } }],
    ['non-VAT payer, company buyer with a VAT number', 'factura-neplatitor-tva', { client: { type: 'pj', name: 'Firma SRL', cui: 'RO4266367' } }],
    ['EUR invoice with VAT, Romanian buyer', 'factura-valuta-eur', { payment: { reverse_charge: false }, client: { cui: 'RO4266367', country: 'RO', county: 'CJ', city: 'Cluj-Napoca' } }],
    [
      'hourly services invoice, supplier and individual customer outside Bucharest',
      'factura-servicii-ore',
      { company: { address: 'Str. Horea nr. 31', city: 'Cluj-Napoca', county: 'CJ', postal_code: '400174' }, client: { type: 'pf', name: 'Ioana Șerbănescu', address: 'Str. Lăpușneanu nr. 5', city: 'Iași', county: 'IS' } },
    ],
  ];
  it.each(variants)('%s: 0 fatal errors', (_name, key, patch) => {
    const { missing, invoice } = exported({ ...makeInvoice(key, patch), number: 'FCT-0042' });
    expect(missing).toEqual([]);
    if (!invoice) return;
    expect(fatalBySet(writeUbl(invoice))).toEqual(NONE);
  });

  it('reports what the rule sets refuse (the check is not blind)', () => {
    const { invoice } = exported({ ...makeInvoice('factura-platitor-tva'), number: 'FCT-0042' });
    if (!invoice) throw new Error('the sample exports');
    delete invoice.buyer.countySubentity;
    const noCounty = writeUbl(invoice);
    // CIUS-RO's rules are reports of the broken condition (svrl:successful-report), EN 16931's failed asserts.
    expect(fatalFindings(noCounty, 'CIUS-RO 1.0.9').map((f) => f.id)).toContain('BR-RO-111');
    // A PartyTaxScheme without its TaxScheme/ID: fatal under EN 16931 1.3.16, unknown to 1.3.8.
    const emptyScheme = noCounty.replace('<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>', '<cac:TaxScheme/></cac:PartyTaxScheme>');
    expect(emptyScheme).not.toBe(noCounty);
    expect(fatalFindings(emptyScheme, 'EN 16931 UBL 1.3.16').map((f) => f.id)).toContain('UBL-SR-53');
    expect(fatalFindings(emptyScheme, 'CIUS-RO 1.0.9').map((f) => f.id)).not.toContain('UBL-SR-53');
  });
});
