import { createHash, randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { SaxesParser } from 'saxes';
import { create } from 'xmlbuilder2';

/**
 * The documents the fake SPV (fake-spv.ts) reads and writes: its checks of an uploaded invoice,
 * with ANAF's messages; the errors XML and the signature of a download; the ZIP; and the supplier
 * invoices it holds for any CIF that lists its messages. Mirrors ANAF's formats as
 * http-spv-adapter.ts reads them.
 */

const UBL = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;
const CIUS_RO = 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1';

/** A parser's complaint when the text is not well-formed XML (xmlbuilder2 reads much that is not). */
export const notWellFormed = (xml: string): string | undefined => {
  if (xml.trim() === '') return 'Content is not allowed in prolog.';
  try {
    new SaxesParser().write(xml).close();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

type El = { name: string; ns: string; text: string; kids: El[] };
type DomNode = { nodeType: number; localName: string | null; namespaceURI: string | null; textContent: string | null; childNodes: ArrayLike<DomNode> };
const wrap = (node: DomNode): El => ({
  name: node.localName ?? '',
  ns: node.namespaceURI ?? '',
  text: (node.textContent ?? '').trim(),
  kids: Array.from(node.childNodes).filter((c) => c.nodeType === 1).map(wrap),
});
const at = (from: El | undefined, path: string): El[] =>
  path.split('/').reduce<El[]>((nodes, step) => nodes.flatMap((n) => n.kids.filter((k) => k.name === step)), from ? [from] : []);
const text = (from: El | undefined, path: string): string => at(from, path)[0]?.text ?? '';

/** What the fake reads of an uploaded document: its kind, the keys ANAF's duplicate check uses, the parties' CIFs. */
export type UploadedDocument = {
  kind: 'Invoice' | 'CreditNote' | 'other';
  number: string;
  issueDate: string;
  sellerCif: string;
  buyerCif: string;
  root: El;
};

const digits = (id: string) => id.replace(/^RO/i, '').trim();
const partyCif = (party: El | undefined) => digits(text(party, 'PartyTaxScheme/CompanyID') || text(party, 'PartyLegalEntity/CompanyID'));

/** The document as the fake reads it (the XML is well-formed: notWellFormed said so first). */
export const readDocument = (xml: string): UploadedDocument => {
  const root = wrap(create(xml).root().node as unknown as DomNode);
  const kind = root.name === 'Invoice' && root.ns === UBL.invoice ? 'Invoice' : root.name === 'CreditNote' && root.ns === UBL.creditNote ? 'CreditNote' : 'other';
  const seller = at(root, 'AccountingSupplierParty/Party')[0];
  const buyer = at(root, 'AccountingCustomerParty/Party')[0];
  return { kind, number: text(root, 'ID'), issueDate: text(root, 'IssueDate'), sellerCif: partyCif(seller), buyerCif: partyCif(buyer), root };
};

/** ANAF's text of the rules the fake checks (CIUS-RO 1.0.9 and EN 16931, as published; BR-RO-111 carries BR-RO-110's label there too). */
const RULE_TEXT = {
  'BR-RO-110':
    '[BR-RO-110]-Daca Codul tarii Vanzatorului (BT-40) este RO, atunci Subdiviziunea tarii Vanzatorului (BT-39) trebuie sa fie codificata folosind lista de coduri ISO 3166-2:RO (ex. "RO-B" pentru Municipiul Bucuresti, "RO-AB" pentru judetul Alba...). #If the Seller\'s country Code (BT-40) is RO, then the Seller\'s country subdivision (BT-39) must be coded using the ISO 3166-2: RO code list (ex. "RO-B" for Bucharest, "RO-AB" for Alba County...).',
  'BR-RO-111':
    '[BR-RO-110]-Daca Codul tarii Cumparatorului (BT-55) este RO, atunci Subdiviziunea tarii Cumparatorului (BT-54) trebuie sa fie codificata folosind lista de coduri ISO 3166-2:RO (ex. "RO-B" pentru Municipiul Bucuresti, "RO-AB" pentru judetul Alba...). #If the Buyer\'s country Code (BT-55) is RO, then the Buyer\'s country subdivision (BT-54) must be coded using the ISO 3166-2: RO code list (ex. "RO-B" for Bucharest, "RO-AB" for Alba County...).',
  'BR-25': '[BR-25]-Each Invoice line (BG-25) shall contain the Item name (BT-153).',
} as const;
/** How ANAF words a rule broken in its nok answer: the section, then the rule's own text. */
const schematron = (rule: keyof typeof RULE_TEXT) => `E: validari globale  eroare: ${RULE_TEXT[rule]}`;

const COUNTY = /^RO-(AB|AG|AR|B|BC|BH|BN|BR|BT|BV|BZ|CJ|CL|CS|CT|CV|DB|DJ|GJ|GL|GR|HD|HR|IF|IL|IS|MH|MM|MS|NT|OT|PH|SB|SJ|SM|SV|TL|TM|TR|VL|VN|VS)$/;

/** ANAF's words for an invoice dated after the day it reached SPV (a check of its own, beyond the schematron). */
export const futureIssueDateError = (issueDate: string, today: string) =>
  `E: validari globale  eroare regula: Data emiterii facturii (BT-2) ${issueDate} nu poate fi ulterioara datei incarcarii in sistem (${today})`;

/**
 * A few real checks ANAF makes, enough to make a broken invoice: the seller's CIF is the upload's
 * `cif`, the invoice is not dated after the day it is uploaded (`today`, Romania's calendar day,
 * when given: ANAF's global check, which Atelier's export cannot make for the user since a date in
 * the future is a valid date), a Romanian party's county is an ISO 3166-2:RO code (BR-RO-110/111),
 * every line has a name (BR-25). An empty list: the invoice passes.
 */
export const ruleErrors = (doc: UploadedDocument, cif: string, { today }: { today?: string } = {}): string[] => {
  const errors: string[] = [];
  if (doc.sellerCif !== cif) {
    errors.push(`E: validari globale  eroare regula: CIF-ul vanzatorului din factura (${doc.sellerCif || 'lipsa'}) nu corespunde cu CIF-ul pentru care s-a facut incarcarea (${cif})`);
  }
  if (today && /^\d{4}-\d{2}-\d{2}$/.test(doc.issueDate) && doc.issueDate > today) errors.push(futureIssueDateError(doc.issueDate, today));
  const lineName = doc.kind === 'CreditNote' ? 'CreditNoteLine' : 'InvoiceLine';
  for (const [path, rule] of [['AccountingSupplierParty/Party/PostalAddress', 'BR-RO-110'], ['AccountingCustomerParty/Party/PostalAddress', 'BR-RO-111']] as const) {
    const address = at(doc.root, path)[0];
    if (text(address, 'Country/IdentificationCode') === 'RO' && !COUNTY.test(text(address, 'CountrySubentity'))) errors.push(schematron(rule));
  }
  if (at(doc.root, lineName).some((line) => text(line, 'Item/Name') === '')) errors.push(schematron('BR-25'));
  return errors;
};

/** ANAF's duplicate refusal: the same seller, number and date were filed before. */
export const duplicateError = (index: string, day: string) => `Factura a mai fost transmisa anterior cu index=${index} si data incarcare=${day}`;

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/\n/g, '&#xA;').replace(/\t/g, '&#x9;');

/** The XML of a nok download, as ANAF writes it (its namespace's "Factuta" is ANAF's spelling). */
export const errorsXml = ({ index, cif, messages }: { index: string; cif: string; messages: string[] }): string =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  `<header xmlns="mfp:anaf:dgti:efactura:mesajEroriFactuta:v1" Index_incarcare="${index}" Cif_emitent="${cif}">` +
  messages.map((m) => `<Error errorMessage="${escapeAttr(m)}"/>`).join('') +
  '</header>';

/**
 * The Ministry's signature over the file, shaped as ANAF's semnatura_<index>.xml (a detached
 * XMLDSig with its certificate). The digest is the file's real SHA-256; the signature value and
 * the certificate are random bytes: the shape is right, it would not verify, and nothing in
 * Atelier checks it (ANAF's own service does that for a real one).
 */
export const signatureXml = ({ fileName, content }: { fileName: string; content: string }): string =>
  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>' +
  '<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo>' +
  '<CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>' +
  '<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>' +
  `<Reference URI="${fileName}"><DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>` +
  `<DigestValue>${createHash('sha256').update(content, 'utf8').digest('base64')}</DigestValue></Reference></SignedInfo>` +
  `<SignatureValue>${randomBytes(256).toString('base64')}</SignatureValue>` +
  '<KeyInfo><X509Data><X509SubjectName>CN=MINISTERUL FINANTELOR (FAKE),O=MINISTERUL FINANTELOR,C=RO</X509SubjectName>' +
  `<X509Certificate>${randomBytes(600).toString('base64')}</X509Certificate></X509Data></KeyInfo></Signature>`;

/** The ZIP of one message: `<index>.xml` (the invoice, or the errors) and `semnatura_<index>.xml`. */
export const messageZip = ({ index, xml }: { index: string; xml: string }): Buffer => {
  const fileName = `${index}.xml`;
  return Buffer.from(zipSync({ [fileName]: strToU8(xml), [`semnatura_${index}.xml`]: strToU8(signatureXml({ fileName, content: xml })) }));
};

export type FakePartsLine = { name: string; unitCode: string; quantity: number; price: number; sellersItemId?: string };
export type FakeSupplier = { cif: string; name: string; regNo: string; street: string; city: string; county: string; iban: string };

const money = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A supplier's CIUS-RO invoice to a buyer, standard-rated (21 %), as a parts supplier's software writes it. */
export const partsInvoiceXml = (input: { supplier: FakeSupplier; buyerCif: string; buyerName: string; number: string; issueDate: string; dueDate: string; lines: FakePartsLine[] }): string => {
  const { supplier, lines } = input;
  const nets = lines.map((l) => Math.round(l.quantity * l.price * 100) / 100);
  const net = nets.reduce((a, b) => a + b, 0);
  const vat = Math.round(net * 21) / 100;
  const cur = 'currencyID="RON"';
  const category = '<cbc:ID>S</cbc:ID><cbc:Percent>21</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>';
  const address = (street: string, city: string, county: string) =>
    `<cac:PostalAddress><cbc:StreetName>${esc(street)}</cbc:StreetName><cbc:CityName>${esc(city)}</cbc:CityName><cbc:CountrySubentity>${county}</cbc:CountrySubentity><cac:Country><cbc:IdentificationCode>RO</cbc:IdentificationCode></cac:Country></cac:PostalAddress>`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="${UBL.invoice}" xmlns:cac="${UBL.cac}" xmlns:cbc="${UBL.cbc}">` +
    `<cbc:CustomizationID>${CIUS_RO}</cbc:CustomizationID><cbc:ID>${esc(input.number)}</cbc:ID><cbc:IssueDate>${input.issueDate}</cbc:IssueDate>` +
    `<cbc:DueDate>${input.dueDate}</cbc:DueDate><cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode><cbc:DocumentCurrencyCode>RON</cbc:DocumentCurrencyCode>` +
    `<cac:AccountingSupplierParty><cac:Party>${address(supplier.street, supplier.city, supplier.county)}` +
    `<cac:PartyTaxScheme><cbc:CompanyID>RO${supplier.cif}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>` +
    `<cac:PartyLegalEntity><cbc:RegistrationName>${esc(supplier.name)}</cbc:RegistrationName><cbc:CompanyID>${supplier.regNo}</cbc:CompanyID></cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>` +
    `<cac:AccountingCustomerParty><cac:Party>${address('Str. Fabricii nr. 12', 'Cluj-Napoca', 'RO-CJ')}` +
    `<cac:PartyTaxScheme><cbc:CompanyID>RO${input.buyerCif}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>` +
    `<cac:PartyLegalEntity><cbc:RegistrationName>${esc(input.buyerName)}</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingCustomerParty>` +
    `<cac:PaymentMeans><cbc:PaymentMeansCode>42</cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>${supplier.iban}</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>` +
    `<cac:TaxTotal><cbc:TaxAmount ${cur}>${money(vat)}</cbc:TaxAmount><cac:TaxSubtotal><cbc:TaxableAmount ${cur}>${money(net)}</cbc:TaxableAmount>` +
    `<cbc:TaxAmount ${cur}>${money(vat)}</cbc:TaxAmount><cac:TaxCategory>${category}</cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal>` +
    `<cac:LegalMonetaryTotal><cbc:LineExtensionAmount ${cur}>${money(net)}</cbc:LineExtensionAmount><cbc:TaxExclusiveAmount ${cur}>${money(net)}</cbc:TaxExclusiveAmount>` +
    `<cbc:TaxInclusiveAmount ${cur}>${money(net + vat)}</cbc:TaxInclusiveAmount><cbc:PayableAmount ${cur}>${money(net + vat)}</cbc:PayableAmount></cac:LegalMonetaryTotal>` +
    lines
      .map(
        (l, i) =>
          `<cac:InvoiceLine><cbc:ID>${i + 1}</cbc:ID><cbc:InvoicedQuantity unitCode="${l.unitCode}">${l.quantity}</cbc:InvoicedQuantity>` +
          `<cbc:LineExtensionAmount ${cur}>${money(nets[i] ?? 0)}</cbc:LineExtensionAmount><cac:Item><cbc:Name>${esc(l.name)}</cbc:Name>` +
          (l.sellersItemId ? `<cac:SellersItemIdentification><cbc:ID>${esc(l.sellersItemId)}</cbc:ID></cac:SellersItemIdentification>` : '') +
          `<cac:ClassifiedTaxCategory>${category}</cac:ClassifiedTaxCategory></cac:Item><cac:Price><cbc:PriceAmount ${cur}>${money(l.price)}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`,
      )
      .join('') +
    '</Invoice>'
  );
};

/** The suppliers' invoices every CIF finds in the fake's list (a demo inbox): a parts distributor and a tyre and oil supplier. */
export const DEFAULT_RECEIVED: { supplier: FakeSupplier; number: string; daysAgo: number; lines: FakePartsLine[] }[] = [
  {
    supplier: { cif: '18547290', name: 'Piese Auto Transilvania SRL', regNo: 'J12/1843/2006', street: 'Str. Traian Vuia nr. 208', city: 'Cluj-Napoca', county: 'RO-CJ', iban: 'RO49AAAA1B31007593840000' },
    number: 'PAT-2026-00417',
    daysAgo: 3,
    lines: [
      { name: 'Filtru ulei MANN W 712/95', unitCode: 'H87', quantity: 2, price: 38.5, sellersItemId: 'MANN-W712/95' },
      { name: 'Plăcuțe frână față TRW GDB1550', unitCode: 'SET', quantity: 1, price: 189, sellersItemId: 'TRW-GDB1550' },
      { name: 'Ulei motor Castrol EDGE 5W-30 LL 5 l', unitCode: 'H87', quantity: 1, price: 245.9 },
      { name: 'Lichid de frână DOT 4, 1 l', unitCode: 'LTR', quantity: 2, price: 32 },
    ],
  },
  {
    supplier: { cif: '28634474', name: 'Anvelope & Lubrifianți Nord SRL', regNo: 'J06/512/2011', street: 'Calea Moldovei nr. 15', city: 'Bistrița', county: 'RO-BN', iban: 'RO66BACX0000001234567890' },
    number: 'ALN 88213',
    daysAgo: 1,
    lines: [
      { name: 'Anvelopă vară Michelin Primacy 4 205/55 R16 91V', unitCode: 'H87', quantity: 4, price: 412 },
      { name: 'Valvă anvelopă TR414', unitCode: 'H87', quantity: 4, price: 5 },
      { name: 'Greutăți echilibrare adezive 5 g', unitCode: 'H87', quantity: 20, price: 0.45 },
    ],
  },
];
