/**
 * Deterministic, varied estimates for the documents benchmark. Everything is derived from numbers
 * (user, customer, document index) through a seeded generator, so worker threads produce the same
 * documents as a single thread would, and the benchmark can name a customer's plate or VIN to
 * search for without keeping a list of what was written.
 *
 * Each user has a pool of customers (a person or a company, with one car); a document picks a
 * customer (regulars come back more often) and 1–15 part lines. The stored row is made exactly as
 * the server's submit does it (documents.service.ts): processSubmission through prepareDocument,
 * the number set into the data, facts, reusable data and the folded search text.
 */
import {
  extractFacts,
  formatDocumentNumber,
  searchableText,
  setDocumentNumber,
  vinCheckDigit,
  type FormData,
  type FormDefinition,
} from '@atelier/core';
import { prepareDocument, reusableData } from '../../packages/server/src/features/documents/document-engine.js';
import { COMPANY_FORMS, COMPANY_WORDS, COUNTIES, FIRST_NAMES, MAKES, PARTS, SURNAMES } from './vocabulary.js';

/** mulberry32 seeded by hashing the given integers: a stream of floats in [0, 1). */
export const random = (...seeds: number[]): (() => number) => {
  let s = 0x2545f491;
  for (const seed of seeds) {
    s = Math.imul(s ^ (seed | 0), 0x9e3779b1);
    s ^= s >>> 15;
    s = Math.imul(s ^ Math.floor(seed / 2 ** 32), 0x85ebca6b);
    s ^= s >>> 13;
  }
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** An element, earlier ones more likely: skew 1 is uniform, 2 makes the first tenth take ~30%. */
const pick = <T>(list: readonly T[], r: number, skew = 1): T => list[Math.min(list.length - 1, Math.floor(list.length * r ** skew))] as T;
const digits = (r: () => number, n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');

/** A CUI with a correct check digit (key 753217532), as validateCui wants. */
const cui = (r: () => number): string => {
  const body = `${1 + Math.floor(r() * 9)}${digits(r, 6 + Math.floor(r() * 2))}`;
  const weights = [7, 5, 3, 2, 1, 7, 5, 3, 2];
  const padded = body.padStart(9, '0');
  const sum = [...padded].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  return `${r() < 0.6 ? 'RO' : ''}${body}${((10 * sum) % 11) % 10}`;
};

const PLATE_FIRST = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const PLATE_REST = 'ABCDEFGHIJKLMNOPRSTUVWXYZ';
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const WMI: Record<string, string> = {
  Dacia: 'UU1', Volkswagen: 'WVW', Renault: 'VF1', Ford: 'WF0', Skoda: 'TMB', Opel: 'W0L', BMW: 'WBA', 'Mercedes-Benz': 'WDD',
  Audi: 'WAU', Toyota: 'SB1', Hyundai: 'TMA', Peugeot: 'VF3', 'Citroën': 'VF7', Fiat: 'ZFA', Kia: 'U5Y', Nissan: 'SJN',
};

/** `CJ 12 ABC` or `B 123 XYZ`, typed with or without spaces (the server stores it compacted). */
const plate = (r: () => number): string => {
  const county = pick(COUNTIES, r(), 1.6);
  const number = county === 'B' && r() < 0.5 ? String(100 + Math.floor(r() * 900)) : String(1 + Math.floor(r() * 99)).padStart(2, '0');
  const letters = pick([...PLATE_FIRST], r()) + pick([...PLATE_REST], r()) + pick([...PLATE_REST], r());
  return r() < 0.5 ? `${county} ${number} ${letters}` : `${county}${number}${letters}`;
};

const vin = (r: () => number, make: string): string => {
  const chars = [...(WMI[make] ?? 'VSS'), ...Array.from({ length: 14 }, () => pick([...VIN_CHARS], r()))];
  const draft = chars.join('');
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
};

export type Customer = { type: 'pf' | 'pj'; name: string; cui?: string; phone?: string; make: string; plate: string; vin?: string };

/** Customer `index` of user `user`; low indexes are the regulars. */
export const customer = (user: number, index: number): Customer => {
  const r = random(user, index, 0xc057);
  const make = pick(MAKES, r(), 1.3);
  const company = r() < 0.22;
  const name = company
    ? `${pick(COMPANY_WORDS, r())} ${pick(COMPANY_WORDS, r())} ${pick(COMPANY_FORMS, r())}`
    : `${pick(SURNAMES, r(), 1.8)} ${pick(FIRST_NAMES, r(), 1.4)}`;
  return {
    type: company ? 'pj' : 'pf',
    name,
    ...(company ? { cui: cui(r) } : {}),
    ...(r() < 0.85 ? { phone: `07${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}` } : {}),
    make,
    plate: plate(r),
    ...(r() < 0.8 ? { vin: vin(r, make) } : {}),
  };
};

/** How many customers a user with this many documents has: on average three documents each. */
export const customerPool = (documents: number): number => Math.max(20, Math.round(documents / 3));

/**
 * Which customer document `index` is for: a skewed pick, so regulars come back often. With 100,000
 * documents the first customer has ~30, customer 100 ~10 and the last ones 2 or 3.
 */
export const customerOf = (index: number, pool: number): number => Math.min(pool - 1, Math.floor(pool * random(index, 0xc0)() ** 1.3));

/** 1–15 part lines with plausible prices, drawn from `r` (the common parts more often). */
export const partLines = (r: () => number) => {
  const lines = 1 + Math.floor(15 * r() ** 2.2);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(lines, 15)) chosen.add(Math.min(PARTS.length - 1, Math.floor(PARTS.length * r() ** 1.5)));
  return [...chosen].map((p) => {
    const [name, listPrice] = PARTS[p] as readonly [string, number];
    const qty = name.startsWith('Ulei') ? 4 + Math.floor(r() * 2) : name.startsWith('Manoperă') ? 1 : r() < 0.8 ? 1 : r() < 0.75 ? 2 : 4;
    return { name, qty, price: (listPrice * (0.85 + 0.4 * r())).toFixed(2) };
  });
};

/** What a user types into the estimate for document `index` (before the server's processing). */
export const documentInput = (user: number, index: number, pool: number): FormData => {
  const c = customer(user, customerOf(index, pool));
  const items = partLines(random(index, 0xd0c));
  return {
    client: { type: c.type, name: c.name, ...(c.cui ? { cui: c.cui } : {}), ...(c.phone ? { phone: c.phone } : {}) },
    vehicle: { make: c.make, plate: c.plate, ...(c.vin ? { vin: c.vin } : {}) },
    parts: { items },
  } as FormData;
};

/** A 24-hex id in ObjectId layout (seconds, then 8 "random" bytes), reproducible from the index. */
const documentId = (index: number, createdAt: number): string => {
  const r = random(index, 0x1d);
  const word = () => Math.floor(r() * 2 ** 32).toString(16).padStart(8, '0');
  return Math.floor(createdAt / 1000).toString(16).padStart(8, '0') + word() + word();
};

/** The columns of a batch of rows, as the bulk insert takes them (JSON already serialized). */
export type Rows = {
  /** The application of each row: an index into the definitions built with. */
  form: number[];
  id: string[];
  user_id: string[];
  seq: number[];
  number: string[];
  data: string[];
  reusable: string[];
  facts: string[];
  search_text: string[];
  created_at: string[];
};

export const emptyRows = (): Rows => ({ form: [], id: [], user_id: [], seq: [], number: [], data: [], reusable: [], facts: [], search_text: [], created_at: [] });

/** One planned document: its place in the timeline, its owner (index into the user list), its number. */
export type Planned = { index: number; user: number; seq: number; createdAt: number };

/** A document to build: its application (an index into the definitions) and what the user typed. */
export type Built = { form: number; data: FormData };

/** Builds the rows of a batch the way documents.service.ts submit does; `input` says what each planned document is. */
export const buildRows = (definitions: readonly FormDefinition[], userIds: readonly string[], batch: readonly Planned[], input: (planned: Planned) => Built): Rows => {
  const rows = emptyRows();
  for (const planned of batch) {
    const { index, user, seq, createdAt } = planned;
    const { form, data: typed } = input(planned);
    const definition = definitions[form];
    if (!definition) throw new Error(`seed: no application ${form}`);
    const prepared = prepareDocument(definition, typed);
    const number = formatDocumentNumber(definition, seq);
    const data = setDocumentNumber(definition, prepared.data, number);
    rows.form.push(form);
    rows.id.push(documentId(index, createdAt));
    rows.user_id.push(userIds[user] as string);
    rows.seq.push(seq);
    rows.number.push(number);
    rows.data.push(JSON.stringify(data));
    rows.reusable.push(JSON.stringify(reusableData(definition, data)));
    rows.facts.push(JSON.stringify({ ...prepared.facts, ...extractFacts(definition, data, prepared.totals), 'document.number': number }));
    rows.search_text.push(searchableText([number, data]));
    rows.created_at.push(new Date(createdAt).toISOString());
  }
  return rows;
};
