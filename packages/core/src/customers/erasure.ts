import { ERASED_CLIENT_NAME } from './identity.js';
import type { FieldRole } from '../forms/roles.js';
import type { FormData, FormDefinition } from '../forms/definition.js';

/**
 * The GDPR erasure's rule for text (issue 31): what a customer is called and how they are reached
 * is found wherever it was written, not only in the fields whose role names the client (a note,
 * "predat de / primit de", the car's owner, a line of an estimate, a message sent to them). A text
 * loses each occurrence of:
 * - one of the names the customer's documents gave them, whole (every word, in that order or the
 *   reverse, case, diacritics and spacing aside: `POPESCU  Stefan` is `Ștefan Popescu`); a
 *   surname alone stays, since it names others too;
 * - one of their phone numbers however it was written (`0722 123 456`, `+40 722.123.456`);
 * - one of their e-mail addresses (case aside), their CNP, a company's CUI (with or without RO),
 *   and one of the postal addresses their documents gave, whole.
 * A name becomes ERASED_CLIENT_NAME; a number, an address or an identifier inside a longer text
 * becomes ERASED_MARK, and a text that was nothing else becomes empty.
 */
export const ERASED_MARK = '[…]';

/** What is looked for: the names and addresses as written, phone keys (core's phoneKey), e-mails and identifiers (CNP, CUI digits). */
export type CustomerTraces = { names: readonly string[]; addresses: readonly string[]; phones: readonly string[]; emails: readonly string[]; ids: readonly string[] };

/** One code unit each, lower case, without diacritics (`Ș` is `s`): positions stay those of the text. */
const fold = (text: string): string => {
  let out = '';
  for (const c of text) {
    const base = c.normalize('NFD').charAt(0).toLowerCase();
    out += base.length === 1 && c.length === 1 ? base : c;
  }
  return out;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Characters people put inside a phone number. */
const SEP = '[\\s.\\-/()]*';

/** Words in this order, however spaced (a comma may part them): a name, an address. */
const wordsPattern = (words: readonly string[]) => `(?<![\\p{L}\\p{N}])${words.map(escape).join('[\\s,]+')}(?![\\p{L}\\p{N}])`;

const wordsOf = (text: string) => fold(text).split(/[\s,]+/).filter(Boolean);

const namePatterns = (name: string): string[] => {
  const words = wordsOf(name);
  if (words.join('').length < 3) return [];
  return words.length > 1 ? [wordsPattern(words), wordsPattern([...words].reverse())] : [wordsPattern(words)];
};

/** An address is only found whole (a street name alone names no one). */
const addressPattern = (address: string): string | undefined => {
  const words = wordsOf(address);
  return words.length > 1 && words.join('').length >= 6 ? wordsPattern(words) : undefined;
};

const phonePattern = (key: string): string | undefined => {
  const digits = (ds: string) => [...ds].join(SEP);
  // A Romanian number with or without its country code (+40, 0040, 40) or its 0, `(0722)` too.
  if (/^0\d{9}$/.test(key)) return `(?<![\\d+])\\(?(?:(?:(?:\\+|00)${SEP})?40${SEP}(?:0${SEP})?|0${SEP})?${digits(key.slice(1))}(?!\\d)`;
  if (/^\+\d{8,15}$/.test(key)) return `(?<![\\d+])(?:\\+|00)${SEP}${digits(key.slice(1))}(?!\\d)`;
  return undefined;
};

const emailPattern = (email: string) => `(?<![\\w.+\\-])${escape(fold(email.trim()))}(?![\\w\\-]|\\.\\w)`;

const idPattern = (id: string) => `(?<![\\p{L}\\p{N}])(?:ro\\s*)?${[...id].join('\\s?')}(?!\\d)`;

type Hit = { start: number; end: number; name: boolean };

/**
 * The rule bound to one customer's traces: a function from a text to the text without them (the
 * same string when nothing was found).
 */
export const customerRedactor = (traces: CustomerTraces): ((text: string) => string) => {
  const sources: { pattern: string; name: boolean }[] = [
    ...[...new Set(traces.names.filter((n) => n.trim() !== '' && fold(n).trim() !== fold(ERASED_CLIENT_NAME)))].flatMap((n) => namePatterns(n).map((pattern) => ({ pattern, name: true }))),
    ...[...new Set(traces.addresses)].flatMap((a) => addressPattern(a) ?? []).map((pattern) => ({ pattern, name: false })),
    ...[...new Set(traces.phones)].flatMap((p) => phonePattern(p) ?? []).map((pattern) => ({ pattern, name: false })),
    ...[...new Set(traces.emails)].filter((e) => e.includes('@')).map((e) => ({ pattern: emailPattern(e), name: false })),
    ...[...new Set(traces.ids)].filter((id) => /^\d{2,13}$/.test(id)).map((id) => ({ pattern: idPattern(id), name: false })),
  ];
  if (sources.length === 0) return (text) => text;
  const patterns = sources.map((s) => ({ re: new RegExp(s.pattern, 'gu'), name: s.name }));
  return (text: string): string => {
    if (text === '' || text.startsWith('data:')) return text;
    const folded = fold(text);
    const hits: Hit[] = [];
    for (const { re, name } of patterns) {
      re.lastIndex = 0;
      for (const m of folded.matchAll(re)) hits.push({ start: m.index, end: m.index + m[0].length, name });
    }
    if (hits.length === 0) return text;
    hits.sort((a, b) => a.start - b.start || b.end - a.end);
    const whole = text.trim();
    let out = '';
    let at = 0;
    for (const hit of hits) {
      if (hit.start < at) continue;
      out += text.slice(at, hit.start);
      if (hit.name) out += ERASED_CLIENT_NAME;
      else if (text.slice(hit.start, hit.end).trim() === whole) return '';
      else out += ERASED_MARK;
      at = hit.end;
    }
    return out + text.slice(at);
  };
};

/** Every string inside a value (objects, arrays) through `redact`; the value itself when nothing changed. */
export const redactDeep = <T>(value: T, redact: (text: string) => string): T => {
  if (typeof value === 'string') return redact(value) as T;
  if (Array.isArray(value)) {
    const items = value.map((v: unknown) => redactDeep(v, redact));
    return (items.every((v, i) => v === value[i]) ? value : items) as T;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, redactDeep(v, redact)] as const);
    return (entries.every(([k, v]) => v === (value as Record<string, unknown>)[k]) ? value : Object.fromEntries(entries)) as T;
  }
  return value;
};

/**
 * What an erasure writes over the fields whose role names the client: the name pseudonymised,
 * every identifier and contact detail emptied. The client's type and country say nothing of the person.
 */
export const ERASED_CLIENT_VALUES: Readonly<Partial<Record<FieldRole, string>>> = {
  'client.name': ERASED_CLIENT_NAME,
  'client.cui': '',
  'client.cnp': '',
  'client.reg_no': '',
  'client.address': '',
  'client.city': '',
  'client.postal_code': '',
  'client.phone': '',
  'client.email': '',
};

/**
 * A document's data and facts as a customer's erasure leaves them: the fields whose role names
 * the client get ERASED_CLIENT_VALUES, the signatures drawn on it are emptied (whose each one is
 * the form cannot tell, and a signature identifies its signer), and every other text, lines of
 * arrays included, goes through `redact` (customerRedactor). Answers the same objects when
 * nothing changed.
 */
export const eraseCustomerData = (
  definition: FormDefinition,
  { data, facts }: { data: FormData; facts: Record<string, string> },
  redact: (text: string) => string,
): { data: FormData; facts: Record<string, string> } => {
  const nextData: FormData = { ...data };
  const nextFacts: Record<string, string> = { ...facts };
  let touched = false;
  for (const step of definition.steps) {
    const values = nextData[step.name];
    for (const field of step.fields) {
      const erased = field.type === 'signature' ? '' : field.role === undefined ? undefined : ERASED_CLIENT_VALUES[field.role];
      if (erased === undefined) continue;
      if (values && field.name in values && values[field.name] !== erased) {
        nextData[step.name] = { ...nextData[step.name], [field.name]: erased };
        touched = true;
      }
      if (field.role === undefined || field.type === 'signature') continue;
      if (erased === '' && field.role in nextFacts) {
        delete nextFacts[field.role];
        touched = true;
      } else if (erased !== '' && nextFacts[field.role] !== erased) {
        nextFacts[field.role] = erased;
        touched = true;
      }
    }
  }
  const redactedData = redactDeep(nextData, redact);
  const redactedFacts = redactDeep(nextFacts, redact);
  if (!touched && redactedData === nextData && redactedFacts === nextFacts) return { data, facts };
  return { data: redactedData, facts: redactedFacts };
};
