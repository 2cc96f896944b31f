import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { ID_PATTERN } from '../ids.js';

/** The largest value of a PostgreSQL `int` (int4) column: versions, document numbers, counts. */
export const INT4_MAX = 2_147_483_647;

/**
 * An integer an `int` column holds, from `min` (default 0) to `max` (default INT4_MAX): every integer a
 * client sends is bounded by its column, so a huge one is a 400, never "integer out of range" (500).
 */
export const int4 = ({ min = 0, max = INT4_MAX }: { min?: number; max?: number } = {}) => z.number().int().min(min).max(max);

/** The same read from a query string ("12"). */
export const queryInt4 = ({ min = 0, max = INT4_MAX }: { min?: number; max?: number } = {}) => z.coerce.number().int().min(min).max(max);

const isRealDay = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The one calendar-day type of every query and body: `2026-02-30` and `2026-13-01` are refused, not rolled over or failed in SQL. */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date YYYY-MM-DD' })
  .refine(isRealDay, { message: 'must be a real calendar date' })
  .describe('YYYY-MM-DD');

/**
 * `?locale=`: the app's chosen language, in which an answer gives the applications' titles (as the
 * catalogue does). The web sends it with every call whose answer carries titles: the browser's
 * Accept-Language is only the fallback for callers that send none (else ro).
 */
export const titleLocaleQuery = z.enum(LOCALES).optional().describe("language of the answer's application titles: the app's chosen language (default: Accept-Language, else ro)");

export const idSchema = z.string().regex(ID_PATTERN, 'must be 24 lowercase hex characters').describe('24-hex id');

export const errorResponse = z
  .object({
    error: z.object({
      code: z.string().describe('snake_case error code'),
      message: z.string().describe('human-readable message'),
      details: z
        .array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() }))
        .optional()
        .describe('per-field problems'),
      line: z.number().int().optional().describe('parse_error: line of the first syntax error (1-based)'),
      column: z.number().int().optional().describe('parse_error: column of the first syntax error (1-based)'),
    }),
  })
  .describe('Error');
export type ErrorResponse = z.infer<typeof errorResponse>;

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
