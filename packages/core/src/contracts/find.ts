import { z } from 'zod';
import { titleLocaleQuery } from './common.js';

/**
 * Issue 31, "find anything from the top bar" (GET /api/user/find?q=): a plate, a VIN, a customer's
 * name or phone, a document number; the answer in groups, each contributed by the feature that owns
 * it (server features/find registers vehicles and documents; the customers module registers its own).
 */

/** The groups in the order the box lists them. */
export const FIND_GROUPS = ['vehicles', 'customers', 'documents'] as const;
export const findGroup = z.enum(FIND_GROUPS);
export type FindGroup = z.infer<typeof findGroup>;

/** Shortest text searched; a shorter one answers no groups. */
export const FIND_MIN_LENGTH = 2;
/** Items per group. */
export const FIND_GROUP_LIMIT = 5;

export const findQuery = z.object({
  q: z.string().trim().min(FIND_MIN_LENGTH).max(100).describe('what was typed: part of a plate ("cj12"), a VIN, a name (diacritics optional), a phone, a document number'),
  locale: titleLocaleQuery,
});
export type FindQuery = z.infer<typeof findQuery>;

export const findItemDto = z.object({
  id: z.string().describe("the found object's id"),
  title: z.string().describe('its main line: the plate, the name, the document number and its application'),
  detail: z.string().describe('a second line: make and model, phone, customer and date ("" when there is none)'),
  path: z.string().describe("the app's page that opens it (/vehicles/{id}, /customers/{id}, /documents/{id})"),
});
export type FindItemDto = z.infer<typeof findItemDto>;

export const findGroupDto = z.object({ group: findGroup, items: z.array(findItemDto).max(FIND_GROUP_LIMIT) });
export type FindGroupDto = z.infer<typeof findGroupDto>;

export const findResponse = z.object({
  groups: z.array(findGroupDto).describe('the groups with at least one item, in the order of FIND_GROUPS'),
});
export type FindResponse = z.infer<typeof findResponse>;

/** The app's pages the found items open (the vehicle and customer pages are issue 31's). */
export const appPaths = {
  vehicle: (id: string) => `/vehicles/${encodeURIComponent(id)}`,
  customer: (id: string) => `/customers/${encodeURIComponent(id)}`,
  document: (id: string) => `/documents/${encodeURIComponent(id)}`,
};
