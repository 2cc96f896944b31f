import { create } from 'xmlbuilder2';

/** A read-only view of an XML element, enough for the e-Factura rules: children by local name, text, attributes. */
export type El = { name: string; text: string; attr: (name: string) => string | undefined; kids: El[] };

type DomNode = {
  nodeType: number;
  localName: string | null;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  getAttribute?: (name: string) => string | null;
};

const wrap = (node: DomNode): El => {
  let kids: El[] | undefined;
  return {
    name: node.localName ?? '',
    text: node.textContent ?? '',
    attr: (name) => node.getAttribute?.(name) ?? undefined,
    get kids() {
      kids ??= Array.from(node.childNodes)
        .filter((child) => child.nodeType === 1)
        .map(wrap);
      return kids;
    },
  };
};

export const parseXml = (xml: string): El => wrap(create(xml).root().node as unknown as DomNode);

/** Elements at a path of local names ("AccountingSupplierParty/Party/PostalAddress/CityName"); `//X` is any depth. */
export const all = (from: El | El[], path: string): El[] => {
  let nodes = Array.isArray(from) ? from : [from];
  for (const step of path.split('/')) {
    if (step === '') continue;
    nodes = nodes.flatMap((node) => node.kids.filter((kid) => kid.name === step));
  }
  return nodes;
};

/** Every element named `name` under `from`, at any depth. */
export const deep = (from: El, name: string): El[] => from.kids.flatMap((kid) => [...(kid.name === name ? [kid] : []), ...deep(kid, name)]);

/** The normalised text of the first element at the path ('' when none), as XPath's normalize-space. */
export const val = (from: El | El[], path: string): string => (all(from, path)[0]?.text ?? '').replace(/\s+/g, ' ').trim();
export const has = (from: El | El[], path: string): boolean => all(from, path).some((el) => el.text.trim() !== '' || el.kids.length > 0);

/**
 * The number, issue date and seller of an e-Factura (Invoice or CreditNote), read from its XML; undefined
 * when it is not one. SPV matches an upload whose answer was lost by the invoice ANAF holds (issue 30).
 */
export const readInvoiceNumber = (xml: string): { number: string; issueDate: string; seller: string } | undefined => {
  try {
    const root = parseXml(xml);
    if (root.name !== 'Invoice' && root.name !== 'CreditNote') return undefined;
    const party = 'AccountingSupplierParty/Party';
    const seller = val(root, `${party}/PartyTaxScheme/CompanyID`) || val(root, `${party}/PartyLegalEntity/CompanyID`);
    return { number: val(root, 'ID'), issueDate: val(root, 'IssueDate'), seller: seller.toUpperCase().replace(/^RO/, '') };
  } catch {
    // Not XML at all (an errors file, a truncated download): not an invoice to match.
    return undefined;
  }
};
