import { describe, expect, it } from 'vitest';
import { DEFAULT_RECEIVED, partsInvoiceXml } from '../../integrations/spv/fake-spv-documents.js';
import { readReceivedInvoice, supplierCifOf } from './ubl-read.js';

const fakeInvoice = (i: number) => {
  const seeded = DEFAULT_RECEIVED[i];
  if (!seeded) throw new Error('no such seeded invoice');
  return partsInvoiceXml({ ...seeded, buyerCif: '12345674', buyerName: 'Service Auto Someș SRL', issueDate: '2026-11-20', dueDate: '2026-12-20' });
};

const CREDIT_NOTE = `<?xml version="1.0" encoding="UTF-8"?>
<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1</cbc:CustomizationID>
  <cbc:ID>STORNO 12</cbc:ID>
  <cbc:IssueDate>2026-11-25</cbc:IssueDate>
  <cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cbc:TaxCurrencyCode>RON</cbc:TaxCurrencyCode>
  <cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>PAT-2026-00417</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>
  <cac:AccountingSupplierParty><cac:Party>
    <cac:PartyName><cbc:Name>Piese Auto</cbc:Name></cac:PartyName>
    <cac:PartyTaxScheme><cbc:CompanyID>RO 18547290</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
    <cac:PartyLegalEntity><cbc:RegistrationName>Piese Auto Transilvania SRL</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party>
    <cac:PartyLegalEntity><cbc:RegistrationName>Service Auto Someș SRL</cbc:RegistrationName><cbc:CompanyID>12345674</cbc:CompanyID></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingCustomerParty>
  <cac:PaymentMeans><cbc:PaymentMeansCode>42</cbc:PaymentMeansCode><cbc:PaymentDueDate>2026-12-25</cbc:PaymentDueDate></cac:PaymentMeans>
  <cac:TaxTotal><cbc:TaxAmount currencyID="RON">19.12</cbc:TaxAmount></cac:TaxTotal>
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="EUR">3.78</cbc:TaxAmount>
    <cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">18.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">3.78</cbc:TaxAmount>
      <cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>21</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="EUR">18.00</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount currencyID="EUR">18.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">21.78</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="EUR">21.78</cbc:PayableAmount></cac:LegalMonetaryTotal>
  <cac:CreditNoteLine><cbc:ID>1</cbc:ID><cbc:CreditedQuantity unitCode="H87">2</cbc:CreditedQuantity><cbc:LineExtensionAmount currencyID="EUR">18.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Filtru ulei MANN W 712/95 (retur)</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>21</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">90.00</cbc:PriceAmount><cbc:BaseQuantity unitCode="H87">10</cbc:BaseQuantity></cac:Price></cac:CreditNoteLine>
</CreditNote>`;

describe('reading a received e-Factura', () => {
  it("reads the fake SPV's parts invoice: parties, dates, totals, VAT and lines", () => {
    const read = readReceivedInvoice(fakeInvoice(0));
    expect(read).toMatchObject({
      kind: 'invoice',
      number: 'PAT-2026-00417',
      issueDate: '2026-11-20',
      dueDate: '2026-12-20',
      currency: 'RON',
      supplierName: 'Piese Auto Transilvania SRL',
      supplierCif: 'RO18547290',
      buyerCif: 'RO12345674',
      net: 575.9,
      vat: 120.94,
      payable: 696.84,
      vatBreakdown: [{ category: 'S', rate: 21, taxable: 575.9, vat: 120.94 }],
    });
    expect(read?.lines).toHaveLength(4);
    expect(read?.lines[0]).toEqual({ name: 'Filtru ulei MANN W 712/95', code: 'MANN-W712/95', quantity: 2, unit_code: 'H87', unit_price: 38.5, net: 77, vat_rate: 21 });
    expect(read?.lines[1]).toMatchObject({ name: 'Plăcuțe frână față TRW GDB1550', unit_code: 'SET', quantity: 1, unit_price: 189, net: 189 });
    expect(read?.lines[3]).toMatchObject({ code: null, unit_code: 'LTR', quantity: 2, net: 64 });
  });

  it('reads the second fake invoice, with a name holding an ampersand', () => {
    const read = readReceivedInvoice(fakeInvoice(1));
    expect(read).toMatchObject({ number: 'ALN 88213', supplierName: 'Anvelope & Lubrifianți Nord SRL', supplierCif: 'RO28634474', net: 1677, vat: 352.17, payable: 2029.17 });
    expect(read?.lines.map((l) => l.quantity)).toEqual([4, 4, 20]);
  });

  it('reads a CreditNote: its due date in PaymentMeans, the VAT total in the document currency, a price per base quantity', () => {
    const read = readReceivedInvoice(CREDIT_NOTE);
    expect(read).toMatchObject({
      kind: 'credit_note',
      number: 'STORNO 12',
      issueDate: '2026-11-25',
      dueDate: '2026-12-25',
      currency: 'EUR',
      supplierName: 'Piese Auto Transilvania SRL',
      supplierCif: 'RO18547290',
      buyerCif: '12345674',
      net: 18,
      vat: 3.78,
      payable: 21.78,
      vatBreakdown: [{ category: 'S', rate: 21, taxable: 18, vat: 3.78 }],
    });
    expect(read?.lines).toEqual([{ name: 'Filtru ulei MANN W 712/95 (retur)', code: null, quantity: 2, unit_code: 'H87', unit_price: 9, net: 18, vat_rate: 21 }]);
  });

  it("reads the parties' blocks and where to pay: the registration number only when it is not the CIF, each IBAN once", () => {
    const invoice = readReceivedInvoice(fakeInvoice(0));
    expect(invoice?.supplier).toEqual({ name: 'Piese Auto Transilvania SRL', cif: 'RO18547290', reg_no: 'J12/1843/2006', address: 'Str. Traian Vuia nr. 208', city: 'Cluj-Napoca', county: 'RO-CJ', country: 'RO' });
    expect(invoice?.buyer).toEqual({ name: 'Service Auto Someș SRL', cif: 'RO12345674', reg_no: null, address: 'Str. Fabricii nr. 12', city: 'Cluj-Napoca', county: 'RO-CJ', country: 'RO' });
    expect([invoice?.paymentAccounts, invoice?.paymentTerms]).toEqual([['RO49AAAA1B31007593840000'], null]);

    const twice = fakeInvoice(0).replace(
      '</cac:PaymentMeans>',
      '</cac:PaymentMeans><cac:PaymentMeans><cbc:PaymentMeansCode>42</cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>RO49 AAAA 1B31 0075 9384 0000</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans><cac:PaymentTerms><cbc:Note>Plata în 30 de zile</cbc:Note></cac:PaymentTerms>',
    );
    expect([readReceivedInvoice(twice)?.paymentAccounts, readReceivedInvoice(twice)?.paymentTerms]).toEqual([['RO49AAAA1B31007593840000'], 'Plata în 30 de zile']);

    // The credit note's buyer has its CIF only as the legal entity's id (not a registration number), and no address.
    const credit = readReceivedInvoice(CREDIT_NOTE);
    expect(credit?.buyer).toEqual({ name: 'Service Auto Someș SRL', cif: '12345674', reg_no: null, address: '', city: '', county: '', country: '' });
    expect(credit?.supplier).toMatchObject({ name: 'Piese Auto Transilvania SRL', cif: 'RO18547290', reg_no: null });
    expect(credit?.paymentAccounts).toEqual([]);
  });

  it('answers undefined for what is not an invoice', () => {
    expect(readReceivedInvoice('not xml <')).toBeUndefined();
    expect(readReceivedInvoice('<header xmlns="mfp:anaf:dgti:efactura:mesajEroriFactuta:v1"/>')).toBeUndefined();
  });

  it("reads the supplier's CIF from ANAF's message text", () => {
    expect(supplierCifOf('Factura cu id_incarcare=5000000001 emisa de cif_emitent=18547290 pentru cif_beneficiar=12345674')).toBe('18547290');
    expect(supplierCifOf('')).toBe('');
  });
});
