import { describe, expect, it } from 'vitest';
import { ANAF_RULE_FIXES, ANAF_TOPICS, readAnafMessage } from './anaf-messages.js';

// ANAF's words as its nok answers carry them (CIUS-RO 1.0.9's and EN 16931's texts; the fake SPV's too).
const SELLER_COUNTY =
  'E: validari globale  eroare: [BR-RO-110]-Daca Codul tarii Vanzatorului (BT-40) este RO, atunci Subdiviziunea tarii Vanzatorului (BT-39) trebuie sa fie codificata folosind lista de coduri ISO 3166-2:RO (ex. "RO-B" pentru Municipiul Bucuresti, "RO-AB" pentru judetul Alba...). #If the Seller\'s country Code (BT-40) is RO, then the Seller\'s country subdivision (BT-39) must be coded using the ISO 3166-2: RO code list (ex. "RO-B" for Bucharest, "RO-AB" for Alba County...).';
// ANAF publishes BR-RO-111 (the buyer's county) under BR-RO-110's label.
const BUYER_COUNTY =
  'E: validari globale  eroare: [BR-RO-110]-Daca Codul tarii Cumparatorului (BT-55) este RO, atunci Subdiviziunea tarii Cumparatorului (BT-54) trebuie sa fie codificata folosind lista de coduri ISO 3166-2:RO (ex. "RO-B" pentru Municipiul Bucuresti, "RO-AB" pentru judetul Alba...). #If the Buyer\'s country Code (BT-55) is RO, then the Buyer\'s country subdivision (BT-54) must be coded using the ISO 3166-2: RO code list (ex. "RO-B" for Bucharest, "RO-AB" for Alba County...).';

describe("ANAF's messages read and mapped to the field to fix", () => {
  it("reads a CIUS-RO rule: its id, its terms, ANAF's Romanian and English, the seller's county on the invoice and in the profile", () => {
    const read = readAnafMessage(SELLER_COUNTY);
    expect(read.rule).toBe('BR-RO-110');
    expect(read.terms).toEqual(['BT-40', 'BT-39']);
    expect(read.text.ro).toMatch(/^Daca Codul tarii Vanzatorului \(BT-40\) este RO/);
    expect(read.text.en).toMatch(/^If the Seller's country Code \(BT-40\) is RO/);
    expect(read.fix).toEqual({ topic: 'seller_county', roles: ['company.county'], profile: true });
  });

  it("follows the text's party where ANAF's label names the other one (the buyer's county under BR-RO-110)", () => {
    expect(readAnafMessage(BUYER_COUNTY).fix).toEqual({ topic: 'buyer_county', roles: ['client.county'] });
  });

  it.each([
    ['E: validari globale  eroare: [BR-25]-Each Invoice line (BG-25) shall contain the Item name (BT-153).', 'line_name', ['lines.items'], 'name'],
    ['[BR-RO-120]-Factura trebuie sa contina Identificatorul de inregistrare legala a Cumparatorului (BT-47) sau Identificatorul de TVA al Cumparatorului (BT-48). #An Invoice shall contain the Buyer legal registration identifier (BT-47) or the Buyer VAT identifier (BT-48).', 'buyer_id', ['client.cui', 'client.cnp'], undefined],
    ['[BR-CO-25]-In case the Amount due for payment (BT-115) is positive, either the Payment due date (BT-9) or the Payment terms (BT-20) shall be present.', 'due_date', ['invoice.due_date'], undefined],
    ['[BR-RO-100]-Daca Codul subdiviziunii tarii Vanzatorului (BT-39) este "RO-B", atunci Orasul vanzatorului (BT-37) trebuie sa fie codificat folosind lista de coduri "SECTOR1"... #If the Seller\'s country subdivision (BT-39) is "RO-B", the Seller city (BT-37) must be "SECTOR1"...', 'seller_city', ['company.city'], undefined],
    ['[BR-RO-101]-Daca Codul subdiviziunii tarii Cumparatorului (BT-54) este "RO-B", atunci Orasul cumparatorului (BT-52) trebuie sa fie codificat folosind lista de coduri "SECTOR1"...', 'buyer_city', ['client.city'], undefined],
    ['[BR-RO-010]-Numarul facturii (BT-1) trebuie sa contina cel putin un caracter numeric. #The invoice number (BT-1) must contain at least one numeric character.', 'number', ['document.number'], undefined],
    ['[BR-22]-Each Invoice line (BG-25) shall have an Invoiced quantity (BT-129).', 'line_quantity', ['lines.items'], 'qty'],
    ['[BR-27]-The Item net price (BT-146) shall NOT be negative.', 'line_price', ['lines.items'], 'price'],
    ['[BR-RO-081]-Adresa Cumparatorului (BT-50) trebuie sa fie completata.', 'buyer_address', ['client.address'], undefined],
    ['[BR-06]-An Invoice shall contain the Seller name (BT-27).', 'seller_name', ['company.name'], undefined],
  ])('%s → %s', (message, topic, roles, column) => {
    const { fix } = readAnafMessage(message);
    expect(fix?.topic).toBe(topic);
    expect(fix?.roles).toEqual(roles);
    expect(fix?.column).toBe(column);
  });

  it("points at the line an XPath names (1-based in XPath, 0-based here) and reads a line's VAT", () => {
    const read = readAnafMessage(
      'E: validari globale  eroare: [BR-S-05]-In an Invoice line (BG-25) where the Invoiced item VAT category code (BT-151) is "Standard rated" the Invoiced item VAT rate (BT-152) shall be greater than zero.; xpath: /*:Invoice[namespace-uri()=\'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2\'][1]/*:InvoiceLine[3]/*:Item[1]/*:ClassifiedTaxCategory[1]',
    );
    expect([read.rule, read.line, read.fix?.topic, read.fix?.column]).toEqual(['BR-S-05', 2, 'vat', 'vat_rate']);
  });

  it("reads ANAF's own checks by the term or the words they name: a date after the upload, the seller's CIF", () => {
    const date = readAnafMessage('E: validari globale  eroare regula: Data emiterii facturii (BT-2) 2026-12-30 nu poate fi ulterioara datei incarcarii in sistem (2026-11-29)');
    expect([date.rule, date.fix?.topic, date.fix?.roles]).toEqual([undefined, 'issue_date', ['document.date']]);
    expect(date.text).toEqual({ ro: 'Data emiterii facturii (BT-2) 2026-12-30 nu poate fi ulterioara datei incarcarii in sistem (2026-11-29)', en: undefined });
    const cif = readAnafMessage('E: validari globale  eroare regula: CIF-ul vanzatorului din factura (12345674) nu corespunde cu CIF-ul pentru care s-a facut incarcarea (18547290)');
    expect(cif.fix).toMatchObject({ topic: 'seller_id', profile: true });
  });

  it("keeps ANAF's text without a fix where no field holds what it names: totals Atelier computes, an unreadable file", () => {
    expect(readAnafMessage('[BR-CO-10]-Sum of Invoice line net amount (BT-106) = Σ Invoice line net amount (BT-131).').fix).toBeUndefined();
    const unknown = readAnafMessage('Fisierul transmis nu este valid. org.xml.sax.SAXParseException; lineNumber: 1; columnNumber: 1; Content is not allowed in prolog.');
    expect(unknown).toMatchObject({ rule: undefined, fix: undefined, line: undefined });
    expect(unknown.text.ro).toBe('Fisierul transmis nu este valid. org.xml.sax.SAXParseException; lineNumber: 1; columnNumber: 1; Content is not allowed in prolog.');
  });

  it('maps every rule to a known topic', () => {
    for (const fix of Object.values(ANAF_RULE_FIXES)) if (fix) expect(ANAF_TOPICS).toContain(fix.topic);
  });
});
