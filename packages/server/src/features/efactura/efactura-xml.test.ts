import { describe, expect, it } from 'vitest';
import { COUNTIES } from '@atelier/core';
import { invoiceFromDocument } from './from-document.js';
import type { EInvoice } from './invoice-model.js';
import { brokenRules } from './rules.js';
import { INVOICE_KEYS, makeInvoice, type InvoiceKey } from '../../test/invoices.js';
import { orderProblems } from './ubl-order.js';
import { writeUbl } from './ubl.js';
import { all, parseXml, val } from './xml-query.js';

const build = (key: InvoiceKey, patch: Record<string, Record<string, unknown>> = {}): { invoice: EInvoice; xml: string } => {
  const { definition, data } = makeInvoice(key, patch);
  const result = invoiceFromDocument({ definition, data, number: 'FCT-0042' });
  if (!result.ok) throw new Error(JSON.stringify(result.missing));
  return { invoice: result.invoice, xml: writeUbl(result.invoice) };
};

/** Valid against every rule we implement and in the schema's element order. */
const expectValid = (xml: string) => {
  expect(brokenRules(xml).map((r) => r.id)).toEqual([]);
  expect(orderProblems(xml)).toEqual([]);
};

const cases: [string, InvoiceKey, Record<string, Record<string, unknown>>][] = [
  ['VAT payer, mixed 21 % and 11 %, company buyer in Bucharest', 'factura-platitor-tva', {}],
  ['VAT payer, everything at 11 %', 'factura-platitor-tva', { lines: { items: [{ name: 'Carte', unit: 'buc', qty: 3, price: 45.5, vat_rate: '11' }] } }],
  ['VAT payer, buyer without VAT registration', 'factura-platitor-tva', { client: { cui: '4266367' } }],
  ['VAT payer, buyer with VAT registration', 'factura-platitor-tva', { client: { cui: 'RO4266367' } }],
  ['VAT payer, individual with CNP', 'factura-platitor-tva', { client: { type: 'pf', name: 'Ion Popescu', cnp: '1630615123457' } }],
  ['VAT payer, individual without CNP (13 zeros)', 'factura-platitor-tva', { client: { type: 'pf', name: 'Ion Popescu', cnp: '' } }],
  ['VAT payer, exempt line (0 %)', 'factura-platitor-tva', { payment: { exempt_basis: 'art. 292 alin. (2) lit. a) Cod fiscal' }, lines: { items: [{ name: 'Curs autorizat', unit: 'ora', qty: 2, price: 100, vat_rate: '0' }, { name: 'Manual', unit: 'buc', qty: 1, price: 20, vat_rate: '21' }] } }],
  ['VAT payer, reverse charge', 'factura-platitor-tva', { payment: { cash_vat: false, reverse_charge: true } }],
  ['VAT payer, paid in cash', 'factura-platitor-tva', { payment: { method: 'cash', advance: 0 } }],
  ['non-VAT payer, individual', 'factura-neplatitor-tva', {}],
  ['non-VAT payer, individual in Bucharest', 'factura-neplatitor-tva', { client: { city: 'București, sector 6', county: 'B' } }],
  ['non-VAT payer, company buyer', 'factura-neplatitor-tva', { client: { type: 'pj', name: 'Firma SRL', cui: 'RO4266367' } }],
  ['EUR invoice, reverse charge to a German company', 'factura-valuta-eur', {}],
  ['storno of a whole invoice (negative quantities, the reversed invoice named)', 'factura-platitor-tva', { payment: { storno: true, storno_of: 'FCT-0041', storno_date: '2026-03-10', advance: 0 } }],
  ['storno of part of an invoice (one line)', 'factura-neplatitor-tva', { payment: { storno: true, storno_of: 'FCT-0041', advance: 0 }, lines: { items: [{ name: 'Manual', unit: 'buc', qty: 1, price: 85 }] } }],
  ['EUR invoice with VAT, Romanian buyer', 'factura-valuta-eur', { payment: { reverse_charge: false }, client: { cui: 'RO4266367', country: 'RO', county: 'CJ', city: 'Cluj-Napoca' } }],
];

describe('e-Factura XML of our invoices', () => {
  it.each(cases)('%s: valid', (_name, key, patch) => {
    const { xml } = build(key, patch);
    expectValid(xml);
  });

  it('writes the CIUS-RO header, the parties and the lines like the minimal invoice of domain-ro §3', () => {
    const { xml } = build('factura-platitor-tva');
    const inv = parseXml(xml);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"')).toBe(true);
    expect(val(inv, 'CustomizationID')).toBe('urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1');
    expect(val(inv, 'InvoiceTypeCode')).toBe('380');
    expect(all(inv, 'UBLVersionID')).toHaveLength(0);
    expect(val(inv, 'AccountingSupplierParty/Party/PartyTaxScheme/CompanyID')).toBe('RO18547290');
    expect(val(inv, 'AccountingSupplierParty/Party/PostalAddress/CountrySubentity')).toBe('RO-CJ');
    expect(val(inv, 'AccountingCustomerParty/Party/PostalAddress/CountrySubentity')).toBe('RO-B');
    expect(val(inv, 'AccountingCustomerParty/Party/PostalAddress/CityName')).toBe('SECTOR3');
    expect(val(inv, 'PaymentMeans/PaymentMeansCode')).toBe('30');
    expect(val(inv, 'PaymentMeans/PayeeFinancialAccount/ID')).toBe('RO49AAAA1B31007593840000');
    expect(all(inv, 'InvoiceLine/InvoicedQuantity').map((q) => q.attr('unitCode'))).toEqual(['HUR', 'LTR', 'H87']);
    expect(all(inv, 'TaxTotal/TaxSubtotal/TaxCategory/Percent').map((p) => p.text)).toEqual(['21', '11']);
    // The oil line's 5 % discount is a line allowance.
    expect(val(all(inv, 'InvoiceLine')[1] ?? inv, 'AllowanceCharge/MultiplierFactorNumeric')).toBe('5');
  });

  it('a storno is an Invoice 380 with negative quantities and amounts, positive prices, and a BillingReference', () => {
    const { xml, invoice } = build('factura-platitor-tva', { payment: { storno: true, storno_of: 'FCT-0041', storno_date: '2026-03-10', advance: 0 } });
    const inv = parseXml(xml);
    expect(val(inv, 'InvoiceTypeCode')).toBe('380');
    expect(val(inv, 'BillingReference/InvoiceDocumentReference/ID')).toBe('FCT-0041');
    expect(val(inv, 'BillingReference/InvoiceDocumentReference/IssueDate')).toBe('2026-03-10');
    expect(all(inv, 'InvoiceLine/InvoicedQuantity').map((q) => q.text)).toEqual(['-2.5', '-4.5', '-1']);
    expect(all(inv, 'InvoiceLine/Price/PriceAmount').every((p) => !p.text.startsWith('-'))).toBe(true);
    expect(Number(invoice.totals.payable)).toBeLessThan(0);
    expect(all(inv, 'DueDate')).toHaveLength(1);
  });

  it('a non-VAT payer: category O with VATEX-EU-O, no rate, the CUI as tax registration id outside VAT', () => {
    const inv = parseXml(build('factura-neplatitor-tva').xml);
    expect(val(inv, 'TaxTotal/TaxSubtotal/TaxCategory/ID')).toBe('O');
    expect(val(inv, 'TaxTotal/TaxSubtotal/TaxCategory/TaxExemptionReasonCode')).toBe('VATEX-EU-O');
    expect(all(inv, 'TaxTotal/TaxSubtotal/TaxCategory/Percent')).toHaveLength(0);
    expect(val(inv, 'AccountingSupplierParty/Party/PartyTaxScheme/CompanyID')).toBe('18547290');
    // Not VAT, and not empty either: EN 16931 refuses a PartyTaxScheme without its scheme (UBL-SR-53).
    expect(val(inv, 'AccountingSupplierParty/Party/PartyTaxScheme/TaxScheme/ID')).toBe('FC');
    expect(val(inv, 'AccountingCustomerParty/Party/PartyLegalEntity/CompanyID')).toBe('1630615123457');
  });

  it('an individual without CNP is 13 zeros', () => {
    const inv = parseXml(build('factura-platitor-tva', { client: { type: 'pf', name: 'Ion Popescu', cnp: '' } }).xml);
    expect(val(inv, 'AccountingCustomerParty/Party/PartyLegalEntity/CompanyID')).toBe('0000000000000');
  });

  it('an EUR invoice gives its VAT total in RON too, at the rate on the invoice (BT-6, BT-111)', () => {
    const { xml, invoice } = build('factura-valuta-eur', { payment: { reverse_charge: false, rate: 5.0943 }, client: { cui: 'RO4266367', country: 'RO', county: 'CJ', city: 'Cluj-Napoca' } });
    const inv = parseXml(xml);
    expect(val(inv, 'TaxCurrencyCode')).toBe('RON');
    const amounts = all(inv, 'TaxTotal/TaxAmount').map((el) => [el.attr('currencyID'), el.text]);
    expect(amounts).toEqual([
      ['EUR', invoice.totals.tax],
      ['RON', (Math.round(Number(invoice.totals.tax) * 5.0943 * 100) / 100).toFixed(2)],
    ]);
  });

  it.each(COUNTIES.map(([code]) => code))('county %s is written as its ISO 3166-2 code', (code) => {
    const city = code === 'B' ? 'Sector 2' : 'Localitate';
    const inv = parseXml(build('factura-platitor-tva', { client: { county: code, city } }).xml);
    expect(val(inv, 'AccountingCustomerParty/Party/PostalAddress/CountrySubentity')).toBe(`RO-${code}`);
    expect(brokenRules(build('factura-platitor-tva', { client: { county: code, city } }).xml).map((r) => r.id)).toEqual([]);
  });

  it.each([
    ['buc', 'H87'],
    ['ora', 'HUR'],
    ['serv', 'C62'],
    ['l', 'LTR'],
    ['kg', 'KGM'],
    ['m', 'MTR'],
    ['set', 'SET'],
  ])('unit %s is %s', (unit, code) => {
    const inv = parseXml(build('factura-platitor-tva', { lines: { items: [{ name: 'X', unit, qty: 1, price: 10, vat_rate: '21' }] } }).xml);
    expect(all(inv, 'InvoiceLine/InvoicedQuantity')[0]?.attr('unitCode')).toBe(code);
  });

  it('a long item name is cut at 100 characters and kept whole in the description', () => {
    const name = `${'Lucrare de renovare completă a băii '.repeat(5)}final`.slice(0, 190);
    const { xml } = build('factura-platitor-tva', { lines: { items: [{ name, unit: 'serv', qty: 1, price: 1000, vat_rate: '21' }] } });
    const inv = parseXml(xml);
    expect([...val(inv, 'InvoiceLine/Item/Name')].length).toBeLessThanOrEqual(100);
    expect(val(inv, 'InvoiceLine/Item/Description')).toBe(name.replace(/\s+/g, ' ').trim());
    expectValid(xml);
  });

  it("names the car of a workshop's invoice in a note, as the paper writes it, and no car when the vehicle step is empty", () => {
    const { invoice, xml } = build('factura-platitor-tva');
    expect(invoice.notes).toContain('Auto: CJ 12 ABC, VIN 1M8GDM9AXKP042788, km 123.456');
    expect(all(parseXml(xml), 'Note').map((note) => note.text)).toContain('Auto: CJ 12 ABC, VIN 1M8GDM9AXKP042788, km 123.456');
    expectValid(xml);
    expect(build('factura-neplatitor-tva', { vehicle: { plate: 'cj-12-abc', vin: '', odometer: '' } }).invoice.notes).toContain('Auto: CJ 12 ABC');
    const { invoice: noCar } = build('factura-platitor-tva', { vehicle: { plate: '', vin: '', odometer: '' } });
    expect(noCar.notes.filter((note) => note.startsWith('Auto:'))).toEqual([]);
    expect(build('factura-valuta-eur').invoice.notes.filter((note) => note.startsWith('Auto:'))).toEqual([]);
  });

  it('escapes what XML must escape (the library does)', () => {
    const { xml } = build('factura-platitor-tva', { client: { name: 'A & B <Construct> SRL' } });
    expect(xml).toContain('A &amp; B &lt;Construct&gt; SRL');
    expect(val(parseXml(xml), 'AccountingCustomerParty/Party/PartyLegalEntity/RegistrationName')).toBe('A & B <Construct> SRL');
  });
});

describe('what is missing for a valid XML', () => {
  it('names each field by its path and in words', () => {
    const { definition, data } = makeInvoice('factura-platitor-tva');
    const broken = structuredClone(data);
    broken.client = { ...broken.client, county: '', city: 'București' };
    broken.company = { ...broken.company, iban: '' };
    const result = invoiceFromDocument({ definition, data: broken, number: 'FCT-1' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.missing.map((m) => [m.path, m.code])).toEqual([
      ['client.county', 'county'],
      ['company.iban', 'iban'],
    ]);
    expect(result.missing[0]?.message).toBe('Customer: county');
  });

  it('Bucharest without a sector', () => {
    const { definition, data } = makeInvoice('factura-platitor-tva');
    const result = invoiceFromDocument({ definition, data: { ...data, client: { ...data.client, city: 'București', county: 'B' } }, number: 'FCT-1' });
    expect(result.ok ? [] : result.missing.map((m) => m.code)).toEqual(['sector']);
  });

  it('reads an invoice of the previous version, with the address in one line', () => {
    const { definition, data } = makeInvoice('factura-platitor-tva');
    const steps = definition.steps.map((step) => ({ ...step, fields: step.fields.filter((f) => !['company.city', 'company.county', 'company.postal_code'].includes(f.role ?? '')) }));
    const old = { ...definition, steps };
    const result = invoiceFromDocument({ definition: old, data: { ...data, company: { ...data.company, address: 'Str. Fabricii nr. 10, Cluj-Napoca, jud. Cluj' } }, number: 'FCT-1' });
    expect(result.ok && [result.invoice.seller.street, result.invoice.seller.city, result.invoice.seller.countySubentity]).toEqual(['Str. Fabricii nr. 10', 'Cluj-Napoca', 'RO-CJ']);
  });
});

describe('element order of the UBL 2.1 schema', () => {
  it.each(INVOICE_KEYS)('%s is in order', (key) => {
    expect(orderProblems(build(key).xml)).toEqual([]);
  });

  it('finds an element out of order', () => {
    const { xml } = build('factura-platitor-tva');
    const swapped = xml.replace(/(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(<cbc:DueDate>[^<]*<\/cbc:DueDate>)/, '$2$1');
    expect(orderProblems(swapped)).toEqual(['/Invoice: IssueDate comes after DueDate']);
    const moved = xml.replace(/(<cbc:StreetName>[^<]*<\/cbc:StreetName>)(<cbc:CityName>[^<]*<\/cbc:CityName>)/, '$2$1');
    expect(orderProblems(moved)[0]).toMatch(/PostalAddress: StreetName comes after CityName/);
  });

  it('finds an element twice where the schema allows one, and one the sequence does not know', () => {
    const { xml } = build('factura-platitor-tva');
    expect(orderProblems(xml.replace('<cbc:DocumentCurrencyCode>RON</cbc:DocumentCurrencyCode>', '<cbc:DocumentCurrencyCode>RON</cbc:DocumentCurrencyCode><cbc:DocumentCurrencyCode>RON</cbc:DocumentCurrencyCode>'))).toEqual([
      '/Invoice: DocumentCurrencyCode repeated',
    ]);
    expect(orderProblems(xml.replace('<cbc:InvoiceTypeCode>', '<cbc:Bogus>1</cbc:Bogus><cbc:InvoiceTypeCode>'))).toEqual(['/Invoice: Bogus is not a child of Invoice']);
  });
});
