import { z } from 'zod';
import { ID_PATTERN } from '../ids.js';

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
