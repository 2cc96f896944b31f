/**
 * ANAF's messages about a rejected invoice, read (issue 30): the rule broken (CIUS-RO's BR-RO-xx,
 * EN 16931's BR-xx, BR-CO-xx, BR-S-xx…), the business terms it names (BT-xx), the invoice line an
 * XPath points at, ANAF's own text in Romanian and English (ANAF writes "ro #en"), and, where the
 * rule is one of the common rejections, what it is about and which field of the invoice fixes it.
 *
 * The fields are named by their form role, as e-Factura's XML builder reads them
 * (server efactura/from-document.ts: company.* for the seller, client.* for the buyer,
 * document.date, invoice.due_date, document.number, and the line columns of lines.items), so any
 * invoice application whose fields carry these roles gets the same fixes.
 */

/** What a rejection is about: the key of its explanation in words (the web's spv.fix.topics.*). */
export const ANAF_TOPICS = [
  'seller_name',
  'seller_id',
  'seller_address',
  'seller_city',
  'seller_county',
  'buyer_name',
  'buyer_id',
  'buyer_address',
  'buyer_city',
  'buyer_county',
  'vat',
  'line_quantity',
  'line_unit',
  'line_price',
  'line_name',
  'issue_date',
  'due_date',
  'number',
] as const;
export type AnafTopic = (typeof ANAF_TOPICS)[number];

/**
 * Where a rejection is fixed: the invoice's field holding one of `roles` (the first the form has;
 * a company buyer's CUI or an individual's CNP), in a line's `column` for lines.items. `profile`:
 * seller data, which new invoices take from the company profile: fixed on the invoice and there.
 */
export type AnafFix = { topic: AnafTopic; roles: readonly string[]; column?: string; profile?: boolean };

const seller = (topic: AnafTopic, ...roles: string[]): AnafFix => ({ topic, roles, profile: true });
const buyer = (topic: AnafTopic, ...roles: string[]): AnafFix => ({ topic, roles });
const line = (topic: AnafTopic, column: string): AnafFix => ({ topic, roles: ['lines.items'], column });

const FIX = {
  sellerName: seller('seller_name', 'company.name'),
  sellerId: seller('seller_id', 'company.cui'),
  sellerAddress: seller('seller_address', 'company.address'),
  sellerCity: seller('seller_city', 'company.city'),
  sellerCounty: seller('seller_county', 'company.county'),
  buyerName: buyer('buyer_name', 'client.name'),
  buyerId: buyer('buyer_id', 'client.cui', 'client.cnp'),
  buyerAddress: buyer('buyer_address', 'client.address'),
  buyerCity: buyer('buyer_city', 'client.city'),
  buyerCounty: buyer('buyer_county', 'client.county'),
  vat: line('vat', 'vat_rate'),
  quantity: line('line_quantity', 'qty'),
  unit: line('line_unit', 'unit'),
  price: line('line_price', 'price'),
  itemName: line('line_name', 'name'),
  issueDate: buyer('issue_date', 'document.date'),
  dueDate: buyer('due_date', 'invoice.due_date'),
  number: buyer('number', 'document.number'),
} as const;

/**
 * The common rejections by rule id (CIUS-RO 1.0.9 and EN 16931 as ANAF's validator names them).
 * The one table of rule → field: a rule not here is still read for the BT it names (BT_FIXES);
 * one mapped to null has no field to fix.
 */
export const ANAF_RULE_FIXES: Readonly<Record<string, AnafFix | null>> = {
  // Totals and the VAT breakdown: computed by Atelier from the lines, no field of the user's
  // (null: not sent to the terms the message names, e.g. a line's net amount BT-131).
  'BR-CO-10': null,
  'BR-CO-11': null,
  'BR-CO-12': null,
  'BR-CO-13': null,
  'BR-CO-14': null,
  'BR-CO-15': null,
  'BR-CO-16': null,
  'BR-CO-17': null,
  // Invoice number (BT-1) and dates (BT-2, BT-9).
  'BR-02': FIX.number,
  'BR-RO-010': FIX.number,
  'BR-03': FIX.issueDate,
  'BR-CO-25': FIX.dueDate,
  // Seller (BG-4): name, VAT or tax registration id, address.
  'BR-06': FIX.sellerName,
  'BR-08': FIX.sellerAddress,
  'BR-CO-26': FIX.sellerId,
  'BR-RO-065': FIX.sellerId,
  'BR-RO-080': FIX.sellerAddress,
  'BR-RO-090': FIX.sellerCity,
  'BR-RO-100': FIX.sellerCity,
  'BR-RO-110': FIX.sellerCounty,
  // Buyer (BG-7): name, CUI / CNP (13 zeros without one), address.
  'BR-07': FIX.buyerName,
  'BR-10': FIX.buyerAddress,
  'BR-RO-120': FIX.buyerId,
  'BR-RO-081': FIX.buyerAddress,
  'BR-RO-091': FIX.buyerCity,
  'BR-RO-101': FIX.buyerCity,
  'BR-RO-111': FIX.buyerCounty,
  // Lines (BG-25): quantity, unit, price, item name.
  'BR-22': FIX.quantity,
  'BR-23': FIX.unit,
  'BR-24': FIX.price,
  'BR-25': FIX.itemName,
  'BR-26': FIX.price,
  'BR-27': FIX.price,
  'BR-28': FIX.price,
  'BR-RO-L1024': FIX.itemName,
  // VAT category and rate of a line.
  'BR-CO-04': FIX.vat,
  'BR-S-05': FIX.vat,
  'BR-Z-05': FIX.vat,
  'BR-E-05': FIX.vat,
  'BR-AE-05': FIX.vat,
  'BR-O-05': FIX.vat,
};

/** The business terms (BT-n) a message may name without a rule we know: the field that holds each. */
const BT_FIXES: Readonly<Record<string, AnafFix>> = {
  'BT-1': FIX.number,
  'BT-2': FIX.issueDate,
  'BT-9': FIX.dueDate,
  'BT-27': FIX.sellerName,
  'BT-30': FIX.sellerId,
  'BT-31': FIX.sellerId,
  'BT-32': FIX.sellerId,
  'BT-35': FIX.sellerAddress,
  'BT-37': FIX.sellerCity,
  'BT-39': FIX.sellerCounty,
  'BT-44': FIX.buyerName,
  'BT-47': FIX.buyerId,
  'BT-48': FIX.buyerId,
  'BT-50': FIX.buyerAddress,
  'BT-52': FIX.buyerCity,
  'BT-54': FIX.buyerCounty,
  'BT-129': FIX.quantity,
  'BT-130': FIX.unit,
  'BT-131': FIX.price,
  'BT-146': FIX.price,
  'BT-151': FIX.vat,
  'BT-152': FIX.vat,
  'BT-153': FIX.itemName,
};

/** ANAF's checks of its own, beyond the schematron, whose words name no rule or term (the upload's CIF is the seller's). */
const TEXT_FIXES: readonly [RegExp, AnafFix][] = [[/CIF-ul vanzatorului/i, FIX.sellerId]];

/** The buyer's terms (BG-7) and the seller's (BG-4): which party a message is about. */
const BUYER_TERMS = new Set(['BT-44', 'BT-45', 'BT-46', 'BT-47', 'BT-48', 'BT-49', 'BT-50', 'BT-51', 'BT-52', 'BT-53', 'BT-54', 'BT-55']);
const SELLER_TERMS = new Set(['BT-27', 'BT-28', 'BT-29', 'BT-30', 'BT-31', 'BT-32', 'BT-33', 'BT-34', 'BT-35', 'BT-36', 'BT-37', 'BT-38', 'BT-39', 'BT-40']);
/** The same fix for the other party (a rule ANAF labels with the seller's id while its text is about the buyer). */
const OTHER_PARTY: Partial<Record<AnafTopic, AnafFix>> = {
  seller_name: FIX.buyerName,
  seller_id: FIX.buyerId,
  seller_address: FIX.buyerAddress,
  seller_city: FIX.buyerCity,
  seller_county: FIX.buyerCounty,
  buyer_name: FIX.sellerName,
  buyer_id: FIX.sellerId,
  buyer_address: FIX.sellerAddress,
  buyer_city: FIX.sellerCity,
  buyer_county: FIX.sellerCounty,
};
const partyOf = (topic: AnafTopic): 'seller' | 'buyer' | undefined => (topic.startsWith('seller_') ? 'seller' : topic.startsWith('buyer_') ? 'buyer' : undefined);

/** ANAF's message read: its rule and terms, the line (0-based) an XPath names, its text per language, and the fix where known. */
export type AnafMessage = {
  rule: string | undefined;
  terms: string[];
  line: number | undefined;
  text: { ro: string; en: string | undefined };
  fix: AnafFix | undefined;
};

const RULE = /\b(BR-(?:[A-Z]{1,3}-)?L?\d{2,4})\b/;
const TERM = /\bBT-\d{1,3}\b/g;
const LINE = /(?:InvoiceLine|CreditNoteLine)\[(\d+)\]/;
/** ANAF's framing before the rule's own text ("E: validari globale  eroare: ", "eroare regula: "). */
const PREFIX = /^\s*(?:[EW]:\s*)?(?:validari\s+globale\s*)?(?:eroare(?:\s+regula)?:\s*)?/i;

/**
 * Reads one of ANAF's messages. The fix: the rule's (ANAF_RULE_FIXES), turned to the other party
 * when the terms the text names are all the other party's (ANAF labels its buyer county rule
 * BR-RO-111 "[BR-RO-110]", the seller's); without a known rule, the first term a field holds;
 * else one of ANAF's own checks by its words.
 */
export const readAnafMessage = (message: string): AnafMessage => {
  const rule = RULE.exec(message)?.[1];
  const terms = [...new Set(message.match(TERM) ?? [])];
  const at = LINE.exec(message)?.[1];
  const body = message.replace(PREFIX, '').replace(/^\[[^\]]+\]\s*-?\s*/, '').trim();
  const [ro = body, en] = body.split(/\s#\s?/, 2).map((part) => part.trim());
  const party = terms.some((t) => BUYER_TERMS.has(t)) && !terms.some((t) => SELLER_TERMS.has(t)) ? 'buyer' : terms.some((t) => SELLER_TERMS.has(t)) && !terms.some((t) => BUYER_TERMS.has(t)) ? 'seller' : undefined;
  const byRule = rule ? ANAF_RULE_FIXES[rule] : undefined;
  const ruled = byRule && party && partyOf(byRule.topic) && partyOf(byRule.topic) !== party ? OTHER_PARTY[byRule.topic] : byRule;
  if (byRule === null) return { rule, terms, line: at === undefined ? undefined : Math.max(0, Number(at) - 1), text: { ro, en: en || undefined }, fix: undefined };
  const fix = ruled ?? terms.map((term) => BT_FIXES[term]).find((found) => found !== undefined) ?? TEXT_FIXES.find(([words]) => words.test(message))?.[1];
  return { rule, terms, line: at === undefined ? undefined : Math.max(0, Number(at) - 1), text: { ro, en: en || undefined }, fix };
};
