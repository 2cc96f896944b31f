/**
 * What a simulated user of the morning benchmark does, shared by the benchmark (for its notes) and
 * the load generator (which plays it). A business is 5 people on one account: the owner, the
 * receptionist and 3 mechanics. Each loops over the history screen: list the newest documents,
 * search, open one of the results, then sometimes save a new estimate and download a PDF, with
 * 1–3 s of think time before every call.
 */
import { foldForSearch } from '@atelier/core';
import { customer, customerOf } from '../documents/documents.js';
import { PARTS, SURNAMES } from '../documents/vocabulary.js';

export type CallKind = 'list' | 'search' | 'open' | 'save' | 'pdf';
export const CALL_KINDS: readonly CallKind[] = ['list', 'search', 'open', 'save', 'pdf'];

export type Role = 'owner' | 'receptionist' | 'mechanic';
/** The people of one business, in the order users are numbered (user u is person u mod 5 of business ⌊u/5⌋). */
export const BUSINESS: readonly Role[] = ['owner', 'receptionist', 'mechanic', 'mechanic', 'mechanic'];

/**
 * Chance per loop that a user saves a new estimate and that they download a PDF (of the estimate
 * just saved, else of the document opened). The receptionist writes up the customers at the
 * counter and prints their estimates; the owner mostly reads and prints a few for customers who
 * ask; a mechanic looks up a car's past work and records an estimate now and then.
 */
export const MIX: Record<Role, { save: number; pdf: number }> = {
  owner: { save: 0.1, pdf: 0.2 },
  receptionist: { save: 0.4, pdf: 0.4 },
  mechanic: { save: 0.15, pdf: 0.1 },
};

export const THINK_MS = { min: 1_000, max: 3_000 };
/** A request unanswered after this long is abandoned and counted as an error. */
export const TIMEOUT_MS = 30_000;

export const roleOf = (user: number): Role => BUSINESS[user % BUSINESS.length] as Role;
export const businessOf = (user: number): number => Math.floor(user / BUSINESS.length);

/** Share of each call kind among all requests, as the mix above makes it (list, search and open once per loop). */
export const expectedShares = (): Record<CallKind, number> => {
  const perLoop = { list: 0, search: 0, open: 0, save: 0, pdf: 0 };
  for (const role of BUSINESS) {
    perLoop.list += 1;
    perLoop.search += 1;
    perLoop.open += 1;
    perLoop.save += MIX[role].save;
    perLoop.pdf += MIX[role].pdf;
  }
  const total = Object.values(perLoop).reduce((a, b) => a + b, 0);
  return Object.fromEntries(CALL_KINDS.map((kind) => [kind, perLoop[kind] / total])) as Record<CallKind, number>;
};

/** Requests per second per user, on average: a loop's calls over its think time (latency left out). */
export const requestsPerUserSecond = (): number => 1000 / ((THINK_MS.min + THINK_MS.max) / 2);

export type SearchKind = 'plate' | 'surname' | 'part';

/**
 * What a user of business `business` types into the search box: the plate of one of the
 * business's customers (regulars more often, as the seeder picks them), a surname (common ones
 * more often, with or without diacritics), or a part name as typed (lower case, often without
 * diacritics). `pool` is the business's number of customers, as the seeder made it.
 */
export const searchTerm = (business: number, pool: number, r: () => number): { kind: SearchKind; term: string } => {
  const choice = r();
  const typed = (text: string) => (r() < 0.5 ? foldForSearch(text) : text.toLowerCase());
  if (choice < 1 / 3) return { kind: 'plate', term: customer(business, customerOf(Math.floor(r() * 2 ** 31), pool)).plate };
  if (choice < 2 / 3) return { kind: 'surname', term: typed(SURNAMES[Math.floor(SURNAMES.length * r() ** 1.8)] as string) };
  return { kind: 'part', term: typed((PARTS[Math.floor(PARTS.length * r() ** 1.5)] as readonly [string, number])[0]) };
};
